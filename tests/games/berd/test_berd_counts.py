"""Berd's words agree with their numbers (core/plurals.py): "1 row short", "1 token",
"Dark's Berd" for one square and "Berds" for two."""

from __future__ import annotations

from dataclasses import replace

from test_berd_why_not import D, L, position, refused, sq

from neurodrez_desktop.games.berd.presenter import BerdPresenter
from neurodrez_desktop.games.berd.state import END, LIGHT, PickCrossing

presenter = BerdPresenter()


def test_b9_a_stack_one_row_short_of_the_baseline():
    message = refused(position({"b3": (L(1),), "a4": (D(1),)}), PickCrossing(sq("b3"), LIGHT),
                      "B9")
    assert "b3 is 1 row short of it." in message, message
    message = refused(position({"b2": (L(1),), "a4": (D(1),)}), PickCrossing(sq("b2"), LIGHT),
                      "B9")
    assert "b2 is 2 rows short of it." in message, message


def test_b12_the_score_sheet_counts_one_token_and_two():
    ended = replace(position({"a4": (D(1),)}), phase=END, collected=((L(0),), (L(1), D(0))))
    lines = dict(presenter.score_sheet(ended))
    assert lines[0].startswith("1 token"), lines
    assert lines[1].startswith("2 tokens"), lines
