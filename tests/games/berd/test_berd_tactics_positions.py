"""The tactics positions of Berd (games/berd/tactics.py): each is a seat's decision with at
least one good legal answer and at least one that is not; the names are unique; the entry
lists them."""

from __future__ import annotations

import pytest

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.tactics import sound
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.berd.tactics import tactics

rules = get_rules("berd")
POSITIONS = tactics()


def test_enough_positions_with_unique_names() -> None:
    names = [t.name for t in POSITIONS]
    assert len(names) >= 10
    assert len(set(names)) == len(names)


def test_the_entry_lists_them() -> None:
    listed = entry_for("berd").ai.tactics
    assert listed is not None
    assert [t.name for t in listed()] == [t.name for t in POSITIONS]


@pytest.mark.parametrize("tactic", POSITIONS, ids=lambda t: t.name)
def test_position_is_sound(tactic) -> None:  # type: ignore[no-untyped-def]
    state = tactic.build(rules)
    assert rules.current_player(state) not in (CHANCE, TERMINAL)
    # the state survives its JSON form unchanged (a consistent state of the game)
    assert rules.state_from_json(rules.state_to_json(state)) == state
    good, legal = sound(rules, tactic)
    assert 0 < good < legal, f"{tactic.name}: {good} good of {legal} legal"
