"""The table's Moves panel: the game's log as the seat at the screen may read it, and for a
game that keeps one its move list under a tab of its own.

Every entry is whole (wrapped onto as many rows as it needs), grouped under the turn the
header named when it was played; the wheel, Page Up and Page Down scroll it by rows, and
after each move the newest entry is in view. The panel is painted afresh only when its
entries or its scroll change (a new move, a handoff, the wheel): every other frame blits
the painted panel. The play scene only asks it to draw and hands it the input it may use.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from neurodrez_desktop.app.move_list import MoveListPanel
from neurodrez_desktop.app.session import GameSession, LogEntry, move_number
from neurodrez_desktop.core.i18n import _, generation, ngettext
from neurodrez_desktop.ui import draw, intents, theme

LOG_LINE = 34
LOG_SIZE = 24
LOG_PAGE = 6
"""Rows a Page Up or Page Down moves the panel."""
MOVES_TAB, EVENTS_TAB = "moves", "events"
LOG_KEYS = {pygame.K_PAGEUP: LOG_PAGE, pygame.K_PAGEDOWN: -LOG_PAGE, pygame.K_END: -10**6}
"""Keys that scroll the panel (End: back to the newest entry)."""

Item = tuple[str, int, Any, Any]
"""A row group of the log: ("turn", 1, heading, None) or ("entry", rows, prefix, entry)."""


LINES_KEPT = 64
"""Rendered entries kept (each up to some 100 KB): twice what the panel shows at once, so
scrolling a page back and forth renders nothing again; 400 held up to 30 MB."""


class Grouped:
    """A reader's log items as far as grouped: how many entries they hold, the last of
    them, and where the grouping stands (the turn and the prefix its next entry gets)."""

    def __init__(self) -> None:
        self.items: list[Item] = []
        self.rows = 0  # the items' rows, added up
        self.count = 0
        self.last: LogEntry | None = None
        self.turn: str | None = None
        self.prefix: str | None = None

    def holds_start_of(self, entries: list[LogEntry]) -> bool:
        """The entries are these items' and maybe more (``GameSession.grown_from``)."""
        return GameSession.grown_from(entries, self.count, self.last)

    def add(self, item: Item) -> None:
        self.items.append(item)
        self.rows += item[1]


class LogPanel:
    """The Moves panel in ``rect`` for ``session``, read by the seat ``reader()`` names
    (None: what everyone may read)."""

    def __init__(self, session: GameSession, rect: pygame.Rect,
                 reader: Callable[[], int | None]) -> None:
        self.session = session
        self.rect = rect
        self.reader = reader
        self.tab = MOVES_TAB if session.keeps_moves else EVENTS_TAB
        """What the panel shows: a game's move list (``move_words``), or its log of every
        event (the only one of a game without a move list)."""
        self.scroll = 0
        """Rows back from the newest (the panel clamps it when painted)."""
        self.tabs: dict[str, pygame.Rect] = {}  # the tabs as last drawn
        self.move_panel = MoveListPanel()
        self._log: tuple[Any, list[LogEntry]] | None = None
        self._grouped: dict[int | None, Grouped] = {}
        """Per reader, the log's items as far as grouped: a move adds its own only."""
        self._moves: tuple[Any, list[LogEntry]] | None = None
        self._layer = draw.Layer()
        self._shown: tuple[list[LogEntry] | None, int] = (None, 0)
        """The entries last shown, and how many lists were shown before (the layer's key:
        a list compared by value would be read through every frame)."""
        self._wraps: dict[tuple[str, int], list[str]] = {}
        self._lines: dict[tuple[str | None, str, int], pygame.Surface] = {}
        seats = range(len(session.seats))
        self._badge_letters = [draw.side_letter(session.side_name(s)) for s in seats]
        self._badge_colours = [session.side_colours(s) for s in seats]

    # -- what it lists -----------------------------------------------------------------
    def entries(self) -> list[LogEntry]:
        """The log as the seat at the screen may read it (made once per move and seat: a
        handoff to another seat makes it afresh); at the end, what everyone may read."""
        reader = self.reader()
        seat = None if self.session.is_over else reader
        record, made = self.session.record, self._log
        if made is None or made[0][0] is not record or made[0][1:] != (seat, generation()):
            made = self._log = ((record, seat, generation()), self.session.log(seat))
        return made[1]

    def moves(self) -> list[LogEntry]:
        """The move list (made once per move: a new record after each action or undo)."""
        record = self.session.record
        made = self._moves
        if made is None or made[0][0] is not record or made[0][1] != generation():
            made = self._moves = ((record, generation()), self.session.moves())
        return made[1]

    def forget(self) -> None:
        """Read the log afresh on the next draw (its words were changed under it)."""
        self._log = None
        self._layer.forget()
        self._grouped.clear()

    # -- input -------------------------------------------------------------------------
    def handle(self, intent: Any, review: Callable[[LogEntry], None]) -> bool:
        """The wheel (anywhere: over the panel it scrolls), Page Up, Page Down and End,
        and a click on a tab or on a move (``review`` opens the review there); True
        when the input was the panel's."""
        if isinstance(intent, intents.Scroll):
            if self.rect.collidepoint(intent.pos):
                self.scroll_by(intent.lines)
            return True
        if isinstance(intent, intents.Key) and intent.key in LOG_KEYS:
            self.scroll_by(LOG_KEYS[intent.key])
            return True
        return isinstance(intent, intents.Click) and self.click(intent.pos, review)

    def click(self, pos: tuple[int, int], review: Callable[[LogEntry], None]) -> bool:
        """A click in the panel of a game with a move list: a tab switches, a move opens
        the review there (read only; Close comes back). True when it was used."""
        if not self.session.keeps_moves or not self.rect.collidepoint(pos):
            return False
        for tab, box in self.tabs.items():
            if box.collidepoint(pos):
                if tab != self.tab:
                    self.tab, self.scroll = tab, 0
                return True
        if self.tab == MOVES_TAB:
            entry = self.move_panel.entry_at(pos)
            if entry is not None:
                review(entry)
                return True
        return False

    def scroll_by(self, rows: int) -> None:
        """Positive: toward older entries (the panel clamps it when drawn)."""
        self.scroll = max(0, self.scroll + rows)

    # -- drawing -----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        """The panel, painted afresh only when its entries or its scroll change."""
        entries = self.entries() if self.tab == EVENTS_TAB else self.moves()
        if entries is not self._shown[0]:
            self._shown = (entries, self._shown[1] + 1)
        self._layer.show(canvas, self.rect, (self._shown[1], self.tab, self.scroll),
                         self._paint_unnoted)

    def _paint_unnoted(self, canvas: pygame.Surface) -> None:
        """``paint`` at the panel's place, its rows not reported as widgets: the rows
        scrolled out of view are drawn too, clipped away, and would seem to overlap the
        boxes above the panel."""
        before = draw.record(None)
        try:
            self.paint(canvas)  # may clamp the scroll
        finally:
            draw.resume(before)

    def paint(self, canvas: pygame.Surface) -> None:
        """The panel at its place on ``canvas``: its heading or tabs, then the move list
        or the newest entries that fit (whole rows; one taller than the panel in part).
        Where its tabs and moves are clicked is kept from here (``click``)."""
        rect = self.rect
        draw.panel(canvas, rect)
        area = self.area()
        if not self.session.keeps_moves:
            draw.label(canvas, _("Moves"), (rect.x + 20, rect.y + 12), 30, bold=True)
        else:
            self._paint_tabs(canvas, rect)
            if self.tab == MOVES_TAB:
                self.scroll = self.move_panel.paint(canvas, area, self.moves(), self.scroll)
                return
        grouped = self._group()
        row = self.row_height()
        total = grouped.rows
        visible = max(1, area.h // row)
        self.scroll = min(self.scroll, max(0, total - visible))
        end = total - self.scroll
        start = end - visible  # rows start..end are in view (the newest at the bottom)
        clip = canvas.get_clip()
        canvas.set_clip(pygame.Rect(area.x, area.y, area.w, visible * row))  # whole rows
        shown: list[tuple[int, Item]] = []  # from the newest back to the oldest in view
        bottom, newer = total, 0
        for item in reversed(grouped.items):  # the older ones are not even looked at
            if bottom <= start:
                break
            kind, rows = item[0], item[1]
            top = bottom - rows
            whole = start <= top and bottom <= end  # items wholly in view are drawn,
            cut = rows > visible and top < end and bottom > start  # and one taller
            if not (whole or cut):  # than the panel in part, cut between its lines
                newer += kind == "entry" and bottom > end
            else:
                shown.append((top, item))
            bottom = top
        for top, (kind, _rows, prefix, entry) in reversed(shown):
            y = area.y + (top - start) * row
            if kind == "turn":
                draw.label(canvas, prefix, (area.x + 4, y + row // 2), LOG_SIZE,
                           theme.ACCENT, "midleft", bold=True)
            else:
                canvas.blit(self.line(prefix, entry), (area.x, y))
                if entry.mover >= 0:
                    draw.seat_badge(canvas, (area.x + self.indent(prefix) - 16,
                                             y + row // 2), 11, entry.mover,
                                    self._badge_letters[entry.mover],
                                    self._badge_colours[entry.mover])
        canvas.set_clip(clip)
        if self.scroll:
            words = (ngettext("{n} newer", "{n} newer", newer).format(n=newer) if newer
                     else _("newer"))
            draw.scroll_mark(canvas, words, (rect.right - 20, rect.y + 16), 22, up=False)

    def _paint_tabs(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """"Moves" and "Events", the one shown lit; a click on the other switches."""
        x = rect.x + 20
        self.tabs = {}
        for tab, words in ((MOVES_TAB, _("Moves")), (EVENTS_TAB, _("Events"))):
            chosen = tab == self.tab
            drawn = draw.label(canvas, words, (x, rect.y + 12), 30,
                               theme.TEXT if chosen else theme.TEXT_DIM, bold=chosen)
            if chosen:
                pygame.draw.line(canvas, theme.ACCENT, (drawn.x, drawn.bottom + 2),
                                 (drawn.right, drawn.bottom + 2), 3)
            self.tabs[tab] = drawn.inflate(16, 10)
            x = drawn.right + 28
        if self.tab == MOVES_TAB:
            draw.label(canvas, _("click a move to review"), (rect.right - 20, rect.y + 20), 20,
                       theme.TEXT_DIM, "topright")

    # -- geometry ----------------------------------------------------------------------
    def area(self) -> pygame.Rect:
        """Where the entries go: the panel under its heading."""
        rect = self.rect
        return pygame.Rect(rect.x + 16, rect.y + 56, rect.w - 32, rect.h - 70)

    @staticmethod
    def row_height() -> int:
        return max(LOG_LINE, theme.font(LOG_SIZE).get_linesize())

    @staticmethod
    def indent(number: str | None) -> int:
        """Where an entry's words start: after its badge, and after its move's number
        ("131.") in a game counted in numbered moves (``number`` is not None)."""
        return 30 + (0 if number is None else theme.font(LOG_SIZE, True).size("000.")[0] + 6)

    def items(self) -> list[Item]:
        """The panel's items, oldest first (``_group``)."""
        return self._group().items

    def _group(self) -> Grouped:
        """The panel's items, oldest first, grouped by the turn the header named: a
        numbered move ("Move 31") is written as chess writes it, "31." before its first
        entry ("" before the others); any other turn ("Round 3", "Setup") has a heading
        row ("turn", 1, heading, None) over its entries (their prefix None). Grouped once
        per entry and reader: a move adds its own items (``Grouped``)."""
        entries = self.entries()
        seat = self._log[0][1] if self._log is not None else None
        grouped = self._grouped.get(seat)
        if grouped is None or not grouped.holds_start_of(entries):
            grouped = self._grouped[seat] = Grouped()
        room = self.area().w  # the words' widths: after a move's number, or after no number
        widths = {True: room - self.indent(""), False: room - self.indent(None)}
        for entry in entries[grouped.count:]:
            if entry.turn != grouped.turn:
                grouped.turn = entry.turn
                number = move_number(grouped.turn)  # as the review numbers
                if number is not None:
                    grouped.prefix = f"{number}."
                else:
                    grouped.prefix = None
                    grouped.add(("turn", 1, grouped.turn, None))
            width = widths[grouped.prefix is not None]
            grouped.add(("entry", len(self._wrapped(entry.text, width)), grouped.prefix, entry))
            if grouped.prefix:
                grouped.prefix = ""
        grouped.count, grouped.last = len(entries), entries[-1] if entries else None
        return grouped

    def _wrapped(self, text: str, width: int) -> list[str]:
        key = (text, width)
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 2000:
                self._wraps.clear()
            lines = self._wraps[key] = theme.wrap(text, LOG_SIZE, width)
        return lines

    def line(self, number: str | None, entry: LogEntry) -> pygame.Surface:
        """An entry, its words wrapped onto as many rows as they need (never cut), after
        its turn's ``number`` if it opens the group; rendered once, not every frame."""
        width = self.area().w
        key = (number, entry.text, width)
        surface = self._lines.get(key)
        if surface is None:
            if len(self._lines) > LINES_KEPT:
                self._lines.clear()
            indent, row = self.indent(number), self.row_height()
            lines = self._wrapped(entry.text, width - indent)
            surface = pygame.Surface((width, row * len(lines)), pygame.SRCALPHA)
            if number:
                words = theme.text(number, LOG_SIZE, theme.ACCENT, True)
                surface.blit(words, words.get_rect(midleft=(4, row // 2)))
            for k, text in enumerate(lines):
                words = theme.font(LOG_SIZE).render(text, True, theme.TEXT)
                surface.blit(words, words.get_rect(midleft=(indent, k * row + row // 2)))
            self._lines[key] = surface
        return surface

