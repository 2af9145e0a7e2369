"""A fast evaluation of a PokerDrez position for each seat, in [0, 1] (the AI's cut-off).

Chess-aware, with the card layer on top:
- material in pawns (P 1, N 3, B 3.2, R 5, Q 9);
- mobility: squares the knights, bishops, rooks and queens attack that their own side
  does not occupy (pseudo-legal, so it costs no move generation);
- king safety: own pawns sheltering the king, enemy attacks on the squares around it,
  and being in check (in PokerDrez a king in check with nothing to pay loses, P12);
- the cards in hand: every card is worth a little (any card pays for a king move), a
  Joker or a card of an exhausted type more (P5: it pays for anything), a Neutral a
  little less than nothing until traded; holding
  the die is worth a little too. In the classic phase (P11) cards no longer count.
Squashed with a logistic curve so a queen ahead is about 0.9.
"""

from __future__ import annotations

import math

import chess

from neurodrez_desktop.core.cards import CardType
from neurodrez_desktop.games.pokerdrez.state import PIECE_OF_CARD, UNKNOWN, PokerDrezState

VALUES = {chess.PAWN: 1.0, chess.KNIGHT: 3.0, chess.BISHOP: 3.2, chess.ROOK: 5.0,
          chess.QUEEN: 9.0}
MOBILE = (chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN)
SCALE = 4.0
MOBILITY = 0.04  # per attacked square
SHELTER = 0.15  # per pawn next to the king
DANGER = 0.12  # per square next to the king the enemy attacks
CHECK = 0.5
CARD, JOKER, NEUTRAL, DIE = 0.25, 0.5, -0.1, 0.15


def _material(board: chess.Board, color: chess.Color) -> float:
    return sum(value * chess.popcount(board.pieces_mask(piece, color))
               for piece, value in VALUES.items())


def _mobility(board: chess.Board, color: chess.Color) -> int:
    own = board.occupied_co[color]
    squares = 0
    for piece in MOBILE:
        for square in chess.scan_reversed(board.pieces_mask(piece, color)):
            squares += chess.popcount(board.attacks_mask(square) & ~own)
    return squares


def _king_safety(board: chess.Board, color: chess.Color) -> float:
    king = board.king(color)
    if king is None:
        return 0.0
    around = chess.BB_KING_ATTACKS[king]
    shelter = chess.popcount(around & board.pieces_mask(chess.PAWN, color))
    enemy = not color
    danger = sum(1 for square in chess.scan_reversed(around)
                 if board.attackers_mask(enemy, square))
    return SHELTER * min(shelter, 3) - DANGER * danger


def _cards(state: PokerDrezState, seat: int, color: chess.Color) -> float:
    board = state.board
    worth = DIE if state.die_holder == seat else 0.0
    for card in state.hands[seat]:
        kind = card.kind
        if card == UNKNOWN:
            worth += CARD  # a card the evaluating seat cannot see: an average one
        elif kind is CardType.JOKER:
            worth += JOKER
        elif kind is CardType.NEUTRAL:
            worth += NEUTRAL
        elif not board.pieces_mask(PIECE_OF_CARD[kind], color):
            worth += JOKER  # P5: an exhausted type acts as a Joker
        else:
            worth += CARD  # pays for its pieces, and for a king move (P4)
    return worth


def evaluate(state: PokerDrezState) -> tuple[float, float]:
    """(White's, Black's) prospects, summing to 1."""
    board = state.board
    edge = _material(board, chess.WHITE) - _material(board, chess.BLACK)
    edge += MOBILITY * (_mobility(board, chess.WHITE) - _mobility(board, chess.BLACK))
    edge += _king_safety(board, chess.WHITE) - _king_safety(board, chess.BLACK)
    if not state.classic:
        edge += _cards(state, 0, chess.WHITE) - _cards(state, 1, chess.BLACK)
    if board.is_check():
        edge += -CHECK if board.turn == chess.WHITE else CHECK
    white = 1 / (1 + math.exp(-edge / SCALE))
    return (white, 1 - white)
