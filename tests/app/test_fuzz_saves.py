"""Damaged saves through the real Load screen and Resume, rendering included.

Seeded: each case is made from ``make_rng(f"fuzz:{n}")``, so a failure names the case that
reproduces it. Every case is a save of one of the five games, damaged one way — truncated,
bytes flipped, a value of the wrong type, a field missing or extra, control characters in
its text, a huge string, deep nesting, its moves shuffled — or a special file where a save
should be (a pipe, a link to a device, a folder, a link to nothing, an empty or an
oversized file). Each goes through the Load screen (listed, drawn, double-clicked) and
through Resume (as the only unfinished game), and must end in a clear refusal or a game
that replays legally, with no exception, no hang and no file changed.
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
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import MAX_SAVE_BYTES, Seat, record_to_json
from neurodrez_desktop.core.rng import Rng, make_rng
from neurodrez_desktop.games import get_rules

CASES = int(os.environ.get("FUZZ_SAVES", "500"))
"""At least 500 in CI; fewer by hand while looking into one."""
BATCH = 40
"""Cases listed on the Load screen at once (a screen's rows are drawn as it scrolls)."""
GAMES = (("berd", {"size": 3, "arrangement": "manual"}, 14), ("pokerdrez", {}, 30),
         ("neurodrez", {}, 24), ("quattro_colonne", {}, 16), ("neuroriders", {}, 20))
"""(game, options, actions) of the good saves the damage is done to."""


def good_save(game: str, options: dict[str, Any], actions: int, seed: int) -> dict[str, Any]:
    rules = get_rules(game)
    session = GameSession.new(rules, [Seat("Ada"), Seat("Bo")], options, seed)
    rng = make_rng(f"fuzz-base:{game}:{seed}")
    while len(session.record.actions) < actions and not session.is_over:
        session.apply(session.chance_outcome() if session.current_player == CHANCE else
                      rng.choice(rules.legal_actions(session.state)))
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


def make_case(n: int, bases: list[dict[str, Any]], folder: Path) -> tuple[Path, str]:
    """Case ``n``: its file in ``folder`` and how it was damaged."""
    rng = make_rng(f"fuzz:{n}")
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


@pytest.mark.skipif(sys.platform == "win32", reason="special files are made the POSIX way")
def test_damaged_saves_are_refused_or_played_never_crash_and_never_change(driver):
    bases = [good_save(game, options, actions, seed)
             for game, options, actions in GAMES for seed in (1, 2)]
    store = SaveStore()
    tally = Tally()
    _timeout(900)
    try:
        for start in range(0, CASES, BATCH):
            _load_screen_batch(driver, store, bases, range(start, min(CASES, start + BATCH)),
                               tally)
            _resume_batch(driver, store, bases, range(start, min(CASES, start + BATCH)),
                          tally)
    finally:
        if hasattr(signal, "SIGALRM"):
            signal.alarm(0)
    print(tally)
    assert tally.tried == 2 * CASES
    assert tally.refused and tally.accepted  # both ends were reached


def _fresh(folder: Path) -> None:
    if folder.exists():
        for item in folder.iterdir():
            item.rmdir() if item.is_dir() and not item.is_symlink() else item.unlink()
    folder.mkdir(parents=True, exist_ok=True)


def _load_screen_batch(driver: Any, store: SaveStore, bases: list[dict[str, Any]],
                       numbers: range, tally: Tally) -> None:
    """The batch's files as named saves: each chosen and opened on the Load screen (the
    first by a double-click, the others by ↓ and Enter), every frame drawn."""
    _fresh(store.folder)
    cases = dict(make_case(n, bases, store.folder) for n in numbers)
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


def _resume_batch(driver: Any, store: SaveStore, bases: list[dict[str, Any]],
                  numbers: range, tally: Tally) -> None:
    """The batch's files as unfinished games, the newest first through Resume: a file
    Resume cannot read is passed by or refused with a notice; a game it opens is checked,
    then put away by the test so that Resume goes on to the next."""
    folder = store.unfinished_folder
    _fresh(folder)
    cases = dict(make_case(n, bases, folder) for n in numbers)
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
