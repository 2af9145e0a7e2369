"""NeuroDrez's hand heading follows the turn even when the hand itself does not change.

The hand panel is painted once per change of what it shows (a ``draw.Layer``); its heading
says whether the hand is the mover's ("Red: 9 tiles in hand") or someone's waiting hand
("Ann's hand · Red: 9 tiles"). So the turn passing to a computer, with Ann's tiles and
cards as they were, must repaint it: else the panel under "Green · Cy" reads as Cy's.
"""

from __future__ import annotations

from table_play import play_scene, to_turn

from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.ui import draw

RULES = get_rules("neurodrez")


def heading(driver, play, state) -> str:
    """The hand panel's heading as the table draws ``state`` for the person at the screen."""
    canvas = driver.app.display.canvas
    view = play.controller.view
    with draw.recorded(canvas):
        view.draw(canvas, state, play.viewer, play.controller.no_marks(),
                  [seat.name for seat in play.session.seats])
    box = play.layout["hand"]
    return next(w[1] for w in view.drawn if w[0] == "text" and box.colliderect(w[2]))


def test_the_heading_names_the_owner_once_the_turn_passes(driver):
    driver.app.nav.start_new_game(RULES, [Seat("Ann"), Seat("Cy", "computer:easy")], {}, 5)
    play = play_scene(driver)
    play.computers.step = lambda dt, seat: None  # the computer never moves
    to_turn(driver, play)
    state = play.shown_state()
    assert play.viewer == 0 and state.config.slots[state.slot].seat == 0
    own = heading(driver, play, state)
    assert own.startswith("Red & Green: ") and own.endswith("in hand"), own
    driver.screenshot("neurodrez-heading-own")
    # the same hands, pieces and cards, the turn with Cy's colours
    theirs = state.evolve(slot=1)
    waiting = heading(driver, play, theirs)
    assert waiting.startswith("Ann's hand · Red & Green: "), waiting
