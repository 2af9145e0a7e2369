"""One helper for every count glued to a noun and every verb that follows its subject's
number: "1 card", "2 cards", "Green & Yellow dominate". Its shape is gettext's ngettext's,
so the translated catalogs can take its place."""

from __future__ import annotations

import inspect

import pytest

from neurodrez_desktop.core.plurals import count, plural


@pytest.mark.parametrize(("n", "words"), [(0, "0 cards"), (1, "1 card"), (2, "2 cards"),
                                           (21, "21 cards")])
def test_a_count_takes_the_form_its_number_needs(n, words):
    assert count(n, "card", "cards") == words


def test_a_verb_agrees_with_how_many_its_subject_names():
    assert f"Green & Yellow {plural(2, 'dominates', 'dominate')} air" == \
        "Green & Yellow dominate air"
    assert f"Red {plural(1, 'dominates', 'dominate')} air" == "Red dominates air"


def test_irregular_plurals_are_written_out():
    assert count(3, "match", "matches") == "3 matches"
    assert count(1, "memory", "memories") == "1 memory"


def test_the_shape_is_the_one_ngettext_replaces():
    """ngettext(singular, plural, n): the same three things, the number first here."""
    assert list(inspect.signature(plural).parameters) == ["n", "singular", "many"]
    assert list(inspect.signature(count).parameters) == ["n", "singular", "many"]
