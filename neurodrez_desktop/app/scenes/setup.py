"""Game setup: players (names and who plays each seat), every option of the game's spec as
the right widget with its one-line explanation, and an optional seed.

The screen opens with what the game was last started with (``app/last_setup.py``);
"Defaults" puts back the game's defaults. An option offers only the values that can start
a game together with the others: the rules decide (``offered_choices`` tries each value
through ``resolve_options`` and ``initial_state``), so no game is named here.

Every control is reached by keys (``app/focus.py``): Tab goes down the players, then the
options, the seed and the buttons; Esc leaves a name box (its text kept) and a second Esc
goes back to the menu.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UICheckBox,
    UILabel,
    UITextEntryLine,
)

from neurodrez_desktop.app.computer import (
    computer_name,
    is_automatic_name,
    kind_label,
    level_of,
)
from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.last_setup import LastSetupStore
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.errors import InvalidOptionsError
from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.core.protocol import Option, Rules
from neurodrez_desktop.core.record import SEAT_KINDS, Seat
from neurodrez_desktop.core.rng import SEED_MAX
from neurodrez_desktop.core.seat_words import seat_name
from neurodrez_desktop.core.text import LINE_LIMIT, NAME_LIMIT, safe_name
from neurodrez_desktop.ui import draw, intents, theme

"""The largest seed the seed box takes (19 digits); a save keeps the seed as a JSON number,
which Python reads back only up to 4300 digits, and int() too refuses more."""
SEED_BOX_LIMIT = 20
"""Characters the seed box holds: one more than SEED_MAX has, so a longer number shows
as too long and is refused, never silently cut to a seed that would start (pygame_gui
also slows quadratically with a line's length: 5000 typed digits took minutes)."""
OPTION_CHANGED = (pygame_gui.UI_DROP_DOWN_MENU_CHANGED, pygame_gui.UI_CHECK_BOX_CHECKED,
                  pygame_gui.UI_CHECK_BOX_UNCHECKED)
KEYS_HINT = pygame.Rect(600, 962, 620, 76)
"""Between Defaults and Rules: how the keys work this screen."""
SEED_REFUSED = N_("The seed must be a whole number from 0 to {most}, or leave it empty for a "
                  "random one.")
"""Said (with ``{most}``: SEED_MAX) when the seed box holds anything else."""
OptionWidget = UITextEntryLine | UICheckBox | draw.WideDropDown
"""An option's widget: a text box (free text), a checkbox (a flag) or a drop-down."""

def automatic_name(seat: int, kind: str, taken: list[str]) -> str:
    """The name a seat of ``kind`` gets: "Player N" for a person, "Computer (<Level>)" for
    a computer, numbered from 2 when another seat already has that name (``taken``)."""
    level = level_of(kind)
    if level is None:
        return seat_name(seat)
    base, n = computer_name(level), 1
    name = base
    while name in taken:
        n += 1
        name = f"{base} {n}"
    return name


def _starts(rules: Rules[Any, Any], players: int, options: Mapping[str, Any]) -> str | None:
    """None if these options start a game; else the rules' reason why not."""
    try:
        rules.initial_state(players, rules.resolve_options(options))
    except InvalidOptionsError as exc:
        return str(exc)
    return None


def offered_choices(rules: Rules[Any, Any], players: int, options: Mapping[str, Any],
                    words: Callable[[str], str] = str
                    ) -> tuple[dict[str, tuple[Any, ...]], dict[str, Any], list[str]]:
    """Which values each option offers, the options made consistent, and notes.

    Options are taken in the spec's order. A value is offered if the rules start a game
    with it and the options before it as chosen — with the later ones as they are, or
    else at their defaults (choosing it then moves the later ones). An option whose value
    is not offered takes its default (or the first value offered) and a note says why in
    the rules' words. Where no value starts a game (a bad start position typed in) every
    value is offered and Start says what is wrong. Cosmetic options never change a game:
    all their values are offered. ``words`` says an option's label and its values' labels
    in the player's language (the game's catalog).
    """
    spec = rules.spec
    current = spec.resolve(options)
    offered: dict[str, tuple[Any, ...]] = {}
    notes: list[str] = []
    for i, opt in enumerate(spec.options):
        if opt.free_text or len(opt.choices) < 2:
            continue
        if opt.cosmetic:
            offered[opt.name] = tuple(opt.choices)
            continue
        later_default = {o.name: o.default for o in spec.options[i + 1:]
                         if not (o.free_text or o.cosmetic)}
        valid = tuple(c for c in opt.choices
                      if _starts(rules, players, {**current, opt.name: c}) is None
                      or _starts(rules, players,
                                 {**current, **later_default, opt.name: c}) is None)
        offered[opt.name] = valid or tuple(opt.choices)
        value = current[opt.name]
        if valid and value not in valid:
            why = _starts(rules, players, current) or ""
            now = opt.default if opt.default in valid else valid[0]
            current[opt.name] = now
            changed = _("{option} is now {value}").format(option=words(opt.label),
                                                          value=words(opt.label_of(now)))
            notes.append(_("{change} ({why}).").format(change=changed, why=why) if why
                         else _("{change}.").format(change=changed))
    return offered, current, notes


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app: Any, entry: GameEntry, seats: list[Seat] | None = None,
                 options: dict[str, Any] | None = None) -> None:
        """``seats`` and ``options`` both None: what the game was last started with (the
        defaults where nothing usable is remembered); ``[]`` and ``{}``: the defaults."""
        super().__init__(app)
        self.entry = entry
        self.rules = entry.rules
        spec = self.rules.spec
        problem = None
        if seats is None and options is None:
            store = LastSetupStore()
            remembered = store.load(self.rules)
            seats, options, problem = remembered.seats, remembered.options, store.problem
        self.players = len(seats) if seats else spec.default_players or spec.min_players
        self.names = [s.name for s in seats] if seats else []
        self.kinds = [s.kind for s in seats] if seats else []
        self.offered, self.options, notes = offered_choices(
            self.rules, self.players, spec.resolve(options), self.words)
        self.error: str | None = None
        self.note: str | None = " ".join(notes) or problem
        """What the screen changed by itself (an option that no longer fitted the others)."""

    def words(self, text: str) -> str:
        """One of the game's texts (an option's label, a value's label, its help) in the
        player's language, from the game's catalog."""
        return self.entry.catalog.gettext(text) if text else text

    def value_label(self, opt: Option, value: Any) -> str:
        """How the option's menu names ``value``, in the player's language."""
        return self.words(opt.label_of(value))

    # -- widgets ------------------------------------------------------------------------------
    def enter(self) -> None:
        spec = self.rules.spec
        ui, box = self.app.ui, self.widgets()
        self.count_menu = None
        if spec.min_players != spec.max_players:
            counts: list[str | tuple[str, str]] = [str(n) for n in spec.player_counts]
            self.count_menu = draw.WideDropDown(counts, str(self.players),
                                             pygame.Rect(380, 200, 160, 56), ui, container=box)
        self.name_entries: list[UITextEntryLine] = []
        self.kind_menus: list[draw.WideDropDown] = []
        for seat in range(self.players):
            entry = UITextEntryLine(pygame.Rect(320, 290 + seat * 76, 340, 56), ui,
                                    container=box)
            entry.set_text_length_limit(NAME_LIMIT)
            kind = self.kinds[seat] if seat < len(self.kinds) else "human"
            entry.set_text(self.names[seat] if seat < len(self.names)
                           else automatic_name(seat, kind, []))
            self.name_entries.append(entry)
            self.kind_menus.append(draw.WideDropDown(
                [kind_label(k) for k in SEAT_KINDS], kind_label(kind),
                pygame.Rect(670, 290 + seat * 76, 350, 56), ui, container=box))
        self.option_widgets: dict[str, OptionWidget] = {}
        self.option_labels: dict[str, Any] = {}
        self.option_rows: dict[str, int] = {}
        y = 200
        for opt in self.shown_options:
            label = self.words(opt.label)
            small = theme.font(30).size(label)[0] > 290  # a longer language's label
            self.option_labels[opt.name] = UILabel(pygame.Rect(1040, y, 300, 56), label, ui,
                                                   container=box,
                                                   object_id="#small" if small else None)
            self.option_rows[opt.name] = y
            self.option_widgets[opt.name] = self._option_widget(opt)
            y += self.row_height
        self._show_needed()
        self.seed_entry = UITextEntryLine(pygame.Rect(1340, y, 300, 56), ui, container=box,
                                          placeholder_text=_("random"))
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(SEED_BOX_LIMIT)
        self.seed_y = y
        self.start_button = self.button((1560, 960, 300, 80), _("Start game"), None,
                                        "#primary")
        self.rules_button = self.button((1240, 960, 300, 80), _("Rules"))
        self.back_button = self.button((60, 960, 240, 80), _("Back"))
        self.defaults_button = self.button(
            (320, 960, 260, 80), _("Defaults"),
            _("The game's own players and options (the screen opens with the last ones)"))
        self.focus = FocusRing(self.controls)

    def uncover(self) -> None:
        super().uncover()  # the container shows every widget: hide the unneeded again
        if hasattr(self, "option_widgets"):
            self._show_needed()

    def controls(self) -> list[Any]:
        """Every control in Tab order: the players' column, the options, the seed, the
        buttons left to right."""
        seats = [w for pair in zip(self.name_entries, self.kind_menus, strict=True)
                 for w in pair]
        return ([self.count_menu] if self.count_menu is not None else []) + seats + [
            self.option_widgets[opt.name] for opt in self.shown_options
            if self.in_use(opt)] + [
            self.seed_entry, self.back_button, self.defaults_button, self.rules_button,
            self.start_button]

    def _option_widget(self, opt: Option) -> OptionWidget:
        """The widget of one option, in its row, offering the values offered now."""
        ui, box, y = self.app.ui, self.widgets(), self.option_rows[opt.name]
        rect = pygame.Rect(1340, y, 460, 56)
        value = self.options[opt.name]
        widget: OptionWidget
        if opt.free_text:
            widget = UITextEntryLine(rect, ui, container=box, placeholder_text=opt.default)
            widget.set_text_length_limit(LINE_LIMIT)  # a FEN is under 100 characters
            widget.set_text("" if value == opt.default else value)
        elif opt.is_flag:
            widget = UICheckBox(pygame.Rect(1340, y + 12, 32, 32), "", ui, container=box,
                                initial_state=bool(value),
                                tool_tip_text=self.words(opt.help) or None)
            if len(self.offered[opt.name]) < 2:  # the other options leave no choice
                widget.disable()
        else:
            labels: list[str | tuple[str, str]] = [self.value_label(opt, c)
                                                   for c in self.offered[opt.name]]
            widget = draw.WideDropDown(labels, self.value_label(opt, value), rect, ui,
                                    container=box, expansion_height_limit=420)
        return widget

    def refresh_options(self) -> None:
        """After an option changed: offer what fits the others now, rebuilding a widget
        whose values changed, and say what the screen had to change."""
        chosen = self.read_options()
        self.offered, self.options, notes = offered_choices(self.rules, self.players, chosen,
                                                            self.words)
        for opt in self.shown_options:
            widget = self.option_widgets[opt.name]
            if isinstance(widget, UITextEntryLine):  # free text: nothing offered
                continue
            offered = self.offered[opt.name]
            shown = (tuple(opt.choices) if widget.is_enabled else (chosen[opt.name],)) \
                if isinstance(widget, UICheckBox) else tuple(  # a flag, else a drop-down
                    self._choice(opt, item) for item in widget.options_list)
            if shown != offered or chosen[opt.name] != self.options[opt.name]:
                # pygame_gui's kill is unannotated; on our WideDropDown it escapes the
                # config's untyped_calls_exclude of pygame_gui
                widget.kill()  # type: ignore[no-untyped-call]
                self.option_widgets[opt.name] = self._option_widget(opt)
                if self.focus is not None and self.focus.focused is widget:
                    self.focus.focused = self.option_widgets[opt.name]  # the ring stays
        self.note = " ".join(notes) or None
        self._show_needed()

    def in_use(self, opt: Option) -> bool:
        """Whether ``opt`` matters with the options as chosen (``Option.needs``)."""
        return not opt.needs or bool(self.options.get(opt.needs))

    def _show_needed(self) -> None:
        """An option that matters only with a flag that is off (the bets without betting)
        is not shown; its row waits for the flag."""
        for opt in self.shown_options:
            for widget in (self.option_labels[opt.name], self.option_widgets[opt.name]):
                if self.in_use(opt):
                    widget.show()
                else:
                    widget.hide()

    def _choice(self, opt: Option, item: Any) -> Any:
        """The value of a drop-down item (pygame_gui gives text or (text, id))."""
        text = item[0] if isinstance(item, tuple) else item
        return opt.choices[[self.value_label(opt, c) for c in opt.choices].index(text)]

    def kind_changed(self, seat: int) -> None:
        """A seat's kind was switched: a name the screen gave follows the kind ("Player 2"
        ↔ "Computer (Normal)"); a name someone typed stays."""
        entry = self.name_entries[seat]
        if not is_automatic_name(entry.get_text()):
            return
        kind = self.read_seats()[seat].kind
        taken = [e.get_text().strip() for i, e in enumerate(self.name_entries) if i != seat]
        entry.set_text(automatic_name(seat, kind, taken))

    @property
    def shown_options(self) -> list[Any]:
        """Options with a choice to make (one with a single choice is set elsewhere)."""
        return [opt for opt in self.rules.spec.options
                if len(opt.choices) > 1 or opt.free_text]

    @property
    def row_height(self) -> int:
        """Option rows share the height between the title and the buttons: the rows
        start at 200 and the seed row, 62 high and 30 clear of them, ends by 960."""
        return min(100, 668 // max(1, len(self.shown_options)))

    def read_options(self) -> dict[str, Any]:
        options = dict(self.options)
        for opt in self.shown_options:
            widget = self.option_widgets[opt.name]
            if isinstance(widget, UITextEntryLine):  # free text
                options[opt.name] = widget.get_text().strip() or opt.default
            elif isinstance(widget, UICheckBox):  # a flag
                options[opt.name] = bool(widget.get_state())
            else:
                options[opt.name] = self._choice(opt, widget.selected_option)
        return options

    def read_seats(self) -> list[Seat]:
        seats = []
        labels = {kind_label(k): k for k in SEAT_KINDS}
        for seat, entry in enumerate(self.name_entries):
            name = safe_name(entry.get_text()) if entry.get_text().strip() else \
                seat_name(seat)  # a pasted newline or NUL is shown, never drawn raw
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
            elif element is self.defaults_button:
                self.app.nav.rebuild_setup(self.entry.id, [], {})
                self._keep_focus("defaults_button")
            elif (element is self.count_menu
                  and intent.event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED):
                self.rebuild(players=int(intent.event.text))
            elif (element in self.kind_menus
                  and intent.event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED):
                self.kind_changed(self.kind_menus.index(element))
            elif (intent.event.type in OPTION_CHANGED
                  and any(element is w for w in self.option_widgets.values())):
                self.refresh_options()

    def rebuild(self, players: int) -> None:
        """Change the number of players, keeping names and options already chosen."""
        options, seats = self.read_options(), self.read_seats()
        seats = (seats + [Seat(automatic_name(k, "human", []))
                          for k in range(len(seats), players)])[:players]
        self.app.nav.rebuild_setup(self.entry.id, seats, options)
        self._keep_focus("count_menu")

    def _keep_focus(self, control: str) -> None:
        """The screen was built anew (another player count, Defaults): a ring shown stays
        on the same control of the new one."""
        new = self.app.scenes.top
        if (self.focus is not None and self.focus.shown and isinstance(new, SetupScene)
                and new is not self and new.focus is not None):
            new.focus.focused = getattr(new, control)
            new.focus.shown = new.focus.focused is not None

    def read_seed(self) -> int | None:
        """The typed seed; None when the box is empty (a random seed). ValueError with
        SEED_REFUSED for anything but 0..SEED_MAX, checked by its digits first."""
        text = self.seed_entry.get_text().strip()
        if not text:
            return None
        if not (text.isascii() and text.isdecimal()) or len(text.lstrip("0")) > 19 \
                or int(text) > SEED_MAX:
            raise ValueError(_(SEED_REFUSED).format(most=SEED_MAX))
        return int(text)

    def start(self) -> None:
        try:
            seed = self.read_seed()
        except ValueError as exc:
            self.error = str(exc)
            return
        seats, options = self.read_seats(), self.read_options()
        try:
            self.app.nav.start_new_game(self.rules, seats, options, seed)
        except InvalidOptionsError as exc:
            self.error = str(exc)
        except (OSError, ValueError) as exc:  # the game's table could not be built
            self.error = _("{game} cannot be started: {error}").format(
                game=self.words(self.entry.title), error=exc)
        else:  # the next setup of this game opens with these
            LastSetupStore().remember(self.entry.id, seats, options)

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
        draw.label(canvas, _("New game of {game}").format(game=self.words(spec.title)),
                   (60, 50), 60, theme.ACCENT, bold=True)
        draw.label(canvas, _("Players"), (60, 205), 34, bold=True)
        if self.count_menu is None:
            draw.label(canvas, f"{self.players}", (380, 205), 34)
        for seat in range(self.players):
            y = 290 + seat * 76
            side = self.entry.presenter.side_name(seat, self.players, options)
            colours = self.entry.presenter.side_colours(seat, self.players, options)
            draw.seat_badge(canvas, (100, y + 28), 24, seat, draw.side_letter(side), colours)
            draw.label(canvas, side, (140, y + 10),
                       32 if theme.font(32).size(side)[0] < 170 else 22)
        seating = self.entry.presenter.seating(self.players, options) if options is not None else ""
        if seating:
            draw.paragraph(canvas, seating, pygame.Rect(60, 296 + self.players * 76, 900, 110),
                           24, theme.TEXT_DIM)
        if self.entry.setup_note:  # under the seating, above the note box at 760
            top = 296 + self.players * 76 + (120 if seating else 0)
            draw.paragraph(canvas, self.words(self.entry.setup_note),
                           pygame.Rect(60, top, 900, max(40, 750 - top)), 24, theme.TEXT_DIM)
        draw.label(canvas, _("Options"), (1040, 140), 34, bold=True)
        y = 200
        for opt in self.shown_options:
            if not self.in_use(opt):  # its row waits for its flag, help and picture too
                y += self.row_height
                continue
            if opt.help:
                draw.paragraph(canvas, self.words(opt.help), pygame.Rect(1040, y + 58, 860, 40), 22,
                               theme.TEXT_DIM)
            if self.preview is not None and options is not None:
                self.preview(canvas, pygame.Rect(1810, y, 100, 56), opt.name, options[opt.name])
            y += self.row_height
        draw.fitted_label(canvas, _("Seed (optional)"), (1040, self.seed_y + 12), 290, 30)
        draw.paragraph(canvas, _("Tab or the arrows: the next control. Enter opens a list or "
                                 "presses a button. Esc leaves a name box, then goes back."),
                       KEYS_HINT, 22, theme.TEXT_DIM)
        draw.paragraph(canvas, _("The same seed and moves replay the same game."),
                       pygame.Rect(1040, self.seed_y + 62, 860, 40), 22, theme.TEXT_DIM)
        if self.error or self.note:
            box = pygame.Rect(60, 760, 900, 160)  # left of the options, above the buttons
            if self.error:
                draw.panel(canvas, box, (70, 40, 40), theme.REFUSED)
            else:
                draw.panel(canvas, box, theme.PANEL, theme.ACCENT)
            draw.paragraph(canvas, self.error or self.note or "", box.inflate(-30, -20), 28)
