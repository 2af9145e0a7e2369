"""The project's own NeuroDrez art, drawn with shapes: the six surface symbols (so no rule
depends on colour vision, N2), tiles with their colour circle and conquest tokens, and the
pieces in their two figure styles (the Christian and the Muslim set of ``ui.figures``)."""

from __future__ import annotations

import math

import pygame

from neurodrez_desktop.core import i18n
from neurodrez_desktop.games.neurodrez.components import COLOUR_RGB, Kind
from neurodrez_desktop.games.neurodrez.names import colour_letter
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.figures import paint_figure

INK = (24, 24, 30)
PALE = 0.55  # how much a tile's face is lightened from its colour


def pale(rgb: tuple[int, int, int], amount: float = PALE) -> tuple[int, int, int]:
    r, g, b = (int(c + (255 - c) * amount) for c in rgb)
    return (r, g, b)


def surface_symbol(canvas: pygame.Surface, surface: int, rect: pygame.Rect,
                   colour: theme.RGB = INK) -> None:
    """Earth a mountain, water waves, air a swirl, fire a flame, flora a leaf, fauna a paw."""
    cx, cy = rect.center
    r = min(rect.w, rect.h) // 2
    w = max(2, r // 6)
    if surface == 0:  # earth: two peaks
        pygame.draw.polygon(canvas, colour, [(cx - r, cy + r * 0.7), (cx - r * 0.2, cy - r * 0.7),
                                             (cx + r * 0.25, cy), (cx + r * 0.5, cy - r * 0.35),
                                             (cx + r, cy + r * 0.7)])
    elif surface == 1:  # water: three waves
        for k in (-1, 0, 1):
            points = [(cx - r + i * r / 6, cy + k * r * 0.55 + math.sin(i * 1.05) * r * 0.18)
                      for i in range(13)]
            pygame.draw.lines(canvas, colour, False, points, w)
    elif surface == 2:  # air: a swirl of two arcs and a line
        box = pygame.Rect(0, 0, r * 1.6, r * 1.6)
        box.center = (cx, cy)
        pygame.draw.arc(canvas, colour, box, 0.3, 3.6, w)
        inner = box.inflate(-r * 0.8, -r * 0.8)
        pygame.draw.arc(canvas, colour, inner, 3.0, 6.0, w)
        pygame.draw.line(canvas, colour, (cx - r, cy + r * 0.75), (cx + r, cy + r * 0.75), w)
    elif surface == 3:  # fire: a flame
        pygame.draw.polygon(canvas, colour, [(cx, cy - r), (cx + r * 0.6, cy + r * 0.1),
                                             (cx + r * 0.45, cy + r * 0.8),
                                             (cx - r * 0.45, cy + r * 0.8),
                                             (cx - r * 0.6, cy + r * 0.1)])
        pygame.draw.circle(canvas, pale(colour, 0.0) if colour != INK else (250, 250, 250),
                           (cx, int(cy + r * 0.45)), max(2, r // 4))
    elif surface == 4:  # flora: a leaf on a stem
        leaf = pygame.Rect(0, 0, r * 1.1, r * 1.7)
        leaf.center = (cx, cy - r * 0.1)
        pygame.draw.ellipse(canvas, colour, leaf)
        pygame.draw.line(canvas, colour, (cx, cy), (cx, cy + r), w)
    else:  # fauna: a paw
        pygame.draw.ellipse(canvas, colour, pygame.Rect(cx - r * 0.5, cy, r, r * 0.8))
        for dx, dy in ((-0.75, -0.2), (-0.3, -0.7), (0.3, -0.7), (0.75, -0.2)):
            pygame.draw.circle(canvas, colour, (int(cx + dx * r), int(cy + dy * r)),
                               max(2, int(r * 0.22)))


def paint_tile(canvas: pygame.Surface, tile: int, token: int) -> None:
    """A tile on a surface of its size: a pale face of its colour, its colour circle (a
    conquest token, a square chip of the conqueror's colour, covers it) and its surface
    symbol."""
    rect = canvas.get_rect()
    colour = tile // 6
    pygame.draw.rect(canvas, pale(COLOUR_RGB[colour]), rect, border_radius=8)
    pygame.draw.rect(canvas, INK, rect, 2, border_radius=8)
    r = rect.w // 6
    centre = (rect.x + r + 6, rect.y + r + 6)
    shown = token if token >= 0 else colour
    if token >= 0:  # a conquest token: a square chip with a white rim, never a circle
        chip = pygame.Rect(0, 0, 2 * r + 6, 2 * r + 6)
        chip.center = centre
        pygame.draw.rect(canvas, (250, 250, 250), chip, border_radius=4)
        pygame.draw.rect(canvas, COLOUR_RGB[shown], chip.inflate(-6, -6), border_radius=3)
        pygame.draw.rect(canvas, INK, chip, 2, border_radius=4)
    else:  # the colour printed on the tile
        pygame.draw.circle(canvas, COLOUR_RGB[shown], centre, r)
        pygame.draw.circle(canvas, INK, centre, r, 2)
    letter = theme.text(colour_letter(shown), int(r * 1.3), INK, True)
    canvas.blit(letter, letter.get_rect(center=centre))
    symbol = pygame.Rect(0, 0, rect.w * 0.46, rect.h * 0.46)
    symbol.center = (rect.centerx + rect.w // 8, rect.centery + rect.h // 8)
    surface_symbol(canvas, tile % 6, symbol, INK)


def paint_small_tile(canvas: pygame.Surface, tile: int) -> None:
    """A tile too small for its circle and letter (a solo player's other hands): its
    colour as the face and a band along the top, its surface symbol filling the rest."""
    rect = canvas.get_rect()
    colour = tile // 6
    pygame.draw.rect(canvas, pale(COLOUR_RGB[colour]), rect, border_radius=4)
    pygame.draw.rect(canvas, COLOUR_RGB[colour], pygame.Rect(0, 0, rect.w, max(3, rect.h // 5)),
                     border_top_left_radius=4, border_top_right_radius=4)
    pygame.draw.rect(canvas, INK, rect, 1, border_radius=4)
    symbol = rect.inflate(-rect.w // 4, -rect.h // 4).move(0, rect.h // 10)
    surface_symbol(canvas, tile % 6, symbol, INK)


def small_tile_sprite(tile: int, size: int) -> pygame.Surface:
    return draw.sprite(("neurodrez-small-tile", tile, size), (size, size),
                       lambda surface: paint_small_tile(surface, tile))


def paint_piece(canvas: pygame.Surface, colour: int, kind: int, style: str) -> None:
    """A piece: its figure in the chosen style (``ui.figures``), in its colour."""
    paint_figure(canvas, Kind(kind).noun, style, COLOUR_RGB[colour], INK)


def tile_sprite(tile: int, token: int, size: int) -> pygame.Surface:
    """A tile's picture, painted once per language (its colour's letter is a word)."""
    return draw.sprite(("neurodrez-tile", tile, token, size, i18n.language()), (size, size),
                       lambda surface: paint_tile(surface, tile, token))


def piece_sprite(colour: int, kind: int, style: str, size: int) -> pygame.Surface:
    return draw.sprite(("neurodrez-piece", colour, kind, style, size), (size, size),
                       lambda surface: paint_piece(surface, colour, kind, style))


def preview_style(canvas: pygame.Surface, rect: pygame.Rect, colour: int, style: str) -> None:
    """A king and a knight of ``colour`` in ``style``, side by side (the setup screen)."""
    size = min(rect.h, rect.w // 2)
    for k, kind in enumerate((0, 4)):  # King, Knight
        canvas.blit(piece_sprite(colour, kind, style, size), (rect.x + k * size, rect.y))
