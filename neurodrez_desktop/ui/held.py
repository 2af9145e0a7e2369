"""What a press of the mouse button picked up, for drag and drop on any table.

A table's controller chooses something on the press (a piece, a reserve piece, a tile) as
a click would; while the button is held, the pointer carries it (``pointer``, for the
view to draw it there); on the release, the controller drops it where the pointer is, as
a second click there would. One small value serves every table that drags, so each
keeps only its own rules of what may be picked up and where it may go.
"""

from __future__ import annotations

from typing import Any


class Held:
    def __init__(self) -> None:
        self.what: Any = None  # what this press picked up; None: nothing is held
        self.pointer: tuple[int, int] | None = None  # where it is carried, once moved

    def press(self, what: Any) -> None:
        """This press picked up ``what`` (None: nothing)."""
        self.what, self.pointer = what, None

    def hover(self, pos: tuple[int, int]) -> None:
        """The pointer moved: what is held follows it."""
        if self.what is not None:
            self.pointer = pos

    def release(self) -> Any:
        """The button let go: what was held (None: nothing), and nothing is held now."""
        what, self.what, self.pointer = self.what, None, None
        return what

    def dragged(self, selected: Any) -> tuple[int, int] | None:
        """Where ``selected`` is carried, if it is what this press holds and it moved."""
        return self.pointer if self.what is not None and self.what == selected else None
