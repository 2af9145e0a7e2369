"""The rules in each language (issue 37): every game ships its rules text and its rulings
translated whole into each shipped language — the same headings, lists and ruling ids, no
paragraph left in English — and the program reads them in the language shown: the rules
page, a refusal's "Regla B4" link, the search (which ignores accents, as people type), and a
page open when the language changes."""

from __future__ import annotations

import re
import unicodedata

import pygame
import pytest

from neurodrez_desktop.app.reader import find_matches
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rulings import read_rulings
from neurodrez_desktop.games import entry_for, playable

LANGUAGES = [code for code in i18n.SHIPPED if code != i18n.ENGLISH]
RULINGS_TITLE = {"es": "decisiones", "it": "decisioni"}
"""The word after the game's title on a translated rulings file's first line."""
CASES = [pytest.param(entry.id, code, id=f"{entry.id}-{code}")
         for entry in playable() for code in LANGUAGES]
_ITEM = re.compile(r"^\s*(?:-|\d+\.) ")
SAME_LINE = 30
"""A line this long found word for word in the English is a line left untranslated."""


def _shape(text: str) -> tuple[list[int], int]:
    """The levels of a Markdown text's headings, in order, and how many list items it has."""
    lines = text.splitlines()
    headings = [len(line) - len(line.lstrip("#")) for line in lines if line.startswith("#")]
    return headings, sum(1 for line in lines if _ITEM.match(line))


@pytest.mark.parametrize(("game_id", "code"), CASES)
def test_the_rules_and_rulings_are_translated_whole(game_id, code):
    entry = entry_for(game_id)
    folder = entry.folder / "locale" / code
    own_rules, own_rulings = folder / entry.rules_file, folder / entry.rulings_file
    assert own_rules.is_file() and own_rulings.is_file(), \
        f"{game_id} ships no rules in {code} ({own_rules}, {own_rulings})"
    english = (entry.folder / entry.rules_file).read_text(encoding="utf-8")
    said = own_rules.read_text(encoding="utf-8")
    assert said.splitlines()[0] == english.splitlines()[0]  # the title is not translated
    assert _shape(said) == _shape(english), "headings or list items differ from the English"
    english_rulings = read_rulings(entry.folder / entry.rulings_file)
    rulings = read_rulings(own_rulings)
    assert list(rulings) == list(english_rulings), "the ruling ids differ from the English"
    first = own_rulings.read_text(encoding="utf-8").splitlines()[0]
    assert first == f"# {entry.title} — {RULINGS_TITLE[code]}"
    for mine, theirs in ((said, english), (own_rulings.read_text(encoding="utf-8"),
                                           (entry.folder / entry.rulings_file)
                                           .read_text(encoding="utf-8"))):
        known = {line.strip() for line in theirs.splitlines()}
        left = [line for line in mine.splitlines()
                if len(line.strip()) >= SAME_LINE and line.strip() in known]
        assert not left, f"left in English: {left[:3]}"
    for ruling in rulings.values():
        assert ruling.text and ruling.text != english_rulings[ruling.id].text, ruling.id


@pytest.mark.parametrize("code", LANGUAGES)
def test_an_entry_reads_its_rules_in_the_language_shown(code):
    entry = next(iter(playable()))
    english_rules, english_rulings = entry.rules_text(), entry.rulings()
    i18n.set_language(code)
    assert entry.rules_text() == (entry.folder / "locale" / code / entry.rules_file
                                  ).read_text(encoding="utf-8")
    first = next(iter(english_rulings))
    assert entry.rulings()[first].text != english_rulings[first].text
    i18n.set_language(i18n.PSEUDO)  # a language with no copy reads the English
    assert entry.rules_text() == english_rules


def test_search_ignores_accents_and_keeps_the_page_positions():
    words = "Peón y PEON; la città, CITTA\nñandú"
    assert find_matches(words, "peon") == [(0, 4), (7, 11)]
    assert find_matches(words, "Città") == [(16, 21), (23, 28)]
    assert find_matches(words, "nandu") == [(29, 34)]
    assert find_matches(words, "ÑANDÚ") == [(29, 34)]


def _unaccented(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word)
                   if not unicodedata.combining(c))


def test_the_rules_page_follows_the_language_and_its_search_ignores_accents(driver):
    entry = entry_for("berd")
    driver.app.set_language("es")
    driver.app.nav.rules("berd", "B7")
    driver.frames(2)
    page = driver.scene
    spanish = read_rulings(entry.folder / "locale" / "es" / entry.rulings_file)
    assert page.name == "rules" and page.cited.words == spanish["B7"].words
    assert "Decisiones" in page.html_text and "Rulings" not in page.html_text
    driver.screenshot("rules-es-at-b7")
    # a word of the page with an accent, typed without it, is found
    accented = next(w for w in re.findall(r"\w{5,}", page.marks.words())
                    if _unaccented(w) != w)
    driver.key(pygame.K_f, pygame.KMOD_CTRL)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=_unaccented(accented)))
    driver.frames(3)
    assert page.matches, f"{_unaccented(accented)!r} found nothing though {accented!r} is there"
    driver.key(pygame.K_ESCAPE)  # the search closes
    driver.app.set_language("it")  # the page open follows, still at the same ruling
    driver.frames(2)
    italian = read_rulings(entry.folder / "locale" / "it" / entry.rulings_file)
    assert driver.scene is page and page.cited.words == italian["B7"].words
    assert "Decisioni" in page.html_text
    driver.screenshot("rules-it-at-b7")


def test_a_refusal_links_to_its_ruling_in_the_language_shown(driver):
    entry = entry_for("berd")
    driver.app.set_language("es")
    driver.app.nav.start_new_game(entry.rules, [Seat("Ada"), Seat("Bo")],
                                  {"size": 3, "arrangement": "manual"}, 1)
    driver.frames(1)
    play = driver.scene
    driver.click(play.controller.view.square_rect((1, 1)).center)  # not the baseline: B4
    assert play.refused and play._rule_link is not None and play._rule_link[1] == "B4"
    driver.click(play._rule_link[0].center)
    spanish = read_rulings(entry.folder / "locale" / "es" / entry.rulings_file)
    assert driver.scene.name == "rules" and driver.scene.cited.words == spanish["B4"].words
