"""Quattro Colonne's values: sides, pieces, squares, orders, actions and the state (Q1–Q12).

The board is the four central files c–f of a chessboard (Q1): 32 squares in a flat tuple,
numbered as ``core.grid.SquareGrid(8, 4)`` numbers cells — row 0 is rank 8 (Black's home
rank) and column 0 is file c — so square ``i`` is ``"cdef"[i % 4]`` on rank ``8 - i // 4``.

A piece is an int: its kind (``Kind``, which is also the promotion chain's order: pawn →
knight → queen → king, Q7) plus 8 for Black; 0 is an empty square.

An *order* gives each column (c, d, e, f) one of the values 4, 3, 2, 1 (Q4): a permutation,
written as the tuple of the four columns' values. A committed order the viewer may not
see yet is ``HIDDEN_ORDER`` (no values), one not yet given is None.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from itertools import permutations

from neurodrez_desktop.core.grid import SquareGrid
from neurodrez_desktop.games.quattro_colonne.catalog import N_, _


class Side(IntEnum):
    """The two players: White's home rank is 1, Black's 8. A side is also its seat."""

    WHITE = 0
    BLACK = 1


WHITE, BLACK = Side.WHITE, Side.BLACK
SIDE_NAMES = (N_("White"), N_("Black"))
"""Marked for the catalog; said with ``side_name`` (saves never hold them)."""
OTHER = (BLACK, WHITE)


class Kind(IntEnum):
    """A piece's kind; each captures its way up to the next (Q7)."""

    PAWN = 1
    KNIGHT = 2
    QUEEN = 3
    KING = 4


PAWN, KNIGHT, QUEEN, KING = Kind.PAWN, Kind.KNIGHT, Kind.QUEEN, Kind.KING
KIND_NAMES: dict[int, str] = {PAWN: N_("Pawn"), KNIGHT: N_("Knight"), QUEEN: N_("Queen"),
                              KING: N_("King")}
"""A kind's name, looked up by the kind read from a board code (``code & 7``); said with
``kind_name``, and with its article by ``the_kind``, ``a_kind``, ``your_kind`` (each
language's articles follow the piece: "el Peón", "la Reina"; "il Pedone", "la Regina")."""
_THE_KIND: dict[int, str] = {PAWN: N_("the Pawn"), KNIGHT: N_("the Knight"),
                             QUEEN: N_("the Queen"), KING: N_("the King")}
_A_KIND: dict[int, str] = {PAWN: N_("a Pawn"), KNIGHT: N_("a Knight"), QUEEN: N_("a Queen"),
                           KING: N_("a King")}
_YOUR_KIND: dict[int, str] = {PAWN: N_("your Pawn"), KNIGHT: N_("your Knight"),
                              QUEEN: N_("your Queen"), KING: N_("your King")}
RESERVE_KINDS = (KNIGHT, QUEEN, KING)
"""The kinds kept off the board (Q2), in the order far-rank promotion tries them (Q8)."""
START_RESERVE = (2, 1, 1)
"""Q2: 2 knights, 1 queen and 1 king each, counted in ``RESERVE_KINDS`` order."""


class Phase(IntEnum):
    """Where the game stands: the first player drawn (Q3, chance), the secret orders (Q4),
    a contested roll (Q5, chance), the steps' moves (Q5–Q8), the end (Q10)."""

    DRAW_FIRST = 0
    ORDER = 1
    CONTEST = 2
    MOVE = 3
    END = 4


DRAW_FIRST, ORDER, CONTEST, MOVE, END = (Phase.DRAW_FIRST, Phase.ORDER, Phase.CONTEST,
                                          Phase.MOVE, Phase.END)

GRID = SquareGrid(8, 4)
FILES = "cdef"
COLUMNS = 4
SQUARES = 32
MAX_ROUNDS = 40  # Q10
STEP_VALUES = (4, 3, 2, 1)  # Q5: the steps, highest value first
HOME_ROW = (7, 0)
"""Each side's home rank as a row: White's rank 1 (row 7), Black's rank 8 (row 0). A pawn
promotes on the other side's home row (Q8)."""
FORWARD = (-1, 1)
"""Each side's step forward in rows: White goes up the screen (towards rank 8)."""

Order = tuple[int, int, int, int]
HIDDEN_ORDER: Order = (0, 0, 0, 0)
ORDERS: tuple[Order, ...] = tuple(sorted((a, b, c, d) for a, b, c, d in permutations(STEP_VALUES)))
"""Every order a player may give (Q4), in a stable order."""


def piece(side: int, kind: int) -> int:
    return kind + 8 * side


def owner(code: int) -> int:
    """The side of a piece (not of an empty square)."""
    return code >> 3


def kind_of(code: int) -> Kind:
    return Kind(code & 7)


def square_name(square: int) -> str:
    return f"{FILES[square % 4]}{8 - square // 4}"


def parse_square(name: object) -> int:
    """The square called ``name`` ("d5"); ValueError if it is not on the c–f board."""
    if (not isinstance(name, str) or len(name) != 2 or name[0] not in FILES
            or name[1] not in "12345678"):
        raise ValueError(f"{name!r} is not a square of the c–f board like 'd5'")
    return (8 - int(name[1])) * 4 + FILES.index(name[0])


def side_name(side: int) -> str:
    """White or Black in the player's language (the rulebook's Bianco and Nero)."""
    return _(SIDE_NAMES[side])


def kind_name(kind: int) -> str:
    """A piece's name in the player's language (the rulebook's Pedone, Cavallo, Regina,
    Re)."""
    return _(KIND_NAMES[kind])


def the_kind(kind: int) -> str:
    """"the Knight", with the article the language gives the piece."""
    return _(_THE_KIND[kind])


def a_kind(kind: int) -> str:
    """"a Queen", with the article the language gives the piece."""
    return _(_A_KIND[kind])


def your_kind(kind: int) -> str:
    """"your Pawn", with the possessive the language gives the piece."""
    return _(_YOUR_KIND[kind])


def column_of(square: int) -> int:
    return square % 4


def column_with(order: Order, value: int) -> int:
    """The column to which ``order`` gives ``value``."""
    return order.index(value)


def order_text(order: Order) -> str:
    """"4 on c, 3 on d, 2 on e, 1 on f": the dice on the columns, in the steps' order
    (written so, not "c4 d3 …", which reads as squares)."""
    return ", ".join(_("{value} on {column}").format(value=v, column=FILES[order.index(v)])
                     for v in STEP_VALUES)


# -- actions ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """Chance (Q3): who takes the first-player marker at the start."""

    side: Side

    def __str__(self) -> str:
        return f"{SIDE_NAMES[self.side]} starts"


@dataclass(frozen=True, slots=True)
class GiveOrder:
    """Q4: the values 4-3-2-1 given to columns c, d, e, f, committed behind the screen."""

    values: Order

    def __str__(self) -> str:
        return f"order {order_text(self.values)}"


@dataclass(frozen=True, slots=True)
class Contest:
    """Chance (Q5): the contested dice, the re-rolled ties left out — the rolls that decide,
    each of the 30 unequal pairs equally likely."""

    white: int
    black: int

    @property
    def winner(self) -> Side:
        return WHITE if self.white > self.black else BLACK

    def __str__(self) -> str:
        return f"contest {self.white}–{self.black}"


@dataclass(frozen=True, slots=True)
class Move:
    """Q5–Q8: a piece in the active column moves (and may capture and promote)."""

    origin: int
    target: int

    def __str__(self) -> str:
        return f"{square_name(self.origin)}-{square_name(self.target)}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Q5: the player moves nothing in this step (a must without a legal move)."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()
QCAction = FirstPlayer | GiveOrder | Contest | Move | Pass

CONTESTS: tuple[Contest, ...] = tuple(Contest(w, b) for w in range(1, 7) for b in range(1, 7)
                                      if w != b)


# -- selections: a move partly chosen (``QuattroColonneRules.why_not``) -------------------


@dataclass(frozen=True, slots=True)
class PickPiece:
    """A piece picked to move: some move starts from ``square``."""

    square: int


@dataclass(frozen=True, slots=True)
class PickTarget:
    """The picked piece's destination: the move ``origin``→``square``."""

    origin: int
    square: int


@dataclass(frozen=True, slots=True)
class PickPass:
    """The pass button: passing is allowed now."""


QCSelection = PickPiece | PickTarget | PickPass


# -- the state -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Roll:
    """One contested roll, kept beside the board: the round, the step's value, the column
    and both dice."""

    round: int
    value: int
    column: int
    white: int
    black: int


@dataclass(frozen=True, slots=True)
class QCState:
    phase: Phase
    board: tuple[int, ...]
    reserve: tuple[tuple[int, int, int], tuple[int, int, int]]
    """Each side's knights, queens and kings off the board (``RESERVE_KINDS`` order)."""
    captured: tuple[tuple[int, ...], tuple[int, ...]]
    """The kinds each side has captured, in the order taken (Q11 counts them)."""
    first: int = -1
    """The side holding the first-player marker (-1 before it is drawn, Q3)."""
    round: int = 1
    orders: tuple[Order | None, Order | None] = (None, None)
    step: int = 0
    """0–3: the step of value ``STEP_VALUES[step]`` (Q5)."""
    to_act: int = 0
    acted: int = 0
    """How many players have acted in this step (0 or 1)."""
    step_first: int = 0
    """Who acts first in this step: the marker's holder, or the contest's winner."""
    rolls: tuple[Roll, ...] = ()
    end_reason: str = ""

    @property
    def value(self) -> int:
        """The value whose columns are active in this step."""
        return STEP_VALUES[self.step]

    @property
    def second_order_due(self) -> bool:
        """The second order is to be given: the first one is in, behind the screen, and
        this order's commit reveals both (Q4)."""
        return self.phase == Phase.ORDER and self.orders[OTHER[self.to_act]] is not None

    def active_column(self, side: int) -> int | None:
        """The column ``side`` activates in this step (None while its order is unknown)."""
        order = self.orders[side]
        if order is None or order == HIDDEN_ORDER:
            return None
        return order.index(STEP_VALUES[self.step])

    def step_column(self, side: int) -> int:
        """The column ``side`` plays in this step (a move, a pass, a contest): known, as
        both orders are revealed before the steps (Q4)."""
        column = self.active_column(side)
        assert column is not None, "a step is played with both orders revealed"
        return column

    def round_totals(self) -> tuple[int, int]:
        """Q9: each side's contested dice this round."""
        w = sum(r.white for r in self.rolls if r.round == self.round)
        b = sum(r.black for r in self.rolls if r.round == self.round)
        return (w, b)

    def pieces_of(self, side: int) -> list[int]:
        return [sq for sq, code in enumerate(self.board) if code and code >> 3 == side]
