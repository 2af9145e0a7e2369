"""The results screen: scores, the winner(s), why the game ended; every secret revealed."""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.ui import draw, theme


class ResultsScene(Scene):
    name = "results"
    opaque = False

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.rules.outcome(session.state)

    def enter(self) -> None:
        suffix = self.session.rules.export_suffix
        count = 4 if suffix else 3
        w = (840 - 10 * (count - 1)) // count
        x = [540 + k * (w + 10) for k in range(count)]
        self.again = self.button((x[0], 820, w, 76), "Play again", "Same players and options",
                                 "#primary")
        self.new = self.button((x[1], 820, w, 76), "New game", "Change players or options")
        self.menu = self.button((x[2], 820, w, 76), "Main menu")
        self.export = None
        if suffix:
            self.export = self.button((x[3], 820, w, 76), f"Export {suffix.upper()}",
                                      "Write the whole game to a file")
        self.note: str | None = None

    def handle(self, intent: Any) -> None:
        from neurodrez_desktop.app.scenes.menu import MenuScene
        from neurodrez_desktop.app.scenes.play import start_new_game
        from neurodrez_desktop.app.scenes.setup import SetupScene

        record = self.session.record
        if isinstance(intent, intents.Widget):
            if intent.element is self.again:
                start_new_game(self.app, self.session.rules, list(record.players),
                               dict(record.options))
            elif intent.element is self.new:
                self.app.reset(MenuScene(self.app))
                self.app.push(SetupScene(self.app, record.game_id, list(record.players),
                                         dict(record.options)))
            elif intent.element is self.menu:
                self.app.reset(MenuScene(self.app))
            elif self.export is not None and intent.element is self.export:
                from neurodrez_desktop.app.scenes.play import export_now

                self.note, _ = export_now(self.app, self.session)
        elif isinstance(intent, intents.Back):
            self.app.reset(MenuScene(self.app))

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 150)
        box = pygame.Rect(520, 200, 880, 720)
        draw.panel(canvas, box, (34, 40, 52), theme.ACCENT)
        seats = self.session.seats
        winners = self.outcome.winners
        if self.outcome.is_draw:
            title = "A draw"
        else:
            title = " and ".join(seats[w].name for w in winners) + " win" + (
                "s" if len(winners) == 1 else "")
        draw.label(canvas, title, (box.centerx, box.y + 60), 64, theme.ACCENT, "center", True)
        draw.paragraph(canvas, self.outcome.reason, pygame.Rect(box.x + 50, box.y + 110,
                                                                box.w - 100, 80), 28,
                       theme.TEXT_DIM)
        y = box.y + 220
        order = sorted(range(len(seats)), key=lambda s: -self.outcome.scores[s])
        for seat in order:
            side = self.session.rules.side_name(seat, len(seats))
            draw.seat_badge(canvas, (box.x + 90, y + 30), 26, seat, side[0])
            won = seat in winners and not self.outcome.is_draw
            name = draw.label(canvas, f"{seats[seat].name} ({side})", (box.x + 140, y + 10), 40,
                              theme.TEXT, bold=won)
            if won:
                draw.label(canvas, "WINNER", (name.right + 20, y + 22), 26, theme.ACCENT,
                           bold=True)
            draw.label(canvas, f"{self.outcome.scores[seat]:g}", (box.right - 80, y + 10), 44,
                       theme.ACCENT, "topright", True)
            y += 90
        if self.note:
            draw.paragraph(canvas, self.note, pygame.Rect(box.x, box.bottom + 10, box.w, 100), 24)
        if self.session.hides_information:
            draw.label(canvas, "All hidden values are now revealed in the panels behind.",
                       (box.centerx, box.bottom - 140), 24, theme.TEXT_DIM, "center")
