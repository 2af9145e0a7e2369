"""What a player meant, read from raw pygame events in one place (``App.translate``).

Scenes receive intents, never raw events: the same scene code then serves the mouse, the
keyboard, a scripted test and the selftest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Click:
    """A left click at a logical position (not on a widget)."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class Release:
    """The left button let go at a logical position (the end of a drag)."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class RightClick:
    pos: tuple[int, int]


@dataclass(frozen=True)
class Hover:
    pos: tuple[int, int]


@dataclass(frozen=True)
class Scroll:
    pos: tuple[int, int]
    lines: int  # positive: toward the top


@dataclass(frozen=True)
class Back:
    """Esc: close an overlay, or open the in-game menu."""


@dataclass(frozen=True)
class Undo:
    """Ctrl+Z or the Undo button."""


@dataclass(frozen=True)
class Confirm:
    """Enter or Space."""

    mod: int = 0
    """The modifier keys held (Shift+Enter goes back a step where Enter goes on)."""


@dataclass(frozen=True)
class Key:
    key: int
    unicode: str = ""
    mod: int = 0
    """The modifier keys held (pygame.KMOD_*), as the key event gave them."""


@dataclass(frozen=True)
class Widget:
    """A pygame_gui event (a button pressed, a list item chosen …)."""

    event: Any

    @property
    def element(self) -> Any:
        return getattr(self.event, "ui_element", None)


Intent = Click | Release | RightClick | Hover | Scroll | Back | Undo | Confirm | Key | Widget
"""Whatever a scene or a table may be handed."""
