"""PokerDrez's words agree with their numbers (core/plurals.py): a hand of one card is
"your 1 card" (players saw "your 1 cards"), a deck of one "Deck: 1 card", a stake of one
"1 chip"."""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.core.cards import Deck
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.pokerdrez.view import Marks, PokerDrezView
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.layout import table_layout

RULES = get_rules("pokerdrez")


def _dealt(**options):
    """A game past its deal, White to move."""
    state = RULES.initial_state(2, {"pawn_sacrifice": False, **options})
    while RULES.current_player(state) == CHANCE:
        state = RULES.apply(state, RULES.chance_outcomes(state)[0][0])
    return state


def _words(state, viewer: int | None) -> list[str]:
    """Every text the table draws for ``viewer`` (the state as that seat may know it)."""
    view = PokerDrezView(table_layout(entry_for("pokerdrez")))
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    shown = state if viewer is None else RULES.view_for(state, viewer)
    view.draw(canvas, shown, viewer, Marks(), ["Ada", "Bo"])
    return [name for kind, name, _, _ in view.drawn if kind == "text"]


@pytest.mark.parametrize(("n", "mine", "theirs"), [(1, "your 1 card", "1 hidden card"),
                                                   (2, "your 2 cards", "2 hidden cards")])
def test_a_hand_counts_its_cards(fonts, n, mine, theirs):
    state = _dealt()
    hands = tuple(hand[:n] for hand in state.hands)
    assert all(len(hand) == n for hand in hands)
    said = _words(state.evolve(hands=hands), 0)
    assert mine in said and theirs in said, said


@pytest.mark.parametrize(("n", "words"), [(1, "Deck: 1 card"), (2, "Deck: 2 cards")])
def test_the_deck_counts_its_cards(fonts, n, words):
    state = _dealt()
    assert words in _words(state.evolve(deck=Deck.of(state.deck.cards()[:n])), 0)


@pytest.mark.parametrize(("n", "words"), [(1, "Stake 1 chip (max 10)"),
                                          (2, "Stake 2 chips (max 10)")])
def test_the_banner_counts_the_stake_in_chips(fonts, n, words):
    """P16: the minimum bet may be 1."""
    state = _dealt(betting=True, min_bet=1, max_bet=10)
    said = _words(state.evolve(stake=n), 0)
    assert any(words in line for line in said), said
