"""The game kept off the frame (``core/keeper.py``, ``SaveStore.keep``): the newest snapshot
of each file written, in order; whatever reads or removes files waits for it; a failed
write told on the table; quitting loses nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable
from pathlib import Path

from neurodrez_desktop.app.saves import SaveStore
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.files import write_text_atomic
from neurodrez_desktop.core.keeper import KEEPER, Failed, Keeper
from neurodrez_desktop.core.record import Seat, record_text
from neurodrez_desktop.games import get_rules, load_game
from neurodrez_desktop.games.berd.state import Place

BERD = get_rules("berd")
ROOT = Path(__file__).resolve().parents[2]
HELD_S = 0.3
"""How long a held write is kept from being done while the test's reader has to wait."""


class Gate:
    """Holds the keeper's thread inside a job until opened (a slow disk, made to order)."""

    def __init__(self) -> None:
        self.opened = threading.Event()
        self.entered = threading.Event()

    def job(self, then: Callable[[], None] = lambda: None) -> Callable[[], None]:
        def write() -> None:
            self.entered.set()
            assert self.opened.wait(10), "the gate was never opened"
            then()
        return write

    def open_later(self, seconds: float = HELD_S) -> threading.Timer:
        timer = threading.Timer(seconds, self.opened.set)
        timer.start()
        return timer


class GatedKeeper(Keeper):
    """A keeper whose every job first waits for the gate to open."""

    def __init__(self, gate: Gate) -> None:
        super().__init__()
        self.gate = gate

    def submit(self, path: str | os.PathLike[str], write: Callable[[], None],
               failed: Failed | None = None) -> None:
        super().submit(path, self.gate.job(write), failed)


def _session(moves: int = 0) -> GameSession:
    session = GameSession.new(BERD, [Seat("Ada"), Seat("Bo")], {}, seed=4)
    for _ in range(moves):
        session.apply(BERD.legal_actions(session.state)[0])
    return session


# -- the keeper alone ---------------------------------------------------------------------------


def test_jobs_waiting_for_one_file_coalesce_to_the_newest(tmp_path):
    keeper, gate, written = Keeper(), Gate(), []
    keeper.submit(tmp_path / "a", gate.job(lambda: written.append("a1")))
    assert gate.entered.wait(5)  # the first is being written: the rest wait behind it
    for n in range(2, 7):
        keeper.submit(tmp_path / "a", lambda n=n: written.append(f"a{n}"))
    gate.opened.set()
    keeper.wait()
    assert written == ["a1", "a6"]
    assert keeper.done == 2  # five snapshots after the first cost one write


def test_files_are_written_in_the_order_they_were_kept(tmp_path):
    keeper, gate, written = Keeper(), Gate(), []
    keeper.submit(tmp_path / "first", gate.job(lambda: written.append("first")))
    assert gate.entered.wait(5)
    for name in ["b", "c", "d"]:
        keeper.submit(tmp_path / name, lambda name=name: written.append(name))
    keeper.submit(tmp_path / "b", lambda: written.append("b again"))  # keeps b's place
    gate.opened.set()
    keeper.wait()
    assert written == ["first", "b again", "c", "d"]


def test_wait_returns_only_once_the_file_is_written(tmp_path):
    keeper, gate = Keeper(), Gate()
    target = tmp_path / "kept.json"
    keeper.submit(target, gate.job(lambda: target.write_text("whole")))
    gate.open_later()
    keeper.wait(target)
    assert target.read_text() == "whole"
    assert not keeper.pending()


def test_a_read_waits_for_its_file_s_pending_write(tmp_path):
    """Any reader of a kept file (here ``load_game``, as Resume and the tests use) meets
    the newest game, not the one before it."""
    store = SaveStore(tmp_path)
    session = _session(1)
    path = store.keep(session, None)
    store.flush()
    session.apply(BERD.legal_actions(session.state)[0])
    gate, newer = Gate(), session.record
    KEEPER.submit(path, gate.job(lambda: write_text_atomic(path, record_text(newer, BERD))))
    gate.open_later()
    assert load_game(path).actions == newer.actions


# -- the store ------------------------------------------------------------------------------------


def test_the_lists_wait_for_a_game_s_first_write(tmp_path):
    gate = Gate()
    store = SaveStore(tmp_path, keeper=GatedKeeper(gate))
    path = store.keep(_session(2), None)
    assert not path.exists()  # held: the frame did not wait for the disk
    gate.open_later()
    assert [entry.path for entry in store.unfinished()] == [path]
    assert store.peek(store.unfinished()[0]).error is None


def test_a_finished_game_s_pending_write_does_not_bring_its_file_back(tmp_path):
    gate = Gate()
    store = SaveStore(tmp_path, keeper=GatedKeeper(gate))
    session = _session(1)
    gate.opened.set()
    path = store.keep(session, None)
    store.flush()
    gate.opened.clear()
    session.apply(BERD.legal_actions(session.state)[0])
    store.keep(session, path)  # held in the keeper while the game ends
    gate.open_later()
    store.finished(path)
    store.flush()
    assert not path.exists()
    assert store.unfinished() == []


def test_a_done_job_s_callbacks_are_let_go_once_told(tmp_path):
    """The thread waits for its next job holding nothing of the last: neither the job
    written nor a failed one (its ``failed`` callback is the table's: a table closed after
    a failed write would be held alive until the next write)."""
    import gc
    import weakref

    keeper = Keeper()

    class Table:
        def told(self, error: BaseException) -> None:
            pass

    def broken() -> None:
        raise OSError("disk full")

    table = Table()
    gone = weakref.ref(table)
    keeper.submit(tmp_path / "a.json", broken, table.told)
    keeper.wait()
    failures = keeper.take_failures()
    assert len(failures) == 1
    failures[0].tell()
    del table, failures
    gc.collect()
    assert gone() is None, "the keeper's thread still holds a failed job's callback"


def test_keeping_a_game_encodes_only_its_new_actions(tmp_path, monkeypatch):
    """The frame's part of keeping does not grow with the game: each action is encoded
    once, and an undo encodes nothing."""
    store, session = SaveStore(tmp_path), _session(12)
    encoded: list[object] = []
    encode = BERD.action_to_json

    def counting(action):
        encoded.append(action)
        return encode(action)

    monkeypatch.setattr(BERD, "action_to_json", counting)
    path = store.keep(session, None)
    assert len(encoded) == 12
    session.apply(BERD.legal_actions(session.state)[0])
    encoded.clear()
    store.keep(session, path)
    assert len(encoded) == 1
    assert session.undo()
    store.keep(session, path)
    assert len(encoded) == 1
    assert load_game(path).actions == session.record.actions


def test_a_failed_write_is_told_on_the_table_and_the_next_action_tries_again(driver):
    driver.app.nav.start_new_game(BERD, [Seat("Ada"), Seat("Bo")], {}, 1)
    driver.frames(2)
    play = driver.scene
    folder = driver.app.saves.unfinished_folder
    driver.app.saves.flush()
    shutil.rmtree(folder)
    folder.write_text("the folder is a file now")  # the game's file cannot be written
    driver.play_action(Place(0, 0))
    driver.app.saves.flush()
    driver.frames(1)
    assert play.refused and "Autosave failed" in play.message
    assert len(play.session.record.actions) == 1  # the game goes on

    folder.unlink()  # the disk is back: the next action keeps the whole game
    driver.play_action(Place(1, 0))
    driver.app.saves.flush()
    driver.frames(1)
    assert not play.refused  # no word of a failure any more
    assert load_game(play.kept_in).actions == (Place(0, 0), Place(1, 0))


QUITTER = textwrap.dedent("""
    import os, sys, time, pygame
    from neurodrez_desktop.app import saves
    from neurodrez_desktop.app.main import App
    from neurodrez_desktop.core.record import Seat
    from neurodrez_desktop.games import get_rules

    real = saves.write_text_atomic
    def slow(path, text):  # a slow disk: every write is still going on at the quit
        time.sleep(0.2)
        real(path, text)
    saves.write_text_atomic = slow

    berd = get_rules("berd")
    app = App((640, 480))
    app.start()
    app.settings = app.settings.with_(first_help=False)
    app.step(0)
    play = app.nav.start_new_game(berd, [Seat("Ada"), Seat("Bo")], {}, 1)
    app.step(0)
    for _ in range(int(sys.argv[1])):
        play.play(berd.legal_actions(play.session.state)[0])
        app.step(0)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(0)  # the window is closed
    assert not app.running
    print(play.kept_in, len(play.session.record.actions), flush=True)
    os._exit(0)  # gone at once: nothing after the quit (no atexit) writes for it
""")


def test_closing_the_window_keeps_every_action(tmp_path, app_home):
    done = subprocess.run([sys.executable, "-c", QUITTER, "5"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=os.environ | {"PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    path, played = done.stdout.split()
    assert int(played) == 5
    assert len(load_game(Path(path)).actions) == 5
