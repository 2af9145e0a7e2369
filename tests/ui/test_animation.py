"""The view's one animation group (ui/animation.py): tweens, countdowns and delayed calls
moved on together once a frame; busy while something input waits for runs; each end's
call made once, in the frame that ends it; stopping and clearing call nothing."""

from __future__ import annotations

import pytest

from neurodrez_desktop.ui.animation import Animations, left, timer

FRAME = 1 / 60


def test_a_tween_runs_to_its_end_and_input_waits_for_it_only_then():
    group = Animations()
    ended: list[str] = []
    glide = group.tween((0, 0), (100, 0), 0.3, then=lambda: ended.append("glide"))
    assert group.busy and glide.position == (0, 0)
    group.update(0.15)
    assert group.busy and 0 < glide.position[0] < 100 and not ended
    group.update(0.15)
    assert not group.busy and glide.position == (100, 0) and ended == ["glide"]
    group.update(1.0)
    assert ended == ["glide"], "an end is called once"
    assert not group.running(glide)


def test_a_flash_does_not_hold_input_but_still_runs_its_time():
    group = Animations()
    flash = group.countdown(0.35, waits=False)
    assert not group.busy and group.running(flash)
    group.update(0.1)
    assert left(flash) == pytest.approx(0.25)
    group.update(0.25)
    assert not group.running(flash) and left(flash) == 0


def test_a_task_is_called_once_after_its_delay():
    group = Animations()
    calls: list[float] = []
    group.task(0.5, lambda: calls.append(0.5))
    for _ in range(29):
        group.update(FRAME)
    assert calls == []
    group.update(2 * FRAME)
    group.update(FRAME)
    assert calls == [0.5]


def test_what_an_end_starts_runs_from_the_next_frame_in_the_order_started():
    """A capture's flash begins when the capturing piece lands, not in the same frame's
    leftover time; tweens end in the order they were started."""
    group = Animations()
    order: list[str] = []
    flash = timer(0.2)

    def landed() -> None:
        order.append("landed")
        group.animate(flash, then=lambda: order.append("flashed"))

    group.tween((0, 0), (1, 1), 0.1, then=landed)
    group.countdown(0.1, then=lambda: order.append("rolled"))
    group.update(0.15)
    assert order == ["landed", "rolled"] and flash.elapsed == 0 and group.busy
    group.update(0.2)
    assert order == ["landed", "rolled", "flashed"] and not group.busy


def test_a_delayed_tween_waits_before_it_moves():
    group = Animations()
    fade = group.animate(timer(0.4, delay=0.3))
    group.update(0.2)
    assert fade.progress == 0 and group.busy
    group.update(0.3)
    assert fade.progress == pytest.approx(0.5)
    assert left(fade) == pytest.approx(0.2)


def test_stopping_or_clearing_calls_nothing_and_frees_input():
    group = Animations()
    called: list[str] = []
    old = group.countdown(1.0, then=lambda: called.append("old"))
    group.countdown(2.0, then=lambda: called.append("other"))
    group.stop(old)  # a newer plan replaces it
    group.update(1.5)
    assert called == [] and group.busy
    group.clear()  # an undo: the table shows the state it went back to
    assert not group.busy
    group.update(5.0)
    assert called == []
