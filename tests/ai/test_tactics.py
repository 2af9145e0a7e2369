"""Every game's tactics positions (``SearchPolicy.tactics``) run as tests, in one place for all
games: at least ten, named once each, of the known kinds, each a seat's decision in a
state that reads back through the game's codec unchanged, with at least one good legal
answer and one that is not; and Normal's search finds the right answer in at least 90%
of them (the ``bench tactics`` goal) with a fixed number of iterations instead of its
second, so the figure is the same on every machine and every run. What a game's positions
must also meet of that game's rules is tested in the game's folder.
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
KINDS = {"take free material", "save attacked material", "win in one", "stop a win in one",
         "pay cheaply", "claim what is free"}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_lists_ten_sound_positions(game_id):
    rules = GAMES[game_id]
    tactics = tactics_for(game_id)
    assert len(tactics) >= 10, f"{game_id}: {len(tactics)} tactics positions"
    assert len({t.name for t in tactics}) == len(tactics), "names are unique"
    assert {t.kind for t in tactics} <= KINDS
    for tactic in tactics:
        state = tactic.build(rules)
        assert rules.state_from_json(rules.state_to_json(state)) == state, tactic.name
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
