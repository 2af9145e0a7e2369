"""Neuroriders' face-down rooms lying in their own cells are pictures painted once on the
grid's fill and blitted (a grid painted again, as after each hot-seat handoff, paid their
shapes and word every time). Every frame of whole seeded games must be, pixel for pixel
and widget for widget, what the rooms drawn shape by shape give."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neuroriders import art
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table

ENTRY = entry_for("neuroriders")
RULES = ENTRY.rules
NAMES = ["Ada", "Bo", "Cy", "Di"]


def _table(players: int) -> Any:
    pygame.display.init()
    pygame.font.init()
    return open_table(ENTRY, players, RULES.resolve_options({}), tuple(NAMES[:players]),
                      make_rng("nr-crystals"), table_layout(ENTRY))


def _frame(controller: Any, state: Any, seat: int, players: int
           ) -> tuple[bytes, list[draw.Widget]]:
    """The table drawn afresh (no layer kept) and what it reported drawing."""
    draw.forget_layers(controller.view)
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    canvas.fill(theme.BACKGROUND)
    controller.view.draw(canvas, state, seat, controller.no_marks(), NAMES[:players])
    return pygame.image.tobytes(canvas, "RGB"), list(controller.view.drawn)


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
    state = RULES.initial_state(players, RULES.resolve_options({}))
    rng = make_rng(f"nr-crystals-game:{players}:{game}")
    frames = face_down = 0
    for _ in range(700):
        if RULES.outcome(state) is not None:
            break
        player = RULES.current_player(state)
        action = (rng.choice(RULES.legal_actions(state)) if player >= 0
                  else sample_outcome(RULES.chance_outcomes(state), rng))
        after = RULES.apply(state, action)
        seat = max(player, 0)
        view.animate(RULES.view_for(state, seat), action, RULES.view_for(after, seat), 1.0)
        state = after
        shown = RULES.view_for(state, seat)
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
        player = RULES.current_player(state)
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state)) if player >= 0
                            else sample_outcome(RULES.chance_outcomes(state), rng))
    shown = RULES.view_for(state, 0)
    assert sum(not t.face_up for t in shown.tiles) >= 6
    shapes: list[int] = []
    crystallized = art._crystallized

    def counted(*args: Any) -> None:
        shapes.append(1)
        crystallized(*args)

    monkeypatch.setattr(art, "_crystallized", counted)
    art._ROOMS.clear()  # none kept from an earlier test
    _frame(controller, shown, 0, 2)
    assert shapes  # painted once each look
    shapes.clear()
    _frame(controller, shown, 0, 2)
    assert shapes == []
