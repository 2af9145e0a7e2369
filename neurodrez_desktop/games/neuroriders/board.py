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


def _door_mask(doors: tuple[Door, Door, Door, Door]) -> int:
    return sum(1 << e for e in range(4) if doors[e] is not WALL)


DOOR_MASKS = tuple(tuple(_door_mask(d) for d in table) for table in DOORS)
"""``DOOR_MASKS[room][turns]``: the edges (bits) on which a laid room has a door."""


def openings(state: NRState, ignore: Cell | None = None) -> dict[Cell, int]:
    """Empty cells beside a face-up room's door, each with the edges (bits) on which a
    room laid there would meet such a door: the only cells where a room may connect. The
    room at ``ignore`` (being moved away) counts as gone."""
    if ignore is None:
        cached: dict[Cell, int] | None = state.__dict__.get("_openings")  # kept per state
        if cached is not None:
            return cached
    found: dict[Cell, int] = {}
    cells = state.cells
    get = found.get
    for tile in state.tiles:
        if not tile.face_up or tile.cell == ignore:
            continue
        mask = DOOR_MASKS[tile.room][tile.turns]
        r, c = tile.cell
        # each door's neighbour (N, E, S, W) meets it on the opposite edge (S, W, N, E)
        if mask & 1 and (other := (r - 1, c)) not in cells:
            found[other] = get(other, 0) | 4
        if mask & 2 and (other := (r, c + 1)) not in cells:
            found[other] = get(other, 0) | 8
        if mask & 4 and (other := (r + 1, c)) not in cells:
            found[other] = get(other, 0) | 1
        if mask & 8 and (other := (r, c - 1)) not in cells:
            found[other] = get(other, 0) | 2
    if ignore is None:
        state.__dict__["_openings"] = found
    return found


def placements(state: NRState, room: int, ignore: Cell | None = None
               ) -> list[tuple[Cell, int]]:
    """Every (cell, turns) where ``room`` may be laid so that a door connects (R7)."""
    masks = DOOR_MASKS[room]
    opened = openings(state, ignore)
    return [(cell, turns) for cell in sorted(opened) for turns in range(4)
            if masks[turns] & opened[cell]]


def can_place(state: NRState, room: int, cell: Cell, turns: int,
              ignore: Cell | None = None) -> bool:
    if ignore is None:  # the openings are worked out once per grid
        return bool(DOOR_MASKS[room][turns % 4] & openings(state).get(cell, 0))
    return (cell not in state.cells or cell == ignore) and bool(
        connected_edges(state, DOORS[room][turns % 4], cell, ignore))


def lonely_after_move(state: NRState, origin: Cell, target: Cell) -> list[Cell]:
    """The rooms that would have no grid neighbour if the room at ``origin`` moved to
    ``target`` (R10, R12: none may be left so), sorted."""
    lonely = [cell for cell in dependents(state, origin) if not _beside(cell, target)]
    cells = state.cells
    if not any(n in cells and n != origin for n in neighbours(target)):
        lonely.append(target)
    return sorted(lonely)


def dependents(state: NRState, origin: Cell) -> list[Cell]:
    """The rooms whose only grid neighbour is the room at ``origin``."""
    cells = state.cells
    out = []
    for n in neighbours(origin):
        if n in cells:
            r, c = n
            if ((r - 1, c) in cells) + ((r, c + 1) in cells) + ((r + 1, c) in cells) \
                    + ((r, c - 1) in cells) == 1:
                out.append(n)
    return out


def _opens(state: NRState, cell: Cell, ignore: Cell) -> bool:
    """Whether the empty ``cell`` is beside a door of a face-up room other than the one
    at ``ignore`` (so that it is one of ``openings(state, ignore)``)."""
    if cell in state.cells:
        return False
    for edge, other in enumerate(neighbours(cell)):
        if other == ignore:
            continue
        facing = state.doors(other)
        if facing is not None and facing[OPPOSITE[edge]] is not WALL:
            return True
    return False


def _beside(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


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
    if not DOOR_MASKS[tile.room][0]:
        return False  # a room with no door connects nowhere
    needed = dependents(state, origin)
    # A cell in ``openings`` meets a door, so the room laid there has a neighbour; only
    # the rooms leaning on this one alone must stay beside it. An opening not beside the
    # origin stays open when the room leaves it; one beside it must meet another door.
    if not needed:
        opened = openings(state)
        r, c = origin
        for row, col in opened:
            if abs(row - r) + abs(col - c) != 1:
                return True
        return any(_opens(state, cell, origin) for cell in opened)
    # Every target is beside the first of the rooms leaning on this one.
    return any(all(_beside(d, cell) for d in needed) and _opens(state, cell, origin)
               for cell in neighbours(needed[0]))


def starting_room_cells(state: NRState, first_only: bool = False) -> list[Cell]:
    """R12 step 2: empty cells grid-adjacent to a face-up room where the Starting Room may
    go without leaving any room without a neighbour (sorted; ``first_only``: stop at the
    first found, to ask whether there is one)."""
    origin = state.start_cell
    cells = state.cells
    found: set[Cell] = set()
    for tile in state.tiles:
        if tile.face_up:
            for other in neighbours(tile.cell):
                if other not in cells:
                    found.add(other)
    # As ``lonely_after_move``: the rooms leaning on the start alone must stay beside
    # it; the cell itself is beside a face-up room, which is not the face-down start.
    needed = dependents(state, origin)
    out = []
    for cell in sorted(found):
        if all(_beside(d, cell) for d in needed) and any(
                n in cells and n != origin for n in neighbours(cell)):
            out.append(cell)
            if first_only:
                break
    return out


def rider_steps(state: NRState, cell: Cell) -> list[Cell]:
    """Action card Move (R10): the face-up rooms grid-adjacent to ``cell``."""
    cells = state.cells
    return [n for n in neighbours(cell) if (t := cells.get(n)) is not None and t.face_up]


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
