"""Neuroriders' values: cells, placed rooms, actions and the state (R1–R15).

The grid is unbounded (R2): a cell is a ``(row, column)`` pair, rows growing southward, the
Starting Room first laid at ``(0, 0)``. A placed room is a ``Tile``: the room's id, how many
clockwise quarter turns it was laid with, and whether it is still face up (R4: a
crystallized room is face down and has no doors).

A seat's hand is two parts (R6): ``dealt``, the room dealt face down that only its owner
has seen (None once played), and ``held``, rooms taken from the lineup, which everyone saw.
A view hides another seat's dealt room and agenda as ``HIDDEN``; the rooms the viewer
cannot place (the pile and those hidden rooms) are then one sorted ``pile``, so two states
that differ only in others' secrets give the same view.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property

from neurodrez_desktop.games.neuroriders.catalog import N_, _
from neurodrez_desktop.games.neuroriders.rooms import (
    EDGE_STEPS,
    Colour,
    Door,
    room_set,
)

Cell = tuple[int, int]
START_ROOM = 0
"""The Starting Room's id (R3)."""
HIDDEN = -1
"""A dealt room or an agenda this view does not show (R6)."""
LINEUP_SIZE = 4
HAND_AFTER_TAKING = 2
ALL_CARDS = 0b111
"""Each seat's three Action cards as a bit set (R10): Move, Rotate 180°, Relocate."""
SECTION_LIMIT = 20
"""R11: a Memory section that would reach this is set to ``SECTION_RESET``."""
SECTION_RESET = 10


class Card(IntEnum):
    """The three Action cards (R10); each a bit of a seat's ``cards``."""

    MOVE = 0
    ROTATE = 1
    RELOCATE = 2

    @property
    def bit(self) -> int:
        return 1 << self.value


CARD_NAMES = (N_("Move"), N_("Rotate 180°"), N_("Relocate"))
"""The Action cards' names (R10), said through ``card_name``."""
CARD_HELP = (
    N_("Move one Neurorider to a grid-adjacent face-up room: no doors needed, no Memories."),
    N_("Turn a face-up room (not the Starting Room) half round; its riders stay on it."),
    N_("Move a face-up room (not the Starting Room) and its riders to an empty cell where a "
       "door connects; no room may be left alone."),
)


def card_name(card: int) -> str:
    """An Action card's name in the player's language."""
    return _(CARD_NAMES[card])


def card_help(card: int) -> str:
    """What an Action card does, in the player's language."""
    return _(CARD_HELP[card])


class Phase(IntEnum):
    """Where the game stands (R5, R7–R13)."""

    SETUP = 0
    """Chance: rooms and agendas dealt, the first lineup, the first player (R5)."""
    TAKE = 1
    """The seat to act takes a room from the lineup (R7)."""
    PLACE = 2
    """It may play an Action card, then places a room (R7, R10)."""
    RELOCATE = 3
    """Relocate played: where the chosen room goes (R10)."""
    PATH = 4
    """A summoned rider has tied shortest paths: the seat to act picks one (R8)."""
    ADJUST = 5
    """R11: a section reached 20; seats yet to play this lineup may nudge another."""
    START_ROOM = 6
    """Crystallization step 2: the first player moves the Starting Room (R12)."""
    RESCUE = 7
    """Crystallization step 3: a rescued rider has tied nearest rooms (R12)."""
    REVEAL = 8
    """Chance: a new lineup is revealed (R12 step 4)."""
    END = 9


@dataclass(frozen=True, slots=True)
class Tile:
    """A room on the grid."""

    cell: Cell
    room: int
    turns: int = 0
    """Clockwise quarter turns it was laid with (0–3)."""
    face_up: bool = True


# -- actions -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealRoom:
    """Chance (R5): the next seat without one is dealt ``room`` face down."""

    room: int


@dataclass(frozen=True, slots=True)
class DealAgenda:
    """Chance (R5): the next seat without one is dealt Hidden Agenda ``agenda``."""

    agenda: int


@dataclass(frozen=True, slots=True)
class Reveal:
    """Chance (R5, R12): ``room`` is turned face up into the lineup."""

    room: int


@dataclass(frozen=True, slots=True)
class DrawFirst:
    """Chance (R5): ``seat`` receives the first-player marker."""

    seat: int


@dataclass(frozen=True, slots=True)
class Take:
    """R7: take ``room`` from the lineup into the hand."""

    room: int


@dataclass(frozen=True, slots=True)
class Place:
    """R7: lay ``room`` from the hand at ``cell`` with ``turns`` clockwise quarter turns."""

    room: int
    cell: Cell
    turns: int


@dataclass(frozen=True, slots=True)
class NoPlacement:
    """No room in the hand can connect anywhere: the turn ends without one (ruling
    decision: the rulebook does not foresee it; the rooms stay in the hand)."""


@dataclass(frozen=True, slots=True)
class MoveRider:
    """Action card Move (R10): ``colour``'s rider to the grid-adjacent room at ``cell``."""

    colour: Colour
    cell: Cell


@dataclass(frozen=True, slots=True)
class RotateRoom:
    """Action card Rotate 180° (R10): the room at ``cell``."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class Relocate:
    """Action card Relocate (R10), first half: the room at ``cell`` is to move."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class RelocateTo:
    """Relocate's second half: the chosen room goes to ``cell`` with ``turns``."""

    cell: Cell
    turns: int


@dataclass(frozen=True, slots=True)
class ChoosePath:
    """R8: of two tied shortest paths, ``colour``'s rider goes through ``via``."""

    colour: Colour
    via: Cell


@dataclass(frozen=True, slots=True)
class Adjust:
    """R11: raise (+1) or lower (−1) ``colour``'s Memory section."""

    colour: Colour
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustPass:
    """R11: leave the sections as they are."""


@dataclass(frozen=True, slots=True)
class MoveStartingRoom:
    """R12 step 2: the Starting Room (and its riders) goes to ``cell``."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class RescueTo:
    """R12 step 3: ``colour``'s rider is rescued to the tied-nearest room at ``cell``."""

    colour: Colour
    cell: Cell


NO_PLACEMENT = NoPlacement()
ADJUST_PASS = AdjustPass()
NRAction = (DealRoom | DealAgenda | Reveal | DrawFirst | Take | Place | NoPlacement
            | MoveRider | RotateRoom | Relocate | RelocateTo | ChoosePath | Adjust
            | AdjustPass | MoveStartingRoom | RescueTo)


# -- selections (what a click picks before an action is whole) ---------------------------


@dataclass(frozen=True, slots=True)
class PickRoom:
    """A room of the lineup (to take) or of the hand (to place)."""

    room: int


@dataclass(frozen=True, slots=True)
class PickCell:
    """A cell of the grid clicked in the current phase."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class PickCard:
    """An Action card chosen from the seat's own."""

    card: Card


NRSelection = PickRoom | PickCell | PickCard


# -- the state ---------------------------------------------------------------------------


@dataclass(frozen=True)
class NRState:
    players: int
    phase: Phase
    tiles: tuple[Tile, ...]
    """Every placed room, sorted by cell."""
    riders: tuple[Cell, Cell, Cell, Cell]
    """Each colour's Neurorider's cell (R1), in colour order."""
    memories: tuple[int, int, int, int] = (0, 0, 0, 0)
    crystals: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Each colour's Crystallization counter (R12)."""
    pile: tuple[int, ...] = ()
    """The rooms still face down, sorted (in a view: with the rooms hidden from it)."""
    lineup: tuple[int, ...] = ()
    dealt: tuple[int | None, ...] = ()
    held: tuple[tuple[int, ...], ...] = ()
    agendas: tuple[int, ...] = ()
    """Each seat's Hidden Agenda id (1–12); 0 not dealt yet; ``HIDDEN`` in a view."""
    cards: tuple[int, ...] = ()
    """Each seat's unplayed Action cards (bits of ``Card``)."""
    first: int = -1
    """The first-player marker's holder; −1 until drawn."""
    to_act: int = 0
    took_turn: int = 0
    """Seats (bits) that took a turn since the lineup was revealed (R11)."""
    card_played: bool = False
    """An Action card was played this turn (one per turn, R7)."""
    relocating: Cell | None = None
    """Phase RELOCATE: the room that moves."""
    placed: Cell | None = None
    """The room laid this turn, while its summoned riders move."""
    pending: tuple[Colour, ...] = ()
    """Summoned riders still to move to ``placed`` (R8), or riders still to rescue."""
    reached: int = -1
    """R11: the section that reached 20 (the game then ends), else −1."""
    adjusters: tuple[int, ...] = ()
    """R11: seats still to adjust a section, in turn order."""
    crystallizations: int = 0
    end_reason: str = ""
    first_option: int = -1
    """The seat the setup screen gave the marker (−1: drawn at random, R5)."""
    def evolve(self, **changes: object) -> NRState:
        """A copy with ``changes`` (``dataclasses.replace`` without its checks: states are
        made often in a search); derived lookups are not carried over."""
        values = self.__dict__.copy()
        if "tiles" in changes:  # the grid's lookups no longer hold
            for name in GRID_LOOKUPS:
                values.pop(name, None)
        values.update(changes)
        new = object.__new__(NRState)
        new.__dict__.update(values)
        return new

    def laying(self, tile: Tile) -> NRState:
        """This state with ``tile`` laid on an empty cell (tiles kept sorted by cell), its
        cell lookup carried over rather than rebuilt: placements are tried by the hundred
        (labels, previews, the search)."""
        tiles = list(self.tiles)
        insort(tiles, tile, key=_by_cell)
        laid = self.evolve(tiles=tuple(tiles))
        cells = dict(self.cells)
        cells[tile.cell] = tile
        laid.__dict__["cells"] = cells
        return laid

    @cached_property
    def cells(self) -> dict[Cell, Tile]:
        """Cell → placed room, for lookups (built once per state; never changed)."""
        return {t.cell: t for t in self.tiles}

    @cached_property
    def degrees(self) -> dict[Cell, int]:
        """Cell → how many rooms are its grid neighbours (R10, R12: never 0)."""
        cells = self.cells
        return {cell: sum(1 for n in neighbours(cell) if n in cells) for cell in cells}

    def hand(self, seat: int) -> tuple[int, ...]:
        """The rooms in ``seat``'s hand, the dealt one (perhaps ``HIDDEN``) first."""
        dealt = self.dealt[seat]
        return self.held[seat] if dealt is None else (dealt, *self.held[seat])

    @property
    def round_number(self) -> int:
        """R12a: the round being played, from 1 — a round is the turns that empty one
        lineup; its crystallization (the Starting Room, the rescues, the reveals) still
        belongs to it."""
        if self.phase in (Phase.START_ROOM, Phase.RESCUE, Phase.REVEAL):
            return self.crystallizations
        return self.crystallizations + 1

    @property
    def round_opening(self) -> bool:
        """R12a: the round's first turn is about to begin: the marker's holder (``first``,
        who is ``to_act``) opens it ("Bob holds the marker: Bob opens round 2")."""
        return self.phase == Phase.TAKE and self.took_turn == 0 and self.first >= 0

    @property
    def opens_twice(self) -> bool:
        """R12a: the round is opening and its opener also took the last turn of the round
        before (with two players, from round 2: the marker passes to the player who played
        last), so it plays twice in a row."""
        if not self.round_opening or self.crystallizations == 0:
            return False
        # The round before opened with the seat to the right and had LINEUP_SIZE turns.
        return (self.first - 1 + LINEUP_SIZE - 1) % self.players == self.first

    @property
    def start_cell(self) -> Cell:
        for tile in self.tiles:
            if tile.room == START_ROOM:
                return tile.cell
        raise AssertionError("the Starting Room is always on the grid")

    def pile_size(self) -> int:
        """How many rooms are really face down (a view's pile also lists hidden ones)."""
        return len(self.pile) - sum(1 for d in self.dealt if d == HIDDEN)

    def doors(self, cell: Cell) -> tuple[Door, Door, Door, Door] | None:
        """The doors of the room at ``cell`` as laid; None for an empty cell or a face-down
        room (R4)."""
        tile = self.cells.get(cell)
        if tile is None or not tile.face_up:
            return None
        return DOORS[tile.room][tile.turns]


GRID_LOOKUPS = ("cells", "degrees", "_openings")
"""What a state works out from its tiles alone, kept by ``evolve`` when they stay."""


def _by_cell(tile: Tile) -> Cell:
    return tile.cell


def neighbour(cell: Cell, edge: int) -> Cell:
    dr, dc = EDGE_STEPS[edge]
    return (cell[0] + dr, cell[1] + dc)


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four grid neighbours, in edge order N, E, S, W."""
    r, c = cell
    return ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))


def _door_table() -> tuple[tuple[tuple[Door, Door, Door, Door], ...], ...]:
    data = room_set()
    rooms = [data.starting_room, *data.rooms]
    return tuple(tuple(room.rotated(k) for k in range(4)) for room in rooms)


DOORS = _door_table()
"""``DOORS[room][turns]``: a room's edges N, E, S, W as laid with ``turns`` quarter turns."""
ROOM_IDS = tuple(room.id for room in room_set().rooms)
AGENDA_IDS = tuple(agenda.id for agenda in room_set().agendas)


def cell_name(cell: Cell) -> str:
    """A cell as the table labels it: columns by letter from the start (``…, a-1, a0,
    …``) would read oddly on an unbounded grid, so it is row,column: ``"(1, −2)"``."""
    return f"({cell[0]}, {cell[1]})"


def turns_name(turns: int) -> str:
    return _(_TURNS[turns % 4])


_TURNS = (N_("upright"), N_("turned 90°"), N_("turned 180°"), N_("turned 270°"))
