"""The three computer levels the setup screen offers.

Easy is greedy with noise; Normal and Hard are ISMCTS with about 1 s and 3 s a move (the
budgets are settings). A level is a kind of seat: "computer:easy" and so on.
"""

from __future__ import annotations

from dataclasses import dataclass

from neurodrez_desktop.ai.agent import Agent, Budget, GreedyAgent, RandomAgent
from neurodrez_desktop.ai.ismcts import ISMCTSAgent


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


def agent_for_level(level: str) -> Agent:
    if level == "random":
        return RandomAgent()
    if level == "greedy":
        return GreedyAgent()
    if level == "easy":
        return GreedyAgent(noise=EASY_NOISE)
    if level in ("normal", "hard"):
        return ISMCTSAgent()
    raise ValueError(f"no computer level {level!r}; choose easy, normal or hard")


def budget_for_level(level: str, normal_s: float | None = None,
                     hard_s: float | None = None) -> Budget:
    if level == "normal":
        return Budget(seconds=normal_s if normal_s is not None else LEVELS["normal"].seconds)
    if level == "hard":
        return Budget(seconds=hard_s if hard_s is not None else LEVELS["hard"].seconds)
    return Budget(seconds=None, iterations=1)
