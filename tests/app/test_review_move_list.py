"""PokerDrez's move list ("1. Nf3 (common card Joker 2) Nh6 (…)") uses the room its panel
has: the numbers' column no wider than its numbers, the columns as wide as their moves,
so a card note is not wrapped in a narrow column beside empty space."""

from __future__ import annotations

import pytest
from table_play import play_scene, to_turn

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.app.main import App
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.ui import draw

RULES = get_rules("pokerdrez")


def _driver(make_driver, size: tuple[int, int]) -> Driver:
    driver = make_driver()
    if size == (1920, 1080):
        return driver
    app = App(size)
    app.start()
    app.update_settings(animation_speed="off")
    app.settings = app.settings.with_(first_help=False)
    made = Driver(app, driver.shots.parent / f"shots-{size[0]}")
    made.frames(1)
    return made


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_move_list_keeps_each_move_on_one_line_when_the_panel_has_room(make_driver,
                                                                           size):
    driver = _driver(make_driver, size)
    driver.app.nav.start_new_game(RULES, [Seat("Ada"), Seat("Bo")],
                                  {"pawn_sacrifice": False}, 3)
    play = play_scene(driver)
    rng = make_rng(2)
    while len(play.session.moves()) < 14:
        to_turn(driver, play)
        driver.play_action(rng.choice(RULES.legal_actions(play.session.state)))
    to_turn(driver, play)
    assert play.log_tab == "moves"
    canvas = driver.app.display.canvas  # the panel, painted as play does
    with draw.recorded(canvas) as here:
        play.log_panel.paint(canvas)
    panel = play.layout["log"]
    moves = {entry.text for entry in play.session.moves()}
    drawn = [w[1] for w in here if w[0] == "text" and panel.contains(w[2])
             and not w[1].endswith(".") and w[1] not in ("Moves", "Events")
             and "click" not in w[1]]
    assert drawn, "no move was drawn"
    broken = [text for text in drawn if text not in moves]
    assert not broken, f"moves wrapped though the panel has room: {broken}"
    shown = sum(1 for text in drawn if text in moves)
    assert shown == len(moves), "rows scrolled away while the panel had room for them"
    driver.screenshot(f"pokerdrez-move-list-{size[0]}")
