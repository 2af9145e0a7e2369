"""The ``neurodrez`` command: bench prints JSON last, errors are plain, play exits cleanly."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from neurodrez_desktop import cli
from neurodrez_desktop.app import selftest
from neurodrez_desktop.cli import main


def test_bench_playouts_prints_json_last(capsys):
    assert main(["bench", "playouts", "--game", "berd", "--seconds", "0.3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    assert result["game"] == "berd"
    for key in ("games_per_s", "actions_per_s", "yardstick_plies_per_s", "ratio"):
        assert result[key] > 0
    assert abs(result["ratio"] - result["actions_per_s"] / result["yardstick_plies_per_s"]) < 0.01


def test_bench_every_game_gives_a_list(capsys):
    assert main(["bench", "playouts", "--seconds", "0.15"]) == 0
    results = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert isinstance(results, list) and {r["game"] for r in results} >= {"berd"}


def test_bench_with_options(capsys):
    assert main(["bench", "playouts", "--game", "berd", "--seconds", "0.15",
                 "--option", "size=6", "--option", "points=hidden"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["options"]["size"] == 6 and result["options"]["points"] == "hidden"


def test_unknown_game_and_bad_option_are_plain_errors(capsys):
    assert main(["bench", "playouts", "--game", "nope", "--seconds", "0.1"]) == 2
    assert "no game 'nope'" in capsys.readouterr().err
    assert main(["simulate", "--game", "berd", "--option", "size=9"]) == 2
    assert "size" in capsys.readouterr().err


def test_simulate_prints_a_whole_game(capsys):
    assert main(["simulate", "--game", "berd", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "places on" in out and "End:" in out and "Scores:" in out


def test_module_entry_point_runs():
    result = subprocess.run([sys.executable, "-m", "neurodrez_desktop", "--version"],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0 and "neurodrez" in result.stdout


def test_bench_ai_counts_every_game_and_takes_a_player_count(capsys):
    assert main(["bench", "ai", "--game", "neurodrez", "--a", "random", "--b", "random",
                 "--games", "3", "--players", "3"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["players"] == 3 and result["games"] == 3
    assert result["a_wins"] + result["b_wins"] + result["draws"] == 3
    assert 0 <= result["a_score_rate"] <= 1


def test_bench_rate_prints_a_line_a_game_and_json_last(capsys):
    from neurodrez_desktop.ai import parallel

    try:
        assert main(["bench", "rate", "--game", "berd", "--workers", "1,2,1",
                     "--seconds", "0.05", "--positions", "2"]) == 0
    finally:
        parallel.shutdown()
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    assert result["workers"] == [1, 2] and "calibrate" not in result  # each count once
    berd = result["rate"]["berd"]
    assert berd["positions"] == 2
    for n in ("1", "2"):
        assert berd[n]["rate"] > 0 and berd[n]["work"]["iterations"] > 0
    assert lines[0].startswith("machine ") and set(result["yardstick"]) == {"1", "2"}
    assert lines[1].startswith("berd: 1 core ") and "2 cores" in lines[1]


def test_bench_tactics_prints_each_position_and_json_totals_last(capsys):
    assert main(["bench", "tactics", "--game", "berd", "--level", "easy",
                 "--trials", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    assert result["level"] == "easy" and result["trials"] == 2
    assert set(result["games"]) == {"berd"}
    assert result["total"] == result["games"]["berd"]["total"] >= 20  # ten positions, twice
    assert 0 <= result["good"] <= result["total"]
    per_position = [line for line in lines if line.startswith("berd: ") and "/2 good" in line]
    assert len(per_position) == result["total"] // 2


# -- bad command lines: one plain line, status 2, promptly -------------------------------------
HUGE_SEED = "9" * 5000
BAD_COMMAND_LINES = [
    # (command line, a word the message must name); {missing}, {plain} and {folder} are
    # filled in with a path that does not exist, a file that is not executable, a folder
    (["bench", "ui", "--exe", "{missing}"], "no such file"),
    (["bench", "ui", "--exe", "{plain}"], "not executable"),
    (["bench", "ui", "--exe", "{folder}"], "folder"),
    (["bench", "ui", "--exe", "/bin/false", "--seconds", "0.1"], "exit status 1"),
    (["bench", "ui", "--exe", "/bin/true", "--seconds", "0.1"], "without printing"),
    (["bench", "ui", "--exe", "/bin/true", "--seconds", "-1"], "--seconds"),
    (["bench", "playouts", "--game", "berd", "--seconds", "-5"], "--seconds"),
    (["bench", "playouts", "--game", "berd", "--seconds", "-1"], "--seconds"),
    (["bench", "playouts", "--game", "berd", "--seconds", "0"], "--seconds"),
    (["simulate", "--game", "berd", "--games", "2", "--agents", ""], "--agents"),
    (["simulate", "--game", "berd", "--games", "2", "--agents", " , "], "--agents"),
    (["simulate", "--game", "berd", "--games", "2", "--agents", "bogus"], "greedy"),
    (["simulate", "--game", "berd", "--games", "2", "--agents", "random,easy,greedy"],
     "3 agents for 2 seats"),
    (["simulate", "--game", "berd", "--games", "1", "--csv", "{folder}"], "folder"),
    (["simulate", "--game", "berd", "--games", "1", "--csv", "{plain}/x.csv"], "--csv"),
    (["simulate", "--game", "berd", "--games", "-1"], "--games"),
    (["simulate", "--game", "berd", "--games", "0"], "--games"),
    (["simulate", "--game", "berd", "--players", "0"], "--players"),
    (["simulate", "--game", "berd", "--players", "-3"], "--players"),
    (["simulate", "--game", "berd", "--players", "3"], "not 3"),
    (["simulate", "--game", "berd", "--seed", HUGE_SEED], "--seed"),
    (["simulate", "--game", "berd", "--seed", "-5"], "--seed"),
    (["simulate", "--game", "berd", "--seed", str(2**63)], "--seed"),
    (["bench", "ai", "--game", "berd", "--a", "random", "--games", "0"], "--games"),
    (["bench", "ai", "--game", "berd", "--a", "random", "--games", "1", "--players", "0"],
     "--players"),
    (["bench", "ai", "--game", "berd", "--a", "random", "--games", "1", "--players", "3"],
     "not 3"),
    (["bench", "playouts", "--game", "berd", "--seconds", "0.1", "--seed", HUGE_SEED],
     "--seed"),
    (["bench", "playouts", "--game", "berd", "--seconds", "0.1", "--players", "0"],
     "--players"),
    (["bench", "tactics", "--game", "berd", "--trials", "0"], "--trials"),
    (["bench", "tactics", "--game", "berd", "--level", "expert"], "--level"),
    (["bench", "tactics", "--game", "chess"], "chess"),
    (["simulate", "--game", "berd", "--option", "size=9"], "size"),
    (["simulate", "--game", "berd", "--option", "size"], "name=value"),
    # what was silently ignored or half-done: refused in one line before anything starts
    (["--selftest", "--screenshots", "{plain}/sub"], "--screenshots"),
    (["--selftest", "--screenshots", "{plain}"], "--screenshots"),
    (["--screenshots", "{folder}"], "--selftest"),
    (["--language", "es"], "--selftest"),
    (["--selftest", "--language", "fr"], "--language"),
    (["simulate", "--game", "berd", "--agents", "greedy"], "--games"),
    (["simulate", "--game", "berd", "--csv", "out.csv"], "--games"),
    (["simulate", "--game", "berd", "--option", "size=3", "--option", "size=5"], "size"),
    (["simulate", "--game", "berd", "--games", "2", "--option", "size=3", "--option",
      "size=3"], "2 times"),
    (["bench", "ai", "--game", "berd", "--a", "random", "--games", "1", "--option", "size=3",
      "--option", "size=5"], "2 times"),
    (["simulate", "--game", "berd", "--games", "1234567890" * 3 + "1"], "31 digits"),
    (["bench", "rate", "--game", "berd", "--workers", "1,999"], "from 1 to"),
    (["bench", "rate", "--game", "berd", "--workers", "0"], "from 1 to"),
    (["bench", "rate", "--game", "berd", "--workers", "two"], "from 1 to"),
]


def _fill(argv: list[str], tmp_path) -> list[str]:
    plain = tmp_path / "plain.txt"
    plain.write_text("not a program\n")
    paths = {"missing": tmp_path / "missing", "plain": plain, "folder": tmp_path}
    return [arg.format(**paths) if arg.startswith("{") else arg for arg in argv]


def _plain_error(err: str, word: str) -> None:
    assert "Traceback" not in err
    said = [line for line in err.splitlines() if line.startswith("neurodrez")]
    assert len(said) == 1, f"expected one message line, got {err!r}"
    assert word in said[0], said[0]
    assert len(said[0]) < 300, "the message must not echo a huge argument"


@pytest.mark.parametrize(("argv", "word"), BAD_COMMAND_LINES,
                         ids=[" ".join(a)[:60] for a, _ in BAD_COMMAND_LINES])
def test_a_bad_command_line_is_one_plain_line_and_status_2(argv, word, tmp_path, capsys,
                                                           monkeypatch):
    monkeypatch.chdir(tmp_path)  # a CSV that does get written lands here
    monkeypatch.setattr(cli, "_play", _no_window)
    monkeypatch.setattr(selftest, "run_selftest", _no_selftest)
    started = time.perf_counter()
    try:
        code = main(_fill(argv, tmp_path))
    except SystemExit as exc:  # argparse's own errors
        code = exc.code
    assert time.perf_counter() - started < 10
    assert code == 2
    err = capsys.readouterr().err
    _plain_error(err, word)
    assert "1234567890" * 2 not in err, "a long number is shown as it was given, not cut short"


def _no_window() -> int:
    raise AssertionError("a refused command line started the program")


def _no_selftest(*args: object, **kwargs: object) -> int:
    raise AssertionError("a refused command line started the selftest")


@pytest.mark.parametrize("seconds", ["nan", "inf", "-inf", "1e9"])
def test_seconds_that_are_no_number_of_seconds_are_refused_not_a_hang(seconds):
    result = subprocess.run(
        [sys.executable, "-m", "neurodrez_desktop", "bench", "playouts", "--game", "berd",
         "--seconds", seconds], capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 2
    _plain_error(result.stderr, "--seconds")


def _script(tmp_path, body: str):
    path = tmp_path / "fake-neurodrez"
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return str(path)


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the build")
def test_bench_ui_stops_a_child_that_overruns_its_time(tmp_path, capsys, monkeypatch):
    from neurodrez_desktop.app import bench_ui

    monkeypatch.setattr(bench_ui, "START_UP_S", 0.05)
    exe = _script(tmp_path, "echo first-frame\nsleep 30\n")  # its sleep holds the pipe too
    started = time.perf_counter()
    assert main(["bench", "ui", "--exe", exe, "--seconds", "0.1"]) == 2
    assert time.perf_counter() - started < 5
    _plain_error(capsys.readouterr().err, "did not finish within 0.35 s; it was stopped")


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the build")
def test_bench_ui_reports_a_child_that_fails_or_prints_no_figures(tmp_path, capsys):
    exe = _script(tmp_path, "echo 'Error: no display' >&2\nexit 3\n")
    assert main(["bench", "ui", "--exe", exe, "--seconds", "0.1"]) == 2
    _plain_error(capsys.readouterr().err, "failed (exit status 3): Error: no display")
    exe = _script(tmp_path, "echo '{not json'\necho '{\"frames\": 1}'\n")
    assert main(["bench", "ui", "--exe", exe, "--seconds", "0.1"]) == 2
    _plain_error(capsys.readouterr().err, "without printing the benchmark's figures")


class _Ticks:
    """A clock that moves two milliseconds each time it is read: a benchmark that browses
    for "0.3 s" draws the same number of frames on an idle machine and a loaded one."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.002
        return self.now


def test_bench_load_times_the_load_screen_against_one_save(capsys, monkeypatch, tmp_path):
    from neurodrez_desktop.app import bench_load

    monkeypatch.setattr(bench_load, "time", _Ticks())  # frames counted, not seconds
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("NEURODREZ_HOME", str(tmp_path / "home"))
    assert main(["bench", "load", "--saves", "40", "--seconds", "0.3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    assert lines[0].startswith("Load screen with 40 saves: opens in ")
    assert result["saves"] == 40
    for label in ("40_saves", "yardstick_1_save"):
        figures = result[label]
        assert figures["frames"] > 5
        assert 0 < figures["open_s"] <= figures["rows_shown_s"]
        assert 0 < figures["frame_ms_p50"] <= figures["frame_ms_p95"] <= figures["frame_ms_max"]
    assert not (tmp_path / "home").exists(), "the benchmark must not touch the player's saves"
