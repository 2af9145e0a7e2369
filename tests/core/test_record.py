"""Game records and save files: round trips, atomic writes, and every way a file is bad."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest

from neurodrez_desktop.core.errors import IllegalActionError, MalformedRecordError
from neurodrez_desktop.core.files import is_own_temp, remove_stale_temps, write_text_atomic
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.record import (
    SCHEMA_VERSION,
    ActionTexts,
    GameRecord,
    Seat,
    load_record,
    record_text,
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


# -- temp files a killed save left behind ---------------------------------------------------------
def _aged(path: Path, seconds: float) -> Path:
    then = path.stat().st_mtime - seconds if path.exists() else 0
    os.utime(path, (then, then), follow_symlinks=False)
    return path


def test_the_atomic_writes_temp_file_is_one_the_sweep_knows(tmp_path: Path, monkeypatch):
    seen: list[str] = []
    real_replace = os.replace

    def watching_replace(src, dst):
        seen.append(Path(src).name)
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", watching_replace)
    write_text_atomic(tmp_path / "20250101-120000-berd.json", "{}")
    assert len(seen) == 1 and is_own_temp(seen[0]), seen


def test_stale_temp_files_of_ours_go_and_nothing_else(tmp_path: Path):
    hour = 3600
    ours_stale = _aged(_touch(tmp_path / ".20250101-120000-berd.json.k2x_9abc.tmp"), hour)
    ours_fresh = _touch(tmp_path / ".20250101-120001-berd.json.zz00yy11.tmp")  # in flight
    keep = [
        ours_fresh,
        _aged(_touch(tmp_path / "20250101-120000-berd.json"), hour),  # a save
        _aged(_touch(tmp_path / ".notes.tmp"), hour),  # not our naming
        _aged(_touch(tmp_path / "game.json.k2x_9abc.tmp"), hour),  # not hidden
        _aged(_touch(tmp_path / ".game.json.SHORT.tmp"), hour),  # not eight of our letters
        _aged(_touch(tmp_path / ".game.json.ABCDEFGH.tmp"), hour),
        _aged(_touch(tmp_path / ".game.json.k2x_9abc.tmp.bak"), hour),
    ]
    folder = tmp_path / ".game.json.abcdefgh.tmp"  # a folder of that name: never ours
    folder.mkdir()
    keep.append(folder)
    if hasattr(os, "symlink"):  # a link of that name (to a save): the link is not ours
        link = tmp_path / ".game.json.linkabcd.tmp"
        link.symlink_to(keep[1])
        _aged(link, hour)
        keep.append(link)
    removed = remove_stale_temps(tmp_path)
    assert removed == [ours_stale]
    assert not ours_stale.exists()
    assert all(p.exists() or p.is_symlink() for p in keep)


def test_the_sweep_of_a_missing_or_unreadable_folder_does_nothing(tmp_path: Path):
    assert remove_stale_temps(tmp_path / "nowhere") == []
    plain = _touch(tmp_path / "plain")
    assert remove_stale_temps(plain) == []
    assert plain.exists()


def _touch(path: Path) -> Path:
    path.write_text("partial")
    return path


# -- a save's text, each action encoded once ----------------------------------------------------


def _as_json(record: GameRecord) -> str:
    return json.dumps(record_to_json(record, BERD), ensure_ascii=False) + "\n"


def test_a_kept_game_is_its_record_s_json_on_one_line_a_named_save_indented(
        tmp_path: Path):
    """A game kept after every action is one line (the quick C encoder); a named save,
    written once and opened by people, is indented as saves always were."""
    played = _record(6)
    record = GameRecord("berd", (Seat("Mária ✓"), Seat("Bo")), played.options, played.seed,
                        played.actions, {"title": "ñ", "n": [1, 2]})
    assert record_text(record, BERD) == _as_json(record)
    path = tmp_path / "game.json"
    save_record(path, record, BERD)
    text = path.read_text(encoding="utf-8")
    assert text == json.dumps(record_to_json(record, BERD), indent=1,
                              ensure_ascii=False) + "\n"
    assert len(text.splitlines()) > 10
    assert load_game(path).actions == record.actions


def test_action_texts_follow_the_game_through_moves_undos_and_another_line():
    """A game kept after every action encodes each action once, and its texts stay the
    game's own when an undo shortens it or another move replaces the one taken back."""
    full = _record()
    calls: list[object] = []
    encode = BERD.action_to_json

    def counting(action):
        calls.append(action)
        return encode(action)

    rules = copy.copy(BERD)  # the same game, its encoder counted (not the reference's)
    rules.action_to_json = counting  # type: ignore[method-assign]
    texts = ActionTexts(rules)
    for n in range(len(full.actions) + 1):
        record = full.truncated(n)
        assert record_text(record, BERD, texts.of(record.actions)) == _as_json(record)
    assert len(calls) == len(full.actions)  # each once

    shorter = full.truncated(3)  # an undo: the texts are cut, nothing encoded
    calls.clear()
    assert record_text(shorter, BERD, texts.of(shorter.actions)) == _as_json(shorter)
    assert calls == []
    other = _record(actions=5, options={"points": "hidden"})
    branch = GameRecord(full.game_id, full.players, full.options, full.seed,
                        (*full.actions[:2], *reversed(other.actions[2:5])), full.meta)
    assert record_text(branch, BERD, texts.of(branch.actions)) == _as_json(branch)
    assert len(calls) == 3  # a line that leaves the game after its second action

