"""A small picture of a game's table for the main menu, drawn by the game's own view.

The game's table draws a position from early in a game (a few seeded random actions,
every secret hidden) on a canvas of its own; the board's rectangle of its layout, scaled
down, is the picture. So every game, a new one too, gets a picture from its own art with
no extra code.
"""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.protocol import CHANCE, ONLOOKER, TERMINAL
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.core.seat_words import seat_name
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.draw import forget_layers
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table

PICTURE_MOVES = 12
"""The players' actions played before the picture (pieces on the board, not an empty one)."""
STEP_LIMIT = 400
"""Actions at most, chance included, before the picture is taken anyway."""


def opening_view(entry: GameEntry, players: int, moves: int = PICTURE_MOVES) -> Any:
    """A position ``moves`` player actions into a seeded random game (short of its end),
    as anyone at the table may see it."""
    rules = entry.rules
    state = rules.initial_state(players, {})
    rng = make_rng(f"picture:{entry.id}")
    for _ in range(STEP_LIMIT):
        player = rules.current_player(state)
        if player == CHANCE:
            action = sample_outcome(rules.chance_outcomes(state), rng)
        elif moves <= 0 or player == TERMINAL:
            break
        else:
            action = rng.choice(rules.legal_actions(state))
            moves -= 1
        after = rules.apply(state, action)
        if rules.is_terminal(after):
            break
        state = after
    return rules.view_for(state, ONLOOKER)


def table_picture(entry: GameEntry, size: tuple[int, int]) -> pygame.Surface:
    """The game's board at its opening, scaled to fit ``size`` (aspect kept).

    The table is laid out with its board at the origin and drawn on a canvas only as large
    as the board (what falls outside it is clipped): a whole 1920×1080 canvas was 8 MB
    for a picture of a few hundred kilobytes, the peak of the menu's memory. What the
    table kept of its drawing (its layers' pictures) goes as soon as it is taken."""
    rules = entry.rules
    players = rules.spec.default_players or rules.spec.min_players
    names = tuple(seat_name(seat) for seat in range(players))  # in the menu's language
    layout = table_layout(entry)
    board = layout["board"].clip(pygame.Rect((0, 0), theme.LOGICAL_SIZE))
    at_origin = {name: rect.move(-board.x, -board.y) for name, rect in layout.items()}
    controller = open_table(entry, players, {}, names, make_rng(f"picture-table:{entry.id}"),
                            at_origin)
    canvas = pygame.Surface(board.size)
    canvas.fill(theme.BACKGROUND)
    try:
        controller.view.draw(canvas, opening_view(entry, players), None,
                             controller.no_marks(), list(names))
    finally:
        forget_layers(controller.view)
    scale = min(size[0] / board.w, size[1] / board.h)
    out = (max(1, round(board.w * scale)), max(1, round(board.h * scale)))
    return pygame.transform.smoothscale(canvas, out)
