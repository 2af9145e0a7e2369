"""Driving the Load screen as a player does: open it from the main menu, click a row,
double-click to open (tests of saves, the sixth game and the fuzzing of damaged files)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from neurodrez_desktop.app.saves import SaveRow


def open_load(driver: Any, tab: str | None = None) -> Any:
    """The Load screen, from the main menu's Load button, on ``tab`` if given."""
    if driver.scene.name != "menu":
        driver.app.nav.menu()
        driver.frames(1)
    driver.press(next(b for b, (kind, _) in driver.scene.buttons.items() if kind == "load"))
    load = driver.scene
    assert load.name == "load"
    if tab is not None and load.tab != tab:
        driver.press(load.tab_buttons[tab])
        assert load.tab == tab
    driver.frames(1)
    return load


def row_of(driver: Any, load: Any, index: int) -> SaveRow:
    return driver.app.saves.peek(load.entries[index])


def find_row(driver: Any, load: Any, wanted: Callable[[SaveRow], bool]) -> int:
    return next(k for k in range(len(load.entries)) if wanted(row_of(driver, load, k)))


def click_row(driver: Any, load: Any, index: int, double: bool = False) -> None:
    """Click row ``index`` (scrolled into view first, as a player would scroll)."""
    load.scroller.select(index)  # brings it into view, as the wheel would
    driver.frames(1)
    centre = load.scroller.row_rect(index).center
    driver.click(centre)
    if double:
        driver.click(centre)
    driver.frames(1)
