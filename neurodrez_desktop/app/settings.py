"""Settings, persisted as JSON in the platform's config folder.

A damaged settings file is reported, kept aside (never overwritten) and replaced by
defaults, so the program always starts.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from neurodrez_desktop.app.paths import config_dir
from neurodrez_desktop.core.files import read_json_file, write_keeping_damaged
from neurodrez_desktop.core.i18n import LANGUAGES, system_language
from neurodrez_desktop.core.text import safe_text

SETTINGS_LIMIT = 64 * 1024
"""A settings file is a few hundred bytes: anything past this is not one."""
ANIMATION_SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 1.0, "fast": 2.0}


@dataclass(frozen=True)
class Settings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: str = "normal"
    volume: float = 0.6
    muted: bool = False
    show_legal_moves: bool = True
    confirm_moves: bool = False
    """A move that cannot be taken back once made (it ends the turn, meets a roll or a
    draw, or shows something) waits as pending for Confirm or Cancel."""
    ai_normal_s: float = 1.0
    ai_hard_s: float = 3.0
    first_help: bool = True
    """Show a table's callouts the first time a person plays that game."""
    help_seen: tuple[str, ...] = ()
    """The games whose callouts have been shown."""
    language: str = ""
    """The language every word is said in (``core/i18n.LANGUAGES``); empty until the first
    start, which takes the system's (English if the program does not speak it)."""

    @property
    def animation_factor(self) -> float:
        """Multiplies animation speed; 0 means no animation."""
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def spoken_language(self) -> str:
        """The language to speak: the one chosen, else (before the first start) the
        system's. The window and the command line both speak it."""
        return self.language or system_language()

    def with_(self, **changes: Any) -> Settings:
        return _checked(replace(self, **changes))


def _checked(s: Settings) -> Settings:
    if s.language not in ("", *LANGUAGES):
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}")
    if s.animation_speed not in ANIMATION_SPEEDS:
        raise ValueError(f"animation_speed must be one of {', '.join(ANIMATION_SPEEDS)}")
    if not (isinstance(s.volume, int | float) and 0 <= s.volume <= 1):
        raise ValueError("volume must be between 0 and 1")
    if not (320 <= s.window_width <= 10000 and 240 <= s.window_height <= 10000):
        raise ValueError("window size out of range")
    for name in ("ai_normal_s", "ai_hard_s"):
        value = getattr(s, name)
        if isinstance(value, bool) or not isinstance(value, int | float) or not (
                0.1 <= value <= 30):
            raise ValueError(f"{name} must be between 0.1 and 30 seconds")
    if not isinstance(s.help_seen, tuple) or len(s.help_seen) > 100 or not all(
            isinstance(game, str) and len(game) <= 50 for game in s.help_seen):
        raise ValueError("help_seen must be a list of game ids")
    for name in ("fullscreen", "muted", "show_legal_moves", "confirm_moves", "first_help"):
        if not isinstance(getattr(s, name), bool):
            raise ValueError(f"{name} must be true or false")
    return s


class SettingsStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or config_dir()) / "settings.json"
        self.problem: str | None = None

    def load(self) -> Settings:
        if not self.path.exists() and not self.path.is_symlink():
            return Settings()
        try:
            obj = read_json_file(self.path, SETTINGS_LIMIT)
            if not isinstance(obj, dict):
                raise ValueError("not a JSON object")
            known = {f.name for f in fields(Settings)}
            values = {k: v for k, v in obj.items() if k in known}
            if isinstance(values.get("help_seen"), list):  # JSON has no tuples
                values["help_seen"] = tuple(values["help_seen"])
            return _checked(Settings(**values))
        except (OSError, ValueError, TypeError, RecursionError) as exc:
            self.problem = (f"Settings file could not be read ({safe_text(exc, 120)}); "
                            "using defaults.")
            return Settings()

    def save(self, settings: Settings) -> None:
        write_keeping_damaged(self.path, json.dumps(asdict(settings), indent=1) + "\n",
                              self.problem is not None)
        self.problem = None
