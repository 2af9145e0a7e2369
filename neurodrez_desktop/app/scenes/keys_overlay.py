"""The keys of the table, all in one list (F1 or "?" at the table, "Keys" in the game menu):
the board cursor's, the game's own, and the ones every table has. Esc, F1, "?", Enter or a
click closes it."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import pygame

from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.app.table_cursor import keys_key
from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.ui import draw, intents, theme

Lines = tuple[tuple[str, str], ...]

CURSOR_KEYS: Lines = (
    (N_("Arrows"), N_("Move the board cursor to the nearest place that way in its area (it "
                      "shows with the first key; a mouse click hides it)")),
    (N_("Tab, Shift+Tab"), N_("The next or the previous area: board, hand, actions, "
                              "buttons")),
    (N_("Enter or Space"), N_("Pick what the cursor is on, as a click there would; with no "
                              "cursor shown, the table's own Enter (a confirm)")),
    (N_("1 to 9"), N_("Press that action button (the cursor shows its number on it)")),
)
"""The keys and what they do, marked for the catalog: said in the player's language when
the list is laid out (``_`` on each)."""
EVERY_TABLE: Lines = (
    ("Ctrl+Z", N_("Undo: take back your last move")),
    (N_("Enter, Esc"), N_("Play or cancel a move that waits to be confirmed (Settings: "
                          "Confirm moves)")),
    ("Esc", N_("The game menu (Save, Load, Rules, Settings, Keys)")),
    (N_("Page Up, Page Down"), N_("Scroll the Moves log")),
    (N_("End"), N_("The Moves log's newest entry")),
    ("M", N_("Sound off or on")),
    ("F11", N_("Full screen or a window")),
    (N_("F1 or ?"), N_("This list of keys")),
)
WATCHING: Lines = (
    (N_("P or Space"), N_("Pause the computers, or go on")),
    (N_("N or Right"), N_("One computer move, then paused")),
)


def said(lines: Lines) -> Lines:
    """Marked keys and their uses in the player's language."""
    return tuple((_(keys), _(does)) for keys, does in lines)


@runtime_checkable
class KeyedTable(Protocol):
    """A scene under this one with keys of its own (the play scene: its game's table keys),
    found by what it offers, since a scene imports no other scene."""

    def table_keys(self) -> Lines: ...


BOX = pygame.Rect(110, 60, 1700, 960)
KEY_W = 270
"""The keys' column in each half; what they do is wrapped beside it."""


class KeysOverlayScene(Scene):
    name = "keys"
    opaque = False

    def enter(self) -> None:
        table = next((s for s in reversed(self.app.scenes.scenes[:-1])
                      if isinstance(s, KeyedTable)), None)
        own = table.table_keys() if table is not None else ()
        spec = getattr(getattr(table, "rules", None), "spec", None)
        entry = getattr(table, "entry", None)
        title = None if spec is None else (
            entry.catalog.gettext(spec.title) if entry is not None else spec.title)
        game = _("{game} only").format(game=title) if title is not None else \
            _("This game only")
        left = [(_("On the table"), said(CURSOR_KEYS))]
        if own:
            left.append((game, tuple(own)))
        self.columns = (left, [(_("Every table"), said(EVERY_TABLE)),
                               (_("While only computers play"), said(WATCHING))])
        self.size = self._fitting_size()

    def handle(self, intent: Any) -> None:
        if isinstance(intent, intents.Back | intents.Click | intents.Confirm) or keys_key(
                intent):
            self.app.pop()

    # -- drawing --------------------------------------------------------------------------
    def _column_rect(self, index: int) -> pygame.Rect:
        half = (BOX.w - 120) // 2
        return pygame.Rect(BOX.x + 40 + index * (half + 40), BOX.y + 110, half,
                           BOX.h - 190)

    def _fitting_size(self) -> int:
        """The largest text size at which both columns fit their halves of the box."""
        for size in (26, 24, 22, 20, 18):
            if all(self._layout(column, self._column_rect(k), size, None)
                   <= self._column_rect(k).bottom for k, column in enumerate(self.columns)):
                return size
        return 18

    def _layout(self, column: list[tuple[str, Lines]], rect: pygame.Rect, size: int,
                canvas: pygame.Surface | None) -> int:
        """Lay out (and, given a canvas, draw) one column; returns its bottom."""
        y = rect.y
        row = theme.font(size).get_linesize()
        for heading, lines in column:
            if canvas is not None:
                draw.label(canvas, heading, (rect.x, y), size + 6, theme.ACCENT, bold=True)
            y += theme.font(size + 6, True).get_linesize() + 6
            for keys, does in lines:
                key_lines = theme.wrap(keys, size, KEY_W - 16, True)
                does_lines = theme.wrap(does, size, rect.w - KEY_W)
                if canvas is not None:
                    for k, line in enumerate(key_lines):
                        draw.label(canvas, line, (rect.x, y + k * row), size, theme.TEXT,
                                   bold=True)
                    for k, line in enumerate(does_lines):
                        draw.label(canvas, line, (rect.x + KEY_W, y + k * row), size,
                                   theme.TEXT_DIM)
                y += row * max(len(key_lines), len(does_lines)) + 8
            y += 18
        return y

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 200)
        draw.panel(canvas, BOX, (34, 40, 52), theme.ACCENT)
        draw.label(canvas, _("Keys"), (BOX.centerx, BOX.y + 50), 48, theme.ACCENT, "center",
                   True)
        for k, column in enumerate(self.columns):
            self._layout(column, self._column_rect(k), self.size, canvas)
        draw.label(canvas, _("Esc, F1, ? or a click closes this list."),
                   (BOX.centerx, BOX.bottom - 40), 24, theme.TEXT_DIM, "center")
