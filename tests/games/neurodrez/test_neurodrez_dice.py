"""NeuroDrez dice (N5, N11, N13) come from the core dice, in the order they always had: a
seeded game replays its chance by index into these lists, so the order is the record."""

from __future__ import annotations

from neurodrez_desktop.core.dice import COLOUR_DIE, D6, SURFACE_DIE, roll_together
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.neurodrez.components import (
    BISHOP,
    KNIGHT,
    NUMBER_KIND,
    PAWN,
    QUEEN,
    ROOK,
)
from neurodrez_desktop.games.neurodrez.rules import NeuroDrezRules
from neurodrez_desktop.games.neurodrez.state import ORDER, ROLL, Dice, OrderRoll

rules = NeuroDrezRules()


def _game(players: int = 2):
    return random_playout(rules, players, {}, make_rng("dice-pin"))


def _first(phase: int):
    seen = []
    random_playout(rules, 2, {}, make_rng(1), on_step=lambda s, a: seen.append(s))
    return next(s for s in seen if s.phase == phase)


def test_n5_the_number_die_pays_for_a_kind_six_for_any():
    assert NUMBER_KIND == {1: PAWN, 2: KNIGHT, 3: BISHOP, 4: ROOK, 5: QUEEN, 6: None}


def test_n13_the_roll_lists_the_three_dice_number_slowest_surface_fastest():
    outcomes = rules.chance_outcomes(_first(ROLL))
    assert outcomes == [(Dice(n, c, s), 1 / 216) for n in range(1, 7) for c in range(6)
                        for s in range(6)]
    assert len(roll_together(D6, COLOUR_DIE, SURFACE_DIE)) == 216


def test_n11_the_start_roll_lists_one_to_six():
    assert rules.chance_outcomes(_first(ORDER)) == [(OrderRoll(v), 1 / 6) for v in range(1, 7)]


def test_a_seeded_game_rolls_what_it_always_rolled():
    game = _game()
    assert [a for a in game.actions if isinstance(a, Dice)][:4] == [
        Dice(4, 5, 3), Dice(4, 5, 0), Dice(3, 3, 0), Dice(4, 3, 1)]
    assert [a for a in game.actions if isinstance(a, OrderRoll)] == [OrderRoll(3), OrderRoll(5)]
    assert game.length == 222
