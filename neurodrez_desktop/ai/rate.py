"""``neurodrez bench rate``: how many iterations a second the search makes, on one core
and shared among several (``ai/parallel.py``), and how the games' ``search_rate`` (their
search policy's) were measured.

The rate: a few mid-game positions per game (random play from a seeded start, the same
positions for every number of workers), each searched for ``seconds`` on the clock by
every part; iterations made over the seconds the decisions took, start-up of the part
workers left out (they are started before the clock runs). Then each decided once with
``seconds`` of work (a level's budget: the same iterations, shared): how long that took.

The calibration (``--calibrate``): the games' ``search_rate`` is the tenth percentile of
the single-core rate over whole games' decisions at 300 iterations a decision, the slower
positions: two games of Easy against itself per game, every third decision that takes
a search, as the constants were measured.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from neurodrez_desktop.ai.agent import Budget, GreedyAgent
from neurodrez_desktop.ai.evaluation import policy_for
from neurodrez_desktop.ai.ismcts import ISMCTSAgent
from neurodrez_desktop.ai.parallel import ParallelISMCTSAgent, warm
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.rng import make_rng

CAP = 4.0
"""The clock's cap on a decision, in multiples of its work (as the levels have)."""


def positions(rules: Rules[Any, Any], count: int, seed: int = 1) -> list[tuple[Any, int]]:
    """``count`` positions of the game (fewest seats, at least two): the k-th after 10 +
    12k random actions, at the first decision there that takes a search; (state, seat)."""
    players = max(2, rules.spec.min_players)
    found: list[tuple[Any, int]] = []
    quick = ISMCTSAgent()
    for k in range(count):
        rng = make_rng(f"rate {rules.spec.id} {seed} {k}")
        state = rules.initial_state(players, {})
        steps = 0
        while (seat := rules.current_player(state)) != TERMINAL:
            if seat == CHANCE:
                state = rules.apply(state, rng.choice(rules.chance_outcomes(state))[0])
                continue
            if steps >= 10 + 12 * k and quick.quick(rules, rules.view_for(state, seat)) is None:
                found.append((state, seat))
                break
            state = rules.apply(state, rng.choice(rules.legal_actions(state)))
            steps += 1
    return found


def rate(rules: Rules[Any, Any], workers: list[int], seconds: float, count: int = 3,
         seed: int = 1) -> dict[str, Any]:
    """For each number of ``workers``, at the same positions: the rate — iterations a
    second when every part searches for ``seconds`` on the clock (no iteration count, so
    no early stop: the machine's throughput) — and a level's decision, the work of
    ``seconds`` shared among the parts: how long it took, its iterations, how many
    decisions stopped early (settled: every part did) or were cut by the cap."""
    at = positions(rules, count, seed)
    result: dict[str, Any] = {"positions": len(at), "seconds": seconds}
    for n in workers:
        warm(n - 1)
        agent = ParallelISMCTSAgent(workers=n)
        figures: dict[str, Any] = {}
        for kind, budget in (("rate", Budget(seconds=seconds)),
                             ("work", Budget(seconds=CAP * seconds, work=seconds))):
            iterations = settled = capped = 0
            took = 0.0
            for k, (state, seat) in enumerate(at):
                view = rules.view_for(state, seat)
                start = time.perf_counter()
                agent.choose(rules, view, seat, make_rng(f"rate {k}"), budget)
                took += time.perf_counter() - start
                iterations += agent.last_iterations
                settled += agent.last_settled
                capped += agent.last_capped
            if kind == "rate":
                figures.update(rate=round(iterations / took) if took else 0,
                               iterations=iterations, seconds=round(took, 2))
            else:
                figures["work"] = {"iterations": iterations, "seconds": round(took, 2),
                                   "settled": settled, "capped": capped}
        result[str(n)] = figures
    return result


def _spin(seconds: float) -> int:
    """Plain Python arithmetic for ``seconds``: how many rounds of it."""
    end = time.perf_counter() + seconds
    rounds = total = 0
    while time.perf_counter() < end:
        for i in range(10_000):
            total += i * i
        rounds += 1
    return rounds


def yardstick(workers: list[int], seconds: float = 1.0) -> dict[str, int]:
    """What the machine gives: rounds a second of plain Python arithmetic, in this
    process alone and side by side in as many processes as each number of ``workers``
    (the part workers): where n processes make less than n times one, the machine itself
    shares its cores (another load, a virtual machine's quota), whatever the search does."""
    from neurodrez_desktop.ai import parallel

    found: dict[str, int] = {}
    for n in workers:
        warm(n - 1)
        pool = parallel._pool(n - 1)
        futures = [pool.submit(_spin, seconds) for _ in range(n - 1)] if pool else []
        rounds = _spin(seconds) + sum(f.result() for f in futures)
        found[str(n)] = round(rounds / seconds)
    return found


def calibrate(rules: Rules[Any, Any], iterations: int = 300, games: int = 2,
              per_game: int = 60) -> dict[str, Any]:
    """The single-core rate over whole games' decisions at ``iterations`` a decision:
    its percentiles (p10 is what ``SearchPolicy.search_rate`` holds)."""
    players = max(2, rules.spec.min_players)
    rates: list[float] = []
    for g in range(games):
        rng = make_rng(f"rates {rules.spec.id} {g}")
        state = rules.initial_state(players, {})
        easy = GreedyAgent(noise=0.25)
        k = 0
        while rules.current_player(state) != TERMINAL and len(rates) < per_game * (g + 1):
            seat = rules.current_player(state)
            if seat == CHANCE:
                outcomes = rules.chance_outcomes(state)
                state = rules.apply(state, outcomes[rng.randrange(len(outcomes))][0])
                continue
            view = rules.view_for(state, seat)
            if len(rules.legal_actions(state)) > 1 and k % 3 == 0:
                agent = ISMCTSAgent(reuse=False)
                start = time.perf_counter()
                agent.choose(rules, view, seat, make_rng(k),
                             Budget(seconds=None, iterations=iterations))
                took = time.perf_counter() - start
                if agent.last_iterations:
                    rates.append(agent.last_iterations / took)
            k += 1
            state = rules.apply(state, easy.choose(rules, view, seat, rng, Budget()))
    rates.sort()

    def at(share: float) -> int:
        return round(rates[int(share * (len(rates) - 1))]) if rates else 0

    return {"decisions": len(rates), "p05": at(0.05), "p10": at(0.10), "p50": at(0.5),
            "p90": at(0.9), "search_rate": policy_for(rules.spec.id).search_rate}


def bench_rate(games: list[Rules[Any, Any]], workers: list[int], seconds: float, count: int = 3,
               with_calibration: bool = False,
               say: Callable[[str], None] = print) -> dict[str, Any]:
    """Every game's rates (a line each as it is measured), with the calibration if asked;
    all of it as one dict."""
    out: dict[str, Any] = {"workers": workers, "work_s": seconds, "rate": {}}
    machine = out["yardstick"] = yardstick(workers)
    base = machine[str(workers[0])]
    say("machine (plain Python, processes side by side): " + "; ".join(
        f"{n}: {machine[str(n)]}/s" + (f" ({machine[str(n)] / base:.2f}x)" if base and
                                       n != workers[0] else "") for n in workers))
    for rules in games:
        found = rate(rules, workers, seconds, count)
        out["rate"][rules.spec.id] = found
        one = found[str(workers[0])]
        cells, decisions = [], []
        for n in workers:
            figures, work = found[str(n)], found[str(n)]["work"]
            times = (f" ({figures['rate'] / one['rate']:.2f}x)"
                     if n != workers[0] and one["rate"] else "")
            cells.append(f"{n} {'core' if n == 1 else 'cores'} {figures['rate']}/s{times}")
            faster = (f" ({one['work']['seconds'] / work['seconds']:.2f}x as fast)"
                      if n != workers[0] and work["seconds"] else "")
            notes = "".join(f", {work[k]} {k}" for k in ("settled", "capped") if work[k])
            decisions.append(f"{n}: {work['seconds']} s{faster}, {work['iterations']} it"
                             f"{notes}")
        cells.append(f"{found['positions']} decisions of {seconds:g} s work took "
                     + "; ".join(decisions))
        say(f"{rules.spec.id}: " + "; ".join(cells))
    if with_calibration:
        out["calibrate"] = {}
        for rules in games:
            found = calibrate(rules)
            out["calibrate"][rules.spec.id] = found
            say(f"{rules.spec.id} calibrate (1 core, 300 iterations a decision, "
                f"{found['decisions']} decisions): p10 {found['p10']}/s (search_rate "
                f"{found['search_rate']}), p05 {found['p05']}, p50 {found['p50']}, "
                f"p90 {found['p90']}")
    return out
