"""P15: a PokerDrez game as standard PGN, each move's payment in a comment.

Pawn sacrifices (P3) become the start position (``SetUp``/``FEN`` headers); a redeal (P10),
which passes the turn without a move, is written as a null move ("--") with a comment, as
PGN has no other way to pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import chess
import chess.pgn

from neurodrez_desktop.games.pokerdrez.state import (
    DEAL,
    SACRIFICE,
    SIDE_NAMES,
    Play,
    PokerDrezAction,
    PokerDrezState,
    Redeal,
)

RESULTS: dict[tuple[float, ...], str] = {(1.0, 0.0): "1-0", (0.0, 1.0): "0-1",
                                          (0.5, 0.5): "1/2-1/2"}


def export_pgn(states: Sequence[PokerDrezState], actions: Sequence[PokerDrezAction],
               names: Sequence[str] = ("White", "Black"), event: str = "PokerDrez",
               played_on: date | None = None) -> str:
    """PGN of the game whose states (the initial one first) and actions are given."""
    game = chess.pgn.Game()
    game.headers["Event"] = event
    if played_on is not None:
        game.headers["Date"] = played_on.strftime("%Y.%m.%d")
    game.headers["White"], game.headers["Black"] = names[0], names[1]
    first = _first_turn(states)
    if first.board.fen() != chess.STARTING_FEN:
        game.setup(first.board.copy(stack=False))
    node: chess.pgn.GameNode = game
    for state, action in zip(states, actions, strict=False):
        if isinstance(action, Play):
            paid = "" if action.pay.source == "free" else f"paid with {action.pay}"
            node = node.add_variation(action.move, comment=paid)
        elif isinstance(action, Redeal):
            node = node.add_variation(
                chess.Move.null(),
                comment=f"{SIDE_NAMES[state.actor]} redeals: no move could be paid for")
    final = states[-1]
    if final.result is not None:
        game.headers["Result"] = RESULTS.get(tuple(final.result), "*")
        if final.end_reason:
            game.headers["Termination"] = final.end_reason
    return str(game)


def _first_turn(states: Sequence[PokerDrezState]) -> PokerDrezState:
    """The first state after dealing and sacrifices: where the chess begins."""
    for state in states:
        if state.phase not in (DEAL, SACRIFICE):
            return state
    return states[-1]
