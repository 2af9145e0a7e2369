"""``draw.as_many_as_fit`` (PokerDrez's discards, over a hundred cards with two decks)
says as many items as fit whole, the rest counted, as a search item by item would — and
finds them with a few short wraps, not one wrap of the whole list per item: painting the
deck's panel once cost a frame and more (issue 38)."""

from __future__ import annotations

import pygame

from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.ui import draw, theme

HEAD = "Discards, newest first (click to look through): "
NAMES = ("Pawn", "Knight", "Bishop", "Rook", "Queen", "King", "Joker")


def _item_by_item(head: str, items: list[str], rect: pygame.Rect, size: int) -> str:
    """The most that fit, tried from all of them down, one by one (the plain reading)."""
    room = max(1, rect.height // theme.font(size).get_linesize())
    for shown in range(len(items), 0, -1):
        rest = len(items) - shown
        words = head + ", ".join(items[:shown]) + (
            _(", … {n} more").format(n=rest) if rest else "")
        if len(theme.wrap(words, size, rect.width)) <= room:
            return words
    return head + _("… {n} more").format(n=len(items))


def test_as_many_as_fit_says_what_the_item_by_item_search_says(fonts):
    rng = make_rng("as-many-as-fit")
    for case in range(150):
        items = [rng.choice(NAMES) for _ in range(rng.randrange(0, 120))]
        rect = pygame.Rect(0, 0, rng.randrange(120, 700), rng.randrange(10, 140))
        size = rng.choice((18, 20, 22))
        head = rng.choice((HEAD, ""))
        assert draw.as_many_as_fit(head, items, rect, size) == _item_by_item(
            head, items, rect, size), f"case {case}: {len(items)} items in {rect}"


def test_as_many_as_fit_wraps_a_few_short_texts_not_the_whole_list_per_item(fonts,
                                                                           monkeypatch):
    wrapped: list[str] = []
    wrap = theme.wrap

    def counted(message: str, *args, **kwargs):
        wrapped.append(message)
        return wrap(message, *args, **kwargs)

    monkeypatch.setattr(theme, "wrap", counted)
    items = [NAMES[k % len(NAMES)] for k in range(112)]  # two decks' discards
    rect = pygame.Rect(0, 0, 628, 66)  # the deck panel's shelf: three lines at 18
    words = draw.as_many_as_fit(HEAD, items, rect, 18)
    assert "more" in words
    assert len(wrapped) <= 10, f"{len(wrapped)} wraps for 112 items"
    assert max(map(len, wrapped)) < 3 * len(words), "a wrap of a list far longer than fits"
