"""Levels by work, not by clock; the final choice that uses what the search knows; the
early stop. Deterministic: fixed iterations (work) and seeds."""

from __future__ import annotations

import pytest

from neurodrez_desktop.ai import ismcts
from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.ismcts import ISMCTSAgent, Node, _final
from neurodrez_desktop.ai.levels import CAP, CAP_FLOOR_S, budget_for_level, scaled
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules

BERD = get_rules("berd")


def test_a_level_is_work_with_the_clock_as_a_cap():
    normal, hard = budget_for_level("normal"), budget_for_level("hard")
    assert (normal.work, normal.seconds, normal.iterations) == (1.0, CAP, None)
    assert (hard.work, hard.seconds) == (3.0, 3 * CAP)
    assert budget_for_level("normal*3").work == 3.0
    assert budget_for_level("normal", normal_s=0.5).work == 0.5  # the settings' own
    assert scaled("hard*0.5") == ("hard", 0.5)
    with pytest.raises(ValueError, match="only normal and hard take a factor"):
        scaled("easy*2")


def test_a_small_works_cap_is_never_shorter_than_a_busy_machines_pause():
    """A benchmark's tiny work (normal*0.002: 8 ms at CAP times) would be cut by the
    clock whenever the machine paused the search for a few scheduling slices, and the same
    game played twice would differ (the ladder's resumed run did, under load)."""
    tiny = budget_for_level("normal*0.002")
    assert tiny.work == 0.002
    assert tiny.seconds == CAP_FLOOR_S >= 0.5
    assert budget_for_level("normal").seconds == CAP  # a level's own cap is unchanged


def _midgame(rules, players: int = 2, plies: int = 8):
    """A seeded game walked ``plies`` choices in, to a seat with a choice to make."""
    rng = make_rng(4)
    state = rules.initial_state(players, {})
    for _ in range(plies):
        while rules.current_player(state) == CHANCE:
            state = rules.apply(state, rules.chance_outcomes(state)[0][0])
        state = rules.apply(state, rng.choice(rules.legal_actions(state)))
    while rules.current_player(state) == CHANCE:
        state = rules.apply(state, rules.chance_outcomes(state)[0][0])
    assert rules.current_player(state) not in (CHANCE, TERMINAL)
    return state


def _decide(state, budget, seed=1):
    seat = BERD.current_player(state)
    agent = ISMCTSAgent(reuse=False)
    action = agent.choose(BERD, BERD.view_for(state, seat), seat, make_rng(seed), budget)
    return agent, action


def test_the_same_work_gives_the_same_decision_on_a_busy_machine(monkeypatch):
    """Work is iterations: a clock that runs ten times as fast (a machine ten times
    as busy) changes nothing but the time it took; the cap did not cut in."""
    state = _midgame(BERD)
    budget = Budget(seconds=1000.0, work=0.02)
    idle, chosen = _decide(state, budget)
    rate = entry_for("berd").search.search_rate
    assert idle.last_iterations == round(0.02 * rate) or idle.last_settled
    real = ismcts.time.perf_counter
    monkeypatch.setattr(ismcts.time, "perf_counter", lambda: real() * 10)
    busy, chosen_busy = _decide(state, budget)
    assert (busy.last_iterations, chosen_busy) == (idle.last_iterations, chosen)
    assert not busy.last_capped and not idle.last_capped


def test_the_cap_cuts_in_and_says_so():
    state = _midgame(BERD)
    agent, _ = _decide(state, Budget(seconds=0.0, work=100.0))
    assert agent.last_capped and agent.last_iterations < 100 * entry_for("berd").search.search_rate


def _child(action, visits, mean, best):
    node = Node(action, 0)
    node.visits, node.total, node.best = visits, mean * visits, (best, 1 - best)
    return node


def test_the_final_choice_takes_the_better_value_visited_enough():
    """51 options of 10–35 visits: the capture's backed-up value leads (0.46 against at
    most 0.43) but another has more visits. The choice is the capture."""
    root = Node()
    for k in range(50):
        root.children[k] = _child(k, 35 if k == 7 else 10 + k % 20, 0.5, 0.43)
    root.children["capture"] = _child("capture", 20, 0.5, 0.46)
    options = list(root.children)
    assert _final(root, options, 0, ismcts.MINIMAX, None).action == "capture"
    # visited too little to be weighed (a few rollouts' luck): the most visited stays
    root.children["capture"] = _child("capture", 3, 0.9, 0.9)
    assert _final(root, options, 0, ismcts.MINIMAX, None).action == 7


def test_a_two_option_decision_stops_once_the_leader_cannot_be_overtaken():
    """A choice between a winning and a losing option is settled well before its work is
    done: the search stops and says so, with the same answer as the whole work gives."""
    quattro = get_rules("quattro_colonne")
    rng = make_rng(11)
    found = None
    state = quattro.initial_state(2, {})
    for _ in range(400):  # a seeded game to a decision of exactly two options
        player = quattro.current_player(state)
        if player == TERMINAL:
            break
        if player == CHANCE:
            state = quattro.apply(state, quattro.chance_outcomes(state)[0][0])
            continue
        legal = quattro.legal_actions(state)
        if len(legal) == 2:
            found = state
            break
        state = quattro.apply(state, rng.choice(legal))
    assert found is not None
    seat = quattro.current_player(found)
    view = quattro.view_for(found, seat)
    budget = Budget(seconds=None, iterations=4000)
    early = ISMCTSAgent(reuse=False)
    action = early.choose(quattro, view, seat, make_rng(2), budget)
    assert early.last_settled and early.last_iterations < 0.6 * 4000
    assert early.last_iterations >= 16
    whole = ISMCTSAgent(reuse=False)  # the same search without the early stop
    ismcts_first = ismcts.FIRST_PASS
    try:
        ismcts.FIRST_PASS = 1.0  # one pass over the whole work, no stop before it ends
        assert whole.choose(quattro, view, seat, make_rng(2), budget) == action
    finally:
        ismcts.FIRST_PASS = ismcts_first


def test_a_match_counts_the_decisions_settled_early_and_cut_by_the_cap():
    from neurodrez_desktop.ai.agent import RandomAgent
    from neurodrez_desktop.ai.match import play_match

    quattro = get_rules("quattro_colonne")
    result = play_match(quattro, [ISMCTSAgent(), RandomAgent()],
                        [Budget(seconds=None, iterations=300), Budget(None, 1)], seed=5)
    assert result.settled_s[0] and len(result.settled_s[0]) < len(result.decision_s[0])
    # each settled decision's share of its 300 iterations: under the whole, never nothing
    assert len(result.settled_work[0]) == len(result.settled_s[0])
    assert all(0 < share < 1 for share in result.settled_work[0])
    assert result.capped == {0: 0, 1: 0}
    capped = play_match(quattro, [ISMCTSAgent(), RandomAgent()],
                        [Budget(seconds=0.0, work=50.0), Budget(None, 1)], seed=5)
    assert capped.capped[0] == len(capped.decision_s[0]) - len(capped.quick_s[0]) > 0


def _spread_child(action, visits, mean, spread):
    """A root child whose rewards have this mean and standard deviation."""
    node = _child(action, visits, mean, mean)
    node.squares = visits * (spread * spread + mean * mean)
    return node


def test_a_clear_leader_is_one_three_standard_errors_ahead_or_as_good():
    from neurodrez_desktop.ai.ismcts import _clear_leader

    def root_of(*children):
        root = Node()
        root.children = {c.action: c for c in children}
        root.visits = sum(c.visits for c in children)
        return root

    clear = root_of(_spread_child("move", 150, 0.70, 0.1), _spread_child("pass", 40, 0.40, 0.1))
    assert _clear_leader(clear, ["move", "pass"], 0, ismcts.MINIMAX)
    # the same gap with rewards that vary three times as much: not yet told apart
    noisy = root_of(_spread_child("move", 150, 0.70, 0.5), _spread_child("pass", 40, 0.50, 0.5))
    assert not _clear_leader(noisy, ["move", "pass"], 0, ismcts.MINIMAX)
    # two options that lead to the same (means 0.005 apart, many visits): either will do
    alike = root_of(_spread_child("a", 900, 0.505, 0.05), _spread_child("b", 800, 0.50, 0.05))
    assert _clear_leader(alike, ["a", "b"], 0, ismcts.MINIMAX)
    # an option not tried yet could be the best
    assert not _clear_leader(clear, ["move", "pass", "wait"], 0, ismcts.MINIMAX)


def test_a_plain_choice_stops_within_three_tenths_of_its_work_with_the_whole_works_answer(
        monkeypatch):
    """Decisions of a seeded Berd game in which one option is plainly best: some stop
    before 30% of their 3,000 iterations (``_clear_leader``; 2 of this game's), and each
    gives the answer the whole work gives without that stop."""
    state = _midgame(BERD, plies=4)
    rng = make_rng(9)
    early = []
    for _ in range(30):
        if BERD.current_player(state) == TERMINAL:
            break
        if BERD.current_player(state) == CHANCE:
            state = BERD.apply(state, BERD.chance_outcomes(state)[0][0])
            continue
        agent, action = _decide(state, Budget(None, 3000))
        if agent.last_settled and agent.last_iterations <= 0.3 * 3000:
            early.append((state, action))
        state = BERD.apply(state, rng.choice(BERD.legal_actions(state)))
    assert len(early) >= 2, f"{len(early)} decisions stopped within 30% of the work"
    monkeypatch.setattr(ismcts, "CLEAR_Z", float("inf"))  # no clear leader, ever
    monkeypatch.setattr(ismcts, "ALIKE", -1.0)
    for state, action in early:
        whole, answer = _decide(state, Budget(None, 3000))
        assert whole.last_iterations > 0.3 * 3000
        assert answer == action
