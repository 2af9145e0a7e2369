"""Saves written before the game-entry refactor (commit b90f2f0) still load and replay to
the same state: tests/data/saves_before_entries/ (README.md there says how they were made).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from neurodrez_desktop.app.saves import SaveStore
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.games import get_rules, load_game

OLD_SAVES = Path(__file__).parent / "data" / "saves_before_entries"
NAMES = ["berd_hidden_points", "pokerdrez_two_decks_betting", "neurodrez_three_players",
         "berd_finished"]


def _expected(name: str) -> dict:
    """The state the old code reached; its end reason in today's words, which no longer
    name the ruling in parentheses ("… collects them all (B11a)")."""
    state = json.loads((OLD_SAVES / f"{name}.state.json").read_text(encoding="utf-8"))
    if isinstance(state.get("end_reason"), str):
        state["end_reason"] = re.sub(r" \([A-Z]\d{1,2}[a-z]?\)", "", state["end_reason"])
    return state


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    """A saves folder holding the old saves, as the Load screen finds one."""
    (tmp_path / "saves").mkdir()
    for name in NAMES:
        shutil.copyfile(OLD_SAVES / f"{name}.json", tmp_path / "saves" / f"{name}.json")
    return SaveStore(tmp_path)


def test_the_old_saves_are_all_here():
    files = sorted(p.name for p in OLD_SAVES.glob("*.json"))
    assert files == sorted([f"{n}.json" for n in NAMES] + [f"{n}.state.json" for n in NAMES])


def test_the_load_screen_lists_every_old_save_as_loadable(store: SaveStore):
    rows = {entry.path.stem: store.peek(entry) for entry in store.saved()}
    assert sorted(rows) == sorted(NAMES)
    for name, row in rows.items():
        assert row.error is None, (name, row.error)
        assert row.players and row.progress, (name, row)
    assert rows["berd_finished"].finished
    assert not rows["berd_hidden_points"].finished


@pytest.mark.parametrize("name", NAMES)
def test_an_old_save_replays_to_the_state_the_old_code_reached(name: str, store: SaveStore):
    path = store.folder / f"{name}.json"
    record = store.load(path)  # as the Load screen opens it
    rules = get_rules(record.game_id)
    session = GameSession(rules, record)  # as the game it opens is continued
    assert rules.state_to_json(session.state) == _expected(name)
    assert rules.state_to_json(load_game(path).replay(rules)) == _expected(name)
    assert session.is_over == (name == "berd_finished")


def test_the_comparison_tells_a_different_game_apart(store: SaveStore):
    """The stored states are not vacuous: each save one action short replays to a state
    other than the stored one."""
    for name in NAMES:
        path = store.folder / f"{name}.json"
        record = store.load(path)
        rules = get_rules(record.game_id)
        shorter = record.truncated(len(record.actions) - 1).replay(rules)
        assert rules.state_to_json(shorter) != _expected(name), name
