"""Table layouts from Tiled maps (each game's ``table.tmx`` in its folder, read with pytmx).

A layout is a set of named rectangles on the logical canvas (board, seat panels, log,
buttons …), so moving things around the table needs Tiled, not code.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame
import pytmx

from neurodrez_desktop.core.entry import GameEntry

REQUIRED = ("status", "board", "message", "log", "buttons")


@cache
def _load(path: Path) -> tuple[tuple[str, tuple[int, int, int, int]], ...]:
    tmx = pytmx.TiledMap(str(path))
    out = []
    for obj in tmx.objects:
        if obj.name:
            out.append((obj.name, (round(obj.x), round(obj.y), round(obj.width),
                                   round(obj.height))))
    return tuple(out)


def table_layout(entry: GameEntry) -> dict[str, pygame.Rect]:
    """The named rectangles of a game's table; ValueError when one the app needs is
    missing, FileNotFoundError (naming the file) when the game has no map."""
    path = entry.layout_path
    if not path.is_file():
        raise FileNotFoundError(f"{entry.title} has no table layout: {path} is missing")
    rects = {name: pygame.Rect(r) for name, r in _load(path)}
    missing = [name for name in REQUIRED if name not in rects]
    if missing:
        raise ValueError(f"{path.name} of {entry.title} lacks {', '.join(missing)}")
    return rects
