"""NeuroDrez's two modes (N24): apart from ``state.py``, so that the setup's ``SPEC`` (which
the menu lists the game by) names them without importing the game's state."""

from __future__ import annotations

COMPETITIVE, COLLABORATIVE = "competitive", "collaborative"
