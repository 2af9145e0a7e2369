"""A drop-down opens at least as wide as its button (pygame_gui's list was narrower by the
arrow's width), at both window sizes."""

from __future__ import annotations

from table_play import window_shot


def _open_setup(driver, game_id: str):
    menu = driver.scene
    driver.press(next(b for b, (what, game) in menu.buttons.items()
                      if what == "new" and game == game_id))
    assert driver.scene.name == "setup"
    return driver.scene


def _check_open(driver, menu, shot: str) -> None:
    driver.press(menu)
    listing = menu.current_state.options_selection_list
    assert listing is not None and listing.alive(), "the drop-down did not open"
    driver.frames(3)  # the widened choices are drawn again
    window_shot(driver, shot)
    assert listing.rect.width >= menu.rect.width, (listing.rect, menu.rect)
    assert listing.rect.left <= menu.rect.left
    driver.press(menu.current_state.close_button)
    assert not listing.alive()


def test_every_setup_drop_down_opens_as_wide_as_its_button(sized_driver):
    d = sized_driver
    size = "x".join(map(str, d.app.display.window.get_size()))
    setup = _open_setup(d, "neuroriders")  # a player count, seats and options
    menus = [setup.count_menu, *setup.kind_menus,
             *(w for w in setup.option_widgets.values() if hasattr(w, "options_list"))]
    assert len(menus) >= 4
    for k, menu in enumerate(menus):
        _check_open(d, menu, f"neuroriders-drop-down-{k}-{size}")
