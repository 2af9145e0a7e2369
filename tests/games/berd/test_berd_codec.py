"""Saves: the phase and the side to move are enums in the state (``Phase``, ``Side``) and
are written exactly as before (the phase's name, the side's number)."""

from __future__ import annotations

import json
import re

import pytest

from neurodrez_desktop.core.errors import MalformedStateError
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import DARK, LIGHT, Phase, Side

rules = get_rules("berd")


@pytest.mark.parametrize("options", [
    {"size": 3},
    {"size": 4, "arrangement": "automatic", "points": "hidden"},
])
def test_b4_b11_every_state_holds_a_phase_and_a_side_and_reads_back_the_same(options) -> None:
    states = []
    end = random_playout(rules, 2, options, make_rng(5),
                         on_step=lambda state, _action: states.append(state)).state
    for state in [*states, end]:
        assert type(state.phase) is Phase and type(state.to_move) is Side
        obj = json.loads(json.dumps(rules.state_to_json(state)))
        assert obj["phase"] == state.phase.name.lower()
        assert type(obj["to_move"]) is int and obj["to_move"] == int(state.to_move)
        back = rules.state_from_json(obj)
        assert back == state
        assert type(back.phase) is Phase and type(back.to_move) is Side
    assert {s.phase for s in states} >= ({Phase.SETUP, Phase.MOVE} if len(options) == 1
                                         else {Phase.DEAL, Phase.MOVE})
    assert end.phase is Phase.END


def test_b4_phase_names_and_sides_in_saves_are_as_before() -> None:
    state = rules.initial_state(2, {"size": 3})
    obj = rules.state_to_json(state)
    assert (obj["phase"], obj["to_move"]) == ("setup", 0)
    assert [p.name.lower() for p in Phase] == ["deal", "setup", "move", "end"]
    assert (int(LIGHT), int(DARK)) == (0, 1)


@pytest.mark.parametrize(("field", "value", "words"), [
    ("phase", "moving", "phase must be one of deal, setup, move, end"),
    ("phase", 2, "phase must be of type str"),
    ("to_move", 2, "to_move must be 0 (Light) or 1 (Dark)"),
    ("to_move", "0", "to_move must be of type int"),
    ("to_move", True, "to_move must be of type int"),
])
def test_b4_bad_phase_or_side_is_refused_as_before(field, value, words) -> None:
    obj = rules.state_to_json(rules.initial_state(2, {"size": 3}))
    obj[field] = value
    with pytest.raises(MalformedStateError, match=f"^{re.escape(words)}$"):
        rules.state_from_json(obj)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_b11_the_end_keeps_the_last_stacks_apart_from_play(seed) -> None:
    """The end collects every stack (B11), so the state keeps the board as it last had
    stacks, for "the final position" to show; before the end it keeps none, and a save
    holds no more than before (a game's states come from replaying its actions)."""
    states = []
    end = random_playout(rules, 2, {"size": 3}, make_rng(seed),
                         on_step=lambda state, _action: states.append(state)).state
    assert end.phase is Phase.END and not any(end.board)
    assert any(end.last_stacks)
    assert all(state.last_stacks == () for state in states)
    kept = sorted(t for stack in end.last_stacks for t in stack)
    assert set(kept) <= set(end.collected[0]) | set(end.collected[1])
    obj = rules.state_to_json(end)
    assert "last_stacks" not in obj
    assert rules.state_from_json(obj) == end  # the kept stacks are no part of the game
