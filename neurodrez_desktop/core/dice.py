"""Dice as chance actions: a die is its faces, each rolled with equal probability; dice
rolled together are every combination of their faces.

The NeuroDrez number, colour and surface dice (N5), the PokerDrez die (P9) and the
Quattro Colonne contest die (Q5) are all ``Die`` values.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar, overload

F = TypeVar("F", bound=Hashable, covariant=True)
"""A face's type; covariant, so that a ``Die[int]`` is also a die of hashable faces."""
F1 = TypeVar("F1", bound=Hashable)
F2 = TypeVar("F2", bound=Hashable)
F3 = TypeVar("F3", bound=Hashable)


@dataclass(frozen=True)
class Die(Generic[F]):
    name: str
    faces: tuple[F, ...]

    def outcomes(self) -> list[tuple[F, float]]:
        p = 1 / len(self.faces)
        return [(face, p) for face in self.faces]

    def __contains__(self, face: object) -> bool:
        return face in self.faces


D6: Die[int] = Die("d6", (1, 2, 3, 4, 5, 6))
NUMBER_DIE_PIECES = {1: "pawn", 2: "knight", 3: "bishop", 4: "rook", 5: "queen", 6: "joker"}
"""What each face of the number die (N5, P9) lets you move; 6 is any piece."""
TILE_COLOURS = ("red", "green", "blue", "yellow", "purple", "orange")
SURFACES = ("earth", "water", "air", "fire", "flora", "fauna")
COLOUR_DIE: Die[str] = Die("colour", TILE_COLOURS)
SURFACE_DIE: Die[str] = Die("surface", SURFACES)


@overload
def roll_together(first: Die[F1], second: Die[F2], third: Die[F3], /
                  ) -> list[tuple[tuple[F1, F2, F3], float]]: ...
@overload
def roll_together(*dice: Die[F]) -> list[tuple[tuple[F, ...], float]]: ...
def roll_together(*dice: Die[Hashable]) -> Sequence[tuple[tuple[Hashable, ...], float]]:
    """Several dice rolled at once: each combination of faces, the first die's face
    changing slowest, with its probability (every combination equally likely).

    Three dice of different faces (N13's number, colour and surface) keep each face's
    type in its place of the combination."""
    combos: list[tuple[Hashable, ...]] = [()]
    for die in dice:
        combos = [(*combo, face) for combo in combos for face in die.faces]
    p = 1 / len(combos)
    return [(combo, p) for combo in combos]


def tied_high(rolls: dict[int, int]) -> list[int]:
    """The seats sharing the highest roll (N11 start roll, Q5 contested die)."""
    best = max(rolls.values())
    return sorted(seat for seat, roll in rolls.items() if roll == best)
