"""The words around a change of turn read whole and say each thing once: the handoff's
title with a name of 20 wide letters is never cut at 1280x720 or 1920x1080, and a
computer's "is thinking" names its seat and level once."""

from __future__ import annotations

import re

import pygame
import pytest

from neurodrez_desktop.app.computer import ComputerSeats
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.ui import draw, theme

BERD = get_rules("berd")
NAME = "W" * 20
CANVAS = pygame.Rect((0, 0), theme.LOGICAL_SIZE)


@pytest.mark.parametrize("sized_driver", [(1280, 720), (1920, 1080)], indirect=True,
                         ids=["1280x720", "1920x1080"])
def test_a_twenty_letter_name_on_the_handoff_is_never_cut(sized_driver):
    driver = sized_driver
    driver.app.nav.start_new_game(BERD, [Seat(NAME, "human"), Seat("Bo", "human")],
                                  {"points": "hidden", "arrangement": "automatic"}, 1)
    for _ in range(120):
        driver.frames(1)
        driver.settle()
        if driver.scene.name == "handoff":
            break
    handoff = driver.scene
    assert handoff.name == "handoff" and handoff.player == NAME
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as drawn:
        handoff.draw(canvas)
    driver.frames(1)
    driver.screenshot("handoff-long-name")
    texts = [w for w in drawn if w[0] == "text"]
    title = [w for w in texts if w[1].startswith("Pass the screen to")]
    assert title and title[0][1] == f"Pass the screen to {NAME}", "the title is whole"
    for _, words, needed, box in texts:
        # a label's record is clipped to the canvas: words that reach its edge ran off it
        assert CANVAS.inflate(-2, -2).contains(needed), f"{words!r} runs off: {needed}"
        assert box is None or box.contains(needed), f"{words!r} is cut: {needed} in {box}"
    rects = [w[2] for w in texts]
    for i, rect in enumerate(rects):
        assert rect.collidelist(rects[i + 1:]) == -1, f"{texts[i][1]!r} overlaps another"


@pytest.mark.parametrize(("name", "expected"), [
    ("Computer (Normal)", "Light (computer, Normal) is thinking"),
    ("Cy", "Cy (Light, Normal computer) is thinking"),
])
def test_a_thinking_computer_is_named_once(driver, monkeypatch, name, expected):
    """The status bar says who thinks once: a seat the setup named for its level
    ("Computer (Normal)") goes by its side; a named one by its name, side and level."""
    monkeypatch.setattr(ComputerSeats, "step", lambda self, dt, seat: None)  # stays thinking
    play = driver.app.nav.start_new_game(
        BERD, [Seat(name, "computer:normal"), Seat("Bo", "human")],
        {"arrangement": "automatic"}, 1)
    for _ in range(60):
        driver.frames(1)
        driver.settle()
        if play.session.current_player == 0:
            break
    assert play.session.current_player == 0
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as drawn:
        play.draw(canvas)
    driver.screenshot(f"thinking-{name}")
    status = [w[1] for w in drawn if "thinking" in w[1]
              and play.layout["status"].collidepoint(w[2].center)]
    assert len(status) == 1 and status[0].startswith(expected), status
    said = play.message_text(play.shown_state(), 0)
    assert said.count("is thinking") == 1
    for words in (status[0], said.split("\n")[0]):
        assert len(re.findall("Normal", words)) == 1, words
        assert len(re.findall("computer", words, re.IGNORECASE)) == 1, words
