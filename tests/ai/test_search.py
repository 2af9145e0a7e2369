"""The shared search (ai/ismcts.py) finds refutations, pays cheaply and is quick when the
choice is easy (issue: computer players that never give material away).

Each test is one fix, on a position built from the rules (PokerDrez unless it says), with
a fixed number of iterations (reproducible; no timing). The search is handed only the seat's view.
"""

from __future__ import annotations

import chess
import pytest

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.ismcts import ISMCTSAgent
from neurodrez_desktop.core.cards import Card, CardType, Deck, piece_card_deck
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.pokerdrez.state import (
    BLACK_SEAT,
    REPLENISH,
    TURN,
    Pay,
    Play,
    Replenish,
)

RULES = get_rules("pokerdrez")
Q, P, N, R, B, J = (CardType.QUEEN, CardType.PAWN, CardType.KNIGHT, CardType.ROOK,
                    CardType.BISHOP, CardType.JOKER)


def _position(fen: str, black: list[Card], white: list[Card], common: list[Card],
              roll: int | None = None, die_holder: int = BLACK_SEAT):
    """Black to move in ``fen`` with these cards; the rest of the deck face down."""
    start = RULES.initial_state(2, {"pawn_sacrifice": False})
    pool = piece_card_deck(1).cards()
    for card in black + white + common:
        pool.remove(card)
    board = chess.Board(fen)
    return start.evolve(phase=TURN, board=board, hands=(tuple(sorted(white)),
                                                        tuple(sorted(black))),
                        common=tuple(common), deck=Deck.of(pool), actor=BLACK_SEAT,
                        draws_left=0, draw_to=(), then="", die_holder=die_holder,
                        roll=roll, rolled=roll is not None,
                        repetition=(board._transposition_key(),))


QUEEN_ON_D4 = _position(
    "rnb1kbnr/pppp1ppp/8/4p3/3q4/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 3",
    black=[Card(Q, 3), Card(P, 2), Card(N, 4), Card(R, 5)],
    white=[Card(P, 5), Card(N, 2), Card(R, 1), Card(Q, 7)],
    common=[Card(B, 3), Card(P, 8), Card(J, 1), Card(N, 7), Card(R, 9)],
    die_holder=1 - BLACK_SEAT)
"""The black queen is attacked by the pawn on e3; Qxb2 wins a pawn and loses the queen to
Bc1xb2, paid by the common Bishop card (P6), which Black can see. White holds the die, so
Black's choice is a move."""


def _search(state, iterations: int, seed: int = 0, **options):
    agent = ISMCTSAgent(**options)
    view = RULES.view_for(state, BLACK_SEAT)
    action = agent.choose(RULES, view, BLACK_SEAT, make_rng(seed), Budget(None, iterations))
    return agent, action


def _queen_safe(state, action) -> bool:
    after = state.board.copy(stack=False)
    after.push(action.move)
    return not after.attackers_mask(chess.WHITE, action.move.to_square)


def test_the_search_visits_the_refutation_and_keeps_the_queen():
    agent, action = _search(QUEEN_ON_D4, 1500)
    grab = agent.last_root.children[("play", chess.Move.from_uci("d4b2"))]
    replies = sorted(grab.children.values(), key=lambda c: -c.visits)
    assert replies[0].action == ("play", chess.Move.from_uci("c1b2")), \
        "the bishop's capture of the queen is White's most searched reply"
    assert grab.best[BLACK_SEAT] < 0.2, "Qxb2 is seen to lose the queen"
    assert isinstance(action, Play) and action.move.from_square == chess.D4
    assert _queen_safe(QUEEN_ON_D4, action), f"{action} leaves the queen en prise"


@pytest.mark.parametrize("seed", range(3))
def test_the_queen_is_kept_over_seeds(seed):
    _, action = _search(QUEEN_ON_D4, 1000, seed)
    assert _queen_safe(QUEEN_ON_D4, action), f"seed {seed}: {action}"


def test_a_move_is_one_branch_whatever_card_pays_it():
    agent, _ = _search(QUEEN_ON_D4, 200)
    legal = RULES.legal_actions(QUEEN_ON_D4)
    payments = sum(1 for a in legal if isinstance(a, Play))
    moves = len({a.move for a in legal if isinstance(a, Play)})
    assert payments > moves  # the queen's moves may be paid in several ways
    assert len(agent.last_root.children) == moves == len(legal) - (payments - moves)


def test_the_cheapest_payment_pays_the_move_chosen():
    """A pawn move payable by the die, the common Pawn, an own Pawn card or a Joker: the
    search pays with the die (P9: a roll of 1 pays a pawn move, and is lost at the turn's
    end); without the roll, with the common Pawn card before an own one, and never with a
    Joker."""
    fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
    cards = dict(black=[Card(P, 2), Card(J, 4), Card(N, 4), Card(R, 5)],
                 white=[Card(P, 5), Card(N, 2), Card(R, 1), Card(Q, 7)],
                 common=[Card(B, 3), Card(P, 8), Card(J, 1), Card(N, 7), Card(R, 9)])
    rolled = _position(fen, roll=1, **cards)
    for seed in range(3):
        _, action = _search(rolled, 300, seed)
        assert isinstance(action, Play), action
        if chess.square_rank(action.move.from_square) == 6:  # a pawn's move
            assert action.pay == Pay("die"), action
    plain = _position(fen, die_holder=1 - BLACK_SEAT, **cards)  # no die to roll
    for seed in range(3):
        _, action = _search(plain, 300, seed)
        assert action.pay.card.kind is not CardType.JOKER, action
        payers = [a.pay for a in RULES.legal_actions(plain)
                  if isinstance(a, Play) and a.move == action.move]
        if Pay("common", Card(P, 8)) in payers:
            assert action.pay == Pay("common", Card(P, 8)), action


def test_the_card_put_back_needs_no_search():
    """After paying with a common card, which card goes back (P6) is settled by a rule:
    no iterations spent, and neither the Joker nor a card of a type the opponent has no
    pieces of goes to the common row."""
    state = _position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
                      black=[Card(P, 2), Card(J, 4), Card(N, 4), Card(R, 5), Card(P, 6)],
                      white=[Card(P, 5), Card(N, 2), Card(R, 1), Card(Q, 7)],
                      common=[Card(B, 3), Card(P, 8), Card(N, 7), Card(R, 9)])
    state = state.evolve(phase=REPLENISH)
    assert len(RULES.legal_actions(state)) > 1
    agent, action = _search(state, 500)
    assert agent.last_iterations == 0
    assert isinstance(action, Replenish) and action.card.kind is not CardType.JOKER


def test_one_move_however_paid_needs_no_search():
    """Only the king can move, to g8 (its payments are one decision): no search."""
    state = _position("7k/R7/8/8/8/8/8/K7 b - - 0 1", black=[Card(P, 2), Card(N, 4)],
                      white=[Card(P, 5)], common=[Card(B, 3), Card(R, 9)],
                      die_holder=1 - BLACK_SEAT)
    moves = {a.move for a in RULES.legal_actions(state) if isinstance(a, Play)}
    assert len(moves) == 1 < len(RULES.legal_actions(state))
    agent, action = _search(state, 500)
    assert agent.last_iterations == 0 and isinstance(action, Play)


def test_a_match_counts_the_choices_made_without_a_search():
    """``bench ai`` reports how many of a level's decisions needed no search and how long
    the slowest took: in PokerDrez every card put back (P6) is one."""
    from neurodrez_desktop.ai.agent import RandomAgent
    from neurodrez_desktop.ai.match import play_match

    result = play_match(RULES, [ISMCTSAgent(), RandomAgent()],
                        [Budget(None, 20), Budget(None, 1)], seed=3)
    assert 0 < len(result.quick_s[0]) < len(result.decision_s[0])
    assert result.quick_s[1] == []  # the random agent does not say: never counted


def test_a_roll_is_searched_face_by_face_and_worth_their_mean():
    """P9: the die is public and has six faces, so the search branches on each face (what
    to do after a six is not mixed with what to do after a one), and the roll's backed-up
    value is the mean of its faces' (by how often each came up)."""
    from neurodrez_desktop.games.pokerdrez.state import Face, Roll

    state = QUEEN_ON_D4.evolve(die_holder=BLACK_SEAT)
    assert Roll() in RULES.legal_actions(state)
    agent, _ = _search(state, 1200, seed=2)
    roll = agent.last_root.children[Roll()]
    faces = roll.children
    assert set(faces) == {("chance", Face(value)) for value in range(1, 7)}
    seen = sum(face.visits for face in faces.values())
    mean = sum(face.visits * face.best[BLACK_SEAT] for face in faces.values()) / seen
    assert roll.best[BLACK_SEAT] == pytest.approx(mean)
    after_six = faces[("chance", Face(6))].children  # a six pays any move, the queen's too
    assert any(key[1].from_square == chess.D4 for key in after_six)


def test_easy_weighs_each_move_once_and_pays_it_cheaply():
    """Easy misjudges moves (its noise), it does not waste cards: whatever move it picks in
    PokerDrez's "pay cheaply" positions, it pays the cheapest way (P4-P9: the die, then a
    plain card, a common one first; a Joker last)."""
    from neurodrez_desktop.ai.agent import GreedyAgent
    from neurodrez_desktop.ai.levels import EASY_NOISE
    from neurodrez_desktop.ai.tactics import tactics_for
    from neurodrez_desktop.games.pokerdrez.heuristics import cheapest

    lessons = [t for t in tactics_for("pokerdrez") if t.kind == "pay cheaply"]
    assert len(lessons) >= 3
    for tactic in lessons:
        state = tactic.build(RULES)
        seat = RULES.current_player(state)
        view = RULES.view_for(state, seat)
        for seed in range(4):
            action = GreedyAgent(EASY_NOISE).choose(RULES, view, seat, make_rng(seed),
                                                    Budget(None, 1))
            if isinstance(action, Play):
                same = [a for a in RULES.legal_actions(state)
                        if isinstance(a, Play) and a.move == action.move]
                assert action == cheapest(state, same), f"{tactic.name}: {action}"


def test_the_seats_own_choices_are_the_same_in_every_world_dealt():
    """A game's ``worth_trying`` may settle an ending with the secrets of a dealt world
    (Neuroriders: the other seat's agenda). The root's choices are worked out on the view,
    so the placement that ends the game is on offer in every world, lost ones included,
    and its value is not the certain win it would seem if it were tried only where it
    wins."""
    from neurodrez_desktop.ai.tactics import tactics_for

    rules = get_rules("neuroriders")
    tactic = next(t for t in tactics_for("neuroriders")
                  if t.name == "keep your first colour short of 20")
    state = tactic.build(rules)
    seat = rules.current_player(state)
    agent = ISMCTSAgent()
    action = agent.choose(rules, rules.view_for(state, seat), seat, make_rng(0),
                          Budget(None, 400))
    assert tactic.good(state, action)
    ending = [c for c in agent.last_root.children.values() if not tactic.good(state, c.action)]
    assert ending, "the ending placement is searched"
    for child in ending:
        assert child.total / child.visits < 0.99, "not a certain win"


def test_a_root_with_more_options_than_a_second_searches_starts_from_the_best():
    """NeuroDrez's tile step offers over a hundred placements, more than Normal's second
    searches: the root widens too, the placements opened first those one look ahead likes
    best, so a short search chooses among good ones, not among a random few."""
    from neurodrez_desktop.ai.ismcts import ROOT_OPEN, ROOT_WIDE
    from neurodrez_desktop.core.protocol import CHANCE
    from neurodrez_desktop.core.rng import sample_outcome
    from neurodrez_desktop.games.neurodrez.state import TILE

    rules = get_rules("neurodrez")
    rng = make_rng(4)
    state = rules.initial_state(2)
    while not (state.phase == TILE and len(rules.legal_actions(state)) > ROOT_WIDE):
        if rules.current_player(state) == CHANCE:
            state = rules.apply(state, sample_outcome(rules.chance_outcomes(state), rng))
        else:
            state = rules.apply(state, rng.choice(rules.legal_actions(state)))
    seat = rules.current_player(state)
    agent = ISMCTSAgent()
    agent.choose(rules, rules.view_for(state, seat), seat, make_rng(1), Budget(None, 40))
    ranked = agent._root_order
    assert ranked is not None and len(ranked) > ROOT_WIDE
    assert set(agent.last_root.children) <= set(ranked[:ROOT_OPEN + 10])
    assert set(ranked[:ROOT_OPEN]) <= set(agent.last_root.children)


def _child(parent, action, seat: int, value: float):
    from neurodrez_desktop.ai.ismcts import Node

    child = Node(action, seat, 1 << len(parent.children))
    child.best = (1.0 - value, value)
    parent.children[action] = child
    return child


def test_a_reply_open_in_few_worlds_counts_as_rarely_open():
    """The minimax backup takes, in each world remembered, the best reply open there: two
    refutations that need the same roll (open together in 3 of 10 passes) are worth 3 in
    10, not the certainty the plain best over every child ever made made of them, nor the
    1 − 0.7² of counting them as independent chances."""
    from neurodrez_desktop.ai.ismcts import Node, _backed_up, _seen_open

    node = Node()
    take = _child(node, "take back by entering", 1, 0.8)
    other = _child(node, "take back with the other colour", 1, 0.75)
    quiet = _child(node, "lay a tile", 1, 0.4)
    for world in range(10):
        rolled = world < 3
        _seen_open(node, quiet.bit | ((take.bit | other.bit) if rolled else 0))
    assert _backed_up(node)[1] == pytest.approx(0.3 * 0.8 + 0.7 * 0.4)


def test_a_free_capture_a_lucky_roll_could_answer_is_taken():
    """NeuroDrez: the red pawn takes the unguarded blue bishop diagonally (N17). Blue can
    take the pawn back only by entering a piece onto its tile, which needs the dice to show
    the tile's colour or surface (N15): about one roll in three. Counted as always open,
    that recapture made the capture look worse than stepping back, and Normal and Hard
    stepped back in every trial."""
    from neurodrez_desktop.ai.tactics import tactics_for

    rules = get_rules("neurodrez")
    tactic = next(t for t in tactics_for("neurodrez") if t.name == "pawn takes on the diagonal")
    state = tactic.build(rules)
    seat = rules.current_player(state)
    for seed in range(3):
        agent = ISMCTSAgent()
        action = agent.choose(rules, rules.view_for(state, seat), seat, make_rng(seed),
                              Budget(None, 1500))  # about what Hard's three seconds buy
        label = entry_for("neurodrez").presenter.action_label(state, action, seat)
        assert tactic.good(state, action), f"seed {seed}: {label}"


def test_a_reply_the_game_would_not_look_at_is_still_open():
    """The minimax backup's worlds record what the rules leave open to the mover, not
    what the game's ``worth_trying`` would look at there: a placement another agenda
    favours is still one the mover may lay (Neuroriders), so it still counts as open."""
    from neurodrez_desktop.ai.ismcts import Node

    agent = ISMCTSAgent()
    node = Node()
    kept = _child(node, "kept", 1, 0.4)
    passed_over = _child(node, "passed over here", 1, 0.8)
    _child(node, "not legal here", 1, 0.9)
    assert agent._legal_mask(node.children, ["kept", "passed over here"]) == (
        kept.bit | passed_over.bit)


def test_a_refutation_found_now_counts_at_once():
    """Where every pass found every child open (no chance, no secrets: Berd), the backup is
    the plain best: a refutation found on the last pass weighs fully at once, not in one
    pass of the 32 remembered."""
    from neurodrez_desktop.ai.ismcts import Node, _backed_up, _seen_open

    node = Node()
    quiet = _child(node, "quiet reply", 1, 0.4)
    for _ in range(10):
        _seen_open(node, quiet.bit)
    found = _child(node, "the refutation", 1, 0.9)
    _seen_open(node, quiet.bit | found.bit)
    assert _backed_up(node)[1] == pytest.approx(0.9)


def test_a_blind_choice_is_worth_the_mean_of_its_options_not_the_best():
    """Where the seat to act cannot see the choice before it (Quattro Colonne's second
    order, Q4), that choice is worth the mean of the seat's options by their visits: the
    best of them would be the counter to an order it cannot see."""
    from neurodrez_desktop.ai.ismcts import Node, _backed_up, _seen_open

    node = Node()
    node.blind = True
    counter = _child(node, "the counter to the hidden order", 1, 0.9)
    other = _child(node, "another order", 1, 0.3)
    counter.visits, other.visits = 1, 3
    _seen_open(node, counter.bit | other.bit)
    assert _backed_up(node)[1] == pytest.approx((0.9 + 3 * 0.3) / 4)


def test_q4_the_second_order_is_weighed_alike_whatever_the_first():
    """Searched from the first player's order, the second player's orders are weighed by
    one set of statistics shared by all the first player's orders (``Node.shared``): in
    the tree the second player cannot answer an order it has not seen. Each order of the
    first player's is then followed apart, and none of them is marked worth less than the
    mean of what was tried under it."""
    from neurodrez_desktop.games.quattro_colonne.state import WHITE, FirstPlayer

    rules = get_rules("quattro_colonne")
    state = rules.apply(rules.initial_state(2, None), FirstPlayer(WHITE))
    agent = ISMCTSAgent()
    agent.choose(rules, rules.view_for(state, WHITE), WHITE, make_rng(3), Budget(None, 600))
    root = agent.last_root
    shared = root.shared
    assert shared is not None, "the second order was chosen under each first order apart"
    below = [c for c in root.children.values() if c.children]
    assert below and all(c.blind for c in below)
    assert shared.visits == sum(c.visits - 1 for c in root.children.values())
    assert sum(t.visits for t in shared.children.values()) == shared.visits
