"""A cache of drawn pictures with a bound on the memory they hold.

Rendered words and painted sprites are kept so that a frame costs blits, not drawing; but
every game, language, size and selection drawn makes new ones, and a cache that only grows
held most of a table's memory after a few games. This one keeps the most recently used
pictures up to a number of bytes of pixels (what a surface costs, which pygame's memory is
and Python's tracing does not see), forgetting the least recently used beyond it. Its bound
is set to hold what one table draws, so a frame of a table in play still only blits.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame


def surface_bytes(surface: pygame.Surface) -> int:
    """The pixels' memory of ``surface`` (rows are padded to its pitch)."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """Surfaces by key, least recently used forgotten past ``limit_bytes``."""

    def __init__(self, limit_bytes: int,
                 dropped: Callable[[object], object] | None = None) -> None:
        """``dropped(key)`` hears of each surface let go (what is kept beside it goes too)."""
        self.limit_bytes = limit_bytes
        self.dropped = dropped
        self.bytes = 0
        self._kept: OrderedDict[object, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def __contains__(self, key: object) -> bool:
        return key in self._kept

    def get(self, key: object, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface kept for ``key``, made by ``make`` (and kept) if there is none."""
        surface = self._kept.get(key)
        if surface is not None:
            self._kept.move_to_end(key)
            return surface
        surface = make()
        self._kept[key] = surface
        self.bytes += surface_bytes(surface)
        while self.bytes > self.limit_bytes and len(self._kept) > 1:
            self._drop(next(iter(self._kept)))
        return surface

    def clear(self) -> None:
        """Forget every surface."""
        for key in list(self._kept):
            self._drop(key)

    def _drop(self, key: object) -> None:
        self.bytes -= surface_bytes(self._kept.pop(key))
        if self.dropped is not None:
            self.dropped(key)
