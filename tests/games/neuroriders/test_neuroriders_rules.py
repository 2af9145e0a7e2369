"""Rule tests for Neuroriders (shared/rules/neuroriders.md; rulebook
original/neuroriders.txt): components, setup, the turn, movement, Memories and the Action
cards (R1–R5, R7–R10), with the rulebook's white-and-orange walk as a golden test.

Positions are built directly (``nr_positions``), or played from ``initial_state`` with
chosen chance actions: nothing here is random. Elsewhere in this folder: the
crystallization (R12) in ``..._crystallization.py``; reaching 20, the end and the score
(R11, R13–R15) in ``..._end.py``; secrets (R6) in ``..._hidden.py``; refusals' words in
``..._refusals.py``; files in ``..._codec.py``.
"""

from __future__ import annotations

import pytest
from nr_positions import (
    G,
    O,
    P,
    W,
    assert_refused,
    play,
    position,
    rules,
    start,
    tile,
    turns_with,
)

from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.games.neuroriders.presenter import NeuroridersPresenter
from neurodrez_desktop.games.neuroriders.rooms import Colour, room_set
from neurodrez_desktop.games.neuroriders.state import (
    ALL_CARDS,
    Card,
    ChoosePath,
    DealAgenda,
    DealRoom,
    DrawFirst,
    MoveRider,
    NoPlacement,
    Phase,
    PickCell,
    Place,
    Relocate,
    RelocateTo,
    Reveal,
    RotateRoom,
    Take,
    Tile,
)

presenter = NeuroridersPresenter()

LINEUP = (24, 25, 26)
"""Rooms left in the lineup of the positions below, so that a turn does not end the
round (and no crystallization follows)."""


def placed(state, room, cell, **edges):
    """``state`` after the seat to act lays ``room`` at ``cell`` turned to show ``edges``."""
    return play(state, Place(room, cell, turns_with(room, **edges)))


# -- R1–R5: components and setup ----------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r1_the_four_riders_and_sections_are_in_play_whatever_the_players(players):
    state = rules.initial_state(players)
    assert len(state.riders) == 4 and set(state.riders) == {state.start_cell}
    assert state.memories == (0, 0, 0, 0) and state.crystals == (0, 0, 0, 0)
    assert len(state.agendas) == len(state.cards) == players


def test_r2_the_grid_is_unbounded():
    far = (-40, 57)
    state = position([start(far)], held=[(1,), ()], lineup=LINEUP)
    cell = (far[0], far[1] + 1)
    after = play(state, Place(1, cell, 0))
    assert after.cells[cell].room == 1 and after.riders[G] == cell


@pytest.mark.parametrize("colour", list(Colour))
def test_r3_a_starting_room_door_takes_the_colour_it_meets(colour):
    state = position([start()], held=[(1,), ()], lineup=LINEUP)
    after = placed(state, 1, (0, 1), W=colour)  # room 1 summons green
    expected = [0, 0, 0, 0]
    expected[colour] = 2 if colour == G else 1
    assert after.memories == tuple(expected)


def test_r4_a_face_down_room_has_no_doors():
    # The rider is two steps away, but through a crystallized room: it stays.
    state = position([start((0, 0), face_up=True), tile((0, 1), 1, face_up=False)],
                     held=[(9,), ()], lineup=LINEUP)
    assert state.doors((0, 1)) is None
    # Room 9 (summons green) beside the face-down room only connects nowhere...
    assert_refused(state, Place(9, (0, 2), turns_with(9, W=G)), "R7", "face-up")
    # ...but beside the Starting Room it does, and the face-down room does not count.
    assert Place(9, (1, 0), turns_with(9, N=O)) in rules.legal_actions(state)


def test_r4_a_rider_does_not_walk_through_a_crystallized_room():
    def walked(face_up):
        state = position([start(), tile((0, 1), 1, face_up=face_up, W=W, E=G),
                          tile((-1, 2), 5, S=P)], held=[(9,), ()], lineup=LINEUP)
        return placed(state, 9, (0, 2), N=G, W=G)  # summons green, two steps away

    through_face_up = walked(True)
    assert through_face_up.riders[G] == (0, 2) and through_face_up.memories == (0, 2, 1, 0)
    through_crystal = walked(False)
    assert through_crystal.riders[G] == (0, 0) and through_crystal.memories == (0,) * 4


def test_r5_setup_deals_rooms_agendas_the_lineup_and_draws_the_first_player():
    state = rules.initial_state(3)
    assert state.phase == Phase.SETUP and rules.current_player(state) == CHANCE
    assert state.cards == (ALL_CARDS,) * 3  # Move, Rotate 180°, Relocate each
    outcomes = rules.chance_outcomes(state)
    assert {a for a, _ in outcomes} == {DealRoom(r) for r in range(1, 29)}
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    state = play(state, DealRoom(5), DealRoom(9), DealRoom(20))
    assert state.dealt == (5, 9, 20) and state.held == ((), (), ())
    assert {a for a, _ in rules.chance_outcomes(state)} == {DealAgenda(a)
                                                           for a in range(1, 13)}
    state = play(state, DealAgenda(7), DealAgenda(2), DealAgenda(11))
    assert state.agendas == (7, 2, 11)
    reveals = {a for a, _ in rules.chance_outcomes(state)}
    assert Reveal(5) not in reveals and len(reveals) == 25
    state = play(state, Reveal(1), Reveal(2), Reveal(3), Reveal(4))
    assert state.lineup == (1, 2, 3, 4) and rules.current_player(state) == CHANCE
    draws = rules.chance_outcomes(state)
    assert draws == [(DrawFirst(s), pytest.approx(1 / 3)) for s in range(3)]
    state = play(state, DrawFirst(2))
    assert (state.phase, state.first, state.to_act) == (Phase.TAKE, 2, 2)
    assert rules.current_player(state) == 2


def test_r5_the_setup_screen_may_give_the_marker_to_the_first_seat():
    state = rules.initial_state(4, {"first": 1})
    state = play(state, *(DealRoom(r) for r in (1, 2, 3, 4)),
                 *(DealAgenda(a) for a in (1, 2, 3, 4)),
                 *(Reveal(r) for r in (5, 6, 7, 8)))
    assert (state.phase, state.first, state.to_act) == (Phase.TAKE, 0, 0)


# -- R7: the turn ----------------------------------------------------------------------------


def test_r7_take_one_of_the_four_lineup_rooms_and_hold_two():
    state = position([start()], phase=Phase.TAKE, dealt=[12, 13], lineup=(1, 2, 3, 4))
    assert rules.legal_actions(state) == [Take(r) for r in (1, 2, 3, 4)]
    after = play(state, Take(3))
    assert after.lineup == (1, 2, 4) and after.phase == Phase.PLACE
    assert after.hand(0) == (12, 3) and len(after.hand(0)) == 2
    assert after.hand(1) == (13,)


def test_r7_a_room_may_be_laid_in_each_rotation_that_connects_a_door():
    state = position([start()], held=[(1, 9), ()], lineup=LINEUP)
    legal = rules.legal_actions(state)
    # Room 1 has four doors: all four rotations connect east of the start.
    assert {a.turns for a in legal if isinstance(a, Place) and a.room == 1
            and a.cell == (0, 1)} == {0, 1, 2, 3}
    # Room 9 (N orange, E green, S green, W wall): upright its west edge is a wall.
    assert {a.turns for a in legal if isinstance(a, Place) and a.room == 9
            and a.cell == (0, 1)} == {1, 2, 3}
    assert_refused(state, Place(9, (0, 1), 0), "R7", "rotate")
    cells = {a.cell for a in legal if isinstance(a, Place)}
    assert cells == {(-1, 0), (0, 1), (1, 0), (0, -1)}


def test_r7_at_least_one_door_must_connect_and_other_edges_are_free():
    # (0, 1) is beside the start (west), a wall of room 23 (north, at (-1, 1)) and a
    # pink door of room 23... laid so: room 23 is P-P-; turned, its doors face E and W.
    state = position([start(), tile((-1, 1), 23, S=None), tile((1, 1), 6, N=P)],
                     held=[(7,), ()], lineup=LINEUP)
    # Room 7 (W O G O): its north door meets room 23's wall, its south door (green)
    # meets room 6's pink door, its west door meets the start: still legal.
    turns = turns_with(7, N=W, S=G, W=O)
    assert Place(7, (0, 1), turns) in rules.legal_actions(state)
    after = play(state, Place(7, (0, 1), turns))
    assert after.cells[(0, 1)].room == 7
    # Away from any face-up room's door, nothing connects.
    assert_refused(state, Place(7, (0, 3), 0), "R7", "beside no face-up room")
    # Beside room 23's wall only (north of it), nothing connects either.
    assert_refused(state, Place(7, (-2, 1), 0), "R7")


def test_r7_a_seat_that_can_connect_no_room_lays_none_and_keeps_its_hand():
    # The only face-up room's doors all face occupied cells.
    state = position([start(face_up=False), tile((0, 1), 23, N=P),
                      tile((-1, 1), 2, face_up=False), tile((1, 1), 3, face_up=False)],
                     riders=[(0, 1)] * 4, held=[(5, 6), ()], lineup=LINEUP, cards=(0, 7))
    assert rules.legal_actions(state) == [NoPlacement()]
    after = play(state, NoPlacement())
    assert after.hand(0) == (5, 6) and after.tiles == state.tiles
    assert (after.phase, after.to_act, after.took_turn) == (Phase.TAKE, 1, 1)
    # With a room that connects, laying one is compulsory.
    able = position([start()], held=[(5,), ()], lineup=LINEUP, cards=(0, 7))
    assert_refused(able, NoPlacement(), "R7", "must be laid")


# -- R8: summoned riders -------------------------------------------------------------------


def test_r8_a_rider_one_step_away_moves():
    state = position([start()], held=[(1,), ()], lineup=LINEUP)
    after = placed(state, 1, (0, 1), W=W)  # room 1 summons green
    assert after.riders == ((0, 0), (0, 1), (0, 0), (0, 0))
    assert after.memories == (0, 0, 1, 0)


def test_r8_a_rider_two_steps_away_moves():
    state = position([start(), tile((0, 1), 1, W=W, E=G)], held=[(9,), ()], lineup=LINEUP)
    after = placed(state, 9, (0, 2), W=G)  # room 9 summons green
    assert after.riders[G] == (0, 2)
    assert after.memories == (0, 2, 1, 0)  # white pair +1, green pair +2


def test_r8_rider_three_steps_away_stays():
    state = position([start(), tile((0, 1), 1, W=W, E=G), tile((0, 2), 9, W=G, E=O)],
                     held=[(7,), ()], lineup=LINEUP)
    after = placed(state, 7, (0, 3), W=O)  # room 7 summons green: three steps away
    assert after.riders[G] == (0, 0) and after.memories == (0, 0, 0, 0)
    assert after.cells[(0, 3)].room == 7 and after.to_act == 1


def test_r8_the_path_goes_through_connected_doors_only():
    # Green stands on room 2, grid-adjacent to where room 9 goes, but room 9's west edge
    # is a wall: through doors it is three steps round (room 2, start, room 1): it stays.
    state = position([start(), tile((1, 0), 2, N=G, E=P), tile((0, 1), 1, W=W, S=O)],
                     riders=[(0, 0), (1, 0), (0, 0), (0, 0)], held=[(9,), ()],
                     lineup=LINEUP)
    after = placed(state, 9, (1, 1), N=O, W=None)  # summons green
    assert after.riders[G] == (1, 0) and after.memories == (0, 0, 0, 0)
    # From room 1, one step through the orange pair, it comes.
    state = state.evolve(riders=((0, 0), (0, 1), (0, 0), (0, 0)))
    after = placed(state, 9, (1, 1), N=O, W=None)
    assert after.riders[G] == (1, 1) and after.memories == (1, 0, 0, 0)


def tie_position(to_act=0, green=(0, 0), pink=(0, 0)):
    """Start at (0, 0), room 1 at (0, 1) and room 2 at (1, 0); room 3 (summons green and
    pink) to lay at (1, 1): two shortest paths from the start, via either."""
    return position([start(), tile((0, 1), 1, W=W, S=O), tile((1, 0), 2, N=G, E=P)],
                    riders=[(0, 0), green, (0, 0), pink],
                    held=[(3,), ()] if to_act == 0 else [(), (3,)], lineup=LINEUP,
                    to_act=to_act)


LAY_3 = Place(3, (1, 1), turns_with(3, N=W, W=P))


def test_r8_tied_shortest_paths_are_the_movers_choice():
    state = tie_position(to_act=1)
    after = play(state, LAY_3)
    assert after.phase == Phase.PATH and rules.current_player(after) == 1  # not the first
    assert rules.legal_actions(after) == [ChoosePath(G, (0, 1)), ChoosePath(G, (1, 0))]
    assert after.riders[G] == (0, 0)
    via_b = play(after, ChoosePath(G, (1, 0)))  # green pair +2, pink pair +1
    assert via_b.memories == (0, 2, 0, 1) and via_b.riders[G] == (1, 1)
    assert via_b.phase == Phase.PATH  # pink ties too
    assert rules.legal_actions(via_b) == [ChoosePath(P, (0, 1)), ChoosePath(P, (1, 0))]
    done = play(via_b, ChoosePath(P, (0, 1)))  # white pair +1, orange/white nothing
    assert done.memories == (0, 2, 1, 1) and done.riders[P] == (1, 1)
    assert (done.phase, done.to_act) == (Phase.TAKE, 0)
    other = play(after, ChoosePath(G, (0, 1)))
    assert other.memories == (0, 0, 1, 0)  # the choice decides the Memories


def test_r8_summoned_riders_move_in_board_order():
    # Green ties, pink is one step away: green's choice comes first, pink waits.
    state = tie_position(pink=(0, 1))
    after = play(state, LAY_3)
    assert after.phase == Phase.PATH and after.pending == (G, P)
    assert after.riders[P] == (0, 1)
    after = play(after, ChoosePath(G, (1, 0)))
    assert after.riders[P] == (1, 1) and after.phase == Phase.TAKE
    # Pink ties, green is one step away: green has walked before pink's choice.
    state = tie_position(green=(0, 1))
    after = play(state, LAY_3)
    assert after.phase == Phase.PATH and after.pending == (P,)
    assert after.riders[G] == (1, 1)


def test_r8_orange_moves_before_white():
    # Room 13 (summons orange and white) with doors north and west: both tie.
    state = position([start(), tile((0, 1), 1, W=W, S=O), tile((1, 0), 2, N=G, E=O)],
                     held=[(13,), ()], lineup=LINEUP)
    after = play(state, Place(13, (1, 1), turns_with(13, N=O, W=O)))
    assert rules.legal_actions(after)[0].colour == O
    after = play(after, ChoosePath(O, (0, 1)))
    assert rules.legal_actions(after)[0].colour == W


# -- R9: Memories --------------------------------------------------------------------------


def golden_walk_position():
    """The rulebook's example: the new room (13, summoning white and orange) meets an
    orange pair (east) and a white/pink pair (north). White comes two steps: through a
    white pair, then the orange pair; orange one step through the white/pink pair."""
    return position([start(), tile((-1, 1), 23, S=P), tile((0, 2), 11, W=O, E=W),
                     tile((0, 3), 15, W=W)],
                    riders=[(-1, 1), (0, 0), (0, 3), (0, 0)], held=[(13,), ()],
                    lineup=LINEUP)


def test_r9_golden_white_and_orange_riders_walk():
    state = golden_walk_position()
    after = placed(state, 13, (0, 1), N=W, E=O)
    assert after.riders[O] == after.riders[W] == (0, 1)
    # white: +2 white (own colour), then +1 orange; orange: a mismatched pair, nothing
    assert after.memories == (1, 0, 2, 0)
    label = presenter.action_label(state, Place(13, (0, 1), turns_with(13, N=W, E=O)))
    assert "orange walks 1 step: nothing" in label
    assert "white walks 2 steps: +2 white, +1 orange" in label


def test_r9_a_matching_pair_gains_one():
    state = position([start()], held=[(1,), ()], lineup=LINEUP)
    assert placed(state, 1, (0, 1), W=P).memories == (0, 0, 0, 1)  # green rider, pink


def test_r9_own_colour_counts_double():
    state = position([start()], held=[(1,), ()], lineup=LINEUP)
    assert placed(state, 1, (0, 1), W=G).memories == (0, 2, 0, 0)


def test_r9_starting_room_doors_match_any_door():
    # The start's door is multicoloured on either side of the pair: leaving it...
    state = position([start()], held=[(2,), ()], lineup=LINEUP)  # room 2 summons orange
    assert placed(state, 2, (1, 0), N=O).memories == (2, 0, 0, 0)
    # ...and entering it: a rider crossing it on a two-step walk matches on both sides.
    state = position([start(), tile((0, -1), 8, E=P)],
                     riders=[(0, -1), (0, 0), (0, 0), (0, 0)], held=[(2,), ()],
                     lineup=LINEUP)
    after = placed(state, 2, (0, 1), W=O)
    assert after.riders[O] == (0, 1) and after.memories == (2, 0, 0, 1)


def test_r9_mismatched_doors_gain_nothing():
    state = position([start(), tile((0, 1), 1, W=W, E=G)],
                     riders=[(0, 0), (0, 1), (0, 0), (0, 0)], held=[(7,), ()],
                     lineup=LINEUP)
    after = placed(state, 7, (0, 2), W=O)  # green door meets orange door
    assert after.riders[G] == (0, 2) and after.memories == (0, 0, 0, 0)


# -- R10: Action cards ---------------------------------------------------------------------


def card_position(**changes):
    """Start, room 1 at (0, 1) with the green and white riders on it, room 9 at (1, 0)
    walled towards the start, face-down room 2 at (-1, 0)."""
    values = {"held": [(5,), ()], "lineup": LINEUP}
    values.update(changes)
    return position([start(), tile((0, 1), 1, W=W), tile((1, 0), 9, N=None),
                     tile((-1, 0), 2, face_up=False), tile((0, 2), 4)],
                    riders=[(0, 0), (0, 1), (0, 1), (0, 0)], **values)


def test_r10_move_needs_no_doors_and_gives_no_memories():
    state = card_position()
    legal = rules.legal_actions(state)
    assert MoveRider(O, (1, 0)) in legal  # across room 9's wall
    after = play(state, MoveRider(O, (1, 0)))
    assert after.riders[O] == (1, 0) and after.memories == (0, 0, 0, 0)
    assert after.cards[0] == ALL_CARDS & ~Card.MOVE.bit and after.card_played
    assert after.phase == Phase.PLACE and after.to_act == 0  # the room is still to lay


def test_r10_move_goes_to_a_grid_adjacent_face_up_room_only():
    state = card_position()
    moves = {a.cell for a in rules.legal_actions(state)
             if isinstance(a, MoveRider) and a.colour == O}
    assert moves == {(0, 1), (1, 0)}  # not the face-down (-1, 0), not the empty (0, -1)
    assert_refused(state, MoveRider(O, (-1, 0)), "R10", "face-up room beside")
    assert_refused(state, MoveRider(O, (0, 2)), "R10")  # two cells away


def test_r10_each_card_once_per_game():
    state = card_position(cards=(ALL_CARDS & ~Card.MOVE.bit, ALL_CARDS))
    assert not any(isinstance(a, MoveRider) for a in rules.legal_actions(state))
    assert_refused(state, MoveRider(O, (0, 1)), "R10", "already", "once per game")
    # Played in a turn, it is gone in the seat's next turn; the other cards stay.
    state = card_position(held=[(5,), (6,)])
    turn = play(state, MoveRider(W, (0, 0)), Place(5, (0, -1), turns_with(5, E=G)))
    assert turn.to_act == 1 and turn.cards[0] == ALL_CARDS & ~Card.MOVE.bit
    turn = play(turn, Take(24))
    turn = play(turn, next(a for a in rules.legal_actions(turn) if isinstance(a, Place)))
    turn = play(turn, Take(25))
    assert turn.to_act == 0 and turn.phase == Phase.PLACE
    legal = rules.legal_actions(turn)
    assert not any(isinstance(a, MoveRider) for a in legal)
    assert any(isinstance(a, RotateRoom) for a in legal)


def test_r10_only_one_card_per_turn():
    state = play(card_position(), MoveRider(O, (0, 1)))
    legal = rules.legal_actions(state)
    assert not any(isinstance(a, (MoveRider, RotateRoom, Relocate)) for a in legal)
    assert any(isinstance(a, Place) for a in legal)
    assert_refused(state, RotateRoom((0, 1)), "R7", "One Action card per turn")


def test_r10_rotate_turns_a_room_half_round_and_its_riders_stay():
    state = card_position()
    before = state.cells[(0, 1)]
    after = play(state, RotateRoom((0, 1)))
    assert after.cells[(0, 1)].turns == (before.turns + 2) % 4
    assert after.doors((0, 1)) == tuple(state.doors((0, 1))[(e + 2) % 4] for e in range(4))
    assert after.riders == state.riders and after.cards[0] == ALL_CARDS & ~Card.ROTATE.bit


def test_r10_rotate_not_the_starting_room_nor_a_face_down_room():
    state = card_position()
    rotations = {a.cell for a in rules.legal_actions(state) if isinstance(a, RotateRoom)}
    assert rotations == {(0, 1), (1, 0), (0, 2)}
    assert_refused(state, RotateRoom((0, 0)), "R10", "Starting Room")
    assert_refused(state, RotateRoom((-1, 0)), "R10", "face-up room")


def test_r10_relocate_moves_a_room_with_its_riders():
    state = card_position().evolve(riders=((0, 0), (0, 2), (0, 2), (0, 0)))
    chosen = play(state, Relocate((0, 2)))
    assert chosen.phase == Phase.RELOCATE and chosen.relocating == (0, 2)
    assert rules.current_player(chosen) == 0
    target = RelocateTo((0, -1), turns_with(4, E=G))
    assert target in rules.legal_actions(chosen)
    moved = play(chosen, target)
    assert (0, 2) not in moved.cells and moved.cells[(0, -1)].room == 4
    assert moved.cells[(0, -1)].turns == target.turns
    assert moved.riders == ((0, 0), (0, -1), (0, -1), (0, 0))
    assert moved.phase == Phase.PLACE and moved.card_played
    assert moved.cards[0] == ALL_CARDS & ~Card.RELOCATE.bit
    assert not any(isinstance(a, (MoveRider, RotateRoom, Relocate))
                   for a in rules.legal_actions(moved))


def test_r10_relocate_needs_a_connected_door_and_a_new_cell():
    state = play(card_position(), Relocate((0, 2)))
    targets = rules.legal_actions(state)
    for target in targets:  # each one connects a door to a face-up room (not itself)
        doors = room_set().room(4).rotated(target.turns)
        assert target.cell not in state.cells
        assert any(doors[e] is not None and state.doors(n) is not None
                   and state.doors(n)[(e + 2) % 4] is not None and n != (0, 2)
                   for e, n in enumerate(((target.cell[0] - 1, target.cell[1]),
                                          (target.cell[0], target.cell[1] + 1),
                                          (target.cell[0] + 1, target.cell[1]),
                                          (target.cell[0], target.cell[1] - 1))))
    assert_refused(state, RelocateTo((0, 2), 1), "R10", "new cell")
    assert_refused(state, RelocateTo((5, 5), 0), "R10", "meets")
    # (0, 3) is beside only the room being moved away: nothing to connect to there.
    assert_refused(state, RelocateTo((0, 3), 0), "R10")


def test_r10_relocate_never_leaves_a_room_alone_crystallized_ones_included():
    # Face-down room 2 at (-1, 1) leans on room 1 at (0, 1) alone.
    state = position([start(), tile((0, 1), 1, W=W), tile((-1, 1), 2, face_up=False)],
                     held=[(5,), ()], lineup=LINEUP)
    chosen = play(state, Relocate((0, 1)))
    targets = {a.cell for a in rules.legal_actions(chosen)}
    # Only cells beside the face-down room keep it company: (-1, 0) (beside the start
    # too) and (-2, 1)... which is beside no face-up room, so (-1, 0) alone.
    assert targets == {(-1, 0)}
    assert_refused(chosen, RelocateTo((1, 0), 0), "R10", "(-1, 1)", "without a")
    # A crystallized room counts as a neighbour: room 3, beside face-down room 7 and
    # room 1, may lose room 1.
    state = position([start(), tile((1, 0), 7, face_up=False), tile((2, 0), 3, E=P),
                      tile((2, 1), 1, W=P)], held=[(5,), ()], lineup=LINEUP)
    chosen = play(state, Relocate((2, 1)))
    assert RelocateTo((0, 1), turns_with(1, W=W)) in rules.legal_actions(chosen)
    moved = play(chosen, RelocateTo((0, 1), turns_with(1, W=W)))
    assert moved.degrees[(2, 0)] == 1 and not moved.cells[(1, 0)].face_up


def test_r10_relocate_is_refused_for_a_room_with_nowhere_to_go():
    # Room 1 is the start's only neighbour, and the start itself cannot be left alone:
    # every target must be beside the start, and the start's other sides are free.
    state = position([start(), tile((0, 1), 1, W=W)], held=[(5,), ()], lineup=LINEUP)
    targets = {a.cell for a in rules.legal_actions(play(state, Relocate((0, 1))))}
    assert targets == {(-1, 0), (1, 0), (0, -1)}
    # A room both leaned on (by a face-down room) and the start's only company can go
    # nowhere: every cell beside the start is away from the face-down room.
    stuck = position([start(), tile((0, 1), 1, W=W), tile((0, 2), 2, face_up=False)],
                     held=[(5,), ()], lineup=LINEUP)
    assert Relocate((0, 1)) not in rules.legal_actions(stuck)
    assert_refused(stuck, Relocate((0, 1)), "R10", "nowhere to go")
    assert_refused(stuck, Relocate((0, 0)), "R10", "Starting Room")


def test_r10_can_relocate_agrees_with_the_relocation_list():
    from neurodrez_desktop.core.playout import random_playout
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games.neuroriders import board

    checked = 0

    def check(state, action):
        nonlocal checked
        if state.phase == Phase.PLACE and state.cards[state.to_act] & Card.RELOCATE.bit:
            for cell in board.rotatable(state):
                assert board.can_relocate(state, cell) == bool(
                    board.relocations(state, cell)), cell
                checked += 1

    for seed in range(6):
        random_playout(rules, 2 + seed % 3, None, make_rng(seed), on_step=check)
    assert checked > 100


def test_r10_cards_are_played_after_taking_a_room():
    state = card_position(phase=Phase.TAKE, held=[(), ()], dealt=[5, 6])
    assert not any(isinstance(a, MoveRider) for a in rules.legal_actions(state))
    assert_refused(state, MoveRider(O, (0, 1)), "R7", "take a room")


def test_tiles_stay_sorted_after_every_change():
    state = card_position()
    for after in (play(state, RotateRoom((0, 1))),
                  play(state, Relocate((0, 2)), RelocateTo((0, -1), turns_with(4, E=G))),
                  placed(state, 5, (0, -1), E=W)):
        assert list(after.tiles) == sorted(after.tiles, key=lambda t: t.cell)
        assert all(isinstance(t, Tile) for t in after.tiles)


def test_r10_relocate_not_onto_own_cell():
    # "A new location" is another cell: the room's own cell is never offered, and both
    # the action and a click on that cell are refused with what would make it possible.
    state = play(card_position(), Relocate((0, 2)))
    assert all(a.cell != (0, 2) for a in rules.legal_actions(state))
    for turns in range(4):
        assert_refused(state, RelocateTo((0, 2), turns), "R10", "another cell",
                       "its own", "lit")
    refusal = rules.why_not(state, PickCell((0, 2)))
    assert refusal is not None and refusal.rule == "R10"
    assert "another cell" in refusal.message and "lit" in refusal.message
    # Other cells clicked while relocating say what is wrong there, not just "not now".
    assert "not empty" in rules.why_not(state, PickCell((0, 1))).message
    far = rules.why_not(state, PickCell((5, 5)))
    assert far.rule == "R10" and "choose a lit cell beside a door" in far.message
    assert rules.why_not(state, PickCell(rules.legal_actions(state)[0].cell)) is None


# -- R12a: rounds and turns ----------------------------------------------------------------


def _play_rounds(players, rounds):
    """A game from ``initial_state`` (Player 1 given the marker) played with the first
    legal choice (a room laid whenever one can be), up to the start of round
    ``rounds + 1``: each turn's (round, seat, opens the round, opens it twice in a row)
    in order, read when the seat takes its room."""
    state = rules.initial_state(players, {"first": 1})
    turns = []
    while state.phase != Phase.END:
        if rules.current_player(state) == CHANCE:
            state = play(state, rules.chance_outcomes(state)[0][0])
            continue
        if state.phase == Phase.TAKE:
            if state.round_number > rounds:
                break
            turns.append((state.round_number, state.to_act, state.round_opening,
                          state.opens_twice))
            assert state.first >= 0
        legal = rules.legal_actions(state)
        state = play(state, next((a for a in legal if isinstance(a, Place)), legal[0]))
    return turns


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r12a_the_marker_holder_opens_each_round_then_turns_pass_left(players):
    turns = _play_rounds(players, 3)
    assert len(turns) == 12, turns
    for k, (number, seat, opening, _) in enumerate(turns):
        holder = (number - 1) % players  # Player 1 first, then the marker passes left
        assert number == k // 4 + 1
        assert seat == (holder + k % 4) % players, turns
        assert opening == (k % 4 == 0)


def test_r12a_with_two_players_the_holder_may_play_twice_in_a_row():
    turns = _play_rounds(2, 3)
    seats = [seat for _, seat, _, _ in turns]
    assert seats == [0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1]
    # The table can say so: "Player 2 holds the marker: Player 2 opens round 2".
    assert [(n, s, twice) for n, s, opening, twice in turns if opening] == \
        [(1, 0, False), (2, 1, True), (3, 0, True)]
    assert not any(twice for n, s, opening, twice in _play_rounds(3, 3))
