"""Fixtures for the app tests: a private home folder, a headless window, and a driver.

Every test gets its own ``NEURODREZ_HOME`` (saves and settings go there, never to a
player's folders) and the dummy SDL video and audio drivers. ``driver`` opens the real
program at 1920×1080 on the main menu with animations off; ``make_driver`` opens further
instances (a restart of the program) in the same home folder. Screenshots go to
``tmp_path/shots*`` (pytest keeps the last few runs under its basetemp for a human to see).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.app.main import App
from neurodrez_desktop.app.scenes.play import PlayScene
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.ui import theme

BERD = get_rules("berd")
CENTRE = (960, 540)


@pytest.fixture(autouse=True)
def app_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("NEURODREZ_HOME", str(home))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    return home


@pytest.fixture
def make_driver(tmp_path: Path) -> Iterator[Callable[..., Driver]]:
    """Start the program (again): App(size) (1920×1080 unless told), start(), wrapped in
    a Driver."""
    made: list[Driver] = []

    def make(fast: bool = True, size: tuple[int, int] = (1920, 1080)) -> Driver:
        app = App(size)
        app.start()
        if fast:
            app.update_settings(animation_speed="off")
        # No first-game callouts over the tables (test_first_help.py shows them); in
        # memory only, so a test of the settings file finds it as it left it.
        app.settings = app.settings.with_(first_help=False)
        shots = tmp_path / ("shots" if not made else f"shots-{len(made) + 1}")
        driver = Driver(app, shots)
        driver.frames(1)
        made.append(driver)
        return driver

    yield make
    pygame.quit()
    # theme caches pygame Font objects, which pygame.quit() invalidates ("Invalid font")
    theme.clear_caches()


@pytest.fixture
def driver(make_driver: Callable[..., Driver]) -> Driver:
    return make_driver()


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def sized_driver(request: pytest.FixtureRequest, make_driver: Callable[..., Driver]) -> Driver:
    """The program in a window of each size the layout is made for: the smallest
    (1280×720, the layout at two thirds) and the layout's own."""
    return make_driver(size=request.param)


class Table:
    """Shortcuts for a Berd game driven through the real program."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.app = driver.app

    def start(self, options: dict[str, Any], seed: int = 1,
              names: tuple[str, str] = ("Ada", "Bo"),
              kinds: tuple[str, str] = ("human", "human")) -> PlayScene:
        self.app.nav.start_new_game(BERD, [Seat(n, k) for n, k in zip(names, kinds, strict=True)],
                       options, seed)
        self.driver.frames(1)
        self.driver.settle()
        return self.play

    @property
    def play(self) -> PlayScene:
        scenes = [s for s in self.app.scenes.scenes if isinstance(s, PlayScene)]
        assert len(scenes) == 1, f"expected one play scene, found {len(scenes)}"
        return scenes[0]

    def until(self, name: str, limit: int = 120) -> None:
        """Step frames (settling chance and animations) until ``name`` is the top scene."""
        for _ in range(limit):
            self.driver.settle()
            if self.driver.scene.name == name:
                return
            self.driver.frames(1)
        raise AssertionError(f"{name} never came up; the top scene is {self.driver.scene.name}")

    def pass_handoff(self, seat: int) -> None:
        """The handoff to ``seat`` is due: wait for it and click it away."""
        self.until("handoff")
        assert self.driver.scene.seat == seat
        self.driver.click(CENTRE)
        self.driver.settle()
        assert self.driver.scene.name == "play"
        assert self.play.viewer == seat

    def act(self, action: Any) -> None:
        self.driver.play_action(action)
        self.driver.settle()

    def menu_button(self, what: str, game_id: str | None = None) -> Any:
        menu = self.driver.scene
        assert menu.name == "menu"
        found = [b for b, (kind, gid) in menu.buttons.items()
                 if kind == what and (game_id is None or gid == game_id)]
        assert len(found) == 1, f"menu has {len(found)} {what!r} buttons"
        return found[0]


@pytest.fixture
def table(driver: Driver) -> Table:
    return Table(driver)


@pytest.fixture
def table_for() -> Callable[[Driver], Table]:
    """A Table for another driver (after a restart of the program)."""
    return Table
