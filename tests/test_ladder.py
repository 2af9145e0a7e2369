"""bench ladder: the pairings each game is held to, played resumably (bench ai underneath)."""

from __future__ import annotations

import io

from neurodrez_desktop.ladder import bench_ladder, pairings


def test_the_ladder_has_every_pairing_with_its_goal():
    two = [(p.a, p.b, p.players, p.goal) for p in pairings(2, 2, 0.05)]
    assert two == [("normal*0.15", "normal*0.05", 2, 0.6),
                   ("normal*0.3", "normal*0.1", 2, 0.6),
                   ("normal*0.05", "easy", 2, 0.8), ("normal*0.05", "random", 2, 0.95)]
    crowded = [(p.players, p.goal) for p in pairings(1, 4, 0.05)][4:]
    assert crowded == [(3, 0.5), (4, 0.375)]  # 1.5 times a fair share of 1/3 and 1/4


def test_a_ladder_cut_off_goes_on_where_it_stopped(tmp_path):
    log = io.StringIO()
    first = bench_ladder("berd", 0.002, 2, 1, tmp_path, {}, log=log)
    assert [r["games"] for r in first["pairings"]] == [2, 2, 2, 2]
    files = sorted(p.name for p in tmp_path.iterdir())
    assert len(files) == 4
    kept = {name: (tmp_path / name).read_bytes() for name in files}
    (tmp_path / files[0]).write_bytes(kept[files[0]].splitlines(keepends=True)[0])  # cut
    log = io.StringIO()
    again = bench_ladder("berd", 0.002, 2, 1, tmp_path, {}, log=log)
    played = [line for line in log.getvalue().splitlines() if line.startswith("game ")]
    assert len(played) == 1  # only the game the cut took away
    def scores(result):  # the times of a game played again differ; its result does not
        return [{k: v for k, v in r.items() if k != "a_decision_s_p95"}
                for r in result["pairings"]]

    assert scores(again) == scores(first)
