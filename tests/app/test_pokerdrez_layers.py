"""PokerDrez's table paints what did not change once: the board's facts once per board
(not once per view of it), the banner and the action chips once per change of their words,
the discard pile's line once per pile. Each picture kept must still be, pixel for pixel,
what a view drawing from scratch shows."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.pokerdrez import view as poker_view
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table

ENTRY = entry_for("pokerdrez")
RULES = ENTRY.rules
OPTIONS = RULES.resolve_options({"betting": True, "pawn_sacrifice": True, "two_decks": True})
NAMES = ["Ada", "Bo"]


@pytest.fixture
def controller() -> Any:
    pygame.display.init()
    pygame.font.init()
    return open_table(ENTRY, 2, OPTIONS, tuple(NAMES), make_rng("poker-layers"),
                      table_layout(ENTRY))


def _canvas(controller: Any, state: Any, seat: int, marks: Any) -> bytes:
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    canvas.fill(theme.BACKGROUND)
    controller.view.draw(canvas, state, seat, marks, NAMES)
    return pygame.image.tobytes(canvas, "RGB")


def _counting(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[int]:
    calls: list[int] = []
    original = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


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
                seen = _canvas(controller, view, seat, marks)
                draw.forget_layers(controller.view)
                poker_view._discard_words.cache_clear()
                assert seen == _canvas(controller, view, seat, marks), (
                    f"a kept picture went stale at decision {compared}")
                compared += 1
            action = rng.choice(RULES.legal_actions(state))
        else:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        after = RULES.apply(state, action)
        seat = max(player, 0)
        controller.view.animate(RULES.view_for(state, seat), action,
                                RULES.view_for(after, seat), 0)
        state = after
    assert compared > 100


def test_a_board_s_facts_are_worked_out_once_for_all_its_views(controller, monkeypatch):
    """The play screen draws one view of a state, and a move's animation is given two
    more: all three share the board, whose facts are worked out once."""
    made = _counting(monkeypatch, poker_view.BoardFacts, "of")
    state = RULES.initial_state(2, OPTIONS)
    while RULES.current_player(state) < 0:
        state = RULES.apply(state, RULES.chance_outcomes(state)[0][0])
    for seat in (0, 1, 0):
        _canvas(controller, RULES.view_for(state, seat), seat, controller.no_marks())
    assert len(made) == 1


def test_the_banner_and_the_chips_are_painted_once_while_they_say_the_same(
        controller, monkeypatch):
    chips = _counting(monkeypatch, controller.view, "_draw_chips")
    banner = _counting(monkeypatch, controller.view, "_draw_banner")
    state = RULES.initial_state(2, OPTIONS)
    while RULES.current_player(state) < 0:
        state = RULES.apply(state, RULES.chance_outcomes(state)[0][0])
    seat = RULES.current_player(state)
    view = RULES.view_for(state, seat)
    marks = controller.marks(view, seat, True)
    assert marks.chips  # something to click: the panel is not empty
    for _ in range(3):
        _canvas(controller, view, seat, marks)
    assert (len(chips), len(banner)) == (1, 1)


def test_the_discard_pile_s_line_is_worked_out_once_per_pile(controller, monkeypatch):
    fitted = _counting(monkeypatch, draw, "as_many_as_fit")
    state = RULES.initial_state(2, OPTIONS)
    rng = make_rng("poker-discards")
    while not state.discards or RULES.current_player(state) == CHANCE:
        if RULES.current_player(state) == CHANCE:
            state = RULES.apply(state, sample_outcome(RULES.chance_outcomes(state), rng))
        else:
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    seat = RULES.current_player(state)
    for _ in range(2):
        _canvas(controller, RULES.view_for(state, seat), seat, controller.no_marks())
        draw.forget_layers(controller.view)  # the deck's panel painted again
    assert len(fitted) <= 1  # once at most (none when an earlier test's table kept it)
