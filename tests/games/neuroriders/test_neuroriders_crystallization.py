"""The crystallization (R12): which rooms flip the first time and later, the black rooms'
chain reaction, the first player moving the Starting Room with its riders, the rescues
and their cost, and the new lineup with the marker passed. Each is reached by laying the
lineup's last room through ``rules.apply``; the rulebook's examples (the black room, the
pink rider's rescue costing 2) are golden tests."""

from __future__ import annotations

import pytest
from nr_positions import G, O, P, W, assert_refused, play, position, rules, start, tile, turns_with

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games.neuroriders.crystal import flip_waves
from neurodrez_desktop.games.neuroriders.state import (
    MoveStartingRoom,
    Phase,
    Place,
    RescueTo,
    Reveal,
)


def face_up(state):
    return sorted(t.cell for t in state.tiles if t.face_up)


def first_round(riders, first=1, players=3):
    """The first crystallization. Start (0, 0), room 1 at (0, 1), room 4 at (0, 2), room
    3 at (1, 2); seat 0 lays the lineup's last room, 16 (summons orange), at (0, 3)."""
    state = position([start(), tile((0, 1), 1, W=W, E=G), tile((0, 2), 4, W=G, E=O),
                      tile((1, 2), 3, N=W)], riders, players=players,
                     held=[(16,)] + [()] * (players - 1), first=first)
    return play(state, Place(16, (0, 3), turns_with(16, W=G)))


def test_r12_first_time_the_start_and_its_neighbours_crystallize():
    after = first_round([(0, 0), (0, 0), (0, 1), (0, 2)])
    assert after.crystallizations == 1
    assert face_up(after) == [(0, 2), (0, 3), (1, 2)]  # (1, 2) is beside (0, 2) only
    assert not after.cells[(0, 0)].face_up and not after.cells[(0, 1)].face_up
    assert after.riders[O] == (0, 0)  # three steps from room 16: it did not come


def test_r12_the_first_player_moves_the_starting_room():
    after = first_round([(0, 0), (0, 0), (0, 1), (0, 2)], first=1)
    assert after.phase == Phase.START_ROOM and rules.current_player(after) == 1
    cells = [a.cell for a in rules.legal_actions(after)]
    # Every empty cell beside a face-up room; the start's own cell is not among them.
    assert cells == [(-1, 2), (-1, 3), (0, 4), (1, 1), (1, 3), (2, 2)]
    assert_refused(after, MoveStartingRoom((0, 0)), "R12", "not empty")
    assert_refused(after, MoveStartingRoom((0, 2)), "R12", "not empty")
    assert_refused(after, MoveStartingRoom((3, 5)), "R12", "beside at least one face-up")


def test_r12_the_starting_room_takes_its_riders_who_are_then_rescued_at_cost_1():
    after = first_round([(0, 0), (0, 0), (0, 1), (0, 2)])
    moved = play(after, MoveStartingRoom((1, 1)))
    start_tile = moved.cells[(1, 1)]
    assert start_tile.room == 0 and not start_tile.face_up and (0, 0) not in moved.cells
    # Orange and green rode along to (1, 1), then went to the one nearest room (1, 2):
    # the Starting Room is crystallized and counts. White, on face-down (0, 1), went to
    # (0, 2); pink stood face up and stays.
    assert moved.riders == ((1, 2), (1, 2), (0, 2), (0, 2))
    assert moved.crystals == (1, 1, 1, 0)
    assert moved.phase == Phase.REVEAL


def test_r12_tied_rescues_are_the_first_players_choice():
    after = first_round([(0, 0), (0, 0), (0, 1), (0, 2)], first=2)
    moved = play(after, MoveStartingRoom((1, 3)))  # beside (0, 3) and (1, 2)
    assert moved.phase == Phase.RESCUE and rules.current_player(moved) == 2
    assert rules.legal_actions(moved) == [RescueTo(O, (0, 3)), RescueTo(O, (1, 2))]
    assert_refused(moved, RescueTo(O, (0, 2)), "R12", "nearest")
    assert_refused(moved, RescueTo(G, (0, 3)), "R12")
    moved = play(moved, RescueTo(O, (1, 2)))
    assert rules.legal_actions(moved) == [RescueTo(G, (0, 3)), RescueTo(G, (1, 2))]
    moved = play(moved, RescueTo(G, (0, 3)))
    assert moved.riders == ((1, 2), (0, 3), (0, 2), (0, 2))
    assert moved.crystals == (1, 1, 1, 0) and moved.phase == Phase.REVEAL


def test_r12_a_new_lineup_is_revealed_and_the_marker_passes():
    after = play(first_round([(0, 2)] * 4, first=2), MoveStartingRoom((2, 2)))
    assert after.phase == Phase.REVEAL and rules.current_player(after) == CHANCE
    outcomes = rules.chance_outcomes(after)
    assert {a.room for a, _ in outcomes} == set(after.pile)
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    rooms = after.pile[:4]
    revealed = play(after, *(Reveal(r) for r in rooms))
    assert revealed.lineup == rooms and revealed.phase == Phase.TAKE
    assert (revealed.first, revealed.to_act, revealed.took_turn) == (0, 0, 0)
    assert revealed.crystals == (0, 0, 0, 0)  # no rider stood in a crystallized room


def later_round(riders, first=0, black=True):
    """A later crystallization (the start is face down). Start (0, 0), face-down room 2
    at (1, 0), room 7 at (2, 0), room 6 at (3, 0), room 5 at (4, 0); along row 0 room 1
    at (0, 1), black rooms 17 and 18 (or plain 19 and 20) at (0, 2) and (0, 3), room 8 at
    (0, 4), room 9 at (-1, 1). Seat 0 lays the last room, 22 (summons pink), at (5, 0)."""
    second, third = (17, 18) if black else (19, 20)
    tiles = [start(face_up=False), tile((1, 0), 2, face_up=False), tile((2, 0), 7),
             tile((3, 0), 6), tile((4, 0), 5, S=P), tile((0, 1), 1), tile((0, 2), second),
             tile((0, 3), third), tile((0, 4), 8), tile((-1, 1), 9)]
    state = position(tiles, riders, held=[(22,), ()], first=first, crystallizations=1)
    return play(state, Place(22, (5, 0), turns_with(22, N=G)))


def test_r12_later_every_room_beside_the_start_or_a_crystal_crystallizes():
    after = later_round([(3, 0)] * 4, black=False)
    assert after.crystallizations == 2
    # (0, 1) beside the start and (2, 0) beside room 2 flip; (-1, 1) and (0, 2), beside
    # them but not beside a room crystallized before, do not.
    assert face_up(after) == [(-1, 1), (0, 2), (0, 3), (0, 4), (3, 0), (4, 0), (5, 0)]


def test_r12_golden_black_rooms_crystallize_in_a_chain_reaction():
    before = position([start(face_up=False), tile((1, 0), 2, face_up=False),
                       tile((2, 0), 7), tile((3, 0), 6), tile((4, 0), 5), tile((0, 1), 1),
                       tile((0, 2), 17), tile((0, 3), 18), tile((0, 4), 8),
                       tile((-1, 1), 9)], crystallizations=1)
    assert flip_waves(before) == [[(0, 1), (2, 0)], [(0, 2)], [(0, 3)]]
    after = later_round([(3, 0)] * 4)
    # The black room 17 beside (0, 1) follows it, and the black room 18 beside 17; room
    # 8 beyond them is not black and stays face up.
    assert face_up(after) == [(-1, 1), (0, 4), (3, 0), (4, 0), (5, 0)]


def test_r12_black_rooms_chain_the_first_time_too():
    state = position([start(), tile((0, 1), 1, W=W), tile((0, 2), 25), tile((1, 2), 26),
                      tile((2, 2), 3), tile((-1, 2), 4)], held=[(16,), ()])
    after = play(state, Place(16, (0, -1), turns_with(16, E=W)))
    assert face_up(after) == [(-1, 2), (2, 2)]


def test_r12_golden_a_rescue_through_two_crystallized_rooms_costs_two():
    # Pink stands on face-down room 2 at (1, 0); room 7 at (2, 0) crystallizes beside it
    # and the start moves away: the nearest face-up room is (3, 0), two rooms on.
    after = later_round([(3, 0), (3, 0), (3, 0), (1, 0)], black=False)
    assert after.phase == Phase.START_ROOM
    moved = play(after, MoveStartingRoom((3, 1)))
    assert moved.riders[P] == (3, 0) and moved.crystals == (0, 0, 0, 2)


def test_r12_a_rider_rescued_from_the_starting_room_pays_for_it():
    after = later_round([(0, 0), (3, 0), (3, 0), (3, 0)])
    moved = play(after, MoveStartingRoom((1, 4)))  # beside room 8 at (0, 4) only
    assert moved.riders[O] == (0, 4) and moved.crystals == (1, 0, 0, 0)


def test_r12_the_starting_room_never_leaves_a_room_alone():
    # Room 1 at (0, 1) leans on the start alone once the start moves: the start must go
    # beside it, and only (-1, 1)/(1, 1) are beside it — neither beside a face-up room.
    state = position([start(), tile((0, 1), 1, W=W), tile((0, 5), 4), tile((0, 6), 3)],
                     riders=[(0, 0), (0, 1), (0, 6), (0, 6)], held=[(16,), ()])
    after = play(state, Place(16, (1, 6), turns_with(16, N=G)))
    # No cell: the start stays where it is (its riders are rescued all the same, across
    # the empty cells: test_r12_stranded_rider_is_rescued_across_empty_cells).
    assert (0, 0) in after.cells and not after.cells[(0, 0)].face_up
    assert after.phase == Phase.REVEAL


def test_r12_the_starting_room_must_keep_its_dependents_company():
    # Room 3 at (0, -1) crystallizes with the start; with room 5 above it, it is not
    # alone when the start leaves, so the start may go beside any face-up room.
    tiles = [start(), tile((0, 1), 1, W=W, E=G), tile((0, 2), 4, W=G), tile((0, -1), 3, E=P)]
    state = position([*tiles, tile((-1, -1), 5, S=P)], riders=[(0, 2)] * 4,
                     held=[(16,), ()])
    after = play(state, Place(16, (0, 3), turns_with(16, W=O)))
    assert after.cells[(-1, -1)].face_up  # beside a neighbour of the start only
    cells = [a.cell for a in rules.legal_actions(after)]
    assert (-1, 0) in cells and (1, 2) in cells
    # Without room 5, room 3 leans on the start alone: the start must stay beside it, at
    # (-1, -1), (1, -1) or (0, -2), none beside a face-up room: it stays where it is.
    lean = position(tiles, riders=[(0, 2)] * 4, held=[(16,), ()])
    after = play(lean, Place(16, (0, 3), turns_with(16, W=O)))
    assert after.phase == Phase.REVEAL and after.cells[(0, 0)].room == 0


# -- R12 (3): no rider is left stranded ------------------------------------------------------


def test_r12_stranded_rider_is_rescued_across_empty_cells():
    # The position of the Starting Room that cannot move: once the start and room 1 at
    # (0, 1) crystallize, no chain of rooms links them to a face-up room. Orange (on the
    # start) and green (on room 1) still go to the face-up room fewest grid steps away,
    # (0, 5), crossing the empty cells (0, 2)–(0, 4); each pays for the crystallized
    # rooms on the way, the one it started in included: orange 2, green 1.
    state = position([start(), tile((0, 1), 1, W=W), tile((0, 5), 4), tile((0, 6), 3)],
                     riders=[(0, 0), (0, 1), (0, 6), (0, 6)], held=[(16,), ()])
    after = play(state, Place(16, (1, 6), turns_with(16, N=G)))
    assert after.phase == Phase.REVEAL
    assert after.riders == ((0, 5), (0, 5), (0, 6), (0, 6))
    assert after.crystals == (2, 1, 0, 0)


def stranded_tie(first=1):
    """A later crystallization that strands white on room 1 at (0, 1): the start (face
    down, (0, 0)) crystallizes room 1 and is then moved away to (-1, 4); face-down room 2
    at (0, 2) leads nowhere. Face-up room 3 at (0, 4) and room 5 at (2, 2) are both three
    grid steps from white; seat 0 lays the lineup's last room, 16, at (0, 5)."""
    tiles = [start(face_up=False), tile((0, 1), 1), tile((0, 2), 2, face_up=False),
             tile((0, 4), 3, E=P), tile((2, 2), 5)]
    state = position(tiles, [(2, 2), (2, 2), (0, 1), (2, 2)], held=[(16,), ()],
                     first=first, crystallizations=1)
    after = play(state, Place(16, (0, 5), turns_with(16, W=G)))
    assert after.phase == Phase.START_ROOM and not after.cells[(0, 1)].face_up
    return play(after, MoveStartingRoom((-1, 4)))


def test_r12_stranded_rescue_ties_are_the_first_players_choice_each_at_its_own_cost():
    moved = stranded_tie(first=1)
    assert moved.phase == Phase.RESCUE and rules.current_player(moved) == 1
    assert rules.legal_actions(moved) == [RescueTo(W, (0, 4)), RescueTo(W, (2, 2))]
    assert_refused(moved, RescueTo(W, (0, 5)), "R12", "nearest")
    # To (0, 4) the only shortest path crosses room 2 too: 2. To (2, 2) the shortest
    # paths differ; the cheapest goes round room 2 through empty cells: 1.
    east = play(moved, RescueTo(W, (0, 4)))
    assert east.riders[W] == (0, 4) and east.crystals == (0, 0, 2, 0)
    south = play(moved, RescueTo(W, (2, 2)))
    assert south.riders[W] == (2, 2) and south.crystals == (0, 0, 1, 0)
    assert south.phase == Phase.REVEAL


def test_r12_stranded_rescue_paths_and_costs_are_there_for_the_table():
    from neurodrez_desktop.games.neuroriders.crystal import rescues
    from neurodrez_desktop.games.neuroriders.rules import rescue_choices

    moved = stranded_tie()
    colour, routes = rescue_choices(moved)
    assert colour == W
    assert [(r.cell, r.cost) for r in routes] == [((0, 4), 2), ((2, 2), 1)]
    assert routes[0].path == ((0, 1), (0, 2), (0, 3), (0, 4))
    south = routes[1].path
    assert south[0] == (0, 1) and south[-1] == (2, 2) and len(south) == 4
    assert (0, 2) not in south  # the cheapest of the shortest paths
    assert all(r.across_empty for r in routes)
    # The same routes from the crystal module, asked from the rider's cell (the table
    # asks after the rescue: the rooms do not change while riders are rescued).
    after = play(moved, RescueTo(W, (2, 2)))
    assert rescues(after, (0, 1)) == routes
    # A linked rescue keeps its shape: the path through rooms, one per room crossed.
    linked = play(later_round([(3, 0), (3, 0), (3, 0), (1, 0)], black=False),
                  MoveStartingRoom((3, 1)))
    assert [(r.cell, r.path, r.cost, r.across_empty) for r in rescues(linked, (1, 0))] == \
        [((3, 0), ((1, 0), (2, 0), (3, 0)), 2, False)]


def test_r12_no_rider_is_left_on_a_crystallized_room():
    # Seeded random games: whenever a rule step is done (not while the Starting Room or
    # a rescue waits for the first player), every rider stands on a face-up room while
    # one remains.
    for players in (2, 3, 4):
        for seed in range(6):
            rng = make_rng(f"nr-stranded:{players}:{seed}")
            state = rules.initial_state(players)
            while rules.current_player(state) != TERMINAL:
                if state.phase not in (Phase.START_ROOM, Phase.RESCUE, Phase.SETUP) and \
                        any(t.face_up for t in state.tiles):
                    assert all(state.cells[c].face_up for c in state.riders), (players, seed)
                if rules.current_player(state) == CHANCE:
                    action = sample_outcome(rules.chance_outcomes(state), rng)
                else:
                    action = rng.choice(rules.legal_actions(state))
                state = rules.apply(state, action)
