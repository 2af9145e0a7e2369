"""An announcement over (or beside) a table: news a player should notice — "Check!", a new
round, sudden death, the end — shown for as long as it takes to read, or until a click
says it was seen.

Every table announces through this one widget, so every announcement lasts by the same
rule (``reading_seconds``) and goes at the same click. Input never waits for a banner: it
is news, not an animation.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from neurodrez_desktop.ui import draw, theme

SECONDS_PER_WORD = 0.2
"""Five words a second: the pace a glance at the table reads news at."""
FIRST_SECONDS = 1.0
"""The time to notice a banner at all, before its first word is read."""
SHORTEST = 1.6
LONGEST = 3.0
"""Bounds: a one-word banner stays long enough to be seen; a long one no longer than news
should hold a table's corner."""
ENDING = 2.0
"""A game's end stays this many times longer: nothing follows it."""


def reading_seconds(words: str, ending: bool = False) -> float:
    """How long ``words`` show: a reading time by their count, within the bounds."""
    seconds = FIRST_SECONDS + SECONDS_PER_WORD * len(words.split())
    return min(LONGEST, max(SHORTEST, seconds)) * (ENDING if ending else 1.0)


@dataclass
class Banner:
    """The table's latest announcement: its words (kept after it goes, for a table that
    shows the latest news dimmed) and the seconds it still shows."""

    covering: bool = False
    """Drawn over what a click would use (the board's middle): the click that acknowledges
    it is spent on it. A strip beside the board lets the click go on to the table."""
    words: str | None = None
    detail: str | None = None
    """Smaller words under the big ones ("Sudden death!" / what it changes), if any."""
    left: float = 0.0

    @property
    def showing(self) -> bool:
        return self.left > 0 and self.words is not None

    def announce(self, words: str, ending: bool = False, detail: str | None = None) -> None:
        """Show ``words`` (and ``detail`` under them) now, for their reading time (twice
        that for a game's end)."""
        self.words, self.detail = words, detail
        self.left = reading_seconds(f"{words} {detail or ''}", ending)

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def acknowledge(self) -> bool:
        """A click on the table: the banner was seen and goes. True when the click was
        spent on it (it was showing, over the board)."""
        shown = self.showing
        self.left = 0.0
        return shown and self.covering

    def forget(self) -> None:
        """No news at all (the move it told of was taken back)."""
        self.words, self.detail, self.left = None, None, 0.0

    def draw(self, canvas: pygame.Surface, box: pygame.Rect,
             fill: theme.RGB = (70, 58, 30), edge: theme.RGB = theme.ACCENT,
             size: int = 28, bold: bool = True, centred: bool = True,
             colour: theme.RGB = theme.TEXT, words: str | None = None) -> None:
        """The words (or ``words``, the table's own reading of them) on a panel filling
        ``box``: set smaller, to the readable floor, and wrapped to be read whole."""
        text = words if words is not None else self.words
        if not text:
            return
        draw.panel(canvas, box, fill, edge)
        if (self.detail is None or words is not None) and centred:
            draw.fitted_block(canvas, text, box.inflate(-24, -8), size, colour, bold=bold,
                              smallest=theme.SMALLEST, centred=True)
            return
        if self.detail is None or words is not None:  # a strip of news: wrapped first, set
            area = box.inflate(-24, -8)  # smaller only if it must, its lines centred
            fitted, lines = theme.fitted_lines(text, size, theme.SMALLEST, area.w, area.h)
            used = len(lines) * theme.font(fitted).get_linesize()
            area.y += max(0, (area.h - used) // 2)
            draw.paragraph(canvas, text, area, fitted, colour, smallest=theme.SMALLEST)
            return
        draw.label(canvas, text, (box.centerx, box.y + 12), size, theme.ACCENT, "midtop",
                   bold=True)  # a headline, its detail under it
        draw.label(canvas, self.detail, (box.centerx, box.bottom - 14), 22, colour,
                   "midbottom")
