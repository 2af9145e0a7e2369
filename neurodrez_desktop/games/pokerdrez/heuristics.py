"""A fast evaluation of a PokerDrez position for each seat, in [0, 1] (the AI's cut-off).

Chess-aware, with the card layer on top:
- material in pawns (P 1, N 3, B 3.2, R 5, Q 9);
- mobility: squares the knights, bishops, rooks and queens attack that their own side
  does not occupy (pseudo-legal, so it costs no move generation);
- king safety: own pawns sheltering the king, enemy attacks on the squares around it,
  and being in check (in PokerDrez a king in check with nothing to pay loses, P12);
- the best capture the side to move has (a hanging piece is as good as lost), so a
  search that stops right after a move still sees what it leaves en prise;
- the cards in hand: every card is worth a little (any card pays for a king move), a
  Joker or a card of an exhausted type more (P5: it pays for anything), a Neutral a
  little less than nothing until traded; holding
  the die is worth a little too. In the classic phase (P11) cards no longer count.
Squashed with a logistic curve so a queen ahead is about 0.9.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import chess

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.pokerdrez.state import (
    PIECE_OF_CARD,
    REPLENISH,
    ROLL,
    UNKNOWN,
    Play,
    PokerDrezAction,
    PokerDrezState,
    Replenish,
    color_of,
)

VALUES = {chess.PAWN: 1.0, chess.KNIGHT: 3.0, chess.BISHOP: 3.2, chess.ROOK: 5.0,
          chess.QUEEN: 9.0}
MOBILE = (chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN)
SCALE = 4.0
MOBILITY = 0.04  # per attacked square
SHELTER = 0.15  # per pawn next to the king
DANGER = 0.12  # per square next to the king the enemy attacks
CHECK = 0.5
THREAT = 0.8  # of the best capture the side to move has (it may lack the card to pay)
ROLLOUT_DEPTH = 0
"""The search judges a new position at once: the threat term above already looks one
capture ahead, and random actions past it (a card put back, a draw, a random reply)
would mostly leave the wrong side to move when the evaluation looks for captures."""
CARD, JOKER, NEUTRAL, DIE = 0.25, 0.5, -0.1, 0.15
MINIMAX = 0.6
"""The search's trust in its minimax backups (``SearchPolicy.minimax``; 0.4 elsewhere). The
threat term sees a hanging piece at once, so a move that leaves the queen en prise is
backed up as lost after one reply, while its mean stays high as the opponent's weaker
replies are tried. "No card moves the queen: roll the die", 3 tries at Normal's 1,200
iterations: rolled 0 times at 0.4, 2 at 0.6, 3 at 0.8. All positions, 3 tries each:
51/54 at 0.4, 53/54 at 0.6, 54/54 at 0.8; at 400 iterations 51, 51 and 50; at Hard's
3,600 (2 tries) 35/36, 36/36, 36/36. 0.6 gains where the search is long enough to see the
replies, and loses nothing where it is not."""


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


def _best_capture(board: chess.Board, color: chess.Color) -> float:
    """What ``color`` (about to move) would win by its best capture: an undefended piece
    whole, a defended one for the difference with the cheapest attacker. Payment is left
    out (a capture is usually payable), so this is a threat, not a certainty."""
    enemy = not color
    best = 0.0
    for piece, value in VALUES.items():
        if value <= best:
            continue
        for square in chess.scan_reversed(board.pieces_mask(piece, enemy)):
            attackers = board.attackers_mask(color, square)
            if not attackers:
                continue
            if not board.attackers_mask(enemy, square):
                best = value
                break
            takers = [VALUES[kind] for a in chess.scan_reversed(attackers)
                      if (kind := board.piece_type_at(a)) is not None and kind != chess.KING]
            if takers:  # a king never takes a defended piece
                best = max(best, value - min(takers))
    return best


def _cards(state: PokerDrezState, seat: int, color: chess.Color) -> float:
    board = state.board
    worth = DIE if state.die_holder == seat else 0.0
    for card in state.hands[seat]:  # a card the evaluating seat cannot see: an average one
        worth += CARD if card == UNKNOWN else _card_worth(card, board, color)
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
    gain = THREAT * _best_capture(board, board.turn)
    edge += gain if board.turn == chess.WHITE else -gain
    white = 1 / (1 + math.exp(-edge / SCALE))
    return (white, 1 - white)


def first_to_try(state: PokerDrezState, untried: list[PokerDrezAction], rng: Rng
                 ) -> PokerDrezAction:
    """Which new move the search expands first, in the order a chess engine orders its
    moves: a checkmate first (P12 ends the game, whatever else is on offer); then
    captures, the most valuable victim by the cheapest piece (a refutation such as a
    bishop taking a queen is found before the queen's move looks good); then checks (a
    king in check with nothing to pay loses, P12); then moves of a piece the opponent
    attacks, the most valuable first (a queen's escape); among the rest, a random one. The
    search grows few children at a node it has visited little, so this order decides
    which replies it sees."""
    board = state.board
    enemy = not board.turn
    best: PokerDrezAction | None = None
    best_key = 0.0
    for action in untried:
        if not isinstance(action, Play):
            continue
        move = action.move
        attacker = board.piece_type_at(move.from_square)
        assert attacker is not None  # a legal move starts on a piece
        victim = board.piece_type_at(move.to_square) or (
            chess.PAWN if board.is_en_passant(move) else None)
        if board.gives_check(move) and _mates(board, move):
            key = 1000.0
        elif victim is not None:
            key = 100.0 + VALUES.get(victim, 0.0) * 10 - VALUES.get(attacker, 0.0)
        elif board.gives_check(move):
            key = 50.0
        elif attacker != chess.KING and board.attackers_mask(enemy, move.from_square):
            key = 10.0 + VALUES.get(attacker, 0.0)
        else:
            continue
        if key > best_key:
            best, best_key = action, key
    return best if best is not None else rng.choice(untried)


def open_chance(state: PokerDrezState) -> bool:
    """The die (P9): six faces both players see; the search weighs a roll by what each
    face lets the roller do."""
    return state.phase == ROLL


def _mates(board: chess.Board, move: chess.Move) -> bool:
    """Whether ``move`` checkmates (P12 ends the game at once)."""
    board.push(move)
    try:
        return board.is_checkmate()
    finally:
        board.pop()


def decision(action: PokerDrezAction) -> Hashable:
    """What the search decides: a chess move, whichever card pays for it."""
    return ("play", action.move) if isinstance(action, Play) else action


def _card_worth(card: Card, board: chess.Board, color: chess.Color) -> float:
    """What a card is worth to the side ``color``: a Joker, or a card of a type this side
    has no pieces of, pays for anything (P5); a Neutral pays for nothing until traded (P8);
    any other card pays for its pieces and for a king move (P4)."""
    kind = card.kind
    if kind is CardType.JOKER:
        return JOKER
    if kind is CardType.NEUTRAL:
        return NEUTRAL
    if not board.pieces_mask(PIECE_OF_CARD[kind], color):
        return JOKER
    return CARD


def cheapest(state: PokerDrezState, plays: list[PokerDrezAction]) -> PokerDrezAction:
    """The cheapest way to pay for one move (P4, P5, P6, P9): the die first (an unused
    roll is lost at the end of the turn); then a plain card before a Joker (or a card of
    a type this side has no pieces of, which pays for anything, P5); of the same worth, a
    common card before an own one (taking it denies it to the opponent, and the card put
    back in its place is the payer's choice)."""
    board = state.board
    color = board.turn

    def cost(play: PokerDrezAction) -> tuple[float, ...]:
        assert isinstance(play, Play)  # only a chess move is one decision paid several ways
        pay = play.pay
        if pay.source in ("die", "free"):
            return (0.0,)
        card = pay.card
        assert card is not None  # an own or a common card pays
        return (1.0, _card_worth(card, board, color), pay.source != "common",
                *card.sort_key)

    return min(plays, key=cost)


def obvious(state: PokerDrezState, legal: list[PokerDrezAction]) -> PokerDrezAction | None:
    """Which card goes back to the common row after paying with a common one (P6): the
    one worth least to both sides together (whoever moves next may pay with it). A rule,
    not a search: the card put back changes the position far less than a move."""
    if state.phase != REPLENISH:
        return None
    board = state.board
    mover = color_of(state.actor)

    def worth(action: Replenish) -> tuple[float, ...]:
        card = action.card
        return (_card_worth(card, board, mover) + _card_worth(card, board, not mover),
                *card.sort_key)

    return min((a for a in legal if isinstance(a, Replenish)), key=worth)
