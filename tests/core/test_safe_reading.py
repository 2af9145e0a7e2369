"""Files read safely and file text made safe to draw (``core.files``, ``core.text``)."""

from __future__ import annotations

import json
import os
import signal
import sys
from pathlib import Path

import pytest

from neurodrez_desktop.core.errors import MalformedRecordError
from neurodrez_desktop.core.files import UnreadableFileError, read_capped
from neurodrez_desktop.core.record import read_json
from neurodrez_desktop.core.text import NAME_LIMIT, safe_name, safe_text

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="special files the POSIX way")


@pytest.fixture
def no_hang():
    """A read that blocks fails the test after 10 s instead of stopping the suite."""
    def alarm(signum, frame):
        raise TimeoutError("the read blocked")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def test_a_regular_file_is_read_whole(tmp_path: Path):
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 1000)
    assert read_capped(path, 1000) == b"x" * 1000


def test_a_file_over_the_cap_is_refused_before_it_is_read(tmp_path: Path):
    path = tmp_path / "big.json"
    with path.open("wb") as fh:
        fh.truncate(10**9)  # sparse: a gigabyte that costs no disk and no reading
    with pytest.raises(UnreadableFileError, match=r"too large \(1,000,000,000 bytes"):
        read_capped(path, 1000)


@POSIX
def test_a_pipe_is_refused_not_waited_on(tmp_path: Path, no_hang):
    """Reading a FIFO the plain way (``Path.read_bytes``) blocks for ever: refused here."""
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    with pytest.raises(UnreadableFileError, match="is a pipe, not a file"):
        read_capped(path, 1000)


@POSIX
def test_a_link_to_a_device_is_refused(tmp_path: Path, no_hang):
    path = tmp_path / "zero.json"
    os.symlink("/dev/zero", path)
    with pytest.raises(UnreadableFileError, match="is a device, not a file"):
        read_capped(path, 1000)


def test_a_folder_and_a_link_to_nothing_are_refused(tmp_path: Path):
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(UnreadableFileError, match="is a folder"):
        read_capped(tmp_path / "folder.json", 1000)
    os.symlink(tmp_path / "nowhere", tmp_path / "dangling.json")
    with pytest.raises(UnreadableFileError, match="missing"):
        read_capped(tmp_path / "dangling.json", 1000)


def test_a_byte_order_mark_is_accepted_and_utf16_refused(tmp_path: Path):
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"a": 1}).encode())
    assert read_json(path) == {"a": 1}
    path.write_bytes(json.dumps({"a": 1}).encode("utf-16"))
    with pytest.raises(MalformedRecordError, match="not a text save file"):
        read_json(path)


@pytest.mark.parametrize(("raw", "shown"), [
    ("Ada", "Ada"),
    ("A\x00B", "A\\x00B"),
    ("two\nlines", "two\\nlines"),
    ("tab\there", "tab\\there"),
    ("\u202eevil", "\\u202eevil"),
    ("\x1b[31mred", "\\x1b[31mred"),
    ("half \ud800", "half ?"),
    ("é ß 東京", "é ß 東京"),
])
def test_file_text_is_shown_escaped(raw: str, shown: str):
    assert safe_text(raw) == shown
    assert safe_text(raw).isprintable()


def test_file_text_is_capped():
    assert safe_text("x" * 100_000, 50) == "x" * 49 + "…"
    assert len(safe_name("N" * 100_000)) == NAME_LIMIT
    assert safe_name("   ") == "?"
    assert safe_text(12345) == "12345"
