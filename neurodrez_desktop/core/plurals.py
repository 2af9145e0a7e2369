"""Counts and plurals in words: "1 card", "2 cards", "Green & Yellow dominate".

Every count glued to a noun, and every verb whose subject may name one or several, goes
through here rather than through ``'s' * (n != 1)``, which knows only English (and
gets "1 cards", "0 step" or "1 room flip" wrong at the edges). The shape is gettext's:
``plural(n, singular, many)`` is ``ngettext(singular, many, n)`` with the number first, so
the translated catalogs can take its place in this one module. No pygame here.
"""

from __future__ import annotations


def plural(n: int, singular: str, many: str) -> str:
    """The form that goes with ``n``: ``singular`` for exactly one, else ``many`` (the
    English rule; a catalog's own rule replaces it with ngettext)."""
    return singular if n == 1 else many


def count(n: int, singular: str, many: str) -> str:
    """``n`` with its noun in the form it needs: "0 cards", "1 card", "2 cards"."""
    return f"{n} {plural(n, singular, many)}"
