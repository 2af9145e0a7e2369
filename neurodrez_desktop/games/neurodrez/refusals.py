"""Why NeuroDrez refuses an action or a selection, in a player's words (N10–N23).

Only the rules explain legality, so the table shows these words and never its own.
``action_refusal`` names the ruling against an action that is not in the legal list;
``why_not`` explains a partial selection (a piece or a reserve piece picked, where it goes,
the die or a card chosen to pay, a tile in hand, a cell in the tile step) that no legal
action matches. Each says what would make it possible, not only what forbids it (N15:
"The red bishop needs a Bishop card, a Joker, or the number die showing 3 or 6; you hold
Pawn 1 and Rook 7, and the die shows 2 (Knight).").

``explain`` works the reason out from the rulings themselves, not from the legal list, so
the tests can hold the two against each other: it finds a reason exactly when no legal
action matches. The piece step's reasons are in ``piece_refusals``.
"""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.games.neurodrez.catalog import _
from neurodrez_desktop.games.neurodrez.components import CELLS, ORTHOGONAL_STEPS, cell_name
from neurodrez_desktop.games.neurodrez.ending import EARLY_SUDDEN_DEATH_TILES
from neurodrez_desktop.games.neurodrez.movement import board_of
from neurodrez_desktop.games.neurodrez.names import colour_name, the_piece, tile_words, upper_first
from neurodrez_desktop.games.neurodrez.piece_refusals import (
    holding,
    now,
    payment_refusal,
    piece_refusal,
    target_refusal,
)
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    EMPTY,
    PIECE,
    SELECTIONS,
    STUCK,
    TILE,
    CallSuddenDeath,
    Claim,
    Decline,
    Enter,
    Move,
    NeuroDrezAction,
    NeuroDrezState,
    PickHandTile,
    PickPayment,
    PickPiece,
    PickReserve,
    PickTarget,
    PickTileCell,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
    matches,
)
from neurodrez_desktop.games.neurodrez.terrain import articulation_points, outside


def _n(rule: str, message: str) -> Refusal:
    return Refusal(rule, message)


# -- actions -----------------------------------------------------------------------------------
def action_refusal(state: NeuroDrezState, action: object) -> Refusal:
    """The ruling that forbids ``action`` (not in the legal list), and what would do."""
    if isinstance(action, Claim | Decline | CallSuddenDeath):
        return _claim_step_refusal(state, action)
    if isinstance(action, Place):
        found = explain(state, PickTileCell(action.cell, action.tile))
        return found or _n("N14", _("A tile goes on an empty cell next to the terrain."))
    if isinstance(action, Remove):
        if state.phase == TILE and not state.sudden:
            return _n("N22", _("Tiles are removed only in sudden death; now a tile from your "
                               "hand is laid on an empty cell next to the terrain."))
        found = explain(state, PickTileCell(action.cell))
        return found or _n("N22", _("Only a tile on the terrain's edge whose removal keeps "
                                    "the terrain in one piece can be removed."))
    if isinstance(action, Enter | Move):
        if isinstance(action, Enter):
            piece: PickPiece | PickReserve = PickReserve(action.colour, action.kind,
                                                         action.pay)
            cell = action.cell
        else:
            piece, cell = PickPiece(action.origin, action.pay), action.target
        found = explain(state, PickTarget(piece, cell))
        return found or _n("N15", _("That piece cannot go there now."))
    if isinstance(action, Withdraw):
        return _withdraw_refusal(state, action)
    if isinstance(action, TradeNeutral):
        return _trade_refusal(state)
    return _n("N13", _("{action} is not possible now.").format(action=action))


def _claim_step_refusal(state: NeuroDrezState, action: Claim | Decline | CallSuddenDeath
                        ) -> Refusal:
    if state.phase != CLAIM:
        return _n("N12", _("A conquest is claimed (or declined, or sudden death called) at "
                           "the start of the turn, before the roll ({now}).").format(
            now=now(state)))
    if isinstance(action, CallSuddenDeath):
        if not state.config.early_sudden_death:
            return _n("N23", _("Early sudden death is not an option in this game (it is "
                               "chosen when the game is set up)."))
        if state.sudden or state.sudden_next:
            return _n("N23", _("Sudden death has already begun or been called."))
        if not any(state.hands):
            return _n("N23", _("Every tile is laid already: sudden death comes by itself."))
        return _n("N23", _("Sudden death may be called once {needed} tiles are on the "
                           "terrain; there are {n}.").format(needed=EARLY_SUDDEN_DEATH_TILES,
                                                             n=state.on_terrain))
    cell = action.cell if isinstance(action, Claim) else EMPTY
    if not 0 <= cell < len(CELLS):
        return _n("N12", _("A conquest is claimed on a tile of the board."))
    return _n("N12", _why_no_claim(state, cell))


def _why_no_claim(state: NeuroDrezState, cell: int) -> str:
    board = board_of(state)
    side = state.current.side
    piece = state.pieces[cell]
    where = cell_name(cell)
    team = state.config.players == 4
    if state.tiles[cell] == EMPTY:
        if team:
            return _("There is no tile on {cell}: a conquest is claimed on a tile under one "
                     "of your team's pieces.").format(cell=where)
        return _("There is no tile on {cell}: a conquest is claimed on a tile under one of "
                 "your pieces.").format(cell=where)
    if piece == EMPTY:
        if team:
            return _("No piece stands on {cell}: a conquest is claimed on a tile under one of "
                     "your team's pieces.").format(cell=where)
        return _("No piece stands on {cell}: a conquest is claimed on a tile under one of "
                 "your pieces.").format(cell=where)
    if board.side_of[piece // 6] != side:
        if team:
            return upper_first(_("{the_piece} on {cell} is not your side's: a conquest is "
                                 "claimed on a tile under one of your team's pieces.").format(
                the_piece=the_piece(piece), cell=where))
        return upper_first(_("{the_piece} on {cell} is not your side's: a conquest is claimed "
                             "on a tile under one of your pieces.").format(
            the_piece=the_piece(piece), cell=where))
    if state.arrived[cell] >= state.turn:
        return upper_first(_("{the_piece} arrived on {cell} this turn: it may claim the tile "
                             "on a later turn.").format(the_piece=the_piece(piece),
                                                        cell=where))
    colour = board.colour_at(cell)
    if colour in state.config.sides[side]:
        return _("The tile on {cell} is {colour} already, one of your side's colours: only a "
                 "tile not friendly to the piece is conquered.").format(
            cell=where, colour=colour_name(colour))
    return _("The tile on {cell} cannot be conquered now.").format(  # pragma: no cover
        cell=where)


def _withdraw_refusal(state: NeuroDrezState, action: Withdraw) -> Refusal:
    if state.phase != STUCK:
        return _n("N20", _("Only a player who can neither enter nor move a piece is stuck "
                           "and takes one back ({now}).").format(now=now(state)))
    colours = state.current.colours
    own = [c for c in CELLS if state.pieces[c] != EMPTY and state.pieces[c] // 6 in colours]
    if not own:
        return _n("N20", _("You have no piece on the terrain to take back: show your cards "
                           "and draw two."))
    cells = ", ".join(cell_name(c) for c in own)
    return _n("N20", _("A stuck player takes back one of their own pieces: click one (on "
                       "{cells}).").format(cells=cells))


def _trade_refusal(state: NeuroDrezState) -> Refusal:
    if state.phase not in (PIECE, STUCK):
        return _n("N10", _("A Neutral card is traded in your piece step ({now}).").format(
            now=now(state)))
    return _n("N10", _("You hold no Neutral card to trade: {holding}.").format(
        holding=holding(state)))


# -- selections ---------------------------------------------------------------------------------
def why_not(state: NeuroDrezState, selection: object, legal: Sequence[NeuroDrezAction]
            ) -> Refusal | None:
    """Why no action in ``legal`` (the legal actions of ``state``) matches ``selection``,
    or None when one does."""
    if not isinstance(selection, SELECTIONS):
        return _not_a_choice(selection)
    for action in legal:
        if matches(selection, action):
            return None
    found = explain(state, selection)
    return found or _n("N15", _("Nothing you may do now matches that choice."))


def explain(state: NeuroDrezState, selection: object) -> Refusal | None:
    """The ruling no action matching ``selection`` gets past, from the rulings alone; None
    when the selection is one a legal action matches."""
    if isinstance(selection, PickTarget):
        return target_refusal(state, selection)
    if isinstance(selection, PickPiece | PickReserve):
        return piece_refusal(state, selection)
    if isinstance(selection, PickPayment):
        return payment_refusal(state, selection.pay)
    if isinstance(selection, PickHandTile):
        return _hand_tile_refusal(state, selection.tile)
    if isinstance(selection, PickTileCell):
        return _tile_cell_refusal(state, selection.cell, selection.tile)
    return _not_a_choice(selection)


def _not_a_choice(selection: object) -> Refusal:
    return _n("N15", _("{selection} is not a piece, tile, cell or payment to choose.").format(
        selection=repr(selection)))


# the tile step (N14, N22)
def _hand_tile_refusal(state: NeuroDrezState, tile: int) -> Refusal | None:
    if state.phase != TILE:
        return _n("N14", _("A tile is laid in the tile step, after the roll ({now}).").format(
            now=now(state)))
    if state.sudden:
        return _n("N22", _("In sudden death no tile is laid: one is removed from the terrain "
                           "instead (the tiles in hand are set aside)."))
    if tile not in state.hands[state.slot]:
        return _not_in_hand(tile)
    return None


def _not_in_hand(tile: int) -> Refusal:
    called = upper_first(tile_words(tile)) if tile in range(36) else _("That tile")
    return _n("N14", _("{tile} is not in your hand: choose one that is.").format(tile=called))


def _tile_cell_refusal(state: NeuroDrezState, cell: int, tile: int | None
                       ) -> Refusal | None:
    if state.phase != TILE:
        return _n("N14", _("Tiles are laid (or, in sudden death, removed) in the tile step, "
                           "after the roll ({now}).").format(now=now(state)))
    if not 0 <= cell < len(CELLS):
        return _n("N6", _("There is no such cell on the 7×7 board."))
    if state.sudden:
        if tile is not None:
            return _n("N22", _("In sudden death no tile is laid: one is removed from the "
                               "terrain instead."))
        return _removal_refusal(state, cell)
    if tile is not None and tile not in state.hands[state.slot]:
        return _not_in_hand(tile)
    where = cell_name(cell)
    if state.tiles[cell] != EMPTY:
        return _n("N14", _("The cell {cell} has a tile already ({tile}): lay the tile on an "
                           "empty cell next to the terrain.").format(
            cell=where, tile=tile_words(state.tiles[cell])))
    if all(state.tiles[n] == EMPTY for n in ORTHOGONAL_STEPS[cell]):
        return _n("N14", _("The cell {cell} is not next to the terrain: lay the tile on an "
                           "empty cell that shares a side with a tile.").format(cell=where))
    return None


def _removal_refusal(state: NeuroDrezState, cell: int) -> Refusal | None:
    """N22: why the tile on ``cell`` may not be removed; None when it may."""
    tiles = state.tiles
    where = cell_name(cell)
    if tiles[cell] == EMPTY:
        return _n("N22", _("There is no tile on {cell} to remove.").format(cell=where))
    if state.on_terrain <= 1:
        return _n("N22", _("The last tile is never removed."))
    piece = state.pieces[cell]
    if piece != EMPTY:
        return _n("N22", upper_first(_("{the_piece} stands on {cell}: only a tile with no "
                                       "piece on it is removed.").format(
            the_piece=the_piece(piece), cell=where)))
    steps = ORTHOGONAL_STEPS[cell]
    if len(steps) == 4:
        open_cells = outside(tiles)
        if not any(n in open_cells for n in steps):
            return _n("N22", _("The tile on {cell} is inside the terrain: a tile is removed "
                               "only from the edge, with a side on the board's edge or on an "
                               "empty cell open to it.").format(cell=where))
    if cell in articulation_points(tiles):
        return _n("N22", _("Removing the tile on {cell} would split the terrain: the tiles "
                           "left must stay in one group.").format(cell=where))
    return None

