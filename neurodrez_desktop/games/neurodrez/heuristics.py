"""A fast evaluation of a NeuroDrez position for each seat, in [0, 1] (the AI's cut-off).

For each side: how close it is to dominating a surface (N21: the share of each surface's
six tiles that are down in its colours, the best two surfaces counting most, and in
sudden death the share of the surface's remaining tiles), its pieces on the terrain (safe
ones more, N16; ones an opponent could capture less), and its tiles still in hand. The
sides' strengths become shares summing to 1; a seat gets its side's share (collaborative
games and solo: everyone shares the weakest side's prospects, since all must succeed).
"""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neurodrez.movement import Board
from neurodrez_desktop.games.neurodrez.state import EMPTY, Claim, Enter, Move, NeuroDrezState
from neurodrez_desktop.games.neurodrez.terrain import surface_tally

PIECE, SAFE, THREATENED = 0.15, 0.1, -0.2


def side_strengths(state: NeuroDrezState) -> list[float]:
    config = state.config
    board = Board(state.tiles, state.tokens, state.pieces, config.sides)
    attacked: set[int] = set()
    for cell in range(49):
        if state.pieces[cell] != EMPTY:
            attacked.update(board.natural(cell))
    strengths = []
    for side, colours in enumerate(config.sides):
        down, held = surface_tally(state.tiles, state.tokens, colours)
        shares = sorted((held[s] / (down[s] if state.sudden and down[s] else 6)
                         for s in range(6)), reverse=True)
        worth = 2.0 * shares[0] ** 2 + 0.8 * shares[1] ** 2
        for cell in range(49):
            piece = state.pieces[cell]
            if piece != EMPTY and board.side_of[piece // 6] == side:
                worth += PIECE + (SAFE if board.safe(cell) else
                                  THREATENED if cell in attacked else 0.0)
        strengths.append(max(0.05, worth))
    return strengths


def evaluate(state: NeuroDrezState) -> tuple[float, ...]:
    """Each seat's prospects."""
    config = state.config
    strengths = side_strengths(state)
    seats = [0.0] * config.players
    if config.collaborative:
        weakest = min(strengths) / (min(strengths) + 1.0)
        return tuple([weakest] * config.players)
    total = sum(strengths)
    for slot in config.slots:
        seats[slot.seat] = strengths[slot.side] / total
    return tuple(seats)


def first_to_try(state: NeuroDrezState, untried: list[Any], rng: Rng) -> Any:
    """The search tries a conquest first, then a capture (a refutation is found before the
    move it refutes looks good); among the rest, a random one."""
    for action in untried:
        if isinstance(action, Claim):
            return action
    captures = [a for a in untried if isinstance(a, Move | Enter)
                and state.pieces[a.target if isinstance(a, Move) else a.cell] != EMPTY]
    return rng.choice(captures or untried)
