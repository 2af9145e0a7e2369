"""Tic-tac-toe's facts for the tests (``core/test_profile.py``)."""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.core.test_profile import Finish, TestProfile


def coordinates(state: Any) -> range:
    """Files a–c under the board, ranks 1–3 left of it."""
    return range(6, 7)


PROFILE = TestProfile(
    coordinates=coordinates,
    finishes=(Finish(2, {}, 5), Finish(2, {"first": "O"}, 3, "o-first")),
)
