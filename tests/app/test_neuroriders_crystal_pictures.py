"""Neuroriders' face-down rooms lying in their own cells are pictures painted once on the
grid's fill and blitted (a grid painted again, as after each hot-seat handoff, paid their
shapes and word every time). Every frame of whole seeded games must be, pixel for pixel
and widget for widget, what the rooms drawn shape by shape give."""

from __future__ import annotations

from typing import Any

import pytest
from table_pictures import (
    NAMES,
    animated_game,
    counting,
    next_action,
    open_test_table,
    table_picture,
)

from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neuroriders import art
from neurodrez_desktop.ui import draw

ENTRY = entry_for("neuroriders")
RULES = ENTRY.rules


def _table(players: int) -> Any:
    return open_test_table(ENTRY, players, "nr-crystals")


def _frame(controller: Any, state: Any, seat: int, players: int
           ) -> tuple[bytes, list[draw.Widget]]:
    """The table drawn afresh (no layer kept) and what it reported drawing."""
    draw.forget_layers(controller.view)
    picture = table_picture(controller, state, seat, names=NAMES[:players])
    return picture, list(controller.view.drawn)


def _shape_by_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every room drawn as before the pictures: a face-down one shape by shape."""
    room = art.room

    def straight(*args: Any, ground: Any = None, **kwargs: Any) -> None:
        room(*args, **kwargs)

    monkeypatch.setattr(art, "room", straight)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game", range(3))
def test_every_frame_of_a_game_is_what_rooms_drawn_shape_by_shape_give(
        players: int, game: int, monkeypatch: pytest.MonkeyPatch) -> None:
    controller = _table(players)
    view = controller.view
    frames = face_down = 0
    for step in animated_game(view, RULES, players, f"nr-crystals-game:{players}:{game}", 700):
        state, shown, seat, action = step.state, step.shown, step.seat, step.action
        while True:
            view.update(1 / 10)
            seen = _frame(controller, shown, seat, players)
            with monkeypatch.context() as patch:
                _shape_by_shape(patch)
                assert seen == _frame(controller, shown, seat, players), (
                    f"a face-down room's picture differs after {action!r}")
            frames += 1
            face_down += sum(not tile.face_up for tile in shown.tiles)
            if view.timeline.clock >= view.timeline.end:
                break
    assert RULES.outcome(state) is not None
    assert frames > 40 and face_down > 50  # many frames with face-down rooms


def test_a_grid_painted_again_blits_its_face_down_rooms(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A late grid with face-down rooms, painted afresh twice: the second time no
    face-down room is drawn shape by shape."""
    controller = _table(2)
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng("nr-crystals-late")
    while RULES.outcome(state) is None and sum(not t.face_up for t in state.tiles) < 6:
        state = RULES.apply(state, next_action(RULES, state, rng))
    shown = RULES.view_for(state, 0)
    assert sum(not t.face_up for t in shown.tiles) >= 6
    shapes = counting(monkeypatch, art, "_crystallized")
    art._ROOMS.clear()  # none kept from an earlier test
    _frame(controller, shown, 0, 2)
    assert shapes  # painted once each look
    shapes.clear()
    _frame(controller, shown, 0, 2)
    assert shapes == []
