"""The practice store: the rating follows the attempts, the file round-trips and is
written atomically, a damaged file is kept aside with words for the player, and puzzles
are chosen near the player's rating and not lately tried."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from neurodrez_desktop.app import practice_store
from neurodrez_desktop.app.practice_store import (
    HISTORY_LIMIT,
    NEW_PRACTICE,
    RECENT_LIMIT,
    PracticeStore,
    practice_path,
)
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.glicko2 import Rating
from neurodrez_desktop.core.puzzles import Puzzle
from neurodrez_desktop.core.rng import make_rng

GAME = "berd"


def puzzle(pid: str, rating: float = 1500.0) -> Puzzle:
    return Puzzle(id=pid, game=GAME, players=2, options={}, seat=0, view=None, good=(),
                  theme="win material", rating=rating)


def ticking() -> Callable[[], datetime]:
    """A clock one minute further at each reading (history points in order)."""
    moments = iter(datetime(2026, 1, 1, tzinfo=UTC) + timedelta(minutes=i)
                   for i in range(10_000))
    return lambda: next(moments)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "practice.json"


def test_a_new_player_starts_at_1500(path: Path) -> None:
    assert PracticeStore(path).of(GAME) == NEW_PRACTICE
    assert NEW_PRACTICE.rating == Rating(1500.0, 350.0, 0.06)
    assert not path.exists()


def test_the_rating_moves_up_when_solved_and_down_when_missed(path: Path) -> None:
    store = PracticeStore(path)
    up = store.attempt(GAME, puzzle("a"), solved=True)
    assert up.rating.rating > 1500.0
    down = store.attempt(GAME, puzzle("b"), solved=False)
    assert down.rating.rating < up.rating.rating
    assert (down.attempted, down.solved) == (2, 1)
    assert down.rating.rd < 350.0
    assert store.of("quattro_colonne") == NEW_PRACTICE  # each game its own rating


@pytest.mark.parametrize("rating", [1e6, -1e6])
def test_a_puzzle_rated_past_any_player_still_rates(path: Path, rating: float) -> None:
    """A puzzle file's odd difficulty is no overflow: it counts as the range's end."""
    practice = PracticeStore(path).attempt(GAME, puzzle("odd", rating), solved=rating > 0)
    assert 1500.0 < practice.rating.rating < 4000.0 if rating > 0 else \
        0.0 < practice.rating.rating < 1500.0


def test_round_trip(path: Path) -> None:
    store = PracticeStore(path, clock=ticking())
    for i, solved in enumerate((True, True, False)):
        store.attempt(GAME, puzzle(f"p{i}", 1400.0 + 100 * i), solved)
    store.attempt("neuroriders", puzzle("n0"), True)
    again = PracticeStore(path)
    assert again.of(GAME) == store.of(GAME)
    assert again.of("neuroriders") == store.of("neuroriders")
    assert again.problem is None
    practice = again.of(GAME)
    assert practice.recent == ("p0", "p1", "p2")
    assert [when for when, _ in practice.history] == [
        "2026-01-01T00:00:00+00:00", "2026-01-01T00:01:00+00:00", "2026-01-01T00:02:00+00:00"]
    assert practice.history[-1][1] == practice.rating.rating
    assert json.loads(path.read_text())["schema_version"] == 1


def test_history_and_recent_keep_the_newest(path: Path) -> None:
    store = PracticeStore(path, clock=ticking())
    for i in range(HISTORY_LIMIT + 5):
        store.attempt(GAME, puzzle(f"p{i % (RECENT_LIMIT + 10)}"), solved=i % 2 == 0)
    practice = PracticeStore(path).of(GAME)
    assert len(practice.history) == HISTORY_LIMIT
    assert practice.history[0][0] == "2026-01-01T00:05:00+00:00"  # the first five dropped
    assert practice.attempted == HISTORY_LIMIT + 5
    assert len(practice.recent) == RECENT_LIMIT
    assert practice.recent[-1] == f"p{(HISTORY_LIMIT + 4) % (RECENT_LIMIT + 10)}"
    assert len(set(practice.recent)) == RECENT_LIMIT  # a puzzle tried again moves last


def test_written_atomically_nothing_left_beside(path: Path) -> None:
    store = PracticeStore(path)
    store.attempt(GAME, puzzle("a"), solved=True)
    assert sorted(p.name for p in path.parent.iterdir()) == ["practice.json"]


def test_a_failed_write_keeps_the_old_file_and_says_so(path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    store = PracticeStore(path)
    store.attempt(GAME, puzzle("a"), solved=True)
    before = path.read_bytes()

    def refused(*_args: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refused)
    practice = store.attempt(GAME, puzzle("b"), solved=True)
    assert practice.attempted == 2  # kept for the session
    assert store.problem is not None and "could not be saved" in store.problem
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["practice.json"]


def _good_file() -> dict[str, Any]:
    return {"schema_version": 1, "games": {GAME: {
        "rating": 1600.0, "rd": 120.0, "vol": 0.06, "attempted": 3, "solved": 2,
        "history": [["2026-01-01T00:00:00+00:00", 1600.0]], "recent": ["a"]}}}


def _with(**changes: Any) -> bytes:
    obj = _good_file()
    obj["games"][GAME].update(changes)
    return json.dumps(obj).encode()


DAMAGE = {
    "not JSON": (b'{"schema_version": 1, "games": {', "Expecting"),
    "not UTF-8": (b"\xff\xfe\x00garbage", "utf"),
    "a foreign file": (b'{"window_width": 1280}', "not a practice file"),
    "a list": (b"[1, 2, 3]", "not a practice file"),
    "another schema": (json.dumps({**_good_file(), "schema_version": 2}).encode(),
                       "schema version 2"),
    "a rating as text": (_with(rating="1600"), '"rating" is not what'),
    "a rating out of range": (_with(rating=99999.0), '"rating" out of range'),
    "a rating that is no number": (_with(rating=float("nan")), '"rating" out of range'),
    "a count as true": (_with(attempted=True), '"attempted" is not'),
    "more solved than tried": (_with(solved=9), '"solved" is not'),
    "a history too long": (_with(history=[["2026-01-01T00:00:00", 1500.0]] * 201),
                           "history longer than 200"),
    "a history point out of range": (_with(history=[["2026-01-01T00:00:00", -5.0]]),
                                     '"history" out of range'),
    "a history date that is not one": (_with(history=[["yesterday", 1500.0]]), '"history" is not'),
    "a recent id not text": (_with(recent=[7]), "an id is not"),
    "recent not a list": (_with(recent="a"), '"recent" is not'),
    "a game that is no object": (json.dumps({"schema_version": 1, "games": {GAME: 3}}).encode(),
                                 "not a game's practice"),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_file_is_kept_aside_and_practice_starts_afresh(path: Path,
                                                                 damage: str) -> None:
    data, words = DAMAGE[damage]
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    store = PracticeStore(path)
    assert store.problem is None  # nothing read before it is asked
    assert store.of(GAME) == NEW_PRACTICE
    assert store.problem is not None
    assert "could not be read" in store.problem and words in store.problem
    kept = [p for p in path.parent.iterdir() if p.name.startswith("practice-damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == data  # aside, never changed
    assert kept[0].name in store.problem
    assert not path.exists()
    after = store.attempt(GAME, puzzle("a"), solved=True)
    assert PracticeStore(path).of(GAME) == after
    assert kept[0].read_bytes() == data


def test_the_damage_is_said_in_the_players_language(path: Path) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(b"[]")
    english = PracticeStore(path)
    english.of(GAME)
    path.write_bytes(b"[]")
    i18n.set_language("es")
    spanish = PracticeStore(path)
    spanish.of(GAME)
    assert spanish.problem and english.problem
    assert spanish.problem.split("(")[0] != english.problem.split("(")[0]


def test_a_folder_in_its_place_is_no_traceback(path: Path) -> None:
    path.mkdir(parents=True)
    store = PracticeStore(path)
    assert store.of(GAME) == NEW_PRACTICE
    assert store.problem is not None and "could not be read" in store.problem
    store.attempt(GAME, puzzle("a"), solved=True)
    assert path.is_file()


PUZZLES = [puzzle(f"r{int(r)}", r) for r in (900.0, 1200.0, 1480.0, 1530.0, 1800.0, 2300.0)]


def test_choose_prefers_a_puzzle_near_the_player(path: Path) -> None:
    store = PracticeStore(path)
    chosen = {store.choose(GAME, PUZZLES, make_rng(seed)).id  # type: ignore[union-attr]
              for seed in range(40)}
    assert chosen == {"r1480", "r1530"}  # within the jitter of 1500, both take turns


def test_choose_is_deterministic_whatever_the_order(path: Path) -> None:
    store = PracticeStore(path)
    for seed in range(10):
        first = store.choose(GAME, PUZZLES, make_rng(seed))
        assert store.choose(GAME, PUZZLES[::-1], make_rng(seed)) == first
        assert store.choose(GAME, PUZZLES, make_rng(seed)) == first


def test_choose_prefers_the_unseen_then_any_but_the_last(path: Path) -> None:
    store = PracticeStore(path)
    store.attempt(GAME, puzzle("r1480", 1480.0), solved=True)
    store.attempt(GAME, puzzle("r1530", 1530.0), solved=False)
    rating = store.of(GAME).rating.rating
    pool = [*PUZZLES[2:4], puzzle("close", rating + 150), puzzle("below", rating - 900),
            puzzle("above", rating + 1000)]
    picked = {store.choose(GAME, pool, make_rng(s)).id  # type: ignore[union-attr]
              for s in range(20)}
    assert picked == {"close"}  # the tried ones are nearer, the unseen one is taken
    two = [puzzle("r1480", 1480.0), puzzle("r1530", 1530.0)]
    assert all(store.choose(GAME, two, make_rng(s)).id == "r1480"  # type: ignore[union-attr]
               for s in range(10))  # both tried: the other one, not the last again
    assert store.choose(GAME, [], make_rng(1)) is None
    assert store.choose(GAME, [two[1]], make_rng(1)) == two[1]


def test_a_game_whose_puzzles_were_all_tried_goes_round_them(path: Path) -> None:
    """Every puzzle tried (fewer than the recent list holds): the next ones come from the
    older half, not from the last two or three for ever."""
    store = PracticeStore(path)
    pool = [puzzle(f"p{k}", 1100.0 + 100 * k) for k in range(8)]  # the nearest few alone
    for chosen in pool:
        store.attempt(GAME, chosen, solved=True)
    rng = make_rng(4)
    seen = []
    for _ in range(16):
        chosen = store.choose(GAME, pool, rng)
        assert chosen is not None
        store.attempt(GAME, chosen, solved=True)
        seen.append(chosen.id)
    half = len(pool) // 2  # none comes back before half the others were tried
    assert all(len(set(seen[k:k + half])) == half for k in range(len(seen) - half)), seen


def test_the_file_is_in_the_user_data_folder(app_home: Path) -> None:
    assert practice_path() == app_home / "data" / "practice.json"
    assert practice_store.FILE_NAME == "practice.json"


def test_the_app_reads_nothing_until_practice_asks(make_driver: Any, app_home: Path) -> None:
    damaged = practice_path()
    damaged.parent.mkdir(parents=True, exist_ok=True)
    damaged.write_bytes(b"not json")
    driver = make_driver()
    driver.frames(3)
    assert "practice" not in vars(driver.app)
    assert damaged.read_bytes() == b"not json"
    assert driver.app.practice.of(GAME) == NEW_PRACTICE
    assert driver.app.practice.problem is not None
    assert driver.app.practice is driver.app.practice
