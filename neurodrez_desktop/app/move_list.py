"""The move list as chess players write it: numbered pairs (1. e4 e5 2. Nf3 …), each move
with what paid for it, apart from the events (draws, put-backs, trades, rolls).

For a game that keeps one (``Presenter.move_words``: PokerDrez). The panel lays out rows of
one move number each, the first mover's move in the left column and the other's in the
right; the columns take the room the panel has (the numbers' column only as wide as its
widest number, the left column as wide as its widest move, the right one the rest), a
size smaller is tried before a card note wraps, and a move wraps (never cut) only when it
still cannot fit; the newest row is in view unless the wheel scrolled back. A click on a
move names it (``entry_at``), so the play scene can open the review there.

A move costs the same in a game of 400 moves as in one of 4: the rows grow by the new
moves only (``MoveRows``), each move's words are measured once (``theme.text_width``), the
columns' widths are kept as running maxima, and only the rows in view are wrapped and drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from neurodrez_desktop.app.session import GameSession, LogEntry, turn_number
from neurodrez_desktop.ui import draw, theme

SIZES = (22, 20)
"""The move list's sizes: the larger where the moves fit beside each other, else the
smaller before any wraps (both readable)."""
GAP = 12  # between the columns
PAD = 6  # a move's words inside its box


@dataclass(frozen=True)
class MoveRow:
    number: str  # "12."
    moves: tuple[LogEntry | None, LogEntry | None]
    """The first mover's move and the other's (None: not played yet, or the game began
    with the second mover, as a position set up with Black to move)."""


def pair_rows(moves: list[LogEntry]) -> list[MoveRow]:
    """The moves in numbered pairs, by the turn each was played in ("Move 12"), laid out
    whole (``MoveRows`` lays them out as they come; the tests hold it to this)."""
    rows: list[MoveRow] = []
    for entry in moves:
        _add(rows, entry)
    return rows


def _add(rows: list[MoveRow], entry: LogEntry) -> int:
    """``entry`` written into the last row, when that row is of its number and has its
    column free, else into a new row; returns its column (the first mover's is 0)."""
    number = turn_number(entry.turn)
    label = f"{number}." if number is not None else entry.turn
    column = 0 if entry.mover == 0 else 1
    if rows and rows[-1].number == label and rows[-1].moves[column] is None:
        pair = list(rows[-1].moves)
        pair[column] = entry
        rows[-1] = MoveRow(label, (pair[0], pair[1]))
    else:
        pair2: list[LogEntry | None] = [None, None]
        pair2[column] = entry
        rows.append(MoveRow(label, (pair2[0], pair2[1])))
    return column


class MoveRows:
    """The rows of a growing move list and, at each size, its widest number and widest move
    of each column, kept as the list grows: a new move adds its row and measures its own
    words only. The session hands the same entries each time (``GameSession.moves``), so
    a list that still holds the last entry laid out has only grown; any other (an undo, a
    new language, another game) is laid out afresh, its words' widths still remembered."""

    def __init__(self) -> None:
        self.rows: list[MoveRow] = []
        self._laid: tuple[int, LogEntry | None] = (0, None)  # how many rows hold, the last
        self._fonts: object = None  # the fonts they were measured in
        self.number_w: dict[int, int] = {}  # per size: the widest number
        self.widest: dict[int, list[int]] = {}  # per size: the widest move of each column

    def update(self, moves: list[LogEntry]) -> None:
        fonts = (theme.font(SIZES[0]), theme.font(SIZES[-1]))  # new after clear_caches
        count, last = self._laid
        grown = fonts == self._fonts and GameSession.grown_from(moves, count, last)
        if not grown:
            self.rows, count = [], 0
            self._fonts = fonts
            self.number_w = {size: 0 for size in SIZES}
            self.widest = {size: [0, 0] for size in SIZES}
        for entry in moves[count:]:
            before = len(self.rows)
            column = _add(self.rows, entry)
            for size in SIZES:
                if len(self.rows) > before:  # a new number
                    self.number_w[size] = max(self.number_w[size], theme.text_width(
                        self.rows[-1].number, size, True))
                widest = self.widest[size]
                widest[column] = max(widest[column],
                                     theme.text_width(entry.text, size) + PAD)
        self._laid = (len(moves), moves[-1] if moves else None)


class MoveListPanel:
    """Geometry and painting of the pairs in an area (the Moves panel's inside)."""

    def __init__(self) -> None:
        self.area = pygame.Rect(0, 0, 0, 0)  # where the last paint laid the rows
        self._boxes: list[tuple[pygame.Rect, LogEntry]] = []  # where each move was drawn
        self.size = SIZES[0]
        self.number_w = 0
        self.widths = (0, 0)  # the two moves' columns
        self.list = MoveRows()
        self._wraps: dict[tuple[str, int, int], list[str]] = {}

    @property
    def rows(self) -> list[MoveRow]:
        return self.list.rows

    def lay_out(self, area: pygame.Rect, moves: list[LogEntry]) -> None:
        """Column widths for ``moves`` in ``area``: at the first size at which every pair
        fits side by side, the left column as wide as its widest move and the right one
        the rest; where none does, the room shared in proportion to the widest of each,
        so the longer notes wrap the least."""
        self.area = pygame.Rect(area)
        self.list.update(moves)
        for size in SIZES:
            self.size = size
            self.number_w = self.list.number_w[size] + GAP
            room = self.area.w - self.number_w - GAP
            widest = self.list.widest[size]
            if sum(widest) <= room:
                self.widths = (widest[0], room - widest[0])
                return
        left = room * widest[0] // max(1, sum(widest))
        self.widths = (left, room - left)

    def column_x(self, column: int) -> int:
        return self.area.x + self.number_w + (0 if column == 0 else self.widths[0] + GAP)

    def _lines(self, entry: LogEntry | None, column: int) -> list[str]:
        """A move's words on the lines its column gives them: one when they fit (most
        do: measured once), else wrapped, each wrap worked out once."""
        if entry is None:
            return [""]
        width = self.widths[column] - PAD
        if "\n" not in entry.text and theme.text_width(entry.text, self.size) <= width:
            return [entry.text]
        key = (entry.text, self.size, width)
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 512:
                self._wraps.clear()
            lines = self._wraps[key] = theme.wrap(entry.text, self.size, width)
        return lines

    def _height(self, row: MoveRow) -> int:
        line = theme.font(self.size).get_linesize()
        return line * max(len(self._lines(row.moves[0], 0)),
                          len(self._lines(row.moves[1], 1))) + 4

    def paint(self, canvas: pygame.Surface, area: pygame.Rect, moves: list[LogEntry],
              scroll: int) -> int:
        """Draw the moves' rows in ``area``, the newest at the bottom unless ``scroll``
        rows back; returns the scroll clamped to what the rows allow."""
        self.lay_out(area, moves)
        rows = self.rows
        scroll = max(0, min(scroll, len(rows) - 1)) if rows else 0
        end = len(rows) - scroll
        start, used = end, 0
        heights: list[int] = []  # of the rows in view only (each wrapped to be measured)
        while start > 0:
            height = self._height(rows[start - 1])
            if used + height > self.area.h:
                break
            start -= 1
            used += height
            heights.insert(0, height)
        self._boxes = []
        y = self.area.y
        line = theme.font(self.size).get_linesize()
        for row, height in zip(rows[start:end], heights, strict=True):
            draw.label(canvas, row.number, (self.area.x + 4, y + 2), self.size,
                       theme.ACCENT, bold=True)
            for column, entry in enumerate(row.moves):
                if entry is None:
                    continue
                x = self.column_x(column)
                box = pygame.Rect(x, y, self.widths[column], height - 2)
                for k, text in enumerate(self._lines(entry, column)):
                    draw.label(canvas, text, (x + 3, y + 2 + k * line), self.size,
                               theme.TEXT)
                self._boxes.append((box, entry))
            y += height
        return scroll

    def entry_at(self, pos: tuple[int, int]) -> LogEntry | None:
        """The move drawn at ``pos`` in the last paint (None: none there)."""
        return next((entry for box, entry in self._boxes if box.collidepoint(pos)), None)
