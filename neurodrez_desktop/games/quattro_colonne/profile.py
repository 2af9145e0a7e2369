"""Quattro Colonne's facts for the tests (``core/test_profile.py``)."""

from __future__ import annotations

from neurodrez_desktop.core.test_profile import Finish, TestProfile
from neurodrez_desktop.games.quattro_colonne.state import QCState


def coordinates(state: QCState) -> range:
    """Files and ranks on all four sides of the board."""
    return range(24, 25)


def fullness(state: QCState, seat: int) -> int:
    """The pieces the seat has captured."""
    return len(state.captured[seat])


PROFILE: TestProfile[QCState] = TestProfile(
    coordinates=coordinates,
    fullness=fullness,
    finishes=(Finish(2, {}, 2),),  # won or lost: no arithmetic
)
