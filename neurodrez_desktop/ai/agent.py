"""The agent protocol and the two simple agents (random, greedy)."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Protocol, TypeVar

from neurodrez_desktop.ai.evaluation import policy_for, rewards
from neurodrez_desktop.core.protocol import CHANCE, Rules
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.core.search_policy import SearchPolicy, overrides

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)


@dataclass(frozen=True)
class Budget:
    """How much an agent may think: a number of iterations, or ``work`` — seconds of the
    game's search on the reference machine (``SearchPolicy.search_rate`` makes them
    iterations) — with wall-clock ``seconds`` as a cap.

    Work makes a level the same opponent on a slow laptop and a fast desktop, idle or busy
    (and a benchmark give the same answer twice); the cap is only a safety net that keeps
    the program responsive on a machine far slower than the reference, and the search
    says when it cut in (``ISMCTSAgent.last_capped``). Seconds alone (no iterations, no
    work) think for that long, however much that is.
    """

    seconds: float | None = 1.0
    iterations: int | None = None
    work: float | None = None

    def limit(self, search_rate: float) -> int | None:
        """The iterations this budget allows a game whose search runs ``search_rate``
        iterations a second on the reference machine: its own, else its work made
        iterations (at least one); None for a budget of seconds alone."""
        if self.iterations is not None or self.work is None:
            return self.iterations
        return max(1, round(self.work * search_rate))

    def deadline(self) -> float | None:
        return None if self.seconds is None else time.perf_counter() + self.seconds


class Agent(Protocol):
    name: str

    def choose(self, rules: Rules[S, A], view: S, seat: int, rng: Rng, budget: Budget) -> A:
        """One legal action for ``seat``, knowing only ``view`` (= view_for(state, seat))."""
        ...


class RandomAgent:
    name = "random"

    def choose(self, rules: Rules[S, A], view: S, seat: int, rng: Rng, budget: Budget) -> A:
        return rng.choice(rules.legal_actions(view))


class GreedyAgent:
    """One ply: the action whose result the game's heuristic likes best for this seat.

    ``noise`` is added to each score (uniform in [0, noise]) so that Easy is beatable.
    The view is filled in once with ``sample_from_view`` to look one move ahead. Like the
    search, it weighs each decision once, paid the game's cheapest way (``SearchPolicy``:
    ``decision``, ``cheapest``), and plays what the game settles (``obvious``) at once:
    an easy player misjudges moves, it does not spend a Joker where the die pays.
    """

    def __init__(self, noise: float = 0.0) -> None:
        self.noise = noise
        self.name = "greedy" if noise == 0 else f"greedy(noise={noise})"

    def choose(self, rules: Rules[S, A], view: S, seat: int, rng: Rng, budget: Budget) -> A:
        legal = rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        policy = policy_for(rules.spec.id)
        settled: A | None = policy.obvious(view, legal)
        if settled is not None:
            return settled
        legal = cheapest_per_decision(policy, view, legal)
        if len(legal) == 1:
            return legal[0]
        world = rules.sample_from_view(view, seat, rng)
        best, best_score = legal[0], float("-inf")
        for action in legal:
            after = rules.apply(world, action)
            while rules.current_player(after) == CHANCE:  # one chance outcome, as expected
                outcomes = rules.chance_outcomes(after)
                after = rules.apply(after, max(outcomes, key=lambda o: o[1])[0])
            score = rewards(rules, after)[seat] + (rng.uniform(0, self.noise)
                                                   if self.noise else 0.0)
            if score > best_score:
                best, best_score = action, score
        return best


def by_decision(decision: Callable[[A], Hashable], legal: list[A]) -> dict[Hashable, list[A]]:
    """The legal actions grouped by what is decided of them (``SearchPolicy.decision``: a move,
    whichever card pays it), in their order."""
    groups: dict[Hashable, list[A]] = {}
    for action in legal:
        key = decision(action)
        group = groups.get(key)
        if group is None:
            groups[key] = [action]
        else:
            group.append(action)
    return groups


def paid(cheapest: Callable[[S, list[A]], A] | None, state: S, actions: list[A]) -> A:
    """The action that carries out one decision: the game's cheapest payment of it
    (``SearchPolicy.cheapest``), else the first."""
    if len(actions) == 1 or cheapest is None:
        return actions[0]
    return cheapest(state, actions)


def cheapest_per_decision(policy: SearchPolicy[S, A], state: S, legal: list[A]) -> list[A]:
    """One action per decision of ``legal`` (in their order), each the cheapest payment
    for it; ``legal`` itself if the game says nothing of payments."""
    if not overrides(policy, "decision"):
        return legal
    return [paid(policy.cheapest, state, group)
            for group in by_decision(policy.decision, legal).values()]
