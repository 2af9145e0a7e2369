"""PokerDrez's table paints what did not change once: the board's facts once per board
(not once per view of it), the banner and the action chips once per change of their words,
the discard pile's line once per pile. Each picture kept must still be, pixel for pixel,
what a view drawing from scratch shows."""

from __future__ import annotations

from typing import Any

import pytest
from table_pictures import animated_step, counting, next_action, open_test_table
from table_pictures import table_picture as _picture

from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.pokerdrez import view as poker_view
from neurodrez_desktop.ui import draw

ENTRY = entry_for("pokerdrez")
RULES = ENTRY.rules
OPTIONS = RULES.resolve_options({"betting": True, "pawn_sacrifice": True, "two_decks": True})


@pytest.fixture
def controller() -> Any:
    return open_test_table(ENTRY, 2, "poker-layers", OPTIONS)


def test_the_kept_pictures_after_every_move_are_what_a_fresh_table_draws(controller):
    """A long game, each decision drawn for the seat to act (its chips, the stake, the
    discards) and for the other (the board turned round): then drawn again with every
    layer forgotten and every kept line worked out anew."""
    state = RULES.initial_state(2, OPTIONS)
    rng = make_rng("poker-layers-game")
    compared = 0
    for _ in range(160):
        if RULES.outcome(state) is not None:
            break
        player = RULES.current_player(state)
        if player >= 0:
            for seat in (player, 1 - player):
                view = RULES.view_for(state, seat)
                marks = (controller.marks(view, seat, True) if seat == player
                         else controller.no_marks())
                seen = _picture(controller, view, seat, marks)
                draw.forget_layers(controller.view)
                poker_view._discard_words.cache_clear()
                assert seen == _picture(controller, view, seat, marks), (
                    f"a kept picture went stale at decision {compared}")
                compared += 1
        state = animated_step(controller.view, RULES, state, rng, speed=0).state
    assert compared > 100


def test_a_board_s_facts_are_worked_out_once_for_all_its_views(controller, monkeypatch):
    """The play screen draws one view of a state, and a move's animation is given two
    more: all three share the board, whose facts are worked out once."""
    made = counting(monkeypatch, poker_view.BoardFacts, "of")
    state = RULES.initial_state(2, OPTIONS)
    while RULES.current_player(state) < 0:
        state = RULES.apply(state, RULES.chance_outcomes(state)[0][0])
    for seat in (0, 1, 0):
        _picture(controller, RULES.view_for(state, seat), seat)
    assert len(made) == 1


def test_the_banner_and_the_chips_are_painted_once_while_they_say_the_same(
        controller, monkeypatch):
    chips = counting(monkeypatch, controller.view, "_draw_chips")
    banner = counting(monkeypatch, controller.view, "_draw_banner")
    state = RULES.initial_state(2, OPTIONS)
    while RULES.current_player(state) < 0:
        state = RULES.apply(state, RULES.chance_outcomes(state)[0][0])
    seat = RULES.current_player(state)
    view = RULES.view_for(state, seat)
    marks = controller.marks(view, seat, True)
    assert marks.chips  # something to click: the panel is not empty
    for _ in range(3):
        _picture(controller, view, seat, marks)
    assert (len(chips), len(banner)) == (1, 1)


def test_the_discard_pile_s_line_is_worked_out_once_per_pile(controller, monkeypatch):
    fitted = counting(monkeypatch, draw, "as_many_as_fit")
    state = RULES.initial_state(2, OPTIONS)
    rng = make_rng("poker-discards")
    while not state.discards or RULES.current_player(state) == CHANCE:
        state = RULES.apply(state, next_action(RULES, state, rng))
    seat = RULES.current_player(state)
    for _ in range(2):
        _picture(controller, RULES.view_for(state, seat), seat)
        draw.forget_layers(controller.view)  # the deck's panel painted again
    assert len(fitted) <= 1  # once at most (none when an earlier test's table kept it)
