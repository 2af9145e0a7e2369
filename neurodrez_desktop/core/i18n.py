"""Every word a player sees, in the player's language (DESIGN.md, "Words").

Words are gettext messages: the program's own in the ``neurodrez_desktop`` catalog
(``neurodrez_desktop/locale``), each game's in its own catalog in its own folder
(``games/<id>/locale``, domain ``<id>``), so a new game brings its words with it. The
catalogs are Babel's ``.po`` files (``build/catalogs.py`` extracts, updates, compiles and
counts them); a ``.mo`` compiled from them is read when present (the packaged build ships
them), else the ``.po`` is compiled in memory once — never an edited ``.mo``.

A message is translated when it is said, not when its module is imported: ``_`` looks up
the current language at each call, so Settings → Language changes every word at once, and
a module-level text marked with ``N_`` is translated where it is shown. The language
``pseudo`` is for tests: every message 40% longer, its letters accented (ÀÉÎÕÜ ñ ç), so a
label that cannot grow, a missing glyph or a word that never went through a catalog shows.

Pure: no pygame.
"""

from __future__ import annotations

import gettext as _gettext
import io
import locale as _locale
import os
import re
import threading
from pathlib import Path

ENGLISH = "en"
PSEUDO = "pseudo"
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "it": "Italiano"}
"""The languages the program ships, each named in itself (as the Settings list shows it)."""
SHIPPED: tuple[str, ...] = tuple(code for code in LANGUAGES if code != ENGLISH)
"""The languages with catalogs (English is the messages themselves)."""

_state = {"language": ENGLISH}
_generation = [0]
_lock = threading.Lock()


def language() -> str:
    """The language every message is said in now."""
    return _state["language"]


def generation() -> int:
    """A number that changes with the language: a cache of drawn words keyed by it is
    made again after a change."""
    return _generation[0]


def set_language(code: str) -> None:
    """Say every message in ``code`` from now on (``LANGUAGES`` or ``PSEUDO``)."""
    if code not in LANGUAGES and code != PSEUDO:
        known = ", ".join(sorted(LANGUAGES))
        raise ValueError(f"no language {code!r}; the languages are: {known}")
    if code != _state["language"]:
        _state["language"] = code
        _generation[0] += 1


def system_language(environ: dict[str, str] | None = None) -> str:
    """The shipped language the system's locale asks for (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, then the locale module's answer); English otherwise."""
    env = os.environ if environ is None else environ
    wanted: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            wanted += value.split(":")
    if environ is None:
        try:
            found = _locale.getlocale()[0]
        except ValueError:
            found = None
        if found:
            wanted.append(found)
    for tag in wanted:
        code = re.split(r"[_.@-]", tag.strip().lower(), maxsplit=1)[0]
        if code in LANGUAGES or code == PSEUDO:  # pseudo: the tests' own, asked by name
            return code
        if code not in ("", "c", "posix"):
            return ENGLISH  # a language the program does not speak: English, not a guess
    return ENGLISH


_ACCENTED = str.maketrans("aeiouAEIOUnc", "àéîõüÀÉÎÕÜñç")
_FIELD = re.compile(r"(\{[^{}]*\}|%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[a-zA-Z]|%[-#0 +]*\d*[a-zA-Z%])")
_FILLER = "ÀÉÎÕÜ ñç "


def pseudo(message: str) -> str:
    """``message`` in the test language: letters accented, 40% longer, its fields
    (``{name}``, ``%(n)d``, ``%s``) and line breaks kept as they are."""
    if not message:
        return message
    parts = _FIELD.split(message)
    out = "".join(part if k % 2 else part.translate(_ACCENTED) for k, part in enumerate(parts))
    extra = -(-len(message) * 2 // 5)  # 40%, rounded up
    lines = out.split("\n")
    tail = (_FILLER * (extra // len(_FILLER) + 1))[:max(1, extra - 1)]
    lines[-1] += " " + (tail[:-1] + "ñ" if tail.endswith(" ") else tail)
    return "\n".join(lines)


class Catalog:
    """One domain's messages in every language: the program's, or one game's.

    ``folder`` holds ``locale/<language>/LC_MESSAGES/<domain>.po`` (and, in a build, the
    ``.mo`` compiled from it)."""

    def __init__(self, domain: str, folder: Path) -> None:
        self.domain = domain
        self.folder = folder
        self._loaded: dict[str, _gettext.NullTranslations] = {}

    def po_path(self, code: str) -> Path:
        return self.folder / "locale" / code / "LC_MESSAGES" / f"{self.domain}.po"

    def translations(self, code: str) -> _gettext.NullTranslations:
        """The translations of ``code`` (English and unknown languages: the messages
        themselves)."""
        found = self._loaded.get(code)
        if found is None:
            with _lock:
                found = self._loaded.get(code)
                if found is None:
                    found = self._loaded[code] = self._load(code)
        return found

    def _load(self, code: str) -> _gettext.NullTranslations:
        po = self.po_path(code)
        mo = po.with_suffix(".mo")
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as handle:
                return _gettext.GNUTranslations(handle)
        if po.is_file():
            from babel.messages.mofile import write_mo  # only where no .mo was built
            from babel.messages.pofile import read_po

            with po.open("rb") as handle:
                catalog = read_po(handle, locale=code, domain=self.domain)
            buffer = io.BytesIO()
            write_mo(buffer, catalog)
            buffer.seek(0)
            return _gettext.GNUTranslations(buffer)
        return _gettext.NullTranslations()

    def gettext(self, message: str) -> str:
        """``message`` in the current language."""
        code = _state["language"]
        if code == ENGLISH:
            return message
        if code == PSEUDO:
            return pseudo(message)
        return self.translations(code).gettext(message)

    def ngettext(self, singular: str, many: str, n: int) -> str:
        """The form of a counted message that goes with ``n``, by the language's own
        plural rule ("1 carta", "2 carte")."""
        code = _state["language"]
        if code == ENGLISH:
            return singular if n == 1 else many
        if code == PSEUDO:
            return pseudo(singular if n == 1 else many)
        return self.translations(code).ngettext(singular, many, n)

    def pgettext(self, context: str, message: str) -> str:
        """``message`` in the current language as said in ``context``: one English word
        that two places say differently ("Back" of a page, "Back" a move in the review)."""
        code = _state["language"]
        if code == ENGLISH:
            return message
        if code == PSEUDO:
            return pseudo(message)
        return self.translations(code).pgettext(context, message)



def N_(message: str) -> str:  # noqa: N802 - gettext's own name for a marked message
    """Marks ``message`` for the catalogs without translating it (a module-level text,
    translated by its catalog where it is shown)."""
    return message


def NC_(context: str, message: str) -> str:  # noqa: N802 - as N_, with a context
    """Marks ``message`` said in ``context`` (``pgettext`` where it is shown)."""
    return message


_catalogs: dict[tuple[str, Path], Catalog] = {}


def catalog(domain: str, folder: Path) -> Catalog:
    """The one catalog of ``domain`` in ``folder`` (made once, so its languages are
    loaded once)."""
    key = (domain, folder)
    found = _catalogs.get(key)
    if found is None:
        found = _catalogs[key] = Catalog(domain, folder)
    return found


PROGRAM = catalog("neurodrez_desktop", Path(__file__).resolve().parents[1])
"""The program's own words (menus, setup, the play screen, results, settings …)."""

_ = PROGRAM.gettext
ngettext = PROGRAM.ngettext
pgettext = PROGRAM.pgettext
"""The program's modules say their words with these (``from …core.i18n import _``); a
game's modules with its own catalog's (``games/<id>/catalog.py``)."""
