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


def test_a_paragraph_too_long_for_its_box_is_set_smaller_not_cut(app_home, monkeypatch):
    """A refusal that explains what would make a move possible can run to several lines:
    the message panel shows it whole, at a smaller size, instead of dropping the end."""
    from neurodrez_desktop.ui import draw

    pygame.init()
    canvas = pygame.Surface((800, 200))
    box = pygame.Rect(0, 0, 770, 80)  # the message panel's text area: two lines at 28
    words = ("P4: Knight g1 needs a Knight card or a Joker (you hold Rook 7, Pawn 1; common: "
             "Bishop 3, Queen 12, Pawn 4, Neutral, Rook 9), or a roll of 2 or 6.")
    drawn: list[str] = []
    original = theme.text

    def spy(message, size=32, colour=theme.TEXT, bold=False):
        drawn.append(message)
        return original(message, size, colour, bold)

    monkeypatch.setattr(theme, "text", spy)
    used = draw.paragraph(canvas, words, box, 28)
    assert " ".join(drawn).split() == words.split(), "words were left out"
    assert used <= box.h
    assert len(theme.wrap(words, 28, box.w)) * theme.font(28).get_linesize() > box.h, \
        "the example must be too long at the size asked for"
