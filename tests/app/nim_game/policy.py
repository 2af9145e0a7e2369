"""How the computer searches Nim: the nim-sum evaluation, every other hook the default."""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.core.search_policy import SearchPolicy

from .rules import NimState, evaluate


class NimPolicy(SearchPolicy[NimState, Any]):
    """A game that tells the search only how good a position is."""

    evaluate = staticmethod(evaluate)
