"""The terrain: where a tile may be laid (N14), which tiles may be removed in sudden death
(N22), tile colours and safety (N16), and domination (N21, N22).

All functions take the per-cell tuples of a state, so the rules, the AI's evaluation and
the table's highlights share one answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from neurodrez_desktop.games.neurodrez.components import (
    CELLS,
    ON_EDGE,
    ORTHOGONAL_STEPS,
)

EMPTY = -1


def current_colour(tiles: Sequence[int], tokens: Sequence[int], cell: int) -> int:
    """N16: the conquest token's colour if the tile has one, else its printed colour."""
    token = tokens[cell]
    return token if token != EMPTY else tiles[cell] // 6


NEIGHBOURS_MASK = tuple(sum(1 << n for n in ORTHOGONAL_STEPS[cell]) for cell in CELLS)


def occupied(tiles: Sequence[int]) -> int:
    """The cells with a tile, as a bitmask (bit ``cell``)."""
    terrain = 0
    for cell in CELLS:
        if tiles[cell] != EMPTY:
            terrain |= 1 << cell
    return terrain


def frontier(tiles: Sequence[int]) -> list[int]:
    """N14: empty cells sharing a side with the terrain, in cell order."""
    terrain = occupied(tiles)
    return [cell for cell in CELLS
            if not terrain >> cell & 1 and terrain & NEIGHBOURS_MASK[cell]]


def outside(tiles: Sequence[int]) -> set[int]:
    """Empty cells connected to the board's edge through empty cells (N22's "outside")."""
    seen = {cell for cell in CELLS if ON_EDGE[cell] and tiles[cell] == EMPTY}
    todo = list(seen)
    while todo:
        cell = todo.pop()
        for n in ORTHOGONAL_STEPS[cell]:
            if tiles[n] == EMPTY and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def articulation_points(tiles: Sequence[int]) -> set[int]:
    """Tiles whose removal would split the terrain in two (Tarjan's low-link)."""
    cells = [cell for cell in CELLS if tiles[cell] != EMPTY]
    if len(cells) < 3:
        return set()  # one tile left of two is still one terrain
    order: dict[int, int] = {}
    low: dict[int, int] = {}
    points: set[int] = set()
    root = cells[0]
    # iterative DFS: (cell, parent, neighbour iterator)
    order[root] = low[root] = 0
    stack = [(root, -1, iter(ORTHOGONAL_STEPS[root]))]
    root_children = 0
    while stack:
        cell, parent, neighbours = stack[-1]
        advanced = False
        for n in neighbours:
            if tiles[n] == EMPTY or n == parent:
                continue
            if n in order:
                low[cell] = min(low[cell], order[n])
                continue
            order[n] = low[n] = len(order)
            if cell == root:
                root_children += 1
            stack.append((n, cell, iter(ORTHOGONAL_STEPS[n])))
            advanced = True
            break
        if advanced:
            continue
        stack.pop()
        if stack:
            up = stack[-1][0]
            low[up] = min(low[up], low[cell])
            if up != root and low[cell] >= order[up]:
                points.add(up)
    if root_children > 1:
        points.add(root)
    return points


def removable(tiles: Sequence[int], pieces: Sequence[int]) -> list[int]:
    """N22: tiles with no piece, on the terrain's edge (a side on the board's edge or on an
    empty cell connected to it), whose removal leaves the rest in one group. The last tile
    is never removable (no terrain would be left)."""
    terrain = occupied(tiles)
    if terrain & (terrain - 1) == 0:  # no tile, or the last one
        return []
    edge = _loose_edge(terrain)
    return [cell for cell in CELLS if edge >> cell & 1 and pieces[cell] == EMPTY]


@lru_cache(maxsize=16384)
def _loose_edge(terrain: int) -> int:
    """The tiles of a terrain (a bitmask of cells) that are on its edge and hold no other
    tile to the rest: they depend only on where tiles lie, which the AI's search meets
    again and again while pieces move, so they are worked out once per terrain."""
    tiles = [0 if terrain >> cell & 1 else EMPTY for cell in CELLS]
    out_cells = outside(tiles)
    cut = articulation_points(tiles)
    edge = 0
    for cell in CELLS:
        if tiles[cell] == EMPTY or cell in cut:
            continue
        steps = ORTHOGONAL_STEPS[cell]
        if len(steps) < 4 or any(n in out_cells for n in steps):
            edge |= 1 << cell
    return edge


NOBODY, _SHARED = -1, -2


def surface_sides(tiles: Sequence[int], tokens: Sequence[int], side_of: Sequence[int]
                  ) -> list[list[tuple[int, int]]]:
    """Per surface, ``(cell, side)`` for each of its tiles on the terrain: the side whose
    colour the tile now has (N16; -1 for purple, orange and unused colours)."""
    out: list[list[tuple[int, int]]] = [[], [], [], [], [], []]
    for cell in CELLS:
        tile = tiles[cell]
        if tile != EMPTY:
            token = tokens[cell]
            out[tile % 6].append((cell, side_of[token if token != EMPTY else tile // 6]))
    return out


def dominant(sides: Sequence[int], sudden: bool) -> int:
    """The side a surface's tiles on the terrain (``sides``, one per tile) all belong to,
    if it dominates (N21: all six down; N22 in sudden death: at least one), else
    ``NOBODY``."""
    if len(sides) < (1 if sudden else 6):
        return NOBODY
    side = sides[0]
    return side if side >= 0 and all(s == side for s in sides) else NOBODY


def surface_owners(tiles: Sequence[int], tokens: Sequence[int], side_of: Sequence[int],
                   sudden: bool) -> list[int]:
    """Per surface, the side that dominates it, else ``NOBODY``: ``dominant`` for each
    surface, worked out in one pass over the board (the rules ask after every step, so
    this is the fast form of the same answer). ``side_of`` maps a tile colour to its side
    (-1 for none)."""
    counts = [0] * 6
    owner = [NOBODY] * 6
    for cell in CELLS:
        tile = tiles[cell]
        if tile == EMPTY:
            continue
        surface = tile % 6
        token = tokens[cell]
        side = side_of[token if token != EMPTY else tile // 6]
        if counts[surface] == 0:
            owner[surface] = side
        elif owner[surface] != side:
            owner[surface] = _SHARED
        counts[surface] += 1
    need = 1 if sudden else 6
    return [owner[s] if counts[s] >= need and owner[s] >= 0 else NOBODY for s in range(6)]


def surface_tally(tiles: Sequence[int], tokens: Sequence[int], colours: Sequence[int]
                  ) -> tuple[list[int], list[int]]:
    """Per surface: the tiles of it down, and how many of those are in ``colours``."""
    down, held = [0] * 6, [0] * 6
    for cell in CELLS:
        tile = tiles[cell]
        if tile != EMPTY:
            down[tile % 6] += 1
            if current_colour(tiles, tokens, cell) in colours:
                held[tile % 6] += 1
    return down, held


def own_tiles(tiles: Sequence[int], tokens: Sequence[int], colours: Sequence[int]) -> int:
    """N26: tiles on the terrain whose current colour is one of ``colours``."""
    return sum(surface_tally(tiles, tokens, colours)[1])
