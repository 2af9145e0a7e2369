"""Errors of the rules core.

Every error a player or a file can provoke is a ``ValueError`` subclass with a message
that names what is wrong, so the app can show it and carry on.
"""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action the rules forbid; the message starts with the ruling id that forbids it.

    The state it was tried on is unchanged (states are immutable).
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


class InvalidOptionsError(ValueError):
    """Game options that do not exist, or a choice an option does not offer."""


class MalformedStateError(ValueError):
    """A state's JSON that is not a state of this game."""


class MalformedActionError(ValueError):
    """An action's JSON that is not an action of this game."""


class MalformedRecordError(ValueError):
    """A save file or game record that cannot be read back into a game."""


class UnknownGameError(KeyError, ValueError):
    """A game id that is not in the registry."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"
