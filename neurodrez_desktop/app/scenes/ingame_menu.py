"""Esc during play: resume, save, load, rules, the keys, settings, or back to the main
menu.

Every word of the menu (its title, "The game is saved after every move.", a save's note)
stands inside its own box, which grows to hold a note: nothing of it lies over a table's
words (the status text under the board, at any window size), which show dimmed around it.
"""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.app.button_rows import row_font
from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.ui import draw, intents, theme

TOP, WIDTH = 130, 600
"""The menu's box: under the status bar, in the middle of the (logical 1920×1080) screen."""
BUTTONS_Y, BUTTONS_H = 110, 540
FOOTER_Y = BUTTONS_Y + BUTTONS_H + 22
"""Where the buttons stand and the footer's line ("saved after every move") under them,
from the box's top."""
NOTE_MOST = 200


class InGameMenuScene(Scene):
    name = "game-menu"
    opaque = False

    def __init__(self, app: Any, play: Any) -> None:
        super().__init__(app)
        self.play = play
        self.note: str | None = None

    def enter(self) -> None:
        self.actions = {}
        choices = [(_("Resume"), "resume"), (_("Save game"), "save"), (_("Load game"), "load"),
                   (_("Rules"), "rules"), (_("How this table works"), "help"),
                   (_("Keys"), "keys"), (_("Settings"), "settings"),
                   (_("Quit to main menu"), "menu")]
        label = self.app.nav.export_label(self.play.session.presenter)
        if label is not None:
            choices.insert(2, (label, "export"))
        y, step = TOP + BUTTONS_Y, BUTTONS_H // len(choices)
        font = row_font(tuple(label for label, _key in choices), 400)  # a longer language
        for label, key in choices:
            self.actions[self.button((960 - 200, y, 400, step - 12), label, None, font)] = key
            y += step
        self.focus = FocusRing(lambda: list(self.actions))

    def handle(self, intent: Any) -> None:
        if isinstance(intent, intents.Back):
            self.app.pop()
        elif isinstance(intent, intents.Widget) and intent.element in self.actions:
            self.choose(self.actions[intent.element])

    def choose(self, key: str) -> None:
        nav = self.app.nav
        if key == "resume":
            self.app.pop()
        elif key == "save":
            self.note, _saved = nav.save(self.play.session)
        elif key == "export":
            self.note, _written = nav.export(self.play.session)
        elif key in ("load", "settings", "keys"):
            nav.open(key)
        elif key == "rules":
            nav.rules(self.play.rules.spec.id)
        elif key == "help":
            self.app.pop()  # back to the table, the callouts over it
            nav.first_help(self.play)
        elif key == "menu":
            nav.menu()

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.play.session.hides_information:
            draw.dim(canvas, 170)
        else:  # the table may show one seat's secrets: cover it completely
            canvas.fill((16, 18, 24))
        note = self._note_rect()
        box = pygame.Rect(960 - WIDTH // 2, TOP, WIDTH,
                          (note.bottom if note is not None else TOP + FOOTER_Y + 30) + 16 - TOP)
        draw.panel(canvas, box, (34, 40, 52), theme.ACCENT)
        draw.label(canvas, _("Game menu"), (box.centerx, box.y + 56), 48, theme.ACCENT, "center",
                   True)
        draw.label(canvas, _("The game is saved after every move."), (box.centerx,
                   box.y + FOOTER_Y), 22, theme.TEXT_DIM, "center")
        if self.note and note is not None:  # an export names its whole path: wrapped
            draw.paragraph(canvas, self.note, note, 24, smallest=16)

    def _note_rect(self) -> pygame.Rect | None:
        """Where a save's or an export's note goes: under the footer, inside the box, as
        tall as its wrapped lines (a long path set smaller past ``NOTE_MOST``)."""
        if not self.note:
            return None
        width = WIDTH - 40
        lines = len(theme.wrap(self.note, 24, width))
        height = min(NOTE_MOST, lines * theme.font(24).get_linesize())
        return pygame.Rect(960 - width // 2, TOP + FOOTER_Y + 30, width, height)
