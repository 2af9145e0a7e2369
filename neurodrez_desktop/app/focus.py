"""Keyboard focus over a screen's buttons: Tab and Shift+Tab go through them in order, the
arrows to the nearest one that way, Enter or Space presses the one in focus.

The ring appears with the first key that moves it (a mouse player never sees it) and is
drawn around the button in focus. A press is handed to the scene as the same ``Widget``
intent a click gives, so a scene needs no code of its own for the keyboard.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from neurodrez_desktop.app import intents
from neurodrez_desktop.ui import theme

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}


class FocusRing:
    def __init__(self, buttons: Callable[[], list[Any]]) -> None:
        self.buttons = buttons
        """The buttons in Tab order, asked afresh each time (a screen may rebuild some)."""
        self.focused: Any = None
        self.shown = False

    def _usable(self) -> list[Any]:
        return [b for b in self.buttons() if b.alive() and b.visible and b.is_enabled]

    def handle(self, intent: Any, press: Callable[[Any], None]) -> bool:
        """Move or press on a key; True when the key was the ring's."""
        if isinstance(intent, intents.Key):
            if intent.key == pygame.K_TAB:
                back = bool(intent.mod & pygame.KMOD_SHIFT)
                self._step(-1 if back else 1)
                return True
            if intent.key in ARROWS:
                self._toward(*ARROWS[intent.key])
                return True
        if isinstance(intent, intents.Confirm) and self.shown and self.focused in self._usable():
            press(intents.Widget(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                                                    ui_element=self.focused)))
            return True
        return False

    def _step(self, step: int) -> None:
        usable = self._usable()
        if not usable:
            return
        if not self.shown or self.focused not in usable:
            self.focused = usable[0 if step > 0 else -1]
        else:
            self.focused = usable[(usable.index(self.focused) + step) % len(usable)]
        self.shown = True

    def _toward(self, dx: int, dy: int) -> None:
        """The nearest button whose centre lies that way (within about 27° each side; at
        the end of a row or column the focus stays)."""
        usable = self._usable()
        if not self.shown or self.focused not in usable:
            self._step(1)
            return
        here = pygame.Vector2(self.focused.rect.center)
        best, best_cost = None, float("inf")
        for button in usable:
            if button is self.focused:
                continue
            offset = pygame.Vector2(button.rect.center) - here
            along = offset.x * dx + offset.y * dy
            across = abs(offset.x * dy) + abs(offset.y * dx)
            if along <= 0 or across > along * 0.5 + 1:
                continue
            cost = along + 2 * across
            if cost < best_cost:
                best, best_cost = button, cost
        if best is not None:
            self.focused = best

    def draw(self, canvas: pygame.Surface) -> None:
        if self.shown and self.focused is not None and self.focused in self._usable():
            pygame.draw.rect(canvas, theme.ACCENT, self.focused.rect.inflate(12, 12), 4,
                             border_radius=10)
