"""Tweens: a value that moves from A to B over time, for animations that never touch rules.

The game state changes at once; a tween only says where to draw something meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Easing = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    easing: Easing = ease_out_cubic
    elapsed: float = 0.0
    delay: float = 0.0
    on_done: Callable[[], None] | None = field(default=None, repr=False)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> None:
        was_done = self.done
        self.elapsed += dt
        if self.done and not was_done and self.on_done is not None:
            self.on_done()

    @property
    def position(self) -> tuple[float, float]:
        k = self.easing(self.progress)
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k)


@dataclass
class Slide:
    """A piece gliding from one square to another: the board under it is drawn as it was
    (``before``) without the piece on ``origin`` until the tween is done."""

    before: Any
    origin: int
    piece: Any
    tween: Tween

    def advance(self, dt: float) -> bool:
        """Move on by ``dt``; False once the piece has arrived."""
        self.tween.update(dt)
        return not self.tween.done
