"""The program's sounds are synthesised, not copied: each is real audio in range, at any
rate the mixer opens at, written in any sample format it asks for."""

from __future__ import annotations

import re
import struct
import sys
from pathlib import Path

import pytest

from neurodrez_desktop.app.sound import PEAK, RATE, SAMPLE_FORMATS, synthesise, to_pcm

GAMES = Path(__file__).resolve().parents[1] / "neurodrez_desktop" / "games"


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
