"""What each game's setup screen last started with: seats and options, per game id, in
``last_setup.json`` in the config folder.

The file is written by this program but read as untrusted: anything odd in it — wrong
types, an option the game no longer has, a player count out of range, a name 100,000
characters long or full of control characters — falls back to the defaults for that part
only, and a file that cannot be read at all gives the defaults for every game. A damaged
file is never changed on reading; the next write keeps it aside (renamed) for the player.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from neurodrez_desktop.app.paths import config_dir
from neurodrez_desktop.core.errors import InvalidOptionsError
from neurodrez_desktop.core.files import read_json_file, write_keeping_damaged
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.record import SEAT_KINDS, Seat
from neurodrez_desktop.core.seat_words import seat_name
from neurodrez_desktop.core.text import LINE_LIMIT, NAME_LIMIT, safe_name, safe_text

FILE_NAME = "last_setup.json"
LAST_SETUP_LIMIT = 256 * 1024
"""A few hundred bytes a game; anything past this is not this program's file."""
SCHEMA_VERSION = 1


@dataclass(frozen=True)
class Remembered:
    """A game's last setup, checked: ``seats`` None or ``options`` None where the file had
    nothing usable for that part (the setup screen then shows the defaults for it)."""

    seats: list[Seat] | None
    options: dict[str, Any] | None


def remembered_seats(rules: Rules[Any, Any], obj: Any) -> list[Seat] | None:
    """Seats from a file's list; None unless it is a list of a player count the game
    allows. A seat's odd name becomes "Player N", an unknown kind "human"."""
    spec = rules.spec
    if not isinstance(obj, list) or len(obj) not in spec.player_counts:
        return None
    seats = []
    for i, seat in enumerate(obj):
        seat = seat if isinstance(seat, dict) else {}
        name, kind = seat.get("name"), seat.get("kind")
        name = safe_name(name) if isinstance(name, str) and name.strip() else seat_name(i)
        seats.append(Seat(name[:NAME_LIMIT], kind if kind in SEAT_KINDS else "human"))
    return seats


def remembered_options(rules: Rules[Any, Any], obj: Any, players: int
                       ) -> dict[str, Any] | None:
    """Options from a file's object, each one the game still has with a value it still
    offers (others are left to their defaults); None if what is left cannot start a game
    with ``players`` seats (the rules' own ``resolve_options`` and ``initial_state``
    decide: ``InvalidOptionsError`` means the defaults)."""
    if not isinstance(obj, dict):
        return None
    known = {opt.name: opt for opt in rules.spec.options}
    kept: dict[str, Any] = {}
    for name, value in obj.items():
        opt = known.get(name) if isinstance(name, str) else None
        if opt is None:
            continue
        if opt.free_text:
            if isinstance(value, str) and len(value) <= LINE_LIMIT and value.isprintable():
                kept[name] = value
        elif any(value == c and type(value) is type(c) for c in opt.choices):
            kept[name] = value
    try:
        resolved = rules.resolve_options(kept)
        rules.initial_state(players, resolved)
    except (InvalidOptionsError, ValueError, TypeError, KeyError):
        return None
    return resolved


class LastSetupStore:
    """Each game's last seats and options, in one small JSON file."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or config_dir()) / FILE_NAME
        self.problem: str | None = None

    def _games(self) -> dict[str, Any]:
        """The file's games (id → raw entry); {} when there is no file or it is damaged
        (``problem`` then says why)."""
        if not self.path.exists() and not self.path.is_symlink():
            return {}
        try:
            obj = read_json_file(self.path, LAST_SETUP_LIMIT)
            games = obj.get("games") if isinstance(obj, dict) else None
            if not isinstance(games, dict):
                raise ValueError("not this program's last-setup file")
            return games
        except (OSError, ValueError, TypeError, RecursionError) as exc:
            self.problem = _("The last setups could not be read ({error}); using "
                             "defaults.").format(error=safe_text(exc, 120))
            return {}

    def load(self, rules: Rules[Any, Any]) -> Remembered:
        """The game's last setup, checked (defaults, as None, for what is unusable)."""
        entry = self._games().get(rules.spec.id)
        if not isinstance(entry, dict):
            return Remembered(None, None)
        seats = remembered_seats(rules, entry.get("players"))
        spec = rules.spec
        players = len(seats) if seats else spec.default_players or spec.min_players
        return Remembered(seats, remembered_options(rules, entry.get("options"), players))

    def remember(self, game_id: str, seats: Sequence[Seat], options: dict[str, Any]) -> None:
        """Keep a game's seats and options (the other games' entries stay as they were).
        A disk problem is not the player's concern when a game starts: it is noted in
        ``problem`` and the game goes on."""
        games = dict(self._games())
        try:
            games[game_id] = {"players": [{"name": s.name, "kind": s.kind} for s in seats],
                              "options": dict(options)}
            text = json.dumps({"schema_version": SCHEMA_VERSION, "games": games}, indent=1,
                              sort_keys=True)
            write_keeping_damaged(self.path, text + "\n", self.problem is not None)
            self.problem = None
        except (OSError, TypeError, ValueError) as exc:
            self.problem = _("The setup could not be remembered ({error}).").format(
                error=safe_text(exc, 120))
