"""NeuroDrez saves: phases and piece kinds are enums in play, plain words and numbers in a
file, written the same as before they were enums (saves from older versions still load)."""

from __future__ import annotations

import json

import pytest

from neurodrez_desktop.core.errors import MalformedActionError, MalformedStateError
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.neurodrez.components import Kind
from neurodrez_desktop.games.neurodrez.rules import NeuroDrezRules
from neurodrez_desktop.games.neurodrez.state import DEAL_CARDS, ORDER, Enter, Phase

rules = NeuroDrezRules()

SAVED_ENTRY = '{"type": "enter", "colour": 1, "kind": 3, "cell": 24, "pay": "die"}'
"""An entry as older versions wrote it."""


def _states(seed: int = 3) -> list:
    seen: list = []
    random_playout(rules, 2, {}, make_rng(seed), on_step=lambda s, a: seen.append((s, a)))
    return seen


def test_phases_are_saved_as_their_words_and_read_back_as_phases():
    words = set()
    for state, _ in _states():
        obj = json.loads(json.dumps(rules.state_to_json(state)))
        assert isinstance(obj["phase"], str) and obj["phase"] == state.phase.word
        assert obj["then"] is None or isinstance(obj["then"], str)
        back = rules.state_from_json(obj)
        assert back == state and type(back.phase) is Phase
        words.add(obj["phase"])
    assert {"claim", "roll", "piece"} <= words


def test_the_deals_card_draws_save_the_phase_after_them_by_name():
    state = next(s for s, _ in _states() if s.phase == DEAL_CARDS)
    assert state.then is ORDER
    obj = rules.state_to_json(state)
    assert obj["then"] == state.then.word
    assert rules.state_from_json(obj).then is state.then


def test_piece_kinds_are_saved_as_numbers_and_read_back_as_kinds():
    action = rules.action_from_json(json.loads(SAVED_ENTRY))
    assert action == Enter(1, Kind.BISHOP, 24, "die") and action.kind is Kind.BISHOP
    obj = rules.action_to_json(action)
    assert type(obj["kind"]) is int and json.dumps(obj) == SAVED_ENTRY
    entries = [a for _, a in _states() if isinstance(a, Enter)]
    assert entries and all(type(a.kind) is Kind for a in entries)


@pytest.mark.parametrize("field,value", [("phase", "middle"), ("phase", 8), ("then", "later"),
                                         ("then", 5)])
def test_a_save_with_an_unknown_phase_is_refused(field, value):
    state = _states()[-1][0]
    with pytest.raises(MalformedStateError):
        rules.state_from_json({**rules.state_to_json(state), field: value})


@pytest.mark.parametrize("kind", [6, -1, "rook", True, 2.0])
def test_an_entry_of_an_unknown_kind_is_refused(kind):
    with pytest.raises(MalformedActionError):
        rules.action_from_json({**json.loads(SAVED_ENTRY), "kind": kind})
