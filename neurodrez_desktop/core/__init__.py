"""The shared rules core: pure Python, no pygame.

Everything a game's rules need in common lives here: the rules API (``protocol``), its
errors, the seeded chance sampler (``rng``), game records and saves (``record``), and the
primitives the five games share (``grid``, ``stacks``, ``cards``, ``dice``).
"""

from neurodrez_desktop.core.errors import (
    IllegalActionError,
    InvalidOptionsError,
    MalformedActionError,
    MalformedRecordError,
    MalformedStateError,
    UnknownGameError,
)
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, GameSpec, Option, Outcome, Rules

__all__ = [
    "CHANCE",
    "TERMINAL",
    "GameSpec",
    "IllegalActionError",
    "InvalidOptionsError",
    "MalformedActionError",
    "MalformedRecordError",
    "MalformedStateError",
    "Option",
    "Outcome",
    "Rules",
    "UnknownGameError",
]
