"""Words a state keeps, read back so they can be said again in the reader's language.

A game that keeps a sentence in its state (why it ended) keeps it in English, as the
rules made it from a template, so a save reads the same in every language. To show it,
the game reads the sentence back against its templates (``read_back``: which one, and
the values of its ``{fields}``) and says that template in the player's language with the
values said too. The patterns are made from the templates themselves, so the two cannot
drift apart. Pure: no pygame.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence

_FIELD = re.compile(r"\\\{([a-z_]+)\\\}")


@functools.cache
def _pattern(template: str) -> re.Pattern[str]:
    """``template`` as a pattern: each ``{field}`` a group (the same group again where the
    field comes back), the rest literally."""
    seen: set[str] = set()

    def group(found: re.Match[str]) -> str:
        name = found[1]
        if name in seen:
            return f"(?P={name})"
        seen.add(name)
        return f"(?P<{name}>.+?)"

    return re.compile(_FIELD.sub(group, re.escape(template)) + r"\Z")


def read_back(kept: str, templates: Sequence[str]) -> tuple[str, dict[str, str]] | None:
    """The template ``kept`` was made from and its fields' values; None when it was made
    from none of them (an older save's words: shown as kept)."""
    for template in templates:
        found = _pattern(template).match(kept)
        if found:
            return template, found.groupdict()
    return None


Names = Mapping[str, tuple[Sequence[str], Callable[[int], str]]]
"""For a field that names a thing of the game ("{side}"): the English names it may keep,
and what says the one at an index in the reader's language."""


def said_again(kept: str, templates: Sequence[str], say: Callable[[str], str],
               names: Names | None = None) -> str:
    """``kept`` said again in the reader's language: read back against ``templates``, the
    template said by ``say`` (the game's ``_``), each field of ``names`` said by its own
    sayer. Words made from no template, or naming nothing the game names, are shown as
    kept (an older save's words)."""
    found = read_back(kept, templates)
    if found is None:
        return kept
    template, values = found
    for field, (english, say_name) in (names or {}).items():
        if field in values:
            if values[field] not in english:
                return kept
            values[field] = say_name(list(english).index(values[field]))
    return say(template).format(**values)
