"""The play scene: the table of any game, whose turn it is, the move log and the buttons.

The scene wires input, the flow and the widgets; each part is its own module. The flow of
a game at a shared screen (who is at it, when it is handed over, who may take a move back,
the pending move, the hint, chance and computers' pacing) is ``app/table_flow.py``, pure
and tested without a window; what each intent means is ``app/table_input.py``; the Moves
panel is ``app/log_panel.py``, the status bar ``app/status_bar.py``, the message box
``app/message_panel.py`` and the buttons ``app/play_buttons.py``.

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

from neurodrez_desktop.app.computer import ComputerSeats
from neurodrez_desktop.app.hint_spot import HintSpot
from neurodrez_desktop.app.log_panel import LogPanel
from neurodrez_desktop.app.message_panel import MessagePanel
from neurodrez_desktop.app.play_buttons import PLAY_HINT, PlayButtons
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.app.session import GameSession, LogEntry
from neurodrez_desktop.app.status_bar import StatusBar, computer_words
from neurodrez_desktop.app.table_cursor import TableCursor, button_targets
from neurodrez_desktop.app.table_flow import Finish, HandOver, PlayChance, Shared, TableFlow, Turn
from neurodrez_desktop.app.table_input import TableInput
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.notice import Notice, refusal_of, refusing
from neurodrez_desktop.core.protocol import CHANCE, ONLOOKER
from neurodrez_desktop.core.rng import derived_rng
from neurodrez_desktop.ui import draw
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import GameController, Target, open_table


def make_controller(entry: GameEntry, session: GameSession,
                    layout: dict[str, pygame.Rect]) -> GameController[Any, Any, Any]:
    """The game's table for this session (its own choices from a stream of the seed)."""
    record = session.record
    return open_table(entry, len(record.players), record.options,
                      tuple(seat.name for seat in record.players),
                      derived_rng(record.seed, "table"), layout)


def _through(part: str, name: str) -> Any:
    """The scene's ``part.name`` under the scene's own name (the flow's viewer, a
    button): what overlays and tests read of the table stays where they look for it."""
    return property(lambda self: getattr(getattr(self, part), name),
                    lambda self, value: setattr(getattr(self, part), name, value))


class PlayScene(Scene):
    name = "play"

    viewer = _through("flow", "viewer")
    pending = _through("flow", "pending")
    hint_action = _through("flow", "hint_action")
    log_tab = _through("log_panel", "tab")
    log_scroll = _through("log_panel", "scroll")
    shown_words = _through("message_panel", "shown_words")
    _rule_link = _through("message_panel", "rule_link")
    undo_button = _through("buttons", "undo")
    save_button = _through("buttons", "save")
    rules_button = _through("buttons", "rules")
    menu_button = _through("buttons", "menu")
    hint_button = _through("buttons", "hint")
    pause_button = _through("buttons", "pause")
    step_button = _through("buttons", "step")
    speed_button = _through("buttons", "speed")
    confirm_button = _through("buttons", "confirm")
    cancel_button = _through("buttons", "cancel")
    play_hint_button = _through("buttons", "play_hint")

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
        self.flow = TableFlow(session, entry.presenter)
        self.computers = ComputerSeats(session, app.settings)
        self.notice: Notice | None = None
        """The message box's words, until the next move or input: a refusal, a hint, a
        confirmation; None: the table's own prompt."""
        self.log_panel = LogPanel(session, self.layout["log"], lambda: self.flow.viewer)
        self.status_bar = StatusBar(self.flow, entry.presenter, self.computers,
                                    self.layout["status"], entry.catalog.gettext)
        self.message_panel = MessagePanel(self.layout["message"], entry.rulings)
        self.hint_spot: HintSpot | None = None
        """Where the hint's move is lit (a click there plays it)."""
        self._played = False
        """A move was played since the last frame (``draw.repaint_budget``'s ``spent``)."""
        self.input = TableInput(self)
        self.cursor = TableCursor(self._cursor_targets, self.handle, self.controller.show,
                                  self._digits_taken, self.seat_at_keys)
        """The board cursor (arrows, Tab, Enter, digits): ``app/table_cursor.py``."""

    # -- life cycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        self._make_buttons()
        if self.new:
            self._autosave()
        self.flow.start()
        if not self.session.keeps_moves:  # the log said for each reader as the table opens
            self.log_panel.entries()  # (then as each action is played), not at a handoff

    def leave(self) -> None:
        self.computers.cancel()
        super().leave()
        # the table's frames go as it closes, not when the collector finds the scene
        for owner in (self.controller.view, self.status_bar, self.message_panel, self.log_panel):
            draw.forget_layers(owner)
        self.app.nav.handoffs_done(self)  # the handoff's buttons, kept for its turns

    def uncover(self) -> None:
        super().uncover()  # shows every widget again, the speed control included
        self._show_buttons()

    def relanguage(self) -> None:
        """The buttons made again in the new language; the game, its flow and the
        computers' thinking go on untouched (``enter`` would start them again); a notice
        said in the language before goes (the table's prompt, said anew, takes its place)."""
        self.drop_widgets()
        self.notice = None
        self._make_buttons()

    def _make_buttons(self) -> None:
        """The buttons in the language of the moment, saying how computers are watched."""
        self.buttons = PlayButtons(self.button, self.layout, self.computers.watch_speed,
                                   self.computers.paused)
        self._show_buttons()

    def _show_buttons(self) -> None:
        self.buttons.show_for(self.computers.all_computers, self.flow.pending is not None,
                              self.hint_playable())

    # -- the flow of the game -----------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.controller.view.busy

    def update(self, dt: float) -> None:
        self.controller.view.update(dt)
        self.buttons.enable(self.flow.can_undo(), self.flow.may_ask_hint())
        self.buttons.show_play_hint(self.hint_playable())
        step = self.flow.step(dt, self.busy, self.computers.may_move,
                              self.app.settings.animation_factor)
        if isinstance(step, Finish):
            self.app.sounds.play("end")
            self.app.saves.finished(self.kept_in)
            self.kept_in = None
            self.app.nav.results(self.session)
        elif isinstance(step, HandOver):
            self.hand_over(step.seat)
        elif isinstance(step, PlayChance):
            self.play(step.action)
        elif isinstance(step, Turn):
            self._take_finished_job(step.seat)
            if step.computer:
                self.flow.computer_turn(dt, step.seat)
                self.computers.step(dt, step.seat)
            else:
                self._person_turn(step.seat)

    def _person_turn(self, seat: int) -> None:
        auto = self.controller.auto_action(self.view(seat), seat)
        if auto is not None:  # asked for by this seat earlier; nothing to show or decide
            self.play(auto)
            return
        passed = self.flow.person_turn(seat)
        if isinstance(passed, HandOver):
            self.hand_over(seat)
        elif isinstance(passed, Shared):
            self.controller.reset()  # the last seat's half-made selection is not theirs
        if self.flow.take_call():
            self.app.sounds.play("turn")

    def _take_finished_job(self, player: int) -> None:
        job = self.computers.finished()
        if job is None or job.seat != player:
            return
        if job.error is not None:
            self.notice = refusing(_("The computer could not decide: {error}").format(
                error=job.error))
            return
        if job.purpose == "hint":
            self.flow.hint_action = job.action
            view = self.view(player)
            self.hint_spot = HintSpot(self.controller, view, player, job.action)
            label = self.entry.presenter.action_label(view, job.action, player)
            self.notice = Notice(_("Hint: {move}\nEnter, {play_hint} or a click on the lit "
                                   "target plays it.").format(move=label,
                                                              play_hint=_(PLAY_HINT)))
            self.buttons.show_play_hint(self.hint_playable())
        elif job.action in self.rules.legal_actions(self.session.state):
            self.play(job.action)
            self.computers.moved()
        else:
            self.notice = refusing(_("The computer chose an illegal {move}").format(
                move=job.action))

    def hand_over(self, seat: int) -> None:
        self.app.sounds.play("turn")
        self.controller.reset()
        # The screen is in transit from here until ``seat`` takes it: the table under the
        # handoff is the onlooker's, so whatever is drawn over it or reached from it (the
        # game menu, its callouts, any overlay to come) can show no one's secrets — and
        # no word left for the last seat (a refusal, a hint) outlives its turn.
        last = self.flow.hand_over()  # offered only to its mover, handing the screen over
        take_back = None if last is None else (
            _("Take back {name}'s move").format(name=self.session.seats[last].name),
            lambda: self.undo(last))
        self.notice = None
        self.app.nav.handoff(seat, self.session.seats[seat].name, self.session.side_name(seat),
                             self._handed_over, take_back, self.session.side_colours(seat))

    def _handed_over(self, seat: int) -> None:
        self.flow.handed_over(seat)
        self.notice = None

    def play(self, action: Any) -> None:
        """Apply an action (the controller chose it from the legal list), then animate."""
        before, viewer = self.session.state, self.flow.viewer
        mover = self.session.current_player
        try:
            after = self.session.apply(action)
        except IllegalActionError as exc:  # the controller offered something stale
            self.notice = refusal_of(exc)
            self.app.sounds.play("refuse")
            return
        self.notice = None
        self._played = True  # the frame's work: its layers are repainted on the next ones
        self.flow.played(mover)  # a pending hint is stale now
        if mover != CHANCE or self.session.current_player != CHANCE:
            # Between two chance actions (a deal, a roll) nothing is saved: chance comes
            # from the seed and the position, so a resume works it out again.
            self._autosave()
        self.computers.cancel()
        self.log_panel.scroll = 0
        seat = ONLOOKER if viewer is None else viewer  # nobody at the screen: no secret
        sound = self.controller.view.animate(
            self.flow.view_of(before, seat), action, self.flow.view_of(after, seat),
            self.app.settings.animation_factor)
        if sound:
            self.app.sounds.play(sound)

    def _autosave(self) -> None:
        """After every action, written off the frame (``SaveStore.keep``); a disk problem
        is shown (on a later frame, when the write fails), the game goes on, and the next
        action tries again."""
        def failed(exc: Exception) -> None:
            self.notice = refusing(_("Autosave failed: {reason}").format(
                reason=getattr(exc, "strerror", None) or exc))

        try:
            self.kept_in = self.app.saves.keep(self.session, self.kept_in, failed)
        except OSError as exc:
            failed(exc)

    # -- a move waiting for Confirm ("Confirm moves") -------------------------------------------
    def offer(self, action: Any) -> None:
        """A person's move: played at once, or shown as pending until Confirm or Cancel
        (``TableFlow.offer`` says which)."""
        if not self.flow.offer(action, self.app.settings.confirm_moves):
            self.play(action)
            return
        seat = self.session.current_player
        self.controller.reset()
        label = self.entry.presenter.action_label(self.view(seat), action, seat)
        self.notice = Notice(_("{move}?\nConfirm (Enter) plays it; Cancel (Esc) takes it "
                               "back.").format(move=label))
        self._show_buttons()

    def confirm_pending(self) -> None:
        action = self.flow.confirm()
        self._show_buttons()
        if action is not None:
            self.play(action)

    def cancel_pending(self) -> None:
        self.flow.cancel()
        self._show_buttons()
        self.controller.undone()
        self.notice = Notice(_("Move cancelled: make another."))

    def undo(self, seat: int | None = None) -> None:
        """Take back the move of ``seat`` (the handoff's button) or of the seat at the
        screen, if the flow allows it."""
        refusal = self.flow.undo(seat)
        if refusal is not None:
            self.notice = refusal
            return
        self.computers.cancel()
        self.controller.undone()
        self._autosave()
        self.notice = Notice(_("Move taken back."))

    # -- input ----------------------------------------------------------------------------------
    def handle(self, intent: Any) -> None:
        self.input.handle(intent)  # what each intent means here: app/table_input.py

    def seat_at_keys(self) -> int | None:
        """The seat whose clicks and keys the table takes now (``TableFlow``)."""
        return self.flow.seat_at_keys()

    def _cursor_targets(self) -> list[Target]:
        """The table's places a click could use now, the message's rule link, and the
        screen's buttons; none while no person at the screen is to act."""
        seat = self.seat_at_keys()
        if seat is None:
            return []
        targets = self.controller.targets(self.view(seat), seat)
        targets += self.message_panel.link_targets()
        buttons = self.container.elements if self.container is not None else []
        return targets + button_targets(buttons)

    def _digits_taken(self) -> bool:
        seat = self.seat_at_keys()
        return seat is not None and self.controller.digits_taken(self.view(seat), seat)

    def table_keys(self) -> tuple[tuple[str, str], ...]:
        """The game's own keys, for the keys overlay."""
        return self.controller.table_keys()

    def open_menu(self) -> None:
        self.app.nav.game_menu(self)

    # -- the hint shown, playable at once ---------------------------------------------------
    def hint_playable(self) -> bool:
        return self.flow.hint_playable(self.busy)

    def play_hint(self) -> None:
        """Play the hint shown as the seat's own move: the same path as a click's
        (``offer``: the rules' legality, Confirm moves, the log, undo, sound)."""
        action = self.flow.take_hint()
        self.controller.reset()  # a half-made selection is not the hint's
        self.offer(action)
        self.buttons.show_play_hint(self.hint_playable())

    # -- drawing --------------------------------------------------------------------------------
    def shown_state(self) -> Any:
        return self.flow.shown_state()

    def view(self, seat: int) -> Any:
        """``view_for`` of the current state, made once per state and seat (the flow's)."""
        return self.flow.view(seat)

    def draw(self, canvas: pygame.Surface) -> None:
        state = self.shown_state()
        player = self.session.current_player
        names = [s.name for s in self.session.seats]
        person = self.flow.person_at_screen_to_act() and not self.busy
        pending, hint = self.flow.pending, self.flow.hint_action
        if pending is not None:  # shown as a hint is, on the position before it
            marks = self.controller.hint_marks(state, player, pending.action)
        elif person and hint:
            marks = self.controller.hint_marks(state, player, hint)
        elif person:  # a computer's legal moves are no one's to click
            marks = self.controller.marks(state, player, self.app.settings.show_legal_moves)
        else:
            marks = self.controller.no_marks()
        played, self._played = self._played, False
        # who may see the screen matters only where something is hidden from someone
        sight = (self.flow.viewer, self.flow.watched) if self.session.hides_information else None
        with draw.repaint_budget(sight, spent=played):
            self.controller.view.draw(canvas, state, self.flow.viewer, marks, names)
            self.status_bar.draw(canvas, player)
            clear_of = self.buttons.play_hint_rect if self.buttons.play_hint.visible else None
            self.message_panel.draw(canvas, self.shown_notice(state, player), clear_of)
            self.log_panel.draw(canvas)
        self.cursor.draw(canvas)

    def sitting_words(self) -> str:
        return self.status_bar.sitting_words()

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
            doing = _("Paused before {name}'s move (Resume: P or Space; one move: N or "
                      "the right arrow)").format(name=name)
        else:
            doing = _("{computer} is thinking…").format(
                computer=computer_words(self.session, player))
        entries = self.log_entries()
        return Notice(_("{doing}\nJust played: {move}").format(doing=doing, move=entries[-1].text)
                      if entries else doing)

    def message_text(self, state: Any, player: int) -> str | None:
        """The message panel's words, led by the ruling they cite ("B7: words")."""
        notice = self.shown_notice(state, player)
        return None if notice is None else str(notice)

    def log_entries(self) -> list[LogEntry]:
        """The log as the seat at the screen may read it (the Moves panel's)."""
        return self.log_panel.entries()
