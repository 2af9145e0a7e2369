"""A fast evaluation of a Quattro Colonne position for each side, in [0, 1], and the
search's guidance (captures first; a winning King capture at once).

Captures decide the game (Q11), so each side's prospects are its captures so far plus what
its pieces on the board promise: stronger pieces capture more, a pawn near the far rank is
nearly a reserve piece (Q8), and a piece the other side attacks is a capture it may give
away (chess-like attacks, whichever column is active: the orders are hidden until both are
given). A King standing attacked is worth most to the attacker: its capture ends the game.
"""

from __future__ import annotations

import math

from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.quattro_colonne.moves import targets
from neurodrez_desktop.games.quattro_colonne.state import (
    KING,
    MOVE,
    PAWN,
    Move,
    QCAction,
    QCState,
)

PROMISE = (0.0, 0.25, 0.45, 0.7, 0.35)
"""What a piece on the board is worth in captures to come, by kind (index Kind)."""
AT_RISK = (0.0, 0.45, 0.5, 0.55, 0.9)
"""How much of a capture an attacked piece of each kind hands the attacker."""
SHARPNESS = 1.6


def evaluate(state: QCState) -> tuple[float, float]:
    """(White's, Black's) prospects, summing to 1."""
    board = state.board
    prospects = [float(len(state.captured[0])), float(len(state.captured[1]))]
    attacked: set[int] = set()
    for square, code in enumerate(board):
        if not code:
            continue
        side = code >> 3
        kind = code & 7
        worth = PROMISE[kind]
        if kind == PAWN:  # nearer the far rank, nearer a promotion (Q8)
            row = square // 4
            travelled = (7 - row) if side == 0 else row
            worth += 0.04 * travelled
        prospects[side] += worth
        for target in targets(board, square):
            if board[target]:
                attacked.add(target)
    for square in attacked:
        code = board[square]
        victim = code >> 3
        prospects[1 - victim] += AT_RISK[code & 7] * 0.5
    diff = prospects[0] - prospects[1]
    white = 1.0 / (1.0 + math.exp(-SHARPNESS * diff))
    return (white, 1.0 - white)


def first_to_try(state: QCState, untried: list[QCAction], rng: Rng) -> QCAction:
    """Captures before quiet moves (the King first), so a refutation is found early."""
    if state.phase == MOVE:
        board = state.board
        best: Move | None = None
        best_kind = 0
        for action in untried:
            if isinstance(action, Move) and board[action.target]:
                kind = board[action.target] & 7
                if kind > best_kind:
                    best, best_kind = action, kind
        if best is not None:
            return best
    return rng.choice(untried)


def worth_trying(state: QCState, legal: list[QCAction]) -> list[QCAction]:
    """A King capture that wins the game (Q10, Q11) is the only move worth a thought."""
    if state.phase != MOVE:
        return legal
    side = state.to_act
    mine, theirs = len(state.captured[side]), len(state.captured[1 - side])
    if mine + 1 < theirs:
        return legal
    for action in legal:
        if isinstance(action, Move) and state.board[action.target] & 7 == KING:
            return [action]
    return legal


def blind(state: QCState) -> bool:
    """The second order is given without seeing the first (Q4)."""
    return state.second_order_due
