"""Where Berd's stacks may go (B5–B9, B13): the per-size step tables and the legal moves.

The tables are built once per board size, so listing a position's moves is a walk over
ready-made steps; the rules (``rules.py``) and their explanations (``refusals.py``) both
read them.
"""

from __future__ import annotations

from functools import cache

from neurodrez_desktop.core.stacks import top_run
from neurodrez_desktop.games.berd.state import (
    DARK,
    LIGHT,
    MAX_SIDE_MOVES,
    BerdState,
    Move,
    Square,
    owner_of,
)

Step = tuple[int, bool, Move]
"""(target index, or -1 to cross off the board; whether it is sideways; the move)."""


class Geometry:
    """Per board size: each square's forward/left/right targets for each side (B6, B9)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.colours = tuple((i % n + i // n) & 1 for i in range(n * n))
        # steps[side][index]: forward first, then the mover's left, then right
        self.steps: tuple[tuple[tuple[Step, ...], ...], ...] = tuple(
            tuple(self._steps_from(i, side) for i in range(n * n)) for side in (LIGHT, DARK))

    def _steps_from(self, index: int, side: int) -> tuple[Step, ...]:
        n = self.n
        f, r = index % n, index // n
        forward = 1 if side == LIGHT else -1
        left = left_of(side)
        out: list[Step] = []
        rr = r + forward
        if 0 <= rr < n:
            out.append((rr * n + f, False, Move((f, r), (f, rr))))
        else:  # only from the opponent's baseline does forward leave the board
            out.append((-1, False, Move((f, r), None)))
        for d in (left, -left):
            ff = f + d
            if 0 <= ff < n:
                out.append((r * n + ff, True, Move((f, r), (ff, r))))
        return tuple(out)

    def steps_from(self, square: Square, side: int) -> tuple[Step, ...]:
        return self.steps[side][square[1] * self.n + square[0]]


@cache
def geometry(n: int) -> Geometry:
    return Geometry(n)


def left_of(side: int) -> int:
    """The file step to the mover's left: Dark faces Light, so their left is our right."""
    return -1 if side == LIGHT else 1


def forward_of(side: int) -> int:
    """The rank step forward (B1): Light moves up the ranks, Dark down them."""
    return 1 if side == LIGHT else -1


def legal_moves(state: BerdState) -> list[Move]:
    """Every move of the side to move (B5–B8, B13), in board order, forward step first."""
    config = state.config
    geo = geometry(config.size)
    side = state.to_move
    board = state.board
    sideways_ok = state.side_moves[side] < MAX_SIDE_MOVES
    colours = geo.colours if config.colour_protection else None
    out: list[Move] = []
    # The hot loop of every playout: ``stack[-1] & 1`` is ``owner_of(top(stack))`` and
    # ``dest[-2] & 1 == c`` is ``top_run(dest, owner_of) >= 2`` (an opponent's Berd, B8),
    # written out because the calls would cost a third of a random playout's time.
    for i, steps in enumerate(geo.steps[side]):
        stack = board[i]
        if not stack or (stack[-1] & 1) != side:
            continue
        for target, sideways, move in steps:
            if sideways and not sideways_ok:
                continue
            if target >= 0:
                dest = board[target]
                if dest:
                    c = dest[-1] & 1
                    if c != side and ((len(dest) > 1 and (dest[-2] & 1) == c)
                                      or (colours is not None and colours[target] == c)):
                        continue
            out.append(move)
    return out


def lifted(stack: tuple[int, ...]) -> int:
    """B5: how many tokens a move lifts — the top one of a Berd, an unprotected tower whole."""
    return 1 if top_run(stack, owner_of) >= 2 else len(stack)
