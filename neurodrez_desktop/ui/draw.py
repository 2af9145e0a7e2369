"""Shared drawing: panels, labels, tokens and badges used by every game's view."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from neurodrez_desktop.ui import theme


def panel(canvas: pygame.Surface, rect: pygame.Rect, colour=theme.PANEL,
          edge=theme.PANEL_EDGE, radius: int = 12) -> None:
    pygame.draw.rect(canvas, colour, rect, border_radius=radius)
    pygame.draw.rect(canvas, edge, rect, 2, border_radius=radius)


def label(canvas: pygame.Surface, message: str, pos: tuple[int, int], size: int = 30,
          colour=theme.TEXT, anchor: str = "topleft", bold: bool = False) -> pygame.Rect:
    surf = theme.text(message, size, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    canvas.blit(surf, rect)
    return rect


def fitted_label(canvas: pygame.Surface, message: str, pos: tuple[int, int], width: int,
                 size: int = 30, colour=theme.TEXT, anchor: str = "topleft",
                 bold: bool = False, smallest: int = 18) -> pygame.Rect:
    """A one-line label never wider than ``width``: smaller, then cut (``theme.fit_line``)."""
    text, fitted = theme.fit_line(message, size, width, bold, smallest)
    return label(canvas, text, pos, fitted, colour, anchor, bold)


def paragraph(canvas: pygame.Surface, message: str, rect: pygame.Rect, size: int = 28,
              colour=theme.TEXT, smallest: int | None = None) -> int:
    """Wrapped text inside ``rect``; returns the height used.

    Text too long for ``rect`` at ``size`` is set smaller, down to ``smallest`` (by default
    three fifths of ``size``), so that a long refusal or note is read whole, not cut; only
    past that are the last lines left out.
    """
    floor = smallest if smallest is not None else max(14, size * 3 // 5)
    size, lines = theme.fitted_lines(message, size, floor, rect.width, rect.height)
    y = rect.y
    line_height = theme.font(size).get_linesize()
    for line in lines:
        if y + line_height > rect.bottom:
            break
        canvas.blit(theme.text(line, size, colour), (rect.x, y))
        y += line_height
    return y - rect.y


def side_letter(side: str) -> str:
    """The letter a seat's badge shows for its side: its initial ("W" for White), or its
    number when the side is only numbered ("Player 2" → "2"), so badges stay apart."""
    side = side.strip()
    if not side:
        return "?"
    return side[-1] if side[-1].isdigit() else side[0]


def seat_badge(canvas: pygame.Surface, centre: tuple[int, int], radius: int, seat: int,
               letter: str, colours: tuple[tuple[int, int, int], ...] = ()) -> None:
    """A seat's disc with its letter, so colour is never the only cue: in the colours of
    its pieces when the game names them (one slice each), else the table's seat colour."""
    if colours:
        if len(colours) == 1:
            pygame.draw.circle(canvas, colours[0], centre, radius)
        else:  # slices from the top, clockwise
            for k, colour in enumerate(colours):
                start = -math.pi / 2 + 2 * math.pi * k / len(colours)
                points = [centre] + [
                    (centre[0] + radius * math.cos(start + step / 12 * 2 * math.pi
                                                   / len(colours)),
                     centre[1] + radius * math.sin(start + step / 12 * 2 * math.pi
                                                   / len(colours))) for step in range(13)]
                pygame.draw.polygon(canvas, colour, points)
        light = sum(0.3 * r + 0.59 * g + 0.11 * b for r, g, b in colours) / len(colours)
        ink = (30, 30, 36) if light > 150 else (255, 255, 255)
    else:
        pygame.draw.circle(canvas, theme.SEAT_COLOURS[seat], centre, radius)
        ink = theme.SEAT_INKS[seat]
    pygame.draw.circle(canvas, theme.PANEL_EDGE, centre, radius, 2)
    surf = theme.text(letter, int(radius * 1.3), ink, True)
    canvas.blit(surf, surf.get_rect(center=centre))


_SHADES: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def dim(canvas: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn so far (under an overlay)."""
    key = (canvas.get_size(), alpha)
    shade = _SHADES.get(key)
    if shade is None:
        shade = _SHADES[key] = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        shade.fill((10, 12, 16, alpha))
    canvas.blit(shade, (0, 0))


def arrow(canvas: pygame.Surface, centre: tuple[int, int], up: bool, colour=theme.TEXT,
          size: int = 12) -> None:
    """A small triangle pointing up or down (fonts lack arrows on some systems)."""
    x, y = centre
    d = -size if up else size
    pygame.draw.polygon(canvas, colour, [(x - size, y - d // 2), (x + size, y - d // 2),
                                         (x, y + d // 2)])


_SPRITES: dict[object, pygame.Surface] = {}


def sprite(key: object, size: tuple[int, int],
           paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A small picture (a piece, a card face) painted once by ``paint`` onto a transparent
    surface of ``size`` and blitted every frame after: one blit instead of a dozen shapes
    and texts. ``key`` names everything the picture depends on."""
    surface = _SPRITES.get(key)
    if surface is None:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        paint(surface)
        if pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        _SPRITES[key] = surface
    return surface


def clear_sprites() -> None:
    """Forget painted sprites (they belong to one pygame session)."""
    _SPRITES.clear()
