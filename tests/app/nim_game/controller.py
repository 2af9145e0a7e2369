"""Nim's table: the heaps as rows of stones; a click takes a stone and those to its right.

The table module of the test's sixth game: it alone draws (pygame).
"""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.table import GameController, GameView, Layout, Reaction, TableSetup

from .rules import NimRules, NimState, Picked, Take

STONE = 70
GAP = 16
ROW = 120


class NimView(GameView):
    def __init__(self, layout: Layout) -> None:
        super().__init__(layout)
        self.last_state: NimState | None = None

    @property
    def busy(self) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def stone_rect(self, heap: int, index: int) -> pygame.Rect:
        board = self.layout["board"]
        return pygame.Rect(board.x + 140 + index * (STONE + GAP), board.y + 40 + heap * ROW,
                           STONE, STONE)

    def stone_at(self, state: NimState, pos: tuple[int, int]) -> tuple[int, int] | None:
        for heap, size in enumerate(state.heaps):
            for index in range(size):
                if self.stone_rect(heap, index).collidepoint(pos):
                    return heap, index
        return None

    def draw(self, canvas: pygame.Surface, state: Any, viewer: int | None, marks: Any,
             names: list[str]) -> None:
        self.last_state = state
        board = self.layout["board"]
        draw.panel(canvas, board)
        for heap, size in enumerate(state.heaps):
            draw.label(canvas, f"Heap {heap + 1}", (board.x + 20, board.y + 60 + heap * ROW),
                       28, theme.TEXT_DIM)
            for index in range(size):
                colour = theme.ACCENT if marks == (heap, index) else (170, 170, 185)
                pygame.draw.ellipse(canvas, colour, self.stone_rect(heap, index))

    def animate(self, before: Any, action: Any, after: Any, speed: float) -> str | None:
        return "move"


class NimController(GameController):
    view: NimView

    def click(self, state: Any, seat: int, pos: tuple[int, int]) -> Reaction:
        stone = self.view.stone_at(state, pos)
        if stone is None:
            return Reaction()
        heap, index = stone
        action = Take(heap, state.heaps[heap] - index)
        if action in self.rules.legal_actions(state):
            return Reaction(action)
        refusal = self.rules.why_not(state, Picked(action.heap, action.count))
        text = "That is not possible now." if refusal is None else refusal.message
        return Reaction.refuse(text)

    def marks(self, state: Any, seat: int, show_legal: bool) -> Any:
        return None

    def hint_marks(self, state: Any, seat: int, action: Any) -> Any:
        return (action.heap, state.heaps[action.heap] - action.count)

    def no_marks(self) -> Any:
        return None

    def hint(self, state: Any, seat: int) -> Notice:
        return Notice("Click a stone: you take it and every stone to its right.")

    def clicks_for(self, state: Any, seat: int, action: Any) -> list[tuple[int, int]]:
        index = state.heaps[action.heap] - action.count
        return [self.view.stone_rect(action.heap, index).center]


def create(rules: NimRules, setup: TableSetup, layout: Layout) -> NimController:
    return NimController(rules, NimView(layout))
