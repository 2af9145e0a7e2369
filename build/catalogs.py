"""The message catalogs, the ecosystem's way: ``python build/catalogs.py COMMAND``.

``update``  extract every domain's messages (``pybabel extract`` with ``babel.cfg``) into
            its ``.pot`` and merge them into each shipped language's ``.po``
            (``pybabel update``, or ``init`` for a new one);
``compile`` compile every ``.po`` into the ``.mo`` beside it (the packaged build runs it;
            the ``.mo`` files are never committed nor edited);
``stats``   how much of each catalog is translated, per language;
``fill``    write translations from a JSON file into a domain's catalogs
            (``{"message": {"es": "…", "it": "…"}}``; a counted message is keyed by its
            singular and takes a list of forms, as the language's plural rule counts
            them; a message said in a context is keyed ``"context|message"``), for
            translators working apart on one catalog.

The domains: the program's own words (``neurodrez_desktop``: every module outside
``games/``, in ``neurodrez_desktop/locale``) and each game's (domain ``<id>``: its folder,
in ``games/<id>/locale``), so a game carries its words in its folder.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from neurodrez_desktop.core.i18n import SHIPPED as LANGUAGES  # the one list of languages

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "neurodrez_desktop"
CONFIG = ROOT / "babel.cfg"
KEYWORDS = ("N_", "NC_:1c,2")  # beside Babel's own: _, gettext, ngettext:1,2, pgettext …
PROGRAM_DOMAIN = "neurodrez_desktop"
WIDTH = 100
"""The catalogs' line width, the same for every tool that writes them (no churn)."""


@dataclass(frozen=True)
class Domain:
    name: str
    sources: Path
    folder: Path
    """Holds ``locale/``."""

    @property
    def locale(self) -> Path:
        return self.folder / "locale"

    @property
    def template(self) -> Path:
        return self.locale / f"{self.name}.pot"

    def po(self, code: str) -> Path:
        return self.locale / code / "LC_MESSAGES" / f"{self.name}.po"


def domains() -> list[Domain]:
    games = sorted(p for p in (PACKAGE / "games").iterdir()
                   if p.is_dir() and (p / "__init__.py").is_file())
    return [Domain(PROGRAM_DOMAIN, PACKAGE, PACKAGE),
            *(Domain(game.name, game, game) for game in games)]


def _babel(*args: str) -> None:
    from babel.messages.frontend import CommandLineInterface

    CommandLineInterface().run(["pybabel", "-q", *args])


def update(selected: list[Domain]) -> None:
    for domain in selected:
        domain.locale.mkdir(parents=True, exist_ok=True)
        ignore = ["--ignore-dirs", "games locale __pycache__"] if domain.name == PROGRAM_DOMAIN \
            else ["--ignore-dirs", "locale __pycache__"]
        _babel("extract", "-F", str(CONFIG), *(f"-k{k}" for k in KEYWORDS), "--no-location",
               "--sort-output", "--project", "NeuroDrez Desktop", *ignore,
               "-o", str(domain.template), str(domain.sources))
        for code in LANGUAGES:
            action = "update" if domain.po(code).is_file() else "init"
            extra = ["--no-fuzzy-matching", "--ignore-obsolete"] if action == "update" else []
            _babel(action, "-D", domain.name, "-i", str(domain.template),
                   "-d", str(domain.locale), "-l", code, "-w", str(WIDTH), *extra)


def compile_all(selected: list[Domain]) -> None:
    for domain in selected:
        for code in LANGUAGES:
            if domain.po(code).is_file():
                _babel("compile", "-D", domain.name, "-d", str(domain.locale), "-l", code)


def stats(selected: list[Domain]) -> list[tuple[str, str, int, int]]:
    """(domain, language, translated, messages) for every catalog."""
    from babel.messages.pofile import read_po

    rows = []
    for domain in selected:
        for code in LANGUAGES:
            path = domain.po(code)
            if not path.is_file():
                continue
            with path.open("rb") as handle:
                catalog = read_po(handle)
            messages = [m for m in catalog if m.id]
            done = [m for m in messages
                    if (all(m.string) if isinstance(m.string, tuple) else m.string)
                    and not m.fuzzy]
            rows.append((domain.name, code, len(done), len(messages)))
    return rows


def fill(domain: Domain, source: Path) -> int:
    """Write the translations in ``source`` into ``domain``'s catalogs; how many were
    written. Messages the catalog does not hold (not extracted yet) are left out."""
    import json

    from babel.messages.pofile import read_po, write_po

    wanted = json.loads(source.read_text(encoding="utf-8"))
    written = 0
    for code in LANGUAGES:
        path = domain.po(code)
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=code)
        for message in catalog:
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            if key and message.context:  # a message said in a context: "context|message"
                key = f"{message.context}|{key}"
            text = wanted.get(key, {}).get(code) if key else None
            if not text:
                continue
            message.string = tuple(text) if isinstance(message.id, tuple) else text
            message.flags.discard("fuzzy")
            written += 1
        with path.open("wb") as handle:
            write_po(handle, catalog, width=WIDTH, omit_header=False)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("update", "compile", "stats", "fill"))
    parser.add_argument("--domain", action="append", help="only these domains")
    parser.add_argument("--source", type=Path, help="fill: the JSON file of translations")
    args = parser.parse_args(argv)
    selected = [d for d in domains() if not args.domain or d.name in args.domain]
    if args.command == "update":
        update(selected)
    elif args.command == "compile":
        compile_all(selected)
    elif args.command == "fill":
        if args.source is None or len(selected) != 1:
            parser.error("fill takes one --domain and a --source")
        print(f"{fill(selected[0], args.source)} translations written")
    else:
        for name, code, done, total in stats(selected):
            share = 100.0 if total == 0 else 100.0 * done / total
            print(f"{name:16} {code}: {done}/{total} translated ({share:.0f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
