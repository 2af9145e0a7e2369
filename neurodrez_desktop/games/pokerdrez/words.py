"""PokerDrez's names in the player's language: sides, pieces, cards, payments.

The values themselves (``Card``, ``Pay``, the chess piece types) keep their English
``str`` for records, PGN and developers; what a player reads is named here, through the
game's own catalog, so every sentence built around a card or a piece says it in the
rulebook's words of the language shown (Peón, Torre, Comodín; Pedone, Torre, Jolly).
"""

from __future__ import annotations

import chess

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.games.pokerdrez.catalog import N_, _
from neurodrez_desktop.games.pokerdrez.state import PIECE_OF_CARD, PIECE_OF_ROLL, SIDE_NAMES, Pay

PIECES = {chess.PAWN: N_("Pawn"), chess.KNIGHT: N_("Knight"), chess.BISHOP: N_("Bishop"),
          chess.ROOK: N_("Rook"), chess.QUEEN: N_("Queen"), chess.KING: N_("King")}
"""A chess piece's name, capitalised as the cards print it."""
PIECES_LOWER = {chess.PAWN: N_("pawn"), chess.KNIGHT: N_("knight"),
                chess.BISHOP: N_("bishop"), chess.ROOK: N_("rook"), chess.QUEEN: N_("queen"),
                chess.KING: N_("king")}
"""A chess piece's name inside a sentence ("Move the knight on g1")."""
PLURAL_PIECES = {chess.PAWN: N_("pawns"), chess.KNIGHT: N_("knights"),
                 chess.BISHOP: N_("bishops"), chess.ROOK: N_("rooks"),
                 chess.QUEEN: N_("queens")}
"""A card type's pieces, as "no knights left" says them (P5)."""
KINDS = {CardType.JOKER: N_("Joker"), CardType.QUEEN: N_("Queen"), CardType.ROOK: N_("Rook"),
         CardType.BISHOP: N_("Bishop"), CardType.KNIGHT: N_("Knight"),
         CardType.PAWN: N_("Pawn"), CardType.NEUTRAL: N_("Neutral")}
"""A card type's name, as printed on the card."""


def side(seat: int) -> str:
    """"White" or "Black" in the language shown."""
    return _(SIDE_NAMES[seat])


def piece(piece_type: chess.PieceType) -> str:
    """"Knight": a chess piece's name, capitalised."""
    return _(PIECES[piece_type])


def piece_lower(piece_type: chess.PieceType) -> str:
    """"knight": a chess piece's name inside a sentence."""
    return _(PIECES_LOWER[piece_type])


def kind(card_type: CardType) -> str:
    """"Rook", "Joker", "Neutral": a card type's name."""
    return _(KINDS[card_type])


def card(value: Card) -> str:
    """"Rook 7", "Neutral": a card as a player names it (``str(card)`` in English)."""
    if value.kind is CardType.NEUTRAL:
        return kind(value.kind)
    return _("{kind} {number}").format(kind=kind(value.kind), number=value.number)


def cards(values: list[Card] | tuple[Card, ...]) -> str:
    """"Rook 7, Pawn 1": cards one after another."""
    return ", ".join(card(c) for c in values)


def pay(value: Pay) -> str:
    """"own card Rook 7", "the die", "free": what paid for a move (``str(pay)``)."""
    if value.source == "die":
        return _("the die")
    if value.source == "free":
        return _("free")
    assert value.card is not None, "an own or a common card pays"
    if value.source == "own":
        return _("own card {card}").format(card=card(value.card))
    return _("common card {card}").format(card=card(value.card))


def roll_pays(value: int) -> str:
    """What a roll pays for, in words (P9): "a Rook move", "any piece's move"."""
    found = PIECE_OF_ROLL[value]
    if found is None:
        return _("any piece's move")
    return _("a {piece} move").format(piece=piece(found))


def wild(kind_of: CardType) -> str:
    """"wild: no knights left" (P5: a card of a type whose pieces are all gone)."""
    return _("wild: no {pieces} left").format(pieces=_(PLURAL_PIECES[PIECE_OF_CARD[kind_of]]))



SAN_LETTERS = N_("KQRBN")
"""The letters of King, Queen, Rook, Bishop and Knight in a move's notation, in that
order: each language writes moves with its own (Spanish and Italian: R D T A C)."""


def san(move: str) -> str:
    """A move in standard algebraic notation ("Nf3", "exd8=Q+") with the piece letters of
    the language shown ("Cf3", "exd8=D+"); castling and squares stay as they are."""
    letters = _(SAN_LETTERS)
    if letters == SAN_LETTERS or len(letters) != len(SAN_LETTERS):
        return move
    table = str.maketrans(SAN_LETTERS, letters)
    head, promoted, tail = move.partition("=")
    if head[:1] in SAN_LETTERS:
        head = head[0].translate(table) + head[1:]
    return head + promoted + tail[:1].translate(table) + tail[1:]
