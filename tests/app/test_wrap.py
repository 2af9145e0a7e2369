"""Text wrapping: every line fits its width, a long file path included, and nothing is lost."""

from __future__ import annotations

import pygame

from neurodrez_desktop.ui import theme


def test_a_path_longer_than_the_line_is_cut_to_fit_and_nothing_is_lost(app_home):
    pygame.init()
    path = "/home/someone/Documents/NeuroDrez exports/" + "x" * 200 + ".pgn"
    message = f"Exported as game.pgn\nin {path}"
    lines = theme.wrap(message, 24, 400)
    font = theme.font(24)
    assert all(font.size(line)[0] <= 400 for line in lines)
    assert len(lines) >= 4
    assert "".join(lines).replace(" ", "") == message.replace(" ", "").replace("\n", "")
