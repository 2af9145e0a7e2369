"""Square-grid geometry shared by the boards of all five games.

A cell is ``(row, col)``. Bounded boards (Berd N×N, NeuroDrez 7×7, Quattro Colonne 4×8,
PokerDrez 8×8) use ``SquareGrid``, which also numbers cells ``row * width + col`` for games
that keep their board in a flat tuple. Neuroriders' rooms lie on an unbounded grid, so the
direction arithmetic (``step``) works without a grid object.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum

Cell = tuple[int, int]


class Direction(Enum):
    """A compass direction; row numbers grow southward (down the screen)."""

    N = (-1, 0)
    NE = (-1, 1)
    E = (0, 1)
    SE = (1, 1)
    S = (1, 0)
    SW = (1, -1)
    W = (0, -1)
    NW = (-1, -1)

    @property
    def drow(self) -> int:
        return self.value[0]

    @property
    def dcol(self) -> int:
        return self.value[1]


_ORDER = (Direction.N, Direction.NE, Direction.E, Direction.SE,
          Direction.S, Direction.SW, Direction.W, Direction.NW)

ORTHOGONAL: tuple[Direction, ...] = (Direction.N, Direction.E, Direction.S, Direction.W)
DIAGONAL: tuple[Direction, ...] = (Direction.NE, Direction.SE, Direction.SW, Direction.NW)
KNIGHT_JUMPS: tuple[tuple[int, int], ...] = (
    (-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1),
)


def step(cell: Cell, direction: Direction, distance: int = 1) -> Cell:
    return (cell[0] + direction.drow * distance, cell[1] + direction.dcol * distance)


@dataclass(frozen=True)
class SquareGrid:
    """A bounded ``height`` × ``width`` board with cell names like chess (``a1`` bottom-left).

    Row 0 is the top row on screen; its name uses rank ``height``.
    """

    height: int
    width: int

    def __post_init__(self) -> None:
        if not (1 <= self.height <= 26 and 1 <= self.width <= 26):
            raise ValueError(f"grid {self.height}×{self.width} out of range")

    @property
    def size(self) -> int:
        return self.height * self.width

    def contains(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.height and 0 <= cell[1] < self.width

    def cells(self) -> Iterator[Cell]:
        for row in range(self.height):
            for col in range(self.width):
                yield (row, col)

    def index(self, cell: Cell) -> int:
        return cell[0] * self.width + cell[1]

    def cell(self, index: int) -> Cell:
        return divmod(index, self.width)

    def name(self, cell: Cell) -> str:
        return f"{chr(ord('a') + cell[1])}{self.height - cell[0]}"

    def parse(self, name: str) -> Cell:
        """The cell called ``name`` (``"b3"``); ValueError when there is none."""
        if not isinstance(name, str) or len(name) < 2 or not name[1:].isdigit():
            raise ValueError(f"{name!r} is not a cell name like 'b3'")
        cell = (self.height - int(name[1:]), ord(name[0].lower()) - ord("a"))
        if not self.contains(cell):
            raise ValueError(f"{name!r} is off the {self.width}×{self.height} board")
        return cell

    def knight_jumps(self, cell: Cell) -> list[Cell]:
        out = []
        for dr, dc in KNIGHT_JUMPS:
            nxt = (cell[0] + dr, cell[1] + dc)
            if self.contains(nxt):
                out.append(nxt)
        return out

    def ray(self, cell: Cell, direction: Direction,
            passable: Callable[[Cell], bool] = lambda c: True) -> list[Cell]:
        """The cells a slider from ``cell`` crosses in ``direction``.

        It goes on while cells are on the board and ``passable``; the first cell that is
        not passable (an occupied square, say) ends the ray and is not included, so the
        caller decides whether it may be captured.
        """
        out = []
        nxt = step(cell, direction)
        while self.contains(nxt) and passable(nxt):
            out.append(nxt)
            nxt = step(nxt, direction)
        return out
