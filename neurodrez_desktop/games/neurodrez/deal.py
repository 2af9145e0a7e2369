"""The deal and setup of NeuroDrez (N8–N11), all chance: the centre block, the tile hands,
the left-over tiles with four players, two cards each, and the roll for who starts.

Each is a chance action of its own so that a seeded game replays exactly and a test can
set up any deal by applying the outcomes it wants.
"""

from __future__ import annotations

from neurodrez_desktop.core.dice import D6, tied_high
from neurodrez_desktop.games.neurodrez.components import (
    CENTRE,
    TILES,
    tile_colour,
    tile_surface,
)
from neurodrez_desktop.games.neurodrez.state import (
    DEAL_CARDS,
    DEAL_TILES,
    EMPTY,
    LEFTOVERS,
    ORDER,
    CentreTile,
    DealTile,
    Leftover,
    NeuroDrezAction,
    NeuroDrezState,
    OrderRoll,
    replaced,
)
from neurodrez_desktop.games.neurodrez.terrain import frontier
from neurodrez_desktop.games.neurodrez.turn import start_turn

ORDER_OUTCOMES = [(OrderRoll(v), p) for v, p in D6.outcomes()]
"""N11: the number die rolled for the start."""


# -- what chance may do -----------------------------------------------------------------------
def centre_outcomes(state: NeuroDrezState) -> list[tuple[NeuroDrezAction, float]]:
    """N8: a tile of a colour and a surface not yet in the centre."""
    down = [t for t in state.tiles if t != EMPTY]
    colours = {tile_colour(t) for t in down}
    surfaces = {tile_surface(t) for t in down}
    fits = [t for t in TILES if tile_colour(t) not in colours
            and tile_surface(t) not in surfaces]
    return [(CentreTile(t), 1 / len(fits)) for t in fits]


def deal_outcomes(state: NeuroDrezState) -> list[tuple[NeuroDrezAction, float]]:
    """N9: any tile not yet dealt."""
    pool = state.undealt()
    return [(DealTile(t), 1 / len(pool)) for t in pool]


def leftover_outcomes(state: NeuroDrezState) -> list[tuple[NeuroDrezAction, float]]:
    """N9 with four players: any empty cell next to the terrain."""
    cells = frontier(state.tiles)
    return [(Leftover(c), 1 / len(cells)) for c in cells]


def may_deal(state: NeuroDrezState, action: NeuroDrezAction) -> bool:
    """Whether ``action`` deals a tile not yet dealt (thirty deals a game: checked without
    the list)."""
    tile = action.tile if type(action) is DealTile else EMPTY
    return (0 <= tile < len(TILES) and tile not in state.tiles
            and all(tile not in hand for hand in state.hands))


# -- what it does -----------------------------------------------------------------------------
def lay_centre(state: NeuroDrezState, tile: int) -> NeuroDrezState:
    placed = sum(1 for t in state.tiles if t != EMPTY)
    tiles = replaced(state.tiles, CENTRE[placed], tile)
    if placed + 1 < len(CENTRE):
        return state.evolve(tiles=tiles)
    return state.evolve(tiles=tiles, phase=DEAL_TILES, slot=0)


def deal_tile(state: NeuroDrezState, tile: int) -> NeuroDrezState:
    slot = state.slot
    hands = replaced(state.hands, slot, tuple(sorted(state.hands[slot] + (tile,))))
    n = len(hands)
    dealt = sum(len(h) for h in hands)
    if dealt < n * state.config.hand_size:
        return state.evolve(hands=hands, slot=(slot + 1) % n)
    after = state.evolve(hands=hands, slot=0)
    if after.undealt():
        return after.evolve(phase=LEFTOVERS)
    return deal_cards(after)


def lay_leftover(state: NeuroDrezState, cell: int) -> NeuroDrezState:
    tile = state.undealt()[0]
    after = state.evolve(tiles=replaced(state.tiles, cell, tile))
    return after if after.undealt() else deal_cards(after)


def deal_cards(state: NeuroDrezState) -> NeuroDrezState:
    """N10: two cards each, one at a time round the table; then the roll for the start."""
    n = len(state.config.slots)
    return state.evolve(phase=DEAL_CARDS, draw_to=tuple(k % n for k in range(2 * n)),
                        then=ORDER)


def roll_for_start(state: NeuroDrezState, value: int) -> NeuroDrezState:
    """N11: once every contender has rolled, the highest starts; a tie rolls again."""
    rolls = state.order_rolls + (value,)
    if len(rolls) < len(state.contenders):
        return state.evolve(order_rolls=rolls)
    best = tied_high(dict(zip(state.contenders, rolls, strict=True)))
    if len(best) > 1:  # N11: the tied roll again
        return state.evolve(contenders=tuple(best), order_rolls=())
    return start_turn(state.evolve(first_slot=best[0], order_rolls=(), contenders=()),
                      best[0], new_round=False)

