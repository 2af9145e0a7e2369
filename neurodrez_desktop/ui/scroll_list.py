"""A list of rows that scrolls: only the rows in view are drawn, whatever the count.

It knows geometry and selection (which rows show, which row a point is on, the scroll
bar), not what a row says: the scene draws each visible row itself. So a list of 5,000
saves costs the same per frame as a list of ten.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from neurodrez_desktop.ui import theme

BAR = 18
"""Width of the scroll bar at the list's right."""


class ScrollList:
    def __init__(self, rect: pygame.Rect, row_height: int, count: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.row_height = row_height
        self.count = count
        self.first = 0
        self.selected: int | None = None
        self._cache: tuple[object, pygame.Surface] | None = None

    # -- geometry -----------------------------------------------------------------------
    @property
    def page(self) -> int:
        """Rows in view at once."""
        return max(1, self.rect.h // self.row_height)

    @property
    def scrolls(self) -> bool:
        return self.count > self.page

    @property
    def rows_rect(self) -> pygame.Rect:
        """Where rows are drawn: the list less its scroll bar."""
        width = self.rect.w - (BAR + 8 if self.scrolls else 0)
        return pygame.Rect(self.rect.x, self.rect.y, width, self.rect.h)

    def visible(self) -> range:
        return range(self.first, min(self.count, self.first + self.page))

    def row_rect(self, index: int) -> pygame.Rect:
        rows = self.rows_rect
        return pygame.Rect(rows.x, rows.y + (index - self.first) * self.row_height, rows.w,
                           self.row_height - 6)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rows_rect.collidepoint(pos):
            return None
        index = self.first + (pos[1] - self.rect.y) // self.row_height
        return index if index in self.visible() else None

    def track_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - BAR, self.rect.y, BAR, self.rect.h)

    def thumb_rect(self) -> pygame.Rect:
        track = self.track_rect()
        height = max(40, track.h * self.page // max(1, self.count))
        span = max(1, self.count - self.page)
        y = track.y + (track.h - height) * self.first // span
        return pygame.Rect(track.x, y, BAR, height)

    # -- moving -------------------------------------------------------------------------
    def scroll(self, rows: int) -> None:
        self.first = min(max(0, self.first + rows), max(0, self.count - self.page))

    def scroll_to_track(self, y: int) -> None:
        """A click on the scroll bar: the thumb's middle goes there."""
        track = self.track_rect()
        fraction = (y - track.y) / max(1, track.h)
        self.first = 0
        self.scroll(round(fraction * self.count - self.page / 2))

    def select(self, index: int | None) -> None:
        """Select a row (clamped to the list) and bring it into view."""
        if index is None or self.count == 0:
            self.selected = None
            return
        index = min(max(0, index), self.count - 1)
        self.selected = index
        if index < self.first:
            self.first = index
        elif index >= self.first + self.page:
            self.first = index - self.page + 1

    def move(self, rows: int) -> None:
        """Arrow keys: the selection moves (the first key selects the top row in view)."""
        self.select(self.first if self.selected is None else self.selected + rows)

    def removed(self, index: int) -> None:
        """Row ``index`` is gone: the count drops and the selection stays in place."""
        self.count -= 1
        self.scroll(0)
        self.select(min(index, self.count - 1) if self.count else None)

    # -- drawing ------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface,
             draw_row: Callable[[pygame.Surface, int, pygame.Rect, bool], None],
             version: object = None) -> None:
        """Draw the rows in view with ``draw_row(surface, index, rect, selected)``.

        With a ``version`` (anything that changes when a row's words do), the list is
        painted once onto a surface of its own and only blitted until the version, the
        scroll position or the selection changes: a frame costs one blit, not every row's
        panels and texts."""
        if version is None:
            self._paint(canvas, draw_row, (0, 0))
            return
        key = (version, self.first, self.selected, self.count, self.rect.size)
        if self._cache is None or self._cache[0] != key:
            surface = self._cache[1] if self._cache is not None else None
            if surface is None or surface.get_size() != self.rect.size:  # made once
                surface = pygame.Surface(self.rect.size)
                if pygame.display.get_surface() is not None:
                    surface = surface.convert()
            surface.fill(theme.BACKGROUND)
            self._paint(surface, draw_row, (-self.rect.x, -self.rect.y))
            self._cache = (key, surface)
        canvas.blit(self._cache[1], self.rect)

    def _paint(self, surface: pygame.Surface,
               draw_row: Callable[[pygame.Surface, int, pygame.Rect, bool], None],
               offset: tuple[int, int]) -> None:
        for index in self.visible():
            draw_row(surface, index, self.row_rect(index).move(offset),
                     index == self.selected)
        if self.scrolls:
            pygame.draw.rect(surface, theme.PANEL, self.track_rect().move(offset),
                             border_radius=8)
            pygame.draw.rect(surface, theme.TEXT_DIM, self.thumb_rect().move(offset),
                             border_radius=8)
