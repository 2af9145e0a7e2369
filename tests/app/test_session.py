"""GameSession's undo policy (DESIGN.md "Undo"), without a window.

Undo takes back the most recent human action together with any computer actions after
it; never across a chance event, never at the start, never once the game is over.
"""

from __future__ import annotations

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import GAMES, entry_for, get_rules
from neurodrez_desktop.games.berd.state import DARK, LIGHT, MOVE, Move, Place

BERD = get_rules("berd")
BERD_PRESENTER = entry_for("berd").presenter
MANUAL3 = {"size": 3, "arrangement": "manual"}
VISIBLE_AUTO3 = {"size": 3, "points": "visible", "arrangement": "automatic"}
HUMANS = [Seat("Ada"), Seat("Bo")]


def test_undo_takes_back_the_last_human_action_one_at_a_time():
    session = GameSession.new(BERD, HUMANS, MANUAL3, seed=1)
    first, second = Place(0, 0), Place(2, 0)
    s0 = session.state
    s1 = session.apply(first)
    session.apply(second)
    assert session.undo_point() == 1
    assert session.undo() is True
    assert session.record.actions == (first,)
    assert session.state == s1 == BERD.apply(s0, first)
    assert session.states == [s0, s1]
    assert session.movers == [LIGHT]
    assert session.undo() is True
    assert session.record.actions == ()
    assert session.state == s0
    assert session.movers == []


def test_undo_at_the_start_does_nothing():
    session = GameSession.new(BERD, HUMANS, MANUAL3, seed=1)
    record = session.record
    assert session.undo_point() is None
    assert session.undo() is False
    assert session.record == record
    assert session.states == [BERD.initial_state(2, session.record.options)]


def test_undo_after_the_game_is_over_does_nothing():
    session = GameSession.new(BERD, HUMANS, MANUAL3, seed=1)
    rng = make_rng(5)
    while not session.is_over:
        session.apply(rng.choice(BERD.legal_actions(session.state)))
    record, state = session.record, session.state
    assert BERD.outcome(state) is not None
    assert session.movers[-1] in (LIGHT, DARK)  # the last action was a human's
    assert session.undo_point() is None
    assert session.undo() is False
    assert session.record == record
    assert session.state == state


def test_undo_never_crosses_a_chance_action():
    session = GameSession.new(BERD, HUMANS, VISIBLE_AUTO3, seed=7)
    deals = 0
    while session.current_player == CHANCE:  # token values are dealt by chance
        assert session.undo_point() is None
        session.apply(session.chance_outcome())
        deals += 1
    assert deals == 10
    assert session.state.phase == MOVE
    dealt = session.state
    assert session.undo_point() is None  # the last action was a deal
    assert session.undo() is False
    assert len(session.record.actions) == 10

    rng = make_rng(2)
    session.apply(rng.choice(BERD.legal_actions(session.state)))  # Light
    after_light = session.state
    session.apply(rng.choice(BERD.legal_actions(session.state)))  # Dark
    assert session.undo() is True
    assert session.state == after_light
    assert session.undo() is True
    assert session.state == dealt
    assert len(session.record.actions) == 10
    assert session.undo() is False  # the deals stay
    assert session.state == dealt


def test_computer_actions_after_a_human_action_are_undone_with_it():
    seats = [Seat("Ada"), Seat("Cpu", "computer:normal")]
    session = GameSession.new(BERD, seats, MANUAL3, seed=1)
    s0 = session.state
    session.apply(Place(0, 0))  # Ada
    session.apply(Place(2, 0))  # the computer
    s2 = session.state
    session.apply(Place(1, 1))  # Ada (without points the next token is index 1)
    session.apply(Place(1, 1))  # the computer
    assert session.undo_point() == 2
    assert session.undo() is True
    assert session.record.actions == (Place(0, 0), Place(2, 0))
    assert session.state == s2
    assert session.undo() is True
    assert session.record.actions == ()
    assert session.state == s0
    assert session.undo() is False


def test_a_computers_opening_move_cannot_be_undone_by_the_human():
    seats = [Seat("Cpu", "computer:hard"), Seat("Bo")]
    session = GameSession.new(BERD, seats, MANUAL3, seed=1)
    session.apply(Place(1, 0))  # the computer opens
    s1 = session.state
    assert session.undo_point() is None
    session.apply(Place(1, 0))  # Bo
    session.apply(Place(0, 1))  # the computer
    assert session.undo_point() == 1
    assert session.undo() is True
    assert session.record.actions == (Place(1, 0),)
    assert session.state == s1
    assert session.undo() is False
    assert session.record.actions == (Place(1, 0),)


def test_undo_in_the_move_phase_restores_the_board():
    session = GameSession.new(BERD, HUMANS, {"size": 3, "arrangement": "automatic"}, seed=1)
    start = session.state
    session.apply(Move((2, 0), (2, 1)))
    assert session.state != start
    assert session.undo() is True
    assert session.state == start
    assert session.progress == "Move 1"


def test_progress_counts_moves_not_setup_or_chance():
    session = GameSession.new(BERD, HUMANS, {"size": 3}, seed=1)
    while session.current_player == CHANCE:
        session.apply(session.chance_outcome())
    assert session.progress == "Setup"
    session = GameSession.new(BERD, HUMANS, {"size": 3, "arrangement": "automatic"}, seed=1)
    session.apply(Move((2, 0), (2, 1)))
    assert session.progress == "Move 2"


def test_a_roll_has_no_log_line_of_its_own_its_result_says_who_rolled():
    from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules
    from neurodrez_desktop.games.pokerdrez.state import Face, Roll

    rules = PokerDrezRules()
    session = GameSession.new(rules, HUMANS, {"pawn_sacrifice": False}, seed=2)
    while session.current_player == CHANCE:
        session.apply(session.chance_outcome())
    assert session.progress == "Move 1"
    white = session.current_player
    session.apply(next(a for a in rules.legal_actions(session.state)
                       if not isinstance(a, Roll)))  # White moves; Black holds the die
    while session.current_player != 1 - white:  # the draw, maybe a card put back
        player = session.current_player
        session.apply(session.chance_outcome() if player == CHANCE
                      else rules.legal_actions(session.state)[0])
    before = len(session.log(None))
    session.apply(Roll())
    session.apply(session.chance_outcome())
    assert isinstance(session.record.actions[-1], Face)
    lines = session.log(None)
    assert len(lines) == before + 1
    assert lines[-1].text.startswith("Black rolls ") and "pays" in lines[-1].text
    assert session.progress == "Move 1"


def test_the_log_after_an_undo_names_the_new_action_not_the_taken_back_one():
    session = GameSession.new(BERD, HUMANS, {"size": 3, "arrangement": "automatic"}, seed=1)
    first, second = BERD.legal_actions(session.state)[:2]
    session.apply(first)
    said = BERD_PRESENTER.action_label(session.states[-2], first, None)
    assert session.log(None)[-1].text == said
    assert session.undo() is True
    session.apply(second)
    said = BERD_PRESENTER.action_label(session.states[-2], second, None)
    assert session.log(None)[-1].text == said
    assert len(session.log(None)) == len(session.record.actions)


def test_seats_without_sides_of_their_own_are_named_as_the_players_were():
    """Neuroriders' words number the seats ("Player 2 lays room 21"): the log says the
    names given at the setup; a game with sides of its own keeps them (Light, Dark)."""
    for game_id in GAMES:
        rules = get_rules(game_id)
        players = max(2, rules.spec.min_players)
        session = GameSession.new(rules, [Seat("Player 2"), Seat("Bo"), Seat("Cy"),
                                          Seat("Di")][:players], {}, seed=3)
        presenter = entry_for(game_id).presenter
        numbered = all(presenter.side_name(s, players, {}) == f"Player {s + 1}"
                       for s in range(players))
        said = session.named("Player 1 passes to Player 2; Player 9 stays")
        if numbered:
            assert said == "Player 2 passes to Bo; Player 9 stays", game_id
        else:
            assert said == "Player 1 passes to Player 2; Player 9 stays", game_id
