"""Settings: the language, window mode, animation speed, sound volume and mute, legal-move
highlights, confirming moves, the computer's time. All reached by keys (``app/focus.py``):
Tab or the arrows move the ring, Enter opens a drop-down or ticks a box, Left/Right move
the volume."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox, UIHorizontalSlider, UILabel

from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.app.settings import ANIMATION_SPEEDS
from neurodrez_desktop.core.formats import format_decimal, format_percent
from neurodrez_desktop.core.i18n import ENGLISH, LANGUAGES, N_, _, language
from neurodrez_desktop.ui import draw, intents, theme

SPEED_LABELS = {"off": N_("Off"), "slow": N_("Slow"), "normal": N_("Normal"),
                "fast": N_("Fast")}
NORMAL_TIMES = ("0.5", "1", "2")
HARD_TIMES = ("2", "3", "5", "10")
KEYS_HINT = pygame.Rect(830, 962, 1070, 40)
"""Right of Back: how the keys work this screen."""
TOP, STEP = 230, 100
"""The first row's top and the rows' spacing (seven rows above Back)."""


def row(k: int) -> int:
    """The top of the ``k``-th row."""
    return TOP + k * STEP


class SettingsScene(Scene):
    name = "settings"

    def enter(self) -> None:
        ui, box, s = self.app.ui, self.widgets(), self.app.settings
        self.seconds: dict[str, float] = {}
        """The computer's time a move, by the label its list shows."""
        rows = (_("Language"), _("Window"), _("Animation speed"), _("Sound volume"),
                _("Highlight legal moves"), _("Computer, Normal"), _("Computer, Hard"))
        for k, text in enumerate(rows):
            UILabel(pygame.Rect(560, row(k), 430, 60), text, ui, container=box)
        self.language = draw.WideDropDown(list(LANGUAGES.values()),
                                          LANGUAGES.get(language(), LANGUAGES[ENGLISH]),
                                          pygame.Rect(1000, row(0), 380, 60), ui,
                                          container=box)
        self.window = draw.WideDropDown([_("Windowed"), _("Fullscreen")],
                                        _("Fullscreen") if s.fullscreen else _("Windowed"),
                                        pygame.Rect(1000, row(1), 380, 60), ui, container=box)
        self.speed = draw.WideDropDown([_(SPEED_LABELS[k]) for k in ANIMATION_SPEEDS],
                                       _(SPEED_LABELS[s.animation_speed]),
                                       pygame.Rect(1000, row(2), 380, 60), ui, container=box)
        self.volume = UIHorizontalSlider(pygame.Rect(1000, row(3), 380, 60),
                                         round(s.volume * 100), (0, 100), ui, container=box)
        self.mute = UICheckBox(pygame.Rect(1500, row(3) + 14, 32, 32), "", ui,
                               container=box, initial_state=s.muted)
        UILabel(pygame.Rect(1540, row(3), 330, 60), _("Mute (M)"), ui, container=box)
        self.muted_shown = s.muted
        self.legal = UICheckBox(pygame.Rect(1000, row(4) + 14, 32, 32), "", ui, container=box,
                                initial_state=s.show_legal_moves)
        self.confirm = UICheckBox(pygame.Rect(1500, row(4) + 14, 32, 32), "", ui,
                                  container=box, initial_state=s.confirm_moves)
        UILabel(pygame.Rect(1540, row(4), 330, 60), _("Confirm moves"), ui, container=box)
        self.normal = self._times(NORMAL_TIMES, s.ai_normal_s, row(5))
        self.hard = self._times(HARD_TIMES, s.ai_hard_s, row(6))
        self.back = self.button((560, 940, 240, 76), _("Back"), "Esc")
        self.focus = FocusRing(lambda: [self.language, self.window, self.speed, self.volume,
                                        self.mute, self.legal, self.confirm, self.normal,
                                        self.hard, self.back])

    def _times(self, choices: tuple[str, ...], current: float, y: int) -> draw.WideDropDown:
        seconds = [float(t) for t in choices]
        if current not in seconds:  # a value set by hand in the settings file
            seconds.append(current)
        labels: list[str | tuple[str, str]] = []
        for value in seconds:
            label = _("{seconds} s a move").format(seconds=format_decimal(value))
            self.seconds[label] = value
            labels.append(label)
        now = _("{seconds} s a move").format(seconds=format_decimal(current))
        return draw.WideDropDown(labels, now, pygame.Rect(1000, y, 380, 60), self.app.ui,
                                 container=self.widgets())

    def handle(self, intent: Any) -> None:
        if self.wants_back(intent):
            self.app.pop()
            return
        if not isinstance(intent, intents.Widget):
            return
        event, element = intent.event, intent.element
        if element is self.language and event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            code = next(c for c, name in LANGUAGES.items() if name == event.text)
            self.app.set_language(code)  # every word at once: this screen is made again
            return
        if element is self.window and event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if (event.text == _("Fullscreen")) != self.app.display.fullscreen:
                self.app.display.toggle_fullscreen()
            self.app.update_settings(fullscreen=self.app.display.fullscreen)
        elif element is self.speed and event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = next(k for k, v in SPEED_LABELS.items() if _(v) == event.text)
            self.app.update_settings(animation_speed=key)
        elif element is self.volume:
            self.app.update_settings(volume=self.volume.get_current_value() / 100)
            self.app.sounds.play("move")
        elif element is self.mute:
            if (event.type == pygame_gui.UI_CHECK_BOX_CHECKED) != self.app.settings.muted:
                self.app.toggle_mute()
            self.muted_shown = self.app.settings.muted
        elif element is self.legal:
            self.app.update_settings(show_legal_moves=bool(self.legal.get_state()))
        elif element is self.confirm:
            self.app.update_settings(confirm_moves=bool(self.confirm.get_state()))
        elif element in (self.normal, self.hard) and (
                event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED):
            key = "ai_normal_s" if element is self.normal else "ai_hard_s"
            self.app.update_settings(**{key: self.seconds[event.text]})

    def update(self, dt: float) -> None:
        if self.muted_shown != self.app.settings.muted:  # M was pressed on this screen
            self.muted_shown = self.app.settings.muted
            self.mute.set_state(self.muted_shown)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.label(canvas, _("Settings"), (560, 110), 60, theme.ACCENT, bold=True)
        draw.label(canvas, format_percent(self.app.settings.volume), (1395, row(3) + 15), 30)
        draw.paragraph(canvas, _("A move Undo could not take back waits for Confirm or "
                                 "Cancel"), pygame.Rect(1540, row(4) + 48, 340, 52), 20,
                       theme.TEXT_DIM)
        draw.paragraph(canvas, _("The same strength on every machine: the time a typical "
                                 "computer takes"),  # work, not time
                       pygame.Rect(1395, row(5) + 34, 490, 52), 20, theme.TEXT_DIM)
        draw.paragraph(canvas, _("Tab or the arrows: the next setting. Enter opens a list or "
                                 "ticks a box. Left/Right: volume."), KEYS_HINT, 24,
                       theme.TEXT_DIM)
        draw.paragraph(canvas, _("F11 switches fullscreen and M mutes at any time. Settings "
                                 "are saved at once."), pygame.Rect(560, 1016, 1300, 40), 26,
                       theme.TEXT_DIM)
