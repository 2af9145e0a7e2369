"""Searching the rules: Ctrl+F opens a box, each letter typed finds again, every match is
marked and the page scrolls to the current one; Enter or F3 the next, Shift+Enter or
Shift+F3 the one before, round the ends; "3 of 12" or "No match for ..."; Esc closes the
search and a second Esc leaves the page. Real key events through the program's loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from neurodrez_desktop.app.reader import (
    CURRENT_BG,
    MATCH_BG,
    find_matches,
    marked_html,
)
from neurodrez_desktop.ui import theme

SHOTS = Path("/tmp/shots")


# -- the words and the marks --------------------------------------------------------------
def test_matches_ignore_case_and_markup_and_never_cross_a_line():
    page = "<b>Tower</b> of two: a to<i>wer</i>.<br>tow<br>er &amp; TOWER"
    assert find_matches(page, "tower") == [(0, 5), (16, 21), (32, 37)]
    assert find_matches(page, "tow er") == []
    assert find_matches(page, "&") == [(30, 31)]  # an entity is its one character
    assert find_matches(page, "   ") == []  # blanks find nothing


def test_the_marks_keep_the_markup_nested_and_the_words_unchanged():
    page = "a to<i>wer</i> and <b>tower</b>"
    matches = find_matches(page, "tower")
    marked = marked_html(page, matches, current=1)
    assert marked.count(CURRENT_BG) == 1  # the current match, once (not split)
    assert marked.count(MATCH_BG) == 2  # the other, opened again after its <i>
    assert marked.count("<body") == marked.count("</body>") == 3
    import re

    assert re.sub(r"<[^>]*>", "", marked) == re.sub(r"<[^>]*>", "", page)
    # every mark closes before the tag it meets and opens again after it
    assert "to</font></body><i><body" in marked


# -- in the program -------------------------------------------------------------------------
def _shot(driver, name: str) -> None:
    driver.frames(2)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.display.canvas, str(SHOTS / f"focus_{name}.png"))
    driver.screenshot(name)


def _type(driver, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    driver.frames(3)


def _marked_pixels(driver, scene) -> int:
    """Pixels of the current match's colour inside the page's box."""
    driver.frames(2)
    colour = pygame.Color(CURRENT_BG)
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
    count = len(find_matches(rules.html_text, "token"))
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
    assert rules.box.html_text == rules.html_text
    driver.key(pygame.K_ESCAPE)  # a second Esc leaves the rules
    assert driver.scene.name == "menu"


def test_a_match_far_down_scrolls_the_page_to_it(driver, rules):
    bar = rules.box.scroll_bar
    assert bar is not None and bar.start_percentage == 0
    driver.key(pygame.K_f, pygame.KMOD_CTRL)
    last = rules.html_text.rfind("Rulings")
    assert last > len(rules.html_text) // 2
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
