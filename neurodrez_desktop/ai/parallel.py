"""Root-parallel search: one decision's iterations shared among the machine's cores.

Each part is a whole ``ISMCTSAgent`` search of the same view (the seat's view, never the
state) with its own share of the iterations and its own stream of dealt worlds; what the
parts found at the root (visits, total reward, minimax backup of each decision) is added
up, and the decision is taken from the sum by the search's own rule
(``ismcts.final_choice``). A level's work is the same number of iterations however many
cores share it, so a level is the same opponent on a laptop and a desktop, only quicker
on the one with more cores.

Each part's stream is derived from the decision's own generator and the part's number
(``derived_rng``), so the answer depends on the number of parts and the seeds alone: the
parts give the same statistics, and the same decision, whether they run one after
another in this process or side by side in worker processes (spawned, each with the
runner's watchdog that ends it with the process that started it).

The choices that need no search (forced, settled by the game, one decision however it
is paid) are made here, before any part is started; a single part is the plain search,
its tree kept for the next decision as ever.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import threading
from collections.abc import Hashable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.evaluation import policy_for
from neurodrez_desktop.ai.ismcts import ISMCTSAgent, Node, final_choice
from neurodrez_desktop.ai.pools import end_now, end_with_parent
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.rng import Rng, derived_rng

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)


def usable_cores() -> int:
    """The cores this process may run on."""
    with contextlib.suppress(AttributeError, OSError):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def default_workers() -> int:
    """How many cores a computer player's search uses: all but one (the window's), at
    least one."""
    return max(1, usable_cores() - 1)


@dataclass(frozen=True)
class RootStats:
    """What one part's search found at the root: for each decision it visited, its
    visits, total reward for the seat, and minimax backup (rewards per seat, or None)."""

    children: dict[Hashable, tuple[int, float, tuple[float, ...] | None]]
    iterations: int
    capped: bool
    settled: bool
    focus: frozenset[Hashable] | None
    """The two options its second pass searched (None: it stopped before one)."""


def split(budget: Budget, n: int, search_rate: float | None = None) -> list[Budget]:
    """``budget`` shared among ``n`` parts: its iterations (work made iterations at the
    game's ``search_rate`` first, as the search does) shared exactly, the first parts
    taking one more where they do not divide; never a part with none, so fewer than
    ``n`` budgets for fewer iterations. Each keeps the clock's cap. A budget of seconds
    alone is that long for every part."""
    if n < 1:
        raise ValueError("at least one part")
    if budget.iterations is None and budget.work is not None and search_rate is None:
        raise ValueError("a budget of work needs the game's search rate")
    total = budget.limit(search_rate or 0.0)
    if total is None:
        return [budget] * n
    parts = min(n, total)
    share, extra = divmod(total, parts)
    return [replace(budget, iterations=share + (k < extra), work=None) for k in range(parts)]


def part_search(rules: Rules[S, Any], view: S, seat: int, rng: Rng, budget: Budget,
                settings: dict[str, Any] | None = None) -> RootStats:
    """One part: a fresh search of ``view`` (no tree kept), its root's statistics."""
    agent = ISMCTSAgent(reuse=False, **(settings or {}))
    agent.choose(rules, view, seat, rng, budget)
    root = agent.last_root
    if root is None:
        raise ValueError("part_search: the choice needs no search (ask ISMCTSAgent.quick)")
    children = {key: (child.visits, child.total, child.best)
                for key, child in root.children.items() if child.visits}
    return RootStats(children, agent.last_iterations, agent.last_capped, agent.last_settled,
                     agent.last_focus)


def merge(parts: list[RootStats], seat: int) -> tuple[Node, frozenset[Hashable] | None]:
    """The parts' root statistics added up, as one root: visits and totals summed, the
    minimax backups averaged by visits; and the second pass's two options where every
    part searched the same two (else None: the choice is then the most visited, unless
    one visited enough is valued higher)."""
    root = Node()
    weights: dict[Hashable, int] = {}
    for part in parts:
        for key, (visits, total, best) in part.children.items():
            child = root.children.get(key)
            if child is None:
                child = root.children[key] = Node(key, seat)
            child.visits += visits
            child.total += total
            root.visits += visits
            if best is not None:
                seen = weights.get(key, 0)
                weights[key] = seen + visits
                child.best = best if child.best is None else tuple(
                    (b * seen + x * visits) / (seen + visits)
                    for b, x in zip(child.best, best, strict=True))
    focuses = {part.focus for part in parts}
    focus = next(iter(focuses)) if len(focuses) == 1 else None
    return root, focus if focus is not None and len(focus) == 2 else None


def _run_part(job: bytes, k: int) -> RootStats:
    """In a worker: part ``k`` of a decision, whose game entry, view, seat, seed, budgets
    and settings ``job`` holds, pickled. A game registered at run time is registered
    here too, so its search policy is found (as the runner's ``_think`` does)."""
    from neurodrez_desktop.games import GAMES, register

    entry, view, seat, seed, budgets, settings = pickle.loads(job)
    if entry.id not in GAMES:
        register(entry)
    return part_search(entry.rules, view, seat, part_rng(seed, k), budgets[k], settings)


def part_rng(seed: int, k: int) -> Rng:
    return derived_rng(seed, "part", k)


class ParallelISMCTSAgent:
    """ISMCTS over ``workers`` cores (default: all but one): the decision's iterations
    shared among that many parts, part 0 searched here and the others in worker
    processes (one after another here when ``pool`` is False or none can be had)."""

    def __init__(self, workers: int | None = None, pool: bool = True,
                 **settings: Any) -> None:
        self.workers = default_workers() if workers is None else max(1, workers)
        self.pool = pool
        self.settings = settings
        self.name = "ismcts"
        self._single = ISMCTSAgent(**settings)
        """The plain search, for one part (its tree kept between decisions) and for the
        choices that need none."""
        self.last_iterations = 0
        self.last_capped = False
        self.last_settled = False
        self.last_parts: list[RootStats] = []
        self.last_root: Node | None = None
        """The merged root (or the single search's tree)."""

    def choose(self, rules: Rules[S, A], view: S, seat: int, rng: Rng, budget: Budget) -> A:
        single = self._single
        self.last_parts = []
        budgets = (split(budget, self.workers, policy_for(rules.spec.id).search_rate)
                   if self.workers > 1 else [budget])
        quick = single.quick(rules, view) if len(budgets) > 1 else None
        if len(budgets) == 1 or quick is not None:
            action = single.choose(rules, view, seat, rng, budget)  # quick, or one part
            self.last_iterations = single.last_iterations
            self.last_capped, self.last_settled = single.last_capped, single.last_settled
            self.last_root = single.last_root
            return action
        seed = rng.getrandbits(64)
        parts = self._search(rules, view, seat, seed, budgets)
        root, focus = merge(parts, seat)
        self.last_parts = parts
        self.last_root = root
        self.last_iterations = sum(p.iterations for p in parts)
        self.last_capped = any(p.capped for p in parts)
        self.last_settled = all(p.settled for p in parts)
        key = final_choice(root, seat, single.minimax, focus)  # the game's mix: quick() set it
        return single.action_for(rules, view, key)

    def _search(self, rules: Rules[S, Any], view: S, seat: int, seed: int,
                budgets: list[Budget]) -> list[RootStats]:
        settings = self.settings
        futures: dict[int, Future[RootStats]] = {}
        executor = _pool(len(budgets) - 1) if self.pool else None
        if executor is not None:
            from neurodrez_desktop.games import entry_for

            # pickled here, before part 0 starts: the pool pickles its jobs in a thread
            # of its own, and a search may push a move on a view's board and take it
            # back (PokerDrez's first_to_try), which that thread would catch half done
            job = pickle.dumps((entry_for(rules.spec.id), view, seat, seed, budgets, settings))
            try:
                for k in range(1, len(budgets)):
                    futures[k] = executor.submit(_run_part, job, k)
            except (RuntimeError, BrokenProcessPool):  # the pool is gone: search here
                _lost_pool()
        parts = [part_search(rules, view, seat, part_rng(seed, 0), budgets[0], settings)]
        for k in range(1, len(budgets)):
            future = futures.get(k)
            part = None
            if future is not None:
                try:
                    part = future.result()
                except BrokenProcessPool:  # a worker died: this part is searched here
                    _lost_pool()
            if part is None:
                part = part_search(rules, view, seat, part_rng(seed, k), budgets[k], settings)
            parts.append(part)
        return parts


_POOL: ProcessPoolExecutor | None = None
_POOL_SIZE = 0
_POOL_FAILED = False
_EXIT_HOOKED = False
_LOCK = threading.Lock()


def _pool(size: int) -> ProcessPoolExecutor | None:
    """The worker processes for parts (at least ``size`` of them), started once and
    kept; None where processes cannot be had."""
    global _POOL, _POOL_SIZE, _POOL_FAILED
    if size < 1:
        return None
    with _LOCK:
        if _POOL is not None and size <= _POOL_SIZE:
            return _POOL
        if _POOL_FAILED:
            return None
        _shutdown_locked()
        try:
            _POOL = ProcessPoolExecutor(
                max_workers=size, mp_context=multiprocessing.get_context("spawn"),
                initializer=end_with_parent)
        except (OSError, ValueError, NotImplementedError):
            _POOL_FAILED = True
            return None
        _POOL_SIZE = size
        _hook_exit()
        return _POOL


def warm(size: int) -> None:
    """Start the part workers now (each imports the games once, which takes a moment),
    so that a benchmark times the search and not the start-up."""
    executor = _pool(size)
    if executor is not None:
        for future in [executor.submit(_ready) for _ in range(size * 2)]:
            future.result()


def _ready() -> bool:
    import neurodrez_desktop.games  # noqa: F401  the registry, as a part needs it

    return True


def _lost_pool() -> None:
    global _POOL_FAILED
    with _LOCK:
        _shutdown_locked()
        _POOL_FAILED = True


def _hook_exit() -> None:
    """End the part workers however the interpreter exits, ahead of ``concurrent.
    futures``' own hook that would wait for their parts (as the runner does)."""
    global _EXIT_HOOKED
    if _EXIT_HOOKED:
        return
    _EXIT_HOOKED = True
    try:
        threading._register_atexit(shutdown)  # type: ignore[attr-defined]
    except (AttributeError, RuntimeError):
        import atexit

        atexit.register(shutdown)


def shutdown() -> None:
    """End the part workers now, even mid-part. Safe to call more than once."""
    with _LOCK:
        _shutdown_locked()


def _shutdown_locked() -> None:
    global _POOL, _POOL_SIZE
    pool, _POOL, _POOL_SIZE = _POOL, None, 0
    if pool is None:
        return
    end_now(pool)
