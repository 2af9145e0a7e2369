"""Why Quattro Colonne refuses an action or a partly made choice (Q4–Q6, Q10).

Each refusal names its ruling and says what would make the move possible: which column is
active in this step and why, where the picked piece may go, how its kind moves. The rules'
``refusal`` (a whole action) and ``why_not`` (a selection) answer from here, so the table
never words a rule itself. A legal action costs no text.
"""

from __future__ import annotations

from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.games.quattro_colonne.catalog import N_, _
from neurodrez_desktop.games.quattro_colonne.moves import targets
from neurodrez_desktop.games.quattro_colonne.state import (
    CONTEST,
    CONTESTS,
    DRAW_FIRST,
    END,
    FILES,
    KING,
    KNIGHT,
    MOVE,
    ORDER,
    ORDERS,
    PAWN,
    QUEEN,
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
    kind_name,
    kind_of,
    side_name,
    square_name,
    the_kind,
    your_kind,
)


def game_over() -> Refusal:
    """Q10: nothing more to do."""
    return Refusal("Q10", _("The game is over."))


HOW_IT_MOVES: dict[Kind, str] = {
    PAWN: N_("a Pawn moves one square forward onto an empty square (two from its home rank "
             "if both are empty) and captures one square diagonally forward"),
    KNIGHT: N_("a Knight jumps in an L: two squares one way and one to the side"),
    QUEEN: N_("a Queen moves any distance straight or diagonally, not through other pieces"),
    KING: N_("a King steps one square in any direction"),
}
"""Marked for the catalog; said with ``_`` where a refusal cites it."""


def action_refusal(state: QCState, action: QCAction) -> Refusal | None:
    """Why ``action`` is illegal in ``state``, or None (the fast check ``apply`` uses)."""
    phase = state.phase
    if phase == END:
        return game_over()
    if isinstance(action, Move):
        if phase != MOVE:
            return _not_moving(state)
        return move_refusal(state, action)
    if isinstance(action, Pass):
        return None if phase == MOVE else _not_moving(state)
    if isinstance(action, GiveOrder):
        if phase != ORDER:
            return Refusal("Q4", _("Orders are given at the start of a round, before its "
                                   "steps; this round's orders are in."))
        if action.values not in ORDERS:
            return Refusal("Q4", _("An order gives each of the columns c, d, e, f one of the "
                                   "values 4, 3, 2, 1, each value once."))
        return None
    if isinstance(action, Contest):
        if phase == CONTEST and action in CONTESTS:  # the chance node's own outcomes
            return None
        return Refusal("Q5", _("Contested dice are rolled only when both players gave a "
                               "step's value to the same column, and ties are rolled again."))
    if isinstance(action, FirstPlayer):
        if phase == DRAW_FIRST and action.side in (0, 1):
            return None
        return Refusal("Q3", _("The first player is drawn once, at the start."))
    return Refusal("Q5", f"{action!r} is not a Quattro Colonne action.")


def selection_refusal(state: QCState, selection: QCSelection) -> Refusal | None:
    """Why nothing matches a piece picked, its destination or the pass button, or None."""
    if state.phase == END:
        return game_over()
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
        return Refusal("Q1", _("Only the files c to f, ranks 1 to 8, are on the board."))
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
    name = _("{piece} on {square}").format(piece=the_kind(kind), square=origin)
    if there and there >> 3 == state.to_act:
        why = _("{square} holds your own {piece}").format(square=square_name(move.target),
                                                          piece=kind_name(kind_of(there)))
    else:
        why = _("{how} (no check, castling or en passant)").format(how=_(HOW_IT_MOVES[kind]))
    return Refusal("Q6", _("{piece} cannot go to {square}: {why}.").format(
        piece=_capital(name), square=square_name(move.target), why=why) + " "
        + _where_to(reachable, name))


def _origin_refusal(state: QCState, square: int, with_targets: bool) -> Refusal | None:
    """Q5: the piece must be the mover's, in the column they activate in this step."""
    side = state.to_act
    column = state.active_column(side)
    if not 0 <= square < 32:
        return Refusal("Q1", _("Only the files c to f, ranks 1 to 8, are on the board."))
    code = state.board[square]
    active = _active_words(state, column)
    if not code:
        return Refusal("Q5", _("The square {square} is empty.").format(
            square=square_name(square)) + " " + active)
    if code >> 3 != side:
        return Refusal("Q5", _("{piece} on {square} is {side}'s.").format(
            piece=_capital(the_kind(kind_of(code))), square=square_name(square),
            side=side_name(code >> 3)) + " " + active)
    if square % 4 != column:
        order = state.orders[side]
        value = order[square % 4] if order else 0
        when = (_("it was active earlier in this round") if value > state.value
                else _("its step (value {value}) comes later in this round").format(
                    value=value))
        return Refusal("Q5", _("{piece} on {square} stands in column {column}, which you "
                               "gave {value}: {when}.").format(
            piece=_capital(your_kind(kind_of(code))), square=square_name(square),
            column=FILES[square % 4], value=value, when=when) + " " + active)
    if with_targets and not targets(state.board, square):
        return Refusal("Q6", _("{piece} on {square} has no move: {how}. Pick another piece in "
                               "column {column}, or pass.").format(
            piece=_capital(your_kind(kind_of(code))), square=square_name(square),
            how=_(HOW_IT_MOVES[kind_of(code)]), column=FILES[column]))
    return None


def _active_words(state: QCState, column: int | None) -> str:
    if column is None:
        return _("Wait for the orders.")
    mine = [sq for sq in range(28 + column, -1, -4)
            if state.board[sq] and state.board[sq] >> 3 == state.to_act]
    if not mine:
        return _("In this step (value {value}) you move a piece in column {column}, the column "
                 "you gave {value}; you have none there, so pass.").format(
                     value=state.value, column=FILES[column])
    pieces = ", ".join(f"{kind_name(kind_of(state.board[sq]))} {square_name(sq)}"
                       for sq in mine)
    return _("In this step (value {value}) you move a piece in column {column}, the column "
             "you gave {value} ({pieces}), or pass.").format(
                 value=state.value, column=FILES[column], pieces=pieces)


def _capital(words: str) -> str:
    """``words`` as a sentence begins them ("the Knight" → "The Knight")."""
    return words[:1].upper() + words[1:]


def _where_to(reachable: list[int], name: str) -> str:
    name = _capital(name)
    if not reachable:
        return _("{piece} has no move now: move another piece or pass.").format(piece=name)
    return _("{piece} may go to {squares}.").format(
        piece=name, squares=", ".join(square_name(t) for t in sorted(reachable)))


def _not_moving(state: QCState) -> Refusal:
    if state.phase == ORDER:
        return Refusal("Q4", _("First the orders: {side} puts the dice 4, 3, 2, 1 on their "
                               "four columns behind the screen.").format(
                                   side=side_name(state.to_act)))
    if state.phase == CONTEST:
        return Refusal("Q5", _("The contested dice are rolled first: both gave this step's "
                               "value to the same column."))
    return Refusal("Q3", _("The first player is drawn first."))
