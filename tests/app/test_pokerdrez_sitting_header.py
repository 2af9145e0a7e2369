"""P17: the table's header counts the game just ended as soon as it is over (a fold)."""

from __future__ import annotations

from table_play import play_scene, to_turn

from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.pokerdrez.state import Bet

RULES = get_rules("pokerdrez")


def test_p17_the_header_counts_a_folded_game_at_once(driver):
    driver.app.nav.start_new_game(RULES, [Seat("Ada"), Seat("Bo")],
                                  {"pawn_sacrifice": False, "betting": True}, 3)
    play = play_scene(driver)
    to_turn(driver, play)
    controller = play.controller
    for pos in controller.clicks_for(play.shown_state(), play.viewer, Bet(10)):  # a raise
        driver.click(pos)
    to_turn(driver, play)
    for pos in controller.clicks_for(play.shown_state(), play.viewer, Bet(-1)):  # a fold
        driver.click(pos)
    driver.settle()
    assert play.session.is_over
    assert driver.scene.name == "results" and driver.scene.sitting.games == 1
    words = play.sitting_words()
    assert words.startswith("Sitting (1 game, chips):"), words
    assert "Ada +5" in words and "Bo −5" in words, words
