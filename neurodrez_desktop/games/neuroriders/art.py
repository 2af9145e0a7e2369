"""Neuroriders' pictures: rooms with their doors and summons, the four riders, and the
side panels (Memory board, lineup, hand and agenda, Action cards, seats, score sheet).

Colour is never the only cue: every door carries its colour's letter (the Starting Room's
multicoloured doors a star), walls are thick dark bars, black rooms are dark with a
diamond mark, crystallized rooms are pale and faceted with no doors, and each rider is its
own shape (orange triangle, green square, white shield, pink diamond) with its dark
letter, where a summons is a ring with its letter in colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from neurodrez_desktop.core.i18n import generation
from neurodrez_desktop.core.seat_words import seat_name
from neurodrez_desktop.games.neuroriders.catalog import _, ngettext
from neurodrez_desktop.games.neuroriders.crystal import is_black
from neurodrez_desktop.games.neuroriders.rooms import (
    MULTI,
    WALL,
    Door,
    colour_letter,
    colour_name,
    room_set,
)
from neurodrez_desktop.games.neuroriders.rules import seat_sheet
from neurodrez_desktop.games.neuroriders.scoring import ScoreSheet
from neurodrez_desktop.games.neuroriders.state import (
    ALL_CARDS,
    DOORS,
    HIDDEN,
    SECTION_LIMIT,
    START_ROOM,
    Card,
    NRState,
    Phase,
    card_help,
    card_name,
)
from neurodrez_desktop.games.neuroriders.words import agenda_text
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.surface_cache import SurfaceCache

COLOURS = ((236, 132, 40), (70, 176, 90), (236, 236, 228), (234, 112, 178))
"""Orange, green, white, pink: doors, riders, Memory sections."""
INK = (24, 22, 28)
FLOOR = (206, 192, 160)
FLOOR_EDGE = (120, 104, 80)
BLACK_FLOOR = (58, 54, 62)
CRYSTAL = (176, 204, 228)
CRYSTAL_EDGE = (110, 140, 170)
START_FLOOR = (232, 220, 190)
WALL_COLOUR = (40, 34, 30)
MULTI_COLOURS = COLOURS
CUE = 16
"""The smallest letter of a cue on a room or a rider (a door's colour, a summons, a
rider): 16 of the logical canvas, 10.7 px in a 1280×720 window. The grid never zooms out
so far that a room cannot hold its letters at this size (``view.ZOOMS``)."""


# -- rooms --------------------------------------------------------------------------------


def room(canvas: pygame.Surface, rect: pygame.Rect, room_id: int, turns: int = 0,
         face_up: bool = True, alpha: int = 255, number: bool = True,
         ground: theme.RGB | None = None) -> None:
    """A room tile in ``rect`` as laid with ``turns``; ``alpha`` < 255 for a ghost; with
    ``number`` False its number is left off (a panel writes it under the room: a small
    room's number would meet its top door's letter). ``ground``: the one colour under a
    face-down room's rounded corners, when the caller knows it (a room in its own cell of
    the grid): the room is then a picture painted once on that colour and blitted."""
    if alpha < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        room(layer, layer.get_rect(), room_id, turns, face_up, number=number)
        layer.set_alpha(alpha)
        canvas.blit(layer, rect)
        return
    if not face_up:
        if ground is None:  # a few shapes, over whatever lies under its corners
            _crystallized(canvas, rect, room_id == START_ROOM)
            return
        # its facets' ends as drawn where it stands (where its float sums fall), moved
        # into the picture: exact, so a picture drawn with them is the same pixel for pixel
        ends = _facets_in_picture(rect.x, rect.y, rect.w, rect.h)
        picture, widgets = _crystal_picture(room_id == START_ROOM, rect.size, ground, ends,
                                            generation())
    else:
        picture, widgets = _room_picture(room_id, turns % 4, number, rect.size, generation())
    canvas.blit(picture, rect)
    clip = canvas.get_clip()
    for kind, name, at, box in widgets:  # what its painting drew, where it now stands
        shown = at.move(rect.topleft)
        if not clip.contains(shown):  # through a window (the grid pans), as a label is
            shown = shown.clip(clip)
        if shown.w and shown.h:
            draw.note(kind, name, shown, box, canvas)


ROOM_BYTES = 6 * 2**20
"""Face-up rooms kept painted, by their pixels' bytes: every room of a full grid at the
largest zoom and the panels' few. A room is then one blit in every frame of an animation,
not a dozen shapes and letters."""
_ROOM_LETTERS: dict[object, list[draw.Widget]] = {}
"""What painting each kept room drew (its letters), by the same keys: let go with it."""
_ROOMS = SurfaceCache(ROOM_BYTES, dropped=lambda key: _ROOM_LETTERS.pop(key, None))


def _room_picture(room_id: int, turns: int, number: bool, size: tuple[int, int],
                  language: int) -> tuple[pygame.Surface, list[draw.Widget]]:
    """A room painted once on a clear picture of ``size`` (its rounded corners clear),
    with what its painting drew (its letters, for the layout tests); the least recently
    shown go beyond ``ROOM_BYTES``. ``language``: its words (the Starting Room's)."""
    return _kept_room((room_id, turns, number, size, language),
                      lambda: pygame.Surface(size, pygame.SRCALPHA),
                      lambda picture: _paint_room(picture, picture.get_rect(), room_id, turns,
                                                  number))


def _crystal_picture(start: bool, size: tuple[int, int], ground: theme.RGB,
                     ends: tuple[tuple[float, float], ...], language: int
                     ) -> tuple[pygame.Surface, list[draw.Widget]]:
    """A face-down room painted once on ``ground`` (so its corners are the grid's own
    pixels), with its word's widget, kept beside the face-up rooms (``_ROOMS``): a grid
    painted again (a hot-seat handoff, a new mark) blits it instead of its shapes and word.
    ``ends``: its facets' ends in the picture (``_facet_ends`` moved there; they differ by
    a rounding with where the room stands); ``language``: its word."""

    def grounded() -> pygame.Surface:
        picture = pygame.Surface(size)
        picture.fill(ground)
        return picture

    return _kept_room(("crystal", start, size, ground, ends, language), grounded,
                      lambda picture: _crystallized(picture, picture.get_rect(), start, ends))


def _kept_room(key: object, blank: Callable[[], pygame.Surface],
               paint: Callable[[pygame.Surface], None]
               ) -> tuple[pygame.Surface, list[draw.Widget]]:
    """The picture kept under ``key`` in ``_ROOMS`` with the widgets its painting drew,
    made on a miss: ``paint`` on the surface ``blank`` gives, its widgets recorded into
    ``_ROOM_LETTERS`` (kept and let go with it). One way of keeping for a face-up room and
    a face-down one, whose surfaces and shapes differ."""

    def made() -> pygame.Surface:
        picture = blank()
        with draw.recorded(picture) as widgets:
            paint(picture)
        _ROOM_LETTERS[key] = widgets
        return picture

    return _ROOMS.get(key, made), _ROOM_LETTERS[key]


def _paint_room(canvas: pygame.Surface, rect: pygame.Rect, room_id: int, turns: int,
                number: bool) -> None:
    """A face-up room's shapes and letters (``room``), drawn in ``rect``."""
    black = is_black(room_id)
    fill = START_FLOOR if room_id == START_ROOM else BLACK_FLOOR if black else FLOOR
    radius = max(2, rect.w // 14)
    pygame.draw.rect(canvas, fill, rect, border_radius=radius)
    pygame.draw.rect(canvas, FLOOR_EDGE, rect, max(1, rect.w // 40), border_radius=radius)
    doors = DOORS[room_id][turns % 4]
    for edge in range(4):
        _edge(canvas, rect, edge, doors[edge])
    text_colour = (230, 226, 236) if black else INK
    if black:  # a diamond in each corner: black rooms carry crystallization on (R12)
        d = max(3, rect.w // 14)
        for cx, cy in ((rect.x + d * 2, rect.y + d * 2), (rect.right - d * 2, rect.y + d * 2),
                       (rect.x + d * 2, rect.bottom - d * 2),
                       (rect.right - d * 2, rect.bottom - d * 2)):
            pygame.draw.polygon(canvas, (16, 14, 18), [(cx, cy - d), (cx + d, cy),
                                                       (cx, cy + d), (cx - d, cy)])
    if room_id == START_ROOM:
        if rect.w >= 60:
            draw.label(canvas, _("START"), rect.center, rect.w // 6,
                       text_colour, "center", bold=True)
        return
    summons = sorted(room_set().room(room_id).summons)
    _summons(canvas, rect, summons)
    if number and rect.w >= 70:  # top middle: riders in the four corners, summons across
        size = max(12, rect.w // 9)
        middle = int(rect.y + rect.h * 0.24)
        if doors[0] is not WALL and doors[0] != MULTI:  # under the top door's letter, even
            # a taller (accented) one
            letter, letter_size, spot = _door_letter(rect, 0, doors[0])
            top, tall = theme.letters_box(letter, letter_size, True)[1::2]
            bottom = theme.text(letter, letter_size, INK, True).get_rect(center=spot).y \
                + top + tall
            ink_top = theme.letters_box(str(room_id), size)[1]
            line = theme.text(str(room_id), size, text_colour).get_height()
            middle = max(middle, bottom + 1 - ink_top + line // 2)
        draw.label(canvas, str(room_id), (rect.centerx, middle), size, text_colour, "center")


def _facet_ends(rect: pygame.Rect) -> tuple[tuple[float, float], ...]:
    """Where the six facets of a face-down room in ``rect`` end (they start at its centre)."""
    c = rect.center
    return tuple((c[0] + math.cos(a) * rect.w * 0.46, c[1] + math.sin(a) * rect.h * 0.46)
                 for a in (k * math.pi / 3 + math.pi / 6 for k in range(6)))


@lru_cache(maxsize=512)
def _facets_in_picture(x: int, y: int, w: int, h: int) -> tuple[tuple[float, float], ...]:
    """The ``_facet_ends`` of a room at (x, y) moved into its picture, exactly (an integer
    taken from a float no smaller than it); kept by where the room stands, the same cells
    at the same zoom across a game's frames."""
    return tuple((ex - x, ey - y) for ex, ey in _facet_ends(pygame.Rect(x, y, w, h)))


def _crystallized(canvas: pygame.Surface, rect: pygame.Rect, start: bool,
                  ends: tuple[tuple[float, float], ...] | None = None) -> None:
    """A face-down room: pale, faceted, no doors (R4); ``ends``: its facets' (the
    ``_facet_ends`` of ``rect`` unless given)."""
    radius = max(2, rect.w // 14)
    pygame.draw.rect(canvas, CRYSTAL, rect, border_radius=radius)
    c = rect.center
    for end in ends if ends is not None else _facet_ends(rect):
        pygame.draw.line(canvas, CRYSTAL_EDGE, c, end, max(1, rect.w // 40))
    pygame.draw.rect(canvas, CRYSTAL_EDGE, rect, max(2, rect.w // 30), border_radius=radius)
    if rect.w >= 60:
        draw.label(canvas, _("START") if start else _("crystal"), c,  # between the riders
                   max(11, rect.w // 8), (50, 70, 96), "center", bold=start)


def _door_letter(rect: pygame.Rect, edge: int, door: int) -> tuple[str, int, tuple[int, int]]:
    """A coloured door's letter on ``edge`` of ``rect``: the letter, its size and where it
    stands (its centre)."""
    box = _door_bar(rect, edge)
    letter, size = colour_letter(door), max(CUE, box.h if edge in (0, 2) else box.w)
    return letter, size, _letter_spot(rect, box, edge, letter, size)


def _door_bar(rect: pygame.Rect, edge: int) -> pygame.Rect:
    """The bar of a door (or the middle of a wall) on ``edge`` of ``rect``."""
    w = rect.w
    thick = max(3, w // 9)
    span = w * 0.5
    if edge == 0:
        return pygame.Rect(rect.centerx - span / 2, rect.y, span, thick)
    if edge == 2:
        return pygame.Rect(rect.centerx - span / 2, rect.bottom - thick, span, thick)
    if edge == 1:
        return pygame.Rect(rect.right - thick, rect.centery - span / 2, thick, span)
    return pygame.Rect(rect.x, rect.centery - span / 2, thick, span)


def _edge(canvas: pygame.Surface, rect: pygame.Rect, edge: int, door: Door) -> None:
    """A wall bar, or a door in its colour with its letter, on ``edge`` of ``rect``."""
    w, h = rect.w, rect.h
    thick = max(3, w // 9)
    box = _door_bar(rect, edge)
    if door is WALL:
        wall = box.inflate(w * 0.4 if edge in (0, 2) else 0, h * 0.4 if edge in (1, 3) else 0)
        pygame.draw.rect(canvas, WALL_COLOUR, wall.clip(rect))
        return
    if door == MULTI:  # the Starting Room's multicoloured door: four stripes and a star
        parts = 4
        for k in range(parts):
            if edge in (0, 2):
                piece = pygame.Rect(box.x + box.w * k / parts, box.y, box.w / parts + 1, box.h)
            else:
                piece = pygame.Rect(box.x, box.y + box.h * k / parts, box.w, box.h / parts + 1)
            pygame.draw.rect(canvas, MULTI_COLOURS[k], piece)
        pygame.draw.rect(canvas, INK, box, 1)
        if w >= 50:
            draw.label(canvas, "*", _letter_spot(rect, box, edge, "*", max(12, thick + 6)),
                       max(12, thick + 6), INK, "center", bold=True)
        return
    pygame.draw.rect(canvas, COLOURS[door], box)
    pygame.draw.rect(canvas, INK, box, 1)
    letter, size, spot = _door_letter(rect, edge, door)
    draw.label(canvas, letter, spot, size, INK, "center", bold=True)


def _letter_spot(rect: pygame.Rect, box: pygame.Rect, edge: int, letter: str, size: int
                 ) -> tuple[int, int]:
    """Where a door's letter stands on its bar: off the bar's middle, toward one end that
    differs on facing edges, so the letters of two doors that meet (a right door and the
    next room's left door) stand apart; and inside the room, even where a small room's
    letter is wider than its bar."""
    shift = max(8, rect.w // 12) if rect.w >= 90 else 14  # apart from the facing door's;
    # clear of the riders on the grid, of two summons' rings in a panel's smaller room
    _, _, w, h = theme.letters_box(letter, size, True)
    x, y = box.center
    if edge == 0:
        x, y = x - shift, max(y, rect.y + (h + 3) // 2)
    elif edge == 2:
        x, y = x + shift, min(y, rect.bottom - (h + 3) // 2)
    elif edge == 1:
        x, y = min(x, rect.right - (w + 3) // 2), y + shift
    else:
        x, y = max(x, rect.x + (w + 3) // 2), y - shift
    return (x, y)


def _summons(canvas: pygame.Surface, rect: pygame.Rect, summons: Sequence[int]) -> None:
    """The summons ("coordinates") in the room's centre: a small figure per rider called."""
    if not summons:
        return
    size = max(14, rect.w // 7)  # a ring that holds its letter (18) with dark round it
    gap = size * 2 + 2
    x0 = rect.centerx - (len(summons) - 1) * gap / 2
    for k, colour in enumerate(summons):  # a ring with a letter: not a rider's figure
        centre = (int(x0 + k * gap), rect.centery)
        pygame.draw.circle(canvas, INK, centre, size + 2)
        pygame.draw.circle(canvas, COLOURS[colour], centre, size + 1, max(2, size // 3))
        draw.label(canvas, colour_letter(colour), centre, max(CUE, size), COLOURS[colour],
                   "center", bold=True)


def star(canvas: pygame.Surface, centre: tuple[int, int], radius: int,
         colour: tuple[int, int, int] = (255, 220, 90)) -> None:
    """A five-pointed star (the first-player marker; the winner)."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        points.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    pygame.draw.polygon(canvas, colour, points)


def triangle(canvas: pygame.Surface, centre: tuple[int, int], size: int, side: str,
             colour: tuple[int, int, int]) -> None:
    """An arrowhead pointing to ``side`` (N, E, S or W)."""
    x, y = centre
    tips = {"N": [(x, y - size), (x + size, y + size), (x - size, y + size)],
            "S": [(x, y + size), (x + size, y - size), (x - size, y - size)],
            "W": [(x - size, y), (x + size, y - size), (x + size, y + size)],
            "E": [(x + size, y), (x - size, y - size), (x - size, y + size)]}[side]
    pygame.draw.polygon(canvas, colour, tips)


def rider(canvas: pygame.Surface, centre: tuple[float, float], size: float, colour: int,
          letter: bool = True, outline: tuple[int, int, int] = INK) -> None:
    """A Neurorider: its colour and its own shape, with its letter."""
    x, y = centre
    s = size
    if colour == 0:  # orange: a triangle
        points = [(x, y - s * 1.15), (x + s * 1.05, y + s * 0.8), (x - s * 1.05, y + s * 0.8)]
    elif colour == 1:  # green: a square
        points = [(x - s * 0.9, y - s * 0.9), (x + s * 0.9, y - s * 0.9),
                  (x + s * 0.9, y + s * 0.9), (x - s * 0.9, y + s * 0.9)]
    elif colour == 3:  # pink: a diamond
        points = [(x, y - s * 1.2), (x + s * 1.05, y), (x, y + s * 1.2), (x - s * 1.05, y)]
    else:  # white: a shield, flat on top and pointed below: never the summons' ring
        points = [(x - s * 1.05, y - s), (x + s * 1.05, y - s), (x + s * 1.05, y + s * 0.25),
                  (x, y + s * 1.25), (x - s * 1.05, y + s * 0.25)]
    pygame.draw.polygon(canvas, COLOURS[colour], points)
    pygame.draw.polygon(canvas, outline, points, max(1, int(s // 5)))
    if letter and s >= 9:
        lift = s * 0.15 if colour == 0 else -s * 0.08 if colour == 2 else 0
        draw.label(canvas, colour_letter(colour), (int(x), int(y + lift)),
                   max(10, int(s * 1.1)), INK, "center", bold=True)


# -- side panels ----------------------------------------------------------------------------


def memory_board(canvas: pygame.Surface, box: pygame.Rect, state: NRState,
                 weights: Sequence[float] | None) -> None:
    """Each section: its Memories on a 0–20 track (20 ends the game, R11), its
    Crystallization, the net value (R14), and what it is worth to the viewer's agenda."""
    draw.panel(canvas, box)
    draw.label(canvas, _("Memory board"), (box.x + 16, box.y + 10), 26, bold=True)
    key = _("Memories − crystal = value; 20 ends it")
    key_lines = len(theme.wrap(key, theme.SMALLEST, box.w - 28))  # a longer language: two
    key_h = (key_lines - 1) * theme.font(theme.SMALLEST).get_linesize()
    row_h = (box.h - 70 - key_h) // 4  # the sections closer together over a longer key
    room = box.w - 62
    sections = _sections(state, weights, room)
    widths = [draw.shared_row(room, (name, 22, False), (words, 22, False), gap=8)
              for name, words in sections]
    size = min(theme.fit_line(words, 22, width)[1]  # every line at one size: a table
               for line, room_of in zip(sections, widths, strict=True)
               for words, width in zip(line, room_of, strict=True))
    for colour, ((name, words), (name_w, words_w)) in enumerate(zip(sections, widths,
                                                                    strict=True)):
        y = box.y + 44 + colour * row_h
        rider(canvas, (box.x + 28, y + row_h // 2 - 4), 12, colour)
        memories, crystal = state.memories[colour], state.crystals[colour]
        draw.fitted_label(canvas, name, (box.x + 48, y), name_w, size, smallest=theme.SMALLEST)
        draw.fitted_label(canvas, words, (box.right - 14, y), words_w, size, theme.TEXT,
                          "topright", smallest=theme.SMALLEST)
        track = pygame.Rect(box.x + 48, y + 31, box.w - 64, max(8, row_h - 40))
        pygame.draw.rect(canvas, (30, 34, 42), track, border_radius=4)
        step = track.w / SECTION_LIMIT
        filled = pygame.Rect(track.x, track.y, step * memories, track.h)
        pygame.draw.rect(canvas, COLOURS[colour], filled, border_radius=4)
        if crystal:
            ice = pygame.Rect(track.x, track.bottom - max(3, track.h // 3),
                              step * min(crystal, SECTION_LIMIT), max(3, track.h // 3))
            pygame.draw.rect(canvas, CRYSTAL, ice)
        pygame.draw.line(canvas, theme.REFUSED, (track.right - 1, track.y - 3),
                         (track.right - 1, track.bottom + 3), 3)
    if key_lines == 1:
        draw.label(canvas, key, (box.right - 14, box.bottom - 6), theme.SMALLEST,
                   theme.TEXT_DIM, "bottomright")
    else:
        line_h = theme.font(theme.SMALLEST).get_linesize()
        draw.paragraph(canvas, key, pygame.Rect(box.x + 14, box.bottom - 6 - key_lines * line_h,
                                                box.w - 28, key_lines * line_h),
                       theme.SMALLEST, theme.TEXT_DIM, smallest=theme.SMALLEST)


def _sections(state: NRState, weights: Sequence[float] | None, room: int
              ) -> list[tuple[str, str]]:
    """Each section's line on the Memory board: its colour's name and "Memories − crystal
    = value", with what it is worth to the viewer's agenda ("(yours ×2)"); that as the
    factor alone ("×2", as the agenda writes it) on every line where a longer language's
    words would not fit one line beside the name even at the smallest size."""
    lines = []
    for colour in range(4):
        memories, crystal = state.memories[colour], state.crystals[colour]
        words = f"{memories} − {crystal} = {memories - crystal}"
        weight = ""
        if weights is not None and weights[colour]:
            weight = f"×{weights[colour]:.0f}" if weights[colour] > 0 \
                else f"{weights[colour]:+.0f}"
        lines.append((colour_name(colour), words, weight))
    least = theme.font(theme.SMALLEST)
    told = [(name, f"{words}  " + _("(yours {weight})").format(weight=weight) if weight
             else words) for name, words, weight in lines]
    if all(least.size(name)[0] + 8 + least.size(words)[0] <= room for name, words in told):
        return told
    return [(name, f"{words}  {weight}" if weight else words) for name, words, weight in lines]


def beside(canvas: pygame.Surface, words: str, left_of: pygame.Rect, right: int, size: int,
           colour: theme.RGB, top: int | None = None) -> None:
    """``words`` set against ``right`` on the line of ``left_of`` (a heading, a colour's
    name), smaller where a longer language would run into it."""
    draw.fitted_label(canvas, words, (right, left_of.y if top is None else top),
                      right - left_of.right - 10, size, colour, "topright",
                      smallest=theme.SMALLEST)


NUMBER_BAND = 22
"""The band under a panel's room where its number is written (and "dealt")."""
ROOM_GAP = 18
"""Between the rooms of a hand: the dealt room's band spreads into it, so "25 · dealt"
stays on one line under a room narrower than the words in a longer language."""


def room_row(canvas: pygame.Surface, rects: Sequence[pygame.Rect], rooms: Sequence[int],
             turns: Sequence[int], chosen: int | None, lit: Sequence[int] = (),
             dealt: int | None = None) -> None:
    """Rooms side by side (the lineup, a hand), each with its number under it (and
    "dealt" under the dealt one); ``HIDDEN`` as a face-down back."""
    for rect, room_id, t in zip(rects, rooms, turns, strict=False):
        draw.note("area", "room", rect, canvas=canvas)
        if room_id == HIDDEN:
            pygame.draw.rect(canvas, (60, 58, 80), rect, border_radius=8)
            draw.fitted_block(canvas, _("face down"), rect.inflate(-6, -6), 18, theme.TEXT_DIM,
                              centred=True)
            continue
        room(canvas, rect, room_id, t, number=False)
        tag = pygame.Rect(rect.x, rect.bottom + 2, rect.w, NUMBER_BAND - 2)
        words = str(room_id)
        if room_id == dealt:  # into the gaps beside the room: "25 · dealt" on one line
            tag.inflate_ip(ROOM_GAP, 0)
            pygame.draw.rect(canvas, (40, 36, 60), tag, border_radius=4)
            words += " · " + _("dealt")
        draw.fitted_block(canvas, words, tag, 18, theme.TEXT, centred=True)
        if room_id == chosen:
            pygame.draw.rect(canvas, theme.SELECTED, rect.inflate(8, 8), 4, border_radius=10)
        elif room_id in lit:
            pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)


def lineup_panel(canvas: pygame.Surface, box: pygame.Rect, state: NRState,
                 rects: Sequence[pygame.Rect], lit: Sequence[int]) -> None:
    """The lineup, the pile, and when the crystallization comes (R12)."""
    draw.panel(canvas, box)
    heading = draw.label(canvas, _("Lineup"), (box.x + 16, box.y + 10), 24, bold=True)
    pile = state.pile_size()
    beside(canvas, ngettext("pile: {n} room", "pile: {n} rooms", pile).format(n=pile),
           heading, box.right - 14, 20, theme.TEXT_DIM, top=box.y + 14)
    room_row(canvas, rects, state.lineup, [0] * len(rects), None, lit)
    left = len(state.lineup)
    if not left:
        draw.paragraph(canvas, _("empty: the crystallization comes"),
                       pygame.Rect(box.x + 16, box.y + 62, box.w - 32, box.h - 68), 20,
                       theme.TEXT_DIM, smallest=theme.SMALLEST)
        return
    words = (_("{n} left; taking the last brings the crystal").format(n=left) if left > 1
             else _("the last: taking it brings the crystal"))
    top = rects[0].bottom + NUMBER_BAND + 2
    draw.paragraph(canvas, words, pygame.Rect(box.x + 16, top, box.w - 32, box.bottom - 4 - top),
                   18, theme.TEXT_DIM, smallest=18)


def hand_panel(canvas: pygame.Surface, box: pygame.Rect, state: NRState, viewer: int | None,
               rects: Sequence[pygame.Rect], chosen: int | None, turns: int) -> None:
    """The viewer's rooms (the dealt one marked), the chosen one turned as it will be
    laid, and the viewer's agenda with what it is worth now."""
    draw.panel(canvas, box)
    if viewer is None:
        draw.label(canvas, _("Hands are hidden"), (box.x + 16, box.y + 10), 24, bold=True)
        return
    rooms = state.hand(viewer)
    heading = draw.label(canvas, _("Your hand"), (box.x + 16, box.y + 10), 24, bold=True)
    if chosen is not None:
        rotate = _("R / right-click: rotate")
        aside = pygame.Rect(rects[-1].right + 16, rects[-1].y, 0, rects[-1].h) if rects \
            else pygame.Rect(0, 0, 0, 0)
        aside.w = box.right - 14 - aside.x
        if draw.one_line(rotate, box.right - 14 - heading.right - 10, 18) \
                or aside.w < 120:  # beside the heading, else right of the rooms
            beside(canvas, rotate, heading, box.right - 14, 18, theme.TEXT_DIM,
                   top=box.y + 14)
        else:
            draw.paragraph(canvas, rotate, aside, 18, theme.TEXT_DIM, smallest=18)
    room_row(canvas, rects, rooms, [turns if r == chosen else 0 for r in rooms], chosen,
             dealt=state.dealt[viewer])  # "dealt" under it: not on a door
    sheet = seat_sheet(state, viewer)
    top = (rects[0].bottom if rects else box.y + 44) + NUMBER_BAND + 6
    agenda_box(canvas, pygame.Rect(box.x + 16, top, box.w - 32, box.bottom - 6 - top),
               state.agendas[viewer], None if sheet is None else sheet.total)


def cards_panel(canvas: pygame.Surface, box: pygame.Rect, state: NRState, seat: int | None,
                rects: Sequence[pygame.Rect], chosen: Card | None, playable: bool,
                names: Sequence[str] = (), yours: bool = False) -> None:
    """The seat's three Action cards with what each does (R10); played ones marked: the
    viewer's own ("Your Action cards"), else named by their owner's name. With no seat
    (the opening deal, a table no one sits at) the three cards every player holds at the
    start (R5), none marked played."""
    draw.panel(canvas, box)
    draw.label(canvas, _("Your Action cards") if yours else _("Action cards"),
               (box.x + 16, box.y + 10), 24, bold=True)
    if not yours:
        owner = _("each player's") if seat is None else _("of {name}").format(
            name=names[seat] if seat < len(names) else seat_name(seat))
        under = pygame.Rect(box.x + 16, box.y + 40, box.w - 32, rects[0].y - 2 - box.y - 40)
        draw.fitted_block(canvas, owner, under, 20, theme.TEXT_DIM, smallest=18)
    cards = state.cards[seat] if seat is not None else ALL_CARDS
    for card, rect in zip(Card, rects, strict=True):
        held = bool(cards & card.bit)
        fill = (64, 58, 40) if card == chosen else (44, 52, 66) if held else (34, 36, 40)
        edge = theme.SELECTED if card == chosen else theme.ACCENT if held and playable \
            else theme.PANEL_EDGE
        draw.panel(canvas, rect, fill, edge, 8)
        colour = theme.TEXT if held else theme.TEXT_DIM
        heading = card_name(card) if held else _("{card} (played)").format(card=card_name(card))
        draw.label(canvas, heading, (rect.x + 10, rect.y + 4), 20, colour, bold=True)
        draw.paragraph(canvas, card_help(card), pygame.Rect(rect.x + 10, rect.y + 28,
                                                            rect.w - 20, rect.h - 30),
                       CARD_SIZE, colour, smallest=theme.SMALLEST)  # ``card_heights``


CARD_SIZE = 20
"""What an Action card does, in the cards panel (down to ``theme.SMALLEST``)."""


def card_heights(width: int, room: int) -> tuple[int, ...]:
    """The heights of the three Action cards (each with the gap under it) in ``room``
    pixels, for words ``width`` wide: each as tall as what it does needs under its name
    (at ``CARD_SIZE`` where all three fit so, else at the smallest size), the rest shared
    out evenly; so the card with the longest text in a longer language gets the lines
    it needs instead of three equal cards cutting it."""
    return _card_heights(generation(), width, room)


@lru_cache(maxsize=16)
def _card_heights(language: int, width: int, room: int) -> tuple[int, ...]:
    helps = [card_help(card) for card in Card]
    for size in (CARD_SIZE, theme.SMALLEST):
        line = theme.font(size).get_linesize()
        needs = [36 + len(theme.wrap(words, size, width)) * line for words in helps]
        if sum(needs) <= room:
            spare = (room - sum(needs)) // len(needs)
            return tuple(need + spare for need in needs)
    return (room // len(helps),) * len(helps)


def seats_panel(canvas: pygame.Surface, box: pygame.Rect, state: NRState,
                names: Sequence[str], viewer: int | None) -> None:
    """Each player: the first-player marker, Action cards left, hand size. A strip under
    the grid, two seats a row, so a name of twenty wide letters is read on one line."""
    draw.panel(canvas, box)
    left = box.x + 130
    heading = _("Players")  # before the seats: it gets smaller rather than run into them
    draw.label(canvas, heading, (box.x + 16, box.y + 10),
               theme.fitting_size(heading, left - box.x - 24, 24, 16, bold=True), bold=True)
    cell_w = (box.right - 8 - left) // 2
    rows = (state.players + 1) // 2
    row_h = min(SEAT_ROW, (box.h - 12) // max(1, rows))
    top = box.y + max(6, (box.h - rows * row_h) // 2)  # one row of two: in the middle
    for seat in range(state.players):
        cell = pygame.Rect(left + (seat % 2) * cell_w, top + (seat // 2) * row_h,
                           cell_w - 6, row_h - 2)
        acting = seat == state.to_act and state.phase not in (Phase.SETUP, Phase.REVEAL,
                                                               Phase.END)
        if acting:  # the seat lit
            pygame.draw.rect(canvas, (54, 60, 40), cell, border_radius=8)
            draw.note("area", "the acting seat's row", cell)
        draw.seat_badge(canvas, (cell.x + 20, cell.centery), 14, seat, str(seat + 1))
        name = names[seat] if seat < len(names) else seat_name(seat)
        marker_w = 92 if seat == state.first else 0
        hand = state.hand(seat)
        down = sum(1 for r in hand if r == HIDDEN) + (
            1 if seat == viewer and state.dealt[seat] is not None else 0)
        left_cards = bin(state.cards[seat]).count("1")
        facts = ((_("you") + " · " if seat == viewer else "")
                 + (ngettext("{n} in hand ({down} face down)", "{n} in hand ({down} face down)",
                             down) if down else _("{n} in hand")).format(n=len(hand), down=down)
                 + " · " + ngettext("{n} card", "{n} cards", left_cards).format(n=left_cards))
        # the name on its line; under it what the seat holds, on two lines where a longer
        # language needs them (the row is as tall as two: ``SEAT_ROW``)
        facts_w = cell.w - 46 - marker_w - (8 if marker_w else 0)
        line_h = theme.font(theme.SMALLEST).get_linesize()
        two = not draw.one_line(facts, facts_w, 18)
        words = pygame.Rect(cell.x + 40, cell.y + 1, cell.w - 46,
                            cell.h - 1 - 2 * line_h if two else cell.h // 2)
        draw.fitted_block(canvas, name, words, 22, theme.TEXT, bold=acting, smallest=18)
        below = pygame.Rect(words.x, words.bottom, facts_w, cell.bottom - words.bottom)
        draw.fitted_block(canvas, facts, below, 18, theme.TEXT_DIM, smallest=18)
        if seat == state.first:
            marker = pygame.Rect(cell.right - 4 - marker_w, below.centery - 12, marker_w, 24)
            draw.panel(canvas, marker, (92, 76, 30), theme.SELECTED, 6)
            star(canvas, (marker.x + 16, marker.centery), 9)
            draw.label(canvas, _("first"), (marker.x + 56, marker.centery), 18, theme.TEXT,
                       "center", bold=True)


SEAT_ROW = 76
"""A row of the seats panel: a name's line and two lines of what the seat holds."""


def agenda_box(canvas: pygame.Surface, rect: pygame.Rect, agenda_id: int, vp: int | None
               ) -> None:
    """The viewer's Hidden Agenda and what it is worth now."""
    if agenda_id in (0, HIDDEN):
        draw.label(canvas, _("Agenda: hidden"), rect.topleft, 20, theme.TEXT_DIM)
        return
    words = _("Your agenda: {agenda}").format(agenda=agenda_text(agenda_id))
    if vp is not None:
        words += _(" — {vp} VP so far").format(vp=vp)
    draw.paragraph(canvas, words, rect, 20, theme.HIGHLIGHT, smallest=18)


def score_sheet(canvas: pygame.Surface, box: pygame.Rect, sheets: Sequence[ScoreSheet],
                names: Sequence[str], winners: Sequence[int], verdict: str = "") -> None:
    """The final score sheet: every player's arithmetic, agendas revealed (R14), and who
    won, by name, with the tie-break that decided (R15)."""
    draw.panel(canvas, box, (30, 34, 44), theme.SELECTED)
    draw.label(canvas, _("Score sheet (R14)"), (box.x + 16, box.y + 10), 26, bold=True)
    top = box.y + 46
    if verdict:
        used = draw.paragraph(canvas, verdict, pygame.Rect(box.x + 16, top, box.w - 32,
                                                           3 * 28), 20, theme.SELECTED,
                              smallest=14)
        top += used + 12
    block = min(150, (box.bottom - 4 - top) // max(1, len(sheets)))
    for seat, sheet in enumerate(sheets):
        y = top + seat * block
        name = names[seat] if seat < len(names) else seat_name(seat)
        won = seat in winners
        head = (_("{name}: {total} VP — wins") if won else _("{name}: {total} VP")).format(
            name=name, total=sheet.total)
        size = theme.fitting_size(head, box.w - 56, 22, 16, bold=True)
        tall = theme.font(size, True).size(head)[0] > box.w - 56  # a long name: two lines
        if won:
            star(canvas, (box.x + 24, y + 12), 9)
        draw.fitted_block(canvas, head, pygame.Rect(box.x + 40, y - 2, box.w - 56,
                                                    46 if tall else 26), 22,
                          theme.SELECTED if won else theme.TEXT, bold=True, smallest=16)
        below = y + (48 if tall else 28)
        a = sheet.agenda
        line = (f"{colour_name(a.first)} ×2 = {sheet.first:+d} · "
                f"{colour_name(a.second)} ×1 = {sheet.second:+d} · "
                f"{colour_name(a.third)} ×−1 = {sheet.third:+d} · "
                + _("unplayed cards {vp}").format(vp=f"{sheet.unplayed:+d}"))
        draw.paragraph(canvas, line, pygame.Rect(box.x + 16, below, box.w - 32,
                                                 y + block - 4 - below), 18, theme.TEXT,
                       smallest=12)
