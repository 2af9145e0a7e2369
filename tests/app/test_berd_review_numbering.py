"""Berd's review numbers moves as the table does: the setup placements are listed under
one "Setup" heading, unnumbered; the moves are "1." to the last, as the table's log and
header count them (B4, B11b); and the header and the footer name the same move in the
same words ("Move 79 of 80", "Setup · 7 of 12", "The start of the game"), at any window.
"""

from __future__ import annotations

import re

import pygame

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.app.session import turn_number
from neurodrez_desktop.games.berd.state import Place
from neurodrez_desktop.ui import draw
from tests.app.test_results import finished
from tests.app.test_review import open_review

NUMBER = re.compile(r"^\d+\.$")


def drawn(driver: Driver, scene) -> list:
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as here:
        scene.draw(canvas)
    return [w for w in here if w[0] == "text"]


def header(driver: Driver, scene) -> str:
    """The status bar's words at its right: where the review stands."""
    status = scene.layout["status"]
    words = [w for w in drawn(driver, scene) if status.colliderect(w[2])]
    return max(words, key=lambda w: w[2].right)[1]


def footer(scene) -> str:
    """The message box's first words, up to the move's own ("Move 79 of 80: …")."""
    return scene.message_text().split("\n")[0].split(":")[0].rstrip(".")


def agree(driver: Driver, scene, words: str) -> None:
    assert header(driver, scene) == words
    assert footer(scene) == words


def test_berd_review_numbers_moves_as_the_table_and_header_and_footer_agree(sized_driver):
    driver = sized_driver
    width = driver.app.display.window.get_width()
    session = finished("berd", 2, {"size": 4}, 5)
    actions = session.record.actions
    placements = sum(1 for a in actions if isinstance(a, Place))
    played = turn_number(session.progress)  # the table's header at the end: "Move 80"
    assert session.progress == f"Move {played}" and placements > 7
    scene = open_review(driver, session)
    review = scene.review
    assert review.last == placements + played
    agree(driver, scene, f"Move {played} of {played}")  # opened at the end
    driver.screenshot(f"berd-review-numbering-end-{width}")
    driver.key(pygame.K_HOME)
    agree(driver, scene, "The start of the game")
    headings: set[int] = set()
    numbers: list[str] = []
    for k in range(1, review.last + 1):
        driver.key(pygame.K_RIGHT)
        assert review.position == k
        words = drawn(driver, scene)
        rows = {row: scene.moves.row_rect(row) for row in scene.moves.visible()}
        headings |= {row for row, rect in rows.items() for w in words
                     if w[1] == "Setup" and rect.colliderect(w[2])}
        beside = [w[1] for row in scene.block_rows(k) if row in rows for w in words
                  if NUMBER.match(w[1]) and rows[row].colliderect(w[2])]
        move = review.moves[k - 1]
        if k <= placements:  # a placement: under "Setup", without a number
            assert move.turn == "Setup" and beside == [], (k, beside)
        else:
            numbers += beside
        if k == 7:
            agree(driver, scene, f"Setup · 7 of {placements}")
            driver.screenshot(f"berd-review-numbering-setup-{width}")
        elif k == placements + 1:
            agree(driver, scene, f"Move 1 of {played}")
            driver.screenshot(f"berd-review-numbering-move1-{width}")
        elif k == review.last - 1:
            agree(driver, scene, f"Move {played - 1} of {played}")
    assert len(headings) == 1  # one "Setup" heading over the placements
    assert numbers == [f"{n}." for n in range(1, played + 1)]  # as the table numbers them
    driver.key(pygame.K_END)
    agree(driver, scene, f"Move {played} of {played}")
