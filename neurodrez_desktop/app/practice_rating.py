"""The Practice screen's rating panel: the player's rating of the game, solved of
attempted, and the rating's history as a small plot (a line over the last attempts)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from neurodrez_desktop.app.practice_store import GamePractice
from neurodrez_desktop.core.glicko2 import Rating
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.ui import draw, theme

PLOT_POINTS = 30
"""The last attempts the rating's plot shows."""


def plotted(record: GamePractice) -> list[float]:
    """The ratings the plot draws: the last ``PLOT_POINTS``, led by the rating the player
    started from while the history still holds every attempt (one attempt is a line)."""
    ratings = [rating for _when, rating in record.history]
    if len(ratings) == record.attempted:
        ratings.insert(0, Rating().rating)  # a new player's
    return ratings[-PLOT_POINTS:]


def rating_points(ratings: Sequence[float], rect: pygame.Rect) -> list[tuple[int, int]]:
    """The plot's line: ``ratings``, oldest at the left, spread over ``rect`` (a flat
    history a level line in the middle)."""
    if not ratings:
        return []
    low, high = min(ratings), max(ratings)
    span = high - low
    step = rect.w / max(1, len(ratings) - 1)
    return [(round(rect.x + k * step),
             round(rect.centery if span == 0 else rect.bottom - (r - low) / span * rect.h))
            for k, r in enumerate(ratings)]


def draw_rating(canvas: pygame.Surface, rect: pygame.Rect, record: GamePractice) -> None:
    """The practice rating of a game, solved of attempted, and the rating's plot, in
    ``rect`` (the table's Moves panel's place)."""
    draw.panel(canvas, rect, name="practice panel")
    inner = rect.inflate(-30, -24)
    used = draw.paragraph(canvas, _("Practice rating: {rating}").format(
        rating=round(record.rating.rating)), pygame.Rect(inner.x, inner.y, inner.w, 50),
        32, theme.ACCENT, smallest=20)
    y = inner.y + used + 6
    used = draw.paragraph(canvas, _("Solved {solved} of {attempted}").format(
        solved=record.solved, attempted=record.attempted),
        pygame.Rect(inner.x, y, inner.w, 40), 26, smallest=18)
    plot = pygame.Rect(inner.x, y + used + 14, inner.w, inner.bottom - y - used - 14)
    if plot.h < 40:
        return
    pygame.draw.rect(canvas, (30, 34, 44), plot, border_radius=6)
    draw.note("area", "rating plot", plot, canvas=canvas)
    points = rating_points(plotted(record), plot.inflate(-16, -16))
    if len(points) >= 2:
        pygame.draw.lines(canvas, theme.HIGHLIGHT, False, points, 3)
    for point in points[-1:]:
        pygame.draw.circle(canvas, theme.ACCENT, point, 5)
