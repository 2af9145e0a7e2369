"""A fast evaluation of a NeuroDrez position for each seat, in [0, 1] (the AI's cut-off).

For each side: how close it is to dominating a surface, and its pieces on the terrain.

A piece on the terrain is worth what losing it costs (N15-N18): a captured piece goes back
to its owner's reserve, and coming back takes a whole piece step, paid by the number die or
a card of its kind (a King is free), onto a tile the colour or surface die names, not the
one it stood on; and a piece must stand a turn before it may conquer (N12). The pieces
that reach more by their natural movement (N17) are worth a little more. A piece that an
opponent can take is worth less by the chance that it is taken (exchange-aware): certain
when the opponent's piece step comes first and can pay for the capture (a King moves
free unless it moved on its side's last turn, N18; a card of its kind or a Joker pays; the
number die, when not yet rolled, one time in three), much less when the owner's piece step
comes first (it may step away or claim the tile, N12), and half as much when a piece of the
owner's side could take the capturer back (it then stands on a tile not friendly to it).
Any tile may also be named by the next roll (11 in 36), a small risk for every piece
that is not safe (N16). The sides' strengths become
shares summing to 1; a seat gets its side's share (collaborative games and solo: everyone
shares the weakest side's prospects, since all must succeed).

Closeness to a domination (N21) is the share of each surface's six tiles in the side's
colours, the best two surfaces counting most. In sudden death (N22) it is how many tiles
still stand between the side and the surface: each tile of it not in the side's colours
must go, and one that cannot be removed now (a piece on it, or inside the terrain) counts
for more. A side one removable tile away wins as soon as *anyone* removes that tile, so
such a threat weighs almost as much as a win: the search then blocks an opponent's threat
(by removing the opponent's own tile of that surface, or standing a piece on the tile
missing) before it looks for its own progress. A side that can finish a surface in one
turn (a conquest, then a removal) and removes next is all but the winner.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import lru_cache

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neurodrez.components import (
    ALL_RAYS,
    DIAGONAL_RAYS,
    DIAGONAL_STEPS,
    KING,
    KING_STEPS,
    KNIGHT,
    KNIGHT_JUMPS,
    NUMBER_KIND,
    ORTHOGONAL_RAYS,
    PAWN,
    QUEEN,
    ROOK,
    TILES,
)
from neurodrez_desktop.games.neurodrez.movement import Board
from neurodrez_desktop.games.neurodrez.piece_choices import CARD_KIND
from neurodrez_desktop.games.neurodrez.rules import legal_of
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    EMPTY,
    FREE,
    PIECE,
    ROLL,
    TILE,
    Claim,
    Enter,
    Move,
    NeuroDrezAction,
    NeuroDrezConfig,
    NeuroDrezState,
    Place,
    Remove,
)
from neurodrez_desktop.games.neurodrez.terrain import (
    NOBODY,
    current_colour,
    dominant,
    removable,
    surface_sides,
)

VALUE = (0.3, 0.45, 0.38, 0.32, 0.32, 0.26)
"""A piece's worth on the terrain by kind (King, Queen, Rook, Bishop, Knight, Pawn): the
piece step and payment it takes to bring it back once lost, more for wider movement."""
SAFE = 0.05  # on a friendly tile it cannot be taken (N16), but conquers nothing
LOSS = 0.85  # the share of a piece lost to a capture the opponent is sure to make first
FLEE = 0.25  # what remains of the risk when the owner's piece step comes first
RECAPTURE = 0.5  # what a capture is spared when the capturer can be taken back
ROLLED = 11 / 36 * 0.5  # any tile named by the colour or surface die, and paid for
DIE_PAYS = 2 / 6  # the number die shows the kind, or the 6 (N5)
PIECE_STEP = (CLAIM, ROLL, TILE, PIECE)  # the mover's piece step is still to come
NEAR, STEP = 0.9, 0.55  # sudden death: one removable tile away; the fall per further tile
HARD, HELD = 1.5, 2.5  # tiles counted for one that cannot go now; for one a piece stands on
READY = 3.0  # the side removing next can finish a surface this turn
SUDDEN_FROM = len(TILES)  # every tile down: sudden death is sure to come (N22)
ROLLOUT_DEPTH = 2
"""Actions the search plays past a new node before the evaluation judges it. It was 8 (two
turns, so the next two players' conquests and removals were played out), when the
evaluation did not see a capture coming; now that it weighs each piece by the chance it
is taken (above), eight actions mostly cost iterations: on a loaded machine a second
bought 48 iterations at 8 and 128 at 2, and Normal at 2 beat Normal at 8 in 6 of 8 games
(seats alternating, 1 s a move)."""


def side_strengths(state: NeuroDrezState) -> list[float]:
    config = state.config
    board = Board(state.tiles, state.tokens, state.pieces, config.sides)
    material = piece_worths(state, board)
    # sudden death's yardstick from the moment it is sure to come (N22, N23)
    sudden = state.sudden or state.sudden_next or state.on_terrain >= SUDDEN_FROM
    closeness: list[list[float]] | None = None
    ready: list[bool] = []
    if sudden:
        closeness, ready = _sudden_closeness(state, board)
    if closeness is None:  # tiles in each side's colours, per surface, in one pass
        side_of, tiles, tokens = board.side_of, state.tiles, state.tokens
        tally = [[0] * 6 for _ in config.sides]
        for cell in range(49):
            tile = tiles[cell]
            if tile != EMPTY:
                token = tokens[cell]
                owner = side_of[token if token != EMPTY else tile // 6]
                if owner >= 0:
                    tally[owner][tile % 6] += 1
    strengths = []
    for side in range(len(config.sides)):
        if closeness is not None:
            near = sorted(closeness[side], reverse=True)
            worth = 3.0 * near[0] + 1.0 * near[1]
            if ready[side]:  # one turn can finish: all but won if that turn comes next
                worth += READY if side == _next_remover(state) else READY / 2
            piece_weight = 0.5
        else:
            held = sorted(tally[side], reverse=True)
            worth = 2.0 * (held[0] / 6) ** 2 + 0.8 * (held[1] / 6) ** 2
            piece_weight = 1.0
        worth += piece_weight * material[side]
        strengths.append(max(0.05, worth))
    return strengths


def strikes(tiles: Sequence[int], pieces: Sequence[int], cell: int) -> list[int]:
    """The cells of pieces (either side's) that the piece on ``cell`` could capture if
    they were its opponents' and not safe (N17): a slider's first piece along each ray of
    tiles, a knight's or king's landing cells, the pawn's diagonal steps (it never
    captures orthogonally), the bishop's diagonals (its orthogonal step never captures)."""
    kind = pieces[cell] % 6
    if kind in (KNIGHT, KING, PAWN):
        steps = KNIGHT_JUMPS if kind == KNIGHT else KING_STEPS if kind == KING else DIAGONAL_STEPS
        return [c for c in steps[cell] if pieces[c] != EMPTY and tiles[c] != EMPTY]
    out = []
    rays = (ALL_RAYS if kind == QUEEN else ORTHOGONAL_RAYS if kind == ROOK
            else DIAGONAL_RAYS)[cell]
    for ray in rays:
        for c in ray:
            if tiles[c] == EMPTY:
                break
            if pieces[c] != EMPTY:
                out.append(c)
                break
    return out


def _payable(state: NeuroDrezState) -> tuple[list[list[float]], list[int]]:
    """Per slot, per kind: the chance that the slot's next piece step can pay for moving a
    piece of that kind (N15, N18); and each slot's place in the order of piece steps to
    come (0: the next)."""
    ahead = state.phase in PIECE_STEP
    number = state.dice.number if ahead and state.dice is not None else None
    return _payable_for(state.config, state.slot, ahead, number, state.cards,
                        state.king_last)


@lru_cache(maxsize=4096)
def _payable_for(config: NeuroDrezConfig, mover: int, ahead: bool, number: int | None,
                 cards: tuple[tuple[Card, ...], ...], king_last: tuple[bool, ...]
                 ) -> tuple[list[list[float]], list[int]]:
    slots = config.slots
    n = len(slots)
    first = mover if ahead else (mover + 1) % n
    order = [(k - first) % n for k in range(n)]
    chances = []
    for k, slot in enumerate(slots):
        pay = [DIE_PAYS] * 6
        if k == mover and number is not None:  # this turn's roll is known
            named = NUMBER_KIND[number]
            pay = [1.0 if named is None or named == kind else 0.0 for kind in range(6)]
        for card in cards[k] if k < len(cards) else ():
            kind = getattr(card, "kind", None)
            if kind is CardType.JOKER:
                pay = [1.0] * 6
                break
            if kind in CARD_KIND:
                pay[CARD_KIND[kind]] = 1.0
        pay[KING] = 0.0 if king_last[slot.side] else 1.0
        chances.append(pay)
    return chances, order


def piece_worths(state: NeuroDrezState, board: Board | None = None) -> list[float]:
    """Per side, the worth of its pieces on the terrain (see the module's words): each
    piece's ``VALUE``, less the share an opponent is likely to take (N15-N18)."""
    config = state.config
    tiles, pieces = state.tiles, state.pieces
    if board is None:
        board = Board(tiles, state.tokens, pieces, config.sides)
    side_of = board.side_of
    worths = [0.0] * len(config.sides)
    cells = [c for c in range(49) if pieces[c] != EMPTY]
    if not cells:
        return worths
    slot_of = [0] * 6
    for k, slot in enumerate(config.slots):
        for colour in slot.colours:
            slot_of[colour] = k
    chances, order = _payable(state)
    struck = {c: strikes(tiles, pieces, c) for c in cells}
    attackers: dict[int, list[int]] = {}
    defended: dict[int, float] = {}
    for c in cells:
        side = side_of[pieces[c] // 6]
        for t in struck[c]:
            if side_of[pieces[t] // 6] != side:
                attackers.setdefault(t, []).append(c)
            else:
                colour = pieces[c] // 6
                pay = chances[slot_of[colour]][pieces[c] % 6]
                defended[t] = max(defended.get(t, 0.0), pay)
    for c in cells:
        piece = pieces[c]
        colour, kind = piece // 6, piece % 6
        side = side_of[colour]
        value = VALUE[kind]
        if board.safe(c):
            worths[side] += value + SAFE
            continue
        mine = order[slot_of[colour]]
        spared = 1.0
        for a in attackers.get(c, ()):
            attacker = pieces[a]
            chance = chances[slot_of[attacker // 6]][attacker % 6]
            if order[slot_of[attacker // 6]] > mine:
                chance *= FLEE  # the owner moves first: it may step away or claim
            if board.colour_at(c) not in config.sides[side_of[attacker // 6]]:
                chance *= 1.0 - RECAPTURE * defended.get(c, 0.0)
            spared *= 1.0 - chance
        risk = 1.0 - spared * (1.0 - (ROLLED if mine else ROLLED * FLEE))
        worths[side] += value * (1.0 - LOSS * risk)
    return worths


def _next_remover(state: NeuroDrezState) -> int:
    """The side whose turn brings the next removal (N22): the mover's, until its tile step
    is done; then the next slot's."""
    slots = state.config.slots
    slot = state.slot if state.phase in (CLAIM, ROLL, TILE) else (state.slot + 1) % len(slots)
    return slots[slot].side


def _sudden_closeness(state: NeuroDrezState, board: Board
                      ) -> tuple[list[list[float]], list[bool]]:
    """Per side, per surface: near 1 when one tile stands between the side and a
    sudden-death domination (N22), falling by ``STEP`` per further tile; a tile that cannot
    be removed now counts as ``HARD`` tiles, one an opponent's piece holds down (until it
    leaves or is taken) as ``HELD``; one the side's own piece stands on counts once (the
    piece may conquer it, N12). 0 for a surface with none of the side's colours left.

    And per side, whether one turn can finish a surface: at most one removable tile and at
    most one tile under its own piece missing (a turn claims once, then removes once; the
    mover past its conquest step can only remove)."""
    config = state.config
    mover = config.slots[state.slot].side
    claimed = state.phase in (ROLL, TILE)  # the mover's conquest step is behind it
    free = set(removable(state.tiles, state.pieces))
    tiles: list[tuple[int, int, bool, int]] = []  # (surface, colour, removable, piece side)
    for cell in range(49):
        tile = state.tiles[cell]
        if tile != EMPTY:
            piece = state.pieces[cell]
            tiles.append((tile % 6, current_colour(state.tiles, state.tokens, cell),
                          cell in free, board.side_of[piece // 6] if piece != EMPTY else -1))
    closeness, ready = [], []
    for side, colours in enumerate(config.sides):
        held = [0] * 6
        cost = [0.0] * 6
        slow = [False] * 6  # a tile missing that one turn cannot take away
        free_missing, own_missing = [0] * 6, [0] * 6
        for surface, colour, can_go, under in tiles:
            if colour in colours:
                held[surface] += 1
            elif under == side:
                cost[surface] += 1.0
                own_missing[surface] += 1
            elif under >= 0:
                cost[surface] += HELD
                slow[surface] = True
            elif can_go:
                cost[surface] += 1.0
                free_missing[surface] += 1
            else:
                cost[surface] += HARD
                slow[surface] = True
        closeness.append([0.0 if not held[s] else 1.0 if not cost[s] else
                          NEAR * STEP ** (cost[s] - 1) for s in range(6)])
        claims = 0 if claimed and side == mover else 1
        ready.append(any(held[s] and cost[s] and not slow[s] and free_missing[s] <= 1
                         and own_missing[s] <= claims for s in range(6)))
    return closeness, ready


def evaluate(state: NeuroDrezState) -> tuple[float, ...]:
    """Each seat's prospects."""
    config = state.config
    strengths = side_strengths(state)
    seats = [0.0] * config.players
    if config.collaborative:
        weakest = min(strengths) / (min(strengths) + 1.0)
        return tuple([weakest] * config.players)
    total = sum(strengths)
    for slot in config.slots:
        seats[slot.seat] = strengths[slot.side] / total
    return tuple(seats)


def _victim(state: NeuroDrezState, action: NeuroDrezAction) -> float:
    """The worth of the piece an entry or move captures (0: none), less a little for the
    worth of the capturer (the most valuable victim first, the cheapest capturer first)."""
    if type(action) is Move:
        victim = state.pieces[action.target]
        if victim == EMPTY:
            return 0.0
        return VALUE[victim % 6] - 0.01 * VALUE[state.pieces[action.origin] % 6]
    if type(action) is Enter:
        victim = state.pieces[action.cell]
        if victim == EMPTY:
            return 0.0
        return VALUE[victim % 6] - 0.01 * VALUE[action.kind]
    return 0.0


def first_to_try(state: NeuroDrezState, untried: list[NeuroDrezAction], rng: Rng
                 ) -> NeuroDrezAction:
    """The search tries a conquest first, then a capture, the most valuable victim first
    (a refutation is found before the move it refutes looks good); among the rest, a
    random one."""
    for action in untried:
        if isinstance(action, Claim):
            return action
    best: NeuroDrezAction | None = None
    best_value = 0.0
    for action in untried:
        value = _victim(state, action)
        if value > best_value:
            best, best_value = action, value
    return best if best is not None else rng.choice(untried)


def worth_trying(state: NeuroDrezState, legal: list[NeuroDrezAction]) -> list[NeuroDrezAction]:
    """The actions the search considers: a conquest, a laid or a removed tile that wins at
    once for the mover's side, if there is one (nothing else is worth a look); otherwise
    every action but those that make another side win at once (N21, N22), unless nothing
    else is left. Decisive and anti-decisive moves (Teytaud & Teytaud 2010): without them
    a random playout often removes the one tile that hands a rival the game, which no
    player would do, and the search's figures drown in such games."""
    phase = state.phase
    if phase not in (CLAIM, TILE) or state.config.collaborative or len(legal) < 2:
        return legal
    side_of = Board(state.tiles, state.tokens, state.pieces, state.config.sides).side_of
    surfaces = surface_sides(state.tiles, state.tokens, side_of)
    sudden = state.sudden
    mover = state.config.slots[state.slot].side
    laid: dict[int, int] = {}  # a tile from the hand: who wins if it is laid (anywhere)
    wins: list[NeuroDrezAction] = []
    others: list[NeuroDrezAction] = []
    for action in legal:
        if type(action) is Place:
            winner = laid.get(action.tile)
            if winner is None:
                sides = [side for _, side in surfaces[action.tile % 6]]
                sides.append(side_of[action.tile // 6])
                winner = laid[action.tile] = dominant(sides, sudden)
        elif type(action) is Remove:
            cell = action.cell
            winner = dominant([side for at, side in surfaces[state.tiles[cell] % 6]
                               if at != cell], sudden)
        elif type(action) is Claim:
            cell = action.cell
            claimed = side_of[state.pieces[cell] // 6]
            winner = dominant([claimed if at == cell else side
                               for at, side in surfaces[state.tiles[cell] % 6]], sudden)
        else:
            others.append(action)
            continue
        if winner == mover:
            wins.append(action)
        elif winner == NOBODY:
            others.append(action)
    return wins or others or legal


def deliberate(state: NeuroDrezState) -> bool:
    """A playout's conquest step and sudden death's removal are played as the evaluation
    likes best (a few actions each, and the ones that win races); so is a piece step that
    can capture (N15: a capture the player would not miss, which decides the material a
    playout ends with); other piece moves, among dozens, at random."""
    phase = state.phase
    if phase == CLAIM or (phase == TILE and state.sudden):
        return True
    if phase != PIECE:
        return False
    pieces = state.pieces
    for action in legal_of(state):  # the playout asks for them next: worked out once
        kind = type(action)
        if (kind is Move and pieces[action.target] != EMPTY) or (
                kind is Enter and pieces[action.cell] != EMPTY):
            return True
    return False


def decision(action: NeuroDrezAction) -> Hashable:
    """What the search decides: a piece's entry or move, whatever pays for it (N15)."""
    if isinstance(action, Enter):
        return ("enter", action.colour, action.kind, action.cell)
    if isinstance(action, Move):
        return ("move", action.origin, action.target)
    return action


def cheapest(state: NeuroDrezState, actions: list[NeuroDrezAction]) -> NeuroDrezAction:
    """The cheapest way to pay for one entry or move (N15): nothing, then the number die
    (this turn's roll, gone at the turn's end), then a plain card, a Joker last (it pays
    for any piece)."""

    return min(actions, key=_cost)


def _cost(action: NeuroDrezAction) -> tuple[int, ...]:
    pay = action.pay if isinstance(action, Enter | Move) else FREE
    if isinstance(pay, str):
        return (0,) if pay == FREE else (1,)  # FREE, else DIE
    return (3 if pay.kind is CardType.JOKER else 2, *pay.sort_key)
