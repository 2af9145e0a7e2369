"""The registry of games: ``GAMES`` maps a game id to its (stateless) rules.

Adding a game: make ``games/<id>/`` with a ``rules.py`` and list its rules class below;
the menu, setup screen, saves, conformance suite, AI and benchmarks pick it up from here.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from neurodrez_desktop.core.errors import UnknownGameError
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.record import GameRecord, load_record
from neurodrez_desktop.games.berd.rules import BerdRules
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules

_ALL: tuple[Rules, ...] = (PokerDrezRules(), BerdRules())

GAMES: Mapping[str, Rules] = {rules.spec.id: rules for rules in _ALL}


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
