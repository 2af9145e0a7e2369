"""``neurodrez --selftest`` runs headless, plays every game, writes a PNG per scene."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from neurodrez_desktop.games import playable


def test_selftest_passes_and_saves_screenshots(tmp_path: Path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               NEURODREZ_HOME=str(tmp_path / "home"))
    shots = tmp_path / "shots"
    result = subprocess.run([sys.executable, "-m", "neurodrez_desktop", "--selftest",
                             "--screenshots", str(shots)], capture_output=True, text=True,
                            env=env, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    offered = [entry.id for entry in playable()]
    assert f"played {', '.join(offered)}" in result.stdout
    names = sorted(p.name for p in shots.glob("*.png"))
    assert any("menu" in n for n in names)
    for game_id in offered:
        assert any(f"{game_id}-setup" in n for n in names)
        assert any(f"{game_id}-play" in n for n in names)
    assert all((shots / n).stat().st_size > 10_000 for n in names), "screenshots are blank"
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").rglob("*.json")), \
        "the selftest must not write into the player's folders"


def test_selftest_fails_loudly(tmp_path: Path):
    """A broken program makes the selftest exit non-zero (here: a missing table map)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = ("import sys, neurodrez_desktop.ui.layout as L\n"
            "def broken(entry): raise FileNotFoundError('no map')\n"
            "L.table_layout = broken\n"
            "import neurodrez_desktop.app.scenes.play as P; P.table_layout = broken\n"
            "from neurodrez_desktop.app.selftest import run_selftest\n"
            "sys.exit(run_selftest(None))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env=env, timeout=300, check=False)
    assert result.returncode != 0
    assert "selftest FAILED" in result.stderr
