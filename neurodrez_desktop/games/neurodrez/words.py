"""How NeuroDrez reads in the move log: who acts (a slot's colours, a side's colours) and
what each action did, as a seat may see it.

Labels are worked out from the state *before* the action, so they can name the piece
moved, the one captured and the tile removed; a card drawn is named only to its owner.
"""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.core.plurals import count, plural
from neurodrez_desktop.games.neurodrez.components import (
    COLOUR_NAMES,
    NUMBER_KIND,
    SURFACE_NAMES,
    Kind,
    cell_name,
    tile_name,
)
from neurodrez_desktop.games.neurodrez.state import (
    EMPTY,
    CallSuddenDeath,
    CentreTile,
    Claim,
    DealTile,
    Dice,
    Draw,
    Enter,
    Leftover,
    Move,
    NeuroDrezState,
    OrderRoll,
    Remove,
    Withdraw,
    pay_words,
)


def side_name(state: NeuroDrezState, side: int) -> str:
    return " & ".join(COLOUR_NAMES[c].title() for c in state.config.sides[side])


def slot_name(state: NeuroDrezState, slot: int) -> str:
    return " & ".join(COLOUR_NAMES[c].title() for c in state.config.slots[slot].colours)


def hand_heading(colours: str, tiles: int, waiting: bool, owner: str) -> str:
    """The hand panel's heading. The mover's own hand: "Green: 5 tiles in hand". A hand
    shown while another colour moves (a computer thinks; the person who last had the
    screen still sees their own) names its owner, so it never reads as the mover's:
    "Ann's hand · Green: 5 tiles"."""
    held = count(tiles, "tile", "tiles")
    return f"{owner}'s hand · {colours}: {held}" if waiting else f"{colours}: {held} in hand"


def domination_words(state: NeuroDrezState, side: int, surfaces: list[int]) -> str:
    """N21/N22's end: "Red dominates fauna", "Green & Yellow dominate air, fire in
    sudden death" — a side of two colours is a plural subject."""
    colours = len(state.config.sides[side])
    names = ", ".join(SURFACE_NAMES[s] for s in surfaces)
    when = " in sudden death" if state.sudden else ""  # N22, else N21
    return f"{side_name(state, side)} {plural(colours, 'dominates', 'dominate')} {names}{when}"


def piece_words(piece: int) -> str:
    """A piece (``colour * 6 + kind``) as the log names it: "red rook"."""
    return f"{COLOUR_NAMES[piece // 6]} {Kind(piece % 6).noun}"


def number_words(number: int) -> str:
    """What a face of the number die lets move (N5)."""
    kind = NUMBER_KIND[number]
    return "any piece" if kind is None else kind.noun.title()


def action_label(state: NeuroDrezState, action: Any, seat: int | None = None) -> str:
    config = state.config
    who = slot_name(state, state.slot)
    if isinstance(action, Draw):
        owner = state.draw_to[0] if state.draw_to else state.slot
        name = slot_name(state, owner)
        if seat is not None and config.slots[owner].seat == seat:
            return f"{name} draws {action.card}"
        return f"{name} draws a card"
    if isinstance(action, DealTile):
        return f"a tile is dealt to {who}"
    if isinstance(action, CentreTile | Leftover | OrderRoll):
        if isinstance(action, Leftover):
            return f"{tile_name(state.undealt()[0]).capitalize()} is laid on " \
                   f"{cell_name(action.cell)} (left over)"
        if isinstance(action, OrderRoll):
            return f"{slot_name(state, state.contenders[len(state.order_rolls)])} " \
                   f"rolls {action.value} for the start"
        return str(action).capitalize()
    if isinstance(action, Dice):
        return (f"{who} rolls {action.number} ({number_words(action.number)}), "
                f"{COLOUR_NAMES[action.colour]}, {SURFACE_NAMES[action.surface]}")
    if isinstance(action, Move | Enter):
        if isinstance(action, Move):
            target = action.target
            words = f"{who}: {piece_words(state.pieces[action.origin])} " \
                    f"{cell_name(action.origin)}–{cell_name(target)}"
        else:
            target = action.cell
            words = f"{who}: enters the {piece_words(action.colour * 6 + action.kind)}" \
                    f" on {cell_name(target)}"
        if state.pieces[target] != EMPTY:
            words += f", captures the {piece_words(state.pieces[target])}"
        return f"{words} ({pay_words(action.pay)})"
    if isinstance(action, Withdraw):
        shown = " and ".join(str(c) for c in state.cards[state.slot]) or "no card"
        taken = "" if action.cell == EMPTY else \
            f"takes back the {piece_words(state.pieces[action.cell])}, "
        return f"{who} is stuck: {taken}shows {shown} and draws two"
    if isinstance(action, Claim):
        return f"{who} conquers {tile_name(state.tiles[action.cell])} on " \
               f"{cell_name(action.cell)}"
    if isinstance(action, Remove):
        return f"{who} removes {tile_name(state.tiles[action.cell])} from " \
               f"{cell_name(action.cell)}"
    if isinstance(action, CallSuddenDeath):
        return (f"{who} calls sudden death: it begins with the next turn, and the "
                "tiles still in hand are set aside")
    return f"{who} {action}"
