"""Playing a table through posted events, shared by the games' table tests: settle until
a person at the screen is to act (clicking handoffs away), point and drag with the mouse."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

CENTRE = (960, 540)
TURN_WAIT_S = 60.0
"""How long ``to_turn`` waits for a person's turn (a computer's worker may be starting)."""


def hot_seat(driver: Any, rules: Any, seed: int = 5, options: dict[str, Any] | None = None,
             names: tuple[str, ...] = ("Ada", "Bo")) -> Any:
    """A new game of people sharing the screen, settled: its play scene."""
    from neurodrez_desktop.core.record import Seat

    driver.app.nav.start_new_game(rules, [Seat(name, "human") for name in names],
                                  options or {}, seed)
    driver.frames(1)
    driver.settle()
    return play_scene(driver)


def window_shot(driver: Any, name: str) -> None:
    """The window as the player sees it, at its own size, among the driver's shots."""
    driver.frames(1)
    driver.shots.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.display.window, str(driver.shots / f"{name}.png"))


def to_scene(driver: Any, name: str, frames: int = 60) -> Any:
    """Frames until the top scene is ``name`` (results after a game's end, a handoff …),
    at most ``frames``: that scene (the test fails naming the scene on top instead)."""
    for _ in range(frames):
        if driver.scene.name == name:
            return driver.scene
        driver.frames(1)
    assert driver.scene.name == name, f"no {name}; the top scene is {driver.scene.name}"
    return driver.scene


def play_scene(driver: Any) -> Any:
    """The table in the scene stack, whatever is over it (a handoff may be, already:
    NeuroDrez's first roll is its roller's)."""
    return next(scene for scene in driver.app.scenes.scenes if scene.name == "play")


def to_turn(driver: Any, play: Any, on_handoff: Callable[[int], None] | None = None) -> None:
    """Settle, clicking away handoffs (``on_handoff(seat)`` hears of each), until a person
    at the screen is to act, or the game is over."""
    end = time.monotonic() + TURN_WAIT_S
    while time.monotonic() < end:  # by the clock: a computer thinks in its own process
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
        if play.computers.thinking:
            time.sleep(0.005)  # its worker's answer comes in time, not in frames
    raise AssertionError("no turn came")


def point_at(driver: Any, pos: tuple[int, int], frames: int = 1) -> None:
    """The pointer moved to ``pos`` (logical) with no button down, and ``frames`` frames
    to take it in (a hover, a button's highlight)."""
    where = driver.app.display.to_window(pos)
    pygame.mouse.set_pos(where)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frames(frames)


def drag(driver: Any, start: tuple[int, int], end: tuple[int, int],
         shot: str | None = None) -> None:
    """Button down at ``start``, the pointer moved in three steps, button up at ``end``
    (``shot``: a screenshot taken mid-drag)."""
    where = driver.app.display.to_window
    point_at(driver, start)
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
