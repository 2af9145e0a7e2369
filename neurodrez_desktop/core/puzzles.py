"""Practice puzzles: one decision of a real game, kept with every good answer to it.

A puzzle is made from computer play (``ai/puzzle_maker.py``) where one decision is
clearly better than the rest, and shipped as data in its game's folder (``puzzles.json``).
What is stored is the solver's *view* of the position (``view_for``), never the full
state: a puzzle file holds no secret of any seat but the solver's own, and the position
is one whose answer does not hang on what the solver cannot see. The good answers are
all of them (any move that wins the material, not one chosen square), so Practice
accepts each; a puzzle's ``rating`` is its difficulty on the players' rating scale
(Glicko-2, ``core/glicko2.py``), from how often the Normal and Easy computers find it.

Pure Python: the Practice screen, the generator, the check and ``bench tactics`` read
puzzles through this module.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.tactics import Tactic

SCHEMA_VERSION = 1
PUZZLES_FILE = "puzzles.json"
"""A game's puzzles, in its folder beside its rules."""
MAX_PUZZLES_BYTES = 8 * 2**20
"""A puzzle file is read only up to this size (a few hundred puzzles take well under)."""
START_RATING = 1500.0
PLAIN_THEME = "find the best move"
"""The theme of a puzzle whose best decision is none of the tactics' kinds (it wins no
material at once, saves none, wins or stops no win in one)."""


class MalformedPuzzleError(ValueError):
    """A puzzle file, or one puzzle in it, that is not what this program writes: the
    message says what and where."""


@dataclass(frozen=True)
class Puzzle:
    """One decision with its good answers, as the solver's seat sees it."""

    id: str
    """Unique within its game and stable: ``<game>-<seed>-<ply>`` for a generated one."""
    game: str
    players: int
    options: Mapping[str, Any]
    """The game's resolved options (the table is opened with them, as a game's is)."""
    seat: int
    """The solver's seat: the one to act in ``view``."""
    view: Any
    """The position as ``view_for(state, seat)`` of the game it came from."""
    good: tuple[Any, ...]
    """Every good answer (legal actions of ``view``), best first."""
    theme: str
    """What is asked, as a tactic's ``kind`` ("take free material", "win in one", ...)."""
    rating: float = START_RATING
    """The difficulty, on the players' rating scale."""
    source: Mapping[str, Any] = field(default_factory=dict)
    """How it was made and checked (the game's seed and ply, the search's margin and
    iterations), for the check and the curious; never shown as a secret."""

    def is_good(self, action: Any) -> bool:
        return action in self.good

    def as_tactic(self) -> Tactic:
        """The puzzle as a tactics position (``bench tactics`` runs both alike): the
        state built is the view itself, which the agents are handed as a view anyway."""
        view, good = self.view, self.good
        return Tactic(name=self.id, kind=self.theme, why="",
                      build=lambda _rules: view, good=lambda _state, action: action in good,
                      players=self.players)


def puzzle_to_json(puzzle: Puzzle, rules: Rules[Any, Any]) -> dict[str, Any]:
    return {
        "id": puzzle.id,
        "players": puzzle.players,
        "options": dict(puzzle.options),
        "seat": puzzle.seat,
        "view": rules.state_to_json(puzzle.view),
        "good": [rules.action_to_json(action) for action in puzzle.good],
        "theme": puzzle.theme,
        "rating": round(puzzle.rating, 1),
        "source": dict(puzzle.source),
    }


_KEYS = {"id", "players", "options", "seat", "view", "good", "theme", "rating", "source"}


def puzzle_from_json(obj: Any, rules: Rules[Any, Any]) -> Puzzle:
    """A puzzle read back; ``MalformedPuzzleError`` says what is wrong with anything else
    (a view or an answer the game's own JSON readers refuse, an answer that is not legal
    in the view, a seat that is not the one to act)."""
    if not isinstance(obj, dict) or set(obj) != _KEYS:
        keys = sorted(obj) if isinstance(obj, dict) else type(obj).__name__
        raise MalformedPuzzleError(f"a puzzle has the keys {sorted(_KEYS)}, not {keys}")
    name = obj["id"]
    if not isinstance(name, str) or not 0 < len(name) <= 80:
        raise MalformedPuzzleError("a puzzle's id is a text of 1 to 80 characters")
    spec = rules.spec
    players, seat = obj["players"], obj["seat"]
    if (not isinstance(players, int) or isinstance(players, bool)
            or not spec.min_players <= players <= spec.max_players):
        raise MalformedPuzzleError(f"{name}: players is {players!r}, not "
                                   f"{spec.min_players} to {spec.max_players}")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise MalformedPuzzleError(f"{name}: seat is {seat!r}, not 0 to {players - 1}")
    if not isinstance(obj["options"], dict):
        raise MalformedPuzzleError(f"{name}: options are not an object")
    if not isinstance(obj["theme"], str) or not obj["theme"]:
        raise MalformedPuzzleError(f"{name}: the theme is not a text")
    rating = obj["rating"]
    if (not isinstance(rating, int | float) or isinstance(rating, bool)
            or not 0 <= rating <= 4000):
        raise MalformedPuzzleError(f"{name}: the rating is {rating!r}, not 0 to 4000")
    if not isinstance(obj["source"], dict):
        raise MalformedPuzzleError(f"{name}: the source is not an object")
    if not isinstance(obj["good"], list) or not obj["good"]:
        raise MalformedPuzzleError(f"{name}: a puzzle has at least one good answer")
    try:
        options = rules.resolve_options(obj["options"])
        view = rules.state_from_json(obj["view"])
        good = tuple(rules.action_from_json(action) for action in obj["good"])
    except ValueError as exc:
        raise MalformedPuzzleError(f"{name}: {exc}") from exc
    if rules.current_player(view) != seat:
        raise MalformedPuzzleError(f"{name}: seat {seat} is not the one to act")
    legal = rules.legal_actions(view)
    if any(action not in legal for action in good):
        raise MalformedPuzzleError(f"{name}: a good answer is not legal in the position")
    return Puzzle(name, spec.id, players, options, seat, view, good, obj["theme"],
                  float(rating), obj["source"])


def puzzles_to_text(puzzles: Sequence[Puzzle], rules: Rules[Any, Any],
                    made_by: Mapping[str, Any]) -> str:
    """A game's puzzle file: one puzzle a line (a diff shows which changed), with how the
    generator was run (``made_by``: its seed, games, margin, iterations)."""
    lines = [json.dumps(puzzle_to_json(p, rules), sort_keys=True, ensure_ascii=False)
             for p in puzzles]
    head = json.dumps({"schema_version": SCHEMA_VERSION, "game": rules.spec.id,
                       "made_by": dict(made_by)}, sort_keys=True, ensure_ascii=False)
    body = ",\n".join(lines)
    return head[:-1] + ', "puzzles": [\n' + body + "\n]}\n"


def puzzles_from_json(obj: Any, rules: Rules[Any, Any]) -> list[Puzzle]:
    if not isinstance(obj, dict) or obj.get("schema_version") != SCHEMA_VERSION:
        raise MalformedPuzzleError(f"not a puzzle file of schema {SCHEMA_VERSION}")
    if obj.get("game") != rules.spec.id:
        raise MalformedPuzzleError(f"the puzzles are {obj.get('game')!r}'s, not "
                                   f"{rules.spec.id!r}'s")
    items = obj.get("puzzles")
    if not isinstance(items, list):
        raise MalformedPuzzleError("the file lists no puzzles")
    puzzles = [puzzle_from_json(item, rules) for item in items]
    ids = [p.id for p in puzzles]
    if len(set(ids)) != len(ids):
        raise MalformedPuzzleError("two puzzles share an id")
    return puzzles


def read_puzzles(path: Path, rules: Rules[Any, Any]) -> list[Puzzle]:
    """The puzzles in ``path`` (none if there is no such file); a file that cannot be read
    or is not a puzzle file raises ``MalformedPuzzleError`` saying why."""
    from neurodrez_desktop.core.files import UnreadableFileError, read_json_file

    if not path.exists():
        return []
    try:
        obj = read_json_file(path, MAX_PUZZLES_BYTES)
    except (UnreadableFileError, ValueError, RecursionError) as exc:
        raise MalformedPuzzleError(f"{path.name}: {exc}") from exc
    return puzzles_from_json(obj, rules)


def puzzles_for(entry: GameEntry) -> list[Puzzle]:
    """The puzzles the game ships (``PUZZLES_FILE`` in its folder)."""
    return read_puzzles(entry.folder / PUZZLES_FILE, entry.rules)
