"""The main menu: every registered game, Resume, Load, Settings, About, Quit."""

from __future__ import annotations

import pygame

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.errors import MalformedRecordError
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import draw, theme

ROW_H = 170


def players_text(lo: int, hi: int) -> str:
    if lo == hi:
        return f"{lo} players" if lo > 1 else "1 player"
    return f"{lo}–{hi} players"


class MenuScene(Scene):
    name = "menu"

    def enter(self) -> None:
        self.buttons: dict[object, tuple[str, str | None]] = {}
        y = 220
        for game_id, rules in playable().items():
            b = self.button((1080, y + 30, 220, 64), "New game", f"Set up a game of "
                            f"{rules.spec.title}", "#primary")
            self.buttons[b] = ("new", game_id)
            b = self.button((1320, y + 30, 160, 64), "Rules", f"How to play {rules.spec.title}")
            self.buttons[b] = ("rules", game_id)
            y += ROW_H + 20
        x, y = 1560, 220
        if self.app.saves.has_autosave():
            self.buttons[self.button((x, y, 300, 70), "Resume", "Continue the last game",
                                     "#primary")] = ("resume", None)
            y += 90
        for label, action, tip in (("Load game", "load", "Open a saved game"),
                                   ("Settings", "settings", "Window, animation, sound"),
                                   ("About", "about", "Version, licence, credits"),
                                   ("Quit", "quit", "Close the program")):
            self.buttons[self.button((x, y, 300, 70), label, tip)] = (action, None)
            y += 90

    def handle(self, intent: object) -> None:
        if isinstance(intent, intents.Widget) and intent.element in self.buttons:
            self.choose(*self.buttons[intent.element])
        elif isinstance(intent, intents.Back):
            self.app.quit()

    def choose(self, action: str, game_id: str | None) -> None:
        self.app.notice = None  # read: the player has moved on
        from neurodrez_desktop.app.scenes.load import LoadScene
        from neurodrez_desktop.app.scenes.rules_reader import RulesScene
        from neurodrez_desktop.app.scenes.settings_scene import SettingsScene
        from neurodrez_desktop.app.scenes.setup import SetupScene

        if action == "new":
            self.app.push(SetupScene(self.app, game_id))
        elif action == "rules":
            self.app.push(RulesScene(self.app, game_id))
        elif action == "resume":
            self.resume()
        elif action == "load":
            self.app.push(LoadScene(self.app))
        elif action == "settings":
            self.app.push(SettingsScene(self.app))
        elif action == "about":
            from neurodrez_desktop.app.scenes.about import AboutScene

            self.app.push(AboutScene(self.app))
        elif action == "quit":
            self.app.quit()

    def resume(self) -> None:
        from neurodrez_desktop.app.scenes.play import start_game_from_record

        try:
            record = self.app.saves.load_autosave()
        except MalformedRecordError as exc:
            self.app.notice = f"The last game cannot be resumed: {exc}"
            self.app.reset(MenuScene(self.app))  # rebuilt without Resume
            return
        start_game_from_record(self.app, record)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.label(canvas, "NeuroDrez Desktop", (80, 60), 72, theme.ACCENT, bold=True)
        draw.label(canvas, "Pick a game to set up, or carry on where you left off.",
                   (84, 150), 30, theme.TEXT_DIM)
        y = 220
        for rules in playable().values():
            spec = rules.spec
            box = pygame.Rect(80, y, 1420, ROW_H)
            draw.panel(canvas, box)
            draw.label(canvas, spec.title, (110, y + 18), 44, theme.TEXT, bold=True)
            draw.label(canvas, players_text(spec.min_players, spec.max_players),
                       (110 + theme.font(44, True).size(spec.title)[0] + 30, y + 30), 28,
                       theme.ACCENT)
            draw.paragraph(canvas, spec.description, pygame.Rect(110, y + 76, 940, 90), 26,
                           theme.TEXT_DIM)
            y += ROW_H + 20
        if self.app.notice:
            box = pygame.Rect(80, 960, 1780, 90)
            draw.panel(canvas, box, (70, 40, 40), theme.REFUSED)
            draw.paragraph(canvas, self.app.notice, box.inflate(-40, -24), 26)
