"""Every sign the program shows has a glyph in its font (issue 37: "a missing glyph shows up
in a test"): a sign the font lacks is drawn as an empty box, which says nothing in any
language. Checked over every message of every catalog, in English and each shipped
language, and over every game's rules page in each language as the reader shows it."""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from neurodrez_desktop.app.scenes.rules_reader import rules_markdown
from neurodrez_desktop.core import i18n
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import theme

LANGUAGES = [code for code in i18n.SHIPPED if code != i18n.ENGLISH]
CATALOG_CASES = [
    *(pytest.param(i18n.PROGRAM, code, id=f"program-{code}") for code in LANGUAGES),
    *(pytest.param(entry.catalog, code, id=f"{entry.id}-{code}")
      for entry in playable() for code in LANGUAGES)]
"""The program's catalog and each registered game's, in each shipped language (the English
messages are read with them)."""
SPACES = {"\n", "\t"}


def _without_glyph(text: str) -> set[str]:
    return {c for c in text if c not in SPACES and not theme.has_glyph(c)}


@pytest.mark.parametrize(("catalog", "code"), CATALOG_CASES)
def test_every_message_of_every_catalog_has_its_glyphs(catalog, code, fonts):
    path = catalog.po_path(code)
    if not path.is_file():  # a game that says nothing of its own in this language
        assert not list(catalog.folder.glob(f"locale/*/LC_MESSAGES/{catalog.domain}.po"))
        return
    with path.open("rb") as handle:
        messages = read_po(handle)
    missing: dict[str, str] = {}
    for message in messages:
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
