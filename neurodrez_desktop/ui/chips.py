"""Action chips: the clickable words for a game's non-board actions ("Roll the die",
"No conquest", "Fold"), flowed left to right, row by row, in an area of the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from neurodrez_desktop.ui import draw, theme

CHIP_H, CHIP_GAP = 44, 10


@dataclass(frozen=True)
class Chip:
    """A clickable word: an action, or a choice the controller keeps until the action is
    made (a promotion piece, a raise amount)."""

    label: str
    value: Any
    selected: bool = False


def flow(chips: tuple[Chip, ...], box: pygame.Rect, top: int = 50,
         centred: bool = False) -> list[pygame.Rect]:
    """Where each chip goes in ``box``, starting ``top`` pixels below its top edge."""
    x, y = box.x + 16, box.y + top
    rects = []
    for chip in chips:
        w = max(64, theme.font(22).size(chip.label)[0] + 32)
        if x + w > box.right - 16 and x > box.x + 16:
            x, y = box.x + 16, y + CHIP_H + CHIP_GAP
        rects.append(pygame.Rect(x, y, w, CHIP_H))
        x += w + CHIP_GAP
    if centred:  # each row centred in the box
        ends = {rect.y: rect.right for rect in rects}
        rects = [rect.move((box.right - 16 - ends[rect.y]) // 2, 0) for rect in rects]
    return rects


def chip_at(chips: tuple[Chip, ...], rects: list[pygame.Rect], box: pygame.Rect,
            pos: tuple[int, int]) -> Any:
    """The value of the chip under ``pos`` (None if none; chips cut off by the box's
    bottom are not there)."""
    for chip, rect in zip(chips, rects, strict=True):
        if rect.collidepoint(pos) and rect.bottom <= box.bottom:
            return chip.value
    return None


def draw_chips(canvas: pygame.Surface, chips: tuple[Chip, ...], rects: list[pygame.Rect],
               box: pygame.Rect, hinted: Any = None) -> None:
    for chip, rect in zip(chips, rects, strict=True):
        if rect.bottom > box.bottom:
            break
        pointed = hinted is not None and hinted == chip.value
        fill = (80, 70, 30) if chip.selected else (58, 68, 88)
        edge = theme.HIGHLIGHT if pointed else theme.SELECTED if chip.selected else theme.ACCENT
        draw.panel(canvas, rect, fill, edge, 10)
        if pointed:
            pygame.draw.rect(canvas, theme.HIGHLIGHT, rect, 4, border_radius=10)
        draw.label(canvas, chip.label, rect.center, 22, theme.TEXT, "center")
