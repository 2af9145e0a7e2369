"""Quattro Colonne: chess on four columns with secret orders (rulebook
``quattro_colonne_it.txt``, rulings Q1–Q12).

Pure Python. A round is: both players commit an order behind their screens (the second
sees nothing of the first's until both are in: ``view_for``), then four steps, each
perhaps opened by a contested roll (a chance action), each giving both players one move or
pass in the column they gave that step's value. Legality of one action is checked
directly (``refusal``, worded in ``refusals.py``), not by searching the legal list.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.protocol import (
    CHANCE,
    TERMINAL,
    Outcome,
    Refusal,
    Rules,
)
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.quattro_colonne import codec, end_reasons, refusals
from neurodrez_desktop.games.quattro_colonne.catalog import _
from neurodrez_desktop.games.quattro_colonne.moves import (
    moves_in_column,
    next_reserve,
    promotion,
)
from neurodrez_desktop.games.quattro_colonne.spec import SPEC
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    CONTESTS,
    DRAW_FIRST,
    END,
    HIDDEN_ORDER,
    KING,
    MAX_ROUNDS,
    MOVE,
    ORDER,
    ORDERS,
    OTHER,
    PASS,
    PAWN,
    START_RESERVE,
    STEP_VALUES,
    WHITE,
    Contest,
    FirstPlayer,
    GiveOrder,
    Move,
    Pass,
    QCAction,
    QCSelection,
    QCState,
    Roll,
    Side,
    a_kind,
    kind_name,
    piece,
    side_name,
    square_name,
)

START_BOARD = tuple(
    piece(BLACK, PAWN) if i < 4 else piece(WHITE, PAWN) if i >= 28 else 0 for i in range(32))
"""Q2: four pawns on each home rank, nothing else on the board."""

FIRST_PLAYER_OUTCOMES = [(FirstPlayer(WHITE), 0.5), (FirstPlayer(BLACK), 0.5)]
CONTEST_OUTCOMES = [(c, 1 / len(CONTESTS)) for c in CONTESTS]
ORDER_ACTIONS = [GiveOrder(o) for o in ORDERS]


class QuattroColonneRules(Rules[QCState, QCAction]):
    spec = SPEC

    # -- start --------------------------------------------------------------------------
    def initial_state(self, players: int = 2, options: Mapping[str, Any] | None = None
                      ) -> QCState:
        self.spec.check_players(players)
        self.spec.resolve(options)
        return QCState(DRAW_FIRST, START_BOARD, (START_RESERVE, START_RESERVE), ((), ()))

    # -- whose turn, what may be done -----------------------------------------------------
    def current_player(self, state: QCState) -> int:
        phase = state.phase
        if phase in (MOVE, ORDER):
            return state.to_act
        return TERMINAL if phase == END else CHANCE

    def legal_actions(self, state: QCState) -> list[QCAction]:
        if state.phase == MOVE:
            column = state.step_column(state.to_act)
            moves: list[QCAction] = list(moves_in_column(state, state.to_act, column))
            moves.append(PASS)  # Q5: passing is always allowed
            return moves
        if state.phase == ORDER:
            return list(ORDER_ACTIONS)
        return []

    def chance_outcomes(self, state: QCState) -> list[tuple[QCAction, float]]:
        if state.phase == DRAW_FIRST:
            return list(FIRST_PLAYER_OUTCOMES)
        if state.phase == CONTEST:
            return list(CONTEST_OUTCOMES)
        return []

    def refusal(self, state: QCState, action: QCAction) -> Refusal | None:
        return refusals.action_refusal(state, action)

    def why_not(self, state: QCState, selection: QCSelection) -> Refusal | None:
        """Why nothing the side to act may do matches a piece picked, its destination, or
        the pass button; None when some legal action does (words in ``refusals.py``)."""
        return refusals.selection_refusal(state, selection)

    # -- doing it -----------------------------------------------------------------------
    def _apply(self, state: QCState, action: QCAction) -> QCState:
        if isinstance(action, Move):
            return self._apply_move(state, action)
        if isinstance(action, Pass):
            return _after_act(state, state.board, state.reserve, state.captured)
        if isinstance(action, GiveOrder):
            return _apply_order(state, action)
        if isinstance(action, Contest):
            roll = Roll(state.round, state.value, state.step_column(WHITE), action.white,
                        action.black)
            winner = action.winner
            return QCState(MOVE, state.board, state.reserve, state.captured, state.first,
                           state.round, state.orders, state.step, winner, 0, winner,
                           state.rolls + (roll,))
        # FirstPlayer (Q3): the marker, then the first round's orders
        side = action.side
        return QCState(ORDER, state.board, state.reserve, state.captured, side, 1,
                       (None, None), 0, side)

    def _apply_move(self, state: QCState, move: Move) -> QCState:
        side = state.to_act
        board = list(state.board)
        code = board[move.origin]
        kind = code & 7
        taken = board[move.target]
        reserve = state.reserve[side]
        becomes = promotion(kind, bool(taken), move.target, side, reserve)
        board[move.origin] = 0
        board[move.target] = piece(side, becomes)
        reserves = state.reserve
        if becomes != kind:
            mine = next_reserve(reserve, kind, becomes)
            reserves = (mine, reserves[1]) if side == WHITE else (reserves[0], mine)
        captured = state.captured
        if taken:
            got = captured[side] + (taken & 7,)
            captured = (got, captured[1]) if side == WHITE else (captured[0], got)
            if taken & 7 == KING:  # Q10: the game ends at once
                return QCState(END, tuple(board), reserves, captured, state.first,
                               state.round, state.orders, state.step, side, state.acted,
                               state.step_first, state.rolls,
                               end_reasons.king_captured(side))
        return _after_act(state, tuple(board), reserves, captured)

    # -- the end ------------------------------------------------------------------------
    def outcome(self, state: QCState) -> Outcome | None:
        if state.phase != END:
            return None
        counts = (len(state.captured[WHITE]), len(state.captured[BLACK]))
        scores = (float(counts[0]), float(counts[1]))
        winners = winners_of(state)
        if counts[0] != counts[1]:
            best, other = max(counts), min(counts)
            verdict = _("{side} captured more, {best} to {other} (Q11)").format(
                side=side_name(winners[0]), best=best, other=other)
        elif len(winners) == 1:
            verdict = _("equal captures, {n} each, and {side} captured the King (Q11)").format(
                n=counts[0], side=side_name(winners[0]))
        else:
            verdict = _("equal captures, {n} each, and no King captured: a draw (Q11)").format(
                n=counts[0])
        return Outcome(scores, winners, f"{end_reasons.said(state.end_reason)}; {verdict}")

    # -- the secret orders (Q4) ---------------------------------------------------------
    def view_for(self, state: QCState, seat: int) -> QCState:
        if state.phase != ORDER:
            return state  # both orders are revealed once both are given
        orders = tuple(o if (o is None or side == seat) else HIDDEN_ORDER
                       for side, o in enumerate(state.orders))
        if orders == state.orders:
            return state
        return _with_orders(state, (orders[0], orders[1]))

    def turn_is_private(self, state: QCState) -> bool:
        """Only the orders are secret (Q4): the steps' moves are played in the open."""
        return state.phase == ORDER

    def sample_from_view(self, view: QCState, seat: int, rng: Rng) -> QCState:
        """Give an order the viewer has not seen one of the 24 orders at random: nothing
        of it shows before the reveal, so each is as consistent with the view as any."""
        if HIDDEN_ORDER not in view.orders:
            return view
        orders = tuple(rng.choice(ORDERS) if o == HIDDEN_ORDER else o for o in view.orders)
        return _with_orders(view, (orders[0], orders[1]))

    def reveals(self, state: QCState, action: QCAction) -> bool:
        """The second order's commit shows each player the other's order (Q4)."""
        return isinstance(action, GiveOrder) and state.second_order_due

    # -- files ------------------------------------------------------------------------
    def state_to_json(self, state: QCState) -> dict[str, Any]:
        return codec.state_to_json(state)

    def state_from_json(self, obj: Any) -> QCState:
        return codec.state_from_json(obj)

    def action_to_json(self, action: QCAction) -> Any:
        return codec.action_to_json(action)

    def action_from_json(self, obj: Any) -> QCAction:
        return codec.action_from_json(obj)


def winners_of(state: QCState) -> tuple[int, ...]:
    """Q11: more captures wins; equal counts go to whoever captured a King; else a draw."""
    white, black = len(state.captured[WHITE]), len(state.captured[BLACK])
    if white != black:
        return (0,) if white > black else (1,)
    kings = [side for side in (WHITE, BLACK) if KING in state.captured[side]]
    if len(kings) == 1:
        return (int(kings[0]),)
    return (0, 1)


def describe_move(state: QCState, move: Move) -> str:
    """"Pawn d2-d4"; "Pawn e4xd5 captures a Knight and becomes a Knight"; a capture that
    cannot promote says so (Q7, Q8)."""
    side = state.to_act
    code = state.board[move.origin]
    kind = code & 7
    taken = state.board[move.target]
    becomes = promotion(kind, bool(taken), move.target, side, state.reserve[side])
    name = kind_name(kind)
    origin, target = square_name(move.origin), square_name(move.target)
    if not taken:
        text = _("{piece} {origin}-{target}").format(piece=name, origin=origin, target=target)
        if becomes != kind:
            text += _(", reaches the far rank and becomes {piece} (Q8)").format(
                piece=a_kind(becomes))
        elif kind == PAWN and move.target // 4 in (0, 7):
            text += _(", reaches the far rank; the reserve is empty: it stays a Pawn (Q8)")
        return text
    text = _("{piece} {origin}x{target}, captures {taken}").format(
        piece=name, origin=origin, target=target, taken=a_kind(taken & 7))
    if kind == KING:
        return text
    by_capture = state.reserve[side][kind - 1] > 0  # the next kind's reserve count
    if by_capture:
        return text + _(" and becomes {piece} (Q7)").format(piece=a_kind(becomes))
    text += _("; no {piece} in the reserve").format(piece=kind_name(kind + 1))
    if becomes != kind:
        return text + _(" (Q7), but it reaches the far rank and becomes {piece} (Q8)").format(
            piece=a_kind(becomes))
    if kind == PAWN and move.target // 4 in (0, 7):
        return text + _(": it stays a Pawn (Q7) and, on the far rank, can no longer move (Q8)")
    return text + _(": it stays {piece} (Q7)").format(piece=a_kind(kind))


def _with_orders(state: QCState, orders: tuple[Any, Any]) -> QCState:
    return QCState(state.phase, state.board, state.reserve, state.captured, state.first,
                   state.round, orders, state.step, state.to_act, state.acted,
                   state.step_first, state.rolls, state.end_reason)


def _apply_order(state: QCState, action: GiveOrder) -> QCState:
    side = state.to_act
    orders = (action.values, state.orders[1]) if side == WHITE else (state.orders[0],
                                                                     action.values)
    if orders[OTHER[side]] is None:  # the second player gives theirs next (Q4)
        return QCState(ORDER, state.board, state.reserve, state.captured, state.first,
                       state.round, orders, 0, OTHER[side], 0, state.first, state.rolls)
    return _begin_step(state.board, state.reserve, state.captured, state.first, state.round,
                       orders, 0, state.rolls)


def _begin_step(board: tuple[int, ...], reserve: Any, captured: Any, first: int,
                round_: int, orders: Any, step: int, rolls: tuple[Roll, ...]) -> QCState:
    """Q5: the step of value ``STEP_VALUES[step]``: a contest when both gave it to the same
    column, else the marker's holder acts first."""
    value = STEP_VALUES[step]
    if orders[0].index(value) == orders[1].index(value):
        return QCState(CONTEST, board, reserve, captured, first, round_, orders, step,
                       first, 0, first, rolls)
    return QCState(MOVE, board, reserve, captured, first, round_, orders, step, first, 0,
                   first, rolls)


def _after_act(state: QCState, board: tuple[int, ...], reserve: Any, captured: Any
               ) -> QCState:
    """After a move or pass: the other player's turn in this step, the next step, or the
    round's end (Q9, Q10)."""
    if state.acted == 0:
        return QCState(MOVE, board, reserve, captured, state.first, state.round,
                       state.orders, state.step, OTHER[state.to_act], 1, state.step_first,
                       state.rolls)
    if state.step < 3:
        return _begin_step(board, reserve, captured, state.first, state.round, state.orders,
                           state.step + 1, state.rolls)
    return _end_of_round(state, board, reserve, captured)


def _end_of_round(state: QCState, board: tuple[int, ...], reserve: Any, captured: Any
                  ) -> QCState:
    """Q9: the lower contested-dice total takes the marker, equal totals pass it on;
    Q10: the game ends if a side has no piece on the board, or after round 40 — and then
    the marker stays with the last round's holder: Q9 hands it on for a next round, and
    there is none (so the final board names who held it when the game ended)."""
    white, black = state.round_totals()
    first: int = (WHITE if white < black else BLACK if black < white
                  else OTHER[state.first])
    present = [False, False]
    for code in board:
        if code:
            present[code >> 3] = True
    reason = ""
    if not (present[0] and present[1]):
        gone = [s for s in (WHITE, BLACK) if not present[s]]
        reason = end_reasons.no_piece(gone, state.round)
    elif state.round >= MAX_ROUNDS:
        reason = end_reasons.rounds_played(MAX_ROUNDS)
    if reason:
        return QCState(END, board, reserve, captured, state.first, state.round,
                       state.orders, 3, state.to_act, 1, state.step_first, state.rolls,
                       reason)
    return QCState(ORDER, board, reserve, captured, first, state.round + 1, (None, None), 0,
                   first, 0, first, state.rolls)


__all__ = ["QuattroColonneRules", "Side", "describe_move", "winners_of"]
