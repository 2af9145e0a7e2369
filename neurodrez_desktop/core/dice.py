"""Dice as chance actions: a die is its faces, each rolled with equal probability; dice
rolled together are every combination of their faces.

The NeuroDrez number, colour and surface dice (N5), the PokerDrez die (P9) and the
Quattro Colonne contest die (Q5) are all ``Die`` values.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

F = TypeVar("F", bound=Hashable)


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


def roll_together(*dice: Die) -> list[tuple[tuple, float]]:
    """Several dice rolled at once: each combination of faces, the first die's face
    changing slowest, with its probability (every combination equally likely)."""
    combos: list[tuple] = [()]
    for die in dice:
        combos = [(*combo, face) for combo in combos for face in die.faces]
    p = 1 / len(combos)
    return [(combo, p) for combo in combos]


def tied_high(rolls: dict[int, int]) -> list[int]:
    """The seats sharing the highest roll (N11 start roll, Q5 contested die)."""
    best = max(rolls.values())
    return sorted(seat for seat, roll in rolls.items() if roll == best)
