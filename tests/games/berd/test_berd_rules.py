"""Rule tests for Berd, one or more per ruling B1–B15 (shared/rules/berd.md)."""

from __future__ import annotations

import pytest

from neurodrez_desktop.core.errors import IllegalActionError, InvalidOptionsError
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.presenter import BerdPresenter
from neurodrez_desktop.games.berd.state import (
    DARK,
    END,
    LIGHT,
    MOVE,
    PASS,
    SETUP,
    BerdState,
    Deal,
    Move,
    Place,
    is_berd,
    make_token,
    parse_square,
    unknown_token,
)

rules = get_rules("berd")
presenter = BerdPresenter()


def L(i: int) -> int:  # noqa: N802 - Light's token with value index i
    return make_token(LIGHT, i)


def D(i: int) -> int:  # noqa: N802 - Dark's token with value index i
    return make_token(DARK, i)


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def mv(origin: str, target: str | None) -> Move:
    return Move(sq(origin), None if target is None else sq(target))


def position(stacks: dict[str, tuple[int, ...]], *, size: int = 4, to_move: int = LIGHT,
             side_moves: tuple[int, int] = (0, 0), passes: int = 0, plies: int = 0,
             collected: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
             **options: object) -> BerdState:
    config = rules.initial_state(2, {"size": size, "arrangement": "automatic",
                                     **options}).config
    board = [()] * (size * size)
    for name, stack in stacks.items():
        f, r = sq(name)
        board[r * size + f] = stack
    return BerdState(config, MOVE, to_move, tuple(board), ((), ()), collected,
                     side_moves, passes, plies, "")


def assert_refused(state: BerdState, action: object, rule: str) -> None:
    before = rules.state_to_json(state)
    with pytest.raises(IllegalActionError) as info:
        rules.apply(state, action)
    assert info.value.rule == rule
    assert str(info.value).startswith(f"{rule}: ")
    assert rules.state_to_json(state) == before
    assert action not in rules.legal_actions(state)


# -- B1 board ----------------------------------------------------------------------------


def test_b1_board_sizes_3_to_6() -> None:
    assert rules.initial_state(2).config.size == 4
    for n in (3, 4, 5, 6):
        state = rules.initial_state(2, {"size": n})
        assert state.config.size == n
        assert len(state.board) == n * n
    for n in (2, 7):
        with pytest.raises(InvalidOptionsError):
            rules.initial_state(2, {"size": n})


def test_b1_move_from_off_board_refused() -> None:
    state = position({"a1": (L(0),), "a4": (D(0),)}, size=4)
    assert_refused(state, Move((4, 0), (4, 1)), "B1")


# -- B2 tokens ---------------------------------------------------------------------------


def test_b2_standard_token_counts() -> None:
    for n, count in ((3, 5), (4, 6), (5, 7), (6, 8)):
        state = rules.initial_state(2, {"size": n})
        assert state.phase == SETUP
        assert [len(r) for r in state.reserve] == [count, count]
        assert sorted(state.reserve[LIGHT]) == [L(i) for i in range(count)]
        assert sorted(state.reserve[DARK]) == [D(i) for i in range(count)]


def test_b2_chosen_token_counts_1_to_2n() -> None:
    for n in (3, 6):
        for count in (1, 2 * n):
            state = rules.initial_state(2, {"size": n, "tokens": count})
            assert [len(r) for r in state.reserve] == [count, count]


def test_b2_more_than_2n_tokens_refused() -> None:
    with pytest.raises(InvalidOptionsError, match="^B2"):
        rules.initial_state(2, {"size": 3, "tokens": 7})
    with pytest.raises(InvalidOptionsError, match="^B2"):
        rules.initial_state(2, {"size": 4, "tokens": 9})


# -- B3 stacks ---------------------------------------------------------------------------


def test_b3_berd_and_unprotected_tower() -> None:
    assert not is_berd((L(0),))  # a single token is a UT
    assert is_berd((L(0), L(1)))
    assert is_berd((D(0), L(0), L(1)))
    assert not is_berd((L(0), D(0)))
    assert not is_berd((L(0), L(1), D(0)))  # controlled by Dark, top two differ
    state = position({"a1": (L(0), L(1), D(0)), "b2": (D(1), L(2), L(3)), "c3": ()})
    assert state.controller(sq("a1")) == DARK
    assert state.controller(sq("b2")) == LIGHT
    assert state.controller(sq("c3")) is None
    assert state.is_berd(sq("b2")) and not state.is_berd(sq("a1"))


# -- B4 setup ----------------------------------------------------------------------------


def test_b4_players_place_alternately_on_own_baseline() -> None:
    state = rules.initial_state(2, {"size": 3, "tokens": 2})
    assert state.phase == SETUP and rules.current_player(state) == LIGHT
    assert_refused(state, mv("a1", "a2"), "B4")
    assert_refused(state, Place(3), "B4")
    state = rules.apply(state, Place(1))
    assert state.stack(sq("b1")) == (L(0),)
    assert rules.current_player(state) == DARK
    state = rules.apply(state, Place(0))
    assert state.stack(sq("a3")) == (D(0),)
    assert rules.current_player(state) == LIGHT
    assert_refused(state, Place(1, 0), "B4")  # L0 is already on the board
    state = rules.apply(state, Place(1, 1))  # stacking own tokens makes a Berd
    assert state.stack(sq("b1")) == (L(0), L(1)) and state.is_berd(sq("b1"))
    assert state.phase == SETUP and rules.current_player(state) == DARK
    state = rules.apply(state, Place(2, 1))
    assert state.stack(sq("c3")) == (D(1),)
    assert state.phase == MOVE and rules.current_player(state) == LIGHT
    assert state.reserve == ((), ())
    assert_refused(state, Place(0), "B4")


def test_b4_points_player_chooses_which_token() -> None:
    state = rules.initial_state(2, {"size": 3, "tokens": 3, "points": "visible"})
    assert {a.value_index for a in rules.legal_actions(state)} == {0, 1, 2}
    state = rules.apply(state, Place(2, 2))
    assert state.stack(sq("c1")) == (L(2),)
    assert state.reserve[LIGHT] == (L(0), L(1))
    state = rules.apply(state, Place(0, 1))
    assert_refused(state, Place(0, 2), "B4")  # already placed


def test_b4_automatic_arrangement_spreads_evenly() -> None:
    for n in (3, 4, 5, 6):
        for count in range(1, 2 * n + 1):
            state = rules.initial_state(2, {"size": n, "tokens": count,
                                            "arrangement": "automatic"})
            assert state.phase == MOVE and rules.current_player(state) == LIGHT
            for side, rank in ((LIGHT, 0), (DARK, n - 1)):
                heights = [len(state.stack((f, rank))) for f in range(n)]
                assert sum(heights) == count
                assert max(heights) - min(heights) <= 1
                assert all(t & 1 == side for f in range(n) for t in state.stack((f, rank)))
            assert not any(state.board[n:n * (n - 1)])  # nothing off the baselines


# -- B5 what moves -----------------------------------------------------------------------


def test_b5_berd_moves_only_its_top_token() -> None:
    state = position({"b1": (D(0), L(0), L(1)), "d4": (D(1),)})
    after = rules.apply(state, mv("b1", "b2"))
    assert after.stack(sq("b1")) == (D(0), L(0))
    assert after.stack(sq("b2")) == (L(1),)


def test_b5_ut_moves_whole() -> None:
    state = position({"b1": (L(0), D(0), L(1)), "d4": (D(1),)})
    after = rules.apply(state, mv("b1", "c1"))
    assert after.stack(sq("b1")) == ()
    assert after.stack(sq("c1")) == (L(0), D(0), L(1))


def test_b5_only_own_stacks_move() -> None:
    state = position({"b1": (L(0), D(0)), "d4": (D(1),), "a1": (L(1),)})
    assert_refused(state, mv("b1", "b2"), "B5")  # top token is Dark's
    assert_refused(state, mv("c1", "c2"), "B5")  # empty square
    assert_refused(state, mv("d4", "d3"), "B5")  # Dark's turn is not now


# -- B6 where ----------------------------------------------------------------------------


def test_b6_no_diagonal_or_backward() -> None:
    state = position({"b2": (L(0),), "c3": (D(0),)})
    assert set(rules.legal_actions(state)) == {mv("b2", "b3"), mv("b2", "a2"), mv("b2", "c2")}
    assert_refused(state, mv("b2", "c3"), "B6")  # diagonal
    assert_refused(state, mv("b2", "b1"), "B6")  # backward
    assert_refused(state, mv("b2", "b4"), "B6")  # two squares
    dark = position({"b2": (L(0),), "c3": (D(0),)}, to_move=DARK)
    assert set(rules.legal_actions(dark)) == {mv("c3", "c2"), mv("c3", "b3"), mv("c3", "d3")}
    assert_refused(dark, mv("c3", "c4"), "B6")  # Dark's backward is up the ranks
    assert_refused(dark, mv("c3", "b2"), "B6")


# -- B7 side moves -----------------------------------------------------------------------


def test_b7_fourth_sideways_move_refused() -> None:
    state = position({"a2": (L(0),), "d4": (D(0),)})
    for light, dark in ((("a2", "b2"), ("d4", "c4")), (("b2", "a2"), ("c4", "d4")),
                        (("a2", "b2"), ("d4", "d3"))):
        state = rules.apply(state, mv(*light))
        state = rules.apply(state, mv(*dark))
    assert state.side_moves == (3, 0)  # Dark's forward move reset only Dark's count
    assert_refused(state, mv("b2", "c2"), "B7")
    assert_refused(state, mv("b2", "a2"), "B7")
    assert set(rules.legal_actions(state)) == {mv("b2", "b3")}


def test_b7_forward_move_resets_count() -> None:
    state = position({"b2": (L(0),), "d4": (D(0),)}, side_moves=(3, 0))
    state = rules.apply(state, mv("b2", "b3"))
    assert state.side_moves == (0, 0)
    state = rules.apply(state, mv("d4", "c4"))
    assert state.side_moves == (0, 1)
    state = rules.apply(state, mv("b3", "c3"))  # sideways is allowed again
    assert state.side_moves == (1, 1)


# -- B8 landing --------------------------------------------------------------------------


def test_b8_move_to_empty_and_onto_own_stack() -> None:
    state = position({"b1": (L(0),), "b2": (D(1), L(1)), "d4": (D(0),)})
    after = rules.apply(state, mv("b1", "b2"))
    assert after.stack(sq("b2")) == (D(1), L(1), L(0))
    assert after.is_berd(sq("b2"))


def test_b8_capture_puts_mover_on_top() -> None:
    state = position({"b2": (L(0),), "b3": (D(0),), "d4": (D(1),)})
    after = rules.apply(state, mv("b2", "b3"))
    assert after.stack(sq("b3")) == (D(0), L(0))
    assert after.controller(sq("b3")) == LIGHT and not after.is_berd(sq("b3"))
    # a captured tower carrying one opponent token under the mover: no restacking
    state = position({"b2": (D(2), L(0)), "b3": (D(0),), "d4": (D(1),)})
    after = rules.apply(state, mv("b2", "b3"))
    assert after.stack(sq("b3")) == (D(0), D(2), L(0))


def test_b8_recovery_restacks_into_berd() -> None:
    # Dark's UT (L2, D2) lands on Light's UT (D0, L0, D1, L1): Dark holds 3 tokens.
    state = position({"b3": (D(0), L(0), D(1), L(1)), "c3": (L(2), D(2)), "a1": (L(3),)},
                     to_move=DARK)
    after = rules.apply(state, mv("c3", "b3"))
    assert after.stack(sq("b3")) == (L(0), L(1), L(2), D(0), D(1), D(2))
    assert after.is_berd(sq("b3")) and after.controller(sq("b3")) == DARK
    assert after.stack(sq("c3")) == ()


def test_b8_recovery_with_mover_tokens_only_in_moving_tower() -> None:
    # Light's UT (L0, D1, L1) captures Dark's single D0: Light holds 2 tokens.
    state = position({"b2": (L(0), D(1), L(1)), "b3": (D(0),), "d4": (D(2),)})
    after = rules.apply(state, mv("b2", "b3"))
    assert after.stack(sq("b3")) == (D(0), D(1), L(0), L(1))


def test_b8_cannot_land_on_opponent_berd() -> None:
    state = position({"b2": (L(0),), "b3": (L(1), D(0), D(1)), "c2": (D(2), D(3))})
    assert_refused(state, mv("b2", "b3"), "B8")
    assert_refused(state, mv("b2", "c2"), "B8")
    assert set(rules.legal_actions(state)) == {mv("b2", "a2")}


# -- B9 crossing -------------------------------------------------------------------------


def test_b9_crossing_collects_both_colours() -> None:
    state = position({"c4": (D(0), L(0)), "a4": (D(1),), "a1": (L(1),)})
    after = rules.apply(state, mv("c4", None))
    assert after.stack(sq("c4")) == ()
    assert after.collected == ((D(0), L(0)), ())
    assert after.phase == MOVE
    dark = position({"b1": (L(0), D(0)), "a4": (D(1),), "d1": (L(1),)}, to_move=DARK)
    after = rules.apply(dark, mv("b1", None))
    assert after.collected == ((), (L(0), D(0)))


def test_b9_berd_crosses_top_token_only() -> None:
    state = position({"c4": (D(0), L(0), L(1)), "a4": (D(1),)})
    after = rules.apply(state, mv("c4", None))
    assert after.stack(sq("c4")) == (D(0), L(0))
    assert after.collected == ((L(1),), ())


def test_b9_cannot_cross_from_elsewhere() -> None:
    state = position({"c3": (L(0),), "a1": (L(1),), "a4": (D(0),)})
    assert_refused(state, mv("c3", None), "B9")
    assert_refused(state, mv("a1", None), "B9")  # own baseline
    dark = position({"b2": (D(0),), "a4": (D(1),), "d1": (L(0),)}, to_move=DARK)
    assert_refused(dark, mv("b2", None), "B9")
    assert_refused(dark, mv("a4", None), "B9")


# -- B10 / B11 ---------------------------------------------------------------------------


def _deadlock(**kw: object) -> BerdState:
    """3×3: Light's Berd on a2 faces Dark's Berd on a3; sideways is used up for both."""
    return position({"a2": (L(0), L(1)), "a3": (D(0), D(1))}, size=3, side_moves=(3, 3),
                    **kw)


def test_b10_pass_only_without_moves() -> None:
    state = position({"b2": (L(0),), "d4": (D(0),)})
    assert PASS not in rules.legal_actions(state)
    assert_refused(state, PASS, "B10")
    stuck = _deadlock()
    assert rules.legal_actions(stuck) == [PASS]
    after = rules.apply(stuck, PASS)
    assert after.phase == MOVE and after.to_move == DARK and after.passes == 1
    assert after.board == stuck.board


def test_b11a_one_player_left_collects_everything() -> None:
    state = position({"b2": (L(0),), "b3": (D(0),), "d1": (L(1),)},
                     collected=((), (L(2),)))
    after = rules.apply(state, mv("b2", "b3"))
    assert after.phase == END and rules.current_player(after) == TERMINAL
    assert not any(after.board)
    assert sorted(after.collected[LIGHT]) == sorted((D(0), L(0), L(1)))
    assert after.collected[DARK] == (L(2),)
    assert "Only Light controls stacks" in after.end_reason
    assert rules.outcome(after).scores == (3.0, 1.0)
    assert_refused(after, PASS, "B11")


def test_b11a_last_stack_crossing_leaves_opponent_everything() -> None:
    state = position({"c4": (L(0),), "a3": (L(1), D(0))})
    after = rules.apply(state, mv("c4", None))
    assert after.phase == END
    assert after.collected == ((L(0),), (L(1), D(0)))
    assert rules.outcome(after).winners == (DARK,)


def test_b11b_two_passes_end() -> None:
    state = rules.apply(_deadlock(), PASS)
    assert rules.legal_actions(state) == [PASS]
    after = rules.apply(state, PASS)
    assert after.phase == END and "passed in succession" in after.end_reason
    assert after.collected == ((L(0), L(1)), (D(0), D(1)))
    assert not any(after.board)


def test_b11b_move_between_passes_resets() -> None:
    state = position({"b2": (L(0),), "d4": (D(0),)}, passes=1)
    after = rules.apply(state, mv("b2", "b3"))
    assert after.passes == 0 and after.phase == MOVE


def test_b11b_300_plies_end() -> None:
    stacks = {"b2": (D(0), L(0)), "c3": (L(1), D(1)), "d4": (D(2),)}
    state = rules.apply(position(stacks, plies=298), mv("b2", "a2"))
    assert state.phase == MOVE and state.plies == 299
    after = rules.apply(state, mv("d4", "d3"))
    assert after.phase == END and after.plies == 300 and "300" in after.end_reason
    assert after.collected == ((D(0), L(0)), (L(1), D(1), D(2)))
    assert rules.outcome(after).scores == (2.0, 3.0)


# -- B12 score ---------------------------------------------------------------------------


def test_b12_scores_and_draw() -> None:
    state = rules.apply(rules.apply(_deadlock(collected=((D(3),), ())), PASS), PASS)
    result = rules.outcome(state)
    assert result.scores == (3.0, 2.0) and result.winners == (LIGHT,)
    assert not result.is_draw
    draw = rules.apply(rules.apply(_deadlock(), PASS), PASS)
    assert rules.outcome(draw).scores == (2.0, 2.0)
    assert rules.outcome(draw).is_draw and rules.outcome(draw).winners == (LIGHT, DARK)
    assert rules.outcome(_deadlock()) is None


# -- B13 colour protection ---------------------------------------------------------------


def test_b13_colour_protection() -> None:
    state = position({"b2": (L(0),), "b3": (D(0),)}, colour_protection=True)
    assert state.config.square_colour(sq("a1")) == LIGHT
    assert state.config.square_colour(sq("b1")) == DARK
    assert state.config.square_colour(sq("b2")) == LIGHT
    # Light's UT on b2 (Light's colour) and Dark's UT on b3 (Dark's colour): both safe.
    assert_refused(state, mv("b2", "b3"), "B13")
    dark = position({"b2": (L(0),), "b3": (D(0),)}, to_move=DARK, colour_protection=True)
    assert_refused(dark, mv("b3", "b2"), "B13")
    # a tower controlled by Dark standing on Light's colour (c3) can be captured
    stacks = {"c2": (L(0),), "c3": (L(1), D(0)), "a4": (D(1),)}
    after = rules.apply(position(stacks, colour_protection=True), mv("c2", "c3"))
    assert after.stack(sq("c3")) == (D(0), L(1), L(0))


def test_b13_protection_only_with_the_option() -> None:
    state = position({"b2": (L(0),), "b3": (D(0),), "a4": (D(1),)})
    after = rules.apply(state, mv("b2", "b3"))
    assert after.stack(sq("b3")) == (D(0), L(0))


# -- B14 points --------------------------------------------------------------------------


def test_b14_points_values_and_score() -> None:
    state = rules.initial_state(2, {"size": 3, "tokens": 4, "points": "visible"})
    assert presenter.action_label(state, Place(0, 2), DARK).endswith("(30)")
    stuck = position({"a2": (L(0), L(2)), "a3": (D(1), D(3))}, size=3, side_moves=(3, 3),
                     collected=((D(0), L(3)), (L(1), D(2))), points="visible")
    end = rules.apply(rules.apply(stuck, PASS), PASS)
    # Light: D10 + L40 + L10 + L30 = 90; Dark: L20 + D30 + D20 + D40 = 110
    assert rules.outcome(end).scores == (90.0, 110.0)
    assert rules.outcome(end).winners == (DARK,)


# -- B15 hidden points -------------------------------------------------------------------


def _all_tokens(state: BerdState) -> list[int]:
    return [t for part in (*state.board, *state.reserve, *state.collected) for t in part]


def test_b15_hidden_values_masked_in_view_and_revealed_at_end() -> None:
    state = rules.initial_state(2, {"size": 3, "tokens": 3, "points": "hidden"})
    placement = Place(1, 2)
    assert "30" in presenter.action_label(state, placement, LIGHT)
    assert "30" not in presenter.action_label(state, placement, DARK)
    assert "30" not in presenter.action_label(state, placement, None)
    rng = make_rng(7)
    seen_setup = seen_move = False
    while rules.current_player(state) != TERMINAL:
        for seat in (LIGHT, DARK):
            other = 1 - seat
            view = rules.view_for(state, seat)
            tokens = _all_tokens(view)
            assert [t for t in tokens if t & 1 == other] == [unknown_token(other)] * 3
            assert sorted(t for t in tokens if t & 1 == seat) == [
                make_token(seat, i) for i in range(3)]
            assert view.board == tuple(
                tuple(unknown_token(other) if t & 1 == other else t for t in s)
                for s in state.board)
            text = str(rules.state_to_json(view))
            assert all(f"{'LD'[other]}{i}'" not in text for i in (1, 2, 3))
        action = rng.choice(rules.legal_actions(state))
        if isinstance(action, Place):
            seen_setup = True
            mover = state.to_move
            label = presenter.action_label(state, action, 1 - mover)
            assert str((action.value_index + 1) * 10) not in label
        else:
            seen_move = True
        state = rules.apply(state, action)
    assert seen_setup and seen_move
    for seat in (LIGHT, DARK):
        assert rules.view_for(state, seat) == state
        assert all(t >= 0 for t in _all_tokens(rules.view_for(state, seat)))


def test_b15_sample_from_view_keeps_own_values() -> None:
    stacks = {"a1": (L(2), D(0)), "b2": (L(0),), "c3": (D(2), D(1))}
    state = position(stacks, size=3, tokens=3, collected=((L(1),), ()), points="hidden")
    view = rules.view_for(state, LIGHT)
    assert view.stack(sq("a1")) == (L(2), unknown_token(DARK))
    for seed in range(5):
        sample = rules.sample_from_view(view, LIGHT, make_rng(seed))
        assert rules.view_for(sample, LIGHT) == view
        assert sample.stack(sq("a1"))[0] == L(2) and sample.collected[LIGHT] == (L(1),)
        dark = [t for t in _all_tokens(sample) if t & 1 == DARK]
        assert sorted(dark) == [D(0), D(1), D(2)]


def test_b15_dealt_values_hidden_from_the_opponent() -> None:
    state = rules.initial_state(2, {"size": 3, "tokens": 3, "points": "hidden",
                                    "arrangement": "automatic"})
    assert rules.current_player(state) == CHANCE
    deal = Deal(1)
    assert "20" in presenter.action_label(state, deal, LIGHT)
    assert "20" not in presenter.action_label(state, deal, DARK)
    assert "20" not in presenter.action_label(state, deal, None)
    assert_refused(state, Place(0, 0), "B4")


# -- golden games from the rulebook's own sentences --------------------------------------


def test_golden_unprotected_tower_moves_like_a_single_token() -> None:
    """Rulebook: "Unprotected tower moves like a single token."."""
    tower = position({"b2": (L(0), D(0), L(1)), "d4": (D(1),)})
    single = position({"b2": (L(1),), "d4": (D(1),)})
    assert set(rules.legal_actions(tower)) == set(rules.legal_actions(single))
    assert rules.apply(tower, mv("b2", "b3")).stack(sq("b3")) == (L(0), D(0), L(1))


def test_golden_capture_recover_split_and_finish() -> None:
    """Capture a UT, recover it into a Berd, refuse landing on that Berd, split it so the
    captured token stays "attached at least under one of your token", then the game ends
    when "only one player has active token(s) left on the board"."""
    state = position({"b2": (L(0),), "b3": (D(0),), "c3": (D(1),), "a3": (L(1),)})
    state = rules.apply(state, mv("b2", "b3"))  # Light captures D0
    assert state.stack(sq("b3")) == (D(0), L(0))
    state = rules.apply(state, mv("c3", "b3"))  # Dark lands on that UT and recovers D0
    assert state.stack(sq("b3")) == (L(0), D(0), D(1)) and state.is_berd(sq("b3"))
    assert state.side_moves == (0, 1)
    assert_refused(state, mv("a3", "b3"), "B8")
    state = rules.apply(state, mv("a3", "a4"))  # Light reaches Dark's baseline
    state = rules.apply(state, mv("b3", "b2"))  # Dark splits its Berd
    assert state.stack(sq("b3")) == (L(0), D(0)) and state.controller(sq("b3")) == DARK
    assert state.stack(sq("b2")) == (D(1),) and state.side_moves == (0, 0)
    state = rules.apply(state, mv("a4", None))  # Light crosses; only Dark is left
    assert state.phase == END
    assert state.collected[LIGHT] == (L(1),)
    assert sorted(state.collected[DARK]) == sorted((L(0), D(0), D(1)))
    result = rules.outcome(state)
    assert result.scores == (1.0, 3.0) and result.winners == (DARK,)
