"""What the Berd table tells the seat to act: its prompts and the confirmations of a click,
each a ``Notice`` citing the ruling it rests on.

The words live here, apart from the controller, so every sentence the table says is in one
pure module (DESIGN.md, "Words"): the controller only picks which one to say. The rules'
own refusals come from ``refusals.py``.
"""

from __future__ import annotations

from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.games.berd.catalog import _


def place_token(left: int, has_points: bool) -> Notice:
    """B4: the setup, one token at a time (or all of them by the program)."""
    if has_points:
        return Notice(_("Place a token ({left} left): pick one in your panel, then a square "
                        "of your baseline (or: Place the rest for me).").format(left=left))
    return Notice(_("Place a token ({left} left): click a square of your baseline "
                    "(or: Place the rest for me).").format(left=left))


def token_picked() -> Notice:
    return Notice(_("Now click a square of your baseline to place it."))


def must_pass() -> Notice:
    return Notice(_("You have no legal move: click the board to pass."), "B10")


def pick_stack() -> Notice:
    return Notice(_("Click one of your stacks (its top token is yours) to move it."))


def move_from(square: str) -> Notice:
    return Notice(_("Move from {square}: one square forward, left or right, or off the far "
                    "side from the opponent's baseline.").format(square=square))


def selection_cleared() -> Notice:
    return Notice(_("Selection cleared."))
