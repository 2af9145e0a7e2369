"""The window the program opens in: most of the desktop it finds, in the layout's shape.

A 1280×720 window showed the 1920×1080 layout at two thirds, its small words at 7–9 px on
the screen. The program now opens at up to 90% of the desktop (never past it, never under
1280×720 unless the desktop is smaller); a size the player chose (a window dragged to
another size, kept in the settings) wins. The desktop is faked (``get_desktop_sizes`` and
a driver that is not headless): the real one here is the dummy driver's.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.app.main import App
from neurodrez_desktop.app.settings import Settings, SettingsStore
from neurodrez_desktop.ui import theme

DESKTOPS = {  # desktop → the window the program opens
    (1366, 768): (1280, 720),     # 90% would be under 1280×720: 1280×720 still fits
    (1920, 1080): (1728, 972),
    (2560, 1440): (2304, 1296),
    (3840, 2160): (3456, 1944),
    (1024, 600): (921, 518),      # a netbook, smaller than 1280×720: 90% of it
}


@pytest.fixture
def started() -> Iterator[list[App]]:
    """Apps started by a test, closed after it (fonts die with ``pygame.quit``)."""
    apps: list[App] = []
    yield apps
    pygame.quit()
    theme.clear_caches()


def _desktop(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int] | None,
             driver: str = "x11") -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size] if size else [])
    monkeypatch.setattr(pygame.display, "get_driver", lambda: driver)


def _start(started: list[App], size: tuple[int, int] | None = None) -> App:
    app = App(size)
    app.start()
    started.append(app)
    return app


@pytest.mark.parametrize(("desktop", "window"), list(DESKTOPS.items()),
                         ids=[f"{w}x{h}" for w, h in DESKTOPS])
def test_the_window_opens_at_most_of_the_desktop_in_the_layouts_shape(
        desktop, window, monkeypatch, started, tmp_path):
    _desktop(monkeypatch, desktop)
    app = _start(started)
    display = app.display
    assert display.window.get_size() == window
    assert window[0] <= desktop[0] and window[1] <= desktop[1]
    lw, lh = theme.LOGICAL_SIZE
    assert abs(window[0] / window[1] - lw / lh) < 0.005  # no band left or right to speak of
    assert display.windowed_size == window  # F11 and back returns to it
    # the menu answers a real click at this size: Settings opens
    driver = Driver(app, tmp_path / "shots")
    driver.frames(1)
    menu = driver.scene
    settings = next(b for b, (what, _) in menu.buttons.items() if what == "settings")
    driver.press(settings)
    assert driver.scene.name == "settings"


def test_a_size_the_player_chose_wins(monkeypatch, started):
    SettingsStore().save(Settings(window_width=1600, window_height=900))
    _desktop(monkeypatch, (3840, 2160))
    assert _start(started).display.window.get_size() == (1600, 900)


def test_a_size_the_program_is_given_wins(monkeypatch, started):
    _desktop(monkeypatch, (3840, 2160))
    assert _start(started, (1920, 1080)).display.window.get_size() == (1920, 1080)


def test_a_window_dragged_to_another_size_is_the_size_next_time(monkeypatch, started):
    _desktop(monkeypatch, (2560, 1440))
    app = _start(started)
    pygame.display.set_mode((1500, 1000), pygame.RESIZABLE)  # what the OS does, then says
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 1000), w=1500,
                                         h=1000))
    app.step(1 / 60)
    pygame.quit()
    theme.clear_caches()
    assert _start(started).display.window.get_size() == (1500, 1000)


@pytest.mark.parametrize("desktop", [None, (0, 0), (1024, 768)],
                         ids=["no desktop", "empty", "dummy"])
def test_headless_or_unknown_desktops_open_the_default_window(desktop, monkeypatch,
                                                              started):
    _desktop(monkeypatch, desktop, "dummy" if desktop == (1024, 768) else "x11")
    assert _start(started).display.window.get_size() == (1280, 720)


def test_a_chosen_size_larger_than_this_desktop_gives_way(monkeypatch, started):
    """Chosen on a larger screen, then started on a smaller one: the window fits it."""
    SettingsStore().save(Settings(window_width=3000, window_height=1700))
    _desktop(monkeypatch, (1920, 1080))
    assert _start(started).display.window.get_size() == (1728, 972)
