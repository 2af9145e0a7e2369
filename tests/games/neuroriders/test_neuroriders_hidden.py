"""R6: the Hidden Agendas and the rooms dealt face down are each seat's own; a room taken
from the lineup is known to all, and a dealt room is public once laid. Views, sampling
and the onlooker's view."""

from __future__ import annotations

import itertools

from nr_positions import play, rules

from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import ONLOOKER
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.neuroriders.presenter import NeuroridersPresenter
from neurodrez_desktop.games.neuroriders.state import (
    HIDDEN,
    DealAgenda,
    DealRoom,
    DrawFirst,
    Phase,
    Place,
    Reveal,
    Take,
)

presenter = NeuroridersPresenter()


def dealt_game(rooms=(5, 9, 20), agendas=(7, 2, 11)):
    """Three players dealt ``rooms`` and ``agendas``; lineup 1–4; seat 0 first, having
    taken room 1 from the lineup."""
    state = rules.initial_state(3)
    state = play(state, *(DealRoom(r) for r in rooms), *(DealAgenda(a) for a in agendas),
                 *(Reveal(r) for r in (1, 2, 3, 4)), DrawFirst(0))
    return play(state, Take(1))


def test_r6_a_view_hides_the_others_agendas_and_dealt_rooms():
    state = dealt_game()
    view = rules.view_for(state, 1)
    assert view.dealt == (HIDDEN, 9, HIDDEN)
    assert view.agendas == (HIDDEN, 2, HIDDEN)
    assert 5 in view.pile and 20 in view.pile and 9 not in view.pile
    assert list(view.pile) == sorted(view.pile)
    assert view.pile_size() == state.pile_size() == len(state.pile)
    encoded = rules.state_to_json(view)
    assert encoded["dealt"] == ["hidden", 9, "hidden"]
    assert encoded["agendas"] == ["hidden", 2, "hidden"]
    assert '5' not in str(encoded["dealt"]) and 7 not in encoded["agendas"]


def test_r6_a_room_taken_from_the_lineup_stays_known_to_all():
    state = dealt_game()
    for seat in (1, 2, ONLOOKER):
        view = rules.view_for(state, seat)
        assert view.held[0] == (1,) and view.lineup == (2, 3, 4)
        assert view.hand(0) == (HIDDEN, 1)


def test_r6_a_seat_sees_its_own_secrets():
    state = dealt_game()
    view = rules.view_for(state, 0)
    assert view.dealt == (5, HIDDEN, HIDDEN) and view.agendas == (7, HIDDEN, HIDDEN)
    assert view.hand(0) == (5, 1)


def test_r6_an_onlooker_sees_no_secret():
    state = dealt_game()
    view = rules.view_for(state, ONLOOKER)
    assert view.dealt == (HIDDEN,) * 3 and view.agendas == (HIDDEN,) * 3
    assert sorted(view.pile) == sorted(state.pile + (5, 9, 20))


def test_r6_states_differing_only_in_others_secrets_give_equal_views():
    # Seat 1 holds room 9 and agenda 2 in each; the others' dealt rooms and agendas vary.
    states = [dealt_game((a, 9, b), (x, 2, y))
              for (a, b), (x, y) in itertools.product([(5, 20), (20, 5), (13, 27)],
                                                      [(7, 11), (12, 1), (3, 4)])]
    views = {rules.view_for(s, 1) for s in states}
    assert len(views) == 1
    assert len({str(rules.state_to_json(v)) for v in views}) == 1
    assert len({str(rules.state_to_json(s)) for s in states}) == len(states)
    # A seat's own secret does show: seat 0's views differ.
    assert len({rules.view_for(s, 0) for s in states}) > 1


def test_r6_sampling_a_view_gives_a_state_with_the_same_view():
    state = dealt_game()
    for seat in (0, 1, 2, ONLOOKER):
        view = rules.view_for(state, seat)
        seen = set()
        for seed in range(30):
            sample = rules.sample_from_view(view, seat, make_rng(seed))
            assert HIDDEN not in sample.dealt and HIDDEN not in sample.agendas
            assert rules.view_for(sample, seat) == view
            assert sorted(sample.agendas) == sorted(set(sample.agendas))
            again = rules.state_from_json(rules.state_to_json(sample))  # a whole state
            assert again == sample
            seen.add((sample.dealt, sample.agendas))
        assert len(seen) > 1  # the unknowns are really drawn


def test_r6_a_dealt_room_is_public_once_laid():
    state = dealt_game()
    assert state.phase == Phase.PLACE
    lay = next(a for a in rules.legal_actions(state) if isinstance(a, Place) and a.room == 5)
    after = play(state, lay)
    view = rules.view_for(after, 1)
    assert after.dealt[0] is None and view.dealt[0] is None
    assert view.cells[lay.cell].room == 5 and 5 not in view.pile
    # Laying it names it, to everyone: it is public from then on.
    assert "room 5" in presenter.action_label(rules.view_for(state, 1), lay, 1)


def test_r6_the_deal_is_named_to_its_owner_only():
    state = rules.initial_state(2)
    assert "room 7" in presenter.action_label(state, DealRoom(7), 0)
    assert "room 7" not in presenter.action_label(state, DealRoom(7), 1)
    state = play(state, DealRoom(7), DealRoom(8))
    assert "orange" not in presenter.action_label(state, DealAgenda(1), 1)


def test_r6_views_in_random_play_keep_secrets_and_sample_back():
    checked = 0

    def check(state, action):
        nonlocal checked
        if state.phase == Phase.END:
            return
        for seat in (*range(state.players), ONLOOKER):
            view = rules.view_for(state, seat)
            for other in range(state.players):
                if other != seat:
                    assert view.agendas[other] in (0, HIDDEN)
                    assert view.dealt[other] in (None, HIDDEN)
            assert rules.view_for(view, seat) == view
            assert rules.view_for(rules.sample_from_view(view, seat, make_rng(checked)),
                                  seat) == view
            checked += 1

    for seed in range(3):
        random_playout(rules, 2 + seed, None, make_rng(seed), on_step=check)
    assert checked > 300


def test_r6_at_the_end_every_agenda_is_shown():
    game = random_playout(rules, 3, None, make_rng(4))
    assert game.state.phase == Phase.END
    assert rules.view_for(game.state, ONLOOKER).agendas == game.state.agendas
