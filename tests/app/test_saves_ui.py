"""Saves through the program's screens: bad files are refused with a message and never
written over; a good save goes out through the Save button and back through Load."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from neurodrez_desktop.app.saves import SaveStore
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.record import Seat, record_to_json
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules, load_game
from neurodrez_desktop.games.berd.state import Place

BERD = get_rules("berd")
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


def _menu_button(driver, what):
    return next(b for b, (kind, _) in driver.scene.buttons.items() if kind == what)


def _open_load_screen(driver):
    assert driver.scene.name == "menu"
    driver.press(_menu_button(driver, "load"))
    assert driver.scene.name == "load"
    return driver.scene


def _item_button(load, index):
    """The list row of ``load.entries[index]`` (rows are listed in the entries' order)."""
    item = load.list.item_list[index]
    assert item["text"] == f"{index + 1}.  {load.entries[index].summary}"
    return item["button_element"]


def _double_click(driver, element):
    driver.press(element)
    driver.press(element)


# -- the Load screen ----------------------------------------------------------------------------


def test_bad_save_files_are_listed_refused_and_left_alone(driver):
    bad = _bad_files()
    folder = SaveStore().folder
    folder.mkdir(parents=True)
    for kind, (data, _) in bad.items():
        (folder / f"{kind}.json").write_bytes(data)
    driver.frames(1)
    load = _open_load_screen(driver)
    driver.frames(1)
    driver.screenshot("load-bad-files")

    assert sorted(e.path.name for e in load.entries) == sorted(f"{k}.json" for k in bad)
    assert [item["text"] for item in load.list.item_list] == [
        f"{k + 1}.  {e.summary}" for k, e in enumerate(load.entries)]
    driver.press(load.load)  # nothing chosen yet
    assert load.error == "Choose a saved game in the list first."

    for index, entry in enumerate(load.entries):
        kind = entry.path.stem
        data, words = bad[kind]
        assert entry.record is None
        assert f"{kind}.json — cannot be loaded: " in entry.summary
        assert words in entry.summary, entry.summary
        _double_click(driver, _item_button(load, index))  # choose it: it is refused
        assert driver.scene is load
        assert load.error == f"This save cannot be loaded: {entry.error}"
        assert words in load.error
        assert entry.path.read_bytes() == data
    driver.screenshot("load-refused")
    assert sorted(p.name for p in folder.iterdir()) == sorted(f"{k}.json" for k in bad)


def test_load_list_rows_are_tall_enough_for_their_text(driver, table):
    table.start(MANUAL3, seed=6, names=("Ada", "Bo"))
    driver.press(table.play.save_button)
    (SaveStore().folder / "not-json.json").write_bytes(b"nope")
    driver.key(pygame.K_ESCAPE)
    driver.press(next(b for b, k in driver.scene.actions.items() if k == "menu"))
    load = _open_load_screen(driver)
    assert len(load.entries) == 2
    for item in load.list.item_list:
        row = item["button_element"]
        text_height = row.font.size(item["text"])[1]
        assert row.rect.h >= text_height, (
            f"a {row.rect.h}px row cannot show {text_height}px text: {item['text']!r}")


def test_clicking_a_save_and_then_load_opens_it(driver, table):
    table.start(MANUAL3, seed=6)
    table.act(Place(2, 0))
    expected = table.play.session.record
    driver.press(table.play.save_button)
    driver.key(pygame.K_ESCAPE)
    driver.press(next(b for b, k in driver.scene.actions.items() if k == "menu"))
    load = _open_load_screen(driver)
    assert len(load.entries) == 1
    driver.press(_item_button(load, 0))  # one click on the row selects it
    driver.frames(4)  # the list's selection event follows its row's press
    assert load.chosen == 0, "clicking a row of the saved-games list did not select it"
    driver.press(load.load)
    assert driver.scene.name == "play"
    assert driver.scene.session.record.actions == expected.actions


def test_choosing_one_of_two_saves_with_the_same_summary_opens_that_one(driver, table):
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
        load = _open_load_screen(driver)
        assert load.entries[0].summary == load.entries[1].summary
        _double_click(driver, _item_button(load, index))
        assert driver.scene.name == "play"
        opened = driver.scene.session.record
        assert opened.actions == load.entries[index].record.actions, (
            f"chose {load.entries[index].path.name}, got the other save")
        driver.key(pygame.K_ESCAPE)
        driver.press(next(b for b, k in driver.scene.actions.items() if k == "menu"))


# -- the autosave -------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", BAD_KINDS)
def test_damaged_autosave_is_refused_and_set_aside_not_overwritten(make_driver, table_for,
                                                                    kind):
    data, words = _bad_files()[kind]
    store = SaveStore()
    store.autosave_path.parent.mkdir(parents=True)
    store.autosave_path.write_bytes(data)
    driver = make_driver()
    table = table_for(driver)

    driver.press(table.menu_button("resume"))
    assert driver.scene.name == "menu"
    notice = driver.app.notice
    assert notice is not None
    assert notice.startswith("The last game cannot be resumed: autosave.json")
    assert words in notice, notice
    assert not any(k == "resume" for k, _ in driver.scene.buttons.values())
    assert store.autosave_path.read_bytes() == data
    if kind == "truncated":
        driver.screenshot("resume-refused")

    # a new game through the menu and setup screen, and one move
    driver.press(table.menu_button("new", "berd"))
    driver.press(driver.scene.start_button)
    assert driver.scene.name == "play"
    session = table.play.session
    table.act(make_rng(1).choice(BERD.legal_actions(session.state)))

    aside = sorted(store.autosave_path.parent.glob("*damaged*"))
    assert len(aside) == 1, aside
    assert aside[0].read_bytes() == data
    assert load_game(store.autosave_path).actions == session.record.actions


def test_damaged_autosave_is_not_overwritten_when_resume_was_never_pressed(make_driver,
                                                                          table_for):
    data, _ = _bad_files()["truncated"]
    store = SaveStore()
    store.autosave_path.parent.mkdir(parents=True)
    store.autosave_path.write_bytes(data)
    driver = make_driver()
    table = table_for(driver)
    driver.press(table.menu_button("new", "berd"))
    driver.press(driver.scene.start_button)
    assert driver.scene.name == "play"
    table.act(BERD.legal_actions(table.play.session.state)[0])

    kept = [p for p in store.autosave_path.parent.iterdir() if p.read_bytes() == data]
    assert kept, "the damaged autosave was written over by the new game"


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

    driver.key(pygame.K_ESCAPE)
    driver.press(next(b for b, k in driver.scene.actions.items() if k == "menu"))
    load = _open_load_screen(driver)
    assert len(load.entries) == 1
    entry = load.entries[0]
    assert entry.summary.startswith("Berd — Ada, Bo — ")
    assert entry.summary.endswith(f"— {session.progress}")
    assert session.progress.startswith(("Setup", "Move "))
    driver.frames(1)
    driver.screenshot("load-good-save")
    _double_click(driver, _item_button(load, 0))

    assert driver.scene.name == "play"
    loaded = driver.scene.session
    assert loaded.record.actions == record.actions
    assert loaded.record.players == record.players
    assert dict(loaded.record.options) == dict(record.options)
    assert loaded.record.seed == record.seed == 21
    assert loaded.state == state
    assert saves[0].read_bytes() == saved_bytes  # loading wrote nothing
    assert sorted(SaveStore().folder.glob("*.json")) == saves
