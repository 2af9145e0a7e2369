"""Undo never crosses chance (DESIGN.md "Undo"), in the middle of play, for every game.

A roll, a draw or a shuffle is a barrier: once it has happened nothing before it can be
taken back, or a player could undo until the dice fell their way. ``test_session.py``
checks this at the start of a game, where nothing human lies behind the chance; these
check it where it matters: a seat's action, then chance, then more play. No window: the
undo policy is ``GameSession``'s.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import SEAT_KINDS, Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entries

PLAYOUT_SEEDS = range(1, 6)
LONGEST = 600
"""Actions a search for chance in play looks through before giving up on a playout."""


def _step(session: GameSession, rng: Any) -> None:
    """One action as the table makes it: chance drawn from the seed, a seat's at random."""
    if session.current_player == CHANCE:
        session.apply(session.chance_outcome())
    else:
        session.apply(rng.choice(session.rules.legal_actions(session.state)))


def _playout(entry: GameEntry, players: int, seed: int, person: int | None = None
             ) -> tuple[GameSession, Any]:
    """A new game of ``entry`` and the chooser of its seeded playout; ``person`` the one
    seat a person holds (the others computers), or None for people in every seat."""
    seats = [Seat(f"P{k + 1}", "human" if person in (None, k) else "computer:normal")
             for k in range(players)]
    return GameSession.new(entry.rules, seats, None, seed), make_rng(f"undo-chance:{seed}")


def chance_in_play(entry: GameEntry) -> tuple[int, int, int] | None:
    """(players, seed, k): a seeded playout of ``entry`` whose action ``k`` is chance, the
    action before it a seat's and the next one another seat's — a roll or a draw in the
    middle of play with a person's action behind it and a computer's after it, the case
    where an undo of the computer's action must not reach back across the chance. None
    if the game draws no chance once play has begun."""
    rules = entry.rules
    for players in range(max(2, rules.spec.min_players), rules.spec.max_players + 1):
        for seed in PLAYOUT_SEEDS:
            session, rng = _playout(entry, players, seed)
            movers = session.movers
            while not session.is_over and len(movers) < LONGEST:
                _step(session, rng)
                if len(movers) < 3 or movers[-1] == CHANCE or movers[-2] != CHANCE:
                    continue
                k = len(movers) - 2
                while k > 0 and movers[k - 1] == CHANCE:  # the first of a run of chance
                    k -= 1
                if k > 0 and movers[k - 1] != movers[-1]:
                    return players, seed, k
    return None


CHANCE_IN_PLAY = {entry.id: found for entry in entries()
                  if (found := chance_in_play(entry)) is not None}


def test_the_games_with_chance_in_play_are_found():
    """NeuroDrez rolls, PokerDrez rolls and draws, Neuroriders and Quattro Colonne draw in
    the middle of play: the cases below are not empty."""
    assert len(CHANCE_IN_PLAY) >= 4, sorted(CHANCE_IN_PLAY)


@pytest.mark.parametrize("game_id", sorted(CHANCE_IN_PLAY))
def test_undo_stops_at_a_roll_or_draw_in_the_middle_of_play(game_id):
    """A person acts, chance follows (a roll, a draw), then a computer acts: Undo may
    take back nothing, neither right after the chance nor after the computer's action —
    the person's action is behind the chance."""
    entry = next(e for e in entries() if e.id == game_id)
    players, seed, k = CHANCE_IN_PLAY[game_id]
    session, rng = _playout(entry, players, seed)
    while len(session.movers) < k:  # the same playout, up to the person's action
        _step(session, rng)
    person = session.movers[-1]
    session, rng = _playout(entry, players, seed, person)
    while len(session.movers) <= k:  # again, with computers in the other seats
        _step(session, rng)
    assert session.movers[k] == CHANCE and session.movers[k - 1] == person
    assert session.undo_point() is None, "undo right after chance"
    assert session.undo() is False
    while session.current_player == CHANCE:  # a roll may be followed by more chance
        _step(session, rng)
    through_chance, at_chance = session.record.actions, session.state
    _step(session, rng)  # a computer acts after the chance
    assert session.movers[-1] not in (CHANCE, person)
    assert session.undo() is False, (
        f"{game_id}: undo took back the computer's action and the person's before the "
        "chance")
    assert session.record.actions[:len(through_chance)] == through_chance
    assert session.states[len(through_chance)] == at_chance


# -- any play, any undo -------------------------------------------------------------------


@st.composite
def sittings(draw: st.DrawFn) -> tuple[GameEntry, list[Seat], dict[str, Any], int]:
    """A registered game, its seats (at least one person; computers too), options drawn
    from the game's own choices, and a seed."""
    entry = draw(st.sampled_from(entries()))
    spec = entry.rules.spec
    players = draw(st.integers(max(1, spec.min_players), spec.max_players))
    kinds = draw(st.lists(st.sampled_from(SEAT_KINDS), min_size=players, max_size=players))
    human = draw(st.integers(0, players - 1))
    kinds[human] = "human"
    options = {option.name: draw(st.sampled_from(option.choices)) for option in spec.options
               if not option.free_text and not option.cosmetic}
    seats = [Seat(f"P{k + 1}", kind) for k, kind in enumerate(kinds)]
    return entry, seats, options, draw(st.integers(0, 2**31))


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(sitting=sittings(), data=st.data())
def test_no_undo_ever_removes_a_chance_action(sitting, data):
    """After any plays and undos in any game, an undo keeps every action up to and
    including the last chance action, and takes back only from the end."""
    entry, seats, options, seed = sitting
    rules = entry.rules
    try:
        session = GameSession.new(rules, seats, options, seed)
    except ValueError:  # options the game refuses together (more tokens than squares)
        assume(False)
    undos = 0
    for _ in range(data.draw(st.integers(20, 160), label="steps")):
        if session.is_over:
            break
        if session.current_player != CHANCE and data.draw(
                st.integers(0, 3), label="undo when 0") == 0:
            before, movers = session.record.actions, list(session.movers)
            undone = session.undo()
            after = session.record.actions
            chance = [i for i, m in enumerate(movers) if m == CHANCE]
            if undone:
                undos += 1
                assert len(after) < len(before) and before[:len(after)] == after
                assert not chance or len(after) > chance[-1], (
                    f"{entry.id}: undo from {len(before)} to {len(after)} actions removed "
                    f"the chance action {chance[-1]}")
                assert session.movers == movers[:len(after)]
            else:
                assert after == before
            continue
        if session.current_player == CHANCE:
            session.apply(session.chance_outcome())
        else:
            legal = rules.legal_actions(session.state)
            session.apply(legal[data.draw(st.integers(0, len(legal) - 1), label="action")])
