"""One path for the table's words: no controller or view of a registered game writes a
sentence led by a ruling id ("R7: You have taken…"). Such words come from the game's pure
prompts module as a ``Notice`` whose ruling is a field, so nothing parses a ruling back
out of a sentence and every sentence can later be translated in one place (DESIGN.md,
"Words").

The modules are read as source (an AST scan of their string literals, f-strings' literal
parts included; docstrings are not words a player sees).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from neurodrez_desktop.games import playable

RULING_LED = re.compile(r"^[A-Z][0-9]+[a-z]?: ")
TABLE_MODULES = ("controller.py", "view.py")


def ruling_led_strings(source: str) -> list[tuple[int, str]]:
    """Each string literal (line, text) of ``source`` led by a ruling id, docstrings and
    other bare string statements left out."""
    tree = ast.parse(source)
    bare = {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    return sorted((node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in bare and RULING_LED.match(node.value))


def _table_modules() -> list[Path]:
    return [entry.folder / name for entry in playable() for name in TABLE_MODULES
            if (entry.folder / name).exists()]


def test_the_scan_finds_a_ruling_led_sentence_in_every_form_a_table_wrote_one():
    source = '''
"""R1: a docstring is no word a player sees."""
def prompt(colour, head):
    """Q5: nor is a function's docstring."""
    if colour:
        return f"R8: The {colour} rider has two shortest paths."
    if head:
        return "Q5: " + head
    return ("N12: Conquest: click a highlighted tile "
            "under your piece.")
'''
    found = [line for line, _ in ruling_led_strings(source)]
    assert found == [6, 8, 9], found


@pytest.mark.parametrize("path", _table_modules(),
                         ids=lambda path: f"{path.parent.name}/{path.name}")
def test_no_table_module_writes_a_sentence_led_by_a_ruling_id(path: Path):
    found = ruling_led_strings(path.read_text(encoding="utf-8"))
    listed = "\n".join(f"  line {line}: {text!r}" for line, text in found)
    assert not found, (f"{path.parent.name}/{path.name} writes words led by a ruling id; "
                       f"say them with a Notice from the game's prompts module:\n{listed}")
