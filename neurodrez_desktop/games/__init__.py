"""The registry of games: one entry per game (``core/entry.py``), in the menu's order.

Adding a game: make ``games/<id>/`` with an ``ENTRY`` in its ``__init__.py`` and list it
in ``BUILT_IN`` below; the menu, setup screen, play scene, saves, conformance suite, AI,
selftest and benchmarks all read it from here. ``register`` adds a game at run time (a
test's own game, say).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from typing import Any

from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.errors import UnknownGameError
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.record import GameRecord, load_record
from neurodrez_desktop.games.berd import ENTRY as BERD
from neurodrez_desktop.games.neurodrez import ENTRY as NEURODREZ
from neurodrez_desktop.games.neuroriders import ENTRY as NEURORIDERS
from neurodrez_desktop.games.pokerdrez import ENTRY as POKERDREZ
from neurodrez_desktop.games.quattro_colonne import ENTRY as QUATTRO_COLONNE

BUILT_IN: tuple[GameEntry, ...] = (NEURODREZ, POKERDREZ, BERD, QUATTRO_COLONNE,
                                   NEURORIDERS)

_ENTRIES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    """List a game (after those already listed); ValueError if its id is taken."""
    if entry.id in _ENTRIES:
        raise ValueError(f"a game {entry.id!r} is already registered")
    _ENTRIES[entry.id] = entry


def unregister(game_id: str) -> None:
    """Take a game registered at run time off the list again."""
    _ENTRIES.pop(game_id, None)


for _entry in BUILT_IN:
    register(_entry)


class _RulesById(Mapping[str, Rules[Any, Any]]):
    """``GAMES``: game id → rules, always as the registry stands now (of games of every
    state and action type, which only each game's own modules know)."""

    def __getitem__(self, game_id: str) -> Rules[Any, Any]:
        return _ENTRIES[game_id].rules

    def __iter__(self) -> Iterator[str]:
        return iter(list(_ENTRIES))

    def __len__(self) -> int:
        return len(_ENTRIES)


GAMES: Mapping[str, Rules[Any, Any]] = _RulesById()


def entries() -> list[GameEntry]:
    """Every registered game, in the menu's order."""
    return list(_ENTRIES.values())


def playable() -> list[GameEntry]:
    """The games the menu offers: those with a table (rules may land before it)."""
    return [entry for entry in _ENTRIES.values() if entry.has_table]


def entry_for(game_id: str) -> GameEntry:
    """The entry of ``game_id``; UnknownGameError (a ValueError) names the known ids."""
    try:
        return _ENTRIES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(_ENTRIES))
        raise UnknownGameError(f"no game {game_id!r}; the games are: {known}") from None


def get_rules(game_id: str) -> Rules[Any, Any]:
    """The rules of ``game_id``; UnknownGameError (a ValueError) names the known ids."""
    return entry_for(game_id).rules


def load_game(path: str | os.PathLike[str]) -> GameRecord:
    """Read a save file of any registered game (MalformedRecordError if it is bad)."""
    return load_record(path, get_rules)
