"""Berd's and Quattro Colonne's fullest tables in the test language (``i18n.PSEUDO``: every
message 40% longer, with accents): each label grows, wraps or is given the room it needs,
so nothing is cut off, runs out of its panel or covers a coordinate. The same check as the
shipped languages' (``test_layout_overlap``), until the test language joins that list."""

from __future__ import annotations

import pytest

from neurodrez_desktop.core import i18n
from neurodrez_desktop.games import entry_for
from tests.app.test_layout_overlap import _check_games, _option_sets, readable_fonts

__all__ = ["readable_fonts"]  # the fixture, used by name

GAME_IDS = ("berd", "quattro_colonne")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_widget_overlaps_or_is_cut_off_in_the_test_language(game_id, make_driver,
                                                                tmp_path, readable_fonts):
    entry = entry_for(game_id)
    spec = entry.rules.spec
    players = max(spec.min_players, min(4, spec.max_players))
    options = max(_option_sets(entry), key=lambda o: len(o))  # the most options set
    driver = make_driver()
    i18n.set_language(i18n.PSEUDO)
    _check_games(entry, players, options, driver, tmp_path, readable_fonts)
