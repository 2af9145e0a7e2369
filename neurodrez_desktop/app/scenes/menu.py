"""The main menu: a card for every registered game with a table, and Resume, Load,
Settings, About and Quit along the top (with a line under them when the folder of
unfinished games could not be read).

The cards form a grid that fits any number of games: three columns up to six games, four
beyond; past three rows the grid scrolls (wheel, PageUp/PageDown, or the arrows beside
it). Each card shows the game's title, player counts, one line about it, a picture of its
table drawn by the game's own view, and New game / Rules.
"""

from __future__ import annotations

import functools
import math
from datetime import datetime
from typing import Any, cast

import pygame
from pygame_gui.elements import UIButton, UITooltip

from neurodrez_desktop.app.button_rows import GAP as ROW_GAP
from neurodrez_desktop.app.button_rows import Row, button_row, font_size, need
from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.saves import UNFINISHED, SaveRow
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.i18n import _, ngettext
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import draw, intents, theme

GRID = pygame.Rect(60, 190, 1800, 800)
"""Where the game cards go on the 1920×1080 canvas."""
NOTICE = pygame.Rect(60, 1000, 1800, 70)
SCREEN = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
FOLDER_NOTE = pygame.Rect(780, 118, 1080, 66)
"""Under Resume and Load, beside the line under the title: where the menu says that the
folder of unfinished games could not be read (so none of them can be resumed)."""
FOLDER_NOTE_SIZES = (22, 16)
"""The note's size, and the smallest it is set at to be read whole."""
RESUME_TIP_WIDTH = 1100
"""How wide Resume's tip grows before it wraps: the game, its players and the day on one
line fit between the buttons and the cards' titles."""
GAP = 20
TIP_GAP = 6
"""Between a tooltip and its button."""
MIN_TIP_WIDTH = 300
"""The narrowest a tooltip is wrapped to, to fit beside its button."""
MAX_ROWS = 3
PAD = 14
BUTTON_H = 52


def players_text(lo: int, hi: int) -> str:
    if lo == hi:
        return ngettext("{n} player", "{n} players", lo).format(n=lo)
    return _("{lo}–{hi} players").format(lo=lo, hi=hi)


def played_when(modified: float, now: datetime) -> str:
    """When a game was last played, as a day and a time: "today 14:02", "yesterday 09:15",
    "2026-11-30 14:02"; nothing when the file's time is unknown."""
    if not modified:
        return ""
    then = datetime.fromtimestamp(modified)
    days = (now.date() - then.date()).days
    time = f"{then:%H:%M}"
    if days == 0:
        return _("today {time}").format(time=time)
    if days == 1:
        return _("yesterday {time}").format(time=time)
    return f"{then:%Y-%m-%d} {time}"  # the ISO day reads alike in every language


def seat_words(seat: Seat) -> str:
    """A player as Resume names them: "Ann", a computer with its level, "Robo (Normal)"
    (not twice for a name the setup screen gave, "Computer (Normal)")."""
    # here, not at the top: the computer players' module brings the AI, which the menu's
    # first frame does not need
    from neurodrez_desktop.app.computer import level_label, level_of

    level = level_of(seat.kind)
    if level is None or f"({level_label(level)})" in seat.name:
        return seat.name
    return f"{seat.name} ({level_label(level)})"


def resume_words(row: SaveRow, modified: float, now: datetime) -> str:
    """Which game Resume continues, of the several that may be unfinished: "Continue Berd:
    Ann vs Robo (Normal), today 14:02"."""
    players = _(" vs ").join(seat_words(seat) for seat in row.seats)
    when = played_when(modified, now)
    words = _("Continue {game}").format(game=row.title)
    if players:
        words = _("{continue_game}: {players}").format(continue_game=words, players=players)
    return _("{words}, {when}").format(words=words, when=when) if when else words


def grid_shape(count: int) -> tuple[int, int]:
    """(columns, rows shown) for ``count`` games: 3 columns up to six (and for nine),
    else 4; at most three rows shown (more scroll)."""
    columns = min(max(count, 1), 3) if count <= 6 or count == 9 else 4
    rows = min(MAX_ROWS, max(2, math.ceil(count / columns)))
    return columns, rows


def card_rects(count: int, first_row: int = 0) -> list[pygame.Rect | None]:
    """Each card's rectangle, None for a card scrolled out of the grid."""
    columns, rows = grid_shape(count)
    w = (GRID.w - GAP * (columns - 1)) // columns
    h = (GRID.h - GAP * (rows - 1)) // rows
    out: list[pygame.Rect | None] = []
    for k in range(count):
        row, column = divmod(k, columns)
        row -= first_row
        if not 0 <= row < rows:
            out.append(None)
            continue
        out.append(pygame.Rect(GRID.x + column * (w + GAP), GRID.y + row * (h + GAP), w, h))
    return out


TEXT_SIZES = ((40, 26, 24), (34, 24, 22), (30, 22, 20), (26, 20, 18), (22, 18, 18), (20, 18, 18))
"""(title, players, line about the game) sizes, tried largest first; none under the
theme's smallest (18: 12 px at 1280×720), so a full menu's cards give the title less room
instead (twelve games, a long title)."""


@functools.cache
def card_text(title: str, players: str, about: str, width: int, height: int
              ) -> tuple[tuple[str, int, tuple[int, int, int], bool], ...]:
    """A card's lines — the title (up to two lines), the player counts, the line about the
    game, wrapped — at the largest sizes that show all of it in ``width``×``height``
    (the smallest sizes if nothing fits: never a word left out)."""
    lines: list[tuple[str, int, tuple[int, int, int], bool]] = []
    for title_size, players_size, about_size in TEXT_SIZES:
        title_lines = theme.wrap(title, title_size, width, bold=True)
        lines = [(t, title_size, theme.TEXT, True) for t in title_lines]
        lines.append((players, players_size, theme.ACCENT, False))
        lines += [(t, about_size, theme.TEXT_DIM, False)
                  for t in theme.wrap(about, about_size, width)]
        used = sum(theme.font(size, bold).get_linesize() for _text, size, _colour, bold in lines)
        if len(title_lines) <= 2 and used <= height:
            break
    return tuple(lines)


def picture_rect(card: pygame.Rect) -> pygame.Rect:
    """The table picture's square at a card's left, above its buttons."""
    side = min(card.h - 3 * PAD - BUTTON_H, card.w * 2 // 5)
    return pygame.Rect(card.x + PAD, card.y + PAD, side, side)


def text_box(card: pygame.Rect) -> pygame.Rect:
    """Where a card's words go: right of its picture, as high as it."""
    frame = picture_rect(card)
    x = frame.right + PAD + 4
    return pygame.Rect(x, card.y + PAD, card.right - PAD - x, frame.h)


def card_lines(entry: GameEntry, card: pygame.Rect
               ) -> tuple[tuple[str, int, tuple[int, int, int], bool], ...]:
    """A card's lines as drawn: one place for the drawing and for where its title is."""
    spec = entry.spec
    box = text_box(card)
    words = entry.catalog.gettext
    return card_text(words(entry.title), players_text(spec.min_players, spec.max_players),
                     words(entry.tagline), box.w, box.h)


def title_rect(entry: GameEntry, card: pygame.Rect) -> pygame.Rect:
    """Where a card's title is drawn (what no tooltip may cover)."""
    box = text_box(card)
    lines = [(text, size) for text, size, _colour, bold in card_lines(entry, card) if bold]
    width = max((theme.font(size, True).size(text)[0] for text, size in lines), default=0)
    height = sum(theme.font(size, True).get_linesize() for _text, size in lines)
    return pygame.Rect(box.x, box.y, width, height)


def _snug(tip: Any) -> None:
    """A tooltip as wide as its widest line: pygame_gui makes it as wide as it may grow
    before wrapping, which left Resume's mostly empty."""
    block = tip.text_block
    layout = getattr(block, "text_box_layout", None)
    if block is None or layout is None or not layout.layout_rows:
        return
    width = max(row.width for row in layout.layout_rows) + block.rect.w - layout.layout_rect.w
    if width + 2 < tip.rect.w:
        tip.set_dimensions((width + 2, tip.rect.h))


def _place_tip(tip: Any, button: pygame.Rect, titles: list[pygame.Rect]) -> bool:
    """Put ``tip`` under ``button``, else over it, else left or right of it (level with its
    bottom), on screen, wherever it covers none of ``titles`` nor the button; False if
    nowhere is clear."""
    spot = pygame.Rect(tip.rect)
    below = spot.move(0, button.bottom + TIP_GAP - spot.y)
    above = spot.move(0, button.top - TIP_GAP - spot.bottom)
    left = spot.move(button.left - TIP_GAP - spot.right, button.bottom - spot.bottom)
    right = spot.move(button.right + TIP_GAP - spot.x, button.bottom - spot.bottom)
    for place in (below, above, left, right):
        place = place.clamp(SCREEN)
        if place.collidelist(titles) < 0 and not place.colliderect(button):
            tip.set_position(place.topleft)
            return True
    return False


def _reading_order(button: Any) -> tuple[int, int]:
    """Top row first, left to right: the order Tab goes in."""
    return button.rect.y // 40, button.rect.x


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.games: list[GameEntry] = playable()
        self.first_row = 0
        self.updates = 0
        self.pictures: dict[str, pygame.Surface | None] = {}
        self.placed_tip: Any = None
        """The tooltip last placed clear of the cards' titles (placed once, as it comes)."""

    def enter(self) -> None:
        self.buttons: dict[UIButton, tuple[str, str | None]] = {}
        self._command_buttons()
        self._card_buttons()
        self.focus = FocusRing(lambda: sorted(self.buttons, key=_reading_order))

    def relanguage(self) -> None:
        """The tables' pictures are drawn again too (a board's letters are words)."""
        self.pictures.clear()
        super().relanguage()

    rebuilt_when_uncovered = True
    """Its buttons go while a game or another screen covers it, and are made again when it
    comes back: from the Load screen with Resume as it now is (a deleted game may have
    taken it with it)."""

    def cover(self) -> None:
        """A game, its setup or another screen takes the window (all opaque): the tables'
        pictures go with the menu out of sight, and are drawn again, one a frame, when it
        comes back (a picture is a few hundred kilobytes, and a game needs the room)."""
        super().cover()
        self.pictures.clear()

    def leave(self) -> None:
        super().leave()
        self.pictures.clear()

    def drop_widgets(self) -> None:
        super().drop_widgets()
        self.buttons = {}
        self.placed_tip = None

    def _command_buttons(self) -> None:
        commands = [(_("Load game"), "load", _("Continue any unfinished game, or open a save")),
                    (_("Settings"), "settings", _("Window, animation, sound")),
                    (_("About"), "about", _("Version, licence, credits")),
                    (_("Quit"), "quit", _("Close the program"))]
        latest = self.app.saves.latest_unfinished()
        if latest is not None:
            commands.insert(0, (_("Resume"), "resume", resume_words(
                self.app.saves.peek(latest), latest.modified, datetime.now())))
        x = GRID.right
        for label, action, tip in reversed(commands):
            w = max(200, theme.font(30).size(label)[0] + 36)  # "Cargar partida" grows it
            x -= w
            button = self.button((x, 48, w, 64), label, tip,
                                 "#primary" if action == "resume" else None)
            if action == "resume":  # one line, under the buttons, clear of the cards
                button.set_tooltip(tip, wrap_width=RESUME_TIP_WIDTH)
            self.buttons[button] = (action, None)
            x -= 12

    def _card_buttons(self) -> None:
        for card_button in [b for b, (what, _game) in self.buttons.items()
                            if what in ("new", "practice", "rules")]:
            card_button.kill()
            del self.buttons[card_button]
        for entry, card in zip(self.games, card_rects(len(self.games), self.first_row),
                               strict=True):
            if card is None:
                continue
            y = card.bottom - PAD - BUTTON_H
            title = entry.catalog.gettext(entry.title)
            row = button_row([[(_("New game"),)], [(_("Practice"),)], [(_("Rules"),)]],
                             card.w - 2 * PAD)
            if row.object_id is None:  # Practice and Rules as wide as their words, New game
                others = [need(words, font_size(None)) for words in row.words[1:]]
                row = Row(row.words, [card.w - 2 * PAD - 2 * ROW_GAP - sum(others), *others],
                          None)  # the rest: the card's first button, wide as it was
            tips = (_("Set up a game of {game}"), _("Solve puzzles of {game}"),
                    _("How to play {game}"))
            for x, width, (words,), tip, what in zip(
                    row.xs(card.x + PAD), row.widths, row.words, tips,
                    ("new", "practice", "rules"), strict=True):
                object_id = "#primary" if what == "new" and row.object_id is None \
                    else row.object_id
                b = self.button((x, y, width, BUTTON_H), words, tip.format(game=title),
                                object_id)
                self.buttons[b] = (what, entry.id)

    @property
    def folder_note(self) -> str | None:
        """What the menu says when the unfinished games' folder could not be read at the
        last look (on entering the menu, and back from another screen)."""
        problem = self.app.saves.folder_problems.get(UNFINISHED)
        if problem is None:
            return None
        return _("Could not read the folder of unfinished games ({why}): {folder}").format(
            why=problem.why, folder=problem.folder)

    # -- input ------------------------------------------------------------------------------
    @property
    def hidden_rows(self) -> int:
        columns, rows = grid_shape(len(self.games))
        return max(0, math.ceil(len(self.games) / columns) - rows)

    def scroll(self, rows: int) -> None:
        first = min(max(self.first_row + rows, 0), self.hidden_rows)
        if first != self.first_row:
            self.first_row = first
            self._card_buttons()

    def handle(self, intent: object) -> None:
        if isinstance(intent, intents.Widget) and intent.element in self.buttons:
            self.choose(*self.buttons[intent.element])
        elif isinstance(intent, intents.Back):
            self.app.quit()
        elif isinstance(intent, intents.Scroll) and GRID.collidepoint(intent.pos):
            self.scroll(-intent.lines)
        elif isinstance(intent, intents.Key) and intent.key in (pygame.K_PAGEDOWN,
                                                                 pygame.K_PAGEUP):
            self.scroll(1 if intent.key == pygame.K_PAGEDOWN else -1)

    def choose(self, action: str, game_id: str | None) -> None:
        self.app.notice = None  # read: the player has moved on
        nav = self.app.nav
        if action == "new" and game_id is not None:
            nav.setup(game_id)
        elif action == "rules" and game_id is not None:
            nav.rules(game_id)
        elif action == "practice" and game_id is not None:
            nav.practice(game_id)
        elif action == "resume":
            nav.resume()
        elif action in ("load", "settings", "about"):
            nav.open(action)
        elif action == "quit":
            self.app.quit()

    # -- drawing ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Place a tooltip that has just come; draw one missing table picture a frame, from
        the second frame on (the window's first frame comes at once)."""
        self._place_tips()
        self.updates += 1
        if self.updates < 2:
            return
        for entry, card in zip(self.games, card_rects(len(self.games), self.first_row),
                               strict=True):
            if card is not None and entry.id not in self.pictures:
                self.pictures[entry.id] = self._picture(entry, picture_rect(card).size)
                return

    def _place_tips(self) -> None:
        """A tooltip that has just come (pygame_gui puts it under its button, where it fell
        over the next card's title) goes where it covers no other card's title nor its own
        button, on screen: under the button, else over it, else beside it; a tip too wide
        for any of those is wrapped narrower, to go beside its button."""
        for button, (_action, game_id) in self.buttons.items():
            tip = button.tool_tip  # a UITooltip: pygame_gui's manager makes no other kind
            if not isinstance(tip, UITooltip) or tip is self.placed_tip:
                continue
            self.placed_tip = tip
            _snug(tip)
            titles = [title_rect(entry, card) for entry, card in
                      zip(self.games, card_rects(len(self.games), self.first_row),
                          strict=True) if card is not None and entry.id != game_id]
            if _place_tip(tip, button.rect, titles):
                continue
            room = button.rect.left - 2 * TIP_GAP
            text = button.tool_tip_text  # there is a tip, so there is its text
            if MIN_TIP_WIDTH <= room < tip.rect.w and text is not None:  # narrower, beside it
                tip.kill()
                # the manager's tooltips are UITooltips; its interface type names no rect
                tip = button.tool_tip = self.placed_tip = cast(UITooltip, (
                    self.app.ui.create_tool_tip(text, button.rect.center,
                                                (0, button.rect.h // 2), button, None,
                                                wrap_width=room)))
                _snug(tip)
                if _place_tip(tip, button.rect, titles):
                    continue
            # nowhere clear: under the button, on screen
            tip.set_position(tip.rect.move(0, button.rect.bottom + TIP_GAP - tip.rect.y)
                             .clamp(SCREEN).topleft)

    def _picture(self, entry: GameEntry, size: tuple[int, int]) -> pygame.Surface | None:
        # a table is imported when its picture is first painted, after the first frame
        from neurodrez_desktop.app.table_picture import table_picture

        try:  # kept while the menu shows, in the window's own pixel format (quickest blit)
            picture = table_picture(entry, size)
            return picture.convert() if pygame.display.get_surface() is not None else picture
        except Exception as exc:  # a game's drawing fails: the card says so, the menu stays
            self.app.notice = _("{game}'s table could not be drawn: {error}").format(
                game=entry.catalog.gettext(entry.title), error=exc)
            return None

    def draw(self, canvas: pygame.Surface) -> None:
        draw.label(canvas, "NeuroDrez Desktop", (60, 40), 64, theme.ACCENT, bold=True)
        draw.label(canvas, _("Pick a game to set up, or carry on where you left off."),
                   (64, 128), 28, theme.TEXT_DIM)
        for entry, card in zip(self.games, card_rects(len(self.games), self.first_row),
                               strict=True):
            if card is not None:
                self._draw_card(canvas, entry, card)
        if self.hidden_rows:
            self._draw_scroll_marks(canvas)
        note = self.folder_note
        if note is not None:
            size, smallest = FOLDER_NOTE_SIZES
            draw.paragraph(canvas, note, FOLDER_NOTE, size, theme.REFUSED, smallest)
        if self.app.notice:
            draw.panel(canvas, NOTICE, (70, 40, 40), theme.REFUSED)
            draw.paragraph(canvas, self.app.notice, NOTICE.inflate(-30, -14), 24)

    def _draw_card(self, canvas: pygame.Surface, entry: GameEntry, card: pygame.Rect) -> None:
        draw.panel(canvas, card)
        frame = picture_rect(card)
        pygame.draw.rect(canvas, (22, 26, 33), frame, border_radius=8)
        picture = self.pictures.get(entry.id)
        if picture is not None:
            canvas.blit(picture, picture.get_rect(center=frame.center))
        box = text_box(card)
        y = box.y
        for text, size, colour, bold in card_lines(entry, card):
            canvas.blit(theme.text(text, size, colour, bold), (box.x, y))
            y += theme.font(size, bold).get_linesize()

    def _draw_scroll_marks(self, canvas: pygame.Surface) -> None:
        x = GRID.right - 20
        if self.first_row > 0:
            draw.scroll_mark(canvas, _("more (PageUp)"), (x, GRID.y - 36), 24, up=True)
        if self.first_row < self.hidden_rows:
            draw.scroll_mark(canvas, _("more (PageDown)"), (x, GRID.bottom + 2), 24, up=False)
