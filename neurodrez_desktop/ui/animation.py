"""One group of a view's running animations: tweens, countdowns and delayed calls, moved on
together once a frame by the view's owner.

A table starts what an action shows (a piece's glide, a die's tumble, a flash) in its
view's group and only reads the tweens while drawing; the group says when input may go on
(``busy``: something input waits for still runs) and forgets everything at once after an
undo. The model is Tuxemon's ``animate``/``task``: a state owns one group, so no view
keeps a timeline of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from neurodrez_desktop.ui.tween import Easing, Tween, ease_out_cubic


def _linear(t: float) -> float:
    return t


@dataclass
class Task:
    """A call made once, ``delay`` seconds after it was asked for."""

    delay: float
    call: Callable[[], None] = field(repr=False)
    elapsed: float = 0.0
    done: bool = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay:
            self.done = True
            self.call()


@dataclass
class _Running:
    item: Tween | Task
    waits: bool
    """Input waits while it runs (a move's glide); a flash or a fading mark does not."""
    then: Callable[[], None] | None = None


class Animations:
    """The tweens and tasks a view runs; ``update`` once a frame moves them all on."""

    def __init__(self) -> None:
        self._running: list[_Running] = []

    def animate(self, tween: Tween, then: Callable[[], None] | None = None,
                waits: bool = True) -> Tween:
        """Run ``tween``; ``then`` is called at the update that ends it (a tween of no
        length ends at the next update)."""
        self._running.append(_Running(tween, waits, then))
        return tween

    def tween(self, start: tuple[float, float], end: tuple[float, float], seconds: float,
              delay: float = 0.0, easing: Easing = ease_out_cubic,
              then: Callable[[], None] | None = None, waits: bool = True) -> Tween:
        """A new tween from ``start`` to ``end`` over ``seconds``, run at once."""
        return self.animate(Tween(start, end, seconds, easing, delay=delay), then, waits)

    def countdown(self, seconds: float, then: Callable[[], None] | None = None,
                  waits: bool = True) -> Tween:
        """A plain span of time (a die's tumble, a flash): its ``progress`` goes 0 to 1
        evenly; ``left(countdown)`` tells the seconds still to go."""
        return self.animate(timer(seconds), then, waits)

    def task(self, delay: float, call: Callable[[], None], waits: bool = False) -> Task:
        """Call ``call`` once, ``delay`` seconds from now (at the first update past it)."""
        task = Task(delay, call)
        self._running.append(_Running(task, waits))
        return task

    def update(self, dt: float) -> None:
        """Move every running item on by ``dt``; what ends is dropped (its call made).
        Items started by those calls begin with the next update."""
        running, self._running = self._running, []
        for entry in running:
            entry.item.update(dt)
            if entry.item.done and entry.then is not None:
                entry.then()
        self._running = [entry for entry in running if not entry.item.done] + self._running

    @property
    def busy(self) -> bool:
        """Something input waits for still runs."""
        return any(entry.waits and not entry.item.done for entry in self._running)

    def running(self, item: Tween | Task | None) -> bool:
        """``item`` was started here and has not ended."""
        return item is not None and any(entry.item is item for entry in self._running)

    def stop(self, item: Tween | Task | None) -> None:
        """Stop ``item`` where it is, calling nothing (a newer animation replaces it)."""
        self._running = [entry for entry in self._running if entry.item is not item]

    def clear(self) -> None:
        """Stop everything, calling nothing (an undo: the table shows the state it went
        back to)."""
        self._running.clear()


def timer(seconds: float, delay: float = 0.0) -> Tween:
    """A countdown not yet run (``Animations.animate`` runs it): a tween whose
    ``progress`` goes evenly from 0 to 1 over ``seconds``, after ``delay``."""
    return Tween((0.0, 0.0), (1.0, 0.0), seconds, _linear, delay=delay)


def left(countdown: Tween) -> float:
    """The seconds a countdown (or any tween) still runs, its delay included."""
    return max(0.0, countdown.delay + countdown.duration - countdown.elapsed)
