"""core/puzzles.py: a puzzle is kept as its solver's view and read back equal, for every
playable game; anything else is refused with ``MalformedPuzzleError`` saying why."""

from __future__ import annotations

import json
from typing import Any

import pytest

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.puzzles import (
    MalformedPuzzleError,
    Puzzle,
    puzzle_from_json,
    puzzle_to_json,
    puzzles_from_json,
    puzzles_to_text,
    read_puzzles,
)
from neurodrez_desktop.core.rng import chance_action, derived_rng
from neurodrez_desktop.games import playable

GAME_IDS = [entry.id for entry in playable()]
MAX_PLIES = 400
"""Every walk is bounded: in some games the same chance outcome again and again never
ends the game."""


def seeded_decision(rules: Rules[Any, Any], seed: int, plies: int) -> tuple[Any, int]:
    """A seat's decision reached by seeded random play, at or after ``plies`` actions
    (chance sampled as a game's is, by ``chance_action``)."""
    state = rules.initial_state(players=2, options={})
    for ply in range(MAX_PLIES):
        player = rules.current_player(state)
        if player == TERMINAL:
            break
        if player == CHANCE:
            state = rules.apply(state, chance_action(seed, ply, rules.chance_outcomes(state)))
            continue
        legal = rules.legal_actions(state)
        if ply >= plies and len(legal) > 1:
            return state, player
        state = rules.apply(state, derived_rng(seed, "move", ply).choice(legal))
    raise AssertionError(f"{rules.spec.id}: no decision after {plies} plies (seed {seed})")


def make_puzzle(entry: Any, seed: int = 3, plies: int = 6) -> Puzzle:
    rules = entry.rules
    state, seat = seeded_decision(rules, seed, plies)
    view = rules.view_for(state, seat)
    good = (rules.legal_actions(view)[0],)
    return Puzzle(f"{entry.id}-{seed}-{plies}", entry.id, 2, rules.resolve_options({}), seat,
                  view, good, "find the best move", 1612.5, {"seed": seed, "ply": plies})


@pytest.mark.parametrize("entry", playable(), ids=GAME_IDS)
def test_a_puzzle_reads_back_equal(entry, tmp_path):
    rules = entry.rules
    puzzle = make_puzzle(entry)
    again = puzzle_from_json(json.loads(json.dumps(puzzle_to_json(puzzle, rules))), rules)
    assert again == puzzle
    assert again.view == rules.view_for(again.view, puzzle.seat), "a view, not a state"
    assert again.is_good(puzzle.good[0])
    path = tmp_path / "puzzles.json"
    path.write_text(puzzles_to_text([puzzle, make_puzzle(entry, 4, 9)], rules, {"seed": 1}),
                    encoding="utf-8")
    assert read_puzzles(path, rules)[0] == puzzle
    tactic = puzzle.as_tactic()
    assert tactic.build(rules) == puzzle.view and tactic.good(puzzle.view, puzzle.good[0])


def _damaged(entry: Any, how: str) -> Any:
    rules = entry.rules
    puzzle = make_puzzle(entry)
    obj = puzzle_to_json(puzzle, rules)
    if how == "bad key":
        obj["solution"] = obj.pop("good")
    elif how == "illegal answer":
        other, seat = seeded_decision(rules, 11, 30)
        legal = rules.legal_actions(puzzle.view)
        foreign = [a for a in rules.legal_actions(other) if a not in legal]
        assert foreign, "another position offers another action"
        obj["good"] = [rules.action_to_json(foreign[0])]
    elif how == "wrong seat":
        obj["seat"] = 1 - puzzle.seat
    return obj


@pytest.mark.parametrize("how", ["bad key", "illegal answer", "wrong seat"])
@pytest.mark.parametrize("entry", playable(), ids=GAME_IDS)
def test_a_damaged_puzzle_is_refused(entry, how):
    with pytest.raises(MalformedPuzzleError):
        puzzle_from_json(_damaged(entry, how), entry.rules)


@pytest.mark.parametrize("entry", playable(), ids=GAME_IDS)
def test_a_file_that_is_not_json_is_refused(entry, tmp_path):
    path = tmp_path / "puzzles.json"
    path.write_text('{"schema_version": 1, "game": ', encoding="utf-8")
    with pytest.raises(MalformedPuzzleError):
        read_puzzles(path, entry.rules)
    with pytest.raises(MalformedPuzzleError):  # another game's file
        puzzles_from_json({"schema_version": 1, "game": "chess", "puzzles": []}, entry.rules)
