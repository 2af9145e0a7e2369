"""Action chips: the clickable words for a game's non-board actions ("Roll the die",
"No conquest", "Fold"), flowed left to right, row by row, in an area of the table.

No chip is ever left out: when the chips at their full size run past the area's bottom,
they are flowed again smaller (down to five steps), and only when even the smallest does
not hold them all does the last row run past, where ``chip_at`` still finds it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from neurodrez_desktop.ui import draw, theme

CHIP_H, CHIP_GAP = 44, 10
STEPS = ((44, 22, 10), (38, 20, 8), (34, 18, 6), (30, 16, 5), (26, 14, 4))
"""(chip height, label size, gap), largest first: the sizes a crowded area steps down to."""
LABEL_SIZE = {height: size for height, size, _ in STEPS}


@dataclass(frozen=True)
class Chip:
    """A clickable word: an action, or a choice the controller keeps until the action is
    made (a promotion piece, a raise amount)."""

    label: str
    value: Any
    selected: bool = False


def flow(chips: tuple[Chip, ...], box: pygame.Rect, top: int = 50,
         centred: bool = False) -> list[pygame.Rect]:
    """Where each chip goes in ``box``, starting ``top`` pixels below its top edge: at the
    largest step of ``STEPS`` at which every chip fits above the box's bottom."""
    rects: list[pygame.Rect] = []
    for height, size, gap in STEPS:
        rects = _flowed(chips, box, top, height, size, gap)
        if not rects or rects[-1].bottom <= box.bottom - 4:
            break
    if centred:  # each row centred in the box
        ends = {rect.y: rect.right for rect in rects}
        rects = [rect.move((box.right - 16 - ends[rect.y]) // 2, 0) for rect in rects]
    return rects


def _flowed(chips: tuple[Chip, ...], box: pygame.Rect, top: int, height: int, size: int,
            gap: int) -> list[pygame.Rect]:
    x, y = box.x + 16, box.y + top
    rects = []
    font = theme.font(size)
    for chip in chips:
        w = min(max(64, font.size(chip.label)[0] + height * 32 // 44), box.w - 32)
        if x + w > box.right - 16 and x > box.x + 16:
            x, y = box.x + 16, y + height + gap
        rects.append(pygame.Rect(x, y, w, height))
        x += w + gap
    return rects


def chip_at(chips: tuple[Chip, ...], rects: list[pygame.Rect], pos: tuple[int, int]) -> Any:
    """The value of the chip under ``pos`` (None if none)."""
    for chip, rect in zip(chips, rects, strict=True):
        if rect.collidepoint(pos):
            return chip.value
    return None


def draw_chips(canvas: pygame.Surface, chips: tuple[Chip, ...], rects: list[pygame.Rect],
               hinted: Any = None) -> None:
    for chip, rect in zip(chips, rects, strict=True):
        pointed = hinted is not None and hinted == chip.value
        fill = (80, 70, 30) if chip.selected else (58, 68, 88)
        edge = theme.HIGHLIGHT if pointed else theme.SELECTED if chip.selected else theme.ACCENT
        draw.panel(canvas, rect, fill, edge, 10)
        if pointed:
            pygame.draw.rect(canvas, theme.HIGHLIGHT, rect, 4, border_radius=10)
        size = LABEL_SIZE.get(rect.h, 22)
        label = chip.label
        if theme.font(size).size(label)[0] > rect.w - 12:  # wider than the area itself
            size = theme.fitting_size(label, rect.w - 12, size, 12)
        draw.label(canvas, label, rect.center, size, theme.TEXT, "center")
