"""A bounded picture cache tells of each picture it lets go, so what is kept beside a
picture (Neuroriders' room letters) goes with it, not later by a sweep."""

from __future__ import annotations

import pygame

from neurodrez_desktop.ui.surface_cache import SurfaceCache, surface_bytes


def test_what_is_let_go_is_told_least_recently_used_first(fonts):
    dropped: list[object] = []
    one = surface_bytes(pygame.Surface((10, 10)))
    cache = SurfaceCache(2 * one, dropped=dropped.append)
    for key in ("a", "b"):
        cache.get(key, lambda: pygame.Surface((10, 10)))
    cache.get("a", lambda: pygame.Surface((10, 10)))  # "a" used again: "b" is the oldest
    cache.get("c", lambda: pygame.Surface((10, 10)))
    assert dropped == ["b"] and "b" not in cache and cache.bytes == 2 * one
    cache.clear()
    assert sorted(map(str, dropped)) == ["a", "b", "c"] and cache.bytes == 0 and not len(cache)
