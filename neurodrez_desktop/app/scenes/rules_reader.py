"""The rules reader: a game's in-app rules (its entry's ``rules_text``) to read, followed by
its numbered rulings — the ids (B7, P4, …) that messages cite. Opened at a ruling (a
message's ruling link), that ruling stands in a panel above the page.

Both are read in the language shown (the game's ``locale/<lang>/`` copies, English where a
language has none), again when the language changes while the page is open; a ruling's id
is the same in every language, so a link opens the same ruling whatever is spoken."""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.app.reader import ReaderScene, markdown_to_html
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.rulings import Ruling, find_ruling
from neurodrez_desktop.ui import draw, theme

CITED = pygame.Rect(260, 130, 1400, 170)
"""Where a cited ruling stands above the page: as tall as its words need, up to
``CITED_TALLEST``; the page starts below it."""
CITED_TALLEST = 380
CITED_SIZE = 28
PAGE_BOTTOM = 930


def rules_markdown(entry: GameEntry) -> str:
    """The rules text, then every ruling by its id."""
    rulings = entry.rulings()
    if not rulings:
        return entry.rules_text()
    lines = [entry.rules_text().rstrip(), "", "## " + _("Rulings"),
             _("The numbers that messages cite (B7, P4, …), as the project rules them.")]
    lines += [f"- **{f'{r.id} {r.heading}'.strip()}** {r.text}" for r in rulings.values()]
    return "\n".join(lines) + "\n"


class RulesScene(ReaderScene):
    name = "rules"

    def __init__(self, app: Any, entry: GameEntry, ruling: str | None = None) -> None:
        super().__init__(app)
        self.entry, self.ruling = entry, ruling
        self.game_id = entry.id
        self.cited: Ruling | None = None
        self.cited_rect = CITED

    def page(self) -> tuple[str, str]:
        entry = self.entry
        self.cited = find_ruling(entry.rulings(), self.ruling) if self.ruling else None
        if self.cited is not None:  # the ruling whole above, the page below it
            self.cited_rect = _cited_rect(theme.drawable(self.cited.words))
            top = self.cited_rect.bottom + 20
            self.box_rect = pygame.Rect(CITED.x, top, CITED.w, PAGE_BOTTOM - top)
        title = _("Rules of {game}").format(game=entry.catalog.gettext(entry.title))
        return title, markdown_to_html(theme.drawable(rules_markdown(entry)))

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        if self.cited is not None:
            draw.panel(canvas, self.cited_rect, theme.PANEL, theme.ACCENT)
            draw.paragraph(canvas, theme.drawable(self.cited.words),
                           self.cited_rect.inflate(-40, -24), CITED_SIZE)


def _cited_rect(words: str) -> pygame.Rect:
    """The cited ruling's panel: its words wrapped at their size, at least ``CITED``'s
    height, at most ``CITED_TALLEST`` (past that they are set smaller, never cut)."""
    lines = theme.wrap(words, CITED_SIZE, CITED.w - 40)
    needed = len(lines) * theme.font(CITED_SIZE).get_linesize() + 24
    return pygame.Rect(CITED.x, CITED.y, CITED.w, max(CITED.h, min(CITED_TALLEST, needed)))
