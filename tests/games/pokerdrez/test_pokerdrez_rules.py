"""Rule tests for PokerDrez, named by ruling P1–P17 (shared/rules/pokerdrez.md).

P15 (PGN export) is not part of the rules core yet and has no test here.
"""

from __future__ import annotations

import json
from dataclasses import replace

import chess
import pytest

from neurodrez_desktop.core.cards import Card, CardType, Deck, piece_card_deck
from neurodrez_desktop.core.errors import (
    IllegalActionError,
    MalformedActionError,
    MalformedStateError,
)
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.games.pokerdrez import state as pd
from neurodrez_desktop.games.pokerdrez.presenter import PokerDrezPresenter
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules
from neurodrez_desktop.games.pokerdrez.state import (
    Bet,
    Draw,
    Exchange,
    Face,
    Pay,
    Play,
    Redeal,
    Replenish,
    Roll,
    Sacrifice,
    Take,
)

rules = PokerDrezRules()
presenter = PokerDrezPresenter()

AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
# White Ra1-a8+ leaves Black (Kg8, pawns f7 g7 h7) only the knight blocks Nd7-b8 / Nd7-f8.
BACK_RANK = "6k1/3n1ppp/7q/7b/8/8/7r/R3K3 w - - 0 1"
STALEMATE_IN_ONE = "k7/3Q4/1K6/8/8/8/8/8 w - - 0 1"  # Qd7-c7 stalemates
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
COMMON = ("queen-1", "queen-2", "bishop-1", "bishop-2", "queen-3")


def c(text: str) -> Card:
    return Card.from_json(text)


def deal(white=("knight-1", "pawn-1"), black=("rook-1", "rook-2"), common=COMMON,
         fen: str | None = None, **options: object) -> pd.PokerDrezState:
    """A new game dealt (by chance Draw actions) with the given cards."""
    opts = {"pawn_sacrifice": False, **options}
    if fen is not None:
        opts["start_fen"] = fen
    state = rules.initial_state(2, opts)
    for card in (*white, *black, *common):
        state = rules.apply(state, Draw(c(card)))
    return state


def own(uci: str, card: str) -> Play:
    return Play.from_uci(uci, Pay("own", c(card)))


def common(uci: str, card: str) -> Play:
    return Play.from_uci(uci, Pay("common", c(card)))


def die(uci: str) -> Play:
    return Play.from_uci(uci, Pay("die"))


def run(state: pd.PokerDrezState, *actions) -> pd.PokerDrezState:
    for action in actions:
        state = rules.apply(state, action)
    return state


def refused(state: pd.PokerDrezState, action, rule: str) -> None:
    before = rules.state_to_json(state)
    with pytest.raises(IllegalActionError) as err:
        rules.apply(state, action)
    assert err.value.rule == rule
    assert rules.state_to_json(state) == before


def plays(state: pd.PokerDrezState) -> set[tuple[str, str, str | None]]:
    return {(a.uci, a.pay.source, None if a.pay.card is None else a.pay.card.to_json())
            for a in rules.legal_actions(state) if isinstance(a, Play)}


def test_p1_deck_of_56_and_112_cards():
    deck = rules.initial_state(2).deck
    assert deck.size == 56
    for kind in CardType:
        if kind is not CardType.NEUTRAL:
            assert [deck.count(Card(kind, n)) for n in range(1, 10)] == [1] * 9
    assert deck.count(pd.NEUTRAL) == 2
    double = rules.initial_state(2, {"two_decks": True}).deck
    assert double.size == 112
    assert double.count(c("joker-9")) == 2 and double.count(pd.NEUTRAL) == 4


def test_p1_the_deck_draws_each_card_by_its_share():
    deck = piece_card_deck()
    assert deck.size == 56 and piece_card_deck(2).size == 112
    assert deck.count(pd.NEUTRAL) == 2 and deck.count(c("rook-7")) == 1
    outcomes = deck.draw_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert dict(outcomes)[pd.NEUTRAL] == pytest.approx(2 / 56)


def test_p2_deal_is_nine_chance_draws():
    state = rules.initial_state(2, {"pawn_sacrifice": False})
    assert state.phase == pd.DEAL and rules.current_player(state) == CHANCE
    assert rules.legal_actions(state) == []
    outcomes = dict(rules.chance_outcomes(state))
    assert len(outcomes) == 55 and outcomes[Draw(pd.NEUTRAL)] == pytest.approx(2 / 56)
    assert sum(outcomes.values()) == pytest.approx(1.0)
    refused(state, own("e2e4", "pawn-1"), "P2")
    state = deal()
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT
    assert state.hands == ((c("knight-1"), c("pawn-1")), (c("rook-1"), c("rook-2")))
    assert state.common == tuple(c(x) for x in COMMON)
    assert state.deck.size == 47 and state.deck.count(c("queen-1")) == 0
    state = run(rules.initial_state(2, {"pawn_sacrifice": False}), Draw(c("joker-1")))
    refused(state, Draw(c("joker-1")), "P2")  # no longer in the deck


def test_p2_own_cards_and_deck_are_hidden_in_views():
    state = deal()
    view = rules.view_for(state, pd.BLACK_SEAT)
    assert view.hands == ((pd.UNKNOWN, pd.UNKNOWN), (c("rook-1"), c("rook-2")))
    assert view.common == state.common
    data = rules.state_to_json(view)
    assert data["hands"] == [["?", "?"], ["rook-1", "rook-2"]]
    assert data["deck"] == [["?", 47]]
    assert rules.view_for(state, pd.WHITE_SEAT).hands[1] == (pd.UNKNOWN, pd.UNKNOWN)


def test_p3_white_then_black_may_remove_an_own_pawn():
    state = deal(white=("rook-3", "pawn-1"), pawn_sacrifice=True)
    assert state.phase == pd.SACRIFICE and rules.current_player(state) == pd.WHITE_SEAT
    assert set(rules.legal_actions(state)) == {Sacrifice(None)} | {
        Sacrifice(sq) for sq in range(chess.A2, chess.H2 + 1)}
    refused(state, Sacrifice(chess.E7), "P3")  # the opponent's pawn
    refused(state, Sacrifice(chess.E4), "P3")  # no pawn there
    state = run(state, Sacrifice(chess.A2))
    assert state.phase == pd.SACRIFICE and rules.current_player(state) == pd.BLACK_SEAT
    assert state.board.piece_at(chess.A2) is None
    refused(state, Sacrifice(chess.B2), "P3")
    state = run(state, Sacrifice(None))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT
    assert len(state.board.pieces(chess.PAWN, chess.BLACK)) == 8
    assert len(state.board.pieces(chess.PAWN, chess.WHITE)) == 7
    assert ("a1a7", "own", "rook-3") in plays(state)  # the rook is free at once


def test_p3_no_move_before_the_sacrifices_and_option_off():
    assert deal(pawn_sacrifice=False).phase == pd.TURN  # the option off skips it
    refused(deal(pawn_sacrifice=True), own("e2e4", "pawn-1"), "P3")


def test_p4_cards_pay_for_their_own_piece_type():
    state = deal()  # White: Knight 1, Pawn 1; common queens and bishops (all blocked)
    expected = {(m, "own", "knight-1") for m in ("g1f3", "g1h3", "b1c3", "b1a3")}
    expected |= {(m.uci(), "own", "pawn-1") for m in state.board.legal_moves
                 if state.board.piece_type_at(m.from_square) == chess.PAWN}
    assert plays(state) == expected and len(expected) == 20
    assert Roll() not in rules.legal_actions(state)  # Black holds the die
    refused(state, own("g1f3", "pawn-1"), "P4")
    refused(state, common("e2e4", "queen-1"), "P4")
    refused(state, own("e2e4", "joker-1"), "P4")  # not held
    refused(state, own("e2e5", "pawn-1"), "P4")  # not a legal chess move
    refused(state, die("e2e4"), "P9")


def test_p4_joker_any_piece_any_card_king_neutral_nothing():
    state = deal(white=("joker-1", "pawn-1"))
    assert len([p for p in plays(state) if p[2] == "joker-1"]) == 20
    state = deal(white=("bishop-4", "pawn-1"), fen=AFTER_E4_E5)
    assert {("e1e2", "own", "bishop-4"), ("e1e2", "own", "pawn-1"),
            ("e1e2", "common", "queen-1"), ("f1c4", "own", "bishop-4"),
            ("d1h5", "common", "queen-2")} <= plays(state)
    refused(state, own("d1h5", "bishop-4"), "P4")
    state = deal(white=("neutral", "pawn-1"), fen=AFTER_E4_E5)  # a Neutral pays for nothing
    assert not any(p[2] == "neutral" for p in plays(state))
    refused(state, Play.from_uci("e1e2", Pay("own", pd.NEUTRAL)), "P4")
    refused(state, Play.from_uci("d2d4", Pay("own", pd.NEUTRAL)), "P4")


def test_p5_cards_of_an_exhausted_type_act_as_jokers():
    fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1"  # White has no knights
    state = deal(white=("knight-1", "knight-2"), fen=fen)
    moves = {m.uci() for m in state.board.legal_moves}
    assert len(moves) == 18  # 16 pawn moves, Ra1-b1, Rh1-g1
    assert plays(state) == {(m, "own", k) for m in moves for k in ("knight-1", "knight-2")}


def test_p5_is_reevaluated_every_turn_after_a_promotion():
    fen = "4k3/P7/8/8/8/8/8/RNB1K3 w - - 0 1"  # White has no queen yet
    state = deal(white=("queen-1", "pawn-1"), black=("pawn-2", "pawn-3"),
                 common=("bishop-1", "bishop-2", "bishop-3", "bishop-4", "bishop-5"), fen=fen)
    assert ("b1c3", "own", "queen-1") in plays(state)
    state = run(state, own("a7a8q", "pawn-1"), Draw(c("rook-3")))
    assert state.board.is_check()
    state = run(state, own("e8e7", "pawn-2"), Draw(c("rook-4")))
    assert rules.current_player(state) == pd.WHITE_SEAT
    assert ("b1c3", "own", "queen-1") not in plays(state)
    assert ("a8b8", "own", "queen-1") in plays(state)
    refused(state, own("b1c3", "queen-1"), "P4")


def test_p6_own_card_is_discarded_then_a_card_drawn():
    state = run(deal(), own("e2e4", "pawn-1"))
    assert state.phase == pd.DRAW and rules.current_player(state) == CHANCE
    assert state.discards == (c("pawn-1"),) and state.hands[0] == (c("knight-1"),)
    assert state.draw_to == ("0",) and state.deck.size == 47
    state = run(state, Draw(c("joker-7")))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.BLACK_SEAT
    assert state.hands[0] == (c("joker-7"), c("knight-1")) and state.deck.size == 46
    assert state.board.piece_at(chess.E4) == chess.Piece(chess.PAWN, chess.WHITE)


def test_p6_common_card_is_replaced_by_one_of_three():
    state = deal(common=("pawn-2", "queen-1", "queen-2", "bishop-1", "bishop-2"))
    state = run(state, common("d2d4", "pawn-2"))
    assert state.discards == (c("pawn-2"),) and len(state.common) == 4
    state = run(state, Draw(c("rook-5")))
    assert state.phase == pd.REPLENISH and rules.current_player(state) == pd.WHITE_SEAT
    assert state.hands[0] == (c("rook-5"), c("knight-1"), c("pawn-1"))
    assert set(rules.legal_actions(state)) == {Replenish(c(x))
                                               for x in ("rook-5", "knight-1", "pawn-1")}
    refused(state, Replenish(c("pawn-2")), "P6")  # the discarded card
    refused(state, Replenish(c("queen-1")), "P6")  # a common card
    state = run(state, Replenish(c("knight-1")))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.BLACK_SEAT
    assert state.hands[0] == (c("rook-5"), c("pawn-1"))
    assert sorted(state.common) == sorted(c(x) for x in ("knight-1", "queen-1", "queen-2",
                                                          "bishop-1", "bishop-2"))


CASTLE = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1"


def test_p7_castling_is_a_rook_move():
    state = deal(white=("knight-1", "pawn-1"), common=("queen-1", "rook-5", "joker-2",
                                                        "bishop-1", "bishop-2"), fen=CASTLE)
    assert ("e1f1", "own", "pawn-1") in plays(state)  # a king move: any card
    assert {p for p in plays(state) if p[0] == "e1g1"} == {
        ("e1g1", "common", "rook-5"), ("e1g1", "common", "joker-2")}
    refused(state, own("e1g1", "pawn-1"), "P4")  # the card that pays Ke1-f1 cannot castle
    refused(state, common("e1g1", "queen-1"), "P4")
    state = run(state, common("e1g1", "rook-5"), Draw(c("rook-9")))
    assert state.board.piece_at(chess.G1).piece_type == chess.KING
    assert state.board.piece_at(chess.F1).piece_type == chess.ROOK
    state = deal(white=("queen-4", "pawn-1"), fen=CASTLE.replace("RNBQK2R", "RNB1K2R"))
    assert ("e1g1", "own", "queen-4") in plays(state)  # no White queen: Queen cards are Jokers


@pytest.mark.parametrize(("face", "castles"), [(1, False), (2, False), (3, False),
                                               (4, True), (5, False), (6, True)])
def test_p7_castling_with_the_die_needs_4_or_6(face, castles):
    state = deal(white=("knight-1", "pawn-1"), fen=CASTLE)
    state = run(replace(state, die_holder=pd.WHITE_SEAT), Roll(), Face(face))
    assert ("e1f1", "die", None) in plays(state)  # P9: any roll pays a king move
    assert (("e1g1", "die", None) in plays(state)) is castles
    if not castles:
        refused(state, die("e1g1"), "P9")


def test_p7_promotion_and_en_passant_are_pawn_moves():
    fen = "4k3/1P6/8/3pP3/8/8/8/RNBQK3 w - d6 0 1"
    state = deal(white=("knight-1", "pawn-1"), black=("rook-1", "rook-2"),
                 common=("rook-3", "bishop-1", "bishop-2", "queen-1", "queen-2"), fen=fen)
    for uci in ("b7b8q", "b7b8n", "e5d6"):
        assert {p for p in plays(state) if p[0] == uci} == {(uci, "own", "pawn-1")}
        refused(state, own(uci, "knight-1"), "P4")
        refused(state, common(uci, "queen-1"), "P4")
    after = run(state, own("e5d6", "pawn-1"), Draw(c("joker-1")))
    assert after.board.piece_at(chess.D5) is None
    assert after.board.piece_at(chess.D6) == chess.Piece(chess.PAWN, chess.WHITE)


def test_p8a_neutral_for_the_top_of_the_deck():
    state = deal(white=("neutral", "pawn-1"))
    assert {Exchange("deck"), Exchange("opponent")} | {
        Exchange("common", c(x)) for x in COMMON} <= set(rules.legal_actions(state))
    state = run(state, Exchange("deck"))
    assert state.phase == pd.DRAW and state.bottom == (pd.NEUTRAL,) and state.deck_size == 48
    assert state.hands[0] == (c("pawn-1"),)
    state = run(state, Draw(c("joker-3")))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT  # still to move
    assert state.hands[0] == (c("joker-3"), c("pawn-1")) and state.deck_size == 47
    assert ("g1f3", "own", "joker-3") in plays(state)
    refused(state, Exchange("deck"), "P8")  # no Neutral left


def test_p8b_neutral_for_a_common_card():
    state = run(deal(white=("neutral", "pawn-1")), Exchange("common", c("bishop-1")))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT
    assert state.hands[0] == (c("bishop-1"), c("pawn-1"))
    assert state.common == tuple(c(x) for x in ("queen-1", "queen-2", "neutral", "bishop-2",
                                                 "queen-3"))
    assert state.known[0] == (c("bishop-1"),)
    assert rules.view_for(state, pd.BLACK_SEAT).hands[0] == (c("bishop-1"), pd.UNKNOWN)


def test_p8c_neutral_for_a_random_card_of_the_opponent():
    state = run(deal(white=("neutral", "pawn-1"), black=("joker-1", "rook-2")),
                Exchange("opponent"))
    assert state.phase == pd.TAKE and rules.current_player(state) == CHANCE
    assert rules.chance_outcomes(state) == [(Take(0), 0.5), (Take(1), 0.5)]
    state = run(state, Take(0))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT
    assert state.hands == ((c("joker-1"), c("pawn-1")), (c("rook-2"), pd.NEUTRAL))
    assert state.known == ((c("joker-1"),), (pd.NEUTRAL,))
    assert rules.view_for(state, pd.BLACK_SEAT).hands[0] == (c("joker-1"), pd.UNKNOWN)
    assert rules.view_for(state, pd.WHITE_SEAT).hands[1] == (pd.NEUTRAL, pd.UNKNOWN)


def test_p8_common_neutral_for_the_top_of_the_deck():
    state = deal(white=("knight-1", "pawn-1"),
                 common=("neutral", "queen-1", "queen-2", "bishop-1", "bishop-2"))
    assert Exchange("common-deck") in rules.legal_actions(state)
    refused(state, Exchange("common", c("queen-1")), "P8")  # White holds no Neutral
    state = run(state, Exchange("common-deck"), Draw(c("knight-2")))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT
    assert state.common == tuple(c(x) for x in ("queen-1", "queen-2", "bishop-1", "bishop-2",
                                                 "knight-2"))
    assert state.bottom == (pd.NEUTRAL,)


def test_p9_black_holds_the_die_and_may_roll_once():
    state = deal()
    assert state.die_holder == pd.BLACK_SEAT
    refused(state, Roll(), "P9")  # White does not hold it
    state = run(state, own("e2e4", "pawn-1"), Draw(c("rook-3")))
    assert Roll() in rules.legal_actions(state)
    state = run(state, Roll())
    assert state.phase == pd.ROLL and rules.current_player(state) == CHANCE
    assert rules.chance_outcomes(state) == [(Face(v), pytest.approx(1 / 6)) for v in range(1, 7)]
    state = run(state, Face(2))
    assert state.roll == 2 and rules.current_player(state) == pd.BLACK_SEAT
    refused(state, Roll(), "P9")  # once
    refused(state, die("e7e5"), "P9")  # a 2 is a knight
    hand, discards, deck = state.hands, state.discards, state.deck
    state = run(state, die("g8f6"))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT  # no draw
    assert (state.hands, state.discards, state.deck) == (hand, discards, deck)
    assert state.die_holder == pd.WHITE_SEAT


@pytest.mark.parametrize("face", range(1, 7))
def test_p9_any_roll_pays_a_king_move(face):
    fen = AFTER_E4_E5.replace(" w ", " b ")
    state = run(deal(black=("rook-1", "rook-2"), fen=fen), Roll(), Face(face))
    assert ("e8e7", "die", None) in plays(state)


def test_p9_die_passes_once_rolled_even_if_unused():
    state = run(deal(black=("pawn-2", "rook-2")), own("e2e4", "pawn-1"), Draw(c("rook-3")),
                Roll(), Face(4))  # a 4: Black's rooks cannot move
    assert not any(p[1] == "die" for p in plays(state))
    refused(state, die("d7d5"), "P9")
    state = run(state, own("d7d5", "pawn-2"), Draw(c("rook-4")))
    assert state.die_holder == pd.WHITE_SEAT and state.discards == (c("pawn-1"), c("pawn-2"))
    kept = run(deal(black=("pawn-2", "rook-2")), own("e2e4", "pawn-1"), Draw(c("rook-3")),
               own("d7d5", "pawn-2"), Draw(c("rook-4")))
    assert kept.die_holder == pd.BLACK_SEAT  # not rolled: Black keeps it
    refused(kept, Roll(), "P9")


def test_p10_redeal_when_nothing_can_pay():
    state = deal(white=("queen-4", "queen-5"), black=("pawn-1", "knight-1"),
                 common=("queen-3", "bishop-1", "bishop-2", "rook-1", "rook-2"))
    assert rules.legal_actions(state) == [Redeal()]
    shown = presenter.action_label(state, Redeal(), None)  # both players see the two cards
    assert "Queen 4" in shown and "Queen 5" in shown and "can pay for no move" in shown
    state = run(state, Redeal())
    assert state.phase == pd.DRAW and state.draw_to == ("0", "0") and state.hands[0] == ()
    assert state.discards == (c("queen-4"), c("queen-5"))
    state = run(state, Draw(c("pawn-2")), Draw(c("joker-1")))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.BLACK_SEAT
    assert state.hands[0] == (c("joker-1"), c("pawn-2"))
    assert state.board.board_fen() == chess.Board().board_fen()
    assert state.board.turn == chess.BLACK and state.die_holder == pd.BLACK_SEAT
    refused(deal(), Redeal(), "P10")  # not while a move can be paid


def test_p10_redeal_after_a_useless_roll_passes_the_die():
    state = deal(white=("pawn-1", "knight-1"), black=("queen-4", "queen-5"),
                 common=("queen-3", "bishop-1", "bishop-2", "rook-1", "rook-2"))
    state = run(state, own("e2e4", "pawn-1"), Draw(c("rook-3")))
    assert rules.legal_actions(state) == [Roll()]
    with pytest.raises(IllegalActionError, match="roll it first"):
        rules.apply(state, Redeal())
    state = run(state, Roll(), Face(4))
    assert rules.legal_actions(state) == [Redeal()]
    state = run(state, Redeal(), Draw(c("pawn-2")), Draw(c("pawn-3")))
    assert rules.current_player(state) == pd.WHITE_SEAT and state.die_holder == pd.WHITE_SEAT
    assert state.hands[1] == (c("pawn-2"), c("pawn-3"))


def test_p10_a_neutral_does_not_block_the_redeal():
    """P8's trade is "at any desired moment", never forced: with a Neutral in the hand or
    the common row and nothing that pays, the redeal is offered beside the trades."""
    for white, common in ((("neutral", "queen-4"), ("queen-3", "bishop-1", "bishop-2",
                                                    "rook-1", "rook-2")),
                          (("queen-4", "queen-5"), ("neutral", "bishop-1", "bishop-2",
                                                    "rook-1", "rook-2"))):
        state = deal(white=white, black=("pawn-1", "knight-1"), common=common)
        legal = rules.legal_actions(state)
        assert Redeal() in legal
        assert any(isinstance(a, Exchange) for a in legal)  # the trade stays on offer
        assert not any(isinstance(a, Play) for a in legal)
        state = run(state, Redeal())
        assert state.phase == pd.DRAW and state.hands[0] == ()


def test_p11_classic_from_the_first_turn_starting_with_an_empty_deck():
    state = replace(deal(), deck=Deck.of([c("rook-9")]))
    refused(state, Play.from_uci("e2e4", Pay("free")), "P11")
    state = run(state, own("e2e4", "pawn-1"), Draw(c("rook-9")))
    assert state.deck_size == 0 and state.classic
    assert rules.current_player(state) == pd.BLACK_SEAT
    actions = rules.legal_actions(state)
    assert len(actions) == 20 and all(a.pay == Pay("free") for a in actions)
    assert {a.uci for a in actions} == {m.uci() for m in state.board.legal_moves}
    state = run(state, Play.from_uci("e7e5", Pay("free")))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT
    assert len(rules.legal_actions(state)) == 29


def test_p11_classic_option():
    state = rules.initial_state(2, {"classic": True})
    assert state.phase == pd.TURN and state.classic and state.hands == ((), ())
    assert not rules.hides_information({"classic": True})
    assert set(rules.legal_actions(state)) == {Play(m, Pay("free"))
                                               for m in chess.Board().legal_moves}


def perft(state: pd.PokerDrezState, depth: int) -> int:
    actions = rules.legal_actions(state)
    if depth == 1:
        return len(actions)
    return sum(perft(rules.apply(state, a), depth - 1) for a in actions)


@pytest.mark.parametrize(("fen", "counts"), [
    (None, [20, 400, 8902]),
    (KIWIPETE, [48, 2039]),
    (POSITION_3, [14, 191, 2812]),
])
def test_p11_perft(fen, counts):
    options = {"classic": True} if fen is None else {"classic": True, "start_fen": fen}
    state = rules.initial_state(2, options)
    assert [perft(state, d) for d in range(1, len(counts) + 1)] == counts


def back_rank(black=("pawn-1", "pawn-2"), die_holder=pd.WHITE_SEAT, **options) -> pd.PokerDrezState:
    """White plays Ra1-a8+; Black can only block with the knight."""
    state = deal(white=("rook-1", "knight-1"), black=black,
                 common=("pawn-3", "bishop-1", "queen-1", "queen-2", "bishop-2"),
                 fen=BACK_RANK, **options)
    return run(replace(state, die_holder=die_holder), own("a1a8", "rook-1"))


def test_p12_in_check_without_a_paid_escape_loses():
    state = run(back_rank(), Draw(c("pawn-5")))
    assert state.phase == pd.END and rules.current_player(state) == TERMINAL
    outcome = rules.outcome(state)
    assert outcome.winners == (pd.WHITE_SEAT,) and outcome.scores == (1.0, 0.0)
    assert "cannot pay for a way out" in outcome.reason
    refused(state, own("g8h8", "pawn-1"), "P12")


def test_p12_the_die_can_save_the_king():
    state = run(back_rank(die_holder=pd.BLACK_SEAT), Draw(c("pawn-5")))
    assert state.phase == pd.TURN and rules.legal_actions(state) == [Roll()]
    saved = run(state, Roll(), Face(2))
    assert plays(saved) == {("d7b8", "die", None), ("d7f8", "die", None)}
    lost = run(state, Roll(), Face(1))
    assert lost.phase == pd.END and rules.outcome(lost).winners == (pd.WHITE_SEAT,)
    assert "cannot pay for a way out" in rules.outcome(lost).reason


def test_p12_a_neutral_exchange_can_save_the_king():
    state = run(back_rank(black=("neutral", "pawn-1")), Draw(c("pawn-5")))
    assert state.phase == pd.TURN and plays(state) == set()
    assert Exchange("deck") in rules.legal_actions(state)
    saved = run(state, Exchange("deck"), Draw(c("knight-2")))
    assert plays(saved) == {("d7b8", "own", "knight-2"), ("d7f8", "own", "knight-2")}
    taken = run(state, Exchange("opponent"), Take(state.hands[0].index(c("knight-1"))))
    assert ("d7f8", "own", "knight-1") in plays(taken)
    lost = run(state, Exchange("deck"), Draw(c("pawn-6")))
    assert lost.phase == pd.END and "cannot pay for a way out" in rules.outcome(lost).reason


def test_p13_stalemate_is_a_draw():
    state = deal(white=("queen-1", "pawn-1"), black=("pawn-2", "pawn-3"),
                 fen=STALEMATE_IN_ONE, common=("rook-1", "rook-2", "rook-3", "rook-4", "rook-5"))
    state = run(state, own("d7c7", "queen-1"), Draw(c("joker-1")))
    outcome = rules.outcome(state)
    assert state.phase == pd.END and outcome.is_draw and outcome.scores == (0.5, 0.5)
    assert "Stalemate" in outcome.reason


def test_p14_insufficient_material_is_a_draw():
    state = deal(white=("knight-1", "pawn-1"), fen="k7/8/1K6/8/8/5N2/7r/8 w - - 0 1")
    assert state.phase == pd.TURN
    state = run(state, own("f3h2", "knight-1"), Draw(c("joker-1")))
    outcome = rules.outcome(state)
    assert state.phase == pd.END and outcome.is_draw and "a draw" in outcome.reason


def betting(**options) -> pd.PokerDrezState:
    return deal(betting=True, **options)


def test_p16_raise_range_and_refusals():
    state = betting()
    assert state.stake == 5
    assert [a for a in rules.legal_actions(state) if isinstance(a, Bet)] == [
        Bet(n) for n in range(6, 21)]
    refused(state, Bet(21), "P16")
    refused(state, Bet(5), "P16")
    refused(state, Bet(-1), "P16")
    refused(deal(), Bet(10), "P16")  # betting is off
    assert betting(min_bet=10, max_bet=50).stake == 10


def test_p16_raise_and_accept():
    state = run(betting(), Bet(10))
    assert state.phase == pd.RESPOND and rules.current_player(state) == pd.BLACK_SEAT
    assert rules.legal_actions(state) == [Bet(0), Bet(-1)] + [Bet(n) for n in range(11, 21)]
    refused(state, Bet(10), "P16")
    state = run(state, Bet(0))
    assert state.phase == pd.TURN and rules.current_player(state) == pd.WHITE_SEAT
    assert state.stake == 10 and state.last_raiser == pd.WHITE_SEAT
    assert not any(isinstance(a, Bet) for a in rules.legal_actions(state))
    refused(state, Bet(12), "P16")  # one raise a turn
    state = run(state, own("e2e4", "pawn-1"), Draw(c("rook-3")))
    assert [a for a in rules.legal_actions(state) if isinstance(a, Bet)] == [
        Bet(n) for n in range(11, 21)]


def test_p16_a_raise_must_be_answered_at_once():
    state = run(betting(), Bet(10))
    refused(state, own("e7e5", "rook-1"), "P16")
    refused(state, Roll(), "P16")


def test_p16_fold_loses_at_the_stake_before_the_raise():
    state = run(betting(), Bet(10), Bet(-1))
    outcome = rules.outcome(state)
    assert state.phase == pd.END and outcome.winners == (pd.WHITE_SEAT,)
    assert outcome.scores == (5.0, -5.0)


def test_p16_reraise_and_accept():
    state = run(betting(), Bet(10), Bet(15))
    assert state.phase == pd.RESPOND and rules.current_player(state) == pd.WHITE_SEAT
    assert rules.legal_actions(state) == [Bet(0), Bet(-1)] + [Bet(n) for n in range(16, 21)]
    state = run(state, Bet(0))
    assert rules.current_player(state) == pd.WHITE_SEAT and state.phase == pd.TURN
    assert state.stake == 15 and state.last_raiser == pd.BLACK_SEAT


def test_p16_fold_after_a_reraise_loses_the_first_raise():
    # Black's re-raise to 15 goes beyond White's 10: White, folding, loses the stake
    # before the re-raise, which is White's own raise.
    state = run(betting(), Bet(10), Bet(15), Bet(-1))
    outcome = rules.outcome(state)
    assert outcome.winners == (pd.BLACK_SEAT,) and outcome.scores == (-10.0, 10.0)


def test_p17_winner_takes_the_stake():
    state = run(back_rank(betting=True, die_holder=pd.WHITE_SEAT), Draw(c("pawn-5")))
    assert rules.outcome(state).scores == (5.0, -5.0)
    state = deal(white=("rook-1", "knight-1"), black=("pawn-1", "pawn-2"),
                 common=("pawn-3", "bishop-1", "queen-1", "queen-2", "bishop-2"),
                 fen=BACK_RANK, betting=True)
    state = run(replace(state, die_holder=pd.WHITE_SEAT), Bet(8), Bet(0),
                own("a1a8", "rook-1"), Draw(c("pawn-5")))
    assert rules.outcome(state).scores == (8.0, -8.0)


def stalemate_with_bets(*bets) -> pd.PokerDrezState:
    state = deal(white=("queen-1", "pawn-1"), black=("pawn-2", "pawn-3"),
                 fen=STALEMATE_IN_ONE, common=("rook-1", "rook-2", "rook-3", "rook-4", "rook-5"),
                 betting=True)
    return run(state, *bets, own("d7c7", "queen-1"), Draw(c("joker-1")))


def test_p17_draw_returns_the_stake_except_to_the_last_raiser():
    assert rules.outcome(stalemate_with_bets()).scores == (0.0, 0.0)
    outcome = rules.outcome(stalemate_with_bets(Bet(10), Bet(0)))
    assert outcome.scores == (-10.0, 10.0) and outcome.winners == (pd.BLACK_SEAT,)
    outcome = rules.outcome(stalemate_with_bets(Bet(10), Bet(12), Bet(0)))
    assert outcome.scores == (12.0, -12.0)
    # the game was a draw: the results' title says so, and who took the stake
    assert outcome.headline.format("Ada", "Bo") == "Draw — Ada takes the stake (P17)"
    assert not rules.outcome(stalemate_with_bets()).headline  # an even draw: the usual words


def sample_states() -> list[pd.PokerDrezState]:
    initial = rules.initial_state(2)
    mid_deal = run(initial, Draw(c("joker-1")), Draw(pd.NEUTRAL))
    dealt = deal(white=("neutral", "pawn-1"), common=("pawn-2", *COMMON[:4]))
    sacrifice = deal(pawn_sacrifice=True)
    return [
        initial, mid_deal, sacrifice, run(sacrifice, Sacrifice(chess.C2)), dealt,
        run(dealt, own("e2e4", "pawn-1")),
        run(dealt, common("e2e4", "pawn-2"), Draw(c("joker-2"))),
        run(dealt, Exchange("opponent")),
        run(dealt, Exchange("deck")),
        run(dealt, own("e2e4", "pawn-1"), Draw(c("joker-2")), Roll()),
        run(dealt, own("e2e4", "pawn-1"), Draw(c("joker-2")), Roll(), Face(5)),
        run(betting(), Bet(10)), run(betting(), Bet(10), Bet(12), Bet(0)),
        run(back_rank(), Draw(c("pawn-5"))),
        rules.initial_state(2, {"classic": True, "start_fen": KIWIPETE}),
        rules.view_for(dealt, pd.BLACK_SEAT), rules.view_for(run(dealt, Exchange("opponent"),
                                                              Take(1)), pd.WHITE_SEAT),
    ]


def test_json_round_trip_of_states_and_actions():
    states = sample_states()
    assert {s.phase for s in states} == set(pd.Phase)  # every phase, DEAL to END
    for state in states:
        data = json.loads(json.dumps(rules.state_to_json(state)))
        assert data["phase"] == state.phase.name.lower()  # saved by its word, as ever
        back = rules.state_from_json(data)
        assert type(back.phase) is pd.Phase and back.phase == state.phase
        assert rules.state_to_json(back) == data
        assert rules.current_player(back) == rules.current_player(state)
        assert rules.legal_actions(back) == rules.legal_actions(state)
        assert rules.chance_outcomes(back) == rules.chance_outcomes(state)
        actions = rules.legal_actions(state) + [a for a, _ in rules.chance_outcomes(state)]
        for action in actions:
            text = json.loads(json.dumps(rules.action_to_json(action)))
            assert rules.action_from_json(text) == action
    for action in (Sacrifice(None), Sacrifice(chess.H7), Exchange("common", c("rook-3")),
                   Bet(-1), Take(1), Face(6), Play.from_uci("e7e8q", Pay("die")), Redeal()):
        assert rules.action_from_json(json.loads(json.dumps(
            rules.action_to_json(action)))) == action


def test_json_malformed_states_are_refused():
    good = rules.state_to_json(deal())
    assert good["phase"] == "turn"
    bad = [None, [], {"game": "berd"}, {**good, "phase": "dance"}, {**good, "phase": 2},
           {**good, "phase": "TURN"}, {**good, "fen": "nonsense"},
           {**good, "hands": [["rook-10"], []]}, {**good, "hands": [[]]},
           {**good, "deck": [["rook-1", 0]]}, {**good, "repetition": []},
           {**good, "actor": 2}, {**good, "draw_to": ["2"]}, {**good, "roll": 7},
           {**good, "options": {"colour": "red"}}, {**good, "stake": True},
           {k: v for k, v in good.items() if k != "common"}]
    for obj in bad:
        with pytest.raises(MalformedStateError):
            rules.state_from_json(obj)


@pytest.mark.parametrize("obj", [
    "jump", None, 3, {"move": 5, "pay": "die"}, {"move": "e2e4", "pay": "hand:rook-1"},
    {"move": "zz", "pay": "die"}, {"move": "e2e4"}, {"bet": True}, {"bet": "5"},
    {"take": 2}, {"roll": 7}, {"roll": 0}, {"sacrifice": "z9"}, {"draw": "rook-10"},
    {"exchange": "steal", "card": None}, {"replenish": "?"}, {"draw": "neutral", "x": 1},
])
def test_json_malformed_actions_are_refused(obj):
    with pytest.raises(MalformedActionError):
        rules.action_from_json(obj)
    assert issubclass(MalformedActionError, ValueError)


def test_p15_pgn_export_replays_the_moves_with_their_payments():
    import io

    import chess.pgn

    from neurodrez_desktop.core.playout import random_playout
    from neurodrez_desktop.core.record import GameRecord, Seat
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games.pokerdrez.pgn import export_pgn
    from neurodrez_desktop.games.pokerdrez.state import Play, Redeal, Sacrifice

    options = rules.resolve_options({})
    playout = random_playout(rules, 2, options, make_rng(21))
    record = GameRecord("pokerdrez", (Seat("Ada"), Seat("Bo")), options, 21,
                        tuple(playout.actions))
    states = record.states(rules)
    text = export_pgn(states, record.actions, ("Ada", "Bo"))
    game = chess.pgn.read_game(io.StringIO(text))
    assert game.headers["White"] == "Ada" and game.headers["Result"] in ("1-0", "0-1", "1/2-1/2")
    moves = [a.move if isinstance(a, Play) else chess.Move.null()
             for a in record.actions if isinstance(a, Play | Redeal)]
    assert list(game.mainline_moves()) == moves
    paid = [a for a in record.actions if isinstance(a, Play)]
    comments = [n.comment for n in game.mainline() if n.move != chess.Move.null()]
    assert comments[0] == f"paid with {paid[0].pay}"
    if any(isinstance(a, Sacrifice) and a.square is not None for a in record.actions):
        assert game.headers.get("SetUp") == "1"
