"""Neuroriders' side panels (the lineup, the hand, the Action cards, the players) are
layers keyed by what each shows, not by the whole state: most actions change one or two of
them, so the others are blitted, not painted again. Each kept panel must be, pixel for
pixel, what a table drawing from scratch shows, for every seat looking, in whole games."""

from __future__ import annotations

from typing import Any

import pytest
from table_pictures import NAMES, counting, next_action, open_test_table, table_picture

from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neuroriders import art
from neurodrez_desktop.ui import draw

ENTRY = entry_for("neuroriders")
RULES = ENTRY.rules
PANELS = ("lineup_panel", "hand_panel", "cards_panel", "seats_panel")


def _table(players: int) -> Any:
    return open_test_table(ENTRY, players, "nr-panels")


def _canvas(controller: Any, state: Any, seat: int | None, players: int) -> bytes:
    return table_picture(controller, state, seat, names=NAMES[:players])


def _game(players: int) -> Any:
    """The states of a whole seeded game, each with the action that led to it."""
    state = RULES.initial_state(players, RULES.resolve_options({}))
    rng = make_rng(f"nr-panels-game:{players}")
    while RULES.outcome(state) is None:
        action = next_action(RULES, state, rng)
        state = RULES.apply(state, action)
        yield action, state


@pytest.mark.parametrize("players", [2, 4])
def test_kept_panels_are_what_a_fresh_table_draws(players: int) -> None:
    """After each action of a whole game, three tables keeping their layers (looked at
    by the seat to act, by the last seat always, by no seat) are each drawn and
    compared with a table drawing the same from scratch."""
    lookers: dict[str, Any] = {"to act": _table(players), "last": _table(players),
                               "none": _table(players)}
    fresh = _table(players)
    actions = 0
    for action, state in _game(players):
        actions += 1
        for who, controller in lookers.items():
            looking = {"to act": max(RULES.current_player(state), 0), "last": players - 1,
                       "none": None}[who]
            shown = RULES.view_for(state, 0 if looking is None else looking)
            draw.forget_layers(fresh.view)
            assert _canvas(controller, shown, looking, players) == _canvas(
                fresh, shown, looking, players), (
                f"a kept panel went stale after {action!r} (looking: {who})")
    assert actions > 50


@pytest.mark.parametrize("players", [2, 4])
def test_panels_are_painted_again_only_when_what_they_show_changes(
        players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table drawn for the seat to act after each action of a whole game: the
    lineup, the Action cards and the players' panel are painted again in under four
    fifths of the draws each, the hand too."""
    controller = _table(players)
    painted = {name: counting(monkeypatch, art, name) for name in PANELS}
    draws = 0
    for _action, state in _game(players):
        seat = max(RULES.current_player(state), 0)
        _canvas(controller, RULES.view_for(state, seat), seat, players)
        draws += 1
    for name in PANELS:
        assert len(painted[name]) < draws * 4 // 5, (name, len(painted[name]), draws)
    assert len(painted["cards_panel"]) <= draws // 2  # played only a few times a game


def test_a_handoff_keeps_the_grid(monkeypatch: pytest.MonkeyPatch) -> None:
    """After each action of a whole game the table is drawn for the seat to act, then for
    the next seat (a handoff): the grid, the same for both, is painted once (keyed by its
    rooms and riders, not the view), and not at all after an action off the grid."""
    controller = _table(4)
    grids = counting(monkeypatch, controller.view, "_draw_grid")
    actions = 0
    for _action, state in _game(4):
        actions += 1
        seat = max(RULES.current_player(state), 0)
        for looking in (seat, (seat + 1) % 4):
            _canvas(controller, RULES.view_for(state, looking), looking, 4)
    assert grids and len(grids) < actions // 2, (len(grids), actions)  # keyed by the
    # view: twice an action
