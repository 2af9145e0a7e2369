"""ai/puzzle_maker.py: the same seed makes the same puzzles; a puzzle stores its solver's
view of its source position and no secret; every shipped puzzle passes the cheap part of
its check; a position with two equally good decisions is refused."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.puzzle_maker import (
    Search,
    Settings,
    check_puzzle,
    generate,
    judge,
    search,
    state_at,
    walk,
)
from neurodrez_desktop.ai.tactics import puzzle_tactics, try_tactic
from neurodrez_desktop.core.puzzles import Puzzle, puzzle_to_json, puzzles_for
from neurodrez_desktop.games import entry_for, get_rules, playable

SMALL = Settings(games=3, seed=7, iterations=300, trials=1, margin=0.05)
"""A quick run of Berd's (its search is the quickest): a few puzzles in seconds."""
SHIPPED_AT_LEAST = 40


@pytest.fixture(scope="module")
def berd_puzzles() -> list[Puzzle]:
    puzzles, tally = generate(get_rules("berd"), SMALL)
    assert puzzles, f"the small run keeps something to test ({tally})"
    return puzzles


def test_the_same_seed_makes_the_same_puzzles(berd_puzzles):
    rules = get_rules("berd")
    again, _tally = generate(rules, SMALL)
    assert [puzzle_to_json(p, rules) for p in again] == \
        [puzzle_to_json(p, rules) for p in berd_puzzles]


HIDDEN = Settings(games=3, seed=7, iterations=200, trials=1, wanted=1)
"""A quick run of PokerDrez's, whose hands are secret all game long (Berd's are not, once
its pieces stand)."""


def test_a_puzzle_stores_its_solvers_view_and_no_secret(berd_puzzles):
    rules = get_rules("pokerdrez")
    assert rules.spec.hidden_information
    puzzles, tally = generate(rules, HIDDEN)
    assert puzzles, f"the small run keeps a puzzle ({tally})"
    for puzzle in [*puzzles, *berd_puzzles]:
        game = get_rules(puzzle.game)
        state = state_at(game, puzzle.source["seed"], puzzle.source["ply"],
                         dict(puzzle.options))
        assert puzzle.view == game.view_for(state, puzzle.seat)
        assert check_puzzle(game, puzzle) == []
    state = state_at(rules, puzzles[0].source["seed"], puzzles[0].source["ply"],
                     dict(puzzles[0].options))
    assert state != puzzles[0].view, "the full state holds what the stored view does not"
    opponent = rules.view_for(state, 1 - puzzles[0].seat)
    assert puzzles[0].view != opponent, "the other seat's secrets are not in the puzzle"


@pytest.mark.parametrize("entry", playable(), ids=[e.id for e in playable()])
def test_every_shipped_puzzle_passes_its_cheap_check(entry):
    """Schema and legality (the reader), and the stored view equal to the view of the
    source game played again; each source game is walked once for all its puzzles."""
    rules = entry.rules
    puzzles = puzzles_for(entry)
    assert len(puzzles) >= SHIPPED_AT_LEAST, f"{entry.id} ships {len(puzzles)} puzzles"
    by_game: dict[int, dict[int, Puzzle]] = defaultdict(dict)
    for puzzle in puzzles:
        assert puzzle.options == rules.resolve_options({})
        by_game[int(puzzle.source["seed"])][int(puzzle.source["ply"])] = puzzle
    for seed, wanted in by_game.items():
        left = dict(wanted)
        for ply, state in walk(rules, seed):
            if ply in left:
                puzzle = left.pop(ply)
                assert rules.current_player(state) == puzzle.seat, puzzle.id
                assert rules.view_for(state, puzzle.seat) == puzzle.view, puzzle.id
            if not left:
                break
        assert not left, f"no decision at the plies of {sorted(p.id for p in left.values())}"


def _search(values: dict[Any, float], best: Any) -> Search:
    return Search(best, {key: (200, value) for key, value in values.items()})


def test_two_equally_good_decisions_are_no_puzzle():
    tied = _search({"a": 0.62, "b": 0.62, "c": 0.3}, "a")
    assert judge(tied, tied, 0.05) == "no clear best"
    clear = _search({"a": 0.72, "b": 0.62, "c": 0.3}, "a")
    assert judge(clear, clear, 0.05) is None
    assert judge(clear, _search({"a": 0.62, "b": 0.72}, "b"), 0.05) == \
        "the searches disagree"


def test_a_puzzle_of_a_real_tie_is_refused():
    """A real position with two decisions the search cannot tell apart: Berd's first
    decision of a game, its tokens still unplaced, is refused by the margin."""
    rules = get_rules("berd")
    _ply, state = next(iter(walk(rules, SMALL.seed)))
    seat = rules.current_player(state)
    first = search(rules, rules.view_for(state, seat), seat, 300, "tie", 1)
    assert first is not None
    assert first.margin < 0.05
    assert judge(first, first, 0.05) == "no clear best"


def test_bench_tactics_runs_the_shipped_puzzles():
    """``bench tactics --puzzles``: each shipped puzzle is a tactic whose check is the
    puzzle's own good answers."""
    rules = get_rules("quattro_colonne")
    shipped = puzzles_for(entry_for("quattro_colonne"))
    tactics = puzzle_tactics("quattro_colonne")
    assert [t.name for t in tactics] == [p.id for p in shipped]
    assert [t.kind for t in tactics] == [p.theme for p in shipped]
    trial = try_tactic(rules, tactics[0], "normal", 0, budget=Budget(None, 200))
    assert trial.good == shipped[0].is_good(trial.action)


def test_a_puzzle_found_by_fewer_levels_is_rated_harder():
    """The rating reads Easy's count as well as Normal's: Normal finds nearly every kept
    puzzle, so its count alone rated them all alike."""
    from neurodrez_desktop.ai.puzzle_maker import rating_for

    def rating(normal: int, easy: int) -> float:
        return rating_for({"normal": (normal, 4), "easy": (easy, 4)})

    ladder = [rating(4, 4), rating(4, 2), rating(4, 0), rating(2, 0), rating(0, 0)]
    assert ladder == sorted(ladder) and len(set(ladder)) == len(ladder), ladder
    assert rating(4, 0) - rating(4, 4) >= 300, ladder  # Easy's count spreads them


@pytest.mark.parametrize("entry", playable(), ids=lambda entry: entry.id)
def test_the_shipped_puzzles_spread_in_difficulty(entry):
    ratings = sorted(p.rating for p in puzzles_for(entry))
    assert len(set(ratings)) >= 4, f"{entry.id}: ratings {sorted(set(ratings))}"
    assert ratings[-1] - ratings[0] >= 300, f"{entry.id}: {ratings[0]} to {ratings[-1]}"
