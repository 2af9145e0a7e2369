"""The program's sounds, synthesised here at start-up: no sound files are copied in.

Each sound is a few hundred milliseconds of 16-bit mono PCM built from sine partials and
noise with simple envelopes. If there is no audio device the program stays silent.
"""

from __future__ import annotations

import math
from array import array

import pygame

RATE = 22050


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        t = i / RATE
        rise = min(1.0, i / a)
        out.append(rise * math.exp(-t / decay))
    return out


def _tone(partials: list[tuple[float, float]], seconds: float, attack: float = 0.004,
          decay: float = 0.08) -> list[float]:
    n = int(seconds * RATE)
    env = _envelope(n, attack, decay)
    return [env[i] * sum(a * math.sin(2 * math.pi * f * i / RATE) for f, a in partials)
            for i in range(n)]


def _noise(seconds: float, decay: float, seed: int = 1) -> list[float]:
    """Deterministic noise (a linear congruential sequence), so builds are reproducible."""
    n = int(seconds * RATE)
    env = _envelope(n, 0.001, decay)
    x = seed
    out = []
    for i in range(n):
        x = (1103515245 * x + 12345) & 0x7FFFFFFF
        out.append(env[i] * ((x / 0x3FFFFFFF) - 1.0))
    return out


def _mix(*parts: tuple[int, list[float]]) -> list[float]:
    length = max(offset + len(p) for offset, p in parts)
    out = [0.0] * length
    for offset, p in parts:
        for i, v in enumerate(p):
            out[offset + i] += v
    return out


def synthesise() -> dict[str, list[float]]:
    """Every sound as floats in -1..1 (pure, so it is tested without an audio device)."""
    dice = _mix(*[(int(k * 0.045 * RATE), _noise(0.05, 0.012, seed=k + 3)) for k in range(6)])
    return {
        "move": _tone([(520, 0.5), (1040, 0.2)], 0.12, decay=0.03),
        "capture": _mix((0, _tone([(180, 0.7), (90, 0.4)], 0.3, decay=0.09)),
                        (0, _noise(0.08, 0.02))),
        "dice": dice,
        "end": _mix((0, _tone([(523, 0.35)], 0.9, decay=0.35)),
                    (int(0.12 * RATE), _tone([(659, 0.35)], 0.8, decay=0.35)),
                    (int(0.24 * RATE), _tone([(784, 0.35)], 0.7, decay=0.35))),
        "refuse": _tone([(220, 0.4), (233, 0.4)], 0.18, decay=0.06),
    }


def to_pcm(samples: list[float], channels: int = 1) -> bytes:
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = 0.8 * 32767 / max(1.0, peak)
    pcm = array("h", (int(v * scale) for v in samples for _ in range(channels)))
    return pcm.tobytes()


class Sounds:
    def __init__(self, volume: float) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = volume
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1)
            freq, _, channels = pygame.mixer.get_init()
        except pygame.error:
            return  # no audio device: play silently
        if freq != RATE:
            return
        for name, samples in synthesise().items():
            self.sounds[name] = pygame.mixer.Sound(buffer=to_pcm(samples, channels))
        self.set_volume(volume)

    def set_volume(self, volume: float) -> None:
        self.volume = volume
        for sound in self.sounds.values():
            sound.set_volume(volume)

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is not None and self.volume > 0:
            sound.play()
