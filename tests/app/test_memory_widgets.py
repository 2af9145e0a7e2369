"""Memory the window's widgets hold: pygame_gui's fonts opened from their files, and a
covered menu's buttons gone while a game covers it (made again when it comes back).

Mechanisms only, never the process's RSS (CI is not quiet).
"""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pygame
import pytest
from pygame_gui.core.package_resource import PackageResource

from neurodrez_desktop.app import table_picture
from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules, playable
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.surface_cache import surface_bytes

BERD = get_rules("berd")


def test_pygame_gui_fonts_are_opened_from_their_files_not_read_into_memory(
        driver: Driver) -> None:
    fonts = driver.app.ui.get_theme().font_dict
    assert fonts.loaded_fonts, "no font loaded"
    for font_id, loaded in fonts.loaded_fonts.items():
        assert isinstance(loaded.location, str), (font_id, loaded.location)
        assert not isinstance(loaded.location, PackageResource | bytes)
    for name, styles in fonts.known_font_paths.items():
        for where, _forced in styles:
            assert isinstance(where, str), (name, where)
    # a size first asked for later comes from the file too
    fonts.preload_font(41, "noto_sans", bold=True, force_immediate_load=True)
    assert isinstance(fonts.loaded_fonts["noto_sans_bold_aa_41"].location, str)


def _menu_widgets(driver: Driver) -> list[Any]:
    """The pygame_gui elements alive in the manager that belong to the main menu."""
    menu = next(s for s in driver.app.scenes.scenes if s.name == "menu")
    return [e for e in driver.app.ui.get_sprite_group().sprites()
            if e is menu.container or getattr(e, "ui_container", None) is menu.container
            and menu.container is not None]


def test_a_covered_menu_lets_its_buttons_go(driver: Driver) -> None:
    menu = driver.scene
    made = [weakref.ref(button) for button in menu.buttons]
    assert made and _menu_widgets(driver)
    driver.app.nav.start_new_game(BERD, [Seat("Ann"), Seat("Bo")], {}, 1)
    driver.frames(2)
    menu = driver.app.scenes.scenes[0]
    assert menu.name == "menu" and driver.scene is not menu
    assert menu.container is None and not menu.buttons
    assert not _menu_widgets(driver)
    gc.collect()
    assert all(button() is None for button in made), "a covered menu's button is held"


def test_the_menu_uncovered_has_its_buttons_again_by_click_and_key(driver: Driver) -> None:
    menu = driver.scene
    new_game = next(b for b, (what, game) in menu.buttons.items()
                    if what == "new" and game == "berd")
    driver.press(new_game)
    assert driver.scene.name == "setup"
    assert menu.container is None and not menu.buttons
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is menu
    assert menu.container is not None and len(menu.buttons) == 3 * len(menu.games) + 4
    driver.frames(1)  # the pointer rests where New game was clicked: hovered again
    hovered = [(what, game) for b, (what, game) in menu.buttons.items() if b.hovered]
    assert hovered == [("new", "berd")]
    settings = next(b for b, (what, _game) in menu.buttons.items() if what == "settings")
    driver.press(settings)  # a click on a button made again
    assert driver.scene.name == "settings"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is menu
    driver.key(pygame.K_TAB)  # and the keys
    driver.key(pygame.K_RIGHT)
    assert menu.focus.shown and menu.focus.focused.text == "Settings"
    driver.key(pygame.K_RETURN)
    assert driver.scene.name == "settings"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is menu
    # the ring is back on the button it was on, the new one, and Enter presses it
    assert menu.focus.shown and menu.focus.focused.text == "Settings"
    assert menu.focus.focused in menu.buttons and menu.focus.focused.alive()
    driver.key(pygame.K_RETURN)
    assert driver.scene.name == "settings"



@pytest.mark.parametrize("entry", playable(), ids=lambda entry: entry.id)
def test_a_menu_picture_is_drawn_on_a_canvas_the_size_of_the_board(
        driver: Driver, entry: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[int, int]] = []
    views: list[Any] = []
    real_open = table_picture.open_table

    def open_table(*args: Any) -> Any:
        controller = real_open(*args)
        view = controller.view
        real_draw = view.draw

        def draw(canvas: pygame.Surface, *rest: Any) -> None:
            drawn.append(canvas.get_size())
            real_draw(canvas, *rest)

        view.draw = draw
        views.append(view)
        return controller

    monkeypatch.setattr(table_picture, "open_table", open_table)
    picture = table_picture.table_picture(entry, (300, 300))
    board = table_layout(entry)["board"].clip(pygame.Rect((0, 0), theme.LOGICAL_SIZE))
    assert drawn == [board.size]
    assert max(picture.get_size()) == 300
    layers = [layer for value in vars(views[0]).values() if isinstance(value, dict)
              for layer in value.values() if isinstance(layer, draw.Layer)]
    assert layers and all(layer.picture is None for layer in layers), \
        "the table kept what it drew for the picture"


def test_an_overlay_darkens_the_table_without_a_second_canvas(driver: Driver) -> None:
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    for x in range(0, theme.LOGICAL_SIZE[0], 40):  # stripes of every shade of grey
        canvas.fill((x % 256, (3 * x) % 256, (7 * x) % 256), (x, 0, 40, theme.LOGICAL_SIZE[1]))
    whole = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
    whole.fill((10, 12, 16, 150))
    expected = canvas.copy()
    expected.blit(whole, (0, 0))
    draw.dim(canvas, 150)
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert draw._SHADES.bytes <= surface_bytes(canvas) // 10, "a canvas-sized shade is kept"


def test_pygame_gui_keeps_its_widgets_shapes_on_one_page(driver: Driver) -> None:
    """Buttons of many sizes (more than one 1024×1024 page of shapes holds) are made and
    their shapes offered to the cache; it stays one page, the buttons drawn all the same."""
    menu = driver.scene
    made = [menu.button((20 + k % 9 * 200, 20 + k // 9 * 30, 60 + k, 20 + k % 40), f"b{k}")
            for k in range(400)]
    driver.frames(900)  # the cache takes in one shape a frame
    cache = driver.app.ui.get_theme().shape_cache
    assert len(cache.cache_surfaces) == 1, "the shapes' cache grew another 4 MB page"
    assert all(button.image is not None and button.image.get_size() == button.rect.size
               for button in made)
