"""Game records and save files: round trips, atomic writes, and every way a file is bad."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from neurodrez_desktop.core.errors import IllegalActionError, MalformedRecordError
from neurodrez_desktop.core.files import write_text_atomic
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.record import (
    SCHEMA_VERSION,
    GameRecord,
    Seat,
    load_record,
    record_to_json,
    save_record,
)
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules, load_game

BERD = get_rules("berd")


def _record(actions: int | None = None, options=None) -> GameRecord:
    options = BERD.spec.resolve(options or {"points": "hidden"})
    playout = random_playout(BERD, 2, options, make_rng(7))
    acts = tuple(playout.actions if actions is None else playout.actions[:actions])
    return GameRecord("berd", (Seat("Maria"), Seat("Computer", "computer:normal")), options,
                      7, acts, {"title": "test"})


def test_save_and_load_round_trip(tmp_path: Path):
    record = _record()
    path = tmp_path / "saves" / "game.json"
    save_record(path, record, BERD)
    loaded = load_game(path)
    assert loaded == record
    assert loaded.replay(BERD) == record.replay(BERD)
    assert json.loads(path.read_text())["schema_version"] == SCHEMA_VERSION


def test_replay_names_the_first_illegal_action():
    record = _record(10)
    bad = record.with_action(record.actions[0])  # a setup placement, long after setup
    with pytest.raises(IllegalActionError, match="action 11"):
        bad.replay(BERD)


def test_states_lists_every_position():
    record = _record(12)
    states = record.states(BERD)
    assert len(states) == 13
    assert states[-1] == record.replay(BERD)
    assert record.truncated(5).replay(BERD) == states[5]


def _write(path: Path, text: str | bytes) -> None:
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


def _good_json() -> dict:
    return record_to_json(_record(20), BERD)


@pytest.mark.parametrize(("content", "message"), [
    ("", "damaged or truncated"),
    ('{"schema_version": 1, "game": "berd", "pla', "damaged or truncated"),
    (b"\xff\xfe\x00garbage", "not a text save"),
    ("[1, 2, 3]", "JSON object"),
    ('{"hello": "world"}', "not a NeuroDrez Desktop save"),
    (json.dumps({**_good_json(), "schema_version": 99}), "newer version"),
    (json.dumps({**_good_json(), "game": "chess960"}), "unknown game"),
    (json.dumps({**_good_json(), "players": []}), "players"),
    (json.dumps({**_good_json(), "players": [{"name": "A"}]}), "2–2 players"),
    (json.dumps({**_good_json(), "players": [{"name": "A", "kind": "robot"}] * 2}), "kind"),
    (json.dumps({**_good_json(), "options": {"size": 9}}), "size"),
    (json.dumps({**_good_json(), "seed": "x"}), "seed"),
    (json.dumps({**_good_json(), "seed": -1}), "from 0 to 9223372036854775807"),
    (json.dumps({**_good_json(), "seed": 2**63}), "from 0 to 9223372036854775807"),
    (json.dumps({**_good_json(), "seed": 10**300}), r"seed .*\(301 digits\)"),
    (json.dumps({**_good_json(), "actions": {"a": 1}}), "actions"),
    (json.dumps({**_good_json(), "actions": ["jump"]}), "action 1"),
    (json.dumps({**_good_json(), "actions": ["pass"]}), "does not replay"),
])
def test_bad_files_get_a_clear_message_and_stay_untouched(tmp_path: Path, content, message):
    path = tmp_path / "bad.json"
    _write(path, content)
    before = path.read_bytes()
    with pytest.raises(MalformedRecordError, match=message) as info:
        load_record(path, get_rules)
    assert "bad.json" in str(info.value)
    assert path.read_bytes() == before, "a bad save file must never be overwritten"


def test_missing_file_is_a_clear_error(tmp_path: Path):
    with pytest.raises(MalformedRecordError, match="nowhere.json is missing"):
        load_game(tmp_path / "nowhere.json")


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path: Path, monkeypatch):
    path = tmp_path / "save.json"
    write_text_atomic(path, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        write_text_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"], "the temp file is cleaned up"


def test_atomic_write_replaces_content(tmp_path: Path):
    path = tmp_path / "deep" / "save.json"
    write_text_atomic(path, "one")
    write_text_atomic(path, "two")
    assert path.read_text() == "two"
