"""``neurodrez --selftest``: open the real program headless and use it like a person.

It opens the menu, starts every registered game with its default options, plays 30
random actions through the real controller with real pygame events, visits the other
screens, saves a PNG of every scene it sees, and exits 0. Any exception exits non-zero.
Saves and settings go to a temporary folder, never the player's own.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Collection
from pathlib import Path
from typing import Any

from neurodrez_desktop.core.i18n import _

ACTIONS_PER_GAME = 30


def run_selftest(shots: Path | None, seed: int = 1, language: str | None = None) -> int:
    """Play every game a little through the real program; 0 when all went well.

    ``language``: the words' language (its catalogs are read, every screen says its
    words in it); None: the system's, as a first start takes it."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if language is not None:
        os.environ["LANGUAGE"] = language  # a new settings file takes it (core/i18n)
    with tempfile.TemporaryDirectory(prefix="neurodrez-selftest-") as home:
        os.environ["NEURODREZ_HOME"] = home
        try:
            played = _selftest(shots, seed)
        except Exception:  # the whole point: report anything at all, and fail
            traceback.print_exc()
            print(_("selftest FAILED"), file=sys.stderr)
            return 1
        finally:  # nothing kept is still being written into the folder about to go
            from neurodrez_desktop.core.keeper import KEEPER

            KEEPER.wait()
    from neurodrez_desktop.games import GAMES

    waiting = [game_id for game_id in GAMES if game_id not in played]
    if waiting:
        print(_("selftest passed: played {games}; no table yet: {waiting}").format(
            games=", ".join(played), waiting=", ".join(waiting)))
    else:
        print(_("selftest passed: played {games} (every registered game)").format(
            games=", ".join(played)))
    return 0


PRACTICE_WAIT_S = 30.0
"""How long the selftest waits for a practice puzzle's reply (searched off the frame)."""


def _practice(d: Any, game_id: str) -> bool:
    """The game's card's Practice: a shipped puzzle read from the program's own files,
    answered with a good answer, rated, and its reply searched by the computer (a game
    that ships no puzzles says so instead). Whether a puzzle was practised."""
    import time

    import pygame

    d.press(next(b for b, (what, gid) in d.scene.buttons.items()
                 if what == "practice" and gid == game_id))
    scene = d.scene
    assert scene.name == "practice", f"Practice opened {scene.name}"
    assert scene.problem is None, f"{game_id}: {scene.problem}"
    attempt = scene.attempt
    if attempt is None:  # a game without puzzles yet: its words, and back
        assert not scene.puzzles, f"{game_id}: puzzles, but none chosen"
        d.key(pygame.K_ESCAPE)
        return False
    scene.answer(attempt.puzzle.good[0])  # as the table's controller picks it
    end = time.monotonic() + PRACTICE_WAIT_S
    while not (attempt.follow_up_done and not scene.busy) and time.monotonic() < end:
        d.frames(1)
        time.sleep(0.01)
    assert attempt.follow_up_done, f"{game_id}: the practice reply never came"
    assert d.app.practice.of(game_id).solved == 1, f"{game_id}: the answer was not rated"
    d.screenshot(f"{game_id}-practice")
    d.key(pygame.K_ESCAPE)
    assert d.scene.name == "menu", f"Esc from Practice opened {d.scene.name}"
    return True


def _selftest(shots: Path | None, seed: int, only: Collection[str] | None = None
              ) -> list[str]:
    """Play each game with a table (or those in ``only``) a little through the real
    program; the games played."""
    import pygame

    from neurodrez_desktop.app.driver import Driver
    from neurodrez_desktop.app.main import App
    from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games import playable

    app = App((1920, 1080))
    app.start()
    d = Driver(app, shots)
    d.frames(2)
    d.screenshot("menu")
    rng = make_rng(seed)
    practised = 0
    for game_id in [entry.id for entry in playable() if only is None or entry.id in only]:
        menu = d.scene
        new_button = next(b for b, (what, gid) in menu.buttons.items()
                          if what == "new" and gid == game_id)
        d.press(new_button)
        assert d.scene.name == "setup", f"New game opened {d.scene.name}"
        d.screenshot(f"{game_id}-setup")
        d.scene.seed_entry.set_text(str(seed))  # the same game every run
        d.press(d.scene.start_button)
        if d.scene.name == "first-help":  # a person's first game of it: the callouts
            d.screenshot(f"{game_id}-first-help")
            d.press(d.scene.done)
        assert d.scene.name in ("play", "handoff"), f"Start opened {d.scene.name}"
        played = 0
        while played < ACTIONS_PER_GAME:
            d.settle()
            d.frames(1)  # let the table react (a handoff may be due)
            if d.scene.name == "handoff":
                d.screenshot(f"{game_id}-handoff") if played < 2 else None
                d.click((960, 540))
                continue
            if d.scene.name == "results":
                break
            play = d.scene
            player = play.session.current_player
            if player == TERMINAL:
                d.frames(2)
                continue
            if player == CHANCE:
                d.frames(1)
                continue
            action = rng.choice(play.rules.legal_actions(play.session.state))
            d.play_action(action)
            played += 1
            if played in (1, ACTIONS_PER_GAME // 2):
                d.screenshot(f"{game_id}-play-{played}")
        for _attempt in range(10):  # let the table settle: a handoff may come due first
            d.settle()
            d.frames(2)
            if d.scene.name != "handoff":
                break
            d.click((960, 540))
        d.screenshot(f"{game_id}-after-{played}-actions")
        if d.scene.name == "play":
            d.press(d.scene.rules_button)
            assert d.scene.name == "rules"
            d.screenshot(f"{game_id}-rules")
            d.key(pygame.K_ESCAPE)
            d.key(pygame.K_ESCAPE)
            assert d.scene.name == "game-menu", f"Esc opened {d.scene.name}"
            d.screenshot(f"{game_id}-game-menu")
            d.press(next(b for b, k in d.scene.actions.items() if k == "menu"))
        else:
            d.screenshot(f"{game_id}-results")
            d.press(d.scene.menu)
        assert d.scene.name == "menu", f"expected the menu, got {d.scene.name}"
        practised += _practice(d, game_id)
    assert practised or only is not None, "no game's practice puzzles were found"
    d.press(next(b for b, (what, _) in d.scene.buttons.items() if what == "settings"))
    d.screenshot("settings")
    d.key(pygame.K_ESCAPE)
    d.press(next(b for b, (what, _) in d.scene.buttons.items() if what == "load"))
    d.screenshot("load")
    d.key(pygame.K_ESCAPE)
    d.press(next(b for b, (what, _) in d.scene.buttons.items() if what == "about"))
    assert d.scene.name == "about" and "TERMS AND CONDITIONS" in d.scene.html_text, \
        "the licence's text is missing"
    d.screenshot("about")
    d.key(pygame.K_ESCAPE)
    assert d.scene.name == "menu"
    pygame.quit()
    return [entry.id for entry in playable() if only is None or entry.id in only]
