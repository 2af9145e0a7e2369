"""The words' languages (core/i18n.py): the system's language on a first start, the
test language that shows a label cannot grow, catalogs read from their .po with their
own plural rules, and numbers in the language's way."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from neurodrez_desktop.core import formats, i18n


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "es_ES.UTF-8"}, "es"),
    ({"LANG": "it_IT.UTF-8"}, "it"),
    ({"LANGUAGE": "it:en", "LANG": "es_ES.UTF-8"}, "it"),
    ({"LC_ALL": "es_AR"}, "es"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),  # a language the program does not speak
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
])
def test_the_first_start_takes_the_systems_language(environ, expected):
    assert i18n.system_language(environ) == expected


def test_an_unknown_language_is_refused_by_name():
    with pytest.raises(ValueError, match="no language 'fr'.*en, es, it"):
        i18n.set_language("fr")
    assert i18n.language() == i18n.ENGLISH


def test_the_test_language_lengthens_and_accents_but_keeps_its_fields():
    message = "Pass to {name}: click when only {name} is looking (%(n)d left)"
    shown = i18n.pseudo(message)
    assert len(shown) >= 1.4 * len(message)
    assert "{name}" in shown and "%(n)d" in shown and shown.format(name="Ada") != shown
    assert any(c in shown for c in "àéîõüÀÉÎÕÜñç") and "a" not in shown.split("{")[0]
    assert i18n.pseudo("two\nlines").count("\n") == 1


def _catalog(tmp_path: Path) -> i18n.Catalog:
    folder = tmp_path / "game"
    po = folder / "locale" / "it" / "LC_MESSAGES" / "game.po"
    po.parent.mkdir(parents=True)
    po.write_text(
        'msgid ""\nmsgstr ""\n"Language: it\\n"\n'
        '"Content-Type: text/plain; charset=utf-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgid "Pawn"\nmsgstr "Pedone"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\n'
        'msgstr[0] "{n} carta"\nmsgstr[1] "{n} carte"\n', encoding="utf-8")
    return i18n.Catalog("game", folder)


def test_a_catalog_says_its_words_in_the_language_of_the_moment(tmp_path):
    catalog = _catalog(tmp_path)
    assert catalog.gettext("Pawn") == "Pawn"
    i18n.set_language("it")
    assert catalog.gettext("Pawn") == "Pedone"
    assert catalog.gettext("Queen") == "Queen"  # untranslated: the message itself
    assert [catalog.ngettext("{n} card", "{n} cards", n).format(n=n) for n in (1, 2)] == [
        "1 carta", "2 carte"]
    i18n.set_language("es")  # no Spanish catalog: the messages themselves
    assert catalog.gettext("Pawn") == "Pawn"
    i18n.set_language(i18n.PSEUDO)
    assert catalog.gettext("Pawn") == i18n.pseudo("Pawn")


def test_numbers_and_dates_follow_the_language():
    i18n.set_language("es")
    assert formats.format_decimal(0.5) == "0,5"
    assert formats.format_day(date(2026, 12, 6)) == "6 dic 2026"
    i18n.set_language("en")
    assert formats.format_decimal(0.5) == "0.5"
    assert formats.format_percent(0.6) == "60%"


def test_one_english_word_said_two_ways_by_its_context():
    """The review's "Back" steps a move back ("Anterior"); a page's "Back" leaves it
    ("Volver"): one English word, two messages (a context each)."""
    from neurodrez_desktop.app.scenes.review import STEP_LABELS, STEPPING
    from neurodrez_desktop.core.i18n import _, pgettext

    i18n.set_language("es")
    assert _("Back") == "Volver"
    assert [pgettext(STEPPING, label) for label, _tip in STEP_LABELS] == [
        "Inicio", "Anterior", "Siguiente", "Final"]


def test_a_moment_is_written_as_the_language_writes_dates_and_times(tmp_path):
    """The Load list's dates in the reader's language (Babel's locale formats), not ISO."""
    import os
    from datetime import datetime

    from neurodrez_desktop.app.saves import SaveEntry
    from neurodrez_desktop.core.formats import format_moment

    moment = datetime(2026, 12, 6, 13, 54)
    i18n.set_language("es")
    assert format_moment(moment) == "6 dic 2026, 13:54"
    i18n.set_language("it")
    assert format_moment(moment) == "6 dic 2026, 13:54"
    i18n.set_language(i18n.ENGLISH)
    assert format_moment(moment) == "Dec 6, 2026, 1:54\u202fPM" or \
        format_moment(moment) == "Dec 6, 2026, 1:54 PM"
    path = tmp_path / "game.json"
    path.write_text("{}", encoding="utf-8")
    os.utime(path, (moment.timestamp(), moment.timestamp()))
    i18n.set_language("es")
    assert SaveEntry(path, path.stat().st_mtime, "saved").when == "6 dic 2026, 13:54"
