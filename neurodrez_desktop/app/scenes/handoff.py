"""The handoff screen: covers the whole table while the screen changes hands.

It draws only the next player's name, side and colour, so its pixels are the same
whatever the hidden information is (a test checks that). A click anywhere, Enter or Space
goes on; Tab and the arrows move the focus ring between Continue and the take-back button
(``app/focus.py``); Esc opens the game menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from pygame_gui.elements import UIButton

from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.scene import Host, Scene
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.ui import draw, intents, theme

MARGIN = 80
"""Room kept at each side of the screen: the words never reach its edges."""


class HandoffScene(Scene):
    name = "handoff"
    opaque = True  # nothing of the table shows through

    def __init__(self, app: Host, seat: int, player: str, side: str,
                 done: Callable[[int], None], take_back: tuple[str, Callable[[], None]] | None
                 = None, colours: tuple[tuple[int, int, int], ...] = ()) -> None:
        super().__init__(app)
        self.seat, self.player, self.side, self.done = seat, player, side, done
        self.colours = colours
        self.take_back = take_back
        self.take_back_button: UIButton | None = None
        self.continue_button: UIButton | None = None

    def enter(self) -> None:
        self.continue_button = self.button((760, 800, 400, 70), _("Continue"),
                                           _("Click, Enter or Space"), "#primary")
        if self.take_back is not None:  # the last mover may still change their mind
            # wide enough for "Take back <a name of twenty letters>'s move"
            self.take_back_button = self.button((460, 890, 1000, 64), self.take_back[0])
        self.focus = FocusRing(lambda: [b for b in (self.continue_button,
                                                    self.take_back_button) if b is not None])

    def handle(self, intent: Any) -> None:
        if (isinstance(intent, intents.Widget) and self.take_back is not None
                and intent.element is self.take_back_button):
            self.app.pop()
            self.take_back[1]()
        elif isinstance(intent, intents.Click | intents.Confirm) or (
                isinstance(intent, intents.Widget) and intent.element is self.continue_button):
            self.app.pop()
            self.done(self.seat)
        elif isinstance(intent, intents.Back):
            play = self.app.scenes.scenes[-2]
            self.app.pop()
            self.app.nav.game_menu(play)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill((16, 18, 24))
        w, h = theme.LOGICAL_SIZE
        draw.seat_badge(canvas, (w // 2, h // 2 - 170), 70, self.seat, draw.side_letter(self.side),
                       self.colours)
        # A long name shrinks the title, then wraps it: never cut at the screen's edges.
        draw.fitted_block(canvas, _("Pass the screen to {name}").format(name=self.player),
                          pygame.Rect(MARGIN, h // 2 - 100, w - 2 * MARGIN, 116), 72,
                          theme.TEXT, bold=True, smallest=40, centred=True)
        draw.label(canvas, _("playing {side}").format(side=self.side), (w // 2, h // 2 + 45), 40,
                   theme.TEXT_DIM, "center")
        draw.fitted_block(canvas, _("Click or press Space when only {name} is looking.").format(
                              name=self.player),
                          pygame.Rect(MARGIN, h // 2 + 100, w - 2 * MARGIN, 90), 36,
                          theme.ACCENT, smallest=24, centred=True)
        draw.label(canvas, _("Esc: game menu"), (w // 2, h - 80), 26, theme.TEXT_DIM, "center")
