"""Refusals: every illegal action raises ``IllegalActionError`` whose message starts with
the ruling's id and says what would make it possible; the direct checks in
``refusals.py`` agree with ``legal_actions`` on every action tried in seeded games."""

from __future__ import annotations

import re

import pytest
from nr_positions import G, O, P, W, assert_refused, play, position, rules, start, tile, turns_with

from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.neuroriders.rooms import Colour
from neurodrez_desktop.games.neuroriders.state import (
    ALL_CARDS,
    Adjust,
    AdjustPass,
    Card,
    ChoosePath,
    DealRoom,
    MoveRider,
    MoveStartingRoom,
    NoPlacement,
    Phase,
    PickCard,
    PickCell,
    PickRoom,
    Place,
    Relocate,
    RelocateTo,
    RescueTo,
    Reveal,
    RotateRoom,
    Take,
    neighbours,
)

LINEUP = (24, 25, 26)


def board(**changes):
    values = {"held": [(5,), ()], "lineup": LINEUP}
    values.update(changes)
    return position([start(), tile((0, 1), 1, W=W, E=G), tile((0, 2), 4, W=G),
                     tile((-1, 2), 3, face_up=False)], **values)


def test_refused_on_an_occupied_cell():
    message = assert_refused(board(), Place(5, (0, 1), 0), "R7", "(0, 1) already holds",
                             "room 1", "empty cell")
    assert "lay the room on an empty cell" in message


def test_refused_without_a_connected_door():
    assert_refused(board(), Place(5, (4, 4), 0), "R7", "beside no face-up room",
                   "next to a face-up room's door")
    # Beside the face-down room only: it has no doors.
    assert_refused(board(), Place(5, (-2, 2), 0), "R7", "beside no face-up room")
    # Room 9 upright shows a wall to the start: turning it would connect.
    state = board(held=[(9,), ()])
    assert_refused(state, Place(9, (0, -1), turns_with(9, E=None)), "R7",
                   "rotate it", "until a door meets one")


def test_refused_a_room_not_in_hand():
    assert_refused(board(), Place(6, (0, -1), 0), "R7", "not in your hand", "you hold 5")
    assert_refused(board(phase=Phase.TAKE, held=[(), ()], dealt=[5, 6]), Take(7), "R7",
                   "not in the lineup", "24, 25, 26")


def test_refused_a_second_card_in_a_turn():
    state = play(board(), MoveRider(O, (0, 1)))
    assert_refused(state, RotateRoom((0, 2)), "R7", "One Action card per turn",
                   "now lay a room")
    assert_refused(state, MoveRider(G, (0, 1)), "R7", "One Action card per turn")


def test_refused_a_card_already_played():
    state = board(cards=(ALL_CARDS & ~Card.ROTATE.bit, ALL_CARDS))
    assert_refused(state, RotateRoom((0, 2)), "R10",
                   "You have played your Rotate 180° card already", "once per game")


def test_refused_relocating_that_leaves_a_room_alone():
    # The face-down room 3 at (-1, 2) leans on room 4 at (0, 2) alone.
    state = play(board(), Relocate((0, 2)))
    message = assert_refused(state, RelocateTo((1, 1), turns_with(4, N=G)), "R10",
                             "(-1, 2) would be left without a neighbour")
    assert "choose a cell that keeps every room beside another" in message
    assert_refused(state, RelocateTo((0, 2), 1), "R10", "to a new cell")
    assert_refused(state, RelocateTo((0, 1), 0), "R10", "not empty")


def test_refused_adjusting_the_section_that_hit_20():
    state = position([start(), tile((0, 1), 11, W=O, E=W)], players=3,
                     held=[(13,), (), ()], lineup=LINEUP, memories=(18, 0, 3, 0))
    state = play(state, Place(13, (0, 2), turns_with(13, W=W)))
    assert state.phase == Phase.ADJUST
    assert_refused(state, Adjust(O, -1), "R11",
                   "The orange section reached 20: adjust another one, or pass")


def test_refused_moves_that_the_cards_do_not_allow():
    state = board()
    assert_refused(state, MoveRider(P, (0, 2)), "R10", "pink rider",
                   "face-up room beside (0, 0)")
    assert_refused(state, RotateRoom((0, 0)), "R10", "cannot move or turn the Starting Room")
    assert_refused(state, Relocate((-1, 2)), "R10", "needs a face-up room")


def test_refused_out_of_phase_and_at_the_end():
    assert_refused(board(), Take(24), "R7", "Not now", "lay a room from your hand")
    assert_refused(board(), AdjustPass(), "R7", "Not now")
    ended = board(phase=Phase.END, end_reason="over")
    with pytest.raises(IllegalActionError, match="^R13: The game is over"):
        rules.apply(ended, NoPlacement())
    with pytest.raises(IllegalActionError, match="^R5: "):
        rules.apply(rules.initial_state(2), Reveal(1))
    with pytest.raises(IllegalActionError, match="^R7: "):
        rules.apply(board(), DealRoom(3))


def test_why_not_picks_say_what_would_make_them_possible():
    state = board()
    assert rules.why_not(state, PickRoom(5)) is None
    assert "not in your hand" in rules.why_not(state, PickRoom(9)).message
    assert rules.why_not(state, PickCard(Card.MOVE)) is None
    played = play(state, MoveRider(O, (0, 1)))
    refusal = rules.why_not(played, PickCard(Card.ROTATE))
    assert refusal.rule == "R7" and "One Action card per turn" in refusal.message
    assert rules.why_not(state, PickCell((0, -1))) is None  # room 5 can go there
    refusal = rules.why_not(state, PickCell((6, 6)))
    assert refusal is not None and refusal.rule == "R7"


# -- every refusal, in seeded games -------------------------------------------------------


def candidates(state):
    """Actions worth trying in ``state``: its legal ones and near misses of every kind."""
    cells = sorted({c for t in state.tiles for c in (t.cell, *neighbours(t.cell))})
    rooms = sorted({*state.lineup, *(r for s in range(state.players)
                                     for r in state.hand(s)), *state.pile[:3]})
    out = list(rules.legal_actions(state))
    out += [Take(r) for r in rooms]
    for room in state.hand(state.to_act)[:2]:
        out += [Place(room, c, t) for c in cells[::3] for t in range(4)]
    out += [MoveRider(Colour(k), c) for k in range(4) for c in cells[::2]]
    out += [RotateRoom(c) for c in cells[::2]] + [Relocate(c) for c in cells[::2]]
    out += [RelocateTo(c, t) for c in cells[::3] for t in (0, 3)]
    out += [ChoosePath(Colour(k), c) for k in range(4) for c in cells[::4]]
    out += [Adjust(Colour(k), d) for k in range(4) for d in (-2, -1, 1)]
    out += [MoveStartingRoom(c) for c in cells[::2]]
    out += [RescueTo(Colour(k), c) for k in range(4) for c in cells[::4]]
    out += [NoPlacement(), AdjustPass()]
    return out


RULE_ID = re.compile(r"^(R\d{1,2}|end|chance): \S")


def test_every_illegal_action_is_refused_with_its_ruling_and_every_legal_one_applies():
    refused = accepted = 0
    seen_rules: set[str] = set()

    def check(state, action):
        nonlocal refused, accepted
        if rules.current_player(state) < 0:
            return
        legal = rules.legal_actions(state)
        for candidate in candidates(state):
            refusal = rules.refusal(state, candidate)
            if candidate in legal:
                assert refusal is None, (state.phase, candidate, refusal)
                accepted += 1
                continue
            assert refusal is not None, (state.phase, candidate)
            with pytest.raises(IllegalActionError) as caught:
                rules.apply(state, candidate)
            assert RULE_ID.match(str(caught.value)), str(caught.value)
            assert caught.value.rule == refusal.rule
            seen_rules.add(refusal.rule)
            refused += 1

    for seed in range(3):
        random_playout(rules, 2 + seed, None, make_rng(100 + seed), on_step=check)
    assert refused > 1000 and accepted > 100
    assert {"R7", "R10", "R12"} <= seen_rules
