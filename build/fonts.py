"""Make the program's fonts (``assets/fonts/``): pygame_gui's Noto Sans cut down to the
letters and signs the program can show.

Each font the program opens (a file, a size, a style) holds its file's glyphs in memory:
some 0.6 MB for the whole Noto Sans (583 KB, with Devanagari and historic letters), about
0.35 MB for these files (20 sizes of Regular: +7 MB RSS, +12 MB with the whole file), and
a table opens some forty fonts. Kept: every letter of the Latin, Greek and Cyrillic
scripts people write names in (``LETTER_BLOCKS``), and the punctuation, arrows, maths,
geometric and other signs the catalogs, rules texts and rulings use (``BLOCKS``).
``tests/app/test_glyphs.py`` checks every catalog message and rules page against the
files made here, ``tests/app/test_memory_fonts.py`` the letters of names.

Made, never committed (the project commits no binary assets copied from elsewhere), as
the catalogs' ``.mo`` files are: ``build/build.py`` makes them for the packaged program, and
a checkout makes them once with ``python build/fonts.py`` (fontTools, in the ``dev`` extra;
README, Quick start). Without them the program sets its text in pygame_gui's whole Noto Sans:
the same letters, twice the memory a font.
"""

from __future__ import annotations

import shutil
from importlib.resources import files
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "fonts"
STYLES = ("Regular", "Bold", "Italic", "BoldItalic")
"""The styles the program and pygame_gui's themes use (pygame_gui's italic for its
``<i>`` text)."""

BLOCKS: dict[str, tuple[int, int]] = {
    "Basic Latin, Latin-1, Latin Extended-A and -B": (0x0000, 0x024F),
    "IPA Extensions (ə of Azerbaijani names)": (0x0250, 0x02AF),
    "Spacing Modifier Letters": (0x02B0, 0x02FF),
    "Combining Diacritical Marks": (0x0300, 0x036F),
    "Greek and Coptic": (0x0370, 0x03FF),
    "Cyrillic and Cyrillic Supplement": (0x0400, 0x052F),
    "Cyrillic Extended-C": (0x1C80, 0x1C8F),
    "Phonetic Extensions and their Supplement": (0x1D00, 0x1DBF),
    "Latin Extended Additional (Vietnamese)": (0x1E00, 0x1EFF),
    "Greek Extended (polytonic)": (0x1F00, 0x1FFF),
    "General Punctuation": (0x2000, 0x206F),
    "Superscripts and Subscripts": (0x2070, 0x209F),
    "Currency Symbols": (0x20A0, 0x20CF),
    "Letterlike Symbols and Number Forms": (0x2100, 0x218F),
    "Arrows": (0x2190, 0x21FF),
    "Mathematical Operators": (0x2200, 0x22FF),
    "Geometric Shapes": (0x25A0, 0x25FF),
    "Miscellaneous Symbols": (0x2600, 0x26FF),
    "Latin Extended-C": (0x2C60, 0x2C7F),
    "Cyrillic Extended-A": (0x2DE0, 0x2DFF),
    "Cyrillic Extended-B": (0xA640, 0xA69F),
    "Latin Extended-D (the saltillo)": (0xA720, 0xA7FF),
    "Latin Extended-E": (0xAB30, 0xAB6F),
    "Variation Selectors": (0xFE00, 0xFE0F),
    "Zero Width No-Break Space": (0xFEFF, 0xFEFF),
    "Alphabetic Presentation Forms (the fi and fl ligatures)": (0xFB00, 0xFB06),
    "Replacement Character": (0xFFFD, 0xFFFD),
}
"""What the program's fonts keep of Noto Sans, by Unicode block."""

LETTER_BLOCKS = ("Basic Latin, Latin-1, Latin Extended-A and -B",
                 "IPA Extensions (ə of Azerbaijani names)", "Combining Diacritical Marks",
                 "Greek and Coptic", "Cyrillic and Cyrillic Supplement", "Cyrillic Extended-C",
                 "Phonetic Extensions and their Supplement",
                 "Latin Extended Additional (Vietnamese)", "Greek Extended (polytonic)",
                 "Latin Extended-C", "Cyrillic Extended-A", "Cyrillic Extended-B",
                 "Latin Extended-D (the saltillo)", "Latin Extended-E")
"""The blocks of the letters players type in names, in the Latin, Greek and Cyrillic
scripts: every one Noto Sans draws, the program's font draws
(``tests/app/test_memory_fonts.py``). Noto Sans's Devanagari is left out: names in it show
as empty boxes, as names in the scripts Noto Sans never had (Arabic, Hebrew, Chinese) always
did."""


def source(style: str) -> Path:
    """pygame_gui's own Noto Sans file of ``style``."""
    return Path(str(files("pygame_gui.data").joinpath(f"NotoSans-{style}.ttf")))


def licence() -> Path:
    return Path(str(files("pygame_gui.data").joinpath("licenses", "NotoSans-LICENSE.txt")))


def code_points() -> list[int]:
    return [point for first, last in BLOCKS.values() for point in range(first, last + 1)]


def subset(style: str, out: Path) -> None:
    """The font of ``style`` with the glyphs of ``BLOCKS`` only; the layout features
    HarfBuzz applies by default (kerning, marks, ligatures), so text is set as before, and
    the superscripts' (FreeType's hinter aligns "²" and "³" as superscripts by them)."""
    from fontTools import subset as fonttools_subset
    from fontTools.ttLib import TTFont

    options = fonttools_subset.Options()
    options.name_IDs = ["*"]  # the copyright and licence names stay with the font
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.layout_features = [*options.layout_features, "sups"]
    font = TTFont(source(style), recalcTimestamp=False)  # the same bytes each run
    cutter = fonttools_subset.Subsetter(options)
    cutter.populate(unicodes=code_points())
    cutter.subset(font)
    part = out.with_name(out.name + ".part")  # a killed run leaves no half a font to open
    font.save(part)
    part.replace(out)


def main() -> None:
    import logging

    logging.getLogger("fontTools").setLevel(logging.WARNING)  # not a line per table pruned
    OUT.mkdir(parents=True, exist_ok=True)
    for style in STYLES:
        out = OUT / f"NotoSans-{style}.ttf"
        subset(style, out)
        print(f"wrote {out} ({out.stat().st_size // 1024} KB, "
              f"from {source(style).stat().st_size // 1024} KB)")
    shutil.copyfile(licence(), OUT / "NotoSans-LICENSE.txt")


if __name__ == "__main__":
    main()
