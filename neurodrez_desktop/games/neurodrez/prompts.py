"""What the NeuroDrez table tells the seat to act: its prompts and the confirmations of a
click, each a ``Notice`` citing the ruling it rests on.

The words live here, apart from the controller, so every sentence the table says is in one
pure module (DESIGN.md, "Words"): the controller only picks which one to say. The rules'
own refusals come from ``refusals.py`` and ``piece_refusals.py``.
"""

from __future__ import annotations

from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.games.neurodrez.catalog import _, ngettext


def conquest(partners: bool) -> Notice:
    """N12 (N7: with four players, partners share a side and its conquests)."""
    if partners:
        return Notice(_("Conquest: click a highlighted tile under a piece of your team (yours "
                        "or your partner's): it takes that piece's colour. Or choose No "
                        "conquest."), "N12")
    return Notice(_("Conquest: click a highlighted tile under your piece to make it your "
                    "colour, or choose No conquest."), "N12")


def sudden_death() -> Notice:
    return Notice(_("Sudden death: click a highlighted tile to remove it — an edge tile with "
                    "no piece whose removal keeps the terrain in one piece."), "N22")


def lay_tile() -> Notice:
    return Notice(_("Lay a tile: click one of the tiles in your hand, then a cell."), "N14")


def lay_chosen_tile() -> Notice:
    return Notice(_("Click a highlighted empty cell next to the terrain to lay the tile."))


def choose_tile_for(cell: str) -> Notice:
    """A cell clicked before a tile: which of the hand's tiles goes there?"""
    return Notice(_("Now choose the tile in your hand to lay on {cell}: click it, then the "
                    "cell.").format(cell=cell))


def stuck() -> Notice:
    return Notice(_("Stuck: no piece can enter or move. Click one of your pieces to take it "
                    "back (your cards are then shown and redrawn)."), "N20")


def move_piece() -> Notice:
    return Notice(_("Enter or move a piece: click one of your pieces, or one in your reserve "
                    "(the outlined ones can go), then a highlighted tile."), "N15")


def move_chosen_piece() -> Notice:
    return Notice(_("Click a highlighted tile (hover a tile to see what the move does, or why "
                    "it cannot go there); click the die or a card first to choose what pays."))


def payment_cleared() -> Notice:
    return Notice(_("Payment cleared: the program picks one for you."))


# -- what the table announces -----------------------------------------------------------------
def sudden_death_news() -> tuple[str, str]:
    """N22, over the board as it begins: the headline and what it changes."""
    return _("Sudden death!"), _("Each turn now removes a tile instead of laying one (N22)")


def progress_line(sudden: bool, called: bool, together: bool, on_terrain: int) -> str:
    """The line under the board while the game goes on: sudden death (N22, N23), the
    shared goal (N24, N25: all game long), or how far the terrain is laid."""
    if sudden and not together:
        return _("Sudden death: each turn a tile is removed (N22)")
    if called:
        return _("Sudden death was called: it begins with the next turn (N23)")
    if together:
        if sudden:
            return _("Together (N24): each side must dominate a surface of its own; a round "
                     "without a removal loses")
        return _("Together (N24): each side must dominate a surface of its own")
    return ngettext("{n} of 36 tiles down; sudden death begins after the 36th",
                    "{n} of 36 tiles down; sudden death begins after the 36th",
                    on_terrain).format(n=on_terrain)
