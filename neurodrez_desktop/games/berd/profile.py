"""Berd's facts for the tests (``core/test_profile.py``)."""

from __future__ import annotations

from neurodrez_desktop.core.test_profile import Finish, TestProfile
from neurodrez_desktop.games.berd.state import BerdState


def coordinates(state: BerdState) -> range:
    """A file letter and a rank number along each edge of the board: twice its size."""
    return range(2 * state.config.size, 2 * state.config.size + 1)


def fullness(state: BerdState, seat: int) -> int:
    """Tokens still to place and tokens collected."""
    return len(state.reserve[seat]) + len(state.collected[seat])


PROFILE: TestProfile[BerdState] = TestProfile(
    coordinates=coordinates,
    fullness=fullness,
    fullest_options=({"size": 6, "tokens": 12, "points": "visible",
                      "colour_protection": True},),  # the most tokens, values shown
    layered_options={"points": "hidden", "colour_protection": True},  # hides the most
    finishes=(Finish(2, {"points": "visible", "size": 6}, 2, "points", score_sheet=True),
              Finish(2, {}, 3, score_sheet=True)),
)
