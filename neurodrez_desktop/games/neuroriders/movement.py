"""Summoned riders and the Memories their steps earn (R8, R9, R11).

A summoned rider moves to the newly laid room when the shortest path through connected
doors is 1 or 2 steps (R8). Each step passes one pair of connected doors: the same colour
on both sides (a multicoloured Starting Room door takes the other's colour) gives that
colour's section 1 Memory, 2 when it is the rider's own colour (R9). The table shows the
same paths and gains before a room is confirmed, so they are worked out here once.
"""

from __future__ import annotations

from dataclasses import dataclass

from neurodrez_desktop.games.neuroriders.board import link
from neurodrez_desktop.games.neuroriders.rooms import MULTI, Colour, Door
from neurodrez_desktop.games.neuroriders.state import (
    SECTION_LIMIT,
    SECTION_RESET,
    Cell,
    NRState,
    neighbour,
)

MAX_STEPS = 2
"""R8: a rider further than this from the summoning room stays where it is."""


@dataclass(frozen=True, slots=True)
class Gain:
    """Memories one step earns: ``amount`` in ``section``."""

    section: Colour
    amount: int


@dataclass(frozen=True, slots=True)
class RiderMove:
    """A rider's walk: the cells from where it stood to where it arrives, and what each
    step earned (None: the doors did not match)."""

    colour: Colour
    path: tuple[Cell, ...]
    gains: tuple[Gain | None, ...]


def door_gain(mine: Door, theirs: Door, rider: Colour) -> Gain | None:
    """R9: what passing between these two connected doors earns ``rider``'s walk."""
    if mine == MULTI:
        mine = theirs
    if theirs == MULTI:
        theirs = mine
    if mine != theirs or mine is None or mine == MULTI:
        return None
    colour = Colour(mine)
    return Gain(colour, 2 if colour == rider else 1)


def shortest_paths(state: NRState, origin: Cell, target: Cell) -> list[tuple[Cell, ...]]:
    """The shortest paths of at most two steps through connected doors from ``origin``
    to ``target`` (R8), each as its cells; [] when there is none (or no need to move)."""
    if origin == target or abs(origin[0] - target[0]) + abs(origin[1] - target[1]) > MAX_STEPS:
        return []  # no need to move, or out of range on the grid whatever the doors
    first_steps = []
    for edge in range(4):
        if link(state, origin, edge) is None:
            continue
        mid = neighbour(origin, edge)
        if mid == target:
            return [(origin, target)]
        first_steps.append(mid)
    paths: list[tuple[Cell, ...]] = []
    for mid in first_steps:
        for edge in range(4):
            if neighbour(mid, edge) == target and link(state, mid, edge) is not None:
                paths.append((origin, mid, target))
    return paths


def walk(state: NRState, colour: Colour, path: tuple[Cell, ...]) -> RiderMove:
    """``colour``'s rider walking ``path``, with each step's Memories (R9)."""
    gains = []
    for a, b in zip(path, path[1:], strict=False):
        edge = _edge_between(a, b)
        pair = link(state, a, edge)
        if pair is None:
            raise ValueError(f"{a} and {b} are not connected")
        gains.append(door_gain(pair[0], pair[1], colour))
    return RiderMove(colour, path, tuple(gains))


def _edge_between(a: Cell, b: Cell) -> int:
    return {(-1, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 3}[(b[0] - a[0], b[1] - a[1])]


def summoned_moves(state: NRState, target: Cell, colours: tuple[Colour, ...]
                   ) -> list[list[RiderMove]]:
    """For each summoned colour, in board order, the moves it could make to ``target``:
    [] (out of range: it stays), one, or two tied paths (R8). The table previews these."""
    out = []
    for colour in colours:
        paths = shortest_paths(state, state.riders[colour], target)
        out.append([walk(state, colour, p) for p in paths])
    return out


def add_memories(memories: tuple[int, int, int, int], gains: tuple[Gain | None, ...]
                 ) -> tuple[tuple[int, int, int, int], int]:
    """The sections after ``gains``, and the section that reached 20 (R11: set to 10, the
    turn's later Memories lost), or −1."""
    values = list(memories)
    for gain in gains:
        if gain is None:
            continue
        value = values[gain.section] + gain.amount
        if value >= SECTION_LIMIT:
            values[gain.section] = SECTION_RESET
            return (values[0], values[1], values[2], values[3]), int(gain.section)
        values[gain.section] = value
    return (values[0], values[1], values[2], values[3]), -1
