"""The ``neurodrez`` command: bench prints JSON last, errors are plain, play exits cleanly."""

from __future__ import annotations

import json
import subprocess
import sys

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
