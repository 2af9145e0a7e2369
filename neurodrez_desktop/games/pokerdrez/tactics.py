"""PokerDrez tactics positions (``core/tactics.py``): decisions with a clear right answer,
written from the rules (rulings P1–P17), for ``bench tactics`` and the AI's tests.

Every position is a state reached through the rules API: a start position (the
``start_fen`` option, no pawn sacrifice), the deal forced card by card (``Draw`` actions:
White's two own cards, Black's two, the five common cards), and where a position needs it
cards already discarded (taken out of the deck before the deal, so the 56 cards still add
up), the die with the other seat (a seat that has not rolled since receiving it keeps it,
P9), or a roll forced (``Roll``, then ``Face``). Both sides hold two own cards, as they do
after every paid move (P6).

The checks are worked out with python-chess, never by naming one square:

- material is counted P 1, N 3, B 3, R 5, Q 9, and what a move wins or loses is the
  balance after a capture-only search (both sides may take, or stop taking) from the
  position after it. The search lets the opponent pay for every capture: their own cards
  are hidden, so a move is only safe when it is safe against any hand. The refutation of
  each trap is also payable by a card the mover can see (a common card), as each ``why``
  says;
- a win in one is certain: the opponent is checkmated, or is in check and no card that
  can still be in play (every card not yet discarded, P6), nor the die, can pay any legal
  chess reply (P12);
- stopping a win in one: afterwards the opponent has no checkmating move, and no material
  is lost;
- paying cheaply: among the ways to pay for the same move, the die before a common card,
  a common card before an own card, a plain card before a Joker or a card of an exhausted
  type (which acts as a Joker, P5).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import chess

from neurodrez_desktop.core.cards import Card, CardType, piece_card_deck
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.pokerdrez.payments import card_pays, exhausted_types, paid_moves
from neurodrez_desktop.games.pokerdrez.state import (
    BLACK_SEAT,
    TURN,
    WHITE_SEAT,
    Draw,
    Face,
    Play,
    PokerDrezAction,
    PokerDrezState,
    Roll,
    color_of,
)

VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9,
          chess.KING: 0}
MATE = 1000

GameRules = Rules[PokerDrezState, PokerDrezAction]
"""The rules API as PokerDrez fills it (the positions are dealt through it)."""
Check = Callable[[PokerDrezState, PokerDrezAction], bool]
"""A tactic's ``good``: whether the action is a right answer in the state."""


# -- building a position through the rules -------------------------------------------------


def _cards(text: str) -> tuple[Card, ...]:
    """``"rook-3 pawn-5"`` as cards."""
    return tuple(Card.from_json(word) for word in text.split())


def _position(rules: GameRules, fen: str, white: str, black: str, common: str, *,
              discards: str = "", die: int = BLACK_SEAT, roll: int | None = None,
              classic: bool = False) -> PokerDrezState:
    """The state at the turn of the side to move in ``fen``: the deal forced through
    ``Draw`` actions, ``discards`` out of the deck first (all the rest when ``classic``:
    the deck is empty, P11), the die with ``die`` and, when given, ``roll`` rolled by
    the side to move (who must then hold the die)."""
    state = rules.initial_state(2, {"start_fen": fen, "pawn_sacrifice": False})
    dealt = (*_cards(white), *_cards(black), *_cards(common))
    out = list(_cards(discards))
    if classic:
        rest = Counter(piece_card_deck(state.config.decks).cards())
        rest.subtract(Counter(dealt))
        out = list(rest.elements())
    if out:
        deck = state.deck
        for card in out:
            deck = deck.without(card)
        state = state.evolve(deck=deck, discards=tuple(out))
    for card in dealt:
        state = rules.apply(state, Draw(card))
    if die != state.die_holder:
        state = state.evolve(die_holder=die)
    if roll is not None:
        state = rules.apply(rules.apply(state, Roll()), Face(roll))
    if state.phase != TURN or state.actor != state.mover:
        raise ValueError(f"not a move decision: {state.phase.word}, {state.end_reason}")
    return state


def _tactic(name: str, kind: str, why: str, fen: str, white: str, black: str, common: str,
            good: Check, **position: Any) -> Tactic:
    return Tactic(name, kind, why,
                  lambda rules: _position(rules, fen, white, black, common, **position), good)


# -- material, with python-chess -----------------------------------------------------------


def _balance(board: chess.Board, color: chess.Color) -> int:
    return sum(VALUES[p.piece_type] * (1 if p.color == color else -1)
               for p in board.piece_map().values())


def _captures(board: chess.Board) -> list[chess.Move]:
    moves = [m for m in board.legal_moves if board.is_capture(m) or m.promotion]

    def order(move: chess.Move) -> int:
        victim = board.piece_type_at(move.to_square) or chess.PAWN
        attacker = board.piece_type_at(move.from_square)
        assert attacker is not None  # a legal move starts on a piece
        return -10 * VALUES[victim] + VALUES[attacker]

    return sorted(moves, key=order)


def _quiesce(board: chess.Board, alpha: int, beta: int, depth: int = 8) -> int:
    """The balance for the side to move when both sides may capture or stop (a side in
    check that cannot get out is mated)."""
    if board.is_check() and not any(board.legal_moves):
        return -MATE
    stand = _balance(board, board.turn)
    if stand >= beta or depth == 0:
        return stand
    alpha = max(alpha, stand)
    for move in _captures(board):
        board.push(move)
        score = -_quiesce(board, -beta, -alpha, depth - 1)
        board.pop()
        if score >= beta:
            return score
        alpha = max(alpha, score)
    return alpha


def _gain(state: PokerDrezState, action: PokerDrezAction) -> int | None:
    """What the move of ``action`` wins (negative: loses) once the captures it allows are
    played out; None when ``action`` is no move."""
    if not isinstance(action, Play):
        return None
    board = state.board.copy(stack=False)
    mover = board.turn
    before = _balance(board, mover)
    board.push(action.move)
    return -_quiesce(board, -MATE - 1, MATE + 1) - before


def keeps_material(state: PokerDrezState, action: PokerDrezAction) -> bool:
    gain = _gain(state, action)
    return gain is not None and gain >= 0


def wins(amount: int) -> Check:
    def good(state: PokerDrezState, action: PokerDrezAction) -> bool:
        gain = _gain(state, action)
        return gain is not None and gain >= amount

    return good


# -- wins in one ---------------------------------------------------------------------------


def _cards_in_play(state: PokerDrezState, play: Play) -> list[Card]:
    """Every card the opponent could hold or take by their next turn: all but the
    discards and the card this move discards (P6)."""
    left = Counter(piece_card_deck(state.config.decks).cards())
    left.subtract(Counter(state.discards))
    if play.pay.card is not None:
        left.subtract(Counter([play.pay.card]))
    return [card for card, n in left.items() if n > 0]


def wins_at_once(state: PokerDrezState, action: PokerDrezAction) -> bool:
    """Checkmate, or check that no card still in play and no die can answer (P12)."""
    if not isinstance(action, Play):
        return False
    board = state.board.copy(stack=False)
    board.push(action.move)
    if board.is_checkmate():
        return True
    if not board.is_check() or state.classic:
        return False
    enemy = board.turn
    if state.die_holder != state.actor or state.rolled:  # the die is, or will be, theirs
        return False
    exhausted = exhausted_types(board, enemy)
    cards = _cards_in_play(state, action)
    for move in board.legal_moves:
        piece = board.piece_type_at(move.from_square)
        assert piece is not None  # a legal move starts on a piece
        castling = board.is_castling(move)
        if any(card_pays(card, piece, castling, exhausted) for card in cards):
            return False
    return True


def _allows_mate(board: chess.Board) -> bool:
    for move in board.legal_moves:
        board.push(move)
        mate = board.is_checkmate()
        board.pop()
        if mate:
            return True
    return False


def stops_mate(state: PokerDrezState, action: PokerDrezAction) -> bool:
    """Afterwards the opponent has no checkmating move, and no material is lost."""
    if not isinstance(action, Play) or not keeps_material(state, action):
        return False
    board = state.board.copy(stack=False)
    board.push(action.move)
    return not _allows_mate(board)


# -- paying ----------------------------------------------------------------------------------


def cost(state: PokerDrezState, play: Play) -> int:
    """The die 0 (it discards nothing, P9), a common card 1 (the mover keeps both own
    cards and chooses what goes back, P6), an own card 2, a Joker or a card of an
    exhausted type 3 (it pays for anything, P5)."""
    pay = play.pay
    if pay.card is None:
        return 0
    kind = pay.card.kind
    if kind is CardType.JOKER or kind in exhausted_types(state.board, color_of(state.actor)):
        return 3
    return 1 if pay.source == "common" else 2


def paid_cheaply(move_good: Check
                 ) -> Check:
    """A good move, paid the cheapest way that move can be paid."""

    def good(state: PokerDrezState, action: PokerDrezAction) -> bool:
        if not isinstance(action, Play) or not move_good(state, action):
            return False
        costs = [cost(state, p) for p in paid_moves(state, state.actor)
                 if p.move == action.move]
        return cost(state, action) == min(costs)

    return good


def rolls_or(move_good: Check
             ) -> Check:
    """Rolling the die (the mover still moves after it, P9), or a good move."""

    def good(state: PokerDrezState, action: PokerDrezAction) -> bool:
        return isinstance(action, Roll) or move_good(state, action)

    return good


# -- the positions ---------------------------------------------------------------------------

ALL_KNIGHTS_AND_JOKERS = " ".join(f"{kind}-{n}" for kind in ("joker", "knight")
                                  for n in range(1, 10))


def tactics() -> list[Tactic]:
    return [
        # -- save attacked material --------------------------------------------------
        _tactic(
            "queen on d4: Qxb2 is refuted by Bxb2", "save attacked material",
            "The pawn on e3 attacks the queen on d4 (a common Pawn card pays exd4). "
            "Qxb2 wins a pawn and loses the queen to Bc1xb2, which the common Bishop 4 "
            "pays, a card Black can see. Good: any move after which no material is lost "
            "once the captures are played out (the queen goes to a safe square).",
            "rnb1kbnr/pppp1ppp/4p3/8/3q4/4P2P/PPPP1PP1/RNBQKBNR b KQkq - 0 3",
            "rook-6 queen-8", "queen-5 pawn-2",
            "bishop-4 knight-1 pawn-7 rook-3 knight-9",
            keeps_material, die=WHITE_SEAT),
        _tactic(
            "Scandinavian queen on d5: Qxg2 is refuted by Bxg2", "save attacked material",
            "After 1.e4 d5 2.exd5 Qxd5 3.Nc3 the knight attacks the queen (a common Knight "
            "card pays Nxd5). Qxg2 attacks the rook but loses the queen to Bf1xg2, paid "
            "by the common Bishop 2. Good: any move after which the queen is safe and no "
            "material is lost.",
            "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3",
            "rook-1 pawn-9", "queen-3 knight-5",
            "bishop-2 pawn-4 rook-7 knight-8 pawn-6",
            keeps_material, die=WHITE_SEAT),
        _tactic(
            "no card moves the queen: roll the die", "save attacked material",
            "The pawn on c4 attacks the queen on d5 (two common Pawn cards pay cxd5), no "
            "card Black holds or sees pays a queen move (no Queen card, no Joker) and no "
            "other move saves it. Black holds the die: rolling is the only chance (a 5 or "
            "a 6 pays a queen move, P9), and Black may still move with a card after a "
            "roll that does not help. Good: rolling (or a move that loses nothing, of "
            "which there is none).",
            "rnb1kbnr/ppp1pppp/8/3q4/2P5/8/PP1P1PPP/RNBQKBNR b KQkq - 0 3",
            "rook-1 knight-7", "pawn-3 rook-2",
            "knight-4 bishop-1 pawn-8 knight-6 pawn-6",
            rolls_or(keeps_material), die=BLACK_SEAT),
        # -- take free material --------------------------------------------------------
        _tactic(
            "the queen on g5 hangs to Bc1", "take free material",
            "Nothing defends the black queen on g5 and the bishop on c1 attacks it; the "
            "common Bishop 3 pays Bxg5 (P4). Good: any move that wins at least the queen "
            "once the captures are played out.",
            "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3",
            "knight-2 pawn-5", "rook-8 bishop-9",
            "bishop-3 rook-4 queen-6 knight-7 pawn-1",
            wins(9)),
        _tactic(
            "the rook on d3 hangs", "take free material",
            "Nothing defends the white rook on d3; the knight on b4 (own Knight 4) and "
            "the queen on d8 (common Queen 9) both take it. Good: any move that wins at "
            "least the rook once the captures are played out.",
            "2bq1rk1/pp3ppp/8/7Q/1n6/3R4/PP3PPP/6K1 b - - 0 20",
            "rook-5 pawn-6", "knight-4 rook-2",
            "pawn-1 bishop-5 pawn-3 rook-8 queen-9",
            wins(5), die=WHITE_SEAT),
        # -- win in one ------------------------------------------------------------------
        _tactic(
            "back-rank mate Re8#", "win in one",
            "Re8 is checkmate (the king is walled in by its own pawns) and White's own "
            "Rook 3 pays it (so do the common Queen and Bishop cards: White has no queen "
            "or bishop, so they act as Jokers, P5). Good: any move that checkmates.",
            "6k1/1b3ppp/8/8/8/2N5/r4PPP/4R1K1 w - - 0 30",
            "rook-3 pawn-5", "bishop-8 rook-9",
            "pawn-1 knight-2 bishop-4 queen-6 pawn-7",
            wins_at_once),
        _tactic(
            "Qxh7# paid by the common Queen", "win in one",
            "Qxh7 is checkmate (the bishop on d3 guards h7). White's own cards (Knight, "
            "Pawn) do not pay a queen move; the common Queen 6 does. Good: any move that "
            "checkmates.",
            "r1b2rk1/pp3ppp/1qn5/7Q/8/2NB4/PPP2PPP/R3K2R w KQ - 0 12",
            "knight-1 pawn-2", "rook-9 bishop-8",
            "queen-6 bishop-4 rook-3 pawn-5 pawn-7",
            wins_at_once),
        _tactic(
            "Re8+ with every Knight and Joker gone", "win in one",
            "Re8+ is not checkmate in chess: Nf8 blocks. But all nine Knight cards and all "
            "nine Jokers are discarded, Black has a piece of every type (so no card acts "
            "as a Joker, P5) and White holds the die, so nothing can pay Nf8: Black is in "
            "check with no payable move and loses (P12). Rolling first would hand Black "
            "the die (a 2 or a 6 pays Nf8, P9). Good: Re8+, paid by any card that pays "
            "it (a Rook card, or the common Queen or Bishop acting as Jokers for White, "
            "who has neither piece, P5).",
            "7k/3n2pp/8/8/8/8/rq3PPP/1b2R1K1 w - - 0 30",
            "rook-2 pawn-6", "queen-3 bishop-7",
            "pawn-1 bishop-3 queen-4 rook-5 pawn-8",
            wins_at_once, die=WHITE_SEAT,
            discards=ALL_KNIGHTS_AND_JOKERS + " pawn-3 pawn-4 queen-1 rook-4 bishop-1"),
        # -- stop a win in one -------------------------------------------------------------
        _tactic(
            "stop Qxf7#", "stop a win in one",
            "After 1.e4 e5 2.Bc4 Nc6 3.Qh5 White threatens Qxf7#, payable by the common "
            "Queen 5 or Queen 8. Good: any move after which White has no checkmating move "
            "and no material is lost (g6, Qe7, Qf6, …).",
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
            "rook-7 knight-9", "knight-4 pawn-2",
            "queen-5 queen-8 rook-1 bishop-3 pawn-6",
            stops_mate, die=WHITE_SEAT),
        _tactic(
            "stop the back-rank mate Re1#", "stop a win in one",
            "Black threatens Re1#, payable by the common Rook 1 or Rook 6. Good: any move "
            "after which Black has no checkmating move and no material is lost (a flight "
            "square for the king, a rook to the first rank, …).",
            "4r1k1/p4ppp/2n5/8/8/Q7/1R3PPP/6K1 w - - 0 25",
            "pawn-2 queen-7", "bishop-8 knight-5",
            "rook-1 rook-6 bishop-3 knight-4 pawn-9",
            stops_mate),
        # -- pay cheaply --------------------------------------------------------------------
        _tactic(
            "Bxg4 with the common Bishop, not the Joker", "pay cheaply",
            "Bxg4 wins the undefended queen. White may pay it with the common Bishop 2, "
            "its own Bishop 6 or its own Joker 4; the common card keeps both own cards "
            "(White draws and chooses what goes back, P6). Good: a move winning the queen, "
            "paid the cheapest way it can be.",
            "rnb1kbnr/pppp1ppp/8/4p3/4P1q1/8/PPPPBPPP/RNBQK1NR w KQkq - 2 3",
            "joker-4 bishop-6", "rook-8 pawn-9",
            "bishop-2 knight-5 pawn-1 rook-3 pawn-8",
            paid_cheaply(wins(9))),
        _tactic(
            "Nxd4 with the rolled 2", "pay cheaply",
            "Black rolled a 2, which pays a knight move (P9), and Nxd4 wins the undefended "
            "queen. Paid by the die the move discards no card; the own Knight 3 or Joker "
            "5 would be spent for nothing. Good: a move winning the queen, paid by the "
            "die.",
            "r1bqkbnr/pppp1ppp/2n5/8/3QP3/8/PPP2PPP/RNB1KBNR b KQkq - 0 3",
            "rook-2 pawn-8", "joker-5 knight-3",
            "pawn-1 bishop-4 rook-6 queen-7 pawn-9",
            paid_cheaply(wins(9)), die=BLACK_SEAT, roll=2),
        _tactic(
            "Rxd5 with the Rook card, not the Bishop acting as Joker", "pay cheaply",
            "White has no bishops left, so its Bishop 4 acts as a Joker (P5). Rxd5 wins "
            "the undefended queen and the plain Rook 7 pays it. Good: a move winning the "
            "queen, paid by the Rook card.",
            "r1b2rk1/pp3ppp/2n5/3q4/8/5N2/PPQ2PPP/3R2K1 w - - 0 14",
            "bishop-4 rook-7", "pawn-3 knight-8",
            "pawn-1 knight-2 queen-3 pawn-5 knight-6",
            paid_cheaply(wins(9))),
        _tactic(
            "Kxg2 with a common card", "pay cheaply",
            "The bishop on g2 checks and nothing defends it: Kxg2 wins it. Any card pays "
            "a king move (P4), so a plain common card does; the own Joker 2 or Queen 5, or "
            "the common Bishop 6 (a Joker for White, who has no bishops, P5), would be "
            "spent for nothing. Good: a move winning the bishop, paid by a plain common "
            "card.",
            "r4rk1/ppp2ppp/2n5/8/8/5N2/PPP2PbP/R2Q1R1K w - - 0 15",
            "joker-2 queen-5", "rook-7 pawn-6",
            "pawn-1 knight-3 bishop-6 rook-8 pawn-9",
            paid_cheaply(wins(3))),
        _tactic(
            "Nxe5 with the common Knight", "pay cheaply",
            "Nxe5 wins the undefended queen; the common Knight 8 pays it as well as the "
            "own Knight 2, and paying with the common card keeps both own cards (P6). "
            "Good: a move winning the queen, paid by the common card.",
            "rnb1kbnr/pppp1ppp/8/4q3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4",
            "knight-2 pawn-5", "rook-8 bishop-9",
            "knight-8 bishop-1 rook-3 pawn-4 queen-6",
            paid_cheaply(wins(9))),
        # -- claim what is free ---------------------------------------------------------------
        _tactic(
            "Kxf7: any card pays the king", "claim what is free",
            "After 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.Ng5 d5 5.exd5 Na5 6.Nxf7 the knight on f7 "
            "forks queen and rook, and only the king can take it; any card pays a king "
            "move (P4), so Black's Pawn or Bishop card does. Nxc4 loses the queen to "
            "Nxd8. Good: any move that wins at least the knight once the captures are "
            "played out.",
            "r1bqkb1r/ppp2Npp/5n2/n2Pp3/2B5/8/PPPP1PPP/RNBQK2R b KQkq - 0 6",
            "rook-4 queen-2", "pawn-3 bishop-8",
            "pawn-1 pawn-6 rook-5 bishop-2 knight-9",
            wins(3), die=WHITE_SEAT),
        _tactic(
            "Bxf6 paid by a Knight card acting as Joker", "claim what is free",
            "White has no knights left, so its Knight cards act as Jokers (P5) and pay "
            "Bxf6, winning the undefended queen, though no Bishop card or Joker is in "
            "sight. Good: any move that wins at least the queen.",
            "r1b2rk1/pp3p1p/2n2qp1/8/8/3B4/PB3PPP/R2Q1RK1 w - - 0 14",
            "knight-4 knight-7", "pawn-3 bishop-8",
            "pawn-1 rook-2 queen-3 pawn-5 rook-6",
            wins(9)),
        _tactic(
            "Bxd5 for free: the deck is empty", "claim what is free",
            "The deck is empty, so cards no longer matter and any legal chess move is "
            "free (P11): the bishop takes the undefended rook though White holds no "
            "Bishop card. Good: any move that wins at least the rook.",
            "6k1/pp3ppp/8/3r4/8/1B6/PP3PPP/R5K1 w - - 0 30",
            "pawn-2 rook-3", "rook-4 knight-5",
            "pawn-1 knight-3 queen-4 pawn-5 knight-6",
            wins(5), classic=True),
    ]
