"""While Quattro Colonne's contest dice tumble and while the orders are revealed, the
contest panel and the column headers are kept (layers) and only the tumbling pair and the
dice unveiled are drawn over them each frame. Every such frame must be, pixel for pixel,
what a table drawing from scratch shows."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.quattro_colonne import art
from neurodrez_desktop.games.quattro_colonne.view import QuattroColonneView
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table

ENTRY = entry_for("quattro_colonne")
RULES = ENTRY.rules
NAMES = ["Ada", "Bo"]


def _table() -> Any:
    pygame.display.init()
    pygame.font.init()
    return open_table(ENTRY, 2, RULES.resolve_options({}), tuple(NAMES), make_rng("qc-layers"),
                      table_layout(ENTRY))


def _canvas(controller: Any, state: Any, seat: int) -> bytes:
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    canvas.fill(theme.BACKGROUND)
    controller.view.draw(canvas, state, seat, controller.no_marks(), NAMES)
    return pygame.image.tobytes(canvas, "RGB")


def _counting(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[Any]:
    calls: list[Any] = []
    original = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[4] if len(args) > 4 else kwargs.get("part", "all"))
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


@pytest.mark.parametrize("seed", ["a"])
def test_every_frame_of_every_animation_is_what_a_fresh_table_draws(seed: str) -> None:
    """A whole game at normal speed, each action's animation drawn frame by frame, each
    frame drawn again with every layer forgotten."""
    controller = _table()
    view = controller.view
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng(f"qc-layers-game:{seed}")
    rolling = revealing = 0
    while RULES.outcome(state) is None:
        player = RULES.current_player(state)
        action = (rng.choice(RULES.legal_actions(state)) if player >= 0
                  else sample_outcome(RULES.chance_outcomes(state), rng))
        after = RULES.apply(state, action)
        seat = max(player, 0)
        view.animate(RULES.view_for(state, seat), action, RULES.view_for(after, seat), 1.0)
        state = after
        shown = RULES.view_for(state, seat)
        while True:
            view.update(1 / 30)
            still = not view.busy and view.anim.reveal is None and view.anim.rolling <= 0
            rolling += view.anim.rolling > 0
            revealing += view.anim.reveal is not None
            seen = _canvas(controller, shown, seat)
            draw.forget_layers(view)
            assert seen == _canvas(controller, shown, seat), (
                f"a kept picture went stale after {action!r}")
            if still:
                break
    assert rolling > 20 and revealing > 20  # frames of both were drawn and compared


def test_a_roll_and_a_reveal_paint_their_panels_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The contest panel is painted once for a roll's tumble (the pair drawn over it each
    frame), each header once for a reveal (the dice unveiled over it)."""
    controller = _table()
    view = controller.view
    contests = _counting(monkeypatch, art, "draw_contest")
    headers = _counting(monkeypatch, QuattroColonneView, "_draw_header")
    state = RULES.initial_state(2, RULES.resolve_options({}))
    rng = make_rng("qc-layers-count")
    rolls = reveals = 0
    while RULES.outcome(state) is None and (rolls < 2 or reveals < 2):
        player = RULES.current_player(state)
        action = (rng.choice(RULES.legal_actions(state)) if player >= 0
                  else sample_outcome(RULES.chance_outcomes(state), rng))
        after = RULES.apply(state, action)
        seat = max(player, 0)
        view.animate(RULES.view_for(state, seat), action, RULES.view_for(after, seat), 1.0)
        state = after
        shown = RULES.view_for(state, seat)
        view.update(1 / 60)
        _canvas(controller, shown, seat)  # the first frame of the animation
        contests.clear()
        headers.clear()
        frames = 0
        while view.anim.rolling > 0 or view.anim.reveal is not None:
            moving = (view.anim.rolling > 0, view.anim.reveal is not None)
            view.update(1 / 60)
            if (view.anim.rolling > 0, view.anim.reveal is not None) != moving:
                break  # the last frame of it: the still panels are painted again
            _canvas(controller, shown, seat)
            frames += 1
        if frames > 10 and moving[0]:
            rolls += 1
            assert contests == ["tumbling"] * frames, "the contest panel painted again"
        if frames > 10 and moving[1]:
            reveals += 1
            assert headers == [], "a header painted again while the orders are revealed"
    assert rolls >= 2 and reveals >= 2
