"""NeuroDrez tactics positions (``core/tactics.py``): decisions with a clear right answer,
written from the rulings (N12–N22), each check accepting every good answer.

Seat 0 plays Red & Green (side 0), seat 1 Blue & Yellow (side 1); purple and orange tiles
are nobody's (N1, N7). A position is drawn as seven rows of cells, rank 7 at the top, each
cell ``.`` or a tile ``<colour><surface>``: colours r g b y p o, surfaces e(arth)
w(ater) a(ir) f(ire) (f)l(ora) (fau)n(a); so ``pa`` is purple air. Pieces and conquest
tokens are named by cell (``"d5": "blue rook"``).

A position is a whole, consistent game: the turn count follows from the tiles laid (one a
turn, N14; or removed, N22), so do the hands' sizes, with every tile not on the terrain in
a hand while tiles are still laid; the cards held are out of the deck; pieces stand on
tiles, at most one king and five pieces a side (N18, N19). Each check reads the state
after the action through the rules (who can capture what, who can win next), not a
hard-coded answer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from neurodrez_desktop.core.cards import Card
from neurodrez_desktop.core.protocol import CHANCE, Rules
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.neurodrez.components import (
    COLOUR_NAMES,
    GRID,
    KING,
    TILES,
    Kind,
)
from neurodrez_desktop.games.neurodrez.ending import owners
from neurodrez_desktop.games.neurodrez.movement import Board
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    EMPTY,
    END,
    PIECE,
    TILE,
    Claim,
    Dice,
    Enter,
    Move,
    NeuroDrezAction,
    NeuroDrezState,
    Phase,
    target_of,
)

COLOUR_LETTERS = "rgbypo"
SURFACE_LETTERS = "ewafln"
RED, GREEN, BLUE, YELLOW, PURPLE, ORANGE = range(6)
EARTH, WATER, AIR, FIRE, FLORA, FAUNA = range(6)
HAND = 15  # N9, two players
CENTRE_TILES = 6  # N8
ALL_TILES = 36
OTHERS = ("queen-4", "knight-8")  # the opponent's two cards (hidden from the mover)

GameRules = Rules[NeuroDrezState, NeuroDrezAction]
"""The rules API as NeuroDrez fills it (the checks apply actions through it)."""
Check = Callable[[NeuroDrezState, NeuroDrezAction], bool]
"""A tactic's ``good``: whether the action is a right answer in the state."""


# -- building a position ---------------------------------------------------------------------
def cell(name: str) -> int:
    return GRID.index(GRID.parse(name))


def _tile(code: str) -> int:
    return COLOUR_LETTERS.index(code[0]) * 6 + SURFACE_LETTERS.index(code[1])


def _piece(words: str) -> int:
    colour, kind = words.split()
    return COLOUR_NAMES.index(colour) * 6 + Kind[kind.upper()]


def _terrain(rows: Sequence[str]) -> list[int]:
    if len(rows) != 7:
        raise ValueError("a terrain is drawn as seven rows")
    tiles = []
    for row in rows:
        codes = row.split()
        if len(codes) != 7:
            raise ValueError(f"a row has seven cells: {row!r}")
        tiles += [EMPTY if code == "." else _tile(code) for code in codes]
    return tiles


def position(rules: GameRules, rows: Sequence[str], pieces: Mapping[str, str], *,
             tokens: Mapping[str, str] | None = None, slot: int = 0,
             phase: Phase = PIECE, dice: tuple[int, int, int] | None = None,
             cards: Sequence[str] = (), others: Sequence[str] = OTHERS,
             hand: Sequence[str] = (), arrived: Mapping[str, int] | None = None,
             king_last: tuple[bool, bool] = (False, False),
             sudden: bool = False) -> NeuroDrezState:
    """A two-player game at ``slot``'s ``phase``.

    ``arrived`` says, per piece cell, how many turns ago its piece came (by default 3: it
    has stood a while; 1: it came on the opponent's last turn, 2: on the mover's last
    turn). ``hand`` lists tiles the mover holds (the rest of the hands is dealt from the
    tiles left, lowest first); ``cards`` are the mover's two cards, ``others`` the
    opponent's."""
    base = rules.initial_state(2)
    tiles = _terrain(rows)
    down = [t for t in tiles if t != EMPTY]
    laid_now = phase == PIECE  # the tile step of this turn is done (N14, N22)
    if sudden:  # every tile was laid by turn 30, one removed a turn since (N22)
        removed = ALL_TILES - len(down)
        turn = 30 + removed + (0 if laid_now else 1)
        placed = 30
    else:
        placed = len(down) - CENTRE_TILES
        turn = placed + (0 if laid_now else 1)
    first = (slot - (turn - 1)) % 2  # the slot that played turn 1
    laid_by = [sum(1 for t in range(1, placed + 1) if (first + t - 1) % 2 == k)
               for k in (0, 1)]
    if sudden:
        hands: tuple[tuple[int, ...], ...] = ((), ())
        if hand:
            raise ValueError("in sudden death the hands are set aside (N22)")
    else:
        pool = [t for t in TILES if t not in down]
        mine = [_tile(code) for code in hand]
        if any(t not in pool for t in mine):
            raise ValueError("a tile in hand is on the terrain")
        rest = [t for t in pool if t not in mine]
        sizes = [HAND - laid_by[k] for k in (0, 1)]
        fill = sizes[slot] - len(mine)
        if fill < 0:
            raise ValueError("more tiles in hand than the turn count allows")
        own = tuple(sorted(mine + rest[:fill]))
        theirs = tuple(sorted(rest[fill:]))
        hands = (own, theirs) if slot == 0 else (theirs, own)
    held = [tuple(sorted(Card.from_json(c) for c in cards)),
            tuple(sorted(Card.from_json(c) for c in others))]
    if slot == 1:
        held.reverse()
    deck = base.deck
    for card in (*held[0], *held[1]):
        deck = deck.without(card)
    cells_pieces = [EMPTY] * 49
    came = [EMPTY] * 49
    for name, words in pieces.items():
        at = cell(name)
        if tiles[at] == EMPTY:
            raise ValueError(f"a piece stands on {name}, where there is no tile")
        cells_pieces[at] = _piece(words)
        came[at] = max(0, turn - (arrived or {}).get(name, 3))
    marks = [EMPTY] * 49
    for name, owner in (tokens or {}).items():
        marks[cell(name)] = COLOUR_NAMES.index(owner)
    number, colour, surface = dice if dice is not None else (0, 0, 0)
    state = base.evolve(
        phase=phase, slot=slot, tiles=tuple(tiles), tokens=tuple(marks),
        pieces=tuple(cells_pieces), arrived=tuple(came), hands=hands,
        cards=tuple(held), deck=deck, discards=(),
        dice=None if dice is None else Dice(number, colour, surface),
        king_last=king_last, turn=turn, first_slot=first, rounds=(turn - 1) // 2,
        sudden=sudden, active=sudden and laid_now)
    _check(state)
    return state


def _check(state: NeuroDrezState) -> None:
    """The position is one the rules could reach: the phase's dice, pieces on tiles, at
    most a king and five pieces a side, no side already dominating."""
    if (state.dice is None) != (state.phase == CLAIM):
        raise ValueError("dice are rolled after the claim step and before the tile step")
    for side, colours in enumerate(state.config.sides):
        mine = [p for p in state.pieces if p != EMPTY and p // 6 in colours]
        if len(mine) > state.config.limit or sum(p % 6 == KING for p in mine) > 1:
            raise ValueError(f"side {side} has too many pieces or kings down (N18, N19)")
    for at, token in enumerate(state.tokens):
        if token != EMPTY and state.tiles[at] == EMPTY:
            raise ValueError("a conquest token lies where there is no tile")
    if any(side >= 0 for side in owners(state)):
        raise ValueError("a side already dominates a surface")


# -- what the checks ask of the state after an action ----------------------------------------
def mover_side(state: NeuroDrezState) -> int:
    return state.current.side


def lands_on(name: str) -> Check:
    """Good: any entry or move onto ``name`` (a capture of the piece standing there)."""
    at = cell(name)
    return lambda state, action: isinstance(action, Enter | Move) and target_of(action) == at


def lands_on_without_card(name: str) -> Check:
    """Good: the capture on ``name`` paid by the number die or nothing, the cards kept."""
    onto = lands_on(name)
    return lambda state, action: (onto(state, action) and isinstance(action, Enter | Move)
                                  and not isinstance(action.pay, Card))


def _after(rules: GameRules, state: NeuroDrezState, action: NeuroDrezAction
           ) -> NeuroDrezState:
    return rules.apply(state, action)


def king_takes(state: NeuroDrezState, side: int) -> list[int]:
    """Cells of ``side``'s pieces that an opponent's king could capture on its side's next
    turn (N17, N18: a king moves free, unless it moved on its side's last turn), whatever
    the dice."""
    board = Board(state.tiles, state.tokens, state.pieces, state.config.sides)
    out = []
    for at, piece in enumerate(state.pieces):
        if piece == EMPTY or piece % 6 != KING:
            continue
        enemy = board.side_of[piece // 6]
        if enemy == side or state.king_last[enemy]:
            continue
        out += [c for c in board.natural(at)
                if state.pieces[c] != EMPTY and board.side_of[state.pieces[c] // 6] == side]
    return out


def nothing_left_to_the_king(rules: GameRules) -> Check:
    """Good: a piece action after which no piece of the mover's side stands where the
    opponent's king can take it next turn whatever the roll (N16–N18)."""
    def good(state: NeuroDrezState, action: NeuroDrezAction) -> bool:
        if not isinstance(action, Enter | Move):
            return False
        return not king_takes(_after(rules, state, action), mover_side(state))
    return good


def _resolve(rules: GameRules, state: NeuroDrezState) -> NeuroDrezState:
    """Chance steps played with their first outcome: a card drawn, the dice rolled. They
    decide nothing that the checks below ask about (claims and tiles)."""
    while rules.current_player(state) == CHANCE:
        state = rules.apply(state, rules.chance_outcomes(state)[0][0])
    return state


def wins(rules: GameRules, state: NeuroDrezState, side: int) -> bool:
    """Whether the game has ended with ``side`` the winner."""
    outcome = rules.outcome(state)
    return outcome is not None and any(
        slot.side == side and outcome.scores[slot.seat] == 1.0
        for slot in state.config.slots)


def can_win_next_turn(rules: GameRules, state: NeuroDrezState) -> bool:
    """Whether the side to move in ``state`` (at the start of its turn, or anywhere before
    its piece step) can win by its claim (N12) and its tile step (N14, N22): the steps
    that change colours and tiles, none of which depends on the dice."""
    state = _resolve(rules, state)
    side = mover_side(state)
    if state.phase == END:
        return wins(rules, state, side)
    if state.phase == CLAIM:
        return any(can_win_next_turn(rules, rules.apply(state, claim))
                   for claim in rules.legal_actions(state))
    if state.phase == TILE:
        return any(wins(rules, rules.apply(state, tile), side)
                   for tile in rules.legal_actions(state))
    return False


def wins_now(rules: GameRules) -> Check:
    """Good: the action ends the game with the mover's side dominating (N21, N22)."""
    return lambda state, action: wins(rules, _after(rules, state, action), mover_side(state))


def stops_the_win(rules: GameRules) -> Check:
    """Good: after the action (and the rest of the mover's turn, none of which can change
    a tile here) the opponent has no claim and no tile step that wins."""
    def good(state: NeuroDrezState, action: NeuroDrezAction) -> bool:
        after = _after(rules, state, action)
        if after.phase == END:
            return wins(rules, after, mover_side(state))
        return not can_win_next_turn(rules, after)
    return good


def is_claim(name: str | None = None) -> Check:
    """Good: a conquest claim (of ``name``, if given)."""
    return lambda state, action: isinstance(action, Claim) and (
        name is None or action.cell == cell(name))


# -- the positions ---------------------------------------------------------------------------
def tactics() -> list[Tactic]:
    from neurodrez_desktop.games.neurodrez.rules import NeuroDrezRules

    rules = NeuroDrezRules()  # stateless: the checks apply actions with it
    return [
        Tactic(
            "free rook for the knight", "take free material",
            "The number die shows 2: the red knight on c3 jumps to d5 and takes the blue "
            "rook there, which stands on a purple tile, so is not safe (N15, N16); no "
            "Blue or Yellow piece can reach d5 by its own movement afterwards (the blue "
            "king is on f2). Any action that takes the rook is good.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . gf pa yl re .",
                ". . bw pe ga ye .",
                ". . rw bl pf ge .",
                ". . ya rl bf be .",
                ". . . . . . .",
            ), {"c3": "red knight", "f5": "green bishop", "d5": "blue rook",
                "f2": "blue king"}, dice=(2, ORANGE, FAUNA),
                cards=("pawn-3", "bishop-5"), arrived={"d5": 1}),
            lands_on("d5")),
        Tactic(
            "knight conquering a red tile", "take free material",
            "The blue knight has stood on Red's own red flora (d5) since Blue's last turn: "
            "at the start of Blue's next turn it may claim the tile (N12). The number die "
            "shows 4: the red rook on d2 slides up the d file and takes it (N15, N17), "
            "and stands safe on its own colour (N16). Any action that takes the knight "
            "is good.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . ya rl pw . .",
                ". . be gl yw pa .",
                ". . pe bw ga yf .",
                ". . . gw re . .",
                ". . . . . . .",
            ), {"d5": "blue knight", "d2": "red rook", "e2": "green pawn",
                "f3": "blue king"}, dice=(4, ORANGE, FAUNA),
                cards=("knight-1", "pawn-6"), arrived={"d5": 1}),
            lands_on("d5")),
        Tactic(
            "pawn takes on the diagonal", "take free material",
            "The number die shows 1: the red pawn on d3 slides orthogonally but captures "
            "only on a diagonally adjacent tile (N17): the blue bishop on e4, on a purple "
            "tile, is not safe (N16), and no Blue or Yellow piece reaches e4 by its movement "
            "afterwards (the blue king is on c5): only an entry onto e4 takes the pawn "
            "back, and that needs the dice to show purple or flora (N15), about one roll "
            "in three. Any action that takes the bishop is good.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . yl pw bf . .",
                ". . yw ba pl . .",
                ". . re rf ya . .",
                ". . . ge . . .",
                ". . . . . . .",
            ), {"d3": "red pawn", "e4": "blue bishop", "c5": "blue king"},
                dice=(1, ORANGE, FAUNA), cards=("rook-2", "knight-3"), arrived={"e4": 1}),
            lands_on("e4")),
        Tactic(
            "the colour die reaches the queen", "take free material",
            "The dice show 4 and purple: a rook may go to any purple tile (N15), and the "
            "yellow queen stands on purple air (b5), not safe (N16): the red rook on e4 "
            "takes her there, or the green rook enters onto her, both paid by the die; no "
            "Blue or Yellow piece reaches b5 by its movement afterwards (only an entry, "
            "on purple or air dice, N15). Any action onto b5 is good.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". pa ge ra bw . .",
                ". yf pe gw re . .",
                ". . bl rw pf ya .",
                ". . . yw . . .",
                ". . . . . . .",
            ), {"e4": "red rook", "b5": "yellow queen", "f3": "blue king"},
                dice=(4, PURPLE, FAUNA), cards=("pawn-4", "knight-9"), arrived={"b5": 1}),
            lands_on("b5")),
        Tactic(
            "no entry beside the king", "save attacked material",
            "Tiles are still being laid. The dice show 1, purple and water: a piece may "
            "enter on any purple or water tile (N15). The blue king on d4 moves free "
            "(N15, N18: it did not move on Blue's last turn), so a piece entered on a "
            "purple or blue tile next to it (c5, d5, e4, e3) is taken whatever Blue "
            "rolls (N16); next to it on red or green water (c3, e5) a piece is safe, and "
            "e2 and g2 are out of its reach. Good: any action that leaves no piece of "
            "Red & Green where the king can take it.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . pw pa gw . .",
                ". . yl be pe . .",
                ". . rw ge pf . .",
                ". . . . bw ya pn",
                ". . . . . . .",
            ), {"d4": "blue king", "f2": "yellow pawn"}, dice=(1, PURPLE, WATER),
                cards=("knight-5", "rook-3"), arrived={"f2": 1, "d4": 3}),
            nothing_left_to_the_king(rules)),
        Tactic(
            "the queen beside the king", "save attacked material",
            "The red queen stands on purple earth (d4), not safe (N16), next to the blue "
            "king on e5, which moves free next turn (N15, N18): the king takes her "
            "whatever Blue rolls. The number die shows 5: the queen can step out of the "
            "king's reach (c4, c3, d3, e3). Good: any action after which the king can "
            "take no piece of Red & Green.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . ya pw bf . .",
                ". . gl pe yw . .",
                ". . re pa rl . .",
                ". . . gw . . .",
                ". . . . . . .",
            ), {"d4": "red queen", "e5": "blue king", "c5": "yellow pawn",
                "d2": "green pawn"}, dice=(5, ORANGE, FAUNA),
                cards=("pawn-2", "rook-6"), arrived={"d4": 2, "c5": 1},
                tokens={}),
            nothing_left_to_the_king(rules)),
        Tactic(
            "claim the tile under the threatened bishop", "claim what is free",
            "The red bishop has stood on purple earth (d4) since Red's last turn, next to "
            "the blue king, which moves free next turn (N18) and would take it (N16). "
            "Claiming d4 now (N12) makes the tile red: the bishop is safe on it and the "
            "tile is Red's. Declining leaves both to the dice. Good: claim d4.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . ya pw bf . .",
                ". . gl pe yw . .",
                ". . re pa rl . .",
                ". . . gw . . .",
                ". . . . . . .",
            ), {"d4": "red bishop", "e5": "blue king", "c5": "yellow pawn",
                "d2": "green pawn"}, phase=CLAIM, cards=("pawn-1", "pawn-2"),
                arrived={"d4": 2, "c5": 1}),
            is_claim("d4")),
        Tactic(
            "claim the opponent's tile", "claim what is free",
            "The green knight has stood on blue air (f4), Blue's own tile, since Red's "
            "last turn, out of reach of every Blue and Yellow piece. Claiming it (N12) "
            "takes the tile from Blue and makes the knight safe on it (N16); nothing is "
            "given up. Good: claim f4.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . re yw pl . .",
                ". . bl ga ye ba .",
                ". . yf pe rw . .",
                ". . . gf . . .",
                ". . . . . . .",
            ), {"f4": "green knight", "c5": "red rook", "e4": "yellow bishop",
                "c3": "yellow king"}, phase=CLAIM, cards=("pawn-1", "queen-2"),
                arrived={"f4": 2, "e4": 1}),
            is_claim("f4")),
        Tactic(
            "the claim that dominates fire", "win in one",
            "All six fire tiles are on the terrain (N21): red and green fire, blue, "
            "yellow and orange fire conquered by Red or Green, and purple fire (e4), where "
            "the red pawn has stood since Red's last turn. Claiming e4 (N12) gives fire "
            "wholly to Red & Green: they win at once. Good: any action that wins now.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . rf bf pa . .",
                ". . yf ge pf . .",
                ". . of gf bw . .",
                ". . . ya . . .",
                ". . . . . . .",
            ), {"e4": "red pawn", "e5": "green knight", "d2": "yellow king",
                "e3": "blue rook"}, tokens={"d5": "red", "c4": "green", "c3": "red"},
                phase=CLAIM, cards=("pawn-1", "queen-2"), arrived={"e4": 2, "e5": 2,
                                                                   "e3": 1}),
            wins_now(rules)),
        Tactic(
            "the sixth water tile", "win in one",
            "Five water tiles are down and all are Red's or Green's (green water, and "
            "blue, yellow, purple and orange water conquered); the sixth, red water, is "
            "in Red & Green's hand. Laid on any cell next to the terrain (N14) it "
            "completes water in their colours (N21): they win at once. Good: any action "
            "that wins now.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . gw bw pe . .",
                ". . yw rl pw . .",
                ". . ow ga bf . .",
                ". . . . . . .",
                ". . . . . . .",
            ), {"d4": "red rook", "e3": "blue bishop", "c5": "green knight"},
                tokens={"d5": "red", "c4": "green", "e4": "red", "c3": "green"},
                phase=TILE, dice=(3, ORANGE, EARTH), cards=("pawn-1", "queen-2"),
                hand=("rw",), arrived={"e3": 1}),
            wins_now(rules)),
        Tactic(
            "remove the last purple fire", "win in one",
            "Sudden death (N22): of fire only red fire, green fire, blue fire conquered by "
            "Green, and purple fire (e2) are left. Purple fire is on the edge, bare, and "
            "its removal splits nothing: removing it leaves every fire tile in Red & "
            "Green's colours, and they win at once. Good: any action that wins now.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . ra gf be ow .",
                ". . ye rf bw pe .",
                ". . gl yw bf ya .",
                ". . . bl pf ga .",
                ". . . . . . .",
            ), {"d4": "red rook", "f3": "blue king", "c3": "green bishop",
                "d2": "yellow pawn"}, tokens={"e3": "green"}, phase=TILE,
                dice=(2, ORANGE, FAUNA), cards=("pawn-1", "queen-2"), sudden=True,
                arrived={"d2": 1}),
            wins_now(rules)),
        Tactic(
            "take the knight before it claims", "stop a win in one",
            "All six fire tiles are down: blue and yellow fire, red, green and orange "
            "fire conquered by Blue or Yellow, and purple fire (e4) where the blue knight "
            "has stood since Blue's last turn. At the start of its next turn Blue claims "
            "e4 (N12) and dominates fire (N21). Only taking the knight stops it: the red "
            "rook on e2 slides up to e4 with the 4 (N17). Good: any action after which "
            "Blue & Yellow cannot win by their next claim or tile.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . bf yl ga . .",
                ". . rf pa pf yw .",
                ". . gf ye rl . .",
                ". . . of gw . .",
                ". . . . . . .",
            ), {"e4": "blue knight", "e2": "red rook", "c3": "green pawn",
                "f4": "yellow king"},
                tokens={"c4": "blue", "c3": "yellow", "d2": "blue"},
                dice=(4, ORANGE, FAUNA), cards=("pawn-1", "queen-2"), arrived={"e4": 1}),
            stops_the_win(rules)),
        Tactic(
            "stand on the water Blue would remove", "stop a win in one",
            "Sudden death (N22): of water only blue water, yellow water and purple water "
            "(f3) are left. Purple water is bare and on the edge: Blue removes it at its "
            "next tile step and dominates water. A tile with a piece on it cannot be "
            "removed (N22): the red rook on f5 slides down to f3 with the 4. Good: any "
            "action after which Blue & Yellow cannot win by their next claim or tile.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . ba be ye rf .",
                ". . yw ra gl re .",
                ". . ge bw bl pw .",
                ". . . yf gf . .",
                ". . . . . . .",
            ), {"f5": "red rook", "c4": "blue king", "e2": "green pawn",
                "e5": "yellow bishop"}, dice=(4, ORANGE, FAUNA),
                cards=("pawn-1", "queen-2"), sudden=True, arrived={"c4": 1}),
            stops_the_win(rules)),
        Tactic(
            "pay the rook with the die", "pay cheaply",
            "The number die shows 4 and Red holds a Joker: either pays for the red rook's "
            "capture of the blue queen on d5, on purple air and out of the blue king's "
            "reach (N15, N16). A card used is discarded and replaced at random (N15), and "
            "a Joker pays for anything any card pays for: spending it for what the die "
            "pays anyway can only weaken the hand. "
            "Good: the capture, paid by the die.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . gl pa bw . .",
                ". . ye pf yl . .",
                ". . bf rw ge . .",
                ". . . re . . .",
                ". . . . . . .",
            ), {"d5": "blue queen", "d2": "red rook", "e3": "green pawn",
                "c3": "blue king"}, dice=(4, ORANGE, FAUNA),
                cards=("joker-3", "pawn-5"), arrived={"d5": 1}),
            lands_on_without_card("d5")),
        Tactic(
            "the six pays, keep the Joker", "pay cheaply",
            "The number die shows 6 (any piece) and Red holds a Joker: either pays for "
            "the green bishop's capture of the unguarded yellow rook on f5 (N15, N17). "
            "A Joker spent is replaced at random (N15) and pays for anything any card "
            "pays for: spending it for what the die pays anyway can only weaken the "
            "hand. (The capture also ends the rook's threat along rank 5 to the red pawn "
            "on d5, which stands on yellow flora, not safe.) Good: the capture, paid by "
            "the die.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . re yl ba pw .",
                ". . gw rl bf pe .",
                ". . bl ge pa . .",
                ". . yw . . . .",
                ". . . . . . .",
            ), {"f5": "yellow rook", "d3": "green bishop", "c2": "yellow king",
                "d5": "red pawn"}, dice=(6, ORANGE, FAUNA),
                cards=("joker-7", "knight-2"), arrived={"f5": 1}),
            lands_on_without_card("f5")),
        Tactic(
            "the king takes for nothing", "take free material",
            "The green king moves without die or card (N15; it did not move on Red & "
            "Green's last turn, N18): it steps onto the yellow bishop standing next to "
            "it on purple flora (d4), not safe (N16); the red pawn on c3 could take it too, "
            "diagonally, with the 1 (N17). No Blue or Yellow piece reaches d4 by its movement "
            "afterwards (only an entry, on purple or flora dice, N15). "
            "Any action that takes the bishop is good.",
            lambda r: position(r, (
                ". . . . . . .",
                ". . . . . . .",
                ". . bw ya re . .",
                ". . gl pl ye . .",
                ". . rf ba pw yf .",
                ". . . . . be .",
                ". . . . . . .",
            ), {"e5": "green king", "d4": "yellow bishop", "f2": "blue king",
                "c3": "red pawn"}, dice=(1, ORANGE, FAUNA),
                cards=("rook-2", "knight-4"), arrived={"d4": 1}),
            lands_on("d4")),
    ]
