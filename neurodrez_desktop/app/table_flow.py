"""The hot-seat flow of a game at one screen: who is at it, when it is handed over, who may
take a move back, the move waiting for Confirm, the hint, the pause before chance and when
a computer may move.

Beside ``GameSession`` (the record, the states, the undo policy) and as pure as it: no
pygame, nothing drawn. The play scene asks the flow what comes next each frame
(``step``) and draws; the rules of privacy (DESIGN.md, "Hot-seat privacy") are decided
here once, so they are tested without a window (tests/app/test_table_flow.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.notice import Notice, refusing
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.core.protocol import CHANCE, ONLOOKER, TERMINAL

CHANCE_PAUSE = 0.25
"""Seconds a roll or a draw the players see waits before it is played (times the
animation setting): the table shows the moment before it."""


@dataclass(frozen=True)
class Wait:
    """Nothing moves on this frame (an animation, a pending move, a paused watch)."""


@dataclass(frozen=True)
class Finish:
    """The game has just ended: the results are due (said once)."""


@dataclass(frozen=True)
class HandOver:
    """The screen goes to ``seat`` first: a handoff covers the table until it takes it."""

    seat: int


@dataclass(frozen=True)
class PlayChance:
    """The chance action due now (its pause is over, or it is unseen: played at once)."""

    action: Any


@dataclass(frozen=True)
class Turn:
    """A seat is to act: the scene takes a finished job for it, then asks the flow on
    (``computer_turn`` or ``person_turn``)."""

    seat: int
    computer: bool


@dataclass(frozen=True)
class Shared:
    """A public turn of a hidden game: the screen passed to ``seat`` without a handoff
    (both may be looking), so a half-made selection of the last seat's is dropped."""

    seat: int


Step = Wait | Finish | HandOver | PlayChance | Turn


@dataclass(frozen=True)
class Pending:
    """With "Confirm moves": the move waiting for Confirm or Cancel and the state it was
    made in (confirmed only if the game is still there)."""

    action: Any
    state: Any


class TableFlow:
    """The pacing and privacy of one game at a shared screen (see the module's note)."""

    def __init__(self, session: GameSession, presenter: Presenter[Any, Any]) -> None:
        self.session = session
        self.presenter = presenter
        self.viewer: int | None = None
        """The seat at the screen, whose view is drawn; None while the screen is in
        transit (a handoff) or before anyone took it."""
        self.watched = False
        """The screen was passed without a handoff for a public turn (both players may
        be looking): the next private turn gets a handoff even for the same seat."""
        self.pending: Pending | None = None
        self.hint_action: Any = None
        """The hint shown to the person to act (the Normal computer's move), if any."""
        self.chance_wait = 0.0
        """Seconds the chance action due has waited so far."""
        self.thinking_time = 0.0
        """Seconds the computer to move has been thinking (the status bar's dots)."""
        self.call_player = False
        """A computer moved: the next person's turn is sounded."""
        self.finished = False
        self._chance: tuple[Any, Any, bool] | None = None
        self._views: list[tuple[Any, int, Any]] = []
        """The last two views made (state, seat, view), newest last: a move's frame asks
        for the position before it and after it (the animation), then draws the after."""

    # -- who is at the screen ----------------------------------------------------------
    @property
    def rules(self) -> Any:
        return self.session.rules

    def start(self) -> None:
        """Who holds the screen as the table opens: the seat to move in a public game;
        the one person against computers; else nobody until the first handoff."""
        humans = [s for s in range(len(self.session.seats)) if self.session.is_human(s)]
        if not self.session.hides_information:
            self.viewer = self._seat_at_screen()
        elif len(humans) == 1:  # one person against computers: no handoff needed
            self.viewer = humans[0]

    def _seat_at_screen(self) -> int:
        player = self.session.current_player
        if player >= 0:
            return player
        return self.viewer if self.viewer is not None else 0

    @property
    def seat_shown(self) -> int:
        """The seat whose view the table shows: the viewer, else an onlooker (every
        secret hidden while nobody is at the screen)."""
        return self.viewer if self.viewer is not None else ONLOOKER

    def view(self, seat: int) -> Any:
        """``view_for`` of the current state, made once per state and seat: the frame loop,
        clicks and automatic actions all ask for it (and a view's legal actions are then
        cached with it, instead of being worked out again every frame)."""
        return self.view_of(self.session.state, seat)

    def view_of(self, state: Any, seat: int) -> Any:
        """``view_for(state, seat)``, the same view object each time it is asked again
        while it is one of the last two asked: a move animates from the view drawn before
        it to the view then drawn after it, so what a table keeps with a view (its legal
        actions, its pictures' facts) is worked out once for both."""
        views = self._views
        for made in views:
            if made[0] is state and made[1] == seat:
                return made[2]
        view = self.rules.view_for(state, seat)
        views.append((state, seat, view))
        del views[:-2]
        return view

    def shown_state(self) -> Any:
        """What the table draws: the seat at the screen's view; the whole state at the end."""
        if self.session.is_over:
            return self.session.state
        return self.view(self.seat_shown)

    def person_at_screen_to_act(self) -> bool:
        """The seat to act is a person and holds the screen (a hint is for them; a
        computer's legal moves are no one's to click)."""
        player = self.session.current_player
        return player >= 0 and player == self.viewer and self.session.is_human(player)

    def seat_at_keys(self) -> int | None:
        """The seat whose clicks and keys the table takes now: a person to act at the
        screen, the screen not shared before a private turn (it is handed over first)."""
        if not self.person_at_screen_to_act():
            return None
        if self.watched and self.session.hides_information and self.rules.turn_is_private(
                self.session.state):
            return None
        return self.session.current_player

    # -- what comes next ---------------------------------------------------------------
    def step(self, dt: float, busy: bool, may_move: bool, pace: float = 1.0) -> Step:
        """What the table does this frame. ``busy``: an animation plays (input and the
        game wait); ``may_move``: computers and chance may go on (not a paused watch);
        ``pace``: the animation setting's factor on the pause before chance."""
        if busy or self.pending is not None:
            return Wait()  # a pending move: nothing moves on until confirmed or cancelled
        player = self.session.current_player
        if player == TERMINAL:
            if self.finished:
                return Wait()
            self.finished = True
            return Finish()
        if player == CHANCE:
            return self._chance_step(dt, may_move, pace)
        if self.session.is_human(player):
            self.thinking_time = 0.0
            return Turn(player, computer=False)
        return Turn(player, computer=True)

    def _chance_step(self, dt: float, may_move: bool, pace: float) -> Step:
        if not may_move:
            return Wait()  # watching, paused: chance waits too (a computer's move is held)
        owner = self.rules.chance_owner(self.session.state)
        if (owner is not None and self.session.hides_information
                and self.session.is_human(owner) and (owner != self.viewer or self.watched)):
            return HandOver(owner)  # the roller's screen first: they see their own roll
        action, unseen = self._due_chance()
        self.chance_wait += dt
        if unseen or self.chance_wait >= CHANCE_PAUSE * pace:
            self.chance_wait = 0.0
            return PlayChance(action)
        return Wait()

    def _due_chance(self) -> tuple[Any, bool]:
        """The chance action due, and whether it is unseen (a face-down deal, played at
        once): worked out once per state, not in every frame of the pause."""
        state = self.session.state
        if self._chance is None or self._chance[0] is not state:  # an undo makes new states
            action = self.session.chance_outcome()
            self._chance = (state, action, not self.presenter.in_log(state, action))
        return self._chance[1], self._chance[2]

    def computer_turn(self, dt: float, seat: int) -> None:
        """A computer is to move: in a public game the table shows its view (nothing is
        hidden), and its thinking time runs."""
        if not self.session.hides_information:
            self.viewer = seat
        self.thinking_time += dt

    def person_turn(self, seat: int) -> HandOver | Shared | None:
        """A person is to act (no automatic action of theirs was due): the screen goes to
        them. In a public game it simply shows their view; in a hidden one a public turn
        is shared without a handoff (``Shared``, and ``watched`` remembers it), a private
        one is handed over unless the seat already holds the screen alone."""
        if not self.session.hides_information:
            self.viewer = seat
        elif not self.rules.turn_is_private(self.session.state):
            if seat != self.viewer:  # both may watch: the screen is not handed over
                self.viewer, self.watched = seat, True
                return Shared(seat)
        elif seat != self.viewer or self.watched:
            return HandOver(seat)
        return None

    def take_call(self) -> bool:
        """Whether the person now to act is called with a sound (a computer moved)."""
        called, self.call_player = self.call_player, False
        return called

    # -- the screen changes hands ------------------------------------------------------
    def hand_over(self) -> int | None:
        """The screen leaves the seat at it: nobody holds it until the next takes it (the
        table under the handoff is an onlooker's, and no hint outlives its turn). Returns
        the seat that may still take its move back from the handoff (the mover handing
        the screen over), if any."""
        self.call_player = False
        point = self.session.undo_point()
        last = self.viewer
        self.viewer = None
        self.hint_action = None
        if point is not None and last is not None and self.session.movers[point] == last:
            return last
        return None

    def handed_over(self, seat: int) -> None:
        """``seat`` took the screen (clicked the handoff away): only it is looking."""
        self.viewer = seat
        self.watched = False

    def played(self, mover: int) -> None:
        """An action was played: a hint is stale, and a computer's move calls the next
        person."""
        if mover >= 0:
            self.call_player = not self.session.is_human(mover)
        self.hint_action = None

    # -- taking a move back ------------------------------------------------------------
    def can_undo(self) -> bool:
        """Undo is possible and the move to take back is the shown seat's own (or a move
        waits for Confirm: Undo cancels it)."""
        if self.pending is not None:
            return True
        point = self.session.undo_point()
        return point is not None and self.may_take_back(point)

    def may_take_back(self, point: int, seat: int | None = None) -> bool:
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

    def undo(self, seat: int | None = None) -> Notice | None:
        """Take back the asking seat's move (``GameSession.undo``'s policy, and only its
        own); returns the refusal when it may not."""
        point = self.session.undo_point()
        if point is None:
            return refusing(_("Nothing to take back: undo stops at dice, draws, reveals and "
                              "the start of the game."))
        if not self.may_take_back(point, seat):
            name = self.session.seats[self.session.movers[point]].name
            return refusing(_("Only {name} can take back {name}'s move.").format(name=name))
        self.session.undo()
        self.hint_action = None
        return None

    # -- a move waiting for Confirm, and the hint --------------------------------------
    def offer(self, action: Any, confirm_moves: bool) -> bool:
        """A person's move: True when it waits for Confirm (with "Confirm moves", a move
        Undo could not take back: it ends the turn, meets a roll or a draw, or shows
        something); False: play it now."""
        if not confirm_moves or self.session.takes_back(action):
            return False
        self.pending = Pending(action, self.session.state)
        self.hint_action = None
        return True

    def confirm(self) -> Any:
        """The pending move to play now (None if the game moved on meanwhile)."""
        pending, self.pending = self.pending, None
        if pending is not None and self.session.state is pending.state:
            return pending.action
        return None

    def cancel(self) -> None:
        self.pending = None

    def may_ask_hint(self) -> bool:
        """A hint is for the person to act at the screen: not while a computer moves."""
        return self.person_at_screen_to_act()

    def hint_playable(self, busy: bool) -> bool:
        """A hint is shown to the person to act at the screen, and nothing waits or moves."""
        return (self.hint_action is not None and self.pending is None and not busy
                and self.seat_at_keys() is not None)

    def take_hint(self) -> Any:
        """The hint's move, played as the seat's own (the hint is used up)."""
        action, self.hint_action = self.hint_action, None
        return action
