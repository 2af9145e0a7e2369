"""Rule tests for Quattro Colonne (shared/rules/quattro_colonne.md; rulebook
original/quattro_colonne_it.txt): the board, material, first player, orders, steps, the
contest and movement (Q1–Q6) and the missing rule (Q12).

Positions are built directly as ``QCState`` values, or played from ``initial_state`` with
chosen chance actions: nothing here is random. Elsewhere in this folder: promotion (Q7,
Q8) in ``..._promotion.py``; the marker, the end and the winner (Q9–Q11) in ``..._end.py``;
the secret orders' views (Q4) in ``..._hidden.py``; refusals' words in ``..._why_not.py``;
files in ``..._codec.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from qc_positions import (
    BP,
    BQ,
    NO_CLASH,
    WK,
    WN,
    WP,
    WQ,
    assert_refused,
    contested_round,
    first_step,
    goes_to,
    mv,
    play,
    position,
    rules,
    sq,
    started,
)

from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.games import quattro_colonne as qc_package
from neurodrez_desktop.games.quattro_colonne.presenter import QuattroColonnePresenter
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    END,
    FILES,
    KING,
    MOVE,
    ORDER,
    PASS,
    WHITE,
    Contest,
    FirstPlayer,
    GiveOrder,
    Move,
    Roll,
    parse_square,
    square_name,
)

presenter = QuattroColonnePresenter()

# -- Q1 board ------------------------------------------------------------------------------


def test_q1_board_is_the_four_files_c_to_f_ranks_1_to_8() -> None:
    state = rules.initial_state(2)
    assert len(state.board) == 32
    assert FILES == "cdef"
    names = {square_name(i) for i in range(32)}
    assert names == {f + r for f in "cdef" for r in "12345678"}
    for bad in ("b4", "g1", "a1", "h8", "c9", "d0"):
        with pytest.raises(ValueError):
            parse_square(bad)


def test_q1_a_move_from_or_to_off_the_board_is_refused() -> None:
    state = position({"c1": WN, "f8": BP})
    assert_refused(state, Move(32, sq("c1")), "Q1")
    assert_refused(state, Move(sq("c1"), 32), "Q1")
    assert_refused(state, Move(sq("c1"), -1), "Q1")


def test_q1_a_knight_on_the_c_file_cannot_jump_towards_the_b_file() -> None:
    state = position({"c4": WN, "f8": BP})
    assert goes_to(state, "c4") == {"d6", "e5", "e3", "d2"}
    # square numbers that a jump to b6, b2 or a5 would wrap round to
    for target in ("e6", "e4", "f7", "f3"):
        assert_refused(state, mv("c4", target), "Q6")
    edge = position({"f5": WN, "c8": BP}, orders=first_step("f", "c"))
    assert goes_to(edge, "f5") == {"e7", "d6", "d4", "e3"}


# -- Q2 material ---------------------------------------------------------------------------


def test_q2_four_pawns_on_each_home_rank_and_a_full_reserve_off_the_board() -> None:
    state = rules.initial_state(2)
    board = {square_name(i): code for i, code in enumerate(state.board) if code}
    assert board == {**{f + "1": WP for f in FILES}, **{f + "8": BP for f in FILES}}
    assert state.reserve == ((2, 1, 1), (2, 1, 1))
    assert state.captured == ((), ())
    assert KING not in {code & 7 for code in state.board}  # no King on the board yet


# -- Q3 first player -----------------------------------------------------------------------


def test_q3_the_first_player_is_drawn_evenly_by_chance() -> None:
    state = rules.initial_state(2)
    assert rules.current_player(state) == CHANCE
    assert rules.legal_actions(state) == []
    assert rules.chance_outcomes(state) == [(FirstPlayer(WHITE), 0.5),
                                            (FirstPlayer(BLACK), 0.5)]


@pytest.mark.parametrize("side", [WHITE, BLACK])
def test_q3_the_drawn_player_holds_the_marker_and_gives_the_first_order(side: int) -> None:
    state = started(side)
    assert state.phase == ORDER
    assert state.first == side
    assert rules.current_player(state) == side
    assert_refused(state, FirstPlayer(1 - side), "Q3")


# -- Q4 orders (more in test_quattro_colonne_hidden.py) ------------------------------------


def test_q4_an_order_is_one_of_the_24_permutations_of_4_3_2_1() -> None:
    state = started(WHITE)
    orders = [a.values for a in rules.legal_actions(state)]
    assert len(orders) == 24 == len(set(orders))
    assert all(sorted(o) == [1, 2, 3, 4] for o in orders)
    for bad in ((4, 4, 2, 1), (4, 3, 2, 0), (5, 3, 2, 1), (1, 1, 1, 1)):
        assert_refused(state, GiveOrder(bad), "Q4")
    assert_refused(state, PASS, "Q4")
    assert_refused(state, mv("c1", "c2"), "Q4")


def test_q4_the_first_player_commits_first_then_the_second_then_the_steps() -> None:
    state = play(started(BLACK), GiveOrder((1, 2, 3, 4)))
    assert (state.phase, rules.current_player(state)) == (ORDER, WHITE)
    assert state.orders == (None, (1, 2, 3, 4))
    state = play(state, GiveOrder((4, 3, 2, 1)))
    assert state.phase == MOVE
    assert state.orders == ((4, 3, 2, 1), (1, 2, 3, 4))
    assert_refused(state, GiveOrder((4, 3, 2, 1)), "Q4")


# -- Q5 steps ------------------------------------------------------------------------------


def test_q5_four_steps_of_values_4_3_2_1_each_activating_that_values_column() -> None:
    state = play(started(WHITE), GiveOrder(NO_CLASH[0]), GiveOrder(NO_CLASH[1]))
    seen = []
    for _ in range(4):
        assert state.phase == MOVE
        for _ in range(2):
            side = rules.current_player(state)
            seen.append((state.value, side, FILES[state.active_column(side)]))
            state = play(state, PASS)
    assert seen == [(4, WHITE, "c"), (4, BLACK, "f"), (3, WHITE, "d"), (3, BLACK, "e"),
                    (2, WHITE, "e"), (2, BLACK, "d"), (1, WHITE, "f"), (1, BLACK, "c")]
    assert state.phase == ORDER and state.round == 2


def test_q5_the_marker_holder_acts_first_in_each_uncontested_step() -> None:
    state = play(started(BLACK), GiveOrder(NO_CLASH[1]), GiveOrder(NO_CLASH[0]))
    for step in range(4):
        assert (state.step, rules.current_player(state)) == (step, BLACK)
        state = play(state, PASS)
        assert (state.step, rules.current_player(state)) == (step, WHITE)
        state = play(state, PASS)


def test_q5_one_move_per_player_per_step() -> None:
    state = position({"c1": WP, "d1": WP, "f8": BP})
    state = play(state, mv("c1", "c2"))
    assert (state.step, state.to_act) == (0, BLACK)
    state = play(state, PASS)
    assert (state.step, state.to_act) == (1, WHITE)
    assert goes_to(state, "c2") == set()  # column c's step is over
    assert goes_to(state, "d1") == {"d2", "d3"}


def test_q5_a_piece_that_moved_into_another_column_moves_again_later_in_the_round() -> None:
    # White: c4 d3 e2 f1. The Knight leaves c in step 1, moves in d in step 2, in f in step 4
    state = position({"c4": WN, "c8": BP})
    state = play(state, mv("c4", "d6"), PASS)
    assert state.value == 3 and goes_to(state, "d6") == {"c8", "e8", "c4", "e4", "f7", "f5"}
    state = play(state, mv("d6", "f5"), PASS)
    assert state.value == 2 and goes_to(state, "f5") == set()  # column e is active
    assert_refused(state, mv("f5", "e3"), "Q5")
    state = play(state, PASS, PASS)
    assert state.value == 1 and goes_to(state, "f5") == {"e7", "d6", "d4", "e3"}
    state = play(state, mv("f5", "e3"))
    assert state.board[sq("e3")] == WN


def test_q5_a_piece_outside_the_active_column_cannot_move() -> None:
    state = position({"c1": WP, "d1": WP, "e4": WQ, "f8": BP})
    for action in (mv("d1", "d2"), mv("e4", "e5")):
        assert_refused(state, action, "Q5")
    assert_refused(state, mv("f8", "f7"), "Q5")  # the other side's piece
    assert_refused(state, mv("e5", "e6"), "Q5")  # an empty square
    assert goes_to(state, "c1") == {"c2", "c3"}


def test_q5_pass_is_always_legal_in_the_move_phase() -> None:
    with_moves = position({"c1": WP, "f8": BP})
    no_piece_there = position({"d1": WP, "f8": BP})
    stuck = position({"c1": WP, "c2": BP, "f8": BP})
    for state in (with_moves, no_piece_there, stuck):
        assert rules.refusal(state, PASS) is None
        assert rules.legal_actions(state)[-1] == PASS
    assert rules.legal_actions(no_piece_there) == [PASS]
    assert rules.legal_actions(stuck) == [PASS]
    assert presenter.action_label(stuck, PASS) == "White has no move in column c and passes (Q5)"
    assert presenter.action_label(with_moves, PASS) == "White passes in column c"
    after = play(with_moves, PASS)
    assert after.board == with_moves.board and after.to_act == BLACK


# -- Q5 the contest ------------------------------------------------------------------------


def test_q5_same_value_in_the_same_column_is_a_contest_of_30_equally_likely_pairs() -> None:
    state = contested_round()
    assert state.phase == CONTEST
    assert rules.current_player(state) == CHANCE
    assert rules.legal_actions(state) == []
    outcomes = rules.chance_outcomes(state)
    pairs = [(a.white, a.black) for a, _ in outcomes]
    assert len(pairs) == 30 == len(set(pairs))
    assert all(w != b and 1 <= w <= 6 and 1 <= b <= 6 for w, b in pairs)
    assert all(p == pytest.approx(1 / 30) for _, p in outcomes)
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert_refused(state, Contest(3, 3), "Q5")
    assert_refused(state, Contest(7, 1), "Q5")
    assert_refused(state, PASS, "Q5")


def test_q5_the_higher_roll_acts_first_in_a_contested_step_only() -> None:
    state = play(contested_round(), Contest(5, 2))
    assert (state.phase, rules.current_player(state), state.step_first) == (MOVE, WHITE, WHITE)
    assert state.rolls == (Roll(1, 4, 0, 5, 2),)
    state = play(state, PASS)
    assert rules.current_player(state) == BLACK
    state = play(state, PASS)
    # step 2 (value 3): White f, Black d: no contest, the marker's holder first
    assert (state.phase, state.step, rules.current_player(state)) == (MOVE, 1, BLACK)
    state = play(state, PASS, PASS)
    assert state.phase == CONTEST and state.step == 2
    state = play(state, Contest(1, 6))
    assert rules.current_player(state) == BLACK
    assert state.rolls[-1] == Roll(1, 2, 2, 1, 6)


def test_q5_same_value_on_different_columns_is_no_contest() -> None:
    # Both give 4, but White to c and Black to d: the marker's holder (Black) acts first
    state = play(started(BLACK), GiveOrder((3, 4, 2, 1)), GiveOrder((4, 3, 2, 1)))
    assert state.phase == MOVE
    assert rules.current_player(state) == BLACK
    assert rules.chance_outcomes(state) == []
    assert state.rolls == ()


def test_q5_the_contest_label_names_the_column_the_dice_and_who_moves_first() -> None:
    state = contested_round()
    assert presenter.action_label(state, Contest(2, 6)) == (
        "Column c contested for value 4: White rolls 2, Black rolls 6; Black moves first (Q5)")


# -- Q6 movement ---------------------------------------------------------------------------


def test_q6_a_pawn_steps_one_or_two_from_its_home_rank() -> None:
    assert goes_to(position({"d1": WP, "f8": BP}, orders=first_step("d", "c")), "d1") == {
        "d2", "d3"}
    assert goes_to(position({"d2": WP, "f8": BP}, orders=first_step("d", "c")), "d2") == {
        "d3"}
    black = position({"e8": BP, "c1": WP}, orders=first_step("c", "e"), to_act=BLACK,
                     acted=1)
    assert goes_to(black, "e8") == {"e7", "e6"}


def test_q6_a_pawns_step_is_blocked_by_any_piece() -> None:
    orders = first_step("d", "c")
    assert goes_to(position({"d1": WP, "d3": BP}, orders=orders), "d1") == {"d2"}
    assert goes_to(position({"d1": WP, "d3": WN}, orders=orders), "d1") == {"d2"}
    blocked = position({"d1": WP, "d2": BP}, orders=orders)
    assert goes_to(blocked, "d1") == set()  # no jumping over d2
    assert_refused(blocked, mv("d1", "d3"), "Q6")
    assert_refused(blocked, mv("d1", "d2"), "Q6")  # no capture straight ahead


def test_q6_a_pawn_captures_only_one_square_diagonally_forward() -> None:
    orders = first_step("d", "c")
    state = position({"d4": WP, "d5": BP, "c5": BP, "e5": WN, "c3": BP, "e4": BP},
                     orders=orders)
    assert goes_to(state, "d4") == {"c5"}  # not its own e5, not backwards or sideways
    for target in ("e5", "c3", "e4", "d5", "d6"):
        assert_refused(state, mv("d4", target), "Q6")
    quiet = position({"d4": WP, "f8": BP}, orders=orders)
    assert goes_to(quiet, "d4") == {"d5"}  # no diagonal step onto an empty square
    assert_refused(quiet, mv("d4", "c5"), "Q6")


def test_q6_a_queen_slides_until_a_piece_stops_it() -> None:
    state = position({"d4": WQ, "d6": WP, "d7": BP, "f6": BP, "c3": BP},
                     orders=first_step("d", "c"))
    assert goes_to(state, "d4") == {"d5", "e5", "f6", "e4", "f4", "e3", "f2", "d3", "d2",
                                    "d1", "c3", "c4", "c5"}
    for target in ("d6", "d7", "d8", "c2", "f1"):  # own piece, behind it, no line
        assert_refused(state, mv("d4", target), "Q6")


def test_q6_a_king_steps_one_square_any_way() -> None:
    state = position({"c1": WK, "d1": WP, "c2": BP, "f8": BP})
    assert goes_to(state, "c1") == {"c2", "d2"}
    middle = position({"d4": WK, "f8": BP}, orders=first_step("d", "c"))
    assert goes_to(middle, "d4") == {"c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"}
    assert_refused(middle, mv("d4", "d6"), "Q6")


def test_q6_no_check_a_king_may_step_into_attack_and_be_captured() -> None:
    state = position({"d4": WK, "f6": BQ}, orders=first_step("d", "f"))
    assert "e5" in goes_to(state, "d4")  # e5 is attacked by the Queen on f6
    state = play(state, mv("d4", "e5"))
    assert state.phase == MOVE and rules.current_player(state) == BLACK
    assert "e5" in goes_to(state, "f6")
    state = play(state, mv("f6", "e5"))
    assert state.phase == END
    assert rules.outcome(state).winners == (1,)


def test_q6_no_en_passant() -> None:
    state = position({"e1": WP, "d3": BP}, orders=first_step("e", "d"))
    state = play(state, mv("e1", "e3"))  # passes e2, beside Black's d3
    assert rules.current_player(state) == BLACK
    assert goes_to(state, "d3") == {"d2"}
    assert_refused(state, mv("d3", "e2"), "Q6")
    assert_refused(state, mv("d3", "e3"), "Q6")


# -- Q12 the missing rule ------------------------------------------------------------------


def test_q12_the_rules_text_says_altraregola_is_cut_off_and_not_played() -> None:
    folder = Path(qc_package.__file__).parent
    text = (folder / "rules_text.md").read_text(encoding="utf-8")
    assert "Altraregola" in text
    assert "cut off" in text
    assert "does not play it" in text
    code = " ".join(p.read_text(encoding="utf-8") for p in folder.glob("*.py")).lower()
    assert "altraregola" not in code  # nothing implements it
    assert rules.spec.options == ()  # and no option turns it on


def test_q5_q7_q9_q10_the_rules_text_lists_each_of_the_projects_own_decisions() -> None:
    # The rulings name what is the project's, not the rulebook's: the in-app rules list
    # each under "How the program settles what the rulebook leaves open".
    text = (Path(qc_package.__file__).parent / "rules_text.md").read_text(encoding="utf-8")
    heading = "## How the program settles what the rulebook leaves open\n"
    assert heading in text
    section = text.split(heading, 1)[1].split("\n## ", 1)[0]
    items = [" ".join(item.split()).lower() for item in section.split("\n- ") if item.strip()]
    decisions = {
        "Q5 one move each per step": ("one move", "each player", "step"),
        "Q5 the pass": ("pass",),
        "Q5 only the deciding roll counts": ("only the rolls that decide", "rolled again"),
        "Q9 equal totals pass the marker": ("equal totals", "marker passes"),
        "Q7 a Knight or Queen back to the reserve": ("Knight or Queen", "back to the reserve"),
        "Q10 the end when a side has no piece": ("no piece on the board",),
        "Q10 40 rounds": ("40 rounds",),
        "Q9a the sitting counts games won": ("games won", "captures"),
    }
    for decision, words in decisions.items():
        assert any(all(w.lower() in item for w in words) for item in items), decision
    assert "The missing rule" in text  # Q12's note stays, apart from these decisions
