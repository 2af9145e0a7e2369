"""P17: totals across the games of one sitting, and how they survive a save file."""

from __future__ import annotations

import pytest

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.app.sitting import Sitting, signed
from neurodrez_desktop.core.protocol import Outcome
from neurodrez_desktop.core.record import Seat, record_from_json, record_to_json
from neurodrez_desktop.games import get_rules


def test_p17_totals_add_up_game_after_game_and_follow_players_who_swap():
    sitting = Sitting.start(2)
    sitting = sitting.after(Outcome((20.0, -20.0), (0,)))
    sitting = sitting.after(Outcome((-5.0, 5.0), (1,)))
    assert sitting == Sitting((15.0, -15.0), 2)
    assert sitting.swapped() == Sitting((-15.0, 15.0), 2)


@pytest.mark.parametrize("junk", [None, "x", {"totals": [1]}, {"totals": ["a", 2], "games": 1},
                                  {"totals": [1, 2], "games": -1},
                                  {"totals": [1, 2], "games": "3"}, {"games": 2},
                                  {"totals": [10**400, 0], "games": 1},
                                  {"totals": [float("nan"), 0], "games": 1},
                                  {"totals": [1, 2], "games": True}, {"totals": "12",
                                                                       "games": 1},
                                  {"totals": [True, 0], "games": 1}])
def test_a_damaged_sitting_in_a_save_costs_only_the_totals(junk):
    assert Sitting.from_meta({"sitting": junk}, 2) == Sitting.start(2)


def test_the_sitting_travels_in_the_save_file():
    rules = get_rules("pokerdrez")
    session = GameSession.new(rules, [Seat("Ada"), Seat("Bo")], {"betting": True}, seed=1,
                              sitting=Sitting((15.0, -15.0), 2))
    record = session.record
    saved = record_to_json(type(record)(record.game_id, record.players, record.options,
                                        record.seed, record.actions, session.meta()), rules)
    again = GameSession(rules, record_from_json(saved, lambda game_id: rules))
    assert again.sitting == Sitting((15.0, -15.0), 2)


def test_signed_changes_read_as_players_expect():
    assert [signed(20), signed(-5), signed(0), signed(0.5)] == ["+20", "−5", "0", "+0.5"]
