"""Damaged saves of every registered game: refused or read, never a crash, never changed.

Seeded: each case is made from ``make_rng(f"fuzz:{game}:{n}")``, so a failure names the
case that reproduces it. Every case is a save of the game, damaged one way — truncated,
bytes flipped, a value of the wrong type, a field missing or extra, control characters in
its text, a huge string, deep nesting, its moves shuffled — or a special file where a save
should be (a pipe, a link to a device, a folder, a link to nothing, an empty or an
oversized file). Each must end in a clear refusal or a game that replays legally, with no
exception, no hang and no file changed.

Most cases go below the screens, through what the Load screen and Resume call
(``SaveStore.peek`` for the row, ``SaveStore.load`` for the game, ``GameSession`` over the
record; Resume's ``latest_unfinished``), which is where a file is read; a few of each game
go through the real Load screen (listed, drawn, opened) and Resume, the table included.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import stat
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from load_screen import click_row, open_load

from neurodrez_desktop.app.saves import SAVED, SaveStore
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.errors import MalformedRecordError
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import MAX_SAVE_BYTES, Seat, record_to_json
from neurodrez_desktop.core.rng import Rng, make_rng
from neurodrez_desktop.core.text import safe_text
from neurodrez_desktop.games import entries, get_rules, playable

CASES = int(os.environ.get("FUZZ_SAVES", "100"))
"""Cases of each game read below the screens, as named saves and again as unfinished
games (100: 500 for five games, as many as when all went through the screens)."""
SCREEN_CASES = 7
"""Damaged saves of each game through the Load screen and Resume, and one special file."""
ACTIONS = 24
"""How far the good saves the damage is done to are played (or to their end)."""
GAME_IDS = [entry.id for entry in entries()]
SCREEN_GAME_IDS = [entry.id for entry in playable()]


def good_save(game: str, seed: int) -> dict[str, Any]:
    rules = get_rules(game)
    players = max(2, rules.spec.min_players)
    session = GameSession.new(rules, [Seat(f"P{k + 1}") for k in range(players)], None, seed)
    rng = make_rng(f"fuzz-base:{game}:{seed}")
    while len(session.record.actions) < ACTIONS:
        action = (session.chance_outcome() if session.current_player == CHANCE else
                  rng.choice(rules.legal_actions(session.state)))
        if rules.is_terminal(rules.apply(session.state, action)):
            break  # an unfinished game: Resume opens it (a short game ends within ACTIONS)
        session.apply(action)
    return {**record_to_json(session.record, rules), "meta": session.meta()}


# -- the kinds of damage ------------------------------------------------------------------------


def _nodes(obj: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value, as a path of keys and indexes."""
    out = [path]
    if isinstance(obj, dict):
        for key, value in obj.items():
            out += _nodes(value, (*path, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj[:60]):
            out += _nodes(value, (*path, index))
    return out


def _set(obj: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    parent = obj
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return obj


def _get(obj: Any, path: tuple) -> Any:
    for key in path:
        obj = obj[key]
    return obj


ODD_VALUES = (None, True, 0, -1, 10**30, 1.5, float("inf"), "", "x", [], {}, [[[]]],
              {"a": 1}, "\x00", 2**63, -(2**63))
NASTY_TEXT = ("\x00", "\n", "\r\n", "\t", "\x1b[31m", "\u202e", "\ufeff", "\u0000\u0000",
              "\U0001f600", "\u200b", "\x7f", "\ud800")


def wrong_type(obj: Any, rng: Rng) -> bytes:
    path = rng.choice(_nodes(obj))
    return _dump(_set(obj, path, rng.choice(ODD_VALUES)))


def missing_field(obj: Any, rng: Rng) -> bytes:
    holders = [p for p in _nodes(obj) if isinstance(_get(obj, p), dict) and _get(obj, p)]
    holder = _get(obj, rng.choice(holders))
    del holder[rng.choice(sorted(holder))]
    return _dump(obj)


def extra_field(obj: Any, rng: Rng) -> bytes:
    holders = [p for p in _nodes(obj) if isinstance(_get(obj, p), dict)]
    _get(obj, rng.choice(holders))[rng.choice(["extra", "seed", "game", "x" * 50])] = \
        rng.choice(ODD_VALUES)
    return _dump(obj)


def control_characters(obj: Any, rng: Rng) -> bytes:
    strings = [p for p in _nodes(obj) if isinstance(_get(obj, p), str) and p]
    strings += [("players", 0, "name"), ("meta", "progress")] * 4  # the text a row shows
    path = rng.choice(strings)
    try:
        text = _get(obj, path)
    except (KeyError, IndexError, TypeError):
        return _dump(obj)
    nasty = "".join(rng.choice(NASTY_TEXT) for _ in range(rng.randint(1, 4)))
    at = rng.randint(0, len(text))
    _set(obj, path, text[:at] + nasty + text[at:])
    return _dump(obj)


def huge_string(obj: Any, rng: Rng) -> bytes:
    path = rng.choice([("players", 0, "name"), ("meta", "progress"), ("meta", "title"),
                       ("game",), ("options",)] + [p for p in _nodes(obj)
                                                   if isinstance(_get(obj, p), str) and p])
    with contextlib.suppress(KeyError, IndexError, TypeError):
        _set(obj, path, rng.choice("Aé\n\x00") * rng.choice((300, 100_000, 1_000_000)))
    return _dump(obj)


def deep_nesting(obj: Any, rng: Rng) -> bytes:
    depth = rng.choice((200, 5_000, 100_000))
    if rng.random() < 0.5:  # past what the JSON reader recurses to
        return b'{"schema_version": 1, "game": ' + b"[" * depth + b"]" * depth + b"}"
    path = rng.choice(_nodes(obj))
    nested: Any = []
    for _ in range(min(depth, 900)):
        nested = [nested]
    return _dump(_set(obj, path, nested))


def shuffled_moves(obj: Any, rng: Rng) -> bytes:
    actions = obj["actions"]
    how = rng.choice(("swap", "drop", "repeat", "reverse"))
    if len(actions) >= 2:
        i, j = sorted(rng.sample(range(len(actions)), 2))
        if how == "swap":
            actions[i], actions[j] = actions[j], actions[i]
        elif how == "drop":
            del actions[i]
        elif how == "repeat":
            actions.insert(i, actions[j])
        else:
            actions.reverse()
    return _dump(obj)


def truncated(obj: Any, rng: Rng) -> bytes:
    data = _dump(obj)
    return data[: rng.randrange(len(data))]


def flipped_bytes(obj: Any, rng: Rng) -> bytes:
    data = bytearray(_dump(obj))
    for _ in range(rng.randint(1, 6)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def other_encoding(obj: Any, rng: Rng) -> bytes:
    text = json.dumps(obj, ensure_ascii=False)
    return rng.choice((b"\xef\xbb\xbf" + text.encode(), text.encode("utf-16"),
                       text.replace("\n", "\r\n").encode(), text.encode("latin-1", "replace")))


def _dump(obj: Any) -> bytes:
    return json.dumps(obj, ensure_ascii=False, allow_nan=True).encode("utf-8",
                                                                      "surrogatepass")


DAMAGE: dict[str, Callable[[Any, Rng], bytes]] = {
    f.__name__: f for f in (wrong_type, missing_field, extra_field, control_characters,
                            huge_string, deep_nesting, shuffled_moves, truncated,
                            flipped_bytes, other_encoding)}
SPECIAL = ("pipe", "device", "folder", "dangling", "empty", "oversized")


def make_case(game: str, n: int, bases: list[dict[str, Any]], folder: Path
              ) -> tuple[Path, str]:
    """Case ``n`` of ``game``: its file in ``folder`` and how it was damaged."""
    rng = make_rng(f"fuzz:{game}:{n}")
    path = folder / f"case-{n:04d}.json"
    if n % 13 == 0 and sys.platform == "linux":
        kind = SPECIAL[(n // 13) % len(SPECIAL)]
        if kind == "pipe":
            os.mkfifo(path)
        elif kind == "device":
            os.symlink("/dev/zero", path)
        elif kind == "folder":
            path.mkdir()
        elif kind == "dangling":
            os.symlink(folder / "nowhere", path)
        elif kind == "empty":
            path.write_bytes(b"")
        else:
            with path.open("wb") as fh:  # sparse: costs no disk
                fh.truncate(MAX_SAVE_BYTES + 1)
        return path, kind
    kind = rng.choice(sorted(DAMAGE))
    obj = json.loads(json.dumps(rng.choice(bases)))
    path.write_bytes(DAMAGE[kind](obj, rng))
    return path, kind


def fingerprint(path: Path) -> Any:
    """What must not change: a file's bytes, or a special file's kind and target."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISREG(info.st_mode):
        return ("file", info.st_size, path.read_bytes() if info.st_size < 2**22 else None)
    return ("special", stat.S_IFMT(info.st_mode))


# -- the test -----------------------------------------------------------------------------------


class Tally:
    def __init__(self) -> None:
        self.tried = self.refused = self.accepted = 0
        self.kinds: Counter[str] = Counter()

    def __str__(self) -> str:
        return (f"tried {self.tried}, refused {self.refused}, accepted {self.accepted}, "
                f"crashed 0; by damage: {dict(sorted(self.kinds.items()))}")


def _check_game(driver: Any, case: str) -> None:
    """A game was opened: it must be a legal one, drawn without error."""
    if driver.scene.name == "handoff":
        driver.key(pygame.K_RETURN)
    play = driver.scene
    assert play.name in ("play", "results"), (case, play.name)
    session = getattr(play, "session", None)
    if session is not None:
        rules = session.rules
        assert session.record.replay(rules) == session.state, case
        assert session.is_over or rules.legal_actions(session.state) or \
            session.current_player == CHANCE, case
    driver.frames(1)


def _timeout(seconds: int) -> Any:
    """A hang (a pipe opened for reading) fails the test instead of stopping CI."""
    def alarm(signum: int, frame: Any) -> None:
        raise TimeoutError("a case hung")

    if hasattr(signal, "SIGALRM"):
        try:
            signal.signal(signal.SIGALRM, alarm)
        except ValueError:  # not the main thread: no alarm
            return
        signal.alarm(seconds)


def _check_session(session: GameSession, case: str) -> None:
    """A game read from a file: one that replays legally to the state it says."""
    rules = session.rules
    assert session.record.replay(rules) == session.state, case
    assert session.is_over or rules.legal_actions(session.state) or \
        session.current_player == CHANCE, case


def _drawable(text: str) -> bool:
    """Words a row or a refusal may show: one line, nothing a font cannot draw."""
    return safe_text(text, len(text) or 1) == text


def _open_below_the_screen(store: SaveStore, entry: Any, case: str) -> bool:
    """What the Load screen does on Open, without the screen (``LoadScene.open``): the
    row's reading, then the whole file read and replayed, then the game over its record
    (``Navigation.open_record``). True if the game opened, False if refused."""
    row = store.peek(entry)
    for words in (row.title, row.players, row.progress):
        assert _drawable(words), f"{case}: the row shows {words[:80]!r}"
    if row.error is not None:
        assert row.error and _drawable(row.error) and "Traceback" not in row.error, case
        return False
    try:
        record = store.load(entry.path)
    except MalformedRecordError as exc:
        assert str(exc) and "Traceback" not in str(exc), case
        assert entry.path in store.damaged and _drawable(store.damaged[entry.path]), case
        return False
    _check_session(GameSession(get_rules(record.game_id), record), case)
    return True


@pytest.mark.skipif(sys.platform == "win32", reason="special files are made the POSIX way")
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_damaged_saves_are_refused_or_read_never_crash_and_never_change(game_id):
    """Every case twice: as a named save opened from the Load screen's list, and as an
    unfinished game Resume comes to (Resume passes by what it cannot read)."""
    bases = [good_save(game_id, seed) for seed in (1, 2)]
    store = SaveStore()
    tally = Tally()
    _timeout(300)
    try:
        _fresh(store.folder)
        cases = dict(make_case(game_id, n, bases, store.folder) for n in range(CASES))
        before = {path: fingerprint(path) for path in cases}
        listed = store.saved()
        assert {entry.path for entry in listed} == set(cases)
        for entry in listed:
            case = f"{game_id} case {entry.path.name} ({cases[entry.path]})"
            opened = _open_below_the_screen(store, entry, case)
            tally.tried += 1
            tally.kinds[cases[entry.path]] += 1
            tally.accepted += opened
            tally.refused += not opened
            assert fingerprint(entry.path) == before[entry.path], f"{case} was changed"
        _resume_below_the_screen(store, game_id, bases, tally)
    finally:
        if hasattr(signal, "SIGALRM"):
            signal.alarm(0)
    print(tally)
    assert tally.tried == 2 * CASES
    assert tally.refused and tally.accepted  # both ends were reached


def _resume_below_the_screen(store: SaveStore, game_id: str, bases: list[dict[str, Any]],
                             tally: Tally) -> None:
    """The cases as unfinished games, newest first, as Resume meets them
    (``Navigation.resume``): it passes by those whose rows do not read, loads the newest
    that does; one that then fails to load is marked damaged and passed by next time. A
    game that opens is checked and put away by the test, so Resume goes on to the next."""
    folder = store.unfinished_folder
    _fresh(folder)
    cases = dict(make_case(game_id, n, bases, folder) for n in range(CASES))
    for k, path in enumerate(cases):  # case order: the last the newest
        with contextlib.suppress(OSError):
            os.utime(path, (1_000_000 + k, 1_000_000 + k), follow_symlinks=False)
    before = {path: fingerprint(path) for path in cases}
    done = folder.parent / "fuzz-done"
    _fresh(done)
    opened: set[Path] = set()
    while (entry := store.latest_unfinished()) is not None:
        path = entry.path
        case = f"{game_id} case {path.name} ({cases[path]}) through Resume"
        for passed in store.unfinished():  # newer ones it passed by: refused at a glance
            if passed == entry:
                break
            assert passed.path in store.damaged or store.peek(passed).error, case
        try:
            record = store.load(path)
        except MalformedRecordError:
            assert path in store.damaged, case
            continue
        _check_session(GameSession(get_rules(record.game_id), record), case)
        opened.add(path)
        path.rename(done / path.name)  # the test, not the program, puts it away
    for path in cases:
        tally.tried += 1
        tally.kinds[cases[path]] += 1
        tally.accepted += path in opened
        tally.refused += path not in opened
        now = done / path.name if path in opened else path
        assert fingerprint(now) == before[path], f"case {path.name} was changed"


@pytest.mark.skipif(sys.platform == "win32", reason="special files are made the POSIX way")
@pytest.mark.parametrize("game_id", SCREEN_GAME_IDS)
def test_damaged_saves_through_the_load_screen_and_resume(game_id, driver, tmp_path):
    """A few cases of each game through the real screens, drawn and opened: some that
    read (the table is built and drawn), some that do not, and one special file (each
    game another kind)."""
    bases = [good_save(game_id, seed) for seed in (1, 2)]
    special = 13 * (1 + SCREEN_GAME_IDS.index(game_id) % len(SPECIAL))
    reads, refused = [], []
    for n in (n for n in range(1, CASES) if n % 13):
        path, _ = make_case(game_id, n, bases, tmp_path)
        (reads if _moves(path) is not None else refused).append(n)
    numbers = [special, *reads[:SCREEN_CASES // 2], *refused[:SCREEN_CASES - SCREEN_CASES // 2]]
    store = SaveStore()
    tally = Tally()
    _timeout(300)
    try:
        _load_screen_batch(driver, store, game_id, bases, numbers, tally)
        _resume_batch(driver, store, game_id, bases, numbers, tally)
    finally:
        if hasattr(signal, "SIGALRM"):
            signal.alarm(0)
    print(tally)
    assert tally.tried == 2 * len(numbers)
    assert tally.refused and tally.accepted  # both ends were reached


def _fresh(folder: Path) -> None:
    if folder.exists():
        for item in folder.iterdir():
            item.rmdir() if item.is_dir() and not item.is_symlink() else item.unlink()
    folder.mkdir(parents=True, exist_ok=True)


def _load_screen_batch(driver: Any, store: SaveStore, game_id: str,
                       bases: list[dict[str, Any]], numbers: list[int], tally: Tally) -> None:
    """The batch's files as named saves: each chosen and opened on the Load screen (the
    first by a double-click, the others by ↓ and Enter), every frame drawn."""
    _fresh(store.folder)
    cases = dict(make_case(game_id, n, bases, store.folder) for n in numbers)
    before = {path: fingerprint(path) for path in cases}
    load = open_load(driver, SAVED)
    assert len(load.entries) == len(cases)
    for index in range(len(cases)):
        entry = load.entries[index]
        case = f"case {entry.path.name} ({cases[entry.path]})"
        if index == 0:
            click_row(driver, load, index, double=True)
        else:
            if load.chosen != index - 1:  # back from a game: a new screen, nothing chosen
                load.scroller.select(index - 1)
            driver.key(pygame.K_DOWN)
            assert load.chosen == index, case
            driver.key(pygame.K_RETURN)
        tally.tried += 1
        tally.kinds[cases[entry.path]] += 1
        if driver.scene is load:
            assert load.error and load.error.startswith("This file cannot be opened: "), case
            assert "Traceback" not in load.error
            tally.refused += 1
        else:
            _check_game(driver, case)
            tally.accepted += 1
            driver.app.nav.menu()
            driver.app.nav.open("load")
            load = driver.scene
            switch = load.tab_buttons[SAVED]
            driver.press(switch) if load.tab != SAVED else None
        assert fingerprint(entry.path) == before[entry.path], f"{case} was changed"


def _resume_batch(driver: Any, store: SaveStore, game_id: str, bases: list[dict[str, Any]],
                  numbers: list[int], tally: Tally) -> None:
    """The batch's files as unfinished games, the newest first through Resume: a file
    Resume cannot read is passed by or refused with a notice; a game it opens is checked,
    then put away by the test so that Resume goes on to the next."""
    folder = store.unfinished_folder
    _fresh(folder)
    cases = dict(make_case(game_id, n, bases, folder) for n in numbers)
    for k, path in enumerate(cases):  # case order: the last the newest
        with contextlib.suppress(OSError):
            os.utime(path, (1_000_000 + k, 1_000_000 + k), follow_symlinks=False)
    before = {path: fingerprint(path) for path in cases}
    moves = {path: _moves(path) for path in cases}
    done = folder.parent / "fuzz-done"
    _fresh(done)
    seen: set[Path] = set()
    while True:
        entry = driver.app.saves.latest_unfinished()
        for passed in store.unfinished():  # newer ones Resume passed by: refused at a glance
            if passed == entry:
                break
            if passed.path not in seen:
                seen.add(passed.path)
                assert driver.app.saves.peek(passed).error, passed
                tally.tried += 1
                tally.refused += 1
        if entry is None:
            break
        path = entry.path
        case = f"case {path.name} ({cases[path]}) through Resume"
        driver.app.nav.resume()
        driver.frames(1)
        seen.add(path)
        tally.tried += 1
        if driver.scene.name == "menu":
            assert driver.app.notice and "cannot be" in driver.app.notice, case
            assert path in driver.app.saves.damaged, case
            tally.refused += 1
        else:
            _check_game(driver, case)
            tally.accepted += 1
            driver.app.nav.menu()  # leave before the game is played on
            path.rename(done / path.name)  # the test, not the program, puts it away
            path = done / path.name
        if fingerprint(path) != before[entry.path]:
            # A resumed game goes on in its own file (a chance outcome is drawn at once):
            # only a file that read whole, and only by moves after its own.
            after = _moves(path)
            assert moves[entry.path] is not None and after is not None, f"{case} changed"
            assert after[:len(moves[entry.path])] == moves[entry.path], f"{case} lost moves"
    for path in cases:
        if path.exists() or path.is_symlink():
            assert fingerprint(path) == before[path], f"case {path.name} was changed"
    assert len(seen) == len(cases)


def _moves(path: Path) -> tuple[Any, ...] | None:
    """The moves of a file that reads whole, else None."""
    from neurodrez_desktop.games import load_game

    try:
        return load_game(path).actions
    except ValueError:
        return None
