"""The three computer levels the setup screen offers.

Easy is greedy with noise; Normal and Hard are ISMCTS with the work of about 1 s and 3 s a
move on the reference machine (the budgets are settings): a number of iterations per
game (``SearchPolicy.search_rate``), so a level is the same opponent on every machine, idle or
busy, and only the time it takes differs. The clock is a cap ``CAP`` times the work, a
safety net on a machine far slower than the reference. A level is a kind of seat:
"computer:easy" and so on.
"""

from __future__ import annotations

from dataclasses import dataclass

from neurodrez_desktop.ai.agent import Agent, Budget, GreedyAgent, RandomAgent
from neurodrez_desktop.ai.parallel import ParallelISMCTSAgent


@dataclass(frozen=True)
class Level:
    key: str
    label: str
    seconds: float


LEVELS = {
    "easy": Level("easy", "Easy", 0.0),
    "normal": Level("normal", "Normal", 1.0),
    "hard": Level("hard", "Hard", 3.0),
}
EASY_NOISE = 0.25


def scaled(level: str) -> tuple[str, float]:
    """A level and how many times its work: ``"normal*3"`` is Normal thinking three
    times as much (the ladder's "3x against 1x"); ``"hard"`` is ``("hard", 1.0)``. A
    ValueError says what is wrong with a factor that is not a positive number."""
    base, star, factor = level.partition("*")
    if not star:
        return level, 1.0
    try:
        times = float(factor)
    except ValueError:
        times = float("nan")
    if base not in ("normal", "hard") or not 0 < times <= 100:
        raise ValueError(f"{level[:40]!r}: only normal and hard take a factor, a number "
                         "above 0 and at most 100 (normal*3)")
    return base, times


def agent_for_level(level: str) -> Agent:
    level = scaled(level)[0]
    if level == "random":
        return RandomAgent()
    if level == "greedy":
        return GreedyAgent()
    if level == "easy":
        return GreedyAgent(noise=EASY_NOISE)
    if level in ("normal", "hard"):
        return ParallelISMCTSAgent()  # all cores but one share the level's work
    raise ValueError(f"no computer level {level!r}; choose easy, normal or hard")


CAP = 4.0
"""The clock's cap on a level's decision, in multiples of its work: on the reference
machine, idle, the slowest decisions of whole games take about the work's seconds."""
CAP_FLOOR_S = 0.5
"""The cap is never under this many seconds: a small work's cap (a benchmark's
``normal*0.002``: 8 ms) was shorter than a busy machine's pause of a few scheduling slices,
so the same game played twice gave another result (the ladder's resumed run differed);
half a second still keeps the program responsive on any machine."""


def budget_for_level(level: str, normal_s: float | None = None,
                     hard_s: float | None = None) -> Budget:
    """A level's budget: work (reference seconds of the game's search), capped by the
    clock; ``normal_s``, ``hard_s``: the settings' own work for those levels."""
    level, times = scaled(level)
    if level in ("normal", "hard"):
        given = normal_s if level == "normal" else hard_s
        work = times * (given if given is not None else LEVELS[level].seconds)
        return Budget(seconds=max(CAP_FLOOR_S, CAP * work), work=work)
    return Budget(seconds=None, iterations=1)
