"""What a careful review found: each case is refused or survived, never a crash or a leak."""

from __future__ import annotations

import json
import os

import pygame
from load_screen import open_load
from table_play import window_shot

from neurodrez_desktop.app.saves import SaveStore
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import LIGHT, Place

BERD = get_rules("berd")
CENTRE = (960, 540)


def _hidden_game(driver, **options):
    driver.app.nav.start_new_game(BERD, [Seat("Ada"), Seat("Bo")],
                   {"points": "hidden", **options}, 7)
    driver.frames(2)
    assert driver.scene.name == "handoff"
    driver.click(CENTRE)
    driver.settle()
    return driver.scene


def test_take_back_on_the_handoff_hands_the_screen_back_to_the_mover(driver):
    play = _hidden_game(driver)
    driver.play_action(Place(0, 2))
    driver.settle()
    handoff = driver.scene
    assert handoff.name == "handoff" and handoff.seat == 1
    driver.press(handoff.take_back_button)
    driver.frames(2)
    assert len(play.session.record.actions) == 0
    assert driver.scene.name == "handoff" and driver.scene.seat == LIGHT, \
        "Bo may be holding the screen: it must go back to Ada through a handoff"
    assert play.viewer is None
    shown = play.shown_state()
    assert all(t < 0 for part in shown.reserve for t in part), "nothing of Ada's is shown"


def test_hidden_values_are_not_placed_in_a_telling_order(driver):
    play = _hidden_game(driver)
    placed = []
    for k in range(6):
        if driver.scene.name == "handoff":
            driver.click(CENTRE)
            driver.settle()
        seat = play.session.current_player
        view = BERD.view_for(play.session.state, seat)
        square = (k % 4, view.config.baseline(seat))
        driver.click(play.controller.view.square_rect(square).center)  # no token picked
        driver.settle()
        action = play.session.record.actions[-1]
        if seat == LIGHT:
            placed.append(action.value_index)
    assert sorted(placed) != placed, "lowest-first placement would tell Bo every value"


def test_placing_the_rest_automatically_needs_no_handoffs(driver):
    play = _hidden_game(driver, size=3)
    driver.click(play.controller.view.auto_button.center)
    for _ in range(30):
        driver.frames(1)
        if driver.scene.name == "handoff":
            driver.click(CENTRE)
            driver.settle()
            if play.session.state.phase == 1 and play.viewer == 1:
                driver.click(play.controller.view.auto_button.center)
    assert play.session.state.phase == 2, "setup is over"
    handoffs = [name for name in driver.app.visited if name == "handoff"]
    assert len(handoffs) <= 3, f"{len(handoffs)} handoffs for an automatic setup"


def test_space_in_a_name_box_types_a_space(driver):
    menu = driver.scene
    new = next(b for b, (what, _) in menu.buttons.items() if what == "new")
    driver.press(new)
    setup = driver.scene
    entry = setup.name_entries[0]
    driver.press(entry)
    entry.set_text("Anna")
    driver.key(pygame.K_SPACE, unicode=" ")
    assert driver.scene is setup, "a space in a name must not start the game"


def test_odd_save_files_are_listed_with_their_reasons(driver):
    folder = SaveStore().folder
    folder.mkdir(parents=True)
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "bigint.json").write_text('{"schema_version": 1' + "0" * 5000 + "}")
    good = {"schema_version": 1, "game": "berd", "players": [{"name": "\ud800"},
                                                             {"name": "B"}],
            "options": {}, "seed": 1, "actions": []}
    (folder / "surrogate.json").write_text(json.dumps(good))
    os.symlink(folder / "nowhere.json", folder / "dangling.json")
    driver.press(next(b for b, (what, _) in driver.scene.buttons.items() if what == "load"))
    load = driver.scene
    assert load.name == "load"
    rows = {e.path.name: driver.app.saves.peek(e) for e in load.entries}
    assert sorted(rows) == ["bigint.json", "dangling.json", "deep.json", "surrogate.json"]
    for name in ("bigint.json", "dangling.json", "deep.json"):
        assert rows[name].error is not None, name
    assert rows["surrogate.json"].error is None  # half a character: shown as a mark
    assert rows["surrogate.json"].players == "?, B"
    driver.frames(2)


def _distinct_colours(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y))) for x in range(0, w, 4) for y in range(0, h, 4)})


def test_a_tiny_window_is_survived(make_driver):
    """A window dragged down to 200×150: the table and the menu still draw into it, scaled
    and letterboxed; clicks still reach the board and the menu's buttons; and the size
    remembered (the next start's window) is no smaller than the program supports,
    320×240."""
    driver = make_driver()
    driver.app.nav.start_new_game(BERD, [Seat("Ada"), Seat("Bo")], {"size": 3}, 1)
    driver.frames(1)
    driver.settle()
    play = driver.scene
    assert play.name == "play"
    pygame.display.set_mode((200, 150), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(200, 150), w=200, h=150))
    drawn = driver.app.frames
    driver.frames(2)
    display = driver.app.display
    assert driver.app.frames == drawn + 2  # both frames were drawn to the end
    assert display.window.get_size() == (200, 150)
    assert display.view.width <= 200 and display.view.height <= 150  # all of it shows
    assert display.view.width == 200 or display.view.height == 150  # and fills the window
    assert _distinct_colours(display.window) > 8, "the window shows the table, not a blank"
    window_shot(driver, "tiny-table")

    driver.play_action(Place(0, 0))  # clicks at a tenth of the size still find the square
    driver.play_action(Place(2, 0))
    assert play.session.record.actions == (Place(0, 0), Place(2, 0))

    driver.app.nav.menu()
    driver.frames(2)
    assert _distinct_colours(display.window) > 8, "the window shows the menu, not a blank"
    window_shot(driver, "tiny-menu")
    load = open_load(driver)  # its button pressed at a tenth of the size
    assert load.name == "load"

    assert (driver.app.settings.window_width, driver.app.settings.window_height) == (320, 240)
    again = make_driver(size=None)  # the next start opens the remembered size
    assert again.app.display.window.get_size() == (320, 240)
    again.frames(2)
    assert again.scene.name == "menu"


def test_a_disk_that_refuses_saves_is_reported_and_play_goes_on(driver):
    store = SaveStore()
    store.folder.parent.mkdir(parents=True, exist_ok=True)
    store.folder.write_text("not a folder")  # saves cannot go there
    driver.app.nav.start_new_game(BERD, [Seat("Ada"), Seat("Bo")], {}, 1)
    driver.frames(2)
    play = driver.scene
    driver.press(play.save_button)
    assert play.refused and "could not be saved" in play.message
    play.kept_in.unlink()
    play.kept_in.mkdir()  # now the game's own file cannot be written either
    driver.play_action(Place(0, 0))
    driver.app.saves.flush()  # the write fails off the frame: the next frame says so
    driver.frames(1)
    assert play.refused and "Autosave failed" in play.message
    assert len(play.session.record.actions) == 1
