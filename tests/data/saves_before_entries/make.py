"""Writes the saves in this folder with an older version of the program (see README.md).

Run it with the old code first on the path, from this checkout:

    git worktree add /tmp/before b90f2f0
    PYTHONPATH=/tmp/before /work/venv/bin/python tests/data/saves_before_entries/make.py
    git worktree remove /tmp/before

Each game is played by the old code's own ``GameSession`` (chance from the game's seed,
as the program draws it; the seats' choices from a seeded stream) and saved by the old
``SaveStore`` into a temporary ``NEURODREZ_HOME``, exactly as the program saved it. Beside
each save ``<name>.json`` goes ``<name>.state.json``: the old code's ``state_to_json`` of
the state the save replays to, which tests/test_old_saves.py compares with today's.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    home = Path(tempfile.mkdtemp(prefix="neurodrez-old-saves-"))
    os.environ["NEURODREZ_HOME"] = str(home)  # never a player's own saves folder
    import neurodrez_desktop
    from neurodrez_desktop.app.saves import SaveStore
    from neurodrez_desktop.app.session import GameSession
    from neurodrez_desktop.core.protocol import CHANCE
    from neurodrez_desktop.core.record import Seat
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games import get_rules, load_game

    code = Path(neurodrez_desktop.__file__).resolve().parent.parent
    if code == HERE.parent.parent.parent:
        sys.exit(f"this is today's code ({code}): put the old one first on PYTHONPATH")
    commit = subprocess.run(["git", "-C", str(code), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True, check=True).stdout.strip()
    print(f"writing with the code of commit {commit} in {code}")

    games = [
        # name, game, seats, options, actions to play (None: to the end), seed
        ("berd_hidden_points", "berd", [Seat("Maria"), Seat("Robo", "computer:normal")],
         {"points": "hidden"}, 30, 101),
        ("pokerdrez_two_decks_betting", "pokerdrez", [Seat("Ada"), Seat("Bo")],
         {"two_decks": True, "betting": True}, 90, 202),
        ("neurodrez_three_players", "neurodrez",
         [Seat("Ana"), Seat("Ben", "computer:easy"), Seat("Cy", "computer:hard")],
         {}, 110, 303),
        ("berd_finished", "berd", [Seat("Light one"), Seat("Dark one")],
         {"size": 3, "arrangement": "automatic", "points": "visible",
          "colour_protection": True}, None, 404),
    ]
    store = SaveStore()
    for name, game_id, seats, options, length, seed in games:
        rules = get_rules(game_id)
        session = GameSession.new(rules, seats, options, seed)
        choices = make_rng(f"old-saves:{name}")
        while not session.is_over and (length is None or len(session.record.actions) < length):
            if session.current_player == CHANCE:
                session.apply(session.chance_outcome())
            else:
                session.apply(choices.choice(rules.legal_actions(session.state)))
        assert session.is_over == (length is None), name
        path = store.save(session)
        shutil.copyfile(path, HERE / f"{name}.json")
        state = load_game(path).replay(rules)  # the old code reads its own save back
        assert state == session.state, name
        (HERE / f"{name}.state.json").write_text(
            json.dumps(rules.state_to_json(state), indent=1, ensure_ascii=False) + "\n",
            encoding="utf-8")
        print(f"{name}.json: {len(session.record.actions)} actions, "
              f"{'finished' if session.is_over else 'mid-game'}")
    shutil.rmtree(home)


if __name__ == "__main__":
    main()
