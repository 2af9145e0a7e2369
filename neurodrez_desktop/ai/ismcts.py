"""Information-set Monte Carlo tree search (single-observer ISMCTS; Cowling, Powley &
Whitehouse 2012), for any game of the registry and any number of seats.

Each iteration deals a determinization of the agent's view (``sample_from_view``), walks
the one shared tree choosing among the actions legal in that determinization by UCB with
availability counts, samples chance outcomes as it goes (chance is not stored in the
tree), expands one node, plays a short rollout (random, but where the game says a choice
is worth deliberating, the evaluation's best), and scores the end with the game's
outcome or heuristic: a reward per seat, so it works for 2–4 seats and for teams. Each
node's statistics are seen from the seat that chose the move into it.
"""

from __future__ import annotations

import math
import time
from typing import Any

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.evaluation import (
    deliberate_for,
    first_to_try_for,
    heuristic_for,
    rewards,
    rollout_depth_for,
    worth_trying_for,
)
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.rng import Rng, sample_outcome

DEFAULT_ROLLOUT_DEPTH = 4


class Node:
    __slots__ = ("action", "seat", "children", "visits", "avail", "total")

    def __init__(self, action: Any = None, seat: int = -1) -> None:
        self.action = action
        self.seat = seat  # who chose ``action``
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0  # sum of rewards for ``seat``


class ISMCTSAgent:
    def __init__(self, exploration: float = 0.7, rollout_depth: int | None = None,
                 reuse: bool = True) -> None:
        self.exploration = exploration
        self.rollout_depth = rollout_depth  # None: the game's ROLLOUT_DEPTH, else 4
        self.reuse = reuse
        self.name = "ismcts"
        self._first: Any = None
        self._worth: Any = None
        self._deliberate: Any = None
        self._depth = DEFAULT_ROLLOUT_DEPTH
        self.last_iterations = 0
        self.reused_visits = 0
        self._previous: tuple[Any, Any, int, Node, Any] | None = None
        """The last search: rules, view, seat, tree, choice."""

    def choose(self, rules: Rules, view: Any, seat: int, rng: Rng, budget: Budget) -> Any:
        game = rules.spec.id  # the game's own search hooks, if it has them
        self._worth = worth_trying_for(game)
        self._first = first_to_try_for(game)
        self._deliberate = deliberate_for(game)
        legal = self._legal(rules, view)
        if len(legal) == 1:  # forced, or the one that wins at once
            self.last_iterations = 0
            self._previous = None
            return legal[0]
        root = self._reusable_root(rules, view, seat) if self.reuse else None
        self.reused_visits = root.visits if root is not None else 0
        root = root or Node()
        evaluate = heuristic_for(game)
        self._depth = (self.rollout_depth if self.rollout_depth is not None
                       else rollout_depth_for(game, DEFAULT_ROLLOUT_DEPTH))
        deadline = budget.deadline()
        limit = budget.iterations
        iterations = 0
        while True:
            self._iterate(rules, view, seat, root, rng, evaluate)
            iterations += 1
            if limit is not None and iterations >= limit:
                break
            if deadline is not None and iterations % 16 == 0 and time.perf_counter() >= deadline:
                break
        self.last_iterations = iterations
        best = max((c for c in root.children.values() if c.action in legal),
                   key=lambda c: (c.visits, c.total))
        self._previous = (rules, view, seat, root, best.action)
        return best.action

    def _reusable_root(self, rules: Rules, view: Any, seat: int) -> Node | None:
        """The subtree of the last search that starts at this information set, if any.

        Sound only when every action since the last decision is known to this seat and
        no chance event happened: the last view is replayed along the tree's actions until
        a view equal to the new one appears (two plies deep at most); otherwise a new
        tree is grown.
        """
        if self._previous is None:
            return None
        old_rules, old_view, old_seat, old_root, choice = self._previous
        self._previous = None
        node = old_root.children.get(choice)
        if old_rules is not rules or old_seat != seat or node is None:
            return None  # another game, or another seat: nothing to reuse
        frontier = [(old_view, node, choice)]
        for _ in range(3):
            following = []
            for state, at, action in frontier:
                try:
                    state = rules.apply(state, action)
                except ValueError:  # a view cannot always be played on: not reusable
                    continue
                player = rules.current_player(state)
                if player == CHANCE:
                    continue
                if player == seat:
                    if rules.view_for(state, seat) == view:
                        return at
                    continue
                following += [(state, child, child.action) for child in at.children.values()]
            frontier = following
        return None

    def _iterate(self, rules: Rules, view: Any, seat: int, root: Node, rng: Rng,
                 evaluate: Any) -> None:
        state = rules.sample_from_view(view, seat, rng)
        node = root
        path = [root]
        current_player = rules.current_player
        apply = rules.apply
        c = self.exploration
        while True:
            player = current_player(state)
            if player == TERMINAL:
                break
            if player == CHANCE:
                state = apply(state, sample_outcome(rules.chance_outcomes(state), rng))
                continue
            legal = self._legal(rules, state)
            children = node.children
            untried = []
            for action in legal:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.avail += 1
            if untried:
                first = self._first
                action = rng.choice(untried) if first is None else first(state, untried, rng)
                child = Node(action, player)
                child.avail = 1
                children[action] = child
                state = apply(state, action)
                path.append(child)
                break
            best, best_value = None, -1.0
            for action in legal:
                child = children[action]
                value = (child.total / child.visits
                         + c * math.sqrt(math.log(child.avail) / child.visits))
                if value > best_value:
                    best, best_value = child, value
            state = apply(state, best.action)
            node = best
            path.append(best)
        reward = self._rollout(rules, state, rng, evaluate)
        for n in path:
            n.visits += 1
            if n.seat >= 0:
                n.total += reward[n.seat]

    def _legal(self, rules: Rules, state: Any) -> list[Any]:
        """The actions the search considers in ``state``: the game's ``worth_trying`` of
        the legal ones, if it has one."""
        legal = rules.legal_actions(state)
        return legal if self._worth is None else self._worth(state, legal)

    def _rollout(self, rules: Rules, state: Any, rng: Rng, evaluate: Any) -> tuple[float, ...]:
        for _ in range(self._depth):
            player = rules.current_player(state)
            if player == TERMINAL:
                break
            if player == CHANCE:
                action = sample_outcome(rules.chance_outcomes(state), rng)
            else:
                legal = self._legal(rules, state)
                if len(legal) > 1 and self._deliberate is not None and self._deliberate(state):
                    action = _best_for(rules, state, legal, player, evaluate)
                else:
                    action = rng.choice(legal)
            state = rules.apply(state, action)
        return rewards(rules, state, evaluate)


def _best_for(rules: Rules, state: Any, legal: list[Any], player: int,
              evaluate: Any) -> Any:
    """The action whose result is best for ``player``: the end's reward, else the
    evaluation (the first of equals)."""
    best, best_value = legal[0], -1.0
    for action in legal:
        value = rewards(rules, rules.apply(state, action), evaluate)[player]
        if value > best_value:
            best, best_value = action, value
    return best
