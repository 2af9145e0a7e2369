"""While NeuroDrez's dice tumble, the turn panel (whose turn, its steps, the dice) is kept
as a layer and only the dice's flicking faces are drawn over it each frame (it was painted
whole at every face). Every such frame must be, pixel for pixel, what a table drawing from
scratch shows."""

from __future__ import annotations

import pytest
from table_pictures import NAMES, animated_game, counting, open_test_table
from table_pictures import table_picture as _picture

from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neurodrez.view import NeuroDrezView
from neurodrez_desktop.ui import draw

ENTRY = entry_for("neurodrez")
RULES = ENTRY.rules


@pytest.mark.parametrize("players", [2, 4])
def test_every_frame_of_a_roll_is_what_a_fresh_table_draws_and_paints_the_panel_once(
        players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The actions of a seeded game at normal speed, each animation drawn frame by frame
    and each frame again with every layer forgotten; the turn panel is painted once a
    roll's tumble (each frame is drawn over the layers the same frame kept, so a panel
    painted again in it had a key that changed)."""
    controller = open_test_table(ENTRY, players, "nd-turn")
    view = controller.view
    names = NAMES[:players]
    painted = counting(monkeypatch, NeuroDrezView, "_draw_turn")
    tumbling = repainted = 0
    for step in animated_game(view, RULES, players, f"nd-turn-game:{players}", 70,
                              after_seat=True):
        shown, seat, action = step.shown, step.seat, step.action
        was_rolling = False
        while True:
            view.update(1 / 30)
            rolling = view.rolling > 0
            before = len(painted)
            seen = _picture(controller, shown, seat, names=names)
            if rolling and was_rolling:  # the frames after a roll's first
                tumbling += 1
                repainted += len(painted) > before
            was_rolling = rolling
            draw.forget_layers(view)
            assert seen == _picture(controller, shown, seat, names=names), (
                f"a kept picture went stale after {action!r}")
            if not view.busy and not rolling:
                break
            # the next frame over this one's layers, as the table draws them
            _picture(controller, shown, seat, names=names)
    assert tumbling > 15
    assert repainted == 0, f"the turn panel painted again in {repainted} of {tumbling}"
