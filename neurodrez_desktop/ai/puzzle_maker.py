"""``neurodrez puzzles generate`` and ``check``: practice puzzles made from computer play.

The generator plays seeded games between Easy players (``GreedyAgent`` with Easy's
noise: cheap, and they blunder enough to leave something to find). At sampled decisions
it searches the seat's VIEW, never the state, twice with different seeds and a fixed
number of iterations, and keeps the position when, in both searches, the decision chosen
is valued at least ``margin`` above every other decision the search visited (a decision
is a move however it is paid: ``ai/agent.by_decision``). Two seeds over the dealt worlds
keep positions whose answer hangs on a guess about what the solver cannot see out.
Everything is seeded and counted in iterations (no clock, one process), so the same
settings give the same puzzles on every machine.

A puzzle's ``source`` says how to play its game again (the game's seed and the ply), so
``check`` rebuilds the full state, requires the stored view to be that state's view for
the solver, and searches again with a fresh seed.

Difficulty: Normal's search (its work, single process) and Easy each try the view
``trials`` times with fixed seeds. The puzzle's rating is the one under which two players
rated as those levels (``SOLVERS``: Normal 1500, Easy 1100) would most likely have found
it as often as they did, on the Elo curve (a player rated R finds a puzzle rated P with
odds 10^((R - P) / 400)), each count smoothed by half a find and half a miss: Normal alone
finds nearly every kept puzzle (it was kept for a clear best), so Normal's count alone
left 213 of 224 puzzles at one rating; Easy's spreads them (found by both every time:
about 840; by Normal alone: 1300; by neither: about 1770).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from neurodrez_desktop.ai.agent import Budget, GreedyAgent, by_decision
from neurodrez_desktop.ai.evaluation import policy_for, rewards
from neurodrez_desktop.ai.ismcts import ISMCTSAgent, decision_values
from neurodrez_desktop.ai.levels import EASY_NOISE, LEVELS
from neurodrez_desktop.core.files import write_text_atomic
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.puzzles import PLAIN_THEME, START_RATING, Puzzle, puzzles_to_text
from neurodrez_desktop.core.rng import chance_action, derived_rng
from neurodrez_desktop.core.search_policy import overrides

PLAYERS = 2
"""Puzzles are made from two-seat games: every game plays with two, and a third seat's
reply would make the answer hang on two opponents at once."""
MAX_PLIES = 600
"""Every game is cut off here: in some games the same chance outcome again and again
never ends it."""
EPSILON = 0.01
"""A payment of the best decision is a good answer too when its evaluation, in the worlds
dealt, is within this of the search's own payment (and so is another decision within
this of the best in both searches, which a margin above it rules out)."""
PAYMENT_WORLDS = 4
"""Worlds dealt from the view to weigh the payments of the best decision."""
MATERIAL = 0.05
"""A change of the evaluation's reward (0 to 1, a queen about 0.4) that a theme names as
material won or saved."""
DEEPER = 2
"""The deep search's iterations, by default, in multiples of Normal's in the game (its
work times the game's ``search_rate``): deeper than the player it rates."""
SCREEN = 4
"""A search of a quarter of the iterations looks first, and a position whose best leads
by less than half the margin there is refused without the deep searches: most positions
are close calls, and a close call never stops the search early (a third of the time)."""
THEME_APPLIES = 4000
"""The theme's look one move ahead and one reply deep stops after this many actions
applied (a wide game's 150 placements times 150 replies would take seconds)."""


@dataclass(frozen=True)
class Settings:
    """How puzzles are made (written into the file's ``made_by``)."""

    games: int
    seed: int = 1
    margin: float = 0.05
    iterations: int | None = None
    """The deep search's iterations; None: ``DEEPER`` times Normal's in the game."""
    trials: int = 4
    """Normal's tries, and Easy's, at each kept puzzle, for its rating."""
    chance_to_try: float = 0.25
    """The share of a game's decisions the deep search looks at."""
    per_game: int = 3
    """At most this many puzzles from one game (spread over many games)."""
    wanted: int | None = None
    """Stop once this many are kept (None: play every game)."""

    def __post_init__(self) -> None:
        if (self.games < 1 or self.iterations is not None and self.iterations < 10
                or self.trials < 1 or self.per_game < 1):
            raise ValueError("games, trials and per-game at least 1, iterations at least 10")
        if not EPSILON < self.margin < 1:
            raise ValueError(f"the margin is above {EPSILON} and below 1, not {self.margin}")

    def search_iterations(self, rules: Rules[Any, Any]) -> int:
        if self.iterations is not None:
            return self.iterations
        normal = Budget(None, work=LEVELS["normal"].seconds)
        return DEEPER * (normal.limit(policy_for(rules.spec.id).search_rate) or 1)

    def made_by(self, rules: Rules[Any, Any]) -> dict[str, Any]:
        return {"seed": self.seed, "games": self.games, "margin": self.margin,
                "iterations": self.search_iterations(rules), "trials": self.trials,
                "chance_to_try": self.chance_to_try, "per_game": self.per_game,
                "wanted": self.wanted, "players": PLAYERS,
                "normal_work": LEVELS["normal"].seconds, "easy_trials": self.trials,
                "solver_ratings": SOLVERS}


@dataclass
class Tally:
    """What a run did: the figures the commands print."""

    games: int = 0
    tried: int = 0
    kept: int = 0
    seconds: float = 0.0
    refused: dict[str, int] = field(default_factory=dict)

    def refuse(self, why: str) -> None:
        self.refused[why] = self.refused.get(why, 0) + 1


def game_seed(seed: int, index: int) -> int:
    """The seed of the generator's game number ``index``."""
    return derived_rng(seed, "puzzle game", index).randrange(1, 2**31)


def _cheap_move(rules: Rules[Any, Any], state: Any, seat: int, seed: int, ply: int) -> Any:
    view = rules.view_for(state, seat)
    return GreedyAgent(noise=EASY_NOISE).choose(rules, view, seat,
                                                derived_rng(seed, "move", ply), Budget(None, 1))


def walk(rules: Rules[Any, Any], seed: int, options: dict[str, Any] | None = None
         ) -> Any:
    """The generator's game of ``seed``: yields (ply, state) at every seat's decision, in
    order, until the end or ``MAX_PLIES``. The game goes on whatever is done with a state
    yielded, so a check replays exactly the generator's game."""
    state = rules.initial_state(players=PLAYERS, options=options or {})
    for ply in range(MAX_PLIES):
        player = rules.current_player(state)
        if player == TERMINAL:
            return
        if player == CHANCE:
            state = rules.apply(state, chance_action(seed, ply, rules.chance_outcomes(state)))
            continue
        yield ply, state
        state = rules.apply(state, _cheap_move(rules, state, player, seed, ply))


def state_at(rules: Rules[Any, Any], seed: int, ply: int, options: dict[str, Any]) -> Any:
    """The full state of the generator's game ``seed`` at ``ply``; ValueError if that
    game has no seat's decision there."""
    for at, state in walk(rules, seed, options):
        if at == ply:
            return state
        if at > ply:
            break
    raise ValueError(f"game {seed} has no decision at ply {ply}")


@dataclass(frozen=True)
class Search:
    """One deep search of a view: the decision chosen and every visited decision's value."""

    best: Hashable
    values: dict[Hashable, tuple[int, float]]

    @property
    def margin(self) -> float:
        """How far the chosen decision's value is above every other visited one's
        (negative when another is valued higher: the search was not sure)."""
        others = [v for key, (_n, v) in self.values.items() if key != self.best]
        if self.best not in self.values:
            return -1.0
        return self.values[self.best][1] - max(others, default=0.0)


def decision_key(rules: Rules[Any, Any]) -> Callable[[Any], Hashable]:
    policy = policy_for(rules.spec.id)
    if overrides(policy, "decision"):
        return policy.decision
    return lambda action: action


def search(rules: Rules[Any, Any], view: Any, seat: int, iterations: int, *labels: object
           ) -> Search | None:
    """A deep search of the seat's view; None when the search had nothing to weigh (a
    choice the game settles, or one decision)."""
    agent = ISMCTSAgent(reuse=False)
    rng = derived_rng(0, "puzzle search", *labels)
    action = agent.choose(rules, view, seat, rng, Budget(seconds=None, iterations=iterations))
    root = agent.last_root
    if root is None or agent.last_iterations == 0:
        return None
    return Search(decision_key(rules)(action), decision_values(root, seat, agent.minimax))


def judge(first: Search | None, second: Search | None, margin: float) -> str | None:
    """Why a position is refused (None: kept): the two searches must choose the same
    decision, each with at least ``margin`` over every other."""
    if first is None or second is None:
        return "settled without a search"
    if len(first.values) < 2 or len(second.values) < 2:
        return "one decision weighed"
    if first.best != second.best:
        return "the searches disagree"
    if min(first.margin, second.margin) < margin:
        return "no clear best"
    return None


def _settle_chance(rules: Rules[Any, Any], state: Any) -> Any:
    """Past chance at its likeliest outcome, as Easy looks ahead."""
    while rules.current_player(state) == CHANCE:
        outcomes = rules.chance_outcomes(state)
        state = rules.apply(state, max(outcomes, key=lambda o: o[1])[0])
    return state


def good_answers(rules: Rules[Any, Any], view: Any, seat: int, best: Hashable, label: object
                 ) -> tuple[Any, ...]:
    """Every legal action of the best decision whose payment scores as the search's own
    (within ``EPSILON``, over ``PAYMENT_WORLDS`` worlds dealt from the view), that one
    first."""
    agent = ISMCTSAgent(reuse=False)
    chosen = agent.action_for(rules, view, best)
    key = decision_key(rules)
    group = by_decision(key, rules.legal_actions(view))[best]
    if len(group) == 1:
        return (chosen,)
    evaluate = policy_for(rules.spec.id).evaluate
    scores = dict.fromkeys(group, 0.0)
    for world_number in range(PAYMENT_WORLDS):
        world = rules.sample_from_view(view, seat, derived_rng(0, "payment", label,
                                                               world_number))
        for action in group:
            after = _settle_chance(rules, rules.apply(world, action))
            scores[action] += rewards(rules, after, evaluate)[seat] / PAYMENT_WORLDS
    return (chosen, *(a for a in group
                      if a != chosen and scores[a] >= scores[chosen] - EPSILON))


def theme_of(rules: Rules[Any, Any], view: Any, seat: int, good: Sequence[Any],
             label: object) -> str:
    """What the puzzle asks, as a tactic's kind (``core/tactics.py``: the Practice screen
    words each), judged in one world dealt from the view: the best ends the game won
    ("win in one"); another decision lets the opponent win at once and the best does not
    ("stop a win in one"); the best gains material that the reply does not take back
    ("take free material"); another decision loses material to the reply and the best
    does not ("save attacked material"); else ``PLAIN_THEME``."""
    world = rules.sample_from_view(view, seat, derived_rng(0, "theme", label))
    evaluate = policy_for(rules.spec.id).evaluate
    budget = [THEME_APPLIES]

    def after(state: Any, action: Any) -> Any:
        budget[0] -= 1
        return _settle_chance(rules, rules.apply(state, action))

    def reward(state: Any) -> float:
        return rewards(rules, state, evaluate)[seat]

    def worst_reply(state: Any) -> tuple[float, bool]:
        """The seat's reward after the opponent's best reply, and whether one wins."""
        player = rules.current_player(state)
        if player < 0 or player == seat:
            return reward(state), False
        worst, wins = reward(state), False
        for reply in rules.legal_actions(state):
            if budget[0] <= 0:
                break
            following = after(state, reply)
            outcome = rules.outcome(following)
            if outcome is not None and player in outcome.winners and seat not in outcome.winners:
                wins = True
            worst = min(worst, reward(following))
        return worst, wins

    best_after = after(world, good[0])
    outcome = rules.outcome(best_after)
    if outcome is not None and seat in outcome.winners:
        return "win in one"
    before = reward(world)
    best_kept, best_lets_win = worst_reply(best_after)
    key = decision_key(rules)
    others = [group[0] for decision, group in by_decision(key, rules.legal_actions(world)).items()
              if decision != key(good[0])]
    other_results = []
    for other in others:
        if budget[0] <= 0:
            break
        other_results.append(worst_reply(after(world, other)))
    if not best_lets_win and any(wins for _kept, wins in other_results):
        return "stop a win in one"
    if best_kept - before >= MATERIAL and reward(best_after) - before >= MATERIAL:
        return "take free material"
    if other_results and best_kept - max(kept for kept, _w in other_results) >= MATERIAL \
            and before - max(kept for kept, _w in other_results) >= MATERIAL:
        return "save attacked material"
    return PLAIN_THEME


def normal_hits(rules: Rules[Any, Any], view: Any, seat: int, good: Sequence[Any],
                trials: int, label: object) -> int:
    """How many of ``trials`` tries Normal's search (its work, in one process) finds a good
    answer."""
    budget = Budget(seconds=None, work=LEVELS["normal"].seconds)
    hits = 0
    for trial in range(trials):
        agent = ISMCTSAgent(reuse=False)
        action = agent.choose(rules, view, seat, derived_rng(0, "normal", label, trial), budget)
        hits += action in good
    return hits


def easy_hits(rules: Rules[Any, Any], view: Any, seat: int, good: Sequence[Any],
              trials: int, label: object) -> int:
    """How many of ``trials`` tries Easy (greedy, with its noise) finds a good answer."""
    hits = 0
    for trial in range(trials):
        action = GreedyAgent(noise=EASY_NOISE).choose(
            rules, view, seat, derived_rng(0, "easy", label, trial), Budget(None))
        hits += action in good
    return hits


SOLVERS = {"normal": START_RATING, "easy": START_RATING - 400}
"""The levels' ratings on the players' scale, as the puzzles' difficulty reads them."""
RATINGS = range(400, 2601)
"""The ratings a puzzle may get (whole points)."""


def rating_for(found: dict[str, tuple[int, int]]) -> float:
    """The puzzle's rating from each level's (hits, trials) (the module's docstring): the
    most likely rating under the Elo curve, each count smoothed by half a find and half a
    miss."""
    def likelihood(rating: int) -> float:
        total = 0.0
        for level, (hits, trials) in found.items():
            odds = 1.0 / (1.0 + 10 ** ((rating - SOLVERS[level]) / 400))
            total += (hits + 0.5) * math.log(odds) + (trials - hits + 0.5) * math.log(1 - odds)
        return total

    return float(max(RATINGS, key=likelihood))


def rated(rules: Rules[Any, Any], puzzle: Puzzle, trials: int) -> Puzzle:
    """``puzzle`` rated again from Normal's count in its source and Easy's tries now (a
    puzzle made before Easy was counted)."""
    label = puzzle.id.removeprefix(f"{rules.spec.id}-")
    hits = easy_hits(rules, puzzle.view, puzzle.seat, puzzle.good, trials, label)
    normal = (puzzle.source["normal_hits"], puzzle.source["normal_trials"])
    source = {**puzzle.source, "easy_hits": hits, "easy_trials": trials}
    return replace(puzzle, rating=rating_for({"normal": normal, "easy": (hits, trials)}),
                   source=source)


def consider(rules: Rules[Any, Any], state: Any, seed: int, ply: int, settings: Settings,
             tally: Tally) -> Puzzle | None:
    """The puzzle at this decision of the generator's game, or None (the tally says why)."""
    seat = rules.current_player(state)
    view = rules.view_for(state, seat)
    legal = rules.legal_actions(view)
    if len(by_decision(decision_key(rules), legal)) < 2:
        tally.refuse("one decision")
        return None
    tally.tried += 1
    label = f"{seed}-{ply}"
    iterations = settings.search_iterations(rules)
    glance = search(rules, view, seat, max(10, iterations // SCREEN), label, 0)
    if glance is None or glance.margin < settings.margin / 2:
        tally.refuse("no clear best at a glance")
        return None
    first = search(rules, view, seat, iterations, label, 1)
    why = judge(first, first, settings.margin)  # the second search only where it may keep
    second = None if why else search(rules, view, seat, iterations, label, 2)
    why = why or judge(first, second, settings.margin)
    if why is not None:
        tally.refuse(why)
        return None
    assert first is not None and second is not None
    good = good_answers(rules, view, seat, first.best, label)
    hits = normal_hits(rules, view, seat, good, settings.trials, label)
    easy = easy_hits(rules, view, seat, good, settings.trials, label)
    source = {"seed": seed, "ply": ply, "margin": round(min(first.margin, second.margin), 3),
              "iterations": iterations, "normal_hits": hits,
              "normal_trials": settings.trials, "easy_hits": easy,
              "easy_trials": settings.trials}
    found = {"normal": (hits, settings.trials), "easy": (easy, settings.trials)}
    return Puzzle(f"{rules.spec.id}-{seed}-{ply}", rules.spec.id, PLAYERS,
                  rules.resolve_options({}), seat, view, good,
                  theme_of(rules, view, seat, good, label), rating_for(found), source)


def generate(rules: Rules[Any, Any], settings: Settings,
             say: Callable[[str], None] = lambda _line: None) -> tuple[list[Puzzle], Tally]:
    """Puzzles from ``settings.games`` seeded games of ``rules``, in the order found."""
    started = time.perf_counter()
    tally = Tally()
    puzzles: list[Puzzle] = []
    for index in range(settings.games):
        if settings.wanted is not None and len(puzzles) >= settings.wanted:
            break
        seed = game_seed(settings.seed, index)
        tally.games += 1
        from_game = 0
        for ply, state in walk(rules, seed):
            if from_game >= settings.per_game:
                break
            if derived_rng(seed, "try", ply).random() >= settings.chance_to_try:
                continue
            puzzle = consider(rules, state, seed, ply, settings, tally)
            if puzzle is not None:
                puzzles.append(puzzle)
                from_game += 1
                say(f"{puzzle.id}: {puzzle.theme}, rating {puzzle.rating:.0f}, "
                    f"margin {puzzle.source['margin']}")
    tally.kept = len(puzzles)
    tally.seconds = time.perf_counter() - started
    return puzzles, tally


def write_puzzles(rules: Rules[Any, Any], settings: Settings, path: Path,
                  say: Callable[[str], None] = lambda _line: None) -> Tally:
    """Generate and write a game's puzzle file (atomically: a killed run leaves the old
    file whole)."""
    puzzles, tally = generate(rules, settings, say)
    write_text_atomic(path, puzzles_to_text(puzzles, rules, settings.made_by(rules)))
    return tally


def check_puzzle(rules: Rules[Any, Any], puzzle: Puzzle) -> list[str]:
    """What is wrong with a puzzle that its file's reader cannot see (none: an empty
    list): its source game, played again, reaches a state whose view for the solver is the
    stored view."""
    try:
        seed, ply = int(puzzle.source["seed"]), int(puzzle.source["ply"])
        state = state_at(rules, seed, ply, dict(puzzle.options))
    except (KeyError, TypeError, ValueError) as exc:
        return [f"{puzzle.id}: its source cannot be played again ({exc})"]
    if rules.current_player(state) != puzzle.seat:
        return [f"{puzzle.id}: seat {puzzle.seat} is not the one to act in its source"]
    if rules.view_for(state, puzzle.seat) != puzzle.view:
        return [f"{puzzle.id}: the stored view is not its source's view for the solver"]
    return []


def research(rules: Rules[Any, Any], puzzle: Puzzle, margin: float, iterations: int
             ) -> list[str]:
    """The deep part of the check: a fresh search (another seed) chooses a good answer's
    decision, with at least ``margin`` over every other."""
    found = search(rules, puzzle.view, puzzle.seat, iterations, puzzle.id, "check")
    why = judge(found, found, margin)  # the generator's own test, on one search
    if why is not None or found is None:
        return [f"{puzzle.id}: a fresh search refuses it: {why}"]
    key = decision_key(rules)
    if found.best not in {key(action) for action in puzzle.good}:
        return [f"{puzzle.id}: a fresh search chooses another decision"]
    return []
