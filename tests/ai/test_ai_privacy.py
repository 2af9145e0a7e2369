"""A computer seat cannot cheat: what it decides depends only on what its seat may see.

The program hands a computer seat its position in one place: ``ComputerSeats`` (app/
computer.py) takes the session's full state, makes ``rules.view_for(state, seat)`` and
gives only that view to the background runner (ai/runner.py), which runs the level's
agent on it. Here that path is given two full states that differ only in the other seats'
hidden information (same view, different states), for every game that hides something,
at positions of seeded random games, for Easy, Normal and Hard: the choice must be the
same. A peeking agent, whose choice hashes the whole state it is handed, shows that the
comparison can fail: handed the two states directly it chooses differently, through the
program it cannot; and a program that handed over the full state would be caught.

(Named ``test_ai_privacy`` because ``tests/app/test_privacy.py`` exists: two test files of
one name in folders without ``__init__.py`` stop pytest collecting the suite.)
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, replace
from typing import Any

import pytest

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.levels import agent_for_level, budget_for_level
from neurodrez_desktop.ai.parallel import ParallelISMCTSAgent
from neurodrez_desktop.ai.runner import AgentRunner
from neurodrez_desktop.app.computer import ComputerSeats
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.app.settings import Settings
from neurodrez_desktop.core.protocol import CHANCE, Rules
from neurodrez_desktop.core.record import GameRecord, Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import GAMES

HIDING_GAMES = sorted(g for g, rules in GAMES.items() if rules.spec.hidden_information)
LEVELS = ("easy", "normal", "hard")
ITERATIONS = {"normal": 30, "hard": 90}
"""Normal and Hard think for seconds in the program (1 s and 3 s by default); a time budget
would make two searches of one view differ by how many iterations each managed, so here
they get iterations in the same ratio. Easy's budget is the program's own (one look)."""
DEEPER = {"pokerdrez": 100 / 30}
"""Games whose search needs more iterations to reach the replies, where the opponent's
secrets matter: PokerDrez weighs a move once for all the cards that pay it, and with 30
and 90 never got below its own moves, so handed the full states it chose the same in both
(the comparison could not have failed)."""
PAIRS = 6
"""Positions per game, spread over the game's first hundred or so actions."""


@dataclass(frozen=True)
class Pair:
    """Where a game stands (``record`` reaches ``a``) and a second full state ``b`` that
    ``seat``, to move, cannot tell from ``a``."""

    record: GameRecord
    seat: int
    a: Any
    b: Any


def _hiding_options(rules: Rules) -> dict[str, Any]:
    """The first of the game's featured option sets (else its defaults) that hides
    something: Berd with hidden points, PokerDrez and NeuroDrez as they come."""
    for options in [*rules.spec.featured_options, {}]:
        if rules.hides_information(options):
            return dict(options)
    raise AssertionError(f"{rules.spec.id} has hidden information but no options hide any")


def _pairs(game_id: str) -> list[Pair]:
    rules = GAMES[game_id]
    players = min(3, rules.spec.max_players)  # three, where the game has room for them
    seats = [Seat(f"P{i + 1}") for i in range(players)]
    session = GameSession.new(rules, seats, _hiding_options(rules), seed=20261201)
    assert session.hides_information
    rng = make_rng(f"privacy:{game_id}")
    pairs: list[Pair] = []
    moves = 0
    next_at = 3
    while len(pairs) < PAIRS and not session.is_over:
        seat = session.current_player
        if seat == CHANCE:
            session.apply(session.chance_outcome())
            continue
        state = session.state
        legal = rules.legal_actions(state)
        if moves >= next_at and len(legal) >= 3:
            view = rules.view_for(state, seat)
            others = (rules.sample_from_view(view, seat, make_rng(k)) for k in range(50))
            other = next((s for s in others if s != state), None)
            if other is not None:
                pairs.append(Pair(session.record, seat, state, other))
                next_at = moves + 9
        session.apply(rng.choice(legal))
        moves += 1
    assert len(pairs) == PAIRS, f"{game_id}: only {len(pairs)} positions with a secret found"
    return pairs


@pytest.fixture(scope="module")
def pairs() -> dict[str, list[Pair]]:
    return {game_id: _pairs(game_id) for game_id in HIDING_GAMES}


def _quick_budget(level: str, normal_s: float | None = None,
                  hard_s: float | None = None, game_id: str = "") -> Budget:
    if level in ITERATIONS:
        return Budget(seconds=None,
                      iterations=round(ITERATIONS[level] * DEEPER.get(game_id, 1)))
    return budget_for_level(level, normal_s, hard_s)


@pytest.fixture
def in_threads(monkeypatch):
    """Agents think in a thread: a fresh agent per decision, as ``agent_for_level`` makes
    it (the worker process keeps one between moves, to reuse its search tree)."""
    monkeypatch.setattr(AgentRunner, "_pool_failed", True)
    monkeypatch.setattr(AgentRunner, "_pool", None)
    monkeypatch.setattr("neurodrez_desktop.app.computer.budget_for_level", _quick_budget)


@pytest.fixture
def in_a_process(monkeypatch):
    """Agents think in the program's worker process (a new one, shut down afterwards)."""
    monkeypatch.setattr(AgentRunner, "_pool_failed", False)
    monkeypatch.setattr(AgentRunner, "_pool", None)
    monkeypatch.setattr("neurodrez_desktop.app.computer.budget_for_level", _quick_budget)
    yield
    AgentRunner.shutdown()


def _through_the_program(pair: Pair, state: Any, level: str) -> Any:
    """What the computer at ``pair.seat`` plays when the session's state is ``state``."""
    rules = GAMES[pair.record.game_id]
    players = list(pair.record.players)
    players[pair.seat] = Seat("Robo", f"computer:{level}")  # the others are people
    session = GameSession(rules, replace(pair.record, players=tuple(players)))
    assert session.state == pair.a, "the record reaches the first state"
    session.states[-1] = state  # the session holds this full state now
    computers = ComputerSeats(session, Settings())
    computers.step(0.0, pair.seat)
    end = time.monotonic() + 60
    while (job := computers.finished()) is None:
        assert time.monotonic() < end, "the computer did not answer"
        time.sleep(0.002)
    assert job.error is None, repr(job.error)
    return job.action


@pytest.mark.parametrize("game_id", HIDING_GAMES)
def test_every_level_decides_the_same_on_states_its_seat_cannot_tell_apart(
        game_id, pairs, in_threads, monkeypatch):
    rules = GAMES[game_id]
    # the plain search on every machine (parts: the test below)
    monkeypatch.setattr("neurodrez_desktop.ai.parallel.default_workers", lambda: 1)
    monkeypatch.setattr("neurodrez_desktop.app.computer.budget_for_level",
                        lambda level, *given: _quick_budget(level, *given, game_id=game_id))
    told_apart = []
    for pair in pairs[game_id]:
        assert pair.a != pair.b, "the states differ"
        assert rules.view_for(pair.a, pair.seat) == rules.view_for(pair.b, pair.seat), \
            "only in what the seat may not see"
        for level in LEVELS:
            first = _through_the_program(pair, pair.a, level)
            second = _through_the_program(pair, pair.b, level)
            assert first in rules.legal_actions(pair.a)
            assert first == second, (f"{game_id} {level}: seat {pair.seat} chose {first!r} "
                                     f"and {second!r} in states it cannot tell apart")
            # the level's own agent, handed the full states instead of the view
            agent, budget = agent_for_level(level), _quick_budget(level, game_id=game_id)
            told_apart.append(agent.choose(rules, pair.a, pair.seat, make_rng(1), budget)
                              != agent.choose(rules, pair.b, pair.seat, make_rng(1), budget))
    # so at these positions the hidden information matters: the comparison can fail
    assert any(told_apart), f"{game_id}: no level's choice depends on the secrets here"


PARALLEL_WORKERS = 2
"""Parts of the parallel search in these tests, whatever the machine's cores (the program
uses all but one: a single part, the plain search, on a two-core machine)."""


@pytest.mark.parametrize("runner", ["in_threads", "in_a_process"])
@pytest.mark.parametrize("game_id", HIDING_GAMES)
def test_the_parallel_search_decides_the_same_on_states_its_seat_cannot_tell_apart(
        game_id, runner, pairs, request, monkeypatch):
    """Normal and Hard with their iterations shared among parts searched in worker
    processes (started from the program, or from its worker): still only the view. Each
    part gets the iterations one search gets above, so it reaches the replies where the
    secrets matter as deep."""
    request.getfixturevalue(runner)
    rules = GAMES[game_id]

    def budget(level: str, *given: Any) -> Budget:
        quick = _quick_budget(level, *given, game_id=game_id)
        return replace(quick, iterations=quick.iterations * PARALLEL_WORKERS)

    monkeypatch.setattr("neurodrez_desktop.app.computer.budget_for_level", budget)
    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level",
                        lambda level: ParallelISMCTSAgent(workers=PARALLEL_WORKERS))
    told_apart = []
    for pair in pairs[game_id]:
        for level in ("normal", "hard"):
            first = _through_the_program(pair, pair.a, level)
            second = _through_the_program(pair, pair.b, level)
            assert first in rules.legal_actions(pair.a)
            assert first == second, (f"{game_id} {level}, parallel: seat {pair.seat} chose "
                                     f"{first!r} and {second!r} in states it cannot tell "
                                     "apart")
            if runner == "in_threads":  # the parallel search, handed the full states
                agent, given = ParallelISMCTSAgent(workers=PARALLEL_WORKERS), budget(level)
                told_apart.append(agent.choose(rules, pair.a, pair.seat, make_rng(1), given)
                                  != agent.choose(rules, pair.b, pair.seat, make_rng(1), given))
    assert runner != "in_threads" or any(told_apart), \
        f"{game_id}: the parallel search's choice never depends on the secrets here"


class PeekingAgent:
    """A cheat: its choice is a hash of everything in the state it is handed."""

    name = "peeking"

    def choose(self, rules: Rules, state: Any, seat: int, rng: Any, budget: Budget) -> Any:
        text = json.dumps(rules.state_to_json(state), sort_keys=True)
        digest = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
        legal = rules.legal_actions(state)
        return legal[digest % len(legal)]


@pytest.mark.parametrize("runner", ["in_threads", "in_a_process"])
@pytest.mark.parametrize("game_id", HIDING_GAMES)
def test_a_peeking_agent_is_caught_and_the_program_leaves_it_nothing_to_peek_at(
        game_id, runner, pairs, request, monkeypatch):
    request.getfixturevalue(runner)
    rules = GAMES[game_id]
    cheat = PeekingAgent()
    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level", lambda level: cheat)

    def choices(pair: Pair) -> tuple[Any, Any]:
        return (_through_the_program(pair, pair.a, "normal"),
                _through_the_program(pair, pair.b, "normal"))

    # handed the full states, the cheat tells them apart: the comparison can fail
    direct = [(cheat.choose(rules, p.a, p.seat, make_rng(0), Budget()),
               cheat.choose(rules, p.b, p.seat, make_rng(0), Budget())) for p in pairs[game_id]]
    assert any(x != y for x, y in direct), f"{game_id}: the cheat never told the states apart"
    # through the program it sees only the view: nothing to tell them apart by
    for pair in pairs[game_id]:
        first, second = choices(pair)
        assert first == second, f"{game_id}: the cheat saw more than its seat's view"
    assert (AgentRunner._pool is not None) == (runner == "in_a_process"), "thought where meant"
    # and a program that handed over the full state would be caught by that comparison
    with monkeypatch.context() as leak:
        leak.setattr(type(rules), "view_for", lambda self, state, seat: state)
        leaked = [choices(pair) for pair in pairs[game_id]]
    assert any(x != y for x, y in leaked), f"{game_id}: a leak went unnoticed"
