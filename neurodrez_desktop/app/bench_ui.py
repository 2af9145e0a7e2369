"""``neurodrez bench ui``: frame times, start-up time and memory of the real program.

A child process runs the app headless at 1920×1080 and plays an animation-heavy scripted
game of any game with a table at its fullest (the players, options and start well past the
opening that its entry's ``bench`` names, ``bench_record``; handoff screens between the
players; every move animated at normal speed), timing each frame's work
(events, update, draw, present; not the 60 fps wait). The parent times the child from
its start to its first frame. ``--exe PATH`` times a packaged build instead of this
Python's program. Figures are printed; the last line is JSON.

The machine may be shared and busy, so the child also times a yardstick in the same run:
a frame of fixed drawing work (``yardstick_frame``) that no change to the program alters.
A table's frame is then read as so many yardstick frames, which holds from one run, and
one machine, to the next better than milliseconds do.
"""

from __future__ import annotations

import collections
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any

from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.record import GameRecord, Seat
from neurodrez_desktop.games import entry_for

FIRST_FRAME = "first-frame"
TABLE_FIRST_FRAME = "table-first-frame"
"""The child's line saying how long a table took from the menu to its first frame."""
START_UP_S = 60.0
"""Start-up allowance for the child, beyond its play: a packaged build unpacks first."""
RESULT_KEYS = {"game", "frames", "frame_ms_p50", "frame_ms_p95", "frame_ms_p95_while_ai_thinks",
               "peak_rss_mb"}


def bench_seats(entry: GameEntry, kind: str = "human") -> list[Seat]:
    """The seats of a scripted game: two, or as many as the entry's bench script asks."""
    spec = entry.spec  # the listing: the rules are not imported for it
    players = entry.bench.players or max(2, spec.min_players)
    return [Seat(f"Player {seat + 1}", kind) for seat in range(players)]


def child_timeout(seconds: float) -> float:
    """How long the child may take: its scripted play (``seconds``, then as long again at
    most while the computer thinks), with room to spare, and a start-up allowance."""
    return START_UP_S + 3 * seconds


def run_parent(seconds: float, game: str, exe: str | None = None
               ) -> dict[str, Any]:
    """Time a child program: this Python's, or ``exe`` (a packaged build of it).

    A child that cannot start, fails, ends without its figures or overruns
    ``child_timeout`` (then it is stopped) raises ``BenchChildError``, saying which."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    program = [exe] if exe else [sys.executable, "-m", "neurodrez_desktop"]
    name = exe or "the benchmark child process"
    limit = child_timeout(seconds)
    with tempfile.TemporaryDirectory(prefix="neurodrez-bench-") as home:
        env["NEURODREZ_HOME"] = home
        started = time.perf_counter()
        try:
            child = subprocess.Popen(
                [*program, "bench", "ui", "--child", "--seconds", str(seconds), "--game", game],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True,
                errors="replace", start_new_session=os.name == "posix")
        except OSError as exc:
            raise BenchChildError(f"cannot start {name}: {exc.strerror or exc}") from exc
        out = _Lines(child.stdout, started, FIRST_FRAME)
        err = _Lines(child.stderr, started)
        try:
            code = child.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            _stop(child)
            raise BenchChildError(f"{name} did not finish within {limit:g} s; it was stopped"
                                  ) from None
        except BaseException:  # Ctrl+C: no child left running
            _stop(child)
            raise
        out.join()
        err.join()
    said = f": {err.last[:200]}" if err.last else ""
    if code != 0:
        how = f"exit status {code}" if code > 0 else f"stopped by signal {-code}"
        raise BenchChildError(f"{name} failed ({how}){said}")
    result = out.result()
    if result is None:
        raise BenchChildError(f"{name} ended without printing the benchmark's figures{said}")
    result["first_frame_s"] = round(out.mark_s or -1, 3)
    result["table_first_frame_s"] = next(
        (float(line.split()[1]) for line in out.lines
         if line.startswith(TABLE_FIRST_FRAME + " ")), None)
    return result


class BenchChildError(Exception):
    """The program being timed could not start, failed, or gave no figures in time."""


class _Lines:
    """A child's output stream, read line by line in a thread (so the parent can time the
    child out): its last lines, and when the line ``mark`` first came."""

    def __init__(self, stream: Any, started: float, mark: str | None = None) -> None:
        self.lines: collections.deque[str] = collections.deque(maxlen=200)
        self.mark = mark
        self.mark_s: float | None = None
        self.started = started
        self.thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self.thread.start()

    def _read(self, stream: Any) -> None:
        with stream:
            for line in stream:
                line = line.strip()
                if line == self.mark and self.mark_s is None:
                    self.mark_s = time.perf_counter() - self.started
                self.lines.append(line)

    def join(self) -> None:
        self.thread.join(timeout=5)  # a grandchild may hold the pipe open: do not wait on it

    @property
    def last(self) -> str:
        return next((line for line in reversed(self.lines) if line), "")

    def result(self) -> dict[str, Any] | None:
        """The last line that is the JSON object of figures print_result needs."""
        for line in reversed(self.lines):
            if line.startswith("{"):
                try:
                    result = json.loads(line)
                except ValueError:
                    continue
                if isinstance(result, dict) and result.keys() >= RESULT_KEYS:
                    return result
        return None


def _stop(child: subprocess.Popen[str]) -> None:
    """Kill the child and what it started (its own session, on POSIX) and reap it."""
    try:
        if os.name == "posix":
            os.killpg(child.pid, signal.SIGKILL)
        else:
            child.kill()
    except OSError:  # it ended meanwhile
        pass
    child.wait()


def run_child(seconds: float, game: str) -> None:
    from neurodrez_desktop.app.main import App

    app = App((1920, 1080))
    app.start()
    app.update_settings(first_help=False)  # the scripted game plays the table at once
    app.step(0)
    print(FIRST_FRAME, flush=True)
    yardstick = sorted(_yardstick(app.display, YARDSTICK_FRAMES))
    times = _scripted_game(app, seconds, game)
    times.sort()
    thinking = sorted(_frames_while_ai_thinks(app, max(2.0, seconds / 2), game))
    peak = _peak_rss_mb()
    workers = _workers_peak_rss_mb()
    print(json.dumps({
        "frames": len(times),
        "frames_while_ai_thinks": len(thinking),
        "frame_ms_p95_while_ai_thinks": round(thinking[int(len(thinking) * 0.95)], 3)
        if thinking else None,
        "frame_ms_p50": round(times[len(times) // 2], 3),
        "frame_ms_p95": round(times[int(len(times) * 0.95)], 3),
        "frame_ms_max": round(times[-1], 3),
        "yardstick_ms_p50": round(yardstick[len(yardstick) // 2], 3),
        "yardstick_ms_p95": round(yardstick[int(len(yardstick) * 0.95)], 3),
        "peak_rss_mb": None if peak is None else round(peak, 1),
        "workers_peak_rss_mb": workers,
        "peak_rss_mb_with_workers": None if peak is None or workers is None
        else round(peak + sum(workers), 1),
        "game": game,
        "options": dict(entry_for(game).bench.options),
    }), flush=True)


YARDSTICK_FRAMES = 240


def yardstick_frame(canvas: Any, tile: Any, words: list[Any], k: int) -> None:
    """Fixed drawing work of about a table's size: the canvas filled, 120 panels, 64
    tiles and 150 words blitted, and a board-sized area redrawn."""
    import pygame

    canvas.fill((18, 22, 28))
    for i in range(120):
        rect = pygame.Rect(20 + (i * 97 + k) % 1800, 20 + (i * 53) % 1000, 120, 60)
        pygame.draw.rect(canvas, (40, 48, 60), rect, border_radius=8)
        pygame.draw.rect(canvas, (90, 100, 120), rect, 2, border_radius=8)
    for i in range(64):
        canvas.blit(tile, (600 + (i % 8) * 80, 120 + (i // 8) * 80))
    for i, word in enumerate(words):
        canvas.blit(word, (30 + (i % 5) * 380, 40 + (i // 5) * 34))


def _yardstick(display: Any, frames: int) -> list[float]:
    import pygame

    from neurodrez_desktop.ui import theme

    tile = pygame.Surface((76, 76), pygame.SRCALPHA)
    tile.fill((200, 180, 140, 255))
    words = [theme.font(24).render(f"Yardstick words {i}", True, (230, 230, 230))
             for i in range(150)]
    times = []
    for k in range(frames):
        t = time.perf_counter()
        yardstick_frame(display.canvas, tile, words, k)
        display.present()
        times.append((time.perf_counter() - t) * 1000)
    return times


def _scripted_game(app: Any, seconds: float, game: str) -> list[float]:
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.ui import intents

    entry = entry_for(game)
    rules = entry.rules
    rng = make_rng("bench-ui")
    app.update_settings(animation_speed="normal")
    record = bench_record(entry, bench_seats(entry), 1)
    started = time.perf_counter()  # from the menu to the table's first frame
    app.nav.open_record(record)
    app.step(1 / 60)
    print(f"{TABLE_FIRST_FRAME} {time.perf_counter() - started:.3f}", flush=True)
    times: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        scene = app.scenes.top
        if scene.name == "results":
            app.nav.open_record(bench_record(entry, list(scene.session.seats),
                                             rng.randrange(10**6)))
            scene = app.scenes.top
        # a frame is timed with the input it handles (a click's move is played, its game
        # kept, inside the frame the player sees), not only the drawing after it
        action = None
        if scene.name == "play" and not scene.busy and scene.session.current_player >= 0:
            action = rng.choice(rules.legal_actions(scene.session.state))  # the player's pick
        t = time.perf_counter()
        if scene.name == "handoff":  # the next player takes the screen at once
            scene.handle(intents.Confirm())
        elif action is not None:
            scene.play(action)
        app.step(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
    return times


BENCH_GAMES_TRIED = 20
"""Seeded games tried, one after another, for one that outlasts the bench's start."""
BENCH_ACTIONS_LEFT = 12
"""Actions a game must have left after the bench's start (the timed play goes on)."""


def bench_record(entry: GameEntry, seats: list[Seat], seed: int) -> GameRecord:
    """The game the bench times, opened ``entry.bench.played_before`` actions in: each
    action a seeded random legal one, chance drawn from the game's seed as the program
    draws it. Seeds from ``seed`` on are tried for a game that outlasts that start by
    ``BENCH_ACTIONS_LEFT`` actions (random play ends some games early); the longest met
    is taken if none does (at least its opening)."""
    from neurodrez_desktop.core.protocol import CHANCE
    from neurodrez_desktop.core.rng import chance_action, make_rng

    rules, options = entry.rules, dict(entry.bench.options)
    wanted = entry.bench.played_before
    longest = GameRecord(entry.id, tuple(seats), options, seed)
    if wanted <= 0:
        return longest
    for tried in range(BENCH_GAMES_TRIED):
        game_seed = seed + tried
        rng = make_rng(f"bench-ui-start:{game_seed}")
        state = rules.initial_state(len(seats), options)
        actions: list[Any] = []
        while rules.outcome(state) is None and len(actions) < wanted + BENCH_ACTIONS_LEFT:
            if rules.current_player(state) == CHANCE:
                action = chance_action(game_seed, len(actions), rules.chance_outcomes(state))
            else:
                action = rng.choice(rules.legal_actions(state))
            state = rules.apply(state, action)
            actions.append(action)
        start = min(wanted, len(actions) - BENCH_ACTIONS_LEFT)
        if start > len(longest.actions):
            longest = GameRecord(entry.id, tuple(seats), options, game_seed,
                                 tuple(actions[:start]))
        if start >= wanted:
            break
    return longest


def _frames_while_ai_thinks(app: Any, seconds: float, game: str) -> list[float]:
    """Frame times (work and the 60 fps wait, as a player sees them) while computer seats
    at Normal think in the background thread, in a game of two computers."""
    entry = entry_for(game)
    app.update_settings(animation_speed="off")
    scene = app.nav.open_record(bench_record(entry, bench_seats(entry, "computer:normal"), 2))
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


def _workers_peak_rss_mb() -> list[float] | None:
    """The peak RSS of each computer worker process still running (the search's parts,
    started by this process), from Linux's /proc (``VmHWM``); None where there is none to
    read. Asked before the workers end: a worker's memory is the player's memory too."""
    import multiprocessing

    peaks = []
    for worker in multiprocessing.active_children():
        try:
            with open(f"/proc/{worker.pid}/status", encoding="ascii") as status:
                kb = next(int(line.split()[1]) for line in status
                          if line.startswith("VmHWM:"))
        except (OSError, StopIteration, ValueError):  # not Linux, or the worker just ended
            return None
        peaks.append(round(kb / 1024, 1))
    return sorted(peaks, reverse=True)


def print_result(result: dict[str, Any]) -> None:
    print(f"{result['game']}: frames: {result['frames']}, p50 {result['frame_ms_p50']} ms, "
          f"p95 {result['frame_ms_p95']} ms, while the computer thinks "
          f"p95 {result['frame_ms_p95_while_ai_thinks']} ms (goal <= 33), first frame "
          f"(the menu) {result['first_frame_s']} s (goal <= 0.30), the table's first frame "
          f"from the menu {result.get('table_first_frame_s')} s, peak RSS "
          f"{result['peak_rss_mb']} MB (goal <= 130)")
    if result.get("workers_peak_rss_mb") is not None:
        print(f"{result['game']}: peak RSS of the computer's worker processes "
              f"{result['workers_peak_rss_mb']} MB; with the main process "
              f"{result['peak_rss_mb_with_workers']} MB")
    if result.get("yardstick_ms_p95"):
        print(f"{result['game']}: yardstick frame (fixed drawing work, same run) p50 "
              f"{result['yardstick_ms_p50']} ms, p95 {result['yardstick_ms_p95']} ms; the "
              f"table's p95 is {result['frame_ms_p95'] / result['yardstick_ms_p95']:.2f} "
              "yardstick frames (goal <= 0.8)")
    print(json.dumps(result, sort_keys=True))
