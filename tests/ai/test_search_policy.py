"""The search policy (``core/search_policy.py``): its defaults are the search without
guidance, a hook a game leaves alone is never called per node, and a game's own hook,
whichever way it is set, steers the search."""

from __future__ import annotations

from typing import Any

import pytest

from neurodrez_desktop.ai import ismcts
from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.ismcts import ISMCTSAgent
from neurodrez_desktop.ai.tactics import tactics_for
from neurodrez_desktop.core.protocol import Outcome
from neurodrez_desktop.core.rng import Rng, make_rng
from neurodrez_desktop.core.search_policy import SearchPolicy, outcome_rewards, overrides
from neurodrez_desktop.games import GAMES
from neurodrez_desktop.games.berd.policy import BerdPolicy
from neurodrez_desktop.games.quattro_colonne.policy import QuattroColonnePolicy

HOOKS = ("first_to_try", "worth_trying", "deliberate", "decision", "cheapest", "obvious",
         "open_chance", "blind", "end_rewards")


class Spelled(BerdPolicy):
    """Berd's policy with every hook written out as the default's own call: the search
    then takes each hook's slow path (a game's hook) instead of skipping it."""

    def first_to_try(self, state: Any, untried: list[Any], rng: Rng) -> Any:
        return SearchPolicy.first_to_try(self, state, untried, rng)

    def worth_trying(self, state: Any, legal: list[Any]) -> list[Any]:
        return SearchPolicy.worth_trying(self, state, legal)

    def deliberate(self, state: Any) -> bool:
        return SearchPolicy.deliberate(self, state)

    def decision(self, action: Any) -> Any:
        return SearchPolicy.decision(self, action)

    def cheapest(self, state: Any, actions: list[Any]) -> Any:
        return SearchPolicy.cheapest(self, state, actions)

    def obvious(self, state: Any, legal: list[Any]) -> Any:
        return SearchPolicy.obvious(self, state, legal)

    def open_chance(self, state: Any) -> bool:
        return SearchPolicy.open_chance(self, state)

    def blind(self, state: Any) -> bool:
        return SearchPolicy.blind(self, state)


def _search(monkeypatch: pytest.MonkeyPatch, policy: SearchPolicy[Any, Any], game: str,
            iterations: int = 120) -> list[tuple[Any, list[tuple[str, int, float]]]]:
    """Each of the game's tactics positions searched under ``policy``: the choice and the
    root's statistics."""
    monkeypatch.setattr(ismcts, "policy_for", lambda game_id: policy)
    rules = GAMES[game]
    found = []
    for i, tactic in enumerate(tactics_for(game)):
        state = tactic.build(rules)
        seat = rules.current_player(state)
        agent = ISMCTSAgent()
        choice = agent.choose(rules, rules.view_for(state, seat), seat, make_rng(i),
                              Budget(None, iterations))
        root = agent.last_root
        stats = [] if root is None else sorted(
            (repr(c.action), c.visits, round(c.total, 9)) for c in root.children.values())
        found.append((choice, stats))
    return found


def test_the_defaults_search_as_the_search_without_guidance(monkeypatch):
    """Every hook spelled out as its default gives the same choices and the same visits
    as the search's own shortcut for a hook left alone: the defaults are what the search
    does for a game that says nothing."""
    assert all(overrides(Spelled(), hook) for hook in HOOKS)
    plain = _search(monkeypatch, BerdPolicy(), "berd")
    assert _search(monkeypatch, Spelled(), "berd") == plain


def test_a_hook_left_alone_is_never_called(monkeypatch):
    """The search skips a default hook instead of calling it at every node (a filter that
    keeps every action, a check that is always False): Quattro Colonne leaves these alone."""

    def called(*args: Any) -> Any:
        raise AssertionError("a default hook was called by the search")

    left_alone = [h for h in HOOKS if not overrides(QuattroColonnePolicy(), h)]
    assert left_alone  # decision, cheapest, obvious, open_chance, …
    for hook in left_alone:
        monkeypatch.setattr(SearchPolicy, hook, called)
    assert _search(monkeypatch, QuattroColonnePolicy(), "quattro_colonne", iterations=60)


class LastTwo(BerdPolicy):
    """Only the last two legal actions are worth a look."""

    def worth_trying(self, state: Any, legal: list[Any]) -> list[Any]:
        return legal[-2:]


def test_a_games_own_hook_steers_the_search(monkeypatch):
    """A hook set as a method, as a function on the class (the games' heuristics), or on
    the instance, is the one the search follows: it chooses among what the filter keeps."""
    on_class = type("OnClass", (BerdPolicy,),
                    {"worth_trying": staticmethod(lambda state, legal: legal[-2:])})()
    on_instance = BerdPolicy()
    on_instance.worth_trying = lambda state, legal: legal[-2:]  # type: ignore[method-assign]
    rules = GAMES["berd"]
    kept = []
    for tactic in tactics_for("berd"):
        state = tactic.build(rules)
        kept.append(rules.legal_actions(state)[-2:])
    for policy in (LastTwo(), on_class, on_instance):
        assert overrides(policy, "worth_trying")
        choices = [choice for choice, _ in _search(monkeypatch, policy, "berd", 60)]
        assert all(choice in two for choice, two in zip(choices, kept, strict=True))


def test_the_default_hooks_say_nothing():
    """A game that sets only its evaluation: all actions considered, each its own decision
    paid as it is, nothing settled or branched on, the end scored 1/0/½, no tactics."""

    class Even(SearchPolicy[Any, Any]):
        def evaluate(self, state: Any) -> tuple[float, ...]:
            return (0.5, 0.5)

    policy = Even()
    assert not any(overrides(policy, hook) for hook in HOOKS)
    legal = ["a", "b", "c"]
    assert policy.worth_trying(None, legal) == legal
    assert ([policy.first_to_try(None, legal, make_rng(seed)) for seed in range(8)]
            == [make_rng(seed).choice(legal) for seed in range(8)])
    assert policy.decision("b") == "b" and policy.cheapest(None, legal) == "a"
    assert policy.obvious(None, legal) is None
    assert not (policy.deliberate(None) or policy.open_chance(None) or policy.blind(None))
    won, drawn = Outcome((60.0, 20.0), (0,)), Outcome((2.0, 2.0), (0, 1))
    assert policy.end_rewards(won) == outcome_rewards(won) == (1.0, 0.0)
    assert policy.end_rewards(drawn) == (0.5, 0.5)
    assert tuple(policy.tactics()) == ()
    assert BerdPolicy().end_rewards(won) == won.shares()  # Berd: won on points (B12)
    with pytest.raises(TypeError):
        SearchPolicy()  # type: ignore[abstract]  # no evaluation, no policy
