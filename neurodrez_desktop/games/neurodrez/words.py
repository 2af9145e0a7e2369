"""How NeuroDrez reads in the move log: who acts (a slot's colours, a side's colours) and
what each action did, as a seat may see it.

Labels are worked out from the state *before* the action, so they can name the piece
moved, the one captured and the tile removed; a card drawn is named only to its owner.
"""

from __future__ import annotations

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
    Decline,
    Dice,
    Draw,
    Enter,
    Leftover,
    Move,
    NeuroDrezAction,
    NeuroDrezState,
    OrderRoll,
    Place,
    Remove,
    TradeNeutral,
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


def acts(state: NeuroDrezState, slot: int, singular: str, many: str) -> str:
    """A slot's name and its verb, agreeing: "Red rolls", "Red & Green roll" (a slot of
    two colours is a plural subject)."""
    colours = len(state.config.slots[slot].colours)
    return f"{slot_name(state, slot)} {plural(colours, singular, many)}"


def action_label(state: NeuroDrezState, action: NeuroDrezAction, seat: int | None = None
                 ) -> str:
    config = state.config
    slot = state.slot
    who = slot_name(state, slot)
    if isinstance(action, Draw):
        owner = state.draw_to[0] if state.draw_to else slot
        draws = acts(state, owner, "draws", "draw")
        if seat is not None and config.slots[owner].seat == seat:
            return f"{draws} {action.card}"
        return f"{draws} a card"
    if isinstance(action, DealTile):
        return f"a tile is dealt to {who}"
    if isinstance(action, CentreTile | Leftover | OrderRoll):
        if isinstance(action, Leftover):
            return f"{tile_name(state.undealt()[0]).capitalize()} is laid on " \
                   f"{cell_name(action.cell)} (left over)"
        if isinstance(action, OrderRoll):
            roller = state.contenders[len(state.order_rolls)]
            return f"{acts(state, roller, 'rolls', 'roll')} {action.value} for the start"
        return str(action).capitalize()
    if isinstance(action, Dice):
        return (f"{acts(state, slot, 'rolls', 'roll')} {action.number} "
                f"({number_words(action.number)}), {COLOUR_NAMES[action.colour]}, "
                f"{SURFACE_NAMES[action.surface]}")
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
    many = len(config.slots[slot].colours)
    if isinstance(action, Withdraw):
        shown = " and ".join(str(c) for c in state.cards[slot]) or "no card"
        taken = "" if action.cell == EMPTY else \
            f"{plural(many, 'takes', 'take')} back the " \
            f"{piece_words(state.pieces[action.cell])}, "
        return f"{acts(state, slot, 'is', 'are')} stuck: {taken}" \
               f"{plural(many, 'shows', 'show')} {shown} and {plural(many, 'draws', 'draw')} two"
    if isinstance(action, Claim):
        return f"{acts(state, slot, 'conquers', 'conquer')} " \
               f"{tile_name(state.tiles[action.cell])} on {cell_name(action.cell)}"
    if isinstance(action, Remove):
        return f"{acts(state, slot, 'removes', 'remove')} " \
               f"{tile_name(state.tiles[action.cell])} from {cell_name(action.cell)}"
    if isinstance(action, CallSuddenDeath):
        return (f"{acts(state, slot, 'calls', 'call')} sudden death: it begins with the next "
                "turn, and the tiles still in hand are set aside")
    if isinstance(action, Place):
        return f"{acts(state, slot, 'lays', 'lay')} {tile_name(action.tile)} on " \
               f"{cell_name(action.cell)}"
    if isinstance(action, Decline):
        return f"{acts(state, slot, 'claims', 'claim')} no conquest"
    if isinstance(action, TradeNeutral):
        return f"{acts(state, slot, 'trades', 'trade')} a Neutral card for a new one"
    return f"{who} {action}"
