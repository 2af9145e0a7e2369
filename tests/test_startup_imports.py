"""Start-up: the first screen imports only what it needs (issue 38).

Timings are for ``neurodrez bench ui`` on a quiet machine; what CI can hold steady is which
modules the menu's import leaves out: no game's rules, table, search or presenter, no
python-chess, no computer opponent, no review, no scene reached later. And the lazy
registry must still give every game whole: a listed spec equal to its rules' own, an
entry that travels to the computer's worker processes and back.
"""

from __future__ import annotations

import json
import pickle
import subprocess
import sys

from neurodrez_desktop.core.entry import GameEntry, Later
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.games import entries

GAME_PARTS = ("rules", "policy", "heuristics", "presenter", "controller", "view", "art",
              "tactics", "words", "pgn", "profile", "state")
"""Modules of a game (those it has) that listing it on the menu must not import."""

LATER_SCENES = ("review", "about", "keys_overlay", "rules_reader", "setup", "load",
                "results", "play", "handoff", "ingame_menu", "first_help", "settings_scene")
"""The scenes reached from the menu or a table, imported when first pushed."""


def modules_after(statement: str) -> set[str]:
    """The modules a fresh interpreter holds after ``statement`` (no test's imports)."""
    code = f"{statement}\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=120)
    return set(json.loads(result.stdout.strip().splitlines()[-1]))


FIRST_FRAME = ("import os, tempfile\n"
               "os.environ.update(SDL_VIDEODRIVER='dummy', SDL_AUDIODRIVER='dummy',\n"
               "                  NEURODREZ_HOME=tempfile.mkdtemp())\n"
               "from neurodrez_desktop.app.main import App\n"
               "app = App((1280, 720))\n"
               "app.start()\n"
               "app.step(0)\n")
"""The program up to its first frame: the menu, drawn once (a fresh home: no saves)."""


def not_for_the_first_screen() -> set[str]:
    """What the menu's first frame must not import: a game's parts, python-chess, Tiled
    maps, the AI, the session, review and the scenes reached later."""
    unwanted = {"chess", "chess.pgn", "neurodrez_desktop.ai", "neurodrez_desktop.ai.runner",
                "neurodrez_desktop.ai.parallel", "neurodrez_desktop.ai.ismcts",
                "neurodrez_desktop.app.review", "neurodrez_desktop.app.session",
                "neurodrez_desktop.app.computer", "neurodrez_desktop.app.table_picture",
                "neurodrez_desktop.app.reader", "neurodrez_desktop.app.table_cursor",
                "neurodrez_desktop.ui.table", "neurodrez_desktop.ui.layout", "pytmx"}
    unwanted |= {f"neurodrez_desktop.app.scenes.{scene}" for scene in LATER_SCENES}
    for entry in entries():
        unwanted |= {f"neurodrez_desktop.games.{entry.id}.{part}" for part in GAME_PARTS}
    return unwanted


def test_the_menus_import_leaves_out_tables_rules_ai_and_later_scenes() -> None:
    loaded = modules_after("import neurodrez_desktop.app.main")
    assert "neurodrez_desktop.app.scenes.menu" in loaded  # the check looks where it should
    assert sorted(not_for_the_first_screen() & loaded) == []


def test_the_first_frame_imports_no_more_of_them() -> None:
    """The menu's table pictures come after the first frame, one a frame."""
    loaded = modules_after(FIRST_FRAME)
    assert "pygame_gui.elements" in loaded
    assert sorted(not_for_the_first_screen() & loaded) == []


def test_listing_the_games_loads_none_of_their_parts() -> None:
    """Every game's id, title, players and options are there; none of its parts is."""
    code = ("from neurodrez_desktop.games import entries\n"
            "print([(e.id, e.title, e.spec.max_players, len(e.spec.options)) "
            "for e in entries()])")
    loaded = modules_after(code)
    heavy = {name for name in loaded
             if name.startswith("neurodrez_desktop.games.")
             and name.rsplit(".", 1)[-1] in GAME_PARTS}
    assert sorted(heavy) == [] and "chess" not in loaded


def test_a_listed_spec_is_its_rules_own() -> None:
    for entry in entries():
        assert entry.listing is None or entry.listing is entry.rules.spec, entry.id
        assert entry.id == entry.rules.spec.id and entry.title == entry.rules.spec.title


def test_an_entry_names_its_parts_until_used_and_keeps_them_once_loaded() -> None:
    entry = GameEntry(Later("neurodrez_desktop.games.berd.rules", "BerdRules"),
                      entries()[0].folder, "A race.",
                      Later("neurodrez_desktop.games.berd.policy", "BerdPolicy"))
    assert isinstance(entry.__dict__["_rules"], Later)  # named, not yet imported
    assert entry.rules is entry.rules and entry.rules.spec.id == "berd"
    assert type(entry.presenter) is Presenter and entry.tests is None
    travelled = pickle.loads(pickle.dumps(entry))  # to a worker process and back
    assert type(travelled.rules) is type(entry.rules)
    assert type(travelled.search).__name__ == "BerdPolicy"


def test_a_later_part_is_the_attribute_itself_when_it_is_no_class() -> None:
    profile: object = Later("neurodrez_desktop.games.berd.profile", "PROFILE").load()
    from neurodrez_desktop.games.berd.profile import PROFILE

    assert profile is PROFILE


def test_the_sounds_are_made_after_the_first_frame_not_before_it() -> None:
    """About 70 ms of synthesis the menu's first frame does not need (it plays none): made
    at the next frame, not in the first one's time either."""
    code = FIRST_FRAME.replace("app.step(0)\n", (
        "from neurodrez_desktop.app.sound import _pcm\n"
        "before = _pcm.cache_info().currsize\n"
        "app.step(0)\n"
        "shown = _pcm.cache_info().currsize\n"
        "app.step(0)\n"
        "print(before, shown, len(app.sounds.made))\n"))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=120)
    assert result.stdout.split() == ["0", "0", "7"]
