"""How Quattro Colonne reads at the table: White and Black with their pieces' colours,
rounds and steps, the log lines of moves, passes and orders, and captures that decide one
game while a sitting counts games won (DESIGN.md, "Beside the rules")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.presenter import RGB, Presenter
from neurodrez_desktop.games.quattro_colonne.catalog import _
from neurodrez_desktop.games.quattro_colonne.rules import QuattroColonneRules, describe_move
from neurodrez_desktop.games.quattro_colonne.state import (
    DRAW_FIRST,
    END,
    FILES,
    HIDDEN_ORDER,
    ORDER,
    OTHER,
    WHITE,
    Contest,
    GiveOrder,
    Move,
    Pass,
    QCAction,
    QCState,
    order_text,
    side_name,
)

PIECE_COLOURS: tuple[tuple[RGB, ...], tuple[RGB, ...]] = (((246, 240, 226),), ((38, 38, 46),))
"""White's and Black's pieces, which their badges show."""

_RULES = QuattroColonneRules()
"""A pass reads "has no move" only when the rules offer nothing else (Q5)."""


class QuattroColonnePresenter(Presenter[QCState, QCAction]):
    """Orders told only to their giver until both are in (Q4); captures as the score."""

    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        return side_name(seat)

    def side_colours(self, seat: int, players: int,
                     options: Mapping[str, Any] | None = None) -> tuple[RGB, ...]:
        return PIECE_COLOURS[seat]

    def score_unit(self, options: Mapping[str, Any]) -> str:
        return _("captures")

    def sitting_counts_wins(self, options: Mapping[str, Any]) -> bool:
        """Q9a: the captures decide one game (Q11); a sitting counts the games won."""
        return True

    def progress(self, state: QCState) -> str:
        if state.phase == DRAW_FIRST:
            return _("Setup")
        if state.phase == ORDER:
            return _("Round {round}, orders").format(round=state.round)
        if state.phase == END:
            return _("Round {round}, the end").format(round=state.round)
        return _("Round {round}, step {step} (value {value})").format(
            round=state.round, step=state.step + 1, value=state.value)

    def action_label(self, state: QCState, action: QCAction, seat: int | None = None) -> str:
        """The first order's values are told only to its giver until both are in (Q4)."""
        mover = side_name(state.to_act)
        if isinstance(action, Move):
            return _("{side} {move}").format(side=mover, move=describe_move(state, action))
        if isinstance(action, Pass):
            column = FILES[state.step_column(state.to_act)]
            if len(_RULES.legal_actions(state)) == 1:
                return _("{side} has no move in column {column} and passes (Q5)").format(
                    side=mover, column=column)
            return _("{side} passes in column {column}").format(side=mover, column=column)
        if isinstance(action, GiveOrder):
            if state.second_order_due:
                first = state.orders[OTHER[state.to_act]]
                if first is not None and first != HIDDEN_ORDER:
                    white, black = ((action.values, first) if state.to_act == WHITE
                                    else (first, action.values))
                    return _("{side} gives their order. Revealed: {white_name} {white}; "
                             "{black_name} {black}").format(
                                 side=mover, white_name=side_name(0), white=order_text(white),
                                 black_name=side_name(1), black=order_text(black))
                return _("{side} gives their order {order}; both revealed").format(
                    side=mover, order=order_text(action.values))
            # The first order is told only to its giver; the words stay true after the
            # end too, when the second order's line has named both (no "hidden" then).
            second = side_name(OTHER[state.to_act])
            if seat == state.to_act:
                return _("{side} gives their order first: {order} (revealed with "
                         "{other}'s)").format(side=mover, order=order_text(action.values),
                                               other=second)
            return _("{side} gives their order first (revealed with {other}'s)").format(
                side=mover, other=second)
        if isinstance(action, Contest):
            column = FILES[state.step_column(WHITE)]
            return _("Column {column} contested for value {value}: {white_name} rolls "
                     "{white}, {black_name} rolls {black}; {winner} moves first (Q5)").format(
                         column=column, value=state.value, white_name=side_name(0),
                         white=action.white, black_name=side_name(1), black=action.black,
                         winner=side_name(action.winner))
        return _("{side} takes the first-player marker (drawn, Q3)").format(
            side=side_name(action.side))
