"""Saves through the program's screens: every unfinished game is kept in its own file until
it ends or is deleted; bad files are refused with a message and never written over; a good
save goes out through the Save button and back through Load."""

from __future__ import annotations

import json
import os
import time

import pygame
import pytest
from load_screen import click_row, find_row, open_load, row_of

from neurodrez_desktop.app.saves import SAVED, UNFINISHED, SaveStore
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat, record_to_json
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules, load_game
from neurodrez_desktop.games.berd.state import Place

BERD = get_rules("berd")
POKERDREZ = get_rules("pokerdrez")
MANUAL3 = {"size": 3, "arrangement": "manual"}


def _good_save() -> dict:
    session = GameSession.new(BERD, [Seat("Ada"), Seat("Bo")], MANUAL3, seed=8)
    session.apply(Place(0, 0))
    session.apply(Place(1, 0))
    return record_to_json(session.record, BERD)


def _bad_files() -> dict[str, tuple[bytes, str]]:
    """Each kind of bad save: its bytes and words the refusal must contain."""
    good = json.dumps(_good_save(), indent=1).encode()
    future = dict(_good_save(), schema_version=99)
    unknown = dict(_good_save(), game="tic-tac-toe")
    return {
        "truncated": (good[: len(good) // 2], "damaged or truncated"),
        "not-json": (b"these are not the moves you are looking for\n", "damaged or truncated"),
        "binary": (b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "not a text save file"),
        "future-schema": (json.dumps(future).encode(), "newer version (schema 99"),
        "unknown-game": (json.dumps(unknown).encode(), "unknown game 'tic-tac-toe'"),
    }


BAD_KINDS = list(_bad_files())


def _to_menu(driver):
    driver.key(pygame.K_ESCAPE)
    driver.press(next(b for b, k in driver.scene.actions.items() if k == "menu"))
    assert driver.scene.name == "menu"


def _files(folder):
    return {p.name: p.read_bytes() for p in folder.iterdir()} if folder.is_dir() else {}


# -- the Load screen ----------------------------------------------------------------------------


def test_bad_save_files_are_listed_refused_and_left_alone(driver):
    bad = _bad_files()
    folder = SaveStore().folder
    folder.mkdir(parents=True)
    for kind, (data, _) in bad.items():
        (folder / f"{kind}.json").write_bytes(data)
    load = open_load(driver)
    assert load.tab == SAVED  # no unfinished games: the saves are shown
    driver.screenshot("load-bad-files")

    assert sorted(e.path.name for e in load.entries) == sorted(f"{k}.json" for k in bad)
    driver.press(load.load)  # nothing chosen yet: the button is off
    assert driver.scene is load and load.chosen is None
    driver.key(pygame.K_RETURN)
    assert load.error == "Choose a game in the list first."

    for index, entry in enumerate(load.entries):
        kind = entry.path.stem
        data, words = bad[kind]
        row = row_of(driver, load, index)
        assert row.error is not None and words in row.error, (kind, row)
        click_row(driver, load, index, double=True)  # choose it and open it: refused
        assert driver.scene is load
        assert load.error == f"This file cannot be opened: {row.error}"
        assert entry.path.read_bytes() == data
    driver.screenshot("load-refused")
    assert _files(folder) == {f"{k}.json": data for k, (data, _) in bad.items()}


def test_load_rows_are_tall_enough_for_their_two_lines(driver, table):
    from neurodrez_desktop.app.scenes.load import DETAIL, HEADLINE, LINE2_Y, PAD
    from neurodrez_desktop.ui import theme

    table.start(MANUAL3, seed=6, names=("Ada", "Bo"))
    load = open_load(driver)
    rect = load.scroller.row_rect(0)
    first = theme.font(HEADLINE, True).get_linesize()
    assert first - 4 <= LINE2_Y, "the second line runs into the first"
    needed = PAD + LINE2_Y + theme.font(DETAIL).get_linesize() + PAD
    assert needed <= rect.h, f"a {rect.h}px row cannot show {needed}px of text"


def test_clicking_a_save_and_then_load_opens_it(driver, table):
    table.start(MANUAL3, seed=6)
    table.act(Place(2, 0))
    expected = table.play.session.record
    driver.press(table.play.save_button)
    _to_menu(driver)
    load = open_load(driver, SAVED)
    assert len(load.entries) == 1
    click_row(driver, load, 0)  # one click on the row selects it
    assert load.chosen == 0, "clicking a row of the saved-games list did not select it"
    driver.press(load.load)
    assert driver.scene.name == "play"
    assert driver.scene.session.record.actions == expected.actions


def test_choosing_one_of_two_saves_with_the_same_words_opens_that_one(driver):
    """Two different games saved in the same minute at the same turn read the same in
    the list; the one chosen must be the one opened."""
    paths = []
    for file in (0, 1):
        session = GameSession.new(BERD, [Seat("Ada"), Seat("Bo")], MANUAL3, seed=4)
        session.apply(Place(file, 0))
        paths.append(driver.app.saves.save(session))
    stamp = paths[0].stat().st_mtime
    for path in paths:
        os.utime(path, (stamp, stamp))
    for index in (0, 1):
        load = open_load(driver, SAVED)
        assert row_of(driver, load, 0) == row_of(driver, load, 1)
        click_row(driver, load, index, double=True)
        assert driver.scene.name == "play"
        opened = driver.scene.session.record
        assert opened.actions == load_game(load.entries[index].path).actions, (
            f"chose {load.entries[index].path.name}, got the other save")
        _to_menu(driver)


def test_keys_choose_scroll_and_open(driver):
    for seed in range(14):
        session = GameSession.new(BERD, [Seat(f"Ada {seed}"), Seat("Bo")], MANUAL3, seed=seed)
        path = driver.app.saves.save(session)
        os.utime(path, (1_000_000 + seed, 1_000_000 + seed))  # seed 13 the newest
    load = open_load(driver, SAVED)
    assert load.scroller.scrolls and load.scroller.page < 14
    driver.key(pygame.K_DOWN)
    assert load.chosen == 0
    driver.key(pygame.K_END)
    assert load.chosen == 13 and 13 in load.scroller.visible()
    assert 0 not in load.scroller.visible()
    driver.screenshot("load-scrolled")
    driver.key(pygame.K_HOME)
    assert load.chosen == 0 and load.scroller.first == 0
    driver.key(pygame.K_PAGEDOWN)
    assert load.chosen == load.scroller.page
    pygame.mouse.set_pos(load.scroller.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    driver.frames(2)
    assert load.scroller.first > 0
    driver.key(pygame.K_RETURN)
    assert driver.scene.name == "play"
    assert driver.scene.session.seats[0].name == f"Ada {13 - load.chosen}"


# -- unfinished games ---------------------------------------------------------------------------


def test_a_new_game_keeps_the_unfinished_one(driver, table):
    """The reproduction: an unfinished PokerDrez game, then New game → Berd → Start. Both
    games are kept, each in its own file; Resume continues the newest, Load lists both."""
    session = GameSession.new(POKERDREZ, [Seat("Ada"), Seat("Bo")], {}, 3)
    rng = make_rng(3)
    while len(session.record.actions) < 71:  # played earlier: chance and random moves
        assert not session.is_over
        session.apply(session.chance_outcome() if session.current_player == CHANCE else
                      rng.choice(POKERDREZ.legal_actions(session.state)))
    driver.app.saves.keep(session, None)
    driver.app.nav.menu()
    driver.frames(1)
    driver.press(table.menu_button("resume"))
    if driver.scene.name == "handoff":  # hot-seat with hidden cards: the screen is passed
        driver.key(pygame.K_RETURN)
    play = driver.scene
    assert play.name == "play" and len(play.session.record.actions) == 71
    driver.app.saves.flush()  # the file as kept, read directly
    poker_file, poker_bytes = play.kept_in, play.kept_in.read_bytes()
    _to_menu(driver)

    driver.press(table.menu_button("new", "berd"))
    driver.press(driver.scene.start_button)
    assert driver.scene.name == "play"
    berd = driver.scene
    table.act(BERD.legal_actions(berd.session.state)[0])
    assert berd.kept_in != poker_file
    driver.app.saves.flush()
    assert poker_file.read_bytes() == poker_bytes, "starting a game changed another's file"
    assert len(load_game(poker_file).actions) >= 71

    _to_menu(driver)
    assert table.menu_button("resume")  # the newest: the Berd game
    load = open_load(driver)
    assert load.tab == UNFINISHED
    rows = [row_of(driver, load, k) for k in range(len(load.entries))]
    assert [r.title for r in rows] == ["Berd", "PokerDrez"]
    assert [r.players for r in rows] == ["Player 1, Player 2", "Ada, Bo"]
    assert all(r.progress and r.error is None for r in rows), rows
    driver.screenshot("load-unfinished")
    click_row(driver, load, 1, double=True)
    if driver.scene.name == "handoff":
        driver.key(pygame.K_RETURN)
    assert driver.scene.name == "play"
    assert driver.scene.kept_in == poker_file
    assert driver.scene.session.record.actions == load_game(poker_file).actions


def test_loading_a_save_keeps_the_unfinished_game_and_the_save(driver, table):
    play = table.start(MANUAL3, seed=2)
    table.act(Place(0, 0))
    driver.press(play.save_button)
    saved = next(SaveStore().folder.glob("*.json"))
    saved_bytes = saved.read_bytes()
    table.act(Place(1, 0))
    driver.app.saves.flush()  # the file as kept, read directly
    unfinished, unfinished_bytes = play.kept_in, play.kept_in.read_bytes()
    _to_menu(driver)

    load = open_load(driver, SAVED)
    click_row(driver, load, 0, double=True)
    loaded = driver.scene
    assert loaded.name == "play" and loaded.session.record.actions == (Place(0, 0),)
    assert loaded.kept_in is None  # nothing written by opening the save
    table.act(Place(2, 0))
    assert loaded.kept_in not in (None, unfinished, saved)
    driver.app.saves.flush()
    assert saved.read_bytes() == saved_bytes
    assert unfinished.read_bytes() == unfinished_bytes
    assert len(SaveStore().unfinished()) == 2


def test_an_unfinished_game_is_deleted_only_after_a_confirm(driver, table):
    table.start(MANUAL3, seed=2)
    table.act(Place(0, 0))
    kept = table.play.kept_in
    _to_menu(driver)
    load = open_load(driver)
    click_row(driver, load, 0)
    driver.press(load.delete_button)
    assert load.confirming is not None
    driver.frames(1)
    driver.screenshot("load-delete-confirm")
    driver.key(pygame.K_ESCAPE)  # kept
    assert load.confirming is None and driver.scene is load and kept.exists()
    driver.key(pygame.K_DELETE)
    keep, delete = list(load.dialog_buttons)
    assert load.dialog_buttons[delete] is True and delete.text == "Delete it"
    driver.press(keep)
    assert kept.exists()
    driver.key(pygame.K_DELETE)  # by keys: Tab rings "Keep it", Enter presses it
    driver.key(pygame.K_TAB)
    assert load.focus is not None and load.focus.shown
    assert load.dialog_buttons[load.focus.focused] is False
    driver.key(pygame.K_RETURN)
    assert load.confirming is None and kept.exists() and load.focus is None
    driver.key(pygame.K_DELETE)
    driver.press(next(b for b, yes in load.dialog_buttons.items() if yes))
    assert not kept.exists()
    assert load.entries == [] and load.chosen is None
    assert load.tab_buttons[UNFINISHED].text == "In progress (0)"
    driver.key(pygame.K_ESCAPE)
    assert not any(kind == "resume" for kind, _ in driver.scene.buttons.values())


# -- damaged unfinished games ---------------------------------------------------------------------


@pytest.mark.parametrize("kind", BAD_KINDS)
def test_a_damaged_unfinished_game_is_listed_passed_by_and_never_changed(make_driver,
                                                                         table_for, kind):
    data, words = _bad_files()[kind]
    store = SaveStore()
    store.unfinished_folder.mkdir(parents=True)
    damaged = store.unfinished_folder / "20260101-000000-berd.json"
    damaged.write_bytes(data)
    driver = make_driver()
    table = table_for(driver)
    assert not any(k == "resume" for k, _ in driver.scene.buttons.values())

    # a new game through the menu and setup screen, and one move
    driver.press(table.menu_button("new", "berd"))
    driver.press(driver.scene.start_button)
    assert driver.scene.name == "play"
    session = table.play.session
    table.act(make_rng(1).choice(BERD.legal_actions(session.state)))
    assert table.play.kept_in != damaged
    assert damaged.read_bytes() == data
    _to_menu(driver)

    driver.press(table.menu_button("resume"))  # the good one, not the damaged one
    assert driver.scene.name == "play"
    assert driver.scene.session.record.actions == session.record.actions
    _to_menu(driver)
    load = open_load(driver, UNFINISHED)
    index = find_row(driver, load, lambda row: row.error is not None)
    assert words in row_of(driver, load, index).error
    if kind == "truncated":
        driver.screenshot("load-damaged-unfinished")
    assert damaged.read_bytes() == data


def test_stale_temp_files_a_killed_save_left_are_cleared_at_start(make_driver):
    """A kill between the temp file and its rename leaves ``.<name>.<8 letters>.tmp``
    behind: the next start removes those older than STALE_TEMP_S, in every folder the
    program writes saves to, and leaves a fresh one (another instance's save in flight)
    and every other file alone."""
    store = SaveStore()
    old = time.time() - 3600
    stale, fresh, others = [], [], []
    for folder in (store.folder, store.unfinished_folder, store.folder.parent):
        folder.mkdir(parents=True, exist_ok=True)
        stale.append(folder / ".20250101-120000-berd.json.ab_12xyz.tmp")
        fresh.append(folder / ".20250101-120001-berd.json.cd_34xyz.tmp")
        others.append(folder / "20250101-120000-berd.json.tmp")
    for path in stale + fresh + others:
        path.write_text('{"schema_version": 1, "ga')
    for path in stale + others:
        os.utime(path, (old, old))
    make_driver()
    assert [p for p in stale if p.exists()] == []
    assert all(p.exists() for p in fresh + others)


UNREADABLE = ["a file", "a link to nothing", "listing refused", "chmod 000"]


def _make_unreadable(folder, how: str, monkeypatch) -> object:
    """``unfinished`` made unreadable for anyone, root too: a regular file, a dangling link,
    or a folder whose listing os.scandir refuses with PermissionError (monkeypatched: as
    root, chmod 000 does not stop reading); chmod 000 itself only where it refuses.
    Returns what was there, to compare with what is left."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    if how == "a file":
        folder.write_bytes(b"not a folder\n")
    elif how == "a link to nothing":
        folder.symlink_to(folder.parent / "gone")
    else:
        folder.mkdir()
        (folder / "20250101-120000-berd.json").write_text(json.dumps(_good_save()))
    found = _as_found(folder)
    if how == "chmod 000":
        if not hasattr(os, "geteuid") or os.geteuid() == 0:
            pytest.skip("root reads a folder whatever its mode (and Windows has no modes)")
        folder.chmod(0)  # the test puts the mode back before it compares
    elif how == "listing refused":
        real = os.scandir

        def refusing(path="."):
            if os.fspath(path) == os.fspath(folder):
                raise PermissionError(13, "Permission denied", os.fspath(path))
            return real(path)

        monkeypatch.setattr(os, "scandir", refusing)
    return found


def _as_found(folder) -> object:
    if folder.is_symlink():
        return ("link", os.readlink(folder))
    if folder.is_file():
        return ("file", folder.read_bytes())
    return ("folder", {p.name: p.read_bytes() for p in folder.iterdir()})


def _drawn_in(driver, rect, colour) -> bool:
    """Whether any pixel of ``colour`` is on the screen inside ``rect``."""
    canvas = driver.app.display.canvas
    return any(canvas.get_at((x, y))[:3] == colour
               for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2))


@pytest.mark.parametrize("how", UNREADABLE)
def test_an_unreadable_unfinished_folder_is_named_on_the_menu_and_left_alone(make_driver,
                                                                            how, monkeypatch):
    from neurodrez_desktop.app.scenes.load import LIST
    from neurodrez_desktop.app.scenes.menu import FOLDER_NOTE, FOLDER_NOTE_SIZES
    from neurodrez_desktop.ui import theme

    folder = SaveStore().unfinished_folder
    before = _make_unreadable(folder, how, monkeypatch)
    try:
        driver = make_driver()
        menu = driver.scene
        assert menu.name == "menu"
        note = menu.folder_note
        assert note is not None and "Could not read" in note and str(folder) in note
        assert not any(k == "resume" for k, _ in menu.buttons.values())
        size, smallest = FOLDER_NOTE_SIZES
        used, lines = theme.fitted_lines(note, size, smallest, FOLDER_NOTE.w, FOLDER_NOTE.h)
        assert len(lines) * theme.font(used).get_linesize() <= FOLDER_NOTE.h, "cut off"
        assert " ".join(lines).replace(" ", "") == note.replace(" ", ""), "a word left out"
        driver.frames(2)
        assert _drawn_in(driver, FOLDER_NOTE, theme.REFUSED)
        driver.screenshot(f"menu-unreadable-{how.replace(' ', '-')}")

        load = open_load(driver, UNFINISHED)
        assert load.entries == [] and "Could not read" in load.empty_message
        assert str(folder) in load.empty_message
        driver.frames(1)
        assert _drawn_in(driver, LIST, theme.REFUSED), "the list's words are drawn over it"
        driver.screenshot(f"load-unreadable-{how.replace(' ', '-')}")
    finally:
        if how == "chmod 000":
            folder.chmod(0o755)
        monkeypatch.undo()
    assert _as_found(folder) == before, "the folder must be left as it was found"


def test_a_game_that_does_not_replay_is_refused_at_resume_and_resume_moves_on(driver, table):
    store = SaveStore()
    table.start(MANUAL3, seed=2)
    table.act(Place(0, 0))
    good = table.play.kept_in
    _to_menu(driver)
    broken = dict(_good_save(), actions=[{"place": [0, 0]}] * 3)  # not Berd's moves
    path = store.unfinished_folder / "20991231-000000-berd.json"
    data = json.dumps(broken).encode()
    path.write_bytes(data)
    os.utime(path, (4_000_000_000, 4_000_000_000))  # the newest
    driver.app.nav.menu()
    driver.frames(1)
    driver.press(table.menu_button("resume"))
    assert driver.scene.name == "menu"
    assert "cannot be resumed" in driver.app.notice
    notice = driver.app.notice
    load = open_load(driver, UNFINISHED)  # listed with the reason Resume met
    row = row_of(driver, load, find_row(driver, load, lambda r: r.error is not None))
    assert row.error.startswith("action 1: ") and row.error in notice, (row.error, notice)
    driver.key(pygame.K_ESCAPE)
    driver.press(table.menu_button("resume"))  # now the next one
    assert driver.scene.name == "play" and driver.scene.kept_in == good
    assert path.read_bytes() == data


def test_the_autosave_of_an_earlier_version_is_resumed_in_place(make_driver, table_for):
    store = SaveStore()
    store.legacy_autosave.parent.mkdir(parents=True)
    store.legacy_autosave.write_text(json.dumps(_good_save()))
    driver = make_driver()
    table = table_for(driver)
    driver.press(table.menu_button("resume"))
    play = driver.scene
    assert play.name == "play" and play.kept_in == store.legacy_autosave
    table.act(BERD.legal_actions(play.session.state)[0])
    assert len(load_game(store.legacy_autosave).actions) == 3
    assert [e.path for e in store.unfinished()] == [store.legacy_autosave]


# -- a good save --------------------------------------------------------------------------------


def test_save_button_and_load_screen_round_trip(driver, table):
    play = table.start(MANUAL3, seed=21, names=("Ada", "Bo"))
    session = play.session
    rng = make_rng(3)
    for _ in range(12):  # the placements and two moves
        table.act(rng.choice(BERD.legal_actions(session.state)))
    state, record = session.state, session.record

    driver.press(play.save_button)
    saves = sorted(SaveStore().folder.glob("*.json"))
    assert len(saves) == 1
    assert play.message == f"Saved as {saves[0].name}."
    assert play.refused is False
    assert load_game(saves[0]).actions == record.actions
    saved_bytes = saves[0].read_bytes()

    _to_menu(driver)
    load = open_load(driver, SAVED)
    assert len(load.entries) == 1
    row = row_of(driver, load, 0)
    assert (row.title, row.players, row.progress) == ("Berd", "Ada, Bo", session.progress)
    assert session.progress.startswith(("Setup", "Move "))
    driver.screenshot("load-good-save")
    click_row(driver, load, 0, double=True)

    assert driver.scene.name == "play"
    loaded = driver.scene.session
    assert loaded.record.actions == record.actions
    assert loaded.record.players == record.players
    assert dict(loaded.record.options) == dict(record.options)
    assert loaded.record.seed == record.seed == 21
    assert loaded.state == state
    assert saves[0].read_bytes() == saved_bytes  # loading wrote nothing
    assert sorted(SaveStore().folder.glob("*.json")) == saves


def test_a_save_with_a_nul_a_newline_and_a_huge_name_is_shown_escaped_and_played(driver):
    """The reproductions: a NUL in a name or the progress crashed the Load screen as it
    opened, a 100,000-character name ran across the board, a newline cut a row, and a
    byte-order mark was called damaged."""
    obj = _good_save()
    obj["players"][0]["name"] = "Ada\x00\nLovelace" + "e" * 100_000
    obj["meta"] = {"progress": "Move\x00 3\n", "title": "x\x00"}
    store = SaveStore()
    store.folder.mkdir(parents=True)
    path = store.folder / "nasty.json"
    data = b"\xef\xbb\xbf" + json.dumps(obj).encode()
    path.write_bytes(data)
    load = open_load(driver, SAVED)
    driver.frames(2)  # drawn: no "null character" from the font
    row = row_of(driver, load, 0)
    assert row.error is None
    assert row.players.startswith("Ada\\x00\\nLovelace") and row.players.endswith("…, Bo")
    assert row.progress == "Move\\x00 3\\n"
    click_row(driver, load, 0, double=True)
    play = driver.scene
    assert play.name == "play"
    name = play.session.seats[0].name
    assert name.startswith("Ada\\x00\\nLov") and len(name) <= 20 and name.isprintable()
    driver.frames(2)
    driver.screenshot("nasty-name-in-play")
    assert path.read_bytes() == data
