"""Reaching 20 (R11), the three ends (R13), the score (R14) and its tie-breaks (R15),
through ``rules.apply`` and ``rules.outcome``: positions built directly and played on, and
seeded random games that must reach an end."""

from __future__ import annotations

from collections import Counter

import pytest
from nr_positions import G, O, P, W, assert_refused, play, position, rules, start, tile, turns_with

from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import TERMINAL
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.neuroriders.rooms import room_set
from neurodrez_desktop.games.neuroriders.rules import seats_from_marker
from neurodrez_desktop.games.neuroriders.state import (
    ALL_CARDS,
    Adjust,
    AdjustPass,
    Card,
    ChoosePath,
    Phase,
    Place,
)

LINEUP = (24, 25)


def twenty_position(players=3, memories=(18, 0, 0, 0), to_act=0, took_turn=0, **changes):
    """Orange and white on the start; room 11 at (0, 1) (west orange, east white); room 13
    (summons orange and white) to lay at (0, 2) with its west door white. Orange's walk:
    +2 orange (own colour, through the start's door), then +1 white."""
    held = [()] * players
    held[to_act] = (13,)
    return position([start(), tile((0, 1), 11, W=O, E=W)], players=players, held=held,
                    lineup=LINEUP, memories=memories, to_act=to_act, took_turn=took_turn,
                    **changes)


LAY_13 = Place(13, (0, 2), turns_with(13, W=W))


def test_r11_the_walk_without_reaching_20_gains_everything():
    after = play(twenty_position(memories=(10, 0, 0, 0)), LAY_13)
    # orange: +2 orange, +1 white; white: +1 orange, +2 white
    assert after.memories == (13, 0, 3, 0) and after.phase == Phase.TAKE


def test_r11_a_section_reaching_20_is_set_to_10_and_the_rest_of_the_turn_is_lost():
    state = twenty_position(memories=(18, 5, 7, 3))
    after = play(state, LAY_13)
    # Orange's first step reaches 20: orange goes to 10; its second step (+1 white) and
    # white's whole walk are lost; white does not move.
    assert after.memories == (10, 5, 7, 3)
    assert after.reached == O
    assert after.riders[W] == (0, 0)
    assert "orange section reached 20" in after.end_reason


def test_r11_passing_20_counts_as_reaching_it():
    after = play(twenty_position(memories=(19, 0, 0, 0)), LAY_13)  # 19 + 2
    assert after.memories[O] == 10 and after.reached == O


def test_r11_seats_that_have_not_played_since_the_lineup_adjust_in_turn_order():
    # Four players; seat 1 lays (seats 1 and 3 have played this lineup... seat 3 not):
    # the marker's holder 3 opened the round, then 0 played; seat 1 reaches 20.
    state = twenty_position(players=4, to_act=1, took_turn=0b1001, first=3,
                            memories=(18, 4, 19, 0))
    after = play(state, LAY_13)
    assert after.phase == Phase.ADJUST and after.adjusters == (2,)
    assert rules.current_player(after) == 2
    # Three players, marker with seat 0, seat 0 opens and reaches 20: seats 1, 2 adjust.
    after = play(twenty_position(memories=(18, 4, 19, 0)), LAY_13)
    assert after.adjusters == (1, 2) and rules.current_player(after) == 1
    after = play(after, Adjust(G, -1))
    assert after.memories == (10, 3, 19, 0) and rules.current_player(after) == 2
    after = play(after, Adjust(G, -1))
    assert after.memories == (10, 2, 19, 0)
    assert after.phase == Phase.END and rules.current_player(after) == TERMINAL
    assert rules.outcome(after) is not None


def test_r11_the_adjusters_start_after_the_seat_that_reached_20():
    state = twenty_position(players=4, to_act=2, took_turn=0b0000, first=2)
    after = play(state, LAY_13)
    assert after.adjusters == (3, 0, 1)


def test_r11_no_seat_left_to_play_ends_at_once():
    # Two players, seat 1 plays the lineup's last but one turn after both have played.
    state = twenty_position(players=2, to_act=1, took_turn=0b11)
    after = play(state, LAY_13)
    assert after.phase == Phase.END and after.adjusters == ()
    assert rules.outcome(after) is not None


def test_r11_adjust_one_other_section_by_one_never_to_20():
    state = play(twenty_position(memories=(18, 19, 0, 7)), LAY_13)
    legal = rules.legal_actions(state)
    assert set(legal) == {Adjust(G, -1), Adjust(W, 1), Adjust(P, 1), Adjust(P, -1),
                          AdjustPass()}
    assert_refused(state, Adjust(O, 1), "R11", "reached 20", "another")
    assert_refused(state, Adjust(O, -1), "R11", "reached 20")
    assert_refused(state, Adjust(G, 1), "R11", "would reach 20")
    assert_refused(state, Adjust(W, -1), "R11", "no Memories")
    assert_refused(state, Adjust(P, 2), "R11", "exactly 1")
    passed = play(state, AdjustPass())
    assert passed.memories == state.memories and passed.adjusters == (2,)


def test_r11_reaching_20_on_a_chosen_path_ends_the_game():
    # Orange ties (via room 1 or room 2); through room 1 it gains +1 white then +2
    # orange, reaching 20. White (on room 2, one step away) must not walk after it.
    state = position([start(), tile((0, 1), 1, W=W, S=O), tile((1, 0), 2, N=G, E=O)],
                     riders=[(0, 0), (0, 0), (1, 0), (0, 0)], players=3,
                     held=[(13,), (), ()], lineup=LINEUP, memories=(18, 0, 0, 0))
    after = play(state, Place(13, (1, 1), turns_with(13, N=O, W=O)))
    assert after.phase == Phase.PATH and after.pending == (O, W)
    after = play(after, ChoosePath(O, (0, 1)))
    assert after.memories == (10, 0, 1, 0) and after.reached == O
    assert after.riders[W] == (1, 0)
    assert after.phase == Phase.ADJUST and after.adjusters == (1, 2)


# -- R13: the three ends --------------------------------------------------------------------


def last_turn(pile, tiles, riders=None, **changes):
    """Seat 0 lays the lineup's last room, room 9 (summons green), beside the start's
    east door; the crystallization follows."""
    return play(position(tiles, riders, held=[(9,), ()], lineup=(), pile=pile, **changes),
                Place(9, (0, 1), turns_with(9, W=O)))


def three_left():
    """Every room placed but three in the pile: 20 far away in row 5, the rest in row 7
    (rooms, pile, rest, tiles), so no new lineup of four can be formed."""
    far = [tile((5, c), r) for c, r in zip(range(0, 24), range(1, 25), strict=False)
           if r != 9][:20]
    used = {t.room for t in far} | {9}
    pile = tuple(r for r in range(1, 29) if r not in used)[:3]
    rest = [r for r in range(1, 29) if r not in used and r not in pile]
    return far, pile, rest, [start(), *far, *(tile((7, c), r) for c, r in enumerate(rest))]


def test_r13_no_new_lineup_of_four_ends_the_game():
    # All but three rooms are somewhere: the pile cannot make a lineup of four.
    far, pile, rest, tiles = three_left()
    after = last_turn(pile, tiles)
    assert after.phase == Phase.END and rules.current_player(after) == TERMINAL
    assert "no new lineup of 4" in after.end_reason and "only 3 rooms" in after.end_reason
    # With four in the pile the game goes on to the reveals.
    pile4 = (*pile, rest[-1])
    tiles4 = [start(), *far, *(tile((7, c), r) for c, r in enumerate(rest[:-1]))]
    on = last_turn(pile4, tiles4)
    assert on.phase != Phase.END


def test_r13_every_room_crystallized_ends_the_game_at_once():
    # The first crystallization: the start and its neighbours flip; the black room 25
    # beside them flips too, and the black room 26 beside that: nothing is left face up.
    tiles = [start(), tile((0, 2), 25), tile((0, 3), 26)]
    after = last_turn(None, tiles, first=1)
    assert after.phase == Phase.END
    assert not any(t.face_up for t in after.tiles)
    assert "every room on the grid has crystallized" in after.end_reason
    assert after.crystals == (0, 0, 0, 0)  # no rescue: the game is over first


def test_r13_each_end_is_reached_in_random_play():
    reasons: Counter[str] = Counter()
    for seed in range(40):
        game = random_playout(rules, 2 + seed % 3, None, make_rng(seed))
        end = game.state
        assert end.phase == Phase.END and rules.current_player(end) == TERMINAL
        outcome = rules.outcome(end)
        assert outcome is not None and len(outcome.scores) == end.players
        assert outcome.winners and end.end_reason in outcome.reason
        sheets = [round(s) for s in outcome.scores]
        assert max(sheets) == sheets[outcome.winners[0]]
        reasons["lineup" if "lineup" in end.end_reason else
                "crystal" if "crystallized" in end.end_reason else "twenty"] += 1
    assert reasons["lineup"] and reasons["crystal"]


# -- R14, R15: the score ------------------------------------------------------------------


def ended(agendas, memories, crystals=(0, 0, 0, 0), cards=None, first=0):
    players = len(agendas)
    return position([start()], players=players, phase=Phase.END, agendas=tuple(agendas),
                    memories=memories, crystals=crystals,
                    cards=cards if cards is not None else (0,) * players, first=first,
                    end_reason="ended")


def agenda(first, second, third):
    return next(a.id for a in room_set().agendas
                if (a.first, a.second, a.third) == (first, second, third))


def test_r14_golden_the_rulebooks_example_scores_37_through_outcome():
    # Orange 16 (19 − 3), green 12, pink 8 (11 − 3), white 0; one Action card unplayed.
    state = ended([agenda(O, G, P), agenda(W, G, P)], (19, 12, 5, 11), (3, 0, 5, 3),
                  cards=(Card.MOVE.bit, 0))
    outcome = rules.outcome(state)
    assert outcome.scores[0] == 37
    assert outcome.scores[1] == 0 + 12 - 8
    assert outcome.winners == (0,)


def test_r14_sections_may_go_negative_and_unplayed_cards_score():
    state = ended([agenda(O, G, P), agenda(P, O, W)], (1, 0, 0, 0), (4, 0, 0, 2),
                  cards=(ALL_CARDS, 0))
    outcome = rules.outcome(state)
    # seat 0: 2 × (−3) + 0 − (−2) + 3 = −1; seat 1: 2 × (−2) + (−3) − 0 = −7
    assert outcome.scores == (-1.0, -7.0) and outcome.winners == (0,)


def test_r14_outcome_is_none_while_playing():
    assert rules.outcome(position([start()], lineup=LINEUP)) is None


def test_r15_more_vp_from_the_first_colour_breaks_a_tie():
    # seat 0: orange 3 → 6 + green 1 − pink 0 + 0 cards = 7;
    # seat 1: white 2 → 4 + green 1 − pink 0 + 2 cards = 7 (and fewer cards used)
    state = ended([agenda(O, G, P), agenda(W, G, P)], (3, 1, 2, 0),
                  cards=(0, Card.MOVE.bit | Card.ROTATE.bit))
    outcome = rules.outcome(state)
    assert outcome.scores == (7.0, 7.0) and outcome.winners == (0,)
    assert "more VP from the first agenda colour" in outcome.reason


def test_r15_fewer_action_cards_used_breaks_a_tie():
    # Same first colour; seat 0 used none (+3) but loses 2 more to its third colour.
    state = ended([agenda(O, G, P), agenda(O, G, W)], (1, 0, 1, 3),
                  cards=(ALL_CARDS, Card.MOVE.bit))
    outcome = rules.outcome(state)
    # seat 0: 2 + 0 − 3 + 3 = 2; seat 1: 2 + 0 − 1 + 1 = 2
    assert outcome.scores == (2.0, 2.0) and outcome.winners == (0,)
    assert "fewer Action cards used" in outcome.reason


def test_r15_fewer_vp_lost_to_the_third_colour_breaks_a_tie():
    # seat 0 (O, G, W): 2 + 2 − 0 = 4; seat 1 (O, P, G): 2 + 4 − 2 = 4.
    state = ended([agenda(O, G, W), agenda(O, P, G)], (1, 2, 0, 4))
    outcome = rules.outcome(state)
    assert outcome.scores == (4.0, 4.0) and outcome.winners == (0,)
    assert "fewer VP lost to the third colour" in outcome.reason


def test_r15_the_seat_furthest_from_receiving_the_marker_breaks_a_tie():
    agendas = [agenda(O, G, P), agenda(G, O, P), agenda(O, G, W)]
    # All three score 3 alike; seat 1 holds the marker (0 passes away), seat 2 to its
    # left would receive it next (1), seat 0 last (2): seat 0 is furthest.
    state = ended(agendas, (1, 1, 0, 0), first=1)
    assert [seats_from_marker(state, s) for s in range(3)] == [2, 0, 1]
    outcome = rules.outcome(state)
    assert outcome.scores == (3.0, 3.0, 3.0) and outcome.winners == (0,)
    assert "further from receiving the first-player marker" in outcome.reason
    # Seats 0 and 1 tie on 3 (seat 2 scores 2); seat 0 holds the marker, seat 1 is a
    # pass away from it: the holder loses the tie.
    state = ended(agendas, (1, 1, 1, 0), first=0)
    outcome = rules.outcome(state)
    assert outcome.scores == (3.0, 3.0, 2.0) and outcome.winners == (1,)
    assert "further from receiving" in outcome.reason


@pytest.mark.parametrize("first", [0, 1, 2])
def test_r15_the_marker_distance_counts_passes(first):
    state = ended([1, 2, 3], (0, 0, 0, 0), first=first)
    distances = [seats_from_marker(state, s) for s in range(3)]
    assert distances[first] == 0 and distances[(first + 1) % 3] == 1
    assert distances[(first + 2) % 3] == 2


def test_r15_furthest_from_marker_wins_tie():
    # Four players tied through the first three tie-breaks; seat 2 holds the marker. The
    # passes to the left: seat 2 holds it (0), seat 3 (1), seat 0 (2), seat 1 (3).
    agendas = [agenda(O, G, P), agenda(G, O, P), agenda(O, G, W), agenda(G, O, W)]
    state = ended(agendas, (1, 1, 0, 0), first=2)
    assert [seats_from_marker(state, s) for s in range(4)] == [2, 3, 0, 1]
    outcome = rules.outcome(state)
    assert outcome.scores == (3.0,) * 4 and outcome.winners == (1,)
    assert "further from receiving the first-player marker" in outcome.reason


def test_r15_a_game_without_a_new_lineup_ends_before_the_marker_passes():
    # The R13 position with only three rooms in the pile, seat 1 holding the marker: the
    # game ends at step (4) with the marker still with seat 1, so seat 0, a pass away, is
    # the further (two players, all agendas scoring alike).
    far, pile, rest, tiles = three_left()
    after = last_turn(pile, tiles, first=1, agendas=(agenda(O, G, P), agenda(O, G, W)),
                      cards=(0, 0))
    assert after.phase == Phase.END and "no new lineup of 4" in after.end_reason
    assert after.first == 1
    assert [seats_from_marker(after, s) for s in range(2)] == [1, 0]
    outcome = rules.outcome(after)
    assert outcome.scores[0] == outcome.scores[1] and outcome.winners == (0,)


# -- R11: "would reach 20" is 20 or more; the adjustments stay within 0–19 ------------------


def test_r11_nineteen_plus_two_resets_to_ten():
    # Orange's first step through the start's door (own colour) is +2: 19 + 2 = 21.
    after = play(twenty_position(memories=(19, 5, 7, 3)), LAY_13)
    assert after.memories == (10, 5, 7, 3) and after.reached == O
    assert after.phase == Phase.ADJUST


def test_r11_adjustment_never_to_twenty():
    state = play(twenty_position(memories=(18, 19, 19, 0)), LAY_13)
    legal = rules.legal_actions(state)
    assert Adjust(G, 1) not in legal and Adjust(W, 1) not in legal
    assert Adjust(G, -1) in legal and Adjust(W, -1) in legal
    assert_refused(state, Adjust(W, 1), "R11", "would reach 20", "lower it")


def test_r11_adjustment_never_below_zero():
    state = play(twenty_position(memories=(18, 0, 0, 0)), LAY_13)
    legal = rules.legal_actions(state)
    assert Adjust(G, -1) not in legal and Adjust(W, -1) not in legal
    assert Adjust(P, -1) not in legal and Adjust(P, 1) in legal
    assert_refused(state, Adjust(P, -1), "R11", "no Memories", "raise it")
    # Lowered to 0 by the first adjuster, the section cannot be lowered again.
    state = play(twenty_position(memories=(18, 1, 0, 0)), LAY_13)
    state = play(state, Adjust(G, -1))
    assert state.memories[G] == 0 and rules.current_player(state) == 2
    assert Adjust(G, -1) not in rules.legal_actions(state)
    assert_refused(state, Adjust(G, -1), "R11", "no Memories")
