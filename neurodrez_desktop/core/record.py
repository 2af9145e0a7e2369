"""Game records: a whole game as (game id, players, options, seed, actions).

Chance is explicit, so the actions (chance outcomes included) replay to the identical
state in any process; the seed only decides chance outcomes not yet drawn. Saves are
these records as JSON with a ``schema_version``, written atomically; never pickles.
Reading validates everything and raises ``MalformedRecordError`` saying what is wrong.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from neurodrez_desktop.core.errors import (
    IllegalActionError,
    InvalidOptionsError,
    MalformedActionError,
    MalformedRecordError,
    UnknownGameError,
)
from neurodrez_desktop.core.files import read_json_file, write_text_atomic
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.rng import SEED_MAX
from neurodrez_desktop.core.text import safe_name, safe_text

SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
SEAT_KINDS = ("human", "computer:easy", "computer:normal", "computer:hard")

S = TypeVar("S")

RulesLookup = Callable[[str], Rules[Any, Any]]
"""The rules of the game a save names: which game, and so the state and action types, is
known only once the file is read."""

UNTRUSTED = (TypeError, KeyError, IndexError, AttributeError, ValueError, RecursionError,
             OverflowError)
"""What a game's decoding or rules may raise on JSON they never wrote (a list where a
number goes, a number past any board). A save is untrusted input: met while reading one,
these become ``MalformedRecordError`` naming the place, and the program carries on. The
codecs refuse what they can in words of their own first (``MalformedActionError``)."""


@dataclass(frozen=True)
class Seat:
    """A player at the table: a name and who plays it (a person or a computer level)."""

    name: str
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class GameRecord:
    game_id: str
    players: tuple[Seat, ...]
    options: Mapping[str, Any]
    seed: int
    actions: tuple[Any, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=dict)
    """Free-form facts for the save list (saved_at, title); never rules-relevant."""

    def with_action(self, action: Any) -> GameRecord:
        return GameRecord(self.game_id, self.players, self.options, self.seed,
                          (*self.actions, action), self.meta)

    def truncated(self, length: int) -> GameRecord:
        return GameRecord(self.game_id, self.players, self.options, self.seed,
                          self.actions[:length], self.meta)

    def initial_state(self, rules: Rules[S, Any]) -> S:
        return rules.initial_state(len(self.players), dict(self.options))

    def replay(self, rules: Rules[S, Any]) -> S:
        """The state after every action; IllegalActionError names the first bad one."""
        state = self.initial_state(rules)
        for i, action in enumerate(self.actions):
            try:
                state = rules.apply(state, action)
            except IllegalActionError as exc:
                raise IllegalActionError(_("action {number} ({action}): {error}").format(
                    number=i + 1, action=action, error=exc), exc.rule) from exc
        return state

    def states(self, rules: Rules[S, Any]) -> list[S]:
        """Every state of the game, the initial one first (for undo and the move log)."""
        state = self.initial_state(rules)
        out = [state]
        for action in self.actions:
            state = rules.apply(state, action)
            out.append(state)
        return out


def record_to_json(record: GameRecord, rules: Rules[Any, Any]) -> dict[str, Any]:
    return {**_head_json(record), "actions": [rules.action_to_json(a) for a in record.actions],
            "meta": dict(record.meta)}


def _head_json(record: GameRecord) -> dict[str, Any]:
    """What a save says before its actions (and its meta, after them)."""
    return {
        "schema_version": SCHEMA_VERSION,
        "game": record.game_id,
        "players": [{"name": s.name, "kind": s.kind} for s in record.players],
        "options": dict(record.options),
        "seed": record.seed,
    }


@dataclass(frozen=True)
class RecordHeader:
    """What a save says before its moves: enough for a row of the Load screen."""

    game_id: str
    rules: Rules[Any, Any]
    seats: tuple[Seat, ...]


def record_header(obj: Any, rules_for: RulesLookup) -> RecordHeader:
    """The schema, the game, the players and the seed of a save's JSON, checked (the rest
    of the record is checked by ``record_from_json``, which replays the game)."""
    if not isinstance(obj, dict):
        raise MalformedRecordError(_("a save must be a JSON object"))
    version = obj.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise MalformedRecordError(_("this is not a NeuroDrez Desktop save (no schema_version)"))
    if version > SCHEMA_VERSION:
        raise MalformedRecordError(
            _("this save was written by a newer version (schema {version}; this one reads "
              "up to {readable})").format(version=version, readable=SCHEMA_VERSION))
    if version < 1:
        raise MalformedRecordError(_("unknown schema_version {version}").format(version=version))
    game_id = obj.get("game")
    if not isinstance(game_id, str):
        raise MalformedRecordError(_("the save names no game"))
    try:
        rules = rules_for(game_id)
    except UnknownGameError as exc:
        raise MalformedRecordError(_("unknown game {game}").format(
            game=safe_text(repr(game_id), 60))) from exc

    players = obj.get("players")
    if not isinstance(players, list) or not players:
        raise MalformedRecordError(_("'players' must be a non-empty list"))
    seats = []
    for i, p in enumerate(players):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            raise MalformedRecordError(_("player {number} must have a name").format(number=i + 1))
        kind = p.get("kind", "human")
        if not isinstance(kind, str) or kind not in SEAT_KINDS:
            raise MalformedRecordError(_("player {number} has unknown kind {kind}").format(
                number=i + 1, kind=safe_text(kind, 40)))
        seats.append(Seat(safe_name(p["name"]), kind))  # a name is only ever drawn
    check_seed(obj.get("seed"))
    return RecordHeader(game_id, rules, tuple(seats))


def check_seed(seed: Any) -> int:
    """A save's seed: a whole number from 0 to SEED_MAX, as the setup screen and the
    command line accept (a negative or larger one would seed a different game than the
    one it names, or one no setup could start)."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise MalformedRecordError(_("'seed' must be an integer"))
    if not 0 <= seed <= SEED_MAX:
        digits = str(abs(seed))
        shown = str(seed) if len(digits) <= 24 else (
            f"{'-' if seed < 0 else ''}{digits[:12]}... " + _("({count} digits)").format(
                count=len(digits)))
        raise MalformedRecordError(
            _("the seed {seed} is out of range: a seed is a whole number from 0 to "
              "{most}").format(seed=shown, most=SEED_MAX))
    return seed


def record_from_json(obj: Any, rules_for: RulesLookup) -> GameRecord:
    """A record from its JSON form, fully checked: the actions must replay legally."""
    header = record_header(obj, rules_for)
    game_id, rules, seats = header.game_id, header.rules, header.seats
    options = obj.get("options", {})
    if not isinstance(options, dict):
        raise MalformedRecordError(_("'options' must be an object"))
    try:
        rules.spec.check_players(len(seats))
        options = rules.resolve_options(options)
    except InvalidOptionsError as exc:
        raise MalformedRecordError(str(exc)) from exc
    except UNTRUSTED as exc:  # a game's option check meeting a value it never expected
        raise MalformedRecordError(_("the options are not this game's: {error}").format(
            error=exc)) from exc

    seed = check_seed(obj.get("seed"))
    raw_actions = obj.get("actions")
    if not isinstance(raw_actions, list):
        raise MalformedRecordError(_("'actions' must be a list"))
    actions = []
    for i, raw in enumerate(raw_actions):
        try:
            actions.append(rules.action_from_json(raw))
        except MalformedActionError as exc:
            raise MalformedRecordError(_("action {number}: {error}").format(
                number=i + 1, error=exc)) from exc
        except UNTRUSTED as exc:
            raise MalformedRecordError(_("action {number} is not an action of this game "
                                         "({error})").format(number=i + 1,
                                                             error=type(exc).__name__)) from exc
    meta = obj.get("meta", {})
    if not isinstance(meta, dict):
        raise MalformedRecordError(_("'meta' must be an object"))
    record = GameRecord(game_id, seats, options, seed, tuple(actions), meta)
    try:
        record.replay(rules)
    except (IllegalActionError, InvalidOptionsError) as exc:
        raise MalformedRecordError(_("the game does not replay: {error}").format(
            error=exc)) from exc
    except UNTRUSTED as exc:
        raise MalformedRecordError(
            _("the game does not replay: a move is not one of this game's "
              "({error})").format(error=type(exc).__name__)) from exc
    return record


ONE_LINE = json.JSONEncoder(ensure_ascii=False)
"""Saves are JSON on one line: without ``indent`` Python encodes with its C encoder, several
times faster than the pure-Python one ``indent`` needs (readers take either: JSON is JSON).
The separators stay ``", "`` and ``": "``, as an indented file has them."""


class ActionTexts:
    """Each action of one game as JSON text, encoded once: a game kept after every action
    encodes only the new ones, not the whole game again. An undo (or any other change of
    the game) is met by the longest prefix the texts still fit."""

    def __init__(self, rules: Rules[Any, Any]) -> None:
        self.rules = rules
        self._actions: tuple[Any, ...] = ()
        self._texts: tuple[str, ...] = ()

    def of(self, actions: tuple[Any, ...]) -> tuple[str, ...]:
        """The texts of ``actions``, in order (a tuple: a snapshot another thread may use)."""
        known = self._actions
        same = len(known) if actions[:len(known)] == known else _common_prefix(known, actions)
        if same < len(actions) or same < len(known):
            encode = self.rules.action_to_json
            self._texts = self._texts[:same] + tuple(
                ONE_LINE.encode(encode(action)) for action in actions[same:])
            self._actions = actions
        return self._texts


def _common_prefix(a: tuple[Any, ...], b: tuple[Any, ...]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x is not y and x != y:
            break
        n += 1
    return n


def record_text(record: GameRecord, rules: Rules[Any, Any],
                action_texts: tuple[str, ...] | None = None) -> str:
    """A save's text: ``record_to_json`` as one line of JSON and a newline; ``action_texts``,
    the actions already encoded (``ActionTexts``), are spliced in as they are."""
    if action_texts is None:
        action_texts = tuple(ONE_LINE.encode(rules.action_to_json(a)) for a in record.actions)
    head = ONE_LINE.encode(_head_json(record))
    meta = ONE_LINE.encode(dict(record.meta))
    return f'{head[:-1]}, "actions": [{", ".join(action_texts)}], "meta": {meta}}}\n'


def save_record(path: str | os.PathLike[str], record: GameRecord,
                rules: Rules[Any, Any]) -> None:
    """Write ``record`` atomically (the old file stays whole if anything fails), indented:
    a named save is written once, on a click, and is the file people open and share, so
    it is written to be read (a kept game, written after every action, is ``record_text``
    on one line)."""
    text = json.dumps(record_to_json(record, rules), indent=1, ensure_ascii=False)
    write_text_atomic(path, text + "\n")


def load_record(path: str | os.PathLike[str], rules_for: RulesLookup) -> GameRecord:
    """Read a save; every way a file can be bad becomes ``MalformedRecordError``."""
    p = Path(path)
    obj = read_json(p)
    try:
        return record_from_json(obj, rules_for)
    except MalformedRecordError as exc:
        raise MalformedRecordError(f"{p.name}: {exc}") from exc


def read_json(path: Path, limit: int = MAX_SAVE_BYTES) -> Any:
    """The JSON value in a file, read safely (``files.read_capped``); a byte-order mark, as
    a text editor on Windows writes, is accepted. Any problem is ``MalformedRecordError``."""
    try:
        return read_json_file(path, limit)
    except OSError as exc:
        raise MalformedRecordError(str(exc)) from exc
    except UnicodeDecodeError as exc:
        raise MalformedRecordError(_("{file} is not a text save file").format(
            file=path.name)) from exc
    except json.JSONDecodeError as exc:
        raise MalformedRecordError(
            _("{file} is damaged or truncated (bad JSON at line {line})").format(
                file=path.name, line=exc.lineno)) from exc
    except (RecursionError, ValueError) as exc:  # absurd nesting, a 5,000-digit number
        raise MalformedRecordError(_("{file} is not a save file ({error})").format(
            file=path.name, error=exc)) from exc
