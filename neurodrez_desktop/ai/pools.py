"""Ending a pool of worker processes at once, mid-job: the program's exit, an abandoned
search or an interrupted benchmark must not wait for work whose result is not wanted.
No pygame here."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor


def end_now(pool: ProcessPoolExecutor) -> None:
    """Cancel what is queued, terminate every worker and reap it (two seconds each at
    most): ``shutdown(wait=False)`` alone leaves a worker busy until its job ends."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(timeout=2.0)
