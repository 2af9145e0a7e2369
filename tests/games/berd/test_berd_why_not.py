"""``why_not``: the rules explain a partial choice (a stack, a landing square, a crossing
strip, a square to place on), naming the ruling and what would make the move possible;
and it refuses exactly the selections no legal action matches."""

from __future__ import annotations

import re

import pytest

from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import (
    DARK,
    LIGHT,
    PASS,
    BerdSelection,
    BerdState,
    Move,
    Phase,
    PickCrossing,
    PickLanding,
    PickPlacing,
    PickStack,
    Place,
    make_token,
    parse_square,
)

rules = get_rules("berd")


def L(i: int) -> int:  # noqa: N802 - Light's token with value index i
    return make_token(LIGHT, i)


def D(i: int) -> int:  # noqa: N802 - Dark's token with value index i
    return make_token(DARK, i)


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def position(stacks: dict[str, tuple[int, ...]], *, size: int = 4, to_move: int = LIGHT,
             side_moves: tuple[int, int] = (0, 0), **options: object) -> BerdState:
    start = rules.initial_state(2, {"size": size, "arrangement": "automatic", **options})
    board = [()] * (size * size)
    for name, stack in stacks.items():
        f, r = sq(name)
        board[r * size + f] = stack
    return BerdState(start.config, start.phase, to_move, tuple(board), ((), ()), ((), ()),
                     side_moves)


def refused(state: BerdState, selection: BerdSelection, rule: str) -> str:
    """The refusal's message, after checking its ruling."""
    refusal = rules.why_not(state, selection)
    assert refusal is not None, f"{selection} matches a legal action"
    assert refusal.rule == rule, f"{refusal.rule}: {refusal.message}"
    return refusal.message


# -- one ruling at a time ----------------------------------------------------------------


def test_b1_why_not_a_square_off_the_board() -> None:
    state = position({"a1": (L(0),), "d4": (D(0),)})
    assert "4×4" in refused(state, PickStack((4, 0)), "B1")
    setup = rules.initial_state(2, {"size": 3})
    assert "3×3" in refused(setup, PickPlacing((0, 5)), "B1")


def test_b4_why_not_placing_off_the_baseline_names_the_baseline() -> None:
    state = rules.initial_state(2, {"size": 3})
    message = refused(state, PickPlacing(sq("b2")), "B4")
    assert "your own baseline, row 1" in message and "a1 to c1" in message
    assert rules.why_not(state, PickPlacing(sq("b1"))) is None
    dark = rules.apply(state, Place(0))  # Dark places next, on row 3
    message = refused(dark, PickPlacing(sq("a1")), "B4")
    assert "row 3" in message and "a3 to c3" in message
    assert rules.why_not(dark, PickPlacing(sq("c3"))) is None


def test_b4_why_not_a_token_already_placed_names_those_left() -> None:
    state = rules.initial_state(2, {"size": 3, "tokens": 3, "points": "visible"})
    state = rules.apply(rules.apply(state, Place(1, 1)), Place(1, 1))  # Light's 20 is down
    assert "worth 10 or 30" in refused(state, PickPlacing(sq("a1"), 1), "B4")
    assert rules.why_not(state, PickPlacing(sq("a1"), 2)) is None
    assert rules.why_not(state, PickPlacing(sq("a1"))) is None  # any token left


def test_b4_why_not_moving_before_every_token_is_placed() -> None:
    state = rules.apply(rules.initial_state(2, {"size": 3}), Place(0))
    assert "row 3" in refused(state, PickStack(sq("a1")), "B4")  # Dark still places
    moving = position({"a1": (L(0),), "d4": (D(0),)})
    assert "move a stack" in refused(moving, PickPlacing(sq("b1")), "B4")


def test_b5_why_not_an_empty_square_or_the_opponents_stack() -> None:
    state = position({"b1": (L(0), D(0)), "a1": (L(1),), "d4": (D(1),)})
    assert "Nothing to move on c1" in refused(state, PickStack(sq("c1")), "B5")
    message = refused(state, PickStack(sq("b1")), "B5")
    assert "is Dark's" in message and "top token is yours" in message
    assert rules.why_not(state, PickStack(sq("a1"))) is None
    # a landing or crossing from a stack that is not yours: the stack is what is wrong
    refused(state, PickLanding(sq("d4"), sq("d3")), "B5")
    refused(state, PickCrossing(sq("b1"), LIGHT), "B5")


def test_b6_why_not_a_diagonal_or_backward_landing_lists_where_the_stack_may_go() -> None:
    state = position({"b2": (L(0),), "c4": (D(0),)})
    for target in ("c3", "b1", "b4", "b2"):
        message = refused(state, PickLanding(sq("b2"), sq(target)), "B6")
        assert message == ("A stack steps one square forward, left or right. "
                           "From b2 it may go to b3, a2 or c2.")
    assert rules.why_not(state, PickLanding(sq("b2"), sq("b3"))) is None


def test_b7_why_not_a_fourth_sideways_move_says_move_forward() -> None:
    state = position({"b2": (L(0),), "d4": (D(0),)}, side_moves=(3, 0))
    message = refused(state, PickLanding(sq("b2"), sq("c2")), "B7")
    assert message == ("Three sideways moves in a row already: the next must go forward. "
                       "From b2 it may go to b3.")
    assert rules.why_not(state, PickLanding(sq("b2"), sq("b3"))) is None


def test_b8_why_not_landing_on_a_berd_names_it_and_the_other_landings() -> None:
    state = position({"b2": (L(0),), "b3": (L(1), D(0), D(1)), "c2": (D(2), D(3))})
    message = refused(state, PickLanding(sq("b2"), sq("b3")), "B8")
    assert message == "Dark's Berd on b3 cannot be landed on. From b2 it may go to a2."


def test_b8_why_not_a_stack_with_no_legal_move_names_each_blocked_step() -> None:
    # a2's forward step meets Dark's Berd; its sideways steps are used up
    state = position({"a2": (L(0),), "c1": (L(1),), "a3": (D(0), D(1)), "d4": (D(2),)},
                     side_moves=(3, 0))
    message = refused(state, PickStack(sq("a2")), "B8")  # the forward step's ruling
    assert message == ("Stack a2 cannot move: Dark's Berd on a3; no 4th sideways move in a "
                       "row. Move another stack.")
    # a landing picked for it gets the same answer: the stack is what cannot move
    assert rules.why_not(state, PickLanding(sq("a2"), sq("b2"))) == rules.why_not(
        state, PickStack(sq("a2")))


def test_b9_why_not_the_opponents_strip_or_a_crossing_from_elsewhere() -> None:
    state = position({"c4": (D(0), L(0)), "b2": (L(1),), "a4": (D(1),)})
    message = refused(state, PickCrossing(sq("c4"), DARK), "B9")
    assert "where Dark crosses" in message and "beyond Dark's baseline (row 4)" in message
    assert rules.why_not(state, PickCrossing(sq("c4"), LIGHT)) is None
    message = refused(state, PickCrossing(sq("b2"), LIGHT), "B9")
    assert "Dark's baseline (row 4)" in message and "2 rows short" in message


def test_b10_why_not_a_stuck_stack_when_no_stack_can_move_says_pass() -> None:
    state = position({"a2": (L(0), L(1)), "a3": (D(0), D(1))}, size=3, side_moves=(3, 3))
    assert rules.legal_actions(state) == [PASS]
    message = refused(state, PickStack(sq("a2")), "B8")
    assert message.endswith("No stack can move: pass.")


def test_b11_why_not_after_the_end() -> None:
    state = position({"a1": (L(0),), "d4": (D(0),)})
    over = rules.apply(state, Move(sq("a1"), sq("a2")))
    over = BerdState(over.config, Phase.END, over.to_move, over.board, over.reserve,
                     over.collected)
    for selection in (PickStack(sq("a2")), PickPlacing(sq("a1"))):
        refused(over, selection, "B11")


def test_b13_why_not_landing_on_a_protected_tower() -> None:
    # b3 is a Dark square (B13); Dark's single token there is protected
    state = position({"b2": (L(0),), "b3": (D(0),), "d4": (D(1),)}, colour_protection=True)
    message = refused(state, PickLanding(sq("b2"), sq("b3")), "B13")
    assert message == ("Dark's tower on b3 stands on its own colour: it is protected. "
                       "From b2 it may go to a2 or c2.")


def test_b13_b8_why_not_a_stack_blocked_three_ways_names_each_block() -> None:
    state = position({"b2": (L(1),), "a2": (D(0), D(1)), "b3": (D(2), D(4)), "c2": (D(3),),
                      "d4": (L(3),)}, colour_protection=True)  # c2 is a Dark square
    assert refused(state, PickStack(sq("b2")), "B8") == (
        "Stack b2 cannot move: Dark's Berds on b3 and a2; Dark's protected tower on c2. "
        "Move another stack.")
    assert "may cross off the board or go to c4" in refused(
        state, PickLanding(sq("d4"), sq("c3")), "B6")


def test_why_not_refuses_a_value_that_is_no_selection() -> None:
    with pytest.raises(TypeError):
        rules.why_not(position({"a1": (L(0),), "d4": (D(0),)}), Move(sq("a1"), sq("a2")))


# -- exactly when nothing matches ----------------------------------------------------------


def _selections(state: BerdState) -> list[BerdSelection]:
    """Every stack and placing square, each landing near a square, both strips."""
    n = state.config.size
    squares = [(f, r) for r in range(-1, n + 1) for f in range(-1, n + 1)]
    on_board = [(f, r) for f, r in squares if 0 <= f < n and 0 <= r < n]
    out: list[BerdSelection] = [PickStack(s) for s in squares]
    values = (None, -1, *range(state.config.tokens + 1))
    out += [PickPlacing(s, v) for s in squares for v in values]
    for f, r in on_board:
        out += [PickLanding((f, r), (f + df, r + dr))
                for df in (-1, 0, 1) for dr in (-2, -1, 0, 1, 2)]
        out += [PickCrossing((f, r), strip) for strip in (LIGHT, DARK)]
    return out


def _matches(state: BerdState, legal: list[object], selection: BerdSelection) -> bool:
    """Whether some legal action is the one the selection starts or names."""
    moves = [a for a in legal if isinstance(a, Move)]
    if isinstance(selection, PickStack):
        return any(m.origin == selection.square for m in moves)
    if isinstance(selection, PickLanding):
        return Move(selection.origin, selection.square) in moves
    if isinstance(selection, PickCrossing):
        return (selection.strip == rules.current_player(state)
                and Move(selection.origin, None) in moves)
    f, r = selection.square
    return any(isinstance(a, Place) and a.file == f
               and r == state.config.baseline(state.to_move)
               and selection.value_index in (None, a.value_index) for a in legal)


@pytest.mark.parametrize("options", [
    {"size": 3},
    {"size": 4, "arrangement": "automatic"},
    {"size": 4, "points": "visible", "tokens": 4},
    {"size": 5, "colour_protection": True, "arrangement": "automatic"},
    {"size": 6, "points": "hidden", "colour_protection": True},
    {"size": 3, "tokens": 6, "colour_protection": True},
], ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_why_not_is_none_exactly_when_a_legal_action_matches(options) -> None:
    rng = make_rng(7)
    states: list[BerdState] = []
    for _ in range(3):
        playout = random_playout(rules, 2, options, rng,
                                 on_step=lambda state, _action: states.append(state))
        states.append(playout.state)
    picked = states[::max(1, len(states) // 40)] + states[-1:]
    refusals = 0
    for state in picked:
        player = rules.current_player(state)
        legal = rules.legal_actions(state)
        view = rules.view_for(state, player) if player >= 0 else state
        for selection in _selections(state):
            refusal = rules.why_not(state, selection)
            expected = player not in (CHANCE, TERMINAL) and _matches(state, legal, selection)
            assert (refusal is None) == expected, (
                f"{selection} in {rules.state_to_json(state)}: legal {legal}, "
                f"why_not {refusal}")
            if refusal is not None:
                refusals += 1
                assert re.fullmatch(r"B\d+", refusal.rule), refusal
                assert refusal.message and not refusal.message.startswith(refusal.rule)
            # B15: the answer is the same from what the seat to act may see
            assert rules.why_not(view, selection) == refusal
    assert refusals
