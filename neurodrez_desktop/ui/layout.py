"""Table layouts from Tiled maps (``assets/maps/<game>_table.tmx``, read with pytmx).

A layout is a set of named rectangles on the logical canvas (board, seat panels, log,
buttons …), so moving things around the table needs Tiled, not code.
"""

from __future__ import annotations

from functools import cache

import pygame
import pytmx

from neurodrez_desktop.resources import asset_path

REQUIRED = ("status", "board", "message", "log", "buttons")


@cache
def _load(game_id: str) -> tuple[tuple[str, tuple[int, int, int, int]], ...]:
    tmx = pytmx.TiledMap(str(asset_path("maps", f"{game_id}_table.tmx")))
    out = []
    for obj in tmx.objects:
        if obj.name:
            out.append((obj.name, (round(obj.x), round(obj.y), round(obj.width),
                                   round(obj.height))))
    return tuple(out)


def table_layout(game_id: str) -> dict[str, pygame.Rect]:
    """The named rectangles of a game's table; ValueError when one the app needs is missing."""
    rects = {name: pygame.Rect(r) for name, r in _load(game_id)}
    missing = [name for name in REQUIRED if name not in rects]
    if missing:
        raise ValueError(f"{game_id}_table.tmx lacks {', '.join(missing)}")
    return rects
