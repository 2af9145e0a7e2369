"""Neuroriders' facts for the tests (``core/test_profile.py``)."""

from __future__ import annotations

from neurodrez_desktop.core.test_profile import Finish, TestProfile
from neurodrez_desktop.games.neuroriders.state import NRState


def coordinates(state: NRState) -> range:
    """The grid pans: at least four of its rows' and columns' numbers are in view."""
    return range(4, 10_000)


def fullness(state: NRState, seat: int) -> int:
    """The rooms in the seat's hand."""
    return len(state.hand(seat))


PROFILE: TestProfile[NRState] = TestProfile(
    coordinates=coordinates,
    fullness=fullness,
    finishes=(Finish(4, {}, 2, "4", score_sheet=True),),
    review=Finish(3),  # two riders' games can end before a few moves
)
