"""English counts and plurals for words a state keeps: "1 round was played", "Green &
Yellow dominate".

Words shown to a player go through the catalogs' ``ngettext``, whose plural rules are each
language's own. A sentence a game keeps in its state and its save (why it ended) is kept in
English so a save reads the same in every language (``core/kept_words``) and is said again
in the reader's language when shown; that English is made here, with English's rule, not
with ``'s' * (n != 1)`` (which gets "1 cards" or "0 step" wrong at the edges). No pygame.
"""

from __future__ import annotations


def plural(n: int, singular: str, many: str) -> str:
    """The form that goes with ``n``: ``singular`` for exactly one, else ``many`` (the
    English rule, for kept English words only)."""
    return singular if n == 1 else many


def count(n: int, singular: str, many: str) -> str:
    """``n`` with its noun in the form it needs: "0 cards", "1 card", "2 cards"."""
    return f"{n} {plural(n, singular, many)}"
