"""The program's fonts are its own cut of Noto Sans (``assets/fonts/``, half the memory a
font opened), and the cut keeps every letter players write names in and every sign the
program says (``test_glyphs.py`` checks each catalog message and rules page against the
same files, through ``theme.has_glyph``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype
import pytest

from neurodrez_desktop.app.display import font_on_disk
from neurodrez_desktop.core.i18n import _ as say
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import theme

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "build"))
import fonts  # noqa: E402 - the build's own tool: the blocks it keeps are what is checked

NAME_LETTERS = {block: fonts.BLOCKS[block] for block in fonts.LETTER_BLOCKS}
"""The letters players type in names in Latin, Greek and Cyrillic scripts: each one
pygame_gui's whole Noto Sans draws, the program's font must draw too."""


def _whole(name: str) -> str:
    from importlib.resources import files

    return str(files("pygame_gui.data").joinpath(name))


def _drawn(font: pygame.freetype.Font, letter: str) -> bool:
    return font.get_metrics(letter)[0] is not None


@pytest.mark.parametrize("name", theme.FONT_FILES)
def test_every_name_letter_noto_sans_draws_the_programs_font_draws(name: str, fonts: None
                                                                  ) -> None:
    own = theme.own_font_file(name)
    assert own is not None and Path(own).parent.name == "fonts", \
        "the program's fonts are not made: python build/fonts.py (README, Quick start)"
    pygame.freetype.init()
    whole, cut = pygame.freetype.Font(_whole(name), 20), pygame.freetype.Font(own, 20)
    missing = {script: "".join(chr(c) for c in range(first, last + 1)
                               if _drawn(whole, chr(c)) and not _drawn(cut, chr(c)))
               for script, (first, last) in NAME_LETTERS.items()}
    assert not any(missing.values()), missing


def test_the_program_and_its_widgets_set_text_in_its_own_fonts(fonts: None) -> None:
    assert theme._font_file(False) == theme.own_font_file("NotoSans-Regular.ttf")
    assert theme._font_file(True) == theme.own_font_file("NotoSans-Bold.ttf")
    from pygame_gui.core.package_resource import PackageResource

    for name in theme.FONT_FILES:
        assert font_on_disk(PackageResource("pygame_gui.data", name)) == \
            theme.own_font_file(name)
    fira = PackageResource("pygame_gui.data", "FiraCode-Regular.ttf")
    assert font_on_disk(fira) == _whole("FiraCode-Regular.ttf")  # not cut: as it is


def test_widgets_fonts_opened_are_the_programs_own(driver: Any) -> None:
    """Every Noto Sans font pygame_gui has opened (its defaults and the theme's sizes) is
    read from the program's files, none from pygame_gui's whole ones."""
    opened = driver.app.ui.get_theme().get_font_dictionary().loaded_fonts.values()
    noto = [font.location for font in opened if "noto" in str(font.location).lower()]
    assert noto and all(isinstance(where, str) and Path(where).parent.name == "fonts"
                        for where in noto), noto


def test_stand_ins_and_game_names_have_their_glyphs(fonts: None) -> None:
    signs = "".join(theme.STAND_INS.values())
    titles = "".join(say(entry.rules.spec.title) for entry in playable())
    missing = {c for c in signs + titles if not c.isspace() and not theme.has_glyph(c)}
    assert not missing and not {c for c in signs + titles if not theme.has_glyph(c, True)
                                and not c.isspace()}


def _loaded_sizes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The font sizes the theme opens from now on (each kept for the run)."""
    loaded: list[int] = []
    opened = theme._font

    def recorded(size: int, bold: bool) -> pygame.font.Font:
        loaded.append(size)
        return opened(size, bold)

    setattr(recorded, "cache_clear", opened.cache_clear)  # noqa: B010  (as the theme's)
    monkeypatch.setattr(theme, "_font", recorded)
    return loaded


def test_fitting_size_loads_only_the_sizes_it_checks(fonts: None,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    room = theme.font(24).size("Continue")[0]
    loaded = _loaded_sizes(monkeypatch)
    assert theme.fitting_size("Continue", room, 96, 18) == 24
    # measured at 96, then checked only where it may fit (was every size from 96 down)
    assert 96 in loaded and set(loaded) <= {96, 30, 28, 26, 24}, sorted(set(loaded))


def test_fitted_block_loads_no_size_above_the_one_asked(fonts: None,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    loaded = _loaded_sizes(monkeypatch)
    size, lines = theme.fitted_block("Pass the computer to Bartholomew Featherstonehaugh",
                                     30, 18, 300, 200)
    assert len(lines) > 1 and size <= 30
    assert loaded and max(loaded) <= 30, sorted(set(loaded))


def _ladder_walk(message: str, width: int, largest: int, smallest: int, bold: bool) -> int:
    """Every size of the ladder tried from the largest down: what ``fitting_size`` picks."""
    smallest = max(smallest, theme.SMALLEST)
    for size in reversed(theme.FONT_SIZES):
        if smallest <= size <= largest and theme.font(size, bold).size(message)[0] <= width:
            return size
    return smallest


def test_fitting_size_picks_what_trying_every_size_picks(fonts: None) -> None:
    from babel.messages.pofile import read_po

    from neurodrez_desktop.core import i18n

    with i18n.PROGRAM.po_path("es").open("rb") as handle:
        said = [m for message in read_po(handle) for m in (message.id, message.string)
                if isinstance(m, str) and m and "\n" not in m]
    said = [*said[::7], "ii", "W", "…", "Ωmega Жанна", "MMMMMMMMMMMMMMMMMMMM"]
    for i, message in enumerate(said):
        bold = i % 2 == 1
        natural = theme.font(36, bold).size(message)[0]
        for width in (natural // 4, natural // 2, natural * 2 // 3, natural - 1, natural,
                      natural * 3 // 2):
            for largest in (96, 48, 36, 28):
                assert theme.fitting_size(message, width, largest, 18, bold) == \
                    _ladder_walk(message, width, largest, 18, bold), (message, width, largest)


def test_a_damaged_font_of_the_program_s_is_passed_by_for_the_whole_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fonts: None) -> None:
    """pygame's font opens a damaged file without a word and its first text brought the
    program down: such a file is not the program's font, pygame_gui's whole one is."""
    (tmp_path / "fonts").mkdir()
    (tmp_path / "fonts" / "NotoSans-Regular.ttf").write_bytes(bytes(range(256)) * 4)
    monkeypatch.setattr("neurodrez_desktop.resources.assets_root", lambda: tmp_path)
    theme.own_font_file.cache_clear()
    try:
        assert theme.own_font_file("NotoSans-Regular.ttf") is None
        assert theme._font_file(False) == _whole("NotoSans-Regular.ttf")
    finally:
        theme.own_font_file.cache_clear()
