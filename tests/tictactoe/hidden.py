"""Tic-tac-toe listed as a game with hidden information (its spec says so; it hides
nothing): registered beside the sixth game only when the suite's tests are collected
(``test_every_registry_test_runs_the_sixth_game``), so a test that selects the games with
hidden information shows it would take a new one too. Never played."""

from __future__ import annotations

from dataclasses import replace

from . import ENTRY as OPEN
from .rules import SPEC, TicTacToeRules


class HiddenTicTacToeRules(TicTacToeRules):
    spec = replace(SPEC, id="tictactoe_hidden", title="Tic-tac-toe, hidden",
                   hidden_information=True)


ENTRY = replace(OPEN, rules=HiddenTicTacToeRules())
