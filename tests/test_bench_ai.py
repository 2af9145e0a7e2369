"""``neurodrez bench ai``: the same games whatever --jobs, a line per game in --out, a run
that resumes where it stopped, and a FILE that is never changed but by appending."""

from __future__ import annotations

import json

import pytest

from neurodrez_desktop.ai import parallel
from neurodrez_desktop.bench_ai import wilson_interval
from neurodrez_desktop.cli import main

RUN = ["bench", "ai", "--game", "berd", "--a", "random", "--b", "random", "--seed", "7"]
TIMES = {"a_decision_s_mean", "a_decision_s_p95", "a_quick_s_max"}
"""Figures that are measured, not counted: they differ from run to run."""


def _bench(argv: list[str], capsys) -> tuple[int, dict | None, list[str], str]:
    """Exit status, the last JSON line, the progress lines and the whole of stderr."""
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own refusals
        code = exc.code
    captured = capsys.readouterr()
    out = captured.out.strip().splitlines()
    result = json.loads(out[-1]) if code == 0 else None
    progress = [line for line in captured.err.splitlines() if line.startswith("game ")]
    return code, result, progress, captured.err


def _games(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def _outcomes(records: list[dict]) -> list[tuple]:
    """What a game's line says of the game itself (not how long its moves took)."""
    return sorted((r["game"], r["seed"], tuple(r["seats"]), r["a_seat"], tuple(r["scores"]),
                   tuple(r["winners"]), r["a_score"], r["actions"]) for r in records)


def _counted(result: dict) -> dict:
    return {key: value for key, value in result.items() if key not in TIMES}


def _one_plain_line(err: str, word: str) -> None:
    assert "Traceback" not in err
    said = [line for line in err.splitlines() if line.startswith("neurodrez")]
    assert len(said) == 1, err
    assert word in said[0], said[0]


@pytest.mark.parametrize(("score", "games", "low", "high"), [
    (8, 10, 0.490, 0.943),
    (5, 10, 0.237, 0.763),
    (0, 10, 0.0, 0.278),
    (10, 10, 0.722, 1.0),
    (4.5, 9, 0.227, 0.773),  # 4 wins, 1 draw and 4 losses: 4.5 points, as 4.5 of 9
    (0, 0, 0.0, 1.0),  # no games: nothing known
])
def test_wilson_interval_of_known_rates(score, games, low, high):
    got = wilson_interval(score, games)
    assert got == pytest.approx((low, high), abs=0.0005)


def test_jobs_2_plays_the_same_games_as_jobs_1(tmp_path, capsys):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    pairing = ["bench", "ai", "--game", "berd", "--a", "random", "--b", "greedy",
               "--games", "4"]
    code, serial, _, _ = _bench([*pairing, "--out", str(one)], capsys)
    assert code == 0
    code, parallel, progress, _ = _bench([*pairing, "--out", str(two), "--jobs", "2"], capsys)
    assert code == 0
    assert _outcomes(_games(one)) == _outcomes(_games(two))
    assert _counted(serial) == _counted(parallel)
    assert len(progress) == 4


def test_out_holds_one_line_per_game_and_the_figures_count_them(tmp_path, capsys):
    path = tmp_path / "run.jsonl"
    code, result, progress, _ = _bench([*RUN, "--games", "5", "--out", str(path)], capsys)
    assert code == 0
    records = _games(path)
    assert [r["game"] for r in records] == [1, 2, 3, 4, 5]
    assert [r["a_seat"] for r in records] == [1, 2, 1, 2, 1]  # A takes each seat in turn
    for record in records:
        assert record["run"]["game"] == "berd" and record["run"]["seed"] == 7
        assert record["seats"] == ["random", "random"]
        assert len(record["decision_s"]) == 2 and record["decision_s"][record["a_seat"] - 1]
    points = sum(r["a_score"] for r in records)
    assert result["games"] == 5
    assert result["a_score_rate"] == round(points / 5, 3)
    low, high = wilson_interval(points, 5)
    assert (result["wilson_low"], result["wilson_high"]) == (round(low, 3), round(high, 3))
    assert result["wilson_low"] <= result["a_score_rate"] <= result["wilson_high"]
    assert [line.split(":")[0] for line in progress] == [f"game {k}/5" for k in range(1, 6)]
    assert f"A so far {points:g}/5" in progress[-1]


def test_resume_plays_only_the_games_the_file_lacks(tmp_path, capsys):
    whole, cut = tmp_path / "whole.jsonl", tmp_path / "cut.jsonl"
    code, uninterrupted, _, _ = _bench([*RUN, "--games", "6", "--out", str(whole)], capsys)
    assert code == 0
    first_two = "".join(whole.read_text().splitlines(keepends=True)[:2])
    cut.write_text(first_two)  # as a run stopped after its second game leaves it

    code, resumed, progress, err = _bench([*RUN, "--games", "6", "--out", str(cut),
                                          "--resume"], capsys)
    assert code == 0
    assert "2 games there already" in err
    assert [line.split(":")[0] for line in progress] == [f"game {k}/6" for k in range(3, 7)]
    assert cut.read_text().startswith(first_two)  # appended to, never rewritten
    assert _outcomes(_games(cut)) == _outcomes(_games(whole))
    assert _counted(resumed) == _counted(uninterrupted)

    code, again, progress, _ = _bench([*RUN, "--games", "6", "--out", str(cut), "--resume"],
                                      capsys)
    assert code == 0 and progress == [] and _counted(again) == _counted(uninterrupted)


def test_resume_of_a_file_not_yet_written_starts_the_run(tmp_path, capsys):
    path = tmp_path / "new" / "run.jsonl"
    code, result, progress, _ = _bench([*RUN, "--games", "2", "--out", str(path),
                                        "--resume"], capsys)
    assert code == 0 and result["games"] == 2 and len(_games(path)) == 2


@pytest.mark.parametrize(("changed", "word"), [
    (["--b", "greedy"], "b \"random\", not \"greedy\""),
    (["--seed", "8"], "seed 7, not 8"),
    (["--option", "size=6"], "options.size"),
])
def test_another_runs_file_is_refused_and_left_alone(changed, word, tmp_path, capsys):
    path = tmp_path / "run.jsonl"
    assert _bench([*RUN, "--games", "2", "--out", str(path)], capsys)[0] == 0
    before = path.read_bytes()
    code, _, progress, err = _bench([*RUN, "--games", "4", "--out", str(path), "--resume",
                                     *changed], capsys)
    assert code == 2 and progress == []
    _one_plain_line(err, "another run")
    assert word in err
    assert path.read_bytes() == before


def _edit_score(lines: list[str]) -> list[str]:
    record = json.loads(lines[1])
    record["a_score"] = 2
    return [lines[0], json.dumps(record) + "\n"]


@pytest.mark.parametrize(("damage", "word"), [
    (lambda lines: [lines[0], "{\"game\": 2, \"seed\n"], "line 2: not a JSON line"),
    (lambda lines: [lines[0], lines[1].rstrip("\n")], "line 2: cut off"),
    (lambda lines: [lines[0], lines[0]], "line 2: game 1 is there twice"),
    (lambda lines: [lines[0], "[1, 2]\n"], "line 2: not a game of bench ai"),
    (_edit_score, "line 2: no score for A"),
    (lambda lines: [lines[0], "\xff\n"], "line 2: not a JSON line"),
])
def test_a_damaged_file_is_refused_and_left_alone(damage, word, tmp_path, capsys):
    path = tmp_path / "run.jsonl"
    assert _bench([*RUN, "--games", "2", "--out", str(path)], capsys)[0] == 0
    path.write_text("".join(damage(path.read_text().splitlines(keepends=True))))
    before = path.read_bytes()
    code, _, progress, err = _bench([*RUN, "--games", "4", "--out", str(path), "--resume"],
                                    capsys)
    assert code == 2 and progress == []
    _one_plain_line(err, word)
    assert path.read_bytes() == before


def test_refused_before_any_game(tmp_path, capsys, monkeypatch):
    path = tmp_path / "run.jsonl"
    assert _bench([*RUN, "--games", "1", "--out", str(path)], capsys)[0] == 0
    before = path.read_bytes()
    code, _, _, err = _bench([*RUN, "--games", "2", "--out", str(path)], capsys)
    assert code == 2 and path.read_bytes() == before
    _one_plain_line(err, "--resume")
    code, _, _, err = _bench([*RUN, "--games", "2", "--resume"], capsys)
    assert code == 2
    _one_plain_line(err, "--out")
    code, _, _, err = _bench([*RUN, "--games", "2", "--out", str(tmp_path)], capsys)
    assert code == 2
    _one_plain_line(err, "folder")
    monkeypatch.setattr(parallel, "usable_cores", lambda: 2)
    code, _, _, err = _bench([*RUN, "--games", "2", "--jobs", "3"], capsys)
    assert code == 2
    _one_plain_line(err, "--jobs")
    assert "2 cores" in err


def test_a_file_another_run_is_writing_is_refused(tmp_path, capsys):
    fcntl = pytest.importorskip("fcntl")  # POSIX: the lock is taken where there is one
    path = tmp_path / "run.jsonl"
    with path.open("ab") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        code, _, progress, err = _bench([*RUN, "--games", "2", "--out", str(path),
                                         "--resume"], capsys)
    assert code == 2 and progress == [] and path.read_bytes() == b""
    _one_plain_line(err, "another run is writing it")
