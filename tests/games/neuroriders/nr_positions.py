"""Shared helpers for the Neuroriders rule tests in this folder: positions built directly
as ``NRState`` values from ``Tile``s, rooms turned until their doors face the wanted way,
and playing and refusing actions with the rules.

A plain module, not a conftest: the tests import it by name (``from nr_positions import
...``), pytest having put this folder on ``sys.path``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pytest

from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders.rooms import WALL, Colour, room_set
from neurodrez_desktop.games.neuroriders.state import (
    ALL_CARDS,
    ROOM_IDS,
    START_ROOM,
    Cell,
    NRState,
    Phase,
    Tile,
)

rules = get_rules("neuroriders")
O, G, W, P = Colour.ORANGE, Colour.GREEN, Colour.WHITE, Colour.PINK  # noqa: E741
EDGES = {"N": 0, "E": 1, "S": 2, "W": 3}
BLACK_ROOMS = tuple(r.id for r in room_set().rooms if r.black)


def start(cell: Cell = (0, 0), face_up: bool = True) -> Tile:
    return Tile(cell, START_ROOM, 0, face_up)


def tile(cell: Cell, room: int, face_up: bool = True, **edges: Colour | None) -> Tile:
    """``room`` at ``cell``, turned so that each edge named in ``edges`` (``N=O``, ``E=None``
    for a wall) shows that door; the test fails if no rotation does."""
    return Tile(cell, room, turns_with(room, **edges), face_up)


def turns_with(room: int, **edges: Colour | None) -> int:
    """The first rotation of ``room`` whose edges show ``edges`` (see ``tile``)."""
    data = room_set().room(room)
    for turns in range(4):
        doors = data.rotated(turns)
        if all(doors[EDGES[e]] == (WALL if c is None else c) for e, c in edges.items()):
            return turns
    raise AssertionError(f"room {room} shows {edges} in no rotation")


def position(tiles: Iterable[Tile], riders: Sequence[Cell] | None = None, *,
             players: int = 2, phase: Phase = Phase.PLACE,
             dealt: Sequence[int | None] | None = None,
             held: Sequence[Sequence[int]] | None = None, lineup: Sequence[int] = (),
             pile: Sequence[int] | None = None, **changes: object) -> NRState:
    """A position with ``tiles`` on the grid (the Starting Room among them), the riders on
    ``riders`` (default: all on the Starting Room), the given hands and lineup, and every
    other room face down in the pile; seat 0 to act and holding the marker, agendas 1, 2,
    … unless ``changes`` say otherwise."""
    laid = tuple(sorted(tiles, key=lambda t: t.cell))
    start_cell = next(t.cell for t in laid if t.room == START_ROOM)
    dealt = tuple(dealt) if dealt is not None else (None,) * players
    held = tuple(tuple(h) for h in held) if held is not None else ((),) * players
    used = {t.room for t in laid} | set(lineup) | {d for d in dealt if d is not None}
    used |= {r for h in held for r in h}
    if pile is None:
        pile = tuple(r for r in ROOM_IDS if r not in used)
    values: dict[str, object] = {
        "agendas": tuple(range(1, players + 1)), "cards": (ALL_CARDS,) * players,
        "first": 0, "to_act": 0,
    }
    values.update(changes)
    rider_cells = tuple(riders) if riders is not None else (start_cell,) * 4
    return NRState(players, phase, laid, rider_cells, pile=tuple(pile),  # type: ignore
                   lineup=tuple(lineup), dealt=dealt, held=held, **values)  # type: ignore


def play(state: NRState, *actions: object) -> NRState:
    for action in actions:
        state = rules.apply(state, action)
    return state


def assert_refused(state: NRState, action: object, rule: str, *words: str) -> str:
    """``action`` is refused under ``rule`` with ``words`` in the message (and is not in
    the legal list); the message is returned."""
    assert action not in rules.legal_actions(state)
    with pytest.raises(IllegalActionError) as caught:
        rules.apply(state, action)
    message = str(caught.value)
    assert message.startswith(f"{rule}: "), message
    assert caught.value.rule == rule
    for word in words:
        assert word in message, message
    return message


def tile_at(state: NRState, cell: Cell) -> Tile:
    return state.cells[cell]
