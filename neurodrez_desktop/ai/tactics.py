"""``neurodrez bench tactics``: how often a computer level finds the right answer in each
game's tactics positions (``core/tactics.py``), over several seeds.

Each trial hands the level's agent only the seat's view, with the level's own budget (or a
fixed number of iterations, for tests), and asks the position's check whether the answer
was good. The agent is new for every trial, so no search tree carries over.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.levels import agent_for_level, budget_for_level
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.rng import derived_rng
from neurodrez_desktop.core.tactics import Tactic, decision_of


def tactics_for(game_id: str) -> list[Tactic]:
    """The registered game's tactics positions (none if it lists none)."""
    from neurodrez_desktop.games import entry_for

    return list(entry_for(game_id).search.tactics())


def puzzle_tactics(game_id: str) -> list[Tactic]:
    """The registered game's shipped practice puzzles (``core/puzzles.py``), as tactics."""
    from neurodrez_desktop.core.puzzles import puzzles_for
    from neurodrez_desktop.games import entry_for

    entry = entry_for(game_id)
    return [puzzle.as_tactic() for puzzle in puzzles_for(entry)]


@dataclass
class Trial:
    tactic: Tactic
    action: Any
    label: str
    good: bool
    seconds: float


def try_tactic(rules: Rules[Any, Any], tactic: Tactic, level: str, trial: int, seed: int = 1,
               budget: Budget | None = None) -> Trial:
    """One decision of ``level`` in the tactic's position, on the seat's view only."""
    state = tactic.build(rules)
    seat = decision_of(rules, state)
    view = rules.view_for(state, seat)
    agent = agent_for_level(level)
    rng = derived_rng(seed, "tactics", rules.spec.id, tactic.name, trial)
    started = time.perf_counter()
    action = agent.choose(rules, view, seat, rng, budget or budget_for_level(level))
    seconds = time.perf_counter() - started
    from neurodrez_desktop.games import entry_for  # as in tactics_for

    label = entry_for(rules.spec.id).presenter.action_label(state, action, seat)
    return Trial(tactic, action, label, bool(tactic.good(state, action)), seconds)


def bench_tactics(games: Sequence[Rules[Any, Any]], level: str, trials: int, seed: int = 1,
                  say: Callable[[str], None] = print, puzzles: bool = False) -> dict[str, Any]:
    """Every tactic of ``games``, ``trials`` times each at ``level``; a line per tactic as
    it is done, and the totals (``good``, ``total``, and per game the same). ``puzzles``:
    the games' shipped practice puzzles instead of their tactics positions."""
    positions = puzzle_tactics if puzzles else tactics_for
    per_game: dict[str, dict[str, int]] = {}
    good = total = 0
    for rules in games:
        tally = per_game.setdefault(rules.spec.id, {"good": 0, "total": 0})
        for tactic in positions(rules.spec.id):
            results = [try_tactic(rules, tactic, level, t, seed) for t in range(trials)]
            hits = sum(r.good for r in results)
            wrong = sorted({r.label for r in results if not r.good})
            slowest = max(r.seconds for r in results)
            say(f"{rules.spec.id}: {tactic.name} ({tactic.kind}): {hits}/{trials} good"
                f", slowest {slowest:.2f} s" + (f"; played {', '.join(wrong)}" if wrong else ""))
            tally["good"] += hits
            tally["total"] += trials
            good += hits
            total += trials
    for game, tally in per_game.items():
        share = tally["good"] / tally["total"] if tally["total"] else 0.0
        say(f"{game}: {tally['good']}/{tally['total']} good ({share:.0%}) at {level}")
    return {"level": level, "trials": trials, "seed": seed, "good": good, "total": total,
            "games": per_game}
