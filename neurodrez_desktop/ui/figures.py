"""The project's own chess figures, drawn from shapes: two complete sets of six.

NeuroDrez's pieces are double-sided (the rulebook's "custom double figures for both
Christian and Muslim sides"), so a player picks per colour which side shows:

- ``christian``: the European figures: a king with a cross, a queen's coronet, a
  crenellated rook, a mitred bishop, a horse's head, a round-headed pawn;
- ``muslim``: the older, aniconic shatranj figures: a shah under an onion dome with a
  crescent, a vizier's pointed dome, a rukh with its cleft top, a fil with two tusks,
  a faras with the one nub of a horse's head, a small domed pawn.

The figures are drawn three times larger and scaled down smoothly (edges without
jaggies); a dark outline keeps a yellow figure readable on a pale tile. PokerDrez uses the
European set in white and black. Each figure is a list of shapes in a 100 × 100 box.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

STYLES = ("christian", "muslim")
KINDS = ("king", "queen", "rook", "bishop", "knight", "pawn")
SCALE = 3  # drawn this many times larger, then smoothed down

Point = tuple[float, float]
Colour = tuple[int, ...]
"""An RGB or RGBA colour, as pygame takes it."""


@dataclass(frozen=True)
class Poly:
    """A polygon filled in the figure's colour and outlined."""

    points: list[Point]


@dataclass(frozen=True)
class Circle:
    """A disc filled in the figure's colour and outlined."""

    centre: Point
    r: float


@dataclass(frozen=True)
class Ellipse:
    """An ellipse in its box ``(x, y, w, h)``, filled in the figure's colour and outlined."""

    box: tuple[float, float, float, float]


@dataclass(frozen=True)
class Line:
    """A detail in ink only: an open line through ``points``."""

    points: list[Point]
    width: float


@dataclass(frozen=True)
class Dot:
    """A detail in ink only: a dot (an eye)."""

    centre: Point
    r: float


@dataclass(frozen=True)
class Crescent:
    """A crescent with its horns up: part of the silhouette, drawn in ink."""

    centre: Point
    r: float


@dataclass(frozen=True)
class Star:
    """A detail in ink only: an eight-pointed star."""

    centre: Point
    r: float


Shape = Poly | Circle | Ellipse | Line | Dot | Crescent | Star


def _plinth(wide: float = 30) -> list[Shape]:
    """The foot every figure stands on."""
    return [Poly([(50 - wide, 94), (50 + wide, 94), (50 + wide - 3, 86),
                  (50 - wide + 3, 86)]),
            Ellipse((50 - wide + 4, 81, 2 * wide - 8, 8))]


def _smooth(points: Sequence[Point], steps: int = 6) -> list[Point]:
    """A closed Catmull-Rom curve through ``points``: the domes' round outlines."""
    curve: list[Point] = []
    n = len(points)
    for i in range(n):
        p0, p1, p2, p3 = (points[(i + j) % n] for j in (-1, 0, 1, 2))
        for s in range(steps):
            t = s / steps
            x, y = (0.5 * (2 * p1[a] + (-p0[a] + p2[a]) * t
                           + (2 * p0[a] - 5 * p1[a] + 4 * p2[a] - p3[a]) * t * t
                           + (-p0[a] + 3 * p1[a] - 3 * p2[a] + p3[a]) * t ** 3)
                    for a in (0, 1))
            curve.append((x, y))
    return curve


def _dome(cx: float, foot: float, half: float, height: float, onion: bool = False
          ) -> list[Point]:
    """A dome standing on ``foot``: a round cap, or an onion that swells past its foot and
    draws to a point."""
    if onion:
        outline = [(-1.0, 0.0), (-1.12, -0.3), (-0.95, -0.55), (-0.5, -0.8), (0.0, -1.0),
                   (0.5, -0.8), (0.95, -0.55), (1.12, -0.3), (1.0, 0.0)]
    else:
        outline = [(-1.0, 0.0), (-0.95, -0.45), (-0.7, -0.8), (0.0, -1.0), (0.7, -0.8),
                   (0.95, -0.45), (1.0, 0.0)]
    curve = _smooth([(cx + x * half, foot + y * height) for x, y in outline])
    if onion:  # the point of the onion stays sharp
        tip = (cx, foot - height * 1.08)
        curve = [p for p in curve if p[1] > foot - height * 0.86] + [tip]
        curve.sort(key=lambda p: math.atan2(p[1] - (foot - height * 0.4), p[0] - cx))
    return curve


CHRISTIAN: dict[str, list[Shape]] = {
    "pawn": _plinth(24) + [
        Poly([(36, 84), (64, 84), (56, 58), (44, 58)]),
        Ellipse((36, 53, 28, 9)),
        Circle((50, 41), 13),
    ],
    "rook": _plinth(30) + [
        Poly([(31, 84), (69, 84), (64, 40), (36, 40)]),
        Poly([(29, 42), (29, 17), (39, 17), (39, 26), (45, 26), (45, 17), (55, 17),
              (55, 26), (61, 26), (61, 17), (71, 17), (71, 42)]),
        Line([(33, 42), (67, 42)], 2),
        Line([(34, 62), (66, 62)], 2),
    ],
    "bishop": _plinth(28) + [
        Poly([(36, 84), (64, 84), (56, 60), (44, 60)]),
        Ellipse((35, 54, 30, 9)),
        Poly([(39, 56), (61, 56), (65, 44), (61, 33), (50, 21), (39, 33), (35, 44)]),
        Circle((50, 16), 5),
        Line([(56, 31), (46, 43)], 3),
    ],
    "knight": _plinth(30) + [
        Poly([(27, 84), (73, 84), (71, 64), (75, 48), (70, 32), (61, 21), (57, 10),
              (51, 19), (43, 18), (33, 28), (21, 42), (18, 51), (24, 57), (35, 53),
              (44, 47), (46, 55), (35, 68)]),
        Dot((43, 30), 3),
        Line([(62, 24), (68, 38), (70, 52), (67, 66)], 2),
        Line([(21, 49), (26, 48)], 2),
    ],
    "queen": _plinth(31) + [
        Poly([(33, 84), (67, 84), (58, 50), (42, 50)]),
        Ellipse((33, 45, 34, 9)),
        Poly([(36, 48), (64, 48), (71, 23), (61, 35), (56, 17), (50, 33), (44, 17),
              (39, 35), (29, 23)]),
        Circle((29, 21), 4.5), Circle((44, 15), 4.5), Circle((56, 15), 4.5),
        Circle((71, 21), 4.5), Circle((50, 30), 4),
        Line([(38, 40), (62, 40)], 2),
    ],
    "king": _plinth(31) + [
        Poly([(33, 84), (67, 84), (58, 50), (42, 50)]),
        Ellipse((33, 45, 34, 9)),
        Poly([(37, 48), (63, 48), (68, 30), (32, 30)]),
        Ellipse((31, 22, 38, 14)),
        Poly([(47, 24), (47, 16), (41, 16), (41, 10), (47, 10), (47, 4), (53, 4), (53, 10),
              (59, 10), (59, 16), (53, 16), (53, 24)]),
        Line([(36, 38), (64, 38)], 2),
    ],
}

MUSLIM: dict[str, list[Shape]] = {
    "pawn": _plinth(24) + [
        Poly([(33, 84), (67, 84), (65, 70), (35, 70)]),
        Poly(_dome(50, 71, 16, 24)),
        Circle((50, 45), 4),
    ],
    "rook": _plinth(30) + [
        Poly([(31, 84), (69, 84), (67, 44), (74, 16), (60, 21), (50, 40), (40, 21),
              (26, 16), (33, 44)]),
        Line([(33, 62), (67, 62)], 2),
        Line([(32, 50), (68, 50)], 2),
    ],
    "bishop": _plinth(29) + [
        Poly([(32, 84), (68, 84), (68, 62), (32, 62)]),
        Poly(_dome(50, 63, 18, 22)),
        Poly([(37, 47), (31, 27), (36, 25), (45, 43)]),
        Poly([(63, 47), (69, 27), (64, 25), (55, 43)]),
        Line([(33, 72), (67, 72)], 2),
    ],
    "knight": _plinth(29) + [
        Poly([(32, 84), (68, 84), (68, 60), (32, 60)]),
        Poly(_dome(50, 61, 18, 24)),
        Poly([(38, 44), (20, 24), (26, 20), (50, 38)]),
        Line([(33, 72), (67, 72)], 2),
    ],
    "queen": _plinth(30) + [
        Poly([(34, 84), (66, 84), (64, 60), (36, 60)]),
        Poly(_dome(50, 61, 16, 32, onion=True)),
        Circle((50, 21), 4),
        Line([(35, 72), (65, 72)], 2),
    ],
    "king": _plinth(31) + [
        Poly([(32, 84), (68, 84), (66, 58), (34, 58)]),
        Poly(_dome(50, 59, 18, 32, onion=True)),
        Poly([(48, 25), (52, 25), (52, 16), (48, 16)]),
        Crescent((50, 10), 7.5),
        Line([(34, 70), (66, 70)], 2),
        Star((50, 46), 6),
    ],
}

SETS = {"christian": CHRISTIAN, "muslim": MUSLIM}


def paint_figure(canvas: pygame.Surface, kind: str, style: str,
                 fill: Sequence[int], ink: Sequence[int], area: pygame.Rect | None = None
                 ) -> None:
    """Draw one figure filling ``area`` (all of ``canvas`` if None)."""
    if style not in SETS or kind not in KINDS:
        raise ValueError(f"no figure {kind!r} in style {style!r}: the kinds are "
                         f"{', '.join(KINDS)}; the styles {', '.join(STYLES)}")
    area = area or canvas.get_rect()
    size = min(area.w, area.h)
    big = _big_figure(SETS[style][kind], size * SCALE, tuple(fill), tuple(ink))
    small = pygame.transform.smoothscale(big, (size, size))
    canvas.blit(small, small.get_rect(center=area.center))


def _big_figure(shapes: list[Shape], size: int, fill: Colour, ink: Colour) -> pygame.Surface:
    k = size / 100

    def at(p: Point) -> tuple[int, int]:
        return round(p[0] * k), round(p[1] * k)

    body = pygame.Surface((size, size), pygame.SRCALPHA)
    for shape in shapes:  # the silhouette in the figure's colour
        match shape:
            case Poly(points):
                pygame.draw.polygon(body, fill, [at(p) for p in points])
            case Circle(centre, r) | Crescent(centre, r):
                pygame.draw.circle(body, fill, at(centre), r * k)
            case Ellipse((x, y, w, h)):
                pygame.draw.ellipse(body, fill, pygame.Rect(*at((x, y)), w * k, h * k))
    stroke = max(2, round(2.2 * k))
    for shape in shapes:  # the inner lines where parts meet, and the details
        match shape:
            case Poly(points):
                pygame.draw.polygon(body, ink, [at(p) for p in points], max(1, stroke // 2))
            case Circle(centre, r):
                pygame.draw.circle(body, ink, at(centre), r * k, max(1, stroke // 2))
            case Ellipse((x, y, w, h)):
                pygame.draw.ellipse(body, ink, pygame.Rect(*at((x, y)), w * k, h * k),
                                    max(1, stroke // 2))
            case Line(points, width):
                pygame.draw.lines(body, ink, False, [at(p) for p in points],
                                  max(1, round(width * k)))
            case Dot(centre, r):
                pygame.draw.circle(body, ink, at(centre), r * k)
            case Crescent((x, y), r):
                pygame.draw.circle(body, ink, at((x, y)), r * k)
                pygame.draw.circle(body, (0, 0, 0, 0), at((x, y - r * 0.45)), r * 0.85 * k)
            case Star((x, y), r):  # two squares, one turned
                for turn in (0, math.pi / 4):
                    corners = [(x + r * math.cos(turn + q * math.pi / 2),
                                y + r * math.sin(turn + q * math.pi / 2)) for q in range(4)]
                    pygame.draw.polygon(body, ink, [at(p) for p in corners])
    # the outer outline: the silhouette grown by the stroke, in ink, under the figure
    mask = pygame.mask.from_surface(body, 8)
    pen = pygame.mask.Mask((2 * stroke + 1, 2 * stroke + 1))
    pygame.draw.circle(pen_surface := pygame.Surface(pen.get_size(), pygame.SRCALPHA),
                       (255, 255, 255, 255), (stroke, stroke), stroke)
    pen = pygame.mask.from_surface(pen_surface)
    grown = mask.convolve(pen)
    outline = grown.to_surface(setcolor=(*ink[:3], 255), unsetcolor=(0, 0, 0, 0))
    figure = pygame.Surface((size, size), pygame.SRCALPHA)
    figure.blit(outline, (-stroke, -stroke))
    figure.blit(body, (0, 0))
    return figure
