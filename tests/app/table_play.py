"""Playing a table through posted events, shared by the games' table tests: settle until
a person at the screen is to act (clicking handoffs away), and drag with the mouse."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

CENTRE = (960, 540)


def play_scene(driver: Any) -> Any:
    """The table in the scene stack, whatever is over it (a handoff may be, already:
    NeuroDrez's first roll is its roller's)."""
    return next(scene for scene in driver.app.scenes.scenes if scene.name == "play")


def to_turn(driver: Any, play: Any, on_handoff: Callable[[int], None] | None = None) -> None:
    """Settle, clicking away handoffs (``on_handoff(seat)`` hears of each), until a person
    at the screen is to act, or the game is over."""
    for _ in range(600):
        driver.frames(1)
        driver.settle()
        if driver.scene.name == "handoff":
            if on_handoff is not None:
                on_handoff(driver.scene.seat)
            driver.click(CENTRE)
            continue
        if driver.scene.name != "play" or play.session.is_over:
            return
        player = play.session.current_player
        if player >= 0 and play.session.is_human(player) and play.viewer == player:
            return
    raise AssertionError("no turn came")


def drag(driver: Any, start: tuple[int, int], end: tuple[int, int],
         shot: str | None = None) -> None:
    """Button down at ``start``, the pointer moved in three steps, button up at ``end``
    (``shot``: a screenshot taken mid-drag)."""
    where = driver.app.display.to_window
    pygame.mouse.set_pos(where(start))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where(start), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where(start), button=1))
    driver.frames(1)
    for k in (1, 2, 3):
        point = (start[0] + (end[0] - start[0]) * k // 3, start[1] + (end[1] - start[1]) * k // 3)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where(point), rel=(1, 1),
                                             buttons=(1, 0, 0)))
        driver.frames(1)
    if shot:
        driver.screenshot(shot)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where(end), button=1))
    driver.frames(2)
