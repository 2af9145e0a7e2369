"""Every drop-down on the settings screen opens at least as wide as its button (pygame_gui's
list was narrower by the arrow's width), at both window sizes — as on the setup screen."""

from __future__ import annotations

from test_setup_drop_down import _check_open


def test_every_settings_drop_down_opens_as_wide_as_its_button(sized_driver):
    d = sized_driver
    size = "x".join(map(str, d.app.display.window.get_size()))
    menu = d.scene
    d.press(next(b for b, (kind, _) in menu.buttons.items() if kind == "settings"))
    settings = d.scene
    assert settings.name == "settings"
    menus = [settings.language, settings.window, settings.speed, settings.normal,
             settings.hard]
    for k, drop_down in enumerate(menus):
        _check_open(d, drop_down, f"settings-drop-down-{k}-{size}")
