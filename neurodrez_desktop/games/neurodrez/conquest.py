"""Conquest (N12, N16): at the start of a turn a piece that has stood on a tile since
before this turn may give the tile its colour.

A conquest is the only thing that changes a tile's current colour, so it is how a side
turns tiles of other colours into its own on the way to dominating a surface (N21).
"""

from __future__ import annotations

from neurodrez_desktop.games.neurodrez.ending import may_call, winner
from neurodrez_desktop.games.neurodrez.movement import board_of
from neurodrez_desktop.games.neurodrez.state import (
    EMPTY,
    ROLL,
    CallSuddenDeath,
    Claim,
    Decline,
    NeuroDrezAction,
    NeuroDrezState,
    replaced,
)


def claimable(state: NeuroDrezState) -> list[int]:
    """N12: tiles under a piece of the mover's side that arrived before this turn and
    stands on a tile not friendly to it."""
    side = state.current.side
    board = board_of(state)
    own = state.config.sides[side]
    return [c for c in range(49) if state.pieces[c] != EMPTY
            and board.side_of[state.pieces[c] // 6] == side and state.arrived[c] < state.turn
            and board.colour_at(c) not in own]


def claim_actions(state: NeuroDrezState) -> list[NeuroDrezAction]:
    """The conquest step: each claim, declining, and calling sudden death (N23)."""
    out: list[NeuroDrezAction] = [Claim(c) for c in claimable(state)]
    out.append(Decline())
    if may_call(state):
        out.append(CallSuddenDeath())
    return out


def claim(state: NeuroDrezState, cell: int) -> NeuroDrezState:
    """The tile takes the piece's colour (a token); in competitive games a claim keeps
    sudden death from stalling (N26). It may complete a domination (N21)."""
    colour = state.pieces[cell] // 6
    after = state.evolve(tokens=replaced(state.tokens, cell, colour), phase=ROLL,
                         active=state.active or not state.config.collaborative)
    return winner(after) or after


def call_sudden_death(state: NeuroDrezState) -> NeuroDrezState:
    """N23: sudden death begins with the next turn; a claim may still be made now."""
    after = state.evolve(sudden_next=True)
    return after if claimable(after) else after.evolve(phase=ROLL)
