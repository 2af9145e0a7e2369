"""``neurodrez bench ai``: two computer levels play a run of games against each other.

A run is fixed by its parameters (game, levels A and B with their budgets, seats, options,
seed); game number ``k`` of a run is always the same game (its seed and A's seat follow
from the run's seed and ``k``), whether the games are played one after another or in
parallel worker processes (``--jobs``), and whether a run is played at once or resumed.

With ``--out FILE`` each finished game is appended to FILE as one JSON line, flushed to
disk at once, so an interrupted run loses at most the games in hand; ``--resume`` reads
FILE, plays only the games it lacks, and counts every game in it. FILE is only ever
appended to: a damaged line, or a line of another run, is reported and nothing is written.

A line of FILE (seats are numbered from 1, as the progress lines say)::

    {"game": 3, "seed": 100005, "seats": ["greedy", "random"], "a_seat": 1,
     "scores": [12.0, 0.0], "winners": [1], "a_score": 1.0, "actions": 48,
     "decision_s": [[...], [...]], "quick_s": [[...], [...]], "run": {...}}

Decision times are wall-clock: games played in parallel share the machine, so ``--jobs``
is held to its number of cores.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import math
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from multiprocessing.connection import wait
from pathlib import Path
from typing import IO, Any, TypeGuard

from neurodrez_desktop.ai.pools import end_now
from neurodrez_desktop.core.entry import GameEntry

Z_95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""

SEED_STRIDE = 100_003
"""Game ``k`` of a run seeded ``s`` is seeded ``s * SEED_STRIDE + k - 1`` (as before runs
could be resumed, so an old run's games are the same games)."""

TIME_DIGITS = 6


class RunFileError(ValueError):
    """An --out file that cannot be used: one plain line, and the file is left alone."""


def wilson_interval(score: float, games: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a rate of ``score`` points in ``games`` games.

    A draw counts ½: ``score`` is wins + draws / 2, and the interval is the binomial one
    for that rate, as if each game were a trial worth 0 or 1. A draw varies less than a
    coin toss (it is always ½), so with draws the interval is a little wider than it need
    be: it errs on the careful side. No games: the whole range (0, 1).
    """
    if games <= 0:
        return 0.0, 1.0
    rate = min(max(score / games, 0.0), 1.0)
    z2 = z * z
    centre = (rate + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class AiRun:
    """What makes one run's games: game ``k`` depends on these and ``k`` alone."""

    game: str
    a: str
    b: str
    players: int
    options: Mapping[str, Any]
    seed: int

    def game_seed(self, number: int) -> int:
        return self.seed * SEED_STRIDE + number - 1

    def a_seat(self, number: int) -> int:
        """A's seat (from 0) in game ``number``: A takes each seat in turn."""
        return (number - 1) % self.players

    def levels(self, number: int) -> list[str]:
        seats = [self.b] * self.players
        seats[self.a_seat(number)] = self.a
        return seats

    def params(self) -> dict[str, Any]:
        """The run as written in each line of FILE (JSON's own types, so a line read back
        compares equal), the levels' budgets included: a level whose budget has changed
        is another opponent."""
        from neurodrez_desktop.ai.levels import budget_for_level

        budgets = {"a": _plain(budget_for_level(self.a)), "b": _plain(budget_for_level(self.b))}
        plain: dict[str, Any] = json.loads(json.dumps(
            {"game": self.game, "a": self.a, "b": self.b, "players": self.players,
             "options": dict(self.options), "seed": self.seed, "budgets": budgets},
            default=str))
        return plain


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return repr(value)


def play_game(entry: GameEntry, run: AiRun, number: int, params: dict[str, Any]
              ) -> dict[str, Any]:
    """Game ``number`` of ``run``, as its line of FILE. Runs in a worker process too: a
    game registered at run time is registered there as well."""
    from neurodrez_desktop.ai.levels import agent_for_level, budget_for_level
    from neurodrez_desktop.ai.match import play_match
    from neurodrez_desktop.games import GAMES, register

    if entry.id not in GAMES:
        register(entry)
    levels = run.levels(number)
    a_seat = run.a_seat(number)
    result = play_match(entry.rules, [agent_for_level(level) for level in levels],
                        [budget_for_level(level) for level in levels],
                        run.game_seed(number), run.options)
    outcome = result.outcome
    if outcome.is_draw:
        a_score = 0.5
    elif a_seat in outcome.winners:
        a_score = 1.0
    else:
        a_score = 0.0
    seats = range(run.players)
    return {
        "game": number, "seed": run.game_seed(number), "seats": levels, "a_seat": a_seat + 1,
        "scores": [float(s) for s in outcome.scores],
        "winners": [w + 1 for w in outcome.winners], "a_score": a_score,
        "actions": result.actions,
        "decision_s": [[round(t, TIME_DIGITS) for t in result.decision_s.get(seat, [])]
                       for seat in seats],
        "quick_s": [[round(t, TIME_DIGITS) for t in result.quick_s.get(seat, [])]
                    for seat in seats],
        "settled_s": [[round(t, TIME_DIGITS) for t in result.settled_s.get(seat, [])]
                      for seat in seats],
        "settled_work": [[round(w, 3) for w in result.settled_work.get(seat, [])]
                         for seat in seats],
        "capped": [result.capped.get(seat, 0) for seat in seats],
        "run": params,
    }


# --- FILE -------------------------------------------------------------------------------

def open_run_file(path: Path, resume: bool) -> IO[bytes]:
    """FILE opened for appending, checked before any game is played: a regular file (or
    none yet) in a folder that exists or can be made. Without ``resume`` it must hold no
    games (appending a second run would mix two runs in one file)."""
    shown = f"--out {path}"
    if path.is_dir():
        raise RunFileError(f"{shown}: is a folder; name a file in it")
    if path.exists() and not path.is_file():
        raise RunFileError(f"{shown}: not a regular file")
    for folder in path.parents:
        if folder.exists() and not folder.is_dir():
            raise RunFileError(f"{shown}: {folder} is a file, not a folder")
    if not resume and path.exists() and path.stat().st_size > 0:
        raise RunFileError(f"{shown} already holds games; add --resume to continue its run, "
                           "or name a new file")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        file = path.open("a+b")
    except OSError as exc:
        raise RunFileError(f"{shown}: cannot write it: {exc.strerror or exc}") from exc
    try:
        import fcntl  # POSIX: two runs appending to one file would play the same games
    except ImportError:
        return file
    try:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        file.close()
        raise RunFileError(f"{shown}: another run is writing it") from None
    return file


def read_run_file(file: IO[bytes], path: Path, run: AiRun, params: dict[str, Any]
                  ) -> dict[int, dict[str, Any]]:
    """The games already in FILE, by number. Raises RunFileError, naming the line, for a
    line that is not a whole game of this run (another run's, a cut-off or edited line,
    a game given twice); blank lines are passed over."""
    file.seek(0)
    data = file.read()
    games: dict[int, dict[str, Any]] = {}
    lines = data.split(b"\n")
    for index, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        where = f"--out {path}, line {index}"
        if index == len(lines):  # the last line has no line end: cut off mid-write
            raise RunFileError(f"{where}: cut off (no line end); the file is damaged")
        try:
            record = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise RunFileError(f"{where}: not a JSON line; the file is damaged") from None
        if not isinstance(record, dict) or not isinstance(record.get("run"), dict):
            raise RunFileError(f"{where}: not a game of bench ai; the file is damaged")
        if record["run"] != params:
            differ = _differences(record["run"], params)
            raise RunFileError(f"{where}: a game of another run ({differ}); resume it with "
                               "its own parameters, or name a new file")
        problem = _record_problem(record, run)
        if problem:
            raise RunFileError(f"{where}: {problem}; the file is damaged")
        if record["game"] in games:
            raise RunFileError(f"{where}: game {record['game']} is there twice; "
                               "the file is damaged")
        games[record["game"]] = record
    return games


def _differences(theirs: Mapping[str, Any], ours: Mapping[str, Any]) -> str:
    """Where FILE's run and this one differ, as "seed 1, not 2; options.size 8, not 6"."""
    said = list(_differing(theirs, ours, ""))
    return "; ".join(said[:3]) + ("; ..." if len(said) > 3 else "")


def _differing(theirs: Any, ours: Any, prefix: str) -> Iterable[str]:
    if isinstance(theirs, dict) and isinstance(ours, dict):
        for key in sorted(set(theirs) | set(ours), key=str):
            yield from _differing(theirs.get(key), ours.get(key), f"{prefix}{key}.")
    elif theirs != ours:
        yield f"{prefix.rstrip('.')} {_brief(theirs)}, not {_brief(ours)}"


def _brief(value: Any) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 40 else text[:36] + "..."


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and math.isfinite(value)


def _is_count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _record_problem(record: Mapping[str, Any], run: AiRun) -> str | None:
    """What is wrong with a line of this run's FILE, or None."""
    number = record.get("game")
    if not _is_count(number) or number < 1:
        return "no game number"
    if record.get("seed") != run.game_seed(number) or record.get("seats") != run.levels(number) \
            or record.get("a_seat") != run.a_seat(number) + 1:
        return f"game {number} is not the game this run plays as game {number}"
    if record.get("a_score") not in (0, 0.5, 1) or isinstance(record.get("a_score"), bool):
        return "no score for A"
    scores = record.get("scores")
    if not isinstance(scores, list) or len(scores) != run.players \
            or not all(_is_number(s) for s in scores):
        return "no scores"
    winners = record.get("winners")
    if not isinstance(winners, list) or not all(
            _is_count(w) and 1 <= w <= run.players for w in winners):
        return "no winners"
    if not _is_count(record.get("actions")):
        return "no count of actions"
    for key in ("decision_s", "quick_s"):
        times = record.get(key)
        if not isinstance(times, list) or len(times) != run.players or not all(
                isinstance(seat, list) and all(_is_number(t) for t in seat) for seat in times):
            return f"no {key}"
    return None


def _append(file: IO[bytes], record: Mapping[str, Any]) -> None:
    """One whole line, on disk before the next game is counted."""
    file.write((json.dumps(record, sort_keys=True) + "\n").encode("utf-8"))
    file.flush()
    with contextlib.suppress(OSError):  # a file system without fsync: flushed is enough
        os.fsync(file.fileno())


# --- figures ------------------------------------------------------------------------------

def summary(run: AiRun, records: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The run's figures over ``records`` (every game played, and every game in FILE)."""
    records = sorted(records, key=lambda r: r["game"])
    games = len(records)
    a_wins = sum(1 for r in records if r["a_score"] == 1)
    draws = sum(1 for r in records if r["a_score"] == 0.5)
    points = a_wins + draws / 2
    low, high = wilson_interval(points, games)
    a_times = sorted(t for r in records for t in r["decision_s"][r["a_seat"] - 1])
    a_quick = [t for r in records for t in r["quick_s"][r["a_seat"] - 1]]
    a_settled = sorted(t for r in records for t in r.get("settled_s", [[]] * run.players)[
        r["a_seat"] - 1])  # a file from before the early stop has none
    a_settled_work = sorted(w for r in records for w in r.get(
        "settled_work", [[]] * run.players)[r["a_seat"] - 1])
    a_capped = sum(r.get("capped", [0] * run.players)[r["a_seat"] - 1] for r in records)
    return {
        "game": run.game, "a": run.a, "b": run.b, "games": games, "players": run.players,
        "seed": run.seed,
        "a_wins": a_wins, "b_wins": games - a_wins - draws, "draws": draws,
        "a_score_rate": round(points / games, 3) if games else None,
        "wilson_low": round(low, 3) if games else None,
        "wilson_high": round(high, 3) if games else None,
        "a_decision_s_mean": round(sum(a_times) / len(a_times), 4) if a_times else None,
        "a_decision_s_p95": round(a_times[int(len(a_times) * 0.95)], 4) if a_times else None,
        "a_decisions": len(a_times),
        "a_quick_decisions": len(a_quick),
        "a_quick_s_max": round(max(a_quick), 4) if a_quick else None,
        "a_settled_decisions": len(a_settled),
        "a_settled_s_p95": (round(a_settled[int(len(a_settled) * 0.95)], 4) if a_settled
                            else None),
        "a_settled_work_p95": (round(a_settled_work[int(len(a_settled_work) * 0.95)], 3)
                               if a_settled_work else None),
        "a_capped_decisions": a_capped,
    }


def progress_line(run: AiRun, record: Mapping[str, Any], total: int,
                  done: Sequence[Mapping[str, Any]]) -> str:
    """``game k/N``: its seats, its result and A's score so far (with its interval)."""
    points = sum(r["a_score"] for r in done)
    low, high = wilson_interval(points, len(done))
    result = {1: "wins", 0.5: "draws"}.get(record["a_score"], "loses")
    scores = ", ".join(f"{s:g}" for s in record["scores"])
    return (f"game {record['game']}/{total}: {' vs '.join(record['seats'])}, A ({run.a}) "
            f"seat {record['a_seat']} {result}, scores {scores}; A so far {points:g}/"
            f"{len(done)} = {points / len(done):.3f} (95% {low:.3f}-{high:.3f})")


# --- playing ------------------------------------------------------------------------------

class RunInterrupted(Exception):
    """Ctrl-C: the games in hand are dropped; those finished are in FILE."""

    def __init__(self, finished: int, total: int) -> None:
        super().__init__(f"{finished} of {total} games finished")
        self.finished = finished
        self.total = total


def _worker_start() -> None:
    """A game worker: Ctrl-C is the parent's to handle (it ends the workers), and a worker
    whose parent is gone without a word ends too, not waiting for games forever."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    sentinel = getattr(parent, "sentinel", None)
    if sentinel is None:
        return

    def watch() -> None:
        with contextlib.suppress(OSError, ValueError):
            wait([sentinel])
            os._exit(1)

    with contextlib.suppress(RuntimeError):
        threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def _play(entry: GameEntry, run: AiRun, numbers: list[int], jobs: int,
          params: dict[str, Any], finished: Callable[[dict[str, Any]], None]) -> None:
    """Play games ``numbers``, handing each to ``finished`` as it ends (in the order they
    end): here, one after another, or in ``jobs`` spawned worker processes."""
    if jobs <= 1 or len(numbers) <= 1:
        for number in numbers:
            finished(play_game(entry, run, number, params))
        return
    pool = ProcessPoolExecutor(max_workers=min(jobs, len(numbers)),
                               mp_context=multiprocessing.get_context("spawn"),
                               initializer=_worker_start)
    try:
        futures = [pool.submit(play_game, entry, run, number, params) for number in numbers]
        for future in as_completed(futures):
            finished(future.result())
    except BaseException:
        end_now(pool)
        raise
    pool.shutdown()


def bench_ai(run: AiRun, games: int, jobs: int = 1, out: Path | None = None,
             resume: bool = False, log: IO[str] | None = None) -> dict[str, Any]:
    """Play games 1 to ``games`` of ``run`` (those not in ``out`` already, with
    ``resume``), a progress line each on ``log``; the figures over every game."""
    from neurodrez_desktop.games import entry_for

    log = log if log is not None else sys.stderr
    entry = entry_for(run.game)
    params = run.params()
    file = open_run_file(out, resume) if out is not None else None
    try:
        have = (read_run_file(file, out, run, params)
                if file is not None and out is not None and resume else {})
        done: list[dict[str, Any]] = list(have.values())
        todo = [number for number in range(1, games + 1) if number not in have]
        total = max([games, *have])
        if have:
            print(f"--out {out}: {len(have)} games there already; playing the other "
                  f"{len(todo)}", file=log, flush=True)

        def finished(record: dict[str, Any]) -> None:
            if file is not None:
                _append(file, record)
            done.append(record)
            print(progress_line(run, record, total, done), file=log, flush=True)

        try:
            _play(entry, run, todo, jobs, params, finished)
        except KeyboardInterrupt:
            raise RunInterrupted(len(done), total) from None
    finally:
        if file is not None:
            file.close()
    return summary(run, done)
