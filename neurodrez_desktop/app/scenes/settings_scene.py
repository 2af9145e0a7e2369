"""Settings: window mode, animation speed, sound volume and mute, legal-move highlights,
confirming moves, the computer's time. All reached by keys (``app/focus.py``): Tab or the
arrows move the ring, Enter opens a drop-down or ticks a box, Left/Right move the volume."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox, UIHorizontalSlider, UILabel

from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.app.settings import ANIMATION_SPEEDS
from neurodrez_desktop.ui import draw, intents, theme

SPEED_LABELS = {"off": "Off", "slow": "Slow", "normal": "Normal", "fast": "Fast"}
NORMAL_TIMES = ("0.5", "1", "2")
HARD_TIMES = ("2", "3", "5", "10")
KEYS_HINT = pygame.Rect(830, 962, 1070, 40)
"""Right of Back: how the keys work this screen."""


class SettingsScene(Scene):
    name = "settings"

    def enter(self) -> None:
        ui, box, s = self.app.ui, self.widgets(), self.app.settings
        rows = ("Window", "Animation speed", "Sound volume", "Highlight legal moves",
                "Computer, Normal", "Computer, Hard")
        for k, text in enumerate(rows):
            UILabel(pygame.Rect(560, 240 + k * 110, 400, 60), text, ui, container=box)
        self.window = draw.WideDropDown(["Windowed", "Fullscreen"],
                                        "Fullscreen" if s.fullscreen else "Windowed",
                                        pygame.Rect(980, 240, 380, 60), ui, container=box)
        self.speed = draw.WideDropDown([SPEED_LABELS[k] for k in ANIMATION_SPEEDS],
                                       SPEED_LABELS[s.animation_speed],
                                       pygame.Rect(980, 350, 380, 60), ui, container=box)
        self.volume = UIHorizontalSlider(pygame.Rect(980, 460, 380, 60),
                                         round(s.volume * 100), (0, 100), ui, container=box)
        self.mute = UICheckBox(pygame.Rect(1500, 474, 32, 32), "", ui, container=box,
                               initial_state=s.muted)
        UILabel(pygame.Rect(1540, 460, 220, 60), "Mute (M)", ui, container=box)
        self.muted_shown = s.muted
        self.legal = UICheckBox(pygame.Rect(980, 584, 32, 32), "", ui, container=box,
                                initial_state=s.show_legal_moves)
        self.confirm = UICheckBox(pygame.Rect(1500, 584, 32, 32), "", ui, container=box,
                                  initial_state=s.confirm_moves)
        UILabel(pygame.Rect(1540, 570, 260, 60), "Confirm moves", ui, container=box)
        self.normal = self._times(NORMAL_TIMES, s.ai_normal_s, 680)
        self.hard = self._times(HARD_TIMES, s.ai_hard_s, 790)
        self.back = self.button((560, 940, 240, 76), "Back", "Esc")
        self.focus = FocusRing(lambda: [self.window, self.speed, self.volume, self.mute,
                                        self.legal, self.confirm, self.normal, self.hard,
                                        self.back])

    def _times(self, choices: tuple[str, ...], current: float, y: int) -> draw.WideDropDown:
        labels: list[str | tuple[str, str]] = [f"{t} s a move" for t in choices]
        now = f"{current:g} s a move"
        if now not in labels:  # a value set by hand in the settings file
            labels.append(now)
        return draw.WideDropDown(labels, now, pygame.Rect(980, y, 380, 60), self.app.ui,
                                 container=self.widgets())

    def handle(self, intent: Any) -> None:
        if self.wants_back(intent):
            self.app.pop()
            return
        if not isinstance(intent, intents.Widget):
            return
        event, element = intent.event, intent.element
        if element is self.window and event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if (event.text == "Fullscreen") != self.app.display.fullscreen:
                self.app.display.toggle_fullscreen()
            self.app.update_settings(fullscreen=self.app.display.fullscreen)
        elif element is self.speed and event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = next(k for k, v in SPEED_LABELS.items() if v == event.text)
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
            seconds = float(event.text.split()[0])
            key = "ai_normal_s" if element is self.normal else "ai_hard_s"
            self.app.update_settings(**{key: seconds})

    def update(self, dt: float) -> None:
        if self.muted_shown != self.app.settings.muted:  # M was pressed on this screen
            self.muted_shown = self.app.settings.muted
            self.mute.set_state(self.muted_shown)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.label(canvas, "Settings", (560, 110), 60, theme.ACCENT, bold=True)
        draw.label(canvas, f"{round(self.app.settings.volume * 100)}%", (1380, 475), 30)
        for k, line in enumerate(("A move Undo could not take back",
                                  "waits for Confirm or Cancel")):
            draw.label(canvas, line, (1540, 626 + k * 24), 20, theme.TEXT_DIM)
        for k, line in enumerate(("The same strength on every machine:",  # work, not time
                                  "the time a typical computer takes")):
            draw.label(canvas, line, (1380, 722 + k * 24), 20, theme.TEXT_DIM)
        draw.paragraph(canvas, "Tab or the arrows: the next setting. Enter opens a list or "
                       "ticks a box. Left/Right: volume.", KEYS_HINT, 24, theme.TEXT_DIM)
        draw.label(canvas, "F11 switches fullscreen and M mutes at any time. Settings are saved "
                   "at once.",
                   (560, 1030), 26, theme.TEXT_DIM)
