"""Quattro Colonne promotion: by capture along the chain pawn → knight → queen → king
(Q7) and on the far rank in the order knight, queen, king (Q8); golden positions."""

from __future__ import annotations

import pytest
from qc_positions import (
    BN,
    BP,
    BQ,
    WK,
    WN,
    WP,
    WQ,
    assert_refused,
    first_step,
    goes_to,
    mv,
    play,
    position,
    rules,
    sq,
)

from neurodrez_desktop.games.quattro_colonne.presenter import QuattroColonnePresenter
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    KING,
    KNIGHT,
    MOVE,
    PASS,
    PAWN,
    QUEEN,
    WHITE,
    Order,
    piece,
)

presenter = QuattroColonnePresenter()

# -- Q7 promotion by capture ---------------------------------------------------------------


def test_q7_golden_chain_pawn_knight_queen_king_in_one_round() -> None:
    # White: c2 d4 e3 f1 — steps d, e, c, f; Black: c4 d2 e1 f3 — steps c, f, d, e
    orders: tuple[Order, Order] = ((2, 4, 3, 1), (4, 2, 1, 3))
    state = position({"d4": WP, "e5": BP, "c6": BP, "f6": BP, "f7": BP}, orders=orders)
    chain = [
        (mv("d4", "e5"), "White Pawn d4xe5, captures a Pawn and becomes a Knight (Q7)",
         WN, (1, 1, 1)),
        (mv("e5", "c6"), "White Knight e5xc6, captures a Pawn and becomes a Queen (Q7)",
         WQ, (2, 0, 1)),
        (mv("c6", "f6"), "White Queen c6xf6, captures a Pawn and becomes a King (Q7)",
         WK, (2, 1, 0)),
        (mv("f6", "f7"), "White King f6xf7, captures a Pawn", WK, (2, 1, 0)),
    ]
    for n, (move, label, becomes, reserve) in enumerate(chain, start=1):
        assert presenter.action_label(state, move) == label
        state = play(state, move)
        assert state.board[move.target] == becomes
        assert state.board[move.origin] == 0
        assert state.reserve == (reserve, (2, 1, 1))
        assert state.captured == ((PAWN,) * n, ())
        assert sorted(code for code in state.board if code and code >> 3 == WHITE) == [
            becomes]
        if n < 4:
            state = play(state, PASS)
    assert state.phase == MOVE and rules.legal_actions(state) == [PASS]  # Black has nothing


def test_q7_a_pawn_promoted_by_capture_leaves_the_game() -> None:
    state = play(position({"c2": WP, "d3": BN, "f8": BP}), mv("c2", "d3"))
    white = [code for code in state.board if code and code >> 3 == WHITE]
    assert white == [WN]
    assert state.reserve[WHITE] == (1, 1, 1)  # a Knight left, nothing came back
    assert state.captured == ((KNIGHT,), ())


@pytest.mark.parametrize(("pieces", "move", "reserve", "label"), [
    ({"c4": WP, "d5": BP}, ("c4", "d5"), (0, 1, 1),
     "White Pawn c4xd5, captures a Pawn; no Knight in the reserve: it stays a Pawn (Q7)"),
    ({"c4": WN, "d6": BP}, ("c4", "d6"), (1, 0, 1),
     "White Knight c4xd6, captures a Pawn; no Queen in the reserve: it stays a Knight (Q7)"),
    ({"c4": WQ, "c7": BP}, ("c4", "c7"), (2, 1, 0),
     "White Queen c4xc7, captures a Pawn; no King in the reserve: it stays a Queen (Q7)"),
])
def test_q7_with_the_next_piece_absent_a_capture_promotes_nothing(pieces, move, reserve,
                                                                   label) -> None:
    origin = pieces[move[0]]
    state = position({**pieces, "f8": BP}, reserve=(reserve, (2, 1, 1)))
    action = mv(*move)
    assert presenter.action_label(state, action) == label
    after = play(state, action)
    assert after.board[action.target] == origin
    assert after.board[action.origin] == 0
    assert after.reserve == state.reserve
    assert after.captured == ((PAWN,), ())


def test_q7_a_king_never_promotes() -> None:
    state = position({"c4": WK, "c5": BQ, "f8": BP}, reserve=((2, 1, 0), (2, 0, 1)))
    after = play(state, mv("c4", "c5"))
    assert after.board[sq("c5")] == WK
    assert after.reserve == state.reserve
    assert presenter.action_label(state, mv("c4", "c5")) == "White King c4xc5, captures a Queen"


def test_q7_a_knight_back_in_the_reserve_serves_a_later_promotion() -> None:
    # White has no Knight left; its Knight becomes a Queen and frees a Knight for a Pawn
    orders = ((4, 3, 2, 1), (1, 2, 3, 4))
    state = position({"c4": WN, "d6": BP, "d4": WP, "e5": BP, "f8": BP},
                     orders=orders, reserve=((0, 1, 1), (2, 1, 1)))
    state = play(state, mv("c4", "d6"), PASS)
    assert state.reserve[WHITE] == (1, 0, 1)
    state = play(state, mv("d4", "e5"))
    assert state.board[sq("e5")] == WN
    assert state.reserve[WHITE] == (0, 0, 1)


def test_q7_black_promotes_the_same_way() -> None:
    state = position({"e5": BP, "d4": WP, "c1": WP}, orders=first_step("c", "e"),
                     to_act=BLACK, acted=1)
    after = play(state, mv("e5", "d4"))
    assert after.board[sq("d4")] == BN
    assert after.reserve == ((2, 1, 1), (1, 1, 1))
    assert after.captured == ((), (PAWN,))


# -- Q8 promotion on the far rank ----------------------------------------------------------


@pytest.mark.parametrize(("reserve", "becomes", "left"), [
    ((2, 1, 1), KNIGHT, (1, 1, 1)),
    ((1, 0, 0), KNIGHT, (0, 0, 0)),
    ((0, 1, 1), QUEEN, (0, 0, 1)),
    ((0, 1, 0), QUEEN, (0, 0, 0)),
    ((0, 0, 1), KING, (0, 0, 0)),
    ((0, 0, 0), PAWN, (0, 0, 0)),
])
def test_q8_far_rank_promotion_takes_knight_then_queen_then_king(reserve, becomes,
                                                                 left) -> None:
    state = position({"d7": WP, "c1": BP}, orders=first_step("d", "c"),
                     reserve=(reserve, (2, 1, 1)))
    after = play(state, mv("d7", "d8"))
    assert after.board[sq("d8")] == piece(WHITE, becomes)
    assert after.reserve == (left, (2, 1, 1))
    assert after.captured == ((), ())
    label = presenter.action_label(state, mv("d7", "d8"))
    if becomes == PAWN:
        assert label == ("White Pawn d7-d8, reaches the far rank; the reserve is empty: "
                         "it stays a Pawn (Q8)")
    else:
        name = {KNIGHT: "Knight", QUEEN: "Queen", KING: "King"}[becomes]
        assert label == f"White Pawn d7-d8, reaches the far rank and becomes a {name} (Q8)"


def test_q8_a_pawn_left_on_the_far_rank_can_no_longer_move() -> None:
    state = position({"d8": WP, "c7": BP, "e7": BP, "f1": BP}, orders=first_step("d", "f"),
                     reserve=((0, 0, 0), (2, 1, 1)))
    assert goes_to(state, "d8") == set()
    assert rules.legal_actions(state) == [PASS]
    for target in ("c7", "e7", "d7"):
        assert_refused(state, mv("d8", target), "Q6")


def test_q8_a_black_pawn_promotes_on_rank_1() -> None:
    state = position({"e2": BP, "c8": WP}, orders=first_step("c", "e"), to_act=BLACK,
                     acted=1)
    after = play(state, mv("e2", "e1"))
    assert after.board[sq("e1")] == BN
    assert after.reserve == ((2, 1, 1), (1, 1, 1))


@pytest.mark.parametrize(("reserve", "becomes", "left"), [
    ((2, 1, 1), KNIGHT, (1, 1, 1)),  # the capture promotes it (Q7)
    ((0, 1, 1), QUEEN, (0, 0, 1)),   # no Knight: the far rank does (the rules text)
    ((0, 0, 1), KING, (0, 0, 0)),
    ((0, 0, 0), PAWN, (0, 0, 0)),
])
def test_q8_a_pawn_capturing_onto_the_far_rank(reserve, becomes, left) -> None:
    state = position({"d7": WP, "e8": BN, "c1": BP}, orders=first_step("d", "c"),
                     reserve=(reserve, (2, 1, 1)))
    after = play(state, mv("d7", "e8"))
    assert after.board[sq("e8")] == piece(WHITE, becomes)
    assert after.board[sq("d7")] == 0
    assert after.reserve == (left, (2, 1, 1))
    assert after.captured == ((KNIGHT,), ())
    label = presenter.action_label(state, mv("d7", "e8"))
    assert label.startswith("White Pawn d7xe8, captures a Knight")
    if becomes == PAWN:
        assert "it stays a Pawn" in label
    else:
        assert f"becomes a {('Knight', 'Queen', 'King')[becomes - 2]}" in label


@pytest.mark.parametrize(("reserve", "name"), [((0, 1, 1), "Queen"), ((0, 0, 1), "King")])
def test_q8_a_far_rank_promotion_after_a_capture_is_labelled_q8_not_q7(reserve,
                                                                        name) -> None:
    # With no Knight the capture promotes nothing (Q7); the Queen or King comes from
    # reaching the far rank (Q8), so the log line should cite Q8.
    state = position({"d7": WP, "e8": BN, "c1": BP}, orders=first_step("d", "c"),
                     reserve=(reserve, (2, 1, 1)))
    label = presenter.action_label(state, mv("d7", "e8"))
    assert f"becomes a {name}" in label
    assert "(Q8)" in label, label


@pytest.mark.parametrize(("side", "pieces", "move"), [
    (WHITE, {"d7": WP, "e8": BN, "c1": BP}, ("d7", "e8")),
    (BLACK, {"e2": BP, "d1": WN, "c8": WP}, ("e2", "d1")),
])
@pytest.mark.parametrize(("reserve", "becomes", "left"), [
    ((2, 1, 1), KNIGHT, (1, 1, 1)),  # Q7 promotes it; Q8 has a Knight before it, not a Pawn
    ((0, 1, 1), QUEEN, (0, 0, 1)),   # no Knight: still a Pawn, so Q8 at once, the Queen
    ((0, 0, 1), KING, (0, 0, 0)),    # nor a Queen: the King
    ((0, 0, 0), PAWN, (0, 0, 0)),    # nothing: a Pawn on the far rank
])
def test_q7_pawn_capture_onto_far_rank_without_knight_goes_on_to_q8(
        side, pieces, move, reserve, becomes, left) -> None:
    # Q7: a pawn that captures onto the opponent's home rank is promoted by the capture
    # first; if it is still a Pawn (no Knight in the reserve) Q8 applies at once.
    full = (2, 1, 1)
    reserves = (reserve, full) if side == WHITE else (full, reserve)
    state = position(pieces, orders=first_step("d", "e") if side == WHITE
                     else first_step("c", "e"), to_act=side, acted=int(side == BLACK),
                     reserve=reserves)
    after = play(state, mv(*move))
    assert after.board[sq(move[1])] == piece(side, becomes)
    assert after.board[sq(move[0])] == 0
    assert after.reserve == ((left, full) if side == WHITE else (full, left))
    assert after.captured[side] == (KNIGHT,)
    label = presenter.action_label(state, mv(*move))
    if becomes == KNIGHT:
        assert label.endswith("becomes a Knight (Q7)"), label
    elif becomes == PAWN:
        assert label.endswith("it stays a Pawn (Q7) and, on the far rank, can no longer "
                              "move (Q8)"), label
    else:
        name = ("Queen", "King")[becomes - QUEEN]
        assert "(Q7), but it reaches the far rank" in label, label
        assert label.endswith(f"becomes a {name} (Q8)"), label
