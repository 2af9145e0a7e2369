"""Card decks as multisets, drawn by chance actions.

A face-down deck is a multiset: which card comes next is unknown, so drawing is a chance
node whose outcomes are the distinct cards left, each with probability count/size. No
shuffle order is stored, so there is nothing hidden in the deck to leak or to sample.
The cards and their deck live here because two games deal from the same deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Generic, TypeVar

from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.i18n import N_

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

C = TypeVar("C", bound=Hashable)


@dataclass(frozen=True)
class Deck(Generic[C]):
    """An immutable multiset of cards: ``((card, count), ...)`` sorted by card key."""

    counts: tuple[tuple[C, int], ...] = ()
    size: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "size", sum(n for _, n in self.counts))

    @classmethod
    def of(cls, cards: Iterable[C]) -> Deck[C]:
        tally = Counter(cards)
        return cls(tuple(sorted(tally.items(), key=lambda item: _sort_key(item[0]))))

    def __len__(self) -> int:
        return self.size

    def __contains__(self, card: object) -> bool:
        return any(c == card for c, _ in self.counts)

    def count(self, card: C) -> int:
        for c, n in self.counts:
            if c == card:
                return n
        return 0

    def cards(self) -> list[C]:
        return [c for c, n in self.counts for _ in range(n)]

    def draw_outcomes(self) -> list[tuple[C, float]]:
        """Each distinct card with the probability that it is drawn next."""
        total = self.size
        return [(c, n / total) for c, n in self.counts] if total else []

    def without(self, card: C) -> Deck[C]:
        """The deck after ``card`` is drawn; ValueError if it holds none."""
        out = []
        found = False
        for c, n in self.counts:
            if not found and c == card:
                found = True
                if n > 1:
                    out.append((c, n - 1))
            else:
                out.append((c, n))
        if not found:
            raise ValueError(f"the deck holds no {card}")
        return Deck(tuple(out))


def _sort_key(card: object) -> SupportsRichComparison:
    key = getattr(card, "sort_key", None)
    return key if key is not None else repr(card)


class CardType(Enum):
    """What a PokerDrez card pays for (P1, P4)."""

    JOKER = "joker"
    QUEEN = "queen"
    ROOK = "rook"
    BISHOP = "bishop"
    KNIGHT = "knight"
    PAWN = "pawn"
    NEUTRAL = "neutral"

    # members are singletons: hashing by identity (in C) spares the search a Python call
    # each time a card is looked up in a set, a tally or a tree of actions
    __hash__ = object.__hash__

    @property
    def letter(self) -> str:
        """The symbol drawn with the card, so colour is never the only cue: the start of
        the card's name in the language shown (``CARD_LETTERS``), "∅" on a Neutral."""
        if self is CardType.NEUTRAL:
            return "∅"
        letters = i18n._(CARD_LETTERS).split()
        if len(letters) != len(_LETTERED) or len(set(letters)) != len(letters):
            letters = CARD_LETTERS.split()  # a catalog without its six (the test language)
        return letters[_LETTERED.index(self)]


CARD_LETTERS = N_("J Q R B N P")
"""The letters printed on the Joker, Queen, Rook, Bishop, Knight and Pawn cards, in that
order, apart by spaces: each language's own from its names of the cards, six different
(Spanish's Comodín and Caballo cannot both be C)."""
_LETTERED = (CardType.JOKER, CardType.QUEEN, CardType.ROOK, CardType.BISHOP,
             CardType.KNIGHT, CardType.PAWN)


_KIND_ORDER = {kind: i for i, kind in enumerate(CardType)}

CARD_COLOURS = ("grey", "red", "magenta", "purple", "blue", "yellow", "cyan", "orange", "green")
"""The colour printed on cards numbered 1–9 (P1); no rules effect."""


@dataclass(frozen=True)
class Card:
    """A PokerDrez card: a type and a number 1–9 (0 for the Neutral cards)."""

    kind: CardType
    number: int
    _hash: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # worked out once: the search looks cards up in tallies and trees all the time
        object.__setattr__(self, "_hash", hash((_KIND_ORDER[self.kind], self.number)))

    def __hash__(self) -> int:
        return self._hash

    @property
    def sort_key(self) -> tuple[int, int]:
        return (_KIND_ORDER[self.kind], self.number)

    def __lt__(self, other: Card) -> bool:
        return self.sort_key < other.sort_key

    @property
    def colour(self) -> str | None:
        return CARD_COLOURS[self.number - 1] if self.number else None

    def __str__(self) -> str:
        if self.kind is CardType.NEUTRAL:
            return "Neutral"
        return f"{self.kind.value.capitalize()} {self.number}"

    def to_json(self) -> str:
        return "neutral" if self.kind is CardType.NEUTRAL else f"{self.kind.value}-{self.number}"

    @classmethod
    def from_json(cls, obj: object) -> Card:
        if obj == "neutral":
            return cls(CardType.NEUTRAL, 0)
        if isinstance(obj, str) and "-" in obj:
            kind, _, number = obj.partition("-")
            try:
                card = cls(CardType(kind), int(number))
            except ValueError:
                pass
            else:
                if 1 <= card.number <= 9 and card.kind is not CardType.NEUTRAL:
                    return card
        raise ValueError(f"{obj!r} is not a card like 'rook-7' or 'neutral'")


NEUTRAL = Card(CardType.NEUTRAL, 0)
"""A Neutral card: it pays for nothing (P4, N10)."""
UNKNOWN = Card(CardType.NEUTRAL, -1)
"""A card its viewer may not see (an opponent's own card in ``view_for``)."""


PAYING_KINDS = tuple(kind for kind in CardType if kind is not CardType.NEUTRAL)
"""The card types numbered 1–9, in the deck's order."""


def piece_card_deck(decks: int = 1) -> Deck[Card]:
    """The deck of piece cards, ``decks`` times over: for each of Joker, Queen, Rook,
    Bishop, Knight and Pawn nine cards numbered 1–9, and two Neutral cards (56 cards).
    The games that play with cards deal from it (PokerDrez P1, NeuroDrez N10)."""
    cards: list[Card] = []
    for _ in range(decks):
        cards += [Card(kind, n) for kind in PAYING_KINDS for n in range(1, 10)]
        cards += [NEUTRAL, NEUTRAL]
    return Deck.of(cards)
