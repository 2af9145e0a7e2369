"""Every sign the program shows has a glyph in its font (issue 37: "a missing glyph shows up
in a test"): a sign the font lacks is drawn as an empty box, which says nothing in any
language. Checked over every message of every catalog, in English and each shipped
language, and over every game's rules page in each language as the reader shows it."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import neurodrez_desktop
from neurodrez_desktop.app.scenes.rules_reader import rules_markdown
from neurodrez_desktop.core import i18n
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import theme

PACKAGE = Path(neurodrez_desktop.__file__).parent
CATALOGS = sorted(PACKAGE.rglob("*.po"))
SPACES = {"\n", "\t"}


def _without_glyph(text: str) -> set[str]:
    return {c for c in text if c not in SPACES and not theme.has_glyph(c)}


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: f"{p.parents[2].name}-{p.stem}"
                         f"-{p.parents[1].name}")
def test_every_message_of_every_catalog_has_its_glyphs(path, fonts):
    with path.open("rb") as handle:
        catalog = read_po(handle)
    missing: dict[str, str] = {}
    for message in catalog:
        said = [*(message.id if isinstance(message.id, tuple) else (message.id,)),
                *(message.string if isinstance(message.string, tuple) else (message.string,))]
        for text in said:
            for sign in _without_glyph(text or ""):
                missing.setdefault(sign, text)
    assert not missing, f"signs the font cannot draw: {missing}"


@pytest.mark.parametrize("code", [i18n.ENGLISH, *i18n.SHIPPED])
def test_every_rules_page_has_its_glyphs_as_the_reader_shows_it(code, fonts):
    i18n.set_language(code)
    for entry in playable():
        shown = theme.drawable(rules_markdown(entry))
        assert not _without_glyph(shown), (entry.id, code, _without_glyph(shown))


def test_a_sign_the_font_lacks_is_written_as_its_stand_in(fonts):
    assert not theme.has_glyph("→") and theme.has_glyph("é") and theme.has_glyph("…")
    assert theme.drawable("Pawn → Knight, N ∈ {3, 4}") == "Pawn -> Knight, N in {3, 4}"
    assert theme.drawable("Peón, città… ×2 −1") == "Peón, città… ×2 −1"
