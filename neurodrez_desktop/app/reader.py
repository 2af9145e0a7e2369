"""A page of text to read (a game's rules, the About box) in a scrolling text box, and the
small Markdown those pages are written in. The base of the reading scenes.

Ctrl+F searches the page: a box opens beside Back, each letter typed finds again, every
match is marked and the page scrolls to the current one; Enter or F3 goes to the next,
Shift+Enter or Shift+F3 to the one before; "3 of 12" or "No match for ..." says where
it is. Esc closes the search, a second Esc leaves the page.
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.text.line_break_layout_rect import LineBreakLayoutRect
from pygame_gui.core.text.text_line_chunk import TextLineChunkFTFont
from pygame_gui.elements import UITextBox, UITextEntryLine

from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.ui import draw, intents, theme

GLUED_PUNCTUATION = re.compile(r"((?:</[bi]>)+)([:;,.!?)]+)")
"""Punctuation right after a bold or italic word: pygame_gui may break a line where the
style changes, which would start the next line with the colon of "**Piece**:"."""


def _inline(text: str) -> str:
    line = html.escape(text, quote=False)
    line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
    line = re.sub(r"(?<![\w*])\*(?!\s)(.+?)\*(?![\w*])", r"<i>\1</i>", line)
    line = GLUED_PUNCTUATION.sub(r"\2\1", line)  # "<b>Piece:</b>": it wraps with its word
    return re.sub(r"`(.+?)`", r"\1", line)


def markdown_to_html(text: str) -> str:
    """The small Markdown of our rules texts in pygame_gui's HTML subset.

    Headings, bullet and numbered lists (continuation lines joined), paragraphs, **bold**
    and *italic*; everything else is plain text.
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
        elif re.match(r"^\d+\. ", stripped):  # a numbered step: its own line, number kept
            blocks.append(("step", stripped))
        elif blocks and blocks[-1][0] in ("item", "subitem", "step", "para"):
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

# -- searching the page -----------------------------------------------------------------------
MATCH_BG, MATCH_INK = pygame.Color("#5a4a1c"), pygame.Color("#ffffff")
"""A match: light text on dark amber."""
CURRENT_BG, CURRENT_INK = pygame.Color("#ffc440"), pygame.Color("#1c2028")
"""The current match: dark text on the accent colour."""
QUERY_LIMIT = 60
SEARCH_BOX = pygame.Rect(540, 966, 560, 56)
WORDS = pygame.Rect(1120, 962, 540, 70)
"""Where "3 of 12" or "No match for ..." goes, right of the search box."""


def _fold(text: str) -> str:
    """Lower case and without accents, letter for letter (so positions stay those of the
    page): "peon" finds "Peón", "citta" finds "città", as a person types on a keyboard
    without them. A no-break space is a space."""
    return "".join(_folded(c) for c in text).replace("\xa0", " ")


@functools.cache
def _folded(letter: str) -> str:
    """One letter lower case and stripped of its accent (its first decomposed part)."""
    return unicodedata.normalize("NFD", letter.lower()[:1])[:1] or letter


def find_matches(words: str, query: str) -> list[tuple[int, int]]:
    """Where ``query`` occurs in ``words``, ignoring case: (start, end) of each match, in
    reading order, not overlapping. Blanks alone find nothing."""
    haystack, needle = _fold(words), _fold(query)
    if not needle.strip():
        return []
    found, at = [], haystack.find(needle)
    while at >= 0:
        found.append((at, at + len(needle)))
        at = haystack.find(needle, at + len(needle))
    return found


class PageMarks:
    """Matches marked on a text box's page as it is already laid out: the page's own text
    pieces are cut at each match's ends and recoloured in place, and only the rows that
    changed are drawn again. Setting the marked text anew would lay the whole page out
    again (about half a second for a game's rules, at every key)."""

    def __init__(self, box: UITextBox) -> None:
        self.box = box
        self.painted: list[tuple[Any, Any, Any, bool]] = []
        """Each recoloured piece with its own background, ink and default-ink flag."""
        self.rows_of: dict[int, set[Any]] = {}
        """The rows each match lies on (by its index), as last marked."""

    def _pieces(self) -> Any:
        """(row, piece or None for a line's end, position) through the page in order."""
        layout = self.box.text_box_layout
        position = 0
        for row in layout.layout_rows if layout is not None else ():
            for item in row.items:
                if isinstance(item, TextLineChunkFTFont):
                    yield row, item, position
                    position += len(item.text)
                elif isinstance(item, LineBreakLayoutRect):
                    yield row, None, position
                    position += 1

    def words(self) -> str:
        """The page's words as laid out, a line's end as a newline (no match runs across
        lines); positions in it are the positions ``mark`` takes."""
        return "".join("\n" if piece is None else piece.text
                       for _row, piece, _at in self._pieces())

    def row_of(self, match: int) -> pygame.Rect | None:
        """The top row (in the page's own coordinates) ``match`` lies on."""
        rows = self.rows_of.get(match)
        return pygame.Rect(min(rows, key=lambda r: r.y)) if rows else None

    def mark(self, matches: list[tuple[int, int]], current: int | None,
             redraw: set[int] | None = None) -> None:
        """Mark ``matches``, ``current`` its own way; draw again the rows of the matches in
        ``redraw`` (None: every row whose marks changed)."""
        rows = self._unmark()
        self._cut(sorted({i for span in matches for i in span}))
        self.rows_of = {}
        k = 0
        for row, piece, position in self._pieces():
            if piece is None or not piece.text:
                continue
            while k < len(matches) and matches[k][1] <= position:
                k += 1
            if k < len(matches) and matches[k][0] <= position:
                bg, ink = (CURRENT_BG, CURRENT_INK) if k == current else (MATCH_BG,
                                                                          MATCH_INK)
                self.painted.append((piece, piece.bg_colour, piece.colour,
                                     piece.using_default_text_colour))
                piece.bg_colour, piece.colour = bg, ink
                piece.using_default_text_colour = False
                self.rows_of.setdefault(k, set()).add(row)
        if redraw is None:
            rows |= {row for found in self.rows_of.values() for row in found}
        else:
            rows = {row for k in redraw for row in self.rows_of.get(k, ())}
        self._redraw(rows)

    def clear(self) -> None:
        self._redraw(self._unmark())
        self.rows_of = {}

    def _unmark(self) -> set[Any]:
        """Every piece back to its own colours; the rows they are on."""
        rows = {row for found in self.rows_of.values() for row in found}
        for piece, bg, ink, default in self.painted:
            piece.bg_colour, piece.colour = bg, ink
            piece.using_default_text_colour = default
        self.painted = []
        return rows

    def _cut(self, cuts: list[int]) -> None:
        """Cut the page's pieces at each position in ``cuts`` (sorted)."""
        layout = self.box.text_box_layout
        if layout is None or not cuts:
            return
        position, k = 0, 0
        for row in layout.layout_rows:
            j = 0
            while j < len(row.items):
                item = row.items[j]
                if isinstance(item, TextLineChunkFTFont):
                    while k < len(cuts) and cuts[k] <= position:
                        k += 1
                    if k < len(cuts) and cuts[k] < position + len(item.text):
                        # (pygame_gui leaves split_index unannotated)
                        rest = item.split_index(cuts[k] - position)
                        row.items.insert(j + 1, rest)
                    position += len(item.text)
                elif isinstance(item, LineBreakLayoutRect):
                    position += 1
                j += 1

    def _redraw(self, rows: set[Any]) -> None:
        layout = self.box.text_box_layout
        if layout is None or layout.finalised_surface is None or not rows:
            return
        for row in rows:  # pieces of one look join again as the row is drawn
            row.surf_row_dirty = True
            row.finalise(layout.finalised_surface)
        self.box.redraw_from_text_block()


class ReaderScene(Scene):
    """A page of text to read, scrolling, with a title, Back (Esc) and a search (Ctrl+F)."""

    name = "reader"

    def __init__(self, app: Any, title: str = "", html_text: str = "") -> None:
        super().__init__(app)
        self.title, self.html_text = title, html_text
        self.box_rect = pygame.Rect(260, 130, 1400, 800)
        self.search: UITextEntryLine | None = None
        self.matches: list[tuple[int, int]] = []
        self.current: int | None = None
        self.query = ""

    def page(self) -> tuple[str, str]:
        """The title and the page (HTML) in the language shown: read again each time the
        widgets are made, so a page open when the language changes follows it."""
        return self.title, self.html_text

    def enter(self) -> None:
        self.title, self.html_text = self.page()
        self.box = UITextBox(self.html_text, self.box_rect, self.app.ui,
                             container=self.widgets())
        self.back = self.button((260, 960, 240, 76), _("Back"), "Esc")
        self.ring = FocusRing(lambda: [self.back], arrows=False)  # the arrows scroll
        self.marks = PageMarks(self.box)
        self.focus = self.ring

    @property
    def searching(self) -> bool:
        return self.search is not None and self.search.visible

    def handle(self, intent: Any) -> None:
        if self.searching and self._search_key(intent):
            return
        if isinstance(intent, intents.Key) and (self._is_find(intent)
                                                or intent.key == pygame.K_F3):
            self.open_search()
        elif self.wants_back(intent):
            self.app.pop()
        elif isinstance(intent, intents.Key) and intent.key in SCROLL_KEYS:
            self.scroll(intent.key)

    @staticmethod
    def _is_find(intent: intents.Key) -> bool:
        return intent.key == pygame.K_f and bool(intent.mod & (pygame.KMOD_CTRL
                                                               | pygame.KMOD_META))

    def _search_key(self, intent: Any) -> bool:
        """Keys and events while the search is open; True when they were the search's."""
        if isinstance(intent, intents.Back):
            self.close_search()
            return True
        if isinstance(intent, intents.Confirm) or (
                isinstance(intent, intents.Key) and intent.key == pygame.K_F3):
            self.step(-1 if intent.mod & pygame.KMOD_SHIFT else 1)
            return True
        if isinstance(intent, intents.Key) and self._is_find(intent):
            self._type_in_search()
            return True
        if isinstance(intent, intents.Widget) and intent.element is self.search:
            if intent.event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
                self.find(self.search.get_text())
            return True
        return False

    # -- the search -----------------------------------------------------------------------
    def open_search(self) -> None:
        if self.search is None:
            self.search = UITextEntryLine(SEARCH_BOX, self.app.ui,
                                          container=self.widgets(),
                                          placeholder_text=_("Search the page"))
            self.search.set_text_length_limit(QUERY_LIMIT)
        self.search.show()
        self.focus = None  # Enter and Tab are the search's now, not the ring's
        self._type_in_search()
        if self.query:
            self.find(self.query)

    def _type_in_search(self) -> None:
        if self.search is not None:
            self.app.ui.set_focus_set(self.search)

    def close_search(self) -> None:
        """Esc: the marks go, the page stays where it is; the words typed are kept for the
        next Ctrl+F."""
        if self.search is None:
            return
        self.app.ui.set_focus_set(None)
        self.search.hide()
        self.focus = self.ring
        self.matches, self.current = [], None
        self.marks.clear()

    def find(self, query: str) -> None:
        """Every match of ``query``; the first one current and scrolled to."""
        self.query = query
        self.matches = find_matches(self.marks.words(), query)
        self.current = 0 if self.matches else None
        self.marks.mark(self.matches, self.current)
        self._show_current()

    def step(self, direction: int) -> None:
        """The next (1) or previous (-1) match, round the page's end."""
        if not self.matches:
            return
        before = self.current or 0
        self.current = (before + direction) % len(self.matches)
        self.marks.mark(self.matches, self.current, redraw={before, self.current})
        self._show_current()

    def _show_current(self) -> None:
        row = self.current_row()
        if row is not None:
            self.show_row(row)

    def _scroll_to(self, start: float) -> None:
        bar = self.box.scroll_bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(min(max(start, 0.0),
                                                     1.0 - bar.visible_percentage))
            self.box.update(0.0)

    def current_row(self) -> pygame.Rect | None:
        """The laid-out row (in the page's own coordinates) holding the current match."""
        return None if self.current is None else self.marks.row_of(self.current)

    def show_row(self, row: pygame.Rect) -> None:
        """Scroll so that ``row`` is in view, a little below the top, unless it already is."""
        bar, layout = self.box.scroll_bar, self.box.text_box_layout
        if bar is None or layout is None:
            return
        height = layout.layout_rect.height
        top, shown = bar.start_percentage * height, bar.visible_percentage * height
        if top <= row.top and row.bottom <= top + shown - 20:
            return
        self._scroll_to((row.top - 60) / height)

    def match_words(self) -> str:
        """"3 of 12", "No match for ..." or nothing (no words typed)."""
        if not self.query.strip():
            return ""
        if not self.matches:
            return _("No match for \"{query}\"").format(query=self.query.strip())
        return _("{match} of {matches}").format(match=(self.current or 0) + 1,
                                                matches=len(self.matches))

    # -- scrolling ------------------------------------------------------------------------
    def scroll(self, key: int) -> None:
        """PageUp/PageDown a page, Up/Down a little, Home/End the top and the bottom."""
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
        if self.searching:
            if self.search is not None and self.search.is_focused:  # the ring's look
                pygame.draw.rect(canvas, theme.ACCENT, SEARCH_BOX.inflate(12, 12), 4,
                                 border_radius=10)
            words = self.match_words()
            if words:  # a long query's "No match" wraps, never cut
                colour = theme.TEXT if self.matches else theme.REFUSED
                if theme.font(28).size(words)[0] <= WORDS.w:
                    draw.label(canvas, words, (WORDS.x, WORDS.y + 14), 28, colour)
                else:
                    draw.paragraph(canvas, words, WORDS, 22, colour)
            draw.label(canvas, _("Enter / F3: next   Shift+Enter: previous   Esc: close"),
                       (540, 1030), 20, theme.TEXT_DIM)
        else:
            draw.label(canvas, _("Ctrl+F: search"), (1660, 985), 24, theme.TEXT_DIM,
                       "topright")
