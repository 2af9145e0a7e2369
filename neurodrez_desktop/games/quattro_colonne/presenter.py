"""How Quattro Colonne reads at the table: White and Black with their pieces' colours,
rounds and steps, the log lines of moves, passes and orders, and captures that decide one
game while a sitting counts games won (DESIGN.md, "Beside the rules")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.presenter import RGB, Presenter
from neurodrez_desktop.games.quattro_colonne.rules import QuattroColonneRules, describe_move
from neurodrez_desktop.games.quattro_colonne.state import (
    DRAW_FIRST,
    END,
    FILES,
    HIDDEN_ORDER,
    ORDER,
    OTHER,
    SIDE_NAMES,
    WHITE,
    Contest,
    GiveOrder,
    Move,
    Pass,
    QCAction,
    QCState,
    order_text,
)

PIECE_COLOURS: tuple[tuple[RGB, ...], tuple[RGB, ...]] = (((246, 240, 226),), ((38, 38, 46),))
"""White's and Black's pieces, which their badges show."""

_RULES = QuattroColonneRules()
"""A pass reads "has no move" only when the rules offer nothing else (Q5)."""


class QuattroColonnePresenter(Presenter[QCState, QCAction]):
    """Orders told only to their giver until both are in (Q4); captures as the score."""

    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        return SIDE_NAMES[seat]

    def side_colours(self, seat: int, players: int,
                     options: Mapping[str, Any] | None = None) -> tuple[RGB, ...]:
        return PIECE_COLOURS[seat]

    def score_unit(self, options: Mapping[str, Any]) -> str:
        return "captures"

    def sitting_counts_wins(self, options: Mapping[str, Any]) -> bool:
        """Q9a: the captures decide one game (Q11); a sitting counts the games won."""
        return True

    def progress(self, state: QCState) -> str:
        if state.phase == DRAW_FIRST:
            return "Setup"
        if state.phase == ORDER:
            return f"Round {state.round}, orders"
        if state.phase == END:
            return f"Round {state.round}, the end"
        return f"Round {state.round}, step {state.step + 1} (value {state.value})"

    def action_label(self, state: QCState, action: QCAction, seat: int | None = None) -> str:
        """The first order's values are told only to its giver until both are in (Q4)."""
        mover = SIDE_NAMES[state.to_act]
        if isinstance(action, Move):
            return f"{mover} {describe_move(state, action)}"
        if isinstance(action, Pass):
            column = FILES[state.step_column(state.to_act)]
            if len(_RULES.legal_actions(state)) == 1:
                return f"{mover} has no move in column {column} and passes (Q5)"
            return f"{mover} passes in column {column}"
        if isinstance(action, GiveOrder):
            if state.second_order_due:
                first = state.orders[OTHER[state.to_act]]
                if first is not None and first != HIDDEN_ORDER:
                    white, black = ((action.values, first) if state.to_act == WHITE
                                    else (first, action.values))
                    return (f"{mover} gives their order. Revealed: White "
                            f"{order_text(white)}; Black {order_text(black)}")
                return f"{mover} gives their order {order_text(action.values)}; both revealed"
            # The first order is told only to its giver; the words stay true after the
            # end too, when the second order's line has named both (no "hidden" then).
            second = SIDE_NAMES[OTHER[state.to_act]]
            if seat == state.to_act:
                return (f"{mover} gives their order first: {order_text(action.values)} "
                        f"(revealed with {second}'s)")
            return f"{mover} gives their order first (revealed with {second}'s)"
        if isinstance(action, Contest):
            column = FILES[state.step_column(WHITE)]
            return (f"Column {column} contested for value {state.value}: White rolls "
                    f"{action.white}, Black rolls {action.black}; "
                    f"{SIDE_NAMES[action.winner]} moves first (Q5)")
        return f"{SIDE_NAMES[action.side]} takes the first-player marker (drawn, Q3)"
