"""Writing off the frame: the newest job of each file, in order, on one background thread.

A game is kept after every action; writing it (encoding, a temp file, fsync, a rename)
costs milliseconds that a frame cannot spare. The frame hands ``Keeper.submit`` a job that
needs nothing mutable (an immutable snapshot and a function writing it) and goes on. Jobs
for one file coalesce: while one waits, a newer one takes its place (in the queue's order),
so a burst of actions costs one write. The job itself writes atomically
(``files.write_text_atomic``): a kill at any moment leaves the old whole file or the new
one, and loses at most the actions not written yet.

Whatever reads, lists, names or removes files waits first (``wait``: one file, or every
one), so no reader sees an older file than the frame kept and no pending write brings back
a file that was removed. The thread is a daemon that ends when idle and starts again with
the next job; ``atexit`` waits for the pending jobs, so a normal exit loses nothing. A job
that fails is not lost in the thread: ``take_failures`` hands its error, with the job's own
``failed`` callback, to the frame (the main thread), which says so to the player.
"""

from __future__ import annotations

import atexit
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

IDLE_S = 30.0
"""The thread ends after this long without a job (it starts again with the next one)."""

Failed = Callable[[Exception], None]


@dataclass(frozen=True)
class Job:
    """One write: ``write`` does it (raising on failure); ``failed`` hears why it failed."""

    write: Callable[[], None]
    failed: Failed | None = None


@dataclass(frozen=True)
class Failure:
    """A job that failed in the thread, for the frame to tell."""

    path: Path
    error: Exception
    failed: Failed | None

    def tell(self) -> None:
        if self.failed is not None:
            self.failed(self.error)


def _key(path: str | os.PathLike[str]) -> Path:
    """One name per file however it is spelt (relative or absolute)."""
    return Path(os.path.abspath(path))


class Keeper:
    """One background writer: per file, only the newest job waiting is done."""

    def __init__(self, idle_s: float = IDLE_S) -> None:
        self._idle_s = idle_s
        self._changed = threading.Condition()
        self._waiting: dict[Path, Job] = {}
        self._writing: Path | None = None
        self._thread: threading.Thread | None = None
        self._failures: list[Failure] = []
        self.done = 0
        """Jobs done (written or failed): how many writes coalescing saved is seen here."""

    def submit(self, path: str | os.PathLike[str], write: Callable[[], None],
               failed: Failed | None = None) -> None:
        """Do ``write`` off the caller's thread, unless a newer job for ``path`` comes
        before it starts; ``failed`` is called by ``take_failures`` if it raises."""
        with self._changed:
            self._waiting[_key(path)] = Job(write, failed)  # a waiting one keeps its place
            self._start()
            self._changed.notify_all()

    def pending(self, path: str | os.PathLike[str] | None = None) -> bool:
        """Whether a job (for ``path``, or any) waits or is being done."""
        with self._changed:
            return self._busy(None if path is None else _key(path))

    def wait(self, path: str | os.PathLike[str] | None = None) -> None:
        """Return once no job for ``path`` (None: for any file) waits or is being done.
        At once when there is none, as on every frame without an action."""
        key = None if path is None else _key(path)
        with self._changed:
            if threading.current_thread() is self._thread:  # a job never waits for itself
                return
            while self._busy(key):
                self._start()
                self._changed.wait()

    def take_failures(self) -> list[Failure]:
        """The jobs that failed since the last call, oldest first (for the frame to
        tell: ``Failure.tell``)."""
        if not self._failures:  # the frame's usual case, without the lock
            return []
        with self._changed:
            failures, self._failures = self._failures, []
        return failures

    def _start(self) -> None:
        """The thread, if it is not running (called holding the lock)."""
        if self._thread is None and self._waiting:
            self._thread = threading.Thread(target=self._run, name="keeper", daemon=True)
            self._thread.start()

    def _busy(self, key: Path | None) -> bool:
        if key is None:
            return bool(self._waiting) or self._writing is not None
        return key in self._waiting or self._writing == key

    def _run(self) -> None:
        try:
            self._loop()
        finally:  # however it ended, the next submit or wait starts another
            with self._changed:
                if self._thread is threading.current_thread():
                    self._thread = None
                    self._start()  # a job submitted while this one was ending
                self._changed.notify_all()

    def _loop(self) -> None:
        while True:
            with self._changed:
                while not self._waiting:
                    if not self._changed.wait(self._idle_s) and not self._waiting:
                        return  # idle: the next submit starts another
                path = next(iter(self._waiting))
                job = self._waiting.pop(path)
                self._writing = path
            failure = None
            try:
                job.write()
            except Exception as exc:  # told to the frame; the thread goes on
                failure = Failure(path, exc, job.failed)
            finally:
                # let the job (and below, its failure) go now: kept as this frame's
                # locals while the thread waits for the next one, a callback would hold a
                # closed table alive
                del job
                with self._changed:
                    self._writing = None
                    self.done += 1
                    if failure is not None:
                        self._failures.append(failure)
                        failure = None  # told from the list now: its callback goes with it
                    self._changed.notify_all()


KEEPER = Keeper()
"""The program's writer: every store's kept games go through it, so any reader that waits
on it waits for all of them."""
atexit.register(KEEPER.wait)
