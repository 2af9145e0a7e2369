"""The results screen: scores, the winner(s), why the game ended, the totals of the sitting
(P17: chips across the games of one sitting); every secret revealed."""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.app import intents
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.app.sitting import total_words
from neurodrez_desktop.ui import draw, theme


class ResultsScene(Scene):
    name = "results"
    opaque = False

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.rules.outcome(session.state)
        self.sitting = session.sitting.after(self.outcome)
        self.unit = session.rules.score_unit(session.record.options)
        self.note: str | None = None

    def enter(self) -> None:
        self.again = self.button((540, 740, 415, 70), "Play again", "Same players, same seats",
                                 "#primary")
        self.swap = None
        if len(self.session.seats) == 2:
            self.swap = self.button((965, 740, 415, 70), "Play again, swap sides",
                                    "The same players change seats")
        label = self.app.nav.export_label(self.session.rules)
        count = 2 + bool(label)
        w = (840 - 10 * (count - 1)) // count
        x = [540 + k * (w + 10) for k in range(count)]
        self.new = self.button((x[0], 820, w, 70), "New game", "Change players or options")
        self.menu = self.button((x[1], 820, w, 70), "Main menu", "Ends the sitting")
        self.export = None
        if label:
            self.export = self.button((x[2], 820, w, 70), label,
                                      "Write the whole game to a file")

    def handle(self, intent: Any) -> None:
        record, nav = self.session.record, self.app.nav
        if isinstance(intent, intents.Widget):
            element = intent.element
            if element is self.again:
                nav.start_new_game(self.session.rules, list(record.players),
                                   dict(record.options), sitting=self.sitting)
            elif self.swap is not None and element is self.swap:
                nav.start_new_game(self.session.rules, list(reversed(record.players)),
                                   dict(record.options), sitting=self.sitting.swapped())
            elif element is self.new:
                nav.setup(record.game_id, list(record.players), dict(record.options),
                          fresh=True)
            elif element is self.menu:
                nav.menu()
            elif self.export is not None and element is self.export:
                self.note, _ = nav.export(self.session)
        elif isinstance(intent, intents.Back):
            nav.menu()

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 150)
        box = pygame.Rect(520, 150, 880, 770)
        draw.panel(canvas, box, (34, 40, 52), theme.ACCENT)
        seats = self.session.seats
        winners = self.outcome.winners
        if self.outcome.together:
            title = "You all win" if winners else "You all lose"
        elif self.outcome.is_draw:
            title = "A draw"
        else:
            title = " and ".join(seats[w].name for w in winners) + " win" + (
                "s" if len(winners) == 1 else "")
        draw.label(canvas, title, (box.centerx, box.y + 60), 64, theme.ACCENT, "center", True)
        draw.paragraph(canvas, self.outcome.reason, pygame.Rect(box.x + 50, box.y + 110,
                                                                box.w - 100, 80), 28,
                       theme.TEXT_DIM)
        y = box.y + 200
        games = self.sitting.games
        draw.label(canvas, f"this game ({self.unit})", (box.right - 300, y - 6), 22,
                   theme.TEXT_DIM, "topright")
        draw.label(canvas, f"sitting, {games} game{'s' * (games != 1)}", (box.right - 40,
                   y - 6), 22, theme.TEXT_DIM, "topright")
        y += 24
        order = sorted(range(len(seats)), key=lambda s: -self.outcome.scores[s])
        for seat in order:
            side = self.session.side_name(seat)
            draw.seat_badge(canvas, (box.x + 70, y + 30), 24, seat, draw.side_letter(side),
                           self.session.side_colours(seat))
            won = seat in winners and not self.outcome.is_draw
            room = box.right - 300 - 120 - (box.x + 110)  # up to the left of the scores
            size = theme.fitting_size(seats[seat].name, room, 34, 20, bold=won)
            draw.label(canvas, seats[seat].name, (box.x + 110, y), size, theme.TEXT, bold=won)
            below = draw.label(canvas, side, (box.x + 110, y + 42), 22, theme.TEXT_DIM)
            if won:  # under the name, beside the side: never over a score
                draw.label(canvas, "WINNER", (below.right + 14, y + 42), 22, theme.ACCENT,
                           bold=True)
            draw.label(canvas, total_words(self.outcome.scores[seat], self.unit),
                       (box.right - 300, y + 6), 44, theme.ACCENT, "topright", True)
            draw.label(canvas, total_words(self.sitting.totals[seat], self.unit),
                       (box.right - 40, y + 6), 44, theme.TEXT, "topright", True)
            y += 80
        if self.note:
            draw.paragraph(canvas, self.note, pygame.Rect(box.x, box.bottom + 10, box.w, 100), 24)
        if self.session.hides_information:
            draw.label(canvas, "The table behind shows the final position.",
                       (box.centerx, max(700, y + 4)), 24, theme.TEXT_DIM, "midtop")
