"""The computer's worker process (and multiprocessing's resource tracker) end with the
program, however it ends: killed outright (SIGKILL, no clean-up at all), told to stop
(SIGTERM, which SDL turns into closing the window), or an exception out of the main loop.

The real program runs in a subprocess (``run_computer_game.py``) with a computer thinking
in the worker; its processes are found in /proc by their parent chains while it thinks.
After the end every one of them must be gone within a few seconds: missing, or a zombie
(dead, only not yet reaped by whoever inherited it).
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform != "linux",
                                reason="finds the program's processes in /proc (Linux only)")

HELPER = Path(__file__).with_name("run_computer_game.py")
ROOT = Path(__file__).resolve().parents[2]
THINKING_WITHIN_S = 30.0
GONE_WITHIN_S = 5.0


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent's pid) of a process, None when there is no such process."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    state, ppid = text[text.rindex(")") + 2:].split()[:2]  # the name may hold spaces
    return state, int(ppid)


def descendants(pid: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (stat := _stat(int(entry))) is not None:
            children.setdefault(stat[1], []).append(int(entry))
    found: set[int] = set()
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), ()):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def alive(pids: set[int]) -> set[int]:
    return {pid for pid in pids if (stat := _stat(pid)) is not None and stat[0] not in "ZX"}


def _command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return "?"


class Program:
    """The helper's program, started (``then``: its ``--then``)."""

    def __init__(self, home: Path, then: str) -> None:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   NEURODREZ_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
        self.errors = home.with_name(f"{home.name}-stderr.txt")
        with self.errors.open("w") as errors:
            self.proc = subprocess.Popen([sys.executable, str(HELPER), "--then", then],
                                         cwd=ROOT, env=env, text=True, stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=errors)
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put("")  # the end

    def thinking(self) -> int:
        """Wait for the computer to think; the worker's pid."""
        try:
            line = self.lines.get(timeout=THINKING_WITHIN_S)
        except queue.Empty:
            line = "(nothing)"
        if not line.startswith("thinking "):
            self.proc.kill()
            self.proc.wait()
            pytest.fail(f"the program never got a computer thinking: {line!r}\n"
                        f"{self.errors.read_text()}")
        return int(line.split()[1])

    def ended(self) -> bool:
        """Whether it said it left its loop (the normal way out)."""
        while True:
            try:
                line = self.lines.get(timeout=1.0)
            except queue.Empty:
                return False
            if line in ("ended", ""):
                return line == "ended"


ENDS = ["kill -9", "SIGTERM", "exception"]


@pytest.fixture(scope="module")
def programs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Program]]:
    """One program for each way to end, all started at once (each takes seconds to get
    a computer thinking; side by side they take hardly longer than one)."""
    folder = tmp_path_factory.mktemp("workers-end")
    started = {end: Program(folder / f"home-{n}", "crash" if end == "exception" else "play")
               for n, end in enumerate(ENDS)}
    yield started
    for program in started.values():
        if program.proc.poll() is None:
            program.proc.kill()  # only what this module started
        program.proc.wait()


def gone_within(pids: set[int], seconds: float) -> tuple[set[int], float]:
    """Poll until none of ``pids`` is alive: (those still alive, seconds waited)."""
    start = time.monotonic()
    while (left := alive(pids)) and time.monotonic() - start < seconds:
        time.sleep(0.02)
    return left, time.monotonic() - start


@pytest.mark.parametrize("end", ENDS)
def test_no_process_outlives_the_program(programs: dict[str, Program], end: str) -> None:
    program = programs[end]
    worker = program.thinking()
    family = descendants(program.proc.pid)
    commands = {pid: _command(pid) for pid in family}
    try:
        assert worker in family, "the worker is not the program's descendant"
        started = time.monotonic()
        if end == "kill -9":
            os.kill(program.proc.pid, signal.SIGKILL)
        elif end == "SIGTERM":
            os.kill(program.proc.pid, signal.SIGTERM)
        else:
            assert program.proc.stdin is not None
            program.proc.stdin.write("go\n")
            program.proc.stdin.flush()
        try:
            code = program.proc.wait(timeout=GONE_WITHIN_S)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the program was still running {GONE_WITHIN_S} s after {end} "
                        f"(waiting for the computer to finish its move?)")
        exited = time.monotonic() - started
        if end == "SIGTERM":
            assert code == 0 and program.ended(), "SIGTERM should close the window cleanly"
        elif end == "exception":
            assert code == 1 and "a bug in the loop" in program.errors.read_text()
        left, took = gone_within(family, GONE_WITHIN_S)
        print(f"{end}: {len(family)} descendants "
              f"({'; '.join(commands[p][-50:] for p in sorted(family))}); "
              f"the program gone in {exited:.2f} s, its descendants {took:.2f} s later")
        assert not left, (f"{len(left)} of {len(family)} descendants outlived the program "
                          f"by {GONE_WITHIN_S} s after {end}: "
                          + "; ".join(f"{p} {commands[p]}" for p in sorted(left)))
    finally:
        for pid in alive(family):
            os.kill(pid, signal.SIGKILL)  # only what this test started
