"""PokerDrez saves read back whole: a state the codec accepts is one the rules can play on.

P3: each seat's pawn sacrifice is one flag per seat; a save holding fewer flags is refused
when it is read, not left to fail at the first sacrifice."""

from __future__ import annotations

from typing import Any

import pytest

from neurodrez_desktop.core.errors import MalformedStateError
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules
from neurodrez_desktop.games.pokerdrez.state import SACRIFICE

RULES = PokerDrezRules()


def _at_the_sacrifice() -> dict[str, Any]:
    """The save of a game dealt and waiting for White's sacrifice (P2, P3)."""
    state = RULES.initial_state(2)
    while RULES.current_player(state) == CHANCE:
        state = RULES.apply(state, RULES.chance_outcomes(state)[0][0])
    assert state.phase == SACRIFICE
    return RULES.state_to_json(state)


def test_p3_a_save_with_both_sacrifice_flags_reads_back_and_plays_on():
    saved = _at_the_sacrifice()
    state = RULES.state_from_json(saved)
    assert state.sacrificed == (False, False)
    after = RULES.apply(state, RULES.legal_actions(state)[1])  # a pawn sacrificed
    assert after.sacrificed == (True, False)


@pytest.mark.parametrize("flags", [[], [False]])
def test_p3_a_save_missing_a_seats_sacrifice_flag_is_refused(flags):
    saved = _at_the_sacrifice()
    saved["sacrificed"] = flags
    with pytest.raises(MalformedStateError, match="sacrificed"):
        RULES.state_from_json(saved)
