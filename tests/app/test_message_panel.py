"""The message box with a "Rule R7" link: a short notice sits beside the link; a long one in
a narrow box (Neuroriders' column, a longer language) goes under it across the whole box
rather than being squeezed into the column beside it and cut."""

from __future__ import annotations

import pygame

from neurodrez_desktop.app.message_panel import MessagePanel
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.ui import draw

BOX = pygame.Rect(1512, 362, 392, 270)
"""Neuroriders' message box, the narrowest table's."""
LONG = ("Take a room from the lineup (click it or press 1–4); then you hold two and lay "
        "one of them on the grid, next to a room whose door matches, or keep it.")


def _drawn(notice: Notice) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The notice's words as drawn (their ink and the box they were given), and the link."""
    panel = MessagePanel(BOX, entry_for("neuroriders").rulings)
    canvas = pygame.Surface((1920, 1080))
    with draw.recorded(canvas) as widgets:
        panel.draw(canvas, notice)
    words = next(w for w in widgets if w[0] == "text" and w[1] == notice.words)
    assert panel.rule_link is not None
    return words[2], words[3], panel.rule_link[0]


def test_a_short_notice_sits_beside_its_rule_link(fonts):
    ink, room, link = _drawn(Notice("Take a room.", "R7"))
    assert room.right <= link.x and room.y < link.bottom  # the column left of the link


def test_a_long_notice_goes_under_its_rule_link_and_is_read_whole(fonts):
    i18n.set_language(i18n.PSEUDO)  # 40% longer
    words = i18n.pseudo(LONG)
    ink, room, link = _drawn(Notice(words, "R7"))
    assert room.y >= link.bottom and room.w > BOX.w - 60  # under the link, the box's width
    assert room.contains(ink), (ink, room)  # whole: nothing left out below
