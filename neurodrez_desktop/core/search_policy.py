"""How the computer searches a game: one per-game policy object with defaults.

A game tells the search (``ai/ismcts.py``) what its rules do not: how good a position
is, and optional guidance — which move to try first, which to ignore, how a move is paid
for, which chance to branch on. Each game subclasses ``SearchPolicy`` in its own folder
(``games/<id>/policy.py``) and overrides only what it knows better, as python-chess's
variants override a few board methods; every default is what the search does for a game
that says nothing. The search asks ``overrides`` once per decision, so a hook a game
leaves alone costs nothing per node (no filter, no branch on chance).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, TypeVar

from neurodrez_desktop.core.protocol import Outcome
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.core.tactics import Tactic

S = TypeVar("S")
A = TypeVar("A")

Evaluation = Callable[[Any], tuple[float, ...]]
"""A position's worth to each seat, in [0, 1] (the search's cut-off)."""


def outcome_rewards(outcome: Outcome) -> tuple[float, ...]:
    """1 for a winner, 0 for a loser, 0.5 each on a draw (all seats sharing a win that is
    not a team's)."""
    players = len(outcome.scores)
    if outcome.is_draw:
        return (0.5,) * players
    return tuple(1.0 if seat in outcome.winners else 0.0 for seat in range(players))


class SearchPolicy(ABC, Generic[S, A]):
    """What a game tells the computer players beyond its rules: an evaluation, and
    guidance for the search, each with the default a game that says nothing gets.

    The hooks take their arguments by position only, so a game may set one to its
    heuristics' own function (``evaluate = staticmethod(heuristics.evaluate)``), whatever
    its parameters are called: the search calls them at every node, and a method that
    only forwards the call would cost it a frame each time."""

    rollout_depth: int = 4
    """How many actions a playout plays past a new node before the evaluation judges it."""
    minimax: float = 0.4
    """How much an option's value in the search owes to its minimax backup, the rest to its
    mean reward (Lanctot, Winands, Pepels & Sturtevant 2014). Higher where the evaluation
    already sees a piece left hanging (PokerDrez's threat term), so the backup is to be
    trusted over a mean that the opponent's weaker replies, tried for exploration, keep
    high."""
    search_rate: int = 1000
    """Iterations a second of this game's search on the reference machine, idle (the
    slower positions of whole games: ``neurodrez bench rate`` measures it): a level's
    ``Budget.work`` seconds become ``work * search_rate`` iterations, the same on every
    machine, so the level is the same opponent on each."""

    @abstractmethod
    def evaluate(self, state: S, /) -> tuple[float, ...]:
        """Each seat's prospects in [0, 1], where a playout stops before the end (the rules'
        outcome is used at the end)."""

    def first_to_try(self, state: S, untried: list[A], rng: Rng, /) -> A:
        """Which new action the search expands first (captures before quiet moves), so a
        reply that refutes a move is found before the move looks good. Default: a random
        one."""
        return rng.choice(untried)

    def worth_trying(self, state: S, legal: list[A], /) -> list[A]:
        """The legal actions the search should consider (only a move that wins at once if
        there is one, never one that hands another seat the game). Default: all of them."""
        return legal

    def deliberate(self, state: S, /) -> bool:
        """Where a playout plays the evaluation's favourite instead of a random action (few
        actions that decide games). Default: random everywhere."""
        return False

    def decision(self, action: A, /) -> Hashable:
        """What the search decides of an action: actions with the same decision differ only
        in how they are paid (PokerDrez: the chess move, whichever card pays it). The
        search weighs decisions, and ``cheapest`` pays for the one chosen, so a move is not
        split into a branch per card (which kept the opponent's best reply from being
        revisited). Default: every action is a decision of its own."""
        return action

    def cheapest(self, state: S, actions: list[A], /) -> A:
        """Which of the legal actions of one decision to play: the cheapest payment (the die
        before a card, a plain card before a Joker). Default: the first."""
        return actions[0]

    def obvious(self, state: S, legal: list[A], /) -> A | None:
        """A choice the game's heuristic settles without a search (which card goes back to
        the common row), or None to search it. Keeps easy choices quick, so the budget
        goes where it matters. Default: every choice is searched."""
        return None

    def open_chance(self, state: S, /) -> bool:
        """Chance the search branches on, outcome by outcome: an event every seat sees with
        few outcomes (PokerDrez's die, P9), so what to do after a six is searched apart
        from what to do after a one. Default: chance is sampled, never a branch (a card
        drawn into a hand must stay unseen by the others' replies)."""
        return False

    def blind(self, state: S, /) -> bool:
        """Where the seat to act chooses without seeing the choice just made (Quattro
        Colonne's second order, given before the first is revealed, Q4). The search then
        weighs that seat's options alike whatever the hidden choice was, and takes the
        hidden choice's worth as the mean over them, not as its best reply: otherwise the
        opponent in the tree answers an order it cannot see, and every order looks as bad
        as its counter. Default: every choice is seen by the next seat to act."""
        return False

    def end_rewards(self, outcome: Outcome, /) -> tuple[float, ...]:
        """Each seat's reward at the end of a game. Where the evaluation is a share of what
        the scores count (Berd: the points each side has and is on its way to), the end
        is scored on the same scale, so a loss the search has proven (lose by 100) is not
        worth less than one beyond its reach (lose by 200, still valued at the
        evaluation's third). Default: 1 for a win, 0 for a loss, a half each on a draw."""
        return outcome_rewards(outcome)

    def tactics(self) -> Sequence[Tactic]:
        """The game's tactics positions (``core/tactics.py``), for ``bench tactics`` and the
        AI's tests; built only when asked for. Default: none."""
        return ()


def overrides(policy: SearchPolicy[Any, Any], hook: str) -> bool:
    """Whether ``policy`` has a hook of its own (a method or a function set on it) rather
    than ``SearchPolicy``'s default: the search asks once per decision and skips the work
    a default would do for nothing (a filter that keeps every action, a per-node check
    that is always False)."""
    own = getattr(policy, hook)
    return getattr(own, "__func__", own) is not getattr(SearchPolicy, hook)
