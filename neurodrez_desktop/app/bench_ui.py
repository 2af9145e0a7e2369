"""``neurodrez bench ui``: frame times, start-up time and memory of the real program.

A child process runs the app headless at 1920×1080 and plays an animation-heavy scripted
game of any game with a table (with the options its entry's ``bench`` names, handoff
screens between the players; every move animated at normal speed), timing each frame's work
(events, update, draw, present; not the 60 fps wait). The parent times the child from
its start to its first frame. ``--exe PATH`` times a packaged build instead of this
Python's program. Figures are printed; the last line is JSON.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from typing import Any

from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import entry_for

FIRST_FRAME = "first-frame"


def bench_seats(entry: GameEntry, kind: str = "human") -> list[Seat]:
    """The seats of a scripted game: two, or as many as the entry's bench script asks."""
    spec = entry.rules.spec
    players = entry.bench.players or max(2, spec.min_players)
    return [Seat(f"Player {seat + 1}", kind) for seat in range(players)]


def run_parent(seconds: float, game: str, exe: str | None = None
               ) -> dict[str, Any]:
    """Time a child program: this Python's, or ``exe`` (a packaged build of it)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    program = [exe] if exe else [sys.executable, "-m", "neurodrez_desktop"]
    with tempfile.TemporaryDirectory(prefix="neurodrez-bench-") as home:
        env["NEURODREZ_HOME"] = home
        started = time.perf_counter()
        child = subprocess.Popen(
            [*program, "bench", "ui", "--child", "--seconds", str(seconds), "--game", game],
            stdout=subprocess.PIPE, env=env, text=True)
        first_frame_s = None
        result: dict[str, Any] = {}
        assert child.stdout is not None
        for line in child.stdout:
            if line.strip() == FIRST_FRAME and first_frame_s is None:
                first_frame_s = time.perf_counter() - started
            elif line.startswith("{"):
                result = json.loads(line)
        if child.wait() != 0 or not result:
            raise RuntimeError("the benchmark child process failed")
    result["first_frame_s"] = round(first_frame_s or -1, 3)
    return result


def run_child(seconds: float, game: str) -> None:
    from neurodrez_desktop.app.main import App

    app = App((1920, 1080))
    app.start()
    app.step(0)
    print(FIRST_FRAME, flush=True)
    times = _scripted_game(app, seconds, game)
    times.sort()
    thinking = sorted(_frames_while_ai_thinks(app, max(2.0, seconds / 2), game))
    peak = _peak_rss_mb()
    print(json.dumps({
        "frames": len(times),
        "frames_while_ai_thinks": len(thinking),
        "frame_ms_p95_while_ai_thinks": round(thinking[int(len(thinking) * 0.95)], 3)
        if thinking else None,
        "frame_ms_p50": round(times[len(times) // 2], 3),
        "frame_ms_p95": round(times[int(len(times) * 0.95)], 3),
        "frame_ms_max": round(times[-1], 3),
        "peak_rss_mb": None if peak is None else round(peak, 1),
        "game": game,
        "options": dict(entry_for(game).bench.options),
    }), flush=True)


def _scripted_game(app: Any, seconds: float, game: str) -> list[float]:
    from neurodrez_desktop.app import intents
    from neurodrez_desktop.core.rng import make_rng

    entry = entry_for(game)
    rules, options = entry.rules, dict(entry.bench.options)
    rng = make_rng("bench-ui")
    app.update_settings(animation_speed="normal")
    app.nav.start_new_game(rules, bench_seats(entry), options, 1)
    times: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        scene = app.scenes.top
        if scene.name == "results":
            app.nav.start_new_game(rules, list(scene.session.seats), options,
                                   rng.randrange(10**6))
            scene = app.scenes.top
        if scene.name == "handoff":  # the next player takes the screen at once
            scene.handle(intents.Confirm())
        elif scene.name == "play" and not scene.busy and scene.session.current_player >= 0:
            scene.play(rng.choice(rules.legal_actions(scene.session.state)))
        t = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
    return times


def _frames_while_ai_thinks(app: Any, seconds: float, game: str) -> list[float]:
    """Frame times (work and the 60 fps wait, as a player sees them) while computer seats
    at Normal think in the background thread, in a game of two computers."""
    entry = entry_for(game)
    app.update_settings(animation_speed="off")
    app.nav.start_new_game(entry.rules, bench_seats(entry, "computer:normal"),
                           dict(entry.bench.options), 2)
    scene = app.scenes.top
    scene.computers.watch_speed = "fast"
    times: list[float] = []
    end = time.perf_counter() + seconds
    last = time.perf_counter()
    while time.perf_counter() < end and app.scenes.top is scene:
        app.step(app.clock.tick(60) / 1000)
        now = time.perf_counter()
        if scene.computers.thinking:
            times.append((now - last) * 1000)
        last = now
    return times


def _peak_rss_mb() -> float | None:
    try:
        import resource
    except ImportError:  # not on this platform
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 / 1024 if sys.platform == "darwin" else peak / 1024


def print_result(result: dict[str, Any]) -> None:
    print(f"{result['game']}: frames: {result['frames']}, p50 {result['frame_ms_p50']} ms, "
          f"p95 {result['frame_ms_p95']} ms (goal <= 4), while the computer thinks "
          f"p95 {result['frame_ms_p95_while_ai_thinks']} ms (goal <= 33), first frame "
          f"{result['first_frame_s']} s (goal <= 1.0), peak RSS {result['peak_rss_mb']} MB "
          "(goal <= 150)")
    print(json.dumps(result, sort_keys=True))
