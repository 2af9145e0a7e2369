"""The program's sounds, synthesised here at start-up: no sound files are copied in.

Each sound is a fraction of a second built from sine partials and noise with simple
envelopes, synthesised at whatever rate the mixer opened at (SDL usually opens 44100 Hz;
``pygame.init`` chooses, not us) and written as PCM in the mixer's own sample format and
channel count. If there is no audio device, or one in a format we cannot write, the
program stays silent.

The names a game's view may return from ``animate`` (move, capture, dice, card, end) are
all here, with refuse (an illegal input) and turn (a person is called to the table).
"""

from __future__ import annotations

import math
import os
import sys
import tempfile
from array import array
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

import pygame

RATE = 44100
"""The rate synthesised at when none is given (tests); the mixer's own rate is used."""
PEAK = 0.8
ALSA_NOISE = ("ALSA lib ",)
AGAIN_MS = 40
"""A sound asked for again within this many milliseconds is not started again: twelve
face-down deals in one frame are one rattle, not twelve stacked into a loud one."""


def _envelope(n: int, rate: int, attack: float, decay: float) -> list[float]:
    a = max(1, int(attack * rate))
    k = -1 / (decay * rate)
    exp = math.exp
    out = [exp(k * i) for i in range(n)]
    for i in range(min(a, n)):  # the rise: a few milliseconds
        out[i] *= i / a
    return out


def _tone(rate: int, partials: list[tuple[float, float]], seconds: float,
          attack: float = 0.004, decay: float = 0.08) -> list[float]:
    n = int(seconds * rate)
    out = _envelope(n, rate, attack, decay)
    sin = math.sin
    wave = [0.0] * n
    for f, a in partials:
        w = 2 * math.pi * f / rate
        wave = [v + a * sin(w * i) for i, v in enumerate(wave)]
    return [e * v for e, v in zip(out, wave, strict=True)]


def _noise(rate: int, seconds: float, decay: float, seed: int = 1,
           smooth: float = 0.0) -> list[float]:
    """Deterministic noise (a linear congruential sequence), so builds are reproducible;
    ``smooth`` (0..1) is a one-pole low-pass, for a softer, papery noise."""
    n = int(seconds * rate)
    env = _envelope(n, rate, 0.001, decay)
    x, last = seed, 0.0
    out = []
    for i in range(n):
        x = (1103515245 * x + 12345) & 0x7FFFFFFF
        last = smooth * last + (1 - smooth) * ((x / 0x3FFFFFFF) - 1.0)
        out.append(env[i] * last)
    return out


def _mix(*parts: tuple[int, list[float]]) -> list[float]:
    length = max(offset + len(p) for offset, p in parts)
    out = [0.0] * length
    for offset, p in parts:
        end = offset + len(p)
        out[offset:end] = [a + b for a, b in zip(out[offset:end], p, strict=True)]
    return out


def synthesise(rate: int = RATE) -> dict[str, list[float]]:
    """Every sound as floats in -1..1 at ``rate`` samples a second (pure and deterministic,
    so it is tested without an audio device)."""
    def at(seconds: float) -> int:
        return int(seconds * rate)

    dice = _mix(*[(at(k * 0.045), _noise(rate, 0.05, 0.012, seed=k + 3)) for k in range(6)])
    card = _mix((0, _noise(rate, 0.05, 0.008, seed=7, smooth=0.55)),
                (at(0.028), _noise(rate, 0.06, 0.014, seed=11, smooth=0.7)))
    return {
        "move": _tone(rate, [(520, 0.5), (1040, 0.2)], 0.12, decay=0.03),
        "capture": _mix((0, _tone(rate, [(180, 0.7), (90, 0.4)], 0.3, decay=0.09)),
                        (0, _noise(rate, 0.08, 0.02))),
        "dice": dice,
        "card": card,
        "end": _mix((0, _tone(rate, [(523, 0.35)], 0.9, decay=0.35)),
                    (at(0.12), _tone(rate, [(659, 0.35)], 0.8, decay=0.35)),
                    (at(0.24), _tone(rate, [(784, 0.35)], 0.7, decay=0.35))),
        "refuse": _tone(rate, [(220, 0.4), (233, 0.4)], 0.18, decay=0.06),
        "turn": _mix((0, _tone(rate, [(660, 0.3), (1320, 0.05)], 0.25, decay=0.08)),
                     (at(0.11), _tone(rate, [(880, 0.3), (1760, 0.05)], 0.3, decay=0.1))),
    }


SAMPLE_FORMATS = {  # pygame.mixer.get_init()'s size -> array code, full scale, zero
    -8: ("b", 127, 0), 8: ("B", 127, 128),
    -16: ("h", 32767, 0), 16: ("H", 32767, 32768),
    -32: ("f", 1.0, 0), 32: ("f", 1.0, 0),  # pygame-ce's 32 is float32 (it says -32)
}


def to_pcm(samples: list[float], channels: int = 1, size: int = -16) -> bytes:
    """The samples as the mixer's PCM: native byte order, ``size`` as pygame.mixer.get_init
    reports it, each sample repeated on every channel; the loudest sample at PEAK."""
    try:
        code, full, zero = SAMPLE_FORMATS[size]
    except KeyError:
        raise ValueError(f"no PCM for the sample size {size}") from None
    peak = max(1e-9, max(samples), -min(samples))
    scale = PEAK * full / max(1.0, peak)
    if code == "f":
        mono = array(code, [v * scale for v in samples])
    else:
        mono = array(code, [zero + int(v * scale) for v in samples])
    if channels == 1:
        return mono.tobytes()
    frames = array(code, mono) * channels
    for channel in range(channels):
        frames[channel::channels] = mono
    return frames.tobytes()


@lru_cache(maxsize=4)
def _pcm(rate: int, size: int, channels: int) -> dict[str, bytes]:
    """Synthesised once per mixer format in a process (tests open the program often)."""
    return {name: to_pcm(samples, channels, size)
            for name, samples in synthesise(rate).items()}


@contextmanager
def filtered_stderr(drop: tuple[str, ...] = ALSA_NOISE) -> Iterator[None]:
    """Lines C libraries write to stderr meanwhile, less those starting with ``drop``.

    Without a sound card ALSA's library prints a dozen ``ALSA lib …`` lines each time SDL
    probes it. They are written by C code straight to file descriptor 2, so Python cannot
    catch them; and pygame-ce carries its own renamed copy of libasound, so the system
    library's ``snd_lib_error_set_handler`` (via ctypes) would not reach the copy SDL
    uses. So, around start-up probing only, fd 2 is pointed at a temporary file, restored
    at once, and every captured line that is not ALSA's noise is written back to stderr:
    anything else (a real error, an SDL warning) still reaches the player. Only on Linux
    (where ALSA is); elsewhere, or if fd 2 cannot be duplicated, nothing is changed.
    """
    if not sys.platform.startswith("linux"):
        yield
        return
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            kept = [line for line in caught.read(1 << 20).splitlines(keepends=True)
                    if not line.decode("utf-8", "replace").startswith(drop)]
            if kept:
                os.write(2, b"".join(kept))


class Sounds:
    """The synthesised sounds loaded into the mixer; ``play`` is silent while muted, at
    volume 0 or without an audio device."""

    def __init__(self, volume: float, muted: bool = False, *, later: bool = False) -> None:
        """``later``: the sounds are synthesised by ``load`` (the app calls it once its
        first frame, which plays none, is shown) or when first asked for, not now."""
        self.made: dict[str, pygame.mixer.Sound] = {}
        self.volume = volume
        self.muted = muted
        self.started: dict[str, int] = {}
        self.format: tuple[int, int, int] | None = None
        """The mixer's (rate, size, channels) the sounds were made for, if any."""
        self.mixer: tuple[int, int, int] | None = None
        """The mixer's format while its sounds are still to be made."""
        try:
            if not pygame.mixer.get_init():
                with filtered_stderr():
                    pygame.mixer.init()
            self.mixer = pygame.mixer.get_init()
        except pygame.error:
            return  # no audio device: play silently
        if not later:
            self.load()

    def load(self) -> None:
        """Synthesise the sounds for the mixer, once (about 70 ms of pure Python)."""
        found, self.mixer = self.mixer, None
        if not found:
            return
        try:
            pcm = _pcm(*found)
            self.made = {name: pygame.mixer.Sound(buffer=data) for name, data in pcm.items()}
        except (pygame.error, ValueError):
            self.made = {}
            return  # no audio device, or a format we cannot write: play silently
        self.format = found
        self.set_volume(self.volume)

    @property
    def sounds(self) -> dict[str, pygame.mixer.Sound]:
        """Every sound by name, made now if they are still to be made."""
        self.load()
        return self.made

    def set_volume(self, volume: float) -> None:
        self.volume = volume
        for sound in self.made.values():  # those still to be made get it when made
            sound.set_volume(volume)

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        if muted and self.made:
            pygame.mixer.stop()  # what is sounding stops too

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is None or self.volume <= 0 or self.muted:
            return
        now = pygame.time.get_ticks()
        if now - self.started.get(name, now - AGAIN_MS) < AGAIN_MS:
            return
        self.started[name] = now
        sound.play()
