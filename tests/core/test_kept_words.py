"""Kept sentences read back against the templates they were made from (core/kept_words)."""

from __future__ import annotations

from neurodrez_desktop.core.kept_words import read_back

ALONE = "Only {side} controls stacks on the board; {side} collects them all"
PLIES = "{plies} plies have been played (B11b)"


def test_a_kept_sentence_gives_its_template_and_values():
    kept = ALONE.format(side="Light")
    assert read_back(kept, (PLIES, ALONE)) == (ALONE, {"side": "Light"})
    assert read_back("300 plies have been played (B11b)", (ALONE, PLIES)) == (
        PLIES, {"plies": "300"})


def test_a_field_that_comes_back_must_say_the_same_and_the_rest_is_literal():
    assert read_back("Only Light controls stacks on the board; Dark collects them all",
                     (ALONE,)) is None
    assert read_back("300 plies have been played (B11)", (PLIES,)) is None  # "(" literal
    assert read_back("anything else", (ALONE, PLIES)) is None


def test_each_game_says_a_kept_reason_anew_and_leaves_a_strange_one_as_kept():
    from neurodrez_desktop.core import i18n
    from neurodrez_desktop.games.berd import end_reasons as berd
    from neurodrez_desktop.games.neuroriders import end_reasons as neuroriders
    from neurodrez_desktop.games.quattro_colonne import end_reasons as quattro

    i18n.set_language("es")
    for module, kept in ((berd, "Only Gold controls stacks on the board; Gold collects them "
                                "all"),
                         (quattro, "Red captured Black's King (Q10)"),
                         (neuroriders, "the mauve section reached 20 and went back to 10")):
        assert module.said(kept) == kept  # a damaged save's words: shown, never a crash
    assert berd.said(berd.alone(0)) != berd.alone(0)
    assert quattro.said(quattro.no_piece([0, 1], 7)) != quattro.no_piece([0, 1], 7)
    assert neuroriders.said(neuroriders.pile_short(2)) != neuroriders.pile_short(2)
