"""Computer moves off the main loop, so the window keeps drawing and answering.

Agents think in a worker process (a second core, and no contention for the interpreter
lock with the window's thread); where a process cannot be started, a thread is used
instead. A job can be abandoned (undo, leaving the game): its result is then ignored.
Normal and Hard share a decision's iterations among all cores but one
(``ai/parallel.py``): the worker searches one part itself and hands the others to part
workers of its own, started with the same watchdog.

The worker ends with the program, however the program ends: at a normal exit (the window
closed, SIGTERM, which SDL turns into closing the window, or an exception out of the
loop) ``AgentRunner.shutdown`` stops it mid-thought; if the program dies without a word
(killed, crashed) the worker's own watchdog sees its parent gone and ends it
(``pools.end_with_parent``). multiprocessing's resource tracker (started with the first worker
on POSIX) then ends by itself: it reads until the program and the worker have both let
go of its pipe.
"""

from __future__ import annotations

import atexit
import multiprocessing
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from neurodrez_desktop.ai.agent import Agent, Budget
from neurodrez_desktop.ai.pools import end_now, end_with_parent
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.rng import Rng


@dataclass
class Job:
    seat: int
    purpose: str  # "move" or "hint"
    future: Future[Any] = field(default_factory=Future)
    """The action chosen (of whichever game the job is for)."""
    abandoned: bool = False

    @property
    def done(self) -> bool:
        return self.future.done()

    @property
    def action(self) -> Any:
        return None if self.error is not None else self.future.result()

    @property
    def error(self) -> BaseException | None:
        return self.future.exception()


_KEPT: dict[tuple[str, int, str], Agent] = {}
"""Agents that live on in the worker between moves (so a search tree can be reused)."""


def _think(entry: GameEntry, view: Any, seat: int, agent: Agent, rng: Rng,
           budget: Budget) -> Any:
    """Runs in the worker: only the view and the game's entry travel there, never the
    state. A game registered at run time (not one of the built-in ones the worker knows
    from its own import) is registered in the worker too, so its search policy is found."""
    from neurodrez_desktop.games import GAMES, register

    if entry.id not in GAMES:
        register(entry)
    kept = _KEPT.setdefault((entry.id, seat, agent.name), agent)
    return kept.choose(entry.rules, view, seat, rng, budget)


class AgentRunner:
    _pool: ProcessPoolExecutor | None = None  # one worker for the whole program
    _pool_failed = False
    _exit_hooked = False

    def __init__(self, use_process: bool = True) -> None:
        self.use_process = use_process
        self.job: Job | None = None

    @classmethod
    def _worker(cls) -> ProcessPoolExecutor | None:
        if cls._pool is None and not cls._pool_failed:
            try:
                cls._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                    initializer=end_with_parent)
            except (OSError, ValueError, NotImplementedError):
                cls._pool_failed = True
            else:
                cls._hook_exit()
        return cls._pool

    @classmethod
    def _hook_exit(cls) -> None:
        """Shut the worker down however the interpreter exits (an exception out of the
        main loop included). The hook goes in ahead of ``concurrent.futures``' own: that
        one waits for the pool's job in hand, so the program would linger for as long as
        the computer thinks; ours, registered after it, runs before it and ends the
        worker first. ``atexit`` alone would run too late for that."""
        if cls._exit_hooked:
            return
        cls._exit_hooked = True
        try:
            threading._register_atexit(cls.shutdown)  # type: ignore[attr-defined]
        except (AttributeError, RuntimeError):  # another Python, or already exiting
            atexit.register(cls.shutdown)

    @classmethod
    def shutdown(cls) -> None:
        """End the worker now, even in the middle of a move (its result is not wanted):
        the program's exit does not wait for it. Safe to call more than once. The
        parallel search's part workers end too: this process's own (a search run in a
        thread here), and the worker's, whose watchdogs see the worker gone."""
        from neurodrez_desktop.ai import parallel

        parallel.shutdown()
        pool, cls._pool = cls._pool, None
        if pool is None:
            return
        end_now(pool)

    @property
    def busy(self) -> bool:
        return self.job is not None and not self.job.done

    def start(self, rules: Rules[Any, Any], view: Any, seat: int, agent: Agent, rng: Rng,
              budget: Budget, purpose: str = "move") -> Job:
        """Think about ``view`` (never the full state) in the background."""
        self.abandon()
        pool = self._worker() if self.use_process else None
        if pool is not None:
            try:
                from neurodrez_desktop.games import entry_for

                future = pool.submit(_think, entry_for(rules.spec.id), view, seat, agent, rng,
                                     budget)
            except RuntimeError:  # the worker died (broken pool): think in a thread
                AgentRunner._pool = None
                AgentRunner._pool_failed = True
            else:
                self.job = Job(seat, purpose, future)
                return self.job
        job = Job(seat, purpose)

        def think() -> None:
            try:
                job.future.set_result(agent.choose(rules, view, seat, rng, budget))
            except BaseException as exc:  # reported to the window, which shows it
                job.future.set_exception(exc)

        threading.Thread(target=think, name=f"agent-seat-{seat}", daemon=True).start()
        self.job = job
        return job

    def take(self) -> Job | None:
        """The finished job, once (None while thinking or when there is none)."""
        job = self.job
        if job is None or not job.done:
            return None
        self.job = None
        return None if job.abandoned else job

    def abandon(self) -> None:
        if self.job is not None:
            self.job.abandoned = True
            self.job = None
