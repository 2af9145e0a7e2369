"""Start-up and the window: no display is said in one line (not a program running unseen),
no ALSA noise on stderr without a sound card, and a held F11 or M switches once.

The first two start real processes: SDL chooses its video and audio drivers when it
starts, so a fresh process is needed for each choice.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from neurodrez_desktop.app.settings import SettingsStore

NO_DISPLAY = "neurodrez: no display found ("
ADVICE = "): run it on a desktop, or use --selftest headless"


def _env(home, **changes: str | None) -> dict[str, str]:
    env = dict(os.environ, NEURODREZ_HOME=str(home))
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        env.pop(name, None)
    env.update({k: v for k, v in changes.items() if v is not None})
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland's way")
def test_no_display_is_one_plain_line_and_status_1(tmp_path):
    """Without a desktop SDL 2 picks its offscreen driver itself, and the program ran
    there unseen for ever; asked for offscreen or dummy by hand, the same."""
    runs = {
        "no desktop": _env(tmp_path / "a"),
        "offscreen": _env(tmp_path / "b", SDL_VIDEODRIVER="offscreen"),
        "dummy": _env(tmp_path / "c", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
    }
    children = {name: subprocess.Popen([sys.executable, "-m", "neurodrez_desktop"], env=env,
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       text=True)
                for name, env in runs.items()}
    said = {}
    try:
        for name, child in children.items():
            _, err = child.communicate(timeout=40)
            lines = err.splitlines()
            assert child.returncode == 1, (name, child.returncode, err[-2000:])
            assert len(lines) == 1, (name, lines)  # no traceback, no ALSA, no Wayland
            assert lines[0].startswith(NO_DISPLAY) and lines[0].endswith(ADVICE), lines
            said[name] = lines[0]
    finally:
        for child in children.values():
            if child.poll() is None:
                child.kill()
                child.wait()
    assert "(DISPLAY and WAYLAND_DISPLAY are not set)" in said["no desktop"]
    assert "(SDL_VIDEODRIVER=offscreen draws on no screen)" in said["offscreen"]


START = """
from neurodrez_desktop.app.main import App
app = App((1920, 1080))
print("sounds", len(app.sounds.sounds), flush=True)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
@pytest.mark.parametrize("audio", [None, "alsa"])
def test_no_alsa_noise_on_stderr_at_start_up(tmp_path, audio):
    """SDL probes ALSA at start-up; without a sound card (as on this machine) ALSA's C
    library printed 16 lines of ``ALSA lib …``. With one, there is nothing to hide."""
    env = _env(tmp_path, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER=audio)
    result = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "ALSA lib" not in result.stderr, result.stderr
    assert "sounds" in result.stdout  # started (silent without a sound card)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_only_alsa_lines_are_taken_from_stderr_and_it_is_given_back(capfd):
    from neurodrez_desktop.app.sound import filtered_stderr

    with filtered_stderr():
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n"
                    b"a real error\nALSA lib conf.c:5703: Evaluate error\n")
    os.write(2, b"afterwards\n")
    err = capfd.readouterr().err
    assert err.splitlines() == ["a real error", "afterwards"]


# -- held toggle keys (in this process, through App.step) ---------------------------------------


def _hold(driver, key: int, repeats: int = 3) -> None:
    """``key`` held down: its KEYDOWN repeated (as a key repeat posts it), then let go."""
    for _ in range(repeats):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        driver.frames(1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, scancode=0))
    driver.frames(1)


def test_a_held_f11_switches_fullscreen_once(driver):
    app = driver.app
    switched = []
    toggle = app.display.toggle_fullscreen
    app.display.toggle_fullscreen = lambda: (switched.append(1), toggle())[1]
    assert app.display.fullscreen is False
    _hold(driver, pygame.K_F11, repeats=4)
    assert len(switched) == 1, "four KEYDOWNs of one press switch once"
    assert app.display.fullscreen is True
    assert app.settings.fullscreen is True and SettingsStore().load().fullscreen is True
    _hold(driver, pygame.K_F11, repeats=1)  # let go, pressed again: back
    assert len(switched) == 2
    assert app.display.fullscreen is False and app.settings.fullscreen is False


def test_a_held_m_mutes_once_and_says_so(driver):
    app = driver.app
    _hold(driver, pygame.K_m)
    assert app.settings.muted is True and app.sounds.muted is True
    assert SettingsStore().load().muted is True
    assert app.toast is not None and "Sound off" in app.toast[0]
    driver.frames(120)  # the confirmation goes after a moment
    assert app.toast is None
    _hold(driver, pygame.K_m, repeats=1)
    assert app.settings.muted is False and app.sounds.muted is False


def test_a_lost_key_up_does_not_keep_the_key_held(driver):
    """Focus moved to another window while F11 was down: its KEYUP never comes here."""
    app = driver.app
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                         unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    driver.frames(1)
    assert app.display.fullscreen is True
    _hold(driver, pygame.K_F11, repeats=1)
    assert app.display.fullscreen is False


def test_m_typed_in_a_name_box_is_a_letter_not_mute(driver, table):
    from neurodrez_desktop.games import get_rules

    menu = driver.scene
    driver.press(next(b for b, (kind, gid) in menu.buttons.items()
                      if kind == "new" and gid == get_rules("berd").spec.id))
    setup = driver.scene
    assert setup.name == "setup"
    driver.press(setup.name_entries[0])
    driver.key(pygame.K_m, unicode="m")
    assert driver.app.settings.muted is False
