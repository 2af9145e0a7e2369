"""The shared primitives: square grids, stacks, card decks, dice, game specs."""

from __future__ import annotations

import pytest

from neurodrez_desktop.core import stacks
from neurodrez_desktop.core.cards import NEUTRAL, Card, CardType, Deck
from neurodrez_desktop.core.dice import COLOUR_DIE, D6, SURFACE_DIE, tied_high
from neurodrez_desktop.core.errors import InvalidOptionsError
from neurodrez_desktop.core.grid import Direction, SquareGrid, step
from neurodrez_desktop.core.protocol import GameSpec, Option


def test_grid_names_and_jumps():
    grid = SquareGrid(8, 4)  # Quattro Colonne's 4 files × 8 ranks
    assert grid.name((7, 0)) == "a1" and grid.name((0, 3)) == "d8"
    assert grid.parse("c5") == (3, 2)
    with pytest.raises(ValueError, match="off the"):
        grid.parse("e1")
    assert sorted(grid.knight_jumps((7, 0))) == [(5, 1), (6, 2)]
    assert grid.cell(grid.index((3, 2))) == (3, 2)


def test_grid_rays_stop_before_blockers():
    grid = SquareGrid(7, 7)
    occupied = {(3, 5)}
    assert grid.ray((3, 1), Direction.E, lambda c: c not in occupied) == [(3, 2), (3, 3), (3, 4)]
    assert grid.ray((0, 0), Direction.N) == []


def test_directions_step():
    assert step((2, 2), Direction.SW, 2) == (4, 0)


def test_stacks_restack_is_stable():
    def owner(t):
        return t[0]

    stack = (("D", 1), ("L", 1), ("D", 2), ("L", 2))
    assert stacks.restack_on_top(stack, "L", owner) == (("D", 1), ("D", 2), ("L", 1), ("L", 2))
    assert stacks.top_run((("D", 1), ("L", 1), ("L", 2)), owner) == 2
    assert stacks.split((1, 2, 3), 1) == ((1, 2), (3,))
    with pytest.raises(ValueError):
        stacks.split((1,), 2)


def test_deck_draws_and_refills():
    deck = Deck.of(["a", "a", "b"])
    after = deck.without("a")
    assert after.count("a") == 1 and after.size == 2 and deck.size == 3
    with pytest.raises(ValueError, match="no c"):
        deck.without("c")
    assert Deck.of([]).draw_outcomes() == []


def test_card_json():
    cards = [Card(kind, n) for kind in CardType if kind is not CardType.NEUTRAL
             for n in range(1, 10)]
    for card in (*cards, NEUTRAL):
        assert Card.from_json(card.to_json()) == card
    for bad in ("rook-0", "rook-10", "king-3", "neutral-1", 7):
        with pytest.raises(ValueError):
            Card.from_json(bad)


def test_dice():
    assert [f for f, _ in D6.outcomes()] == [1, 2, 3, 4, 5, 6]
    assert len(COLOUR_DIE.faces) == len(SURFACE_DIE.faces) == 6
    assert tied_high({0: 4, 1: 6, 2: 6}) == [1, 2]


def test_game_spec_resolves_options():
    spec = GameSpec("x", "X", "test", 2, 4, (Option("n", "N", (1, 2), 1),
                                            Option("flag", "Flag", (False, True), False)))
    assert spec.resolve(None) == {"n": 1, "flag": False}
    assert spec.resolve({"flag": True}) == {"n": 1, "flag": True}
    with pytest.raises(InvalidOptionsError, match="no option 'm'"):
        spec.resolve({"m": 1})
    with pytest.raises(InvalidOptionsError, match="cannot be 1"):
        spec.resolve({"flag": 1})  # 1 == True, but it is not a boolean
    with pytest.raises(InvalidOptionsError, match="2–4 players"):
        spec.check_players(5)
    with pytest.raises(ValueError):
        Option("bad", "Bad", (1, 2), 3)


def test_only_games_with_a_table_are_offered_in_the_menu():
    from neurodrez_desktop.games import entries, playable

    offered = [entry.id for entry in playable()]
    assert {"berd", "pokerdrez", "neurodrez"} <= set(offered)
    assert all(entry.has_table == (entry.id in offered) for entry in entries())
