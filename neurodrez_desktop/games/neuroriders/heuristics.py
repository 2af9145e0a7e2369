"""A fast evaluation of a Neuroriders position for each seat, and the search's guidance.

The search sees states dealt from the seat's view (``sample_from_view``), so every agenda
is known in them: a seat's prospects are its score sheet so far (R14) less what the next
crystallization is likely to cost the colours it wants — a rider standing in or beside a
crystallizing room will be rescued at a price (R12). Of the many places a room may be
laid, the search looks first and only at those whose walks earn the mover's agenda most.
"""

from __future__ import annotations

import math

from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neuroriders.board import with_tile
from neurodrez_desktop.games.neuroriders.movement import summoned_moves
from neurodrez_desktop.games.neuroriders.rooms import room_set
from neurodrez_desktop.games.neuroriders.state import (
    HIDDEN,
    NoPlacement,
    NRState,
    Phase,
    Place,
    Tile,
    neighbours,
)

SHARPNESS = 0.18
"""How sharply a VP lead turns into winning chances."""
PLACES_WORTH_TRYING = 10
WEIGHTS = room_set().agenda_values


def agenda_weights(state: NRState, seat: int) -> tuple[float, float, float, float]:
    """What one Memory of each colour is worth to ``seat`` (R14): +2, +1, −1 or 0; all
    zero when the agenda is hidden."""
    agenda_id = state.agendas[seat]
    out = [0.0, 0.0, 0.0, 0.0]
    if agenda_id in (0, HIDDEN):
        return (0.0, 0.0, 0.0, 0.0)
    a = room_set().agendas[agenda_id - 1]
    out[a.first], out[a.second], out[a.third] = WEIGHTS
    return (out[0], out[1], out[2], out[3])


def risk(state: NRState) -> tuple[float, float, float, float]:
    """Each colour's expected Crystallization to come: about one for a rider on or
    beside the Starting Room or a crystallized room (ignoring the lineup's progress)."""
    cells = state.cells
    start = state.start_cell
    out = []
    for cell in state.riders:
        tile = cells.get(cell)
        if tile is None or not tile.face_up:
            out.append(1.5)
        elif any(n == start or (n in cells and not cells[n].face_up)
                 for n in neighbours(cell)):
            out.append(0.8)
        else:
            out.append(0.0)
    return (out[0], out[1], out[2], out[3])


def evaluate(state: NRState) -> tuple[float, ...]:
    """Each seat's winning chances from its projected score, summing to 1."""
    danger = risk(state)
    values = [m - c - 0.5 * d for m, c, d in zip(state.memories, state.crystals, danger,
                                                  strict=True)]
    scores = []
    for seat in range(state.players):
        w = agenda_weights(state, seat)
        unplayed = bin(state.cards[seat]).count("1")
        scores.append(sum(wi * v for wi, v in zip(w, values, strict=True)) + unplayed)
    top = max(scores)
    exps = [math.exp(SHARPNESS * (s - top)) for s in scores]
    total = sum(exps)
    return tuple(e / total for e in exps)


def place_gain(state: NRState, action: Place, seat: int) -> float:
    """What laying a room this way earns ``seat``'s agenda at once (walks with a tie are
    counted by their better path)."""
    w = agenda_weights(state, seat)
    summons = tuple(sorted(room_set().room(action.room).summons))
    if not summons:
        return 0.0
    laid = state.evolve(tiles=with_tile(state.tiles, Tile(action.cell, action.room,
                                                             action.turns)))
    gain = 0.0
    for moves in summoned_moves(laid, action.cell, summons):
        best = None
        for move in moves:
            value = sum(w[g.section] * g.amount for g in move.gains if g is not None)
            best = value if best is None else max(best, value)
        gain += best or 0.0
    return gain


def worth_trying(state: NRState, legal: list) -> list:  # type: ignore[type-arg]
    """Laying a room: the few placements that earn the mover's agenda most (and, with
    them, the Action cards), instead of every cell and rotation."""
    if state.phase != Phase.PLACE or len(legal) <= PLACES_WORTH_TRYING:
        return legal
    seat = state.to_act
    places = [a for a in legal if isinstance(a, Place)]
    others = [a for a in legal if not isinstance(a, (Place, NoPlacement))]
    ranked = sorted(range(len(places)), key=lambda i: -place_gain(state, places[i], seat))
    chosen = [places[i] for i in sorted(ranked[:PLACES_WORTH_TRYING])]
    return chosen + others if chosen else legal


def first_to_try(state: NRState, untried: list, rng: Rng):  # type: ignore[no-untyped-def]
    """The placement that earns the mover most, before the rest."""
    if state.phase == Phase.PLACE:
        places = [a for a in untried if isinstance(a, Place)]
        if places:
            return max(places, key=lambda a: place_gain(state, a, state.to_act))
    return rng.choice(untried)
