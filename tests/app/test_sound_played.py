"""Sound reaches a real audio device: SDL's disk driver writes what the mixer plays to a file.

SDL picks its audio driver when it starts, so each run is a fresh process: this file run as
a script (``python test_sound_played.py OUT.raw MARKS.json``) opens the program, plays a
short game of Berd through the real play scene (a refusal, a first move, then the rest of
the game to its end) and writes, for each event, where the audio file stood when it
happened. SDL's disk driver paces itself in real time, so the script waits real time
between events and the audio after each can be found in the file. The test reads the
file back: silence before anything is played, sound after the refusal, the move and the
end — and nothing at all in a run with ``muted`` in the settings.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from array import array
from itertools import pairwise
from pathlib import Path

BERD_OPTIONS = {"size": 3, "arrangement": "automatic"}
GAME_SEED = 2  # a 23-action random game from this position (rules only, no chance)
WINDOW_S = 0.25  # real time waited after each event, at least


# -- the child: the program, driven ----------------------------------------------------------


def _child(out: Path, marks_path: Path) -> None:
    import pygame

    from neurodrez_desktop.app.driver import Driver
    from neurodrez_desktop.app.main import App
    from neurodrez_desktop.app.sound import synthesise
    from neurodrez_desktop.core.playout import random_playout
    from neurodrez_desktop.core.record import Seat
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games import get_rules
    from neurodrez_desktop.games.berd.state import parse_square

    berd = get_rules("berd")
    app = App((1920, 1080))
    app.start()
    app.update_settings(animation_speed="off", first_help=False)
    driver = Driver(app)
    driver.frames(1)  # the sounds are made after the first frame, which needs none
    marks: dict[str, object] = {
        "mixer": pygame.mixer.get_init(),
        "loaded": sorted(app.sounds.sounds),
        "synthesised": len(synthesise()),
        "muted": app.settings.muted if hasattr(app.settings, "muted") else None,
    }

    def position() -> int:
        return out.stat().st_size if out.exists() else 0

    def wait(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            driver.frames(1)
            time.sleep(1 / 120)

    marks["quiet"] = position()
    wait(WINDOW_S + 0.05)
    play = app.nav.start_new_game(berd, [Seat("Ada"), Seat("Bo")], BERD_OPTIONS, seed=1)
    driver.frames(1)
    driver.settle()
    driver.frames(2)
    game = random_playout(berd, 2, BERD_OPTIONS, make_rng(GAME_SEED)).actions
    marks["refuse"] = position()
    driver.click(play.controller.view.square_rect(parse_square("a3")).center)  # Bo's stack
    marks["refused"] = bool(play.refused)
    wait(WINDOW_S + 0.2)  # the refusal is 0.18 s long
    marks["move"] = position()
    driver.play_action(game[0])
    wait(WINDOW_S + 0.15)
    marks["middle"] = position()
    for action in game[1:-1]:  # the middle of the game, quickly: through the scene's play()
        play.play(action)
        driver.frames(1)
    wait(0.35)  # the last moves' sounds fade out: silence again before the end
    marks["before_end"] = position()
    wait(WINDOW_S)
    marks["end"] = position()
    driver.play_action(game[-1])
    driver.settle()
    for _ in range(10):
        driver.frames(1)
    marks["ended_on"] = app.scenes.top.name
    wait(0.8)
    marks["frames"] = app.frames
    pygame.quit()  # closes the audio file
    marks["size"] = position()
    marks_path.write_text(json.dumps(marks))


# -- the test -----------------------------------------------------------------------------------


def _start(tmp: Path, name: str, muted: bool) -> tuple[subprocess.Popen, Path, Path]:
    home = tmp / name
    (home / "config").mkdir(parents=True)
    if muted:
        (home / "config" / "settings.json").write_text(json.dumps({"muted": True}))
    out, marks = tmp / f"{name}.raw", tmp / f"{name}.json"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk",
               SDL_DISKAUDIOFILE=str(out), NEURODREZ_HOME=str(home))
    child = subprocess.Popen([sys.executable, __file__, str(out), str(marks)], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return child, out, marks


def _finish(run: tuple[subprocess.Popen, Path, Path]) -> tuple[array, dict]:
    child, out, marks = run
    stdout, stderr = child.communicate(timeout=60)
    assert child.returncode == 0, stderr[-3000:]
    found = json.loads(marks.read_text())
    assert found["mixer"] == [44100, -16, 2], found["mixer"]  # what SDL's disk driver opens
    samples = array("h")
    samples.frombytes(out.read_bytes())
    return samples, found


def _between(samples: array, start: int, end: int) -> array:
    """The audio from one event's mark to the next's (byte offsets in the file)."""
    return samples[start // 2:end // 2]


def _peak(samples: array) -> float:
    return max((abs(v) for v in samples), default=0) / 32768


def test_sounds_reach_the_audio_device_and_mute_silences_them(tmp_path, capsys):
    started = time.monotonic()
    loud, quiet = _start(tmp_path, "sound", False), _start(tmp_path, "muted", True)
    samples, marks = _finish(loud)
    muted, muted_marks = _finish(quiet)

    assert marks["loaded"] == sorted(
        ["move", "capture", "dice", "card", "refuse", "turn", "end"])
    assert len(marks["loaded"]) == marks["synthesised"], "every sound is loaded"
    assert marks["refused"] and marks["ended_on"] == "results"
    assert len(samples) * 2 == marks["size"] > 3 * 44100 * 4  # seconds of audio were mixed
    order = ("quiet", "refuse", "move", "middle", "before_end", "end", "size")
    figures = {}
    for name, following in pairwise(order):
        part = _between(samples, marks[name], marks[following])
        figures[name] = (round(_peak(part), 3), sum(1 for v in part if v))
    with capsys.disabled():
        print(f"\n  disk audio: {marks['size']} bytes; from each event to the next, the "
              f"peak and the non-zero samples: {figures}")
    assert figures["quiet"] == (0.0, 0), "nothing is played before the game"
    assert figures["before_end"] == (0.0, 0), "the middle of the game's sounds faded"
    for name in ("refuse", "move", "end"):
        peak, loud_samples = figures[name]
        assert 0.05 < peak <= 0.81, (name, peak)  # heard, and never louder than 0.8
        assert loud_samples > 0.05 * 44100 * 2, name
    ending = _between(samples, marks["end"], marks["size"])
    sounding = [i for i, v in enumerate(ending) if v]
    span = (sounding[-1] - sounding[0]) / 2 / 44100
    with capsys.disabled():
        print(f"  sound after the last move lasts {span:.2f} s; muted run: "
              f"{muted_marks['size']} bytes, peak {_peak(muted)}")
    assert span > 0.6, "the end chime (0.9 s) sounds, not only the last move (0.3 s at most)"

    assert muted_marks["muted"] is True
    assert len(muted_marks["loaded"]) == muted_marks["synthesised"]
    assert len(muted) * 2 == muted_marks["size"] > 3 * 44100 * 4
    assert _peak(muted) == 0.0, "muted: the whole run is silent"
    assert time.monotonic() - started < 30  # about 8 s on two cores



# -- which sounds play when (in this process, on the dummy audio driver) -----------------------


def _heard(driver) -> list[str]:
    """The names the program plays from now on (each also checked to be a loaded sound)."""
    heard: list[str] = []
    sounds = driver.app.sounds
    assert len(sounds.sounds) == 7, "the dummy driver's mixer (44100 Hz) gets every sound"
    play = sounds.play

    def record(name: str) -> None:
        assert name in sounds.sounds, f"no sound called {name!r}"
        heard.append(name)
        play(name)

    sounds.play = record
    return heard


def _until(driver, condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        driver.frames(1)


def test_a_person_is_called_when_the_computer_has_moved(driver):
    from neurodrez_desktop.core.record import Seat
    from neurodrez_desktop.games import get_rules

    berd = get_rules("berd")
    heard = _heard(driver)
    play = driver.app.nav.start_new_game(berd, [Seat("Maria"), Seat("Robo", "computer:easy")],
                                         BERD_OPTIONS, 3)
    driver.frames(2)
    driver.play_action(berd.legal_actions(play.session.state)[0])
    # Maria's own move, no call for it (a quick computer may have answered already)
    assert heard[0] in ("move", "capture") and "turn" not in heard[:2], heard
    _until(driver, lambda: len(play.session.record.actions) == 2)
    driver.settle()
    driver.frames(2)
    assert heard[-1] == "turn" and heard.count("turn") == 1, heard
    assert heard[1] in ("move", "capture"), heard  # the computer's move, then the call


def test_people_sharing_an_open_table_are_not_called_but_at_a_handoff(driver, table):
    from neurodrez_desktop.games import get_rules

    berd = get_rules("berd")
    heard = _heard(driver)
    play = table.start(BERD_OPTIONS)
    for _ in range(3):
        table.act(berd.legal_actions(play.session.state)[0])
    assert "turn" not in heard and len(heard) == 3, heard  # both at the screen: no calls
    heard.clear()
    play = table.start({"points": "hidden", "arrangement": "automatic"}, names=("Ada", "Bo"))
    table.pass_handoff(0)
    # the face-down deal, then the handoff called the first player (as the table settles
    # or as it is clicked away: the call comes with the handoff, once)
    assert set(heard[:-1]) == {"dice"} and heard[-1] == "turn", heard
    heard.clear()
    table.act(berd.legal_actions(play.session.state)[0])
    table.pass_handoff(1)
    assert heard in (["move", "turn"], ["capture", "turn"]), heard



def test_a_sound_asked_for_many_times_at_once_sounds_once(driver):
    import pygame

    sounds = driver.app.sounds
    for _ in range(12):  # twelve face-down deals in one frame
        sounds.play("dice")
    busy = [pygame.mixer.Channel(i).get_busy() for i in range(pygame.mixer.get_num_channels())]
    assert sum(busy) == 1, busy


if __name__ == "__main__":
    _child(Path(sys.argv[1]), Path(sys.argv[2]))
