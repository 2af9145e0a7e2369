"""Crystallization (R12): rooms flip face down, black rooms carry it on, riders are
rescued at a cost.

Step 1 is worked out as *waves* — the rooms that flip first, then each round of the black
rooms' chain reaction — so that the table can show the chain spreading in the order the
rules make it spread. Step 3's rescue walks grid-adjacent rooms, ignoring doors, to the
nearest face-up room; each crystallized room on the way, the first included, costs one. A
rider that no chain of rooms links to a face-up room is rescued all the same, to the
face-up room fewest grid steps away, empty cells counting as steps: it pays for the
crystallized rooms on the cheapest of the shortest paths there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from neurodrez_desktop.games.neuroriders.rooms import room_set
from neurodrez_desktop.games.neuroriders.state import (
    Cell,
    NRState,
    Tile,
    neighbours,
)

_BLACK = frozenset(room.id for room in room_set().rooms if room.black)


def is_black(room: int) -> bool:
    return room in _BLACK


def flip_waves(state: NRState) -> list[list[Cell]]:
    """R12 step 1: the cells that crystallize, wave by wave (each sorted). The first time
    the Starting Room and its neighbours flip; later, every face-up room beside the
    Starting Room or a crystallized room. Then black rooms beside a crystallized room
    flip, again and again."""
    cells = state.cells
    start = state.start_cell
    down: set[Cell] = {t.cell for t in state.tiles if not t.face_up}
    if cells[start].face_up:
        first = {start} | {n for n in neighbours(start) if n in cells}
    else:
        first = {t.cell for t in state.tiles if t.face_up
                 and any(n in down or n == start for n in neighbours(t.cell))}
    waves = [sorted(first)]
    down |= first
    while True:
        chain = sorted(t.cell for t in state.tiles
                       if t.cell not in down and is_black(t.room)
                       and any(n in down for n in neighbours(t.cell)))
        if not chain:
            return waves
        waves.append(chain)
        down.update(chain)


def flipped(tiles: tuple[Tile, ...], cells: set[Cell]) -> tuple[Tile, ...]:
    return tuple(Tile(t.cell, t.room, t.turns, False) if t.cell in cells else t
                 for t in tiles)


@dataclass(frozen=True, slots=True)
class Rescue:
    """R12 step 3: one way a rider is rescued — to the face-up room at ``cell`` along
    ``path`` (where it stood first, ``cell`` last, one grid step apart), its colour's
    Crystallization rising by ``cost``, the crystallized rooms on ``path``."""

    cell: Cell
    path: tuple[Cell, ...]
    cost: int
    across_empty: bool
    """No chain of rooms links the rider to a face-up room: ``path`` crosses empty cells."""


def rescues(state: NRState, origin: Cell, down: frozenset[Cell] | None = None
            ) -> list[Rescue]:
    """R12 step 3: where a rider at ``origin`` may be rescued to, one ``Rescue`` per
    nearest face-up room, sorted by cell (several: the first player chooses); [] only when
    no face-up room remains. Along grid-adjacent rooms when a chain of them reaches a
    face-up room; otherwise fewest grid steps, empty cells included. ``down``: count these
    cells as the crystallized ones instead (a crystallization to come). The rooms alone
    decide, not the riders: asked again after the rescue, the answer is the same."""
    if down is None:
        def up(cell: Cell) -> bool:
            return state.cells[cell].face_up
    else:
        def up(cell: Cell) -> bool:
            return cell not in down
    linked = _along_rooms(state, origin, up)
    return linked if linked else _across_cells(state, origin, up)


def _along_rooms(state: NRState, origin: Cell, up: Callable[[Cell], bool]) -> list[Rescue]:
    """Breadth first through grid-adjacent rooms, doors ignored: the nearest face-up
    rooms, each with the first path found (every room before the last is crystallized,
    so all of them cost the same, the number of steps)."""
    cells = state.cells
    came_from: dict[Cell, Cell] = {origin: origin}
    frontier = [origin]
    while frontier:
        found: list[Cell] = []
        onward: list[Cell] = []
        for cell in frontier:
            for other in neighbours(cell):
                if other in came_from or other not in cells:
                    continue
                came_from[other] = cell
                (found if up(other) else onward).append(other)
        if found:
            out = []
            for cell in sorted(found):
                path = [cell]
                while path[-1] != origin:
                    path.append(came_from[path[-1]])
                out.append(Rescue(cell, tuple(reversed(path)), len(path) - 1, False))
            return out
        frontier = onward
    return []


def _across_cells(state: NRState, origin: Cell, up: Callable[[Cell], bool]
                  ) -> list[Rescue]:
    """The face-up rooms fewest grid steps away when every cell may be crossed: a path
    never needs to cross another face-up room (that one would be nearer), so the steps
    are the grid distance. To each, the shortest path crossing fewest crystallized rooms
    (on ties, the one that changes row first)."""
    ups = [t.cell for t in state.tiles if up(t.cell)]
    if not ups:
        return []
    r0, c0 = origin
    steps = min(abs(r - r0) + abs(c - c0) for r, c in ups)
    cells = state.cells
    out = []
    for target in sorted(c for c in ups if abs(c[0] - r0) + abs(c[1] - c0) == steps):
        path = _cheapest_straight_path(origin, target,
                                       lambda cell: cell in cells and not up(cell))
        cost = sum(1 for cell in path if cell in cells and not up(cell))
        out.append(Rescue(target, path, cost, True))
    return out


def _cheapest_straight_path(origin: Cell, target: Cell, crystal: Callable[[Cell], bool]
                            ) -> tuple[Cell, ...]:
    """Of the shortest grid paths from ``origin`` to ``target`` (every step towards it),
    one crossing fewest cells for which ``crystal`` holds."""
    dr = (target[0] > origin[0]) - (target[0] < origin[0])
    dc = (target[1] > origin[1]) - (target[1] < origin[1])
    rows, cols = abs(target[0] - origin[0]), abs(target[1] - origin[1])

    def at(i: int, j: int) -> Cell:
        return (origin[0] + i * dr, origin[1] + j * dc)

    best = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows + 1):
        for j in range(cols + 1):
            before = [best[i - 1][j]] if i else []
            if j:
                before.append(best[i][j - 1])
            best[i][j] = (min(before) if before else 0) + crystal(at(i, j))
    path = [target]
    i, j = rows, cols
    while i or j:  # back from the target; on a tie, the change of column comes last
        if j and (not i or best[i][j - 1] <= best[i - 1][j]):
            j -= 1
        else:
            i -= 1
        path.append(at(i, j))
    return tuple(reversed(path))


def nearest_rooms(state: NRState, origin: Cell, down: frozenset[Cell] | None = None
                  ) -> tuple[int, list[Cell]]:
    """R12 step 3 in short: the fewest crystallized rooms a rider at ``origin`` pays to
    be rescued, and the nearest face-up rooms it may go to (sorted); (0, []) when no
    face-up room remains. ``down`` as in ``rescues`` (the computer player asks what a
    crystallization to come would cost)."""
    found = rescues(state, origin, down)
    if not found:
        return 0, []
    return min(r.cost for r in found), [r.cell for r in found]
