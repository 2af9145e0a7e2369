"""``neurodrez bench ladder``: every pairing the computer levels are held to, for one game,
in one resumable run (``bench ai`` underneath: seats alternating, games in parallel with
``--jobs``, each game a line in its pairing's file under ``--out``).

The pairings and their goals (issue: computer players measured in minutes):
- more work wins: ``normal*3w`` against ``normal*w`` at two budget pairs (``w`` and
  ``2w``) scores at least 0.60;
- Normal against Easy at least 0.80, and against Random at least 0.95;
- with 3 and 4 players (where the game allows), Normal against Easy scores at least 1.5
  times its fair share (1/3, 1/4).
Normal here is ``normal*w``: ``w`` seconds of the game's search on the reference machine
(``SearchPolicy.search_rate``), small enough that 40 games a pairing fit the time a run is
given; the real levels think ``1/w`` times as much. Nothing here times anything: the
figures are scores, so a busy machine only makes the run slower.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from neurodrez_desktop.bench_ai import AiRun, bench_ai


@dataclass(frozen=True)
class Pairing:
    a: str
    b: str
    players: int
    goal: float
    """A's score rate must reach this (a fair share times 1.5 at 3 and 4 players)."""

    @property
    def name(self) -> str:
        return f"{self.a} vs {self.b}, {self.players} players"

    @property
    def file(self) -> str:
        return f"{self.a}-vs-{self.b}-{self.players}p.jsonl".replace("*", "x")


def _factor(work: float) -> str:
    return f"normal*{work:g}"


def pairings(min_players: int, max_players: int, work: float) -> list[Pairing]:
    """The ladder of a game seating ``min_players`` to ``max_players``, Normal at ``work``."""
    two = max(2, min_players)
    normal = _factor(work)
    found = [Pairing(_factor(3 * work), normal, two, 0.60),
             Pairing(_factor(6 * work), _factor(2 * work), two, 0.60),
             Pairing(normal, "easy", two, 0.80),
             Pairing(normal, "random", two, 0.95)]
    found += [Pairing(normal, "easy", n, round(1.5 / n, 3))
              for n in (3, 4) if min_players <= n <= max_players and n != two]
    return found


def bench_ladder(game: str, work: float, games: int, jobs: int, out: Path,
                 options: Mapping[str, Any], seed: int = 1,
                 log: IO[str] | None = None) -> dict[str, Any]:
    """Every pairing of ``game``'s ladder, ``games`` games each (those already in ``out``
    are kept: a cut-off run goes on where it stopped); a line per pairing on ``log``."""
    from neurodrez_desktop.games import get_rules

    log = log if log is not None else sys.stderr
    rules = get_rules(game)
    out.mkdir(parents=True, exist_ok=True)
    results = []
    for pairing in pairings(rules.spec.min_players, rules.spec.max_players, work):
        run = AiRun(game, pairing.a, pairing.b, pairing.players, rules.spec.resolve(options),
                    seed)
        figures = bench_ai(run, games, jobs, out / pairing.file, resume=True, log=log)
        met = figures["a_score_rate"] is not None and figures["a_score_rate"] >= pairing.goal
        line = (f"{game}: {pairing.name}: A scores {figures['a_score_rate']} over "
                f"{figures['games']} games (95% {figures['wilson_low']}-"
                f"{figures['wilson_high']}), goal {pairing.goal}: "
                f"{'met' if met else 'NOT met'}")
        print(line, file=log, flush=True)
        results.append({"pairing": pairing.name, "a": pairing.a, "b": pairing.b,
                        "players": pairing.players, "goal": pairing.goal, "met": met,
                        **{k: figures[k] for k in ("games", "a_score_rate", "wilson_low",
                                                   "wilson_high", "a_decision_s_p95")}})
    return {"game": game, "work": work, "pairings": results,
            "all_met": all(r["met"] for r in results)}


def print_ladder(result: dict[str, Any]) -> None:
    print(json.dumps(result, sort_keys=True))
