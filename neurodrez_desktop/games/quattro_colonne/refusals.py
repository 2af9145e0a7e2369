"""Why Quattro Colonne refuses an action or a partly made choice (Q4–Q6, Q10).

Each refusal names its ruling and says what would make the move possible: which column is
active in this step and why, where the picked piece may go, how its kind moves. The rules'
``refusal`` (a whole action) and ``why_not`` (a selection) answer from here, so the table
never words a rule itself. A legal action costs no text.
"""

from __future__ import annotations

from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.games.quattro_colonne.moves import targets
from neurodrez_desktop.games.quattro_colonne.state import (
    CONTEST,
    CONTESTS,
    DRAW_FIRST,
    END,
    FILES,
    KIND_NAMES,
    KING,
    KNIGHT,
    MOVE,
    ORDER,
    ORDERS,
    PAWN,
    QUEEN,
    SIDE_NAMES,
    Contest,
    FirstPlayer,
    GiveOrder,
    Kind,
    Move,
    Pass,
    PickPass,
    PickPiece,
    PickTarget,
    QCAction,
    QCSelection,
    QCState,
    kind_of,
    square_name,
)

GAME_OVER = Refusal("Q10", "The game is over.")

HOW_IT_MOVES: dict[Kind, str] = {
    PAWN: "a Pawn moves one square forward onto an empty square (two from its home rank "
          "if both are empty) and captures one square diagonally forward",
    KNIGHT: "a Knight jumps in an L: two squares one way and one to the side",
    QUEEN: "a Queen moves any distance straight or diagonally, not through other pieces",
    KING: "a King steps one square in any direction",
}


def action_refusal(state: QCState, action: QCAction) -> Refusal | None:
    """Why ``action`` is illegal in ``state``, or None (the fast check ``apply`` uses)."""
    phase = state.phase
    if phase == END:
        return GAME_OVER
    if isinstance(action, Move):
        if phase != MOVE:
            return _not_moving(state)
        return move_refusal(state, action)
    if isinstance(action, Pass):
        return None if phase == MOVE else _not_moving(state)
    if isinstance(action, GiveOrder):
        if phase != ORDER:
            return Refusal("Q4", "Orders are given at the start of a round, before its "
                                 "steps; this round's orders are in.")
        if action.values not in ORDERS:
            return Refusal("Q4", "An order gives each of the columns c, d, e, f one of the "
                                 "values 4, 3, 2, 1, each value once.")
        return None
    if isinstance(action, Contest):
        if phase == CONTEST and action in CONTESTS:  # the chance node's own outcomes
            return None
        return Refusal("Q5", "Contested dice are rolled only when both players gave a step's "
                             "value to the same column, and ties are rolled again.")
    if isinstance(action, FirstPlayer):
        if phase == DRAW_FIRST and action.side in (0, 1):
            return None
        return Refusal("Q3", "The first player is drawn once, at the start.")
    return Refusal("Q5", f"{action!r} is not a Quattro Colonne action.")


def selection_refusal(state: QCState, selection: QCSelection) -> Refusal | None:
    """Why nothing matches a piece picked, its destination or the pass button, or None."""
    if state.phase == END:
        return GAME_OVER
    if state.phase != MOVE:
        return _not_moving(state)
    if isinstance(selection, PickPass):
        return None
    if isinstance(selection, PickPiece):
        return _origin_refusal(state, selection.square, with_targets=True)
    if isinstance(selection, PickTarget):
        return move_refusal(state, Move(selection.origin, selection.square))
    return Refusal("Q5", f"{selection!r} is not something to pick in Quattro Colonne.")


def move_refusal(state: QCState, move: Move) -> Refusal | None:
    """Why ``move`` is illegal in the move phase (Q1, Q5, Q6), or None."""
    if not (0 <= move.origin < 32 and 0 <= move.target < 32):
        return Refusal("Q1", "Only the files c to f, ranks 1 to 8, are on the board.")
    refusal = _origin_refusal(state, move.origin, with_targets=False)
    if refusal is not None:
        return refusal
    reachable = targets(state.board, move.origin)
    if move.target in reachable:
        return None
    code = state.board[move.origin]
    kind = kind_of(code)
    there = state.board[move.target]
    origin = square_name(move.origin)
    name = f"the {KIND_NAMES[kind]} on {origin}"
    if there and there >> 3 == state.to_act:
        why = f"{square_name(move.target)} holds your own {KIND_NAMES[kind_of(there)]}"
    else:
        why = f"{HOW_IT_MOVES[kind]} (no check, castling or en passant)"
    return Refusal("Q6", f"The {KIND_NAMES[kind]} on {origin} cannot go to "
                         f"{square_name(move.target)}: {why}. " + _where_to(reachable, name))


def _origin_refusal(state: QCState, square: int, with_targets: bool) -> Refusal | None:
    """Q5: the piece must be the mover's, in the column they activate in this step."""
    side = state.to_act
    column = state.active_column(side)
    if not 0 <= square < 32:
        return Refusal("Q1", "Only the files c to f, ranks 1 to 8, are on the board.")
    code = state.board[square]
    active = _active_words(state, column)
    if not code:
        return Refusal("Q5", f"The square {square_name(square)} is empty. {active}")
    if code >> 3 != side:
        return Refusal("Q5", f"The {KIND_NAMES[kind_of(code)]} on {square_name(square)} is "
                             f"{SIDE_NAMES[code >> 3]}'s. {active}")
    if square % 4 != column:
        order = state.orders[side]
        value = order[square % 4] if order else 0
        when = ("it was active earlier in this round" if value > state.value
                else f"its step (value {value}) comes later in this round")
        return Refusal("Q5", f"Your {KIND_NAMES[kind_of(code)]} on {square_name(square)} stands "
                             f"in column {FILES[square % 4]}, which you gave {value}: "
                             f"{when}. {active}")
    if with_targets and not targets(state.board, square):
        return Refusal("Q6", f"Your {KIND_NAMES[kind_of(code)]} on {square_name(square)} has no "
                             f"move: {HOW_IT_MOVES[kind_of(code)]}. Pick another piece in column "
                             f"{FILES[column]}, or pass.")
    return None


def _active_words(state: QCState, column: int | None) -> str:
    if column is None:
        return "Wait for the orders."
    mine = [sq for sq in range(28 + column, -1, -4)
            if state.board[sq] and state.board[sq] >> 3 == state.to_act]
    head = (f"In this step (value {state.value}) you move a piece in column {FILES[column]}, "
            f"the column you gave {state.value}")
    if not mine:
        return head + "; you have none there, so pass."
    return head + " (" + ", ".join(
        f"{KIND_NAMES[kind_of(state.board[sq])]} {square_name(sq)}" for sq in mine) + "), or pass."


def _where_to(reachable: list[int], name: str) -> str:
    name = name[0].upper() + name[1:]
    if not reachable:
        return f"{name} has no move now: move another piece or pass."
    return f"{name} may go to " + ", ".join(square_name(t) for t in sorted(reachable)) + "."


def _not_moving(state: QCState) -> Refusal:
    if state.phase == ORDER:
        return Refusal("Q4", f"First the orders: {SIDE_NAMES[state.to_act]} puts the dice "
                             "4, 3, 2, 1 on their four columns behind the screen.")
    if state.phase == CONTEST:
        return Refusal("Q5", "The contested dice are rolled first: both gave this step's "
                             "value to the same column.")
    return Refusal("Q3", "The first player is drawn first.")
