"""The results screen: scores and how each was worked out, the winner(s), why the game
ended, the totals of the sitting (P17: chips across the games of one sitting; games won
where the game's rules count those, the game's own score shown beside its result); every
secret revealed.

The dialog folds away (F, Esc or its button) so that the final table behind it can be
looked at whole; a button where the table keeps its own buttons brings it back (F, Esc
or a click).
The table takes no moves meanwhile: this scene stays on top and gets every intent. Only
"Main menu" ends the sitting: Esc never does. Tab and the arrows move the focus ring over
the buttons (``app/focus.py``), as on every screen; Enter presses the one in focus.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from neurodrez_desktop.app.button_rows import row_font
from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.app.sitting import WINS, sitting_unit, total_words
from neurodrez_desktop.core.i18n import _, ngettext
from neurodrez_desktop.core.text import safe_text
from neurodrez_desktop.ui import draw, intents, theme

FOLD_KEY = pygame.K_f
FOLD_KEY_NAME = "F"
REVIEW_KEY, REVIEW_KEY_NAME = pygame.K_r, "R"
BUTTONS_AREA = pygame.Rect(1380, 800, 500, 150)
"""Where a table's buttons are when the play scene below does not say (its map does)."""

WIDTH = 880
ROW = 80  # a seat's name and side
HEADER = 224  # title, reason and column heads, above the first seat
SHEET_LARGEST, SHEET_SMALLEST = 24, 18
SHEET_INDENT = 110  # the sheet lines start under the seat's name
NOTE = 70  # room for a message after Export


@dataclass(frozen=True)
class SheetLine:
    """One line of a seat's score arithmetic, as laid out: its text, size and box."""

    seat: int
    text: str
    size: int
    rect: pygame.Rect


class ResultsScene(Scene):
    name = "results"
    opaque = False

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        outcome = session.rules.outcome(session.state)
        assert outcome is not None, "the results of a game that has not ended"
        self.outcome = outcome
        presenter, options = session.presenter, session.record.options
        self.sitting = session.sitting.after(self.outcome,
                                             presenter.sitting_counts_wins(options))
        self.unit = presenter.score_unit(options)
        self.sitting_unit = sitting_unit(presenter, options)
        self.note: str | None = None
        self.folded = False
        self.sheet: dict[int, list[str]] = {}
        for seat, line in presenter.score_sheet(session.state) or ():
            self.sheet.setdefault(seat, []).append(safe_text(line))
        self.order = sorted(range(len(session.seats)), key=lambda s: -self.outcome.scores[s])
        self.box, self.rows, self.sheet_lines = self._layout()

    # -- layout -------------------------------------------------------------------------
    def _exports(self) -> bool:
        return self.app.nav.export_label(self.session.presenter) is not None

    def _layout(self) -> tuple[pygame.Rect, dict[int, int], list[SheetLine]]:
        """The dialog's box, each seat's row top (relative to the box) and the score
        lines, each set as large as fits the width beside the badges (wrapped, smallest,
        when even that is too wide); the box is as tall as its rows need."""
        width = WIDTH - SHEET_INDENT - 40
        rows: dict[int, int] = {}
        placed: list[tuple[int, str, int, int, int]] = []  # seat, text, size, top, height
        y = HEADER
        for seat in self.order:
            rows[seat] = y
            below = y + ROW - 6
            for line in self.sheet.get(seat, []):
                size = theme.fitting_size(line, width, SHEET_LARGEST, SHEET_SMALLEST)
                pieces = [line] if theme.font(size).size(line)[0] <= width else \
                    theme.wrap(line, SHEET_SMALLEST, width)
                step = theme.font(size).get_linesize()
                for piece in pieces:
                    placed.append((seat, piece, size, below, step))
                    below += step
            y = max(y + ROW, below + 10)
        height = y + 16 + (NOTE if self._exports() else 0) + 56 + 10 + 70 + 10 + 70 + 24
        box = pygame.Rect((1920 - WIDTH) // 2, max(0, (1080 - height) // 2), WIDTH, height)
        lines = [SheetLine(seat, text, size,
                           pygame.Rect(box.x + SHEET_INDENT, box.y + top, width, step))
                 for seat, text, size, top, step in placed]
        return box, rows, lines

    def enter(self) -> None:
        box = self.box
        bottom = box.bottom - 24
        row2, row1, fold = bottom - 70, bottom - 150, bottom - 216
        half = (box.w - 50) // 2
        looks = (_("Show the board ({key})").format(key=FOLD_KEY_NAME),
                 _("Review this game ({key})").format(key=REVIEW_KEY_NAME))
        font = row_font(looks, half)  # a longer language's words smaller, never cut
        self.fold_button = self.button((box.x + 20, fold, half, 56), looks[0],
                                       _("{key} or Esc: fold the result away to look at the "
                                         "final table").format(key=FOLD_KEY_NAME), font)
        self.review_button = self.button((box.right - 20 - half, fold, half, 56), looks[1],
                                         _("Step through the game move by move, every hand "
                                           "shown"), font)
        self.again = self.button((box.x + 20, row1, 415, 70), _("Play again"),
                                 _("Same players, same seats"), "#primary")
        self.swap = None
        if len(self.session.seats) == 2:
            swap = _("Play again, swap sides")
            self.swap = self.button((box.x + 445, row1, 415, 70), swap,
                                    _("The same players change seats"), row_font((swap,), 415))
        label = self.app.nav.export_label(self.session.presenter)
        across = 2 + bool(label)
        w = (840 - 10 * (across - 1)) // across
        x = [box.x + 20 + k * (w + 10) for k in range(across)]
        font = row_font((_("New game"), _("Main menu"), *([label] if label else [])), w)
        self.new = self.button((x[0], row2, w, 70), _("New game"),
                               _("Change players or options"), font)
        self.menu = self.button((x[1], row2, w, 70), _("Main menu"), _("Ends the sitting"),
                                font)
        self.export = None
        if label:
            self.export = self.button((x[2], row2, w, 70), label,
                                      _("Write the whole game to a file"), font)
        self.note_rect = pygame.Rect(box.x + 20, fold - NOTE - 6, box.w - 40, NOTE)
        self.dialog_buttons = [b for b in (self.fold_button, self.review_button, self.again,
                                           self.swap, self.new, self.menu, self.export)
                               if b is not None]
        area = self._buttons_area()
        self.unfold_button = self.button((area.x, area.y, area.w, 64),
                                         _("Show the result ({key})").format(key=FOLD_KEY_NAME),
                                         _("Game over. {key} or Esc: the result again").format(
                                             key=FOLD_KEY_NAME),
                                         "#primary")
        self.unfold_button.hide()
        self.focus = FocusRing(lambda: [*self.dialog_buttons, self.unfold_button])

    def _buttons_area(self) -> pygame.Rect:
        """Where the table below keeps its own buttons (Undo, Save, Rules, Menu), hidden
        while the result is over it: the folded result waits there, on no part of the board
        and over none of the table's words."""
        scenes = self.app.scenes.scenes
        below = scenes[scenes.index(self) - 1] if self in scenes and scenes[0] is not self \
            else None
        layout = getattr(below, "layout", None)
        if layout is None:  # no table below
            return BUTTONS_AREA
        try:
            return pygame.Rect(layout["buttons"])
        except (KeyError, TypeError, ValueError):
            return BUTTONS_AREA

    # -- folding --------------------------------------------------------------------------
    def fold(self, folded: bool) -> None:
        """Fold the dialog away (the table behind shown whole) or bring it back."""
        self.folded = folded
        for button in self.dialog_buttons:
            if folded:
                button.hide()
            else:
                button.show()
        if folded:
            self.unfold_button.show()
        else:
            self.unfold_button.hide()
        if self.focus is not None and self.focus.shown:  # the ring follows the fold
            self.focus.focused = self.unfold_button if folded else self.fold_button

    def uncover(self) -> None:
        super().uncover()  # the container shows all: keep the fold as it was
        if hasattr(self, "dialog_buttons"):
            self.fold(self.folded)

    def handle(self, intent: Any) -> None:
        record, nav = self.session.record, self.app.nav
        if isinstance(intent, intents.Back) or (
                isinstance(intent, intents.Key) and intent.key == FOLD_KEY
                and not intent.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            self.fold(not self.folded)  # Esc never ends the sitting: "Main menu" does
        elif (isinstance(intent, intents.Key) and intent.key == REVIEW_KEY and not self.folded
              and not intent.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            self.open_review()
        elif isinstance(intent, intents.Widget):
            element = intent.element
            if element is self.unfold_button:
                self.fold(False)
            elif self.folded:
                return
            elif element is self.fold_button:
                self.fold(True)
            elif element is self.review_button:
                self.open_review()
            elif element is self.again:
                nav.start_new_game(self.session.rules, list(record.players),
                                   dict(record.options), sitting=self.sitting)
            elif self.swap is not None and element is self.swap:
                nav.start_new_game(self.session.rules, list(reversed(record.players)),
                                   dict(record.options), sitting=self.sitting.swapped())
            elif element is self.new:
                nav.setup(record.game_id, list(record.players), dict(record.options),
                          fresh=True)
            elif element is self.menu:
                nav.menu()
            elif self.export is not None and element is self.export:
                self.note, _written = nav.export(self.session)

    def open_review(self) -> None:
        """The game move by move, over this screen (Close comes back here)."""
        try:
            self.app.nav.review(self.session.record)
        except (OSError, ValueError) as exc:  # the table could not be built
            self.note = _("The review cannot be shown: {error}").format(error=safe_text(exc))

    # -- drawing --------------------------------------------------------------------------
    def title(self) -> str:
        seats = self.session.seats
        winners = self.outcome.winners
        if self.outcome.headline:  # the game's own words, the seats' names put in
            return self.outcome.headline.format(*(seat.name for seat in seats))
        if self.outcome.together:
            return _("You all win") if winners else _("You all lose")
        if self.outcome.is_draw:
            return _("A draw")
        names = _(" and ").join(seats[w].name for w in winners)
        return ngettext("{names} wins", "{names} win", len(winners)).format(names=names)

    def title_lines(self) -> list[tuple[str, int, tuple[int, int]]]:
        """The title as drawn: one line as large as fits, else (two names of twenty
        letters) wrapped on two or three smaller lines; each line's text, size and top."""
        title, box = self.title(), self.box
        width = box.w - 60
        size = theme.fitting_size(title, width, 64, 36, bold=True)
        lines = [title]
        if theme.font(size, True).size(title)[0] > width:
            for size in (32, 28, 24):
                lines = theme.wrap(title, size, width, bold=True)
                if len(lines) <= 2:
                    break
        step = theme.font(size, True).get_linesize()
        top = box.y + 60 - step * len(lines) // 2
        return [(line, size, (box.centerx, top + k * step)) for k, line in enumerate(lines)]

    def name_size(self, seat: int) -> tuple[int, int]:
        """The size a seat's name is drawn at and the width it may take: up to its score,
        which is right-aligned at the "this game" column."""
        won = seat in self.outcome.winners and not self.outcome.is_draw
        score = total_words(self.outcome.scores[seat], self.unit)
        room = (self.box.right - 300 - theme.font(44, True).size(score)[0] - 20
                - (self.box.x + 110))
        return theme.fitting_size(self.session.seats[seat].name, room, 34, 16, bold=won), room

    def column_heads(self) -> tuple[str, str]:
        """The words over the scores: this game's, in its unit, and the sitting's totals
        (games won, where the sitting counts those; else the same unit as the game's)."""
        games = self.sitting.games
        if self.sitting_unit == WINS:
            sitting = _("games won of {games}").format(games=games)
        else:
            sitting = ngettext("sitting, {n} game", "sitting, {n} games", games).format(n=games)
        return _("this game ({unit})").format(unit=self.unit), sitting

    def draw(self, canvas: pygame.Surface) -> None:
        if self.folded:
            return  # the table is shown whole; the button left brings the result back
        draw.dim(canvas, 150)
        box = self.box
        draw.panel(canvas, box, (34, 40, 52), theme.ACCENT)
        seats = self.session.seats
        winners = self.outcome.winners
        for line, size, pos in self.title_lines():
            draw.label(canvas, line, pos, size, theme.ACCENT, "midtop", True)
        draw.paragraph(canvas, self.outcome.reason, pygame.Rect(box.x + 50, box.y + 110,
                                                                box.w - 100, 80), 28,
                       theme.TEXT_DIM)
        y = box.y + HEADER - 24
        this_game, sitting = self.column_heads()
        draw.label(canvas, this_game, (box.right - 300, y - 6), 22, theme.TEXT_DIM, "topright")
        draw.label(canvas, sitting, (box.right - 40, y - 6), 22, theme.TEXT_DIM, "topright")
        for seat in self.order:
            y = box.y + self.rows[seat]
            side = self.session.side_name(seat)
            draw.seat_badge(canvas, (box.x + 70, y + 30), 24, seat, draw.side_letter(side),
                            self.session.side_colours(seat))
            won = seat in winners and not self.outcome.is_draw
            size, _room = self.name_size(seat)
            draw.label(canvas, seats[seat].name, (box.x + 110, y), size, theme.TEXT, bold=won)
            below = draw.label(canvas, side, (box.x + 110, y + 42), 22, theme.TEXT_DIM)
            if won:  # under the name, beside the side: never over a score
                draw.label(canvas, _("WINNER"), (below.right + 14, y + 42), 22, theme.ACCENT,
                           bold=True)
            draw.label(canvas, total_words(self.outcome.scores[seat], self.unit),
                       (box.right - 300, y + 6), 44, theme.ACCENT, "topright", True)
            draw.label(canvas, total_words(self.sitting.totals[seat], self.sitting_unit),
                       (box.right - 40, y + 6), 44, theme.TEXT, "topright", True)
        for sheet_line in self.sheet_lines:
            draw.label(canvas, sheet_line.text, sheet_line.rect.topleft, sheet_line.size,
                       theme.TEXT)
        if self.note:
            draw.paragraph(canvas, self.note, self.note_rect, 24)
