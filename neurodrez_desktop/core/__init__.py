"""The shared rules core: pure Python, no pygame, and no game named in it.

What every game and tool shares:

- ``protocol``: the rules API (``Rules``, ``GameSpec``, ``Option``, ``Outcome``,
  ``Refusal``; ``CHANCE``, ``TERMINAL``, ``ONLOOKER``), ``why_not`` for partial selections;
- ``entry``: ``GameEntry``, the one value a game offers the program (rules, table, search
  policy, layout map, rules text, bench script), with what a game must meet;
- ``search_policy``: ``SearchPolicy``, how the computer searches a game (an evaluation
  and hooks with defaults);
- ``errors``: the ``ValueError`` kinds a player or a file can provoke;
- ``rng``: the only ``random`` in the program (seeded streams, chance sampling);
- ``record``: game records and save files (read safely, written atomically by ``files``);
  ``json_fields`` reads a state's JSON fields with errors that name them;
- ``playout``: uniformly random play (benchmarks, tests, the simplest agent);
- primitives the games play with: ``grid`` (square boards and steps), ``stacks`` (piles
  of tokens), ``cards`` (decks as multisets, the chess-piece card deck), ``dice`` (dice as
  chance outcomes, several rolled at once).
"""

from neurodrez_desktop.core.entry import BenchScript, GameEntry
from neurodrez_desktop.core.errors import (
    IllegalActionError,
    InvalidOptionsError,
    MalformedActionError,
    MalformedRecordError,
    MalformedStateError,
    UnknownGameError,
)
from neurodrez_desktop.core.protocol import (
    CHANCE,
    ONLOOKER,
    TERMINAL,
    GameSpec,
    Option,
    Outcome,
    Refusal,
    Rules,
)
from neurodrez_desktop.core.search_policy import SearchPolicy

__all__ = [
    "CHANCE",
    "ONLOOKER",
    "TERMINAL",
    "BenchScript",
    "GameEntry",
    "GameSpec",
    "IllegalActionError",
    "InvalidOptionsError",
    "MalformedActionError",
    "MalformedRecordError",
    "MalformedStateError",
    "Option",
    "Outcome",
    "Refusal",
    "Rules",
    "SearchPolicy",
    "UnknownGameError",
]
