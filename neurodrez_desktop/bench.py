"""``neurodrez bench playouts``: random games through the rules API, against a yardstick.

The machine is shared and noisy, so absolute figures mean little; each game is compared
with python-chess random play (``board.legal_moves`` + ``push``) measured in the same run,
interleaved in slices so both see the same load.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import chess

from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.rng import Rng, make_rng

SLICES = 3
YARDSTICK_MAX_PLIES = 300


@dataclass
class Tally:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0

    def rate(self, count: int) -> float:
        return count / self.seconds if self.seconds > 0 else 0.0


def _game_slice(rules: Rules[Any, Any], players: int, options: Mapping[str, Any], rng: Rng,
                seconds: float, tally: Tally) -> None:
    start = time.perf_counter()
    end = start + seconds
    while True:
        playout = random_playout(rules, players, options, rng)
        tally.games += 1
        tally.actions += playout.length
        now = time.perf_counter()
        if now >= end:
            break
    tally.seconds += now - start


def _yardstick_slice(rng: Rng, seconds: float, tally: Tally) -> None:
    """python-chess random games, each cut at 300 plies (most would draw long before)."""
    start = time.perf_counter()
    end = start + seconds
    choice = rng.choice
    while True:
        board = chess.Board()
        plies = 0
        while plies < YARDSTICK_MAX_PLIES:
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(choice(moves))
            plies += 1
        tally.games += 1
        tally.actions += plies
        now = time.perf_counter()
        if now >= end:
            break
    tally.seconds += now - start


def bench_playouts(rules: Rules[Any, Any], seconds: float, seed: int = 1,
                   players: int | None = None,
                   options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Measure ``rules`` and the yardstick for ``seconds`` each, in interleaved slices."""
    players = players or rules.spec.min_players
    resolved = rules.spec.resolve(options)
    game, yard = Tally(), Tally()
    game_rng, yard_rng = make_rng(f"bench:{seed}:game"), make_rng(f"bench:{seed}:chess")
    for _ in range(SLICES):
        _yardstick_slice(yard_rng, seconds / SLICES, yard)
        _game_slice(rules, players, resolved, game_rng, seconds / SLICES, game)
    actions_per_s = game.rate(game.actions)
    yard_per_s = yard.rate(yard.actions)
    return {
        "game": rules.spec.id,
        "players": players,
        "options": resolved,
        "games": game.games,
        "games_per_s": round(game.rate(game.games), 2),
        "actions_per_s": round(actions_per_s, 1),
        "mean_actions_per_game": round(game.actions / game.games, 1) if game.games else 0,
        "yardstick_plies_per_s": round(yard_per_s, 1),
        "ratio": round(actions_per_s / yard_per_s, 3) if yard_per_s else None,
    }


def print_results(results: list[dict[str, Any]], single: bool) -> None:
    for r in results:
        print(f"{r['game']}: {r['games_per_s']} games/s, {r['actions_per_s']} actions/s "
              f"({r['mean_actions_per_game']} actions a game); python-chess yardstick "
              f"{r['yardstick_plies_per_s']} plies/s; ratio {r['ratio']}")
    print(json.dumps(results[0] if single else results, sort_keys=True))

