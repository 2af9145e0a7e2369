"""Colours, sizes and fonts of the whole program: one place to change the look.

Everything is drawn on a logical 1920×1080 canvas that the window scales.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from neurodrez_desktop.ui.surface_cache import SurfaceCache

LOGICAL_SIZE = (1920, 1080)

RGB = tuple[int, int, int]
"""A colour as the program names it: red, green, blue, 0–255."""

BACKGROUND = (28, 32, 40)
PANEL = (40, 46, 58)
PANEL_EDGE = (70, 80, 98)
TEXT = (235, 236, 240)
TEXT_DIM = (160, 168, 182)
ACCENT = (255, 196, 64)
HIGHLIGHT = (90, 200, 120)
REFUSED = (235, 90, 80)
SELECTED = (255, 220, 90)

# Seat colours with a letter each, so colour is never the only cue.
SEAT_COLOURS = ((240, 226, 190), (60, 52, 70), (200, 70, 60), (60, 120, 200))
SEAT_INKS = ((40, 36, 30), (240, 236, 245), (255, 255, 255), (255, 255, 255))


FONT_FILES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf",
              "NotoSans-BoldItalic.ttf")
"""The program's fonts (``assets/fonts/``, made by ``build/fonts.py``): pygame_gui's Noto
Sans cut to the Latin, Greek and Cyrillic letters and the signs the program shows, so
each font opened (a size, a style) holds 0.35 MB of glyphs, not 0.6 MB. The program's own
text and pygame_gui's widgets are both set in them."""


@lru_cache(maxsize=8)
def own_font_file(name: str) -> str | None:
    """The program's own file of the Noto Sans font ``name`` (one of ``FONT_FILES``), or
    None where the assets lack it or it is not a whole font (then pygame_gui's whole one is
    used): a damaged file is opened by pygame's font without a word, and its first text
    brought the program down; freetype reads its tables first and says so."""
    from neurodrez_desktop.resources import assets_root

    if name not in FONT_FILES:
        return None
    try:
        path = assets_root() / "fonts" / name
    except FileNotFoundError:
        return None
    if not path.is_file():
        return None
    return str(path) if _whole_font(str(path)) else None


def _whole_font(path: str) -> bool:
    """Whether freetype reads ``path`` as a font that has the letter "a"."""
    import pygame.freetype

    if not pygame.freetype.get_init():
        pygame.freetype.init()
    try:
        return pygame.freetype.Font(path, 20).get_metrics("a")[0] is not None
    except (OSError, ValueError, RuntimeError, pygame.error):
        return False


def _font_file(bold: bool) -> str | None:
    """Noto Sans, the program's own cut (accents, "…", "×", "−" and "·" included, but no
    arrows, stars or set signs: ``drawable``), else pygame_gui's whole one; else
    pygame's."""
    name = FONT_FILES[1] if bold else FONT_FILES[0]
    own = own_font_file(name)
    if own is not None:
        return own
    try:
        from importlib.resources import files

        path = files("pygame_gui.data").joinpath(name)
        return str(path) if path.is_file() else None
    except (ModuleNotFoundError, OSError):
        return None


STAND_INS = {"→": "->", "←": "<-", "⇒": "=>", "∈": "in", "★": "*", "☆": "*"}
"""What a text writes for a sign the program's font cannot draw: a sign drawn as an empty
box says nothing, its stand-in says what it means."""


def drawable(message: str, bold: bool = False) -> str:
    """``message`` with each sign the font has no glyph for written as its stand-in
    (``STAND_INS``); the rest as it is. For texts written elsewhere (the rulings, copied
    unchanged from the project's document) that the program shows as they are."""
    return "".join(STAND_INS.get(c, c) if c in STAND_INS and not has_glyph(c, bold) else c
                   for c in message)


@lru_cache(maxsize=256)
def has_glyph(letter: str, bold: bool = False) -> bool:
    """The font draws ``letter`` (pygame's font measures a missing one as the empty box it
    draws; freetype says it has none)."""
    path = _font_file(bold)
    if path is None:
        return True  # pygame's own font: nothing known to stand in for
    return _glyphs(path).get_metrics(letter)[0] is not None


@lru_cache(maxsize=2)
def _glyphs(path: str) -> Any:
    """The font file read by freetype, which tells a glyph from its absence."""
    import pygame.freetype

    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(path, 20)


SMALLEST_WINDOW_SCALE = 2 / 3
"""The layout's scale in the smallest window it is made for (1280×720 of 1920×1080)."""
READABLE_PX = 11
"""No text is smaller than this on the screen in that window."""
SMALLEST = 18
"""The smallest font size: 12 px on the screen at 1280×720, 11 px the least a person
reads without strain. A smaller size asked for is drawn in this one: where words do not
fit they wrap, scroll or give way, they do not shrink out of reach."""
FONT_SIZES = (18, 20, 22, 24, 26, 28, 30, 32, 36, 40, 44, 48, 56, 64, 72, 96)
"""The sizes fonts are made in: each one loaded costs most of a megabyte with its glyphs,
so a size in between is drawn in the nearest of these."""


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return _font(_nearest(size), bold)


def fitting_size(message: str, width: int, largest: int, smallest: int,
                 bold: bool = False) -> int:
    """The largest size of the ladder from ``largest`` down to ``smallest`` at which
    ``message`` fits in ``width`` (``smallest`` if none does): a long name or reason
    shrinks instead of running into what is beside it."""
    smallest = max(smallest, SMALLEST)
    ladder = [size for size in reversed(FONT_SIZES) if smallest <= size <= largest]
    if not ladder:
        return smallest
    measured = font(ladder[0], bold).size(message)[0]
    for size in ladder:
        if measured * size > width * ladder[0] * SURELY_WIDER:
            continue  # too wide at this size by the first measure: not loaded to check
        if font(size, bold).size(message)[0] <= width:
            return size
    return smallest


SURELY_WIDER = 1.25
"""How much wider than its room a text, measured at one size and scaled to another, is
sure to be too wide there too: a line's width at another size differs from the scaled one
by its letters' pixel rounding, a few per cent for words, up to 16% for two narrow letters
("ii" at 72 and at 44; no catalog message does worse). A lone narrow sign differs by more
(":" in bold from 48: 31%), but only in a room of a few pixels, where no text is set.
``fitting_size`` loads only the sizes that may fit: each size loaded keeps its font (a third
of a megabyte) for the run."""


@lru_cache(maxsize=1024)
def fit_line(message: str, size: int, width: int, bold: bool = False, smallest: int = 18
             ) -> tuple[str, int]:
    """``message`` in ``width`` pixels on one line: set smaller down to ``smallest``, then,
    if it still does not fit (a 20-character name of wide letters), cut with "…"."""
    size = fitting_size(message, width, size, smallest, bold)
    f = font(size, bold)
    if f.size(message)[0] <= width:
        return message, size
    low, high = 0, len(message)
    while low < high:  # the longest prefix that fits with its "…"
        middle = (low + high + 1) // 2
        if f.size(message[:middle] + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return message[:low].rstrip() + "…", size


@lru_cache(maxsize=256)
def _nearest(size: int) -> int:
    return min(FONT_SIZES, key=lambda s: (abs(s - size), -s))


@lru_cache(maxsize=64)
def _font(size: int, bold: bool) -> pygame.font.Font:
    return pygame.font.Font(_font_file(bold), size)


TEXT_BYTES = 4 * 2**20
"""The rendered words' memory at most: twice what the wordiest frame of any table draws
(1.8 MB, Quattro Colonne, a layer repainted), so a frame in play renders nothing it
showed the frame before; past it the least recently drawn go (a finished game's log,
another screen's words). It was 512 lines whatever their size: 10–19 MB."""
_TEXTS = SurfaceCache(TEXT_BYTES)


def text(message: str, size: int = 32, colour: RGB = TEXT,
         bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached: drawing the same words each frame costs a blit.

    A NUL cannot be rendered (SDL_ttf raises): should one slip past ``core.text.safe_text``
    it is shown escaped instead of ending the program."""
    def rendered() -> pygame.Surface:
        safe = message.replace("\0", "\\x00") if "\0" in message else message
        return font(size, bold).render(safe, True, colour)

    return _TEXTS.get((message, size, tuple(colour), bold), rendered)


setattr(text, "cache_clear", _TEXTS.clear)  # noqa: B010  (as an lru_cache had it)


@lru_cache(maxsize=64)
def _ink_band(size: int, bold: bool) -> tuple[int, int]:
    """Where letters (capitals, descenders) lie in a rendered line at ``size``: rows from
    its top to the tallest letter's top and to the lowest descender's bottom."""
    box = font(size, bold).render("Hgy", True, (255, 255, 255)).get_bounding_rect()
    return box.top, box.bottom


def ink_rect(rect: pygame.Rect, size: int, bold: bool = False) -> pygame.Rect:
    """The part of a rendered line's ``rect`` its letters cover (a line's box has room above
    and below them: two labels one line apart touch boxes, not letters)."""
    top, bottom = _ink_band(_nearest(size), bold)
    return pygame.Rect(rect.x, rect.y + top, rect.w, bottom - top)


@lru_cache(maxsize=1024)
def letters_box(message: str, size: int, bold: bool = False) -> tuple[int, int, int, int]:
    """Where the letters of ``message`` lie in its rendered line (x, y, w, h from the line's
    top left): what two labels must not share. Worked out once per text."""
    box = text(message, size, TEXT, bold).get_bounding_rect()
    return box.x, box.y, box.w, box.h


@lru_cache(maxsize=4096)
def text_width(message: str, size: int, bold: bool = False) -> int:
    """``message``'s width in pixels at ``size``, measured once: a list that grows by a
    line a move (the move list) measures only the new line, not every line each time."""
    return font(size, bold).size(message)[0]


@lru_cache(maxsize=256)
def lines_width(lines: tuple[str, ...], size: int, bold: bool = False) -> int:
    """The widest of ``lines`` at ``size`` (a wrapped paragraph's width)."""
    f = font(size, bold)
    return max((f.size(line)[0] for line in lines), default=0)


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``message`` broken into lines that fit ``width`` pixels at ``size``."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in _pieces(paragraph.split(" "), f, width):
            candidate = f"{line} {word}".strip()
            if line and f.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


@lru_cache(maxsize=256)
def fitted_lines(message: str, size: int, smallest: int, width: int, height: int,
                 bold: bool = False) -> tuple[int, tuple[str, ...]]:
    """The largest size from ``size`` down to ``smallest`` at which ``message``, wrapped to
    ``width``, fits ``height``, and its lines there (worked out once, not every frame)."""
    size, smallest = max(size, SMALLEST), max(smallest, SMALLEST)
    lines = wrap(message, size, width, bold)
    while size > smallest and len(lines) * font(size, bold).get_linesize() > height:
        size -= 2
        lines = wrap(message, size, width, bold)
    return size, tuple(lines)


@lru_cache(maxsize=256)
def fitted_block(message: str, size: int, smallest: int, width: int, height: int,
                 bold: bool = False) -> tuple[int, tuple[str, ...]]:
    """``message`` in a ``width`` × ``height`` box: on one line, set smaller down to
    ``smallest``; else wrapped onto lines (down to the smallest size, ``SMALLEST``) that fit
    the height — a name of twenty wide letters is read whole on two lines rather than cut."""
    one = fitting_size(message, width, size, smallest, bold)
    if font(one, bold).size(message)[0] <= width:
        return one, (message,)
    for fitted in reversed(FONT_SIZES):  # first whole words ("name · side" at the dot)
        if fitted > one:
            continue  # a size above the one line's is not loaded
        f = font(fitted, bold)
        if all(f.size(w)[0] <= width for w in message.split()):
            lines = wrap(message, fitted, width, bold)
            if len(lines) * f.get_linesize() <= height:
                return fitted, tuple(lines)
    return fitted_lines(message, one, 12, width, height, bold)


def _pieces(words: list[str], f: pygame.font.Font, width: int) -> list[str]:
    """The words, any too wide for a line on its own (a file path) cut where it fits."""
    pieces = []
    for word in words:
        while f.size(word)[0] > width and len(word) > 1:
            low, high = 1, len(word) - 1  # the longest prefix that fits: low
            while low < high:
                middle = (low + high + 1) // 2
                if f.size(word[:middle])[0] <= width:
                    low = middle
                else:
                    high = middle - 1
            pieces.append(word[:low])
            word = word[low:]
        pieces.append(word)
    return pieces


def clear_caches() -> None:
    """Forget fonts and rendered texts: they die with ``pygame.quit``."""
    _font.cache_clear()
    _glyphs.cache_clear()
    _TEXTS.clear()
    fitted_lines.cache_clear()
    fitted_block.cache_clear()
    _ink_band.cache_clear()
    letters_box.cache_clear()
    lines_width.cache_clear()
    text_width.cache_clear()
