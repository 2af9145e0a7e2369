"""Tweens: a value that moves from A to B over time, for animations that never touch rules.

The game state changes at once; a tween only says where to draw something meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def position(self) -> tuple[float, float]:
        k = self.easing(self.progress)
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k)


@dataclass
class Slide:
    """A piece gliding from one square to another: the board under it is drawn as it was
    (``before``) without the piece on ``origin`` until the tween is done (the view's
    ``animations`` run it)."""

    before: Any
    origin: int
    piece: Any
    tween: Tween
