"""The registry of games: ``GAMES`` maps a game id to its (stateless) rules.

Adding a game: make ``games/<id>/`` with a ``rules.py`` and list its rules class below;
the menu, setup screen, saves, conformance suite, AI and benchmarks pick it up from here.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Mapping
from functools import cache

from neurodrez_desktop.core.errors import UnknownGameError
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.record import GameRecord, load_record
from neurodrez_desktop.games.berd.rules import BerdRules
from neurodrez_desktop.games.neurodrez.rules import NeuroDrezRules
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules

_ALL: tuple[Rules, ...] = (NeuroDrezRules(), PokerDrezRules(), BerdRules())

GAMES: Mapping[str, Rules] = {rules.spec.id: rules for rules in _ALL}


@cache
def has_table(game_id: str) -> bool:
    """Whether the game can be played in the window yet: its rules may land (and be
    tested, benchmarked and simulated) before its table (``controller.py``) does."""
    return importlib.util.find_spec(f"neurodrez_desktop.games.{game_id}.controller") is not None


def playable() -> dict[str, Rules]:
    """The games the menu offers: those with a table."""
    return {game_id: rules for game_id, rules in GAMES.items() if has_table(game_id)}


def get_rules(game_id: str) -> Rules:
    """The rules of ``game_id``; UnknownGameError (a ValueError) names the known ids."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES))
        raise UnknownGameError(f"no game {game_id!r}; the games are: {known}") from None


def load_game(path: str | os.PathLike[str]) -> GameRecord:
    """Read a save file of any registered game (MalformedRecordError if it is bad)."""
    return load_record(path, get_rules)
