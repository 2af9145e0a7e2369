"""Where rooms may go on the grid (R4, R7, R10, R12 step 2).

A room connects through a door when the neighbour across that edge is face up and has a
door on the shared edge too (R4). Placing, relocating and moving the Starting Room all ask
which empty cells qualify; relocating and moving the Starting Room also must leave every
room with at least one grid neighbour, crystallized rooms included (R10, R12).
"""

from __future__ import annotations

from collections.abc import Iterable

from neurodrez_desktop.games.neuroriders.rooms import WALL, Door
from neurodrez_desktop.games.neuroriders.state import (
    DOORS,
    START_ROOM,
    Cell,
    NRState,
    Tile,
    neighbour,
    neighbours,
)

OPPOSITE = (2, 3, 0, 1)


def connected_edges(state: NRState, doors: tuple[Door, Door, Door, Door], cell: Cell,
                    ignore: Cell | None = None) -> list[int]:
    """The edges through which a room with ``doors`` laid at ``cell`` would connect to a
    face-up room (R4); the room at ``ignore`` (one being moved away) does not count."""
    edges = []
    for edge in range(4):
        if doors[edge] is WALL:
            continue
        other = neighbour(cell, edge)
        if other == ignore:
            continue
        facing = state.doors(other)
        if facing is not None and facing[OPPOSITE[edge]] is not WALL:
            edges.append(edge)
    return edges


def link(state: NRState, cell: Cell, edge: int) -> tuple[Door, Door] | None:
    """The door pair between the room at ``cell`` and its neighbour across ``edge`` when
    they are connected (R4), else None."""
    mine = state.doors(cell)
    if mine is None or mine[edge] is WALL:
        return None
    theirs = state.doors(neighbour(cell, edge))
    if theirs is None or theirs[OPPOSITE[edge]] is WALL:
        return None
    return mine[edge], theirs[OPPOSITE[edge]]


def open_cells(state: NRState, ignore: Cell | None = None) -> list[Cell]:
    """Empty cells beside a face-up room with a door facing them: the only cells where a
    room could connect (sorted)."""
    found: set[Cell] = set()
    cells = state.cells
    for tile in state.tiles:
        if not tile.face_up or tile.cell == ignore:
            continue
        doors = DOORS[tile.room][tile.turns]
        for edge in range(4):
            if doors[edge] is WALL:
                continue
            other = neighbour(tile.cell, edge)
            if other not in cells or other == ignore:
                found.add(other)
    found.discard(ignore)  # type: ignore[arg-type]
    return sorted(found)


def placements(state: NRState, room: int, ignore: Cell | None = None
               ) -> list[tuple[Cell, int]]:
    """Every (cell, turns) where ``room`` may be laid so that a door connects (R7)."""
    out = []
    table = DOORS[room]
    for cell in open_cells(state, ignore):
        for turns in range(4):
            if connected_edges(state, table[turns], cell, ignore):
                out.append((cell, turns))
    return out


def can_place(state: NRState, room: int, cell: Cell, turns: int,
              ignore: Cell | None = None) -> bool:
    return (cell not in state.cells or cell == ignore) and bool(
        connected_edges(state, DOORS[room][turns % 4], cell, ignore))


def lonely_after_move(state: NRState, origin: Cell, target: Cell) -> list[Cell]:
    """The rooms that would have no grid neighbour if the room at ``origin`` moved to
    ``target`` (R10, R12: none may be left so)."""
    occupied = set(state.cells)
    occupied.discard(origin)
    occupied.add(target)
    affected = sorted({target, *(n for n in neighbours(origin) if n in occupied)})
    return [cell for cell in affected
            if not any(n in occupied for n in neighbours(cell))]


def relocations(state: NRState, origin: Cell) -> list[tuple[Cell, int]]:
    """Every (cell, turns) the room at ``origin`` may be relocated to (R10)."""
    tile = state.cells[origin]
    return [(cell, turns) for cell, turns in placements(state, tile.room, ignore=origin)
            if cell != origin and not lonely_after_move(state, origin, cell)]


def can_relocate(state: NRState, origin: Cell) -> bool:
    """Whether the room at ``origin`` may be relocated anywhere (stops at the first)."""
    tile = state.cells.get(origin)
    if tile is None or not tile.face_up or tile.room == START_ROOM:
        return False
    table = DOORS[tile.room]
    for cell in open_cells(state, ignore=origin):
        if cell == origin or lonely_after_move(state, origin, cell):
            continue
        if any(connected_edges(state, table[t], cell, origin) for t in range(4)):
            return True
    return False


def starting_room_cells(state: NRState) -> list[Cell]:
    """R12 step 2: empty cells grid-adjacent to a face-up room where the Starting Room may
    go without leaving any room without a neighbour (sorted)."""
    origin = state.start_cell
    cells = state.cells
    found: set[Cell] = set()
    for tile in state.tiles:
        if tile.face_up:
            for other in neighbours(tile.cell):
                if other not in cells:
                    found.add(other)
    return [c for c in sorted(found) if not lonely_after_move(state, origin, c)]


def rider_steps(state: NRState, cell: Cell) -> list[Cell]:
    """Action card Move (R10): the face-up rooms grid-adjacent to ``cell``."""
    return [n for n in neighbours(cell) if state.doors(n) is not None]


def rotatable(state: NRState) -> list[Cell]:
    """Action card Rotate 180° (R10): face-up rooms other than the Starting Room."""
    return [t.cell for t in state.tiles if t.face_up and t.room != START_ROOM]


def with_tile(tiles: Iterable[Tile], tile: Tile, remove: Cell | None = None
              ) -> tuple[Tile, ...]:
    """The tiles with ``tile`` laid (replacing any at its cell) and ``remove`` taken up,
    sorted by cell."""
    kept = [t for t in tiles if t.cell != tile.cell and t.cell != remove]
    kept.append(tile)
    kept.sort(key=lambda t: t.cell)
    return tuple(kept)
