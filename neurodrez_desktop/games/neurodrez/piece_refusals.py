"""Why the piece step refuses a piece, a target or a payment (N15–N19, N10, N25), and what
would make it possible: which card or die face pays for the piece, which tiles the dice
name, how far the piece's own movement reaches, whose turn a colour plays on.

Each answer is worked out from the rulings (not read off the legal list) and is None when
the selection is possible, so the tests can hold it against ``piece_actions``.
"""

from __future__ import annotations

from neurodrez_desktop.core.cards import NEUTRAL, Card, CardType
from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.games.neurodrez.catalog import N_, _, ngettext
from neurodrez_desktop.games.neurodrez.components import (
    CELLS,
    NUMBER_KIND,
    ORTHOGONAL_STEPS,
    Kind,
    cell_name,
)
from neurodrez_desktop.games.neurodrez.movement import Board, board_of
from neurodrez_desktop.games.neurodrez.names import (
    a_kind,
    card_name,
    cards_named,
    colour_name,
    colour_title,
    kind_title,
    number_words,
    surface_name,
    the_piece,
    tile_words,
    upper_first,
)
from neurodrez_desktop.games.neurodrez.piece_choices import ANY_BUT_KING, CARD_KIND, ways_to_pay
from neurodrez_desktop.games.neurodrez.state import (
    CENTRE_DRAW,
    CLAIM,
    DEAL_CARDS,
    DEAL_TILES,
    DIE,
    DRAW,
    EMPTY,
    END,
    FREE,
    LEFTOVERS,
    ORDER,
    PIECE,
    ROLL,
    STUCK,
    TILE,
    NeuroDrezState,
    Pay,
    PickPiece,
    PickReserve,
    PickTarget,
)
from neurodrez_desktop.games.neurodrez.terrain import current_colour

STEP_WORDS = {CENTRE_DRAW: N_("the centre is being laid"),
              DEAL_TILES: N_("tiles are being dealt"),
              LEFTOVERS: N_("the left-over tiles are being laid"),
              DEAL_CARDS: N_("cards are being dealt"), ORDER: N_("the roll for who starts"),
              CLAIM: N_("the conquest claim"), ROLL: N_("the roll"), TILE: N_("the tile step"),
              PIECE: N_("the piece step"), STUCK: N_("stuck, taking a piece back"),
              DRAW: N_("a card is being drawn"), END: N_("the game is over")}
"""Where the turn stands, for a refusal that says which step comes first."""
MOVEMENT_WORDS = {
    Kind.KING: N_("a king steps one tile"),
    Kind.QUEEN: N_("a queen slides along tiles, never across an empty cell"),
    Kind.ROOK: N_("a rook slides orthogonally along tiles, never across an empty cell"),
    Kind.BISHOP: N_("a bishop slides diagonally, or steps one tile orthogonally"),
    Kind.KNIGHT: N_("a knight jumps in an L"),
    Kind.PAWN: N_("a pawn slides orthogonally, capturing only diagonally next to it"),
}
"""N17, for a target the piece does not reach."""


def _n(rule: str, message: str) -> Refusal:
    return Refusal(rule, message)


def now(state: NeuroDrezState) -> str:
    """Where the turn stands, for a refusal that says which step comes first."""
    return _("now: {step}").format(step=_(STEP_WORDS[state.phase]))


def piece_refusal(state: NeuroDrezState, pick: PickPiece | PickReserve) -> Refusal | None:
    """Why the picked piece (with its payment, if one is chosen) can neither enter nor
    move now; None when it can."""
    if state.phase != PIECE:
        return not_piece_step(state)
    slot = state.current
    pieces = state.pieces
    if isinstance(pick, PickPiece):
        cell = pick.cell
        if not 0 <= cell < len(CELLS):
            return _n("N6", _("There is no such cell on the 7×7 board."))
        piece = pieces[cell]
        if piece == EMPTY:
            return _n("N15", _("No piece stands on {cell}: pick one of your pieces on the "
                               "terrain, or one in your reserve.").format(cell=cell_name(cell)))
        colour, kind = piece // 6, Kind(piece % 6)
        if colour not in slot.colours:
            return _not_yours(state, colour, kind)
    else:
        colour = pick.colour
        if colour not in range(4) or pick.kind not in range(6):
            return _n("N4", _("There is no such piece: the pieces are a king, queen, rook, "
                              "bishop, knight and pawn of red, green, blue and yellow."))
        kind = Kind(pick.kind)
        if colour not in slot.colours:
            return _not_yours(state, colour, kind)
        refusal = _reserve_refusal(state, colour, kind)
        if refusal is not None:
            return refusal
    what = colour * 6 + kind
    ways = ways_to_pay(state)[kind]
    if pick.pay is not None:
        if pick.pay not in ways:
            return _pay_refusal(state, pick.pay, kind, what)
    elif not ways:
        return _needs(state, kind, what)
    board = board_of(state)
    named = _named(state, board)
    if isinstance(pick, PickReserve):
        if not named:
            return _n("N15", upper_first(_("{the_piece} enters on a tile of the rolled colour "
                                           "or surface, and {why}.").format(
                the_piece=the_piece(what), why=_none_named(state, board))))
        return None
    reach = set(board.natural(pick.cell))
    reach.update(named)
    reach.discard(pick.cell)
    if not reach:
        return _n("N15", upper_first(_("{the_piece} on {cell} has nowhere to go: its own "
                                       "movement reaches no tile it may land on, and {why}."
                                       ).format(the_piece=the_piece(what),
                                                cell=cell_name(pick.cell),
                                                why=_none_named(state, board))))
    return None


def not_piece_step(state: NeuroDrezState) -> Refusal:
    if state.phase == STUCK:
        return _n("N20", _("None of your pieces can enter or move this turn, so you are "
                           "stuck: take one of your pieces back, or trade a Neutral card."))
    return _n("N15", _("A piece is entered or moved in the piece step, after the tile step "
                       "({now}).").format(now=now(state)))


def _not_yours(state: NeuroDrezState, colour: int, kind: Kind) -> Refusal:
    config = state.config
    slot = state.current
    what = the_piece(colour * 6 + kind)
    mine = _(" and ").join(colour_name(c) for c in slot.colours)
    if config.solo and colour in range(4):
        return _n("N25", upper_first(_("{the_piece} moves on {colour}'s own turn: in a solo "
                                       "game each colour plays as a side; now {mover} plays."
                                       ).format(the_piece=what, colour=colour_title(colour),
                                                mover=upper_first(mine))))
    if colour in config.sides[slot.side]:
        return _n("N15", upper_first(_("{the_piece} is your partner's: each player enters and "
                                       "moves only pieces of their own colour, yours "
                                       "{colours}.").format(the_piece=what, colours=mine)))
    return _n("N15", upper_first(_("{the_piece} is not yours: you enter and move only your "
                                   "{colours} pieces.").format(the_piece=what, colours=mine)))


def _reserve_refusal(state: NeuroDrezState, colour: int, kind: Kind) -> Refusal | None:
    """N15, N18, N19: why a piece of the reserve may not enter at all this turn."""
    pieces = state.pieces
    config = state.config
    for cell in CELLS:
        if pieces[cell] == colour * 6 + kind:
            return _n("N15", upper_first(_("{the_piece} is on the terrain already, on {cell}: "
                                           "pick it there to move it.").format(
                the_piece=the_piece(colour * 6 + kind), cell=cell_name(cell))))
    side_colours = config.sides[state.current.side]
    down = [c for c in CELLS if pieces[c] != EMPTY and pieces[c] // 6 in side_colours]
    if kind == Kind.KING:
        kings = [c for c in down if pieces[c] % 6 == Kind.KING]
        if kings:
            return _n("N18", _("Only one king per side may be on the terrain: {the_piece} "
                               "is on {cell}.").format(the_piece=the_piece(pieces[kings[0]]),
                                                       cell=cell_name(kings[0])))
    if len(down) >= config.limit:
        return _n("N19", ngettext("Your side has {n} piece on the terrain, the most it may: "
                                  "one must leave before another enters.",
                                  "Your side has {n} pieces on the terrain, the most it may: "
                                  "one must leave before another enters.",
                                  len(down)).format(n=len(down)))
    return None


def _needs(state: NeuroDrezState, kind: Kind, what: int) -> Refusal:
    """Nothing pays for a piece of ``kind``: what would."""
    if kind == Kind.KING:
        return _n("N18", _("A king may not enter or move on two turns of its side running: "
                           "another piece must go first."))
    return _n("N15", upper_first(_("{the_piece} needs {payers}; {holding}.").format(
        the_piece=the_piece(what), payers=_payers(kind), holding=holding(state))))


def _payers(kind: Kind) -> str:
    faces = [n for n, k in NUMBER_KIND.items() if k == kind] + [6]
    return _("a {kind} card, a Joker, or the number die showing {faces}").format(
        kind=kind_title(kind), faces=_(" or ").join(str(n) for n in faces))


def holding(state: NeuroDrezState) -> str:
    cards = cards_named(state.cards[state.slot])
    dice = state.dice
    if dice is None:
        return _("you hold {cards}").format(cards=cards)
    return _("you hold {cards}, and the die shows {number} ({piece})").format(
        cards=cards, number=dice.number, piece=number_words(dice.number))


def _pays_for(pay: Pay, state: NeuroDrezState) -> tuple[Kind, ...]:
    """The kinds ``pay`` pays for (no card held or die rolled is checked here)."""
    if pay == FREE:
        return (Kind.KING,)
    if pay == DIE:
        if state.dice is None:
            return ()
        kind = NUMBER_KIND[state.dice.number]
        return ANY_BUT_KING if kind is None else (kind,)
    if isinstance(pay, Card):
        if pay.kind is CardType.JOKER:
            return ANY_BUT_KING
        kind = CARD_KIND.get(pay.kind)
        return () if kind is None else (kind,)
    return ()


def _pay_refusal(state: NeuroDrezState, pay: Pay, kind: Kind, what: int) -> Refusal:
    """The chosen payment does not pay for the ``kind`` picked."""
    problem = _payment_problem(state, pay)
    if problem is not None:
        return problem
    if kind == Kind.KING:
        if state.king_last[state.current.side]:
            return _needs(state, kind, what)
        return _n("N15", _("A king enters and moves free, without the die or a card: choose "
                           "no payment for {the_piece}.").format(the_piece=the_piece(what)))
    if pay == FREE:
        return _n("N15", _("Only a king enters and moves free; {the_piece} needs {payers}."
                           ).format(the_piece=the_piece(what), payers=_payers(kind)))
    if pay == DIE:
        dice = state.dice
        assert dice is not None, "a die that pays was rolled: _payment_problem says so"
        return _n("N15", _("The die shows {number} ({piece}), which does not pay for "
                           "{the_piece}; it needs {payers}.").format(
            number=dice.number, piece=number_words(dice.number), the_piece=the_piece(what),
            payers=_payers(kind)))
    return _n("N15", _("{card} pays only for {a_kind}; {the_piece} needs {payers}.").format(
        card=card_name(pay), a_kind=a_kind(_pays_for(pay, state)[0]),
        the_piece=the_piece(what), payers=_payers(kind)))


def _payment_problem(state: NeuroDrezState, pay: Pay) -> Refusal | None:
    """A payment that pays for nothing at all now: a card not held, a Neutral, no roll."""
    if pay == DIE:
        if state.dice is None:
            return _n("N13", _("The dice are rolled before a piece enters or moves."))
        return None
    if pay == FREE:
        return None
    if not isinstance(pay, Card):
        return _n("N15", _("{pay} is not the number die or a card.").format(pay=repr(pay)))
    if pay not in state.cards[state.slot]:
        return _n("N15", _("You do not hold {card}; {holding}.").format(
            card=card_name(pay), holding=holding(state)))
    if pay == NEUTRAL:
        return _n("N10", _("A Neutral card pays for nothing: trade it for a new card instead "
                           "(discard it and draw one)."))
    return None


def payment_refusal(state: NeuroDrezState, pay: Pay) -> Refusal | None:
    """Why ``pay`` pays for no piece that can enter or move now; None when it does."""
    if state.phase != PIECE:
        return not_piece_step(state)
    problem = _payment_problem(state, pay)
    if problem is not None:
        return problem
    slot = state.current
    first: Refusal | None = None
    for kind in _pays_for(pay, state):
        for colour in slot.colours:
            piece = colour * 6 + kind
            cell = state.pieces.index(piece) if piece in state.pieces else EMPTY
            pick = PickReserve(colour, kind, pay) if cell == EMPTY else PickPiece(cell, pay)
            refusal = piece_refusal(state, pick)
            if refusal is None:
                return None
            first = first or refusal
    kinds = _pays_for(pay, state)
    paid = _("any piece but a king") if len(kinds) > 1 else a_kind(kinds[0])
    if pay == FREE:
        means = _("Going free")
    elif pay == DIE:
        assert state.dice is not None, "a die that pays was rolled: _payment_problem says so"
        means = _("The die's {number}").format(number=state.dice.number)
    else:
        means = card_name(pay)
    if first is None:
        return _n("N15", _("{means} pays for {paid}, and none of yours can go now.").format(
            means=means, paid=paid))
    return _n("N15", _("{means} pays for {paid}, and none of yours can go now: {reason}"
                       ).format(means=means, paid=paid,
                                reason=first.message[0].lower() + first.message[1:]))


def _named(state: NeuroDrezState, board: Board) -> list[int]:
    """N15: tiles of the rolled colour or surface the mover may land on."""
    dice = state.dice
    if dice is None:
        return []
    side = state.current.side
    return [c for c in board.named_by_dice(dice.colour, dice.surface)
            if board.can_land(c, side)]


def _none_named(state: NeuroDrezState, board: Board) -> str:
    """Why no tile named by the dice is open to the mover."""
    dice = state.dice
    assert dice is not None, "the piece step comes after the roll (N13)"
    colour, surface = colour_name(dice.colour), surface_name(dice.surface)
    if not board.named_by_dice(dice.colour, dice.surface):
        return _("the terrain has no {colour} or {surface} tile (the colour and surface dice)"
                 ).format(colour=colour, surface=surface)
    return _("every {colour} or {surface} tile (the colour and surface dice) holds a piece of "
             "your side or a safe one, on a colour of its own side").format(
        colour=colour, surface=surface)


def target_refusal(state: NeuroDrezState, pick: PickTarget) -> Refusal | None:
    refusal = piece_refusal(state, pick.piece)
    if refusal is not None:
        return refusal
    cell = pick.cell
    if not 0 <= cell < len(CELLS):
        return _n("N6", _("There is no such cell on the 7×7 board."))
    board = board_of(state)
    side = state.current.side
    where = cell_name(cell)
    chosen = pick.piece
    origin: int | None  # where the piece moves from; None: it enters from the reserve
    if isinstance(chosen, PickPiece):
        origin, piece = chosen.cell, state.pieces[chosen.cell]
    else:
        origin, piece = None, chosen.colour * 6 + chosen.kind
    what = the_piece(piece)
    if cell == origin:
        return _n("N15", upper_first(_("{the_piece} stands on {cell} already: pick the tile it "
                                       "goes to.").format(the_piece=what, cell=where)))
    if state.tiles[cell] == EMPTY:
        return _n("N15", _("There is no tile on {cell}: pieces stand only on tiles.").format(
            cell=where))
    there = state.pieces[cell]
    if there != EMPTY:
        if board.side_of[there // 6] == side:
            return _n("N15", _("A piece never lands on a piece of its own side: {the_piece} "
                               "stands on {cell}.").format(the_piece=the_piece(there),
                                                           cell=where))
        if board.safe(cell):
            return _n("N16", upper_first(_("{the_piece} on {cell} is safe: it stands on a "
                                           "{colour} tile, a colour of its own side.").format(
                the_piece=the_piece(there), cell=where,
                colour=colour_name(board.colour_at(cell)))))
    dice = state.dice
    assert dice is not None, "the piece step comes after the roll (N13)"
    if current_colour(state.tiles, state.tokens, cell) == dice.colour \
            or state.tiles[cell] % 6 == dice.surface:
        return None
    colour, surface = colour_name(dice.colour), surface_name(dice.surface)
    if origin is None:
        return _n("N15", _("A piece enters only on a tile of the rolled colour or surface: "
                           "{cell} is {tile}, neither {colour} nor {surface} (the colour and "
                           "surface dice).").format(cell=where, tile=_tile_words(state, cell),
                                                    colour=colour, surface=surface))
    if cell in board.natural(origin):
        return None
    return _n("N17", _("The tile on {cell} is not the rolled {colour} or {surface}, and "
                       "{the_piece} does not reach it: {movement}.").format(
        cell=where, colour=colour, surface=surface, the_piece=what,
        movement=_movement(state, origin, cell)))


def _tile_words(state: NeuroDrezState, cell: int) -> str:
    token = state.tokens[cell]
    name = tile_words(state.tiles[cell])
    if token == EMPTY:
        return name
    return _("{tile} conquered by {colour}").format(tile=name, colour=colour_name(token))


def _movement(state: NeuroDrezState, origin: int, cell: int) -> str:
    kind = Kind(state.pieces[origin] % 6)
    beside = cell in ORTHOGONAL_STEPS[origin]
    if state.pieces[cell] != EMPTY:
        if kind == Kind.PAWN:
            return _("a pawn captures only diagonally next to it")
        if kind == Kind.BISHOP and beside:
            return _("a bishop's orthogonal step never captures")
    return _(MOVEMENT_WORDS[kind])
