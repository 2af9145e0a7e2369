"""The table's message box: one notice (a prompt, a hint, a confirmation or a refusal, red)
and, when it rests on a ruling the game ships, a "Rule B7" link at its corner that opens
that ruling.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from neurodrez_desktop.core.i18n import _, generation
from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.core.rulings import cited, find_ruling
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.table import Target


def rule_words(ruling: str) -> str:
    """The link's words: "Rule B7", "Regla B7" (the ruling's id stays as it is)."""
    return _("Rule {ruling}").format(ruling=ruling)


WORDS_SIZE, SMALLEST = 28, 16
"""The notice's size, and the smallest it is set at to be read whole."""
INSET = (-30, -20)
"""The box's words keep this far inside its edge (``Rect.inflate``)."""


def _beside_or_under(words: str, inner: pygame.Rect, link: pygame.Rect) -> pygame.Rect:
    """Where a notice's words go beside its "Rule B7" link: in the column left of it, or
    under it across the whole box, whichever sets them larger (a narrow box's column
    would squeeze a longer language's words into a sliver); beside it when equal."""
    beside = pygame.Rect(inner.x, inner.y, inner.w - link.w - 8, inner.h)
    under = pygame.Rect(inner.x, link.bottom + 4, inner.w, inner.bottom - link.bottom - 4)
    if under.h <= 0:
        return beside
    return under if _reading(words, under) > _reading(words, beside) else beside


def _reading(words: str, box: pygame.Rect) -> tuple[bool, int]:
    """How well ``words`` read in ``box``: whether whole, and at what size."""
    size, lines = theme.fitted_lines(words, WORDS_SIZE, SMALLEST, box.w, box.h)
    return len(lines) * theme.font(size).get_linesize() <= box.h, size


class MessagePanel:
    """The box at ``rect``; ``rulings()`` gives the game's rulings (read when a notice
    cites one)."""

    def __init__(self, rect: pygame.Rect, rulings: Callable[[], Any]) -> None:
        self.rect = rect
        self.rulings = rulings
        self.rule_link: tuple[pygame.Rect, str] | None = None
        """The "Rule B7" link as last drawn: a click opens that ruling."""
        self.shown_words: str | None = None
        """The box's words as last drawn (without the ruling, which is the link)."""
        self._rule_for: tuple[Any, tuple[pygame.Rect, str] | None] = (None, None)
        self._read: tuple[int, Any] | None = None
        """The rulings as last read, and the language they were read in."""
        self._layer = draw.Layer(may_wait=False)
        """The box as painted for its notice: a frame with the same notice blits it (a
        new notice is painted at once: it answers the player's click, and its ruling's
        link is clicked where it is drawn)."""

    def draw(self, canvas: pygame.Surface, notice: Notice | None,
             keep_clear: pygame.Rect | None = None) -> None:
        """The notice in the box (nothing without one); its words keep clear of
        ``keep_clear`` (the Play hint button at the box's corner)."""
        if notice is None or not notice.words:
            return
        found = self._cited_ruling(notice)
        self.rule_link = None
        if found is not None:  # the rule one click away, at the box's corner
            link, ruling = found
            link.topright = (self.rect.right - 10, self.rect.y + 8)
            self.rule_link = (link, ruling)
        self.shown_words = notice.words
        clear = None if keep_clear is None else tuple(keep_clear)
        self._layer.show(canvas, self.rect, (notice, clear, generation()),
                         lambda surface: self._paint(surface, notice, keep_clear))

    def _paint(self, canvas: pygame.Surface, notice: Notice,
               keep_clear: pygame.Rect | None) -> None:
        """The box, its link to the ruling cited and the notice's words beside it."""
        rect = self.rect
        colour = (70, 36, 36) if notice.refused else (36, 44, 56)
        draw.panel(canvas, rect, colour, theme.REFUSED if notice.refused else theme.PANEL_EDGE)
        inner = rect.inflate(*INSET)
        if keep_clear is not None:
            if inner.h - (keep_clear.h + 10) >= 56:
                inner.h -= keep_clear.h + 10
            else:
                inner.w = keep_clear.x - 10 - inner.x
        if self.rule_link is not None:
            link, ruling = self.rule_link
            draw.panel(canvas, link, (52, 60, 78), theme.ACCENT, 8)
            draw.label(canvas, rule_words(ruling), link.center, 20, theme.ACCENT, "center",
                       bold=True)
            inner = _beside_or_under(notice.words, inner, link)
        draw.paragraph(canvas, notice.words, inner, WORDS_SIZE, smallest=SMALLEST)

    def holds_whole(self, words: str) -> bool:
        """Whether the box shows ``words`` whole (at its smallest size at least), with no
        ruling's link beside them."""
        return _reading(words, self.rect.inflate(*INSET))[0]

    def link_targets(self) -> list[Target]:
        """The "Rule B7" link as the board cursor's target, if one is drawn."""
        link = self.rule_link
        return [] if link is None else [Target(pygame.Rect(link[0]), "rule link", "link")]

    def ruling_at(self, pos: tuple[int, int]) -> str | None:
        """The ruling whose link is at ``pos`` (None: no link there)."""
        link = self.rule_link
        return link[1] if link is not None and link[0].collidepoint(pos) else None

    def _cited_ruling(self, notice: Notice) -> tuple[pygame.Rect, str] | None:
        """The ruling a notice rests on (its ``rule``; else the first the words cite, as
        "(P11)") if the game ships it, and its link's box (worked out once per notice,
        not every frame). A refusal, a prompt or a confirmation alike."""
        key = (notice, generation())  # the link's width is its words' in the language
        if self._rule_for[0] != key:
            self._rule_for = (key, self._find_cited(notice))
        return self._rule_for[1]

    def _find_cited(self, notice: Notice) -> tuple[pygame.Rect, str] | None:
        read = self._read
        if read is None or read[0] != generation():  # a file read and parsed: once each
            read = self._read = (generation(), self.rulings())  # language, not each notice
        rulings = read[1]
        for ruling in ([notice.rule] if notice.rule is not None else cited(notice.words)):
            if find_ruling(rulings, ruling) is not None:
                width = theme.font(20, True).size(rule_words(ruling))[0] + 24
                return pygame.Rect(0, 0, width, 34), ruling
        return None
