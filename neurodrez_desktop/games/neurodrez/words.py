"""How NeuroDrez reads in the move log: who acts (a slot's colours, a side's colours) and
what each action did, as a seat may see it, in the player's language.

Labels are worked out from the state *before* the action, so they can name the piece
moved, the one captured and the tile removed; a card drawn is named only to its owner.
A slot of two colours is a plural subject ("Red & Green roll"), so each line is one counted
message (``ngettext``) over the slot's colours, whole, for the catalogs to translate.
"""

from __future__ import annotations

from neurodrez_desktop.core.plurals import plural
from neurodrez_desktop.games.neurodrez.catalog import _, ngettext
from neurodrez_desktop.games.neurodrez.components import COLOUR_NAMES, SURFACE_NAMES, cell_name
from neurodrez_desktop.games.neurodrez.names import (
    card_name,
    cards_named,
    colour_name,
    colour_title,
    number_words,
    piece_name,
    surface_name,
    the_piece,
    tile_words,
    upper_first,
)
from neurodrez_desktop.games.neurodrez.state import (
    DIE,
    EMPTY,
    FREE,
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
    Pay,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
)


def side_name(state: NeuroDrezState, side: int) -> str:
    """A side in English ("Red & Green"): the end's reason, kept in the state and its
    save, says it so (a save stays language-free); the screen says ``side_words``."""
    return " & ".join(COLOUR_NAMES[c].title() for c in state.config.sides[side])


def colours_words(colours: tuple[int, ...]) -> str:
    """Colours naming a player or a side: "Red & Green"."""
    return _(" & ").join(colour_title(c) for c in colours)


def side_words(state: NeuroDrezState, side: int) -> str:
    return colours_words(state.config.sides[side])


def slot_name(state: NeuroDrezState, slot: int) -> str:
    return colours_words(state.config.slots[slot].colours)


def hand_heading(colours: str, tiles: int, waiting: bool, owner: str) -> str:
    """The hand panel's heading. The mover's own hand: "Green: 5 tiles in hand". A hand
    shown while another colour moves (a computer thinks; the person who last had the
    screen still sees their own) names its owner, so it never reads as the mover's:
    "Ann's hand · Green: 5 tiles"."""
    if waiting:
        return ngettext("{owner}'s hand · {colours}: {n} tile",
                        "{owner}'s hand · {colours}: {n} tiles", tiles).format(
            owner=owner, colours=colours, n=tiles)
    return ngettext("{colours}: {n} tile in hand", "{colours}: {n} tiles in hand",
                    tiles).format(colours=colours, n=tiles)


def domination_words(state: NeuroDrezState, side: int, surfaces: list[int]) -> str:
    """N21/N22's end: "Red dominates fauna", "Green & Yellow dominate air, fire in
    sudden death" — a side of two colours is a plural subject. In English: the end's
    reason is kept in the state and its save (``side_name``)."""
    colours = len(state.config.sides[side])
    names = ", ".join(SURFACE_NAMES[s] for s in surfaces)
    when = " in sudden death" if state.sudden else ""  # N22, else N21
    return f"{side_name(state, side)} {plural(colours, 'dominates', 'dominate')} {names}{when}"


def pay_words(pay: Pay) -> str:
    """What paid for a piece's entry or move, in the log's words."""
    if pay == FREE:
        return _("a King needs no die or card")
    if pay == DIE:
        return _("by the number die")
    return _("card {card}").format(card=card_name(pay))


def _colours(state: NeuroDrezState, slot: int) -> int:
    """How many colours a slot moves: its name is a plural subject with two."""
    return len(state.config.slots[slot].colours)


def action_label(state: NeuroDrezState, action: NeuroDrezAction, seat: int | None = None
                 ) -> str:
    config = state.config
    slot = state.slot
    who = slot_name(state, slot)
    n = _colours(state, slot)
    if isinstance(action, Draw):
        owner = state.draw_to[0] if state.draw_to else slot
        drawer, many = slot_name(state, owner), _colours(state, owner)
        if seat is not None and config.slots[owner].seat == seat:
            return ngettext("{who} draws {card}", "{who} draw {card}", many).format(
                who=drawer, card=card_name(action.card))
        return ngettext("{who} draws a card", "{who} draw a card", many).format(who=drawer)
    if isinstance(action, DealTile):
        return _("a tile is dealt to {who}").format(who=who)
    if isinstance(action, Leftover):
        return _("{tile} is laid on {cell} (left over)").format(
            tile=upper_first(tile_words(state.undealt()[0])), cell=cell_name(action.cell))
    if isinstance(action, OrderRoll):
        roller = state.contenders[len(state.order_rolls)]
        return ngettext("{who} rolls {number} for the start", "{who} roll {number} for the "
                        "start", _colours(state, roller)).format(
            who=slot_name(state, roller), number=action.value)
    if isinstance(action, CentreTile):
        return _("{tile} is laid in the centre").format(
            tile=upper_first(tile_words(action.tile)))
    if isinstance(action, Dice):
        return ngettext("{who} rolls {number} ({piece}), {colour}, {surface}",
                        "{who} roll {number} ({piece}), {colour}, {surface}", n).format(
            who=who, number=action.number, piece=number_words(action.number),
            colour=colour_name(action.colour), surface=surface_name(action.surface))
    if isinstance(action, Move | Enter):
        if isinstance(action, Move):
            target = action.target
            words = _("{who}: {piece} {origin}–{target}").format(
                who=who, piece=piece_name(state.pieces[action.origin]),
                origin=cell_name(action.origin), target=cell_name(target))
        else:
            target = action.cell
            words = _("{who}: enters {the_piece} on {cell}").format(
                who=who, the_piece=the_piece(action.colour * 6 + action.kind),
                cell=cell_name(target))
        if state.pieces[target] != EMPTY:
            words = _("{move}, captures {the_piece}").format(
                move=words, the_piece=the_piece(state.pieces[target]))
        return _("{move} ({paid})").format(move=words, paid=pay_words(action.pay))
    if isinstance(action, Withdraw):
        shown = cards_named(state.cards[slot])
        if action.cell == EMPTY:
            return ngettext("{who} is stuck: shows {cards} and draws two",
                            "{who} are stuck: show {cards} and draw two", n).format(
                who=who, cards=shown)
        return ngettext("{who} is stuck: takes back {the_piece}, shows {cards} and draws two",
                        "{who} are stuck: take back {the_piece}, show {cards} and draw two",
                        n).format(who=who, the_piece=the_piece(state.pieces[action.cell]),
                                  cards=shown)
    if isinstance(action, Claim):
        return ngettext("{who} conquers {tile} on {cell}", "{who} conquer {tile} on {cell}",
                        n).format(who=who, tile=tile_words(state.tiles[action.cell]),
                                  cell=cell_name(action.cell))
    if isinstance(action, Remove):
        return ngettext("{who} removes {tile} from {cell}", "{who} remove {tile} from {cell}",
                        n).format(who=who, tile=tile_words(state.tiles[action.cell]),
                                  cell=cell_name(action.cell))
    if isinstance(action, CallSuddenDeath):
        return ngettext("{who} calls sudden death: it begins with the next turn, and the "
                        "tiles still in hand are set aside",
                        "{who} call sudden death: it begins with the next turn, and the "
                        "tiles still in hand are set aside", n).format(who=who)
    if isinstance(action, Place):
        return ngettext("{who} lays {tile} on {cell}", "{who} lay {tile} on {cell}", n).format(
            who=who, tile=tile_words(action.tile), cell=cell_name(action.cell))
    if isinstance(action, Decline):
        return ngettext("{who} claims no conquest", "{who} claim no conquest", n).format(
            who=who)
    if isinstance(action, TradeNeutral):
        return ngettext("{who} trades a Neutral card for a new one",
                        "{who} trade a Neutral card for a new one", n).format(who=who)
    return f"{who} {action}"  # pragma: no cover - every action is named above
