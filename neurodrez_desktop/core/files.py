"""Files on disk: atomic writes (a save is either the old file or the new one, never half of
each) and careful reads (only a regular file, never more than a cap)."""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any


class UnreadableFileError(OSError):
    """A file that is not read: not a regular file, too large, or the OS refused it. The
    message says which, in words for the player."""


def read_capped(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    A FIFO would block ``open()`` forever and a device such as ``/dev/zero`` never ends, so
    the file is opened without blocking and checked on its open descriptor (no race with a
    swap between a check and the open) before a byte is read; at most ``limit + 1`` bytes
    are read, so a file that grows meanwhile is still refused.
    """
    p = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        if not stat.S_ISREG(p.stat().st_mode):  # Windows has no O_NONBLOCK: look first
            raise UnreadableFileError(f"{p.name} is {_kind(p.stat().st_mode)}, not a file")
        fd = os.open(p, flags)
    except UnreadableFileError:
        raise
    except FileNotFoundError as exc:
        raise UnreadableFileError(f"{p.name} is missing (or a link to nothing)") from exc
    except OSError as exc:
        raise UnreadableFileError(f"cannot read {p.name}: {exc.strerror or exc}") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFileError(f"{p.name} is {_kind(info.st_mode)}, not a file")
        if info.st_size > limit:
            raise UnreadableFileError(f"{p.name} is too large ({info.st_size:,} bytes; "
                                      f"at most {limit:,})")
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise UnreadableFileError(f"{p.name} is too large (over {limit:,} bytes)")
        return b"".join(chunks)
    except UnreadableFileError:
        raise
    except OSError as exc:
        raise UnreadableFileError(f"cannot read {p.name}: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)


def read_json_file(path: str | os.PathLike[str], limit: int) -> Any:
    """The JSON value in a file read with ``read_capped``; a byte-order mark, as a text
    editor on Windows writes, is accepted. Raises ``UnreadableFileError`` (an OSError),
    ``ValueError`` (not UTF-8, not JSON, a number too long) or ``RecursionError`` (nesting
    too deep): callers say which in their own words."""
    return json.loads(read_capped(path, limit).decode("utf-8-sig"))


def write_keeping_damaged(path: Path, text: str, damaged: bool) -> None:
    """Write ``text`` atomically; a ``damaged`` file found there is first renamed aside
    (``unused_name``), never written over, so the player can still look at it."""
    if damaged and (path.exists() or path.is_symlink()):
        path.rename(unused_name(path, "damaged"))
    write_text_atomic(path, text)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` via a temp file in the same folder, fsync, ``os.replace``."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable where the OS allows
        with contextlib.suppress(OSError):
            dfd = os.open(target.parent, os.O_DIRECTORY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)


def unused_name(path: Path, tag: str) -> Path:
    """``name-<tag>-<time>.json`` that does not exist yet (a rename never replaces)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.stem}-{tag}-{stamp}{path.suffix}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.stem}-{tag}-{stamp}-{n}{path.suffix}")
    return candidate
