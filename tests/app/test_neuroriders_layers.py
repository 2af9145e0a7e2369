"""While something moves on Neuroriders' grid (a room dropping in, riders walking, rooms
turning face down), the rooms that lie still are kept as the grid's floor (a layer) and only
what moves is drawn over it each frame; at the end, the Memory board and the score sheet
are painted once. Every such frame must be, pixel for pixel, what a table drawing from
scratch shows."""

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
                      make_rng("nr-layers"), table_layout(ENTRY))


def _canvas(controller: Any, state: Any, seat: int, marks: Any, players: int,
            names: list[str] = NAMES) -> bytes:
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    canvas.fill(theme.BACKGROUND)
    controller.view.draw(canvas, state, seat, marks, names[:players])
    return pygame.image.tobytes(canvas, "RGB")


def _counting(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[int]:
    calls: list[int] = []
    original = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


@pytest.mark.parametrize("players", [2, 4])
def test_every_frame_of_every_animation_is_what_a_fresh_table_draws(players, monkeypatch):
    """A whole game played at normal speed, each action's animation drawn frame by frame
    (and the end, still), each frame drawn again with every layer forgotten. The floor
    is painted far less often than the frames that move."""
    controller = _table(players)
    view = controller.view
    floors = _counting(monkeypatch, view, "_draw_floor")
    state = RULES.initial_state(players, RULES.resolve_options({}))
    rng = make_rng(f"nr-layers-game:{players}")
    moving = 0
    for _ in range(700):
        if RULES.outcome(state) is not None:
            break
        player = RULES.current_player(state)
        if player >= 0:
            action = rng.choice(RULES.legal_actions(state))
        else:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        after = RULES.apply(state, action)
        seat = max(player, 0)
        view.animate(RULES.view_for(state, seat), action, RULES.view_for(after, seat), 1.0)
        state = after
        shown = RULES.view_for(state, seat)
        while True:
            view.update(1 / 20)
            still = view.timeline.clock >= view.timeline.end
            moving += not still
            seen = _canvas(controller, shown, seat, controller.no_marks(), players)
            draw.forget_layers(view)
            assert seen == _canvas(controller, shown, seat, controller.no_marks(), players), (
                f"a kept picture went stale after {action!r}")
            if still:
                break
    assert RULES.outcome(state) is not None  # the end was drawn too
    assert moving > 50
    floors.clear()
    draw.forget_layers(view)  # the still grid painted anew, then kept
    for _ in range(3):
        _canvas(controller, RULES.view_for(state, 0), 0, controller.no_marks(), players)
    assert floors == [1]  # the still grid, once: drawn as floor and what lies over it


def test_a_moving_grid_keeps_its_floor_while_the_same_rooms_lie_still(monkeypatch):
    controller = _table(2)
    view = controller.view
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng("nr-floor")
    floors = _counting(monkeypatch, view, "_draw_floor")
    overs = _counting(monkeypatch, view, "_draw_over")
    for _ in range(400):  # to a laid room whose riders walk: many frames that move
        player = RULES.current_player(state)
        action = (rng.choice(RULES.legal_actions(state)) if player >= 0
                  else sample_outcome(RULES.chance_outcomes(state), rng))
        after = RULES.apply(state, action)
        view.animate(RULES.view_for(state, max(player, 0)), action,
                     RULES.view_for(after, max(player, 0)), 1.0)
        state = after
        if view.timeline.walks and view.timeline.end > 0.5:
            break
    shown = RULES.view_for(state, 0)
    floors.clear()
    overs.clear()
    lively = set()
    for _ in range(12):
        view.update(1 / 60)
        if view.timeline.clock >= view.timeline.end:
            break
        lively.add(view._lively_cells())
        _canvas(controller, shown, 0, controller.no_marks(), 2)
    assert len(overs) >= 6  # frames that moved
    # for each set of rooms still moving: painted straight in its first frame, then kept
    assert len(floors) <= 2 * len(lively) < len(overs)


def test_the_end_is_painted_once(monkeypatch):
    controller = _table(2)
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng("nr-end")
    while RULES.outcome(state) is None:
        player = RULES.current_player(state)
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state)) if player >= 0
                            else sample_outcome(RULES.chance_outcomes(state), rng))
    sheets = _counting(monkeypatch, art, "score_sheet")
    boards = _counting(monkeypatch, art, "memory_board")
    for _ in range(3):
        _canvas(controller, state, 0, controller.no_marks(), 2)
    assert (len(sheets), len(boards)) == (1, 1)
    renamed = ["Zed", "Yu"]  # the sheet names the players: other names, another picture
    seen = _canvas(controller, state, 0, controller.no_marks(), 2, renamed)
    draw.forget_layers(controller.view)
    assert seen == _canvas(controller, state, 0, controller.no_marks(), 2, renamed)


def test_the_memory_board_is_painted_again_only_when_its_tracks_change(monkeypatch):
    """Taking a card, revealing, dealing: the state changes, the Memory board does not."""
    controller = _table(2)
    boards = _counting(monkeypatch, art, "memory_board")
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng("nr-memory")
    drawn = same = 0
    for _ in range(200):
        if RULES.outcome(state) is not None:
            break
        player = RULES.current_player(state)
        seat = max(player, 0)
        before = len(boards)
        shown = RULES.view_for(state, seat)
        _canvas(controller, shown, seat, controller.no_marks(), 2)
        drawn += 1
        if len(boards) == before:
            same += 1
        action = (rng.choice(RULES.legal_actions(state)) if player >= 0
                  else sample_outcome(RULES.chance_outcomes(state), rng))
        state = RULES.apply(state, action)
    assert same > drawn // 3, f"the Memory board was painted again in {drawn - same} of {drawn}"
