"""Berd's table read as players read it: the setup's "Place the rest for me" only for the
person placing, the final board after the game, and a stack's contents beside the keyboard
cursor. Everything goes through posted pygame events and ``App.step``."""

from __future__ import annotations

from neurodrez_desktop.games.berd.state import DARK, LIGHT, SETUP, Place

MANUAL4 = {"size": 4, "arrangement": "manual"}


def test_place_the_rest_only_on_the_panel_of_the_person_placing(driver, table):
    """The computer's panel never offers "Place the rest for me" (a click there would do
    nothing); Ada's does at her placement."""
    play = table.start(MANUAL4, names=("Ada", "Computer"), kinds=("human", "computer"))
    view = play.controller.view
    assert play.session.current_player == LIGHT
    driver.frames(2)
    assert view.auto_button.w > 0, "Ada, placing, is offered the button"
    assert view.panel_rect(LIGHT).contains(view.auto_button)
    driver.screenshot("ada-places")
    table.act(Place(0, 0))
    seen = 0
    for _ in range(3):
        driver.frames(1)
        if play.session.state.phase == SETUP and play.session.current_player == DARK:
            seen += 1
            assert view.auto_button.w == 0, "the computer's panel offers to place for it"
    assert seen, "the computer placed before a frame was drawn"
    driver.screenshot("computer-places")
