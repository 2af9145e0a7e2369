"""Computer players: legal, reproducible, fair (views only), and actually good."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pytest

from neurodrez_desktop.ai import Budget, GreedyAgent, ISMCTSAgent, RandomAgent
from neurodrez_desktop.ai.evaluation import heuristic_for, outcome_rewards
from neurodrez_desktop.ai.levels import agent_for_level, budget_for_level
from neurodrez_desktop.ai.parallel import ParallelISMCTSAgent, usable_cores
from neurodrez_desktop.ai.tactics import tactics_for, try_tactic
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, GameSpec, Outcome, Rules
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.core.search_policy import SearchPolicy
from neurodrez_desktop.games import GAMES

GAME_IDS = sorted(GAMES)
FEW = Budget(seconds=None, iterations=60)


def _positions(rules: Rules, seed: int, count: int = 12) -> list[Any]:
    """States where a seat is to move, from the middle of seeded random games."""
    rng = make_rng(seed)
    out = []
    options = rules.spec.featured_options[0] if rules.spec.featured_options else {}
    state = rules.initial_state(rules.spec.min_players, options)
    while len(out) < count and rules.current_player(state) != TERMINAL:
        player = rules.current_player(state)
        if player == CHANCE:
            state = rules.apply(state, sample_outcome(rules.chance_outcomes(state), rng))
            continue
        out.append(state)
        state = rules.apply(state, rng.choice(rules.legal_actions(state)))
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("agent", [RandomAgent(), GreedyAgent(), GreedyAgent(0.3),
                                   ISMCTSAgent()], ids=lambda a: a.name)
def test_agents_choose_legal_actions_from_views(game_id, agent):
    rules = GAMES[game_id]
    for k, state in enumerate(_positions(rules, 5)):
        seat = rules.current_player(state)
        action = agent.choose(rules, rules.view_for(state, seat), seat, make_rng(k), FEW)
        assert action in rules.legal_actions(state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ismcts_is_reproducible_with_an_iteration_budget(game_id):
    rules = GAMES[game_id]
    for state in _positions(rules, 9, 6):
        seat = rules.current_player(state)
        view = rules.view_for(state, seat)
        first = ISMCTSAgent().choose(rules, view, seat, make_rng(3), Budget(None, 150))
        again = ISMCTSAgent().choose(rules, view, seat, make_rng(3), Budget(None, 150))
        assert first == again


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if GAMES[g].spec.hidden_information])
def test_decisions_do_not_depend_on_what_the_seat_cannot_see(game_id):
    """Two states that differ only in others' secrets give the same decision."""
    rules = GAMES[game_id]
    options = next(o for o in [*rules.spec.featured_options, {}]
                   if rules.hides_information(o))
    rng = make_rng(11)
    checked = differed = 0
    players = max(2, rules.spec.min_players)  # one player alone has no one to hide from
    state = rules.initial_state(players, options)
    while rules.current_player(state) != TERMINAL and checked < 8:
        seat = rules.current_player(state)
        if seat == CHANCE:
            state = rules.apply(state, sample_outcome(rules.chance_outcomes(state), rng))
            continue
        other = rules.sample_from_view(rules.view_for(state, seat), seat, make_rng(checked))
        differed += other != state
        for make in (lambda: GreedyAgent(0.2), ISMCTSAgent):
            a = make().choose(rules, rules.view_for(state, seat), seat, make_rng(1), FEW)
            b = make().choose(rules, rules.view_for(other, seat), seat, make_rng(1), FEW)
            assert a == b
        checked += 1
        state = rules.apply(state, rng.choice(rules.legal_actions(state)))
    assert differed, "the states never differed: the test would prove nothing"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_heuristic_is_a_value_per_seat_in_0_1(game_id):
    rules = GAMES[game_id]
    evaluate = heuristic_for(game_id)
    for seed in range(20):
        playout = random_playout(rules, rules.spec.min_players, {}, make_rng(seed))
        state = rules.initial_state(rules.spec.min_players)
        for action in playout.actions:
            values = evaluate(state)
            assert len(values) == rules.spec.min_players
            assert all(0.0 <= v <= 1.0 for v in values)
            state = rules.apply(state, action)


SCALED_HARD = "hard*0.02"
"""Hard at a fiftieth of its work (the reference's 0.06 s a decision): enough to tell
it from Easy in every game's tactics positions, cheap enough for the suite."""


def _right_answers(rules: Rules, level: str) -> int:
    """How many of the game's tactics positions ``level`` answers right, with its own
    agent and work but no clock cap (so a busy machine gives the same count)."""
    budget = replace(budget_for_level(level), seconds=None)
    return sum(try_tactic(rules, tactic, level, 0, budget=budget).good
               for tactic in tactics_for(rules.spec.id))


def test_hard_finds_more_right_answers_than_easy():
    """The levels are ranked as the setup screen says: Hard's search, even at a fiftieth
    of its work, answers each game's tactics positions at least as well as Easy's noisy
    greed, and better over all. (How strong the levels are in whole games — the search
    against Random, more work against less — is measured by ``neurodrez bench ladder
    --game <id> --out DIR`` and ``neurodrez bench ai --game <id> --a normal --b random``,
    not timed here.)"""
    easy = {game_id: _right_answers(GAMES[game_id], "easy") for game_id in GAME_IDS}
    hard = {game_id: _right_answers(GAMES[game_id], SCALED_HARD) for game_id in GAME_IDS}
    assert all(hard[g] >= easy[g] for g in GAME_IDS), (easy, hard)
    assert sum(hard.values()) > sum(easy.values()), (easy, hard)


def test_levels():
    assert isinstance(agent_for_level("easy"), GreedyAgent)
    normal = agent_for_level("normal")
    assert isinstance(normal, ParallelISMCTSAgent)  # ISMCTS over all cores but one
    assert normal.workers == max(1, usable_cores() - 1) and normal.pool
    assert budget_for_level("normal").work == 1.0  # work, not seconds: tests/ai/test_levels.py
    assert budget_for_level("hard", hard_s=5).work == 5
    with pytest.raises(ValueError, match="no computer level"):
        agent_for_level("genius")


def test_outcome_rewards():
    assert outcome_rewards(Outcome((3.0, 1.0), (0,))) == (1.0, 0.0)
    assert outcome_rewards(Outcome((2.0, 2.0), (0, 1))) == (0.5, 0.5)
    assert outcome_rewards(Outcome((1.0, 1.0, 0.0, 0.0), (0, 1))) == (1.0, 1.0, 0.0, 0.0)


def test_shares_score_a_loss_by_its_margin():
    assert Outcome((60.0, 20.0), (0,)).shares() == (0.75, 0.25)
    assert Outcome((100.0, 300.0), (1,)).shares() > Outcome((0.0, 300.0), (1,)).shares()[:1]
    assert Outcome((0.0, 0.0), (0, 1)).shares() == (0.5, 0.5)  # nothing scored: a draw


# -- a three-seat race, to check the reward vector beyond two seats --------------------


@dataclass(frozen=True)
class RaceState:
    total: int
    to_move: int


class Race(Rules):
    """Seats add 1 or 2 in turn; whoever makes the total reach 10 wins."""

    spec = GameSpec("race", "Race", "test", 3, 3)

    def initial_state(self, players=3, options=None):
        return RaceState(0, 0)

    def current_player(self, state):
        return TERMINAL if state.total >= 10 else state.to_move

    def legal_actions(self, state):
        return [] if state.total >= 10 else [1, 2]

    def _apply(self, state, action):
        return RaceState(state.total + action, (state.to_move + 1) % 3)

    def outcome(self, state):
        if state.total < 10:
            return None
        winner = (state.to_move - 1) % 3
        return Outcome(tuple(1.0 if s == winner else 0.0 for s in range(3)), (winner,))

    def state_to_json(self, state):
        return {"total": state.total, "to_move": state.to_move}

    def state_from_json(self, obj):
        return RaceState(obj["total"], obj["to_move"])

    def action_to_json(self, action):
        return action

    def action_from_json(self, obj):
        return obj


class EvenThirds(SearchPolicy[RaceState, int]):
    """A search policy that knows nothing of the race: every position is even."""

    def evaluate(self, state: RaceState) -> tuple[float, ...]:
        return (1 / 3,) * 3


def test_ismcts_plays_for_its_own_seat_among_three(tmp_path):
    """A game the search knows only through its entry in the registry (no module of it)."""
    from neurodrez_desktop import games
    from neurodrez_desktop.core.entry import GameEntry

    rules = Race()
    games.register(GameEntry(rules, tmp_path, "A race to ten.", EvenThirds()))
    try:
        # At 8, seat 2 wins at once with 2; at 9 with 1.
        assert ISMCTSAgent().choose(rules, RaceState(8, 2), 2, make_rng(1),
                                    Budget(None, 300)) == 2
        assert ISMCTSAgent().choose(rules, RaceState(9, 1), 1, make_rng(1),
                                    Budget(None, 300)) == 1
    finally:
        games.unregister("race")


def test_ismcts_reuses_its_tree_only_where_the_game_followed_it():
    rules = GAMES["berd"]
    agent = ISMCTSAgent()
    rng = make_rng(4)
    state = rules.initial_state(2, {"arrangement": "automatic"})
    first = agent.choose(rules, rules.view_for(state, 0), 0, rng, Budget(None, 800))
    assert agent.reused_visits == 0
    state = rules.apply(state, first)
    state = rules.apply(state, rules.legal_actions(state)[0])
    agent.choose(rules, rules.view_for(state, 0), 0, rng, Budget(None, 800))
    assert agent.reused_visits > 0, "the opponent's reply was in the tree"
    unrelated = rules.initial_state(2, {"arrangement": "automatic", "size": 5})
    agent.choose(rules, rules.view_for(unrelated, 0), 0, rng, Budget(None, 100))
    assert agent.reused_visits == 0


def test_ismcts_playouts_deliberate_where_the_game_asks():
    """Where the game's ``deliberate`` says so, a playout takes the action best for the
    mover (here the step that wins the race), not a random one."""
    rules = Race()
    flat = lambda state: (1 / 3,) * 3  # noqa: E731 - the evaluation: nobody ahead
    agent = ISMCTSAgent()
    agent._depth = 1  # one step: the one that may win
    at_eight = RaceState(8, 0)  # seat 0 wins with 2, not with 1
    agent._deliberate = None
    randomly = {agent._rollout(rules, at_eight, make_rng(seed), flat) for seed in range(20)}
    assert randomly == {(1.0, 0.0, 0.0), flat(None)}
    agent._deliberate = lambda state: True
    assert {agent._rollout(rules, at_eight, make_rng(seed), flat)
            for seed in range(20)} == {(1.0, 0.0, 0.0)}
