"""Tic-tac-toe's tactics positions (``core/tactics.py``): wins in one and wins to stop.

Each board is written cell by cell from a1 to c3 (a1 b1 c1, a2 b2 c2, a3 b3 c3), ``.`` for
an empty cell; the seat to move follows from the count of marks (X moved first).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.tactics import Tactic

from .rules import LINES, MARKS, Mark, TicTacToeState

WINS = ("XX.OO....", "X..XO..O.", "O.X.X.O..", "XO.XO....", "X.O.XO...")
"""Three in a row for the mover with one move (T3)."""
STOPS = ("X..X.O...", "XX..O....", "O..X.X...", "...XX.O..", "..X.O...X")
"""The opponent threatens three in a row next move and the mover has no win (T3)."""


def _state(board: str) -> TicTacToeState:
    marks = tuple("" if c == "." else c for c in board)
    return TicTacToeState(marks, 0 if marks.count("X") == marks.count("O") else 1)


def _wins(state: TicTacToeState, seat: int) -> set[int]:
    """The cells where ``seat``'s mark would complete a line."""
    mark = MARKS[seat]
    return {cell for line in LINES for cell in line
            if not state.board[cell]
            and sum(state.board[other] == mark for other in line) == 2}


def good(state: Any, action: Any) -> bool:
    """A win now, else a move onto the opponent's winning cell."""
    mine, theirs = _wins(state, state.to_move), _wins(state, 1 - state.to_move)
    if mine:
        return isinstance(action, Mark) and action.cell in mine
    return isinstance(action, Mark) and action.cell in theirs


def _tactic(name: str, kind: str, why: str, board: str) -> Tactic:
    def build(rules: Rules) -> Any:
        return _state(board)

    return Tactic(name, kind, why, build, good)


def tactics() -> Sequence[Tactic]:
    return ([_tactic(f"win {k + 1}", "win in one", "Three in a row wins at once (T3).", board)
             for k, board in enumerate(WINS)]
            + [_tactic(f"stop {k + 1}", "stop a win in one",
                       "The other mark wins on that cell next move unless it is taken (T3).",
                       board) for k, board in enumerate(STOPS)])
