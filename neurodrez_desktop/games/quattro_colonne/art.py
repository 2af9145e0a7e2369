"""Quattro Colonne's own pictures, drawn with shapes: the pieces, the step dice and the folded
screen that hides an order.

They live apart from the view because both the view (board, headers, a dragged die) and the
side panels (tray, steps, contested dice, reserves) draw them, and neither should reach into
the other for a picture. Each function takes the canvas and the rect it fills; a side (0
White, 1 Black) picks the colours.
"""

from __future__ import annotations

import pygame

from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.dice import draw_pips
from neurodrez_desktop.ui.figures import paint_figure

PIECE_FILL = ((246, 240, 226), (38, 38, 46))
PIECE_EDGE = ((40, 36, 30), (210, 210, 220))
DIE_FILL = ((246, 240, 226), (48, 48, 58))
DIE_INK = ((30, 30, 36), (236, 236, 244))
SCREEN_FILL = (92, 62, 44)
SCREEN_WING = (72, 48, 34)
SCREEN_EDGE = (196, 150, 96)
KIND_FIGURE = {1: "pawn", 2: "knight", 3: "queen", 4: "king"}


def piece(canvas: pygame.Surface, centre: tuple[int, int], code: int, radius: int) -> None:
    """The piece ``code`` (side << 3 | kind) as its European figure, ``radius`` in size."""
    size = 2 * radius + 2
    side, kind = code >> 3, code & 7
    picture = draw.sprite(("qc-piece", code, radius), (size, size),
                          lambda surface: paint_figure(surface, KIND_FIGURE[kind],
                                                       "christian", PIECE_FILL[side],
                                                       PIECE_EDGE[side]))
    canvas.blit(picture, picture.get_rect(center=centre))


def die(canvas: pygame.Surface, rect: pygame.Rect, value: int, side: int,
        dim: bool = False, lit: bool = False, alpha: int = 255) -> None:
    """``side``'s die showing ``value`` in ``rect``: dimmed once used, ringed while lit."""
    fill, ink = DIE_FILL[side], DIE_INK[side]
    if dim:
        fill = tuple(int(c * 0.55 + 40 * 0.45) for c in fill)
        ink = tuple(int(c * 0.55 + 60 * 0.45) for c in ink)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = surface.get_rect()
    pygame.draw.rect(surface, (*fill, alpha), local, border_radius=max(4, rect.w // 6))
    pygame.draw.rect(surface, (*PIECE_EDGE[side], alpha), local, 2,
                     border_radius=max(4, rect.w // 6))
    draw_pips(surface, local, value, (*ink, alpha))
    canvas.blit(surface, rect)
    if lit:
        pygame.draw.rect(canvas, theme.ACCENT, rect.inflate(10, 10), 4,
                         border_radius=max(6, rect.w // 5))


def screen(canvas: pygame.Surface, rect: pygame.Rect, width_scale: float = 1.0) -> None:
    """A folded card standing on the table: a front panel between two angled wings."""
    w = max(2, int(rect.w * width_scale))
    rect = pygame.Rect(0, 0, w, rect.h).move_to(center=rect.center)
    wing = max(1, min(rect.w // 6, 48))
    front = rect.inflate(-2 * wing, 0)
    left = [(rect.left, rect.top + 10), (front.left, rect.top),
            (front.left, rect.bottom), (rect.left, rect.bottom - 10)]
    right = [(rect.right, rect.top + 10), (front.right, rect.top),
             (front.right, rect.bottom), (rect.right, rect.bottom - 10)]
    for poly in (left, right):
        pygame.draw.polygon(canvas, SCREEN_WING, poly)
        pygame.draw.polygon(canvas, SCREEN_EDGE, poly, 2)
    pygame.draw.rect(canvas, SCREEN_FILL, front)
    for x in range(front.left + 14, front.right, 22):  # the card's weave
        pygame.draw.line(canvas, SCREEN_WING, (x, front.top + 4), (x - 10, front.bottom - 4))
    pygame.draw.rect(canvas, SCREEN_EDGE, front, 2)


def closed_screen(canvas: pygame.Surface, span: pygame.Rect, words: str,
                  width_scale: float = 1.0) -> None:
    """The screen over a header's ``span``, with ``words`` on it while it is near full width
    (a screen folding away during the reveal carries none)."""
    screen(canvas, span, width_scale)
    if width_scale > 0.8:
        box = pygame.Rect(0, 0, min(span.w - 110, theme.font(26, True).size(words)[0] + 24),
                          40).move_to(center=span.center)
        pygame.draw.rect(canvas, (40, 26, 18), box, border_radius=8)
        draw.label(canvas, words, box.center, 26, theme.TEXT, "center", bold=True)
