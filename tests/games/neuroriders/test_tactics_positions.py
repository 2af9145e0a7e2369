"""Neuroriders' tactics positions (``games/neuroriders/tactics.py``): each is a seat's
decision, built through the codec, with at least one good and one bad legal answer, and
the game lists them for ``bench tactics``."""

from __future__ import annotations

import pytest

from neurodrez_desktop.ai.tactics import tactics_for
from neurodrez_desktop.core.tactics import decision_of, sound
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders.tactics import tactics

RULES = get_rules("neuroriders")
TACTICS = tactics()


def test_there_are_at_least_ten_positions_with_unique_names():
    names = [t.name for t in TACTICS]
    assert len(names) >= 10
    assert len(set(names)) == len(names)


def test_the_game_lists_them_for_the_bench():
    assert [t.name for t in tactics_for("neuroriders")] == [t.name for t in TACTICS]


@pytest.mark.parametrize("tactic", TACTICS, ids=[t.name for t in TACTICS])
def test_each_position_is_sound(tactic):
    good, legal = sound(RULES, tactic)
    assert 0 < good < legal, f"{tactic.name}: {good} good of {legal}"


@pytest.mark.parametrize("tactic", TACTICS, ids=[t.name for t in TACTICS])
def test_each_position_reads_back_through_the_codec(tactic):
    state = tactic.build(RULES)
    decision_of(RULES, state)
    assert RULES.state_from_json(RULES.state_to_json(state)) == state
    assert tactic.players == state.players == 2
