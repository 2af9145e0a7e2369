"""The setup screen's seed box takes 0..2**63-1 and refuses anything else on the screen
(it holds one digit more than the largest seed has, so a longer one shows and is refused);
its name boxes take at most NAME_LIMIT characters, however much is typed."""

from __future__ import annotations

import pygame

from neurodrez_desktop.app.scenes.setup import SEED_BOX_LIMIT
from neurodrez_desktop.core.rng import SEED_MAX
from neurodrez_desktop.core.text import NAME_LIMIT


def _setup(driver, table):
    driver.press(table.menu_button("new", "berd"))
    assert driver.scene.name == "setup"
    return driver.scene


def _type(driver, entry, text: str) -> None:
    driver.press(entry)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    driver.frames(2)


def test_a_seed_too_long_for_a_save_is_refused_on_the_setup_screen(driver, table):
    setup = _setup(driver, table)
    _type(driver, setup.seed_entry, "9" * 5000)
    assert setup.seed_entry.get_text() == "9" * SEED_BOX_LIMIT  # too long to be a seed
    driver.press(setup.start_button)
    assert driver.scene is setup, "a 5000-digit seed must not start a game"
    assert setup.error and f"from 0 to {SEED_MAX}" in setup.error
    driver.frames(1)  # the refusal is drawn without trouble
    driver.screenshot("setup-seed-refused")

    setup.seed_entry.set_text(str(SEED_MAX + 1))  # one past the largest: refused too
    driver.press(setup.start_button)
    assert driver.scene is setup and "from 0 to" in setup.error

    setup.seed_entry.set_text(str(SEED_MAX))  # the largest starts, and is recorded
    driver.press(setup.start_button)
    assert driver.scene.name == "play"
    assert driver.scene.session.record.seed == SEED_MAX


def test_a_name_box_takes_at_most_max_name_characters(driver, table):
    setup = _setup(driver, table)
    entry = setup.name_entries[0]
    _type(driver, entry, "x" * 1000)
    assert len(entry.get_text()) == NAME_LIMIT
    driver.press(setup.start_button)
    assert driver.scene.session.record.players[0].name == entry.get_text()
