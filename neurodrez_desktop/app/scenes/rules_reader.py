"""The rules reader: a game's in-app rules (its entry's ``rules_text``) to read."""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.app.reader import ReaderScene, markdown_to_html
from neurodrez_desktop.core.entry import GameEntry


class RulesScene(ReaderScene):
    name = "rules"

    def __init__(self, app: Any, entry: GameEntry) -> None:
        self.game_id = entry.id
        super().__init__(app, f"Rules of {entry.title}", markdown_to_html(entry.rules_text()))
