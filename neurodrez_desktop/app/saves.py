"""Saved games on disk: the autosave, named saves, and the list the Load screen shows.

Writes are atomic. A file that cannot be read is reported with the reason and is never
written over: before the autosave is written where a damaged one lies, the damaged one is
moved aside under a new name.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from neurodrez_desktop.app.paths import data_dir, exports_dir
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.errors import MalformedRecordError
from neurodrez_desktop.core.files import unused_name, write_text_atomic
from neurodrez_desktop.core.record import GameRecord, save_record
from neurodrez_desktop.games import get_rules, load_game


@dataclass(frozen=True)
class SaveEntry:
    path: Path
    record: GameRecord | None
    error: str | None
    modified: float

    @property
    def summary(self) -> str:
        when = datetime.fromtimestamp(self.modified).strftime("%Y-%m-%d %H:%M")
        if self.record is None:
            reason = (self.error or "").removeprefix(f"{self.path.name}: ")
            return printable(f"{self.path.name} — cannot be loaded: {reason}")
        rec = self.record
        title = get_rules(rec.game_id).spec.title
        names = ", ".join(s.name for s in rec.players)
        progress = rec.meta.get("progress")
        if not progress:  # saved by an earlier version
            progress = f"turn {rec.meta['turn']}" if "turn" in rec.meta else \
                f"{len(rec.actions)} actions"
        progress = str(progress)
        done = " (finished)" if rec.meta.get("finished") else ""
        return printable(f"{title} — {names} — {when} — {progress}{done}")


class SaveStore:
    def __init__(self, folder: Path | None = None) -> None:
        root = folder or data_dir()
        self.folder = root / "saves"
        self.autosave_path = root / "autosave.json"
        self.exports = exports_dir() if folder is None else root / "exports"
        self.damaged: set[Path] = set()
        self._autosave_is_ours = False

    # -- autosave ---------------------------------------------------------------------------
    def has_autosave(self) -> bool:
        return self.autosave_path.exists() and self.autosave_path not in self.damaged

    def autosave(self, session: GameSession) -> None:
        if not self._autosave_is_ours and self.autosave_path.exists():
            # Written by an earlier run: make sure it is not a damaged file we would lose.
            with contextlib.suppress(MalformedRecordError):  # load() marks it damaged,
                self.load(self.autosave_path)  # and it is set aside just below
        self._set_aside_if_damaged(self.autosave_path)
        self._write(self.autosave_path, session)
        self._autosave_is_ours = True

    def load_autosave(self) -> GameRecord:
        return self.load(self.autosave_path)

    def clear_autosave(self) -> None:
        if self.autosave_path.exists() and self.autosave_path not in self.damaged:
            self.autosave_path.unlink()

    # -- named saves ------------------------------------------------------------------------
    def save(self, session: GameSession) -> Path:
        path = _fresh_path(self.folder, session.rules.spec.id, "json")
        self._write(path, session)
        return path

    def export(self, session: GameSession) -> Path:
        """The game in its standard record format (PGN for PokerDrez), in ``exports``."""
        rules = session.rules
        if rules.export_suffix is None:
            raise ValueError(f"{rules.spec.title} has no standard record format")
        text = rules.export(session.states, session.record.actions,
                            [seat.name for seat in session.seats], date.today())
        path = _fresh_path(self.exports, rules.spec.id, rules.export_suffix)
        write_text_atomic(path, text)
        return path

    def list(self) -> list[SaveEntry]:
        """Every save, newest first; unreadable ones are listed with the reason."""
        entries = []
        paths = sorted(self.folder.glob("*.json")) if self.folder.is_dir() else []
        for path in paths:
            try:
                record, error = load_game(path), None
            except MalformedRecordError as exc:
                record, error = None, str(exc)
            try:
                modified = path.stat().st_mtime
            except OSError:  # a dangling link, say: listed, not loadable
                modified = 0.0
            entries.append(SaveEntry(path, record, error, modified))
        entries.sort(key=lambda e: (e.modified, e.path.name), reverse=True)
        return entries

    def load(self, path: Path) -> GameRecord:
        try:
            return load_game(path)
        except MalformedRecordError:
            self.damaged.add(path)
            raise

    # -- inside -----------------------------------------------------------------------------
    def _write(self, path: Path, session: GameSession) -> None:
        record = session.record
        record = GameRecord(record.game_id, record.players, record.options, record.seed,
                            record.actions, session.meta())
        save_record(path, record, session.rules)

    def _set_aside_if_damaged(self, path: Path) -> None:
        if path in self.damaged and path.exists():
            path.rename(unused_name(path, "damaged"))
            self.damaged.discard(path)


def _fresh_path(folder: Path, game_id: str, suffix: str) -> Path:
    """``<time>-<game>.<suffix>`` in ``folder``, numbered if that name is taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stamp}-{game_id}.{suffix}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{game_id}-{n}.{suffix}"
    return path


def printable(text: str) -> str:
    """Text safe to draw: undecodable bytes of file names become replacement marks."""
    return text.encode("utf-8", "replace").decode("utf-8")

