"""Why PokerDrez forbids an action or a selection, in a player's words (rulings P2–P17).

``action_refusal`` names the ruling against an action that is not in the legal list.
``why_not`` explains a partial selection (a card or the die chosen to pay, a piece, the
square it goes to) that no legal move matches, and says what would make it possible
(P4: "Knight g1 needs a Knight card or a Joker (you hold Pawn 1, Rook 7; common: Bishop 3).").
A move that chess forbids is explained in chess terms, as python-chess finds it (the way is
blocked, the king would be left in check, castling has lost its right …).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import chess

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.games.pokerdrez import words
from neurodrez_desktop.games.pokerdrez.catalog import _, ngettext
from neurodrez_desktop.games.pokerdrez.payments import exhausted_types
from neurodrez_desktop.games.pokerdrez.state import (
    DEAL,
    DRAW,
    END,
    PIECE_OF_CARD,
    PIECE_OF_ROLL,
    REPLENISH,
    RESPOND,
    ROLL,
    SACRIFICE,
    TAKE,
    TURN,
    UNKNOWN,
    Bet,
    Exchange,
    Pay,
    PickPayment,
    PickPiece,
    PickTarget,
    Play,
    PokerDrezAction,
    PokerDrezState,
    Redeal,
    Replenish,
    Roll,
    Sacrifice,
    color_of,
    lands_on,
    matches,
)

FACE_OF_PIECE = {piece: face for face, piece in PIECE_OF_ROLL.items() if piece is not None}


# -- actions ------------------------------------------------------------------------------


def action_refusal(state: PokerDrezState, action: object) -> Refusal:
    """The ruling that forbids an action that is not in the legal list."""
    phase = _phase_refusal(state, action)
    if phase is not None:
        return phase
    if isinstance(action, Play):
        if state.phase != TURN:
            return Refusal("P6", _("Wait for this step of the turn (a deal, a draw or a "
                                   "roll) to finish first."))
        return _play_refusal(state, action)
    if isinstance(action, Redeal):
        if state.board.is_check():
            return Refusal("P10", _("There is no redeal in check: make a paid move that "
                                    "gets your king out of check."))
        if state.die_holder == state.actor and not state.rolled:
            return Refusal("P10", _("You hold the die: roll it first; if the roll pays for "
                                    "no move either, you may redeal."))
        return Refusal("P10", _("A redeal is only for a player who can pay for no legal "
                                "move; you can pay for one now: make it."))
    if isinstance(action, Exchange):
        return Refusal("P8", _("That Neutral exchange is not possible now: it needs a "
                               "Neutral card (yours, or one in the common row), before your "
                               "move."))
    if isinstance(action, Roll):
        if state.die_holder != state.actor:
            return _die_elsewhere(state.die_holder)
        return Refusal("P9", _("The die is rolled once a turn, before moving: this turn's "
                               "roll is made."))
    if isinstance(action, Bet):
        return Refusal("P16", _("That bet is not possible now: raise before your move, up "
                                "to the maximum stake; a raise is answered by accepting, "
                                "raising again or folding."))
    if isinstance(action, Sacrifice):
        if state.phase == SACRIFICE:
            return Refusal("P3", _("Only one of your own pawns may be removed: click one "
                                   "of yours, or keep all pawns."))
        return Refusal("P3", _("A pawn may be removed only before the first move."))
    if isinstance(action, Replenish):
        return Refusal("P6", _("A card goes into the common row only after you paid with "
                               "a common card."))
    return Refusal("P2", _("{action} is not a PokerDrez action.").format(action=repr(action)))


def _origin_refusal(board: chess.Board, seat: int, origin: int, moving: bool
                    ) -> Refusal | None:
    """P4: no piece of the mover's on ``origin`` (``moving``: a move was made, else a
    square clicked: what to do with one of one's pieces instead)."""
    piece = board.piece_at(origin)
    square = chess.square_name(origin)
    if piece is None:
        said = (_("There is no piece on {square}: move one of your pieces.") if moving
                else _("There is no piece on {square}: click one of your pieces."))
        return Refusal("P4", said.format(square=square))
    if piece.color != color_of(seat):
        return Refusal("P4", _("The {piece} on {square} is {other}'s; you play {side}.").format(
            piece=_piece(piece), square=square, other=words.side(1 - seat),
            side=words.side(seat)))
    return None


def _die_elsewhere(holder: int) -> Refusal:
    """P9: the other side holds the die this turn."""
    return Refusal("P9", _("{side} holds the die this turn: pay with a card.").format(
        side=words.side(holder)))


def _play_refusal(state: PokerDrezState, action: Play) -> Refusal:
    """Why a move with its payment is not legal: the chess move, then the payment."""
    board, seat, move = state.board, state.actor, action.move
    origin, target = move.from_square, move.to_square
    refusal = _origin_refusal(board, seat, origin, moving=True)
    if refusal is not None:
        return refusal
    piece = _piece_on(board, origin)
    if move not in state.legal_moves():
        return _illegal(board, origin, target, move.promotion)
    refusal = _payment_refusal(state, seat, action.pay)
    if refusal is not None:
        return refusal
    name = _move_name(piece, origin, target)
    unpaid = _unpaid(state, seat, [move], action.pay, name)  # the words say what pays
    return Refusal("P9" if action.pay.source == "die" else "P4", unpaid.message)


def _phase_refusal(state: PokerDrezState, action: object) -> Refusal | None:
    """A step of the turn that must come first, whatever else ``action`` is."""
    if state.phase == RESPOND and not isinstance(action, Bet):
        return Refusal("P16", _("Answer the raise first: accept, raise again or fold."))
    if state.phase == SACRIFICE and not isinstance(action, Sacrifice):
        return Refusal("P3", _("Before the first move each player may remove one of their "
                               "own pawns, or keep them all: do that first."))
    if state.phase == REPLENISH and not isinstance(action, Replenish):
        return Refusal("P6", _("First put one of your three cards into the common row."))
    return None


# -- selections ---------------------------------------------------------------------------


def why_not(state: PokerDrezState, selection: object, legal: Sequence[PokerDrezAction]
            ) -> Refusal | None:
    """Why no action in ``legal`` (the legal actions of ``state``) matches ``selection``,
    or None when one does."""
    if not isinstance(selection, PickPayment | PickPiece | PickTarget):
        return Refusal("P2", _("{selection} is not a card, a piece or a square to choose.")
                       .format(selection=repr(selection)))
    board = state.board
    for action in legal:
        if isinstance(action, Play) and matches(board, action, selection):
            return None
    if state.phase == END:
        return Refusal("P12", _("The game is over."))
    if state.phase in (DEAL, DRAW, TAKE, ROLL):
        return Refusal("P2", _("Cards, takes and rolls are decided by chance: wait for them."))
    if state.phase != TURN:
        return _phase_refusal(state, selection)
    seat = state.actor
    pay = selection.pay
    if pay is not None:
        refusal = _payment_refusal(state, seat, pay)
        if refusal is not None:
            return refusal
    if isinstance(selection, PickPayment):
        return _pays_for_none(state, seat, selection.pay)
    origin = selection.square if isinstance(selection, PickPiece) else selection.origin
    squares = (origin,) if isinstance(selection, PickPiece) else (origin, selection.square)
    if not all(isinstance(sq, int) and 0 <= sq < 64 for sq in squares):
        return Refusal("P4", _("Choose a square of the board."))
    refusal = _origin_refusal(board, seat, origin, moving=False)
    if refusal is not None:
        return refusal
    piece = _piece_on(board, origin)
    moves = [m for m in state.legal_moves() if m.from_square == origin]
    if isinstance(selection, PickPiece):
        if not moves:
            return _stuck(board, origin)
        return _unpaid(state, seat, moves, pay, _("{piece} {square}").format(
            piece=_piece(piece), square=chess.square_name(origin)))
    target = selection.square
    moves = [m for m in moves if lands_on(board, m, target)]
    if not moves:
        return _illegal(board, origin, target, selection.promotion)
    promoted = [m for m in moves if selection.promotion in (None, m.promotion)]
    if not promoted:
        if moves[0].promotion is None:
            return Refusal("P4", _("Only a pawn reaching the last rank promotes."))
        return Refusal("P4", _("A pawn reaching the last rank promotes to a Queen, Rook, "
                               "Bishop or Knight."))
    name = _move_name(piece, origin, target)
    return _unpaid(state, seat, promoted, pay, name)


def _payment_refusal(state: PokerDrezState, seat: int, pay: Pay) -> Refusal | None:
    """Why ``pay`` cannot pay for anything now, or None when it is there to pay with."""
    source, card = pay.source, pay.card
    if (source in ("die", "free")) != (card is None) or source not in (
            "own", "common", "die", "free"):
        return Refusal("P4", _("{pay} is not a way to pay: pay with a card of yours, a "
                               "common card or the die.").format(pay=pay))
    if state.classic:
        if source == "free":
            return None
        return Refusal("P11", _("The deck is empty: moves are free now, and cards and the "
                                "die no longer pay."))
    if source == "free":
        return Refusal("P11", ngettext(
            "Moves are free only once the deck is empty ({n} card left): pay with a card or "
            "the die.",
            "Moves are free only once the deck is empty ({n} cards left): pay with a card "
            "or the die.", state.deck_size).format(n=state.deck_size))
    if source == "die":
        if state.die_holder != seat:
            return _die_elsewhere(state.die_holder)
        if state.roll is None:
            if state.rolled:
                return Refusal("P9", _("The die is rolled once a turn, and this turn's roll "
                                       "is used: pay with a card."))
            return Refusal("P9", _("Roll the die first: it pays only for the piece it shows."))
        return None
    assert card is not None  # an own or a common card: checked above
    if source == "own" and card not in state.hands[seat]:
        return Refusal("P4", _("You do not hold {card}: {holding}.").format(
            card=words.card(card), holding=_holding(state, seat)))
    if source == "common" and card not in state.common:
        return Refusal("P4", _("The common row has no {card}: {holding}.").format(
            card=words.card(card), holding=_holding(state, seat)))
    if card.kind is CardType.NEUTRAL:
        return Refusal("P4", _("A Neutral card pays for nothing; before your move you may "
                               "exchange it instead."))
    return None


def _pays_for_none(state: PokerDrezState, seat: int, pay: Pay) -> Refusal:
    """A card or roll that is there to pay with, but pays for no legal move now."""
    exhausted = exhausted_types(state.board, color_of(seat))
    if pay.source == "die":
        rule, what, pieces = ("P9", _("The roll of {roll}").format(roll=state.roll),
                              _roll_pays(state.roll))
    else:
        card = _card_of(pay)
        rule, what, pieces = "P4", words.card(card), _card_pays(card, exhausted)
    if state.board.is_check():
        return Refusal(rule, _("{what} pays for {pieces}, and none of those gets your king "
                               "out of check.").format(what=what, pieces=pieces))
    return Refusal(rule, _("{what} pays for {pieces}, and none of those is a legal move now.")
                   .format(what=what, pieces=pieces))


def _card_pays(card: Card, exhausted: frozenset[CardType]) -> str:
    if card.kind is CardType.JOKER:
        return _("any move")
    if card.kind in exhausted:
        return _("any move (it acts as a Joker, as you have no {pieces} left)").format(
            pieces=words.piece_lower(PIECE_OF_CARD[card.kind]))
    if card.kind is CardType.ROOK:
        return _("a Rook move, castling or a King move")
    return _("a {piece} move or a King move").format(piece=_type_name(card.kind))


def _roll_pays(roll: int | None) -> str:
    piece = PIECE_OF_ROLL.get(roll or 0)
    if piece is None:
        return _("any move")
    if piece == chess.ROOK:
        return _("a Rook move, castling or a King move")
    return _("a {piece} move or a King move").format(piece=words.piece(piece))


def _unpaid(state: PokerDrezState, seat: int, moves: list[chess.Move], pay: Pay | None,
            name: str) -> Refusal:
    """Legal chess moves ``moves`` (of one piece), none of them paid (with ``pay``)."""
    board = state.board
    castling = all(board.is_castling(m) for m in moves)
    piece = _piece_on(board, moves[0].from_square).piece_type
    with_die = state.die_holder == seat and not state.rolled  # a roll still to come
    needs = _needs(state, seat, piece, castling, with_die)
    rule = "P7" if castling else "P4"
    if pay is None:
        if castling:
            return Refusal(rule, _("Castling is a rook move: it needs {needs} ({holding}).")
                           .format(needs=needs, holding=_holding(state, seat)))
        return Refusal(rule, _("{name} needs {needs} ({holding}).").format(
            name=name, needs=needs, holding=_holding(state, seat)))
    given = (_("the roll of {roll}").format(roll=state.roll) if pay.source == "die"
             else words.card(_card_of(pay)))
    if castling:
        return Refusal(rule, _("Castling is a rook move: {given} cannot pay for it; it needs "
                               "{needs}.").format(given=given, needs=needs))
    # what the chosen card does pay for, and both ways on: another card, another piece
    pays = (_roll_pays(state.roll) if pay.source == "die"
            else _card_pays(_card_of(pay), exhausted_types(board, color_of(seat))))
    return Refusal("P9" if pay.source == "die" else rule,
                   _("{Given} pays for {pays}, not for {name}: choose {needs} instead, or a "
                     "piece {given} pays for.").format(Given=given[0].upper() + given[1:],
                                                       given=given, pays=pays, name=name,
                                                       needs=needs))


def _needs(state: PokerDrezState, seat: int, piece: chess.PieceType, castling: bool,
           with_die: bool) -> str:
    """What pays for a move of ``piece`` (castling: a rook move, P7), in words."""
    if piece == chess.KING and not castling:
        if with_die:
            return _("a card (any but a Neutral) or a roll of the die")
        return _("a card (any but a Neutral)")
    exhausted = exhausted_types(state.board, color_of(seat))
    moved = chess.ROOK if castling else piece
    said = _("a {kind} card or a Joker").format(kind=words.piece(moved))
    if exhausted:
        either = " " + _("or") + " "  # the spaces are not words
        kinds = [k for k in CardType if k in exhausted]
        said += _(", or a {kinds} card, as you have no {pieces} left").format(
            kinds=either.join(_type_name(k) for k in kinds),
            pieces=either.join(words.piece_lower(PIECE_OF_CARD[k]) for k in kinds))
    if with_die:
        said += _(", or a roll of {face} or 6").format(face=FACE_OF_PIECE[moved])
    return said


def _holding(state: PokerDrezState, seat: int) -> str:
    """What the seat has to pay with: its cards, the common row, the die."""
    hand = _cards(state.hands[seat])
    said = _("you hold {cards}").format(cards=hand) if hand else _("you hold no card")
    if state.die_holder == seat and not state.rolled:
        said += _(" and the die, not yet rolled")
    common = _cards(state.common)
    said += (_("; common: {cards}").format(cards=common) if common else _("; common: none"))
    if state.die_holder == seat and state.roll is not None:
        said += _("; you rolled {roll}").format(roll=state.roll)
    return said


def _cards(cards: Iterable[Card]) -> str:
    return ", ".join(words.card(c) for c in cards if c != UNKNOWN)


def _card_of(pay: Pay) -> Card:
    """The card that pays, where the payment is known to be an own or a common card
    (``_payment_refusal`` found it there to pay with)."""
    assert pay.card is not None
    return pay.card


def _piece_on(board: chess.Board, square: int) -> chess.Piece:
    """The piece on ``square``, where the caller knows there is one (a legal move's, or
    one ``_origin_refusal`` found)."""
    piece = board.piece_at(square)
    assert piece is not None
    return piece


def _piece(piece: chess.Piece) -> str:
    return words.piece(piece.piece_type)


def _type_name(kind: CardType) -> str:
    return words.piece(PIECE_OF_CARD[kind]) if kind in PIECE_OF_CARD else words.kind(kind)


def _move_name(piece: chess.Piece, origin: int, target: int) -> str:
    """"Knight g1–f3": a piece and where it goes."""
    return _("{piece} {origin}–{target}").format(piece=_piece(piece),
                                                 origin=chess.square_name(origin),
                                                 target=chess.square_name(target))


# -- chess ---------------------------------------------------------------------------------
# A move chess forbids is not about paying (P4): one that would leave the king in check
# cites the check ruling (P12), castling its own (P7); only how pieces move has no ruling
# of its own in rulings.md, so it stays with P4 ("a legal chess move and … paid").
CHECK, CASTLING, CHESS = "P12", "P7", "P4"


def _stuck(board: chess.Board, square: int) -> Refusal:
    """Why the side to move's piece on ``square`` has no legal chess move."""
    piece = _piece_on(board, square)
    at = {"piece": _piece(piece), "square": chess.square_name(square)}
    if piece.piece_type == chess.KING:
        if board.is_check():
            return Refusal(CHECK, _("The {piece} on {square} is in check and has no safe "
                                    "square to go to.").format(**at))
        return Refusal(CHESS, _("The {piece} on {square} has no legal move: every square "
                                "next to it is taken or attacked. Choose another piece.")
                       .format(**at))
    if board.is_check():
        return Refusal(CHECK, _("Your king is in check, and the {piece} on {square} can "
                                "neither capture the checking piece nor block the check.")
                       .format(**at))
    if board.is_pinned(piece.color, square):
        return Refusal(CHECK, _("The {piece} on {square} is pinned: moving it would leave "
                                "your king in check.").format(**at))
    return Refusal(CHESS, _("The {piece} on {square} has no legal move: it is blocked in. "
                            "Choose another piece.").format(**at))


def _illegal(board: chess.Board, origin: int, target: int,
             promotion: chess.PieceType | None) -> Refusal:
    """Why moving the side to move's piece ``origin``→``target`` is not legal chess."""
    piece = _piece_on(board, origin)
    name = _("{move} is not a legal chess move").format(
        move=_move_name(piece, origin, target))
    if origin == target:
        return _not_chess(name, _("a piece must move to another square"))
    if piece.piece_type == chess.KING and _castling_meant(board, origin, target):
        return Refusal(CASTLING, _("Castling is not possible: {why}.").format(
            why=_no_castling(board, origin, target)))
    own = board.piece_at(target)
    if own is not None and own.color == piece.color:
        return _not_chess(name, _("{square} holds your own {piece}").format(
            square=chess.square_name(target), piece=_piece(own)))
    last_rank = chess.square_rank(target) in (0, 7)
    if promotion is not None and not (piece.piece_type == chess.PAWN and last_rank):
        return _not_chess(name, _("only a pawn reaching the last rank promotes"))
    if promotion in (chess.PAWN, chess.KING):
        return _not_chess(name, _("a pawn promotes to a Queen, Rook, Bishop or Knight"))
    if promotion is None and piece.piece_type == chess.PAWN and last_rank:
        promotion = chess.QUEEN
    move = chess.Move(origin, target, promotion)
    if board.is_pseudo_legal(move):  # it moves so, but the king would be in check
        if piece.piece_type == chess.KING:
            why = _("the king would be in check on {square}").format(
                square=chess.square_name(target))
        elif board.is_check():
            why = _("your king is in check, and this does not get it out of check")
        elif board.is_pinned(piece.color, origin):
            why = _("the {piece} is pinned, and moving it so would leave your king in check"
                    ).format(piece=_piece(piece))
        else:
            why = _("it would leave your king in check")
        return _not_chess(name, why, CHECK)
    why = _pawn_why(board, origin, target) if piece.piece_type == chess.PAWN else (
        _piece_why(board, piece.piece_type, origin, target))
    if not why:
        return Refusal(CHESS, _("{name} here.").format(name=name))
    return _not_chess(name, why)


def _not_chess(name: str, why: str, rule: str = CHESS) -> Refusal:
    """The words of a move chess forbids: "Knight g1–g3 is not a legal chess move: …"."""
    return Refusal(rule, _("{name}: {why}.").format(name=name, why=why))


def _pawn_why(board: chess.Board, origin: int, target: int) -> str:
    color = board.color_at(origin)
    forward = 1 if color == chess.WHITE else -1
    files = chess.square_file(target) - chess.square_file(origin)
    ranks = (chess.square_rank(target) - chess.square_rank(origin)) * forward
    if ranks <= 0:
        return _("a pawn never moves backwards or sideways")
    if files == 0:
        start = 1 if color == chess.WHITE else 6
        if ranks > 2:
            return _("a pawn moves one square forward, or two from its starting square")
        if ranks == 2 and chess.square_rank(origin) != start:
            return _("a pawn moves two squares only from its starting square; from {square} "
                     "it moves one").format(square=chess.square_name(origin))
        blockers = (chess.between(origin, target) | chess.BB_SQUARES[target]) & board.occupied
        if blockers:
            first = _nearest(origin, blockers)
            if first == target:
                return _("a pawn captures diagonally, not straight ahead")
            return _blocked(first)
        return ""
    if abs(files) == 1 and ranks == 1:
        return _("a pawn moves diagonally only to capture")
    return _("a pawn moves straight forward, and one square diagonally to capture")


def _blocked(square: int) -> str:
    return _("the way is blocked at {square}").format(square=chess.square_name(square))


def _piece_why(board: chess.Board, piece: chess.PieceType, origin: int, target: int) -> str:
    files = abs(chess.square_file(target) - chess.square_file(origin))
    ranks = abs(chess.square_rank(target) - chess.square_rank(origin))
    straight, diagonal = files == 0 or ranks == 0, files == ranks
    if piece == chess.KNIGHT:
        if (files, ranks) in ((1, 2), (2, 1)):
            return ""
        return _("a Knight jumps two squares one way and one square the other")
    if piece == chess.KING:
        return "" if max(files, ranks) == 1 else _("a King moves one square (castling aside)")
    if piece == chess.BISHOP and not diagonal:
        return _("a Bishop moves along a diagonal")
    if piece == chess.ROOK and not straight:
        return _("a Rook moves along a rank or a file")
    if piece == chess.QUEEN and not (straight or diagonal):
        return _("a Queen moves along a rank, a file or a diagonal")
    blockers = chess.between(origin, target) & board.occupied
    if blockers:
        return _blocked(_nearest(origin, blockers))
    return ""


def _nearest(origin: int, mask: int) -> int:
    return min(chess.SquareSet(mask), key=lambda sq: chess.square_distance(origin, sq))


def _castling_meant(board: chess.Board, king: int, target: int) -> bool:
    """Choosing the king, then two squares along its rank or one of its own rooks."""
    if chess.square_rank(target) != chess.square_rank(king):
        return False
    if abs(chess.square_file(target) - chess.square_file(king)) == 2:
        return True
    rook = board.piece_at(target)
    return rook is not None and rook.piece_type == chess.ROOK and (
        rook.color == board.color_at(king))


def _no_castling(board: chess.Board, king: int, target: int) -> str:
    """Why castling from ``king`` towards ``target`` is not legal chess (python-chess)."""
    kingside = chess.square_file(target) > chess.square_file(king)
    rank = chess.square_rank(king)
    rook = chess.square(7 if kingside else 0, rank)
    if not board.clean_castling_rights() & chess.BB_SQUARES[rook]:
        return _("the right to castle on that side is lost (the king or that rook has "
                 "moved, or the rook is gone)")
    if board.is_check():
        return _("you cannot castle out of check")
    blockers = chess.between(king, rook) & board.occupied
    if blockers:
        return _("the squares between king and rook must be empty: {square} is taken").format(
            square=chess.square_name(_nearest(king, blockers)))
    destination = chess.square(6 if kingside else 2, rank)
    path = chess.SquareSet(chess.between(king, destination) | chess.BB_SQUARES[destination])
    for square in sorted(path, key=lambda sq: chess.square_distance(king, sq)):
        if board.is_attacked_by(not board.turn, square):
            return _("the king may not pass through or land on an attacked square: {square} "
                     "is attacked").format(square=chess.square_name(square))
    return _("not here")

