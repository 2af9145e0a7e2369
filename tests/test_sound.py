"""The program's sounds are synthesised, not copied: each is real audio in range."""

from __future__ import annotations

from neurodrez_desktop.app.sound import RATE, synthesise, to_pcm


def test_every_sound_is_audible_and_in_range():
    sounds = synthesise()
    assert {"move", "capture", "dice", "end"} <= set(sounds)
    for name, samples in sounds.items():
        assert 0.05 * RATE < len(samples) < 2 * RATE, name
        assert max(abs(v) for v in samples) > 0.05, f"{name} is silent"
        pcm = to_pcm(samples, channels=2)
        assert len(pcm) == len(samples) * 2 * 2  # 16-bit, two channels


def test_synthesis_is_deterministic():
    assert synthesise()["dice"] == synthesise()["dice"]
