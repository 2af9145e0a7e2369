"""Quattro Colonne's facts for the tests (``core/test_profile.py``)."""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.core.test_profile import Finish, TestProfile


def coordinates(state: Any) -> range:
    """Files and ranks on all four sides of the board."""
    return range(24, 25)


def fullness(state: Any, seat: int) -> int:
    """The pieces the seat has captured."""
    return len(state.captured[seat])


PROFILE = TestProfile(
    coordinates=coordinates,
    fullness=fullness,
    finishes=(Finish(2, {}, 2),),  # won or lost: no arithmetic
)
