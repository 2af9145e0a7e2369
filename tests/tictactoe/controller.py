"""Tic-tac-toe's table: the 3×3 grid with its files and ranks, and a panel per seat.

The table module of the test's sixth game: it alone draws (pygame). A click on a cell
makes that cell's move, if the rules list it; otherwise the rules say why not.
"""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.table import (
    GameController,
    GameView,
    Layout,
    Reaction,
    TableSetup,
    Target,
)

from .rules import MARKS, SIZE, Mark, TicTacToeRules, TicTacToeState

MARK_COLOURS = ((220, 120, 90), (90, 160, 220))


class TicTacToeView(GameView):
    @property
    def busy(self) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def cell_rect(self, cell: int) -> pygame.Rect:
        """Cell ``rank * 3 + file``; rank 1 at the bottom."""
        board = self.layout["board"]
        side = board.w // SIZE
        file, rank = cell % SIZE, cell // SIZE
        return pygame.Rect(board.x + file * side, board.y + (SIZE - 1 - rank) * side,
                           side, side)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for cell in range(SIZE * SIZE):
            if self.cell_rect(cell).collidepoint(pos):
                return cell
        return None

    def draw_table(self, canvas: pygame.Surface, state: TicTacToeState, viewer: int | None,
                   marks: Any, names: list[str]) -> None:
        board = self.layout["board"]
        draw.panel(canvas, board, name="board")
        for cell in range(SIZE * SIZE):
            rect = self.cell_rect(cell)
            if marks == cell:
                pygame.draw.rect(canvas, theme.ACCENT, rect.inflate(-16, -16), 4,
                                 border_radius=8)
            if cell % SIZE:
                pygame.draw.line(canvas, theme.PANEL_EDGE, rect.topleft, rect.bottomleft, 3)
            if cell // SIZE < SIZE - 1:
                pygame.draw.line(canvas, theme.PANEL_EDGE, rect.topleft, rect.topright, 3)
            mark = state.board[cell]
            if mark:
                draw.label(canvas, mark, rect.center, 150, MARK_COLOURS[MARKS.index(mark)],
                           "center", bold=True)
        side = board.w // SIZE
        for k in range(SIZE):  # the coordinates: files under the board, ranks left of it
            draw.label(canvas, "abc"[k], (board.x + side * k + side // 2, board.bottom + 10),
                       30, theme.TEXT_DIM, "midtop", bold=True, kind="coordinate")
            draw.label(canvas, str(k + 1), (board.x - 16, board.bottom - side * k - side // 2),
                       30, theme.TEXT_DIM, "midright", bold=True, kind="coordinate")
        for seat in range(2):
            self._seat_panel(canvas, state, seat, names[seat])

    def _seat_panel(self, canvas: pygame.Surface, state: TicTacToeState, seat: int,
                    name: str) -> None:
        rect = self.layout[f"seat_{seat}"]
        draw.panel(canvas, rect, name=f"seat {seat}")
        turn = "TO MOVE" if state.to_move == seat and not state.full else None
        draw.seat_heading(canvas, pygame.Rect(rect.x + 16, rect.y + 12, rect.w - 32, 104),
                          name, MARKS[seat], turn)
        draw.seat_badge(canvas, (rect.x + 46, rect.bottom - 44), 30, seat, MARKS[seat],
                        (MARK_COLOURS[seat],))

    def animate(self, before: Any, action: Any, after: Any, speed: float) -> str | None:
        return "move"


class TicTacToeController(GameController):
    view: TicTacToeView

    def click(self, state: Any, seat: int, pos: tuple[int, int]) -> Reaction:
        cell = self.view.cell_at(pos)
        if cell is None:
            return Reaction()
        if Mark(cell) in self.rules.legal_actions(state):
            return Reaction(Mark(cell))
        refusal = self.rules.why_not(state, cell)
        return Reaction.refuse(refusal if refusal is not None else "That is not possible now.")

    def marks(self, state: Any, seat: int, show_legal: bool) -> Any:
        return None

    def hint_marks(self, state: Any, seat: int, action: Any) -> Any:
        return action.cell

    def no_marks(self) -> Any:
        return None

    def hint(self, state: Any, seat: int) -> Notice:
        return Notice("Click an empty cell to write your mark there.", "T2")

    def clicks_for(self, state: Any, seat: int, action: Any) -> list[tuple[int, int]]:
        return [self.view.cell_rect(action.cell).center]

    def targets(self, state: Any, seat: int) -> list[Target]:
        legal = {action.cell for action in self.rules.legal_actions(state)}
        return [Target(self.view.cell_rect(cell), ("cell", cell), lit=cell in legal)
                for cell in range(SIZE * SIZE)]


def create(rules: TicTacToeRules, setup: TableSetup, layout: Layout) -> TicTacToeController:
    return TicTacToeController(rules, TicTacToeView(layout))
