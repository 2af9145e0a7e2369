"""Information-set Monte Carlo tree search (single-observer ISMCTS; Cowling, Powley &
Whitehouse 2012), for any game of the registry and any number of seats.

Each iteration deals a determinization of the agent's view (``sample_from_view``), walks
the one shared tree choosing among the actions legal in that determinization by UCB with
availability counts, samples chance outcomes as it goes, expands one node, plays a short
rollout (random, but where the game says a choice is worth deliberating, the evaluation's
best, and what the game settles as it says), and scores the end with the game's outcome
or heuristic: a reward per seat, so it works for 2–4 seats and for teams. Each node's
statistics are seen from the seat that chose the move into it. The game's search policy
(``core/search_policy.py``) guides it.

What keeps the opponent's best reply in view, where a plain search loses it among the
options (a queen taken by a bishop, found by 15 of the 1,058 visits below the queen's
move, was the measured fault in PokerDrez):
- **Decisions, then payment.** Where a game says that several actions are one decision
  paid in different ways (``SearchPolicy.decision``: a chess move and the card that pays for
  it), the tree holds the decision and the game's ``cheapest`` pays for it. Otherwise
  every card in every sampled hand was a new branch, there was always an untried one to
  expand, and the reply that refutes a move was rarely revisited.
- **Progressive widening** below the root: a node grows a new child only while fewer
  than ``WIDEN_BASE * (visits + 1) ** WIDEN_POWER`` of its children are open in the world
  dealt (Coulom 2007; Chaslot et al. 2008),
  the game's ``first_to_try`` choosing which (captures first), so the few replies tried
  are searched deep instead of a hundred tile placements once each. The root tries
  everything once, it is the decision being made, unless it has more options than a
  second can search: then it too widens, best first by one look ahead.
- **Implicit minimax backups** (``MINIMAX``): a child's value mixes its mean reward with
  the evaluation backed up as if each seat picked its best reply, so one refutation
  outweighs many quiet replies at once; in each world remembered, only the replies open
  there count (a recapture that needs a lucky roll is not certain). Where it was checked,
  a certain result it showed was real: in Berd's "take the bigger token", solved exactly
  (tests/ai/exact.py), all 483 certain values in a tree of 20,000 iterations were right.
  But the game's end counts only as won or lost. A loss the search has proven is worth 0,
  while a loss it cannot yet see is still worth the evaluation's share of the material.
  So in a lost position, more search can turn the search away from the move that loses
  least (issue 34).
- **A die all see is a branch per face** where the game says so (``SearchPolicy.open_chance``):
  the reply after a six is not mixed with the reply after a one, and a roll is worth the
  mean of its faces. Other chance (a card drawn into a hand) stays out of the tree.
- **A choice made blind to the one before it** (``SearchPolicy.blind``: Quattro Colonne's second
  secret order) is weighed by statistics its seat shares across every hidden choice it
  cannot tell apart, and is worth their mean: in a plain tree the second seat answered an
  order it never saw, and every first order looked as bad as its counter (against the
  same search without it, 13 of 20 games at half a second a move).
Easy choices are quick: one decision (however it is paid), or one the game's heuristic
settles (``SearchPolicy.obvious``), is played without a search.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable
from typing import Any, TypeVar, cast

from neurodrez_desktop.ai.agent import Budget, by_decision, paid
from neurodrez_desktop.ai.evaluation import EndRewards, policy_for, rewards
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.rng import Rng, sample_outcome
from neurodrez_desktop.core.search_policy import (
    Evaluation,
    SearchPolicy,
    outcome_rewards,
    overrides,
)

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)

EXPLORATION = 0.4
"""UCB's exploration constant. Rewards are evaluations squashed into [0, 1], where a queen
is about 0.4; at 0.7 the quiet replies to a blunder drew most of the visits, and the
blunder's average stayed high."""
WIDEN_BASE, WIDEN_POWER = 2.0, 0.5
"""Below the root a node grows a child only while fewer than ``WIDEN_BASE * (visits + 1) **
WIDEN_POWER`` of its children are open in the world dealt: 3 after its first visit, 21
after a hundred; a chess position's replies are all open after about 300."""
ROOT_WIDE, ROOT_OPEN = 48, 12
"""A root with more than ``ROOT_WIDE`` options is widened too, in the order of one look
ahead, with at least ``ROOT_OPEN`` of them open from the start: a second of NeuroDrez's
search is a hundred or so iterations, fewer than its 144 tile placements, so trying each
once at random left Normal choosing worse than Easy's one look."""
OPEN_SEEN = 32
"""How many of a node's last passes the minimax backup remembers which replies were open
in (``Node.open``)."""
MINIMAX = SearchPolicy.minimax
"""How much a child's value owes to its minimax backup (the rest to its mean reward;
Lanctot, Winands, Pepels & Sturtevant 2014): a move whose reply loses a queen looks as bad
as that reply at once, instead of after the averages have absorbed it."""
FIRST_PASS = 0.6
"""The share of a decision's iterations spread over all its options; the rest is a second
pass on the two that matter (``_focus``): the most visited and the best valued. Visits
alone threw the best value away: with 51 options of 10–35 visits each, a capture whose
backed-up value led (0.46 against at most 0.43) was chosen one time in three."""
CONTENDER_SHARE, CONTENDER_VISITS = 0.4, 4
"""A child is valued against the most visited one only with at least this share of its
visits (and this many): fewer, and its value is a few rollouts' luck."""
CLEAR_FROM, CLEAR_Z, CLEAR_SPREAD, ALIKE = 0.1, 3.0, 0.1, 0.02
"""When a leader is clear (``_clear_leader``): from this share of a decision's
iterations on, when its mean reward beats every other option's by ``CLEAR_Z`` standard
errors, or is within ``ALIKE`` of it by as many (options that lead to the same, which
no number of iterations tells apart). Each reward's spread is taken as at least
``CLEAR_SPREAD``: a refutation not found yet is not noise, and the floor keeps a few
look-alike evaluations from settling a choice. The plain rule, that the others cannot
reach the visits to be weighed in the iterations left, waits until most of the first
pass is spent even where one option is plainly worse (pass or move)."""


class Node:
    __slots__ = ("action", "seat", "children", "visits", "avail", "bit", "open", "varied",
                 "total", "squares", "best", "blind", "shared")

    def __init__(self, action: Hashable = None, seat: int = -1, bit: int = 0) -> None:
        self.action = action
        self.seat = seat  # who chose ``action``
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.avail = 0
        self.bit = bit  # this child's bit in its parent's ``open`` masks
        self.open: list[tuple[int, int]] = []
        """Which children were open, one bit mask for each of the last ``OPEN_SEEN`` passes
        through this node (what the world dealt let the mover choose), with how many
        children there were then."""
        self.varied = False  # some pass found a child closed: worlds differ here
        self.total = 0.0  # sum of rewards for ``seat``
        self.squares = 0.0  # sum of their squares: how much they vary (``_clear_leader``)
        self.best: tuple[float, ...] | None = None
        """The evaluation's rewards below this node if each seat picked its best child
        open to it (implicit minimax backups): the refutation the averages are slow to
        see."""
        self.blind = False
        """The seat to act here cannot see the choice that led here (``SearchPolicy.blind``):
        its options are weighed by ``shared`` of the parent, and this node is worth
        their mean, not the best of them."""
        self.shared: Node | None = None
        """For a choice the next seat cannot see: the statistics of that seat's options,
        one set for all the choices here (they look alike to it)."""


class ISMCTSAgent:
    def __init__(self, exploration: float = EXPLORATION, rollout_depth: int | None = None,
                 reuse: bool = True, widening: bool = True, minimax: float | None = None
                 ) -> None:
        self.exploration = exploration
        self.given_minimax = minimax  # None: the game's (SearchPolicy.minimax)
        self.minimax = MINIMAX if minimax is None else minimax
        """The mix the last search used (the game's, or the one given)."""
        self.rollout_depth = rollout_depth  # None: the game's (SearchPolicy.rollout_depth)
        self.reuse = reuse
        self.widening = widening
        self.name = "ismcts"
        # the game's own hooks (``SearchPolicy``), None where it keeps the default; over
        # any game's states and actions, as the agent plays every game
        self._first: Callable[[Any, list[Any], Rng], Any] | None = None
        self._worth: Callable[[Any, list[Any]], list[Any]] | None = None
        self._deliberate: Callable[[Any], bool] | None = None
        self._decision: Callable[[Any], Hashable] | None = None
        self._cheapest: Callable[[Any, list[Any]], Any] | None = None
        self._obvious: Callable[[Any, list[Any]], Any] | None = None
        self._opened: Callable[[Any], bool] | None = None
        self._blind: Callable[[Any], bool] | None = None
        self._ends: EndRewards = outcome_rewards  # how a game's end is scored
        self._root_order: list[Any] | None = None
        """A root with more than ``ROOT_WIDE`` options: its decisions, best first by one
        look ahead; the root then widens in that order."""
        self._root_legal: list[Any] = []
        """The root's actions, worked out on the view: a game's ``worth_trying`` may read
        a dealt world's secrets (an agenda) below the root, never for the seat's own
        choice, or a move on offer only where it wins would look certain to."""
        self._depth = SearchPolicy.rollout_depth
        self.last_iterations = 0
        self.last_capped = False
        """The time cap cut the last decision's iterations short (a machine much slower
        than the reference, or a busy one): the benchmarks report it."""
        self.last_settled = False
        """The last decision stopped early: the leader could not be overtaken."""
        self._focus: frozenset[Hashable] | None = None
        """In a decision's second pass, the root's options still searched."""
        self.last_focus: frozenset[Hashable] | None = None
        """The options the last decision's second pass searched (None: it had none)."""
        self.reused_visits = 0
        self.last_root: Node | None = None
        """The tree of the last search (None when the choice needed none): for tests and
        for measuring where the visits went."""
        self._previous: tuple[Rules[Any, Any], Any, int, Node, Hashable] | None = None
        """The last search: rules, view, seat, tree, choice (a decision)."""

    def quick(self, rules: Rules[S, A], view: S) -> A | None:
        """The choice ``choose`` makes without a search (forced, settled by the game, or
        one decision however it is paid), or None when it takes a search: the parallel
        search (ai/parallel.py) asks it before sharing the work out."""
        self._use_policy(rules)
        legal: list[A] = self._legal(rules, view)
        return self._quick(view, legal, self._groups(legal))

    def _quick(self, view: S, legal: list[A], groups: dict[Hashable, list[A]] | None
               ) -> A | None:
        # forced (or the one that wins at once), or a choice the game settles
        quick: A | None = legal[0] if len(legal) == 1 else self._settled(view, legal)
        if quick is None and groups is not None and len(groups) == 1:
            quick = self._pay(view, next(iter(groups.values())))  # one move, many payments
        return quick

    def action_for(self, rules: Rules[S, A], view: S, key: Hashable) -> A:
        """The action that carries out the root's decision ``key`` in ``view`` (paid the
        game's cheapest way), as ``choose`` plays it."""
        self._use_policy(rules)
        action: A = self._act(rules, view, key)
        return action

    def _use_policy(self, rules: Rules[Any, Any]) -> SearchPolicy[Any, Any]:
        """Take the game's search policy for this decision: each hook the game leaves at
        its default is None here, so the walk skips it (no filter to call, no chance to
        check) at every node."""
        policy = policy_for(rules.spec.id)

        def own(hook: str) -> Any:
            return getattr(policy, hook) if overrides(policy, hook) else None

        self._worth = own("worth_trying")
        self._first = own("first_to_try")
        self._deliberate = own("deliberate")
        self._decision = own("decision")
        self._cheapest = own("cheapest")
        self._obvious = own("obvious")
        self._opened = own("open_chance")
        self._blind = own("blind")
        self._ends = own("end_rewards") or outcome_rewards
        self.minimax = policy.minimax if self.given_minimax is None else self.given_minimax
        return policy

    def choose(self, rules: Rules[S, A], view: S, seat: int, rng: Rng, budget: Budget) -> A:
        policy = self._use_policy(rules)
        self.last_iterations = 0
        self.last_capped = self.last_settled = False
        self._focus = self.last_focus = None
        legal: list[A] = self._legal(rules, view)
        groups = self._groups(legal)
        quick = self._quick(view, legal, groups)
        if quick is not None:
            self._previous = None
            return quick
        self._root_legal = legal
        keys = legal if groups is None else list(groups)
        self._root_order = (self._ranked(rules, view, seat, keys, groups, rng)
                            if self.widening and len(keys) > ROOT_WIDE else None)
        root = self._reusable_root(rules, view, seat) if self.reuse else None
        self.reused_visits = root.visits if root is not None else 0
        root = root or Node()
        evaluate = policy.evaluate
        self._depth = (self.rollout_depth if self.rollout_depth is not None
                       else policy.rollout_depth)
        deadline = budget.deadline()
        limit = budget.limit(policy.search_rate)
        first_pass = None if limit is None else max(1, round(limit * FIRST_PASS))
        clear_from = None if limit is None else max(CONTENDER_VISITS * 8,
                                                    round(limit * CLEAR_FROM))
        options = legal if groups is None else groups
        iterations = 0
        while True:
            self._iterate(rules, view, seat, root, rng, evaluate)
            iterations += 1
            if limit is not None and iterations >= limit:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                # every iteration: one NeuroDrez iteration can take 20 ms or more
                self.last_capped = limit is not None  # the safety net cut the work short
                break
            if iterations == first_pass:
                self._focus = _focus(root, options, seat, self.minimax)
                if len(self._focus) == 1:  # the most visited is the best valued too
                    self.last_settled = True
                    break
            elif (first_pass is not None and iterations < first_pass and iterations % 16 == 0
                    and (_settled(root, options, seat, self.minimax, first_pass - iterations)
                         or clear_from is not None and iterations >= clear_from
                         and _clear_leader(root, options, seat, self.minimax))):
                self.last_settled = True  # the first pass cannot change the choice
                break
        self.last_iterations = iterations
        self.last_root = root
        best = _final(root, options, seat, self.minimax, self._focus)
        self.last_focus = self._focus
        self._focus = None
        self._previous = (rules, view, seat, root, best.action)
        if groups is None:  # every action its own decision: the tree's keys are actions
            return cast(A, best.action)
        return self._pay(view, groups[best.action])

    def _ranked(self, rules: Rules[Any, Any], view: Any, seat: int, keys: list[Any],
                groups: dict[Any, list[Any]] | None, rng: Rng) -> list[Any]:
        """The root's decisions, best first by the evaluation one action ahead in one world
        dealt from the view (chance taken at its likeliest), as Easy judges them: where
        the options outnumber what a second can search (NeuroDrez's 144 tile placements),
        the search starts from the best of them instead of at random."""
        world = rules.sample_from_view(view, seat, rng)
        evaluate = policy_for(rules.spec.id).evaluate
        scores: dict[Any, float] = {}
        for key in keys:
            after = rules.apply(world, key if groups is None else self._pay(view, groups[key]))
            while rules.current_player(after) == CHANCE:
                outcomes = rules.chance_outcomes(after)
                after = rules.apply(after, max(outcomes, key=lambda o: o[1])[0])
            scores[key] = rewards(rules, after, evaluate, self._ends)[seat]
        return sorted(keys, key=lambda k: -scores[k])

    def _groups(self, legal: list[A]) -> dict[Hashable, list[A]] | None:
        """The legal actions by decision (in their order), or None when every action is
        its own decision."""
        return None if self._decision is None else by_decision(self._decision, legal)

    def _pay(self, state: S, actions: list[A]) -> A:
        """The action that carries out one decision: the game's cheapest payment."""
        return paid(self._cheapest, state, actions)

    def _act(self, rules: Rules[Any, Any], state: Any, key: Any) -> Any:
        """The action for the tree's decision ``key`` in ``state``; ValueError if none."""
        if self._decision is None:
            return key
        group = by_decision(self._decision, self._legal(rules, state)).get(key)
        if not group:
            raise ValueError("the decision is not open here")
        return self._pay(state, group)

    def _settled(self, state: Any, legal: list[Any]) -> Any:
        """The choice the game settles without a search (``SearchPolicy.obvious``), or None:
        also when there is no choice to settle."""
        if self._obvious is None or len(legal) < 2:
            return None
        return self._obvious(state, legal)

    def _past_obvious(self, rules: Rules[Any, Any], state: Any) -> Any:
        """``state`` after the choices the game settles without a search (none of them
        is a node of the tree)."""
        while self._obvious is not None and rules.current_player(state) >= 0:
            settled = self._settled(state, self._legal(rules, state))
            if settled is None:
                break
            state = rules.apply(state, settled)
        return state

    def _reusable_root(self, rules: Rules[Any, Any], view: Any, seat: int) -> Node | None:
        """The subtree of the last search that starts at this information set, if any.

        Sound only when every action since the last decision is known to this seat and
        no chance event happened: the last view is replayed along the tree's actions until
        a view equal to the new one appears (three of the tree's plies deep at most, past
        the choices the game settles); otherwise a new tree is grown.
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
            for state, at, key in frontier:
                try:
                    state = self._past_obvious(rules, rules.apply(
                        state, self._act(rules, state, key)))
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

    def _iterate(self, rules: Rules[Any, Any], view: Any, seat: int, root: Node, rng: Rng,
                 evaluate: Evaluation) -> None:
        state = rules.sample_from_view(view, seat, rng)
        node = root
        path = [root]
        current_player = rules.current_player
        apply = rules.apply
        c = self.exploration
        mix = self.minimax
        opened = self._opened
        root_legal = self._root_legal
        widening = self.widening
        blind = self._blind
        weighed: list[Node] = []  # the blind choices' shared statistics, to back up
        while True:
            player = current_player(state)
            if player == TERMINAL:
                break
            if player == CHANCE:
                outcome = sample_outcome(rules.chance_outcomes(state), rng)
                if opened is not None and opened(state):  # a die all see: one branch a face
                    key: Hashable = ("chance", outcome)
                    child = node.children.get(key)
                    if child is None:
                        child = node.children[key] = Node(key, CHANCE)
                    node = child
                    path.append(child)
                state = apply(state, outcome)
                continue
            # the seat's own choice is the same in every world dealt
            if node is root:
                legal = raw = root_legal
            else:
                raw, legal = self._options(rules, state)
            settled = None if node is root else self._settled(state, legal)
            if settled is not None:  # no branch for it: played as the game says
                state = apply(state, settled)
                continue
            groups = self._groups(legal)
            keys = legal if groups is None else list(groups)
            if node is root and self._focus is not None:  # the second pass: the two left
                keys = [k for k in keys if k in self._focus]
            if blind is not None and node is not root and blind(state):
                state, node, expanded = self._blind_choice(
                    rules, state, node, path, player, keys, groups, rng, weighed)
                if expanded:
                    break
                continue
            children = node.children
            untried = []
            tried = []
            mask = 0  # the children open in this world
            for key in keys:
                child = children.get(key)
                if child is None:
                    untried.append(key)
                else:
                    child.avail += 1
                    tried.append(child)
                    mask |= child.bit
            if raw is not legal and len(raw) != len(legal):
                mask = self._legal_mask(children, raw)
            ranked = self._root_order if node is root else None
            if untried and (not tried or not widening or (node is root and ranked is None)
                            or len(tried) < max(ROOT_OPEN if ranked else 0, WIDEN_BASE * (
                                node.visits + 1) ** WIDEN_POWER)):
                if ranked is not None:  # the root's many options: the likeliest first
                    key = next(k for k in ranked if k not in children)
                else:
                    key = self._first_key(state, untried, groups, rng)
                child = Node(key, player, 1 << len(children))
                child.avail = 1
                children[key] = child
                _seen_open(node, mask | child.bit)
                state = apply(state, key if groups is None else self._pay(state, groups[key]))
                path.append(child)
                break
            best, best_value = tried[0], -1.0
            for child in tried:  # each visited, so each has its backup (``best``)
                value = ((1.0 - mix) * child.total / child.visits
                         + mix * child.best[player]  # type: ignore[index]
                         + c * math.sqrt(math.log(child.avail) / child.visits))
                if value > best_value:
                    best, best_value = child, value
            _seen_open(node, mask)
            key = best.action
            state = apply(state, key if groups is None else self._pay(state, groups[key]))
            node = best
            path.append(best)
        judged = rewards(rules, state, evaluate, self._ends)  # the end, or the evaluation
        reward = self._rollout(rules, state, rng, evaluate) if self._depth else judged
        for n in path:
            n.visits += 1
            if n.seat >= 0:
                r = reward[n.seat]
                n.total += r
                n.squares += r * r
        for n in weighed:
            n.visits += 1
            r = reward[n.seat]
            n.total += r
            n.squares += r * r
        leaf = path[-1]
        if not leaf.children:  # its value: the mean judgement of the states reached
            old = leaf.best  # (chance after it, a card drawn, differs between visits)
            leaf.best = judged if old is None else tuple(
                b + (j - b) / leaf.visits for b, j in zip(old, judged, strict=True))
        for n in reversed(path[:-1]):  # each seat's best reply, back up the path
            n.best = _backed_up(n)

    def _first_key(self, state: Any, untried: list[Any], groups: dict[Any, list[Any]] | None,
                   rng: Rng) -> Any:
        """Which untried decision to grow: the game's ``first_to_try``, else one at random."""
        first = self._first
        if first is None:
            return rng.choice(untried)
        decision = self._decision
        if groups is None or decision is None:  # (groups are made only by a decision)
            return first(state, untried, rng)
        # the game picks among actions: one per decision stands for it
        return decision(first(state, [groups[k][0] for k in untried], rng))

    def _blind_choice(self, rules: Rules[Any, Any], state: Any, node: Node, path: list[Node],
                      player: int, keys: list[Any], groups: dict[Any, list[Any]] | None,
                      rng: Rng, weighed: list[Node]) -> tuple[Any, Node, bool]:
        """A choice made without seeing the one before it (``SearchPolicy.blind``): chosen by
        statistics shared by every sibling of ``node`` (the hidden choices the seat
        cannot tell apart), by mean reward alone, then followed in ``node``'s own
        children, which stay apart for what comes after the reveal. The hidden choice is
        the move just made (``node``'s siblings are its alternatives): no chance branch
        may lie between them. Returns the state
        after it, the node reached, and whether that node is new (the walk ends)."""
        node.blind = True
        parent = path[-2]
        shared = parent.shared
        if shared is None:
            shared = parent.shared = Node()
        shared.visits += 1  # the widening's count, and UCB's: visits through any sibling
        stats = shared.children
        untried = [k for k in keys if k not in stats]
        tried = [stats[k] for k in keys if k in stats]
        for twin in tried:
            twin.avail += 1
        if untried and (not tried or not self.widening or len(tried) < WIDEN_BASE * (
                shared.visits + 1) ** WIDEN_POWER):
            key = self._first_key(state, untried, groups, rng)
            twin = stats[key] = Node(key, player)
            twin.avail = 1
        else:
            c = self.exploration
            twin = max(tried, key=lambda t: t.total / t.visits
                       + c * math.sqrt(math.log(t.avail) / t.visits))
            key = twin.action
        weighed.append(twin)
        state = rules.apply(state, key if groups is None else self._pay(state, groups[key]))
        child = node.children.get(key)
        expanded = child is None
        if child is None:  # its visits weigh it in the mean (``_backed_up``); no bit, no avail
            child = node.children[key] = Node(key, player)
        path.append(child)
        return state, child, expanded

    def _legal_mask(self, children: dict[Hashable, Node], raw: list[Any]) -> int:
        """The children open in this world by the rules, whether or not the game's
        ``worth_trying`` would look at them here: the minimax backup asks what the mover
        *could* play in this world (a card it holds, a roll it has), not what a guess at
        its agenda would consider (Neuroriders: a placement another agenda favours is
        still open to it; counted closed, Hard scored 0.40 against Normal in 20 games)."""
        keys = set(raw) if self._decision is None else {self._decision(a) for a in raw}
        mask = 0
        for key, child in children.items():
            if key in keys:
                mask |= child.bit
        return mask

    def _legal(self, rules: Rules[Any, Any], state: Any) -> list[Any]:
        """The actions the search considers in ``state``: the game's ``worth_trying`` of
        the legal ones, if it has one."""
        return self._options(rules, state)[1]

    def _options(self, rules: Rules[Any, Any], state: Any) -> tuple[list[Any], list[Any]]:
        """The legal actions in ``state``, and those of them the search considers."""
        legal = rules.legal_actions(state)
        return legal, legal if self._worth is None else self._worth(state, legal)

    def _rollout(self, rules: Rules[Any, Any], state: Any, rng: Rng, evaluate: Evaluation
                 ) -> tuple[float, ...]:
        for _ in range(self._depth):
            player = rules.current_player(state)
            if player == TERMINAL:
                break
            if player == CHANCE:
                action = sample_outcome(rules.chance_outcomes(state), rng)
            else:
                legal = self._legal(rules, state)
                action = self._settled(state, legal)
                if action is None and self._decision is not None and len(legal) > 1:
                    legal = [self._pay(state, group)  # a move once, paid as the tree pays
                             for group in by_decision(self._decision, legal).values()]
                if action is None:
                    if len(legal) > 1 and self._deliberate is not None and self._deliberate(state):
                        action = _best_for(rules, state, legal, player, evaluate, self._ends)
                    else:
                        action = rng.choice(legal)
            state = rules.apply(state, action)
        return rewards(rules, state, evaluate, self._ends)


def _value(child: Node, seat: int, mix: float) -> float:
    """What the search knows of a child for ``seat``: its mean reward mixed with its
    minimax backup, as the tree's own choices weigh it (without the exploration)."""
    mean = child.total / child.visits
    return mean if child.best is None else (1.0 - mix) * mean + mix * child.best[seat]


def _contenders(root: Node, options: Any, seat: int, mix: float) -> tuple[Node, Node]:
    """The root's most visited option, and its best valued one among those visited
    enough (``CONTENDER_SHARE``, ``CONTENDER_VISITS``) to be weighed against it."""
    children = [c for c in root.children.values() if c.action in options and c.visits]
    most = max(children, key=lambda c: (c.visits, c.total))
    enough = max(CONTENDER_VISITS, CONTENDER_SHARE * most.visits)
    valued = max((c for c in children if c.visits >= enough or c is most),
                 key=lambda c: (_value(c, seat, mix), c.visits))
    return most, valued


def _focus(root: Node, options: Any, seat: int, mix: float) -> frozenset[Hashable]:
    """The options a decision's second pass searches: the most visited and the best
    valued (one, when they are the same)."""
    most, valued = _contenders(root, options, seat, mix)
    return frozenset({most.action, valued.action})


def _final(root: Node, options: Any, seat: int, mix: float,
           focus: frozenset[Hashable] | None) -> Node:
    """The option chosen: after a second pass, the better valued of the two it searched
    (both visited enough by then); else the most visited, unless one visited enough is
    valued higher (a search cut short)."""
    if focus is not None and len(focus) > 1:
        pair = [c for c in root.children.values() if c.action in focus]
        return max(pair, key=lambda c: (_value(c, seat, mix), c.visits))
    return _contenders(root, options, seat, mix)[1]


def decision_values(root: Node, seat: int, mix: float = MINIMAX
                    ) -> dict[Hashable, tuple[int, float]]:
    """Each root decision the search visited, with its visits and its value for ``seat``
    as the search's own choice weighs it (``_value``): the puzzle maker keeps a position
    only where one decision's value clearly beats every other's."""
    return {key: (child.visits, _value(child, seat, mix))
            for key, child in root.children.items() if child.visits}


def final_choice(root: Node, seat: int, mix: float = MINIMAX,
                 focus: frozenset[Hashable] | None = None) -> Any:
    """The decision ``choose`` takes from a root's statistics (``_final``): for a root
    whose children hold statistics merged from several searches of one view
    (ai/parallel.py), ``focus`` the second pass's options where they all searched the
    same two."""
    return _final(root, root.children, seat, mix, focus).action


def _settled(root: Node, options: Any, seat: int, mix: float, left: int) -> bool:
    """The first pass cannot change the decision in the ``left`` iterations it has: the
    most visited option is also the best valued, and no other could reach the visits it
    takes to be weighed against it (the quick two-option case: pass or move)."""
    most, valued = _contenders(root, options, seat, mix)
    if most is not valued:
        return False
    enough = max(CONTENDER_VISITS, CONTENDER_SHARE * most.visits)
    if left >= enough and any(o not in root.children for o in options):
        return False  # an option not tried yet could still be
    return all(c is most or c.visits + left < enough for c in root.children.values()
               if c.action in options)


def _clear_leader(root: Node, options: Any, seat: int, mix: float) -> bool:
    """The most visited option is also the best valued, and its mean reward beats every
    other option's by ``CLEAR_Z`` standard errors (``CLEAR_SPREAD`` at least), or is
    that sure to be within ``ALIKE`` of it: more iterations would only confirm the
    choice, or change it for one as good."""
    if any(o not in root.children for o in options):
        return False  # an option not tried yet could be the best
    most, valued = _contenders(root, options, seat, mix)
    if most is not valued:
        return False
    mean, spread = _mean_spread(most)
    for child in root.children.values():
        if child is most or child.action not in options:
            continue
        if child.visits < CONTENDER_VISITS:
            return False
        other, other_spread = _mean_spread(child)
        error = CLEAR_Z * math.sqrt(spread / most.visits + other_spread / child.visits)
        if mean - other < error and abs(mean - other) + error > ALIKE:
            return False
    return True


def _mean_spread(child: Node) -> tuple[float, float]:
    """A child's mean reward and its variance (``CLEAR_SPREAD`` squared at least)."""
    mean = child.total / child.visits
    variance = child.squares / child.visits - mean * mean
    return mean, max(variance, CLEAR_SPREAD * CLEAR_SPREAD)


def _seen_open(node: Node, mask: int) -> None:
    """Remember which of ``node``'s children were open in this pass (the last
    ``OPEN_SEEN``), and whether any was closed (``Node.varied``)."""
    count = len(node.children)
    if mask != (1 << count) - 1:
        node.varied = True
    seen = node.open
    seen.append((mask, count))
    if len(seen) > OPEN_SEEN:
        del seen[0]


def _backed_up(node: Node) -> tuple[float, ...] | None:
    """What ``node`` is worth if each seat picks its best reply open to it: a roll's faces
    by their mean (weighed by visits); a choice by the mean, over the node's last passes,
    of the best child open in that pass's world (``Node.open``).

    A reply open only in some worlds (a card the opponent may not hold, a move only some
    rolls allow) is not counted as if it were always there: the plain best over every
    child ever made took the luckiest roll as certain, and a pawn's free capture looked
    worse than stepping back. The worlds' own masks, not each reply's share of them, keep
    replies that need the same roll from counting as independent chances. Where every
    pass found every child open (no chance, no secrets), it is the plain best, so a
    refutation found now weighs at once."""
    # each of ``children`` has its ``best`` (the ignores below: a list's type cannot say so)
    children = [c for c in node.children.values() if c.best is not None]
    if not children:
        return None
    faces = [c for c in children if c.seat == CHANCE]
    if node.blind:  # a choice the hidden one cannot steer: its options by their visits
        faces = children
    if faces:
        seen = sum(c.visits for c in faces)
        if not seen:
            return None
        width = len(faces[0].best)  # type: ignore[arg-type]
        return tuple(sum((c.visits * c.best[i] for c in faces), 0.0)  # type: ignore[index]
                     / seen
                     for i in range(width))
    seat = children[0].seat
    if not node.varied or len(children) == 1:  # the plain best: no order needed
        return max(children, key=lambda c: c.best[seat]).best  # type: ignore[index]
    children.sort(key=lambda c: -c.best[seat])  # type: ignore[index]
    width = len(children[0].best)  # type: ignore[arg-type]
    backed = [0.0] * width
    counted = 0
    for mask, _ in node.open:
        for child in children:
            if mask & child.bit:
                for i, v in enumerate(child.best):  # type: ignore[arg-type]
                    backed[i] += v
                counted += 1
                break
    return tuple(b / counted for b in backed) if counted else children[0].best


def _best_for(rules: Rules[Any, Any], state: Any, legal: list[Any], player: int,
              evaluate: Evaluation, ends: EndRewards) -> Any:
    """The action whose result is best for ``player``: the end's reward, else the
    evaluation (the first of equals)."""
    best, best_value = legal[0], -1.0
    for action in legal:
        value = rewards(rules, rules.apply(state, action), evaluate, ends)[player]
        if value > best_value:
            best, best_value = action, value
    return best
