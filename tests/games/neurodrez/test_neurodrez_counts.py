"""NeuroDrez's words agree with their numbers (core/plurals.py): a side of two colours
dominates in the plural, and one tile on the terrain is "1 tile"."""

from __future__ import annotations

from test_neurodrez_rules import EARTH_FOR_SIDE_0, RED_TOKENS, position, rules, sq

from neurodrez_desktop.games.neurodrez import ending
from neurodrez_desktop.games.neurodrez import state as nd
from neurodrez_desktop.games.neurodrez.presenter import NeuroDrezPresenter
from neurodrez_desktop.games.neurodrez.state import Claim

presenter = NeuroDrezPresenter()


def test_n21_a_side_of_two_colours_dominate_in_the_ending_words():
    """Seat 0 plays Red & Green: the end reason is a plural subject's."""
    state = position(EARTH_FOR_SIDE_0, {"f5": "green knight"}, RED_TOKENS, phase=nd.CLAIM)
    outcome = rules.outcome(rules.apply(state, Claim(sq("f5"))))
    assert outcome.reason == "Red & Green dominate earth", outcome.reason


def test_the_progress_counts_one_tile_on_the_terrain_as_a_tile():
    one = position({"d4": "purple earth"})
    assert presenter.progress(one).endswith(" · 1 tile"), presenter.progress(one)
    two = position({"d4": "purple earth", "e4": "purple air"})
    assert presenter.progress(two).endswith(" · 2 tiles"), presenter.progress(two)


def test_n26_a_side_of_two_colours_hold_the_most_tiles_when_the_game_stalls():
    state = position(EARTH_FOR_SIDE_0, tokens=RED_TOKENS)
    reason = rules.outcome(ending.stalled(state, "no one moved")).reason
    assert "Red & Green hold the most tiles" in reason, reason
