"""PokerDrez's facts for the tests (``core/test_profile.py``)."""

from __future__ import annotations

from neurodrez_desktop.core.test_profile import Finish, TestProfile
from neurodrez_desktop.games.pokerdrez.state import PokerDrezState


def coordinates(state: PokerDrezState) -> range:
    """A chessboard's files and ranks."""
    return range(16, 17)


def fullness(state: PokerDrezState, seat: int) -> int:
    """The cards in the seat's hand."""
    return len(state.hands[seat])


PROFILE: TestProfile[PokerDrezState] = TestProfile(
    coordinates=coordinates,
    fullness=fullness,
    fullest_options=({"two_decks": True, "betting": True, "pawn_sacrifice": True},),
    layered_options={"betting": True, "pawn_sacrifice": True},  # the stake shown
    finishes=(Finish(2, {"betting": True}, 2, "betting", score_sheet=True),
              Finish(2, {}, 4)),  # without betting: won or lost
)
