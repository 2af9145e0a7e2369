"""Quattro Colonne in the test language (``i18n.PSEUDO``: every message 40% longer, with
accents) while an order is being made, which the layout check's fullest tables never draw
(that check, ``test_layout_overlap``, plays every table in every language)."""

from __future__ import annotations

from table_play import hot_seat, to_turn

from neurodrez_desktop.core import i18n
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.quattro_colonne.catalog import _
from neurodrez_desktop.ui import theme
from tests.app.test_layout_overlap import (
    NAME,
    frame_widgets,
    layout_problems,
)

GAME_IDS = ("berd", "quattro_colonne")


def test_a_half_given_order_in_the_test_language_keeps_its_words_in_their_places(make_driver):
    """Dice put on two headers by clicks, in the test language: the tray's "on c" stays
    inside the die's empty place, the headers' two-line title over its dice, the words on
    the other side's screen inside their box; nothing else is cut off or overlaps (the
    layout check's tables are drawn with no order being made)."""
    driver = make_driver()
    i18n.set_language(i18n.PSEUDO)
    rules = entry_for("quattro_colonne").rules
    play = hot_seat(driver, rules, 5, names=(NAME, NAME[:-1] + "1"))
    to_turn(driver, play)
    seat, view = play.session.current_player, play.controller.view
    for value, column in ((4, 1), (3, 3)):
        driver.click(view.tray_die_rect(value).center)
        driver.click(view.slot_rect(seat, column).center)
    assert play.controller.placed == [0, 4, 0, 3]
    canvas = driver.app.display.canvas
    canvas.fill(theme.BACKGROUND)
    widgets = frame_widgets(play, canvas)
    words = {value: [w for w in widgets if w[0] == "text" and w[1] == _("on {column}").format(
        column=column)] for value, column in ((4, "d"), (3, "f"))}
    for value, found in words.items():
        assert found, f"the place of die {value} says nothing"
        place = view.tray_die_rect(value)
        assert all(place.contains(w[2]) for w in found), (
            f"{found[0][1]!r} at {tuple(found[0][2])} runs out of the place of die {value} "
            f"at {tuple(place)}")
    problems = layout_problems(widgets)
    assert not problems, "\n".join(problems)
