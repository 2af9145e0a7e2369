"""The boundaries of DESIGN.md: rules, core and AI stay pure; one module owns randomness;
a game is pure outside its table and never reaches another game or the registry."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from dataclasses import dataclass
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
    files.append(PACKAGE / "app" / "table_flow.py")  # the hot-seat flow, tested headless
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
        "[(e.rules, e.search, e.presenter) for e in g.entries()]  # each loaded on first use\n"
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


# -- the games: pure outside their tables, and none reaches another ----------------------

GUI_MODULES = frozenset({"pygame", "pygame_gui", "pytmx"})
"""The libraries that draw or read Tiled maps: only a table may import them."""

TABLE_MODULES = frozenset({"controller.py", "view.py", "art.py", "table.py"})
"""A game's table: these files directly in ``games/<id>/`` may use pygame, pygame_gui and
pytmx. Everything else of a game is pure, its ``__init__.py`` (the game's entry) too: the
entry reaches its table only lazily, inside a function."""

REGISTRY = "games"
"""The registry package (``<package>.games``): a game never imports it."""


@dataclass(frozen=True, order=True)
class Offence:
    path: str  # relative to the package root, e.g. "games/berd/rules.py"
    line: int
    imported: str  # the module the import names, resolved ("neurodrez_desktop.games.berd")
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} {self.why}"


@dataclass(frozen=True)
class _Import:
    module: str  # absolute dotted name, relative imports resolved
    line: int
    at_import_time: bool  # runs when the module is imported (not inside a function)
    type_checking: bool  # inside ``if TYPE_CHECKING:``: never runs


def _module_name(root: Path, path: Path) -> list[str]:
    parts = [root.name, *path.relative_to(root).with_suffix("").parts]
    return parts[:-1] if parts[-1] == "__init__" else parts


def _tree_file(root: Path, module: str) -> Path | None:
    """The file of ``module`` if it is a module of the package under ``root``."""
    parts = module.split(".")
    if parts[0] != root.name:
        return None
    base = root.joinpath(*parts[1:])
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _file_imports(root: Path, path: Path) -> list[_Import]:
    """Every import of ``path`` at any depth, each resolved to the module it loads:
    ``from X import n`` loads ``X.n`` when that is a module of the package, else ``X``;
    ``importlib.import_module("...")`` with a constant name counts as an import too."""
    name = _module_name(root, path)
    package = name if path.name == "__init__.py" else name[:-1]
    found: list[_Import] = []

    def visit(node: ast.AST, at_import_time: bool, type_checking: bool) -> None:
        if isinstance(node, ast.Import):
            found.extend(_Import(a.name, node.lineno, at_import_time, type_checking)
                         for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - (node.level - 1)]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                target = sub if _tree_file(root, sub) is not None else module
                found.append(_Import(target, node.lineno, at_import_time, type_checking))
        elif (isinstance(node, ast.Call) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
              and ((isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
                   or (isinstance(node.func, ast.Name)
                       and node.func.id in ("import_module", "__import__")))):
            found.append(_Import(node.args[0].value, node.lineno, at_import_time,
                                 type_checking))
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.body:
                visit(child, at_import_time, True)
            for child in node.orelse:
                visit(child, at_import_time, type_checking)
            return
        nested = isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        for child in ast.iter_child_nodes(node):
            visit(child, at_import_time and not nested, type_checking)

    visit(ast.parse(path.read_text(encoding="utf-8"), str(path)), True, False)
    return found


def _games(root: Path) -> dict[str, list[Path]]:
    """Each game's id and every module under its folder (sub-folders included)."""
    folder = root / REGISTRY
    return {game.name: sorted(p for p in game.rglob("*.py") if "__pycache__" not in p.parts)
            for game in sorted(folder.iterdir())
            if game.is_dir() and game.name != "__pycache__"}


def _is_table_module(root: Path, path: Path) -> bool:
    return path.name in TABLE_MODULES and path.parent.parent == root / REGISTRY


def _pure_game_files(root: Path) -> list[Path]:
    return [p for files in _games(root).values() for p in files
            if not _is_table_module(root, p)]


def _gui_at_import(root: Path, module: str, memo: dict[str, str | None]) -> str | None:
    """Why importing the package's ``module`` loads a GUI library (None if it does not),
    following the imports it runs at import time. Parent packages are not followed: the
    registry loads every game, so it would blame every module for any one offender (its
    own import is checked by test_rules_do_not_pull_in_pygame_indirectly)."""
    if module in memo:
        return memo[module]
    memo[module] = None  # an import cycle adds nothing
    path = _tree_file(root, module)
    why = None
    if path is not None:
        rel = path.relative_to(root).as_posix()
        for imp in _file_imports(root, path):
            if not imp.at_import_time or imp.type_checking:
                continue
            if imp.module.split(".")[0] in GUI_MODULES:
                why = f"{rel}:{imp.line} imports {imp.module}"
            else:
                deeper = _gui_at_import(root, imp.module, memo)
                if deeper is not None:
                    why = f"{rel}:{imp.line} imports {imp.module}; {deeper}"
            if why is not None:
                break
    memo[module] = why
    return why


def impure_game_modules(root: Path) -> list[Offence]:
    """(a) The modules of the games under ``root`` other than their tables that import
    pygame, pygame_gui or pytmx anywhere in the file (an ``if TYPE_CHECKING:`` import never
    runs and does not count), or that import, when they are imported, a module that loads
    one (a table module, a ``ui`` module …)."""
    offences = []
    memo: dict[str, str | None] = {}
    for path in _pure_game_files(root):
        rel = path.relative_to(root).as_posix()
        for imp in _file_imports(root, path):
            if imp.type_checking:
                continue
            if imp.module.split(".")[0] in GUI_MODULES:
                where = "" if imp.at_import_time else " inside a function"
                offences.append(Offence(rel, imp.line, imp.module,
                                        f"imports {imp.module}{where}"))
            elif imp.at_import_time:
                why = _gui_at_import(root, imp.module, memo)
                if why is not None:
                    offences.append(Offence(rel, imp.line, imp.module,
                                            f"imports {imp.module}, which loads a GUI "
                                            f"library when imported ({why})"))
    return sorted(set(offences))  # "from m import a, b" is one offence


def cross_game_imports(root: Path) -> list[Offence]:
    """(b) Imports by a module under ``games/<a>/`` of another game ``games/<b>/`` (absolute
    or relative) or of the registry ``games`` itself. Unlike purity, an ``if
    TYPE_CHECKING:`` import counts here: it still ties one game to another."""
    registry = f"{root.name}.{REGISTRY}"
    offences = []
    for game, files in _games(root).items():
        for path in files:
            rel = path.relative_to(root).as_posix()
            for imp in _file_imports(root, path):
                parts = imp.module.split(".")
                if imp.module == registry:
                    offences.append(Offence(rel, imp.line, imp.module,
                                            f"imports the registry {imp.module}"))
                elif imp.module.startswith(registry + ".") and parts[2] != game:
                    offences.append(Offence(rel, imp.line, imp.module,
                                            f"imports another game: {imp.module}"))
    return sorted(set(offences))  # "from m import a, b" is one offence


def test_every_game_is_pure_outside_its_table():
    assert len(_games(PACKAGE)) >= 3 and _pure_game_files(PACKAGE)
    offences = impure_game_modules(PACKAGE)
    assert not offences, "game modules outside their tables load a GUI library:\n" + \
        "\n".join(map(str, offences))


def test_no_game_imports_another_game_or_the_registry():
    offences = cross_game_imports(PACKAGE)
    assert not offences, "games reaching beyond their own folder:\n" + \
        "\n".join(map(str, offences))


_PLANTED = {
    # a game whose rules import pygame at the top: flagged, and so is every pure module
    # of it that imports those rules when it is imported
    "games/alpha/rules.py": "import pygame\n\nRULES = 1\n",
    "games/alpha/codec.py": "from neurodrez_desktop.games.alpha.rules import RULES\n",
    "games/alpha/state.py": "from .rules import RULES as R\n",
    # a nested import, deep in a function of a sub-folder's module: flagged
    "games/alpha/extra/deep.py": (
        "def widgets():\n    if True:\n        from pygame_gui import UIManager\n"
        "        return UIManager\n"),
    # imports that never run: not flagged
    "games/alpha/heuristics.py": (
        "from __future__ import annotations\n\nimport typing\nfrom typing import "
        "TYPE_CHECKING\n\nif TYPE_CHECKING:\n    import pygame\nif typing.TYPE_CHECKING:\n"
        "    from pytmx import TiledMap\nelse:\n    TiledMap = None\n\n\n"
        "def evaluate(state: pygame.Surface) -> float:\n    return 0.5\n"),
    # the entry reaching its table lazily, and the table itself: not flagged
    "games/alpha/__init__.py": (
        "def table():\n    from neurodrez_desktop.games.alpha import controller\n"
        "    return controller\n"),
    "games/alpha/controller.py": "import pygame\n\nfrom . import view\n",
    "games/alpha/view.py": "import pygame_gui\nimport pytmx\n",
    # an entry importing its table when it is imported: flagged (only lazily, in a function)
    "games/gamma/__init__.py": "from .controller import create\n",
    "games/gamma/controller.py": "import pygame\n\n\ndef create():\n    return pygame\n",
    # a second game: pure, but reaching the first game, a real game and the registry
    "games/beta/__init__.py": "from neurodrez_desktop.games.beta import rules\n",
    "games/beta/rules.py": (
        "from neurodrez_desktop.games.berd.state import LIGHT\n"
        "from . import heuristics\nfrom .heuristics import value\n"),
    "games/beta/heuristics.py": (
        "def value():\n    from neurodrez_desktop.games import get_rules\n"
        "    return get_rules\n"),
    "games/beta/view.py": "from ..alpha import codec\nfrom .. import neurodrez\n",
    "games/beta/art.py": ("import importlib\n\nimport neurodrez_desktop.games\n\n"
                          "M = importlib.import_module('neurodrez_desktop.games.pokerdrez')\n"),
}


def test_the_game_checks_flag_exactly_the_planted_offenders(tmp_path: Path):
    root = tmp_path / PACKAGE.name
    shutil.copytree(PACKAGE, root, ignore=shutil.ignore_patterns("__pycache__"))
    impure_before, crossing_before = impure_game_modules(root), cross_game_imports(root)
    for rel, text in _PLANTED.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")

    impure = impure_game_modules(root)
    crossing = cross_game_imports(root)
    assert set(impure_before) <= set(impure) and set(crossing_before) <= set(crossing)
    assert sorted((o.path, o.line, o.imported) for o in set(impure) - set(impure_before)) == [
        ("games/alpha/codec.py", 1, "neurodrez_desktop.games.alpha.rules"),
        ("games/alpha/extra/deep.py", 3, "pygame_gui"),
        ("games/alpha/rules.py", 1, "pygame"),
        ("games/alpha/state.py", 1, "neurodrez_desktop.games.alpha.rules"),
        ("games/gamma/__init__.py", 1, "neurodrez_desktop.games.gamma.controller"),
    ]
    assert sorted((o.path, o.line, o.imported) for o in set(crossing) - set(crossing_before)
                  ) == [
        ("games/beta/art.py", 3, "neurodrez_desktop.games"),
        ("games/beta/art.py", 5, "neurodrez_desktop.games.pokerdrez"),
        ("games/beta/heuristics.py", 2, "neurodrez_desktop.games"),
        ("games/beta/rules.py", 1, "neurodrez_desktop.games.berd.state"),
        ("games/beta/view.py", 1, "neurodrez_desktop.games.alpha.codec"),
        ("games/beta/view.py", 2, "neurodrez_desktop.games.neurodrez"),
    ]
    # the words say why: the indirect one names the import that loads pygame
    (codec,) = [o for o in impure if o.path == "games/alpha/codec.py"]
    assert "games/alpha/rules.py:1 imports pygame" in str(codec)


# -- the app: scenes reach each other only through navigation; no game named outside games/
SCENES = "neurodrez_desktop.app.scenes"
APP_HUBS = ("neurodrez_desktop.app.main", "neurodrez_desktop.app.navigation")


def scene_crossings(root: Path) -> list[Offence]:
    """Imports by which a scene module (or the scene base) reaches another scene, the app or
    the navigation, at any depth, type-only ones included (they would make a circle)."""
    offences = []
    scene_files = sorted((root / "app" / "scenes").glob("*.py"))
    for path in [root / "app" / "scene.py", *scene_files]:
        own = ".".join(_module_name(root, path))
        for found in _file_imports(root, path):
            other_scene = found.module.startswith(f"{SCENES}.") and found.module != own
            if other_scene or found.module in APP_HUBS:
                offences.append(Offence(path.relative_to(root).as_posix(), found.line,
                                        found.module, "a scene reaches a scene or the app"))
    return offences


def game_ids_outside_games(root: Path, game_ids: set[str]) -> list[Offence]:
    """Places outside ``games/`` that name a game: an import of a game's module, or a text
    that is a game id or names one of its files ("berd_table"). The program's own name
    (``neurodrez``, the command) is not a game's."""
    offences = []
    named = game_ids - {"neurodrez"}
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).parts[0] == REGISTRY or "__pycache__" in path.parts:
            continue
        where = path.relative_to(root).as_posix()
        for found in _file_imports(root, path):
            if found.module.startswith(f"{root.name}.games."):
                offences.append(Offence(where, found.line, found.module, "imports a game"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                    node.value in named or any(f"{gid}_" in node.value for gid in named)):
                offences.append(Offence(where, node.lineno, "", f"names a game: {node.value!r}"))
    return offences


def test_scenes_reach_each_other_only_through_navigation():
    assert not scene_crossings(PACKAGE), scene_crossings(PACKAGE)


def test_each_scene_module_imports_on_its_own():
    """No import circle: every scene module (and the navigation) imports first, alone."""
    modules = [f"{SCENES}.{p.stem}" for p in sorted((PACKAGE / "app" / "scenes").glob("*.py"))
               if p.stem != "__init__"]
    assert len(modules) >= 10
    for module in [*modules, "neurodrez_desktop.app.navigation", "neurodrez_desktop.app.scene"]:
        result = subprocess.run([sys.executable, "-c", f"import {module}"],
                                capture_output=True, text=True, check=False)
        assert result.returncode == 0, f"{module}: {result.stderr[-2000:]}"


def test_no_game_is_named_outside_games():
    from neurodrez_desktop.games import GAMES

    offences = game_ids_outside_games(PACKAGE, set(GAMES))
    assert not offences, offences


def test_the_app_checks_flag_planted_offenders(tmp_path: Path):
    root = tmp_path / PACKAGE.name
    shutil.copytree(PACKAGE, root, ignore=shutil.ignore_patterns("__pycache__"))
    (root / "app" / "scenes" / "planted.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from neurodrez_desktop.app.main import App\n"
        "def go():\n    from neurodrez_desktop.app.scenes.menu import MenuScene\n")
    (root / "app" / "planted_tool.py").write_text(
        "from neurodrez_desktop.games.berd.rules import BerdRules\nGAME = 'pokerdrez'\n"
        "MAP = 'berd_table.tmx'\nPROG = 'neurodrez'\n")
    crossings = {(o.path, o.line) for o in scene_crossings(root)}
    assert crossings == {("app/scenes/planted.py", 3), ("app/scenes/planted.py", 5)}
    named = {(o.path, o.line) for o in game_ids_outside_games(root, {"berd", "pokerdrez",
                                                                      "neurodrez"})}
    assert named == {("app/planted_tool.py", 1), ("app/planted_tool.py", 2),
                     ("app/planted_tool.py", 3)}


# -- layers without exceptions (issue 36, item 6) ----------------------------------------------
def import_graph(root: Path) -> dict[str, set[str]]:
    """Each module of the package and the package modules it imports, at any depth of the
    file (a function's deferred import is still a dependency), ``TYPE_CHECKING`` blocks
    left out (they never run). A package's own ``__init__`` run by importing one of its
    modules is not counted: only what a file names."""
    graph: dict[str, set[str]] = {}
    for path in sorted(root.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        name = ".".join(_module_name(root, path))
        graph[name] = {i.module for i in _file_imports(root, path)
                       if not i.type_checking and _tree_file(root, i.module) is not None
                       and i.module != name}
    return graph


def import_circles(root: Path) -> list[list[str]]:
    """Every set of modules that import one another round a circle (Tarjan's strongly
    connected components of more than one module), each sorted, for the message."""
    graph = import_graph(root)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return circles


def tables_importing_app(root: Path) -> list[Offence]:
    """Table modules (ui/ and each game's table modules) that import the app: a table is
    handed what it needs (intents, a setup), it never reaches up into the program."""
    app = f"{root.name}.app"
    files = [p for p in (root / "ui").rglob("*.py") if "__pycache__" not in p.parts]
    files += [p for p in (root / REGISTRY).rglob("*.py") if "__pycache__" not in p.parts]
    return [Offence(p.relative_to(root).as_posix(), i.line, i.module, "imports the app")
            for p in sorted(files) for i in _file_imports(root, p)
            if not i.type_checking and (i.module == app or i.module.startswith(app + "."))]


def test_no_import_circle():
    circles = import_circles(PACKAGE)
    assert not circles, "modules that import one another round a circle: " + "; ".join(
        " ↔ ".join(c) for c in circles)


def test_no_table_module_imports_the_app():
    offences = tables_importing_app(PACKAGE)
    assert not offences, [str(o) for o in offences]


def test_the_layer_checks_flag_planted_offenders(tmp_path: Path):
    root = tmp_path / PACKAGE.name
    shutil.copytree(PACKAGE, root, ignore=shutil.ignore_patterns("__pycache__"))
    (root / "core" / "planted_a.py").write_text(
        "def f():\n    from neurodrez_desktop.core import planted_b\n")
    (root / "core" / "planted_b.py").write_text("from neurodrez_desktop.core import planted_a\n")
    (root / "ui" / "planted_c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from neurodrez_desktop.app.main import App\n"
        "from neurodrez_desktop.app import navigation\n")
    assert ["neurodrez_desktop.core.planted_a", "neurodrez_desktop.core.planted_b"] in (
        import_circles(root))
    assert [(o.path, o.line) for o in tables_importing_app(root)] == [("ui/planted_c.py", 4)]
