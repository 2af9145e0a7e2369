"""The C heap shared by the program's threads, so memory freed by one serves the others.

GNU libc gives each new thread that allocates its own heap ("arena", up to eight per
core); the computer's search thread and SDL's sound thread each got one, and the pixels
and trees freed in one were never reused by another: the window's process held some
70 MB more than it used (``neurodrez bench ui``: PokerDrez 254 MB, 170 MB with two
arenas, frames no slower). Elsewhere (another libc, Windows, macOS) nothing is done.

Nothing else is set, for nothing else lowered the peak, the figure that counts (``bench
ui``, same machine, back to back): a fixed ``M_MMAP_THRESHOLD`` of 128 KB (big pixel
buffers given back to the system when freed, not kept in the heap) gave Quattro Colonne
137.2 MB against 137.3 and PokerDrez 147.7 against 142.1; ``malloc_trim(0)`` after every
change of screen, or every 120 frames, brought the RSS at the end down by 20-30 MB but
the peak not at all (136.8 against 136.1, 147.1 against 141.5): the peak is memory in
use when a game's results come over its table, not memory freed and kept.
"""

from __future__ import annotations

import sys

M_ARENA_MAX = -8
"""glibc's ``mallopt`` parameter for the most arenas (malloc.h)."""
ARENAS = 2
"""The window's thread and one for the rest: one alone made every allocation of the
search wait on the window's (no less memory than two)."""


def share_arenas() -> bool:
    """Cap the heap's arenas at ``ARENAS`` (glibc only); whether it was done. Call it
    before any thread but the main one allocates: an arena once made stays."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(M_ARENA_MAX, ARENAS))
    except (OSError, AttributeError):  # another libc (musl): its own heap, left as it is
        return False
