"""Worker pools' ends: a worker ends with the program that started it, and a pool ends
at once, mid-job (the program's exit, an abandoned search or an interrupted benchmark
must not wait for work whose result is not wanted). Both the computer player's worker
(``runner``) and the parallel search's part workers (``parallel``) use them. No pygame."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.connection import wait
from typing import Any


def end_now(pool: ProcessPoolExecutor) -> None:
    """Cancel what is queued, terminate every worker and reap it (two seconds each at
    most): ``shutdown(wait=False)`` alone leaves a worker busy until its job ends."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(timeout=2.0)


PARENT_POLL_S = 0.5
"""How often the watchdog's fallback looks whether the parent has changed."""


def end_with_parent() -> None:
    """The pool's initializer (runs in the worker): a daemon thread that ends the worker
    at once (``os._exit``) when the program that started it is gone, so a killed program
    leaves no worker waiting forever for jobs that will never come.

    It waits on ``multiprocessing.parent_process().sentinel``, which is ready exactly
    when the parent has died, and costs nothing until then, on every system the program
    ships for: with ``spawn`` on Linux and macOS it is the worker's end of the pipe the
    parent sent the worker's start-up data through, whose other end closes when the
    parent dies (EOF); on Windows it is a handle to the parent, signalled when it exits.
    Polling ``os.getppid()`` instead would work only on POSIX (Windows processes are not
    re-parented), wake the worker twice a second and notice the death up to half a
    second late; it is the fallback for a worker that has no sentinel to wait on."""
    parent = multiprocessing.parent_process()
    sentinel = getattr(parent, "sentinel", None) if parent is not None else None
    with contextlib.suppress(RuntimeError):  # no thread to be had: it thinks unwatched
        threading.Thread(target=_watch_parent, args=(sentinel, os.getppid()),
                         name="end-with-parent", daemon=True).start()


def _watch_parent(sentinel: Any, parent_pid: int) -> None:
    if sentinel is not None:
        try:
            wait([sentinel])
        except (OSError, ValueError):  # a sentinel that cannot be waited on: poll instead
            pass
        else:
            os._exit(1)  # no clean-up: the parent that would want the results is gone
    if os.name != "posix":
        return
    while os.getppid() == parent_pid:  # an orphan is re-parented (to init or a subreaper)
        time.sleep(PARENT_POLL_S)
    os._exit(1)
