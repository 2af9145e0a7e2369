"""The PokerDrez deck (P1): for each of Joker, Queen, Rook, Bishop, Knight and Pawn nine
cards numbered 1–9, and two Neutral cards; 112 cards with the "two decks" option."""

from __future__ import annotations

from neurodrez_desktop.core.cards import NEUTRAL, Card, CardType, Deck

PAYING_KINDS = tuple(kind for kind in CardType if kind is not CardType.NEUTRAL)
"""The card types numbered 1–9, in the deck's order."""


def pokerdrez_deck(decks: int = 1) -> Deck[Card]:
    """The 56-card PokerDrez deck (P1), ``decks`` times over."""
    cards: list[Card] = []
    for _ in range(decks):
        cards += [Card(kind, n) for kind in PAYING_KINDS for n in range(1, 10)]
        cards += [NEUTRAL, NEUTRAL]
    return Deck.of(cards)
