"""Rule tests for NeuroDrez, named by ruling N1–N26 (shared/rules/neurodrez.md).

Games are set up by playing the chance actions; positions are built from a small dict of
cell name -> tile ("purple earth") and cell name -> piece ("red rook") with ``position``.
Cells are named like chess squares: a7 is the top-left cell (row 0), g1 the bottom-right.
Unless a test says otherwise, seat 0 plays Red & Green (side 0), seat 1 Blue & Yellow.
"""

from __future__ import annotations

import pytest

from neurodrez_desktop.core.cards import NEUTRAL, UNKNOWN, Card, Deck
from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.games.neurodrez import components as cp
from neurodrez_desktop.games.neurodrez import state as nd
from neurodrez_desktop.games.neurodrez.rules import NeuroDrezRules
from neurodrez_desktop.games.neurodrez.state import (
    CallSuddenDeath,
    CentreTile,
    Claim,
    Decline,
    Dice,
    Draw,
    Enter,
    Leftover,
    Move,
    OrderRoll,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
)

rules = NeuroDrezRules()
RED, GREEN, BLUE, YELLOW, PURPLE, ORANGE = range(6)  # tile colours; piece colours 0-3
EARTH, WATER, AIR, FIRE, FLORA, FAUNA = range(6)
KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN = range(6)
FREE, DIE, EMPTY = nd.FREE, nd.DIE, nd.EMPTY
NOTHING = Dice(1, ORANGE, FAUNA)  # pawn; names no tile in positions without orange/fauna
CENTRE_TILES = (0, 7, 14, 21, 28, 35)  # red earth, green water … orange fauna


def c(text: str) -> Card:
    return Card.from_json(text)


def sq(name: str) -> int:
    return cp.GRID.index(cp.GRID.parse(name))


def tile(name: str) -> int:
    colour, surface = name.split()
    return cp.COLOUR_NAMES.index(colour) * 6 + cp.SURFACE_NAMES.index(surface)


def piece(name: str) -> int:
    colour, kind = name.split()
    return cp.COLOUR_NAMES.index(colour) * 6 + cp.Kind[kind.upper()]


def run(state, *actions):
    for action in actions:
        state = rules.apply(state, action)
    return state


def refused(state, action, rule: str) -> None:
    with pytest.raises(IllegalActionError) as err:
        rules.apply(state, action)
    assert err.value.rule == rule


def setup_game(players: int = 2, options=None, rolls=None):
    """A game set up by its chance actions: the diagonal centre, the deal, the cards, the
    start roll (by default the first slot rolls 6, the others 1)."""
    state = rules.initial_state(players, options)
    state = run(state, *(CentreTile(t) for t in CENTRE_TILES))
    while state.phase in (nd.DEAL_TILES, nd.LEFTOVERS, nd.DEAL_CARDS):
        state = rules.apply(state, rules.chance_outcomes(state)[0][0])
    if state.phase == nd.ORDER:
        n = len(state.config.slots)
        state = run(state, *(OrderRoll(v) for v in rolls or (6,) + (1,) * (n - 1)))
    return state


def position(tiles: dict, pieces: dict | None = None, tokens: dict | None = None, *,
             players: int = 2, options=None, phase: int = nd.PIECE, dice=NOTHING,
             cards=None, arrived: dict | None = None, turn: int = 10, **changes):
    """A position on a set-up game: empty hands, Queen cards, pieces arrived on turn 0."""
    base = setup_game(players, options)
    n = len(base.config.slots)
    t, k, p, a = [EMPTY] * 49, [EMPTY] * 49, [EMPTY] * 49, [EMPTY] * 49
    for name, value in tiles.items():
        t[sq(name)] = tile(value)
    for name, colour in (tokens or {}).items():
        k[sq(name)] = cp.COLOUR_NAMES.index(colour)
    for name, value in (pieces or {}).items():
        p[sq(name)] = piece(value)
        a[sq(name)] = (arrived or {}).get(name, 0)
    held = cards or ((c("queen-1"), c("queen-2")),) * n
    fields = dict(tiles=tuple(t), tokens=tuple(k), pieces=tuple(p), arrived=tuple(a),
                  hands=((),) * n, cards=tuple(tuple(h) for h in held), phase=phase,
                  slot=0, turn=turn, dice=dice)
    fields.update(changes)
    return base.evolve(**fields)


def purple(*names: str) -> dict:
    return {name: "purple earth" for name in names}


def spread(rows, cols: str, colours=(RED, GREEN, BLUE, YELLOW, PURPLE, ORANGE)) -> dict:
    """Distinct tiles on the cells of ``rows`` × ``cols``: the six surfaces of the first
    colour, then of the next …"""
    cells = [f"{col}{row}" for row in rows for col in cols]
    return {cell: f"{cp.COLOUR_NAMES[colours[i // 6]]} {cp.SURFACE_NAMES[i % 6]}"
            for i, cell in enumerate(cells)}


def targets(state, origin: str) -> set[str]:
    return {cp.cell_name(a.target) for a in rules.legal_actions(state)
            if isinstance(a, Move) and a.origin == sq(origin)}


def entries(state) -> set[tuple[str, str, object]]:
    """(piece, cell, pay) of every legal entry."""
    return {(f"{cp.COLOUR_NAMES[a.colour]} {cp.Kind(a.kind).noun}", cp.cell_name(a.cell),
             a.pay if a.pay in (FREE, DIE) else a.pay.to_json())
            for a in rules.legal_actions(state) if isinstance(a, Enter)}


def finish_turn(state, dice=NOTHING):
    """Play the current turn out: no claim, ``dice``, the first legal action, the first
    chance outcome."""
    turn = state.turn
    while state.turn == turn and state.phase != nd.END:
        if state.phase == nd.ROLL:
            action = dice
        elif rules.current_player(state) == CHANCE:
            action = rules.chance_outcomes(state)[0][0]
        elif state.phase == nd.CLAIM:
            action = Decline()
        else:
            action = rules.legal_actions(state)[0]
        state = rules.apply(state, action)
    return state


# -- sides, seats and setup (N7–N11) ---------------------------------------------------------
def test_n7_sides_for_two_three_and_four_players():
    two, three, four = (rules.initial_state(n).config for n in (2, 3, 4))
    assert two.sides == ((RED, GREEN), (BLUE, YELLOW))
    assert [s.colours for s in two.slots] == [(RED, GREEN), (BLUE, YELLOW)]
    assert three.sides == ((RED,), (GREEN,), (BLUE,))
    assert four.sides == ((RED, BLUE), (GREEN, YELLOW))
    assert [(s.seat, s.side, s.colours) for s in four.slots] == [
        (0, 0, (RED,)), (1, 1, (GREEN,)), (2, 0, (BLUE,)), (3, 1, (YELLOW,))]


def test_n7_team_turn_order_a1_b1_a2_b2():
    state = setup_game(4, rolls=(1, 1, 6, 1))  # A2 (seat 2) starts
    seats = []
    for _ in range(5):
        seats.append((state.current.seat, state.current.side))
        assert rules.current_player(rules.apply(state, NOTHING)) == state.current.seat
        state = finish_turn(state)
    assert seats == [(2, 0), (3, 1), (0, 0), (1, 1), (2, 0)]


def test_n8_centre_block_of_six_different_colours_and_surfaces():
    state = rules.initial_state(2)
    assert rules.current_player(state) == CHANCE and len(rules.chance_outcomes(state)) == 36
    state = rules.apply(state, CentreTile(tile("red earth")))
    fits = {a.tile for a, _ in rules.chance_outcomes(state)}
    assert len(fits) == 25 and all(t // 6 != RED and t % 6 != EARTH for t in fits)
    with pytest.raises(IllegalActionError):
        rules.apply(state, CentreTile(tile("red water")))
    state = run(state, *(CentreTile(t) for t in CENTRE_TILES[1:]))
    assert [cp.cell_name(x) for x in cp.CENTRE] == ["c5", "d5", "e5", "c4", "d4", "e4"]
    assert [state.tiles[x] for x in cp.CENTRE] == list(CENTRE_TILES)
    assert state.on_terrain == 6


@pytest.mark.parametrize("players,size", [(2, 15), (3, 10), (4, 7)])
def test_n9_n10_hands_of_tiles_and_two_cards(players, size):
    state = setup_game(players)
    assert [len(h) for h in state.hands] == [size] * players
    assert state.on_terrain == (8 if players == 4 else 6)
    held = {t for h in state.hands for t in h} | set(state.tiles) - {EMPTY}
    assert held == set(range(36))
    assert [len(h) for h in state.cards] == [2] * players
    assert state.deck.size == 56 - 2 * players


def test_n9_four_players_leftovers_laid_next_to_the_terrain():
    state = run(rules.initial_state(4), *(CentreTile(t) for t in CENTRE_TILES))
    while state.phase != nd.LEFTOVERS:
        state = rules.apply(state, rules.chance_outcomes(state)[0][0])
    cells = {cp.cell_name(a.cell) for a, _ in rules.chance_outcomes(state)}
    assert cells == {"c6", "d6", "e6", "b5", "f5", "b4", "f4", "c3", "d3", "e3"}
    with pytest.raises(IllegalActionError):
        rules.apply(state, Leftover(sq("a1")))


def test_n10_neutral_card_traded_and_discards_reshuffled():
    state = position(purple("d4"), dice=Dice(1, PURPLE, EARTH),
                     cards=((NEUTRAL, c("queen-1")), (c("rook-1"),) * 2))
    assert TradeNeutral() in rules.legal_actions(state)
    state = rules.apply(state, TradeNeutral())
    assert state.phase == nd.DRAW and state.discards[-1] == NEUTRAL
    state = rules.apply(state, Draw(c("bishop-7")))
    assert state.phase == nd.PIECE and state.slot == 0
    assert state.cards[0] == (c("queen-1"), c("bishop-7"))
    empty = state.evolve(phase=nd.DRAW, deck=Deck(), discards=(c("pawn-1"), c("rook-2")),
                         draw_to=(0,), then=nd.PIECE)
    assert {a.card for a, _ in rules.chance_outcomes(empty)} == {c("pawn-1"), c("rook-2")}


def test_n11_highest_roll_starts_ties_reroll():
    state = setup_game(2, rolls=(4, 4))
    assert state.phase == nd.ORDER and state.contenders == (0, 1)
    state = run(state, OrderRoll(2), OrderRoll(5))
    assert state.phase == nd.ROLL and rules.current_player(state) == CHANCE  # the dice
    assert state.slot == 1 and rules.current_player(rules.apply(state, NOTHING)) == 1
    three = setup_game(3, rolls=(6, 6, 2))
    assert three.phase == nd.ORDER and three.contenders == (0, 1)
    three = run(three, OrderRoll(3), OrderRoll(5))
    assert three.slot == 1 and three.first_slot == 1


# -- the turn (N12–N20) ----------------------------------------------------------------------
def test_n12_claim_only_by_a_piece_there_since_before_this_turn():
    state = position(
        {"b4": "purple air", "c4": "purple earth", "d4": "orange water", "e4": "red fire",
         "f4": "yellow flora"},
        {"b4": "blue rook", "c4": "green rook", "d4": "green knight", "e4": "red pawn",
         "f4": "red bishop"},
        arrived={"d4": 10}, phase=nd.CLAIM)
    assert rules.legal_actions(state) == [Claim(sq("c4")), Claim(sq("f4")), Decline()]
    for cell in ("b4", "d4", "e4"):  # opponent's piece, arrived this turn, own colour
        refused(state, Claim(sq(cell)), "N12")
    after = rules.apply(state, Claim(sq("c4")))
    assert after.tokens[sq("c4")] == GREEN and after.phase == nd.ROLL  # the piece's colour
    assert [x for x in after.tokens if x != EMPTY] == [GREEN]


def test_n12_conquest_claimed_on_the_next_own_turn_or_declined():
    state = position({"a4": "red fire", "b4": "purple water", "c4": "purple air",
                      "d4": "purple earth"}, {"a4": "red king"},
                     dice=Dice(2, ORANGE, EARTH))
    state = rules.apply(state, Enter(GREEN, KNIGHT, sq("d4"), DIE))  # on turn 10
    assert state.slot == 1 and state.phase == nd.ROLL  # nothing for Blue & Yellow to claim
    state = finish_turn(state)
    assert state.slot == 0 and state.phase == nd.CLAIM
    assert rules.legal_actions(state) == [Claim(sq("d4")), Decline()]
    state = rules.apply(state, Decline())
    assert state.phase == nd.ROLL and state.tokens[sq("d4")] == EMPTY
    state = run(state, NOTHING, Move(sq("a4"), sq("b4"), FREE))
    state = finish_turn(state)
    assert state.phase == nd.CLAIM and Claim(sq("d4")) in rules.legal_actions(state)


def test_n15_entry_only_on_rolled_colour_or_surface():
    state = position({"a4": "purple earth", "b4": "orange water", "c4": "green fire",
                      "d4": "blue flora", "e4": "blue air", "f4": "yellow water"},
                     tokens={"c4": "blue", "e4": "red"}, dice=Dice(4, BLUE, EARTH))
    # a4 by surface, c4 conquered by Blue, d4 printed blue; e4 is now red
    assert {cell for p, cell, _ in entries(state) if p == "red rook"} == {"a4", "c4", "d4"}
    refused(state, Enter(RED, ROOK, sq("e4"), DIE), "N15")
    refused(state, Enter(RED, ROOK, sq("b4"), DIE), "N15")


def test_n15_move_to_rolled_colour_or_surface_anywhere():
    tiles = {"a7": "red earth", "b7": "purple water", "c7": "purple water",
             "g1": "yellow fire", "f2": "purple flora", "e5": "green air", "d5": "blue air"}
    pieces = {"a7": "red rook", "e5": "blue pawn", "d5": "yellow pawn"}
    state = position(tiles, pieces, dice=Dice(4, YELLOW, AIR))
    # natural b7 c7; g1 yellow; e5 air (captures); d5 air but the pawn is safe there
    assert targets(state, "a7") == {"b7", "c7", "g1", "e5"}
    state = position(tiles, pieces, dice=Dice(4, ORANGE, FLORA))
    assert targets(state, "a7") == {"b7", "c7", "f2"}


def test_n15_number_die_card_joker_and_free_king_pay():
    tiles = {"a4": "purple earth"}
    state = position(tiles, dice=Dice(4, PURPLE, FIRE),
                     cards=((c("queen-1"), c("knight-2")), (c("rook-1"), c("rook-2"))))
    pays = {(p, pay) for p, _, pay in entries(state) if p.startswith("red")}
    assert pays == {("red rook", DIE), ("red queen", "queen-1"), ("red knight", "knight-2"),
                    ("red king", FREE)}
    refused(state, Enter(RED, BISHOP, sq("a4"), DIE), "N15")
    refused(state, Enter(RED, QUEEN, sq("a4"), DIE), "N15")  # the die shows a rook
    joker = state.evolve(cards=((c("joker-1"), c("pawn-1")), state.cards[1]))
    bishop = {pay for p, _, pay in entries(joker) if p == "green bishop"}
    assert bishop == {"joker-1"}
    six = state.evolve(dice=Dice(6, PURPLE, FIRE), cards=((c("pawn-1"),) * 2, ()))
    assert {pay for p, _, pay in entries(six) if p == "green bishop"} == {DIE}


def test_n15_a_card_used_is_discarded_and_replaced_by_a_draw():
    state = position({"a4": "purple earth"}, dice=Dice(4, PURPLE, FIRE),
                     cards=((c("queen-1"), c("knight-2")), (c("rook-1"), c("rook-2"))))
    size = state.deck.size
    state = rules.apply(state, Enter(RED, QUEEN, sq("a4"), c("queen-1")))
    assert state.phase == nd.DRAW and rules.current_player(state) == CHANCE
    assert state.cards[0] == (c("knight-2"),) and state.discards[-1] == c("queen-1")
    assert all(isinstance(a, Draw) for a, _ in rules.chance_outcomes(state))
    state = rules.apply(state, Draw(c("rook-5")))
    assert state.cards[0] == (c("rook-5"), c("knight-2"))
    assert state.deck.size == size - 1 and state.deck.count(c("rook-5")) == 0
    assert state.slot == 1
    by_die = position({"a4": "purple earth"}, dice=Dice(4, PURPLE, FIRE))
    by_die = rules.apply(by_die, Enter(RED, ROOK, sq("a4"), DIE))
    assert by_die.slot == 1 and by_die.cards[0] == (c("queen-1"), c("queen-2"))


def test_n16_safe_on_own_printed_and_conquered_tiles():
    state = position(
        {"a4": "red earth", "b4": "purple water", "c4": "yellow water", "a5": "purple air",
         "a3": "orange fire", "b5": "purple fire"},
        {"a4": "red queen", "c4": "blue pawn", "a5": "blue knight", "a3": "yellow bishop",
         "b5": "blue rook"},
        tokens={"a5": "blue", "b5": "red"}, dice=Dice(5, YELLOW, WATER))
    # c4: yellow is Blue's partner colour; a5 conquered by Blue; b5 conquered by Red
    assert targets(state, "a4") == {"b4", "a3", "b5"}
    refused(state, Move(sq("a4"), sq("c4"), DIE), "N16")  # named by the dice, but safe
    refused(state, Move(sq("a4"), sq("a5"), DIE), "N16")
    after = rules.apply(state, Move(sq("a4"), sq("a3"), DIE))
    assert after.pieces[sq("a3")] == piece("red queen")
    assert piece("yellow bishop") not in after.pieces
    # N18: the captured bishop is back in Yellow's reserve and may re-enter
    after = run(after, Decline(), Dice(3, PURPLE, EARTH))  # Blue may claim b5 first
    assert ("yellow bishop", "b4", DIE) in entries(after)


N17_CASES = {  # tiles, pieces, the piece's cell, the tiles it reaches
    "rook_stops_at_empty_cell_edge_and_pieces": (
        purple("a4", "b4", "c4", "e4", "f4", "b5", "b6", "b7", "b3", "b1"),
        {"b4": "red rook", "b6": "green pawn", "c4": "blue pawn"},
        "b4", {"a4", "c4", "b5", "b3"}),  # captures c4; b6 is its side's; d4, b2 gaps
    "queen_never_crosses_an_empty_cell": (
        purple("d4", "c5", "b6", "e3", "g1", "d5", "a4"), {"d4": "red queen"},
        "d4", {"c5", "b6", "e3", "d5"}),
    "knight_jumps_over_gaps_lands_only_on_tiles": (
        purple("d4", "c6", "e2", "f5", "a1"),
        {"d4": "red knight", "e2": "green pawn", "f5": "blue pawn"},
        "d4", {"c6", "f5"}),  # b3, b5 … have no tile; e2 is its side's
    "pawn_slides_orthogonally_captures_only_diagonally": (
        {**purple("d4", "d5", "d6", "d3", "e4", "f4", "g4", "c5", "e5", "c3"),
         "e3": "blue water"},
        {"d4": "red pawn", "d3": "blue rook", "g4": "blue knight", "c5": "yellow knight",
         "e3": "blue bishop", "c3": "green rook"},
        "d4", {"d5", "d6", "e4", "f4", "c5"}),  # not d3 g4 (orthogonal), e3 (safe), e5
    "bishop_diagonals_and_one_orthogonal_step_without_capture": (
        purple("d4", "e5", "f6", "c3", "e3", "f2", "d5", "d6", "c4", "d3"),
        {"d4": "red bishop", "c3": "blue pawn", "f2": "green rook", "c4": "blue knight"},
        "d4", {"e5", "f6", "c3", "e3", "d5", "d3"}),  # not d6 (two steps), not c4
    "king_steps_one_tile": (
        {**purple("d4", "d5", "e5", "d6", "c3", "d3"), "c4": "blue air"},
        {"d4": "red king", "c3": "green pawn", "c4": "blue pawn", "d3": "yellow rook"},
        "d4", {"d5", "e5", "d3"}),
}


@pytest.mark.parametrize("case", N17_CASES)
def test_n17_natural_movement_counts_tiles(case):
    tiles, pieces, origin, reached = N17_CASES[case]
    state = position(tiles, pieces, dice=Dice(6, ORANGE, FAUNA))  # 6: any piece may move
    assert targets(state, origin) == reached


def test_n17_pawn_and_bishop_never_capture_orthogonally():
    tiles, pieces, _, _ = N17_CASES["pawn_slides_orthogonally_captures_only_diagonally"]
    refused(position(tiles, pieces, dice=Dice(1, ORANGE, FAUNA)),
            Move(sq("d4"), sq("d3"), DIE), "N17")
    tiles, pieces, _, _ = N17_CASES["bishop_diagonals_and_one_orthogonal_step_without_capture"]
    refused(position(tiles, pieces, dice=Dice(3, ORANGE, FAUNA)),
            Move(sq("d4"), sq("c4"), DIE), "N17")


def test_n18_one_king_per_side_on_the_terrain():
    state = position({"a4": "red earth", "b4": "purple earth"}, {"a4": "red king"},
                     dice=Dice(6, PURPLE, FIRE))
    kinds = {p for p, _, _ in entries(state)}
    assert "green queen" in kinds and "red queen" in kinds
    assert "red king" not in kinds and "green king" not in kinds
    refused(state, Enter(GREEN, KING, sq("b4"), FREE), "N18")
    no_king = position({"a4": "red earth", "b4": "purple earth"}, {"a4": "red queen"},
                       dice=Dice(6, PURPLE, FIRE))
    assert {"red king", "green king"} <= {p for p, _, _ in entries(no_king)}


def test_n18_king_not_moved_on_two_consecutive_turns_of_its_side():
    tiles = {"a4": "red earth", "a5": "red water", "b4": "purple water",
             "c4": "purple fire", "d4": "purple air"}
    state = position(tiles, {"a4": "red rook"}, dice=Dice(1, PURPLE, FLORA))
    state = rules.apply(state, Enter(RED, KING, sq("b4"), FREE))
    state = finish_turn(state)  # Blue & Yellow
    state = run(state, Decline(), Dice(4, ORANGE, FAUNA))
    assert targets(state, "b4") == set() and targets(state, "a4") == {"a5"}
    refused(state, Move(sq("b4"), sq("c4"), FREE), "N18")
    state = finish_turn(rules.apply(state, Move(sq("a4"), sq("a5"), DIE)))
    state = run(state, Decline(), Dice(4, ORANGE, FAUNA))
    assert Move(sq("b4"), sq("c4"), FREE) in rules.legal_actions(state)


@pytest.mark.parametrize("players,limit", [(2, 5), (3, 3)])
def test_n19_pieces_per_side_on_the_terrain(players, limit):
    kinds = (["red queen", "green rook", "red bishop", "green knight", "red pawn"]
             if players == 2 else ["red queen", "red rook", "red bishop"])
    mine = dict(zip(["a4", "b4", "c4", "d4", "e4"], kinds, strict=False))
    assert len(mine) == limit
    tiles = {**purple("a4", "b4", "c4", "d4", "e4"), "g1": "purple air", "a1": "purple fire"}
    full = position(tiles, mine, dice=Dice(6, PURPLE, AIR), players=players)
    assert entries(full) == set()
    del mine["a4"]
    fewer = position(tiles, mine, dice=Dice(6, PURPLE, AIR), players=players)
    assert ("red king", "g1", FREE) in entries(fewer)
    other = position(tiles, {**mine, "a1": "blue king"}, dice=Dice(6, PURPLE, AIR),
                     players=players)
    assert ("red king", "g1", FREE) in entries(other)  # opponents' pieces do not count


def test_n20_stuck_withdraws_a_piece_and_redraws_both_cards():
    state = position({"d4": "purple earth", "e4": "purple air"},
                     {"d4": "red rook", "e4": "blue rook"}, phase=nd.ROLL, dice=None)
    state = rules.apply(state, NOTHING)  # pawn: the rook may not move, nothing to enter
    assert state.phase == nd.STUCK and rules.legal_actions(state) == [Withdraw(sq("d4"))]
    refused(state, Withdraw(sq("e4")), "N20")
    state = rules.apply(state, Withdraw(sq("d4")))
    assert state.pieces[sq("d4")] == EMPTY and state.cards[0] == ()
    assert state.discards[-2:] == (c("queen-1"), c("queen-2")) and state.draw_to == (0, 0)
    state = run(state, Draw(c("pawn-1")), Draw(c("rook-9")))
    assert state.cards[0] == (c("rook-9"), c("pawn-1")) and state.slot == 1
    empty = position({"d4": "purple earth"}, phase=nd.ROLL, dice=None)
    assert rules.legal_actions(rules.apply(empty, NOTHING)) == [Withdraw(EMPTY)]
    free = position({"d4": "purple earth", "e4": "purple air"}, {"d4": "red rook"},
                    dice=Dice(4, ORANGE, FAUNA))
    refused(free, Withdraw(sq("d4")), "N20")


# -- winning (N21–N23) -----------------------------------------------------------------------
EARTH_FOR_SIDE_0 = {"a5": "red earth", "b5": "green earth", "c5": "blue earth",
                    "d5": "yellow earth", "e5": "purple earth", "f5": "orange earth"}
RED_TOKENS = {"c5": "red", "d5": "green", "e5": "red"}


def test_n21_claim_completing_a_surface_wins():
    state = position(EARTH_FOR_SIDE_0, {"f5": "green knight"}, RED_TOKENS, phase=nd.CLAIM)
    assert rules.outcome(state) is None
    state = rules.apply(state, Claim(sq("f5")))
    outcome = rules.outcome(state)
    assert state.phase == nd.END and outcome.winners == (0,) and outcome.scores == (1.0, 0.0)
    assert "Red & Green dominate earth" in outcome.reason and "sudden" not in outcome.reason


def test_n21_all_six_tiles_must_be_down_checked_after_every_step():
    tiles = {**EARTH_FOR_SIDE_0, "a4": "purple water"}
    del tiles["a5"]  # the red earth tile is still in Blue & Yellow's hand
    state = position(tiles, {"a4": "blue rook"}, {**RED_TOKENS, "f5": "green"},
                     phase=nd.CLAIM, slot=1,
                     hands=((), (tile("red earth"), tile("blue water"))))
    state = run(state, Claim(sq("a4")), NOTHING)  # five of six earth tiles: no win
    assert state.phase == nd.TILE
    state = rules.apply(state, Place(tile("red earth"), sq("a5")))
    assert rules.outcome(state).winners == (0,)  # Red & Green win on Blue's turn


def test_n21_mover_side_wins_when_two_sides_qualify():
    # sudden death has just begun: each side holds all the tiles of a surface
    state = position({"a4": "red earth", "b4": "green earth", "c4": "blue water",
                      "d4": "yellow water", "e4": "purple air"},
                     phase=nd.TILE, slot=1, sudden=True)
    state = rules.apply(state, Remove(sq("e4")))  # the first step checked
    assert rules.outcome(state).winners == (1,) and "in sudden death" in rules.outcome(state).reason


def test_n22_removal_only_edge_tiles_without_piece_keeping_one_terrain():
    tiles = {**spread(range(1, 6), "abcde"), "f4": "orange earth", "g4": "orange water"}
    del tiles["c4"]  # c4 is an enclosed hole; f4 bridges to g4
    state = position(tiles, {"a1": "blue rook"}, {"a5": "red"}, phase=nd.TILE, sudden=True)
    edge = {f"{col}{row}" for col in "abcde" for row in (1, 5)} | {
        f"{col}{row}" for col in "ae" for row in (2, 3, 4)}
    assert {cp.cell_name(a.cell) for a in rules.legal_actions(state)} == (
        edge - {"a1", "e4"} | {"g4"})
    refused(state, Remove(sq("a1")), "N22")  # a piece on it
    refused(state, Remove(sq("b2")), "N22")  # inner: tiles on all four sides
    refused(state, Remove(sq("c3")), "N22")  # only faces the enclosed hole
    refused(state, Remove(sq("f4")), "N22")  # would cut g4 off
    refused(state, Remove(sq("c4")), "N22")  # no tile
    after = rules.apply(state, Remove(sq("a5")))
    assert after.tiles[sq("a5")] == EMPTY and after.tokens[sq("a5")] == EMPTY
    assert after.phase in (nd.PIECE, nd.STUCK) and after.on_terrain == state.on_terrain - 1
    refused(position(tiles, phase=nd.TILE), Remove(sq("g4")), "N22")  # not in sudden death


def test_n22_one_of_two_tiles_may_be_removed():
    state = position({"d4": "purple earth", "e4": "purple air"}, phase=nd.TILE, sudden=True)
    assert set(rules.legal_actions(state)) == {Remove(sq("d4")), Remove(sq("e4"))}
    last = position({"d4": "purple earth"}, phase=nd.TILE, sudden=True)
    refused(last, Remove(sq("d4")), "N22")  # the last tile is never removed


def test_n22_sudden_death_win_on_the_remaining_tiles_of_a_surface():
    tiles = {"a4": "red fauna", "b4": "green fauna", "c4": "purple earth",
             "d4": "blue fauna"}
    state = position(tiles, phase=nd.TILE, sudden=True)
    assert rules.apply(state, Remove(sq("a4"))).phase != nd.END
    state = rules.apply(state, Remove(sq("d4")))
    outcome = rules.outcome(state)
    assert outcome.winners == (0,) and "in sudden death" in outcome.reason


def test_n22_sudden_death_starts_after_the_36th_tile():
    tiles = spread(range(1, 7), "abcdef")
    del tiles["f6"]  # orange fauna, the 36th tile, is in Red & Green's hand
    state = position(tiles, phase=nd.TILE, hands=((tile("orange fauna"),), ()),
                     dice=Dice(6, PURPLE, EARTH))
    state = rules.apply(state, Place(tile("orange fauna"), sq("f6")))
    assert not state.sudden and state.on_terrain == 36
    state = finish_turn(state)
    assert state.sudden and state.slot == 1
    state = rules.apply(state, NOTHING) if state.phase == nd.ROLL else state
    assert state.phase == nd.TILE and all(isinstance(a, Remove)
                                       for a in rules.legal_actions(state))


def eighteen() -> dict:
    """18 tiles on rows 2–4; every surface has a red, a blue and a purple tile."""
    return spread(range(2, 5), "abcdef", (RED, BLUE, PURPLE))


def test_n23_early_sudden_death_needs_the_option_and_18_tiles():
    hands = ((tile("green earth"), tile("green water")), (tile("yellow earth"),))
    seventeen = eighteen()
    del seventeen["f4"]
    on = {"early_sudden_death": True}
    refused(position(seventeen, options=on, phase=nd.CLAIM, hands=hands),
            CallSuddenDeath(), "N23")
    assert rules.legal_actions(position(eighteen(), phase=nd.CLAIM, hands=hands)) == [
        Decline()]  # without the option
    state = position(seventeen, options=on, slot=1, phase=nd.TILE, hands=hands)
    state = finish_turn(state)  # Blue & Yellow lay the 18th tile
    assert state.slot == 0 and state.phase == nd.CLAIM and state.on_terrain == 18
    assert rules.legal_actions(state) == [Decline(), CallSuddenDeath()]


def test_n23_early_sudden_death_begins_next_turn_with_hands_set_aside():
    hands = ((tile("green earth"), tile("green water")), (tile("yellow earth"),))
    state = position(eighteen(), options={"early_sudden_death": True}, phase=nd.CLAIM,
                     hands=hands)
    state = run(state, CallSuddenDeath(), NOTHING)
    assert not state.sudden and state.phase == nd.TILE  # this turn still lays a tile
    assert all(isinstance(a, Place) for a in rules.legal_actions(state))
    state = finish_turn(state)
    assert state.slot == 1 and state.sudden and state.hands == ((), ())
    if state.phase == nd.CLAIM:
        state = rules.apply(state, Decline())
    state = rules.apply(state, NOTHING)
    assert state.phase == nd.TILE and rules.legal_actions(state)
    assert all(isinstance(a, Remove) for a in rules.legal_actions(state))


# -- modes and stalls (N24–N26) -------------------------------------------------------------
WATER_FOR_SIDE_1 = {"a4": "red water", "b4": "green water", "c4": "blue water",
                    "d4": "yellow water", "e4": "purple water", "f4": "orange water"}
BLUE_TOKENS = {"a4": "blue", "b4": "yellow", "e4": "blue", "f4": "blue"}


def test_n24_collaborative_win_with_distinct_surfaces_at_the_end_of_a_turn():
    tiles = {**EARTH_FOR_SIDE_0, **WATER_FOR_SIDE_1, "g4": "purple air"}
    collab = {"mode": "collaborative"}
    tokens = {**RED_TOKENS, "f5": "green", **BLUE_TOKENS}
    state = position(tiles, tokens=tokens, options=collab, dice=Dice(1, PURPLE, AIR))
    state = rules.apply(state, Enter(RED, KING, sq("g4"), FREE))
    outcome = rules.outcome(state)
    assert outcome.winners == (0, 1) and outcome.scores == (1.0, 1.0) and outcome.together
    del tokens["f4"]  # orange water: Blue & Yellow dominate nothing
    state = position(tiles, tokens=tokens, options=collab, dice=Dice(1, PURPLE, AIR))
    state = rules.apply(state, Enter(RED, KING, sq("g4"), FREE))
    assert state.phase != nd.END and state.slot == 1


def test_n24_collaborative_loss_after_a_round_without_removal():
    state = position({"d4": "purple earth"}, options={"mode": "collaborative"},
                     phase=nd.ROLL, dice=None, sudden=True)
    state = finish_turn(state)
    assert state.phase != nd.END and state.quiet_turns == 1
    state = finish_turn(state)
    outcome = rules.outcome(state)
    assert outcome.winners == () and outcome.scores == (0.0, 0.0) and outcome.together
    assert outcome.reason.startswith("All lose")


@pytest.mark.parametrize("players", [1, 2])
def test_n24_n25_collaborative_loss_after_60_rounds(players):
    options = {"mode": "collaborative"}
    last = len(rules.initial_state(players).config.slots) - 1
    state = position({"d4": "purple earth"}, options=options, players=players, phase=nd.ROLL,
                     dice=None, slot=last, rounds=58)
    assert finish_turn(state).phase != nd.END
    state = finish_turn(state.evolve(rounds=59))
    assert rules.outcome(state).scores == (0.0,) * players and "60" in state.end_reason


def test_n25_solo_one_seat_four_sides_hands_visible():
    state = setup_game(1)
    config = state.config
    assert config.solo and config.limit == 3 and len(config.sides) == 4
    assert [(s.seat, s.colours) for s in config.slots] == [
        (0, (RED,)), (0, (GREEN,)), (0, (BLUE,)), (0, (YELLOW,))]
    assert [len(h) for h in state.hands] == [7] * 4 and state.on_terrain == 8
    assert state.phase == nd.ROLL and state.slot == 0  # Red starts, no roll for the start
    view = rules.view_for(state, 0)
    assert view.hands == state.hands and view.cards == state.cards
    for slot in range(4):
        assert state.slot == slot and rules.current_player(rules.apply(state, NOTHING)) == 0
        state = finish_turn(state)


def test_n25_solo_colours_capture_each_other_limit_three():
    tiles = purple("a4", "b4", "c4", "d4", "g1")
    pieces = {"a4": "red rook", "b4": "green pawn"}
    solo = position(tiles, pieces, players=1, dice=Dice(4, PURPLE, FLORA))
    assert "b4" in targets(solo, "a4")
    assert "b4" not in targets(position(tiles, pieces, dice=Dice(4, PURPLE, FLORA)), "a4")
    three = position(tiles, {"a4": "red rook", "c4": "red queen", "d4": "red pawn"},
                     players=1, dice=Dice(6, PURPLE, FLORA))
    assert entries(three) == set()
    assert entries(position(tiles, {"a4": "red rook", "c4": "red queen"}, players=1,
                            dice=Dice(6, PURPLE, FLORA)))


def test_n25_solo_win_when_every_colour_dominates_its_own_surface():
    tiles = {"a4": "red earth", "b4": "green water", "c4": "blue air", "d4": "yellow fire",
             "e4": "purple flora"}
    state = position(tiles, players=1, sudden=True, dice=Dice(1, PURPLE, FLORA))
    state = rules.apply(state, Enter(RED, KING, sq("e4"), FREE))
    outcome = rules.outcome(state)
    assert outcome.scores == (1.0,) and outcome.winners == (0,) and outcome.together


def test_n26_stall_after_a_quiet_round_of_sudden_death():
    line = {"c4": "purple earth", "d4": "orange earth", "e4": "purple water"}
    pieces = {"c4": "blue rook", "e4": "yellow rook"}  # nothing is removable
    state = position(line, pieces, phase=nd.CLAIM, slot=1, sudden=True, quiet_turns=1)
    stalled = finish_turn(state)
    outcome = rules.outcome(stalled)
    assert outcome.scores == (0.5, 0.5) and outcome.winners == (0, 1)
    assert outcome.reason.startswith("The game stalls")
    claimed = finish_turn(rules.apply(state, Claim(sq("c4"))))
    assert claimed.phase != nd.END and claimed.quiet_turns == 0  # a conquest was claimed


def test_n26_after_100_rounds_most_own_tiles_wins():
    tiles = {"a4": "red earth", "b4": "green water", "c4": "blue fire", "d4": "purple air",
             "e4": "orange flora"}
    state = position(tiles, tokens={"d4": "yellow", "e4": "red"}, phase=nd.ROLL, dice=None,
                     slot=1, rounds=99)
    state = finish_turn(state)
    outcome = rules.outcome(state)
    assert outcome.winners == (0,) and outcome.scores == (1.0, 0.0)  # 3 tiles against 2
    assert outcome.reason.startswith("The game stalls")


# -- hidden information ----------------------------------------------------------------------
def test_view_hides_other_seats_tiles_and_cards():
    state = setup_game(2)
    view = rules.view_for(state, 0)
    assert view.hands[0] == state.hands[0] and view.cards[0] == state.cards[0]
    assert view.hands[1] == (nd.UNKNOWN_TILE,) * 15 and view.cards[1] == (UNKNOWN, UNKNOWN)
    other = rules.view_for(state, 1)
    assert other.hands[0] == (nd.UNKNOWN_TILE,) * 15 and other.hands[1] == state.hands[1]
    assert other.tiles == state.tiles


def test_n22_a_domination_that_sudden_death_makes_wins_when_it_begins():
    # Early sudden death is called with only two fauna tiles down, both Red & Green's:
    # as sudden death begins with the next turn, they dominate fauna (N22).
    swap = {"blue fauna": "green fauna", "purple fauna": "orange earth"}
    tiles = {cell: swap.get(name, name) for cell, name in eighteen().items()}
    state = position(tiles, options={"early_sudden_death": True}, phase=nd.CLAIM,
                     hands=((tile("green earth"),), (tile("yellow earth"),)))
    state = run(state, CallSuddenDeath(), NOTHING)
    state = finish_turn(state)
    assert state.phase == nd.END and rules.outcome(state).winners == (0,)
    assert "fauna" in state.end_reason and "in sudden death" in state.end_reason


def test_n20_a_stuck_player_may_still_trade_a_neutral_or_take_a_piece_back():
    state = position({"a4": "red earth", "b4": "purple earth"}, {"a4": "red rook"},
                     dice=Dice(1, ORANGE, FAUNA), cards=((NEUTRAL, c("pawn-3")),
                                                          (c("queen-1"), c("queen-2"))),
                     king_last=(True, False))
    from neurodrez_desktop.games.neurodrez.turn import piece_step

    stuck = piece_step(state)  # the Rook has no die or card for it; no tile is named
    assert stuck.phase == nd.STUCK
    assert set(rules.legal_actions(stuck)) == {Withdraw(sq("a4")), TradeNeutral()}
    refused(stuck, Withdraw(sq("b4")), "N20")


def test_a_damaged_state_file_is_refused_before_it_can_break_a_game():
    good = rules.state_to_json(position({"d4": "red earth", "e4": "red water"},
                                        {"d4": "red rook"}))
    for field, value in (("first_slot", 9), ("turn", -1), ("rounds", -3),
                         ("hands", [[-1], []])):
        with pytest.raises(ValueError):
            rules.state_from_json({**good, field: value})
    two_rooks = list(good["pieces"])
    two_rooks[sq("e4")] = two_rooks[sq("d4")]
    with pytest.raises(ValueError):
        rules.state_from_json({**good, "pieces": two_rooks})
    floating = list(good["pieces"])
    floating[sq("a1")] = piece("blue knight")
    with pytest.raises(ValueError):
        rules.state_from_json({**good, "pieces": floating})
    assert rules.state_from_json(good) == rules.state_from_json(dict(good))


def test_n9_only_an_undealt_tile_can_be_dealt():
    """The deal's chance actions: a tile on the terrain or already in a hand is refused,
    a tile not yet dealt is taken."""
    state = run(rules.initial_state(2), *(CentreTile(t) for t in CENTRE_TILES))
    assert state.phase == nd.DEAL_TILES
    refused(state, nd.DealTile(CENTRE_TILES[0]), "N13")  # on the terrain
    first = rules.chance_outcomes(state)[0][0]
    dealt = rules.apply(state, first)
    refused(dealt, first, "N13")  # in a hand now
    refused(dealt, nd.DealTile(99), "N13")  # no such tile
    rules.apply(dealt, rules.chance_outcomes(dealt)[0][0])


def test_n23_after_the_call_a_turn_with_nothing_to_claim_skips_the_conquest_step():
    """Once sudden death is called (or begun) nobody may call it, so a turn whose side has
    nothing to claim (N12) goes straight to the roll: never a conquest step offering only
    "decline" (a click for nothing)."""
    from neurodrez_desktop.core.protocol import TERMINAL as nd_terminal
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games.neurodrez.state import CallSuddenDeath, Decline

    calls = turns_after = 0
    for seed in range(1, 41):
        rng = make_rng(seed)
        state, called = rules.initial_state(2, {"early_sudden_death": True}), False
        last_turn = -1
        while rules.current_player(state) != nd_terminal:
            if rules.current_player(state) == CHANCE:
                outcomes = rules.chance_outcomes(state)
                state = rules.apply(state, rng.choices([o for o, _ in outcomes],
                                                       [p for _, p in outcomes])[0])
                continue
            legal = rules.legal_actions(state)
            if CallSuddenDeath() in legal and not called:
                state, called = rules.apply(state, CallSuddenDeath()), True
                calls += 1
                continue
            if called and state.phase in (nd.CLAIM, nd.TILE) and state.turn != last_turn:
                last_turn = state.turn  # a turn after the call, at its first step
                assert legal != [Decline()], f"seed {seed}: a conquest step with nothing"
                turns_after += 1
            state = rules.apply(state, rng.choice(legal))
    assert calls == 40 and turns_after >= 40  # every game called it; turns came after
