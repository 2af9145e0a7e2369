"""Why NeuroDrez refuses an action: the ruling it breaks, in words a player understands.

Only the rules explain legality, so the table shows these words and never its own.
"""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    EMPTY,
    PIECE,
    STUCK,
    TILE,
    CallSuddenDeath,
    Claim,
    Decline,
    Enter,
    Move,
    NeuroDrezState,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
)


def action_refusal(state: NeuroDrezState, action: Any) -> tuple[str, str]:
    """The ruling an illegal action breaks, in words (for the table's refusals)."""
    phase = state.phase
    if isinstance(action, Claim | Decline | CallSuddenDeath):
        if phase != CLAIM:
            return "N12", "a conquest is claimed at the start of the turn, before the roll"
        if isinstance(action, CallSuddenDeath):
            if not state.config.early_sudden_death:
                return "N23", "early sudden death is not an option in this game"
            if state.sudden or state.sudden_next:
                return "N23", "sudden death has already begun or been called"
            return "N23", "sudden death may be called once 18 tiles are on the terrain"
        return "N12", ("only a tile under your piece that stood there since before this "
                       "turn, and is not already your colour, can be conquered")
    if isinstance(action, Place | Remove):
        if phase != TILE:
            return "N14", "tiles are laid (or removed) after the roll, before the piece"
        if isinstance(action, Remove):
            if not state.sudden:
                return "N22", "tiles are removed only in sudden death"
            if state.tiles[action.cell] == EMPTY:
                return "N22", "there is no tile there"
            if state.pieces[action.cell] != EMPTY:
                return "N22", "a tile with a piece on it cannot be removed"
            return "N22", ("only a tile on the terrain's edge whose removal keeps the "
                           "terrain in one piece can be removed")
        if state.sudden:
            return "N22", "in sudden death a tile is removed instead"
        if action.tile not in state.hands[state.slot]:
            return "N14", "that tile is not in your hand"
        return "N14", "a tile goes on an empty cell next to the terrain"
    if isinstance(action, Enter | Move):
        if phase != PIECE:
            return "N15", "a piece is entered or moved after the tile step"
        return "N15", ("that piece cannot go there: it needs the number die or a card of "
                       "its kind (a King is free), and a tile of the rolled colour or "
                       "surface, or its own movement (N17); a piece on a tile of its own "
                       "colours is safe (N16)")
    if isinstance(action, Withdraw):
        if phase == STUCK:
            return "N20", "take back one of your own pieces on the terrain"
        return "N20", "only a player who can neither enter nor move a piece is stuck"
    if isinstance(action, TradeNeutral):
        return "N10", "only a Neutral card in your hand can be traded, on your piece step"
    return "N13", f"{action} is not possible now"
