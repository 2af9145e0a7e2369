"""No action is ever hidden: in random games of every table, with the option sets that offer
the most (PokerDrez's two decks and betting among them), every chip a person is offered is
drawn inside the canvas, apart from every other chip, and found by a click on it."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
import pytest

from neurodrez_desktop.app.scenes.play import make_controller
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.layout import table_layout

CANVAS = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
GAMES = 3
MAX_ACTIONS = 400


def _option_sets(rules: Any) -> list[dict[str, Any]]:
    sets = [{}, *[dict(f) for f in rules.spec.featured_options]]
    if rules.spec.id == "pokerdrez":
        sets.append({"two_decks": True, "betting": True, "pawn_sacrifice": True})
    return sets


CASES = [pytest.param(entry, players, options,
                      id=f"{entry.id}-{players}p-" + (",".join(f"{k}={v}" for k, v in
                                                               options.items()) or "defaults"))
         for entry in playable()
         for players in sorted({entry.rules.spec.min_players, entry.rules.spec.max_players})
         for options in _option_sets(entry.rules)]


@pytest.mark.parametrize(("entry", "players", "options"), CASES)
def test_every_offered_chip_is_drawn_whole_and_clickable(entry, players, options):
    pygame.init()
    try:
        rules = entry.rules
        rules.initial_state(players, options)
    except ValueError:
        pytest.skip("not a valid combination")  # e.g. a solo option with four seats
    most: Counter[int] = Counter()
    for game in range(GAMES):
        session = GameSession.new(rules, [Seat(f"WWWWWWWWWWWWWWWWWWW{k}")
                                          for k in range(players)], options, seed=game)
        controller = make_controller(entry, session, table_layout(entry))
        view = controller.view
        rng = make_rng(f"chips:{entry.id}:{game}")
        while not session.is_over and len(session.record.actions) < MAX_ACTIONS:
            player = session.current_player
            if player == CHANCE:
                session.apply(session.chance_outcome())
                continue
            shown = rules.view_for(session.state, player)
            chips = getattr(controller.marks(shown, player, True), "chips", None) or ()
            if chips:
                most[len(chips)] += 1
                _check(view, chips, f"{entry.id} action {len(session.record.actions)}")
            session.apply(rng.choice(rules.legal_actions(session.state)))
            controller.reset()
    print(entry.id, players, options, "most chips at once:", max(most, default=0))


def _check(view: Any, chips: tuple, where: str) -> None:
    rects = view.chip_rects(chips)
    area = view.chip_area(chips)
    assert len(rects) == len(chips)
    assert CANVAS.contains(area)
    for k, (chip, rect) in enumerate(zip(chips, rects, strict=True)):
        assert area.contains(rect), f"{where}: {chip.label!r} runs out of its area {area}"
        assert view.chip_at(rect.center, chips) == chip.value, \
            f"{where}: a click on {chip.label!r} does not find it"
        for other, other_rect in zip(chips[k + 1:], rects[k + 1:], strict=True):
            assert not rect.colliderect(other_rect), \
                f"{where}: {chip.label!r} and {other.label!r} overlap"
