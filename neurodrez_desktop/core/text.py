"""Text that came from a file, made safe to draw.

A save is written by this program, but a file on disk can hold anything: a NUL that makes
font rendering raise, a newline that breaks a one-line row, a right-to-left override that
reverses what follows, a name 100,000 characters long, or half of a surrogate pair. Every
string read from a file passes through ``safe_text`` before it can reach the screen: control
and format characters are shown escaped (``\\n``, ``\\x00``, ``\\u202e``) so nothing is hidden,
undecodable characters become replacement marks, and the length is capped with "…".
"""

from __future__ import annotations

import unicodedata

NAME_LIMIT = 20
"""At most this many characters in a player's name (the setup screen allows no more)."""
LINE_LIMIT = 200
"""At most this many characters of one line of file text (a row of the Load screen)."""

_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _shown(ch: str) -> str:
    if ch in _ESCAPES:
        return _ESCAPES[ch]
    if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp"):
        code = ord(ch)
        return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
    return ch


def safe_text(text: object, limit: int = LINE_LIMIT) -> str:
    """``text`` as one drawable line of at most ``limit`` characters."""
    if not isinstance(text, str):
        text = str(text)
    text = text[: limit * 8]  # no need to look at more than can be shown
    text = text.encode("utf-8", "replace").decode("utf-8")  # lone surrogates
    # the common case, printable text, has nothing to escape
    shown = text if text.isprintable() else "".join(_shown(ch) for ch in text)
    if len(shown) > limit:
        shown = shown[: limit - 1].rstrip() + "…"
    return shown


def safe_name(name: object) -> str:
    """A player's name as it may be drawn: one line, at most ``NAME_LIMIT`` characters,
    never empty."""
    shown = safe_text(name, NAME_LIMIT).strip()
    return shown or "?"
