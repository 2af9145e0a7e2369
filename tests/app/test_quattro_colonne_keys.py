"""Quattro Colonne from the keyboard: Tab reaches every area of the order, the column
headers, the dice tray, the chips and the buttons, each its own stop."""

from __future__ import annotations

import pygame
from table_play import hot_seat, to_turn, window_shot

from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.quattro_colonne.state import ORDER

RULES = get_rules("quattro_colonne")




def _what(key) -> str:
    return key[0] if isinstance(key, tuple) else type(key).__name__


def test_tab_stops_on_the_headers_the_dice_tray_the_chips_and_the_buttons(driver):
    play = hot_seat(driver, RULES)
    to_turn(driver, play)
    assert play.session.state.phase == ORDER
    stops = []
    for _ in range(5):
        driver.key(pygame.K_TAB)
        stops.append(_what(play.cursor.key))
        if stops[-1] == "die":
            driver.screenshot("qc-tab-on-the-tray")
            window_shot(driver, "tab-tray-1920")
    assert "die" in stops, f"Tab never reached the dice tray: {stops}"
    assert {"slot", "die", "chip"} <= set(stops), stops
    # the tray's die is pressed with Enter and put on a header from there
    while _what(play.cursor.key) != "die":
        driver.key(pygame.K_TAB)
    value = play.cursor.key[1]
    driver.key(pygame.K_RETURN, unicode="\r")
    assert play.controller.held == value
