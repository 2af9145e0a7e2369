"""The window: at the logical size a frame is drawn straight into it; at any other size it
is drawn off screen and scaled in, letterboxed, so what is drawn shows either way."""

from __future__ import annotations

import pygame

from neurodrez_desktop.app.display import Display
from neurodrez_desktop.ui.theme import LOGICAL_SIZE


def _frame_shows(display: Display) -> None:
    display.canvas.fill((0, 0, 0))
    pygame.draw.rect(display.canvas, (250, 10, 10), (1800, 1000, 120, 80))  # bottom right
    display.present()
    corner = display.to_window((1900, 1060))
    red, green, blue = display.window.get_at(corner)[:3]
    assert red > 240 and green < 20 and blue < 20  # smoothscaled: a shade off at most


def test_at_the_logical_size_the_frame_is_drawn_into_the_window():
    pygame.display.init()
    try:
        display = Display(LOGICAL_SIZE)
        assert display.canvas is display.window
        _frame_shows(display)
    finally:
        pygame.display.quit()


def test_at_another_size_the_frame_is_scaled_into_the_window_and_back():
    pygame.display.init()
    try:
        display = Display((1280, 720))
        assert display.canvas is not display.window
        assert display.canvas.get_size() == LOGICAL_SIZE
        _frame_shows(display)
        pygame.display.set_mode(LOGICAL_SIZE, pygame.RESIZABLE)
        display.resized(LOGICAL_SIZE)
        assert display.canvas is display.window
        _frame_shows(display)
        pygame.display.set_mode((1000, 800), pygame.RESIZABLE)  # letterboxed
        display.resized((1000, 800))
        assert display.canvas.get_size() == LOGICAL_SIZE
        _frame_shows(display)
    finally:
        pygame.display.quit()
