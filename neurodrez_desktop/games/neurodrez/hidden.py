"""NeuroDrez's hidden information (N9, N10): tile hands and cards are each slot's own, and
the deck is face down. A view hides them; a sampled world deals them again at random.

Solo (N25) hides nothing from its one seat, since every slot is that seat's.
"""

from __future__ import annotations

from neurodrez_desktop.core.cards import UNKNOWN, Deck, piece_card_deck
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neurodrez.components import TILES
from neurodrez_desktop.games.neurodrez.state import END, UNKNOWN_TILE, NeuroDrezState

FULL_DECK = piece_card_deck(1)


def view_for(state: NeuroDrezState, seat: int) -> NeuroDrezState:
    if state.phase == END:
        return state
    slots = state.config.slots
    hands = tuple(hand if slots[k].seat == seat else (UNKNOWN_TILE,) * len(hand)
                  for k, hand in enumerate(state.hands))
    cards = tuple(held if slots[k].seat == seat else (UNKNOWN,) * len(held)
                  for k, held in enumerate(state.cards))
    deck = Deck(((UNKNOWN, state.deck.size),)) if state.deck.size else Deck()
    return state.evolve(hands=hands, cards=cards, deck=deck)


def sample_from_view(view: NeuroDrezState, rng: Rng) -> NeuroDrezState:
    """Deal the unseen tiles and cards (others' hands, the deck) at random.

    The search deals one such world per iteration, so it is kept lean: the cards seen
    are counted off the full deck's tally, and only as many tiles and cards as are
    hidden in hands are drawn; the rest is the deck, a tally needing no order."""
    seen_tiles = set(view.tiles)
    for hand in view.hands:
        seen_tiles.update(hand)
    tiles = [t for t in TILES if t not in seen_tiles]
    hidden = sum(hand.count(UNKNOWN_TILE) for hand in view.hands)
    tiles = rng.sample(tiles, hidden)
    hands = tuple(tuple(sorted(tiles.pop() if t == UNKNOWN_TILE else t for t in hand))
                  for hand in view.hands)
    left = dict(FULL_DECK.counts)  # in the deck's order
    for card in view.discards:
        left[card] -= 1
    unknown = 0
    for cards in view.cards:
        for card in cards:
            if card == UNKNOWN:
                unknown += 1
            else:
                left[card] -= 1
    unseen = [card for card, n in left.items() for _ in range(n)]
    dealt = rng.sample(unseen, unknown)  # to the hands; the rest is the deck
    for card in dealt:
        left[card] -= 1
    held = tuple(tuple(sorted(dealt.pop() if c == UNKNOWN else c for c in hand))
                 for hand in view.cards)
    deck = Deck(tuple((card, n) for card, n in left.items() if n))
    return view.evolve(hands=hands, cards=held, deck=deck)
