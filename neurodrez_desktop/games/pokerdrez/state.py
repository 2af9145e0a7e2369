"""PokerDrez values: options, actions and the state (rulings P1–P17).

Chess itself is python-chess's ``chess.Board`` (never mutated once in a state). The cards
are ``core.cards.Card`` values: each seat's two own cards, the five common cards, the
face-down deck as a multiset (its order is unknown, so it is not stored) plus the few
cards known to lie at its bottom (Neutrals exchanged for the top card, P8a), and the
discards (shown, out of the game).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

import chess

from neurodrez_desktop.core.cards import NEUTRAL as NEUTRAL  # the game's modules name it here
from neurodrez_desktop.core.cards import UNKNOWN as UNKNOWN  # likewise
from neurodrez_desktop.core.cards import Card, CardType, Deck
from neurodrez_desktop.core.dice import NUMBER_DIE_PIECES
from neurodrez_desktop.games.pokerdrez.catalog import N_

WHITE_SEAT, BLACK_SEAT = 0, 1
SIDE_NAMES = (N_("White"), N_("Black"))
"""The sides' names, marked for the catalog: ``words.side`` says them in the language
shown; the English kept in a saved end reason stays as it was."""



class Phase(IntEnum):
    """Which step of the game comes next; saved by its word ("turn")."""

    DEAL = 0  # chance: the nine cards of the deal (P2)
    SACRIFICE = 1  # White, then Black, may remove a pawn (P3)
    TURN = 2  # the mover: exchanges, roll, raise, then a paid move (P4–P10)
    RESPOND = 3  # the other player answers a raise (P16)
    DRAW = 4  # chance: a card from the deck (P6, P8, P10)
    REPLENISH = 5  # after paying with a common card, the card put back (P6)
    TAKE = 6  # chance: which of the opponent's cards is taken (P8c)
    ROLL = 7  # chance: the die (P9)
    END = 8

    @property
    def word(self) -> str:
        return self.name.lower()


DEAL, SACRIFICE, TURN, RESPOND, DRAW, REPLENISH, TAKE, ROLL, END = Phase

PIECE_OF_CARD = {CardType.PAWN: chess.PAWN, CardType.KNIGHT: chess.KNIGHT,
                 CardType.BISHOP: chess.BISHOP, CardType.ROOK: chess.ROOK,
                 CardType.QUEEN: chess.QUEEN}
PIECE_OF_ROLL = {face: None if piece == "joker" else chess.PIECE_NAMES.index(piece)
                 for face, piece in NUMBER_DIE_PIECES.items()}
"""The chess piece each face of the die pays for (P9); None: any piece (the 6)."""


def roll_pays(value: int) -> str:
    """What a roll pays for, in words (P9): "a Rook move", "any piece's move"."""
    piece = PIECE_OF_ROLL[value]
    return "any piece's move" if piece is None else f"a {chess.piece_name(piece).title()} move"


def seat_of(color: chess.Color) -> int:
    return WHITE_SEAT if color == chess.WHITE else BLACK_SEAT


def color_of(seat: int) -> chess.Color:
    return chess.WHITE if seat == WHITE_SEAT else chess.BLACK


@dataclass(frozen=True)
class PokerDrezConfig:
    decks: int = 1
    pawn_sacrifice: bool = True
    classic: bool = False
    betting: bool = False
    min_bet: int = 5
    max_bet: int = 20
    start_fen: str = chess.STARTING_FEN


# -- actions ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """P3: remove one of your own pawns before the first move (``square`` None: decline)."""

    square: int | None

    def __str__(self) -> str:
        return "keeps all pawns" if self.square is None else (
            f"sacrifices the pawn on {chess.square_name(self.square)}")


@dataclass(frozen=True, slots=True)
class Pay:
    """What pays for a move: an own or common card, the die, or nothing (classic, P11)."""

    source: str  # "own", "common", "die", "free"
    card: Card | None = None

    def __str__(self) -> str:
        if self.source == "die":
            return "the die"
        if self.source == "free":
            return "free"
        return f"{self.source} card {self.card}"


@dataclass(frozen=True, slots=True)
class Play:
    """A chess move and what paid for it (P4)."""

    move: chess.Move
    pay: Pay

    @classmethod
    def from_uci(cls, uci: str, pay: Pay) -> Play:
        """ValueError for text that is no move."""
        return cls(chess.Move.from_uci(uci), pay)

    @property
    def uci(self) -> str:
        return self.move.uci()

    def __str__(self) -> str:
        return f"{self.uci} paid with {self.pay}"


@dataclass(frozen=True, slots=True)
class Exchange:
    """P8: trade a Neutral. ``what``: "deck" (own Neutral for the top card), "common"
    (own Neutral for common card ``card``), "opponent" (own Neutral for one of the
    opponent's cards at random) or "common-deck" (a common Neutral for the top card)."""

    what: str
    card: Card | None = None

    def __str__(self) -> str:
        return {"deck": "exchanges a Neutral for the top card of the deck",
                "common": f"exchanges a Neutral for the common {self.card}",
                "opponent": "exchanges a Neutral for one of the opponent's cards",
                "common-deck": "exchanges the common Neutral for the top card"}[self.what]


@dataclass(frozen=True, slots=True)
class Roll:
    """P9: roll the die (its holder, once, before moving)."""

    def __str__(self) -> str:
        return "rolls the die"


@dataclass(frozen=True, slots=True)
class Redeal:
    """P10: no paid move is possible: show both own cards, discard them, draw two."""

    def __str__(self) -> str:
        return "shows both cards, discards them and draws two (redeal)"


@dataclass(frozen=True, slots=True)
class Replenish:
    """P6: after paying with a common card, the card put back into the common row."""

    card: Card

    def __str__(self) -> str:
        return f"puts {self.card} into the common row"


@dataclass(frozen=True, slots=True)
class Bet:
    """P16: raise to ``amount``; or, answering a raise, accept (``amount`` 0) or fold (-1)."""

    amount: int

    def __str__(self) -> str:
        if self.amount == 0:
            return "accepts the raise"
        if self.amount < 0:
            return "folds"
        return f"raises the stake to {self.amount}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: the next card from the deck."""

    card: Card

    def __str__(self) -> str:
        return f"draws {self.card}"


@dataclass(frozen=True, slots=True)
class Take:
    """Chance, P8c: which of the opponent's two own cards is taken (0 or 1)."""

    index: int

    def __str__(self) -> str:
        return "takes a card"


@dataclass(frozen=True, slots=True)
class Face:
    """Chance: the die shows ``value``."""

    value: int

    def __str__(self) -> str:
        return f"rolls {self.value}"


PokerDrezAction = Sacrifice | Play | Exchange | Roll | Redeal | Replenish | Bet | Draw | Take | Face


# -- selections: a paid move partly chosen (``PokerDrezRules.why_not``) -------------------


@dataclass(frozen=True, slots=True)
class PickPayment:
    """A card (own or common), the die or nothing (classic, P11) chosen to pay with:
    some paid move is paid with ``pay`` (P4, P9)."""

    pay: Pay


@dataclass(frozen=True, slots=True)
class PickPiece:
    """A piece picked to move: some paid move starts on ``square`` (paid with ``pay``,
    when a payment is chosen too)."""

    square: int
    pay: Pay | None = None


@dataclass(frozen=True, slots=True)
class PickTarget:
    """Where the piece picked on ``origin`` goes: some paid move from ``origin`` to
    ``square`` (promoting to ``promotion`` and paid with ``pay``, when those are chosen
    too). Choosing the king, then one of its rooks, names castling (P7)."""

    origin: int
    square: int
    promotion: chess.PieceType | None = None
    pay: Pay | None = None


PokerDrezSelection = PickPayment | PickPiece | PickTarget


def castling_rook(move: chess.Move) -> int:
    """The square of the rook a castling move (king two files along) castles with."""
    kingside = chess.square_file(move.to_square) > chess.square_file(move.from_square)
    return chess.square(7 if kingside else 0, chess.square_rank(move.from_square))


def lands_on(board: chess.Board, move: chess.Move, square: int) -> bool:
    """Whether ``move`` is the one made by choosing its piece, then ``square``: its target,
    or for castling also the rook it castles with (P7)."""
    return move.to_square == square or (
        board.is_castling(move) and castling_rook(move) == square)


def matches(board: chess.Board, play: Play, selection: PokerDrezSelection) -> bool:
    """Whether ``play`` is one of the moves ``selection`` chooses among."""
    if isinstance(selection, PickPayment):
        return play.pay == selection.pay
    if selection.pay is not None and play.pay != selection.pay:
        return False
    move = play.move
    if isinstance(selection, PickPiece):
        return move.from_square == selection.square
    return (move.from_square == selection.origin
            and selection.promotion in (None, move.promotion)
            and lands_on(board, move, selection.square))


# -- the state -------------------------------------------------------------------------


@dataclass(frozen=True)
class PokerDrezState:
    config: PokerDrezConfig
    phase: Phase
    board: chess.Board
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    common: tuple[Card, ...]
    deck: Deck[Card]
    bottom: tuple[Card, ...] = ()
    discards: tuple[Card, ...] = ()
    known: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    """Cards in each seat's hand that the other seat knows (taken, swapped in, received)."""
    actor: int = WHITE_SEAT  # who acts now (the mover; the responder to a raise; a drawer)
    draws_left: int = 0
    draw_to: tuple[str, ...] = ()  # who receives each next card: "0", "1" or "c" (common)
    then: str = ""  # what follows the draws: deal, move, move-common, redeal, exchange
    die_holder: int = BLACK_SEAT
    roll: int | None = None  # this turn's roll, while unused
    rolled: bool = False
    classic: bool = False
    sacrificed: tuple[bool, bool] = (False, False)
    stake: int = 0
    last_raiser: int | None = None
    raised_this_turn: bool = False
    pending_raise: int = 0
    repetition: tuple[Hashable, ...] = ()  # python-chess transposition keys (P14)
    end_reason: str = ""
    result: tuple[float, float] | None = None  # chess result: 1, 0.5, 0 per seat
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False,
                                   init=False)
    """Legal moves and actions, computed once; a replaced state starts with an empty one."""

    @property
    def deck_size(self) -> int:
        return self.deck.size + len(self.bottom)

    @property
    def mover(self) -> int:
        return seat_of(self.board.turn)

    def evolve(self, **changes: Any) -> PokerDrezState:
        """A copy with ``changes`` (like ``dataclasses.replace``, several times faster,
        which matters here: every action makes a new state). The cache starts empty but
        for the chess moves, kept while the board is the same (draws, rolls, exchanges)."""
        new = object.__new__(PokerDrezState)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        moves = self._cache.get("moves")
        new.__dict__["_cache"] = {} if moves is None or "board" in changes else {
            "moves": moves}
        return new

    def legal_moves(self) -> list[chess.Move]:
        """python-chess's legal moves, computed once per state."""
        moves = self._cache.get("moves")
        if moves is None:
            moves = self._cache["moves"] = list(self.board.legal_moves)
        return moves
