"""Counts and verbs in the games' words agree with their numbers (core/plurals.py): never
"1 room flip", "1 actions" or "Green & Yellow dominates air"."""

from __future__ import annotations

from neurodrez_desktop.app.saves import _row
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat, record_to_json
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.neurodrez import words as neurodrez_words
from neurodrez_desktop.games.neurodrez.components import SURFACE_NAMES
from neurodrez_desktop.games.neurodrez.state import Dice, OrderRoll
from neurodrez_desktop.games.neuroriders import words as neuroriders_words
from neurodrez_desktop.games.neuroriders.aftermath import Aftermath
from neurodrez_desktop.games.neuroriders.movement import RiderMove

NEURODREZ = get_rules("neurodrez")
NEURODREZ_PRESENTER = entry_for("neurodrez").presenter


def test_a_side_of_two_colours_dominates_in_the_plural():
    """N21's end as the table says it: a two-colour side is a plural subject."""
    state = NEURODREZ.initial_state(2)
    air = SURFACE_NAMES.index("air")
    assert neurodrez_words.domination_words(state, 0, [air]) == "Red & Green dominate air"
    solo_colour = NEURODREZ.initial_state(3)  # three players: a colour each
    assert len(solo_colour.config.sides[0]) == 1
    assert neurodrez_words.domination_words(solo_colour, 0, [air]).endswith(
        " dominates air")
    sudden = state.evolve(sudden=True)
    assert neurodrez_words.domination_words(sudden, 1, [air, air + 1]) == \
        f"Blue & Yellow dominate air, {SURFACE_NAMES[air + 1]} in sudden death"


def test_one_room_flips_and_one_more_flips():
    one_wave = Aftermath(crystallization=1, waves=(((0, 1),), ((2, 2),)))
    assert neuroriders_words.aftermath_lines(one_wave) == [
        "Crystallization 1: 1 room flips", "Black rooms carry it on: 1 more flips"]
    two = Aftermath(crystallization=2, waves=(((0, 1), (0, 2)), ((2, 2), (3, 3))))
    assert neuroriders_words.aftermath_lines(two) == [
        "Crystallization 2: 2 rooms flip", "Black rooms carry it on: 2 more flip"]


def test_a_walk_counts_its_steps():
    one = RiderMove(0, ((0, 0), (0, 1)), (None,))
    assert neuroriders_words.describe_move(one).startswith(
        f"{neuroriders_words.colour(0)} walks 1 step: ")
    three = RiderMove(0, ((0, 0), (0, 1), (0, 2), (0, 3)), (None, None, None))
    assert " walks 3 steps: " in neuroriders_words.describe_move(three)


def test_a_hand_of_one_tile_says_tile():
    assert neurodrez_words.hand_heading("Green", 1, False, "Ann") == "Green: 1 tile in hand"
    assert neurodrez_words.hand_heading("Green", 2, True, "Ann") == \
        "Ann's hand · Green: 2 tiles"


def test_an_old_save_of_one_action_says_1_action():
    """A save written before saves kept their progress: the Load screen counts its
    actions."""
    berd = get_rules("berd")
    session = GameSession.new(berd, [Seat("Ada"), Seat("Bo")], {}, seed=3)
    obj = record_to_json(session.record, berd)
    obj.pop("meta", None)
    obj["actions"] = obj["actions"][:1] or [None]
    assert _row(obj).progress == "1 action"
    obj["actions"] = [None, None]
    assert _row(obj).progress == "2 actions"


def _first(state, kind, limit: int = 400):
    """The first state on a seeded way through the game where an action of ``kind`` is
    offered, with that action."""
    rng = make_rng(2)
    for _ in range(limit):
        player = NEURODREZ.current_player(state)
        if player == CHANCE:
            actions = [a for a, _ in NEURODREZ.chance_outcomes(state)]
        else:
            actions = NEURODREZ.legal_actions(state)
        found = [a for a in actions if isinstance(a, kind)]
        if found:
            return state, found[0]
        state = NEURODREZ.apply(state, rng.choice(actions))
    raise AssertionError(f"no {kind.__name__} came")


def test_a_slot_of_two_colours_acts_in_the_plural():
    """NeuroDrez's log with two players: "Red & Green roll 4 for the start", "Red & Green
    roll 3 (Bishop), …"; a slot of one colour keeps its singular ("Red rolls")."""
    two = NEURODREZ.initial_state(2)
    state, order = _first(two, OrderRoll)
    assert NEURODREZ_PRESENTER.action_label(state, order).startswith("Red & Green roll ")
    state, dice = _first(two, Dice)
    who = neurodrez_words.slot_name(state, state.slot)
    assert " & " in who
    assert NEURODREZ_PRESENTER.action_label(state, dice).startswith(f"{who} roll ")
    four = NEURODREZ.initial_state(4)
    state, dice = _first(four, Dice)
    assert NEURODREZ_PRESENTER.action_label(state, dice).startswith(
        f"{neurodrez_words.slot_name(state, state.slot)} rolls ")
