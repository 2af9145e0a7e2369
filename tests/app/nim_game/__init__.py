"""Nim: the sixth game of the tests, one folder and nothing else (issue: a new game is one
folder and one registry line). Registered by the test through the public registry."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry

from .policy import NimPolicy
from .presenter import NimPresenter
from .rules import NimRules

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.ui.table import GameTable

    from . import controller

    return GameTable(controller.create)


ENTRY = GameEntry(
    rules=NimRules(),
    presenter=NimPresenter(),
    folder=Path(__file__).parent,
    tagline="Take stones from one heap; the last stone wins.",
    search=NimPolicy(),
    table=_table,
    bench=BenchScript({"heaps": "1-3-5-7"}),
)
