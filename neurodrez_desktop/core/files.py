"""Files on disk: atomic writes (a save is either the old file or the new one, never half of
each) and careful reads (only a regular file, never more than a cap)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from neurodrez_desktop.core.formats import format_decimal
from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.core.keeper import KEEPER


class UnreadableFileError(OSError):
    """A file that is not read: not a regular file, too large, or the OS refused it. The
    message says which, in words for the player."""


def read_capped(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    A FIFO would block ``open()`` forever and a device such as ``/dev/zero`` never ends, so
    the file is opened without blocking and checked on its open descriptor (no race with a
    swap between a check and the open) before a byte is read; at most ``limit + 1`` bytes
    are read, so a file that grows meanwhile is still refused. A write of it still waiting
    in the keeper (``core/keeper.py``) is done first: a reader never sees an older file
    than the one kept.
    """
    p = Path(path)
    KEEPER.wait(p)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        if not stat.S_ISREG(p.stat().st_mode):  # Windows has no O_NONBLOCK: look first
            raise UnreadableFileError(_("{file} is {kind}, not a file").format(
                file=p.name, kind=_(_kind(p.stat().st_mode))))
        fd = os.open(p, flags)
    except UnreadableFileError:
        raise
    except FileNotFoundError as exc:
        raise UnreadableFileError(_("{file} is missing (or a link to nothing)").format(
            file=p.name)) from exc
    except OSError as exc:
        raise UnreadableFileError(_("cannot read {file}: {reason}").format(
            file=p.name, reason=exc.strerror or exc)) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFileError(_("{file} is {kind}, not a file").format(
                file=p.name, kind=_(_kind(info.st_mode))))
        if info.st_size > limit:
            raise UnreadableFileError(_("{file} is too large ({size} bytes; at most "
                                        "{most})").format(file=p.name,
                                                          size=format_decimal(info.st_size),
                                                          most=format_decimal(limit)))
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise UnreadableFileError(_("{file} is too large (over {most} bytes)").format(
                file=p.name, most=format_decimal(limit)))
        return b"".join(chunks)
    except UnreadableFileError:
        raise
    except OSError as exc:
        raise UnreadableFileError(_("cannot read {file}: {reason}").format(
            file=p.name, reason=exc.strerror or exc)) from exc
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
    """What a path that is not a regular file is, marked (said with ``_``)."""
    if stat.S_ISDIR(mode):
        return N_("a folder")
    if stat.S_ISFIFO(mode):
        return N_("a pipe")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return N_("a device")
    if stat.S_ISSOCK(mode):
        return N_("a socket")
    return N_("not a regular file")


TEMP_SUFFIX = ".tmp"
OWN_TEMP = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp", re.ASCII)
"""The name ``write_text_atomic`` gives its temp file: ``.<target name>.<8 random letters>.tmp``
(``tempfile.mkstemp``'s eight from a-z, 0-9 and _)."""
STALE_TEMP_S = 15 * 60
"""A temp file this old is left by a write that was killed: a save takes milliseconds, so
one of another running instance, still being written, is far younger."""


def is_own_temp(name: str) -> bool:
    """Whether a file name is one ``write_text_atomic`` gives its temp files."""
    return OWN_TEMP.fullmatch(name) is not None


def remove_stale_temps(folder: Path, older_than: float = STALE_TEMP_S) -> list[Path]:
    """Remove the temp files of ``write_text_atomic`` left in ``folder`` by a write that was
    killed before its rename: only regular files of its own naming (``is_own_temp``; never
    a link or a folder), and only those last changed ``older_than`` seconds ago or more.
    A folder that is missing or cannot be read is passed by. Returns what was removed."""
    removed: list[Path] = []
    cutoff = time.time() - older_than
    with contextlib.suppress(OSError), os.scandir(folder) as found:
        for item in found:
            if not is_own_temp(item.name):
                continue
            try:
                info = item.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and info.st_mtime <= cutoff:
                    os.unlink(item.path)
                    removed.append(Path(item.path))
            except OSError:  # gone meanwhile, or not ours to remove: left as it is
                continue
    return sorted(removed)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` via a temp file in the same folder, fsync, ``os.replace``
    (a write killed before the rename leaves the temp file: ``remove_stale_temps``)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.",
                               suffix=TEMP_SUFFIX)
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
