"""``neurodrez bench ui`` times every table at its fullest (issue 38): the most players the
table seats, the options its test profile says fill it most, and a game opened well past
its opening (a grown grid, full hands, captures), replayed legally from its record. What
the bench plays is checked here; its timings are only printed, never asserted.
"""

from __future__ import annotations

import pytest

from neurodrez_desktop.app.bench_ui import bench_record, bench_seats
from neurodrez_desktop.games import playable


@pytest.mark.parametrize("entry", playable(), ids=lambda entry: entry.id)
def test_the_bench_seats_the_most_players_with_the_fullest_options(entry):
    assert len(bench_seats(entry)) == entry.rules.spec.max_players
    for fullest in entry.tests.fullest_options:
        assert dict(fullest).items() <= dict(entry.bench.options).items(), (
            f"{entry.id}: the bench leaves out options that fill the table most")


@pytest.mark.parametrize("entry", playable(), ids=lambda entry: entry.id)
def test_the_bench_opens_its_game_past_the_opening_and_it_goes_on(entry):
    rules = entry.rules
    wanted = entry.bench.played_before
    assert wanted >= 50, f"{entry.id}: the bench times only the opening"
    record = bench_record(entry, bench_seats(entry), 1)
    assert len(record.actions) == wanted
    state = record.replay(rules)  # every action legal
    assert rules.outcome(state) is None, f"{entry.id}: the bench opens a finished game"
    assert record.options == entry.bench.options and len(record.players) == len(
        bench_seats(entry))
