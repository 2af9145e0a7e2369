"""The ``neurodrez`` command (also ``python -m neurodrez_desktop``).

``neurodrez`` alone starts the program; ``bench`` and ``simulate`` are headless tools.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from neurodrez_desktop import __version__


def _option_pair(text: str) -> tuple[str, Any]:
    """``name=value`` from the command line; the value is read as JSON when it can be."""
    name, sep, raw = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"{text!r}: write options as name=value")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return name, value


def build_parser() -> argparse.ArgumentParser:
    from neurodrez_desktop.games import playable  # the registry: no pygame at import

    tables = [entry.id for entry in playable()]
    parser = argparse.ArgumentParser(
        prog="neurodrez", description="NeuroDrez Desktop: five tabletop games on one computer.")
    parser.add_argument("--version", action="version", version=f"neurodrez {__version__}")
    parser.add_argument("--selftest", action="store_true",
                        help="open the program headless, play every game a little, exit")
    parser.add_argument("--screenshots", metavar="DIR",
                        help="with --selftest: save a PNG of every scene into DIR")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("play", help="start the program (the default)")

    bench = sub.add_parser("bench", help="print performance figures as JSON")
    bench_sub = bench.add_subparsers(dest="bench", required=True)
    playouts = bench_sub.add_parser(
        "playouts", help="random games through the rules API vs python-chess random play")
    playouts.add_argument("--game", help="one game id (default: every game)")
    playouts.add_argument("--seconds", type=float, default=3.0,
                          help="seconds of measuring per game, and as many for the yardstick")
    playouts.add_argument("--players", type=int, help="number of players (default: fewest)")
    playouts.add_argument("--option", type=_option_pair, action="append", default=[],
                          metavar="NAME=VALUE", help="a game option (with --game)")
    playouts.add_argument("--seed", type=int, default=1)

    ui = bench_sub.add_parser(
        "ui", help="frame times, start-up time and memory of the program, headless")
    ui.add_argument("--seconds", type=float, default=10.0,
                    help="seconds of scripted play to time")
    ui.add_argument("--game", default=tables[0], choices=tables,
                    help=f"the table to play (default: {tables[0]})")
    ui.add_argument("--exe", metavar="PATH",
                    help="time this packaged program (dist/neurodrez/neurodrez) instead")
    ui.add_argument("--child", action="store_true", help=argparse.SUPPRESS)

    ai = bench_sub.add_parser("ai", help="two computer levels play each other")
    ai.add_argument("--game", required=True)
    ai.add_argument("--a", default="normal", help="level A: random, easy, normal, hard")
    ai.add_argument("--b", default="random", help="level B")
    ai.add_argument("--games", type=int, default=20)
    ai.add_argument("--players", type=int,
                    help="seats (default: two, or the fewest); A plays one, B the others")
    ai.add_argument("--seed", type=int, default=1)
    ai.add_argument("--option", type=_option_pair, action="append", default=[],
                    metavar="NAME=VALUE")

    sim = sub.add_parser("simulate", help="play one random game and print its move log")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=int)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", type=_option_pair, action="append", default=[],
                     metavar="NAME=VALUE")
    sim.add_argument("--games", type=int,
                     help="play N games and print statistics instead of one move log")
    sim.add_argument("--agents", default="random",
                     help="comma-separated agents by seat: random, greedy, easy, normal, hard")
    sim.add_argument("--csv", help="where to write one row per game (default: "
                     "simulate-<game>.csv)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.selftest:
        from pathlib import Path

        from neurodrez_desktop.app.selftest import run_selftest

        return run_selftest(Path(args.screenshots) if args.screenshots else None)
    try:
        if args.command == "bench":
            return _bench(args)
        if args.command == "simulate":
            return _simulate(args)
    except ValueError as exc:  # unknown game, bad option: say so plainly
        print(f"neurodrez: {exc}", file=sys.stderr)
        return 2
    return _play()


def _play() -> int:
    from neurodrez_desktop.app.main import run_app

    return run_app()


def _bench(args: argparse.Namespace) -> int:
    if args.bench == "ui":
        from neurodrez_desktop.app import bench_ui

        if args.child:
            bench_ui.run_child(args.seconds, args.game)
        else:
            bench_ui.print_result(bench_ui.run_parent(args.seconds, args.game, args.exe))
        return 0
    from neurodrez_desktop.bench import bench_ai, bench_playouts, print_results
    from neurodrez_desktop.games import GAMES, get_rules

    if args.bench == "ai":
        result = bench_ai(get_rules(args.game), args.a, args.b, args.games, args.seed,
                          dict(args.option), args.players)
        print(f"A ({args.a}) scores {result['a_score_rate']} against B ({args.b}); "
              f"A decides in {result['a_decision_s_mean']} s on average, "
              f"{result['a_decision_s_p95']} s at p95")
        print(json.dumps(result, sort_keys=True))
        return 0

    if args.option and not args.game:
        raise ValueError("--option needs --game")
    games = [get_rules(args.game)] if args.game else list(GAMES.values())
    results = [bench_playouts(rules, args.seconds, args.seed, args.players,
                              dict(args.option)) for rules in games]
    print_results(results, single=bool(args.game))
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from neurodrez_desktop.core.protocol import CHANCE
    from neurodrez_desktop.core.rng import make_rng, sample_outcome
    from neurodrez_desktop.games import get_rules

    rules = get_rules(args.game)
    players = args.players or rules.spec.min_players
    if args.games:
        return _simulate_many(rules, players, args)
    rng = make_rng(args.seed)
    state = rules.initial_state(players, dict(args.option))
    while not rules.is_terminal(state):
        if rules.current_player(state) == CHANCE:
            action = sample_outcome(rules.chance_outcomes(state), rng)
        else:
            action = rng.choice(rules.legal_actions(state))
        print(rules.action_label(state, action))
        state = rules.apply(state, action)
    outcome = rules.outcome(state)
    print(f"End: {outcome.reason}")
    print("Scores:", ", ".join(f"seat {i + 1}: {s:g}" for i, s in enumerate(outcome.scores)))
    return 0


def _simulate_many(rules: Any, players: int, args: argparse.Namespace) -> int:
    from pathlib import Path

    from neurodrez_desktop.ai.levels import agent_for_level
    from neurodrez_desktop.simulate import self_play, summary, write_csv

    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    for agent in agents:
        agent_for_level(agent)  # refuses unknown names before playing
    rules.spec.check_players(players)
    rows = self_play(rules, args.games, agents, players, args.seed, dict(args.option))
    for line in summary(rows, players):
        print(line)
    path = Path(args.csv or f"simulate-{rules.spec.id}.csv")
    write_csv(rows, path)
    print(f"wrote {len(rows)} games to {path}")
    return 0
