"""An option that matters only with a flag (PokerDrez's minimum and maximum bet, P16, with
Betting) is shown on the setup screen only while that flag is on, and left out of the
Tab order while hidden."""

from __future__ import annotations

from neurodrez_desktop.app.driver import Driver


def test_bets_show_only_with_betting(driver: Driver) -> None:
    driver.app.nav.setup("pokerdrez", fresh=True)
    driver.frames(2)
    setup = driver.scene
    assert setup.name == "setup" and not setup.options["betting"]
    bets = [setup.option_widgets[n] for n in ("min_bet", "max_bet")] + [
        setup.option_labels[n] for n in ("min_bet", "max_bet")]
    assert not any(w.visible for w in bets)
    assert not set(bets) & set(setup.controls())
    driver.press(setup.option_widgets["betting"])  # tick Betting
    driver.frames(2)
    assert setup.options["betting"]
    bets = [setup.option_widgets[n] for n in ("min_bet", "max_bet")] + [
        setup.option_labels[n] for n in ("min_bet", "max_bet")]
    assert all(w.visible for w in bets)
    assert setup.option_widgets["min_bet"] in setup.controls()
    driver.screenshot("setup-betting-on")
    driver.press(setup.option_widgets["betting"])  # and off again
    driver.frames(2)
    assert not any(setup.option_widgets[n].visible for n in ("min_bet", "max_bet"))
    assert setup.option_widgets["two_decks"].visible  # the others stay
