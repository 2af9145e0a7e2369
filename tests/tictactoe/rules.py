"""Tic-tac-toe, the sixth game of the tests: three in a row on a 3×3 board. It exists to
prove that a new game needs nothing outside its own folder — the app tests and the
conformance suite run it once it is registered (``tests/conftest.py``).

Pure Python, the rules API only (``core/protocol.py``); no pygame. Cells are written as
the table writes them: files a–c left to right, ranks 1–3 bottom to top (T1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from neurodrez_desktop.core.errors import MalformedActionError, MalformedStateError
from neurodrez_desktop.core.protocol import (
    TERMINAL,
    GameSpec,
    Option,
    Outcome,
    Refusal,
    Rules,
)

SIZE = 3
MARKS = ("X", "O")
LINES: tuple[tuple[int, ...], ...] = (
    *(tuple(rank * SIZE + file for file in range(SIZE)) for rank in range(SIZE)),
    *(tuple(rank * SIZE + file for rank in range(SIZE)) for file in range(SIZE)),
    (0, 4, 8), (2, 4, 6),
)
"""The eight lines of three cells (cells numbered ``rank * 3 + file``)."""

SPEC = GameSpec(
    id="tictactoe",
    title="Tic-tac-toe",
    description="Three in a row on a three-by-three board; X moves first.",
    min_players=2,
    max_players=2,
    options=(Option("first", "Who starts", ("X", "O"), "X",
                    help="Which mark makes the first move (T2)."),),
)


def cell_name(cell: int) -> str:
    """``a1`` … ``c3`` (T1)."""
    return f"{'abc'[cell % SIZE]}{cell // SIZE + 1}"


@dataclass(frozen=True)
class Mark:
    """The seat to move writes its mark in an empty cell."""

    cell: int

    def __str__(self) -> str:
        return f"marks {cell_name(self.cell)}"


@dataclass(frozen=True)
class TicTacToeState:
    board: tuple[str, ...]
    """Nine cells, ``""`` for empty, else ``"X"`` or ``"O"``."""
    to_move: int
    """Seat 0 plays X, seat 1 plays O."""

    @property
    def winner(self) -> int | None:
        """The seat with three in a row (T3), if any."""
        for line in LINES:
            first = self.board[line[0]]
            if first and all(self.board[cell] == first for cell in line):
                return MARKS.index(first)
        return None

    @property
    def full(self) -> bool:
        return all(self.board)


class TicTacToeRules(Rules[TicTacToeState, Mark]):
    spec = SPEC

    def initial_state(self, players: int, options: Mapping[str, Any] | None = None
                      ) -> TicTacToeState:
        self.spec.check_players(players)
        first = self.resolve_options(options)["first"]
        return TicTacToeState(("",) * SIZE * SIZE, MARKS.index(first))

    def current_player(self, state: TicTacToeState) -> int:
        if state.winner is not None or state.full:
            return TERMINAL
        return state.to_move

    def legal_actions(self, state: TicTacToeState) -> list[Mark]:
        if self.current_player(state) == TERMINAL:
            return []
        return [Mark(cell) for cell in range(SIZE * SIZE) if not state.board[cell]]

    def refusal(self, state: TicTacToeState, action: Any) -> Refusal | None:
        if self.current_player(state) == TERMINAL:
            return Refusal("T3", "The game is over.")
        if not isinstance(action, Mark):
            return Refusal("T2", f"{action} is not a move of tic-tac-toe: mark an empty cell.")
        return self.why_not(state, action.cell)

    def why_not(self, state: TicTacToeState, selection: Any) -> Refusal | None:
        """``selection``: the cell clicked."""
        if not isinstance(selection, int) or not 0 <= selection < SIZE * SIZE:
            return Refusal("T1", "Mark one of the nine cells, a1 to c3.")
        if state.board[selection]:
            return Refusal("T2", f"Cell {cell_name(selection)} already holds an "
                                 f"{state.board[selection]}: mark an empty cell.")
        return None

    def _apply(self, state: TicTacToeState, action: Mark) -> TicTacToeState:
        board = list(state.board)
        board[action.cell] = MARKS[state.to_move]
        return TicTacToeState(tuple(board), 1 - state.to_move)

    def outcome(self, state: TicTacToeState) -> Outcome | None:
        if self.current_player(state) != TERMINAL:
            return None
        winner = state.winner
        if winner is None:
            return Outcome((0.5, 0.5), (0, 1), "the board is full (T4)")
        return Outcome(tuple(1.0 if seat == winner else 0.0 for seat in range(2)), (winner,),
                       f"three {MARKS[winner]}s in a row (T3)")

    # -- files ------------------------------------------------------------------------------
    def state_to_json(self, state: TicTacToeState) -> dict[str, Any]:
        return {"board": "".join(mark or "." for mark in state.board),
                "to_move": state.to_move}

    def state_from_json(self, obj: Any) -> TicTacToeState:
        if not isinstance(obj, dict) or set(obj) != {"board", "to_move"}:
            raise MalformedStateError("a tic-tac-toe state has a board and to_move")
        board, to_move = obj["board"], obj["to_move"]
        if (not isinstance(board, str) or len(board) != SIZE * SIZE
                or set(board) - {".", *MARKS}
                or not isinstance(to_move, int) or isinstance(to_move, bool)
                or to_move not in (0, 1)):
            raise MalformedStateError("a tic-tac-toe state's values are out of range")
        return TicTacToeState(tuple("" if c == "." else c for c in board), to_move)

    def action_to_json(self, action: Mark) -> Any:
        return {"cell": cell_name(action.cell)}

    def action_from_json(self, obj: Any) -> Mark:
        if isinstance(obj, dict) and set(obj) == {"cell"} and isinstance(obj["cell"], str):
            name = obj["cell"]
            if len(name) == 2 and name[0] in "abc" and name[1] in "123":
                return Mark("abc".index(name[0]) + SIZE * (int(name[1]) - 1))
        raise MalformedActionError(f"not a tic-tac-toe action: {obj!r}")


def evaluate(state: TicTacToeState) -> tuple[float, ...]:
    """Each seat's prospects: the lines still open to it, against the other's."""
    open_lines = [0, 0]
    for line in LINES:
        marks = {state.board[cell] for cell in line} - {""}
        if len(marks) == 1:
            open_lines[MARKS.index(marks.pop())] += 1
    total = sum(open_lines) or 1
    x = 0.5 + 0.4 * (open_lines[0] - open_lines[1]) / total
    return (x, 1 - x)
