"""The table's buttons under the Moves panel, and which of them are shown when.

Undo, Save, Rules and Menu always; Hint for the person to act; Pause, Step and Speed in
its place while only computers play; Confirm and Cancel in its place while a move waits
for them; Play hint at the message box's corner while a hint could be played now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from neurodrez_desktop.app.button_rows import Row, button_row, row_font
from neurodrez_desktop.app.computer import ComputerSeats
from neurodrez_desktop.app.scene import hide_quietly, set_words
from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.ui import intents, theme

PLAY_HINT = N_("Play hint")
"""The button beside a hint's message that plays it (said with ``_``)."""
SPEED_WORDS = {"slow": (N_("Speed: slow"), N_("Slow")),
               "normal": (N_("Speed: normal"), N_("Normal")),
               "fast": (N_("Speed: fast"), N_("Fast"))}
"""A speed in words (the computers' watch speeds, autoplay's in the review): on a wide
button, and on a narrower one."""
WATCH_LABELS = ((N_("Pause"), N_("Resume")), (N_("Step"),))
"""Every label the Pause and Step buttons can have (said with ``_``)."""

MakeButton = Callable[..., Any]
"""``Scene.button(rect, label, tip=None, object_id=None)``: a pygame_gui button."""


def watch_row(width: int) -> tuple[Row, int]:
    """Pause, Step and Speed in a row ``width`` wide, and which of a speed's words the
    Speed button says there: "Normal" where "Speed: normal" does not fit (its tooltip says
    what it is)."""
    speeds = [tuple(_(words[form]) for words in SPEED_WORDS.values()) for form in (0, 1)]
    row = button_row([[tuple(_(label) for label in labels)] for labels in WATCH_LABELS]
                     + [speeds], width)
    return row, speeds.index(row.words[2])


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
        top = (_("Undo"), _("Save"), _("Rules"), _("Menu"))
        row = button_row([[(label,)] for label in top], box.w)
        self.undo, self.save, self.rules, self.menu = (
            button((x, box.y, width, 64), label, tip, row.object_id)
            for x, width, label, tip in zip(row.xs(box.x), row.widths, top, (
                _("Take back your own last move (Ctrl+Z)"),
                _("Save this game to continue later"), None, "Esc"), strict=True))
        hint_width = (box.w - 10) // 2
        self.hint = button((box.x, box.y + 74, hint_width, 56), _("Hint"),
                           _("What would the Normal computer play?"),
                           row_font((_("Hint"),), hint_width))
        # Watching computers: Pause and Step take the place of Hint (no one to hint to).
        watch, self.speed_form = watch_row(box.w)
        x, y = box.x, box.y + 74
        (pause, step, speed), lefts = watch.widths, watch.xs(x)
        self.pause = button((lefts[0], y, pause, 56), _("Resume") if paused else _("Pause"),
                            _("Stop the computers after the move in hand (P or Space)"),
                            watch.object_id)
        self.step = button((lefts[1], y, step, 56), _("Step"),
                           _("One computer move, then paused again (N, right arrow)"),
                           watch.object_id)
        self.speed = button((lefts[2], y, speed, 56), self.speed_words(watch_speed),
                            _("How fast computers play"), watch.object_id)
        half = (box.w - 10) // 2
        font = row_font((_("Confirm"), _("Cancel")), half)
        self.confirm = button((x, y, half, 56), _("Confirm"), _("Play the move shown (Enter)"),
                              font)
        self.cancel = button((box.right - half, y, half, 56), _("Cancel"),
                             _("Take the move shown back (Esc)"), font)
        self.play_hint_rect = play_hint_rect(layout["message"])
        self.play_hint = button(self.play_hint_rect, _(PLAY_HINT),
                                _("Play the move the hint shows (Enter)"), "#small")

    def speed_words(self, speed: str) -> str:
        """The Speed button's words for ``speed``, in the form its row has room for."""
        return _(SPEED_WORDS[speed][self.speed_form])

    def show_for(self, watching: bool, waiting: bool, hint_playable: bool) -> None:
        """Speed, Pause and Step only while ``watching`` computers; Hint only with a
        person; Confirm and Cancel in Hint's place while a move is ``waiting``."""
        for button in (self.speed, self.pause, self.step):
            button.show() if watching else hide_quietly(button)
        hide_quietly(self.hint) if watching or waiting else self.hint.show()
        self.show_play_hint(hint_playable)
        for button in (self.confirm, self.cancel):
            button.show() if waiting else hide_quietly(button)

    def show_play_hint(self, shown: bool) -> None:
        """Play hint is shown exactly while a hint could be played now."""
        if shown != bool(self.play_hint.visible):
            self.play_hint.show() if shown else hide_quietly(self.play_hint)

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
            set_words(self.speed, self.speed_words(computers.cycle_watch_speed()))
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
        set_words(self.pause, _("Resume") if paused else _("Pause"))
