"""``PokerDrezRules.why_not``: why no legal move matches a card, piece or square chosen,
named by ruling (shared/rules/pokerdrez.md), and a property over random playouts: the
answer is None exactly when some legal move matches the selection."""

from __future__ import annotations

from dataclasses import replace

import chess
import pytest

from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import TERMINAL
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.pokerdrez import state as pd
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules
from neurodrez_desktop.games.pokerdrez.state import (
    Bet,
    Draw,
    Face,
    Pay,
    PickPayment,
    PickPiece,
    PickTarget,
    Play,
    Roll,
)

rules = PokerDrezRules()
S = chess.parse_square
CASTLE = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1"
COMMON = ("bishop-3", "queen-1", "queen-2", "bishop-1", "bishop-2")


def c(text: str) -> pd.Card:
    return pd.Card.from_json(text)


def deal(white=("pawn-1", "rook-7"), black=("rook-1", "rook-2"), common=COMMON,
         fen: str | None = None, **options: object) -> pd.PokerDrezState:
    opts = {"pawn_sacrifice": False, **options}
    if fen is not None:
        opts["start_fen"] = fen
    state = rules.initial_state(2, opts)
    for card in (*white, *black, *common):
        state = rules.apply(state, Draw(c(card)))
    return state


def run(state, *actions):
    for action in actions:
        state = rules.apply(state, action)
    return state


def own(card: str) -> Pay:
    return Pay("own", c(card))


def said(state, selection) -> str:
    refusal = rules.why_not(state, selection)
    assert refusal is not None, f"{selection} is possible"
    return f"{refusal.rule}: {refusal.message}"


# -- P4: what pays, and chess ---------------------------------------------------------------


def test_p4_why_not_a_knight_without_a_knight_card():
    state = deal()
    assert said(state, PickPiece(S("g1"))) == (
        "P4: Knight g1 needs a Knight card or a Joker (you hold Rook 7, Pawn 1; common: "
        "Bishop 3, Queen 1, Queen 2, Bishop 1, Bishop 2).")
    assert said(state, PickTarget(S("g1"), S("f3"))).startswith(
        "P4: Knight g1–f3 needs a Knight card or a Joker (you hold")
    assert said(state, PickPiece(S("g1"), own("pawn-1"))) == (
        "P4: Pawn 1 pays for a Pawn move or a King move, not for Knight g1: choose a Knight "
        "card or a Joker instead, or a piece Pawn 1 pays for.")
    assert rules.why_not(state, PickPiece(S("e2"))) is None
    assert rules.why_not(state, PickTarget(S("e2"), S("e4"), pay=own("pawn-1"))) is None


def test_p4_why_not_a_card_that_pays_for_no_legal_move():
    state = deal()
    assert said(state, PickPayment(Pay("common", c("bishop-3")))) == (
        "P4: Bishop 3 pays for a Bishop move or a King move, and none of those is a legal "
        "move now.")
    assert rules.why_not(state, PickPayment(own("pawn-1"))) is None


def test_p4_why_not_a_card_not_there_or_a_neutral():
    state = deal(white=("neutral", "pawn-1"))
    assert said(state, PickPayment(own("joker-1"))).startswith(
        "P4: You do not hold Joker 1: you hold Pawn 1, Neutral; common:")
    assert said(state, PickPayment(Pay("common", c("rook-7")))).startswith(
        "P4: The common row has no Rook 7")
    assert said(state, PickPayment(own("neutral"))) == (
        "P4: A Neutral card pays for nothing; before your move you may exchange it instead.")
    assert said(state, PickPiece(S("e2"), own("neutral"))).startswith("P4: A Neutral")


@pytest.mark.parametrize(("move", "why"), [
    ("e2e5", "Pawn e2–e5 is not a legal chess move: a pawn moves one square forward, or "
             "two from its starting square"),
    ("e2d3", "Pawn e2–d3 is not a legal chess move: a pawn moves diagonally only to capture"),
    ("c1e3", "Bishop c1–e3 is not a legal chess move: the way is blocked at d2"),
    ("d1d3", "Queen d1–d3 is not a legal chess move: the way is blocked at d2"),
    ("g1g3", "Knight g1–g3 is not a legal chess move: a Knight jumps two squares one way and "
             "one square the other"),
    ("e1e2", "King e1–e2 is not a legal chess move: e2 holds your own Pawn"),
    ("a1a3", "Rook a1–a3 is not a legal chess move: the way is blocked at a2"),
])
def test_p4_why_not_a_move_chess_forbids(move, why):
    state = deal()
    uci = chess.Move.from_uci(move)
    assert said(state, PickTarget(uci.from_square, uci.to_square)) == f"P4: {why}."


def test_p4_a_pawn_is_told_what_fits_its_own_square():
    """Three squares from the start is too far for any pawn; two squares from elsewhere is
    too far for this one: the words fit the case, never "two only from its starting
    square" to a pawn that is on it."""
    state = deal(fen="4k3/8/8/8/8/4P3/3P4/4K3 w - - 0 1")
    assert said(state, PickTarget(S("d2"), S("d5"))) == (
        "P4: Pawn d2–d5 is not a legal chess move: a pawn moves one square forward, or two "
        "from its starting square.")
    assert said(state, PickTarget(S("e3"), S("e5"))) == (
        "P4: Pawn e3–e5 is not a legal chess move: a pawn moves two squares only from its "
        "starting square; from e3 it moves one.")


def test_p12_a_move_into_check_links_to_the_check_ruling():
    """"King e6–d6 would be in check" is about check (P12), not about paying (P4)."""
    state = deal(white=("knight-1", "pawn-1"), fen="3r4/8/4K3/8/8/8/8/3k4 w - - 0 1")
    assert said(state, PickTarget(S("e6"), S("d6"))) == (
        "P12: King e6–d6 is not a legal chess move: the king would be in check on d6.")
    rook = rules.refusal(state, Play.from_uci("e6d6", own("pawn-1")))
    assert (rook.rule, rook.message) == (
        "P12", "King e6–d6 is not a legal chess move: the king would be in check on d6.")


def test_p4_why_not_a_move_that_leaves_the_king_in_check():
    pinned = "4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1"  # the bishop on a5 pins the knight on d2
    state = deal(white=("knight-1", "pawn-1"), fen=pinned)
    assert said(state, PickPiece(S("d2"))) == (
        "P12: The Knight on d2 is pinned: moving it would leave your king in check.")
    assert said(state, PickTarget(S("d2"), S("f3"))) == (
        "P12: Knight d2–f3 is not a legal chess move: the Knight is pinned, and moving it so "
        "would leave your king in check.")
    assert rules.why_not(state, PickTarget(S("e1"), S("e2"))) is None  # any card pays
    attacked = "4k3/8/8/8/8/8/r7/4K2N w - - 0 1"  # the rook on a2 covers the second rank
    state = deal(white=("knight-1", "pawn-1"), fen=attacked)
    assert said(state, PickTarget(S("e1"), S("e2"))) == (
        "P12: King e1–e2 is not a legal chess move: the king would be in check on e2.")
    checked = "4k3/8/8/8/8/8/8/r3K2N w - - 0 1"
    state = deal(white=("knight-1", "pawn-1"), fen=checked)
    assert said(state, PickTarget(S("h1"), S("f2"))) == (
        "P12: Knight h1–f2 is not a legal chess move: your king is in check, and this does "
        "not get it out of check.")
    assert said(state, PickPiece(S("h1"))).startswith("P12: Your king is in check, and the "
                                                      "Knight on h1 can neither")


def test_p4_why_not_someone_elses_piece_or_an_empty_square():
    state = deal()
    assert said(state, PickPiece(S("g8"))) == "P4: The Knight on g8 is Black's; you play White."
    assert said(state, PickPiece(S("e4"))) == (
        "P4: There is no piece on e4: click one of your pieces.")
    assert said(state, PickTarget(S("e4"), S("e5"))) == (
        "P4: There is no piece on e4: click one of your pieces.")


def test_p4_why_not_a_promotion():
    fen = "4k3/1P6/8/8/8/8/8/RNBQK3 w - - 0 1"
    state = deal(white=("pawn-1", "knight-1"), fen=fen)
    assert rules.why_not(state, PickTarget(S("b7"), S("b8"), chess.KNIGHT)) is None
    assert said(state, PickTarget(S("b7"), S("b8"), chess.KING)) == (
        "P4: A pawn reaching the last rank promotes to a Queen, Rook, Bishop or Knight.")
    assert said(state, PickTarget(S("e1"), S("e2"), chess.QUEEN)) == (
        "P4: Only a pawn reaching the last rank promotes.")
    state = deal(white=("rook-3", "knight-1"), fen=fen)
    assert said(state, PickTarget(S("b7"), S("b8"))).startswith(
        "P4: Pawn b7–b8 needs a Pawn card or a Joker")


# -- P5, P7, P9, P11 ---------------------------------------------------------------------------


def test_p5_why_not_names_the_cards_acting_as_jokers():
    fen = "4k3/p7/8/8/8/8/8/1N2K3 w - - 0 1"  # White has only a knight and the king
    state = deal(white=("pawn-1", "pawn-2"), fen=fen)
    assert rules.why_not(state, PickPiece(S("b1"))) is None  # Pawn cards are Jokers now
    fen = "4k3/p7/8/8/8/8/P7/1N2K3 w - - 0 1"  # a pawn and a knight
    state = deal(white=("pawn-4", "pawn-5"),
                 common=("pawn-3", "pawn-6", "pawn-7", "pawn-8", "neutral"), fen=fen)
    assert said(state, PickPiece(S("b1"))).startswith(
        "P4: Knight b1 needs a Knight card or a Joker, or a Queen or Rook or Bishop card, "
        "as you have no queen or rook or bishop left (you hold")


def test_p7_why_not_castling_without_a_rook_card():
    state = deal(white=("knight-1", "pawn-1"), fen=CASTLE)
    state = replace(state, common=(c("queen-1"), c("bishop-3")))
    expected = ("P7: Castling is a rook move: it needs a Rook card or a Joker (you hold "
                "Knight 1, Pawn 1; common: Queen 1, Bishop 3).")
    assert said(state, PickTarget(S("e1"), S("g1"))) == expected
    assert said(state, PickTarget(S("e1"), S("h1"))) == expected  # the king, then its rook
    assert said(state, PickTarget(S("e1"), S("g1"), pay=own("pawn-1"))) == (
        "P7: Castling is a rook move: Pawn 1 cannot pay for it; it needs a Rook card or a "
        "Joker.")
    assert rules.why_not(state, PickTarget(S("e1"), S("f1"), pay=own("pawn-1"))) is None
    with_rook = deal(white=("rook-3", "pawn-1"), fen=CASTLE)
    for square in ("g1", "h1"):
        assert rules.why_not(with_rook, PickTarget(S("e1"), S(square))) is None


def test_p7_why_not_castling_chess_forbids():
    state = deal(white=("rook-3", "pawn-1"), fen=CASTLE)
    assert said(state, PickTarget(S("e1"), S("c1"))) == (
        "P7: Castling is not possible: the squares between king and rook must be empty: d1 "
        "is taken.")
    through = "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1"  # the black rook covers f1? no: f2 file f
    state = deal(white=("rook-3", "pawn-1"), fen=through.replace("5r2", "8").replace(
        "4k3", "4kr2"))  # the rook on f8 covers f1
    assert said(state, PickTarget(S("e1"), S("g1"))) == (
        "P7: Castling is not possible: the king may not pass through or land on an attacked "
        "square: f1 is attacked.")
    state = deal(white=("rook-3", "pawn-1"), fen="4k3/8/8/8/8/8/8/4K2R w - - 0 1")
    assert said(state, PickTarget(S("e1"), S("h1"))).startswith(
        "P7: Castling is not possible: the right to castle on that side is lost")
    state = deal(white=("rook-3", "pawn-1"), fen="4k3/8/8/8/8/8/8/r3K2R w K - 0 1")
    assert said(state, PickTarget(S("e1"), S("g1"))) == (
        "P7: Castling is not possible: you cannot castle out of check.")


def test_p9_why_not_the_die():
    state = deal()
    assert said(state, PickPayment(Pay("die"))) == (
        "P9: Black holds the die this turn: pay with a card.")
    black = run(state, Play.from_uci("e2e4", own("pawn-1")), Draw(c("rook-3")))
    assert said(black, PickPayment(Pay("die"))) == (
        "P9: Roll the die first: it pays only for the piece it shows.")
    assert said(black, PickPiece(S("g8"))) == (
        "P4: Knight g8 needs a Knight card or a Joker, or a roll of 2 or 6 (you hold Rook 1, "
        "Rook 2 and the die, not yet rolled; common: Bishop 3, Queen 1, Queen 2, Bishop 1, "
        "Bishop 2).")
    rolled = run(black, Roll(), Face(3))
    assert said(rolled, PickPiece(S("g8"))).endswith("; you rolled 3).")
    assert said(rolled, PickTarget(S("g8"), S("f6"), pay=Pay("die"))) == (
        "P9: The roll of 3 pays for a Bishop move or a King move, not for Knight g8–f6: "
        "choose a Knight card or a Joker instead, or a piece the roll of 3 pays for.")
    twos = run(black, Roll(), Face(2))
    assert rules.why_not(twos, PickTarget(S("g8"), S("f6"), pay=Pay("die"))) is None
    fours = run(black, Roll(), Face(4))  # Black's rooks cannot move
    assert said(fours, PickPayment(Pay("die"))) == (
        "P9: The roll of 4 pays for a Rook move, castling or a King move, and none of "
        "those is a legal move now.")


def test_p11_why_not_cards_once_moves_are_free():
    state = deal()
    assert said(state, PickPayment(Pay("free"))).startswith(
        "P11: Moves are free only once the deck is empty (47 cards left)")
    classic = rules.initial_state(2, {"classic": True})
    assert rules.why_not(classic, PickPiece(S("g1"))) is None
    assert rules.why_not(classic, PickTarget(S("e2"), S("e4"), pay=Pay("free"))) is None
    assert said(classic, PickPayment(own("rook-7"))) == (
        "P11: The deck is empty: moves are free now, and cards and the die no longer pay.")


# -- the other steps of a turn ------------------------------------------------------------------


def test_p2_p3_p6_p12_p16_why_not_while_something_else_comes_first():
    assert said(rules.initial_state(2), PickPiece(S("e2"))).startswith("P2: ")
    assert said(deal(pawn_sacrifice=True), PickPiece(S("e2"))) == (
        "P3: Before the first move each player may remove one of their own pawns, or keep "
        "them all: do that first.")
    replenish = run(deal(common=("pawn-2",) + COMMON[:4]),
                    Play.from_uci("d2d4", Pay("common", c("pawn-2"))), Draw(c("rook-5")))
    assert replenish.phase == pd.REPLENISH
    assert said(replenish, PickPayment(own("rook-5"))) == (
        "P6: First put one of your three cards into the common row.")
    raised = run(deal(betting=True), Bet(10))
    assert said(raised, PickPiece(S("g8"))) == (
        "P16: Answer the raise first: accept, raise again or fold.")
    folded = run(raised, Bet(-1))
    assert rules.current_player(folded) == TERMINAL
    assert said(folded, PickPiece(S("e2"))) == "P12: The game is over."


def test_p4_why_not_refuses_what_is_not_a_selection():
    assert said(deal(), "e2e4").startswith("P2: ")
    assert said(deal(), PickPiece(64)) == "P4: Choose a square of the board."


# -- the property: None exactly when a legal move matches -----------------------------------------


def _matches(board: chess.Board, play: Play, selection) -> bool:
    """Written apart from the rules' own: which plays a selection chooses among."""
    move, pay = play.move, play.pay
    if isinstance(selection, PickPayment):
        return pay == selection.pay
    if selection.pay is not None and pay != selection.pay:
        return False
    if isinstance(selection, PickPiece):
        return move.from_square == selection.square
    if move.from_square != selection.origin:
        return False
    if selection.promotion is not None and move.promotion != selection.promotion:
        return False
    if move.to_square == selection.square:
        return True
    if board.is_castling(move):  # the king, then its rook
        rook_file = 7 if chess.square_file(move.to_square) == 6 else 0
        return selection.square == chess.square(rook_file, chess.square_rank(move.to_square))
    return False


def _selections(state: pd.PokerDrezState, rng) -> list:
    seat = state.actor
    pays = [Pay("die"), Pay("free"), Pay("own", c("joker-9")), Pay("common", c("pawn-9"))]
    pays += [Pay("own", card) for card in state.hands[seat] if card != pd.UNKNOWN]
    pays += [Pay("common", card) for card in state.common]
    chosen: list = [PickPayment(pay) for pay in pays]
    chosen += [PickPiece(square) for square in chess.SQUARES]
    chosen += [PickPiece(rng.choice(chess.SQUARES), pay) for pay in pays]
    own = [sq for sq in chess.SQUARES if state.board.color_at(sq) == pd.color_of(seat)]
    for origin in own:
        chosen += [PickTarget(origin, target) for target in chess.SQUARES]
        chosen += [PickTarget(origin, rng.choice(chess.SQUARES), pay=rng.choice(pays))
                   for _ in range(3)]
        chosen.append(PickTarget(origin, rng.choice(chess.SQUARES),
                                 rng.choice((chess.QUEEN, chess.KNIGHT, chess.KING))))
    for play in rules.legal_actions(state)[:30]:  # every legal move, fully chosen
        if isinstance(play, Play):
            chosen.append(PickTarget(play.move.from_square, play.move.to_square,
                                     play.move.promotion, play.pay))
    return chosen


@pytest.mark.parametrize(("options", "seed"), [
    ({}, 1), ({}, 2), ({"two_decks": True}, 3), ({"betting": True}, 4),
    ({"two_decks": True, "betting": True, "pawn_sacrifice": False}, 5),
])
def test_p4_why_not_is_none_exactly_when_a_legal_move_matches(options, seed):
    rng = make_rng(seed)
    seen: list[pd.PokerDrezState] = []

    def keep(state, action):
        if rules.current_player(state) >= 0 and rng.random() < 0.08:
            seen.append(state)

    playout = random_playout(rules, 2, options, make_rng(seed), on_step=keep)
    seen.append(playout.state)  # the end too
    checked = refused = 0
    for state in seen[:24]:
        for shown in (state, rules.view_for(state, state.actor)):
            legal = rules.legal_actions(shown)
            plays = [a for a in legal if isinstance(a, Play)]
            for selection in _selections(shown, rng):
                refusal = rules.why_not(shown, selection)
                expected = any(_matches(shown.board, p, selection) for p in plays)
                assert (refusal is None) == expected, (selection, refusal, shown.board.fen())
                if refusal is not None:
                    refused += 1
                    assert refusal.rule[0] == "P" and refusal.rule[1:].isdigit()
                    assert refusal.message and "\n" not in refusal.message
                checked += 1
    assert checked > 1000 and 0 < refused < checked
