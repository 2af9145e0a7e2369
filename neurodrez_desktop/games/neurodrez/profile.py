"""NeuroDrez's facts for the tests (``core/test_profile.py``)."""

from __future__ import annotations

from neurodrez_desktop.core.test_profile import Finish, TestProfile
from neurodrez_desktop.games.neurodrez.state import NeuroDrezState


def coordinates(state: NeuroDrezState) -> range:
    """The board's files and ranks."""
    return range(14, 15)


def fullness(state: NeuroDrezState, seat: int) -> int:
    """The largest hand at the table (every hand is drawn)."""
    return max(len(hand) for hand in state.hands)


PROFILE: TestProfile[NeuroDrezState] = TestProfile(
    coordinates=coordinates,
    fullness=fullness,
    finishes=(Finish(4, {}, 2, "4", score_sheet=True),
              Finish(3, {"early_sudden_death": True}, 142, "3-stall", score_sheet=True),
              Finish(1, {}, 1, "solo")),  # solo: won or lost, nothing to add up
)
