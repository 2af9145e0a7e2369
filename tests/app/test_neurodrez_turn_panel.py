"""While NeuroDrez's dice tumble, the turn panel (whose turn, its steps, the dice) is kept
as a layer and only the dice's flicking faces are drawn over it each frame (it was painted
whole at every face). Every such frame must be, pixel for pixel, what a table drawing from
scratch shows."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neurodrez.view import NeuroDrezView
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table

ENTRY = entry_for("neurodrez")
RULES = ENTRY.rules
NAMES = ["Ada", "Bo", "Cy", "Di"]


def _table(players: int) -> Any:
    pygame.display.init()
    pygame.font.init()
    return open_table(ENTRY, players, RULES.resolve_options({}), tuple(NAMES[:players]),
                      make_rng("nd-turn"), table_layout(ENTRY))


def _canvas(controller: Any, state: Any, seat: int, players: int) -> bytes:
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    canvas.fill(theme.BACKGROUND)
    controller.view.draw(canvas, state, seat, controller.no_marks(), NAMES[:players])
    return pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("players", [2, 4])
def test_every_frame_of_a_roll_is_what_a_fresh_table_draws_and_paints_the_panel_once(
        players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The actions of a seeded game at normal speed, each animation drawn frame by frame
    and each frame again with every layer forgotten; the turn panel is painted once a
    roll's tumble (each frame is drawn over the layers the same frame kept, so a panel
    painted again in it had a key that changed)."""
    controller = _table(players)
    view = controller.view
    painted: list[int] = []
    original = NeuroDrezView._draw_turn

    def counted(*args: Any, **kwargs: Any) -> Any:
        painted.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(NeuroDrezView, "_draw_turn", counted)
    state = RULES.initial_state(players, RULES.resolve_options({}))
    rng = make_rng(f"nd-turn-game:{players}")
    tumbling = repainted = 0
    for _ in range(70):
        if RULES.outcome(state) is not None:
            break
        player = RULES.current_player(state)
        action = (rng.choice(RULES.legal_actions(state)) if player >= 0
                  else sample_outcome(RULES.chance_outcomes(state), rng))
        after = RULES.apply(state, action)
        seat = max(RULES.current_player(after), 0)
        view.animate(RULES.view_for(state, seat), action, RULES.view_for(after, seat), 1.0)
        state = after
        shown = RULES.view_for(state, seat)
        was_rolling = False
        while True:
            view.update(1 / 30)
            rolling = view.rolling > 0
            before = len(painted)
            seen = _canvas(controller, shown, seat, players)
            if rolling and was_rolling:  # the frames after a roll's first
                tumbling += 1
                repainted += len(painted) > before
            was_rolling = rolling
            draw.forget_layers(view)
            assert seen == _canvas(controller, shown, seat, players), (
                f"a kept picture went stale after {action!r}")
            if not view.busy and not rolling:
                break
            # the next frame over this one's layers, as the table draws them
            _canvas(controller, shown, seat, players)
    assert tumbling > 15
    assert repainted == 0, f"the turn panel painted again in {repainted} of {tumbling}"
