"""P17: totals across the games of one sitting, and how they survive a save file; Q9a: a
game may have its sitting count games won instead of adding up its scores."""

from __future__ import annotations

import pytest

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.app.sitting import Sitting, signed, sitting_unit
from neurodrez_desktop.core.protocol import Outcome
from neurodrez_desktop.core.record import Seat, record_from_json, record_to_json
from neurodrez_desktop.games import entry_for, get_rules


def test_p17_totals_add_up_game_after_game_and_follow_players_who_swap():
    sitting = Sitting.start(2)
    sitting = sitting.after(Outcome((20.0, -20.0), (0,)))
    sitting = sitting.after(Outcome((-5.0, 5.0), (1,)))
    assert sitting == Sitting((15.0, -15.0), 2)
    assert sitting.swapped() == Sitting((-15.0, 15.0), 2)


def test_q9a_sitting_counts_games_won():
    """Quattro Colonne: Alice took Bob's King with the captures 3–3, so she won (Q11); the
    sitting counts her win, not the captures (which made it 3–3)."""
    presenter = entry_for("quattro_colonne").presenter
    counts_wins = presenter.sitting_counts_wins({})
    assert counts_wins
    assert sitting_unit(presenter, {}) == "games won"
    assert presenter.score_unit({}) == "captures"  # what each game's own result counts
    sitting = Sitting.start(2).after(Outcome((3.0, 3.0), (0,)), counts_wins)
    assert sitting == Sitting((1.0, 0.0), 1)
    sitting = sitting.after(Outcome((2.0, 2.0), (0, 1)), counts_wins)  # a draw
    assert sitting == Sitting((1.0, 0.0), 2)  # wins nobody a game
    sitting = sitting.swapped().after(Outcome((0.0, 5.0), (1,)), counts_wins)
    assert sitting == Sitting((0.0, 2.0), 3)  # Alice, now Black, wins again


@pytest.mark.parametrize(("game_id", "options", "unit"), [
    ("pokerdrez", {"betting": True}, "chips"), ("pokerdrez", {}, "points"),
    ("berd", {}, "points"), ("berd", {"points": "visible", "size": 6}, "points")])
def test_q9a_other_games_sittings_still_add_their_scores(game_id, options, unit):
    presenter = entry_for(game_id).presenter
    counts_wins = presenter.sitting_counts_wins(options)
    assert not counts_wins
    assert sitting_unit(presenter, options) == presenter.score_unit(options) == unit
    sitting = Sitting.start(2).after(Outcome((20.0, -20.0), (0,)), counts_wins)
    assert sitting.after(Outcome((3.0, 3.0), (0, 1)), counts_wins) == Sitting((23.0, -17.0),
                                                                              2)


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


def test_q9a_the_status_bar_names_games_won(driver):
    """The table's status bar says what the sitting's totals count: games won in Quattro
    Colonne (it said "captures" over totals that were games won)."""
    rules = get_rules("quattro_colonne")
    play = driver.app.nav.start_new_game(rules, [Seat("Alice"), Seat("Bob")], {}, 3,
                                         Sitting((1.0, 0.0), 1))
    words = play.sitting_words()
    assert "games won" in words and "captures" not in words, words
    assert "Alice 1" in words and "Bob 0" in words
