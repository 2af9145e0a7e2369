"""The computer player's candidate filter (``heuristics.worth_trying``) never drops the
answer: whatever it keeps, the best placement that leaves every section under 20 survives,
and so does each Action card whose best use makes the turn earn more than its point (R10,
R14); and the Memories a placement earns are counted as the rules count them, a section
that would reach 20 set to 10 (R11).

Every position is built with ``nr_positions``; what a move is worth is worked out by the
rules (``rules.apply``, the tactics' ``gains``), never by the heuristic under test.
"""

from __future__ import annotations

from nr_positions import O, W, play, position, rules, start, tile

from neurodrez_desktop.games.neuroriders import heuristics
from neurodrez_desktop.games.neuroriders.heuristics import PLACES_WORTH_TRYING, worth_trying
from neurodrez_desktop.games.neuroriders.state import (
    MoveRider,
    Phase,
    Place,
    Relocate,
    RotateRoom,
)
from neurodrez_desktop.games.neuroriders.tactics import gains

ORANGE_FIRST = 1
"""Agenda 1: orange ×2, green ×1, pink −1 (R14)."""


def _score_change(state, action, seat=0, before=None) -> int:
    """What ``action`` (a placement) changes of ``seat``'s score sheet at once, by the
    rules: its agenda's weights times the sections' change, R11 included; with tied paths,
    the mover's best choice (R8)."""
    before = state if before is None else before
    after = rules.apply(state, action)
    if after.phase == Phase.PATH:
        return max(_score_change(after, choice, seat, before)
                   for choice in rules.legal_actions(after))
    return _delta(before, after, seat)


def _delta(before, after, seat) -> int:
    sheet = [0, 0, 0, 0]
    agenda = heuristics.AGENDAS[before.agendas[seat] - 1]
    sheet[agenda.first], sheet[agenda.second], sheet[agenda.third] = 2, 1, -1
    return sum(w * (b - a) for w, a, b in zip(sheet, before.memories, after.memories,
                                              strict=True))


def _resets(state, action) -> bool:
    """Whether laying ``action`` takes a section to 20 whatever path the mover picks."""
    after = rules.apply(state, action)
    if after.phase == Phase.PATH:
        return all(_resets(after, choice) for choice in rules.legal_actions(after))
    return after.reached >= 0


# -- R11: a section at 19 ----------------------------------------------------------------


WHITE_FIRST = 7
"""Agenda 7: white ×2, green ×1, pink −1."""


def orange_at_19():
    """Every rider on the Starting Room, whose multicoloured doors match any door laid
    against them (R3); orange at 19, green 12, white 16, pink 3. Seat 0 (agenda 1, orange
    first) holds room 13 (doors white, orange, orange, wall; summons orange and white) and
    room 11 (orange, wall, white, orange; the same riders). Laid with an orange door
    towards the start the orange rider walks through it (+2 orange, R9) and orange
    reaches 21: set to 10 (R11), and the game ends, lost against seat 1's agenda 7 (44
    points to 32, R14). With a white door towards the start both riders walk through
    white (+3 white, to 19), which agenda 1 does not score."""
    return position([start()], dealt=(13, None), held=((11,), ()), lineup=(20, 21),
                    memories=(19, 12, 16, 3), agendas=(ORANGE_FIRST, WHITE_FIRST))


def test_the_setting_has_more_resetting_placements_than_the_filter_keeps():
    state = orange_at_19()
    places = [a for a in rules.legal_actions(state) if isinstance(a, Place)]
    resetting = [a for a in places if _resets(state, a)]
    assert len(resetting) > PLACES_WORTH_TRYING
    # counted as walks (no R11) each of them earns the most: +3 orange, 6 points
    assert all(heuristics._gain(state, a.room, a.cell, a.turns,
                                heuristics.agenda_weights(state, 0)) == 6 for a in resetting)
    assert all(_score_change(state, a) < 0 for a in resetting)
    assert any(_score_change(state, a) == 0 for a in places if a not in resetting)
    ended = play(state, resetting[0])
    assert ended.phase == Phase.ADJUST  # seat 1 has not played this lineup (R11)
    final = play(ended, rules.legal_actions(ended)[-1])  # it passes
    assert rules.outcome(final).winners == (1,)


def test_the_filter_keeps_a_placement_that_leaves_every_section_under_20():
    """Every placement that earns orange takes it to 20 and so back to 10 (R11), 18
    points thrown away and the game over. The seat's view hides the other agenda, so no
    ending is settled there: the filter used to keep only resetting placements (the ten
    earning most as walks, and every one that might end the game)."""
    state = orange_at_19()
    for world in (rules.view_for(state, 0), state):
        kept = worth_trying(world, rules.legal_actions(world))
        places = [a for a in kept if isinstance(a, Place)]
        assert any(not _resets(state, a) for a in places), places
        best_going_on = max(_score_change(state, a) for a in rules.legal_actions(state)
                            if isinstance(a, Place) and not _resets(state, a))
        assert max(_score_change(state, a) for a in places
                   if not _resets(state, a)) == best_going_on


def test_a_push_from_19_to_21_is_counted_as_the_reset_not_a_gain_of_2():
    """Room 20 (summons orange; orange doors east and west) with an orange door towards the
    start: the orange rider's step is +2 orange, 19 → 21, so orange is set to 10 (R11):
    for agenda 1 that is (10 − 19) × 2 = −18 points, not +4."""
    state = orange_at_19().evolve(dealt=(20, None))
    lay = next(a for a in rules.legal_actions(state) if isinstance(a, Place)
               and a.room == 20 and rules.apply(state, a).reached == O)
    assert _score_change(state, lay) == -18
    assert heuristics.place_gain(state, lay, 0) == -18
    going_on = [a for a in rules.legal_actions(state)
                if isinstance(a, Place) and not _resets(state, a)]
    assert going_on and all(heuristics.place_gain(state, a, 0) > -18 for a in going_on)


# -- R10: each Action card the seat may play ---------------------------------------------


def move_nets_seven():
    """Room 7 east of the start (orange doors west and east), room 27 south of it with a
    wall towards the start (so not connected to it, R4). The orange rider stands in room
    27, three steps from (0, 2): out of reach (R8). Seat 0 (agenda 1) holds room 13 and
    room 11, both summoning orange and white. Laid at (0, 2) with an orange door west,
    room 13 calls the white rider along start → (0, 1) → (0, 2) through orange doors, +2
    orange: 4 points. With the Move card (R10) the orange rider first steps onto the
    start, grid-adjacent to room 27; then it walks the same way too, +4 orange (its own
    colour): 12 points, less the card's point (R14): +7."""
    tiles = [start(), tile((0, 1), 7, W=O, E=O), tile((1, 0), 27, N=None, E=None)]
    riders = [(1, 0), (0, 1), (0, 0), (0, 0)]
    return position(tiles, riders, dealt=(13, None), held=((11,), ()), lineup=(20, 21),
                    agendas=(ORANGE_FIRST, 5))


def test_the_move_card_nets_seven_points():
    state = move_nets_seven()
    table = gains(rules, state)
    best_place = max(v for a, v in table.items() if isinstance(a, Place))
    assert best_place == 4
    assert table[MoveRider(O, (0, 0))] == 11  # 12 points, less the card's
    assert table[MoveRider(O, (0, 0))] - best_place == 7
    assert max(table.values()) == 11


def test_the_filter_keeps_each_action_card_at_its_best_use():
    """Each card here makes the turn earn more than the best placement (4 points), its
    own point counted: the Move +11, a Rotate of room 27 +6 (its green door turned towards
    the start), a Relocate of room 27 with the orange rider +8. The Move used to be dropped
    (a Move was kept only to rescue a rider from a crystallization at the end of the
    turn); so was every Rotate and Relocate."""
    state = move_nets_seven()
    legal = rules.legal_actions(state)
    assert len(legal) > PLACES_WORTH_TRYING
    table = gains(rules, state)
    best_place = max(v for a, v in table.items() if isinstance(a, Place))
    for world in (rules.view_for(state, 0), state):
        kept = worth_trying(world, rules.legal_actions(world))
        assert MoveRider(O, (0, 0)) in kept
        for card in (MoveRider, RotateRoom, Relocate):
            uses = [a for a in kept if isinstance(a, card)]
            assert len(uses) == 1, (card, kept)
            best_use = max(v for a, v in table.items() if isinstance(a, card))
            assert table[uses[0]] == best_use > best_place, (uses, table)


def test_a_card_already_played_this_turn_offers_none():
    state = play(move_nets_seven(), MoveRider(O, (0, 0)))
    assert state.phase == Phase.PLACE and state.card_played
    kept = worth_trying(state, rules.legal_actions(state))
    assert kept and all(isinstance(a, Place) for a in kept)
    best = max(_score_change(state, a) for a in rules.legal_actions(state))
    assert best == 12 and max(_score_change(state, a) for a in kept) == best


def test_the_white_rider_walks_as_the_docstring_says():
    """The position's own check: without the card, room 13 at (0, 2) earns 4 points."""
    state = move_nets_seven()
    lay = next(a for a in rules.legal_actions(state)
               if isinstance(a, Place) and a.room == 13 and a.cell == (0, 2)
               and _score_change(state, a) == 4)
    after = play(state, lay)
    assert after.riders[W] == (0, 2) and after.riders[O] == (1, 0)
