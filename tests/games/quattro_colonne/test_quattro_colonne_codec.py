"""Quattro Colonne states and actions as JSON: every phase reads back the same (a view's
"hidden" order too), and files that are not Quattro Colonne states or actions are refused
with MalformedStateError / MalformedActionError."""

from __future__ import annotations

import copy
import json

import pytest
from qc_positions import rules, sq

from neurodrez_desktop.core.errors import MalformedActionError, MalformedStateError
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import ONLOOKER
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    CONTESTS,
    DRAW_FIRST,
    END,
    HIDDEN_ORDER,
    KING,
    MOVE,
    ORDER,
    ORDERS,
    PASS,
    QUEEN,
    WHITE,
    Contest,
    FirstPlayer,
    GiveOrder,
    Move,
    Phase,
    QCState,
    piece,
)


def through_json(obj: object) -> object:
    return json.loads(json.dumps(obj))


def round_trip(state: QCState) -> QCState:
    return rules.state_from_json(through_json(rules.state_to_json(state)))


def states_of_every_phase() -> dict[str, QCState]:
    start = rules.initial_state(2)
    ordering = rules.apply(start, FirstPlayer(BLACK))
    one_given = rules.apply(ordering, GiveOrder((4, 3, 2, 1)))
    contest = rules.apply(one_given, GiveOrder((4, 1, 2, 3)))
    moving = rules.apply(contest, Contest(5, 2))
    moved = rules.apply(moving, Move(sq("c1"), sq("c3")))
    second_contest = moved
    for _ in range(3):
        second_contest = rules.apply(second_contest, PASS)
    next_round = rules.apply(second_contest, Contest(1, 6))
    while next_round.phase != ORDER:
        next_round = rules.apply(next_round, PASS)
    # a King capture: White's Queen d1 takes Black's King d8 (both came from the reserves)
    board = [0] * 32
    board[sq("d1")] = piece(WHITE, QUEEN)
    board[sq("d8")] = piece(BLACK, KING)
    kings = QCState(MOVE, tuple(board), ((2, 0, 1), (2, 1, 0)), ((), ()), WHITE, 3,
                    ((3, 4, 2, 1), (4, 3, 2, 1)), 0, WHITE, 0, WHITE)
    king_taken = rules.apply(kings, Move(sq("d1"), sq("d8")))
    # a round's end with a side gone
    board = [0] * 32
    board[sq("c4")] = piece(WHITE, 1)
    board[sq("d5")] = piece(BLACK, 1)
    last = QCState(MOVE, tuple(board), ((2, 1, 1), (2, 1, 1)), ((1, 1, 1), (1, 1, 1)),
                   WHITE, 2, ((1, 2, 3, 4), (4, 3, 2, 1)), 3, WHITE, 0, WHITE)
    gone = rules.apply(rules.apply(last, Move(sq("c4"), sq("d5"))), PASS)
    return {
        "draw_first": start, "order": ordering, "one_order_given": one_given,
        "second_view": rules.view_for(one_given, WHITE),
        "onlooker_view": rules.view_for(one_given, ONLOOKER),
        "contest": contest, "move": moving, "move_second": moved,
        "second_contest": second_contest, "next_round": next_round,
        "king_captured": king_taken, "no_piece_left": gone,
    }


def test_q4_q10_states_of_every_phase_read_back_the_same() -> None:
    states = states_of_every_phase()
    phases = {name: state.phase for name, state in states.items()}
    assert set(phases.values()) == set(Phase)
    assert phases["draw_first"] == DRAW_FIRST and phases["second_contest"] == CONTEST
    assert phases["next_round"] == ORDER and states["next_round"].round == 2
    assert phases["king_captured"] == END and phases["no_piece_left"] == END
    for name, state in states.items():
        assert round_trip(state) == state, name
        assert type(round_trip(state).phase) is Phase


def test_q4_a_view_writes_the_unseen_order_as_hidden() -> None:
    states = states_of_every_phase()
    obj = rules.state_to_json(states["second_view"])
    assert obj["orders"] == [None, "hidden"]
    assert rules.state_from_json(obj).orders == (None, HIDDEN_ORDER)
    full = rules.state_to_json(states["one_order_given"])
    assert full["orders"] == [None, [4, 3, 2, 1]]
    assert rules.state_to_json(states["onlooker_view"])["orders"] == [None, "hidden"]


def test_q2_the_initial_state_in_json() -> None:
    obj = rules.state_to_json(rules.initial_state(2))
    assert obj["game"] == "quattro_colonne"
    assert obj["phase"] == "draw_first"
    assert obj["board"] == {"c1": "WP", "d1": "WP", "e1": "WP", "f1": "WP",
                            "c8": "BP", "d8": "BP", "e8": "BP", "f8": "BP"}
    assert obj["reserve"] == [[2, 1, 1], [2, 1, 1]]
    assert obj["first"] is None and obj["orders"] == [None, None]


def test_q5_a_contested_roll_is_kept_in_the_file() -> None:
    moving = states_of_every_phase()["move"]
    obj = rules.state_to_json(moving)
    assert obj["rolls"] == [[1, 4, 0, 5, 2]]
    assert round_trip(moving).round_totals() == (5, 2)


def test_q1_q10_a_seeded_game_reads_back_the_same_at_every_step() -> None:
    seen: list[QCState] = []
    end = random_playout(rules, 2, None, make_rng(11),
                         on_step=lambda state, _action: seen.append(state)).state
    for state in [*seen, end]:
        assert round_trip(state) == state
        for seat in (WHITE, BLACK, ONLOOKER):
            view = rules.view_for(state, seat)
            assert round_trip(view) == view
    assert end.phase == END


def test_q4_q5_every_action_reads_back_the_same() -> None:
    actions = [FirstPlayer(WHITE), FirstPlayer(BLACK), PASS,
               *(GiveOrder(o) for o in ORDERS), *CONTESTS,
               *(Move(a, b) for a in range(32) for b in range(32))]
    for action in actions:
        obj = through_json(rules.action_to_json(action))
        assert rules.action_from_json(obj) == action
    assert rules.action_to_json(Move(sq("d2"), sq("d4"))) == {"move": "d2", "to": "d4"}
    assert rules.action_to_json(GiveOrder((4, 3, 2, 1))) == {"order": [4, 3, 2, 1]}
    assert rules.action_to_json(Contest(5, 2)) == {"contest": [5, 2]}
    assert rules.action_to_json(FirstPlayer(BLACK)) == {"first": "B"}
    assert rules.action_to_json(PASS) == "pass"


# -- bad files -------------------------------------------------------------------------


def edited(state_name: str, **changes: object) -> dict:
    obj = copy.deepcopy(rules.state_to_json(states_of_every_phase()[state_name]))
    obj.update(changes)
    return obj


@pytest.mark.parametrize(("obj", "words"), [
    (edited("move", extra=1), "unknown field 'extra'"),
    (edited("move", game="berd"), "not a Quattro Colonne state"),
    (edited("draw_first", board={"c1": "WP", "d1": "WP", "e1": "WP", "f1": "WP",
                                 "c4": "WN", "c8": "BP"}), "W has 3 knights"),
    (edited("draw_first", board={"c1": "WP", "d1": "WP", "e1": "WP", "f1": "WP",
                                 "c2": "WP"}), "more than 4 pawns"),
    (edited("draw_first", board={"c1": "WK"}), "W has 2 kings"),
    (edited("draw_first", reserve=[[3, 1, 1], [2, 1, 1]]), "reserve"),
    (edited("draw_first", reserve=[[2, 1, 1]]), "reserve must hold two lists"),
    (edited("draw_first", board={"b4": "WP"}), "board"),
    (edited("draw_first", board={"c4": "WX"}), "is not a piece"),
    (edited("move", rolls=[[1, 4, 0, 3, 3]]), "not a contested roll"),
    (edited("move", rolls=[[2, 4, 0, 3, 1]]), "not a contested roll"),  # a later round
    (edited("move", orders=[[4, 4, 2, 1], [4, 1, 2, 3]]), "orders"),
    (edited("move", orders=["hidden", [4, 1, 2, 3]]), "revealed once both are given"),
    (edited("contest", orders=[[4, 3, 2, 1], [1, 2, 3, 4]]), "a contest needs"),
    (edited("move", phase="moving"), "phase must be one of"),
    (edited("move", round=41), "round must be 1–40"),
    (edited("move", step=4), "step must be 0–3"),
    (edited("move", first=2), "first must be 0"),
    (edited("draw_first", first=0), "nothing has happened"),
    (edited("king_captured", phase="move"), "the game ends when a King is captured"),
    (edited("king_captured", end_reason=""), "says why"),
], ids=lambda value: value if isinstance(value, str) else "")
def test_q2_q10_bad_state_files_are_refused(obj: dict, words: str) -> None:
    with pytest.raises(MalformedStateError, match=words):
        rules.state_from_json(obj)


@pytest.mark.parametrize("obj", [
    {"move": "d2", "to": "d4", "via": "d3"},
    {"order": [4, 3, 2, 1], "side": "W"},
    {"contest": [3, 3]},
    {"contest": [0, 2]},
    {"contest": [7, 2]},
    {"contest": [True, 2]},
    {"contest": [5]},
    {"order": [4, 4, 2, 1]},
    {"order": [4, 3, 2]},
    {"order": [True, 4, 3, 2]},
    {"first": "X"},
    {"move": "b2", "to": "c3"},
    {"move": "c2", "to": "c9"},
    "passes",
    42,
    None,
])
def test_q1_q4_q5_bad_action_files_are_refused(obj: object) -> None:
    with pytest.raises(MalformedActionError):
        rules.action_from_json(obj)
