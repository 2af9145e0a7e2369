"""Game setup: players (names; computer levels come with the AI), every option of the
game's spec as the right widget, and an optional seed."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UICheckBox,
    UIDropDownMenu,
    UILabel,
    UITextEntryLine,
)

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.computer import kind_label
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.errors import InvalidOptionsError
from neurodrez_desktop.core.record import SEAT_KINDS, Seat
from neurodrez_desktop.core.rng import SEED_MAX
from neurodrez_desktop.core.text import LINE_LIMIT, NAME_LIMIT, safe_name
from neurodrez_desktop.ui import draw, theme

"""The largest seed the seed box takes (19 digits); a save keeps the seed as a JSON number,
which Python reads back only up to 4300 digits, and int() too refuses more."""
SEED_BOX_LIMIT = 20
"""Characters the seed box holds: one more than SEED_MAX has, so a longer number shows
as too long and is refused, never silently cut to a seed that would start (pygame_gui
also slows quadratically with a line's length: 5000 typed digits took minutes)."""
SEED_REFUSED = (f"The seed must be a whole number from 0 to {SEED_MAX}, or leave it empty "
                "for a random one.")


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app: Any, entry: GameEntry, seats: list[Seat] | None = None,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.entry = entry
        self.rules = entry.rules
        spec = self.rules.spec
        self.players = len(seats) if seats else spec.default_players or spec.min_players
        self.names = [s.name for s in seats] if seats else []
        self.kinds = [s.kind for s in seats] if seats else []
        self.options = self.rules.spec.resolve(options)
        self.error: str | None = None

    # -- widgets ------------------------------------------------------------------------------
    def enter(self) -> None:
        spec = self.rules.spec
        ui, box = self.app.ui, self.widgets()
        self.count_menu = None
        if spec.min_players != spec.max_players:
            counts = [str(n) for n in spec.player_counts]
            self.count_menu = UIDropDownMenu(counts, str(self.players),
                                             pygame.Rect(380, 200, 160, 56), ui, container=box)
        self.name_entries: list[UITextEntryLine] = []
        self.kind_menus: list[UIDropDownMenu] = []
        for seat in range(self.players):
            entry = UITextEntryLine(pygame.Rect(320, 290 + seat * 76, 300, 56), ui,
                                    container=box)
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(self.names[seat] if seat < len(self.names) else f"Player {seat + 1}")
            self.name_entries.append(entry)
            kind = self.kinds[seat] if seat < len(self.kinds) else "human"
            self.kind_menus.append(UIDropDownMenu(
                [kind_label(k) for k in SEAT_KINDS], kind_label(kind),
                pygame.Rect(630, 290 + seat * 76, 350, 56), ui, container=box))
        self.option_widgets: dict[str, Any] = {}
        y = 200
        for opt in self.shown_options:
            UILabel(pygame.Rect(1000, y, 340, 56), opt.label, ui, container=box)
            rect = pygame.Rect(1340, y, 460, 56)
            if opt.free_text:
                widget = UITextEntryLine(rect, ui, container=box, placeholder_text=opt.default)
                widget.set_text_length_limit(LINE_LIMIT)  # a FEN is under 100 characters
                value = self.options[opt.name]
                widget.set_text("" if value == opt.default else value)
            elif opt.is_flag:
                widget = UICheckBox(pygame.Rect(1340, y + 12, 32, 32), "", ui, container=box,
                                    initial_state=bool(self.options[opt.name]),
                                    tool_tip_text=opt.help or None)
            else:
                labels = [opt.label_of(c) for c in opt.choices]
                widget = UIDropDownMenu(labels, opt.label_of(self.options[opt.name]), rect, ui,
                                        container=box, expansion_height_limit=420)
            self.option_widgets[opt.name] = widget
            y += self.row_height
        self.seed_entry = UITextEntryLine(pygame.Rect(1340, y, 300, 56), ui, container=box,
                                          placeholder_text="random")
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(SEED_BOX_LIMIT)
        self.seed_y = y
        self.start_button = self.button((1560, 960, 300, 80), "Start game", None, "#primary")
        self.rules_button = self.button((1240, 960, 300, 80), "Rules")
        self.back_button = self.button((60, 960, 240, 80), "Back")

    @property
    def shown_options(self) -> list[Any]:
        """Options with a choice to make (one with a single choice is set elsewhere)."""
        return [opt for opt in self.rules.spec.options
                if len(opt.choices) > 1 or opt.free_text]

    @property
    def row_height(self) -> int:
        """Option rows share the height between the title and the buttons."""
        return min(100, 680 // (len(self.shown_options) + 1))

    def read_options(self) -> dict[str, Any]:
        options = dict(self.options)
        for opt in self.shown_options:
            widget = self.option_widgets[opt.name]
            if opt.free_text:
                options[opt.name] = widget.get_text().strip() or opt.default
            elif opt.is_flag:
                options[opt.name] = bool(widget.get_state())
            else:
                chosen = widget.selected_option
                text = chosen[0] if isinstance(chosen, tuple) else chosen
                labels = [opt.label_of(c) for c in opt.choices]
                options[opt.name] = opt.choices[labels.index(text)]
        return options

    def read_seats(self) -> list[Seat]:
        seats = []
        labels = {kind_label(k): k for k in SEAT_KINDS}
        for seat, entry in enumerate(self.name_entries):
            name = safe_name(entry.get_text()) if entry.get_text().strip() else \
                f"Player {seat + 1}"  # a pasted newline or NUL is shown, never drawn raw
            chosen = self.kind_menus[seat].selected_option
            text = chosen[0] if isinstance(chosen, tuple) else chosen
            seats.append(Seat(name, labels.get(text, "human")))
        return seats

    # -- input --------------------------------------------------------------------------------
    def handle(self, intent: Any) -> None:
        if isinstance(intent, intents.Back):
            self.app.pop()
        elif isinstance(intent, intents.Confirm):
            self.start()
        elif isinstance(intent, intents.Widget):
            element = intent.element
            if element is self.start_button:
                self.start()
            elif element is self.back_button:
                self.app.pop()
            elif element is self.rules_button:
                self.app.nav.rules(self.entry.id)
            elif (element is self.count_menu
                  and intent.event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED):
                self.rebuild(players=int(intent.event.text))

    def rebuild(self, players: int) -> None:
        """Change the number of players, keeping names and options already chosen."""
        options, seats = self.read_options(), self.read_seats()
        seats = (seats + [Seat(f"Player {k + 1}") for k in range(len(seats), players)])[:players]
        self.app.nav.rebuild_setup(self.entry.id, seats, options)

    def read_seed(self) -> int | None:
        """The typed seed; None when the box is empty (a random seed). ValueError with
        SEED_REFUSED for anything but 0..SEED_MAX, checked by its digits first."""
        text = self.seed_entry.get_text().strip()
        if not text:
            return None
        if not (text.isascii() and text.isdecimal()) or len(text.lstrip("0")) > 19 \
                or int(text) > SEED_MAX:
            raise ValueError(SEED_REFUSED)
        return int(text)

    def start(self) -> None:
        try:
            seed = self.read_seed()
        except ValueError as exc:
            self.error = str(exc)
            return
        try:
            self.app.nav.start_new_game(self.rules, self.read_seats(), self.read_options(),
                                        seed)
        except InvalidOptionsError as exc:
            self.error = str(exc)
        except (OSError, ValueError) as exc:  # the game's table could not be built
            self.error = f"{self.entry.title} cannot be started: {exc}"

    def _options_now(self) -> dict[str, Any] | None:
        """The options as the widgets now say, resolved; None while they cannot start a
        game (the seats then show the defaults' sides)."""
        try:
            return self.rules.resolve_options(self.read_options())
        except InvalidOptionsError:
            return None

    @functools.cached_property
    def preview(self) -> Callable[[pygame.Surface, pygame.Rect, str, Any], None] | None:
        """The game table's ``preview_option(canvas, rect, name, value)``, if it has one:
        a picture of an option's value (a figure style) beside its menu."""
        if self.entry.table is None:
            return None
        return self.entry.table().preview_option

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        spec = self.rules.spec
        options = self._options_now()  # read once a frame: seats, seating and previews
        draw.label(canvas, f"New game of {spec.title}", (60, 50), 60, theme.ACCENT, bold=True)
        draw.label(canvas, "Players", (60, 205), 34, bold=True)
        if self.count_menu is None:
            draw.label(canvas, f"{self.players}", (380, 205), 34)
        for seat in range(self.players):
            y = 290 + seat * 76
            side = self.rules.side_name(seat, self.players, options)
            colours = self.rules.side_colours(seat, self.players, options)
            draw.seat_badge(canvas, (100, y + 28), 24, seat, draw.side_letter(side), colours)
            draw.label(canvas, side, (140, y + 10),
                       32 if theme.font(32).size(side)[0] < 170 else 22)
        seating = self.rules.seating(self.players, options) if options is not None else ""
        if seating:
            draw.paragraph(canvas, seating, pygame.Rect(60, 296 + self.players * 76, 900, 110),
                           24, theme.TEXT_DIM)
        draw.label(canvas, "Options", (1000, 140), 34, bold=True)
        y = 200
        for opt in self.shown_options:
            if opt.help:
                draw.paragraph(canvas, opt.help, pygame.Rect(1000, y + 58, 820, 40), 22,
                               theme.TEXT_DIM)
            if self.preview is not None and options is not None:
                self.preview(canvas, pygame.Rect(1810, y, 100, 56), opt.name, options[opt.name])
            y += self.row_height
        draw.label(canvas, "Seed (optional)", (1000, self.seed_y + 12), 30)
        draw.paragraph(canvas, "The same seed and moves replay the same game.",
                       pygame.Rect(1000, self.seed_y + 62, 820, 40), 22, theme.TEXT_DIM)
        if self.error:
            box = pygame.Rect(60, 760, 900, 160)  # left of the options, above the buttons
            draw.panel(canvas, box, (70, 40, 40), theme.REFUSED)
            draw.paragraph(canvas, self.error, box.inflate(-30, -20), 28)
