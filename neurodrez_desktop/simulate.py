"""``neurodrez simulate --games N``: self-play statistics for game designers.

Win rate per seat, game length distribution and the first player's advantage, printed as
a table and written as CSV (one row per game).
"""

from __future__ import annotations

import csv
import statistics
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from neurodrez_desktop.ai.levels import agent_for_level, budget_for_level
from neurodrez_desktop.ai.match import play_match
from neurodrez_desktop.core.protocol import Rules


def self_play(rules: Rules[Any, Any], games: int, agents: Sequence[str], players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
    rows = []
    for g in range(games):
        kinds = [agents[seat % len(agents)] for seat in range(players)]
        result = play_match(rules, [agent_for_level(k) for k in kinds],
                            [budget_for_level(k) for k in kinds], seed * 100_003 + g, options)
        row: dict[str, Any] = {"game": g + 1, "actions": result.actions,
                               "draw": result.outcome.is_draw,
                               "reason": result.outcome.reason}
        for seat in range(players):
            row[f"seat{seat + 1}_agent"] = kinds[seat]
            row[f"seat{seat + 1}_score"] = result.outcome.scores[seat]
            row[f"seat{seat + 1}_won"] = seat in result.outcome.winners and not row["draw"]
        rows.append(row)
    return rows


def summary(rows: list[dict[str, Any]], players: int) -> list[str]:
    n = len(rows)
    lengths = sorted(r["actions"] for r in rows)
    lines = [f"{'seat':<6}{'agent':<10}{'wins':>6}{'win rate':>10}{'mean score':>12}"]
    for seat in range(1, players + 1):
        wins = sum(1 for r in rows if r[f"seat{seat}_won"])
        mean = statistics.fmean(r[f"seat{seat}_score"] for r in rows)
        lines.append(f"{seat:<6}{rows[0][f'seat{seat}_agent']:<10}{wins:>6}"
                     f"{wins / n:>10.1%}{mean:>12.2f}")
    draws = sum(1 for r in rows if r["draw"])
    lines.append(f"draws: {draws} ({draws / n:.1%})")
    lines.append(f"game length (actions): min {lengths[0]}, median "
                 f"{statistics.median(lengths):g}, mean {statistics.fmean(lengths):.1f}, "
                 f"max {lengths[-1]}")
    first = sum(1 for r in rows if r["seat1_won"]) / n
    lines.append(f"first player's advantage: wins {first:.1%} against an even share of "
                 f"{(1 - draws / n) / players:.1%}")
    return lines


def write_csv(rows: list[dict[str, Any]], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
