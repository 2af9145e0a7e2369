"""While Quattro Colonne's contest dice tumble and while the orders are revealed, the
contest panel and the column headers are kept (layers) and only the tumbling pair and the
dice unveiled are drawn over them each frame. Every such frame must be, pixel for pixel,
what a table drawing from scratch shows."""

from __future__ import annotations

import pytest
from table_pictures import animated_game, counting, open_test_table
from table_pictures import table_picture as _picture

from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.quattro_colonne import art
from neurodrez_desktop.games.quattro_colonne.view import QuattroColonneView
from neurodrez_desktop.ui import draw

ENTRY = entry_for("quattro_colonne")
RULES = ENTRY.rules


def _part(args: tuple[object, ...], kwargs: dict[str, object]) -> object:
    """The part of a contest panel painted (its fifth argument), the whole unless said."""
    return args[4] if len(args) > 4 else kwargs.get("part", "all")


@pytest.mark.parametrize("seed", ["a"])
def test_every_frame_of_every_animation_is_what_a_fresh_table_draws(seed: str) -> None:
    """A whole game at normal speed, each action's animation drawn frame by frame, each
    frame drawn again with every layer forgotten."""
    controller = open_test_table(ENTRY, 2, "qc-layers")
    view = controller.view
    rolling = revealing = 0
    for step in animated_game(view, RULES, 2, f"qc-layers-game:{seed}"):
        while True:
            view.update(1 / 30)
            still = not view.busy and view.anim.reveal is None and view.anim.rolling <= 0
            rolling += view.anim.rolling > 0
            revealing += view.anim.reveal is not None
            seen = _picture(controller, step.shown, step.seat)
            draw.forget_layers(view)
            assert seen == _picture(controller, step.shown, step.seat), (
                f"a kept picture went stale after {step.action!r}")
            if still:
                break
    assert rolling > 20 and revealing > 20  # frames of both were drawn and compared


def test_a_roll_and_a_reveal_paint_their_panels_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The contest panel is painted once for a roll's tumble (the pair drawn over it each
    frame), each header once for a reveal (the dice unveiled over it)."""
    controller = open_test_table(ENTRY, 2, "qc-layers")
    view = controller.view
    contests = counting(monkeypatch, art, "draw_contest", _part)
    headers = counting(monkeypatch, QuattroColonneView, "_draw_header", _part)
    rolls = reveals = 0
    for step in animated_game(view, RULES, 2, "qc-layers-count"):
        shown, seat = step.shown, step.seat
        view.update(1 / 60)
        _picture(controller, shown, seat)  # the first frame of the animation
        contests.clear()
        headers.clear()
        frames = 0
        while view.anim.rolling > 0 or view.anim.reveal is not None:
            moving = (view.anim.rolling > 0, view.anim.reveal is not None)
            view.update(1 / 60)
            if (view.anim.rolling > 0, view.anim.reveal is not None) != moving:
                break  # the last frame of it: the still panels are painted again
            _picture(controller, shown, seat)
            frames += 1
        if frames > 10 and moving[0]:
            rolls += 1
            assert contests == ["tumbling"] * frames, "the contest panel painted again"
        if frames > 10 and moving[1]:
            reveals += 1
            assert headers == [], "a header painted again while the orders are revealed"
        if rolls >= 2 and reveals >= 2:
            break
    assert rolls >= 2 and reveals >= 2
