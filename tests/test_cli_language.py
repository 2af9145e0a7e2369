"""The command line speaks the language chosen in Settings (issue 37: "the command line
follows it too"); a bench's figures and argparse's help stay English."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from neurodrez_desktop import cli
from neurodrez_desktop.app import selftest
from neurodrez_desktop.cli import main


def _chosen(home: Path, language: str) -> None:
    """A settings file, as the program writes it, saying ``language``."""
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.json").write_text(json.dumps({"language": language}))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The program's home in a temp folder; a refused command starts nothing."""
    home = tmp_path / "home"
    monkeypatch.setenv("NEURODREZ_HOME", str(home))
    monkeypatch.setattr(cli, "_play", _nothing)
    monkeypatch.setattr(selftest, "run_selftest", _nothing)
    return home


def _nothing(*args: object, **kwargs: object) -> int:
    raise AssertionError("a refused command line started something")


def _one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.mark.parametrize(("language", "said"), [
    ("es", "--screenshots {file}: es un archivo, no una carpeta"),
    ("it", "--screenshots {file}: è un file, non una cartella"),
    ("en", "--screenshots {file}: is a file, not a folder"),
])
def test_a_file_where_a_folder_is_wanted_is_refused_in_the_chosen_language(
        home, tmp_path, capsys, language, said):
    _chosen(home, language)
    kept = tmp_path / "kept.json"
    kept.write_text('{"a save": true}\n')
    before = kept.stat().st_mtime_ns
    assert main(["--selftest", "--screenshots", str(kept)]) == 2
    assert _one_line(capsys.readouterr().err) == "neurodrez: " + said.format(file=kept)
    assert kept.read_text() == '{"a save": true}\n' and kept.stat().st_mtime_ns == before


def test_bad_combinations_and_unknown_games_are_said_in_spanish(home, tmp_path, capsys):
    _chosen(home, "es")
    assert main(["--language", "it"]) == 2
    assert _one_line(capsys.readouterr().err).startswith(
        "neurodrez: --language solo funciona con --selftest")
    assert main(["simulate", "--game", "nope"]) == 2
    assert _one_line(capsys.readouterr().err).startswith(
        "neurodrez: no hay ningún juego 'nope'; los juegos son: ")
    assert main(["simulate", "--game", "berd", "--games", "1", "--csv", str(tmp_path)]) == 2
    assert _one_line(capsys.readouterr().err) == (
        f"neurodrez: --csv {tmp_path}: es una carpeta; nombra un archivo dentro de ella")
    assert main(["simulate", "--game", "berd", "--option", "size=3", "--option",
                 "size=5"]) == 2
    assert "se da 2 veces" in _one_line(capsys.readouterr().err)


def test_selftest_language_overrides_the_settings(home, tmp_path, capsys):
    _chosen(home, "es")
    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    assert main(["--selftest", "--language", "it", "--screenshots", str(plain)]) == 2
    assert "è un file, non una cartella" in _one_line(capsys.readouterr().err)


def test_a_simulated_game_reads_in_spanish(home, capsys):
    _chosen(home, "es")
    assert main(["simulate", "--game", "berd", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "Fin: " in out and "Puntuaciones: puesto 1: " in out and "coloca en" in out
    assert "End:" not in out and "Scores:" not in out and "places on" not in out


def test_a_bench_stays_english_in_spanish(home, capsys):
    """Its lines are read by programs: the labels it prints are the English ones."""
    _chosen(home, "es")
    assert main(["bench", "tactics", "--game", "berd", "--level", "random",
                 "--trials", "1"]) == 0
    out = capsys.readouterr().out
    json.loads(out.strip().splitlines()[-1])
    assert "played Light" in out and "Claro" not in out and "Oscuro" not in out


def test_the_command_itself_speaks_spanish_without_pygame(tmp_path):
    """The real command in its own process: the settings read, no window, no pygame."""
    home = tmp_path / "home"
    _chosen(home, "es")
    code = ("import sys\n"
            "from neurodrez_desktop.cli import main\n"
            "status = main(sys.argv[1:])\n"
            "print('pygame' in sys.modules)\n"
            "sys.exit(status)\n")
    result = subprocess.run(
        [sys.executable, "-c", code, "--screenshots", str(tmp_path)],
        capture_output=True, text=True, timeout=60, check=False,
        env=dict(os.environ, NEURODREZ_HOME=str(home), LANGUAGE="it"))
    assert result.returncode == 2
    assert _one_line(result.stderr) == "neurodrez: --screenshots solo funciona con --selftest"
    assert result.stdout.strip() == "False"
