"""Neuroriders' tactics positions (``games/neuroriders/tactics.py``) are two-player
decisions (what every game's positions must meet is tested in tests/ai/test_tactics.py)."""

from __future__ import annotations

import pytest

from neurodrez_desktop.core.tactics import decision_of
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders.tactics import tactics

RULES = get_rules("neuroriders")
TACTICS = tactics()


@pytest.mark.parametrize("tactic", TACTICS, ids=[t.name for t in TACTICS])
def test_each_position_is_a_two_player_decision(tactic):
    state = tactic.build(RULES)
    decision_of(RULES, state)
    assert tactic.players == state.players == 2
