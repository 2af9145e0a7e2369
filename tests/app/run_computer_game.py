"""The real program, playing computers against each other, for ``test_workers_end.py``.

``python tests/app/run_computer_game.py [--then play|crash]`` builds the program's
``App`` and runs its real loop (``App.run``). In the first frame it starts a Berd game
between an Easy computer (at once) and a Hard one that thinks 30 s a move. Once the Easy
move has come back from the worker process and the Hard one is out to it (the worker is
warm and thinking), it prints ``thinking`` and the worker's process id, and then, with
``--then``:

- ``play`` (the default): plays on until the test kills the program, or sends it SIGTERM
  (which SDL turns into ``pygame.QUIT``, as closing the window does);
- ``crash``: once a line comes on stdin, raises from the loop, as a bug would.

Leaving the game prints ``ended``.

Run it with the dummy SDL drivers and ``NEURODREZ_HOME`` set to a scratch folder.
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--then", choices=("play", "crash"), default="play")
    then = parser.parse_args(argv).then

    from neurodrez_desktop.ai.runner import AgentRunner
    from neurodrez_desktop.app.main import App
    from neurodrez_desktop.core.record import Seat
    from neurodrez_desktop.games import get_rules

    app = App((960, 540))
    app.update_settings(animation_speed="off", ai_hard_s=30)
    step = app.step
    play = None
    said = False

    def frame(dt: float) -> None:
        nonlocal play, said
        if play is None:  # in the real loop, after App.run has opened the menu
            play = app.nav.start_new_game(
                get_rules("berd"), [Seat("Easy", "computer:easy"), Seat("Hard", "computer:hard")],
                {}, 7)
            play.computers.watch_speed = "fast"
        step(dt)
        pool = AgentRunner._pool
        if (not said and play.session.record.actions and play.computers.thinking
                and pool is not None and pool._processes):
            said = True
            print("thinking", *sorted(pool._processes), flush=True)
            if then == "crash":
                sys.stdin.readline()  # the test first notes the program's processes
                raise RuntimeError("a bug in the loop (on purpose)")

    app.step = frame  # type: ignore[method-assign]
    app.run()
    print("ended", flush=True)
    return 0


if __name__ == "__main__":  # not when the spawned worker imports this file as __mp_main__
    sys.exit(main())
