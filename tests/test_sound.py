"""The program's sounds are synthesised, not copied: each is real audio in range, at any
rate the mixer opens at, written in any sample format it asks for; and each is the sound
its name says (its length, its pitch, a rattle or a chime), so a player tells them apart."""

from __future__ import annotations

import math
import re
import struct
import sys
from itertools import pairwise
from pathlib import Path

import pytest

from neurodrez_desktop.app.sound import PEAK, RATE, SAMPLE_FORMATS, synthesise, to_pcm

GAMES = Path(__file__).resolve().parents[1] / "neurodrez_desktop" / "games"
LOW_RATE = 8000
"""Enough for the highest partial (1760 Hz), and cheap to listen to in pure Python."""
SECONDS = {"move": 0.12, "capture": 0.3, "dice": 0.275, "card": 0.088, "end": 0.94,
           "refuse": 0.18, "turn": 0.41}
"""How long each sound lasts: a click is short, the end of a game rings out."""


@pytest.mark.parametrize("rate", [22050, 44100, 48000])
def test_every_sound_is_audible_and_in_range(rate):
    sounds = synthesise(rate)
    assert {"move", "capture", "dice", "card", "refuse", "turn", "end"} <= set(sounds)
    for name, samples in sounds.items():
        assert 0.05 * rate < len(samples) < 2 * rate, name
        assert max(abs(v) for v in samples) > 0.05, f"{name} is silent"
        pcm = to_pcm(samples, channels=2)
        assert len(pcm) == len(samples) * 2 * 2  # 16-bit, two channels


def test_a_sound_lasts_as_long_at_every_rate():
    slow, fast = synthesise(22050), synthesise(48000)
    for name in slow:
        assert abs(len(slow[name]) / 22050 - len(fast[name]) / 48000) < 0.001, name


def test_synthesis_is_deterministic():
    assert synthesise()["dice"] == synthesise()["dice"]
    assert synthesise(48000)["card"] == synthesise(48000)["card"]


@pytest.mark.parametrize("size", sorted(SAMPLE_FORMATS))
@pytest.mark.parametrize("channels", [1, 2])
def test_pcm_in_every_mixer_format_peaks_at_most_at_the_limit(size, channels):
    samples = synthesise(RATE)["capture"]  # louder than 1 as mixed: scaled to PEAK
    pcm = to_pcm(samples, channels, size)
    code = {-8: "b", 8: "B", -16: "h", 16: "H", -32: "f", 32: "f"}[size]
    width = struct.calcsize(code)
    assert len(pcm) == len(samples) * channels * width
    values = struct.unpack(f"={len(pcm) // width}{code}", pcm)
    full, zero = {"b": (128, 0), "B": (128, 128), "h": (32768, 0), "H": (32768, 32768),
                  "f": (1.0, 0)}[code]
    levels = [(v - zero) / full for v in values]
    assert 0.75 < max(abs(v) for v in levels) <= PEAK + 1e-6
    assert levels[:channels] == [levels[0]] * channels  # the same on every channel
    assert sys.byteorder  # native order: what SDL's *SYS formats read
    quiet = to_pcm(synthesise(RATE)["move"], 1, size)  # below 1: kept below PEAK
    assert 0.3 < max(abs(v - zero) / full for v in struct.unpack(
        f"={len(quiet) // width}{code}", quiet)) < PEAK


def test_an_unknown_sample_format_is_refused():
    with pytest.raises(ValueError):
        to_pcm([0.1, 0.2], 1, 24)


def test_every_sound_a_game_view_names_is_synthesised():
    """The names views return from animate (``sound = "card"``, ``return "dice"``)."""
    named = set()
    for view in GAMES.glob("*/view.py"):
        text = view.read_text()
        for body in re.findall(r"def animate\(.*?(?=\n    def (?!_)|\Z)", text, re.S):
            named |= set(re.findall(r"(?:sound\s*=|return)\s*\"(\w+)\"", body))
        named |= set(re.findall(r"sound(?:, \w+)?\s*=\s*\"(\w+)\"", text))
    assert {"move", "dice", "card", "capture"} <= named  # the search finds them
    assert named <= set(synthesise(8000)), named - set(synthesise(8000))


# -- each sound is the one its name says --------------------------------------------------


def _power(samples: list[float], frequency: float, rate: int = LOW_RATE) -> float:
    """How strongly ``frequency`` sounds in ``samples`` (the Goertzel filter)."""
    coefficient = 2 * math.cos(2 * math.pi * frequency / rate)
    s1 = s2 = 0.0
    for value in samples:
        s1, s2 = value + coefficient * s1 - s2, s1
    return s1 * s1 + s2 * s2 - coefficient * s1 * s2


def _pitch(samples: list[float], low: int = 60, high: int = 2000) -> int:
    """The strongest frequency heard, to 5 Hz."""
    return max(range(low, high, 5), key=lambda f: _power(samples, f))


def _span(samples: list[float], start: float, end: float) -> list[float]:
    return samples[int(start * LOW_RATE):int(end * LOW_RATE)]


def _energy(samples: list[float], start: float, end: float) -> float:
    return sum(v * v for v in _span(samples, start, end))


def _crossings_per_second(samples: list[float]) -> float:
    crossings = sum(1 for a, b in pairwise(samples) if (a < 0) != (b < 0))
    return crossings * LOW_RATE / len(samples)


def test_each_sound_lasts_as_long_as_its_kind():
    sounds = synthesise(LOW_RATE)
    lasts = {name: round(len(samples) / LOW_RATE, 3) for name, samples in sounds.items()}
    assert lasts == pytest.approx(SECONDS, abs=0.002)


def test_no_two_sounds_are_alike():
    sounds = synthesise(LOW_RATE)
    names = sorted(sounds)
    same = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]
            if sounds[a][:len(sounds[b])] == sounds[b][:len(sounds[a])]]
    assert not same, same


def test_the_tones_sound_at_their_pitch():
    """A move is a bright 520 Hz tick, a capture a low 180 Hz thud, a refusal a buzzing
    220 Hz; the end of a game climbs a chord (523 → 784 Hz) and a turn's call rises a
    fourth (660 → 880 Hz)."""
    sounds = synthesise(LOW_RATE)
    assert _pitch(sounds["move"]) == pytest.approx(520, abs=10)
    assert _pitch(sounds["capture"]) == pytest.approx(180, abs=10)
    assert _pitch(sounds["refuse"]) in range(210, 245)
    end, turn = sounds["end"], sounds["turn"]
    assert _pitch(_span(end, 0, 0.1)) == pytest.approx(523, abs=10)
    assert _pitch(_span(end, 0.26, 0.36)) == pytest.approx(784, abs=10)
    assert _pitch(_span(turn, 0, 0.1)) == pytest.approx(660, abs=10)
    assert _pitch(_span(turn, 0.15, 0.25)) == pytest.approx(880, abs=10)


def test_dice_rattle_and_a_card_rustles():
    """Dice and a card are noise, not tones (their signs change far more often than a
    tone's), the dice six clicks 45 ms apart, the card two 28 ms apart: each click starts
    louder than the last one has faded to."""
    sounds = synthesise(LOW_RATE)
    dice, card = sounds["dice"], sounds["card"]
    assert _crossings_per_second(dice) > 2000
    assert _crossings_per_second(card) > 2000
    for tone in ("move", "end", "refuse", "turn"):
        assert _crossings_per_second(sounds[tone]) < 2000, tone
    for onset in [k * 0.045 for k in range(1, 6)]:
        assert _energy(dice, onset, onset + 0.005) > 4 * _energy(dice, onset - 0.005, onset)
    assert _energy(card, 0.028, 0.033) > 1.5 * _energy(card, 0.023, 0.028)
