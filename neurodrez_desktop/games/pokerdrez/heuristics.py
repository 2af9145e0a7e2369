"""A fast evaluation of a PokerDrez position for each seat, in [0, 1] (the AI's cut-off).

Material in pawns (P 1, N 3, B 3.2, R 5, Q 9), a small bonus for the side to move being
in check against it, and the cards: a Joker in hand is worth a little, a hand that can pay
for nothing is a small liability. Squashed with a logistic curve so a queen ahead is
about 0.9.
"""

from __future__ import annotations

import math

import chess

from neurodrez_desktop.core.cards import CardType
from neurodrez_desktop.games.pokerdrez.state import PokerDrezState

VALUES = {chess.PAWN: 1.0, chess.KNIGHT: 3.0, chess.BISHOP: 3.2, chess.ROOK: 5.0,
          chess.QUEEN: 9.0}
SCALE = 4.0


def _material(board: chess.Board, color: chess.Color) -> float:
    return sum(value * chess.popcount(board.pieces_mask(piece, color))
               for piece, value in VALUES.items())


def _cards(state: PokerDrezState, seat: int) -> float:
    hand = state.hands[seat]
    jokers = sum(1 for c in hand if c.kind is CardType.JOKER)
    neutrals = sum(1 for c in hand if c.kind is CardType.NEUTRAL)
    return 0.4 * jokers - 0.2 * neutrals


def evaluate(state: PokerDrezState) -> tuple[float, float]:
    """(White's, Black's) prospects, summing to 1."""
    board = state.board
    edge = _material(board, chess.WHITE) - _material(board, chess.BLACK)
    if not state.classic:
        edge += _cards(state, 0) - _cards(state, 1)
    if board.is_check():
        edge += -0.5 if board.turn == chess.WHITE else 0.5
    white = 1 / (1 + math.exp(-edge / SCALE))
    return (white, 1 - white)
