"""A page of text to read (a game's rules, the About box) in a scrolling text box, and the
small Markdown those pages are written in. The base of the reading scenes."""

from __future__ import annotations

import html
import re
from typing import Any

import pygame
from pygame_gui.elements import UITextBox

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.ui import draw, theme


def _inline(text: str) -> str:
    line = html.escape(text, quote=False)
    line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
    line = re.sub(r"(?<![\w*])\*(?!\s)(.+?)\*(?![\w*])", r"<i>\1</i>", line)
    return re.sub(r"`(.+?)`", r"\1", line)


def markdown_to_html(text: str) -> str:
    """The small Markdown of our rules texts in pygame_gui's HTML subset.

    Headings, bullet lists (continuation lines joined), paragraphs, **bold** and
    *italic*; everything else is plain text.
    """
    blocks: list[tuple[str, str]] = []  # (kind, text)
    for raw in text.splitlines():
        stripped = raw.strip()
        if not stripped:
            blocks.append(("blank", ""))
        elif stripped.startswith("#"):
            level = len(stripped) - len(stripped.lstrip("#"))
            blocks.append((f"h{min(level, 2)}", stripped.lstrip("#").strip()))
        elif re.match(r"^[-*] ", stripped):
            kind = "subitem" if raw.startswith("  ") else "item"
            blocks.append((kind, stripped[2:]))
        elif blocks and blocks[-1][0] in ("item", "subitem", "para"):
            kind, previous = blocks[-1]
            blocks[-1] = (kind, f"{previous} {stripped}")
        else:
            blocks.append(("para", stripped))
    out = []
    for kind, body in blocks:
        if kind == "blank":
            continue
        if kind == "h1":
            out.append(f"<font pixel_size=44><b>{_inline(body)}</b></font><br>")
        elif kind == "h2":
            out.append(f"<br><font pixel_size=34><b>{_inline(body)}</b></font><br>")
        elif kind == "item":
            out.append(f"•  {_inline(body)}<br>")
        elif kind == "subitem":
            out.append(f"&nbsp;&nbsp;&nbsp;&nbsp;–  {_inline(body)}<br>")
        else:
            out.append(f"{_inline(body)}<br>")
    return "".join(out)


SCROLL_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME,
               pygame.K_END)


class ReaderScene(Scene):
    """A page of text to read, scrolling, with a title and Back (Esc)."""

    name = "reader"

    def __init__(self, app: Any, title: str, html_text: str) -> None:
        super().__init__(app)
        self.title, self.html_text = title, html_text
        self.box_rect = pygame.Rect(260, 130, 1400, 800)

    def enter(self) -> None:
        self.box = UITextBox(self.html_text, self.box_rect, self.app.ui,
                             container=self.widgets())
        self.back = self.button((260, 960, 240, 76), "Back", "Esc")

    def handle(self, intent: Any) -> None:
        if self.wants_back(intent):
            self.app.pop()
        elif isinstance(intent, intents.Key) and intent.key in SCROLL_KEYS:
            self.scroll(intent.key)

    def scroll(self, key: int) -> None:
        """PageUp/PageDown a page, ↑/↓ a little, Home/End the top and the bottom."""
        bar = self.box.scroll_bar
        if bar is None:  # the page fits: nothing to scroll
            return
        page = bar.visible_percentage
        step = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_UP: -page / 8,
                pygame.K_DOWN: page / 8, pygame.K_HOME: -1.0, pygame.K_END: 1.0}[key]
        bar.set_scroll_from_start_percentage(
            min(max(bar.start_percentage + step, 0.0), 1.0 - page))

    def draw(self, canvas: pygame.Surface) -> None:
        draw.label(canvas, self.title, (260, 50), 56, theme.ACCENT, bold=True)
