"""Quattro Colonne's round end and game end: the first-player marker (Q9), the ends
(Q10) and the winner (Q11)."""

from __future__ import annotations

import pytest
from qc_positions import (
    BK,
    BP,
    BQ,
    NO_CLASH,
    WK,
    WP,
    WQ,
    assert_refused,
    contested_round,
    first_step,
    mv,
    play,
    position,
    rules,
    sq,
    started,
)

from neurodrez_desktop.core.errors import MalformedStateError
from neurodrez_desktop.core.protocol import TERMINAL
from neurodrez_desktop.games.quattro_colonne.presenter import QuattroColonnePresenter
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    END,
    KING,
    KNIGHT,
    MAX_ROUNDS,
    MOVE,
    ORDER,
    PASS,
    PAWN,
    QUEEN,
    WHITE,
    Contest,
    GiveOrder,
    QCState,
    Roll,
)

presenter = QuattroColonnePresenter()

# -- Q9 the marker -------------------------------------------------------------------------


def finish_round(state: QCState, *contests: Contest) -> QCState:
    """Everyone passes to the round's end, the given contests settling contested steps."""
    rolls = list(contests)
    while state.phase in (MOVE, CONTEST):
        state = play(state, rolls.pop(0) if state.phase == CONTEST else PASS)
    assert not rolls
    return state


def test_q9_the_lower_contested_total_takes_the_marker() -> None:
    state = finish_round(contested_round(), Contest(5, 2), Contest(1, 6))
    assert state.round_totals() == (0, 0)  # the new round has no rolls yet
    assert [(r.white, r.black) for r in state.rolls] == [(5, 2), (1, 6)]
    # White 6, Black 8: White takes the marker from Black
    assert (state.phase, state.round, state.first) == (ORDER, 2, WHITE)
    assert rules.current_player(state) == WHITE


def test_q9_the_holder_keeps_the_marker_with_the_lower_total() -> None:
    state = finish_round(contested_round(), Contest(6, 1), Contest(2, 3))
    assert (state.round, state.first) == (2, BLACK)  # White 8, Black 4


def test_q9_equal_totals_pass_the_marker_on() -> None:
    state = finish_round(contested_round(), Contest(2, 5), Contest(5, 2))
    assert (state.round, state.first) == (2, WHITE)  # 7 and 7


def test_q9_no_contest_at_all_passes_the_marker_on() -> None:
    state = play(started(BLACK), GiveOrder(NO_CLASH[1]), GiveOrder(NO_CLASH[0]))
    state = finish_round(state)
    assert (state.round, state.first) == (2, WHITE)
    state = finish_round(play(state, GiveOrder(NO_CLASH[0]), GiveOrder(NO_CLASH[1])))
    assert (state.round, state.first) == (3, BLACK)


def test_q9_only_this_rounds_rolls_count() -> None:
    # round 1 left White 1 against Black 6; round 2 has no contest: equal totals, pass on
    old = (Roll(1, 4, 0, 1, 6),)
    state = position({"c1": WP, "f8": BP}, round_=2, rolls=old, step=3, to_act=BLACK,
                     acted=1, first=WHITE)
    assert state.round_totals() == (0, 0)
    after = play(state, PASS)
    assert (after.phase, after.round, after.first) == (ORDER, 3, BLACK)
    assert after.rolls == old


def test_q9_the_new_holder_gives_the_first_order_next_round() -> None:
    state = finish_round(contested_round(), Contest(5, 2), Contest(1, 6))
    assert state.orders == (None, None) and state.step == 0
    state = play(state, GiveOrder((4, 3, 2, 1)))
    assert rules.current_player(state) == BLACK


# -- Q10 the end ---------------------------------------------------------------------------


def test_q10_a_king_capture_ends_the_game_at_once_mid_step() -> None:
    state = position({"d1": WQ, "d8": BK, "c8": BQ}, orders=first_step("d", "c"),
                     captured=((PAWN,), ()))
    after = play(state, mv("d1", "d8"))
    assert after.phase == END
    assert rules.current_player(after) == TERMINAL
    assert rules.legal_actions(after) == []
    assert after.captured == ((PAWN, KING), ())
    assert after.board[sq("d8")] == WK  # the Queen's capture promoted it too
    assert after.board[sq("c8")] == BQ  # Black never acted in this step
    outcome = rules.outcome(after)
    assert outcome.winners == (0,)
    assert outcome.scores == (2.0, 0.0)
    assert "King" in outcome.reason and "(Q10)" in outcome.reason
    assert_refused(after, PASS, "Q10")
    assert_refused(after, mv("c8", "c1"), "Q10")


def test_q10_the_second_to_act_may_end_it_too() -> None:
    state = position({"c4": WK, "f8": BQ, "f1": WP}, orders=first_step("c", "f"),
                     to_act=BLACK, acted=1)
    state = play(state, mv("f8", "c5"))
    assert state.phase == MOVE  # no King taken: the next step
    state = position({"c4": WK, "f7": BQ}, orders=first_step("c", "f"), to_act=BLACK,
                     acted=1)
    after = play(state, mv("f7", "c4"))
    assert after.phase == END and rules.outcome(after).winners == (1,)


def test_q10_a_side_with_no_piece_ends_the_game_only_at_the_rounds_end() -> None:
    state = position({"c4": WP, "d5": BP, "e1": WP}, to_act=WHITE)
    state = play(state, mv("c4", "d5"))  # Black's last piece, in step 1
    assert state.phase == MOVE and rules.legal_actions(state) == [PASS]
    state = play(state, PASS)
    assert state.phase == MOVE and state.step == 1
    state = finish_round(state)
    assert state.phase == END
    outcome = rules.outcome(state)
    assert outcome.reason == ("Black has no piece on the board after round 1 (Q10); White "
                              "captured more, 1 to 0 (Q11)")
    assert outcome.winners == (0,)


def test_q10_the_game_goes_on_while_both_have_pieces() -> None:
    state = position({"c1": WP, "f8": BP}, round_=MAX_ROUNDS - 1, step=3, to_act=BLACK,
                     acted=1)
    after = play(state, PASS)
    assert (after.phase, after.round) == (ORDER, MAX_ROUNDS)
    assert rules.outcome(after) is None


def test_q10_the_game_ends_after_round_40() -> None:
    assert MAX_ROUNDS == 40
    state = position({"c1": WP, "f8": BP}, round_=40, step=3, to_act=BLACK, acted=1,
                     captured=((PAWN, PAWN), (PAWN,)))
    after = play(state, PASS)
    assert after.phase == END
    outcome = rules.outcome(after)
    assert outcome.reason == ("40 rounds have been played (Q10); White captured more, "
                              "2 to 1 (Q11)")
    assert outcome.winners == (0,)
    assert outcome.scores == (2.0, 1.0)


# -- Q11 the winner ------------------------------------------------------------------------


def ended_after_40(captured: tuple[tuple[int, ...], tuple[int, ...]]) -> QCState:
    state = position({"c1": WP, "f8": BP}, round_=40, step=3, to_act=BLACK, acted=1,
                     captured=captured)
    return play(state, PASS)


def king_taken(before: tuple[tuple[int, ...], tuple[int, ...]]) -> QCState:
    state = position({"d1": WQ, "d8": BK}, orders=first_step("d", "c"), captured=before)
    return play(state, mv("d1", "d8"))


def test_q11_more_captures_win_even_against_the_king_capturer() -> None:
    outcome = rules.outcome(king_taken(((), (PAWN, PAWN))))
    assert outcome.scores == (1.0, 2.0)
    assert outcome.winners == (1,)
    assert outcome.reason.endswith("Black captured more, 2 to 1 (Q11)")  # winner's count first


def test_q11_equal_captures_go_to_the_king_capturer() -> None:
    outcome = rules.outcome(king_taken(((PAWN,), (PAWN, KNIGHT))))
    assert outcome.scores == (2.0, 2.0)
    assert outcome.winners == (0,)
    assert not outcome.is_draw
    assert outcome.reason.endswith("equal captures, 2 each, and White captured the King (Q11)")


def test_q11_equal_captures_without_a_king_is_a_draw() -> None:
    outcome = rules.outcome(ended_after_40(((PAWN, QUEEN), (KNIGHT, PAWN))))
    assert outcome.scores == (2.0, 2.0)
    assert outcome.winners == (0, 1)
    assert outcome.is_draw
    assert outcome.reason.endswith("2 each, and no King captured: a draw (Q11)")
    assert rules.outcome(ended_after_40(((), ()))).winners == (0, 1)


def test_q11_every_piece_counts_one() -> None:
    # a Queen and a Knight do not outweigh three Pawns
    outcome = rules.outcome(ended_after_40(((QUEEN, KNIGHT), (PAWN, PAWN, PAWN))))
    assert outcome.winners == (1,)
    assert presenter.score_unit({}) == "captures"


def test_q9_only_the_deciding_contest_roll_counts() -> None:
    # Q5: a contest's tied rolls are simply rolled again; only the roll that decides it is
    # placed beside the board and counts for Q9. A tie is no outcome of the contest at all.
    state = contested_round()
    assert all(c.white != c.black for c, _ in rules.chance_outcomes(state))
    assert_refused(state, Contest(4, 4), "Q5")
    # Only the deciding 5–2 and 1–6 are kept and added: White 6, Black 8.
    state = play(state, Contest(5, 2))
    assert state.rolls == (Roll(1, 4, 0, 5, 2),)
    assert state.round_totals() == (5, 2)
    state = finish_round(state, Contest(1, 6))
    assert [(r.white, r.black) for r in state.rolls] == [(5, 2), (1, 6)]
    assert (state.round, state.first) == (2, WHITE)  # 6 against 8
    # a state file with a tied roll beside the board is no Quattro Colonne state
    obj = rules.state_to_json(state)
    obj["rolls"][0][3:5] = [3, 3]
    with pytest.raises(MalformedStateError):
        rules.state_from_json(obj)


def test_q9_a_game_ending_after_its_round_keeps_the_marker_where_it_was() -> None:
    # Q9 hands the marker on for the next round; a game that ends after the round (Q10)
    # has none, so the final board shows the marker with whoever held it in the last round
    state = position({"c1": WP, "f8": BP}, round_=40, step=3, to_act=BLACK, acted=1,
                     first=WHITE)
    assert state.round_totals() == (0, 0)  # equal totals would pass it on to Black
    after = play(state, PASS)
    assert after.phase == END and after.first == WHITE
    state = position({"c4": WP, "d5": BP, "e1": WP}, to_act=WHITE, first=BLACK,
                     step_first=WHITE)
    after = finish_round(play(state, mv("c4", "d5")))  # Black's last piece taken
    assert after.phase == END and after.first == BLACK
