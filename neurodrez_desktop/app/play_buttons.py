"""The table's buttons under the Moves panel, and which of them are shown when.

Undo, Save, Rules and Menu always; Hint for the person to act; Pause, Step and Speed in
its place while only computers play; Confirm and Cancel in its place while a move waits
for them; Play hint at the message box's corner while a hint could be played now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from neurodrez_desktop.app.computer import ComputerSeats
from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.ui import intents, theme

PLAY_HINT = N_("Play hint")
"""The button beside a hint's message that plays it (said with ``_``)."""
SPEED_WORDS = {"slow": N_("Speed: slow"), "normal": N_("Speed: normal"),
               "fast": N_("Speed: fast")}
"""The Speed button's label for each of the computers' watch speeds."""
WATCH_LABELS = ((N_("Pause"), N_("Resume")), (N_("Step"),), tuple(SPEED_WORDS.values()))
"""Every label the Pause, Step and Speed buttons can have (said with ``_``)."""

MakeButton = Callable[..., Any]
"""``Scene.button(rect, label, tip=None, object_id=None)``: a pygame_gui button."""


def watch_row(width: int) -> tuple[tuple[int, int, int], str | None]:
    """The widths of Pause, Step and Speed in a row ``width`` wide (10 apart), each as
    wide as its longest label needs and the rest shared out, and the button font that
    fits them all: the theme's own, else its small one (a narrow table's row)."""
    for size, object_id in ((30, None), (22, "#small")):
        needs = [max(theme.font(size).size(_(label))[0] for label in labels) + 28
                 for labels in WATCH_LABELS]
        spare = width - 20 - sum(needs)
        if spare >= 0 or object_id is not None:
            share = max(0, spare) // 3
            return (needs[0] + share, needs[1] + share, needs[2] + share), object_id
    raise AssertionError("unreachable")


def row_font(labels: tuple[str, ...], width: int) -> str | None:
    """The button font for a row of buttons ``width`` wide each: the theme's own where
    every label fits it, else its small one (a longer language's words, never cut)."""
    fits = all(theme.font(30).size(label)[0] + 28 <= width for label in labels)
    return None if fits else "#small"


def play_hint_rect(message: pygame.Rect) -> pygame.Rect:
    """The Play hint button's place: the message box's bottom right corner."""
    width = theme.font(22).size(_(PLAY_HINT))[0] + 36
    return pygame.Rect(message.right - 10 - width, message.bottom - 10 - 48, width, 48)


class PlayButtons:
    """The buttons laid out in the table's ``buttons`` box (and Play hint in its
    ``message`` box), made with the scene's ``button``; Speed and Pause say the computers'
    ``watch_speed`` and whether they are ``paused`` (the buttons are made again in a new
    language while computers play)."""

    def __init__(self, button: MakeButton, layout: dict[str, pygame.Rect],
                 watch_speed: str = "normal", paused: bool = False) -> None:
        box = layout["buttons"]
        w = (box.w - 30) // 4
        top = (_("Undo"), _("Save"), _("Rules"), _("Menu"))
        font = row_font(top, w)
        self.undo = button((box.x, box.y, w, 64), top[0],
                           _("Take back your own last move (Ctrl+Z)"), font)
        self.save = button((box.x + (w + 10), box.y, w, 64), top[1],
                           _("Save this game to continue later"), font)
        self.rules = button((box.x + 2 * (w + 10), box.y, w, 64), top[2], None, font)
        self.menu = button((box.x + 3 * (w + 10), box.y, w, 64), top[3], "Esc", font)
        self.hint = button((box.x, box.y + 74, w * 2 + 10, 56), _("Hint"),
                           _("What would the Normal computer play?"))
        # Watching computers: Pause and Step take the place of Hint (no one to hint to).
        (pause, step, speed), object_id = watch_row(box.w)
        x, y = box.x, box.y + 74
        self.pause = button((x, y, pause, 56), _("Resume") if paused else _("Pause"),
                            _("Stop the computers after the move in hand (P or Space)"),
                            object_id)
        self.step = button((x + pause + 10, y, step, 56), _("Step"),
                           _("One computer move, then paused again (N, right arrow)"),
                           object_id)
        self.speed = button((box.right - speed, y, speed, 56), _(SPEED_WORDS[watch_speed]),
                            _("How fast computers play"), object_id)
        half = (box.w - 10) // 2
        font = row_font((_("Confirm"), _("Cancel")), half)
        self.confirm = button((x, y, half, 56), _("Confirm"), _("Play the move shown (Enter)"),
                              font)
        self.cancel = button((box.right - half, y, half, 56), _("Cancel"),
                             _("Take the move shown back (Esc)"), font)
        self.play_hint_rect = play_hint_rect(layout["message"])
        self.play_hint = button(self.play_hint_rect, _(PLAY_HINT),
                                _("Play the move the hint shows (Enter)"), "#small")

    def show_for(self, watching: bool, waiting: bool, hint_playable: bool) -> None:
        """Speed, Pause and Step only while ``watching`` computers; Hint only with a
        person; Confirm and Cancel in Hint's place while a move is ``waiting``."""
        for button in (self.speed, self.pause, self.step):
            button.show() if watching else button.hide()
        self.hint.hide() if watching or waiting else self.hint.show()
        self.show_play_hint(hint_playable)
        for button in (self.confirm, self.cancel):
            button.show() if waiting else button.hide()

    def show_play_hint(self, shown: bool) -> None:
        """Play hint is shown exactly while a hint could be played now."""
        if shown != bool(self.play_hint.visible):
            self.play_hint.show() if shown else self.play_hint.hide()

    def enable(self, can_undo: bool, can_hint: bool) -> None:
        """Undo while a move of the seat at the screen can go; Hint greyed while a
        computer moves."""
        for button, able in ((self.undo, can_undo), (self.hint, can_hint)):
            if able != button.is_enabled:
                button.enable() if able else button.disable()

    # -- watching computers -------------------------------------------------------------
    def watch_press(self, element: Any, computers: ComputerSeats) -> bool:
        """Speed, Pause or Step pressed; True when ``element`` was one of them."""
        if element is self.speed:
            self.speed.set_text(_(SPEED_WORDS[computers.cycle_watch_speed()]))
        elif element is self.pause:
            self._paused(computers.toggle_pause())
        elif element is self.step:
            computers.step_once()
            self._paused(True)
        else:
            return False
        return True

    def watch_key(self, intent: Any, computers: ComputerSeats) -> bool:
        """P or Space pauses and resumes, N or the right arrow steps, while only computers
        play; True when ``intent`` was one of those keys."""
        if isinstance(intent, intents.Confirm) or (
                isinstance(intent, intents.Key) and intent.key == pygame.K_p):
            return self.watch_press(self.pause, computers)
        if isinstance(intent, intents.Key) and intent.key in (pygame.K_n, pygame.K_RIGHT):
            return self.watch_press(self.step, computers)
        return False

    def _paused(self, paused: bool) -> None:
        self.pause.set_text(_("Resume") if paused else _("Pause"))
