"""Each reader's log is worked out apart (every action is said for each reader at the
screen as it is played), but only a deal reads differently for the seat dealt to: the
presenter says every other action once, for all readers, in each language."""

from __future__ import annotations

from typing import Any

import pytest

from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neuroriders import presenter as presenter_module
from neurodrez_desktop.games.neuroriders import words
from neurodrez_desktop.games.neuroriders.presenter import NeuroridersPresenter
from neurodrez_desktop.games.neuroriders.state import DealAgenda, DealRoom

RULES = entry_for("neuroriders").rules


def _game(players: int) -> list[tuple[Any, Any]]:
    state = RULES.initial_state(players, RULES.resolve_options({}))
    rng = make_rng(f"nr-said:{players}")
    played = []
    while RULES.outcome(state) is None:
        player = RULES.current_player(state)
        action = (rng.choice(RULES.legal_actions(state)) if player >= 0
                  else sample_outcome(RULES.chance_outcomes(state), rng))
        played.append((state, action))
        state = RULES.apply(state, action)
    return played


def test_every_reader_reads_the_same_words_said_once(monkeypatch: pytest.MonkeyPatch) -> None:
    played = _game(3)
    fresh = {(i, seat): words.action_label(state, action, seat)
             for i, (state, action) in enumerate(played) for seat in (0, 1, 2, None)}
    said: list[Any] = []
    original = words.action_label

    def counted(state: Any, action: Any, seat: int | None = None) -> str:
        said.append(action)
        return original(state, action, seat)

    monkeypatch.setattr(words, "action_label", counted)
    monkeypatch.setattr(presenter_module, "_SAID", {})  # none said yet
    presenter = NeuroridersPresenter()
    for seat in (0, 1, 2, None):  # each reader in turn, as handoffs bring them
        for i, (state, action) in enumerate(played):
            assert presenter.action_label(state, action, seat) == fresh[i, seat]
    deals = sum(isinstance(a, DealRoom | DealAgenda) for _, a in played)
    assert len(played) > 50
    assert len(said) == len(played) + 3 * deals  # a deal for each reader, the rest once
    said.clear()
    i18n.set_language("es")  # another language: said again, in its words
    state, action = next(p for p in played if not isinstance(p[1], DealRoom | DealAgenda))
    label = presenter.action_label(state, action, 1)
    assert said == [action] and label == original(state, action, 1)
