"""The screens outside the table by keys alone: a visible ring that Tab, Shift+Tab and the
arrows move, Enter or Space to press, open, choose or tick what it is on, Left/Right for
a slider, typing in a text box reached with Tab, and Esc to leave a box or go back.

Every key here is a real pygame event through the program's loop; no test posts a mouse
event unless it says so. The screenshots go to /tmp/shots/focus_<screen>.png as well.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIDropDownMenu

from neurodrez_desktop.app.focus import SLIDER_STEPS
from neurodrez_desktop.app.settings import SettingsStore
from tests.app.test_results import finished, open_results, scene_names

SHOTS = Path("/tmp/shots")


def shot(driver, screen: str) -> None:
    """The canvas as drawn (the ring included), for a person to look at."""
    driver.frames(1)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.display.canvas, str(SHOTS / f"focus_{screen}.png"))
    driver.screenshot(f"focus-{screen}")


def type_text(driver, text: str) -> None:
    """Letters as the keyboard gives them to a text box (SDL's text input events)."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    driver.frames(2)


def ring(driver):
    focus = driver.scene.focus
    assert focus is not None and focus.shown, "no focus ring is shown"
    return focus.focused


def selected(menu: UIDropDownMenu) -> str:
    chosen = menu.selected_option
    return chosen[0] if isinstance(chosen, tuple) else chosen


def tab_to(driver, control, limit: int = 40) -> None:
    """Tab until the ring is on ``control``."""
    for _ in range(limit):
        focus = driver.scene.focus
        if focus is not None and focus.shown and focus.focused is control:
            return
        driver.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {control}")


def choose_by_keys(driver, menu: UIDropDownMenu, steps: int) -> None:
    """Enter opens the drop-down in focus, Down ``steps`` times marks a value, Enter
    takes it."""
    assert ring(driver) is menu
    driver.key(pygame.K_RETURN)
    assert menu.current_state is menu.menu_states["expanded"], "Enter did not open it"
    for _ in range(steps):
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    driver.frames(3)  # the drop-down's changed event reaches the scene next frame
    assert menu.current_state is menu.menu_states["closed"]


# -- from the main menu to the table --------------------------------------------------------
def test_a_game_is_set_up_and_started_from_the_main_menu_by_keys_alone(driver, monkeypatch):
    posted: list[int] = []
    real_post = pygame.event.post

    def watch(event):
        posted.append(event.type)
        return real_post(event)

    monkeypatch.setattr(pygame.event, "post", watch)
    menu = driver.scene
    for _ in range(40):  # Tab through the menu to Berd's "New game"
        driver.key(pygame.K_TAB)
        if menu.buttons.get(menu.focus.focused) == ("new", "berd"):
            break
    assert menu.buttons[ring(driver)] == ("new", "berd")
    driver.key(pygame.K_RETURN)
    setup = driver.scene
    assert setup.name == "setup" and setup.entry.id == "berd"
    assert not setup.focus.shown  # no ring until a key moves it

    driver.key(pygame.K_TAB)  # the first name box: typing goes into it, its text selected
    first = setup.name_entries[0]
    assert ring(driver) is first and first.is_focused
    type_text(driver, "Ada")
    assert first.get_text() == "Ada"
    driver.key(pygame.K_TAB)  # Tab leaves the box for the seat's kind
    assert ring(driver) is setup.kind_menus[0] and not first.is_focused
    assert first.get_text() == "Ada"

    driver.key(pygame.K_TAB)
    driver.key(pygame.K_TAB)
    kind = setup.kind_menus[1]
    driver.key(pygame.K_RETURN)  # open the second seat's kind
    assert kind.current_state is kind.menu_states["expanded"]
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    shot(driver, "setup")  # the ring on the open drop-down, "Computer — Normal" marked
    driver.key(pygame.K_RETURN)
    driver.frames(3)
    assert selected(kind) == "Computer — Normal"
    assert setup.name_entries[1].get_text() == "Computer (Normal)"  # the name follows

    driver.key(pygame.K_TAB)  # the options: the board size
    size = setup.option_widgets["size"]
    assert ring(driver) is size
    choose_by_keys(driver, size, 1)
    assert selected(size) == "5×5"
    protection = setup.option_widgets["colour_protection"]
    tab_to(driver, protection)
    driver.key(pygame.K_SPACE)  # a check box: Space ticks it
    driver.frames(2)
    assert protection.get_state() is True
    tab_to(driver, setup.start_button)
    shot(driver, "setup-start")
    driver.key(pygame.K_RETURN)

    assert driver.scene.name == "play"
    record = driver.scene.session.record
    assert [p.name for p in record.players] == ["Ada", "Computer (Normal)"]
    assert record.players[1].kind == "computer:normal"
    assert record.options["size"] == 5 and record.options["colour_protection"] is True
    mouse = {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION}
    assert not mouse & set(posted), "the game was started with a mouse event"


def test_the_arrows_go_between_the_setup_columns_and_shift_tab_goes_back(driver):
    driver.app.nav.setup("neuroriders", [], {})
    driver.frames(2)
    setup = driver.scene
    driver.key(pygame.K_TAB)
    assert ring(driver) is setup.count_menu
    choose_by_keys(driver, setup.count_menu, 1)  # four players: the screen is built anew
    setup = driver.scene
    assert len(setup.name_entries) == 4
    assert ring(driver) is setup.count_menu, "the ring is lost when the screen is rebuilt"
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # backwards, round to the last: Start
    assert ring(driver) is setup.start_button
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring(driver) is setup.rules_button
    driver.key(pygame.K_UP)  # up into the options column
    assert ring(driver) in (setup.seed_entry, *setup.option_widgets.values())


# -- a name box and Esc ---------------------------------------------------------------------
def test_esc_leaves_a_name_box_with_its_text_and_a_second_esc_goes_back(driver):
    driver.app.nav.setup("berd", [], {})
    driver.frames(2)
    setup = driver.scene
    box = setup.name_entries[1]
    driver.press(box)  # the reported case: a box clicked into, then Esc (one mouse click)
    assert box.is_focused
    type_text(driver, "-Zoe")
    typed = box.get_text()
    assert typed.endswith("-Zoe")
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is setup, "Esc in a name box left the screen"
    assert not box.is_focused, "Esc is ignored while a name field has focus"
    assert box.get_text() == typed
    assert ring(driver) is box
    driver.key(pygame.K_RETURN)  # Enter on the box: typing again, not Start
    assert driver.scene is setup and box.is_focused
    driver.key(pygame.K_RETURN)  # and Enter in it leaves it again, the text kept
    assert driver.scene is setup and not box.is_focused and box.get_text() == typed
    driver.key(pygame.K_ESCAPE)  # the second Esc: back to the menu
    assert driver.scene.name == "menu"


def test_keys_a_name_box_uses_stay_in_it(driver):
    driver.app.nav.setup("berd", [], {})
    driver.frames(2)
    setup = driver.scene
    driver.key(pygame.K_TAB)
    box = setup.name_entries[0]
    driver.key(pygame.K_RIGHT)  # the cursor moves in the box; the ring stays
    type_text(driver, " m")
    driver.key(pygame.K_m, unicode="m")  # M mutes anywhere but in a text box
    assert box.get_text() == "Player 1 m" and ring(driver) is box and box.is_focused
    assert not driver.app.settings.muted


# -- settings ---------------------------------------------------------------------------------
def test_settings_are_changed_by_keys_and_kept_after_a_restart(driver, make_driver):
    menu = driver.scene
    for _ in range(10):
        driver.key(pygame.K_TAB)
        if menu.buttons.get(menu.focus.focused) == ("settings", None):
            break
    driver.key(pygame.K_RETURN)
    settings = driver.scene
    assert settings.name == "settings"
    before = driver.app.settings
    driver.key(pygame.K_TAB)
    assert ring(driver) is settings.language  # the first row: a newcomer's own language
    driver.key(pygame.K_DOWN)
    assert ring(driver) is settings.window
    driver.key(pygame.K_DOWN)  # down the column: the animation speed
    assert ring(driver) is settings.speed
    choose_by_keys(driver, settings.speed, 2)  # Off -> Slow -> Normal
    assert driver.app.settings.animation_speed == "normal"
    driver.key(pygame.K_TAB)
    assert ring(driver) is settings.volume
    volume = settings.volume.get_current_value()
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)
    driver.frames(2)
    step = 100 // SLIDER_STEPS
    assert settings.volume.get_current_value() == max(0, volume - 2 * step)
    assert driver.app.settings.volume == pytest.approx(max(0, volume - 2 * step) / 100)
    assert ring(driver) is settings.volume  # Left/Right moved the slider, not the ring
    shot(driver, "settings")
    driver.key(pygame.K_TAB)
    assert ring(driver) is settings.mute
    driver.key(pygame.K_SPACE)
    driver.frames(2)
    assert driver.app.settings.muted and settings.mute.get_state() is True
    driver.key(pygame.K_TAB)
    assert ring(driver) is settings.legal
    driver.key(pygame.K_RETURN)
    driver.frames(2)
    assert driver.app.settings.show_legal_moves is (not before.show_legal_moves)
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)  # Confirm moves
    driver.frames(2)
    assert driver.app.settings.confirm_moves is (not before.confirm_moves)
    driver.key(pygame.K_TAB)
    assert ring(driver) is settings.normal
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_END)
    driver.key(pygame.K_ESCAPE)  # Esc closes the open drop-down unchanged
    assert driver.scene is settings
    assert settings.normal.current_state is settings.normal.menu_states["closed"]
    assert driver.app.settings.ai_normal_s == before.ai_normal_s
    choose_by_keys(driver, settings.normal, 10)  # past the end: the last, "2 s a move"
    assert driver.app.settings.ai_normal_s == 2
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "menu"

    kept = SettingsStore().load()
    again = make_driver(fast=False)  # the program started again
    for found in (kept, again.app.settings):
        assert found.animation_speed == "normal" and found.muted
        assert found.volume == pytest.approx(max(0, volume - 2 * step) / 100)
        assert found.show_legal_moves is (not before.show_legal_moves)
        assert found.confirm_moves is (not before.confirm_moves)
        assert found.ai_normal_s == 2


# -- the results ------------------------------------------------------------------------------
def test_the_results_by_keys_tab_moves_the_ring_f_folds_and_esc_returns_to_the_result(
        driver):
    results = open_results(driver, finished("berd", 2, {}, 3))
    stack = scene_names(driver)
    driver.key(pygame.K_TAB)
    assert ring(driver) is results.fold_button and not results.folded
    driver.key(pygame.K_TAB)
    assert ring(driver) is results.review_button and not results.folded, "Tab folded it"
    driver.key(pygame.K_TAB)
    assert ring(driver) is results.again and not results.folded, "Tab folded the result"
    driver.key(pygame.K_TAB)
    assert ring(driver) is results.swap
    shot(driver, "results")
    for _ in range(3):
        driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring(driver) is results.fold_button
    driver.key(pygame.K_RETURN)  # "Show the board (F)" pressed by Enter
    assert results.folded and ring(driver) is results.unfold_button
    shot(driver, "results-folded")
    driver.key(pygame.K_RETURN)  # the ring followed to "Show the result"
    assert not results.folded
    driver.key(pygame.K_f)
    assert results.folded
    driver.key(pygame.K_f)
    assert not results.folded
    driver.key(pygame.K_ESCAPE)  # Esc shows the board, a second Esc the result again
    assert results.folded
    driver.key(pygame.K_ESCAPE)
    assert not results.folded and scene_names(driver) == stack
    assert ring(driver) is results.fold_button  # the ring came back with the result
    driver.key(pygame.K_DOWN)  # from the first of a row down to the first of the next
    assert ring(driver) is results.again
    driver.key(pygame.K_DOWN)
    assert ring(driver) is results.new
    driver.key(pygame.K_DOWN)  # the bottom row: it stays
    assert ring(driver) is results.new
    driver.key(pygame.K_RIGHT)
    assert ring(driver) is results.menu
    driver.key(pygame.K_SPACE)  # only "Main menu" ends the sitting
    assert scene_names(driver) == ["menu"]


# -- the handoff ------------------------------------------------------------------------------
def test_the_handoff_by_keys_continue_and_take_back(driver, table):
    from neurodrez_desktop.games import get_rules

    play = table.start({"points": "hidden", "arrangement": "automatic"})
    table.until("handoff")
    handoff = driver.scene
    assert handoff.take_back_button is None
    driver.key(pygame.K_TAB)
    assert ring(driver) is handoff.continue_button
    driver.key(pygame.K_RETURN)
    assert driver.scene is play and play.viewer == 0
    table.act(get_rules("berd").legal_actions(play.session.state)[0])
    table.until("handoff")
    handoff = driver.scene
    assert handoff.seat == 1 and handoff.take_back_button is not None
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    assert ring(driver) is handoff.take_back_button
    shot(driver, "handoff")
    driver.key(pygame.K_UP)
    assert ring(driver) is handoff.continue_button
    driver.key(pygame.K_TAB)
    moves = len(play.session.record.actions)
    driver.key(pygame.K_SPACE)  # Space on "Take back": the move is taken back
    driver.settle()
    assert len(play.session.record.actions) < moves
    table.until("handoff")  # back to Light, who moved
    assert driver.scene.seat == 0


# -- About ------------------------------------------------------------------------------------
def test_about_by_keys_the_ring_on_back_and_the_arrows_still_scroll(driver):
    driver.app.nav.open("about")
    driver.frames(2)
    about = driver.scene
    driver.key(pygame.K_TAB)
    assert ring(driver) is about.back
    bar = about.box.scroll_bar
    assert bar is not None and bar.start_percentage == 0
    driver.key(pygame.K_DOWN)
    driver.frames(2)
    assert bar.start_percentage > 0 and ring(driver) is about.back
    driver.key(pygame.K_RETURN)
    assert driver.scene.name == "menu"


def test_a_drop_down_opened_by_the_mouse_takes_keys_and_esc_only_closes_it(driver):
    driver.app.nav.setup("berd", [], {})
    driver.frames(2)
    setup = driver.scene
    size = setup.option_widgets["size"]
    driver.press(size)  # opened with a click
    driver.frames(2)
    assert size.current_state is size.menu_states["expanded"]
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is setup, "Esc on an open drop-down left the screen"
    assert size.current_state is size.menu_states["closed"] and selected(size) == "4×4"
    driver.press(size)
    driver.frames(2)
    driver.key(pygame.K_UP)  # the ring comes up on it; Up marks the value above
    assert ring(driver) is size
    driver.key(pygame.K_RETURN)
    driver.frames(3)
    assert selected(size) == "3×3"
    driver.key(pygame.K_RETURN)  # open again, Tab closes it unchanged and moves on
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_TAB)
    assert selected(size) == "3×3" and ring(driver) is setup.option_widgets["tokens"]
    assert size.current_state is size.menu_states["closed"]


def test_shift_tab_leaves_a_box_backwards_and_typing_replaces_the_selected_name(driver):
    driver.app.nav.setup("berd", [], {})
    driver.frames(2)
    setup = driver.scene
    tab_to(driver, setup.name_entries[1])
    assert setup.name_entries[1].is_focused
    type_text(driver, "Bo")  # the name was selected: typing replaces it
    assert setup.name_entries[1].get_text() == "Bo"
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring(driver) is setup.kind_menus[0] and not setup.name_entries[1].is_focused
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring(driver) is setup.name_entries[0] and setup.name_entries[0].is_focused
    driver.key(pygame.K_DOWN)  # Down leaves the box for the one below
    assert ring(driver) is setup.name_entries[1]
    assert setup.name_entries[1].get_text() == "Bo"


def test_a_long_drop_down_scrolls_to_the_value_the_keys_mark(driver):
    driver.app.nav.setup("berd", [], {"size": 6})
    driver.frames(2)
    setup = driver.scene
    tokens = setup.option_widgets["tokens"]
    tab_to(driver, tokens)
    driver.key(pygame.K_RETURN)
    listing = tokens.current_state.options_selection_list
    assert listing.scroll_bar is not None, "the list is short enough to show whole"
    for _ in range(9):
        driver.key(pygame.K_DOWN)
    marked = [item for item in listing.item_list if item["selected"]]
    assert [item["text"] for item in marked] == ["9"]
    button = marked[0]["button_element"]
    assert button is not None and listing.rect.contains(button.rect), "marked out of view"
    driver.key(pygame.K_RETURN)
    driver.frames(3)
    assert selected(tokens) == "9"
