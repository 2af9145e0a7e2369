"""A table's changed layers take turns to repaint (``draw.repaint_budget``): which waits,
for how long, and never across a change of who is looking."""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.ui import draw

BIG = pygame.Rect(0, 0, 640, 400)  # 256 000 pixels: more than a frame's allowance alone
SMALL = pygame.Rect(640, 0, 160, 96)
OTHER = pygame.Rect(640, 96, 160, 96)


@pytest.fixture
def canvas() -> pygame.Surface:
    pygame.init()
    return pygame.Surface((800, 600))


def _show(canvas: pygame.Surface, layer: draw.Layer, area: pygame.Rect, key: int,
          painted: list[tuple[pygame.Rect, int]]) -> None:
    """``layer`` over ``area`` for ``key``: its picture a fill of the key's grey."""
    def paint(surface: pygame.Surface) -> None:
        surface.fill((key, key, key), area)
        painted.append((area, key))

    layer.show(canvas, area, key, paint)


def _frame(canvas: pygame.Surface, layers: list[tuple[draw.Layer, pygame.Rect, int]],
           sight: object = 0, spent: bool = False) -> list[tuple[pygame.Rect, int]]:
    """A table frame: the canvas cleared, each layer shown, inside one budget; what was
    painted, in order."""
    painted: list[tuple[pygame.Rect, int]] = []
    canvas.fill((0, 0, 0))
    with draw.repaint_budget(sight, spent):
        for layer, area, key in layers:
            _show(canvas, layer, area, key, painted)
    return painted


def _grey(canvas: pygame.Surface, area: pygame.Rect) -> int:
    return canvas.get_at(area.center)[0]


def test_a_frame_repaints_its_first_changed_layer_and_puts_off_the_rest(canvas):
    board, panel, other = draw.Layer(), draw.Layer(), draw.Layer()
    areas = (BIG, SMALL, OTHER)
    first = _frame(canvas, [(board, BIG, 10), (panel, SMALL, 10), (other, OTHER, 10)])
    assert [key for _area, key in first] == [10, 10, 10]  # nothing to show yet: all painted
    assert draw.settled()
    moved = _frame(canvas, [(board, BIG, 20), (panel, SMALL, 20), (other, OTHER, 20)])
    assert moved == [(BIG, 20)]  # the board, though over the allowance alone
    assert [_grey(canvas, a) for a in areas] == [20, 10, 10]  # the panels as they were
    assert not draw.settled()
    later = _frame(canvas, [(board, BIG, 20), (panel, SMALL, 20), (other, OTHER, 20)])
    assert later == [(SMALL, 20), (OTHER, 20)]  # both within one frame's allowance
    assert [_grey(canvas, a) for a in areas] == [20, 20, 20]
    assert draw.settled()


def test_a_frame_that_played_a_move_puts_off_every_changed_layer(canvas):
    """The move's own frame shows the position before it (its animation's first frame);
    a layer with no picture yet is painted all the same."""
    board, panel = draw.Layer(), draw.Layer()
    _frame(canvas, [(board, BIG, 10)])
    painted = _frame(canvas, [(board, BIG, 20), (panel, SMALL, 20)], spent=True)
    assert painted == [(SMALL, 20)]
    assert _grey(canvas, BIG) == 10
    assert _frame(canvas, [(board, BIG, 20), (panel, SMALL, 20)]) == [(BIG, 20)]


def test_another_onlookers_picture_is_never_shown(canvas):
    """Seat 0's pictures stand for nothing in seat 1's frame, not for one frame, however
    spent the budget: every layer painted for seat 0 is painted again."""
    board, hand, other = draw.Layer(), draw.Layer(), draw.Layer()
    _frame(canvas, [(board, BIG, 10), (hand, SMALL, 11), (other, OTHER, 12)], sight=0)
    painted = _frame(canvas, [(board, BIG, 20), (hand, SMALL, 21), (other, OTHER, 22)],
                     sight=1, spent=True)
    assert [key for _area, key in painted] == [20, 21, 22]
    assert [_grey(canvas, a) for a in (BIG, SMALL, OTHER)] == [20, 21, 22]


def test_a_layer_waits_at_most_wait_frames(canvas):
    """A board changing in every frame (it goes first, and alone spends the allowance)
    does not keep a panel after it waiting for ever."""
    board, panel = draw.Layer(), draw.Layer()
    _frame(canvas, [(board, BIG, 0), (panel, SMALL, 10)])
    waited = 0
    for frame in range(1, draw.WAIT_FRAMES + 2):
        painted = _frame(canvas, [(board, BIG, frame), (panel, SMALL, 20)])
        if (SMALL, 20) in painted:
            break
        waited += 1
    assert waited == draw.WAIT_FRAMES
    assert _grey(canvas, SMALL) == 20


def test_only_a_table_frame_puts_a_layer_off(canvas):
    """Outside a budget (a menu, the review), in another place or another language, or a
    layer that may not wait (the message box), the new picture is painted at once."""
    from neurodrez_desktop.core import i18n

    board, panel, box = draw.Layer(), draw.Layer(), draw.Layer(may_wait=False)
    layers = [(board, BIG, 10), (panel, SMALL, 10), (box, OTHER, 10)]
    _frame(canvas, layers)
    painted: list[tuple[pygame.Rect, int]] = []
    for layer, area, _key in layers:  # no budget
        _show(canvas, layer, area, 20, painted)
    assert [key for _area, key in painted] == [20, 20, 20]
    painted = _frame(canvas, [(board, BIG, 30), (box, OTHER, 30)])
    assert painted == [(BIG, 30), (OTHER, 30)]  # the box waits for nothing
    moved = SMALL.move(0, 200)
    assert _frame(canvas, [(board, BIG, 40), (panel, moved, 40)]) == [(BIG, 40), (moved, 40)]
    i18n.set_language("es")
    try:
        assert _frame(canvas, [(board, BIG, 50), (panel, moved, 50)]) == [
            (BIG, 50), (moved, 50)]
    finally:
        i18n.set_language(i18n.ENGLISH)
