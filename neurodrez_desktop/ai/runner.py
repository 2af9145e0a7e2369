"""Computer moves off the main loop: a background thread the window polls each frame.

The window keeps drawing and answering while an agent thinks. A job can be abandoned
(undo, leaving the game): its result is then ignored.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from neurodrez_desktop.ai.agent import Agent, Budget
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.rng import Rng


@dataclass
class Job:
    seat: int
    purpose: str  # "move" or "hint"
    done: bool = False
    action: Any = None
    error: BaseException | None = None
    abandoned: bool = False


class AgentRunner:
    def __init__(self) -> None:
        self.job: Job | None = None

    @property
    def busy(self) -> bool:
        return self.job is not None and not self.job.done

    def start(self, rules: Rules, view: Any, seat: int, agent: Agent, rng: Rng,
              budget: Budget, purpose: str = "move") -> Job:
        """Think about ``view`` (never the full state) in the background."""
        self.abandon()
        job = Job(seat, purpose)
        self.job = job

        def think() -> None:
            try:
                job.action = agent.choose(rules, view, seat, rng, budget)
            except BaseException as exc:  # reported to the window, which shows it
                job.error = exc
            job.done = True

        threading.Thread(target=think, name=f"agent-seat-{seat}", daemon=True).start()
        return job

    def take(self) -> Job | None:
        """The finished job, once (None while thinking or when there is none)."""
        job = self.job
        if job is None or not job.done:
            return None
        self.job = None
        return None if job.abandoned else job

    def abandon(self) -> None:
        if self.job is not None:
            self.job.abandoned = True
            self.job = None
