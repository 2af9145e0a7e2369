"""Neuroriders' computer player: it decides from its seat's view alone (R6), it lays a
room that earns its agenda's first colour when one is on offer, and its heuristic's parts
(evaluation, crystallization risk, what the sections say of the others' agendas, which
placements the search looks at) do what they say.

Searches get iterations, not seconds (as in ``test_quattro_colonne_ai.py``): two searches
of one view are then equal, and no test depends on the machine's speed.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from neurodrez_desktop.ai.agent import Budget, RandomAgent
from neurodrez_desktop.ai.levels import agent_for_level
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders import heuristics
from neurodrez_desktop.games.neuroriders import rules as rules_module
from neurodrez_desktop.games.neuroriders.heuristics import (
    agenda_weights,
    crystallizing,
    evaluate,
    place_gain,
    plausibility,
    risk,
    worth_trying,
)
from neurodrez_desktop.games.neuroriders.rooms import room_set
from neurodrez_desktop.games.neuroriders.state import (
    HIDDEN,
    MoveRider,
    NRState,
    Phase,
    Place,
    Relocate,
    RotateRoom,
    Tile,
)

RULES = get_rules("neuroriders")
ITERATIONS = {"normal": 200}
"""Normal thinks about a second in the program (some 200 iterations on a desktop)."""
AGENDAS = room_set().agendas


def _budget(level: str) -> Budget:
    return Budget(seconds=None, iterations=ITERATIONS[level])


def _positions(players: int, seed: int, limit: int = 400) -> list[NRState]:
    """Every state a seeded game of random placements passes where a seat is to act."""
    rng = make_rng(f"neuroriders-ai:{players}:{seed}")
    state = RULES.initial_state(players)
    out = []
    while RULES.current_player(state) != TERMINAL and len(out) < limit:
        if RULES.current_player(state) == CHANCE:
            state = RULES.apply(state, sample_outcome(RULES.chance_outcomes(state), rng))
            continue
        out.append(state)
        legal = RULES.legal_actions(state)
        places = [a for a in legal if isinstance(a, Place)]
        state = RULES.apply(state, rng.choice(places or legal))
    return out


def _first_gain(state: NRState, action: Place, seat: int) -> float:
    """The Memories laying ``action`` earns ``seat``'s first colour at once."""
    first = AGENDAS[state.agendas[seat] - 1].first
    weights = tuple(1.0 if c == first else 0.0 for c in range(4))
    return heuristics._gain(state, action.room, action.cell, action.turns, weights)


# -- (1) the choice depends on the view alone (R6) -------------------------------------


def _twin(state: NRState, seat: int) -> NRState:
    """The same position with every other seat's agenda and dealt room changed: the
    agendas to others nobody holds, the dealt rooms swapped with rooms still in the pile."""
    held = set(state.agendas)
    free = [a.id for a in AGENDAS if a.id not in held]
    agendas = list(state.agendas)
    dealt = list(state.dealt)
    pile = list(state.pile)
    for s in range(state.players):
        if s == seat:
            continue
        agendas[s] = free.pop(0)
        if dealt[s] is not None and pile:
            dealt[s], pile[-1] = pile[-1], dealt[s]
            pile.sort()
    return replace(state, agendas=tuple(agendas), dealt=tuple(dealt), pile=tuple(pile))


def _secret_pairs() -> list[tuple[NRState, NRState, int]]:
    pairs = []
    for players in (2, 3):
        seed = 1
        while len(positions := [s for s in _positions(players, seed)
                                if s.phase == Phase.PLACE]) < 16:
            seed += 1  # a game long enough to spread three positions over
        for state in positions[1::5][:3]:
            seat = RULES.current_player(state)
            pairs.append((state, _twin(state, seat), seat))
    return pairs


PAIRS = _secret_pairs()


def test_the_twins_differ_only_in_what_the_seat_may_not_see():
    assert len(PAIRS) == 6
    for a, b, seat in PAIRS:
        assert a != b
        assert a.agendas[seat] == b.agendas[seat] and a.hand(seat) == b.hand(seat)
        assert RULES.view_for(a, seat) == RULES.view_for(b, seat)


@pytest.mark.parametrize("index", range(len(PAIRS)))
def test_normal_chooses_the_same_whatever_the_others_agendas_and_dealt_rooms(index):
    a, b, seat = PAIRS[index]
    choices = [agent_for_level("normal").choose(RULES, RULES.view_for(state, seat), seat,
                                                make_rng(7), _budget("normal"))
               for state in (a, b)]
    assert choices[0] == choices[1], f"seat {seat} told the twins apart: {choices}"
    assert choices[0] in RULES.legal_actions(a)


def test_handed_the_full_states_the_search_would_tell_the_twins_apart():
    """The comparison above can fail: the same search, given the full states (agendas
    and dealt rooms in plain sight), chooses differently in some of these positions."""
    told_apart = [agent_for_level("normal").choose(RULES, a, seat, make_rng(7),
                                                   _budget("normal"))
                  != agent_for_level("normal").choose(RULES, b, seat, make_rng(7),
                                                      _budget("normal"))
                  for a, b, seat in PAIRS]
    assert any(told_apart)


# -- (2) a clear right answer: a room that earns the first colour ----------------------


def _first_colour_offers(count: int) -> list[NRState]:
    """Positions of a game's first rounds where a placement earns the mover's first
    colour 3 Memories or more (far from the 20 that would reset it, R11), the
    crystallization is not due this turn and no placement earns its third colour."""
    found = []
    for seed in range(40):
        for state in _positions(3, seed, limit=60):
            if state.phase != Phase.PLACE or not state.lineup or state.crystallizations > 1:
                continue
            seat = state.to_act
            if state.memories[AGENDAS[state.agendas[seat] - 1].first] > 12:
                continue
            places = [a for a in RULES.legal_actions(state) if isinstance(a, Place)]
            third = AGENDAS[state.agendas[seat] - 1].third
            thirds = tuple(1.0 if c == third else 0.0 for c in range(4))
            if any(heuristics._gain(state, a.room, a.cell, a.turns, thirds) for a in places):
                continue
            if max((_first_gain(state, a, seat) for a in places), default=0) >= 3:
                found.append(state)
                break
        if len(found) == count:
            break
    return found


OFFERS = _first_colour_offers(4)


def test_there_are_positions_with_a_first_colour_room_on_offer():
    assert len(OFFERS) == 4


@pytest.mark.parametrize("index", range(4))
def test_normal_lays_a_room_that_earns_its_agendas_first_colour(index):
    state = OFFERS[index]
    seat = state.to_act
    view = RULES.view_for(state, seat)
    choice = agent_for_level("normal").choose(RULES, view, seat, make_rng(3),
                                              _budget("normal"))
    assert isinstance(choice, Place), choice
    assert _first_gain(state, choice, seat) > 0, f"{choice} earns the first colour nothing"


def test_a_random_player_mostly_misses_the_first_colour():
    """The test above can fail: a player that does not look lays rooms that earn the
    first colour nothing in most of these positions."""
    misses = 0
    for k, state in enumerate(OFFERS * 5):
        seat = state.to_act
        choice = RandomAgent().choose(RULES, RULES.view_for(state, seat), seat,
                                      make_rng(k), _budget("normal"))
        misses += not (isinstance(choice, Place) and _first_gain(state, choice, seat) > 0)
    assert misses > 10


# -- (3) the heuristic's parts ---------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_evaluation_is_a_share_of_the_win_for_each_seat(players):
    for state in _positions(players, 2)[::3]:
        for world in (state, RULES.sample_from_view(RULES.view_for(state, 0), 0,
                                                     make_rng(1))):
            values = evaluate(world)
            assert len(values) == players
            assert all(0.0 <= v <= 1.0 for v in values)
            assert sum(values) == pytest.approx(1.0)


def test_the_evaluation_prefers_memories_of_the_seats_first_colour():
    state = next(s for s in _positions(2, 3) if s.phase == Phase.TAKE and s.lineup
                 and s.crystallizations == 0)
    first = AGENDAS[state.agendas[0] - 1].first
    third = AGENDAS[state.agendas[0] - 1].third
    up = list(state.memories)
    up[first] += 3
    down = list(state.memories)
    down[third] += 3
    assert evaluate(replace(state, memories=tuple(up)))[0] > evaluate(state)[0]
    assert evaluate(replace(state, memories=tuple(down)))[0] < evaluate(state)[0]


def test_agenda_weights_follow_the_score_sheet():
    state = _positions(2, 4)[0]
    for seat in range(2):
        agenda = AGENDAS[state.agendas[seat] - 1]
        w = agenda_weights(state, seat)
        assert (w[agenda.first], w[agenda.second], w[agenda.third]) == (2, 1, -1)
        assert sorted(w) == [-1, 0, 1, 2]
    view = RULES.view_for(state, 0)
    assert view.agendas[1] == HIDDEN and agenda_weights(view, 1) == (0, 0, 0, 0)


def _tiny(riders, lineup=(5,)) -> NRState:
    """The Starting Room at (0, 0), rooms east of it at (0, 1) and (0, 2)."""
    state = _positions(2, 5)[0]
    tiles = (Tile((0, 0), 0), Tile((0, 1), 1), Tile((0, 2), 2))
    return replace(state, tiles=tiles, riders=riders, lineup=lineup, phase=Phase.TAKE)


def test_risk_charges_riders_in_rooms_about_to_crystallize():
    far, start, beside = (0, 2), (0, 0), (0, 1)
    state = _tiny((start, beside, far, far), lineup=())
    assert crystallizing(state) == {(0, 0), (0, 1)}
    # the Starting Room moves beside (0, 2) with its rider, which then pays one; the
    # rider beside it crosses its own crystallized room to (0, 2): one (R12 steps 2, 3)
    assert risk(state) == (1.0, 1.0, 0.0, 0.0)
    later = _tiny((start, beside, far, far), lineup=(5, 6, 7, 8))
    assert 0 < risk(later)[1] < risk(state)[1]


def test_risk_matches_the_rules_rescues():
    """What ``risk`` charges once a round's last room is laid is what the rescues then
    cost, in most positions of random games (the Starting Room's new place is not
    foreseen)."""
    checked = exact = 0
    for seed in range(12):
        rng = make_rng(seed)
        for state in _positions(3, seed):
            if state.phase != Phase.PLACE or state.lineup:
                continue
            place = next((a for a in RULES.legal_actions(state) if isinstance(a, Place)),
                         None)
            if place is None:
                continue
            # the same turn with a room left in the lineup: the walks, but no flips yet
            walked = RULES.apply(replace(state, lineup=(99,)), place)
            if walked.phase != Phase.TAKE:
                continue
            expected = risk(replace(walked, lineup=()))
            after = RULES.apply(state, place)
            while after.phase in (Phase.START_ROOM, Phase.RESCUE):
                after = RULES.apply(after, rng.choice(RULES.legal_actions(after)))
            paid = tuple(float(a - b) for a, b in zip(after.crystals, state.crystals,
                                                      strict=True))
            checked += 1
            exact += expected == paid
    assert checked >= 20 and exact >= 0.9 * checked


def test_plausibility_favours_agendas_that_fit_the_sections():
    state = _positions(2, 6)[0]
    a = next(x for x in AGENDAS if x.id not in state.agendas[1:])
    memories = [0, 0, 0, 0]
    memories[a.first] = 10
    fitting = replace(state, memories=tuple(memories), agendas=(state.agendas[0], a.id))
    other = next(x for x in AGENDAS if x.third == a.first and x.id != state.agendas[0])
    unfitting = replace(fitting, agendas=(state.agendas[0], other.id))
    assert 0 < plausibility(unfitting) < plausibility(fitting) <= 1
    view = RULES.view_for(fitting, 0)
    assert plausibility(view) == 1.0


def test_place_gain_is_what_the_walks_earn():
    """``place_gain`` works the walks out without laying the room: it must agree with
    the rules' own Memories for every placement of some positions."""
    for state in [s for s in _positions(2, 7) if s.phase == Phase.PLACE][:6]:
        seat = state.to_act
        weights = agenda_weights(state, seat)
        for action in RULES.legal_actions(state):
            if not isinstance(action, Place):
                continue
            after = RULES.apply(state, action)
            if after.phase == Phase.PATH or after.reached >= 0:
                continue  # a choice of path, or the R11 reset: not a plain walk
            earned = sum(w * (b - a) for w, a, b in zip(weights, state.memories,
                                                         after.memories, strict=True))
            assert place_gain(state, action, seat) == pytest.approx(earned), action


def test_worth_trying_keeps_the_best_placements_and_few_cards():
    for state in [s for s in _positions(3, 8) if s.phase == Phase.PLACE][:10]:
        legal = RULES.legal_actions(state)
        kept = worth_trying(state, legal)
        assert kept and all(a in legal for a in kept)
        places = [a for a in legal if isinstance(a, Place)]
        if len(legal) <= heuristics.PLACES_WORTH_TRYING:
            assert kept == legal
            continue
        seat = state.to_act
        best = max(place_gain(state, a, seat) for a in places)
        assert max(place_gain(state, a, seat) for a in kept if isinstance(a, Place)) == best
        # a card at its best use at most (a Move also where it rescues a rider)
        assert all(isinstance(a, (Place, MoveRider, RotateRoom, Relocate)) for a in kept)
        assert sum(isinstance(a, RotateRoom) for a in kept) <= 1
        assert sum(isinstance(a, Relocate) for a in kept) <= 1


# -- (4) endings: what happens at 20 (R11, R13) ----------------------------------------


def _tactic(name: str):  # type: ignore[no-untyped-def]
    from neurodrez_desktop.games.neuroriders.tactics import tactics

    return next(t for t in tactics() if t.name == name)


def _winning_placements(state: NRState) -> list[Place]:
    """The placements the tactic's own check (the rules, every hidden agenda) says win."""
    tactic = _tactic("push your third colour over 20")
    return [a for a in RULES.legal_actions(state)
            if isinstance(a, Place) and tactic.good(state, a)]


def test_worth_trying_keeps_only_the_placement_that_wins_at_once():
    """Pink (Player 2's third colour) at 18: room 8's walk pushes it to 20, back to 10,
    and the game ends won (R11, R13). Counted as a walk it is −2 VP, so it used to fall
    out of the placements worth trying; now it is the only one kept in a dealt state (a
    decisive move), and kept among the rest in the seat's view (the other agenda hidden)."""
    state = _tactic("push your third colour over 20").build(RULES)
    wins = _winning_placements(state)
    assert wins
    assert worth_trying(state, RULES.legal_actions(state)) == wins
    view = RULES.view_for(state, 1)
    kept = worth_trying(view, RULES.legal_actions(view))
    assert set(wins) <= set(kept) and len(kept) > len(wins)


def test_worth_trying_drops_a_placement_that_ends_the_game_lost():
    """The same walk for agenda 11 (pink first): pink goes back to 10 and the game ends
    with Player 2 behind (R11, R14): never worth trying in a dealt state."""
    state = _tactic("keep your first colour short of 20").build(RULES)
    ending = Place(8, (1, 2), 3)
    after = RULES.apply(state, ending)
    assert after.phase == Phase.END and RULES.outcome(after).winners == (0,)
    kept = worth_trying(state, RULES.legal_actions(state))
    assert kept and ending not in kept


@pytest.mark.parametrize("name", ["push your third colour over 20",
                                  "take the room that ends it"])
@pytest.mark.parametrize("seed", range(3))
def test_normal_ends_the_game_when_that_wins(name, seed):
    tactic = _tactic(name)
    state = tactic.build(RULES)
    seat = RULES.current_player(state)
    choice = agent_for_level("normal").choose(RULES, RULES.view_for(state, seat), seat,
                                              make_rng(seed), _budget("normal"))
    assert tactic.good(state, choice), choice


def test_no_crystallization_is_charged_once_the_game_is_ending():
    """In the R11 adjustments the game ends before any crystallization (R13): the riders'
    rescue costs are not to come."""
    state = _tactic("nudge your first colour").build(RULES)
    assert state.phase == Phase.ADJUST
    assert risk(state) == (0.0, 0.0, 0.0, 0.0)
    assert risk(state.evolve(phase=Phase.PLACE)) != (0.0, 0.0, 0.0, 0.0)


@pytest.mark.parametrize("name", ["nudge your first colour",
                                  "first colour reset: lower your third"])
def test_the_last_adjustment_that_wins_against_every_agenda_is_obvious(name):
    """R11's last adjustment ends the game: the one that wins whatever the other seat
    holds is played without a search, the same in the view as in every dealt state."""
    tactic = _tactic(name)
    state = tactic.build(RULES)
    seat = state.to_act
    view = RULES.view_for(state, seat)
    choice = heuristics.last_adjustment(view, RULES.legal_actions(view))
    assert choice is not None and tactic.good(state, choice)
    rng = make_rng(5)
    for _ in range(5):
        dealt = RULES.sample_from_view(view, seat, rng)
        assert heuristics.last_adjustment(dealt, RULES.legal_actions(dealt)) == choice
    assert heuristics.last_adjustment(OFFERS[0], RULES.legal_actions(OFFERS[0])) is None


def test_the_pink_walks_extra_orange_is_not_free():
    """Why 'pink through pink doors' accepts the 6-point pink walks as well as the 8-point
    one: the 2 extra points are orange Memories, a section Player 1 scores too (R14).
    Against an orange-first agenda Player 1 might hold, the 6-point walk leaves Player 2
    the larger lead; against an agenda scoring orange −1, the 8-point one."""
    tactic = _tactic("pink through pink doors")
    state = tactic.build(RULES)
    eight, six = Place(6, (0, 2), 0), Place(6, (1, 0), 0)
    assert tactic.good(state, eight) and tactic.good(state, six)

    def lead(action: Place, agenda: int) -> int:
        after = RULES.apply(state, action).evolve(agendas=(agenda, state.agendas[1]))
        sheets = rules_module.score_sheets(after)
        return sheets[1].total - sheets[0].total

    orange_first = next(a.id for a in AGENDAS if a.first == 0 and a.id != state.agendas[1])
    orange_third = next(a.id for a in AGENDAS if a.third == 0 and a.id != state.agendas[1])
    assert lead(six, orange_first) > lead(eight, orange_first)
    assert lead(eight, orange_third) > lead(six, orange_third)
