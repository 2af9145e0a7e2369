"""Where Quattro Colonne's pieces may go (Q1, Q6) and what a move makes of them (Q7, Q8).

Chess movement inside the 4×8 board with no check, no castling and no en passant. The
steps of each kind from each square are built once; listing the moves of a step is a walk
over them, and the rules (``rules.py``) and their explanations (``refusals.py``) both read
them.
"""

from __future__ import annotations

from neurodrez_desktop.core.grid import DIAGONAL, ORTHOGONAL
from neurodrez_desktop.games.quattro_colonne.state import (
    FORWARD,
    GRID,
    HOME_ROW,
    KING,
    KNIGHT,
    OTHER,
    PAWN,
    QUEEN,
    RESERVE_KINDS,
    SQUARES,
    Move,
    QCState,
)

KNIGHT_STEPS = tuple(tuple(GRID.index(c) for c in GRID.knight_jumps(GRID.cell(i)))
                     for i in range(SQUARES))
KING_STEPS = tuple(tuple(GRID.index((GRID.cell(i)[0] + d.drow, GRID.cell(i)[1] + d.dcol))
                         for d in (*ORTHOGONAL, *DIAGONAL)
                         if GRID.contains((GRID.cell(i)[0] + d.drow, GRID.cell(i)[1] + d.dcol)))
                   for i in range(SQUARES))
QUEEN_RAYS = tuple(tuple(tuple(GRID.index(c) for c in GRID.ray(GRID.cell(i), d))
                         for d in (*ORTHOGONAL, *DIAGONAL))
                   for i in range(SQUARES))
"""Per square, the queen's rays (each the squares in one direction, nearest first)."""


def targets(board: tuple[int, ...], origin: int) -> list[int]:
    """Where the piece on ``origin`` may go: empty squares and opposing pieces (Q6)."""
    code = board[origin]
    side = code >> 3
    kind = code & 7
    out: list[int] = []
    if kind == PAWN:
        row, col = divmod(origin, 4)
        forward = FORWARD[side]
        ahead = row + forward
        if not 0 <= ahead < 8:
            return out  # a pawn on the far rank that could not promote (Q8) is stuck
        one = ahead * 4 + col
        if not board[one]:
            out.append(one)
            if row == HOME_ROW[side]:
                two = one + forward * 4
                if not board[two]:
                    out.append(two)
        for dc in (-1, 1):
            c = col + dc
            if 0 <= c < 4:
                t = ahead * 4 + c
                if board[t] and board[t] >> 3 != side:
                    out.append(t)
        return out
    if kind == QUEEN:
        for ray in QUEEN_RAYS[origin]:
            for t in ray:
                there = board[t]
                if not there:
                    out.append(t)
                    continue
                if there >> 3 != side:
                    out.append(t)
                break
        return out
    steps = KNIGHT_STEPS[origin] if kind == KNIGHT else KING_STEPS[origin]
    for t in steps:
        there = board[t]
        if not there or there >> 3 != side:
            out.append(t)
    return out


def moves_in_column(state: QCState, side: int, column: int) -> list[Move]:
    """Q5: every move of ``side``'s pieces standing in ``column``, from rank 1 up."""
    board = state.board
    out: list[Move] = []
    for origin in range(28 + column, -1, -4):
        code = board[origin]
        if code and code >> 3 == side:
            out.extend(Move(origin, t) for t in targets(board, origin))
    return out


def promotion(kind: int, captures: bool, target: int, side: int,
              reserve: tuple[int, int, int]) -> int:
    """The kind the moving piece ends as (Q7, Q8), given its side's reserve.

    A capture promotes first (the next kind, if the reserve has one); a pawn still a pawn on
    the far rank then takes the first reserve piece of knight, queen, king. The far-rank
    rule is checked after the capture rule, so a pawn that captures onto the far rank with
    no knight left still becomes a queen (or king) by reaching it.
    """
    if captures and kind != KING and reserve[kind - 1] > 0:  # reserve index of kind + 1
        kind += 1
    if kind == PAWN and target // 4 == HOME_ROW[OTHER[side]]:
        for index, reserve_kind in enumerate(RESERVE_KINDS):
            if reserve[index] > 0:
                return reserve_kind
    return kind


def next_reserve(reserve: tuple[int, int, int], before: int, after: int
                 ) -> tuple[int, int, int]:
    """The reserve after a piece of kind ``before`` became ``after``: the new piece leaves
    it, a knight or queen promoted from returns to it (Q7); a pawn leaves the game."""
    if before == after:
        return reserve
    counts = list(reserve)
    counts[after - 2] -= 1
    if before in (KNIGHT, QUEEN):
        counts[before - 2] += 1
    return (counts[0], counts[1], counts[2])


__all__ = ["KING", "moves_in_column", "next_reserve", "promotion", "targets"]
