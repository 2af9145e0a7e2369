"""The table's and the review's buttons say their whole words in every language, on every
table: a row of buttons sets a longer language's words smaller, then gives each button
the room its words need, before any is cut ("Deshacer" and "Suggerimento" were cut on
Neuroriders' narrow column). pygame_gui draws a button's words itself, so the layout
check does not see them: this test measures each label at its button's font."""

from __future__ import annotations

import pytest
from table_play import hot_seat

from neurodrez_desktop.app.button_rows import FONTS, button_row, font_size, padding
from neurodrez_desktop.core import i18n
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import theme

CASES = [pytest.param(entry, code, id=f"{entry.id}-{code}")
         for entry in playable() for code in (i18n.ENGLISH, *i18n.SHIPPED, i18n.PSEUDO)]


def _cut(button) -> str | None:
    """The button's label if it does not fit its button at its font, else None."""
    object_id = button.object_ids[-1] if button.object_ids else None
    size = font_size(object_id if object_id in {known for _size, known in FONTS} else None)
    needed = theme.font(size).size(button.text)[0] + padding(size)
    return None if needed <= button.rect.w else f"{button.text!r} ({needed} > {button.rect.w})"


@pytest.mark.parametrize(("entry", "code"), CASES)
def test_every_table_and_review_button_says_its_whole_label(entry, code, driver):
    i18n.set_language(code)  # before the table is made (the test language is no setting)
    play = hot_seat(driver, entry.rules)
    buttons = play.buttons
    shown = [buttons.undo, buttons.save, buttons.rules, buttons.menu, buttons.hint,
             buttons.pause, buttons.step, buttons.speed, buttons.confirm, buttons.cancel,
             buttons.play_hint]
    box = play.layout["buttons"]
    assert buttons.menu.rect.right <= box.right + 1 and buttons.undo.rect.x >= box.x
    driver.app.nav.review(play.session.record)
    driver.frames(1)
    review = driver.scene
    assert review.name == "review"
    shown += [*review.step_buttons, review.play_button, review.speed_button,
              review.save_button, review.back]
    cut = [words for words in map(_cut, shown) if words]
    assert not cut, f"{entry.id} in {code}: {cut}"


def test_a_row_sets_words_smaller_then_shares_the_room_by_need(fonts):
    """Equal buttons while every label fits its share; then each as wide as its words
    at a smaller size; never wider than the row."""
    row = button_row([[("Undo",)], [("Save",)], [("Rules",)], [("Menu",)]], 500)
    assert row.object_id is None and len(set(row.widths)) == 1
    labels = ("Deshacer", "Guardar", "Reglas", "Menú")
    row = button_row([[(label,)] for label in labels], 392)
    assert row.object_id is not None and sum(row.widths) + 30 <= 392
    assert row.widths[0] > row.widths[3]  # "Deshacer" wider than "Menú"
    size = font_size(row.object_id)
    for width, label in zip(row.widths, labels, strict=True):
        assert theme.font(size).size(label)[0] + padding(size) <= width
    row = button_row([[("Speed: normal",), ("Normal",)], [("Step",)]], 150)  # shorter words
    assert row.words[0] == ("Normal",)
