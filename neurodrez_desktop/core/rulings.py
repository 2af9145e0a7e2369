"""A game's rulings — the numbered decisions (B7, P4, …) its refusals cite — read from the
``rulings.md`` shipped in its folder, so a message's ruling id can be looked up in words.

A message that cites a ruling reaches the table as a ``Notice`` (``core/notice.py``): its
words, a plain sentence with no code in them, and the ruling id apart, which the message
box shows as the small "Rule B7" link that opens the rules at that ruling. Written out as
text (a log, a test), a notice leads with its id once: ``"B7: words"`` (``tagged``;
``untagged`` splits such a text again).

The file is the project's rulings document for the game, copied unchanged: each ruling is a
list item that opens with its bold id and title (``- **B7 Side moves.** A player may…``),
continued on the indented lines below it.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

RULING_ID = re.compile(r"\b([A-Z])(\d{1,2})([a-z])?\b")
"""A ruling id as messages write it: a letter, a number, maybe a part letter (B11a)."""
_TAG = re.compile(r"([A-Z]\d{1,2}[a-z]?): ")
_ITEM = re.compile(r"^- \*\*([A-Z]\d{1,2}[a-z]?)\b\s*(.*?)\*\*\s*(.*)$")
"""A ruling's first line; a ruling of its own may have a part letter (Q9a, R12a)."""


@dataclass(frozen=True)
class Ruling:
    id: str
    heading: str
    """The bold words after the id as written ("Side moves.", "Rooms", or none)."""
    text: str

    @property
    def title(self) -> str:
        return self.heading.rstrip(".:,")

    @property
    def words(self) -> str:
        """The ruling as one paragraph, its heading first."""
        return " ".join(part for part in (self.id, self.heading, self.text) if part)


@functools.cache
def read_rulings(path: Path) -> dict[str, Ruling]:
    """Every ruling of the file at ``path``, by id, in the file's order."""
    found: dict[str, tuple[str, list[str]]] = {}
    lines: list[str] | None = None  # the ruling being read, while its lines go on
    for raw in path.read_text(encoding="utf-8").splitlines():
        match = _ITEM.match(raw)
        if match:
            lines = [match.group(3)]
            found[match.group(1)] = (match.group(2).strip(), lines)
        elif lines is not None and raw.startswith("  ") and raw.strip():
            lines.append(raw.strip())
        else:
            lines = None
    return {ruling_id: Ruling(ruling_id, heading, _plain(" ".join(body)))
            for ruling_id, (heading, body) in found.items()}


def _plain(text: str) -> str:
    """Markdown emphasis dropped: the words as a panel shows them."""
    return re.sub(r"\*\*?(.+?)\*\*?", r"\1", text).strip()


def find_ruling(rulings: dict[str, Ruling], ruling_id: str) -> Ruling | None:
    """The ruling an id names: a ruling of its own (Q9a), else the part (B11a) is found in
    its whole (B11)."""
    match = RULING_ID.fullmatch(ruling_id.strip())
    if match is None:
        return None
    return rulings.get(match.group(0)) or rulings.get(f"{match.group(1)}{match.group(2)}")


def cited(message: str) -> list[str]:
    """The ruling ids a message cites, in order, each once."""
    seen: dict[str, None] = {}
    for match in RULING_ID.finditer(message):
        seen.setdefault(match.group(0), None)
    return list(seen)


def is_ruling_id(text: str) -> bool:
    """``text`` is written as a ruling id ("B7", "B11a"), whether or not a game ships it."""
    return RULING_ID.fullmatch(text) is not None


def tagged(ruling: str, words: str) -> str:
    """A notice written out as text: ``"B7: words"`` when ``ruling`` is a ruling id, else
    the words alone."""
    return f"{ruling}: {words}" if is_ruling_id(ruling) else words


def untagged(message: str) -> tuple[str | None, str]:
    """The ruling id a message leads with (None if it leads with none) and its words."""
    match = _TAG.match(message)
    if match is None:
        return None, message
    return match.group(1), message[match.end():]
