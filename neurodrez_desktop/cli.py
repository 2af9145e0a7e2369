"""The ``neurodrez`` command (also ``python -m neurodrez_desktop``).

``neurodrez`` alone starts the program; ``bench`` and ``simulate`` are headless tools.

What the command says to a person (a refused command line, a game's moves, a selftest's
result) is said in the language chosen in the program's Settings (the system's before the
first start), read from the settings file without opening a window. A bench's figures and
a CSV's rows are read by programs: they stay English, as do argparse's usage and help.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from neurodrez_desktop import __version__
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.errors import UnknownGameError
from neurodrez_desktop.core.i18n import ENGLISH, LANGUAGES, PSEUDO, _, ngettext
from neurodrez_desktop.core.rng import SEED_MAX


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


MAX_SECONDS = 3600.0
AGENTS = ("random", "greedy", "easy", "normal", "hard")


class CommandError(Exception):
    """Input the command cannot work with: printed as one plain line, status 2."""


def _seconds(text: str) -> float:
    """A finite number of seconds above 0 and at most an hour (nan and inf never end)."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of seconds") from None
    if not math.isfinite(seconds) or not 0 < seconds <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"{text[:20]!r}: give a number of seconds above 0 and at most {MAX_SECONDS:g}")
    return seconds


MAX_COUNT_DIGITS = 20


def _shown(text: str, keep: int = 12) -> str:
    """An argument as it was given, or its start and its length when it is long: never a
    shorter text that reads as if it were the whole argument."""
    if len(text) <= keep + 4:
        return repr(text)
    return f"{text[:keep]!r}... ({len(text)} characters)"


def _at_least_one(text: str) -> int:
    """A count of games or players: a whole number, 1 or more, of at most 20 digits."""
    digits = text.strip().removeprefix("+").lstrip("0")
    if digits.isdecimal() and digits.isascii() and len(digits) > MAX_COUNT_DIGITS:
        raise argparse.ArgumentTypeError(
            f"{text[:12]!r}... ({len(digits)} digits): too large; give a whole number, "
            f"1 or more, of at most {MAX_COUNT_DIGITS} digits")
    try:
        number = int(text) if len(text) <= MAX_COUNT_DIGITS + 2 else None
    except ValueError:
        number = None
    if number is None or number < 1:
        raise argparse.ArgumentTypeError(f"{_shown(text)}: give a whole number, 1 or more")
    return number


def _jobs(text: str) -> int:
    """Games at once: 1 or more, and no more than the cores this process may use (more
    would only slow each game down, and its decision times with it)."""
    from neurodrez_desktop.ai.parallel import usable_cores

    jobs = _at_least_one(text)
    cores = usable_cores()
    if jobs > cores:
        raise argparse.ArgumentTypeError(
            f"{_shown(text)}: this machine has {cores} cores; give 1 to {cores}")
    return jobs


def _workers(text: str) -> list[int]:
    """Comma-separated numbers of cores, each from 1 to the cores this process may use,
    or 'all' for every one of them; in order, each once."""
    from neurodrez_desktop.ai.parallel import usable_cores

    cores = usable_cores()
    found: list[int] = []
    for part in (p.strip() for p in text.split(",")):
        if part == "all":
            number = cores
        else:
            number = int(part) if part.isdecimal() and len(part) <= 4 else 0
            if not 1 <= number <= cores:
                raise argparse.ArgumentTypeError(
                    f"{_shown(part)}: give numbers of cores from 1 to {cores} "
                    "(this machine's), or all")
        if number not in found:
            found.append(number)
    return found


def _seed(text: str) -> int:
    """A whole number from 0 to SEED_MAX; checked by its digits before int() (which refuses
    strings of more than 4300 digits with a ValueError of its own)."""
    digits = text.strip().removeprefix("+")
    if not (digits.isdecimal() and digits.isascii()) or len(digits.lstrip("0")) > 19 \
            or int(digits) > SEED_MAX:
        shown = repr(text) if len(text) <= 24 else f"{text[:20]!r}... ({len(text)} characters)"
        raise argparse.ArgumentTypeError(
            f"{shown}: a seed is a whole number from 0 to {SEED_MAX}")
    return int(digits)


def _agents(text: str) -> list[str]:
    """Comma-separated agent names, each one of AGENTS."""
    agents = [a.strip() for a in text.split(",") if a.strip()]
    known = ", ".join(AGENTS[:-1]) + f" or {AGENTS[-1]}"
    if not agents:
        raise argparse.ArgumentTypeError(f"name at least one agent: {known}")
    from neurodrez_desktop.ai.levels import scaled  # only for a bench's command line

    for agent in agents:
        try:
            base = scaled(agent)[0]
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
        if base not in AGENTS:
            raise argparse.ArgumentTypeError(f"no agent {agent[:20]!r}; choose {known}")
    return agents


def _agent(text: str) -> str:
    """One agent name (a computer level, or random or greedy)."""
    agents = _agents(text)
    if len(agents) != 1:
        raise argparse.ArgumentTypeError(f"{text[:40]!r}: name one agent")
    return agents[0]


def _executable(text: str) -> str:
    """A program to run: an executable regular file (a bare name is looked up on PATH)."""
    path = Path(text)
    if not path.exists() and not any(sep and sep in text for sep in (os.sep, os.altsep)):
        found = shutil.which(text)
        if found:
            return found
    if not path.exists():
        raise argparse.ArgumentTypeError(f"{text}: no such file")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text}: is a folder, not a program")
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{text}: not a regular file")
    if not os.access(path, os.X_OK):
        raise argparse.ArgumentTypeError(f"{text}: not executable (no execute permission)")
    return text


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
    parser.add_argument("--language", choices=[*LANGUAGES, PSEUDO],
                        help="with --selftest: play in this language (default: the system's)")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("play", help="start the program (the default)")

    bench = sub.add_parser("bench", help="print performance figures as JSON")
    bench_sub = bench.add_subparsers(dest="bench", required=True)
    playouts = bench_sub.add_parser(
        "playouts", help="random games through the rules API vs python-chess random play")
    playouts.add_argument("--game", help="one game id (default: every game)")
    playouts.add_argument("--seconds", type=_seconds, default=3.0,
                          help="seconds of measuring per game, and as many for the yardstick")
    playouts.add_argument("--players", type=_at_least_one,
                          help="number of players (default: fewest)")
    playouts.add_argument("--option", type=_option_pair, action="append", default=[],
                          metavar="NAME=VALUE", help="a game option (with --game)")
    playouts.add_argument("--seed", type=_seed, default=1, help=f"0 to {SEED_MAX}")

    ui = bench_sub.add_parser(
        "ui", help="frame times, start-up time and memory of the program, headless")
    ui.add_argument("--seconds", type=_seconds, default=10.0,
                    help="seconds of scripted play to time")
    ui.add_argument("--game", default=tables[0], choices=tables,
                    help=f"the table to play (default: {tables[0]})")
    ui.add_argument("--exe", metavar="PATH", type=_executable,
                    help="time this packaged program (dist/neurodrez/neurodrez) instead")
    ui.add_argument("--child", action="store_true", help=argparse.SUPPRESS)

    load = bench_sub.add_parser(
        "load", help="how fast the Load screen opens and draws with thousands of saves")
    load.add_argument("--saves", type=_saves_count, default=5000,
                      help="saves in the folder (default 5000, at most 100000)")
    load.add_argument("--seconds", type=_seconds, default=3.0,
                      help="seconds of browsing the list to time")

    ai = bench_sub.add_parser("ai", help="two computer levels play each other")
    ai.add_argument("--game", required=True)
    ai.add_argument("--a", type=_agent, default="normal",
                    help="level A: random, greedy, easy, normal, hard; normal*3 or hard*0.5 "
                         "thinks that many times as much")
    ai.add_argument("--b", type=_agent, default="random", help="level B")
    ai.add_argument("--games", type=_at_least_one, default=20)
    ai.add_argument("--players", type=_at_least_one,
                    help="seats (default: two, or the fewest); A plays one, B the others")
    ai.add_argument("--seed", type=_seed, default=1, help=f"0 to {SEED_MAX}")
    ai.add_argument("--option", type=_option_pair, action="append", default=[],
                    metavar="NAME=VALUE")
    ai.add_argument("--jobs", type=_jobs, default=1, metavar="N",
                    help="games played at once, in worker processes (default 1; at most "
                         "the machine's cores); the games are the same whatever N")
    ai.add_argument("--out", metavar="FILE",
                    help="append each finished game to FILE as a JSON line")
    ai.add_argument("--resume", action="store_true",
                    help="with --out: play only the games FILE lacks, and count them all")

    ladder = bench_sub.add_parser(
        "ladder", help="every pairing of the computer levels for one game (more work "
                       "against less, Normal against Easy and Random, 3 and 4 players)")
    ladder.add_argument("--game", required=True)
    ladder.add_argument("--work", type=_seconds, default=0.05,
                        help="Normal's seconds of search on the reference machine for the "
                             "measurement (default 0.05; the real Normal is 1)")
    ladder.add_argument("--games", type=_at_least_one, default=40, help="games a pairing")
    ladder.add_argument("--seed", type=_seed, default=1, help=f"0 to {SEED_MAX}")
    ladder.add_argument("--option", type=_option_pair, action="append", default=[],
                        metavar="NAME=VALUE")
    ladder.add_argument("--jobs", type=_jobs, default=1, metavar="N",
                        help="games played at once (at most the machine's cores)")
    ladder.add_argument("--out", metavar="DIR", required=True,
                        help="a file a pairing in DIR; a run cut off goes on where it stopped")

    tactics = bench_sub.add_parser(
        "tactics", help="how often a computer level finds the right answer in positions "
                        "with one (take free material, save attacked material, win in one)")
    tactics.add_argument("--game", help="one game (default: every game)")
    tactics.add_argument("--level", type=_agent, default="normal",
                         help="random, greedy, easy, normal or hard (its own time budget)")
    tactics.add_argument("--trials", type=_at_least_one, default=3,
                         help="tries of each position, each with its own seed (default 3)")
    tactics.add_argument("--seed", type=_seed, default=1, help=f"0 to {SEED_MAX}")
    tactics.add_argument("--puzzles", action="store_true",
                         help="the game's shipped practice puzzles instead of its tactics "
                              "positions")

    rate = bench_sub.add_parser(
        "rate", help="iterations a second of the computer's search, on one core and "
                     "shared among several")
    rate.add_argument("--game", help="one game (default: every game)")
    rate.add_argument("--workers", type=_workers, default=None, metavar="N,M,...",
                      help="numbers of cores to share the search among, 'all' for every "
                           "core (default: 1,2,all)")
    rate.add_argument("--seconds", type=_seconds, default=2.0,
                      help="each decision's work: seconds of the game's search on the "
                           "reference machine (default 2)")
    rate.add_argument("--positions", type=_at_least_one, default=3,
                      help="mid-game positions a game, the same for each number of cores "
                           "(default 3)")
    rate.add_argument("--calibrate", action="store_true",
                      help="also the single-core rate over whole games' decisions at 300 "
                           "iterations a decision: the tenth percentile is the game's "
                           "search_rate")

    _puzzle_commands(sub)

    sim = sub.add_parser("simulate", help="play one random game and print its move log")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=_at_least_one)
    sim.add_argument("--seed", type=_seed, default=1, help=f"0 to {SEED_MAX}")
    sim.add_argument("--option", type=_option_pair, action="append", default=[],
                     metavar="NAME=VALUE")
    sim.add_argument("--games", type=_at_least_one,
                     help="play N games and print statistics instead of one move log")
    sim.add_argument("--agents", type=_agents,
                     help="with --games: comma-separated agents by seat: random, greedy, "
                          "easy, normal, hard (default: random)")
    sim.add_argument("--csv", help="with --games: where to write one row per game "
                     "(default: simulate-<game>.csv)")
    return parser


def _puzzle_commands(sub: Any) -> None:
    """``neurodrez puzzles generate`` and ``check`` (ai/puzzle_commands.py)."""
    from neurodrez_desktop.ai.puzzle_commands import add_puzzle_parsers

    add_puzzle_parsers(sub, _at_least_one, _seed)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    _speak_the_players_language(args)
    try:
        _check_together(args)
        if args.selftest:
            from neurodrez_desktop.app import selftest

            shots = _shots_folder(args.screenshots) if args.screenshots else None
            return selftest.run_selftest(shots, language=args.language)
        if args.command == "bench":
            with _in_english():
                return _bench(args)
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "puzzles":
            from neurodrez_desktop.ai.puzzle_commands import run_puzzles

            with _in_english():
                return run_puzzles(args)
    except UnknownGameError:
        known = ", ".join(sorted(_registry()))
        print(_("neurodrez: no game {game}; the games are: {known}").format(
            game=_shown(str(args.game), 40), known=known), file=sys.stderr)
        return 2
    except (ValueError, CommandError) as exc:  # a bad option: say so plainly
        print(_("neurodrez: {error}").format(error=exc), file=sys.stderr)
        return 2
    return _play()


def _speak_the_players_language(args: argparse.Namespace) -> None:
    """Say everything in the language the person chose in Settings, as the window would
    (the system's before the first start); ``--selftest --language`` overrides it. The
    settings file is read as the program reads it, with no window and no pygame."""
    from neurodrez_desktop.app.settings import SettingsStore

    chosen = (args.language if args.selftest and args.language
              else SettingsStore().load().spoken_language)
    i18n.set_language(chosen)


@contextmanager
def _in_english() -> Iterator[None]:
    """Words read by programs (a bench's figures and their labels, a CSV's rows) stay
    English whatever the person's language."""
    kept = i18n.language()
    i18n.set_language(ENGLISH)
    try:
        yield
    finally:
        i18n.set_language(kept)


def _registry() -> list[str]:
    from neurodrez_desktop.games import GAMES

    return list(GAMES)


def _check_together(args: argparse.Namespace) -> None:
    """Arguments that mean nothing without another, or that are given twice: refused, never
    silently ignored or silently overridden."""
    if args.screenshots is not None and not args.selftest:
        raise CommandError(_("{flag} works only with --selftest").format(flag="--screenshots"))
    if args.language is not None and not args.selftest:
        raise CommandError(_("--language works only with --selftest (the program itself "
                             "speaks the language chosen in its Settings)"))
    if args.selftest and args.command is not None:
        raise CommandError(_("--selftest runs alone; leave out {command}").format(
            command=repr(args.command)))
    if args.command == "simulate" and args.games is None:
        for flag, given in (("--agents", args.agents), ("--csv", args.csv)):
            if given is not None:
                raise CommandError(_("{flag} works only with --games N (statistics of N "
                                     "games)").format(flag=flag))
    if getattr(args, "bench", None) == "ai" and args.resume and args.out is None:
        raise CommandError(_("--resume works only with --out FILE (the run to continue)"))
    for name, count in Counter(name for name, _value in getattr(args, "option", [])).items():
        if count > 1:
            raise CommandError(ngettext(
                "--option {name} is given {n} time; give each option once",
                "--option {name} is given {n} times; give each option once",
                count).format(name=_shown(name, 40), n=count))


def _shots_folder(text: str) -> Path:
    """The --screenshots folder, checked (and made) before the selftest starts."""
    return _writable_folder("--screenshots", text)


def _writable_folder(flag: str, text: str) -> Path:
    """A folder an option names, checked and made before any work starts: a folder, or
    one that can be made, where files can be written."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise CommandError(_("{flag} {path}: is a file, not a folder").format(
            flag=flag, path=text))
    for folder in path.parents:
        if folder.exists() and not folder.is_dir():
            raise CommandError(_("{flag} {path}: {folder} is a file, not a folder").format(
                flag=flag, path=text, folder=folder))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CommandError(_("{flag} {path}: cannot make the folder: {error}").format(
            flag=flag, path=text, error=exc.strerror or exc)) from exc
    if not os.access(path, os.W_OK | os.X_OK):
        raise CommandError(_("{flag} {path}: cannot write there (permission denied)").format(
            flag=flag, path=text))
    return path


def _play() -> int:
    from neurodrez_desktop.app.main import run_app

    return run_app()


def _saves_count(text: str) -> int:
    count = _at_least_one(text)
    if count > 100_000:
        raise argparse.ArgumentTypeError(f"{text[:20]!r}: at most 100000 saves")
    return count


def _bench(args: argparse.Namespace) -> int:
    if args.bench == "load":
        from neurodrez_desktop.app import bench_load

        bench_load.print_result(bench_load.run(args.saves, args.seconds))
        return 0
    if args.bench == "ui":
        from neurodrez_desktop.app import bench_ui

        if args.child:
            bench_ui.run_child(args.seconds, args.game)
            return 0
        try:
            result = bench_ui.run_parent(args.seconds, args.game, args.exe)
        except bench_ui.BenchChildError as exc:
            raise CommandError(str(exc)) from exc
        bench_ui.print_result(result)
        return 0
    from neurodrez_desktop.bench import bench_playouts, print_results
    from neurodrez_desktop.games import GAMES, get_rules

    if args.bench == "ai":
        return _bench_ai(args)
    if args.bench == "ladder":
        return _bench_ladder(args)

    if args.bench == "rate":
        from neurodrez_desktop.ai.rate import bench_rate

        chosen = [get_rules(args.game)] if args.game else list(GAMES.values())
        workers = args.workers or _workers("1,2,all")
        result = bench_rate(chosen, workers, args.seconds, args.positions, args.calibrate,
                            say=lambda line: print(line, flush=True))
        print(json.dumps(result, sort_keys=True))
        return 0
    if args.bench == "tactics":
        from neurodrez_desktop.ai.tactics import bench_tactics

        chosen = [get_rules(args.game)] if args.game else list(GAMES.values())
        result = bench_tactics(chosen, args.level, args.trials, args.seed,
                               puzzles=args.puzzles)
        print(json.dumps(result, sort_keys=True))
        return 0
    if args.option and not args.game:
        raise ValueError("--option needs --game")
    games = [get_rules(args.game)] if args.game else list(GAMES.values())
    if args.players is not None:
        for rules in games:
            rules.spec.check_players(args.players)
    results = [bench_playouts(rules, args.seconds, args.seed, args.players,
                              dict(args.option)) for rules in games]
    print_results(results, single=bool(args.game))
    return 0


def _bench_ai(args: argparse.Namespace) -> int:
    """Progress on stderr, a game a line; the figures on stdout, JSON last."""
    from neurodrez_desktop.bench_ai import AiRun, RunInterrupted, bench_ai
    from neurodrez_desktop.games import get_rules

    rules = get_rules(args.game)
    players = args.players or max(2, rules.spec.min_players)
    rules.spec.check_players(players)
    run = AiRun(rules.spec.id, args.a, args.b, players, rules.spec.resolve(dict(args.option)),
                args.seed)
    try:
        result = bench_ai(run, args.games, args.jobs,
                          Path(args.out) if args.out is not None else None, args.resume)
    except RunInterrupted as stop:
        kept = f"; they are in {args.out}, and --resume plays the rest" if args.out else ""
        print(f"neurodrez: bench ai stopped: {stop.finished} of {stop.total} games "
              f"finished{kept}", file=sys.stderr)
        return 130
    print(f"A ({args.a}) scores {result['a_score_rate']} against B ({args.b}) over "
          f"{result['games']} games (95% interval {result['wilson_low']} to "
          f"{result['wilson_high']}); A decides in {result['a_decision_s_mean']} s on "
          f"average, {result['a_decision_s_p95']} s at p95"
          + (f"; {result['a_quick_decisions']} easy choices made without a search, "
             f"the slowest in {result['a_quick_s_max']} s"
             if result["a_quick_decisions"] else "")
          + (f"; {result['a_settled_decisions']} settled early, "
             f"{result['a_settled_s_p95']} s at p95, using "
             f"{result['a_settled_work_p95']} of the work at p95"
             if result["a_settled_decisions"] else "")
          + (f"; the clock's cap cut {result['a_capped_decisions']} short"
             if result["a_capped_decisions"] else ""))
    print(json.dumps(result, sort_keys=True))
    return 0


def _bench_ladder(args: argparse.Namespace) -> int:
    """A line per game and per pairing on stderr; the figures on stdout, JSON last."""
    from neurodrez_desktop.bench_ai import RunFileError, RunInterrupted
    from neurodrez_desktop.games import get_rules
    from neurodrez_desktop.ladder import bench_ladder, print_ladder

    game = get_rules(args.game).spec.id
    out = _writable_folder("--out", args.out)  # a file a pairing in it
    try:
        result = bench_ladder(game, args.work, args.games, args.jobs, out,
                              dict(args.option), args.seed)
    except RunFileError as exc:
        raise CommandError(str(exc)) from None
    except RunInterrupted as stop:
        print(f"neurodrez: bench ladder stopped: {stop.finished} of {stop.total} games of "
              f"a pairing finished; the same command goes on where it stopped",
              file=sys.stderr)
        return 130
    print_ladder(result)
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from neurodrez_desktop.core.formats import format_decimal
    from neurodrez_desktop.core.protocol import CHANCE
    from neurodrez_desktop.core.rng import make_rng, sample_outcome
    from neurodrez_desktop.games import entry_for

    entry = entry_for(args.game)
    rules, presenter = entry.rules, entry.presenter
    players = args.players or rules.spec.min_players
    rules.spec.check_players(players)
    if args.games:
        return _simulate_many(rules, players, args)
    rng = make_rng(args.seed)
    state = rules.initial_state(players, dict(args.option))
    while not rules.is_terminal(state):
        if rules.current_player(state) == CHANCE:
            action = sample_outcome(rules.chance_outcomes(state), rng)
        else:
            action = rng.choice(rules.legal_actions(state))
        print(presenter.action_label(state, action))
        state = rules.apply(state, action)
    outcome = rules.outcome(state)
    assert outcome is not None  # terminal ⇔ an outcome (the conformance suite)
    print(_("End: {reason}").format(reason=outcome.reason))
    print(_("Scores: {scores}").format(scores=", ".join(
        _("seat {number}: {score}").format(number=i + 1, score=format_decimal(s))
        for i, s in enumerate(outcome.scores))))
    return 0


def _simulate_many(rules: Any, players: int, args: argparse.Namespace) -> int:
    from neurodrez_desktop.simulate import self_play, summary, write_csv

    agents = args.agents or ["random"]
    if len(agents) not in (1, players):
        raise CommandError(_(
            "--agents: {agents} agents for {seats} seats; name one agent for every seat, or "
            "one for them all").format(agents=len(agents), seats=players))
    path = _csv_path(args.csv or f"simulate-{rules.spec.id}.csv")
    with _in_english():  # the statistics table and the CSV's rows are read by programs
        rows = self_play(rules, args.games, agents, players, args.seed, dict(args.option))
        for line in summary(rows, players):
            print(line)
    try:
        write_csv(rows, path)
    except OSError as exc:
        raise CommandError(_("--csv {path}: cannot write it: {error}").format(
            path=path, error=exc.strerror or exc)) from exc
    print(ngettext("wrote {n} game to {path}", "wrote {n} games to {path}", len(rows)).format(
        n=len(rows), path=path))
    return 0


def _csv_path(text: str) -> Path:
    """Where the CSV goes, checked before any game is played: not a folder, and in a folder
    that exists or can be made."""
    path = Path(text)
    if path.is_dir():
        raise CommandError(_("{flag} {path}: is a folder; name a file in it").format(
            flag="--csv", path=path))
    for folder in path.parents:
        if folder.exists() and not folder.is_dir():
            raise CommandError(_("{flag} {path}: {folder} is a file, not a folder").format(
                flag="--csv", path=path, folder=folder))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CommandError(_("--csv {path}: cannot make its folder: {error}").format(
            path=path, error=exc.strerror or exc)) from exc
    if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise CommandError(_("{flag} {path}: cannot write there (permission denied)").format(
            flag="--csv", path=path))
    return path
