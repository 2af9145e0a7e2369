"""NeuroDrez's hand panel where every hand is shown (the final table, a finished game's
review): each hand's colour badges never cover its cards' names ("Bishop 7" read
"B●●hop" where a hand held no tile, the cards' line drawn over the badges), and each
hand's heading is drawn in the panel's full text colour at the theme's sizes (it was grey
at the smallest size), whole or fitted, never smaller than ``theme.SMALLEST``.

Finished 2-, 3- and 4-player games (names of twenty wide letters) are drawn with the
layout recorder (``draw.recorded``, the view's ``drawn``) and checked with
``layout_problems``.
"""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.ui import draw, theme
from tests.app.test_layout_overlap import layout_problems
from tests.app.test_results import finished, open_results, play_scene
from tests.app.test_review import open_review


def shot(driver, name: str) -> None:
    """The canvas, and the window as the player sees it at its own size."""
    driver.screenshot(name)
    size = "x".join(map(str, driver.app.display.window.get_size()))
    pygame.image.save(driver.app.display.window, str(driver.shots / f"{name}-{size}.png"))


def hand_widgets(canvas: pygame.Surface, scene) -> list[draw.Widget]:
    """What ``scene`` draws in the hand panel (the panel too), drawing it once."""
    canvas.fill(theme.BACKGROUND)
    with draw.recorded(canvas) as here:
        scene.draw(canvas)
    box = scene.layout["hand"]
    return [w for w in here + list(scene.controller.view.drawn) if box.contains(w[2])]


def check_panel(canvas: pygame.Surface, widgets: list[draw.Widget], where: str) -> None:
    problems = layout_problems(widgets)
    assert not problems, f"{where}:\n  " + "\n  ".join(problems[:12])
    badges = [w for w in widgets if w[0] == "item" and w[1].startswith("badge ")]
    texts = [w for w in widgets if w[0] == "text"]
    assert badges, f"{where}: no colour badges drawn"
    for badge in badges:
        covered = [t[1] for t in texts if t[2].colliderect(badge[2])]
        assert not covered, f"{where}: {badge[1]} covers {covered}"
    headings = [t for t in texts if "'s hand · " in t[1] or " in hand" in t[1]]
    assert headings, where
    smallest = theme.ink_rect(pygame.Rect(0, 0, 0, 0), theme.SMALLEST, True).h
    for _, words, ink, _ in headings:
        assert ink.h >= smallest, f"{where}: {words!r} is under the smallest size"
        brightest = max(max(canvas.get_at((x, y))[:3])
                        for x in range(ink.x, ink.right) for y in range(ink.y, ink.bottom))
        assert brightest >= min(theme.TEXT), f"{where}: {words!r} is drawn dim"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_badge_covers_a_cards_name_in_every_hand(make_driver, players):
    driver = make_driver(size=(1280, 720))
    canvas = driver.app.display.canvas
    session = finished("neurodrez", players, {}, 5)
    results = open_results(driver, session)
    play = play_scene(driver)
    check_panel(canvas, hand_widgets(canvas, play), f"{players} players, the final table")
    driver.key(pygame.K_f)  # the results folded away: the whole table to look at
    driver.frames(1)
    assert driver.scene is results and results.folded
    shot(driver, f"neurodrez-hands-end-{players}p")
    scene = open_review(driver, session)
    for position in (scene.review.last // 2, scene.review.last):  # tiles held; none left
        scene.review.go(position)
        scene._moved(True)
        driver.frames(1)
        check_panel(canvas, hand_widgets(canvas, scene),
                    f"{players} players, the review at {position}")
        driver.frames(1)
        shot(driver, f"neurodrez-hands-review-{players}p-{position}")
