"""The one banner every table announces with: how long it shows (a reading time by word
count, within bounds, twice for a game's end), the click that acknowledges it (spent on it
only when it covers the board), and its drawing: whole, inside its box, and at 1280x720
no letter under the readable size."""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.banner import LONGEST, SHORTEST, Banner, reading_seconds
from tests.app.test_layout_overlap import (  # the fixture watches the fonts made
    TOO_SMALL,
    layout_problems,
    readable_fonts,  # noqa: F401
)

LONG = ("Round 3: equal contest totals 7–7, the marker passes to Black, who opens the round "
        "and gives the first order behind the screen (Q9)")


def test_a_banner_shows_longer_the_more_words_it_has_within_bounds():
    one, few, many = reading_seconds("Check!"), reading_seconds("Check! White must pay for "
                                                               "a way out"), reading_seconds(LONG)
    assert one == SHORTEST  # a word is seen, not read: the floor
    assert SHORTEST < few < LONGEST  # a short sentence: its reading time
    assert many == LONGEST  # a paragraph: no longer than news should hold the table
    assert reading_seconds("Check! White must pay", ending=True) == 2 * reading_seconds(
        "Check! White must pay")


def test_a_banner_goes_by_itself_after_its_reading_time():
    banner = Banner()
    banner.announce("Check! White must pay for a way out")
    seconds = reading_seconds("Check! White must pay for a way out")
    steps = int(seconds * 60)
    for _ in range(steps - 1):
        banner.update(1 / 60)
    assert banner.showing
    banner.update(2 / 60)
    assert not banner.showing
    assert banner.words == "Check! White must pay for a way out"  # kept, for dimmed news
    banner.forget()
    assert banner.words is None


@pytest.mark.parametrize(("covering", "spent"), [(True, True), (False, False)])
def test_a_click_acknowledges_a_banner_and_is_spent_on_it_only_over_the_board(covering,
                                                                              spent):
    banner = Banner(covering=covering)
    assert banner.acknowledge() is False  # nothing showing: the click goes on
    banner.announce("Sudden death!")
    assert banner.acknowledge() is spent
    assert not banner.showing
    assert banner.acknowledge() is False


@pytest.mark.usefixtures("fonts", "readable_fonts")
@pytest.mark.parametrize("detail", [None, "Each turn now removes a tile instead of laying "
                                          "one (N22)"])
def test_a_banner_is_drawn_whole_inside_its_box_and_readable_at_1280x720(detail):
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    box = pygame.Rect(0, 0, 600, 100).move_to(center=canvas.get_rect().center)
    banner = Banner()
    banner.announce(LONG if detail is None else "Sudden death!", detail=detail)
    drawn: list[draw.Widget] = []
    before = draw.record(canvas, drawn)
    try:
        banner.draw(canvas, box)
    finally:
        draw.resume(before)
    texts = [w for w in drawn if w[0] == "text"]
    assert len(texts) == (1 if detail is None else 2), texts
    outside = [w for w in texts if not box.contains(w[2])]
    assert not outside, f"words out of the banner's box {box}: {outside}"
    problems = layout_problems([("area", "banner", box, None), *texts])
    assert not problems, "\n".join(problems)
    assert not TOO_SMALL, f"under {theme.READABLE_PX} px at 1280x720: {TOO_SMALL}"
    assert canvas.get_at(box.center) != canvas.get_at((0, 0)), "no panel behind the words"
