"""Computer players over the rules API only (pure Python, no pygame).

An agent is handed what a person in its seat would see — ``view_for(state, seat)`` — and
fills in the unknowns itself (``sample_from_view``), so it cannot cheat.
"""

from neurodrez_desktop.ai.agent import Agent, Budget, GreedyAgent, RandomAgent
from neurodrez_desktop.ai.ismcts import ISMCTSAgent
from neurodrez_desktop.ai.levels import LEVELS, agent_for_level

__all__ = ["LEVELS", "Agent", "Budget", "GreedyAgent", "ISMCTSAgent", "RandomAgent",
           "agent_for_level"]
