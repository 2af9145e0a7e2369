"""Where a piece may go (N15–N17): natural movement over tiles, and the tiles the colour
and surface dice name; captures and safety (N16).

Natural movement counts tiles, not cells: a slider stops at an empty cell (it never
crosses one), at the board's edge, or at a piece, which it may capture if that piece is
an opponent's and not safe. The pawn slides orthogonally but captures only diagonally
next to it; the bishop also steps (never captures) one tile orthogonally.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from neurodrez_desktop.games.neurodrez.components import (
    ALL_RAYS,
    BISHOP,
    DIAGONAL_RAYS,
    DIAGONAL_STEPS,
    KING,
    KING_STEPS,
    KNIGHT,
    KNIGHT_JUMPS,
    ORTHOGONAL_RAYS,
    ORTHOGONAL_STEPS,
    PAWN,
    QUEEN,
    ROOK,
)

if TYPE_CHECKING:
    from neurodrez_desktop.games.neurodrez.state import NeuroDrezState

EMPTY = -1


class Board:
    """One position's tiles, tokens and pieces, with who is whose (side per colour)."""

    __slots__ = ("tiles", "tokens", "pieces", "side_of", "own")

    def __init__(self, tiles: Sequence[int], tokens: Sequence[int], pieces: Sequence[int],
                 sides: Sequence[Sequence[int]]) -> None:
        self.tiles = tiles
        self.tokens = tokens
        self.pieces = pieces
        self.side_of = [-1] * 6  # a colour's side; -1 for purple, orange, an unplayed one
        for side, colours in enumerate(sides):
            for colour in colours:
                self.side_of[colour] = side
        self.own = sides

    def colour_at(self, cell: int) -> int:
        token = self.tokens[cell]
        return token if token != EMPTY else self.tiles[cell] // 6

    def safe(self, cell: int) -> bool:
        """N16: the piece on ``cell`` stands on a tile friendly to its side."""
        side = self.side_of[self.pieces[cell] // 6]
        return self.colour_at(cell) in self.own[side]

    def can_land(self, cell: int, side: int) -> bool:
        """A piece of ``side`` may end its move on ``cell``: a tile that is empty, or holds
        an opponent's piece that is not safe (a capture)."""
        if self.tiles[cell] == EMPTY:
            return False
        piece = self.pieces[cell]
        if piece == EMPTY:
            return True
        return self.side_of[piece // 6] != side and not self.safe(cell)

    def natural(self, cell: int) -> list[int]:
        """N17: the tiles the piece on ``cell`` reaches by its own movement."""
        piece = self.pieces[cell]
        kind = piece % 6
        side = self.side_of[piece // 6]
        tiles, pieces = self.tiles, self.pieces
        out: list[int] = []
        if kind == KNIGHT:
            return [c for c in KNIGHT_JUMPS[cell] if self.can_land(c, side)]
        if kind == KING:
            return [c for c in KING_STEPS[cell] if self.can_land(c, side)]
        if kind == PAWN:
            for ray in ORTHOGONAL_RAYS[cell]:  # slides, never captures this way
                for c in ray:
                    if tiles[c] == EMPTY or pieces[c] != EMPTY:
                        break
                    out.append(c)
            out += [c for c in DIAGONAL_STEPS[cell]
                    if pieces[c] != EMPTY and tiles[c] != EMPTY and self.can_land(c, side)]
            return out
        rays = (ALL_RAYS if kind == QUEEN else ORTHOGONAL_RAYS if kind == ROOK
                else DIAGONAL_RAYS)[cell]
        for ray in rays:
            for c in ray:
                if tiles[c] == EMPTY:
                    break
                if pieces[c] != EMPTY:
                    if self.can_land(c, side):
                        out.append(c)
                    break
                out.append(c)
        if kind == BISHOP:  # one orthogonal step onto an empty tile, never a capture
            out += [c for c in ORTHOGONAL_STEPS[cell]
                    if tiles[c] != EMPTY and pieces[c] == EMPTY]
        return out

    def named_by_dice(self, colour: int, surface: int) -> list[int]:
        """N15: the tiles of the rolled colour (current colour) or of the rolled surface."""
        tiles, tokens = self.tiles, self.tokens
        out = []
        for c in range(49):
            tile = tiles[c]
            if tile != EMPTY and (tile % 6 == surface or (
                    tokens[c] if tokens[c] != EMPTY else tile // 6) == colour):
                out.append(c)
        return out


def board_of(state: NeuroDrezState) -> Board:
    """The position's ``Board``, made once per state (every step asks it several times)."""
    board = state._cache.get("board")
    if board is None:
        board = state._cache["board"] = Board(state.tiles, state.tokens, state.pieces,
                                              state.config.sides)
    return board
