"""What each intent means at a game's table, in the order the table answers it.

A move waiting for Confirm takes Enter, Esc and Ctrl+Z first; then the buttons, Esc (the
game menu), the keys overlay, Enter on a shown hint, the board cursor, the board's pan and
zoom, the watch keys while only computers play, the pointer's hover, the Moves panel (the
wheel, page keys, its tabs and moves) and the message's rule link. Only then, once any
animation is over, does the input reach the game: Undo, or a click, release or key handed
to the game's controller for the person to act at the screen (``react``), whose reaction
is played, offered for Confirm, or shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from neurodrez_desktop.app.session import LogEntry
from neurodrez_desktop.app.table_cursor import keys_key
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.notice import Notice, refusing
from neurodrez_desktop.ui import intents
from neurodrez_desktop.ui.table import Reaction

if TYPE_CHECKING:
    from neurodrez_desktop.app.scenes.play import PlayScene


class TableInput:
    """The play scene's input: each intent to the part of the table it is for."""

    def __init__(self, play: PlayScene) -> None:
        self.play = play

    def handle(self, intent: Any) -> None:
        play = self.play
        if play.flow.pending is not None and self._pending_input(intent):
            return
        if isinstance(intent, intents.Widget):
            self._widget(intent.element)
            return
        if isinstance(intent, intents.Back):
            play.open_menu()
            return
        if keys_key(intent):
            play.app.nav.open("keys")
            return
        if isinstance(intent, intents.Confirm) and play.hint_playable():
            play.play_hint()  # Enter plays the hint shown, whatever the cursor is on
            return
        if play.cursor.handle(intent):
            return  # an arrow, Tab, a digit, or Enter on the board cursor's target
        if play.controller.gesture(intent):
            return  # the board was panned or zoomed
        if play.computers.all_computers and play.buttons.watch_key(intent, play.computers):
            return  # Pause, Step
        if isinstance(intent, intents.Hover):
            play.controller.hover(intent.pos)
            return
        if play.log_panel.handle(intent, self._review):
            return  # the wheel or a page key, a tab of the Moves panel, or a move to review
        ruling = play.message_panel.ruling_at(intent.pos) if isinstance(
            intent, intents.Click) else None
        if ruling is not None:
            play.app.nav.rules(play.rules.spec.id, ruling)  # the cited ruling
            return
        if play.busy:
            return  # input waits for the animation
        controller = play.controller
        if isinstance(intent, intents.Undo):
            play.undo()
        elif isinstance(intent, intents.Click):
            self.click(intent.pos)
        elif isinstance(intent, intents.Release):
            self.react(lambda state, seat: controller.release(state, seat, intent.pos))
        elif isinstance(intent, intents.Confirm):
            self.react(lambda state, seat: controller.key(state, seat, pygame.K_RETURN, "\r"))
        elif isinstance(intent, intents.Key):
            self.react(lambda state, seat: controller.key(state, seat, intent.key,
                                                          intent.unicode))

    def _pending_input(self, intent: Any) -> bool:
        """While a move waits: Confirm or Enter plays it, Cancel, Esc or Ctrl+Z takes it
        back (a click or key on the table is answered in ``react``); True when used so."""
        play = self.play
        element = intent.element if isinstance(intent, intents.Widget) else None
        confirm = element is play.buttons.confirm or isinstance(intent, intents.Confirm)
        if not (confirm or element is play.buttons.cancel
                or isinstance(intent, intents.Back | intents.Undo)):
            return False
        if not play.busy:
            play.confirm_pending() if confirm else play.cancel_pending()
        return True

    def _widget(self, element: Any) -> None:
        play, buttons = self.play, self.play.buttons
        if element is buttons.undo:
            if not play.busy:
                play.undo()
        elif element is buttons.save:
            words, failed = play.app.nav.save(play.session)
            play.notice = Notice(words, refused=failed)
        elif element is buttons.rules:
            play.app.nav.rules(play.entry.id)
        elif element is buttons.menu:
            play.open_menu()
        elif element is buttons.play_hint:
            if play.hint_playable():
                play.play_hint()
        elif element is buttons.hint:
            if play.flow.may_ask_hint():
                play.computers.hint(play.session.current_player)
                play.notice = Notice(_("Thinking about a hint…"))
        else:
            buttons.watch_press(element, play.computers)  # Speed, Pause, Step

    def _review(self, entry: LogEntry) -> None:
        """A move clicked in the Moves panel: the review opens there (read only)."""
        play = self.play
        try:
            play.app.nav.review(play.session.record, at=entry.index)
        except (OSError, ValueError) as exc:  # the review's table could not be built
            play.notice = refusing(_("The review cannot be shown: {reason}").format(reason=exc))

    def click(self, pos: tuple[int, int]) -> None:
        play = self.play
        if play.controller.view.acknowledge():
            return  # the click dismissed an announcement: it does nothing else
        if play.hint_playable() and self._on_hint_spot(pos):
            play.play_hint()  # the lit target: the hint's move, as if clicked through
            return
        self.react(lambda state, seat: play.controller.click(state, seat, pos), clears=True)

    def _on_hint_spot(self, pos: tuple[int, int]) -> bool:
        play = self.play
        seat = play.session.current_player
        return play.hint_spot is not None and play.hint_spot.covers(pos, play.view(seat), seat)

    def react(self, respond: Any, clears: bool = False) -> None:
        """Hand the seat at the screen's input to the controller (``respond(view, seat)``
        gives its ``Reaction``) when it is that seat's move, and play or show the result.
        An empty reaction leaves the message shown, unless the input ``clears`` it (a
        click: the hint comes back)."""
        play = self.play
        player = play.flow.seat_at_keys()
        if player is None:
            return  # not a person's turn at the screen, or it is handed over first
        if play.flow.pending is not None:
            if clears:  # a click: say what is waiting (a key or a release: nothing)
                play.notice = Notice(_("A move is waiting: Confirm (Enter) plays it, Cancel "
                                       "(Esc) takes it back."))
            return
        reaction: Reaction[Any] = respond(play.view(player), player)
        if not clears and reaction.action is None and reaction.notice is None:
            return  # nothing happened: the message shown stays
        play.flow.hint_action = None
        if reaction.action is not None:
            play.offer(reaction.action)
            return
        play.notice = reaction.notice  # None: the prompt comes back
        if reaction.refused:
            play.app.sounds.play("refuse")
