"""``neurodrez bench load``: how fast the Load screen opens and draws with many saves.

A folder of ``--saves`` named saves (real games of every kind, copied) and a few unfinished
games is made in a temporary home; the program is opened headless at 1920×1080 and the
Load screen is opened from the menu, timed from the press to its first drawn frame. Then
it is scrolled through (PageDown, wheel, End, Home, rows chosen) for ``--seconds`` and each
frame's work is timed. Opening is timed to the first frame and to the frame when every row
in view shows its words (rows are read a few a frame); the goal applies to the second.
The yardstick, measured in the same run, is the same screen with one save: what the count
itself costs. Figures are printed; the last line is JSON.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

OPEN_GOAL_S = 0.5
FRAME_GOAL_MS = 8.0


def make_saves(home: Path, count: int) -> None:
    """``count`` saves of the five games (each copied from one real, short game) and three
    unfinished games, with distinct times so the list has an order."""
    from neurodrez_desktop.app.saves import SaveStore
    from neurodrez_desktop.app.session import GameSession
    from neurodrez_desktop.core.protocol import CHANCE
    from neurodrez_desktop.core.record import Seat
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games import playable

    store = SaveStore(home / "data")
    originals = []
    for entry in playable():
        rules = entry.rules
        players = max(2, rules.spec.min_players)
        session = GameSession.new(rules, [Seat(f"Player {k + 1}") for k in range(players)],
                                  {}, 1)
        rng = make_rng(f"bench-load:{entry.id}")
        while len(session.record.actions) < 40 and not session.is_over:
            session.apply(session.chance_outcome() if session.current_player == CHANCE
                          else rng.choice(rules.legal_actions(session.state)))
        originals.append(store.save(session))
        if len(originals) <= 3:
            store.keep(session, None)
    store.folder.mkdir(parents=True, exist_ok=True)
    for k in range(count - len(originals)):
        copy = store.folder / f"bench-{k:05d}.json"
        shutil.copyfile(originals[k % len(originals)], copy)
        os.utime(copy, (1_000_000 + k, 1_000_000 + k))


def _measure(app: Any, seconds: float) -> tuple[float, float, list[float]]:
    """(seconds from pressing Load to its first frame, and until every row in view shows
    its words; frame times in ms while browsing)."""
    import pygame

    from neurodrez_desktop.ui import intents

    app.nav.menu()
    app.step(0)
    menu = app.scenes.top
    load_button = next(b for b, (what, _) in menu.buttons.items() if what == "load")
    start = time.perf_counter()
    menu.handle(intents.Widget(pygame.event.Event(0, ui_element=load_button)))
    app.step(0)  # the Load screen's first frame, drawn
    opened = time.perf_counter() - start
    load = app.scenes.top
    assert load.name == "load", load.name
    while load.pending():
        app.step(1 / 60)
    filled = time.perf_counter() - start
    if load.tab != "saved":
        load.switch("saved")
    steps = [intents.Key(pygame.K_PAGEDOWN), intents.Scroll(load.scroller.rect.center, -1),
             intents.Key(pygame.K_DOWN), intents.Key(pygame.K_END), intents.Key(pygame.K_UP),
             intents.Key(pygame.K_HOME), intents.Key(pygame.K_TAB)]
    times: list[float] = []
    end = time.perf_counter() + seconds
    k = 0
    while time.perf_counter() < end:
        if k % 3 == 0:
            app.send(steps[(k // 3) % len(steps)])
        k += 1
        t = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
    app.nav.menu()
    return opened, filled, sorted(times)


def run(saves: int, seconds: float) -> dict[str, Any]:
    kept = {name: os.environ.get(name)
            for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "NEURODREZ_HOME")}
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")  # headless, always
    results = {}
    try:
        for label, count in (("yardstick_1_save", 1), (f"{saves}_saves", saves)):
            with tempfile.TemporaryDirectory(prefix="neurodrez-bench-load-") as home:
                os.environ["NEURODREZ_HOME"] = home  # never the player's own saves
                results[label] = _run_one(Path(home), count, seconds)
    finally:
        for name, value in kept.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    many = results[f"{saves}_saves"]
    return {"saves": saves, "seconds": seconds, **results,
            "open_goal_s": OPEN_GOAL_S, "frame_goal_ms": FRAME_GOAL_MS,
            "open_met": many["rows_shown_s"] < OPEN_GOAL_S,
            "frames_met": many["frame_ms_p95"] < FRAME_GOAL_MS}


def _run_one(home: Path, count: int, seconds: float) -> dict[str, Any]:
    import pygame

    from neurodrez_desktop.app.main import App

    make_saves(home, count)
    app = App((1920, 1080))
    app.start()
    app.step(0)
    _measure(app, 0.3)  # once to warm fonts and caches, as a second visit would
    opened, filled, times = _measure(app, seconds)
    pygame.quit()
    return {"open_s": round(opened, 4), "rows_shown_s": round(filled, 4),
            "frames": len(times), "frame_ms_p50": round(times[len(times) // 2], 3),
            "frame_ms_p95": round(times[int(len(times) * 0.95)], 3),
            "frame_ms_max": round(times[-1], 3)}


def print_result(result: dict[str, Any]) -> None:
    many = result[f"{result['saves']}_saves"]
    one = result["yardstick_1_save"]
    print(f"Load screen with {result['saves']} saves: opens in {many['open_s'] * 1000:.0f} ms, "
          f"every row in view shown in {many['rows_shown_s'] * 1000:.0f} ms "
          f"(goal < {OPEN_GOAL_S * 1000:.0f} ms; with 1 save {one['open_s'] * 1000:.0f} ms, "
          f"{one['rows_shown_s'] * 1000:.0f} ms); "
          f"frames p50 {many['frame_ms_p50']} ms, p95 {many['frame_ms_p95']} ms, "
          f"max {many['frame_ms_max']} ms (goal p95 < {FRAME_GOAL_MS:g} ms; with 1 save "
          f"p95 {one['frame_ms_p95']} ms)")
    print(json.dumps(result, sort_keys=True))
