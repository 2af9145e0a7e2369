"""A table's layers are repainted in a language chosen mid-game: every layer's key holds the
language, so no panel keeps words of the language before (PokerDrez's seat, common cards
and deck panels and NeuroDrez's board named none of it in their own keys)."""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table


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
    options = rules.resolve_options({})
    names = ("Ada", "Bo")[:players]
    table = open_table(entry, players, options, names, make_rng("table"), table_layout(entry))
    state, rng = rules.initial_state(players, options), make_rng("moves")
    for _ in range(12):
        seat = rules.current_player(state)
        state = rules.apply(state, rng.choice(rules.legal_actions(state)) if seat >= 0
                            else sample_outcome(rules.chance_outcomes(state), rng))
    seat = max(rules.current_player(state), 0)
    view = rules.view_for(state, seat)

    def picture() -> bytes:
        canvas = pygame.Surface(theme.LOGICAL_SIZE)
        canvas.fill(theme.BACKGROUND)
        table.view.draw(canvas, view, seat, table.marks(view, seat, True), list(names))
        return pygame.image.tobytes(canvas, "RGB")

    i18n.set_language(i18n.ENGLISH)
    english = picture()
    i18n.set_language("es")
    kept = picture()
    draw.forget_layers(table.view)
    assert kept == picture(), "a layer kept its English words in Spanish"
    assert kept != english
