"""Paying for moves in PokerDrez (P4, P5, P7, P9) and the Neutral exchanges on offer (P8).

What pays depends only on the moved piece's type and on castling, so payments are worked
out once per kind of move in a position, not once per move.
"""

from __future__ import annotations

import chess

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.games.pokerdrez.state import (
    NEUTRAL,
    PIECE_OF_CARD,
    PIECE_OF_ROLL,
    UNKNOWN,
    Exchange,
    Pay,
    Play,
    PokerDrezState,
    color_of,
)
from neurodrez_desktop.games.pokerdrez.words import wild


def exhausted_types(board: chess.Board, color: chess.Color) -> frozenset[CardType]:
    """P5: card types whose pieces this side no longer has: they act as Jokers."""
    return frozenset(kind for kind, piece in PIECE_OF_CARD.items()
                     if not board.pieces_mask(piece, color))


def wild_words(card: Card | None, board: chess.Board, color: chess.Color) -> str | None:
    """"wild: no knights left" for a card of a type this side has no pieces of (P5: it
    pays as a Joker), so a Queen card paying for a knight's move does not look like a
    mistake; None for any other card (a Joker is wild by its nature)."""
    if card is None or card.kind not in PIECE_OF_CARD:
        return None
    if board.pieces_mask(PIECE_OF_CARD[card.kind], color):
        return None
    return wild(card.kind)


def card_pays(card: Card, piece: chess.PieceType, castling: bool,
              exhausted: frozenset[CardType]) -> bool:
    kind = card.kind
    if kind is CardType.NEUTRAL:
        return False
    if kind is CardType.JOKER or kind in exhausted:
        return True
    if castling:
        return kind is CardType.ROOK  # P7: castling is a rook move
    if piece == chess.KING:
        return True  # P4: any card pays for a king move
    return PIECE_OF_CARD[kind] == piece


def roll_pays(roll: int, piece: chess.PieceType, castling: bool) -> bool:
    if roll == 6:
        return True
    if castling:
        return roll == 4
    if piece == chess.KING:
        return True  # P9: any roll pays for a king move
    return PIECE_OF_ROLL[roll] == piece


def paid_moves(state: PokerDrezState, seat: int) -> list[Play]:
    """Every legal move with every way to pay for it (P4, P5, P7, P9).

    What pays depends only on the moved piece's type and on castling, so the payments
    are worked out once per kind of move, not once per move.
    """
    board = state.board
    exhausted = exhausted_types(board, color_of(seat))
    cards = [(Pay("own", c), c) for c in sorted(set(state.hands[seat]) - {UNKNOWN, NEUTRAL})]
    cards += [(Pay("common", c), c) for c in sorted(set(state.common) - {NEUTRAL})]
    roll = state.roll
    options: dict[tuple[int, bool], list[Pay]] = {}
    out: list[Play] = []
    for move in state.legal_moves():
        piece = board.piece_type_at(move.from_square)
        assert piece is not None  # a legal move starts on a piece
        castling = piece == chess.KING and board.is_castling(move)
        key = (piece, castling)
        pays = options.get(key)
        if pays is None:
            pays = [pay for pay, card in cards if card_pays(card, piece, castling, exhausted)]
            if roll is not None and roll_pays(roll, piece, castling):
                pays.append(Pay("die"))
            options[key] = pays
        if pays:
            out += [Play(move, pay) for pay in pays]
    return out


FREE = Pay("free")


def exchanges(state: PokerDrezState, seat: int) -> list[Exchange]:
    """P8, without trades of a Neutral for a Neutral (they change nothing)."""
    out: list[Exchange] = []
    top_is_neutral = not state.deck.size and bool(state.bottom) and (
        state.bottom[0] == NEUTRAL)
    can_draw = state.deck_size > 0 and not top_is_neutral
    if NEUTRAL in state.hands[seat]:
        if can_draw:
            out.append(Exchange("deck"))
        out += [Exchange("common", c) for c in sorted(set(state.common) - {NEUTRAL})]
        if state.hands[1 - seat]:
            out.append(Exchange("opponent"))
    if NEUTRAL in state.common and can_draw:
        out.append(Exchange("common-deck"))
    return out
