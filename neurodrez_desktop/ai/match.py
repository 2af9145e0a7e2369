"""Agents playing whole games against each other (bench ai, simulate --games).

Each agent is handed only ``view_for(state, seat)``; chance is drawn from the game's seed.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from neurodrez_desktop.ai.agent import Agent, Budget
from neurodrez_desktop.ai.evaluation import policy_for
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Outcome, Rules
from neurodrez_desktop.core.rng import chance_action, derived_rng


@dataclass
class MatchResult:
    outcome: Outcome
    actions: int
    decision_s: dict[int, list[float]] = field(default_factory=dict)
    quick_s: dict[int, list[float]] = field(default_factory=dict)
    """The decisions a searching agent made without a search (one choice, or one the
    game settles), by seat: easy choices should take no time."""
    settled_s: dict[int, list[float]] = field(default_factory=dict)
    """The decisions a search stopped early (its leader could not be overtaken), by seat."""
    settled_work: dict[int, list[float]] = field(default_factory=dict)
    """The same decisions, each as the share of its level's work it used: what it takes
    on the reference machine idle, the same on any machine however busy."""
    capped: dict[int, int] = field(default_factory=dict)
    """How many of a seat's decisions the clock's cap cut short (a machine far slower
    than the reference, or very busy): the level was not itself there."""


def play_match(rules: Rules[Any, Any], agents: Sequence[Agent], budgets: Sequence[Budget],
               seed: int, options: Mapping[str, Any] | None = None, max_actions: int = 100_000
               ) -> MatchResult:
    """One game, seat ``i`` played by ``agents[i]`` with ``budgets[i]``."""
    state = rules.initial_state(len(agents), options)
    decision_s: dict[int, list[float]] = {seat: [] for seat in range(len(agents))}
    quick_s: dict[int, list[float]] = {seat: [] for seat in range(len(agents))}
    settled_s: dict[int, list[float]] = {seat: [] for seat in range(len(agents))}
    settled_work: dict[int, list[float]] = {seat: [] for seat in range(len(agents))}
    rate = policy_for(rules.spec.id).search_rate
    capped = dict.fromkeys(range(len(agents)), 0)
    count = 0
    while True:
        player = rules.current_player(state)
        if player == TERMINAL:
            outcome = rules.outcome(state)
            assert outcome is not None  # terminal ⇔ an outcome (the conformance suite)
            return MatchResult(outcome, count, decision_s, quick_s, settled_s, settled_work,
                               capped)
        if count >= max_actions:
            raise RuntimeError(f"{rules.spec.id}: no end after {max_actions} actions")
        if player == CHANCE:
            action = chance_action(seed, count, rules.chance_outcomes(state))
        else:
            view = rules.view_for(state, player)
            started = time.perf_counter()
            action = agents[player].choose(rules, view, player,
                                           derived_rng(seed, "agent", player, count),
                                           budgets[player])
            seconds = time.perf_counter() - started
            decision_s[player].append(seconds)
            agent = agents[player]
            iterations = getattr(agent, "last_iterations", None)  # a search's (ISMCTSAgent)
            if iterations == 0:
                quick_s[player].append(seconds)
            if getattr(agent, "last_settled", False):
                settled_s[player].append(seconds)
                limit = budgets[player].limit(rate)
                if limit and iterations is not None:
                    settled_work[player].append(iterations / limit)
            capped[player] += bool(getattr(agent, "last_capped", False))
        state = rules.apply(state, action)
        count += 1
