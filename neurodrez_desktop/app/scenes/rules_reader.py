"""The rules reader: a game's ``rules_text.md`` in a scrolling text box."""

from __future__ import annotations

import html
import re
from typing import Any

import pygame
from pygame_gui.elements import UITextBox

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.resources import rules_text
from neurodrez_desktop.ui import draw, theme


def markdown_to_html(text: str) -> str:
    """The small Markdown of our rules texts in pygame_gui's HTML subset.

    Headings, bullet lists, **bold** and *italic*; everything else is plain text.
    """
    out = []
    for raw in text.splitlines():
        line = html.escape(raw.rstrip(), quote=False)
        line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
        line = re.sub(r"(?<![\w*])\*(?!\s)(.+?)\*(?![\w*])", r"<i>\1</i>", line)
        line = re.sub(r"`(.+?)`", r"\1", line)
        if line.startswith("# "):
            out.append(f"<font size=6><b>{line[2:]}</b></font>")
        elif line.startswith("## "):
            out.append(f"<br><font size=5><b>{line[3:]}</b></font>")
        elif re.match(r"^\s*[-*] ", line):
            indent = "&nbsp;" * (4 if raw.startswith("  ") else 0)
            item = re.sub(r"^\s*[-*] ", "", line)
            out.append(f"{indent}• {item}")
        elif line.strip() == "":
            out.append("")
        else:
            out.append(line)
    return "<br>".join(out)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app: Any, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.title = get_rules(game_id).spec.title

    def enter(self) -> None:
        self.box = UITextBox(markdown_to_html(rules_text(self.game_id)),
                             pygame.Rect(260, 130, 1400, 800), self.app.ui,
                             container=self.widgets())
        self.back = self.button((260, 960, 240, 76), "Back", "Esc")

    def handle(self, intent: Any) -> None:
        if isinstance(intent, intents.Back) or (
                isinstance(intent, intents.Widget) and intent.element is self.back):
            self.app.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        draw.label(canvas, f"Rules of {self.title}", (260, 50), 56, theme.ACCENT, bold=True)
