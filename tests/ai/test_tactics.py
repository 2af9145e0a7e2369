"""Every game's tactics positions (``AiHooks.tactics``) run as tests: sound, and Normal's
search finds the right answer in at least 90% of them (the ``bench tactics`` goal) with a
fixed number of iterations instead of its second, so the figure is the same on every
machine and every run.
"""

from __future__ import annotations

import pytest

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.tactics import tactics_for, try_tactic
from neurodrez_desktop.core.tactics import sound
from neurodrez_desktop.games import GAMES

GAME_IDS = sorted(GAMES)
ITERATIONS = 400
"""About what Normal's second buys in the slower games on a quiet machine."""
GOAL = 0.9


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_lists_ten_sound_positions(game_id):
    rules = GAMES[game_id]
    tactics = tactics_for(game_id)
    assert len(tactics) >= 10, f"{game_id}: {len(tactics)} tactics positions"
    assert len({t.name for t in tactics}) == len(tactics), "names are unique"
    for tactic in tactics:
        good, legal = sound(rules, tactic)
        assert 0 < good < legal, f"{tactic.name}: {good} of {legal} legal answers good"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_normals_search_finds_the_right_answer(game_id):
    rules = GAMES[game_id]
    results = [try_tactic(rules, tactic, "normal", 0, budget=Budget(None, ITERATIONS))
               for tactic in tactics_for(game_id)]
    assert results, f"{game_id} lists no tactics positions"
    missed = [f"{r.tactic.name}: played {r.label}" for r in results if not r.good]
    share = 1 - len(missed) / len(results)
    assert share >= GOAL, f"{game_id}: {share:.0%} good; missed " + "; ".join(missed)
