"""NeuroDrez components (N1–N6) and the 7×7 board's geometry, as small integers and
precomputed tables: the rules look things up instead of working them out every move.

Cells are numbered ``row * 7 + col``, row 0 at the top. A tile is ``colour * 6 + surface``.
A piece is ``colour * 6 + kind``; piece colours 0–3 are also tile colours 0–3, so a
conquest token of a piece's colour is that tile colour.
"""

from __future__ import annotations

from enum import IntEnum

from neurodrez_desktop.core.dice import NUMBER_DIE_PIECES, SURFACES, TILE_COLOURS
from neurodrez_desktop.core.grid import DIAGONAL, ORTHOGONAL, Direction, SquareGrid, step

GRID = SquareGrid(7, 7)
CELLS = tuple(range(GRID.size))
CENTRE = tuple(GRID.index((row, col)) for row in (2, 3) for col in (2, 3, 4))  # N8

# -- colours and surfaces (N1, N2, N3) ------------------------------------------------------
RED, GREEN, BLUE, YELLOW, PURPLE, ORANGE = range(6)
COLOUR_NAMES = TILE_COLOURS  # red green blue yellow purple orange
COLOUR_RGB = ((205, 64, 64), (64, 160, 84), (66, 108, 214), (226, 190, 54),
              (146, 84, 196), (236, 134, 44))  # how the colours are drawn (red … orange)
PIECE_COLOURS = (RED, GREEN, BLUE, YELLOW)
SURFACE_NAMES = SURFACES  # earth water air fire flora fauna
TILES = tuple(range(36))


def tile_colour(tile: int) -> int:
    return tile // 6


def tile_surface(tile: int) -> int:
    return tile % 6


def tile_name(tile: int) -> str:
    return f"{COLOUR_NAMES[tile // 6]} {SURFACE_NAMES[tile % 6]}"


# -- pieces (N4) and the number die (N5) ------------------------------------------------------
class Kind(IntEnum):
    """A piece's kind (N4). A piece on the board is ``colour * 6 + kind``, a plain int, so
    ``piece % 6`` is its kind's number; saves write the number."""

    KING = 0
    QUEEN = 1
    ROOK = 2
    BISHOP = 3
    KNIGHT = 4
    PAWN = 5

    @property
    def noun(self) -> str:
        """The kind as a sentence names it: "king"."""
        return self.name.lower()


KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN = Kind
KINDS = tuple(Kind)
NUMBER_KIND = {number: None if piece == "joker" else Kind[piece.upper()]
               for number, piece in NUMBER_DIE_PIECES.items()}
"""The kind each face of the number die pays for (N5); None: any piece (the 6)."""
STYLES = ("christian", "muslim")


# -- geometry (N6, N17) ------------------------------------------------------------------------
def _rays(directions: tuple[Direction, ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    return tuple(tuple(tuple(GRID.index(c) for c in GRID.ray(GRID.cell(i), d))
                       for d in directions) for i in CELLS)


def _steps(directions: tuple[Direction, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(GRID.index(step(GRID.cell(i), d)) for d in directions
                       if GRID.contains(step(GRID.cell(i), d))) for i in CELLS)


ORTHOGONAL_RAYS = _rays(ORTHOGONAL)
DIAGONAL_RAYS = _rays(DIAGONAL)
ALL_RAYS = tuple(o + d for o, d in zip(ORTHOGONAL_RAYS, DIAGONAL_RAYS, strict=True))
ORTHOGONAL_STEPS = _steps(ORTHOGONAL)  # adjacent cells (sharing a side)
DIAGONAL_STEPS = _steps(DIAGONAL)
KING_STEPS = tuple(o + d for o, d in zip(ORTHOGONAL_STEPS, DIAGONAL_STEPS, strict=True))
KNIGHT_JUMPS = tuple(tuple(GRID.index(c) for c in GRID.knight_jumps(GRID.cell(i)))
                     for i in CELLS)
ON_EDGE = tuple(len(ORTHOGONAL_STEPS[i]) < 4 for i in CELLS)
"""Cells with a side on the board's edge."""


def cell_name(cell: int) -> str:
    return GRID.name(GRID.cell(cell))
