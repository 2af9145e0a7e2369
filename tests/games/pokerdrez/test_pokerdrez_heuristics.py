"""The PokerDrez evaluation prefers what a chess player would: material, active pieces,
a sheltered king, no check against you, and cards that can pay."""

from __future__ import annotations

import chess

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.games.pokerdrez.heuristics import evaluate
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules
from neurodrez_desktop.games.pokerdrez.state import Pay, Play

RULES = PokerDrezRules()


def _at(fen: str, white_hand=(), black_hand=()):
    state = RULES.initial_state(2, {"pawn_sacrifice": False, "start_fen": fen})
    return state.evolve(board=chess.Board(fen), hands=(tuple(white_hand), tuple(black_hand)),
                        classic=False)


def white(state) -> float:
    values = evaluate(state)
    assert abs(sum(values) - 1) < 1e-9 and all(0 <= v <= 1 for v in values)
    return values[0]


def test_a_queen_ahead_is_clearly_better():
    assert white(_at("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")) > 0.85


def test_active_pieces_beat_passive_ones():
    centre = _at("4k3/pppppppp/8/8/3N4/8/PPPPPPPP/4K3 w - - 0 1")
    corner = _at("4k3/pppppppp/8/8/8/8/PPPPPPPP/N3K3 w - - 0 1")
    assert white(centre) > white(corner)


def test_a_sheltered_king_beats_a_bare_one():
    sheltered = _at("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1")
    bare = _at("6k1/5ppp/8/8/8/5PPP/8/6K1 w - - 0 1")
    assert white(sheltered) > white(bare)


def test_being_in_check_is_bad_for_the_side_in_check():
    checked = _at("4k3/8/8/8/8/8/8/r3K3 w - - 0 1")
    quiet = _at("4k3/8/8/8/8/8/r7/4K3 w - - 0 1")
    assert white(checked) < white(quiet)


def test_cards_count_a_joker_more_and_an_exhausted_type_like_a_joker():
    fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"  # no knights left
    none = _at(fen)
    pawn = _at(fen, [Card(CardType.PAWN, 1)])
    joker = _at(fen, [Card(CardType.JOKER, 1)])
    knight = _at(fen, [Card(CardType.KNIGHT, 1)])
    neutral = _at(fen, [Card(CardType.NEUTRAL, 0)])
    assert white(neutral) < white(none) < white(pawn) < white(joker)
    assert white(knight) == white(joker)


def test_in_the_classic_phase_cards_do_not_count():
    fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
    plain = _at(fen).evolve(classic=True)
    rich = _at(fen, [Card(CardType.JOKER, 1)] * 2).evolve(classic=True)
    assert white(plain) == white(rich)


def test_a_piece_left_en_prise_counts_against_its_side():
    # Black to move; White's queen on h5 hangs to the rook on h8
    hanging = _at("rnbqkbnr/ppppppp1/8/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 2")
    safe = _at("rnbqkbnr/ppppppp1/8/8/4P3/5Q2/PPPP1PPP/RNB1KBNR b KQkq - 0 2")
    assert white(hanging) < white(safe) - 0.3


def test_the_search_tries_the_biggest_capture_first():
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games.pokerdrez.heuristics import first_to_try

    state = _at("rnbqkbnr/ppppppp1/8/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 2")
    plays = [Play(m, Pay("die")) for m in state.board.legal_moves]
    assert first_to_try(state, plays, make_rng(1)).move == chess.Move.from_uci("h8h5")
    quiet = [p for p in plays if not state.board.is_capture(p.move)]
    assert first_to_try(state, quiet, make_rng(1)) in quiet


def test_the_computer_does_not_give_its_queen_to_a_rook():
    from neurodrez_desktop.ai.agent import Budget
    from neurodrez_desktop.ai.ismcts import ISMCTSAgent
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games.pokerdrez.state import Draw

    # 1.e4 h5: Qxh5 wins a pawn and loses the queen to Rxh5 (Black may pay with the
    # common Rook 6); White holds a Queen card and a Queen lies in the common row.
    state = RULES.initial_state(2, {"pawn_sacrifice": False, "start_fen":
                                    "rnbqkbnr/ppppppp1/8/7p/4P3/8/PPPP1PPP/RNBQKBNR w KQkq h6 0 2"})
    for text in ("queen-6", "rook-4", "knight-1", "pawn-1", "knight-6", "rook-6", "bishop-2",
                 "pawn-5", "queen-7"):
        state = RULES.apply(state, Draw(Card.from_json(text)))
    assert any(isinstance(a, Play) and a.move.uci() == "d1h5" for a in RULES.legal_actions(state))
    for seed in range(3):
        choice = ISMCTSAgent().choose(RULES, RULES.view_for(state, 0), 0, make_rng(seed),
                                      Budget(None, 400))
        assert choice.move.uci() != "d1h5", f"seed {seed}: the queen was left to the rook"


def test_a_king_never_counts_as_taking_a_defended_piece():
    # Black's queen checks from f2, guarded by the bishop on c5: the king cannot take it
    guarded = _at("6k1/5ppp/8/2b5/8/8/5q2/6K1 w - - 0 1")
    safe = _at("6k1/5ppp/8/2b5/8/8/q7/6K1 w - - 0 1")
    assert white(guarded) <= white(safe) + 0.02


def test_p12_the_search_expands_a_checkmate_before_any_capture():
    """A mate ends the game (P12): the search opens it before the captures on offer, so a
    node it has visited only a few times already knows the reply that ends the game."""
    from neurodrez_desktop.ai.tactics import tactics_for
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games.pokerdrez.heuristics import first_to_try
    rules = PokerDrezRules()
    tactic = next(t for t in tactics_for("pokerdrez") if t.name == "back-rank mate Re8#")
    state = tactic.build(rules)
    plays = [a for a in rules.legal_actions(state) if isinstance(a, Play)]
    assert any(state.board.is_capture(a.move) for a in plays)
    chosen = first_to_try(state, plays, make_rng(0))
    board = state.board.copy()
    board.push(chosen.move)
    assert board.is_checkmate(), chosen
