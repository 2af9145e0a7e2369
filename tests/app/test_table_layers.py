"""A table's cached layers (``draw.Layer``: a board, a seat's panel, painted once per change
of what it shows) never show a stale picture: in seeded random games of every table, one
long-lived view is told of every action and draws states for the seat to act and then for
another seat, as after a handoff; each canvas must be, pixel for pixel, what the same view
draws once it has forgotten every layer. So no layer painted for the seat before a handoff
(its hand, its marks) is shown to the next one, and none painted from an earlier state or
other marks outlives them.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table

ACTIONS = 120
"""Actions played in all, over as many games as that takes (a short game starts again)."""
EVERY = 4
"""A check every this many actions of the players."""
CHECKS = 4
"""At least this many checks, however short the game's games are."""


def _layers(view: Any) -> list[draw.Layer]:
    found = []
    for value in vars(view).values():
        items = (value.values() if isinstance(value, dict)
                 else value if isinstance(value, list | tuple) else (value,))
        found += [item for item in items if isinstance(item, draw.Layer)]
    return found


def _apart(game: str, areas: list[pygame.Rect]) -> None:
    """Layers keep apart (one painted inside another shares its area): each is the first
    thing drawn over its area, so one overlapping another would keep the other's pixels."""
    for i, area in enumerate(areas):
        for other in areas[i + 1:]:
            assert area == other or not area.colliderect(other), (
                f"{game}: layers at {tuple(area)} and {tuple(other)} overlap")


def _canvas(controller: Any, view: Any, seat: int, marks: Any, names: list[str]) -> bytes:
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    canvas.fill(theme.BACKGROUND)  # as the program draws a table
    controller.view.draw(canvas, view, seat, marks, names)
    return pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("entry", playable(), ids=lambda entry: entry.id)
def test_a_view_drawn_for_one_seat_then_another_shows_no_stale_layer(entry):
    pygame.display.init()
    pygame.font.init()
    rules = entry.rules
    players = max(2, rules.spec.min_players)
    names = [f"Player {seat + 1}" for seat in range(players)]
    options = dict(entry.tests.layered_options)  # hides or shows the most (its profile)
    controller = open_table(entry, players, options, tuple(names),
                            make_rng(f"layers-table:{entry.id}"), table_layout(entry))
    state = rules.initial_state(players, rules.resolve_options(options))
    rng = make_rng(f"layers:{entry.id}")
    checks = decisions = 0
    for _ in range(ACTIONS):
        player = rules.current_player(state)
        if rules.outcome(state) is not None:
            if checks >= CHECKS:
                break
            state = rules.initial_state(players, rules.resolve_options(options))  # again
            controller.reset()
            continue
        if player >= 0:
            decisions += 1
        if player >= 0 and decisions % EVERY == 0:
            mover = rules.view_for(state, player)
            picked = rng.choice(rules.legal_actions(state))
            clicks = controller.clicks_for(mover, player, picked)[:-1]  # a selection made
            for seat, clicked in ((player, ()), (player, clicks),  # at the screen, then
                                  ((player + 1) % players, ())):  # the next seat
                view = rules.view_for(state, seat)
                for pos in clicked:
                    controller.click(view, seat, pos)
                marks = (controller.marks(view, seat, True) if seat == player
                         else controller.no_marks())
                seen = _canvas(controller, view, seat, marks, names)
                layers = _layers(controller.view)  # a table with none: drawn twice alike
                _apart(entry.id, [layer.area for layer in layers if layer.area is not None])
                for layer in layers:
                    layer.forget()
                assert seen == _canvas(controller, view, seat, marks, names), (
                    f"{entry.id}: a layer went stale, drawing decision {decisions} for "
                    f"seat {seat}{' after a selection' if clicked else ''}")
            controller.reset()
            checks += 1
        if player == CHANCE:
            action = sample_outcome(rules.chance_outcomes(state), rng)
        else:
            action = rng.choice(rules.legal_actions(state))
        after = rules.apply(state, action)
        seat = max(player, 0)
        controller.view.animate(rules.view_for(state, seat), action,
                                rules.view_for(after, seat), 0)
        state = after
    assert checks >= CHECKS
