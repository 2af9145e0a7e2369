"""The boundaries of DESIGN.md: rules, core and AI stay pure; one module owns randomness."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import neurodrez_desktop

PACKAGE = Path(neurodrez_desktop.__file__).parent


def _imports(path: Path) -> set[str]:
    """Top-level names of every module ``path`` imports, at any depth of the file."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def _pure_files() -> list[Path]:
    files = list((PACKAGE / "core").rglob("*.py"))
    files += list((PACKAGE / "ai").rglob("*.py")) if (PACKAGE / "ai").exists() else []
    files += list((PACKAGE / "games").rglob("rules.py"))
    return files


def test_pure_modules_exist():
    names = {p.relative_to(PACKAGE).as_posix() for p in _pure_files()}
    assert "core/protocol.py" in names and "games/berd/rules.py" in names


def test_no_pygame_in_core_rules_or_ai():
    offenders = [str(p.relative_to(PACKAGE)) for p in _pure_files()
                 if {"pygame", "pygame_gui", "pytmx"} & _imports(p)]
    assert not offenders, f"pygame imported where rules must stay pure: {offenders}"


def test_random_only_in_core_rng():
    offenders = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
                 if "random" in _imports(p) and p != PACKAGE / "core" / "rng.py"]
    assert not offenders, f"'random' imported outside core/rng.py: {offenders}"


def test_rules_do_not_pull_in_pygame_indirectly():
    """Importing every game's rules and the core loads no pygame module at all."""
    code = (
        "import sys, neurodrez_desktop.games as g, neurodrez_desktop.core.record, "
        "neurodrez_desktop.core.playout\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', "
        "'pytmx'))\n"
        "print(len(g.GAMES)); assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr


def test_the_checker_sees_a_violation(tmp_path: Path):
    """The import scan is not blind: it finds both forms of import, nested ones too."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from random import choice\n    import pygame.draw\n")
    assert {"random", "pygame"} <= _imports(bad)
