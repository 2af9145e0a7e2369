"""A fast evaluation of a NeuroDrez position for each seat, in [0, 1] (the AI's cut-off).

For each side: how close it is to dominating a surface, and its pieces on the terrain
(safe ones more, N16; ones an opponent could capture less). The sides' strengths become
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

from typing import Any

from neurodrez_desktop.core.cards import CardType
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neurodrez.components import TILES
from neurodrez_desktop.games.neurodrez.movement import Board
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    DIE,
    EMPTY,
    FREE,
    ROLL,
    TILE,
    Claim,
    Enter,
    Move,
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
    surface_tally,
)

PIECE, SAFE, THREATENED = 0.15, 0.1, -0.2
NEAR, STEP = 0.9, 0.55  # sudden death: one removable tile away; the fall per further tile
HARD, HELD = 1.5, 2.5  # tiles counted for one that cannot go now; for one a piece stands on
READY = 3.0  # the side removing next can finish a surface this turn
SUDDEN_FROM = len(TILES)  # every tile down: sudden death is sure to come (N22)
ROLLOUT_DEPTH = 8
"""Actions the search plays past a new node: two turns (claim, roll, tile, piece), so the
next two players' conquests and removals are played out before the position is judged.
Four reached only the next player's, and the search lost more races to the one after."""


def side_strengths(state: NeuroDrezState) -> list[float]:
    config = state.config
    board = Board(state.tiles, state.tokens, state.pieces, config.sides)
    attacked: set[int] = set()
    for cell in range(49):
        if state.pieces[cell] != EMPTY:
            attacked.update(board.natural(cell))
    # sudden death's yardstick from the moment it is sure to come (N22, N23)
    sudden = state.sudden or state.sudden_next or state.on_terrain >= SUDDEN_FROM
    closeness, ready = _sudden_closeness(state, board) if sudden else (None, None)
    strengths = []
    for side, colours in enumerate(config.sides):
        if closeness is not None:
            near = sorted(closeness[side], reverse=True)
            worth = 3.0 * near[0] + 1.0 * near[1]
            if ready[side]:  # one turn can finish: all but won if that turn comes next
                worth += READY if side == _next_remover(state) else READY / 2
            piece_weight = 0.5
        else:
            down, held = surface_tally(state.tiles, state.tokens, colours)
            shares = sorted((held[s] / 6 for s in range(6)), reverse=True)
            worth = 2.0 * shares[0] ** 2 + 0.8 * shares[1] ** 2
            piece_weight = 1.0
        for cell in range(49):
            piece = state.pieces[cell]
            if piece != EMPTY and board.side_of[piece // 6] == side:
                worth += piece_weight * (PIECE + (SAFE if board.safe(cell) else
                                                  THREATENED if cell in attacked else 0.0))
        strengths.append(max(0.05, worth))
    return strengths


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


def first_to_try(state: NeuroDrezState, untried: list[Any], rng: Rng) -> Any:
    """The search tries a conquest first, then a capture (a refutation is found before the
    move it refutes looks good); among the rest, a random one."""
    for action in untried:
        if isinstance(action, Claim):
            return action
    captures = [a for a in untried if isinstance(a, Move | Enter)
                and state.pieces[a.target if isinstance(a, Move) else a.cell] != EMPTY]
    return rng.choice(captures or untried)


def worth_trying(state: NeuroDrezState, legal: list[Any]) -> list[Any]:
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
    wins, others = [], []
    for action in legal:
        kind = type(action)
        if kind is Place:
            winner = laid.get(action.tile)
            if winner is None:
                sides = [side for _, side in surfaces[action.tile % 6]]
                sides.append(side_of[action.tile // 6])
                winner = laid[action.tile] = dominant(sides, sudden)
        elif kind is Remove:
            cell = action.cell
            winner = dominant([side for at, side in surfaces[state.tiles[cell] % 6]
                               if at != cell], sudden)
        elif kind is Claim:
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
    likes best (a few actions each, and the ones that win races); a piece's move, among
    dozens, at random."""
    return state.phase == CLAIM or (state.phase == TILE and state.sudden)


def decision(action: Any) -> Any:
    """What the search decides: a piece's entry or move, whatever pays for it (N15)."""
    if isinstance(action, Enter):
        return ("enter", action.colour, action.kind, action.cell)
    if isinstance(action, Move):
        return ("move", action.origin, action.target)
    return action


def cheapest(state: NeuroDrezState, actions: list[Any]) -> Any:
    """The cheapest way to pay for one entry or move (N15): nothing, then the number die
    (this turn's roll, gone at the turn's end), then a plain card, a Joker last (it pays
    for any piece)."""

    def cost(action: Any) -> tuple[Any, ...]:
        pay = action.pay
        if pay == FREE:
            return (0,)
        if pay == DIE:
            return (1,)
        return (3 if pay.kind is CardType.JOKER else 2, *pay.sort_key)

    return min(actions, key=cost)
