"""The pips of a six-sided die, for every table that shows one (PokerDrez's colour die,
Quattro Colonne's order and contest dice)."""

from __future__ import annotations

import pygame

PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
"""Each face's spots on a 3×3 grid (column, row)."""


def draw_pips(canvas: pygame.Surface, face: pygame.Rect, value: int,
              ink: tuple[int, ...], radius: int | None = None) -> None:
    """The spots of ``value`` on the die face ``face`` (``ink`` may carry an alpha)."""
    step = face.w / 4
    size = radius if radius is not None else max(2, face.w // 10)
    for cx, cy in PIPS[value]:
        pygame.draw.circle(canvas, ink, (face.x + round(step * (cx + 1)),
                                         face.y + round(step * (cy + 1))), size)
