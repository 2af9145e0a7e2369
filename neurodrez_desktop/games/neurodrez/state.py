"""NeuroDrez state, its actions, and the selections a player makes on the way to one
(``Pick…``, which ``Rules.why_not`` explains and ``matches`` ties to the actions).

Who plays: *seats* are the people (or computers) at the screen; *sides* are what wins (N7);
*slots* are the turns of a round. With two players each slot is a seat playing its two
colours; with four, partners alternate (A1, B1, A2, B2); in solo one seat plays four slots,
each a colour and a side of its own (N25). Tile hands and cards belong to slots.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Final, Literal, TypeVar

from neurodrez_desktop.core.cards import Card, Deck
from neurodrez_desktop.games.neurodrez.components import (
    COLOUR_NAMES,
    TILES,
    Kind,
    cell_name,
    tile_name,
)
from neurodrez_desktop.games.neurodrez.modes import COLLABORATIVE

UNKNOWN_TILE = -2
"""A tile in another slot's hand, as a view shows it."""
EMPTY = -1



class Phase(IntEnum):
    """Where the game stands: the setup's chance steps (N8–N11), a turn's steps (N12–N15,
    N20), the card draws after them (N10), the end. Saves name a phase by its ``word``."""

    CENTRE_DRAW = 0
    DEAL_TILES = 1
    LEFTOVERS = 2
    DEAL_CARDS = 3
    ORDER = 4
    CLAIM = 5
    ROLL = 6
    TILE = 7
    PIECE = 8
    STUCK = 9
    DRAW = 10
    END = 11

    @property
    def word(self) -> str:
        """The phase's name in a save file ("deal-tiles")."""
        return _PHASE_WORDS[self]

    @classmethod
    def from_word(cls, word: object) -> Phase:
        """The phase a save names; ValueError for a word that names none."""
        for phase, known in zip(cls, _PHASE_WORDS, strict=True):
            if word == known:
                return phase
        raise ValueError(f"unknown phase {word!r}")


_PHASE_WORDS = ("centre", "deal-tiles", "leftovers", "deal-cards", "order", "claim", "roll",
                "tile", "piece", "stuck", "draw", "end")
CENTRE_DRAW, DEAL_TILES, LEFTOVERS, DEAL_CARDS, ORDER, CLAIM, ROLL, TILE, PIECE, STUCK, \
    DRAW, END = Phase


@dataclass(frozen=True)
class Slot:
    """One turn of a round: the seat that plays it, its side, and the colours it moves."""

    seat: int
    side: int
    colours: tuple[int, ...]


@dataclass(frozen=True)
class NeuroDrezConfig:
    players: int
    mode: str  # competitive | collaborative (one player: solo, N25)
    slots: tuple[Slot, ...]
    sides: tuple[tuple[int, ...], ...]  # each side's own colours
    styles: tuple[str, ...]  # figure style per piece colour (N4, cosmetic)
    early_sudden_death: bool
    hand_size: int

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def collaborative(self) -> bool:
        return self.mode == COLLABORATIVE or self.solo

    @property
    def limit(self) -> int:
        """N19, N25: pieces a side may have on the terrain."""
        return 5 if len(self.sides) == 2 else 3

    @property
    def max_rounds(self) -> int:
        return 60 if self.collaborative else 100  # N24, N26


# -- actions --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CentreTile:
    """Chance, N8: the tile laid on the next cell of the centre block."""

    tile: int

    def __str__(self) -> str:
        return f"{tile_name(self.tile)} is laid in the centre"


@dataclass(frozen=True, slots=True)
class DealTile:
    """Chance, N9: the next tile dealt (to the slot whose turn it is to receive one)."""

    tile: int

    def __str__(self) -> str:
        return "a tile is dealt"


@dataclass(frozen=True, slots=True)
class Leftover:
    """Chance, N9 with four players: the cell a left-over tile is laid on."""

    cell: int

    def __str__(self) -> str:
        return f"a left-over tile is laid on {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance, N10: the card drawn from the deck."""

    card: Card

    def __str__(self) -> str:
        return f"draws {self.card}"


@dataclass(frozen=True, slots=True)
class OrderRoll:
    """Chance, N11: the number die rolled by the next player for the starting order."""

    value: int

    def __str__(self) -> str:
        return f"rolls {self.value} for the start"


@dataclass(frozen=True, slots=True)
class Dice:
    """Chance, N13: the number, colour and surface dice."""

    number: int
    colour: int
    surface: int

    def __str__(self) -> str:
        from neurodrez_desktop.games.neurodrez.components import SURFACE_NAMES

        return f"rolls {self.number}, {COLOUR_NAMES[self.colour]}, " \
               f"{SURFACE_NAMES[self.surface]}"


@dataclass(frozen=True, slots=True)
class Claim:
    """N12: the tile under one of the side's pieces becomes the piece's colour."""

    cell: int

    def __str__(self) -> str:
        return f"claims the conquest of {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Decline:
    """N12: no conquest this turn."""

    def __str__(self) -> str:
        return "claims no conquest"


@dataclass(frozen=True, slots=True)
class CallSuddenDeath:
    """N23: with 18 or more tiles down, sudden death begins with the next turn."""

    def __str__(self) -> str:
        return "calls sudden death"


@dataclass(frozen=True, slots=True)
class Place:
    """N14: a tile from the hand onto an empty cell next to the terrain."""

    tile: int
    cell: int

    def __str__(self) -> str:
        return f"lays {tile_name(self.tile)} on {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Remove:
    """N22: a tile taken off the terrain in sudden death."""

    cell: int

    def __str__(self) -> str:
        return f"removes the tile on {cell_name(self.cell)}"


FREE: Final = "free"
DIE: Final = "die"
Pay = Literal["free", "die"] | Card
"""What pays for a piece's entry or move (N15): ``FREE`` (a King), ``DIE`` (the number die)
or a card held."""


@dataclass(frozen=True, slots=True)
class Enter:
    """N15: a piece from the reserve onto a tile of the rolled colour or surface, paid by
    the number die, a card, or nothing (a King)."""

    colour: int
    kind: Kind
    cell: int
    pay: Pay

    def __str__(self) -> str:
        return f"enters the {COLOUR_NAMES[self.colour]} {Kind(self.kind).noun} " \
               f"on {cell_name(self.cell)} ({pay_words(self.pay)})"


@dataclass(frozen=True, slots=True)
class Move:
    """N15, N17: a piece on the terrain to another tile."""

    origin: int
    target: int
    pay: Pay

    def __str__(self) -> str:
        return f"moves {cell_name(self.origin)}–{cell_name(self.target)} ({pay_words(self.pay)})"


@dataclass(frozen=True, slots=True)
class TradeNeutral:
    """N10: a Neutral card discarded and a new card drawn."""

    def __str__(self) -> str:
        return "trades a Neutral card for a new one"


@dataclass(frozen=True, slots=True)
class Withdraw:
    """N20, stuck: one of the slot's pieces goes back to its reserve (cell), or none."""

    cell: int

    def __str__(self) -> str:
        return f"is stuck: takes back the piece on {cell_name(self.cell)}"


def pay_words(pay: Pay) -> str:
    """What paid for a piece's entry or move, in the log's words."""
    if pay == FREE:
        return "a King needs no die or card"
    if pay == DIE:
        return "by the number die"
    return f"card {pay}"


NeuroDrezAction = CentreTile | DealTile | Leftover | Draw | OrderRoll | Dice | Claim | Decline \
    | CallSuddenDeath | Place | Remove | Enter | Move | TradeNeutral | Withdraw


def target_of(action: Enter | Move) -> int:
    """The cell a piece enters on or moves to."""
    return action.cell if isinstance(action, Enter) else action.target


# -- selections: what a player has picked so far (``Rules.why_not``) -------------------------
@dataclass(frozen=True, slots=True)
class PickPiece:
    """A piece on the terrain picked to move (N15): some move starts on ``cell`` (paid with
    ``pay``, when a payment is chosen too)."""

    cell: int
    pay: Pay | None = None


@dataclass(frozen=True, slots=True)
class PickReserve:
    """A piece in a reserve picked to enter (N15): some entry of the ``colour`` ``kind``
    (paid with ``pay``, when a payment is chosen too)."""

    colour: int
    kind: Kind
    pay: Pay | None = None


@dataclass(frozen=True, slots=True)
class PickTarget:
    """Where the picked piece goes: some move or entry of ``piece`` onto ``cell``."""

    piece: PickPiece | PickReserve
    cell: int


@dataclass(frozen=True, slots=True)
class PickPayment:
    """The number die (``DIE``) or a card chosen to pay (N15): some entry or move is paid
    with ``pay``."""

    pay: Pay


@dataclass(frozen=True, slots=True)
class PickHandTile:
    """A tile in the hand picked to lay (N14): some tile step lays ``tile``."""

    tile: int


@dataclass(frozen=True, slots=True)
class PickTileCell:
    """A cell clicked in the tile step: some tile laid on it (``tile``, when one is picked
    from the hand; N14), or, in sudden death, its tile removed (N22)."""

    cell: int
    tile: int | None = None


NeuroDrezSelection = PickPiece | PickReserve | PickTarget | PickPayment | PickHandTile \
    | PickTileCell
SELECTIONS = (PickPiece, PickReserve, PickTarget, PickPayment, PickHandTile, PickTileCell)


def matches(selection: NeuroDrezSelection, action: NeuroDrezAction) -> bool:
    """Whether ``action`` is one the player could be making with ``selection``."""
    if isinstance(selection, PickTarget):
        return (isinstance(action, Enter | Move) and target_of(action) == selection.cell
                and matches(selection.piece, action))
    if isinstance(selection, PickPiece):
        return (isinstance(action, Move) and action.origin == selection.cell
                and (selection.pay is None or action.pay == selection.pay))
    if isinstance(selection, PickReserve):
        return (isinstance(action, Enter) and action.colour == selection.colour
                and action.kind == selection.kind
                and (selection.pay is None or action.pay == selection.pay))
    if isinstance(selection, PickPayment):
        return isinstance(action, Enter | Move) and action.pay == selection.pay
    if isinstance(selection, PickHandTile):
        return isinstance(action, Place) and action.tile == selection.tile
    if isinstance(selection, PickTileCell):
        if isinstance(action, Remove):
            return action.cell == selection.cell and selection.tile is None
        return (isinstance(action, Place) and action.cell == selection.cell
                and (selection.tile is None or action.tile == selection.tile))
    return False


# -- the state ------------------------------------------------------------------------------
@dataclass(frozen=True, eq=True)
class NeuroDrezState:
    config: NeuroDrezConfig
    phase: Phase
    slot: int  # whose turn (or whose deal) it is
    tiles: tuple[int, ...]  # per cell: tile or EMPTY
    tokens: tuple[int, ...]  # per cell: conquest token colour or EMPTY
    pieces: tuple[int, ...]  # per cell: piece or EMPTY
    arrived: tuple[int, ...]  # per cell: the turn its piece arrived on, or EMPTY
    hands: tuple[tuple[int, ...], ...]  # per slot: tiles (UNKNOWN_TILE in a view)
    cards: tuple[tuple[Card, ...], ...]  # per slot
    deck: Deck[Card]
    discards: tuple[Card, ...]
    dice: Dice | None = None
    king_last: tuple[bool, ...] = ()  # per side: its last piece action moved its king (N18)
    turn: int = 0  # turns begun
    first_slot: int = 0
    rounds: int = 0  # rounds completed
    sudden: bool = False  # N22
    sudden_next: bool = False  # N23: called, begins with the next turn
    quiet_turns: int = 0  # sudden-death turns in a row with nothing removed (N24, N26)
    active: bool = False  # this turn removed a tile, or (competitive) claimed a conquest
    order_rolls: tuple[int, ...] = ()  # N11: contenders' rolls so far
    contenders: tuple[int, ...] = ()  # N11: slots still rolling for the start
    draw_to: tuple[int, ...] = ()  # slots still to receive a drawn card (DRAW, DEAL_CARDS)
    then: Phase | None = None  # the phase after the draws
    result: tuple[float, ...] | None = None
    end_reason: str = ""
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False,
                                   init=False)

    def evolve(self, **changes: Any) -> NeuroDrezState:
        """A copy with ``changes``; the cache starts empty (it is per state)."""
        new = object.__new__(NeuroDrezState)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        new.__dict__["_cache"] = {}
        return new

    @property
    def current(self) -> Slot:
        return self.config.slots[self.slot]

    @property
    def on_terrain(self) -> int:
        return 49 - self.tiles.count(EMPTY)

    def undealt(self) -> list[int]:
        """Tiles neither on the terrain nor in a hand (before play: the deal's pool)."""
        held = {t for hand in self.hands for t in hand}
        down = set(self.tiles)
        return [t for t in TILES if t not in down and t not in held]


T = TypeVar("T")


def replaced(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the one at ``index`` replaced: states are tuples all the way."""
    return values[:index] + (value,) + values[index + 1:]
