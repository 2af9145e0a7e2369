"""A page of text to read (a game's rules, the About box) in a scrolling text box, and the
small Markdown those pages are written in. The base of the reading scenes.

Ctrl+F searches the page: a box opens beside Back, each letter typed finds again, every
match is marked and the page scrolls to the current one; Enter or F3 goes to the next,
Shift+Enter or Shift+F3 to the one before; "3 of 12" or "No match for ..." says where
it is. Esc closes the search, a second Esc leaves the page.
"""

from __future__ import annotations

import html
import re
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox, UITextEntryLine

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.focus import FocusRing
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

# -- searching the page -----------------------------------------------------------------------
MATCH_BG, MATCH_INK = "#5a4a1c", "#ffffff"
"""A match: light text on dark amber."""
CURRENT_BG, CURRENT_INK = "#ffc440", "#1c2028"
"""The current match: dark text on the accent colour (and found by it in the layout)."""
QUERY_LIMIT = 60
SEARCH_BOX = pygame.Rect(540, 966, 560, 56)
WORDS = pygame.Rect(1120, 962, 540, 70)
"""Where "3 of 12" or "No match for ..." goes, right of the search box."""
_TOKENS = re.compile(r"<[^>]*>|&#?\w+;|.", re.DOTALL)


def _tokens(html_text: str) -> list[tuple[str, str]]:
    """The page as (markup, character) pairs: a tag has no character (<br> is a line's
    end, so no match runs across lines), an entity or a letter has its one character."""
    out = []
    for token in _TOKENS.findall(html_text):
        if token.startswith("<") and len(token) > 1:
            out.append((token, "\n" if token.lower().startswith("<br") else ""))
        elif token.startswith("&") and len(token) > 1:
            out.append((token, html.unescape(token)[:1].replace("\xa0", " ")))
        else:
            out.append((token, token))
    return out


def _fold(text: str) -> str:
    """Lower case, letter for letter (so positions stay those of the page)."""
    return "".join(c.lower()[:1] for c in text)


def find_matches(html_text: str, query: str) -> list[tuple[int, int]]:
    """Where ``query`` occurs in the page's words, ignoring case and markup: (start, end)
    of each match, counted in characters of the words, in reading order, not overlapping."""
    words = _fold("".join(c for _, c in _tokens(html_text)))
    needle = _fold(query)
    if not needle.strip():
        return []
    found, at = [], words.find(needle)
    while at >= 0:
        found.append((at, at + len(needle)))
        at = words.find(needle, at + len(needle))
    return found


def marked_html(html_text: str, matches: list[tuple[int, int]], current: int | None) -> str:
    """The page with every match marked, the ``current`` one (an index into ``matches``)
    marked its own way; a mark is closed and opened again around any tag inside a match,
    so the markup stays nested."""
    starts = {start: k for k, (start, _) in enumerate(matches)}
    out: list[str] = []
    position, inside, end = 0, None, 0
    for markup, char in _tokens(html_text):
        if not char or char == "\n":  # a tag
            if inside is not None:
                out.append("</font></body>" + markup + _mark_open(inside == current))
            else:
                out.append(markup)
            position += len(char)
            continue
        if inside is None and position in starts:
            inside, end = starts[position], matches[starts[position]][1]
            out.append(_mark_open(inside == current))
        out.append(markup)
        position += 1
        if inside is not None and position >= end:
            out.append("</font></body>")
            inside = None
    if inside is not None:
        out.append("</font></body>")
    return "".join(out)


def _mark_open(current: bool) -> str:
    bg, ink = (CURRENT_BG, CURRENT_INK) if current else (MATCH_BG, MATCH_INK)
    return f"<body bgcolor={bg}><font color={ink}>"


class ReaderScene(Scene):
    """A page of text to read, scrolling, with a title, Back (Esc) and a search (Ctrl+F)."""

    name = "reader"

    def __init__(self, app: Any, title: str, html_text: str) -> None:
        super().__init__(app)
        self.title, self.html_text = title, html_text
        self.box_rect = pygame.Rect(260, 130, 1400, 800)
        self.search: UITextEntryLine | None = None
        self.matches: list[tuple[int, int]] = []
        self.current: int | None = None
        self.query = ""

    def enter(self) -> None:
        self.box = UITextBox(self.html_text, self.box_rect, self.app.ui,
                             container=self.widgets())
        self.back = self.button((260, 960, 240, 76), "Back", "Esc")
        self.ring = FocusRing(lambda: [self.back], arrows=False)  # the arrows scroll
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
                                          placeholder_text="Search the page")
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
        self._show_marks()

    def find(self, query: str) -> None:
        """Every match of ``query``; the first one current and scrolled to."""
        self.query = query
        self.matches = find_matches(self.html_text, query)
        self.current = 0 if self.matches else None
        self._show_marks()

    def step(self, direction: int) -> None:
        """The next (1) or previous (-1) match, round the page's end."""
        if not self.matches:
            return
        self.current = ((self.current or 0) + direction) % len(self.matches)
        self._show_marks()

    def _show_marks(self) -> None:
        bar = self.box.scroll_bar
        start = bar.start_percentage if bar is not None else 0.0
        self.box.set_text(marked_html(self.html_text, self.matches, self.current)
                          if self.matches else self.html_text)
        self._scroll_to(start)
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
        layout = self.box.text_box_layout
        if self.current is None or layout is None:
            return None
        want = pygame.Color(CURRENT_BG)
        for row in layout.layout_rows:
            for item in row.items:
                if getattr(item, "bg_colour", None) == want:
                    return pygame.Rect(row)
        return None

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
            return f"No match for \"{self.query.strip()}\""
        return f"{(self.current or 0) + 1} of {len(self.matches)}"

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
            draw.label(canvas, "Enter / F3: next   Shift+Enter: previous   Esc: close",
                       (540, 1030), 20, theme.TEXT_DIM)
        else:
            draw.label(canvas, "Ctrl+F: search", (1660, 985), 24, theme.TEXT_DIM,
                       "topright")
