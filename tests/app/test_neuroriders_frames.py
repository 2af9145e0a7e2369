"""Neuroriders' table paints its grid and side panels once per change of what they show
(``draw.Layer``), not every frame: a frame of a late, large grid while nothing changes
draws no room, no Memory board and no seat panel again, and shows the same pixels (issue
38: its frames cost three times another table's). While something moves on the grid it
is drawn afresh each frame, each face-up room a picture painted once: the same pixels and
the same letters reported to the layout tests as rooms drawn shape by shape.
"""

from __future__ import annotations

import pygame

from neurodrez_desktop.app.bench_ui import bench_record, bench_seats
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neuroriders import art
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table

PAINTS = ("room", "memory_board", "lineup_panel", "hand_panel", "cards_panel", "seats_panel")


def _counting(name: str, paint, painted: list[str]):
    def counted(*args, **kwargs):
        painted.append(name)
        return paint(*args, **kwargs)
    return counted


def _frame(controller, view, seat, marks, names) -> bytes:
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    canvas.fill(theme.BACKGROUND)  # as the program draws a table
    controller.view.draw(canvas, view, seat, marks, names)
    return pygame.image.tobytes(canvas, "RGB")


def _late_table():
    """The bench's late Neuroriders game (a large grid), its table, seat and view."""
    pygame.display.init()
    pygame.font.init()
    entry = entry_for("neuroriders")
    rules = entry.rules
    seats = bench_seats(entry)
    record = bench_record(entry, seats, 1)
    state = record.replay(rules)
    names = [seat.name for seat in seats]
    controller = open_table(entry, len(seats), record.options, tuple(names),
                            make_rng("nr-frames"), table_layout(entry))
    seat = max(rules.current_player(state), 0)
    return controller, rules.view_for(state, seat), seat, names


def test_a_grid_drawn_afresh_paints_no_room_again_and_reports_the_same_letters(monkeypatch):
    controller, view, seat, names = _late_table()
    marks = controller.marks(view, seat, True)
    art._ROOMS.clear()  # every room painted shape by shape once
    first = _frame(controller, view, seat, marks, names)
    first_drawn = list(controller.view.drawn)
    for layer in controller.view._layers.values():
        layer.forget()  # as in a frame of a rider walking: the grid drawn afresh
    painted: list[str] = []
    monkeypatch.setattr(art, "_paint_room", _counting("_paint_room", art._paint_room, painted))
    again = _frame(controller, view, seat, marks, names)
    assert painted == [], f"{len(painted)} rooms painted shape by shape again"
    assert again == first
    assert controller.view.drawn == first_drawn  # every door's letter still reported
    board = controller.view.board
    letters = [name for kind, name, rect, _box in first_drawn
               if kind == "text" and len(name) == 1 and board.contains(rect)]
    assert len(letters) > 20, "the rooms' door letters go unreported to the layout tests"


def test_a_still_frame_of_a_large_grid_paints_nothing_again(monkeypatch):
    pygame.display.init()
    pygame.font.init()
    entry = entry_for("neuroriders")
    rules = entry.rules
    seats = bench_seats(entry)
    record = bench_record(entry, seats, 1)  # the bench's late game: a large grid
    state = record.replay(rules)
    assert len(state.tiles) >= 15
    names = [seat.name for seat in seats]
    controller = open_table(entry, len(seats), record.options, tuple(names),
                            make_rng("nr-frames"), table_layout(entry))
    seat = max(rules.current_player(state), 0)
    view = rules.view_for(state, seat)
    marks = controller.marks(view, seat, True)
    first = _frame(controller, view, seat, marks, names)
    painted: list[str] = []
    for name in PAINTS:
        monkeypatch.setattr(art, name, _counting(name, getattr(art, name), painted))
    again = _frame(controller, view, seat, controller.marks(view, seat, True), names)
    assert painted == [], f"painted again in a still frame: {sorted(set(painted))}"
    assert again == first
