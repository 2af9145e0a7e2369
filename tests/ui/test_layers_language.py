"""A table's layers are repainted in a language chosen mid-game: every layer's key holds the
language, so no panel keeps words of the language before (PokerDrez's seat, common cards
and deck panels and NeuroDrez's board named none of it in their own keys)."""

from __future__ import annotations

import pygame
import pytest
from table_pictures import NAMES, next_action, open_test_table, table_picture

from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.ui import draw


def test_a_layer_is_painted_again_in_a_new_language(fonts: None) -> None:
    layer, canvas, painted = draw.Layer(), pygame.Surface((64, 32)), []
    for language in (i18n.ENGLISH, i18n.ENGLISH, "es", "es"):
        i18n.set_language(language)
        layer.show(canvas, pygame.Rect(0, 0, 64, 32), "same key", painted.append)
    assert len(painted) == 2  # once in English, once in Spanish


@pytest.mark.parametrize(("game", "players"), [("pokerdrez", 2), ("neurodrez", 2)])
def test_a_table_drawn_after_a_language_change_is_a_fresh_table_s(game: str, players: int,
                                                                   fonts: None) -> None:
    entry = entry_for(game)
    rules = entry.rules
    table = open_test_table(entry, players, "table")
    state, rng = rules.initial_state(players, rules.resolve_options({})), make_rng("moves")
    for _ in range(12):
        state = rules.apply(state, next_action(rules, state, rng))
    seat = max(rules.current_player(state), 0)
    view = rules.view_for(state, seat)

    def picture() -> bytes:
        return table_picture(table, view, seat, table.marks(view, seat, True),
                             NAMES[:players])

    i18n.set_language(i18n.ENGLISH)
    english = picture()
    i18n.set_language("es")
    kept = picture()
    draw.forget_layers(table.view)
    assert kept == picture(), "a layer kept its English words in Spanish"
    assert kept != english
