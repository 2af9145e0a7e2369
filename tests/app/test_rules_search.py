"""Searching the rules: Ctrl+F opens a box, each letter typed finds again, every match is
marked and the page scrolls to the current one; Enter or F3 the next, Shift+Enter or
Shift+F3 the one before, round the ends; "3 of 12" or "No match for ..."; Esc closes the
search and a second Esc leaves the page. Real key events through the program's loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from neurodrez_desktop.app.reader import CURRENT_BG, MATCH_BG, find_matches
from neurodrez_desktop.ui import theme

SHOTS = Path("/tmp/shots")


# -- the words --------------------------------------------------------------------------
def test_matches_ignore_case_and_never_cross_a_line():
    words = "Tower of two: a tower.\ntow\ner & TOWER\xa0x"
    assert find_matches(words, "tower") == [(0, 5), (16, 21), (32, 37)]
    assert find_matches(words, "tow er") == []  # a line's end is not a space
    assert find_matches(words, "TOWER x") == [(32, 39)]  # a no-break space is a space
    assert find_matches(words, "   ") == []  # blanks find nothing
    assert find_matches("aaaa", "aa") == [(0, 2), (2, 4)]  # never overlapping


# -- in the program -------------------------------------------------------------------------
def _shot(driver, name: str) -> None:
    driver.frames(2)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.display.canvas, str(SHOTS / f"focus_{name}.png"))
    driver.screenshot(name)


def _type(driver, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    driver.frames(3)


def _marked_pixels(driver, scene, colour=CURRENT_BG) -> int:
    """Pixels of a mark's colour (the current match's) inside the page's box."""
    driver.frames(2)
    area = driver.app.display.canvas.subsurface(scene.box.rect)
    return pygame.transform.threshold(None, area, colour, (4, 4, 4, 255), set_behavior=0)


def _in_view(scene) -> bool:
    row = scene.current_row()
    bar, layout = scene.box.scroll_bar, scene.box.text_box_layout
    top = bar.start_percentage * layout.layout_rect.height
    return top <= row.top and row.bottom <= top + bar.visible_percentage * \
        layout.layout_rect.height


@pytest.fixture
def rules(driver):
    driver.app.nav.rules("berd")
    driver.frames(2)
    return driver.scene


def test_ctrl_f_finds_marks_and_steps_through_the_matches(driver, rules):
    assert rules.name == "rules" and not rules.searching
    words = rules.marks.words()
    assert "Berd" in words and "<b>" not in words  # the page's words, not its markup
    count = len(find_matches(words, "token"))
    assert count >= 4
    driver.key(pygame.K_f, pygame.KMOD_CTRL)
    assert rules.searching and rules.search.is_focused
    assert _marked_pixels(driver, rules) == 0
    _type(driver, "TOK")
    _type(driver, "en")
    assert rules.search.get_text() == "TOKen"
    assert len(rules.matches) == count and rules.current == 0
    assert rules.match_words() == f"1 of {count}"
    assert _marked_pixels(driver, rules) > 0, "the current match is not marked"
    assert _marked_pixels(driver, rules, MATCH_BG) > 0, "the other matches are not marked"
    assert _in_view(rules)

    driver.key(pygame.K_RETURN)
    assert rules.match_words() == f"2 of {count}"
    driver.key(pygame.K_F3)
    assert rules.match_words() == f"3 of {count}"
    assert rules.search.is_focused  # typing goes on in the box
    driver.key(pygame.K_RETURN, pygame.KMOD_SHIFT)
    assert rules.match_words() == f"2 of {count}"
    driver.key(pygame.K_F3, pygame.KMOD_SHIFT)
    driver.key(pygame.K_F3, pygame.KMOD_SHIFT)
    assert rules.match_words() == f"{count} of {count}"  # round the top to the last
    assert _in_view(rules)
    _shot(driver, "rules_search")
    driver.key(pygame.K_RETURN)
    assert rules.match_words() == f"1 of {count}"  # and round the end to the first

    driver.key(pygame.K_ESCAPE)  # Esc closes the search: the marks go, the page stays
    assert driver.scene is rules and not rules.searching
    assert rules.matches == [] and _marked_pixels(driver, rules) == 0
    assert _marked_pixels(driver, rules, MATCH_BG) == 0
    assert rules.marks.painted == []  # every piece of the page in its own colours
    driver.key(pygame.K_ESCAPE)  # a second Esc leaves the rules
    assert driver.scene.name == "menu"


def test_a_match_far_down_scrolls_the_page_to_it(driver, rules):
    bar = rules.box.scroll_bar
    assert bar is not None and bar.start_percentage == 0
    driver.key(pygame.K_f, pygame.KMOD_CTRL)
    words = rules.marks.words()
    assert words.find("as the project rules them") > len(words) // 2
    _type(driver, "as the project rules them")  # the line under the rulings' heading
    assert rules.match_words() == "1 of 1"
    bar = rules.box.scroll_bar  # the marked page has a scroll bar of its own
    assert bar.start_percentage > 0.3, "the page did not scroll to the match"
    assert _in_view(rules) and _marked_pixels(driver, rules) > 0


def test_no_match_is_said_and_nothing_is_marked(driver, rules):
    driver.key(pygame.K_f, pygame.KMOD_CTRL)
    _type(driver, "qqzx")
    assert rules.matches == [] and rules.match_words() == 'No match for "qqzx"'
    driver.key(pygame.K_RETURN)  # Enter with nothing found: nothing happens
    assert driver.scene is rules and rules.searching
    assert _marked_pixels(driver, rules) == 0
    words = theme.text(rules.match_words(), 28, theme.REFUSED)
    assert words.get_width() <= 540  # said whole, right of the box
    _shot(driver, "rules_search_none")
    driver.key(pygame.K_BACKSPACE)  # the box is still typed in: one letter less finds
    driver.key(pygame.K_BACKSPACE)
    driver.key(pygame.K_BACKSPACE)
    assert rules.search.get_text() == "q"
    driver.key(pygame.K_ESCAPE)
    assert not rules.searching
    driver.key(pygame.K_f, pygame.KMOD_CTRL)  # open again: the words typed are kept
    assert rules.searching and rules.search.get_text() == "q"


def test_the_arrows_and_pages_still_scroll_while_searching(driver, rules):
    driver.key(pygame.K_f, pygame.KMOD_CTRL)
    driver.key(pygame.K_PAGEDOWN)
    driver.frames(2)
    assert rules.box.scroll_bar.start_percentage > 0
    assert rules.search.is_focused
