"""Every word a player may see has a translation in every shipped language (issue 37):
the messages are extracted from the sources as ``build/catalogs.py update`` extracts them,
and each domain's Spanish and Italian catalogs must translate every one, with the same
``{fields}`` as the English."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))
import catalogs  # noqa: E402 - the build's own tool, the one way messages are extracted

FIELD = re.compile(r"\{[a-z_]*\}")


def _extracted(domain: catalogs.Domain) -> dict[str, str | tuple[str, ...]]:
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    keywords = {**DEFAULT_KEYWORDS, **{k: None for k in catalogs.KEYWORDS}}
    skip = {"games", "locale", "__pycache__"} if domain.name == catalogs.PROGRAM_DOMAIN \
        else {"locale", "__pycache__"}

    def wanted(path: str) -> bool:
        return Path(path).name not in skip

    found: dict[str, str | tuple[str, ...]] = {}
    for _file, _line, message, _comments, _context in extract_from_dir(
            str(domain.sources), method_map=[("**.py", "python")], keywords=keywords,
            directory_filter=wanted):
        key = message[0] if isinstance(message, tuple) else message
        if key:
            found[key] = message
    return found


def missing(domain: catalogs.Domain, code: str) -> list[str]:
    """The messages of ``domain``'s sources that its ``code`` catalog does not translate
    (or translates with other ``{fields}``)."""
    extracted = _extracted(domain)
    if not extracted:
        return []
    path = domain.po(code)
    if not path.is_file():
        return [f"no catalog {path.relative_to(ROOT)} for {len(extracted)} messages"]
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=code)
    problems = []
    for key, message in sorted(extracted.items()):
        entry = catalog.get(message if isinstance(message, str) else message[0])
        strings = () if entry is None else (
            entry.string if isinstance(entry.string, tuple) else (entry.string,))
        if entry is None or not all(strings) or entry.fuzzy:
            problems.append(f"untranslated: {key!r}")
            continue
        english = set(FIELD.findall(key if isinstance(message, str) else "".join(message)))
        for text in strings:
            if not set(FIELD.findall(text)) <= english or (
                    isinstance(message, str) and set(FIELD.findall(text)) != english):
                problems.append(f"fields differ: {key!r} → {text!r}")
                break
    return problems


@pytest.mark.parametrize("code", catalogs.LANGUAGES)
@pytest.mark.parametrize("domain", catalogs.domains(), ids=lambda d: d.name)
def test_every_message_is_translated(domain, code):
    problems = missing(domain, code)
    assert not problems, f"{domain.name} ({code}): {len(problems)} to do:\n" + "\n".join(
        problems[:40])
