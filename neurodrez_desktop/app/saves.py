"""Games on disk: every unfinished game in its own file, named saves, and the lists the
Load screen shows.

An unfinished game is written to its own file in ``unfinished/`` after every action, until
it ends or the player deletes it; starting another game or loading a save writes a new file
and never touches another game's. The frame only hands the keeper (``core/keeper.py``) a
snapshot of the game, its actions' texts encoded once each (``ActionTexts``), and the
keeper's thread writes it; everything here that lists, reads, names or removes files waits
for those writes first, so no caller can meet an older file than the one kept.
(``autosave.json``, where an earlier version kept its one unfinished game, is listed with
the others and kept until that game ends.)

Writes are atomic; a temp file that a write killed before its rename left behind is
removed at the next start once it is stale (``files.remove_stale_temps``: only its own
naming, only old ones). Nothing here writes over a file it did not write itself in this run
or read whole: a file that cannot be read is listed with the reason and never changed. Lists
are cheap: a folder of thousands of saves costs a directory scan, and a row's words come
from reading that one file (``peek``), only when it is shown; its game is replayed only
when the words kept beside it are not in the reader's language (``_progress``).
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from neurodrez_desktop.app.paths import config_dir, data_dir, exports_dir
from neurodrez_desktop.core.errors import MalformedRecordError
from neurodrez_desktop.core.files import remove_stale_temps, write_text_atomic
from neurodrez_desktop.core.formats import format_moment
from neurodrez_desktop.core.i18n import ENGLISH, _, generation, language, ngettext
from neurodrez_desktop.core.keeper import KEEPER, Failed, Keeper
from neurodrez_desktop.core.record import (
    ActionTexts,
    GameRecord,
    RecordHeader,
    Seat,
    read_json,
    record_from_json,
    record_header,
    record_text,
    save_record,
)
from neurodrez_desktop.core.text import safe_text
from neurodrez_desktop.games import entry_for, get_rules, load_game

if TYPE_CHECKING:  # the session (and the computers' names) are imported where used: the
    # menu's first frame does not wait for the AI they bring
    from neurodrez_desktop.app.session import GameSession

UNFINISHED = "unfinished"
SAVED = "saved"


@dataclass(frozen=True)
class SaveEntry:
    """A file in one of the lists: where it is, when it was written, which list."""

    path: Path
    modified: float
    kind: str  # UNFINISHED or SAVED

    @property
    def when(self) -> str:
        if not self.modified:
            return _("date unknown")
        return format_moment(datetime.fromtimestamp(self.modified))


@dataclass(frozen=True)
class FolderProblem:
    """A list's folder that could not be read: where it is and why, both safe to draw."""

    folder: str
    why: str


@dataclass(frozen=True)
class SaveRow:
    """What a row of the Load screen says of a file, every text made safe to draw."""

    title: str
    players: str
    progress: str
    finished: bool = False
    error: str | None = None
    seats: tuple[Seat, ...] = ()
    """Who plays, names made safe to draw (for Resume to say whose game it continues)."""

    @property
    def headline(self) -> str:
        return f"{self.title} — {self.players}" if self.players else self.title


class SaveStore:
    def __init__(self, folder: Path | None = None, keeper: Keeper = KEEPER) -> None:
        root = folder or data_dir()
        self.keeper = keeper
        """Who writes the kept games off the frame (the program's one writer)."""
        self._texts: tuple[Path, ActionTexts] | None = None
        """The actions' texts of the game kept last, with its file (one table is played at
        a time; a game taken up again is encoded once more)."""
        self.folder = root / "saves"
        self.unfinished_folder = root / UNFINISHED
        self.legacy_autosave = root / "autosave.json"
        self.exports = exports_dir() if folder is None else root / "exports"
        self.damaged: dict[Path, str] = {}
        """Files found bad in this run, with the reason: Resume passes them by."""
        self._ours: set[Path] = set()
        """Files this run wrote or read whole: the only ones it writes over or removes."""
        self._rows: dict[tuple[Path, float, int, int], SaveRow] = {}
        """Rows read, by file (its time and size) and language (a row's words are said in
        the language of the moment)."""
        self.folder_problems: dict[str, FolderProblem] = {}
        """A list's folder that could not be read at its last scan (by kind), for the menu
        and the Load screen to say so."""
        self.temp_folders = [self.folder, self.unfinished_folder, root, self.exports]
        """Where this program writes atomically (with the settings' folder, for the
        player's own store): stale temp files a killed write left are cleared at start."""
        if folder is None:
            self.temp_folders.append(config_dir())
        for where in self.temp_folders:
            remove_stale_temps(where)

    # -- the lists ------------------------------------------------------------------------
    def unfinished(self) -> list[SaveEntry]:
        """Every unfinished game, newest first (the readable and the damaged)."""
        entries = self._scan(self.unfinished_folder, UNFINISHED)
        legacy = _entry(self.legacy_autosave, UNFINISHED)
        if legacy is not None:
            entries.append(legacy)
            entries.sort(key=_newest_first)
        return entries

    def saved(self) -> list[SaveEntry]:
        """Every named save, newest first."""
        return self._scan(self.folder, SAVED)

    def latest_unfinished(self) -> SaveEntry | None:
        """The unfinished game Resume continues: the newest one that reads (damaged ones
        stay in the Load screen's list, with their reasons)."""
        for entry in self.unfinished():
            if entry.path not in self.damaged and self.peek(entry).error is None:
                return entry
        return None

    def peek(self, entry: SaveEntry) -> SaveRow:
        """A row's words, read from the file (its game replayed only to say where it
        stands in another language than it was kept in); cached while the file and the
        language stay the same."""
        self.keeper.wait(entry.path)
        try:
            info = entry.path.stat()
            key = (entry.path, info.st_mtime, info.st_size, generation())
        except OSError:
            key = (entry.path, 0.0, -1, generation())
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = _peek(entry.path)
        if entry.path in self.damaged and row.error is None:  # read, but does not replay
            row = SaveRow(row.title, row.players, row.progress, row.finished,
                          self.damaged[entry.path], row.seats)
        return row

    # -- an unfinished game ----------------------------------------------------------------
    def keep(self, session: GameSession, path: Path | None,
             failed: Failed | None = None) -> Path:
        """Have ``session`` written to its own file, off the frame: ``path`` when it has one
        (the file it was resumed from, or the one kept before), else a new file. Returns
        where it goes. The frame's part is a snapshot (the record is immutable, the meta a
        fresh dict, the actions' texts a tuple) and the texts of the new actions; if the
        write fails, ``failed`` hears why from ``tell_failures`` on a later frame."""
        if path is None or path not in self._ours:
            path = self._fresh_path(self.unfinished_folder, session.rules.spec.id, "json")
        if self._texts is None or self._texts[0] != path:
            self._texts = (path, ActionTexts(session.rules))
        record, rules = self._snapshot(session), session.rules
        action_texts = self._texts[1].of(record.actions)
        self.keeper.submit(path, lambda: write_text_atomic(
            path, record_text(record, rules, action_texts)), failed)
        self._ours.add(path)
        return path

    def flush(self) -> None:
        """Wait for every kept game to be written (quitting, a new game, the menu)."""
        self.keeper.wait()

    def tell_failures(self) -> None:
        """Say, on the frame, which kept games could not be written (each to its own
        ``failed``): once a frame, cheap when none did."""
        for failure in self.keeper.take_failures():
            failure.tell()

    def finished(self, path: Path | None) -> None:
        """A game has ended: its unfinished file goes (only a file this run keeps), after
        its pending write, which would otherwise bring it back."""
        if path is not None and path in self._ours:
            self.keeper.wait(path)
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
            self._ours.discard(path)
            self._forget_texts(path)

    def delete(self, entry: SaveEntry) -> None:
        """The player deletes a file from a list (after confirming): OSError says why not."""
        self.keeper.wait(entry.path)
        entry.path.unlink()
        self._ours.discard(entry.path)
        self._forget_texts(entry.path)
        self.damaged.pop(entry.path, None)

    # -- named saves ------------------------------------------------------------------------
    def save(self, session: GameSession) -> Path:
        path = self._fresh_path(self.folder, session.rules.spec.id, "json")
        save_record(path, self._snapshot(session), session.rules)
        return path

    def export(self, session: GameSession) -> Path:
        """The game in its standard record format (PGN for PokerDrez), in ``exports``."""
        rules, presenter = session.rules, session.presenter
        if presenter.export_suffix is None:
            raise ValueError(f"{rules.spec.title} has no standard record format")
        text = presenter.export(session.states, session.record.actions,
                                [seat.name for seat in session.seats], date.today())
        path = self._fresh_path(self.exports, rules.spec.id, presenter.export_suffix)
        write_text_atomic(path, text)
        return path

    def load(self, path: Path) -> GameRecord:
        """A file's game, read whole and replayed (MalformedRecordError says why not)."""
        self.keeper.wait(path)  # as every other reading of the store's files
        try:
            record = load_game(path)
        except MalformedRecordError as exc:
            self.damaged[path] = safe_text(str(exc).removeprefix(f"{path.name}: "))
            raise
        from neurodrez_desktop.app.computer import name_anew

        self.damaged.pop(path, None)
        if path.parent == self.unfinished_folder or path == self.legacy_autosave:
            self._ours.add(path)  # read whole: its game goes on in it
        return replace(record, players=tuple(name_anew(seat) for seat in record.players))

    # -- inside -----------------------------------------------------------------------------
    def _scan(self, folder: Path, kind: str) -> list[SaveEntry]:
        self.keeper.wait()  # a game's first write makes its file: listed only once made
        entries, problem = _scan(folder, kind)
        if problem is None:
            self.folder_problems.pop(kind, None)
        else:
            self.folder_problems[kind] = problem
        return entries

    def _forget_texts(self, path: Path) -> None:
        if self._texts is not None and self._texts[0] == path:
            self._texts = None

    def _fresh_path(self, folder: Path, game_id: str, suffix: str) -> Path:
        """A new file's name, once the files the keeper is about to make are made (one
        of them could have it)."""
        self.flush()
        return _fresh_path(folder, game_id, suffix)

    @staticmethod
    def _snapshot(session: GameSession) -> GameRecord:
        """The game as it is now, with the facts the lists show (a fresh meta)."""
        return replace(session.record, meta=session.meta())


def _fresh_path(folder: Path, game_id: str, suffix: str) -> Path:
    """``<time>-<game>.<suffix>`` in ``folder``, numbered if that name is taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stamp}-{game_id}.{suffix}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{game_id}-{n}.{suffix}"
    return path


def _scan(folder: Path, kind: str) -> tuple[list[SaveEntry], FolderProblem | None]:
    """The ``*.json`` files of a folder, newest first: one directory scan and a stat per
    file, nothing read; and why the folder could not be read, if it could not (a folder
    not made yet is no problem: nothing was kept there)."""
    entries = []
    try:
        with os.scandir(folder) as found:
            for item in found:
                if item.name.endswith(".json") and not item.name.startswith("."):
                    try:
                        modified = item.stat().st_mtime
                    except OSError:  # a dangling link, say: listed, and refused when read
                        modified = 0.0
                    entries.append(SaveEntry(Path(item.path), modified, kind))
    except FileNotFoundError as exc:
        if not folder.is_symlink():
            return [], None
        problem: FolderProblem | None = _folder_problem(folder, exc)
    except OSError as exc:
        problem = _folder_problem(folder, exc)
    else:
        problem = None
    entries.sort(key=_newest_first)
    return entries, problem


def _folder_problem(folder: Path, exc: OSError) -> FolderProblem:
    """Why a folder could not be listed, in words, with where it is (made safe to draw)."""
    if isinstance(exc, FileNotFoundError):
        why = _("it is a link to nothing")
    elif isinstance(exc, NotADirectoryError):
        why = _("it is a file, not a folder")
    elif isinstance(exc, PermissionError):
        why = _("permission denied")
    else:
        why = safe_text(exc.strerror or type(exc).__name__, 80)
    return FolderProblem(safe_text(str(folder), 400), why)


def _entry(path: Path, kind: str) -> SaveEntry | None:
    try:
        return SaveEntry(path, path.stat().st_mtime, kind)
    except OSError:
        return SaveEntry(path, 0.0, kind) if path.is_symlink() else None


def _newest_first(entry: SaveEntry) -> tuple[float, str]:
    return -entry.modified, entry.path.name


def _peek(path: Path) -> SaveRow:
    """The facts a row shows, from the file alone; a reason when they cannot be had."""
    name = safe_text(path.name, 80)
    try:
        obj = read_json(path)
        return _row(obj)
    except MalformedRecordError as exc:
        reason = str(exc).removeprefix(f"{path.name}: ")
        return SaveRow(name, "", "", error=safe_text(reason))


def _row(obj: Any) -> SaveRow:
    from neurodrez_desktop.app.computer import name_anew

    header = record_header(obj, get_rules)
    seats = tuple(name_anew(seat) for seat in header.seats[:8])
    names = ", ".join(seat.name for seat in seats)
    meta = obj.get("meta")
    meta = meta if isinstance(meta, dict) else {}
    title = entry_for(header.rules.spec.id).catalog.gettext(header.rules.spec.title)
    return SaveRow(title, safe_text(names, 120), safe_text(_progress(obj, meta, header), 60),
                   meta.get("finished") is True, seats=seats)


def _progress(obj: dict[str, Any], meta: dict[str, Any], header: RecordHeader) -> str:
    """Where a kept game stands, in the reader's language.

    The file keeps actions, never sentences the program relies on: the header's words
    kept beside them (``GameSession.meta``) are shown only when they were said in the
    language of the moment (a file that names no language was written by an earlier
    version, which spoke only English). In any other language the game is read whole and its
    words said again from its actions, as the table's header says them. This costs a
    replay of that one file, only for a row in view and once per language (the store
    keeps rows by file and language), and needs nothing of the games: each presenter's
    words stay plain text, nested plurals and all (NeuroDrez's "{n} tiles"), where kept
    facts would have to mirror every message of every presenter. A file that does not
    replay says how far it got by its count of actions."""
    kept, kept_in = meta.get("progress"), meta.get("language", ENGLISH)
    if isinstance(kept, str) and kept and kept_in == language():
        return kept
    from neurodrez_desktop.app.session import GameSession

    try:
        record = record_from_json(obj, get_rules)
        return GameSession(header.rules, record).progress
    except MalformedRecordError:
        pass
    turn, actions = meta.get("turn"), obj.get("actions")
    if isinstance(turn, int) and not isinstance(turn, bool):  # an early version's count
        return _("turn {turn}").format(turn=turn)
    if isinstance(actions, list):
        return ngettext("{n} action", "{n} actions", len(actions)).format(n=len(actions))
    return ""
