"""The piece step's choices (N15, N18, N19): which piece may enter or move, where, and
what pays for it.

Every way to pay is a separate action (the die, each card, nothing for a King), so the
player and the search choose the payment too: a card used is shown and replaced, which
the die is not.
"""

from __future__ import annotations

from neurodrez_desktop.core.cards import CardType
from neurodrez_desktop.games.neurodrez.components import KINDS, NUMBER_KIND, Kind
from neurodrez_desktop.games.neurodrez.movement import board_of
from neurodrez_desktop.games.neurodrez.state import (
    DIE,
    EMPTY,
    FREE,
    Enter,
    Move,
    NeuroDrezAction,
    NeuroDrezState,
    Pay,
)

CARD_KIND = {CardType.QUEEN: Kind.QUEEN, CardType.ROOK: Kind.ROOK,
             CardType.BISHOP: Kind.BISHOP, CardType.KNIGHT: Kind.KNIGHT,
             CardType.PAWN: Kind.PAWN}
"""The piece kind a card pays for (a Joker: any; a Neutral: none, N10)."""
ANY_BUT_KING = KINDS[1:]  # what the 6 and a Joker pay for (a King is free anyway)
CELL_RANGE = range(49)


def pays(state: NeuroDrezState) -> list[tuple[Pay, Kind | None]]:
    """What may pay this turn and for which kind (None: any): the number die, each card."""
    out: list[tuple[Pay, Kind | None]] = []
    if state.dice is not None:
        out.append((DIE, NUMBER_KIND[state.dice.number]))
    for card in sorted(set(state.cards[state.slot])):
        if card.kind is CardType.JOKER:
            out.append((card, None))
        elif card.kind in CARD_KIND:
            out.append((card, CARD_KIND[card.kind]))
    return out


def ways_to_pay(state: NeuroDrezState) -> list[list[Pay]]:
    """Per piece kind, what may pay for it now: a King is free unless it moved on its
    side's last turn (N18)."""
    ways: list[list[Pay]] = [[], [], [], [], [], []]
    if not state.king_last[state.current.side]:
        ways[Kind.KING].append(FREE)  # N15, N18
    for pay, pays_for in pays(state):
        for kind in ANY_BUT_KING if pays_for is None else (pays_for,):
            ways[kind].append(pay)
    return ways


def piece_actions(state: NeuroDrezState) -> list[NeuroDrezAction]:
    """N15, N18, N19: every entry and move the mover may make, with every way to pay."""
    board = board_of(state)
    config = state.config
    slot = state.current
    side = slot.side
    pieces = state.pieces
    dice = state.dice
    ways = ways_to_pay(state)
    named = [c for c in board.named_by_dice(dice.colour, dice.surface)
             if board.can_land(c, side)] if dice is not None else []
    side_colours = config.sides[side]
    on_terrain = [c for c in CELL_RANGE if pieces[c] != EMPTY
                  and pieces[c] // 6 in side_colours]
    out: list[NeuroDrezAction] = []
    for cell in on_terrain:
        piece = pieces[cell]
        if piece // 6 not in slot.colours:
            continue  # a partner's piece (teams): it moves on the partner's turn
        paying = ways[piece % 6]
        if not paying:
            continue
        targets = set(board.natural(cell))
        targets.update(named)
        targets.discard(cell)
        for target in sorted(targets):
            for pay in paying:
                out.append(Move(cell, target, pay))
    if named and len(on_terrain) < config.limit:
        kings_down = any(pieces[c] % 6 == Kind.KING for c in on_terrain)
        for colour in slot.colours:
            down = {pieces[c] % 6 for c in on_terrain if pieces[c] // 6 == colour}
            for kind in KINDS:
                if kind in down or (kind == Kind.KING and kings_down):
                    continue  # on the terrain already; one King per side (N18)
                for pay in ways[kind]:
                    out += [Enter(colour, kind, c, pay) for c in named]
    return out
