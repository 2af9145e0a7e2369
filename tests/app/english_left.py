"""The English left on a screen said in another language (issue 37, "Done when": no English
word on screen in Spanish or Italian).

A word is English left over when it is one of the program's English words — a word of
four or more letters in a message id of any catalog (the program's and every game's) —
yet no translation of the language shown uses it (the message strings of every domain in
that language), and it is neither a player's name, a game's title, nor on the short
``ALLOWED`` list of the language. Words the translations share with English ("Menu",
"Neutral") are thereby never counted: only what a translator would have changed.

What a screen says is gathered from every path words reach it by:

- the text widgets the frame drew (``draw.recorded`` around the app's own ``draw``, and
  each table's ``view.drawn``), as the layout checks read them;
- the texts of the pygame_gui elements shown (buttons, drop-downs, text boxes);
- every line rendered through ``theme.text`` while ``watching`` (panels painted once and
  blitted afterwards — the status bar, the review's list — are caught when painted);
- the play scene's Moves panel (its entries are painted onto a cached surface).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

import pygame
from babel.messages.pofile import read_po

from neurodrez_desktop.games import entries
from neurodrez_desktop.ui import draw, theme

PACKAGE = Path(__file__).resolve().parents[2] / "neurodrez_desktop"
WORD = re.compile(r"[^\W\d_]{4,}")
"""A word of four or more letters (accented ones too; digits and ``_`` split words)."""
FIELD = re.compile(r"\{[^{}]*\}|<[^<>]*>|%\([a-z_]+\)[sd]")
"""A message's fields (``{name}``) and markup (``<b>``): not words a player reads."""
CODE = re.compile(r"'[a-z_]+'|--[a-z-]+|\b[A-Z]{3,}\b")
"""What a translation keeps of the code it speaks of (``'players' debe ser…``, ``--games
N``, ``--out FILE``): English, but no translator's word, so it spares nothing."""

ALLOWED: dict[str, dict[str, str]] = {
    "es": {"active": "Spanish too: 'cuando esa columna se active' (activar), Quattro "
                     "Colonne's rules"},
    "it": {"competitive": "Italian too: 'nelle partite competitive', NeuroDrez's rulings"},
}
"""Words of a language's own that are English words too, allowed on its screens with the
reason. Kept short: a word a translation uses is found in the catalogs by itself; these
are words only the rules pages (not the catalogs) use."""


QUOTED_DATA = re.compile(r'"[a-z_]+": ?(?:true|false|\d+)|[\w.-]+\.(?:json|pgn|png)\b')
"""A game's data file quoted by its rules (Neuroriders' ``"black": true``), and a file's
name (``…-berd.json``): the same in every language."""


def _catalogs() -> list[Path]:
    return sorted(PACKAGE.glob("**/locale/*/LC_MESSAGES/*.po"))


def _words(text: str) -> set[str]:
    return {word.casefold() for word in WORD.findall(FIELD.sub(" ", text))}


def _strings(value: Any) -> tuple[str, ...]:
    if isinstance(value, (tuple, list)):
        return tuple(v for v in value if v)
    return (value,) if value else ()


@cache
def english_vocabulary() -> frozenset[str]:
    """The words of every message id (singular and plural) of every catalog: the
    program's English. Read from the ``.po`` files (and the ``.pot`` templates when the
    build made them), so a fresh checkout has them too."""
    found: set[str] = set()
    for path in [*_catalogs(), *sorted(PACKAGE.glob("**/locale/*.pot"))]:
        with path.open("rb") as handle:
            for message in read_po(handle):
                for text in _strings(message.id) if message.id else ():  # not the header
                    found |= _words(text)
    return frozenset(found)


@cache
def translated_vocabulary(code: str) -> frozenset[str]:
    """The words of every translation into ``code``, of every domain."""
    found: set[str] = set()
    for path in _catalogs():
        if path.parent.parent.name != code:
            continue
        with path.open("rb") as handle:
            for message in read_po(handle, locale=code):
                for text in _strings(message.string) if message.id else ():
                    found |= _words(CODE.sub(" ", text))
    return frozenset(found)


def titles() -> set[str]:
    """The words of the games' titles (the same in every language)."""
    return {word for entry in entries() for word in _words(entry.rules.spec.title)}


def english_words(texts: Iterable[str], code: str, names: Iterable[str] = ()) -> list[str]:
    """The English words left in ``texts`` shown in language ``code`` (sorted, each once),
    ``names`` (the players') aside."""
    spared = translated_vocabulary(code) | titles() | set(ALLOWED.get(code, {}))
    for name in names:
        spared |= _words(name)
    english = english_vocabulary()
    shown: set[str] = set()
    for text in texts:
        shown |= _words(QUOTED_DATA.sub(" ", text))
    return sorted(word for word in shown if word in english and word not in spared)


def english_lines(texts: Iterable[str], code: str, names: Iterable[str] = ()) -> list[str]:
    """Each text holding English left (``english_words``), with its words: what a failing
    test shows, so the message to translate is found at once."""
    out = []
    for text in dict.fromkeys(texts):
        left = english_words([text], code, names)
        if left:
            out.append(f"{', '.join(left)} in {text[:120]!r}")
    return out


# -- what a screen shows --------------------------------------------------------------------
def gui_texts(app: Any) -> list[str]:
    """The words of every pygame_gui element shown: button and label texts, a text entry's
    contents, a text box's words (a tooltip's too), a drop-down's choices (each one it
    offers, not only the one chosen)."""
    out = []
    for element in app.ui.get_sprite_group().sprites():
        if not getattr(element, "visible", True):
            continue
        for attribute in ("text", "html_text", "selected_option"):
            value = getattr(element, attribute, None)
            if isinstance(value, tuple):  # a drop-down's choice: (words, id)
                value = value[0]
            if isinstance(value, str) and value:
                out.append(value)
        if hasattr(element, "get_text") and not hasattr(element, "text"):
            out.append(element.get_text())
        for option in getattr(element, "options_list", ()):  # a drop-down's every choice
            out.append(option[0] if isinstance(option, tuple) else option)
    return out


def log_texts(app: Any) -> list[str]:
    """The Moves panels' entries of every play scene (the log and the move list)."""
    out = []
    for scene in app.scenes.scenes:
        panel = getattr(scene, "log_panel", None)
        if panel is None:
            continue
        out += [entry.text for entry in panel.entries()]
        if scene.session.keeps_moves:
            out += [entry.text for entry in panel.moves()]
    return out


class Watch:
    """Every line rendered through ``theme.text`` since the last ``take``."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def take(self) -> list[str]:
        seen, self.seen = self.seen, []
        return seen


@contextmanager
def watching() -> Iterator[Watch]:
    """Note each line ``theme.text`` renders (cached or not) until the block ends."""
    watch = Watch()
    original = theme.text

    def noted(message: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        watch.seen.append(message)
        return original(message, *args, **kwargs)

    theme.text = noted  # type: ignore[assignment]
    try:
        yield watch
    finally:
        theme.text = original


def screen_texts(app: Any, watch: Watch | None = None) -> list[str]:
    """Everything the screen says now: one frame drawn and recorded, the widgets' words,
    the Moves panels, and what ``watch`` saw rendered since it was last taken."""
    canvas = app.display.canvas
    with draw.recorded(canvas) as drawn:
        app.draw()
    tables = [w for scene in app.scenes.visible()
              for w in getattr(getattr(getattr(scene, "controller", None), "view", None),
                               "drawn", [])]
    texts = [name for kind, name, *_ in [*drawn, *tables] if kind == "text"]
    texts += gui_texts(app) + log_texts(app)
    if watch is not None:
        texts += watch.take()
    return texts
