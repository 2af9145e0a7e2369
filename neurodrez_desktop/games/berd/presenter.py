"""How Berd reads at the table: its sides, its log lines, where a game stands and how a
score was added up (DESIGN.md, "Beside the rules"). The rules say what a move does; this
says it in words, so the rules module holds no sentence a player only reads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.plurals import count
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.core.stacks import top
from neurodrez_desktop.games.berd.moves import lifted
from neurodrez_desktop.games.berd.rules import dealt_side, score
from neurodrez_desktop.games.berd.state import (
    DARK,
    DEAL,
    END,
    LIGHT,
    MOVE,
    SETUP,
    SIDE_NAMES,
    BerdAction,
    BerdState,
    Move,
    Pass,
    Place,
    is_berd,
    owner_of,
    square_name,
    token_value,
)


class BerdPresenter(Presenter[BerdState, BerdAction]):
    """Light and Dark, moves counted from 1 after the setup (B11b), scores summed (B12)."""

    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        return SIDE_NAMES[seat]

    def progress(self, state: BerdState) -> str:
        """Setup placements are not moves; moves count from 1 (B11b counts them too)."""
        if state.phase in (DEAL, SETUP):
            return "Setup"
        return f"Move {state.plies + (state.phase == MOVE)}"

    def action_label(self, state: BerdState, action: BerdAction, seat: int | None = None
                     ) -> str:
        """A value shows only to whoever may know it: everyone with visible points, its
        owner with hidden ones (B15)."""
        mover = SIDE_NAMES[state.to_move]
        if isinstance(action, Place):
            where = square_name((action.file, state.config.baseline(state.to_move)))
            text = f"{mover} places on {where}"
            shown = state.config.points == "visible" or (
                state.config.hidden and seat == state.to_move)
            if shown and action.value_index >= 0:
                text += f" ({(action.value_index + 1) * 10})"
            return text
        if isinstance(action, Move):
            return f"{mover} {describe_move(state, action)}"
        if isinstance(action, Pass):
            return f"{mover} passes: no legal move"
        dealt = dealt_side(state)
        side = SIDE_NAMES[dealt]
        if state.config.hidden and seat != dealt:
            return f"A value is dealt to a {side} token"
        return f"A {side} token is dealt {(action.value_index + 1) * 10}"

    def score_sheet(self, state: BerdState) -> list[tuple[int, str]] | None:
        """B12: the tokens each side collected, and in the points variants their values
        added up, highest first ("3 tokens: 60 + 40 + 10 = 110")."""
        if state.phase != END:
            return None
        lines = []
        for side in (LIGHT, DARK):
            tokens = state.collected[side]
            held = count(len(tokens), "token", "tokens")
            if not state.config.has_points:
                lines.append((int(side),
                              f"{held} collected, 1 point each = {score(state, side)}"))
                continue
            values = sorted((token_value(t) or 0 for t in tokens), reverse=True)
            sum_words = " + ".join(str(v) for v in values) if values else "nothing"
            lines.append((int(side), f"{held}: {sum_words} = {score(state, side)}"))
        return lines


def describe_move(state: BerdState, move: Move) -> str:
    """A short log line: "b1-b2 (top of a Berd), captures 2, recovers 1"."""
    stack = state.stack(move.origin)
    side = state.to_move
    height = lifted(stack)
    what = " (top of a Berd)" if is_berd(stack) else (f" (tower of {height})" if height > 1
                                                       else "")
    if move.target is None:
        tokens = count(height, "token", "tokens")
        return f"crosses off from {square_name(move.origin)}{what}, collecting {tokens}"
    text = f"{square_name(move.origin)}-{square_name(move.target)}{what}"
    dest = state.stack(move.target)
    if dest and owner_of(top(dest)) != side:
        text += f", captures {len(dest)}"
        mine = sum(1 for t in dest if (t & 1) == side)
        if mine:
            text += f", recovers {mine}"
    return text
