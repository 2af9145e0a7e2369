"""Tic-tac-toe's facts for the tests (``core/test_profile.py``)."""

from __future__ import annotations

from neurodrez_desktop.core.test_profile import Finish, TestProfile

PROFILE = TestProfile(
    coordinates=lambda state: range(6, 7),  # files a-c under the board, ranks 1-3 left
    finishes=(Finish(2, {}, 5, score_sheet=False), Finish(2, {"first": "O"}, 3, "o-first")),
)
