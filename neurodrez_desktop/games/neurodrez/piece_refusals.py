"""Why the piece step refuses a piece, a target or a payment (N15–N19, N10, N25), and what
would make it possible: which card or die face pays for the piece, which tiles the dice
name, how far the piece's own movement reaches, whose turn a colour plays on.

Each answer is worked out from the rulings (not read off the legal list) and is None when
the selection is possible, so the tests can hold it against ``piece_actions``.
"""

from __future__ import annotations

from neurodrez_desktop.core.cards import NEUTRAL, Card, CardType
from neurodrez_desktop.core.plurals import count
from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.games.neurodrez.components import (
    CELLS,
    COLOUR_NAMES,
    NUMBER_KIND,
    ORTHOGONAL_STEPS,
    SURFACE_NAMES,
    Kind,
    cell_name,
    tile_name,
)
from neurodrez_desktop.games.neurodrez.movement import Board, board_of
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
from neurodrez_desktop.games.neurodrez.words import number_words, piece_words

STEP_WORDS = {CENTRE_DRAW: "the centre is being laid", DEAL_TILES: "tiles are being dealt",
              LEFTOVERS: "the left-over tiles are being laid",
              DEAL_CARDS: "cards are being dealt", ORDER: "the roll for who starts",
              CLAIM: "the conquest claim", ROLL: "the roll", TILE: "the tile step",
              PIECE: "the piece step", STUCK: "stuck, taking a piece back",
              DRAW: "a card is being drawn", END: "the game is over"}
"""Where the turn stands, for a refusal that says which step comes first."""
MOVEMENT_WORDS = {
    Kind.KING: "a king steps one tile",
    Kind.QUEEN: "a queen slides along tiles, never across an empty cell",
    Kind.ROOK: "a rook slides orthogonally along tiles, never across an empty cell",
    Kind.BISHOP: "a bishop slides diagonally, or steps one tile orthogonally",
    Kind.KNIGHT: "a knight jumps in an L",
    Kind.PAWN: "a pawn slides orthogonally, capturing only diagonally next to it",
}
"""N17, for a target the piece does not reach."""


def _n(rule: str, message: str) -> Refusal:
    return Refusal(rule, message)


def now(state: NeuroDrezState) -> str:
    """Where the turn stands, for a refusal that says which step comes first."""
    return f"now: {STEP_WORDS[state.phase]}"


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
            return _n("N6", "There is no such cell on the 7×7 board.")
        piece = pieces[cell]
        if piece == EMPTY:
            return _n("N15", f"No piece stands on {cell_name(cell)}: pick one of your pieces "
                             "on the terrain, or one in your reserve.")
        colour, kind = piece // 6, Kind(piece % 6)
        if colour not in slot.colours:
            return _not_yours(state, colour, kind)
    else:
        colour = pick.colour
        if colour not in range(4) or pick.kind not in range(6):
            return _n("N4", "There is no such piece: the pieces are a king, queen, rook, "
                            "bishop, knight and pawn of red, green, blue and yellow.")
        kind = Kind(pick.kind)
        if colour not in slot.colours:
            return _not_yours(state, colour, kind)
        refusal = _reserve_refusal(state, colour, kind)
        if refusal is not None:
            return refusal
    what = f"{COLOUR_NAMES[colour]} {kind.noun}"
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
            return _n("N15", f"The {what} enters on a tile of the rolled colour or surface, "
                             f"and {_none_named(state, board)}.")
        return None
    reach = set(board.natural(pick.cell))
    reach.update(named)
    reach.discard(pick.cell)
    if not reach:
        return _n("N15", f"The {what} on {cell_name(pick.cell)} has nowhere to go: its own "
                         "movement reaches no tile it may land on, and "
                         f"{_none_named(state, board)}.")
    return None


def not_piece_step(state: NeuroDrezState) -> Refusal:
    if state.phase == STUCK:
        return _n("N20", "None of your pieces can enter or move this turn, so you are "
                         "stuck: take one of your pieces back, or trade a Neutral card.")
    return _n("N15", "A piece is entered or moved in the piece step, after the tile step "
                     f"({now(state)}).")


def _not_yours(state: NeuroDrezState, colour: int, kind: Kind) -> Refusal:
    config = state.config
    slot = state.current
    what = f"{COLOUR_NAMES[colour]} {kind.noun}"
    mine = " and ".join(COLOUR_NAMES[c] for c in slot.colours)
    if config.solo and colour in range(4):
        return _n("N25", f"The {what} moves on {COLOUR_NAMES[colour].title()}'s own turn: "
                         f"in a solo game each colour plays as a side; now {mine.title()} "
                         "plays.")
    if colour in config.sides[slot.side]:
        return _n("N15", f"The {what} is your partner's: each player enters and moves only "
                         f"pieces of their own colour, yours {mine}.")
    return _n("N15", f"The {what} is not yours: you enter and move only your {mine} pieces.")


def _reserve_refusal(state: NeuroDrezState, colour: int, kind: Kind) -> Refusal | None:
    """N15, N18, N19: why a piece of the reserve may not enter at all this turn."""
    pieces = state.pieces
    config = state.config
    what = f"{COLOUR_NAMES[colour]} {kind.noun}"
    for cell in CELLS:
        if pieces[cell] == colour * 6 + kind:
            return _n("N15", f"The {what} is on the terrain already, on {cell_name(cell)}: "
                             "pick it there to move it.")
    side_colours = config.sides[state.current.side]
    down = [c for c in CELLS if pieces[c] != EMPTY and pieces[c] // 6 in side_colours]
    if kind == Kind.KING:
        kings = [c for c in down if pieces[c] % 6 == Kind.KING]
        if kings:
            return _n("N18", "Only one king per side may be on the terrain: the "
                             f"{piece_words(pieces[kings[0]])} is on {cell_name(kings[0])}.")
    if len(down) >= config.limit:
        return _n("N19", f"Your side has {count(len(down), 'piece', 'pieces')} on the "
                         "terrain, the most it may: one must leave before another enters.")
    return None


def _needs(state: NeuroDrezState, kind: Kind, what: str) -> Refusal:
    """Nothing pays for a piece of ``kind``: what would."""
    if kind == Kind.KING:
        return _n("N18", "A king may not enter or move on two turns of its side running: "
                         "another piece must go first.")
    return _n("N15", f"The {what} needs {_payers(kind)}; {holding(state)}.")


def _payers(kind: Kind) -> str:
    faces = [n for n, k in NUMBER_KIND.items() if k == kind] + [6]
    return (f"a {kind.noun.title()} card, a Joker, or the number die showing "
            f"{' or '.join(str(n) for n in faces)}")


def holding(state: NeuroDrezState) -> str:
    held = state.cards[state.slot]
    cards = " and ".join(str(c) for c in held) if held else "no card"
    dice = state.dice
    if dice is None:
        return f"you hold {cards}"
    return f"you hold {cards}, and the die shows {dice.number} ({number_words(dice.number)})"


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


def _pay_refusal(state: NeuroDrezState, pay: Pay, kind: Kind, what: str) -> Refusal:
    """The chosen payment does not pay for the ``kind`` picked."""
    problem = _payment_problem(state, pay)
    if problem is not None:
        return problem
    if kind == Kind.KING:
        if state.king_last[state.current.side]:
            return _needs(state, kind, what)
        return _n("N15", f"A king enters and moves free, without the die or a card: choose "
                         f"no payment for the {what}.")
    if pay == FREE:
        return _n("N15", f"Only a king enters and moves free; the {what} needs "
                         f"{_payers(kind)}.")
    if pay == DIE:
        dice = state.dice
        assert dice is not None, "a die that pays was rolled: _payment_problem says so"
        return _n("N15", f"The die shows {dice.number} "
                         f"({number_words(dice.number)}), which does not pay for the "
                         f"{what}; it needs {_payers(kind)}.")
    return _n("N15", f"{pay} pays only for a {_pays_for(pay, state)[0].noun}; the {what} "
                     f"needs {_payers(kind)}.")


def _payment_problem(state: NeuroDrezState, pay: Pay) -> Refusal | None:
    """A payment that pays for nothing at all now: a card not held, a Neutral, no roll."""
    if pay == DIE:
        if state.dice is None:
            return _n("N13", "The dice are rolled before a piece enters or moves.")
        return None
    if pay == FREE:
        return None
    if not isinstance(pay, Card):
        return _n("N15", f"{pay!r} is not the number die or a card.")
    if pay not in state.cards[state.slot]:
        return _n("N15", f"You do not hold {pay}; {holding(state)}.")
    if pay == NEUTRAL:
        return _n("N10", "A Neutral card pays for nothing: trade it for a new card instead "
                         "(discard it and draw one).")
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
    paid = "a king" if kinds == (Kind.KING,) else "any piece but a king" \
        if len(kinds) > 1 else f"a {kinds[0].noun}"
    if pay == FREE:
        means = "Going free"
    elif pay == DIE:
        assert state.dice is not None, "a die that pays was rolled: _payment_problem says so"
        means = f"The die's {state.dice.number}"
    else:
        means = str(pay)
    reason = "." if first is None else f": {first.message[0].lower()}{first.message[1:]}"
    return _n("N15", f"{means} pays for {paid}, and none of yours can go now{reason}")


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
    rolled = f"{COLOUR_NAMES[dice.colour]} or {SURFACE_NAMES[dice.surface]}"
    if not board.named_by_dice(dice.colour, dice.surface):
        return f"the terrain has no {rolled} tile (the colour and surface dice)"
    return (f"every {rolled} tile (the colour and surface dice) holds a piece of your side "
            "or a safe one, on a colour of its own side")


def target_refusal(state: NeuroDrezState, pick: PickTarget) -> Refusal | None:
    refusal = piece_refusal(state, pick.piece)
    if refusal is not None:
        return refusal
    cell = pick.cell
    if not 0 <= cell < len(CELLS):
        return _n("N6", "There is no such cell on the 7×7 board.")
    board = board_of(state)
    side = state.current.side
    where = cell_name(cell)
    chosen = pick.piece
    origin: int | None  # where the piece moves from; None: it enters from the reserve
    if isinstance(chosen, PickPiece):
        origin, piece = chosen.cell, state.pieces[chosen.cell]
    else:
        origin, piece = None, chosen.colour * 6 + chosen.kind
    what = piece_words(piece)
    if cell == origin:
        return _n("N15", f"The {what} stands on {where} already: pick the tile it goes to.")
    if state.tiles[cell] == EMPTY:
        return _n("N15", f"There is no tile on {where}: pieces stand only on tiles.")
    there = state.pieces[cell]
    if there != EMPTY:
        if board.side_of[there // 6] == side:
            return _n("N15", f"A piece never lands on a piece of its own side: the "
                             f"{piece_words(there)} stands on {where}.")
        if board.safe(cell):
            return _n("N16", f"The {piece_words(there)} on {where} is safe: it stands on a "
                             f"{COLOUR_NAMES[board.colour_at(cell)]} tile, a colour of its own "
                             "side.")
    dice = state.dice
    assert dice is not None, "the piece step comes after the roll (N13)"
    if current_colour(state.tiles, state.tokens, cell) == dice.colour \
            or state.tiles[cell] % 6 == dice.surface:
        return None
    rolled = f"{COLOUR_NAMES[dice.colour]} nor {SURFACE_NAMES[dice.surface]} (the colour " \
             "and surface dice)"
    if origin is None:
        return _n("N15", f"A piece enters only on a tile of the rolled colour or surface: "
                         f"{where} is {_tile_words(state, cell)}, neither {rolled}.")
    if cell in board.natural(origin):
        return None
    named = f"{COLOUR_NAMES[dice.colour]} or {SURFACE_NAMES[dice.surface]}"
    return _n("N17", f"The tile on {where} is not the rolled {named}, and the {what} does not "
                     f"reach it: {_movement(state, origin, cell)}.")


def _tile_words(state: NeuroDrezState, cell: int) -> str:
    token = state.tokens[cell]
    name = tile_name(state.tiles[cell])
    return name if token == EMPTY else f"{name} conquered by {COLOUR_NAMES[token]}"


def _movement(state: NeuroDrezState, origin: int, cell: int) -> str:
    kind = Kind(state.pieces[origin] % 6)
    beside = cell in ORTHOGONAL_STEPS[origin]
    if state.pieces[cell] != EMPTY:
        if kind == Kind.PAWN:
            return "a pawn captures only diagonally next to it"
        if kind == Kind.BISHOP and beside:
            return "a bishop's orthogonal step never captures"
    return MOVEMENT_WORDS[kind]
