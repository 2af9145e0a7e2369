"""Q4: the secret orders. The second player (and an onlooker) sees nothing of the first
player's order until both are given; sampling fills it in; the second commit reveals;
only the order phase is a private turn."""

from __future__ import annotations

from qc_positions import play, rules, started

from neurodrez_desktop.core.protocol import ONLOOKER
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.quattro_colonne.presenter import QuattroColonnePresenter
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    DRAW_FIRST,
    END,
    HIDDEN_ORDER,
    MOVE,
    ORDER,
    ORDERS,
    PASS,
    WHITE,
    Contest,
    FirstPlayer,
    GiveOrder,
    QCState,
)

presenter = QuattroColonnePresenter()


def committed(first: int, order: tuple[int, int, int, int]) -> QCState:
    """The ORDER phase after ``first`` gave ``order``; the other is to give theirs."""
    return play(started(first), GiveOrder(order))


def test_q4_the_second_player_does_not_see_the_first_players_order() -> None:
    for first in (WHITE, BLACK):
        second = 1 - first
        state = committed(first, (2, 4, 1, 3))
        assert state.phase == ORDER and rules.current_player(state) == second
        assert state.orders[first] == (2, 4, 1, 3)
        view = rules.view_for(state, second)
        assert view.orders[first] == HIDDEN_ORDER
        assert view.orders[second] is None
        assert (2, 4, 1, 3) not in view.orders
        assert view.active_column(first) is None
        assert rules.state_to_json(view)["orders"][first] == "hidden"
        # everything else is as it is
        assert (view.board, view.first, view.round, view.to_act) == (
            state.board, state.first, state.round, state.to_act)


def test_q4_states_differing_only_in_the_first_order_look_the_same_to_the_second() -> None:
    views = {rules.view_for(committed(WHITE, order), BLACK) for order in ORDERS}
    assert len(views) == 1
    json_views = {str(rules.state_to_json(rules.view_for(committed(BLACK, o), WHITE)))
                  for o in ORDERS}
    assert len(json_views) == 1


def test_q4_the_first_player_sees_their_own_order() -> None:
    state = committed(WHITE, (1, 2, 3, 4))
    assert rules.view_for(state, WHITE).orders == ((1, 2, 3, 4), None)


def test_q4_an_onlooker_sees_no_order() -> None:
    state = committed(BLACK, (3, 1, 4, 2))
    view = rules.view_for(state, ONLOOKER)
    assert view.orders == (None, HIDDEN_ORDER)
    assert rules.view_for(committed(WHITE, (3, 1, 4, 2)), ONLOOKER).orders == (
        HIDDEN_ORDER, None)


def test_q4_sampling_the_view_deals_a_real_order_consistent_with_it() -> None:
    state = committed(WHITE, (4, 3, 2, 1))
    view = rules.view_for(state, BLACK)
    dealt = set()
    for seed in range(40):
        sample = rules.sample_from_view(view, BLACK, make_rng(seed))
        assert sample.orders[WHITE] in ORDERS  # a real order, not HIDDEN_ORDER
        assert sample.orders[BLACK] is None
        assert rules.view_for(sample, BLACK) == view
        assert (sample.board, sample.to_act, sample.first) == (
            view.board, view.to_act, view.first)
        dealt.add(sample.orders[WHITE])
    assert len(dealt) > 1
    # the sample plays on: Black's order then reveals White's sampled one
    sample = rules.sample_from_view(view, BLACK, make_rng(1))
    after = rules.apply(sample, GiveOrder((1, 2, 3, 4)))
    assert after.orders == (sample.orders[WHITE], (1, 2, 3, 4))


def test_q4_sampling_a_view_with_nothing_hidden_changes_nothing() -> None:
    state = committed(WHITE, (4, 3, 2, 1))
    own = rules.view_for(state, WHITE)
    assert rules.sample_from_view(own, WHITE, make_rng(3)) == own


def test_q4_only_the_second_commit_reveals() -> None:
    start = rules.apply(rules.initial_state(2), FirstPlayer(BLACK))
    assert not rules.reveals(start, GiveOrder((4, 3, 2, 1)))
    state = rules.apply(start, GiveOrder((4, 3, 2, 1)))
    assert rules.reveals(state, GiveOrder((1, 2, 3, 4)))
    assert rules.reveals(rules.view_for(state, WHITE), GiveOrder((1, 2, 3, 4)))
    moving = rules.apply(state, GiveOrder((1, 2, 3, 4)))
    assert moving.phase == MOVE
    assert not rules.reveals(moving, PASS)
    assert not rules.reveals(rules.initial_state(2), FirstPlayer(WHITE))


def test_q4_both_orders_show_to_everyone_once_given() -> None:
    state = rules.apply(committed(WHITE, (4, 3, 2, 1)), GiveOrder((4, 1, 2, 3)))
    assert state.phase == CONTEST
    for seat in (WHITE, BLACK, ONLOOKER):
        assert rules.view_for(state, seat) == state
    moving = rules.apply(state, Contest(2, 4))
    for seat in (WHITE, BLACK, ONLOOKER):
        assert rules.view_for(moving, seat).orders == ((4, 3, 2, 1), (4, 1, 2, 3))


def test_q4_only_the_order_phase_is_a_private_turn() -> None:
    start = rules.initial_state(2)
    assert start.phase == DRAW_FIRST and not rules.turn_is_private(start)
    ordering = rules.apply(start, FirstPlayer(WHITE))
    assert rules.turn_is_private(ordering)
    second = rules.apply(ordering, GiveOrder((4, 3, 2, 1)))
    assert rules.turn_is_private(second)
    contest = rules.apply(second, GiveOrder((4, 1, 2, 3)))
    assert contest.phase == CONTEST and not rules.turn_is_private(contest)
    moving = rules.apply(contest, Contest(6, 1))
    assert moving.phase == MOVE and not rules.turn_is_private(moving)
    ended = QCState(END, moving.board, moving.reserve, moving.captured, moving.first,
                    moving.round, moving.orders, 3, BLACK, 1, WHITE, moving.rolls, "done")
    assert not rules.turn_is_private(ended)


def test_q4_the_log_hides_the_first_order_from_all_but_its_giver() -> None:
    state = rules.apply(rules.initial_state(2), FirstPlayer(WHITE))
    order = GiveOrder((2, 4, 1, 3))
    assert presenter.action_label(state, order, WHITE) == (
        "White gives their order first: 4 on d, 3 on f, 2 on c, 1 on e (revealed with "
        "Black's)")
    for seat in (BLACK, None):
        label = presenter.action_label(state, order, seat)
        assert label == "White gives their order first (revealed with Black's)"
    second = rules.apply(state, order)
    assert presenter.action_label(second, GiveOrder((1, 2, 3, 4)), BLACK) == (
        "Black gives their order. Revealed: White 4 on d, 3 on f, 2 on c, 1 on e; "
        "Black 4 on f, 3 on e, 2 on d, 1 on c")
