"""The review screen: any game, finished or not, stepped through move by move.

The game's own table draws the position (read only: no marks, no clicks reach it); the
Moves panel is the list of moves, each with its events (draws, rolls) under it, wrapped
at a readable size, never shrunk; a click on any of a move's lines goes there. The buttons
and keys step from move to move: First / Back / Next / Last (Home, ←, →, End), Autoplay
with a speed (Space).
What it shows, and what it must never show, is ``app/review.py``'s. It never writes to
the game's file: "Save a copy" writes a new one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from neurodrez_desktop.app.button_rows import button_row
from neurodrez_desktop.app.play_buttons import SPEED_WORDS
from neurodrez_desktop.app.review import SPEEDS, Review
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.i18n import N_, NC_, _, pgettext
from neurodrez_desktop.core.rng import derived_rng
from neurodrez_desktop.ui import draw, intents, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.scroll_list import BAR, ScrollList
from neurodrez_desktop.ui.table import open_table

MOVE_SIZE = 22
EVENT_SIZE = 20
"""The sizes of a move's words and of its events: a long line wraps at these, never
smaller (a Quattro Colonne reveal is read on three lines, not shrunk to nothing)."""
LINE = 32
"""A line of the list: the scroll list's row (its box 26 high, the letters inside)."""
TEXT_X = 84
"""Where a line's words begin: after the move's number and its mover's badge."""
NARROW_X = 12
BADGE_X = 18
"""A narrow list's badge of a move without a number: at the line's start."""
NARROW = 320
"""A list whose words would have less room than this beside the numbers (Neuroriders'
narrow column) writes only a move's first line beside its number and badge, and its
other lines the whole width under them, from ``NARROW_X`` (no line holds a badge alone:
the list's few rows show the move's words)."""
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_DOWN: 1}
REVIEW_KEYS = (*STEP_KEYS, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN)
"""Keys the review answers itself; any other goes to the table's own looking (a board's
zoom, its centring)."""
STEPPING = "review step"
"""The context of the step buttons' words: "Back" here is a move back ("Anterior"), not
the "Back" that leaves a page ("Volver")."""
STEP_LABELS = ((NC_("review step", "First"), N_("The start of the game (Home)")),
               (NC_("review step", "Back"), N_("One move back (left arrow)")),
               (NC_("review step", "Next"), N_("One move on (right arrow)")),
               (NC_("review step", "Last"), N_("Where the game was left (End)")))
PLAY_LABELS = (N_("Autoplay"), N_("Pause"))


@dataclass(frozen=True)
class Line:
    """One line of the Moves panel: part of the start (``block`` 0) or of move ``block``."""

    block: int
    text: str
    size: int
    colour: tuple[int, int, int]
    first: bool  # the block's first line: its number and badge go beside it
    mover: int = -1
    number: str = ""
    """Beside a move's first line, as the table's log writes it: "19." at the first move
    of a numbered turn; "" at the others (Black's half of a PokerDrez move) and in a turn
    that has a heading line of its own ("Setup", "Round 3")."""
    heading: bool = False
    """A turn's heading ("Setup"), over its moves as the table's log has it: a click on it
    goes to the turn's first move, but it is no part of that move's lit lines."""


def list_lines(review: Review, width: int, numbers_apart: bool = False) -> list[Line]:
    """The start and each move, wrapped to ``width``: the move's own words in full ink,
    its events (a draw, a roll, a put-back) dimmer and smaller under them, each on lines
    of its own, so every event stays in view without being a stop of the review.
    Numbered as the table's log numbers them: a numbered turn's number beside its first
    move, any other turn ("Setup", "Round 3") a heading over its moves, which have none.
    ``numbers_apart``: only each move's first line beside its number and badge (``width``
    less ``TEXT_X - NARROW_X``), its other lines the whole ``width`` under them."""
    lines: list[Line] = []

    def add(block: int, words: str, size: int, colour: tuple[int, int, int],
            mover: int = -1, number: str = "") -> None:
        first = not lines or lines[-1].block != block or lines[-1].heading
        wrapped = theme.wrap(words, size, width)
        if numbers_apart and first and block > 0:
            wrapped = _beside_badge(words, size, width - (words_x(number) - NARROW_X),
                                    width)
        for text in wrapped:
            first = not lines or lines[-1].block != block or lines[-1].heading
            lines.append(Line(block, text, size, colour, first, mover,
                              number if first else ""))

    add(0, _("The start of the game"), MOVE_SIZE, theme.ACCENT)
    for entry in review.opening:
        add(0, entry.text, EVENT_SIZE, theme.TEXT_DIM)
    turn = None
    for k, move in enumerate(review.moves, 1):
        number = ""
        if move.turn != turn:
            if move.number is None:
                lines.append(Line(k, move.turn, EVENT_SIZE, theme.ACCENT, False,
                                  heading=True))
            else:
                number = f"{move.number}."
        turn = move.turn
        if not move.entries:
            add(k, _("(nothing of it is shown)"), EVENT_SIZE, theme.TEXT_DIM, move.mover,
                number)
        for entry in move.entries:
            said = entry.index in move.said
            add(k, entry.text, MOVE_SIZE if said else EVENT_SIZE,
                theme.TEXT if said else theme.TEXT_DIM, move.mover, number)
    return lines


def _beside_badge(words: str, size: int, first_width: int, width: int) -> list[str]:
    """``words`` wrapped with the first line ``first_width`` wide (beside a move's number
    and badge) and the others ``width`` (a word too wide for a line is cut as
    ``theme.wrap`` cuts it)."""
    head, newline, tail = words.partition("\n")
    first = theme.wrap(head, size, first_width)[0]
    if not head.startswith(first):  # spaced unusually: wrapped whole, under the badge
        return ["", *theme.wrap(words, size, width)]
    rest = head[len(first):].lstrip(" ")
    more = rest + newline + tail if rest else tail
    return [first, *(theme.wrap(more, size, width) if rest or newline else [])]


def words_x(number: str) -> int:
    """Where a narrow list's first line of a move starts: after its number and badge, or
    only its badge (a turn with a heading numbers no move)."""
    return TEXT_X if number else BADGE_X + 22


def badge_x(number: str, narrow: bool) -> int:
    return BADGE_X if narrow and not number else 66


class ReviewScene(Scene):
    name = "review"

    def __init__(self, app: Any, review: Review, entry: GameEntry) -> None:
        super().__init__(app)
        self.review = review
        self.entry = entry
        self.layout = table_layout(entry)
        record = review.record
        self.controller = open_table(entry, len(record.players), record.options,
                                     tuple(seat.name for seat in record.players),
                                     derived_rng(record.seed, "table"), self.layout)
        self.names = [seat.name for seat in record.players]
        self._players = " · ".join(f"{seat.name} ({review.session.side_name(s)})"
                                   for s, seat in enumerate(record.players))
        self._status_layer = draw.Layer()
        self.playing = False
        self.speed = 1  # index into SPEEDS
        self.wait = 0.0
        self.note: str | None = None
        log = self.layout["log"]
        rect = pygame.Rect(log.x + 12, log.y + 56, log.w - 24, log.h - 68)
        room = rect.w - BAR - 8 - TEXT_X - 6
        self.text_x = TEXT_X if room >= NARROW else NARROW_X
        self.lines = list_lines(review, rect.w - BAR - 8 - self.text_x - 6,
                                self.text_x != TEXT_X)
        self.moves = ScrollList(rect, LINE, len(self.lines))
        self._follow()

    # -- widgets ------------------------------------------------------------------------
    def enter(self) -> None:
        box = self.layout["buttons"]
        steps = button_row([[(pgettext(STEPPING, label),)] for label, _tip in STEP_LABELS],
                           box.w)
        self.step_buttons = [self.button((x, box.y, width, 64), words[0], _(tip),
                                         steps.object_id)
                             for x, width, words, (_label, tip) in zip(
                                 steps.xs(box.x), steps.widths, steps.words, STEP_LABELS,
                                 strict=True)]
        self.first_button, self.back_button, self.next_button, self.last_button = \
            self.step_buttons
        y = box.y + 74
        row = button_row([[tuple(_(label) for label in PLAY_LABELS), (_("Play"), _("Pause"))],
                          [tuple(_(SPEED_WORDS[name][form]) for name, *_rest in SPEEDS)
                           for form in (0, 1)]
                          + [tuple(short for *_rest, short in SPEEDS)],
                          [(_("Save a copy"),), (_("Save"),)], [(_("Close"),)]], box.w)
        x = row.xs(box.x)
        self._play_words, self._speed_words = row.words[0], row.words[1]
        self.play_button = self.button((x[0], y, row.widths[0], 56), self._play_words[0],
                                       _("Play the moves one after another (Space)"),
                                       row.object_id)
        self.speed_button = self.button((x[1], y, row.widths[1], 56),
                                        self._speed_words[self.speed],
                                        _("How long autoplay leaves each move on the board"),
                                        row.object_id)
        self.save_button = self.button((x[2], y, row.widths[2], 56), row.words[2][0],
                                       _("Write this game to a new saved file (this one is "
                                         "not changed)"), row.object_id)
        self.back = self.button((x[3], y, row.widths[3], 56), row.words[3][0], "Esc",
                                row.object_id)
        self._enable()

    def leave(self) -> None:
        """The review's frames go as it closes: the table's layers and its own."""
        super().leave()
        draw.forget_layers(self.controller.view)
        draw.forget_layers(self)

    def _enable(self) -> None:
        review = self.review
        for button, can in ((self.first_button, review.position > 0),
                            (self.back_button, review.position > 0),
                            (self.next_button, review.position < review.last),
                            (self.last_button, review.position < review.last)):
            if can != button.is_enabled:
                button.enable() if can else button.disable()
        label = self._play_words[self.playing]
        if self.play_button.text != label:
            self.play_button.set_text(label)

    # -- input --------------------------------------------------------------------------
    def handle(self, intent: Any) -> None:
        review = self.review
        if self.wants_back(intent):
            self.app.pop()
            return
        ours = isinstance(intent, intents.Key) and intent.key in REVIEW_KEYS and not (
            intent.mod & pygame.KMOD_SHIFT)  # Shift+arrows pan a board that pans
        if not ours and self.controller.gesture(intent):  # panning, zooming: looking only
            return
        if isinstance(intent, intents.Hover):
            self.controller.hover(intent.pos)  # a stack's contents, and such tooltips
        elif isinstance(intent, intents.Widget):
            element = intent.element
            moves: dict[object, Callable[[], bool]] = {
                self.first_button: review.first, self.last_button: review.end,
                self.back_button: lambda: review.step(-1),
                self.next_button: lambda: review.step(1)}
            if element in moves:
                self._moved(moves[element](), stop=True)
            elif element is self.play_button:
                self.toggle_play()
            elif element is self.speed_button:
                self.speed = (self.speed + 1) % len(SPEEDS)
                self.speed_button.set_text(self._speed_words[self.speed])
            elif element is self.save_button:
                self.note, _saved = self.app.nav.save(review.session)
        elif isinstance(intent, intents.Key):
            if intent.key in STEP_KEYS:
                self._moved(review.step(STEP_KEYS[intent.key]), stop=True)
            elif intent.key == pygame.K_HOME:
                self._moved(review.first(), stop=True)
            elif intent.key == pygame.K_END:
                self._moved(review.end(), stop=True)
            elif intent.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.moves.scroll(self.moves.page * (-1 if intent.key == pygame.K_PAGEUP
                                                     else 1))
        elif isinstance(intent, intents.Confirm):
            self.toggle_play()
        elif isinstance(intent, intents.Click):
            self._click(intent.pos)
        elif isinstance(intent, intents.Scroll) and self.moves.rect.collidepoint(intent.pos):
            self.moves.scroll(-3 * intent.lines)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.moves.scrolls and self.moves.track_rect().collidepoint(pos):
            self.moves.scroll_to_track(pos[1])
            return
        row = self.moves.row_at(pos)
        if row is not None:
            self._moved(self.review.go(self.lines[row].block), stop=True)

    def toggle_play(self) -> None:
        if not self.playing and self.review.position >= self.review.last:
            self.review.first()  # autoplay from the end starts the game again
            self._follow()
        self.playing = not self.playing
        self.wait = 0.0
        self._enable()

    def _moved(self, moved: bool, stop: bool = False) -> None:
        if stop:
            self.playing = False
        if moved:
            self.note = None
            self.app.sounds.play("move")
        self._follow()
        self._enable()

    def block_rows(self, block: int) -> range:
        """The list's lines of the start (0) or of move ``block`` (not its turn's
        heading, which is no part of the move)."""
        rows = [k for k, line in enumerate(self.lines)
                if line.block == block and not line.heading]
        return range(rows[0], rows[-1] + 1)

    def _follow(self) -> None:
        """The list shows the move just made, all its lines if they fit, else as many as
        fit from its first (the start's first line at the start), and its turn's heading
        over a turn's first move when there is room for it too."""
        rows = self.block_rows(self.review.position)
        headed = rows[0] > 0 and self.lines[rows[0] - 1].heading
        top = rows[0] - 1 if headed and len(rows) < self.moves.page else rows[0]
        self.moves.select(rows[-1])
        self.moves.select(top)

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.controller.view.update(dt)
        if not self.playing:
            return
        self.wait += dt
        if self.wait >= SPEEDS[self.speed][1]:
            self.wait = 0.0
            self._moved(self.review.step(1))
            if self.review.position >= self.review.last:
                self.playing = False
                self._enable()

    # -- drawing ------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(theme.BACKGROUND)
        review = self.review
        view = self.controller.view
        view.draw(canvas, review.shown(), review.viewer, self.controller.no_marks(),
                  self.names)
        self._draw_status(canvas)
        self._draw_message(canvas)
        self._draw_moves(canvas)

    def _draw_status(self, canvas: pygame.Surface) -> None:
        """The status bar, painted afresh only when the position changes."""
        rect = self.layout["status"]
        self._status_layer.show(canvas, rect, self.review.position,
                                lambda surface: self._paint_status(surface, rect))

    def _paint_status(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        review = self.review
        pygame.draw.rect(canvas, (22, 26, 33), rect)
        pygame.draw.line(canvas, theme.PANEL_EDGE, rect.bottomleft, rect.bottomright, 2)
        title = draw.label(canvas, _("Review: {game}").format(
                               game=self.entry.catalog.gettext(review.rules.spec.title)),
                           (rect.x + 30, rect.centery), 36, theme.ACCENT, "midleft", bold=True)
        where = review.where()
        right = draw.label(canvas, where, (rect.right - 30, rect.centery), 30,
                           theme.TEXT_DIM, "midright")
        players = self._players
        room = right.x - title.right - 60
        size = theme.fitting_size(players, room, 24, 14)
        if theme.font(size).size(players)[0] <= room:  # else the table's panels name them
            draw.label(canvas, players, (title.right + 30, rect.centery), size, theme.TEXT,
                       "midleft")

    def message_text(self) -> str:
        review = self.review
        move = review.current_move()
        if move is None:
            said = f"{review.where()}."
        else:
            said = f"{review.where()}: " + "\n".join(entry.text for entry in move.entries)
        lines = [said, review.who_sees()]
        if self.note:
            lines.append(self.note)
        return "\n".join(lines)

    def _draw_message(self, canvas: pygame.Surface) -> None:
        rect = self.layout["message"]
        draw.panel(canvas, rect, (36, 44, 56))
        draw.paragraph(canvas, self.message_text(), rect.inflate(-30, -20), 28, smallest=14)

    def _draw_moves(self, canvas: pygame.Surface) -> None:
        rect = self.layout["log"]
        draw.panel(canvas, rect)
        draw.label(canvas, _("Moves"), (rect.x + 20, rect.y + 12), 30, bold=True)
        draw.label(canvas, _("click one to see it"), (rect.right - 20, rect.y + 18), 20,
                   theme.TEXT_DIM, "topright")
        session = self.review.session
        position = self.review.position

        def draw_row(surface: pygame.Surface, k: int, box: pygame.Rect, chosen: bool) -> None:
            line = self.lines[k]
            if line.block == position:  # the whole move is lit, the gaps between too
                pygame.draw.rect(surface, theme.PANEL_EDGE,
                                 (box.x, box.y - 3, box.w, LINE))
            if line.heading:
                draw.label(surface, line.text, (box.x + 6, box.centery), line.size,
                           line.colour, "midleft", bold=True)
                return
            if line.first and line.block > 0:
                if line.number:
                    draw.label(surface, line.number, (box.x + 6, box.centery), 20,
                               theme.ACCENT, "midleft", bold=True)
                if line.mover >= 0:
                    narrow = self.text_x != TEXT_X
                    draw.seat_badge(surface, (box.x + badge_x(line.number, narrow),
                                              box.centery), 11, line.mover,
                                    draw.side_letter(session.side_name(line.mover)),
                                    session.side_colours(line.mover))
            if not line.text:
                return
            x = self.text_x
            if line.first and line.block > 0 and x != TEXT_X:  # beside the badge
                x = words_x(line.number)
            words = pygame.Rect(box.x + x, box.y, box.w - x - 6, box.h)
            draw.fitted_block(surface, line.text, words, line.size, line.colour,
                              smallest=line.size)

        self.moves.draw(canvas, draw_row)
        shown = [self.moves.row_rect(k) for k in self.block_rows(position)
                 if k in self.moves.visible()]
        if shown:
            lit = shown[0].unionall(shown[1:]).inflate(0, 6)
            frame = self.moves.rect.inflate(0, 6)  # clear of the first row's badge
            pygame.draw.rect(canvas, theme.ACCENT, lit.clip(frame), 2, border_radius=8)
