"""The Load screen: every unfinished game, and every named save, with its game, players,
date and turn; continue one, or delete one after a confirm.

Two lists, "In progress" and "Saved". Rows are read lazily, only those in view, from the
file alone (``SaveStore.peek``), a few milliseconds' worth a frame (a row not read yet says
so for a frame or two), so scrolling through thousands keeps the frame rate; the game is
replayed only when it is opened. A file that
cannot be read is listed with the reason and cannot be opened; nothing here writes to a
file, and only the player's confirmed Delete removes one.

Mouse: click a row to choose it, double-click to open it, wheel or the scroll bar to move.
Keys: ↑ ↓ PageUp PageDown Home End choose, Enter opens, Delete deletes, Tab or ← → switch
lists, R reviews the chosen game move by move (read only), Esc goes back (or keeps the
file, while a delete is being confirmed).
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from neurodrez_desktop.app.button_rows import row_font
from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.saves import SAVED, UNFINISHED, SaveEntry, SaveRow
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.errors import MalformedRecordError
from neurodrez_desktop.core.formats import format_decimal
from neurodrez_desktop.core.i18n import N_, _, generation
from neurodrez_desktop.core.text import safe_text
from neurodrez_desktop.ui import draw, intents, theme
from neurodrez_desktop.ui.scroll_list import ScrollList

LIST = pygame.Rect(160, 230, 1600, 640)
ROW_H = 80
HEADLINE, DETAIL = 26, 22
"""Sizes of a row's two lines: the game and players (bold), then the turn or the reason."""
PAD, LINE2_Y = 4, 36
"""A row's inner margin above its first line, and where its second line starts."""
MESSAGE = pygame.Rect(420, 890, 560, 96)
DIALOG = pygame.Rect(510, 340, 900, 360)
DOUBLE_CLICK_MS = 450
READ_BUDGET_S = 0.004
"""Time a frame may spend reading rows' files (at least one row a frame is read)."""
TABS = ((UNFINISHED, N_("In progress"), N_("Unfinished games: each is kept until it ends")),
        (SAVED, N_("Saved"), N_("Games saved with Save")))
EMPTY = {UNFINISHED: N_("No unfinished games: a game you start is kept here until it ends."),
         SAVED: N_("No saved games yet: use Save during a game.")}
OPEN_WORD = {UNFINISHED: N_("Continue"), SAVED: N_("Load")}
FOLDER_PROBLEM = {
    UNFINISHED: N_("Could not read the folder of unfinished games ({why}): {folder}"),
    SAVED: N_("Could not read the folder of saved games ({why}): {folder}")}
"""What an empty list says when its folder could not be read (whole sentences, so each
language words them its own way)."""


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: Any, tab: str | None = None) -> None:
        super().__init__(app)
        self.lists: dict[str, list[SaveEntry]] = {UNFINISHED: app.saves.unfinished(),
                                                  SAVED: app.saves.saved()}
        self.tab = tab or (UNFINISHED if self.lists[UNFINISHED] else SAVED)
        self.scroller = ScrollList(LIST, ROW_H, len(self.lists[self.tab]))
        self.rows: dict[SaveEntry, SaveRow] = {}
        """Rows read so far (``update`` reads those in view)."""
        self.error: str | None = None
        self.confirming: SaveEntry | None = None
        self._last_click: tuple[int, int] | None = None  # (row, ticks) for double-clicks

    @property
    def entries(self) -> list[SaveEntry]:
        return self.lists[self.tab]

    @property
    def empty_message(self) -> str:
        """What an empty list says: that there is nothing yet, or that its folder could not
        be read (and where it is)."""
        problem = self.app.saves.folder_problems.get(self.tab)
        if problem is None:
            return _(EMPTY[self.tab])
        return _(FOLDER_PROBLEM[self.tab]).format(why=problem.why, folder=problem.folder)

    @property
    def chosen(self) -> int | None:
        return self.scroller.selected

    # -- widgets ------------------------------------------------------------------------
    def enter(self) -> None:
        self.tab_buttons = {}
        font = row_font(tuple(self._tab_label(tab, title) for tab, title, _tip in TABS), 320)
        for k, (tab, _title, tip) in enumerate(TABS):
            self.tab_buttons[tab] = self.button((160 + k * 340, 140, 320, 64), "", _(tip), font)
        self.back = self.button((160, 900, 240, 76), _("Back"), "Esc")
        self.review_button = self.button((1000, 900, 240, 76), _("Review"),
                                         _("Step through the chosen game move by move (R); "
                                           "the file is not changed"))
        self.delete_button = self.button((1260, 900, 240, 76), _("Delete"),
                                         _("Delete the chosen file (Delete key)"))
        self.load = self.button((1520, 900, 240, 76), "", _("Enter, or double-click a row"),
                                "#primary")
        self.dialog_buttons: dict[Any, bool] = {}
        self._show_tab()

    def _show_tab(self) -> None:
        for tab, title, _tip in TABS:
            button = self.tab_buttons[tab]
            button.set_text(self._tab_label(tab, title))
            button.select() if tab == self.tab else button.unselect()
        self.load.set_text(_(OPEN_WORD[self.tab]))
        self._enable_for_choice()

    def _tab_label(self, tab: str, title: str) -> str:
        """A tab's words: its title and how many games it lists, "In progress (4)"."""
        return _("{tab} ({count})").format(tab=_(title),
                                           count=format_decimal(len(self.lists[tab])))

    def _enable_for_choice(self) -> None:
        for button in (self.load, self.review_button, self.delete_button):
            button.enable() if self.chosen is not None else button.disable()

    def switch(self, tab: str) -> None:
        if tab != self.tab:
            self.tab = tab
            self.scroller = ScrollList(LIST, ROW_H, len(self.entries))
            self.error = None
            self._show_tab()

    def relanguage(self) -> None:
        """The rows read so far are read again in the new language (a kept game's words
        are said from its actions in the reader's language)."""
        self.rows.clear()
        super().relanguage()

    # -- reading rows -------------------------------------------------------------------
    def pending(self) -> list[SaveEntry]:
        """Rows in view whose files are not read yet."""
        return [self.entries[k] for k in self.scroller.visible()
                if self.entries[k] not in self.rows]

    def update(self, dt: float) -> None:
        deadline = time.perf_counter() + READ_BUDGET_S
        for entry in self.pending():
            self.rows[entry] = self.app.saves.peek(entry)
            if time.perf_counter() >= deadline:
                break

    # -- input --------------------------------------------------------------------------
    def handle(self, intent: Any) -> None:
        if self.confirming is not None:
            self._handle_dialog(intent)
            return
        if self.wants_back(intent):
            self.app.pop()
            return
        if isinstance(intent, intents.Widget):
            element = intent.element
            for tab, button in self.tab_buttons.items():
                if element is button:
                    self.switch(tab)
            if element is self.load:
                self.open_chosen()
            elif element is self.delete_button:
                self.ask_delete()
            elif element is self.review_button:
                self.review_chosen()
        elif isinstance(intent, intents.Click):
            self._click(intent.pos)
        elif isinstance(intent, intents.Scroll) and LIST.collidepoint(intent.pos):
            self.scroller.scroll(-3 * intent.lines)
        elif isinstance(intent, intents.Confirm):
            self.open_chosen()
        elif isinstance(intent, intents.Key):
            self._key(intent.key)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.scroller.scrolls and self.scroller.track_rect().collidepoint(pos):
            self.scroller.scroll_to_track(pos[1])
            return
        row = self.scroller.row_at(pos)
        if row is None:
            return
        now = pygame.time.get_ticks()
        double = (self._last_click is not None and self._last_click[0] == row
                  and now - self._last_click[1] <= DOUBLE_CLICK_MS)
        self._last_click = (row, now)
        self.choose(row)
        if double:
            self.open_chosen()

    def _key(self, key: int) -> None:
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.scroller.page,
                 pygame.K_PAGEDOWN: self.scroller.page}
        if key in moves and self.entries:
            self.scroller.move(moves[key])
            self.choose(self.scroller.selected)
        elif key in (pygame.K_HOME, pygame.K_END) and self.entries:
            self.choose(0 if key == pygame.K_HOME else len(self.entries) - 1)
        elif key == pygame.K_r:
            self.review_chosen()
        elif key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.ask_delete()
        elif key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT):
            self.switch(SAVED if self.tab == UNFINISHED else UNFINISHED)

    def choose(self, index: int | None) -> None:
        self.scroller.select(index)
        self.error = None
        self._enable_for_choice()

    # -- opening ------------------------------------------------------------------------
    def open_chosen(self) -> None:
        if self.chosen is None:
            self.error = _("Choose a game in the list first.")
            return
        self.open(self.chosen)

    def open(self, index: int, review: bool = False) -> None:
        """Continue the game in row ``index``, or (``review``) step through it read only."""
        entry = self.entries[index]
        row = self.app.saves.peek(entry)
        if row.error is not None:
            self.error = _("This file cannot be opened: {error}").format(error=row.error)
            return
        try:
            record = self.app.saves.load(entry.path)  # read whole, and the game replayed
        except MalformedRecordError as exc:
            self.error = _("This file cannot be opened: {error}").format(error=safe_text(exc))
            return
        try:
            if review:
                self.app.nav.review(record)
            else:
                self.app.nav.open_record(record,
                                         entry.path if entry.kind == UNFINISHED else None)
        except (OSError, ValueError) as exc:  # the game's table could not be built
            self.error = _("This game cannot be shown: {error}").format(error=safe_text(exc))

    def review_chosen(self) -> None:
        if self.chosen is None:
            self.error = _("Choose a game in the list first.")
            return
        self.open(self.chosen, review=True)

    # -- deleting -----------------------------------------------------------------------
    def ask_delete(self) -> None:
        if self.chosen is None:
            self.error = _("Choose a file in the list first.")
            return
        self.confirming = self.entries[self.chosen]
        for button in (self.load, self.delete_button, self.back, *self.tab_buttons.values()):
            button.disable()
        y = DIALOG.bottom - 100
        self.dialog_buttons = {
            self.button((DIALOG.x + 60, y, 360, 72), _("Keep it"), "Esc"): False,
            self.button((DIALOG.right - 420, y, 360, 72), _("Delete it"), "Enter"): True}
        self.focus = FocusRing(lambda: list(self.dialog_buttons))  # Tab, arrows: a ring

    def _handle_dialog(self, intent: Any) -> None:
        if isinstance(intent, intents.Widget) and intent.element in self.dialog_buttons:
            self._close_dialog(self.dialog_buttons[intent.element])
        elif isinstance(intent, intents.Back):
            self._close_dialog(False)
        elif isinstance(intent, intents.Confirm):
            self._close_dialog(True)

    def _close_dialog(self, delete: bool) -> None:
        entry, self.confirming = self.confirming, None
        self.focus = None  # the list's own keys again
        for button in self.dialog_buttons:
            button.kill()
        self.dialog_buttons = {}
        for button in (self.back, *self.tab_buttons.values()):
            button.enable()
        if delete and entry is not None:
            try:
                self.app.saves.delete(entry)
            except OSError as exc:
                self.error = _("The file could not be deleted: {error}").format(
                    error=exc.strerror or exc)
            else:
                index = self.entries.index(entry)
                del self.entries[index]
                self.scroller.removed(index)
                self.error = None
        self._show_tab()

    # -- drawing ------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        draw.label(canvas, _("Continue or load a game"), (160, 50), 56, theme.ACCENT, bold=True)
        self.scroller.draw(canvas, self._draw_row, (self.tab, len(self.rows), generation()))
        # after the list, whose painted surface covers its whole rectangle
        if not self.entries and self.tab in self.app.saves.folder_problems:
            draw.paragraph(canvas, self.empty_message, LIST.inflate(-80, -200), 32,
                           theme.REFUSED)
        elif not self.entries:
            draw.label(canvas, _(EMPTY[self.tab]), LIST.center, 32, theme.TEXT_DIM, "center")
        if self.scroller.scrolls:
            shown = self.scroller.visible()
            draw.label(canvas, _("{first}–{last} of {count}").format(
                first=format_decimal(shown.start + 1), last=format_decimal(shown.stop),
                count=format_decimal(len(self.entries))),
                       (LIST.right, 196), 22, theme.TEXT_DIM, "topright")
        if self.error:
            draw.panel(canvas, MESSAGE, (70, 40, 40), theme.REFUSED)
            draw.paragraph(canvas, self.error, MESSAGE.inflate(-30, -20), 26)
        if self.confirming is not None:
            self._draw_dialog(canvas, self.confirming)

    def _draw_row(self, canvas: pygame.Surface, index: int, rect: pygame.Rect,
                  selected: bool) -> None:
        entry = self.entries[index]
        canvas.blit(draw.sprite(("load row", rect.size, selected), rect.size,
                                lambda surface: draw.panel(
                                    surface, surface.get_rect(),
                                    (58, 66, 84) if selected else theme.PANEL,
                                    theme.ACCENT if selected else theme.PANEL_EDGE)),
                    rect)
        inner = rect.inflate(-32, -2 * PAD)
        when = theme.text(entry.when, DETAIL, theme.TEXT_DIM)
        canvas.blit(when, when.get_rect(topright=inner.topright))
        row = self.rows.get(entry)
        if row is None:  # read in a frame or two
            name, size = theme.fit_line(safe_text(entry.path.name, 80), HEADLINE,
                                        inner.w // 2, True)
            canvas.blit(theme.text(name, size, theme.TEXT_DIM, True), inner.topleft)
            return
        headline, size = theme.fit_line(row.headline, HEADLINE,
                                        inner.w - when.get_width() - 30, True)
        canvas.blit(theme.text(headline, size, theme.TEXT, True), inner.topleft)
        if row.error is not None:
            words, colour = _("Cannot be opened: {error}").format(error=row.error), \
                theme.REFUSED
        else:
            words = _("{progress} — finished").format(progress=row.progress) \
                if row.finished else row.progress
            colour = theme.TEXT_DIM
        words, size = theme.fit_line(words, DETAIL, inner.w)
        canvas.blit(theme.text(words, size, colour), (inner.x, inner.y + LINE2_Y))

    def _draw_dialog(self, canvas: pygame.Surface, entry: SaveEntry) -> None:
        draw.dim(canvas)
        draw.panel(canvas, DIALOG, theme.PANEL, theme.REFUSED)
        question = _("Delete this unfinished game?") if entry.kind == UNFINISHED \
            else _("Delete this saved game?")
        draw.label(canvas, question, (DIALOG.x + 40, DIALOG.y + 30), 36,
                   theme.TEXT, bold=True)
        row = self.app.saves.peek(entry)
        text = row.headline if row.error is None else safe_text(entry.path.name, 80)
        details = f"{text}\n{entry.when}" + (f" — {row.progress}" if row.progress else "")
        draw.paragraph(canvas, details + "\n" + _("It cannot be brought back."),
                       pygame.Rect(DIALOG.x + 40, DIALOG.y + 90, DIALOG.w - 80, 140), 26,
                       theme.TEXT_DIM)
