"""Computer seats and hints in a game being played: jobs for the background runner.

The agent gets ``view_for(state, seat)`` and nothing else. Its answer is checked against
the legal list before it is played (as a person's click would be).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from neurodrez_desktop.ai.levels import LEVELS, agent_for_level, budget_for_level
from neurodrez_desktop.ai.runner import AgentRunner, Job
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.i18n import N_, PROGRAM, SHIPPED, _, pseudo
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import derived_rng
from neurodrez_desktop.core.seat_words import SEAT_NAME, SEAT_WORDS

WATCH_PAUSES = {"slow": 1.2, "normal": 0.5, "fast": 0.0}
"""Seconds between moves when only computers play (the watch speed control)."""


def level_of(kind: str) -> str | None:
    """``"computer:normal"`` → ``"normal"``; None for a person."""
    return kind.split(":", 1)[1] if kind.startswith("computer:") else None


LEVEL_LABELS = (N_("Easy"), N_("Normal"), N_("Hard"))
"""The levels' labels (``ai/levels.py`` is pure and says no words) marked for the
program's catalog, so ``level_label`` finds them translated."""


def level_label(level: str) -> str:
    """A level as the player's language names it: "Normal", "Normale"."""
    return _(LEVELS[level].label)


def kind_label(kind: str) -> str:
    level = level_of(kind)
    return _("Human") if level is None else _("Computer — {level}").format(
        level=level_label(level))


def computer_name(level: str) -> str:
    """The name the setup screen gives a computer's seat: "Computer (Normal)"."""
    return _("Computer ({level})").format(level=level_label(level))


def _name_form(template: str, levels: list[str]) -> str:
    """A regular expression for the names ``template`` makes ({number}, {level})."""
    levels_form = "(?:" + "|".join(re.escape(label) for label in levels) + ")"
    return (re.escape(template).replace(re.escape("{number}"), r"\d+")
            .replace(re.escape("{level}"), levels_form))


@functools.cache
def automatic_name_pattern() -> re.Pattern[str]:
    """A name the setup screen gave a seat (and may change with its kind): "Player 2",
    "Computer (Normal)", "Computer (Hard) 2" — in every language the program speaks (a
    name given before the language changed, or remembered from a setup in another, is
    still the screen's; the test language's too); any other name is the player's and stays."""
    forms = []
    sayers: list[Callable[[str], str]] = [
        str, pseudo, *(PROGRAM.translations(code).gettext for code in SHIPPED)]
    for say in sayers:
        levels = [say(lv.label) for lv in LEVELS.values()]
        forms += [_name_form(say(SEAT_NAME), levels),
                  _name_form(say("Computer ({level})"), levels) + r"(?: \d+)?"]
    return re.compile("|".join(forms))


def is_automatic_name(name: str) -> bool:
    return not name.strip() or automatic_name_pattern().fullmatch(name.strip()) is not None


def name_anew(seat: Seat) -> Seat:
    """A seat under the name the setup gave it, named again in the language of the moment:
    a game kept in Spanish with "Jugador 2" and "Computadora (Difícil)" reads "Giocatore 2"
    and "Computer (Difficile)" in Italian (the file is left as it is). A name the player
    gave is the player's, in every language."""
    name = seat.name.strip()
    if not name or not is_automatic_name(name):
        return seat
    number = _TRAILING_NUMBER.search(name)
    level = level_of(seat.kind)
    if level is None or level not in LEVELS:
        if number is None or "(" in name:  # not a seat's number name
            return seat
        return replace(seat, name=_(SEAT_NAME).format(number=number.group(1)))
    if "(" not in name:  # a computer seat still under a person's number name
        return seat
    again = computer_name(level)
    return replace(seat, name=f"{again} {number.group(1)}" if number else again)


_TRAILING_NUMBER = re.compile(r"(\d+)$")
"""The number a name ends with: a seat's ("Player 2"), a second computer's ("… (Hard) 2")."""


def thinker_words(name: str, side: str | None, kind: str) -> str:
    """Who a computer seat is, each thing said once: "Bo (Dark, Normal computer)", or
    without ``side`` "Bo (Normal computer)". A seat still under the name the setup gave
    it for its level ("Computer (Normal)") goes by its side instead, "Dark (computer,
    Normal)" (by that name alone where sides are only seat numbers, "Player 2"): the
    name already says what the words in brackets would."""
    level = level_of(kind)
    label = level_label(level) if level in LEVELS else None
    if label is None or level is None:
        return (_("{name} ({side}, computer)").format(name=name, side=side) if side
                else _("{name} (computer)").format(name=name))
    # the setup's name for its level, in whichever language it was given
    if name_anew(Seat(name, kind)).name.startswith(computer_name(level)):
        if side is None or SEAT_WORDS.fullmatch(side):  # sides that are only seat numbers
            return name
        return _("{side} (computer, {level})").format(side=side, level=label)
    return (_("{name} ({side}, {level} computer)").format(name=name, side=side, level=label)
            if side else _("{name} ({level} computer)").format(name=name, level=label))


class ComputerSeats:
    def __init__(self, session: GameSession, settings: Any) -> None:
        self.session = session
        self.settings = settings
        self.runner = AgentRunner()
        self.watch_speed = "normal"
        self.waited = 0.0
        self.paused = False
        """Watching computers, paused: their thinking may finish, but no move is played."""
        self.steps = 0
        """Moves still to be played while paused (Step: one)."""
        self.held: Job | None = None
        """A computer's move that finished while paused: it waits here to be played."""

    @property
    def thinking(self) -> bool:
        return self.runner.busy

    @property
    def all_computers(self) -> bool:
        return not any(s.is_human for s in self.session.seats)

    @property
    def may_move(self) -> bool:
        """Whether the game may go on now: always with a person at the table; when only
        computers play, unless paused (or paused with a step still to be played)."""
        return not (self.all_computers and self.paused and self.steps == 0)

    def toggle_pause(self) -> bool:
        """Pause or resume watching; returns True when paused."""
        self.paused, self.steps = not self.paused, 0
        return self.paused

    def step_once(self) -> None:
        """Play one computer move, then stay paused (pauses a game that was running)."""
        self.paused, self.steps = True, 1

    def moved(self) -> None:
        """A computer's move was played: a step is used up."""
        if self.paused and self.steps:
            self.steps -= 1

    def _budget(self, level: str) -> Any:
        return budget_for_level(level, self.settings.ai_normal_s, self.settings.ai_hard_s)

    def _start(self, seat: int, level: str, purpose: str) -> Job:
        session = self.session
        view = session.rules.view_for(session.state, seat)
        rng = derived_rng(session.record.seed, purpose, seat, len(session.record.actions))
        return self.runner.start(session.rules, view, seat, agent_for_level(level), rng,
                                 self._budget(level), purpose)

    def step(self, dt: float, seat: int) -> None:
        """Called each frame while computer ``seat`` is to move: think when it is time."""
        if self.runner.busy or self.held is not None:
            return  # thinking, or its move waits for the pause to end
        if self.all_computers and not (self.paused and self.steps):  # a step comes at once
            self.waited += dt
            if self.waited < WATCH_PAUSES[self.watch_speed]:
                return
        self.waited = 0.0
        self._start(seat, level_of(self.session.seats[seat].kind) or "normal", "move")

    def hint(self, seat: int) -> None:
        """The Normal agent's suggestion for a person (arrives as a finished job)."""
        self._start(seat, "normal", "hint")

    def finished(self) -> Job | None:
        """A finished job to use now; a computer's move is held back while paused."""
        job, self.held = self.held or self.runner.take(), None
        if job is not None and job.purpose == "move" and not self.may_move:
            self.held = job
            return None
        return job

    def cancel(self) -> None:
        self.held = None
        self.runner.abandon()

    def cycle_watch_speed(self) -> str:
        keys = list(WATCH_PAUSES)
        self.watch_speed = keys[(keys.index(self.watch_speed) + 1) % len(keys)]
        return self.watch_speed
