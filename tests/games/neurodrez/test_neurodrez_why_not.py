"""``NeuroDrezRules.why_not`` and the refusals: why nothing legal matches a piece, a reserve
piece, a target, a payment, a tile in hand or a cell of the tile step, named by ruling
(shared/rules/neurodrez.md); and a property over random playouts at two, three and four
players (and solo): the answer is None exactly when some legal action matches, and the
rulings' own reasoning (``explain``) agrees with the legal list both ways.

Positions are built as in ``test_neurodrez_rules``: seat 0 plays Red & Green, seat 1 Blue
& Yellow, unless a test says otherwise; cells are named like chess squares.
"""

from __future__ import annotations

import pytest
from test_neurodrez_rules import (
    BISHOP,
    BLUE,
    EARTH,
    FAUNA,
    GREEN,
    KING,
    ORANGE,
    PURPLE,
    QUEEN,
    RED,
    ROOK,
    WATER,
    YELLOW,
    c,
    position,
    purple,
    sq,
    tile,
)

from neurodrez_desktop.core.cards import NEUTRAL
from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.neurodrez import state as nd
from neurodrez_desktop.games.neurodrez.refusals import explain
from neurodrez_desktop.games.neurodrez.rules import NeuroDrezRules
from neurodrez_desktop.games.neurodrez.state import (
    DIE,
    FREE,
    Claim,
    Dice,
    Enter,
    Move,
    PickHandTile,
    PickPayment,
    PickPiece,
    PickReserve,
    PickTarget,
    PickTileCell,
    Place,
    Remove,
    matches,
)

rules = NeuroDrezRules()
AIR = 2


def said(state, selection) -> str:
    refusal = rules.why_not(state, selection)
    assert refusal is not None, f"{selection} is possible"
    return f"{refusal.rule}: {refusal.message}"


def refused_words(state, action) -> str:
    with pytest.raises(IllegalActionError) as err:
        rules.apply(state, action)
    return str(err.value)


# -- N15: which piece, and what pays ----------------------------------------------------------
def test_n15_why_not_the_bishop_without_a_bishop_card_a_joker_or_a_3():
    state = position(purple("d4", "e5"), {"d4": "red bishop"}, dice=Dice(2, ORANGE, FAUNA),
                     cards=((c("pawn-1"), c("rook-7")), (c("rook-1"), c("rook-2"))))
    assert said(state, PickPiece(sq("d4"))) == (
        "N15: The red bishop needs a Bishop card, a Joker, or the number die showing 3 or 6; "
        "you hold Pawn 1 and Rook 7, and the die shows 2 (Knight).")
    assert said(state, PickTarget(PickPiece(sq("d4")), sq("e5"))).startswith(
        "N15: The red bishop needs a Bishop card")
    assert said(state, PickReserve(GREEN, BISHOP)).startswith(
        "N15: The green bishop needs a Bishop card, a Joker, or the number die showing 3 or 6")
    joker = state.evolve(cards=((c("joker-1"), c("rook-7")), state.cards[1]))
    assert rules.why_not(joker, PickPiece(sq("d4"))) is None
    assert rules.why_not(joker, PickTarget(PickPiece(sq("d4"), c("joker-1")), sq("e5"))) is None


def test_n15_why_not_a_payment_that_does_not_pay_for_the_piece():
    state = position(purple("d4", "e5"), {"d4": "red bishop"}, dice=Dice(2, ORANGE, FAUNA),
                     cards=((c("bishop-1"), c("rook-7")), (c("rook-1"), c("rook-2"))))
    assert rules.why_not(state, PickPiece(sq("d4"), c("bishop-1"))) is None
    assert said(state, PickPiece(sq("d4"), c("rook-7"))) == (
        "N15: Rook 7 pays only for a rook; the red bishop needs a Bishop card, a Joker, or "
        "the number die showing 3 or 6.")
    assert said(state, PickPiece(sq("d4"), DIE)) == (
        "N15: The die shows 2 (Knight), which does not pay for the red bishop; it needs a "
        "Bishop card, a Joker, or the number die showing 3 or 6.")
    assert said(state, PickPiece(sq("d4"), c("queen-5"))).startswith(
        "N15: You do not hold Queen 5; you hold Bishop 1 and Rook 7")
    assert said(state, PickReserve(RED, KING, DIE)) == (
        "N15: A king enters and moves free, without the die or a card: choose no payment for "
        "the red king.")


def test_n10_why_not_pay_with_a_neutral_card():
    state = position(purple("d4", "e4"), {"d4": "red rook"}, dice=Dice(4, ORANGE, FAUNA),
                     cards=((NEUTRAL, c("rook-7")), (c("rook-1"), c("rook-2"))))
    assert said(state, PickPayment(NEUTRAL)) == (
        "N10: A Neutral card pays for nothing: trade it for a new card instead (discard it "
        "and draw one).")
    assert said(state, PickPiece(sq("d4"), NEUTRAL)).startswith("N10: A Neutral card")
    assert rules.why_not(state, PickPayment(c("rook-7"))) is None


def test_n15_why_not_a_payment_for_which_no_piece_can_go():
    state = position(purple("d4", "a1"), {"d4": "red rook"}, dice=Dice(4, PURPLE, FAUNA),
                     cards=((c("knight-1"), c("rook-7")), (c("rook-1"), c("rook-2"))))
    assert rules.why_not(state, PickPayment(c("knight-1"))) is None  # a knight enters on a1
    blocked = state.evolve(dice=Dice(4, ORANGE, FAUNA))  # no tile named: nothing enters
    assert said(blocked, PickPayment(c("knight-1"))) == (
        "N15: Knight 1 pays for a knight, and none of yours can go now: the red knight enters "
        "on a tile of the rolled colour or surface, and the terrain has no orange or fauna "
        "tile (the colour and surface dice).")
    assert said(blocked, PickPayment(DIE)).startswith(
        "N15: The die's 4 pays for a rook, and none of yours can go now: the red rook on d4 "
        "has nowhere to go")


def test_n15_why_not_the_die_before_the_piece_step():
    state = position(purple("d4"), {"d4": "red rook"}, phase=nd.TILE,
                     hands=((tile("green earth"),), ()))
    assert said(state, PickPayment(DIE)) == (
        "N15: A piece is entered or moved in the piece step, after the tile step (now: the "
        "tile step).")
    assert said(state, PickPiece(sq("d4"))).startswith("N15: A piece is entered or moved")


# -- N15, N25: whose piece ---------------------------------------------------------------------
def test_n15_why_not_an_opponents_or_a_partners_piece():
    tiles = purple("a4", "b4", "c4", "d4")
    pieces = {"a4": "blue rook", "b4": "green rook", "c4": "red rook"}
    four = position(tiles, pieces, players=4, dice=Dice(4, PURPLE, FAUNA))  # Red plays, A1
    assert said(four, PickPiece(sq("a4"))) == (
        "N15: The blue rook is your partner's: each player enters and moves only pieces of "
        "their own colour, yours red.")
    assert said(four, PickPiece(sq("b4"))) == (
        "N15: The green rook is not yours: you enter and move only your red pieces.")
    assert said(four, PickReserve(BLUE, QUEEN)).startswith("N15: The blue queen is your partner's")
    two = position(tiles, pieces, dice=Dice(4, PURPLE, FAUNA))
    assert said(two, PickPiece(sq("a4"))) == (
        "N15: The blue rook is not yours: you enter and move only your red and green pieces.")
    assert rules.why_not(two, PickPiece(sq("b4"))) is None


def test_n25_why_not_another_colours_piece_in_solo():
    state = position(purple("a4", "b4", "c4"), {"a4": "green rook"}, players=1,
                     dice=Dice(4, PURPLE, FAUNA))
    assert said(state, PickPiece(sq("a4"))) == (
        "N25: The green rook moves on Green's own turn: in a solo game each colour plays as a "
        "side; now Red plays.")


def test_n15_why_not_an_empty_cell():
    state = position(purple("a4", "b4"), {"a4": "red rook"}, dice=Dice(4, PURPLE, FAUNA))
    assert said(state, PickPiece(sq("b4"))) == (
        "N15: No piece stands on b4: pick one of your pieces on the terrain, or one in your "
        "reserve.")


# -- N18, N19: the king, the limit -------------------------------------------------------------
def test_n18_why_not_the_king_two_turns_running():
    state = position(purple("a4", "b4", "c4"), {"b4": "red king"},
                     dice=Dice(4, PURPLE, FAUNA), king_last=(True, False))
    assert said(state, PickPiece(sq("b4"))) == (
        "N18: A king may not enter or move on two turns of its side running: another "
        "piece must go first.")
    assert said(state, PickPiece(sq("b4"), FREE)).startswith("N18: A king may not enter")
    assert said(state, PickPayment(FREE)) == (
        "N15: Going free pays for a king, and none of yours can go now: a king may not enter "
        "or move on two turns of its side running: another piece must go first.")
    assert rules.why_not(state.evolve(king_last=(False, False)), PickPiece(sq("b4"))) is None


def test_n18_why_not_a_second_king_of_the_side():
    state = position(purple("a4", "b4"), {"a4": "green king"}, dice=Dice(4, PURPLE, FAUNA))
    assert said(state, PickReserve(RED, KING)) == (
        "N18: Only one king per side may be on the terrain: the green king is on a4.")
    assert said(state, PickReserve(GREEN, KING)) == (
        "N15: The green king is on the terrain already, on a4: pick it there to move it.")


def test_n19_why_not_a_sixth_piece_on_the_terrain():
    kinds = ["red queen", "green rook", "red bishop", "green knight", "red pawn"]
    mine = dict(zip(["a4", "b4", "c4", "d4", "e4"], kinds, strict=True))
    state = position({**purple("a4", "b4", "c4", "d4", "e4"), "g1": "purple air"}, mine,
                     dice=Dice(6, PURPLE, AIR))
    assert said(state, PickReserve(RED, KING)) == (
        "N19: Your side has 5 pieces on the terrain, the most it may: one must leave "
        "before another enters.")


# -- N15–N17: where it goes ---------------------------------------------------------------------
def test_n15_why_not_enter_where_the_dice_name_no_tile():
    state = position(purple("a4", "b4"), dice=Dice(1, ORANGE, FAUNA))
    assert said(state, PickReserve(RED, KING)) == (
        "N15: The red king enters on a tile of the rolled colour or surface, and the terrain "
        "has no orange or fauna tile (the colour and surface dice).")
    full = position({"a4": "orange earth"}, {"a4": "green pawn"}, dice=Dice(1, ORANGE, FAUNA))
    assert said(full, PickReserve(RED, KING)).endswith(
        "every orange or fauna tile (the colour and surface dice) holds a piece of your side "
        "or a safe one, on a colour of its own side.")


def test_n15_why_not_enter_on_a_tile_the_dice_do_not_name():
    state = position({"a4": "purple earth", "b4": "green fire", "c4": "blue flora"},
                     tokens={"b4": "red"}, dice=Dice(4, BLUE, EARTH))
    assert rules.why_not(state, PickTarget(PickReserve(RED, ROOK), sq("a4"))) is None
    assert rules.why_not(state, PickTarget(PickReserve(RED, ROOK), sq("c4"))) is None
    assert said(state, PickTarget(PickReserve(RED, ROOK), sq("b4"))) == (
        "N15: A piece enters only on a tile of the rolled colour or surface: b4 is green fire "
        "conquered by red, neither blue nor earth (the colour and surface dice).")


def test_n16_why_not_land_on_a_safe_piece():
    state = position({"a4": "red earth", "c4": "yellow water", "b4": "purple water"},
                     {"a4": "red queen", "c4": "blue pawn"}, dice=Dice(5, YELLOW, WATER))
    assert said(state, PickTarget(PickPiece(sq("a4")), sq("c4"))) == (
        "N16: The blue pawn on c4 is safe: it stands on a yellow tile, a colour of its own "
        "side.")


def test_n15_why_not_land_on_a_piece_of_ones_own_side():
    state = position(purple("a4", "b4", "a5"), {"a4": "red queen", "b4": "green pawn"},
                     dice=Dice(5, PURPLE, WATER))
    assert said(state, PickTarget(PickPiece(sq("a4")), sq("b4"))) == (
        "N15: A piece never lands on a piece of its own side: the green pawn stands on b4.")
    assert said(state, PickTarget(PickPiece(sq("a4")), sq("a4"))).startswith(
        "N15: The red queen stands on a4 already")
    assert said(state, PickTarget(PickPiece(sq("a4")), sq("g1"))) == (
        "N15: There is no tile on g1: pieces stand only on tiles.")


def test_n17_why_not_a_tile_out_of_the_pieces_reach():
    tiles = {**purple("d4", "d5", "d3", "e4", "a1"), "e3": "blue water"}
    state = position(tiles, {"d4": "red pawn", "d3": "blue rook"},
                     dice=Dice(1, ORANGE, FAUNA))
    assert said(state, PickTarget(PickPiece(sq("d4")), sq("d3"))) == (
        "N17: The tile on d3 is not the rolled orange or fauna, and the red pawn does not "
        "reach it: a pawn captures only diagonally next to it.")
    assert said(state, PickTarget(PickPiece(sq("d4")), sq("a1"))).endswith(
        "does not reach it: a pawn slides orthogonally, capturing only diagonally next to it.")
    assert rules.why_not(state, PickTarget(PickPiece(sq("d4")), sq("d5"))) is None


def test_n15_the_refused_move_itself_says_the_same():
    state = position(purple("d4", "e5"), {"d4": "red bishop"}, dice=Dice(2, ORANGE, FAUNA),
                     cards=((c("pawn-1"), c("rook-7")), (c("rook-1"), c("rook-2"))))
    assert refused_words(state, Move(sq("d4"), sq("e5"), DIE)).startswith(
        "N15: The die shows 2 (Knight), which does not pay for the red bishop")
    assert refused_words(state, Enter(RED, QUEEN, sq("e5"), DIE)).startswith(
        "N15: The die shows 2 (Knight), which does not pay for the red queen")


# -- N14, N22: the tile step ----------------------------------------------------------------------
def _lay_step():
    hand = (tile("green earth"), tile("blue water"))
    return position(purple("d4", "e4"), phase=nd.TILE, hands=(hand, ()))


def test_n14_why_not_a_cell_for_the_tile():
    state = _lay_step()
    green = tile("green earth")
    assert rules.why_not(state, PickHandTile(green)) is None
    assert rules.why_not(state, PickTileCell(sq("c4"), green)) is None
    assert rules.why_not(state, PickTileCell(sq("c4"))) is None  # some tile may go there
    assert said(state, PickTileCell(sq("d4"), green)) == (
        "N14: The cell d4 has a tile already (purple earth): lay the tile on an empty cell "
        "next to the terrain.")
    assert said(state, PickTileCell(sq("a1"))) == (
        "N14: The cell a1 is not next to the terrain: lay the tile on an empty cell that "
        "shares a side with a tile.")
    assert said(state, PickHandTile(tile("red fire"))) == (
        "N14: Red fire is not in your hand: choose one that is.")
    assert said(state, PickTileCell(sq("c4"), tile("red fire"))).startswith(
        "N14: Red fire is not in your hand")
    assert refused_words(state, Place(green, sq("d4"))).startswith("N14: The cell d4 has a tile")


def test_n14_why_not_a_tile_after_the_tile_step():
    state = _lay_step().evolve(phase=nd.PIECE, dice=Dice(4, PURPLE, FAUNA))
    assert said(state, PickHandTile(tile("green earth"))) == (
        "N14: A tile is laid in the tile step, after the roll (now: the piece step).")


def test_n22_why_not_remove_that_tile():
    tiles = {**purple("b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4", "e3", "f3"),
             "c3": "purple air"}
    state = position(tiles, {"b2": "blue rook"}, phase=nd.TILE, sudden=True)
    assert rules.why_not(state, PickTileCell(sq("f3"))) is None
    assert said(state, PickTileCell(sq("b2"))) == (
        "N22: The blue rook stands on b2: only a tile with no piece on it is removed.")
    assert said(state, PickTileCell(sq("c3"))) == (
        "N22: The tile on c3 is inside the terrain: a tile is removed only from the edge, with "
        "a side on the board's edge or on an empty cell open to it.")
    assert said(state, PickTileCell(sq("e3"))) == (
        "N22: Removing the tile on e3 would split the terrain: the tiles left must stay in "
        "one group.")
    assert said(state, PickTileCell(sq("a1"))) == "N22: There is no tile on a1 to remove."
    assert said(state, PickTileCell(sq("a1"), tile("red earth"))) == (
        "N22: In sudden death no tile is laid: one is removed from the terrain instead.")
    last = position(purple("d4"), phase=nd.TILE, sudden=True)
    assert said(last, PickTileCell(sq("d4"))) == "N22: The last tile is never removed."
    assert refused_words(state, Remove(sq("c3"))).startswith("N22: The tile on c3 is inside")
    laying = position(purple("d4", "e4"), phase=nd.TILE, hands=((tile("red earth"),), ()))
    assert refused_words(laying, Remove(sq("e4"))).startswith(
        "N22: Tiles are removed only in sudden death")


# -- N12: conquest ---------------------------------------------------------------------------------
def test_n12_the_refused_claim_says_why():
    state = position(
        {"b4": "purple air", "c4": "purple earth", "d4": "orange water", "e4": "red fire"},
        {"b4": "blue rook", "c4": "green rook", "d4": "green knight", "e4": "red pawn"},
        arrived={"d4": 10}, phase=nd.CLAIM)
    assert refused_words(state, Claim(sq("b4"))) == (
        "N12: The blue rook on b4 is not your side's: a conquest is claimed on a tile under "
        "one of your pieces.")
    assert refused_words(state, Claim(sq("d4"))) == (
        "N12: The green knight arrived on d4 this turn: it may claim the tile on a later "
        "turn.")
    assert refused_words(state, Claim(sq("e4"))) == (
        "N12: The tile on e4 is red already, one of your side's colours: only a tile not "
        "friendly to the piece is conquered.")
    assert refused_words(state, Claim(sq("a1"))).startswith("N12: There is no tile on a1")


# -- chance, the end, and a whole action as a selection -----------------------------------------
def test_why_not_while_chance_acts_or_after_the_end():
    state = position(purple("d4"), phase=nd.ROLL, dice=None)
    assert rules.current_player(state) == CHANCE
    assert said(state, PickPiece(sq("d4"))).startswith("N13: Tiles, cards and dice")
    over = position(purple("d4"), phase=nd.END, result=(1.0, 0.0))
    assert rules.current_player(over) == TERMINAL
    assert said(over, PickPayment(DIE)) == "N21: The game is over."


def test_why_not_a_whole_action_is_its_refusal():
    state = position(purple("d4", "e5"), {"d4": "red bishop"}, dice=Dice(3, ORANGE, FAUNA))
    assert rules.why_not(state, Move(sq("d4"), sq("e5"), DIE)) is None
    assert said(state, Move(sq("d4"), sq("e5"), FREE)).startswith(
        "N15: Only a king enters and moves free")


# -- the property -------------------------------------------------------------------------
def _pays(state) -> list:
    held = sorted(set(state.cards[state.slot]))
    return [None, DIE, FREE, *held, NEUTRAL, c("joker-9")]


def _selections(state, rng) -> list:
    """Every piece, reserve piece, payment, hand tile and tile-step cell, and a sample of
    targets (all of them for the pieces picked)."""
    pays = _pays(state)
    pieces = [PickPiece(cell, pay) for cell in range(49) for pay in pays]
    reserve = [PickReserve(colour, kind, pay) for colour in range(4) for kind in nd.Kind
               for pay in pays]
    out: list = [*pieces, *reserve, *(PickPayment(pay) for pay in pays if pay is not None)]
    out += [PickHandTile(t) for t in range(36)]
    hand = sorted(set(state.hands[state.slot]))[:3] + [tile("orange fauna")]
    out += [PickTileCell(cell, t) for cell in range(49) for t in (None, *hand)]
    own = [p for p in pieces if state.pieces[p.cell] != -1 and rng.random() < 0.3]
    some = rng.sample(reserve, 6) + own
    out += [PickTarget(pick, cell) for pick in some for cell in range(49)]
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 1])
def test_why_not_is_none_exactly_when_a_legal_action_matches(players):
    rng = make_rng(f"why-not:{players}")
    seen: list = []
    random_playout(rules, players, {"early_sudden_death": players == 2}, make_rng(players),
                   on_step=lambda s, a: seen.append(s))
    decisions = [s for s in seen if rules.current_player(s) >= 0]
    picked = rng.sample(decisions, 14)
    picked += [s for s in decisions if s.sudden][:4] + [s for s in decisions
                                                       if s.phase == nd.STUCK][:2]
    checked = refused = 0
    for state in picked:
        shown = rules.view_for(state, rules.current_player(state))
        legal = rules.legal_actions(shown)
        for selection in _selections(shown, rng):
            expected = any(matches(selection, a) for a in legal)
            refusal = rules.why_not(shown, selection)
            assert (refusal is None) == expected, (selection, refusal, shown.phase)
            reason = explain(shown, selection)
            assert (reason is None) == expected, (selection, reason, shown.phase)
            if refusal is not None:
                refused += 1
                assert refusal.rule[0] == "N" and refusal.rule[1:].isdigit(), refusal
                assert refusal == reason
            checked += 1
    assert checked > 5000 and 0 < refused < checked
    assert any(s.phase == nd.PIECE for s in picked) and any(s.phase == nd.TILE for s in picked)
