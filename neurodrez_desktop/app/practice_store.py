"""The player's practice, per game: a Glicko-2 rating that follows the puzzles solved and
missed, the counts, the rating's history (the Practice screen's plot) and the puzzles
lately tried (so the next one is another).

One JSON file, ``practice.json`` in the user data folder beside the saves. It is read only
when Practice first asks (the program's start reads nothing of it) and written atomically
after every attempt. The file is this program's but read as untrusted: one that is not
JSON, not of this schema, of wrong types, with a rating out of range or a history longer
than this program keeps is renamed aside, never changed, ``problem`` says so in the
player's words, and practice starts afresh; never a traceback.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeGuard

from neurodrez_desktop.app.paths import data_dir
from neurodrez_desktop.core.files import read_json_file, unused_name, write_keeping_damaged
from neurodrez_desktop.core.glicko2 import Rating, rate
from neurodrez_desktop.core.i18n import _, ngettext
from neurodrez_desktop.core.puzzles import Puzzle
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.core.text import safe_text

FILE_NAME = "practice.json"
SCHEMA_VERSION = 1
PRACTICE_LIMIT = 1 << 20
"""Five games of 200 points and 50 ids take some 60 KB: past this it is not this file."""
PUZZLE_RD = 80.0
"""A puzzle's rating deviation as an opponent: its difficulty is measured (the Normal
computer's tries), not guessed, so it is far surer than a new player's 350."""
HISTORY_LIMIT = 200
RECENT_LIMIT = 50
RATING_RANGE = (0.0, 4000.0)
"""Ratings kept (a player's, and each point of the history): far beyond any real player's,
so only a foreign file is refused for it; a rating is clamped into it before it is kept."""
RD_RANGE = (1.0, Rating().rd)
"""A deviation never grows past a new player's (Glickman's ceiling of 350)."""
VOL_RANGE = (0.0001, 1.0)
ID_LIMIT = 200
"""At most this many characters in a game or puzzle id."""
JITTER = 60.0
"""``choose`` moves each puzzle's rating by up to this much, seeded, before taking the
nearest: puzzles within about this distance of the player take turns."""


@dataclass(frozen=True)
class GamePractice:
    """One game's practice: the rating, the counts and what was lately tried."""

    rating: Rating
    attempted: int
    solved: int
    history: tuple[tuple[str, float], ...]
    """(ISO date-time, rating after), one point per attempt, oldest first, at most 200."""
    recent: tuple[str, ...]
    """Puzzle ids lately tried, newest last, at most 50."""


NEW_PRACTICE = GamePractice(Rating(), 0, 0, (), ())


class PracticeFileError(ValueError):
    """A practice file that is not what this program writes; the message, in the
    player's words, says what is wrong."""


def practice_path() -> Path:
    """The practice file: the player's progress, in the user data folder with the saves."""
    return data_dir() / FILE_NAME


def _now() -> datetime:
    return datetime.now(UTC)


class PracticeStore:
    """Every game's practice in one file; read at the first question, written after
    every attempt."""

    def __init__(self, path: Path, clock: Callable[[], datetime] = _now) -> None:
        self.path = path
        self.problem: str | None = None
        """Words for the player after a damaged file was kept aside (or a write failed);
        None otherwise."""
        self._clock = clock
        self._games: dict[str, GamePractice] | None = None
        self._damaged = False
        """A damaged file is still at ``path`` (renaming it aside failed): the next write
        tries again rather than write over it."""

    def of(self, game: str) -> GamePractice:
        """The game's practice (a new player's when the game was never practised)."""
        return self._loaded().get(game, NEW_PRACTICE)

    def attempt(self, game: str, puzzle: Puzzle, solved: bool) -> GamePractice:
        """Rate one try at ``puzzle`` (the puzzle an opponent of its own rating, won if
        solved), record it, write the file and return the game's new practice. A write
        that fails is said in ``problem``; the practice is kept for this session."""
        before = self.of(game)
        opponent = Rating(_clamp(puzzle.rating, RATING_RANGE), PUZZLE_RD)  # no overflow
        after = _bounded(rate(before.rating, [(opponent, 1.0 if solved else 0.0)]))
        stamp = self._clock().isoformat(timespec="seconds")
        practice = GamePractice(
            rating=after, attempted=before.attempted + 1,
            solved=before.solved + (1 if solved else 0),
            history=(*before.history, (stamp, after.rating))[-HISTORY_LIMIT:],
            recent=(*(i for i in before.recent if i != puzzle.id), puzzle.id)[-RECENT_LIMIT:])
        games = self._loaded()
        games[game] = practice
        self._write(games)
        return practice

    def choose(self, game: str, puzzles: Sequence[Puzzle], rng: Rng) -> Puzzle | None:
        """A puzzle near the player's rating: among those not lately tried (once every one
        was, those not among the newer half of them: a game of 45 puzzles goes round them
        all, not between the last two or three), the nearest after a seeded jitter of each
        puzzle's rating, so neighbours take turns. The same puzzles and the same ``rng``
        give the same choice whatever their order. None when there is no puzzle."""
        practice = self.of(game)
        recent = set(practice.recent)
        unseen = [p for p in puzzles if p.id not in recent]
        if not unseen:
            newer = set(practice.recent[-max(1, len(puzzles) // 2):])
            unseen = [p for p in puzzles if p.id not in newer] or list(puzzles)
        if not unseen:
            return None
        target = practice.rating.rating
        scored = [(abs(p.rating + rng.uniform(-JITTER, JITTER) - target), p.id, p)
                  for p in sorted(unseen, key=lambda p: p.id)]
        return min(scored, key=lambda s: s[:2])[2]

    def _loaded(self) -> dict[str, GamePractice]:
        if self._games is None:
            self._games = self._read()
        return self._games

    def _read(self) -> dict[str, GamePractice]:
        """The file's games; {} when there is none, and when it is damaged: then it is
        renamed aside and ``problem`` says so."""
        try:
            missing = not self.path.exists() and not self.path.is_symlink()
        except OSError:  # not even looked at (a folder not to be searched): read it and
            missing = False  # say why, as of a damaged file
        if missing:
            return {}
        try:
            return _games_from_json(read_json_file(self.path, PRACTICE_LIMIT))
        except (OSError, ValueError, TypeError, RecursionError) as exc:
            error = safe_text(exc, 120)
        try:
            aside = unused_name(self.path, "damaged")
            self.path.rename(aside)
        except OSError:
            self._damaged = True
            self.problem = _("Your practice file could not be read ({error}). Practice "
                             "starts afresh; the old file is left as it is.").format(
                                 error=error)
        else:
            self.problem = _("Your practice file could not be read ({error}). Practice "
                             "starts afresh; the old file is kept as {file}.").format(
                                 error=error, file=safe_text(aside.name, 120))
        return {}

    def _write(self, games: Mapping[str, GamePractice]) -> None:
        text = json.dumps({"schema_version": SCHEMA_VERSION,
                           "games": {g: _practice_to_json(p) for g, p in games.items()}},
                          indent=1, sort_keys=True)
        try:
            write_keeping_damaged(self.path, text + "\n", self._damaged)
        except OSError as exc:
            self.problem = _("Your practice could not be saved ({error}).").format(
                error=safe_text(exc, 120))
        else:
            self._damaged = False


def _bounded(rating: Rating) -> Rating:
    """A rating inside the ranges the file keeps (a rating past them is no real one)."""
    return Rating(_clamp(rating.rating, RATING_RANGE), _clamp(rating.rd, RD_RANGE),
                  _clamp(rating.vol, VOL_RANGE))


def _clamp(value: float, limits: tuple[float, float]) -> float:
    return min(max(value, limits[0]), limits[1])


def _practice_to_json(practice: GamePractice) -> dict[str, Any]:
    r = practice.rating
    return {"rating": r.rating, "rd": r.rd, "vol": r.vol,
            "attempted": practice.attempted, "solved": practice.solved,
            "history": [[when, value] for when, value in practice.history],
            "recent": list(practice.recent)}


def _games_from_json(obj: Any) -> dict[str, GamePractice]:
    """The games of a file's JSON; ``PracticeFileError`` for anything this program does
    not write."""
    if not isinstance(obj, dict) or "games" not in obj or "schema_version" not in obj:
        raise PracticeFileError(_("not a practice file of this program"))
    if obj["schema_version"] != SCHEMA_VERSION or isinstance(obj["schema_version"], bool):
        raise PracticeFileError(_("schema version {version} is not one this program "
                                  "reads").format(version=safe_text(obj["schema_version"], 20)))
    games = obj["games"]
    if not isinstance(games, dict):
        raise PracticeFileError(_("not a practice file of this program"))
    return {_checked_id(game): _practice_from_json(game, entry)
            for game, entry in games.items()}


def _wrong(game: str, field: str) -> PracticeFileError:
    """A field of a game's entry (its key in the file, quoted) of the wrong kind."""
    return PracticeFileError(_("{game}: {what} is not what this program writes").format(
        game=safe_text(game, 40), what=f'"{field}"'))


def _practice_from_json(game: str, obj: Any) -> GamePractice:
    if not isinstance(obj, dict):
        raise PracticeFileError(_("{game}: not a game's practice").format(
            game=safe_text(game, 40)))
    rating = Rating(_number(obj.get("rating"), RATING_RANGE, game, "rating"),
                    _number(obj.get("rd"), RD_RANGE, game, "rd"),
                    _number(obj.get("vol"), VOL_RANGE, game, "vol"))
    attempted, solved = obj.get("attempted"), obj.get("solved")
    if not _is_int(attempted) or not _is_int(solved) or not 0 <= solved <= attempted:
        raise _wrong(game, "attempted" if not _is_int(attempted) else "solved")
    history, recent = obj.get("history"), obj.get("recent")
    if not isinstance(history, list) or not isinstance(recent, list):
        raise _wrong(game, "recent" if isinstance(history, list) else "history")
    if len(history) > HISTORY_LIMIT:
        raise PracticeFileError(ngettext("{game}: a history longer than {most} point",
                                         "{game}: a history longer than {most} points",
                                         HISTORY_LIMIT).format(game=safe_text(game, 40),
                                                               most=HISTORY_LIMIT))
    if len(recent) > RECENT_LIMIT:
        raise PracticeFileError(ngettext("{game}: more than {most} recent puzzle",
                                         "{game}: more than {most} recent puzzles",
                                         RECENT_LIMIT).format(game=safe_text(game, 40),
                                                              most=RECENT_LIMIT))
    points = []
    for point in history:
        if not (isinstance(point, list) and len(point) == 2 and _is_time(point[0])):
            raise _wrong(game, "history")
        points.append((point[0], _number(point[1], RATING_RANGE, game, "history")))
    return GamePractice(rating, attempted, solved, tuple(points),
                        tuple(_checked_id(i) for i in recent))


def _number(value: Any, limits: tuple[float, float], game: str, name: str) -> float:
    """A finite number inside ``limits`` (JSON's NaN and Infinity are not ratings)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _wrong(game, name)
    if not (math.isfinite(value) and limits[0] <= value <= limits[1]):
        raise PracticeFileError(_("{game}: {what} out of range").format(
            game=safe_text(game, 40), what=f'"{name}"'))
    return float(value)


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_time(value: Any) -> bool:
    if not isinstance(value, str) or len(value) > 40:
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _checked_id(value: Any) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= ID_LIMIT:
        raise PracticeFileError(_("an id is not what this program writes"))
    return value
