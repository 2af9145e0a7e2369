"""While something moves on Neuroriders' grid (a room dropping in, riders walking, rooms
turning face down), the rooms that lie still are kept as the grid's floor (a layer) and only
what moves is drawn over it each frame; at the end, the Memory board and the score sheet
are painted once. Every such frame must be, pixel for pixel, what a table drawing from
scratch shows."""

from __future__ import annotations

from typing import Any

import pytest
from table_pictures import (
    NAMES,
    animated_game,
    animated_step,
    counting,
    next_action,
    open_test_table,
)
from table_pictures import table_picture as _picture

from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neuroriders import art
from neurodrez_desktop.ui import draw

ENTRY = entry_for("neuroriders")
RULES = ENTRY.rules


def _table(players: int) -> Any:
    return open_test_table(ENTRY, players, "nr-layers")


@pytest.mark.parametrize("players", [2, 4])
def test_every_frame_of_every_animation_is_what_a_fresh_table_draws(players, monkeypatch):
    """A whole game played at normal speed, each action's animation drawn frame by frame
    (and the end, still), each frame drawn again with every layer forgotten. The floor
    is painted far less often than the frames that move."""
    controller = _table(players)
    view = controller.view
    names = NAMES[:players]
    floors = counting(monkeypatch, view, "_draw_floor")
    moving = 0
    for step in animated_game(view, RULES, players, f"nr-layers-game:{players}", 700):
        state = step.state
        while True:
            view.update(1 / 20)
            still = view.timeline.clock >= view.timeline.end
            moving += not still
            seen = _picture(controller, step.shown, step.seat, names=names)
            draw.forget_layers(view)
            assert seen == _picture(controller, step.shown, step.seat, names=names), (
                f"a kept picture went stale after {step.action!r}")
            if still:
                break
    assert RULES.outcome(state) is not None  # the end was drawn too
    assert moving > 50
    floors.clear()
    draw.forget_layers(view)  # the still grid painted anew, then kept
    for _ in range(3):
        _picture(controller, RULES.view_for(state, 0), 0, names=names)
    assert floors == [1]  # the still grid, once: drawn as floor and what lies over it


def test_a_moving_grid_keeps_its_floor_while_the_same_rooms_lie_still(monkeypatch):
    controller = _table(2)
    view = controller.view
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng("nr-floor")
    floors = counting(monkeypatch, view, "_draw_floor")
    overs = counting(monkeypatch, view, "_draw_over")
    for _ in range(400):  # to a laid room whose riders walk: many frames that move
        state = animated_step(view, RULES, state, rng).state
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
        _picture(controller, shown, 0)
    assert len(overs) >= 6  # frames that moved
    # for each set of rooms still moving: painted straight in its first frame, then kept
    assert len(floors) <= 2 * len(lively) < len(overs)


def test_the_end_is_painted_once(monkeypatch):
    controller = _table(2)
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng("nr-end")
    while RULES.outcome(state) is None:
        state = RULES.apply(state, next_action(RULES, state, rng))
    sheets = counting(monkeypatch, art, "score_sheet")
    boards = counting(monkeypatch, art, "memory_board")
    for _ in range(3):
        _picture(controller, state, 0)
    assert (len(sheets), len(boards)) == (1, 1)
    renamed = ["Zed", "Yu"]  # the sheet names the players: other names, another picture
    seen = _picture(controller, state, 0, names=renamed)
    draw.forget_layers(controller.view)
    assert seen == _picture(controller, state, 0, names=renamed)


def test_the_memory_board_is_painted_again_only_when_its_tracks_change(monkeypatch):
    """Taking a card, revealing, dealing: the state changes, the Memory board does not."""
    controller = _table(2)
    boards = counting(monkeypatch, art, "memory_board")
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng("nr-memory")
    drawn = same = 0
    for _ in range(200):
        if RULES.outcome(state) is not None:
            break
        seat = max(RULES.current_player(state), 0)
        before = len(boards)
        _picture(controller, RULES.view_for(state, seat), seat)
        drawn += 1
        if len(boards) == before:
            same += 1
        state = RULES.apply(state, next_action(RULES, state, rng))
    assert same > drawn // 3, f"the Memory board was painted again in {drawn - same} of {drawn}"
