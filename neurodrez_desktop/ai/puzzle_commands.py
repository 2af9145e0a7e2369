"""The command line of ``neurodrez puzzles``: ``generate`` writes a game's puzzle file,
``check`` verifies the shipped ones (ai/puzzle_maker.py does the work).

Kept apart from the maker so that building the command line imports no search: the parsers
are made at every start of the program.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


class PuzzleCommandError(ValueError):
    """Input the puzzle commands cannot work with: one plain line, status 2."""


def _margin(text: str) -> float:
    """A margin of the search's value (rewards 0 to 1): above 0.01, below 1."""
    try:
        margin = float(text) if len(text) <= 20 else math.nan
    except ValueError:
        margin = math.nan
    if not 0.01 < margin < 1:
        raise argparse.ArgumentTypeError(f"{text[:20]!r}: give a margin above 0.01 and "
                                         "below 1 (a queen is worth about 0.4)")
    return margin


def _iterations(text: str) -> int:
    try:
        count = int(text) if len(text) <= 9 else 0
    except ValueError:
        count = 0
    if not 10 <= count <= 10_000_000:
        raise argparse.ArgumentTypeError(f"{text[:20]!r}: give a whole number of iterations "
                                         "from 10 to 10000000")
    return count


def add_puzzle_parsers(sub: Any, count: Callable[[str], int], seed: Callable[[str], int]
                       ) -> None:
    """The ``puzzles`` command and its two subcommands, on the program's parser."""
    puzzles = sub.add_parser("puzzles", help="make and check the practice puzzles")
    puzzles_sub = puzzles.add_subparsers(dest="puzzles", required=True)
    generate = puzzles_sub.add_parser(
        "generate", help="play seeded games between Easy players and keep the decisions "
                         "where one is clearly best by a deeper search")
    generate.add_argument("--game", required=True)
    generate.add_argument("--games", type=count, required=True,
                          help="games to play (at most; see --wanted)")
    generate.add_argument("--seed", type=seed, default=1)
    generate.add_argument("--margin", type=_margin, default=None,
                          help="how far the best decision's value must beat every other's "
                               "in both searches (default 0.05)")
    generate.add_argument("--iterations", type=_iterations, default=None,
                          help="each search's iterations (default: twice Normal's in the "
                               "game)")
    generate.add_argument("--trials", type=count, default=None,
                          help="Normal's and Easy's tries at each puzzle, for its rating "
                               "(default 4)")
    generate.add_argument("--wanted", type=count, default=None,
                          help="stop once this many puzzles are kept")
    generate.add_argument("--out", default=None,
                          help="the file to write (default: the game's puzzles.json)")
    check = puzzles_sub.add_parser(
        "check", help="replay each shipped puzzle's source game and search it again")
    check.add_argument("--game", help="one game (default: every game)")
    check.add_argument("--iterations", type=_iterations, default=None,
                       help="the fresh search's iterations (default: the file's)")
    check.add_argument("--cheap", action="store_true",
                       help="only the file, the answers' legality and the replayed view, "
                            "without the fresh search")
    check.add_argument("--prune", action="store_true",
                       help="write the file again without the puzzles that fail (how many "
                            "goes into its made_by)")
    rate = puzzles_sub.add_parser(
        "rate", help="rate the shipped puzzles again: Normal's count from each puzzle's "
                     "source, Easy's tries made now")
    rate.add_argument("--game", help="one game (default: every game)")
    rate.add_argument("--trials", type=count, default=4, help="Easy's tries at each puzzle")


def run_puzzles(args: argparse.Namespace) -> int:
    if args.puzzles == "generate":
        return _generate(args)
    if args.puzzles == "rate":
        return _rate(args)
    return _check(args)


def _generate(args: argparse.Namespace) -> int:
    from neurodrez_desktop.ai.puzzle_maker import Settings, write_puzzles
    from neurodrez_desktop.core.puzzles import PUZZLES_FILE
    from neurodrez_desktop.games import entry_for

    entry = entry_for(args.game)
    given = {"games": args.games, "seed": args.seed, "margin": args.margin,
             "iterations": args.iterations, "trials": args.trials, "wanted": args.wanted}
    settings = Settings(**{k: v for k, v in given.items() if v is not None})
    path = Path(args.out) if args.out else entry.folder / PUZZLES_FILE
    if not path.parent.is_dir():
        raise PuzzleCommandError(f"--out {args.out}: no folder {path.parent}")
    tally = write_puzzles(entry.rules, settings, path,
                          say=lambda line: print(line, flush=True))
    print(json.dumps({"game": entry.id, "games_played": tally.games,
                      "positions_tried": tally.tried, "kept": tally.kept,
                      "refused": tally.refused, "seconds": round(tally.seconds, 1),
                      "margin": settings.margin,
                      "iterations": settings.search_iterations(entry.rules),
                      "file": str(path)}, sort_keys=True))
    return 0


def _check(args: argparse.Namespace) -> int:
    from neurodrez_desktop.ai.puzzle_maker import check_puzzle, research
    from neurodrez_desktop.core.puzzles import MalformedPuzzleError, puzzles_for
    from neurodrez_desktop.games import entry_for, playable

    entries = [entry_for(args.game)] if args.game else playable()
    failed = 0
    figures: dict[str, dict[str, Any]] = {}
    for entry in entries:
        started = time.perf_counter()
        made_by = _made_by(entry)
        try:
            puzzles = puzzles_for(entry)
        except MalformedPuzzleError as exc:
            print(f"{entry.id}: {exc}", flush=True)
            failed += 1
            continue
        problems: list[str] = []
        for puzzle in puzzles:
            found = check_puzzle(entry.rules, puzzle)
            if not found and not args.cheap:
                margin = float(made_by.get("margin", puzzle.source.get("margin", 0.05)))
                iterations = args.iterations or int(puzzle.source.get("iterations", 1000))
                found = research(entry.rules, puzzle, margin, iterations)
            problems += found
            for line in found:
                print(line, flush=True)
        if args.prune and problems:
            _prune(entry, puzzles, problems, made_by)
            print(f"{entry.id}: {len(problems)} failing puzzles taken out of the file",
                  flush=True)
        failed += len(problems)
        figures[entry.id] = {"puzzles": len(puzzles), "passed": len(puzzles) - len(problems),
                             "seconds": round(time.perf_counter() - started, 1)}
        print(f"{entry.id}: {len(puzzles) - len(problems)}/{len(puzzles)} puzzles pass",
              flush=True)
    print(json.dumps({"games": figures, "failed": failed, "deep": not args.cheap},
                     sort_keys=True))
    return 1 if failed else 0


def _prune(entry: Any, puzzles: list[Any], problems: list[str], made_by: dict[str, Any]
           ) -> None:
    """The game's file without the puzzles named in ``problems`` (each starts with its
    id), written atomically."""
    failing = {line.split(":", 1)[0] for line in problems}
    kept = [p for p in puzzles if p.id not in failing]
    _rewrite(entry, kept, {**made_by, "dropped_by_check": int(
        made_by.get("dropped_by_check", 0)) + len(puzzles) - len(kept)})


def _rewrite(entry: Any, puzzles: list[Any], made_by: dict[str, Any]) -> None:
    """The game's puzzle file written again, atomically."""
    from neurodrez_desktop.core.files import write_text_atomic
    from neurodrez_desktop.core.puzzles import PUZZLES_FILE, puzzles_to_text

    write_text_atomic(entry.folder / PUZZLES_FILE,
                      puzzles_to_text(puzzles, entry.rules, made_by))


def _rate(args: argparse.Namespace) -> int:
    from neurodrez_desktop.ai.puzzle_maker import SOLVERS, rated
    from neurodrez_desktop.core.puzzles import MalformedPuzzleError, puzzles_for
    from neurodrez_desktop.games import entry_for, playable

    entries = [entry_for(args.game)] if args.game else playable()
    figures: dict[str, dict[str, Any]] = {}
    for entry in entries:
        started = time.perf_counter()
        try:
            puzzles = [rated(entry.rules, p, args.trials) for p in puzzles_for(entry)]
        except (MalformedPuzzleError, KeyError) as exc:  # KeyError: no Normal count kept
            print(f"{entry.id}: cannot rate its puzzles: {exc}", flush=True)
            return 1
        _rewrite(entry, puzzles, {**_made_by(entry), "easy_trials": args.trials,
                                  "solver_ratings": SOLVERS})
        ratings = sorted(p.rating for p in puzzles)
        figures[entry.id] = {"puzzles": len(puzzles), "lowest": ratings[0] if ratings else None,
                             "median": ratings[len(ratings) // 2] if ratings else None,
                             "highest": ratings[-1] if ratings else None,
                             "distinct": len(set(ratings)),
                             "seconds": round(time.perf_counter() - started, 1)}
        print(f"{entry.id}: {json.dumps(figures[entry.id], sort_keys=True)}", flush=True)
    print(json.dumps({"games": figures}, sort_keys=True))
    return 0


def _made_by(entry: Any) -> dict[str, Any]:
    """The shipped file's ``made_by`` (how it was generated), or nothing."""
    from neurodrez_desktop.core.files import UnreadableFileError, read_json_file
    from neurodrez_desktop.core.puzzles import MAX_PUZZLES_BYTES, PUZZLES_FILE

    path = entry.folder / PUZZLES_FILE
    try:
        obj = read_json_file(path, MAX_PUZZLES_BYTES) if path.exists() else {}
    except (UnreadableFileError, ValueError, RecursionError):
        return {}
    made_by = obj.get("made_by") if isinstance(obj, dict) else None
    return made_by if isinstance(made_by, dict) else {}
