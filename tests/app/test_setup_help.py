"""An option's help goes with it: PokerDrez's bets are hidden while Betting is off, and so
are their help lines (they stayed behind on the screen)."""

from __future__ import annotations

from neurodrez_desktop.games import get_rules
from neurodrez_desktop.ui import draw

POKERDREZ = get_rules("pokerdrez")
BET_HELP = [opt.help for opt in POKERDREZ.spec.options if opt.needs == "betting"]


def _texts(driver) -> list[str]:
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as drawn:
        driver.scene.draw(canvas)
    return [name for kind, name, _, _ in drawn if kind == "text"]


def _open_setup(driver):
    menu = driver.scene
    driver.press(next(b for b, (what, game) in menu.buttons.items()
                      if what == "new" and game == "pokerdrez"))
    setup = driver.scene
    assert setup.name == "setup"
    return setup


def test_help_of_a_hidden_option_is_not_drawn(driver):
    assert len(BET_HELP) == 2
    setup = _open_setup(driver)
    betting = setup.option_widgets["betting"]
    if betting.get_state():  # remembered from an earlier game: switch it off first
        driver.press(betting)
    assert not setup.option_widgets["min_bet"].visible
    driver.screenshot("pokerdrez-setup-no-betting")
    texts = _texts(driver)
    assert not [h for h in BET_HELP if h in texts], "the bets' help stayed behind"
    assert next(o.help for o in POKERDREZ.spec.options if o.name == "betting") in texts

    driver.press(setup.option_widgets["betting"])  # Betting on: the bets and their help
    assert setup.option_widgets["min_bet"].visible
    driver.screenshot("pokerdrez-setup-betting")
    assert all(h in _texts(driver) for h in BET_HELP)

    driver.press(setup.option_widgets["betting"])  # and off again
    assert not setup.option_widgets["max_bet"].visible
    assert not [h for h in BET_HELP if h in _texts(driver)]
