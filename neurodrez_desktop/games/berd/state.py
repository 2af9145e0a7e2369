"""Berd's values: options, tokens, squares, actions and the state (rulings B1–B15).

Squares are ``(file, rank)`` counted from Light's bottom-left corner, so ``(0, 0)`` is
``a1`` on every board size and an action means the same whatever the size. The board is
a flat tuple indexed ``rank * size + file``; each entry is a stack, bottom→top.

A token is an int: ``value_index * 2 + owner`` (owner 0 Light, 1 Dark). Its value in the
points variants is ``(value_index + 1) * 10`` (B14). A token whose value is hidden from
the viewer (B15) has value index -1: ``-2`` is an unknown Light token, ``-1`` a Dark one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from neurodrez_desktop.core.stacks import top, top_run
from neurodrez_desktop.games.berd.catalog import N_, _


class Side(IntEnum):
    """The two players (B1): Light moves first and up the ranks, Dark down them. A side is
    also its seat number, and a token's owner bit (``token & 1``)."""

    LIGHT = 0
    DARK = 1


LIGHT, DARK = Side.LIGHT, Side.DARK
SIDE_NAMES = (N_("Light"), N_("Dark"))
"""Marked for the catalog; said with ``side_name`` (saves and JSON never hold them)."""
SIDE_LETTERS = ("L", "D")
"""The letters a save writes for a token's owner: never translated (``side_letter`` is
the one a token shows)."""
TOKEN_LETTERS = (N_("L"), N_("D"))
OTHER_SIDE = (DARK, LIGHT)
"""``OTHER_SIDE[side]``: the opponent, as a Side (indexing also takes a token's owner bit)."""


def side_name(side: int) -> str:
    """The side's name in the player's language ("Light", "Claro", "Chiaro")."""
    return _(SIDE_NAMES[side])


def side_letter(side: int) -> str:
    """The letter a token of ``side`` shows in the player's language (L/D, C/O, C/S), so
    colour is never the only cue. One letter, whatever the catalog holds: a token, a badge
    and a square's corner have room for one."""
    return _(TOKEN_LETTERS[side])[:1]


class Phase(IntEnum):
    """Where the game stands: values dealt by chance (automatic setup with points), tokens
    placed by hand (B4), moves (B5–B10), the end (B11). Saves write the lower-case name."""

    DEAL = 0
    SETUP = 1
    MOVE = 2
    END = 3


DEAL, SETUP, MOVE, END = Phase.DEAL, Phase.SETUP, Phase.MOVE, Phase.END

STANDARD_TOKENS = {3: 5, 4: 6, 5: 7, 6: 8}  # B2
MAX_PLIES = 300  # B11(b)
MAX_SIDE_MOVES = 3  # B7
FILES = "abcdef"

Square = tuple[int, int]  # (file, rank), 0-based from Light's bottom-left


def owner_of(token: int) -> int:
    return token & 1


def value_index(token: int) -> int:
    """0.. for a known token, -1 for one whose value is hidden from the viewer."""
    return token >> 1


def make_token(owner: int, index: int) -> int:
    return index * 2 + owner


def unknown_token(owner: int) -> int:
    return -2 + owner


def token_value(token: int) -> int | None:
    index = token >> 1
    return None if index < 0 else (index + 1) * 10


def token_to_json(token: int) -> str:
    index = token >> 1
    return SIDE_LETTERS[token & 1] + ("?" if index < 0 else str(index + 1))


def square_name(square: Square) -> str:
    return f"{FILES[square[0]]}{square[1] + 1}"


def parse_square(name: object) -> Square:
    if (not isinstance(name, str) or len(name) < 2 or name[0] not in FILES
            or not name[1:].isdigit()):
        raise ValueError(f"{name!r} is not a square name like 'b3'")
    return (FILES.index(name[0]), int(name[1:]) - 1)


@dataclass(frozen=True)
class BerdConfig:
    """The options of one game, resolved (B1, B2, B4, B13–B15)."""

    size: int = 4
    tokens: int = 6
    colour_protection: bool = False
    points: str = "none"  # none | visible | hidden
    manual_setup: bool = True

    @property
    def has_points(self) -> bool:
        return self.points != "none"

    @property
    def hidden(self) -> bool:
        return self.points == "hidden"

    def square_colour(self, square: Square) -> int:
        """B13: the checkerboard colour; a1 (Light's left on Light's baseline) is Light's."""
        return (square[0] + square[1]) & 1

    def baseline(self, side: int) -> int:
        return 0 if side == LIGHT else self.size - 1


# -- actions ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Place:
    """B4: put a token from the reserve on a square of one's own baseline.

    ``value_index`` picks which token (it matters only with points; -1 when hidden).
    """

    file: int
    value_index: int = 0

    def __str__(self) -> str:
        return f"place on file {FILES[self.file] if 0 <= self.file < 6 else self.file}"


@dataclass(frozen=True, slots=True)
class Move:
    """B5–B9: move a UT (or the top token of a Berd) one square; ``target`` None crosses."""

    origin: Square
    target: Square | None

    def __str__(self) -> str:
        if self.target is None:
            return f"{square_name(self.origin)}-off (crossing)"
        return f"{square_name(self.origin)}-{square_name(self.target)}"


@dataclass(frozen=True, slots=True)
class Pass:
    """B10: the player has no legal move."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance, automatic arrangement with points: the next token gets this value index."""

    value_index: int

    def __str__(self) -> str:
        return "deal a value" if self.value_index < 0 else f"deal {(self.value_index + 1) * 10}"


PASS = Pass()
BerdAction = Place | Move | Pass | Deal


# -- selections: a move or placement partly chosen (``BerdRules.why_not``) ---------------


@dataclass(frozen=True, slots=True)
class PickStack:
    """A stack picked to move (B5): some move starts from ``square``."""

    square: Square


@dataclass(frozen=True, slots=True)
class PickLanding:
    """The picked stack's landing square (B6–B8, B13): the move ``origin``→``square``."""

    origin: Square
    square: Square


@dataclass(frozen=True, slots=True)
class PickCrossing:
    """A crossing strip picked for the stack on ``origin`` (B9); ``strip`` is the side
    whose stacks cross off the board there."""

    origin: Square
    strip: Side


@dataclass(frozen=True, slots=True)
class PickPlacing:
    """A square picked to place a token on at setup (B4); ``value_index`` the token picked
    (with points), None for whichever token is next."""

    square: Square
    value_index: int | None = None


BerdSelection = PickStack | PickLanding | PickCrossing | PickPlacing


# -- the state -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BerdState:
    config: BerdConfig
    phase: Phase
    to_move: Side
    board: tuple[tuple[int, ...], ...]
    reserve: tuple[tuple[int, ...], tuple[int, ...]]
    collected: tuple[tuple[int, ...], tuple[int, ...]]
    side_moves: tuple[int, int] = (0, 0)
    passes: int = 0
    plies: int = 0
    end_reason: str = ""
    last_stacks: tuple[tuple[int, ...], ...] = field(default=(), compare=False)
    """At the end only (B11), the board as it last stood with stacks: after the last move,
    before its stacks were collected (or before that move, when it took the last stack
    off). The end leaves the board itself empty, so this is what "the final position"
    can show. It is no part of play: empty before the end, left out of comparisons and
    saves (a game's states are its replayed actions, which make it again)."""

    def stack(self, square: Square) -> tuple[int, ...]:
        return self.board[square[1] * self.config.size + square[0]]

    def controller(self, square: Square) -> int | None:
        stack = self.stack(square)
        return owner_of(top(stack)) if stack else None

    def is_berd(self, square: Square) -> bool:
        return is_berd(self.stack(square))

    def is_protected(self, square: Square) -> bool:
        """B13: an unprotected tower on a square of its controller's colour, which the
        opponent may neither capture nor land on (colour protection only)."""
        stack = self.stack(square)
        return (self.config.colour_protection and bool(stack) and not is_berd(stack)
                and self.config.square_colour(square) == owner_of(top(stack)))


def is_berd(stack: tuple[int, ...]) -> bool:
    """B3: the top two tokens both belong to the stack's controller."""
    return top_run(stack, owner_of) >= 2
