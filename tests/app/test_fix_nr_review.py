"""In the review, Neuroriders' narrow Moves list shows the chosen move from its first
words: no line of a move holds its badge alone, the whole move is in view when the list
can hold it, and a longer one fills the list from its first line."""

from __future__ import annotations

import pygame
import pytest
from test_results import finished


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_every_move_of_a_neuroriders_review_shows_from_its_first_words(make_driver, size):
    driver = make_driver(size=size)
    session = finished("neuroriders", 2, {}, 2)
    driver.app.nav.review(session.record)
    driver.frames(1)
    review = driver.scene
    assert review.name == "review"
    assert review.text_x != 84, "Neuroriders' list is the narrow one"
    driver.key(pygame.K_HOME)
    whole = 0
    for _ in range(review.review.last):
        driver.key(pygame.K_RIGHT)
        rows = review.block_rows(review.review.position)
        shown = review.moves.visible()
        assert all(review.lines[k].text for k in rows), "a line holding only a badge"
        if len(rows) <= review.moves.page:
            assert rows[0] in shown and rows[-1] in shown, review.review.where()
            whole += 1
        else:
            assert shown[0] == rows[0] and shown[-1] <= rows[-1], review.review.where()
        if review.review.position == 5:
            driver.screenshot("review-middle")
    assert whole  # some moves were seen whole
    driver.screenshot("review-end")
