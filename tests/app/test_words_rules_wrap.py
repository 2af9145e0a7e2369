"""The rules reader never starts a wrapped line with punctuation: the colon after a bold
term ("**Piece**: enter a piece …") goes with the term to the next line."""

from __future__ import annotations

import pygame
from pygame_gui.core.text.text_line_chunk import TextLineChunkFTFont

from neurodrez_desktop.app.reader import markdown_to_html
from neurodrez_desktop.games import playable

PUNCTUATION = ":;,.!?)"


def _line_starts(box) -> list[str]:
    """The words each laid-out line of a text box starts with."""
    starts = []
    for row in box.text_box_layout.layout_rows:
        words = "".join(item.text for item in row.items
                        if isinstance(item, TextLineChunkFTFont))
        if words.strip():
            starts.append(words.lstrip())
    return starts


def test_no_rules_line_starts_with_punctuation(driver):
    menu = driver.scene
    for entry in playable():
        button = next(b for b, (what, game) in menu.buttons.items()
                      if what == "rules" and game == entry.id)
        driver.press(button)
        reader = driver.scene
        assert reader.name == "rules"
        orphans = [line[:50] for line in _line_starts(reader.box)
                   if line[0] in PUNCTUATION]
        if entry.id == "neurodrez":
            driver.screenshot("neurodrez-rules")
        assert not orphans, f"{entry.title}: lines start with punctuation: {orphans}"
        driver.key(pygame.K_ESCAPE)
        assert driver.scene is menu


def test_punctuation_after_a_styled_word_stays_with_it():
    html = markdown_to_html("- **Stack**: the tokens; *safe*, and `Rook`.\n")
    assert "<b>Stack:</b> the tokens" in html
    assert "<i>safe,</i> and" in html


def test_numbered_steps_start_lines_of_their_own():
    """"3. **Tile**: …" then "4. **Piece**: …" are two lines, never "… instead). 4." with
    the step's number left at the end of the line before."""
    html = markdown_to_html("## Your turn\n1. **Roll** the dice.\n2. **Tile**: lay one\n"
                            "   tile.\n   - *Which*: any\n")
    assert "1. <b>Roll</b> the dice.<br>2. <b>Tile:</b> lay one tile.<br>" in html
