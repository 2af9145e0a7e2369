"""The table's status bar: the game's title, who is to move (or thinking, or paused, or
asked to confirm), and on the right where the game stands with the sitting's totals.

Painted onto a layer only when what it says changes (a few times a turn), not every frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from neurodrez_desktop.app.computer import ComputerSeats, thinker_words
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.app.sitting import is_chips, sitting_unit, total_words, unit_words
from neurodrez_desktop.app.table_flow import TableFlow
from neurodrez_desktop.core.i18n import _, generation, ngettext
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.ui import draw, theme


def computer_words(session: GameSession, seat: int, side: str | None = None) -> str:
    """"Bo (Dark, Hard computer)" or "Dark (computer, Hard)": the seat and its level
    (as the setup screen named it), each said once (``thinker_words``)."""
    chosen = session.seats[seat]
    return thinker_words(chosen.name, side, chosen.kind)


class StatusBar:
    """The bar at ``rect`` for a game played through ``flow``, its computers ``computers``;
    ``game_words`` says the game's own marked texts (its title) in the language of the
    moment (its entry's catalog)."""

    def __init__(self, flow: TableFlow, presenter: Presenter[Any, Any],
                 computers: ComputerSeats, rect: pygame.Rect,
                 game_words: Callable[[str], str] = str) -> None:
        self.flow = flow
        self.game_words = game_words
        self.session = flow.session
        self.presenter = presenter
        self.computers = computers
        self.rect = rect
        self._layer = draw.Layer()
        self._sitting: tuple[object, object, int, str] | None = None
        """The sitting's words and what they were said for (state, sitting, language)."""
        self.shown_words = ""
        """The words in the middle as last painted (who is to move), for tests."""

    def draw(self, canvas: pygame.Surface, player: int) -> None:
        """The bar, painted afresh only when what it says changes."""
        side = (self.presenter.acting_side(self.flow.shown_state())
                or self.session.side_name(player) if player >= 0 else None)
        dots = int(self.flow.thinking_time * 3) % 3
        key = (player, side, self.flow.pending is not None, self.computers.may_move, dots,
               self.session.progress, self.sitting_words(), generation())
        rect = self.rect
        self._layer.show(canvas, rect, key, lambda surface: self.paint(
            surface, rect, player, side, dots))

    def paint(self, canvas: pygame.Surface, rect: pygame.Rect, player: int,
              side: str | None, dots: int) -> None:
        """The game's title, who is to move, and on the right where the game stands (and
        the sitting's totals under it): the words in the middle start left of the centre
        and, with long names, nearer the title, and shrink to the room the right side
        leaves, so the two never meet."""
        session = self.session
        pygame.draw.rect(canvas, (22, 26, 33), rect)
        pygame.draw.rect(canvas, theme.PANEL_EDGE, (rect.x, rect.bottom - 2, rect.w, 2))  # inside
        title = draw.label(canvas, self.game_words(session.rules.spec.title),
                           (rect.x + 30, rect.centery), 36, theme.ACCENT, "midleft", bold=True)
        sitting = self.sitting_words()
        sitting_size = theme.fitting_size(sitting, rect.w // 2 - 160, 22, 16)
        right = rect.right - 30 - max(theme.text_width(session.progress, 30),
                                      theme.text_width(sitting, sitting_size))
        if player >= 0:
            name = session.seats[player].name
            if self.flow.pending is not None:
                words = _("{name} ({side}): confirm your move?").format(name=name, side=side)
            elif session.is_human(player):
                words = _("{name} ({side}) to move").format(name=name, side=side)
            elif not self.computers.may_move:
                words = _("{computer} · paused").format(
                    computer=computer_words(session, player, side))
            else:
                words = _("{computer} is thinking").format(
                    computer=computer_words(session, player, side)) + "." * (1 + dots)
            start = rect.centerx - 220
            if start + theme.text_width(words, 24, True) > right - 24:  # long names
                start = max(title.right + 90, right - 24 - theme.text_width(words, 24, True))
            size = theme.fitting_size(words, right - 24 - start, 40, 18, bold=True)
            draw.seat_badge(canvas, (start - 40, rect.centery), 26, player,
                            draw.side_letter(side or ""), session.side_colours(player))
            draw.label(canvas, words, (start, rect.centery), size, theme.TEXT, "midleft",
                       bold=True)
        else:  # centred, unless the sitting's long names leave the middle short of room
            words = (_("Game over") if player != CHANCE else _("Chance…")
                     if self.computers.may_move else _("Chance… · paused"))
            width = theme.text_width(words, 40)
            middle = min(rect.centerx, right - 24 - width // 2)
            draw.label(canvas, words, (max(middle, title.right + 24 + width // 2),
                                       rect.centery), 40, theme.TEXT, "center")
        self.shown_words = words
        draw.label(canvas, session.progress, (rect.right - 30,
                   rect.centery - (16 if sitting else 0)), 30, theme.TEXT_DIM, "midright")
        if sitting:
            draw.label(canvas, sitting, (rect.right - 30, rect.centery + 20), sitting_size,
                       theme.TEXT_DIM, "midright")

    def sitting_words(self) -> str:
        """The totals of the games played before this one ("Play again"), and of this one
        once it is over (as the results say), or chips at stake in a sitting's first game;
        empty when there is nothing to add up yet. Said again only when the game, the
        sitting or the language changes (a frame asks each time; numbers are said in the
        language's own way, which is slow to ask): a move that does not end the game
        leaves them as they were, so only a finished game's state is part of the key."""
        session = self.session
        ended = session.state if session.is_over else None
        said = self._sitting
        if (said is not None and said[0] is ended and said[1] is session.sitting
                and said[2] == generation()):
            return said[3]
        words = self._sitting_words()
        self._sitting = (ended, session.sitting, generation(), words)
        return words

    def _sitting_words(self) -> str:
        session = self.session
        options = session.record.options
        unit = sitting_unit(self.presenter, options)
        sitting = session.sitting
        outcome = session.rules.outcome(session.state)
        if outcome is not None:  # the game just ended counts at once, as on the results
            sitting = sitting.after(outcome, self.presenter.sitting_counts_wins(options))
        if sitting.games == 0 and not is_chips(unit):
            return ""
        totals = " · ".join(f"{seat.name} {total_words(total, unit)}"
                            for seat, total in zip(session.seats, sitting.totals, strict=True))
        games = ngettext("{n} game", "{n} games", sitting.games).format(n=sitting.games)
        return _("Sitting ({games}, {unit}): {totals}").format(
            games=games, unit=unit_words(unit), totals=totals)
