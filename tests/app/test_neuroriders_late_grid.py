"""Neuroriders' grid in the smallest window: the largest grid of seeded games, drawn
through the play scene in a 1280×720 window, keeps every cue (a door's letter, a summons'
letter, a rider's letter) readable, and nothing on it overlaps or is cut off. Neuroriders'
own check beside the layout test every table runs (``test_layout_overlap.py``), whose
checker it uses.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import draw, theme
from tests.app.test_layout_overlap import frame_widgets, layout_problems

# -- Neuroriders' grid in the smallest window ----------------------------------------------
SMALL_WINDOW = (1280, 720)
CUE_PX = theme.READABLE_PX
"""No cue on Neuroriders' grid (a door's letter, a summons' letter, a rider's letter) is
smaller on the screen than an 11 px font's capitals: colour is never the only cue
(DESIGN.md), and nothing that carries meaning is under 11 px at 1280×720."""


def _late_grid(players: int = 4, games: int = 8) -> Any:
    """The record of a seeded Neuroriders game up to the placement with the largest grid
    (rooms and the ring round them) met in ``games`` random games: late, many rooms."""
    from neurodrez_desktop.app.session import GameSession
    from neurodrez_desktop.games.neuroriders.state import Phase

    rules = next(e for e in playable() if e.id == "neuroriders").rules
    best: tuple[int, Any] | None = None
    for game in range(games):
        session = GameSession.new(rules, [Seat(f"P{k}") for k in range(players)], {}, game)
        rng = make_rng(f"late-grid:{game}")
        while session.current_player != TERMINAL:
            state = session.state
            if state.phase == Phase.PLACE and state.crystallizations:
                rows = {t.cell[0] for t in state.tiles}
                cols = {t.cell[1] for t in state.tiles}
                size = (max(rows) - min(rows) + 3) * (max(cols) - min(cols) + 3)
                if best is None or size > best[0]:
                    best = (size, session.record)
            session.apply(session.chance_outcome() if session.current_player == CHANCE
                          else rng.choice(rules.legal_actions(state)))
    assert best is not None
    return best[1]


def _cap_height(px: float) -> float:
    """How tall a capital of a ``px`` pixel bold font is."""
    big = theme.font(96, True).render("OGWP", True, (255, 255, 255)).get_bounding_rect()
    return big.h / 96 * px


def cue_problems(view: Any, state: Any, widgets: list[draw.Widget], scale: float
                 ) -> list[str]:
    """Each face-up room wholly in the grid's window: every door's letter and every
    summons' letter drawn, and every rider standing there with its letter, none shorter on
    the screen than a ``CUE_PX`` font's capitals."""
    from neurodrez_desktop.games.neuroriders.rooms import COLOUR_LETTERS, WALL, room_set
    from neurodrez_desktop.games.neuroriders.state import DOORS, START_ROOM

    letters = [(rect, name) for kind, name, rect, _ in widgets
               if kind == "text" and name in COLOUR_LETTERS
               and view.window.collidepoint(rect.center)]
    least = _cap_height(CUE_PX) / scale
    problems = [f"{name!r} at {tuple(rect)} is {rect.h * scale:.1f} px tall on the screen, "
                f"under a {CUE_PX} px font's {_cap_height(CUE_PX):.1f}"
                for rect, name in letters if rect.h < least - 0.5]
    window, checked = view.usable, 0
    for tile in state.tiles:
        rect = view.cell_rect(tile.cell)
        if not tile.face_up or tile.room == START_ROOM or not window.contains(rect):
            continue
        checked += 1
        doors = sum(d is not WALL for d in DOORS[tile.room][tile.turns % 4])
        wanted = doors + len(room_set().room(tile.room).summons) + sum(
            cell == tile.cell for cell in state.riders)
        shown = sum(rect.collidepoint(r.center) for r, _ in letters)
        if shown < wanted:
            problems.append(f"room {tile.room} at {tile.cell} ({rect.w} px, "
                            f"{rect.w * scale:.0f} on the screen): {shown} letters of its "
                            f"{wanted} cues")
    if not checked:
        problems.append("no face-up room wholly in the window")
    return problems


def test_neuroriders_late_grid_in_a_1280x720_window_keeps_every_cue_readable(make_driver):
    """The largest grid of seeded games, drawn through the play scene in a 1280×720
    window: nothing overlaps or is cut off, and every cue keeps a letter of at least an
    11 px font on the screen."""
    driver = make_driver()
    record = _late_grid()
    play = driver.app.nav.open_record(record)
    w, h = SMALL_WINDOW
    pygame.display.set_mode(SMALL_WINDOW, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=SMALL_WINDOW, w=w, h=h))
    driver.frames(2)
    display = driver.app.display
    assert display.window.get_size() == SMALL_WINDOW
    player = play.session.current_player
    play.viewer, play.notice, play.hint_action = player, None, None
    play.controller.reset()
    view = play.controller.view
    view.recentre(play.rules.view_for(play.session.state, player))
    canvas = display.canvas
    canvas.fill(theme.BACKGROUND)
    widgets = frame_widgets(play, canvas)
    problems = layout_problems(widgets)
    problems += cue_problems(view, play.rules.view_for(play.session.state, player), widgets,
                             display.scale)
    display.present()
    shots = Path(os.environ.get("NEURODREZ_SHOTS") or "/tmp/nr_display")
    shots.mkdir(parents=True, exist_ok=True)
    pygame.image.save(display.window, str(shots / "late_grid_1280x720.png"))
    assert not problems, "\n  ".join(problems[:16])
    pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.RESIZABLE)  # and the full size
    display.resized(theme.LOGICAL_SIZE)
    display.canvas.fill(theme.BACKGROUND)
    play.draw(display.canvas)  # the table itself (a handoff may be due over it)
    display.present()
    pygame.image.save(display.window, str(shots / "late_grid_1920x1080.png"))
