"""The root-parallel search (ai/parallel.py): a decision's iterations shared exactly among
its parts, and the same parts give the same statistics and the same decision whether
they run one after another in this process or side by side in worker processes.

Fixed iterations and seeds throughout (no timing); each search gets only the seat's view.
"""

from __future__ import annotations

import pytest

from neurodrez_desktop.ai import parallel
from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.ismcts import ISMCTSAgent, final_choice
from neurodrez_desktop.ai.parallel import ParallelISMCTSAgent, RootStats, merge, split
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules


@pytest.fixture(scope="module", autouse=True)
def _end_the_part_workers():
    yield
    parallel.shutdown()


def test_split_shares_the_iterations_exactly_and_keeps_the_cap():
    parts = split(Budget(seconds=5.0, iterations=10), 3)
    assert [b.iterations for b in parts] == [4, 3, 3]
    assert all(b.seconds == 5.0 for b in parts)
    # work is made iterations at the game's rate first, then shared
    parts = split(Budget(seconds=4.0, work=1.0), 3, search_rate=1000)
    assert [b.iterations for b in parts] == [334, 333, 333]
    assert all(b.work is None and b.seconds == 4.0 for b in parts)
    # never a part without iterations
    assert [b.iterations for b in split(Budget(seconds=None, iterations=2), 4)] == [1, 1]
    # seconds alone: every part thinks that long
    assert split(Budget(seconds=2.0), 3) == [Budget(seconds=2.0)] * 3
    with pytest.raises(ValueError):
        split(Budget(work=1.0), 2)  # work without the game's rate


def test_merge_adds_visits_and_totals_and_weighs_the_backups_by_visits():
    a = RootStats({"x": (10, 6.0, (0.6, 0.4)), "y": (2, 0.5, None)}, 12, False, False,
                  frozenset({"x", "y"}))
    b = RootStats({"x": (30, 15.0, (0.4, 0.6)), "z": (5, 4.0, (0.8, 0.2))}, 35, True, False,
                  frozenset({"x", "y"}))
    root, focus = merge([a, b], seat=0)
    x = root.children["x"]
    assert (x.visits, x.total) == (40, 21.0)
    assert x.best == pytest.approx((0.45, 0.55))
    assert root.children["y"].best is None and root.children["z"].visits == 5
    assert root.visits == 47 and focus == frozenset({"x", "y"})
    assert merge([a, RootStats({}, 0, False, True, None)], 0)[1] is None  # parts disagree
    # the search's own rule: the most visited, unless one visited enough is valued higher
    assert final_choice(root, 0) == "x"


def _midgame(game_id: str, plies: int, seed: int):
    """A position ``plies`` random actions in, where the seat to move has a real choice
    (the search is needed): its rules, view and seat."""
    rules = get_rules(game_id)
    rng = make_rng(f"parallel {game_id} {seed}")
    options = next((dict(o) for o in rules.spec.featured_options
                    if rules.hides_information(o)), {})
    state = rules.initial_state(2, options)
    done = 0
    while rules.current_player(state) != TERMINAL:
        seat = rules.current_player(state)
        if seat == CHANCE:
            state = rules.apply(state, rng.choice(rules.chance_outcomes(state))[0])
            continue
        view = rules.view_for(state, seat)
        if done >= plies and ISMCTSAgent().quick(rules, view) is None:
            return rules, view, seat
        state = rules.apply(state, rng.choice(rules.legal_actions(state)))
        done += 1
    raise AssertionError("the game ended first")


@pytest.mark.parametrize(("game_id", "iterations"), [("berd", 400), ("pokerdrez", 60)])
@pytest.mark.parametrize("workers", [2, 3])
def test_parts_in_processes_give_what_they_give_one_after_another(game_id, iterations,
                                                                   workers):
    rules, view, seat = _midgame(game_id, 10, workers)
    budget = Budget(seconds=None, iterations=iterations)
    results = []
    for pool in (False, True):
        agent = ParallelISMCTSAgent(workers=workers, pool=pool)
        action = agent.choose(rules, view, seat, make_rng(7), budget)
        assert action in rules.legal_actions(view)
        assert len(agent.last_parts) == workers
        assert sum(p.iterations for p in agent.last_parts) == agent.last_iterations
        results.append((action, agent.last_parts))
    assert parallel._POOL is not None, "the parts ran in worker processes"
    assert results[0] == results[1]
    # and the parts' own streams: the parts did not all search the same worlds
    assert len({repr(p.children) for p in results[0][1]}) > 1


def test_one_worker_is_the_plain_search():
    rules, view, seat = _midgame("berd", 10, 1)
    budget = Budget(seconds=None, iterations=300)
    agent = ParallelISMCTSAgent(workers=1)
    plain = ISMCTSAgent()
    assert (agent.choose(rules, view, seat, make_rng(3), budget)
            == plain.choose(rules, view, seat, make_rng(3), budget))
    assert agent.last_iterations == plain.last_iterations and agent.last_parts == []


def test_a_choice_that_needs_no_search_starts_no_part(monkeypatch):
    rules = get_rules("pokerdrez")
    rng = make_rng("parallel quick")
    state = rules.initial_state(2, {})
    while True:  # the first position where the search would not search
        seat = rules.current_player(state)
        if seat == CHANCE:
            state = rules.apply(state, rng.choice(rules.chance_outcomes(state))[0])
            continue
        view = rules.view_for(state, seat)
        quick = ISMCTSAgent().quick(rules, view)
        if quick is not None:
            break
        state = rules.apply(state, rng.choice(rules.legal_actions(state)))

    def no_part(*args, **kwargs):
        raise AssertionError("a part was started")

    monkeypatch.setattr(parallel, "part_search", no_part)
    agent = ParallelISMCTSAgent(workers=2, pool=False)
    assert agent.choose(rules, view, seat, make_rng(1), Budget(None, 200)) == quick
    assert agent.last_iterations == 0


def test_the_calibration_gives_the_rate_percentiles_of_whole_games_decisions():
    from neurodrez_desktop.ai.rate import calibrate

    found = calibrate(get_rules("berd"), iterations=20, games=1, per_game=5)
    assert found["decisions"] == 5
    assert found["search_rate"] == entry_for("berd").search.search_rate  # the one in use
    assert 0 < found["p05"] <= found["p10"] <= found["p50"] <= found["p90"]
