"""Tic-tac-toe: the sixth game of the tests, one folder and nothing else. Registered
through the public registry (``games.register``) by the tests that play it, or for the
whole suite by ``tests/conftest.py`` when ``NEURODREZ_TEST_GAMES`` names this folder."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry

from .policy import TicTacToePolicy
from .profile import PROFILE
from .rules import TicTacToeRules

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.ui.table import GameTable

    from . import controller

    return GameTable(controller.create)


ENTRY = GameEntry(
    rules=TicTacToeRules(),
    folder=Path(__file__).parent,
    tagline="Three in a row on a three-by-three board.",
    search=TicTacToePolicy(),
    table=_table,
    bench=BenchScript({"first": "O"}),
    tests=PROFILE,
)
