"""``why_not`` and ``refusal``: the rules explain a piece picked, a target clicked or the pass
button, naming the ruling and what would make the move possible; and they refuse exactly
the selections no legal action matches."""

from __future__ import annotations

import pytest
from qc_positions import BK, BN, BP, BQ, WK, WN, WP, WQ, position, rules, sq

from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    FILES,
    START_RESERVE,
    WHITE,
    Contest,
    FirstPlayer,
    GiveOrder,
    Move,
    PickPass,
    PickPiece,
    PickTarget,
    QCSelection,
    QCState,
)


def refused(state: QCState, selection: QCSelection, rule: str) -> str:
    refusal = rules.why_not(state, selection)
    assert refusal is not None, f"{selection} matches a legal action"
    assert refusal.rule == rule, f"{refusal.rule}: {refusal.message}"
    return refusal.message


# -- Q5: the active column ------------------------------------------------------------------


def test_q5_why_not_a_piece_outside_the_active_column_names_the_active_column() -> None:
    state = position({"c1": WP, "d1": WP, "f8": BP})
    message = refused(state, PickPiece(sq("d1")), "Q5")
    assert "column d, which you gave 3" in message
    assert "its step (value 3) comes later in this round" in message
    assert "you move a piece in column c, the column you gave 4 (Pawn c1), or pass" in message
    assert rules.why_not(state, PickPiece(sq("c1"))) is None


def test_q5_why_not_a_piece_whose_column_was_active_earlier() -> None:
    # step 3 (value 2): White's e column; its c column (value 4) has had its step
    state = position({"c2": WP, "e1": WP, "e2": WN, "f8": BP}, step=2)
    message = refused(state, PickPiece(sq("c2")), "Q5")
    assert "it was active earlier in this round" in message
    assert "column e" in message and "Pawn e1, Knight e2" in message


def test_q5_why_not_with_nothing_in_the_active_column_says_pass() -> None:
    state = position({"d1": WP, "f8": BP})
    message = refused(state, PickPiece(sq("d1")), "Q5")
    assert message.endswith("In this step (value 4) you move a piece in column c, the column "
                            "you gave 4; you have none there, so pass.")
    assert rules.why_not(state, PickPass()) is None


def test_q5_why_not_an_empty_square_or_the_other_sides_piece() -> None:
    state = position({"c1": WP, "c8": BP})
    assert refused(state, PickPiece(sq("c4")), "Q5").startswith("The square c4 is empty. ")
    message = refused(state, PickPiece(sq("c8")), "Q5")
    assert message.startswith("The Pawn on c8 is Black's. ")
    assert "column c" in message
    # Black, to act second, is told about its own column f
    black = position({"c1": WP, "c8": BP}, to_act=BLACK, acted=1)
    assert "you move a piece in column f" in refused(black, PickPiece(sq("c8")), "Q5")


def test_q5_refusing_a_whole_move_gives_the_same_reason() -> None:
    state = position({"c1": WP, "d1": WP, "f8": BP})
    refusal = rules.refusal(state, Move(sq("d1"), sq("d2")))
    assert refusal == rules.why_not(state, PickPiece(sq("d1")))
    assert rules.why_not(state, PickTarget(sq("d1"), sq("d2"))) == refusal


# -- Q6: where the piece may go --------------------------------------------------------


def test_q6_why_not_a_blocked_target_lists_where_the_piece_may_go() -> None:
    state = position({"c4": WQ, "c6": WP, "e6": BP, "f8": BP})
    message = refused(state, PickTarget(sq("c4"), sq("c7")), "Q6")
    assert message.startswith("The Queen on c4 cannot go to c7: a Queen moves any distance "
                              "straight or diagonally, not through other pieces")
    assert message.endswith("The Queen on c4 may go to e6, c5, d5, d4, e4, f4, c3, d3, c2, "
                            "e2, c1, f1.")
    own = refused(state, PickTarget(sq("c4"), sq("c6")), "Q6")
    assert "c6 holds your own Pawn" in own


def test_q6_why_not_a_pawn_step_sideways_explains_pawn_moves() -> None:
    state = position({"c2": WP, "f8": BP})
    message = refused(state, PickTarget(sq("c2"), sq("d2")), "Q6")
    assert "a Pawn moves one square forward" in message
    assert "captures one square diagonally forward" in message
    assert "no check, castling or en passant" in message
    assert message.endswith("The Pawn on c2 may go to c3.")


def test_q6_why_not_a_knight_jump_off_the_four_files() -> None:
    state = position({"c4": WN, "f8": BP})
    # e6 is where a jump to b6 would wrap round to in the square numbering
    message = refused(state, PickTarget(sq("c4"), sq("e6")), "Q6")
    assert "a Knight jumps in an L" in message
    assert message.endswith("may go to d6, e5, e3, d2.")


def test_q6_why_not_a_piece_with_no_move_says_pick_another_or_pass() -> None:
    state = position({"c1": WP, "c2": BP, "f8": BP})
    message = refused(state, PickPiece(sq("c1")), "Q6")
    assert message.startswith("Your Pawn on c1 has no move")
    assert message.endswith("Pick another piece in column c, or pass.")


def test_q6_why_not_a_stuck_pawn_on_the_far_rank() -> None:
    state = position({"c8": WP, "d7": BP, "f1": BP}, reserve=((0, 0, 0), START_RESERVE))
    assert "has no move" in refused(state, PickPiece(sq("c8")), "Q6")
    message = refused(state, PickTarget(sq("c8"), sq("d7")), "Q6")
    assert message.endswith("The Pawn on c8 has no move now: move another piece or pass.")


# -- other phases ------------------------------------------------------------------------


def test_q4_why_not_moving_during_the_orders() -> None:
    state = rules.apply(rules.initial_state(2), FirstPlayer(BLACK))
    for selection in (PickPiece(sq("c8")), PickPass(), PickTarget(sq("c8"), sq("c7"))):
        message = refused(state, selection, "Q4")
        assert message.startswith("First the orders: Black puts the dice 4, 3, 2, 1")


def test_q5_why_not_moving_before_the_contested_roll() -> None:
    state = rules.apply(rules.initial_state(2), FirstPlayer(WHITE))
    state = rules.apply(rules.apply(state, GiveOrder((4, 3, 2, 1))), GiveOrder((4, 3, 2, 1)))
    assert "contested dice are rolled first" in refused(state, PickPass(), "Q5")
    assert rules.refusal(state, Contest(4, 4)).rule == "Q5"


def test_q3_why_not_before_the_first_player_is_drawn() -> None:
    state = rules.initial_state(2)
    assert refused(state, PickPass(), "Q3") == "The first player is drawn first."


def test_q10_why_not_after_the_end() -> None:
    state = position({"d1": WQ, "d8": BK}, orders=((3, 4, 2, 1), (4, 3, 2, 1)))
    ended = rules.apply(state, Move(sq("d1"), sq("d8")))
    assert refused(ended, PickPass(), "Q10") == "The game is over."
    assert refused(ended, PickPiece(sq("d8")), "Q10") == "The game is over."


def test_q4_refusing_a_bad_order_names_the_permutation() -> None:
    state = rules.apply(rules.initial_state(2), FirstPlayer(WHITE))
    refusal = rules.refusal(state, GiveOrder((4, 4, 2, 1)))
    assert refusal.rule == "Q4"
    assert "each value once" in refusal.message


# -- why_not agrees with the legal list --------------------------------------------------


@pytest.mark.parametrize("state", [
    position({"c1": WP, "d1": WP, "c4": WN, "d5": BP, "c8": BP, "f8": BP}),
    position({"c4": WQ, "c6": WP, "e6": BP, "f8": BP, "f5": BK}),
    position({"d4": WK, "e5": BN, "f6": BQ, "f8": BP, "c2": WP}, to_act=BLACK, acted=1),
    position({"c8": WP, "d7": BP, "f1": BP}, reserve=((0, 0, 0), START_RESERVE)),
    position({"e1": WP, "e2": WN, "d3": BP, "c2": WP}, step=2),
], ids=["pawns", "queen", "black", "stuck", "step3"])
def test_q5_q6_why_not_refuses_exactly_what_no_legal_move_matches(state: QCState) -> None:
    legal = [a for a in rules.legal_actions(state) if isinstance(a, Move)]
    origins = {a.origin for a in legal}
    for square in range(32):
        refusal = rules.why_not(state, PickPiece(square))
        assert (refusal is None) == (square in origins), (FILES, square, refusal)
        for target in range(32):
            move = Move(square, target)
            refusal = rules.why_not(state, PickTarget(square, target))
            assert (refusal is None) == (move in legal), (move, refusal)
            assert rules.refusal(state, move) == refusal
            if refusal is not None:
                assert refusal.rule in ("Q5", "Q6"), refusal
    assert rules.why_not(state, PickPass()) is None
