"""NeuroDrez's hand panel in the review of a finished game, where every hand is shown.

The footer says "every hand and secret is shown": so the panel shows every colour's
hand, each under its owner's name and colour; the hand under the turn panel's heading is
the mover's (the colour that heading names), and no heading is cut.
"""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.games.neurodrez.words import COLOUR_NAMES
from neurodrez_desktop.ui import draw
from tests.app.test_results import finished
from tests.app.test_review import open_review


def hand_panel(driver, scene) -> tuple[list[str], int]:
    """The words drawn in the hand panel and how many hand tiles it shows; each word is
    drawn whole in the room it had (never cut)."""
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as here:
        scene.draw(canvas)
    here = here + list(scene.controller.view.drawn)  # what the table drew
    box = scene.layout["hand"]
    texts = [w for w in here if w[0] == "text" and box.colliderect(w[2])]
    for _, words_, ink, room in texts:
        assert room is None or room.contains(ink), f"{words_!r} is cut"
    words = [w[1] for w in texts]
    tiles = sum(1 for w in here if w[0] == "item" and "tile in" in w[1]
                and box.colliderect(w[2]))
    return words, tiles


@pytest.mark.parametrize("players", [4, 3, 2])
def test_a_finished_games_review_shows_every_hand_under_its_owner(driver, players):
    session = finished("neurodrez", players, {}, 5)
    names = [seat.name for seat in session.record.players]
    scene = open_review(driver, session)
    review = scene.review
    assert "every hand" in scene.message_text()
    for position in (0, 1, 2, review.last // 2, review.last):
        review.go(position)
        scene._moved(True)
        driver.frames(1)
        state = review.shown()
        words, tiles = hand_panel(driver, scene)
        assert tiles == sum(len(hand) for hand in state.hands), (position, words)
        for slot in state.config.slots:
            colours = " & ".join(COLOUR_NAMES[c].title() for c in slot.colours)
            assert any(colours in text and names[slot.seat] in text for text in words) or (
                len({s.seat for s in state.config.slots}) == 1), (position, colours, words)
        # the hand under the turn panel is the mover's, named in full (never cut)
        mover = state.config.slots[state.slot]
        colours = " & ".join(COLOUR_NAMES[c].title() for c in mover.colours)
        heading = words[0]
        assert heading.startswith(f"{colours}: ") or heading.startswith(
            f"{names[mover.seat]}'s hand · {colours}: "), (position, heading)
        assert "tile" in heading
    driver.screenshot(f"neurodrez-review-hands-{players}p")
    driver.key(pygame.K_HOME)
    driver.screenshot(f"neurodrez-review-hands-{players}p-start")
