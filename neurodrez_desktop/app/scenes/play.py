"""The play scene: the table of any game, whose turn it is, the move log and the buttons.

The state changes at once when an action is played; the game's view then animates it
while input waits. Every action is written to the game's own file of unfinished games
(``saves.keep``), which goes when the game ends. In a game with hidden information the table
is drawn for one seat at a time (``viewer``), and a handoff screen covers it whenever
the next human seat differs from the one shown.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from neurodrez_desktop.app.computer import ComputerSeats, thinker_words
from neurodrez_desktop.app.move_list import MoveListPanel, pair_rows
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.app.session import GameSession, move_number
from neurodrez_desktop.app.sitting import sitting_unit, total_words
from neurodrez_desktop.app.table_cursor import TableCursor, button_targets, keys_key
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.core.notice import Notice, read, refusing
from neurodrez_desktop.core.protocol import CHANCE, ONLOOKER, TERMINAL
from neurodrez_desktop.core.rng import derived_rng
from neurodrez_desktop.core.rulings import cited, find_ruling
from neurodrez_desktop.ui import draw, intents, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import GameController, Reaction, Target, open_table

LOG_LINE = 34
LOG_SIZE = 24
LOG_PAGE = 6
"""Rows a Page Up or Page Down moves the Moves panel."""
CHANCE_PAUSE = 0.25
PLAY_HINT = "Play hint"
"""The button beside a hint's message that plays it."""
MOVES_TAB, EVENTS_TAB = "moves", "events"
LOG_KEYS = {pygame.K_PAGEUP: LOG_PAGE, pygame.K_PAGEDOWN: -LOG_PAGE, pygame.K_END: -10**6}
"""Keys that scroll the Moves panel (End: back to the newest entry)."""


WATCH_LABELS = (("Pause", "Resume"), ("Step",), ("Speed: slow", "Speed: normal",
                                                  "Speed: fast"))
"""Every label the Pause, Step and Speed buttons can have."""


def _watch_row(width: int) -> tuple[tuple[int, int, int], str | None]:
    """The widths of Pause, Step and Speed in a row ``width`` wide (10 apart), each as
    wide as its longest label needs and the rest shared out, and the button font that
    fits them all: the theme's own, else its small one (a narrow table's row)."""
    for size, object_id in ((30, None), (22, "#small")):
        needs = [max(theme.font(size).size(label)[0] for label in labels) + 28
                 for labels in WATCH_LABELS]
        spare = width - 20 - sum(needs)
        if spare >= 0 or object_id is not None:
            share = max(0, spare) // 3
            return (needs[0] + share, needs[1] + share, needs[2] + share), object_id
    raise AssertionError("unreachable")


def make_controller(entry: GameEntry, session: GameSession,
                    layout: dict[str, pygame.Rect]) -> GameController:
    """The game's table for this session (its own choices from a stream of the seed)."""
    record = session.record
    return open_table(entry, len(record.players), record.options,
                      tuple(seat.name for seat in record.players),
                      derived_rng(record.seed, "table"), layout)


class PlayScene(Scene):
    name = "play"

    def __init__(self, app: Any, session: GameSession, entry: GameEntry,
                 kept_in: Path | None = None, new: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.kept_in = kept_in
        """The game's own file of unfinished games (None until it is first written)."""
        self.new = new
        """A game started here (written at once, so Resume finds it), not one read from
        a named save (written once it changes: opening a save and leaving costs nothing)."""
        self.entry = entry
        self.rules = session.rules
        self.layout = table_layout(entry)
        self.controller = make_controller(entry, session, self.layout)
        self.viewer: int | None = None
        self.notice: Notice | None = None
        """The message box's words, until the next move or input: a refusal, a hint, a
        confirmation; None: the table's own prompt."""
        self.finished = False
        self.chance_wait = 0.0
        self.log_scroll = 0
        self._log_cache: tuple[Any, list[Any]] | None = None
        self._line_surfaces: dict[tuple[str | None, str, int], pygame.Surface] = {}
        self._log_layout: list[tuple[str, int, Any, Any]] | None = None
        self._log_painted: tuple[list[Any], int, pygame.Surface] | None = None
        self.log_tab = MOVES_TAB if session.keeps_moves else EVENTS_TAB
        """What the Moves panel shows: a game's move list (``Rules.move_words``), or its
        log of every event (the only one of a game without a move list)."""
        self._log_tabs: dict[str, pygame.Rect] = {}  # the tabs as last drawn (panel's own)
        self._moves_cache: tuple[Any, list[Any]] | None = None
        self.move_panel = MoveListPanel()
        self._status_layer = draw.Layer()
        """The status bar, painted when what it says changes (a few times a turn)."""
        """What the Moves panel last showed (the log's entries, the scroll) and its paint."""
        self._wraps: dict[tuple[str, int], list[str]] = {}
        self._badge_letters = [draw.side_letter(session.side_name(s))
                               for s in range(len(session.seats))]
        self._badge_colours = [session.side_colours(s) for s in range(len(session.seats))]
        self._view_cache: tuple[Any, int, Any] | None = None
        self._chance: tuple[Any, Any, bool] | None = None
        self.computers = ComputerSeats(session, app.settings)
        self.hint_action: Any = None
        self._hint_spot: Any = None
        """Where the hint's move is lit, found when it came: the key of the table's target
        there (its rectangle looked up afresh, so a pan or zoom keeps it), else a box."""
        self.thinking_time = 0.0
        self.call_player = False  # a computer moved: the next person's turn is sounded
        self.watched = False
        """The screen was passed without a handoff for a public turn (both players may
        be looking): the next private turn gets a handoff even for the same seat."""
        self._rule_link: tuple[pygame.Rect, str] | None = None
        """The message's "Rule B7" link as last drawn: a click opens that ruling."""
        self._rule_for: tuple[Notice | None, tuple[pygame.Rect, str] | None] = (None, None)
        self.shown_words: str | None = None
        """The message box's words as last drawn (its lead ruling id is the link)."""
        self.pending: tuple[Any, Any] | None = None
        """With "Confirm moves": the move waiting for Confirm or Cancel, and the state it
        was made in. It is drawn as a hint is (the table's marks for it on the position
        before it), so a pending move shows nothing the mover does not know yet."""

        self.cursor = TableCursor(self._cursor_targets, self.handle, self.controller.show,
                                  self._digits_taken, self.seat_at_keys)
        """The board cursor (arrows, Tab, Enter, digits): ``app/table_cursor.py``."""

    # -- life cycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        box = self.layout["buttons"]
        w = (box.w - 30) // 4
        self.undo_button = self.button((box.x, box.y, w, 64), "Undo",
                                       "Take back your own last move (Ctrl+Z)")
        self.save_button = self.button((box.x + (w + 10), box.y, w, 64), "Save",
                                       "Save this game to continue later")
        self.rules_button = self.button((box.x + 2 * (w + 10), box.y, w, 64), "Rules")
        self.menu_button = self.button((box.x + 3 * (w + 10), box.y, w, 64), "Menu", "Esc")
        self.hint_button = self.button((box.x, box.y + 74, w * 2 + 10, 56), "Hint",
                                       "What would the Normal computer play?")
        # Watching computers: Pause and Step take the place of Hint (no one to hint to).
        (pause, step, speed), object_id = _watch_row(box.w)
        x, y = box.x, box.y + 74
        self.pause_button = self.button((x, y, pause, 56), "Pause",
                                        "Stop the computers after the move in hand (P or Space)",
                                        object_id)
        self.step_button = self.button((x + pause + 10, y, step, 56), "Step",
                                       "One computer move, then paused again (N, right arrow)",
                                       object_id)
        self.speed_button = self.button((box.right - speed, y, speed, 56), "Speed: normal",
                                        "How fast computers play", object_id)
        half = (box.w - 10) // 2
        self.confirm_button = self.button((x, y, half, 56), "Confirm",
                                          "Play the move shown (Enter)")
        self.cancel_button = self.button((box.right - half, y, half, 56), "Cancel",
                                         "Take the move shown back (Esc)")
        self.play_hint_button = self.button(self._play_hint_rect(), PLAY_HINT,
                                            "Play the move the hint shows (Enter)", "#small")
        self._show_watch_controls()
        if self.new:
            self._autosave()
        humans = [seat for seat in range(len(self.session.seats)) if self.session.is_human(seat)]
        if not self.session.hides_information:
            self.viewer = self._seat_at_screen()
        elif len(humans) == 1:  # one person against computers: no handoff needed
            self.viewer = humans[0]

    def leave(self) -> None:
        self.computers.cancel()
        super().leave()

    def uncover(self) -> None:
        super().uncover()  # shows every widget again, the speed control included
        self._show_watch_controls()

    def _show_watch_controls(self) -> None:
        """Speed, Pause and Step only while watching computers; Hint only with a person;
        Confirm and Cancel in Hint's place while a move waits for them."""
        watching = self.computers.all_computers
        for button in (self.speed_button, self.pause_button, self.step_button):
            button.show() if watching else button.hide()
        waiting = self.pending is not None
        self.hint_button.hide() if watching or waiting else self.hint_button.show()
        self._show_play_hint()
        for button in (self.confirm_button, self.cancel_button):
            button.show() if waiting else button.hide()

    def _play_hint_rect(self) -> pygame.Rect:
        """The Play hint button's place: the message box's bottom right corner."""
        box = self.layout["message"]
        width = theme.font(22).size(PLAY_HINT)[0] + 36
        return pygame.Rect(box.right - 10 - width, box.bottom - 10 - 48, width, 48)

    def _show_play_hint(self) -> None:
        """Play hint is shown exactly while a hint could be played now."""
        shown = self.hint_playable()
        if shown != bool(self.play_hint_button.visible):
            self.play_hint_button.show() if shown else self.play_hint_button.hide()

    def may_ask_hint(self) -> bool:
        """A hint is for the person to act at the screen: not while a computer moves."""
        player = self.session.current_player
        return player >= 0 and player == self.viewer and self.session.is_human(player)

    def _seat_at_screen(self) -> int:
        player = self.session.current_player
        if player >= 0:
            return player
        return self.viewer if self.viewer is not None else 0

    # -- the flow of the game -----------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.controller.view.busy

    def update(self, dt: float) -> None:
        self.controller.view.update(dt)
        can_undo = self.can_undo()
        if can_undo != self.undo_button.is_enabled:
            self.undo_button.enable() if can_undo else self.undo_button.disable()
        can_hint = self.may_ask_hint()
        if can_hint != self.hint_button.is_enabled:  # greyed while a computer moves
            self.hint_button.enable() if can_hint else self.hint_button.disable()
        self._show_play_hint()
        if self.busy or self.pending is not None:
            return  # a pending move: nothing moves on until it is confirmed or cancelled
        player = self.session.current_player
        if player == TERMINAL:
            if not self.finished:
                self.finished = True
                self.app.sounds.play("end")
                self.app.saves.finished(self.kept_in)
                self.kept_in = None
                self.app.nav.results(self.session)
            return
        if player == CHANCE:
            if not self.computers.may_move:
                return  # watching, paused: chance waits too (a computer's move is held)
            owner = self.rules.chance_owner(self.session.state)
            if (owner is not None and self.session.hides_information
                    and self.session.is_human(owner) and (owner != self.viewer or self.watched)):
                self.hand_over(owner)  # the roller's screen first: they see their own roll
                return
            action, unseen = self._due_chance()
            self.chance_wait += dt
            if unseen or self.chance_wait >= CHANCE_PAUSE * self.app.settings.animation_factor:
                self.chance_wait = 0.0
                self.play(action)
            return
        self._take_finished_job(player)
        if not self.session.is_human(player):
            if not self.session.hides_information:
                self.viewer = player
            self.thinking_time += dt
            self.computers.step(dt, player)
            return
        self.thinking_time = 0.0
        auto = self.controller.auto_action(self.view(player), player)
        if auto is not None:  # asked for by this seat earlier; nothing to show or decide
            self.play(auto)
            return
        if not self.session.hides_information:
            self.viewer = player
        elif not self.rules.turn_is_private(self.session.state):
            if player != self.viewer:  # both may watch: the screen is not handed over
                self.viewer, self.watched = player, True
                self.controller.reset()
        elif player != self.viewer or self.watched:
            self.hand_over(player)
        if self.call_player:
            self.call_player = False
            self.app.sounds.play("turn")

    def _due_chance(self) -> tuple[Any, bool]:
        """The chance action due, and whether it is unseen (a face-down deal, played at
        once): worked out once per state, not in every frame of the pause."""
        state = self.session.state
        if self._chance is None or self._chance[0] is not state:  # an undo makes new states
            action = self.session.chance_outcome()
            self._chance = (state, action, not self.rules.in_log(state, action))
        return self._chance[1], self._chance[2]

    def _take_finished_job(self, player: int) -> None:
        job = self.computers.finished()
        if job is None or job.seat != player:
            return
        if job.error is not None:
            self.notice = refusing(f"The computer could not decide: {job.error}")
            return
        if job.purpose == "hint":
            self.hint_action = job.action
            self._hint_spot = self._find_hint_spot(player)
            label = self.rules.action_label(self.view(player),
                                            job.action, player)
            self.notice = Notice(f"Hint: {label}\nEnter, {PLAY_HINT} or a click "
                                          "on the lit target plays it.")
            self._show_play_hint()
        elif job.action in self.rules.legal_actions(self.session.state):
            self.play(job.action)
            self.computers.moved()
        else:
            self.notice = refusing(f"The computer chose an illegal {job.action}")

    def hand_over(self, seat: int) -> None:
        self.call_player = False
        self.app.sounds.play("turn")
        self.controller.reset()
        name = self.session.seats[seat].name
        side = self.session.side_name(seat)
        take_back = None
        point = self.session.undo_point()
        last = self.viewer
        if point is not None and last is not None and self.session.movers[point] == last:
            # offered only to its mover, the one handing the screen over
            take_back = (f"Take back {self.session.seats[last].name}'s move",
                         lambda: self._take_back_from_handoff(last))
        # The screen is in transit from here until ``seat`` takes it: the table under the
        # handoff is the onlooker's, so whatever is drawn over it or reached from it (the
        # game menu, its callouts, any overlay to come) can show no one's secrets — and
        # no word left for the last seat (a refusal, a hint) outlives its turn.
        self.viewer = None
        self.notice = None
        self.hint_action = None
        self.app.nav.handoff(seat, name, side, self._handed_over, take_back,
                             self.session.side_colours(seat))

    def _take_back_from_handoff(self, mover: int) -> None:
        """The mover takes their move back from the handoff screen (the next player may
        already hold the screen, so the mover gets it back through a handoff)."""
        self.undo(mover)

    def _handed_over(self, seat: int) -> None:
        self.viewer = seat
        self.watched = False
        self.notice = None

    def play(self, action: Any) -> None:
        """Apply an action (the controller chose it from the legal list), then animate."""
        before = self.session.state
        viewer = self.viewer
        mover = self.session.current_player
        try:
            after = self.session.apply(action)
        except IllegalActionError as exc:  # the controller offered something stale
            self.notice = read(str(exc), refused=True)
            self.app.sounds.play("refuse")
            return
        self.notice = None
        if mover >= 0:
            self.call_player = not self.session.is_human(mover)
        if mover != CHANCE or self.session.current_player != CHANCE:
            # Between two chance actions (a deal, a roll) nothing is saved: chance comes
            # from the seed and the position, so a resume works it out again.
            self._autosave()
        self.hint_action = None
        self.computers.cancel()  # a pending hint is stale now
        self.log_scroll = 0
        seat = self._public_seat() if viewer is None else viewer  # animate no secret
        seen_before, seen_after = self.rules.view_for(before, seat), self.rules.view_for(
            after, seat)
        sound = self.controller.view.animate(seen_before, action, seen_after,
                                             self.app.settings.animation_factor)
        if sound:
            self.app.sounds.play(sound)

    def _public_seat(self) -> int:
        return ONLOOKER  # nobody at the screen yet: every secret hidden

    def _autosave(self) -> None:
        """After every action; a disk problem is shown, and the game goes on."""
        try:
            self.kept_in = self.app.saves.keep(self.session, self.kept_in)
        except OSError as exc:
            self.notice = refusing(f"Autosave failed: {exc.strerror or exc}")

    # -- a move waiting for Confirm ("Confirm moves") -------------------------------------------
    def offer(self, action: Any) -> None:
        """A person's move: played at once, or, with "Confirm moves" and a move Undo could
        not take back (it ends the turn, meets a roll or a draw, or shows something),
        shown as pending until Confirm or Cancel."""
        if not self.app.settings.confirm_moves or self.session.takes_back(action):
            self.play(action)
            return
        seat, state = self.session.current_player, self.session.state
        self.pending = (action, state)
        self.controller.reset()
        self.hint_action = None
        label = self.rules.action_label(self.view(seat), action, seat)
        self.notice = Notice(f"{label}?\nConfirm (Enter) plays it; Cancel (Esc) "
                                      "takes it back.")
        self._show_watch_controls()

    def confirm_pending(self) -> None:
        action, state = self.pending
        self.pending = None
        self._show_watch_controls()
        if self.session.state is state:
            self.play(action)

    def cancel_pending(self) -> None:
        self.pending = None
        self._show_watch_controls()
        self.controller.undone()
        self.notice = Notice("Move cancelled: make another.")

    def _pending_input(self, intent: Any) -> bool:
        """While a move waits: Enter confirms, Esc and Ctrl+Z cancel (a click or key on
        the table is answered in ``react``); True when the intent was used so."""
        if isinstance(intent, intents.Widget):
            if intent.element is self.confirm_button and not self.busy:
                self.confirm_pending()
                return True
            if intent.element is self.cancel_button and not self.busy:
                self.cancel_pending()
                return True
            return False
        if isinstance(intent, intents.Back | intents.Undo | intents.Confirm):
            if not self.busy:
                self.confirm_pending() if isinstance(intent, intents.Confirm) else (
                    self.cancel_pending())
            return True
        return False

    def can_undo(self) -> bool:
        """Undo is possible and the move to take back is the shown seat's own."""
        if self.pending is not None:
            return True  # Undo cancels the move waiting for Confirm
        point = self.session.undo_point()
        if point is None:
            return False
        return self._may_take_back(point)

    def _may_take_back(self, point: int, seat: int | None = None) -> bool:
        """Only the player who made a move may take it back, public or not (README): the
        move at ``point`` must be the asking seat's — ``seat`` when the handoff's button
        says, else the seat at the screen. While a computer's turn is shown the screen is
        still with the person who moved last (the computer's moves go back with theirs)."""
        asking = self.viewer if seat is None else seat
        if asking is None:
            return False  # the screen is in transit: nobody is at it
        if not self.session.is_human(asking):
            asking = self.session.movers[point]
        return self.session.movers[point] == asking

    def undo(self, seat: int | None = None) -> None:
        point = self.session.undo_point()
        if point is None:
            self.notice = refusing("Nothing to take back: undo stops at dice, draws, "
                                          "reveals and the start of the game.")
            return
        mover = self.session.movers[point]
        if not self._may_take_back(point, seat):
            name = self.session.seats[mover].name
            self.notice = refusing(f"Only {name} can take back {name}'s move.")
            return
        self.computers.cancel()
        self.session.undo()
        self.hint_action = None
        self.controller.undone()
        self._autosave()
        self.notice = Notice("Move taken back.")

    # -- input ----------------------------------------------------------------------------------
    def handle(self, intent: Any) -> None:
        if self.pending is not None and self._pending_input(intent):
            return
        if isinstance(intent, intents.Widget):
            self._widget(intent.element)
            return
        if isinstance(intent, intents.Back):
            self.open_menu()
            return
        if keys_key(intent):
            self.app.nav.open("keys")
            return
        if isinstance(intent, intents.Confirm) and self.hint_playable():
            self.play_hint()  # Enter plays the hint shown, whatever the cursor is on
            return
        if self.cursor.handle(intent):
            return  # an arrow, Tab, a digit, or Enter on the board cursor's target
        if self.controller.gesture(intent):
            return  # the board was panned or zoomed
        if self.computers.all_computers and self._watch_key(intent):
            return
        if isinstance(intent, intents.Hover):
            self.controller.hover(intent.pos)
            return
        if isinstance(intent, intents.Scroll):
            if self.layout["log"].collidepoint(intent.pos):
                self.scroll_log(intent.lines)
            return
        if isinstance(intent, intents.Key) and intent.key in LOG_KEYS:
            self.scroll_log(LOG_KEYS[intent.key])
            return
        if isinstance(intent, intents.Click) and self.log_click(intent.pos):
            return  # a tab of the Moves panel, or a move to review
        if isinstance(intent, intents.Click) and self._rule_link is not None \
                and self._rule_link[0].collidepoint(intent.pos):
            self.app.nav.rules(self.rules.spec.id, self._rule_link[1])  # the cited ruling
            return
        if self.busy:
            return  # input waits for the animation
        if isinstance(intent, intents.Undo):
            self.undo()
        elif isinstance(intent, intents.Click):
            self.click(intent.pos)
        elif isinstance(intent, intents.Release):
            self.react(lambda state, seat: self.controller.release(state, seat, intent.pos))
        elif isinstance(intent, intents.Confirm):
            self.react(lambda state, seat: self.controller.key(state, seat, pygame.K_RETURN,
                                                               "\r"))
        elif isinstance(intent, intents.Key):
            self.react(lambda state, seat: self.controller.key(state, seat, intent.key,
                                                               intent.unicode))

    # -- the board cursor -------------------------------------------------------------------------
    def seat_at_keys(self) -> int | None:
        """The seat whose keys the table takes now (as ``react`` takes its clicks): a person
        to act at the screen, the screen not shared before a private turn."""
        player = self.session.current_player
        if player < 0 or player != self.viewer or not self.session.is_human(player):
            return None
        if self.watched and self.session.hides_information and self.rules.turn_is_private(
                self.session.state):
            return None
        return player

    def _cursor_targets(self) -> list[Target]:
        """The table's places a click could use now, the message's rule link, and the
        screen's buttons; none while no person at the screen is to act."""
        seat = self.seat_at_keys()
        if seat is None:
            return []
        targets = self.controller.targets(self.view(seat), seat)
        if self._rule_link is not None:
            targets.append(Target(pygame.Rect(self._rule_link[0]), "rule link", "link"))
        buttons = self.container.elements if self.container is not None else []
        return targets + button_targets(buttons)

    def _digits_taken(self) -> bool:
        seat = self.seat_at_keys()
        return seat is not None and self.controller.digits_taken(self.view(seat), seat)

    def table_keys(self) -> tuple[tuple[str, str], ...]:
        """The game's own keys, for the keys overlay."""
        return self.controller.table_keys()

    def _widget(self, element: Any) -> None:
        if element is self.undo_button:
            if not self.busy:
                self.undo()
        elif element is self.save_button:
            words, failed = self.app.nav.save(self.session)
            self.notice = Notice(words, refused=failed)
        elif element is self.rules_button:
            self.app.nav.rules(self.entry.id)
        elif element is self.menu_button:
            self.open_menu()
        elif element is self.play_hint_button:
            if self.hint_playable():
                self.play_hint()
        elif element is self.hint_button:
            if self.may_ask_hint():
                player = self.session.current_player
                self.computers.hint(player)
                self.notice = Notice("Thinking about a hint…")
        elif element is self.speed_button:
            self.speed_button.set_text(f"Speed: {self.computers.cycle_watch_speed()}")
        elif element is self.pause_button:
            self.toggle_pause()
        elif element is self.step_button:
            self.step_once()

    def _watch_key(self, intent: Any) -> bool:
        """P or Space pauses and resumes, N or the right arrow steps, while only computers
        play."""
        if isinstance(intent, intents.Confirm) or (
                isinstance(intent, intents.Key) and intent.key == pygame.K_p):
            self.toggle_pause()
            return True
        if isinstance(intent, intents.Key) and intent.key in (pygame.K_n, pygame.K_RIGHT):
            self.step_once()
            return True
        return False

    def toggle_pause(self) -> None:
        paused = self.computers.toggle_pause()
        self.pause_button.set_text("Resume" if paused else "Pause")

    def step_once(self) -> None:
        self.computers.step_once()
        self.pause_button.set_text("Resume")

    def open_menu(self) -> None:
        self.app.nav.game_menu(self)

    def click(self, pos: tuple[int, int]) -> None:
        if self.controller.view.acknowledge():
            return  # the click dismissed an announcement: it does nothing else
        if self.hint_playable() and self._on_hint_target(pos):
            self.play_hint()  # the lit target: the hint's move, as if clicked through
            return
        self.react(lambda state, seat: self.controller.click(state, seat, pos), clears=True)

    # -- the hint shown, playable at once ---------------------------------------------------
    def hint_playable(self) -> bool:
        """A hint is shown to the person to act at the screen, and nothing waits or moves."""
        return (self.hint_action is not None and self.pending is None and not self.busy
                and self.seat_at_keys() is not None)

    def _find_hint_spot(self, seat: int) -> Any:
        """The hint's lit target: the table's target under the last of the clicks that
        make its move (``clicks_for``: the controller's own geometry, asked once, as the
        hint comes, since it may bring the place into view), by its key; else a box."""
        view = self.view(seat)
        clicks = self.controller.clicks_for(view, seat, self.hint_action)
        if not clicks:
            return None
        last = clicks[-1]
        for target in self.controller.targets(view, seat):
            if target.rect.collidepoint(last) and (
                    target.area is None or target.area.collidepoint(last)):
                return target.key
        return pygame.Rect(last[0] - 24, last[1] - 24, 48, 48)

    def _on_hint_target(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the hint's lit target, wherever the table shows it now."""
        spot = self._hint_spot
        if isinstance(spot, pygame.Rect) or spot is None:
            return spot is not None and spot.collidepoint(pos)
        seat = self.session.current_player
        return any(target.key == spot and target.rect.collidepoint(pos) and (
            target.area is None or target.area.collidepoint(pos))
            for target in self.controller.targets(self.view(seat), seat))

    def play_hint(self) -> None:
        """Play the hint shown as the seat's own move: the same path as a click's
        (``offer``: the rules' legality, Confirm moves, the log, undo, sound)."""
        action, self.hint_action = self.hint_action, None
        self.controller.reset()  # a half-made selection is not the hint's
        self.offer(action)
        self._show_play_hint()

    def react(self, respond: Any, clears: bool = False) -> None:
        """Hand the seat at the screen's input to the controller (``respond(view, seat)``
        gives its ``Reaction``) when it is that seat's move, and play or show the result.
        An empty reaction leaves the message shown, unless the input ``clears`` it (a
        click: the hint comes back)."""
        player = self.session.current_player
        if player < 0 or player != self.viewer or not self.session.is_human(player):
            return
        if self.watched and self.session.hides_information and self.rules.turn_is_private(
                self.session.state):
            return  # the screen was shared: it is handed over before this private turn
        if self.pending is not None:
            if clears:  # a click: say what is waiting (a key or a release: nothing)
                self.notice = Notice("A move is waiting: Confirm (Enter) plays "
                                              "it, Cancel (Esc) takes it back.")
            return
        reaction: Reaction = respond(self.view(player), player)
        if not clears and reaction.action is None and reaction.notice is None:
            return  # nothing happened: the message shown stays
        self.hint_action = None
        if reaction.action is not None:
            self.offer(reaction.action)
            return
        self.notice = reaction.notice  # None: the prompt comes back
        if reaction.refused:
            self.app.sounds.play("refuse")

    # -- drawing --------------------------------------------------------------------------------
    def shown_state(self) -> Any:
        seat = self.viewer if self.viewer is not None else self._public_seat()
        if self.session.is_over:
            return self.session.state
        return self.view(seat)

    def view(self, seat: int) -> Any:
        """``view_for`` of the current state, made once per state and seat: the frame loop,
        clicks and automatic actions all ask for it (and a view's legal actions are then
        cached with it, instead of being worked out again every frame)."""
        state = self.session.state
        cached = self._view_cache
        if cached is None or cached[0] is not state or cached[1] != seat:
            cached = self._view_cache = (state, seat, self.rules.view_for(state, seat))
        return cached[2]

    def draw(self, canvas: pygame.Surface) -> None:
        state = self.shown_state()
        player = self.session.current_player
        names = [s.name for s in self.session.seats]
        show_legal = self.app.settings.show_legal_moves
        person = player >= 0 and player == self.viewer and self.session.is_human(player)
        if self.pending is not None:  # shown as a hint is, on the position before it
            marks = self.controller.hint_marks(state, player, self.pending[0])
        elif person and not self.busy and self.hint_action:
            marks = self.controller.hint_marks(state, player, self.hint_action)
        elif person and not self.busy:  # a computer's legal moves are no one's to click
            marks = self.controller.marks(state, player, show_legal)
        else:
            marks = self.controller.no_marks()
        self.controller.view.draw(canvas, state, self.viewer, marks, names)
        self._draw_status(canvas, player)
        self._draw_message(canvas, state, player)
        self._draw_log(canvas)
        self.cursor.draw(canvas)

    def _draw_status(self, canvas: pygame.Surface, player: int) -> None:
        """The status bar, painted afresh only when what it says changes."""
        side = (self.rules.acting_side(self.shown_state()) or self.session.side_name(player)
                if player >= 0 else None)
        dots = int(self.thinking_time * 3) % 3
        key = (player, side, self.pending is not None, self.computers.may_move, dots,
               self.session.progress, self.sitting_words())
        rect = self.layout["status"]
        self._status_layer.show(canvas, rect, key, lambda surface: self._paint_status(
            surface, rect, player, side, dots))

    def _paint_status(self, canvas: pygame.Surface, rect: pygame.Rect, player: int,
                      side: str | None, dots: int) -> None:
        """The game's title, who is to move, and on the right where the game stands (and
        the sitting's totals under it): the words in the middle start left of the centre
        and, with long names, nearer the title, and shrink to the room the right side
        leaves, so the two never meet."""
        pygame.draw.rect(canvas, (22, 26, 33), rect)
        pygame.draw.line(canvas, theme.PANEL_EDGE, rect.bottomleft, rect.bottomright, 2)
        title = draw.label(canvas, self.rules.spec.title, (rect.x + 30, rect.centery), 36,
                           theme.ACCENT, "midleft", bold=True)
        sitting = self.sitting_words()
        sitting_size = theme.fitting_size(sitting, rect.w // 2 - 160, 22, 16)
        right = rect.right - 30 - max(theme.font(30).size(self.session.progress)[0],
                                      theme.font(sitting_size).size(sitting)[0])
        if player >= 0:
            name = self.session.seats[player].name
            if self.pending is not None:
                words = f"{name} ({side}): confirm your move?"
            elif self.session.is_human(player):
                words = f"{name} ({side}) to move"
            elif not self.computers.may_move:
                words = f"{self._computer_words(player, side)} · paused"
            else:
                words = f"{self._computer_words(player, side)} is thinking" + "." * (1 + dots)
            start = rect.centerx - 220
            if start + theme.font(24, True).size(words)[0] > right - 24:  # long names
                start = max(title.right + 90, right - 24 - theme.font(24, True).size(words)[0])
            size = theme.fitting_size(words, right - 24 - start, 40, 18, bold=True)
            draw.seat_badge(canvas, (start - 40, rect.centery), 26, player,
                            draw.side_letter(side), self.session.side_colours(player))
            draw.label(canvas, words, (start, rect.centery), size, theme.TEXT, "midleft",
                       bold=True)
        else:  # centred, unless the sitting's long names leave the middle short of room
            words = ("Game over" if player != CHANCE else "Chance…" if self.computers.may_move
                     else "Chance… · paused")
            width = theme.font(40).size(words)[0]
            middle = min(rect.centerx, right - 24 - width // 2)
            draw.label(canvas, words, (max(middle, title.right + 24 + width // 2),
                                       rect.centery), 40, theme.TEXT, "center")
        draw.label(canvas, self.session.progress, (rect.right - 30,
                   rect.centery - (16 if sitting else 0)), 30, theme.TEXT_DIM, "midright")
        if sitting:
            draw.label(canvas, sitting, (rect.right - 30, rect.centery + 20), sitting_size,
                       theme.TEXT_DIM, "midright")

    def sitting_words(self) -> str:
        """The totals of the games played before this one ("Play again"), and of this one
        once it is over (as the results say), or chips at stake in a sitting's first game;
        empty when there is nothing to add up yet."""
        session = self.session
        unit = sitting_unit(self.rules, session.record.options)
        sitting = session.sitting
        outcome = self.rules.outcome(session.state)
        if outcome is not None:  # the game just ended counts at once, as on the results
            sitting = sitting.after(outcome, self.rules.sitting_counts_wins(
                session.record.options))
        if sitting.games == 0 and unit != "chips":
            return ""
        totals = " · ".join(f"{seat.name} {total_words(total, unit)}"
                            for seat, total in zip(session.seats, sitting.totals, strict=True))
        games = f"{sitting.games} game{'s' * (sitting.games != 1)}"
        return f"Sitting ({games}, {unit}): {totals}"

    def _computer_words(self, seat: int, side: str | None = None) -> str:
        """"Bo (Dark, Hard computer)" or "Dark (computer, Hard)": the seat and its level
        (as the setup screen named it), each said once (``thinker_words``)."""
        chosen = self.session.seats[seat]
        return thinker_words(chosen.name, side, chosen.kind)

    @property
    def message(self) -> str | None:
        """The notice shown in place of the prompt, as text led by its ruling."""
        return None if self.notice is None else str(self.notice)

    @property
    def refused(self) -> bool:
        return self.notice is not None and self.notice.refused

    def shown_notice(self, state: Any, player: int) -> Notice | None:
        """The message panel's notice: the last refusal, hint or confirmation; else, for a
        person to move at the screen, what they may do (the controller's prompt); for a
        computer to move, who is thinking and what was just played — never a prompt to
        click, which is meant for a person."""
        if self.notice is not None:
            return self.notice.worded(self.session.named)
        if player < 0:
            return None
        if self.session.is_human(player):
            prompt = self.controller.hint(state, player) if player == self.viewer else None
            return None if prompt is None else prompt.worded(self.session.named)
        name = self.session.seats[player].name
        if not self.computers.may_move:
            doing = (f"Paused before {name}'s move (Resume: P or Space; one move: N or "
                     "the right arrow)")
        else:
            doing = f"{self._computer_words(player)} is thinking…"
        entries = self.log_entries()
        return Notice(f"{doing}\nJust played: {entries[-1].text}" if entries else doing)

    def message_text(self, state: Any, player: int) -> str | None:
        """The message panel's words, led by the ruling they cite ("B7: words")."""
        notice = self.shown_notice(state, player)
        return None if notice is None else str(notice)

    def _draw_message(self, canvas: pygame.Surface, state: Any, player: int) -> None:
        rect = self.layout["message"]
        notice = self.shown_notice(state, player)
        if notice is None or not notice.words:
            return
        colour = (70, 36, 36) if notice.refused else (36, 44, 56)
        draw.panel(canvas, rect, colour, theme.REFUSED if notice.refused else theme.PANEL_EDGE)
        inner = rect.inflate(-30, -20)
        if self.play_hint_button.visible:  # the words keep clear of Play hint
            button = self._play_hint_rect()
            if inner.h - (button.h + 10) >= 56:
                inner.h -= button.h + 10
            else:
                inner.w = button.x - 10 - inner.x
        found = self._cited_ruling(notice)
        self._rule_link = None
        if found is not None:  # the rule one click away, at the box's corner
            link, ruling = found
            self._rule_link = (link, ruling)
            link.topright = (rect.right - 10, rect.y + 8)
            draw.panel(canvas, link, (52, 60, 78), theme.ACCENT, 8)
            draw.label(canvas, f"Rule {ruling}", link.center, 20, theme.ACCENT, "center",
                       bold=True)
            inner.w -= link.w + 8
        self.shown_words = notice.words
        draw.paragraph(canvas, notice.words, inner, 28, smallest=16)

    def _cited_ruling(self, notice: Notice) -> tuple[pygame.Rect, str] | None:
        """The ruling a notice rests on (its ``rule``; else the first the words cite, as
        "(P11)") if the game ships it, and its link's box (worked out once per notice,
        not every frame). A refusal, a prompt or a confirmation alike."""
        if self._rule_for[0] != notice:
            self._rule_for = (notice, self._find_cited(notice))
        return self._rule_for[1]

    def _find_cited(self, notice: Notice) -> tuple[pygame.Rect, str] | None:
        rulings = self.entry.rulings()
        for ruling in ([notice.rule] if notice.rule is not None else cited(notice.words)):
            if find_ruling(rulings, ruling) is not None:
                width = theme.font(20, True).size(f"Rule {ruling}")[0] + 24
                return pygame.Rect(0, 0, width, 34), ruling
        return None

    def _draw_log(self, canvas: pygame.Surface) -> None:
        """The Moves panel, painted afresh only when its entries or its scroll change (a
        new move, a handoff, the wheel): every other frame blits the painted panel."""
        entries = (self.log_entries() if self.log_tab == EVENTS_TAB  # made afresh when a
                   else self.move_entries())  # move or a handoff changed it
        painted = self._log_painted
        if painted is None or painted[0] is not entries or painted[1] != self.log_scroll:
            rect = self.layout["log"]
            panel = pygame.Surface(rect.size).convert()  # opaque: a quick blit
            panel.fill(theme.BACKGROUND)
            self._paint_log(panel, rect.move(-rect.x, -rect.y))  # may clamp the scroll
            painted = self._log_painted = (entries, self.log_scroll, panel)
        canvas.blit(painted[2], self.layout["log"])

    def _paint_log(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """The Moves panel: every entry whole (wrapped onto as many rows as it needs),
        grouped under the turn the header named when it was played; the wheel, Page Up
        and Page Down scroll it by rows, and after each move the newest entry is in view.
        A game with a move list shows it here, and its events under a tab of their own."""
        draw.panel(canvas, rect)
        area = self._log_area().move(rect.x - self.layout["log"].x,
                                     rect.y - self.layout["log"].y)
        if not self.session.keeps_moves:
            draw.label(canvas, "Moves", (rect.x + 20, rect.y + 12), 30, bold=True)
        else:
            self._paint_log_tabs(canvas, rect)
            if self.log_tab == MOVES_TAB:
                self.log_scroll = self.move_panel.paint(
                    canvas, area, pair_rows(self.move_entries()), self.log_scroll)
                return
        items = self._log_items()
        row = self._log_row_height()
        total = sum(item[1] for item in items)
        visible = max(1, area.h // row)
        self.log_scroll = min(self.log_scroll, max(0, total - visible))
        end = total - self.log_scroll
        start = end - visible  # rows start..end are in view (the newest at the bottom)
        clip = canvas.get_clip()
        canvas.set_clip(pygame.Rect(area.x, area.y, area.w, visible * row))  # whole rows
        top, newer = 0, 0
        for kind, rows, prefix, entry in items:
            whole = start <= top and top + rows <= end  # items wholly in view are drawn,
            cut = rows > visible and top < end and top + rows > start  # and one taller
            if not (whole or cut):  # than the panel in part, cut between its lines
                newer += kind == "entry" and top + rows > end
            else:
                y = area.y + (top - start) * row
                if kind == "turn":
                    draw.label(canvas, prefix, (area.x + 4, y + row // 2), LOG_SIZE,
                               theme.ACCENT, "midleft", bold=True)
                else:
                    block = self._log_line(prefix, entry)
                    canvas.blit(block, (area.x, y))
                    if entry.mover >= 0:
                        draw.seat_badge(canvas, (area.x + self._log_indent(prefix) - 16,
                                                 y + row // 2), 11, entry.mover,
                                        self._badge_letters[entry.mover],
                                        self._badge_colours[entry.mover])
            top += rows
        canvas.set_clip(clip)
        if self.log_scroll:
            words = f"▼ {newer} newer" if newer else "▼ newer"
            draw.label(canvas, words, (rect.right - 20, rect.y + 16), 22,
                       theme.ACCENT, "topright")

    def _paint_log_tabs(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """"Moves" and "Events", the one shown lit; a click on the other switches."""
        x = rect.x + 20
        self._log_tabs = {}
        for tab, words in ((MOVES_TAB, "Moves"), (EVENTS_TAB, "Events")):
            chosen = tab == self.log_tab
            drawn = draw.label(canvas, words, (x, rect.y + 12), 30,
                               theme.TEXT if chosen else theme.TEXT_DIM, bold=chosen)
            if chosen:
                pygame.draw.line(canvas, theme.ACCENT, (drawn.x, drawn.bottom + 2),
                                 (drawn.right, drawn.bottom + 2), 3)
            self._log_tabs[tab] = drawn.inflate(16, 10)
            x = drawn.right + 28
        if self.log_tab == MOVES_TAB:
            draw.label(canvas, "click a move to review", (rect.right - 20, rect.y + 20), 20,
                       theme.TEXT_DIM, "topright")

    def move_entries(self) -> list[Any]:
        """The move list (made once per move: a new record after each action or undo)."""
        record = self.session.record
        if self._moves_cache is None or self._moves_cache[0] is not record:
            self._moves_cache = (record, self.session.moves())
        return self._moves_cache[1]

    def log_click(self, pos: tuple[int, int]) -> bool:
        """A click in the Moves panel of a game with a move list: a tab switches, a move
        opens the review there (read only; Close comes back). True when it was used."""
        if not self.session.keeps_moves or not self.layout["log"].collidepoint(pos):
            return False
        local = (pos[0] - self.layout["log"].x, pos[1] - self.layout["log"].y)
        for tab, box in self._log_tabs.items():
            if box.collidepoint(local):
                if tab != self.log_tab:
                    self.log_tab, self.log_scroll, self._log_painted = tab, 0, None
                return True
        if self.log_tab == MOVES_TAB:
            entry = self.move_panel.entry_at(local)
            if entry is not None:
                try:
                    self.app.nav.review(self.session.record, at=entry.index)
                except (OSError, ValueError) as exc:  # the review's table could not be built
                    self.notice = refusing(f"The review cannot be shown: {exc}")
                return True
        return False

    def _log_area(self) -> pygame.Rect:
        rect = self.layout["log"]
        return pygame.Rect(rect.x + 16, rect.y + 56, rect.w - 32, rect.h - 70)

    @staticmethod
    def _log_row_height() -> int:
        return max(LOG_LINE, theme.font(LOG_SIZE).get_linesize())

    @staticmethod
    def _log_indent(number: str | None) -> int:
        """Where an entry's words start: after its badge, and after its move's number
        ("131.") in a game counted in numbered moves (``number`` is not None)."""
        return 30 + (0 if number is None else theme.font(LOG_SIZE, True).size("000.")[0] + 6)

    def log_entries(self) -> list[Any]:
        """The log as the seat at the screen may read it (made once per move and seat: a
        handoff to another seat makes it afresh); at the end, what everyone may read."""
        key = (len(self.session.record.actions), self.viewer, self.session.is_over)
        if self._log_cache is None or self._log_cache[0] != key:
            seat = None if self.session.is_over else self.viewer
            self._log_cache = (key, self.session.log(seat))
            self._log_layout = None
        return self._log_cache[1]

    def _log_items(self) -> list[tuple[str, int, Any, Any]]:
        """The panel's items, oldest first, grouped by the turn the header named: a
        numbered move ("Move 31") is written as chess writes it, "31." before its first
        entry ("" before the others); any other turn ("Round 3", "Setup") has a heading
        row ("turn", 1, heading, None) over its entries (their prefix None)."""
        entries = self.log_entries()
        if self._log_layout is not None:
            return self._log_layout
        items: list[tuple[str, int, Any, Any]] = []
        turn, prefix = None, None
        for entry in entries:
            if entry.turn != turn:
                turn = entry.turn
                number = move_number(turn)  # the review numbers its moves the same way
                if number is not None:
                    prefix = f"{number}."
                else:
                    prefix = None
                    items.append(("turn", 1, turn, None))
            width = self._log_area().w - self._log_indent(prefix)
            items.append(("entry", len(self._wrapped(entry.text, width)), prefix, entry))
            if prefix:
                prefix = ""
        self._log_layout = items
        return items

    def _wrapped(self, text: str, width: int) -> list[str]:
        key = (text, width)
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 2000:
                self._wraps.clear()
            lines = self._wraps[key] = theme.wrap(text, LOG_SIZE, width)
        return lines

    def _log_line(self, number: str | None, entry: Any) -> pygame.Surface:
        """An entry, its words wrapped onto as many rows as they need (never cut), after
        its turn's ``number`` if it opens the group; rendered once, not every frame."""
        width = self._log_area().w
        key = (number, entry.text, width)
        surface = self._line_surfaces.get(key)
        if surface is None:
            if len(self._line_surfaces) > 400:
                self._line_surfaces.clear()
            indent, row = self._log_indent(number), self._log_row_height()
            lines = self._wrapped(entry.text, width - indent)
            surface = pygame.Surface((width, row * len(lines)), pygame.SRCALPHA)
            if number:
                words = theme.text(number, LOG_SIZE, theme.ACCENT, True)
                surface.blit(words, words.get_rect(midleft=(4, row // 2)))
            for k, line in enumerate(lines):
                words = theme.font(LOG_SIZE).render(line, True, theme.TEXT)
                surface.blit(words, words.get_rect(midleft=(indent, k * row + row // 2)))
            self._line_surfaces[key] = surface
        return surface

    def scroll_log(self, rows: int) -> None:
        """Positive: toward older entries (the panel clamps it when drawn)."""
        self.log_scroll = max(0, self.log_scroll + rows)
