"""Shared helpers for the Quattro Colonne rule tests in this folder: the piece codes, the
default orders and reserves, squares and moves by name, positions built directly as
``QCState`` values, and playing, listing and refusing actions with the rules.

A plain module, not a conftest: the tests import it by name (``from qc_positions import
...``), pytest having put this folder on ``sys.path``.
"""

from __future__ import annotations

import pytest

from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    FILES,
    KING,
    KNIGHT,
    MOVE,
    PAWN,
    QUEEN,
    START_RESERVE,
    WHITE,
    FirstPlayer,
    GiveOrder,
    Move,
    Order,
    QCState,
    Roll,
    parse_square,
    piece,
    square_name,
)

rules = get_rules("quattro_colonne")

WP, WN, WQ, WK = (piece(WHITE, k) for k in (PAWN, KNIGHT, QUEEN, KING))
BP, BN, BQ, BK = (piece(BLACK, k) for k in (PAWN, KNIGHT, QUEEN, KING))
FULL = (START_RESERVE, START_RESERVE)
NO_CLASH: tuple[Order, Order] = ((4, 3, 2, 1), (1, 2, 3, 4))
"""Steps: White c / Black f, White d / Black e, White e / Black d, White f / Black c."""


def sq(name: str) -> int:
    return parse_square(name)


def mv(origin: str, target: str) -> Move:
    return Move(sq(origin), sq(target))


def first_step(white: str, black: str) -> tuple[Order, Order]:
    """Orders giving 4 to ``white``'s and ``black``'s columns (the rest 3, 2, 1 in turn)."""

    def order(column: str) -> Order:
        rest = iter((3, 2, 1))
        values = tuple(4 if FILES[i] == column else next(rest) for i in range(4))
        return (values[0], values[1], values[2], values[3])

    return (order(white), order(black))


def position(pieces: dict[str, int], *, orders: tuple[Order, Order] = NO_CLASH,
             step: int = 0, to_act: int = WHITE, acted: int = 0, first: int = WHITE,
             step_first: int | None = None,
             reserve: tuple[tuple[int, int, int], tuple[int, int, int]] = FULL,
             captured: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
             round_: int = 1, rolls: tuple[Roll, ...] = (), phase: int = MOVE) -> QCState:
    """``pieces`` (square name → piece code) in the MOVE phase of round 1 unless told."""
    board = [0] * 32
    for name, code in pieces.items():
        board[sq(name)] = code
    return QCState(phase, tuple(board), reserve, captured, first, round_, orders, step,
                   to_act, acted, first if step_first is None else step_first, rolls)


def play(state: QCState, *actions: object) -> QCState:
    for action in actions:
        state = rules.apply(state, action)
    return state


def goes_to(state: QCState, origin: str) -> set[str]:
    """Where the legal list lets the piece on ``origin`` go."""
    return {square_name(a.target) for a in rules.legal_actions(state)
            if isinstance(a, Move) and a.origin == sq(origin)}


def assert_refused(state: QCState, action: object, rule: str) -> None:
    with pytest.raises(IllegalActionError) as info:
        rules.apply(state, action)
    assert info.value.rule == rule, str(info.value)
    assert str(info.value).startswith(f"{rule}: ")
    assert action not in rules.legal_actions(state)
    assert rules.refusal(state, action).rule == rule


def started(first: int = WHITE) -> QCState:
    return rules.apply(rules.initial_state(2), FirstPlayer(first))


def contested_round() -> QCState:
    """Black holds the marker; both give 4 to column c and 2 to column e."""
    return play(started(BLACK), GiveOrder((4, 3, 2, 1)), GiveOrder((4, 1, 2, 3)))
