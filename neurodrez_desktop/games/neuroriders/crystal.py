"""Crystallization (R12): rooms flip face down, black rooms carry it on, riders are
rescued at a cost.

Step 1 is worked out as *waves* — the rooms that flip first, then each round of the black
rooms' chain reaction — so that the table can show the chain spreading in the order the
rules make it spread. Step 3's rescue walks grid-adjacent rooms, ignoring doors, to the
nearest face-up room; each crystallized room on the way, the first included, costs one.
"""

from __future__ import annotations

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


def nearest_rooms(state: NRState, origin: Cell, down: frozenset[Cell] | None = None
                  ) -> tuple[int, list[Cell]]:
    """R12 step 3: how far the nearest face-up rooms are from ``origin`` along
    grid-adjacent rooms (ignoring doors), and which they are (sorted); (0, []) when no
    face-up room can be reached. ``down``: count these cells as the crystallized ones
    instead (the computer player asks what a crystallization to come would cost)."""
    cells = state.cells
    seen = {origin}
    frontier = [origin]
    distance = 0
    while frontier:
        distance += 1
        found: list[Cell] = []
        onward: list[Cell] = []
        for cell in frontier:
            for other in neighbours(cell):
                if other in seen or other not in cells:
                    continue
                seen.add(other)
                up = cells[other].face_up if down is None else other not in down
                (found if up else onward).append(other)
        if found:
            return distance, sorted(found)
        frontier = onward
    return 0, []
