"""Esc during play: resume, save, load, rules, the keys, settings, or back to the main
menu."""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.ui import draw, theme


class InGameMenuScene(Scene):
    name = "game-menu"
    opaque = False

    def __init__(self, app: Any, play: Any) -> None:
        super().__init__(app)
        self.play = play
        self.note: str | None = None

    def enter(self) -> None:
        self.actions = {}
        choices = [("Resume", "resume"), ("Save game", "save"), ("Load game", "load"),
                   ("Rules", "rules"), ("How this table works", "help"), ("Keys", "keys"),
                   ("Settings", "settings"), ("Quit to main menu", "menu")]
        label = self.app.nav.export_label(self.play.rules)
        if label is not None:
            choices.insert(2, (label, "export"))
        y, step = 330, 528 // len(choices)
        for label, key in choices:
            self.actions[self.button((760, y, 400, step - 12), label)] = key
            y += step
        self.focus = FocusRing(lambda: list(self.actions))

    def handle(self, intent: Any) -> None:
        if isinstance(intent, intents.Back):
            self.app.pop()
        elif isinstance(intent, intents.Widget) and intent.element in self.actions:
            self.choose(self.actions[intent.element])

    def choose(self, key: str) -> None:
        nav = self.app.nav
        if key == "resume":
            self.app.pop()
        elif key == "save":
            self.note, _ = nav.save(self.play.session)
        elif key == "export":
            self.note, _ = nav.export(self.play.session)
        elif key in ("load", "settings", "keys"):
            nav.open(key)
        elif key == "rules":
            nav.rules(self.play.rules.spec.id)
        elif key == "help":
            self.app.pop()  # back to the table, the callouts over it
            nav.first_help(self.play)
        elif key == "menu":
            nav.menu()

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.play.session.hides_information:
            draw.dim(canvas, 170)
        else:  # the table may show one seat's secrets: cover it completely
            canvas.fill((16, 18, 24))
        box = pygame.Rect(700, 220, 520, 660)
        draw.panel(canvas, box, (34, 40, 52), theme.ACCENT)
        draw.label(canvas, "Game menu", (box.centerx, box.y + 60), 48, theme.ACCENT, "center",
                   True)
        if self.note:  # an export names its whole path: wrap it
            draw.paragraph(canvas, self.note, pygame.Rect(box.x - 300, box.bottom + 12,
                                                          box.w + 600, 100), 24)
        draw.label(canvas, "The game is saved after every move.", (box.centerx,
                   box.bottom + 130), 22, theme.TEXT_DIM, "center")
