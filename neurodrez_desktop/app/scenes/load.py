"""The Load screen: every save with its game, players, date and turn.

A file that cannot be read is listed with the reason and cannot be chosen; nothing here
ever writes to a save file.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.errors import MalformedRecordError
from neurodrez_desktop.ui import draw, theme


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.entries = app.saves.list()
        self.error: str | None = None
        self.chosen: int | None = None

    def enter(self) -> None:
        items = [(self._row(k), str(k)) for k in range(len(self.entries))]
        self.list = UISelectionList(pygame.Rect(160, 180, 1600, 640), items, self.app.ui,
                                    container=self.widgets())
        if not self.entries:
            self.list.hide()  # the empty-folder sentence is drawn in its place
        self.load = self.button((1520, 900, 240, 76), "Load", None, "#primary")
        self.back = self.button((160, 900, 240, 76), "Back", "Esc")

    def handle(self, intent: Any) -> None:
        if self.wants_back(intent):
            self.app.pop()
            return
        if not isinstance(intent, intents.Widget):
            return
        event = intent.event
        if intent.element is self.list:
            self.chosen = self._index(event)
            if (event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
                    and self.chosen is not None):
                self.open(self.chosen)
        elif intent.element is self.load:
            if self.chosen is None:
                self.error = "Choose a saved game in the list first."
            else:
                self.open(self.chosen)

    def _row(self, index: int) -> str:
        return f"{index + 1}.  {self.entries[index].summary}"

    def _index(self, event: Any) -> int | None:
        """The entry of a chosen row: rows are numbered, so equal summaries stay apart."""
        number = str(getattr(event, "text", "")).split(".", 1)[0]
        return int(number) - 1 if number.isdigit() else None

    def open(self, index: int) -> None:
        entry = self.entries[index]
        if entry.record is None:
            self.error = f"This save cannot be loaded: {entry.error}"
            return
        try:
            record = self.app.saves.load(entry.path)  # read again: it may have changed
        except MalformedRecordError as exc:
            self.error = f"This save cannot be loaded: {exc}"
            return
        try:
            self.app.nav.open_record(record)
        except (OSError, ValueError) as exc:  # the game's table could not be built
            self.error = f"This game cannot be shown: {exc}"

    def draw(self, canvas: pygame.Surface) -> None:
        draw.label(canvas, "Load a saved game", (160, 70), 56, theme.ACCENT, bold=True)
        if not self.entries:
            draw.label(canvas, "No saved games yet: use Save during a game.", (960, 500), 32,
                       theme.TEXT_DIM, "center")
        if self.error:
            box = pygame.Rect(440, 890, 1040, 96)
            draw.panel(canvas, box, (70, 40, 40), theme.REFUSED)
            draw.paragraph(canvas, self.error, box.inflate(-30, -20), 26)
