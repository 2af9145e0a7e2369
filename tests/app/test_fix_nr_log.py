"""The finished table's Moves panel lists the game's moves when the result is folded
away (F), though the last entry — the move that ended the game with all it set off — is
taller than the panel: the panel shows as much of it as fits, cut between its lines."""

from __future__ import annotations

import pygame
import pytest
from test_results import finished, open_results, play_scene

from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.theme import BACKGROUND, LOGICAL_SIZE


def words_in_the_log(play) -> int:
    """Pixels of the log's text colour under the panel's heading."""
    canvas = pygame.Surface(LOGICAL_SIZE)
    canvas.fill(BACKGROUND)
    play.draw(canvas)
    area = play.log_panel.area()
    panel = canvas.subsurface(area)
    text = canvas.map_rgb(theme.TEXT)
    mask = pygame.mask.from_threshold(panel, text, (8, 8, 8, 255))
    return mask.count()


@pytest.mark.parametrize("seed", [2, 14], ids=["rescues-end-it", "crystal-ends-it"])
def test_the_folded_result_leaves_the_moves_listed(sized_driver, seed):
    session = finished("neuroriders", 2, {}, seed)
    results = open_results(sized_driver, session)
    sized_driver.key(pygame.K_f)
    sized_driver.frames(2)
    assert results.folded
    play = play_scene(sized_driver)
    items = play.log_panel.items()
    assert items[-1][1] > play.log_panel.area().h // play.log_panel.row_height(), \
        "the last entry is taller than the panel (the case that emptied it)"
    assert words_in_the_log(play) > 200, "the Moves panel is empty"
    sized_driver.screenshot(f"folded-{seed}")
