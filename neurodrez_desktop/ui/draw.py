"""Shared drawing: panels, labels, tokens and badges used by every game's view."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import pygame
import pygame_gui

from neurodrez_desktop.core.i18n import _, generation
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.surface_cache import SurfaceCache

# -- what was drawn ---------------------------------------------------------------------------
Widget = tuple[str, str, pygame.Rect, "pygame.Rect | None"]
"""(kind, name, rect, box) of one thing drawn: kind "area" (a panel, the board: what holds
other widgets), "text" (rect: what its words needed; box: the room they had, or None),
"item" (a card, a tile, a die, a badge) or "coordinate" (a board's file, rank or cell
name). Tests lay these side by side to find overlaps and cut-off words."""

_record: tuple[pygame.Surface, list[Widget]] | None = None


def record(canvas: pygame.Surface | None, into: list[Widget] | None = None
           ) -> tuple[pygame.Surface, list[Widget]] | None:
    """From now on what is drawn on ``canvas`` (with these functions, or ``note``d) is
    appended to ``into`` (cleared first); ``None`` stops. Returns what was recorded before,
    to give back to ``resume`` (a cached picture painted in the middle of a frame)."""
    global _record
    before = _record
    if canvas is None or into is None:
        _record = None
    else:
        into.clear()
        _record = (canvas, into)
    return before


def resume(before: tuple[pygame.Surface, list[Widget]] | None) -> None:
    global _record
    _record = before


@contextmanager
def recorded(canvas: pygame.Surface) -> Iterator[list[Widget]]:
    """What is drawn on ``canvas`` inside the ``with`` block (``record``), the recording
    before it given back after: ``with draw.recorded(canvas) as drawn: scene.draw(canvas)``
    — how a test lays out what a frame drew."""
    here: list[Widget] = []
    before = record(canvas, here)
    try:
        yield here
    finally:
        resume(before)


def note(kind: str, name: str, rect: pygame.Rect, box: pygame.Rect | None = None,
         canvas: pygame.Surface | None = None) -> None:
    """Report a widget drawn without these functions (a blitted card, a tile, the board)."""
    if _record is not None and (canvas is None or canvas is _record[0]):
        _record[1].append((kind, name, pygame.Rect(rect), box))


def _noting(canvas: pygame.Surface) -> list[Widget] | None:
    recording = _record
    return recording[1] if recording is not None and canvas is recording[0] else None


def panel(canvas: pygame.Surface, rect: pygame.Rect, colour: theme.RGB = theme.PANEL,
          edge: theme.RGB = theme.PANEL_EDGE, radius: int = 12, name: str = "panel") -> None:
    pygame.draw.rect(canvas, colour, rect, border_radius=radius)
    pygame.draw.rect(canvas, edge, rect, 2, border_radius=radius)
    widgets = _noting(canvas)
    if widgets is not None:
        widgets.append(("area", name, pygame.Rect(rect), None))


def label(canvas: pygame.Surface, message: str, pos: tuple[int, int], size: int = 30,
          colour: theme.RGB = theme.TEXT, anchor: str = "topleft", bold: bool = False,
          kind: str = "text") -> pygame.Rect:
    surf = theme.text(message, size, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    canvas.blit(surf, rect)
    widgets = _noting(canvas)
    if widgets is not None and message.strip():
        x, y, w, h = theme.letters_box(message, size, bold)
        letters = pygame.Rect(rect.x + x, rect.y + y, w, h)
        clip = canvas.get_clip()
        if not clip.contains(letters):  # drawn through a window (a board that pans)
            letters = letters.clip(clip)
        if letters.w and letters.h:
            widgets.append((kind, message, letters, None))
    return rect


def fitted_label(canvas: pygame.Surface, message: str, pos: tuple[int, int], width: int,
                 size: int = 30, colour: theme.RGB = theme.TEXT, anchor: str = "topleft",
                 bold: bool = False, smallest: int = 18) -> pygame.Rect:
    """A one-line label never wider than ``width``: smaller, then cut (``theme.fit_line``).
    Recorded with the room it had, so a test sees any cut."""
    text, fitted = theme.fit_line(message, size, width, bold, smallest)
    surf = theme.text(text, fitted, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    canvas.blit(surf, rect)
    widgets = _noting(canvas)
    if widgets is not None:
        ink = theme.ink_rect(rect, fitted, bold)
        box = pygame.Rect(rect.x, ink.y, width, ink.h)
        if anchor.endswith("right"):
            box.right = rect.right
        elif not anchor.endswith("left"):
            box.centerx = rect.centerx
        needed = ink if text == message else pygame.Rect(
            box.x, ink.y, theme.font(fitted, bold).size(message)[0], ink.h)
        widgets.append(("text", message, needed, box))
    return rect


def shared_row(width: int, *needs: tuple[str, int, bool], gap: int = 14) -> list[int]:
    """The widths of labels side by side in one row ``width`` wide (each ``(words, size,
    bold)``, for ``fitted_label``): each its own at its size when all fit; else each what
    it needs at the smallest readable size (``theme.SMALLEST``) and the rest shared out
    as the larger sizes want it, so that no label is cut while all fit at that size and a
    longer language's name does not run into the number beside it."""
    natural = [theme.font(size, bold).size(words)[0] for words, size, bold in needs]
    room = width - gap * (len(needs) - 1)
    if sum(natural) <= room:
        return natural
    least = [min(w, theme.font(theme.SMALLEST, bold).size(words)[0])
             for w, (words, _, bold) in zip(natural, needs, strict=True)]
    spare, wanted = room - sum(least), sum(natural) - sum(least)
    if spare <= 0:  # none fits whole: each cut in proportion to its need
        return [max(0, room * w // max(1, sum(least))) for w in least]
    return [w + spare * (n - w) // max(1, wanted) for w, n in zip(least, natural, strict=True)]


def fitted_block(canvas: pygame.Surface, message: str, rect: pygame.Rect, size: int = 30,
                 colour: theme.RGB = theme.TEXT, bold: bool = False, smallest: int = 18,
                 centred: bool = False) -> None:
    """A name or a short line in ``rect``: on one line (smaller down to ``smallest``), else
    wrapped onto the lines the box's height holds (``theme.fitted_block``), the lines
    vertically centred as a block, on the box's left (or each centred: a banner); never
    cut while it fits at the smallest size."""
    size, lines = theme.fitted_block(message, size, smallest, rect.w, rect.h, bold)
    line_height = theme.font(size, bold).get_linesize()
    band = theme.ink_rect(pygame.Rect(0, 0, 0, 0), size, bold)  # the letters centred
    first = y = rect.centery - (line_height * (len(lines) - 1) + band.h) // 2 - band.y
    for line in lines:
        surf = theme.text(line, size, colour, bold)
        canvas.blit(surf, (rect.centerx - surf.get_width() // 2 if centred else rect.x, y))
        y += line_height
    widgets = _noting(canvas)
    if widgets is not None:
        ink = _block_ink(rect.x, first, lines, size, bold)
        if centred:
            ink.centerx = rect.centerx
        widgets.append(("text", message, ink, rect))


def one_line(message: str, width: int, size: int, bold: bool = False) -> bool:
    """Whether ``message`` fits ``width`` on one line at ``size`` or smaller, down to the
    smallest readable size: where it does not (a long language), a panel gives it a second
    line's room, laid out from this answer rather than from fixed offsets."""
    return theme.fit_line(message, size, width, bold)[0] == message


def line_or_lines(canvas: pygame.Surface, message: str, pos: tuple[int, int],
                  box: pygame.Rect, size: int, colour: theme.RGB = theme.TEXT,
                  anchor: str = "topleft", bold: bool = False) -> None:
    """``message`` on one line at ``pos`` (by its ``anchor``) as wide as ``box``
    (``fitted_label``); where it does not fit even at the smallest readable size, wrapped
    onto the lines ``box`` holds (``fitted_block``; each line centred for a centred
    anchor) — a box its panel made high enough where ``one_line`` said no."""
    if one_line(message, box.w, size, bold):
        fitted_label(canvas, message, pos, box.w, size, colour, anchor, bold)
    else:
        fitted_block(canvas, message, box, size, colour, bold, centred=anchor == "center")


def paragraph(canvas: pygame.Surface, message: str, rect: pygame.Rect, size: int = 28,
              colour: theme.RGB = theme.TEXT, smallest: int | None = None) -> int:
    """Wrapped text inside ``rect``; returns the height used.

    Text too long for ``rect`` at ``size`` is set smaller, down to ``smallest`` (by default
    three fifths of ``size``), so that a long refusal or note is read whole, not cut; only
    past that are the last lines left out.
    """
    floor = smallest if smallest is not None else max(14, size * 3 // 5)
    size, lines = theme.fitted_lines(message, size, floor, rect.width, rect.height)
    y = rect.y
    line_height = theme.font(size).get_linesize()
    for line in lines:
        if y + line_height > rect.bottom:
            break
        canvas.blit(theme.text(line, size, colour), (rect.x, y))
        y += line_height
    widgets = _noting(canvas)
    if widgets is not None and message.strip():
        widgets.append(("text", message, _block_ink(rect.x, rect.y, lines, size, False),
                        rect))
    return y - rect.y


def as_many_as_fit(head: str, items: Sequence[str], rect: pygame.Rect, size: int) -> str:
    """``head`` and as many of ``items`` as fit ``rect`` wrapped at ``size``, the rest
    counted ("… 12 more"): a long list is cut at an item, said so, and never set smaller
    than a person can read. The most that fit are found by halving (a few wraps, not one
    per item: PokerDrez's two decks discard over a hundred cards), among those whose words
    on one line are no wider than the lines could hold (so no wrap is of a long list)."""
    f = theme.font(size)
    room = max(1, rect.height // f.get_linesize())
    budget = (room + 1) * (rect.width + f.size(" ")[0])  # a line's slack to spare
    low, high = 0, len(items)  # the most whose words on one line keep to it: low
    while low < high:
        middle = (low + high + 1) // 2
        if f.size(head + ", ".join(items[:middle]))[0] <= budget:
            low = middle
        else:
            high = middle - 1
    most = low

    def said(shown: int) -> str:
        rest = len(items) - shown
        return head + ", ".join(items[:shown]) + (
            _(", … {n} more").format(n=rest) if rest else "")

    def fits(words: str) -> bool:
        return len(theme.wrap(words, size, rect.width)) <= room

    if items and most == len(items) and fits(said(most)):
        return said(most)
    low, high = 0, min(most, len(items) - 1)  # the most that fit, the rest counted: low
    while low < high:
        middle = (low + high + 1) // 2
        if fits(said(middle)):
            low = middle
        else:
            high = middle - 1
    return said(low) if low else head + _("… {n} more").format(n=len(items))


def _block_ink(x: int, y: int, lines: tuple[str, ...], size: int, bold: bool) -> pygame.Rect:
    """Where the letters of ``lines`` set from ``(x, y)`` down lie (for ``record``)."""
    line_height = theme.font(size, bold).get_linesize()
    band = theme.ink_rect(pygame.Rect(x, y, 0, 0), size, bold)
    return pygame.Rect(x, band.y, theme.lines_width(lines, size, bold),
                       line_height * (len(lines) - 1) + band.h)


def side_letter(side: str) -> str:
    """The letter a seat's badge shows for its side: its initial ("W" for White), or its
    number when the side is only numbered ("Player 2" → "2"), so badges stay apart."""
    side = side.strip()
    if not side:
        return "?"
    return side[-1] if side[-1].isdigit() else side[0]


def seat_badge(canvas: pygame.Surface, centre: tuple[int, int], radius: int, seat: int,
               letter: str, colours: tuple[tuple[int, int, int], ...] = ()) -> None:
    """A seat's disc with its letter, so colour is never the only cue: in the colours of
    its pieces when the game names them (one slice each), else the table's seat colour."""
    if colours:
        if len(colours) == 1:
            pygame.draw.circle(canvas, colours[0], centre, radius)
        else:  # slices from the top, clockwise
            for k, colour in enumerate(colours):
                start = -math.pi / 2 + 2 * math.pi * k / len(colours)
                points = [centre] + [
                    (centre[0] + radius * math.cos(start + step / 12 * 2 * math.pi
                                                   / len(colours)),
                     centre[1] + radius * math.sin(start + step / 12 * 2 * math.pi
                                                   / len(colours))) for step in range(13)]
                pygame.draw.polygon(canvas, colour, points)
        light = sum(0.3 * r + 0.59 * g + 0.11 * b for r, g, b in colours) / len(colours)
        ink = (30, 30, 36) if light > 150 else (255, 255, 255)
    else:
        pygame.draw.circle(canvas, theme.SEAT_COLOURS[seat], centre, radius)
        ink = theme.SEAT_INKS[seat]
    pygame.draw.circle(canvas, theme.PANEL_EDGE, centre, radius, 2)
    surf = theme.text(letter, int(radius * 1.3), ink, True)
    canvas.blit(surf, surf.get_rect(center=centre))
    widgets = _noting(canvas)
    if widgets is not None:
        widgets.append(("item", f"badge {letter}", pygame.Rect(
            centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius), None))


def seat_heading(canvas: pygame.Surface, rect: pygame.Rect, name: str, side: str,
                 turn: str | None = None, size: int = 34, side_size: int = 24) -> None:
    """The head of a seat's panel, beside its badge: the player's name alone on the top
    line across all of ``rect`` (wrapped, never cut), and under it the side, with the
    turn's badge (``turn``: "TO MOVE", "TO ACT") at its right end. The badge never takes
    the name's room, so the player whose turn it is is named as large as the one
    waiting."""
    side_h = theme.font(side_size).get_linesize()
    fitted_block(canvas, name, pygame.Rect(rect.x, rect.y, rect.w, rect.h - side_h), size,
                 bold=True, smallest=min(20, size))
    middle = rect.bottom - side_h // 2
    room = rect.w
    if turn:
        badge = label(canvas, turn, (rect.right, middle), side_size + 2, theme.ACCENT,
                      "midright", bold=True)
        room -= badge.w + 16
    fitted_label(canvas, side, (rect.x, middle), room, side_size, theme.TEXT_DIM, "midleft",
                 smallest=min(18, side_size))


_SHADES = SurfaceCache(1)
"""The last shade only: an overlay darkens by one alpha."""
SHADE_ROWS = 64
"""A shade's height, laid down the canvas band by band: the same pixels as one shade the
canvas's size, which was a second 8 MB canvas kept under every table after its results."""


def dim(canvas: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn so far (under an overlay)."""
    width, height = canvas.get_size()

    def shade() -> pygame.Surface:
        made = pygame.Surface((width, min(SHADE_ROWS, height)), pygame.SRCALPHA)
        made.fill((10, 12, 16, alpha))
        return made

    band = _SHADES.get((width, alpha), shade)
    for y in range(0, height, band.get_height()):
        canvas.blit(band, (0, y))


def arrow(canvas: pygame.Surface, centre: tuple[int, int], up: bool,
          colour: theme.RGB = theme.TEXT, size: int = 12) -> None:
    """A small triangle pointing up or down (fonts lack arrows on some systems)."""
    x, y = centre
    d = -size if up else size
    pygame.draw.polygon(canvas, colour, [(x - size, y - d // 2), (x + size, y - d // 2),
                                         (x, y + d // 2)])


def scroll_mark(canvas: pygame.Surface, words: str, topright: tuple[int, int], size: int,
                up: bool, colour: theme.RGB = theme.ACCENT) -> pygame.Rect:
    """"▲ more (PageUp)": the words at ``topright`` with a drawn triangle before them (the
    font has no ▲ or ▼: a glyph would be an empty box)."""
    drawn = label(canvas, words, topright, size, colour, "topright")
    arrow(canvas, (drawn.x - size // 2 - 2, drawn.centery), up, colour, max(6, size // 3))
    return drawn



COLUMN = 16
"""Pixels in a 64-byte run of the canvas (four bytes a pixel)."""


def columns(rect: pygame.Rect) -> pygame.Rect:
    """``rect`` widened to whole columns of ``COLUMN`` pixels: a layer over such an area is
    copied and blitted along whole cache lines, several times faster than one a few
    pixels off (a board-sized layer: about 0.2 ms instead of 0.7)."""
    left = rect.left // COLUMN * COLUMN
    right = -(-rect.right // COLUMN) * COLUMN
    return pygame.Rect(left, rect.top, right - left, rect.height)


class Layer:
    """A slow-changing part of a table (the board with its pieces, a seat's panel) painted
    once per change of what it shows and blitted every frame after: a frame of an
    animation then costs one blit for it instead of dozens of shapes and texts.

    It is painted straight onto the canvas and the painted ``area`` is kept, with the
    canvas under it: so a layer must be the first thing drawn over its area in a frame,
    over the table's own background (``theme.BACKGROUND``), as every table is drawn.
    ``key`` names everything the picture depends on, compared by value: the state drawn
    (already one seat's view, so another seat's view, or another viewer, is another key),
    the viewer, the marks and what an animation hides; the language is always part of it
    (a language chosen mid-game repaints every layer in it, whatever its key names). What
    it painted is recorded once
    (``record``) and reported again each frame it is shown, so tests still see it.

    No two layers of a table overlap, and their areas are best whole ``columns``.

    Inside a table's ``repaint_budget`` a changed layer may show its last picture a few
    frames more (``may_wait``): a move changes the board and half a dozen panels at once,
    and painting them all in its one frame made that frame three times an idle one."""

    def __init__(self, may_wait: bool = True) -> None:
        self.may_wait = may_wait
        """False: never a frame late (the message box answering a click)."""
        self.key: object = None
        self.picture: pygame.Surface | None = None
        self.widgets: list[Widget] = []
        self.area: pygame.Rect | None = None
        """Where it was last shown (tests check that layers stay apart)."""
        self.sight: object = None
        """Who was looking when the picture was painted (the budget's ``sight``)."""
        self.waited = 0
        """Frames the picture has been shown since its key changed."""

    def show(self, canvas: pygame.Surface, area: pygame.Rect, key: object,
             paint: Callable[[pygame.Surface], None]) -> None:
        """Blit the picture of ``key`` over ``area``; paint it first (``paint(canvas)``,
        drawing only inside ``area``) when the key or the area changed. A key of None
        paints every frame, keeping nothing (a die tumbling, chips running past their
        area)."""
        global _record
        if key is None:
            self.forget()
            self.area = pygame.Rect(area)
            paint(canvas)
            return
        # a layer wholly off the canvas (a menu's picture of the board alone) keeps nothing
        area = self.area = pygame.Rect(area).clip(canvas.get_rect()) or pygame.Rect(0, 0, 0, 0)
        key = (canvas.get_size(), tuple(area), generation(), key)
        if self.picture is None or self.key != key and not self._may_wait(key):
            self.key = None  # a paint that fails leaves no picture behind
            outer = _record
            _record = (canvas, self.widgets)
            self.widgets.clear()
            try:
                paint(canvas)
            finally:
                _record = outer
            self._keep(canvas, area)
            self.key, self.waited = key, 0
            self.sight = None
            if _budget is not None:
                _budget.spent += max(1, area.w * area.h)
                self.sight = _budget.sight
        else:
            self.waited = self.waited + 1 if self.key != key else 0  # put off, or shown
            if self.waited and _budget is not None:
                _budget.put_off = True
            canvas.blit(self.picture, area)
        widgets = _noting(canvas)
        if widgets is not None:
            widgets.extend(self.widgets)

    def _keep(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """Copy ``area`` of the canvas into the picture (into the old one when it fits:
        a copy into a surface at hand is cheaper than a new one)."""
        picture = self.picture
        if (picture is None or picture.get_size() != area.size
                or picture.get_bitsize() != canvas.get_bitsize()
                or canvas.get_flags() & pygame.SRCALPHA):
            self.picture = canvas.subsurface(area).copy()
        else:
            picture.blit(canvas, (0, 0), area)

    def _may_wait(self, key: tuple[object, ...]) -> bool:
        """Whether the last picture may stand in for ``key``'s one more frame: only inside
        a budget spent by this frame's earlier repaints or by its move, for the same onlooker
        (another seat's picture is never shown, not for one frame), in the same place and
        language, and for ``WAIT_FRAMES`` at most."""
        budget, old = _budget, self.key
        return (self.may_wait and budget is not None and budget.spent_on(self.area)
                and old is not None
                and self.sight == budget.sight and self.waited < WAIT_FRAMES
                and old[:3] == key[:3])  # type: ignore[index]

    def forget(self) -> None:
        self.key, self.picture = None, None
        self.widgets.clear()


REPAINT_PIXELS = 200_000
"""Pixels of changed layers a table's frame repaints, its first layer whatever its size:
about a third of a millisecond of painting, so a frame after a move stays within twice
an idle one. Most of a table's layers are larger than half of it, so in practice a frame
repaints one: a move's six or so changed panels are all shown within 4 to 7 frames (about
0.1 s), the status bar and the Moves panel last."""
WAIT_FRAMES = 15
"""Frames a changed layer waits at most (a quarter of a second at 60 frames a second): a
board changing every frame does not starve the panels after it."""


class RepaintBudget:
    """One frame's allowance of layer repaints, for one ``sight``; ``spent`` from the start
    for a frame that has done a move's work (its layers show the position before the
    move a frame longer: the first frame of the move's animation)."""

    def __init__(self, sight: object, spent: bool = False) -> None:
        self.sight = sight
        self.spent = REPAINT_PIXELS if spent else 0
        self.put_off = False
        """A layer showed its last picture for a changed key this frame."""

    def spent_on(self, area: pygame.Rect | None) -> bool:
        """Whether repainting ``area`` now would overdraw the frame's allowance (never
        the first repaint of a frame that played no move)."""
        return area is not None and self.spent > 0 and (
            self.spent + area.w * area.h > REPAINT_PIXELS)


_budget: RepaintBudget | None = None


@contextmanager
def repaint_budget(sight: object, spent: bool = False) -> Iterator[RepaintBudget]:
    """Draw a frame of a table whose changed layers may take turns to repaint
    (``Layer._may_wait``). ``sight`` names who may see the screen (the seat at it, and
    whether another may look on): a layer painted for another sight repaints at once.
    ``spent``: the frame played a move (``RepaintBudget``)."""
    global _budget, _settled
    outer = _budget
    _budget = budget = RepaintBudget(sight, spent)
    try:
        yield budget
    finally:
        _budget = outer
        _settled = not budget.put_off


_settled = True


def settled() -> bool:
    """Whether the last table frame drawn showed every layer as it now is (none put off
    by ``repaint_budget``): what a screenshot after a move waits for."""
    return _settled


def forget_layers(owner: object) -> None:
    """Let go of the pictures of ``owner``'s layers (an attribute that is a ``Layer``, or a
    dict of them, as every table view keeps): a screen that closes gives their memory back
    at once, a board-sized picture each, not whenever the collector finds the screen."""
    for value in vars(owner).values():
        layers = value.values() if isinstance(value, dict) else (value,)
        for layer in layers:
            if isinstance(layer, Layer):
                layer.forget()


SPRITE_BYTES = 4 * 2**20
"""The sprites' memory at most: three times what the fullest frame of any table shows
(1.2 MB of NeuroDrez's tiles and pieces), so a table in play never paints one twice;
beyond it the least recently shown go (another game's, size's or language's)."""
_SPRITES = SurfaceCache(SPRITE_BYTES)


def sprite(key: object, size: tuple[int, int],
           paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A small picture (a piece, a card face) painted once by ``paint`` onto a transparent
    surface of ``size`` and blitted every frame after: one blit instead of a dozen shapes
    and texts. ``key`` names everything the picture depends on."""
    def painted() -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        paint(surface)
        if pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        return surface

    return _SPRITES.get(key, painted)


def clear_sprites() -> None:
    """Forget painted sprites (they belong to one pygame session)."""
    _SPRITES.clear()


# -- drop-downs -------------------------------------------------------------------------------
class WideDropDown(pygame_gui.elements.UIDropDownMenu):
    """A drop-down whose open list is as wide as its button: pygame_gui's own list leaves
    out the arrow's width, so it opened narrower than what was clicked (and cut long
    choices shorter than the button shows them)."""

    def update(self, time_delta: float) -> None:
        super().update(time_delta)  # opens or closes the list, as asked since the last frame
        listing = getattr(self.current_state, "options_selection_list", None)
        if (self.current_state is self.menu_states["expanded"] and listing is not None
                and listing.alive() and listing.relative_rect.w < self.relative_rect.w):
            listing.set_dimensions((self.relative_rect.w, listing.relative_rect.h))
            items, frame = listing.item_list_container, listing.list_and_scroll_bar_container
            if items is not None and frame is not None:  # the choices widen with the list
                items.set_dimensions((frame.relative_rect.w - listing.current_scroll_bar_width,
                                      items.relative_rect.h))
