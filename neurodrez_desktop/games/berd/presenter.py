"""How Berd reads at the table: its sides, its log lines, where a game stands and how a
score was added up (DESIGN.md, "Beside the rules"). The rules say what a move does; this
says it in words, so the rules module holds no sentence a player only reads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.core.stacks import top
from neurodrez_desktop.games.berd.catalog import _, ngettext
from neurodrez_desktop.games.berd.moves import lifted
from neurodrez_desktop.games.berd.rules import dealt_side, score
from neurodrez_desktop.games.berd.state import (
    DARK,
    DEAL,
    END,
    LIGHT,
    MOVE,
    SETUP,
    BerdAction,
    BerdState,
    Move,
    Pass,
    Place,
    is_berd,
    owner_of,
    side_name,
    square_name,
    token_value,
)


class BerdPresenter(Presenter[BerdState, BerdAction]):
    """Light and Dark, moves counted from 1 after the setup (B11b), scores summed (B12)."""

    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        return side_name(seat)

    def progress(self, state: BerdState) -> str:
        """Setup placements are not moves; moves count from 1 (B11b counts them too)."""
        if state.phase in (DEAL, SETUP):
            return _("Setup")
        return _("Move {number}").format(number=state.plies + (state.phase == MOVE))

    def action_label(self, state: BerdState, action: BerdAction, seat: int | None = None
                     ) -> str:
        """A value shows only to whoever may know it: everyone with visible points, its
        owner with hidden ones (B15)."""
        mover = side_name(state.to_move)
        if isinstance(action, Place):
            where = square_name((action.file, state.config.baseline(state.to_move)))
            shown = state.config.points == "visible" or (
                state.config.hidden and seat == state.to_move)
            if shown and action.value_index >= 0:
                return _("{side} places on {square} ({value})").format(
                    side=mover, square=where, value=(action.value_index + 1) * 10)
            return _("{side} places on {square}").format(side=mover, square=where)
        if isinstance(action, Move):
            return _("{side} {move}").format(side=mover, move=describe_move(state, action))
        if isinstance(action, Pass):
            return _("{side} passes: no legal move").format(side=mover)
        dealt = dealt_side(state)
        side = side_name(dealt)
        if state.config.hidden and seat != dealt:
            return _("A value is dealt to a {side} token").format(side=side)
        return _("A {side} token is dealt {value}").format(
            side=side, value=(action.value_index + 1) * 10)

    def score_sheet(self, state: BerdState) -> list[tuple[int, str]] | None:
        """B12: the tokens each side collected, and in the points variants their values
        added up, highest first ("3 tokens: 60 + 40 + 10 = 110")."""
        if state.phase != END:
            return None
        lines = []
        for side in (LIGHT, DARK):
            tokens = state.collected[side]
            n = len(tokens)
            if not state.config.has_points:
                lines.append((int(side), ngettext(
                    "{n} token collected, 1 point each = {score}",
                    "{n} tokens collected, 1 point each = {score}", n).format(
                        n=n, score=score(state, side))))
                continue
            values = sorted((token_value(t) or 0 for t in tokens), reverse=True)
            sum_words = " + ".join(str(v) for v in values) if values else _("nothing")
            lines.append((int(side), ngettext("{n} token: {sum} = {score}",
                                              "{n} tokens: {sum} = {score}", n).format(
                n=n, sum=sum_words, score=score(state, side))))
        return lines


def describe_move(state: BerdState, move: Move) -> str:
    """A short log line: "b1-b2 (top of a Berd), captures 2, recovers 1"."""
    stack = state.stack(move.origin)
    side = state.to_move
    height = lifted(stack)
    what = _(" (top of a Berd)") if is_berd(stack) else (
        _(" (tower of {height})").format(height=height) if height > 1 else "")
    if move.target is None:
        return ngettext("crosses off from {square}{what}, collecting {n} token",
                        "crosses off from {square}{what}, collecting {n} tokens",
                        height).format(square=square_name(move.origin), what=what, n=height)
    text = f"{square_name(move.origin)}-{square_name(move.target)}{what}"
    dest = state.stack(move.target)
    if dest and owner_of(top(dest)) != side:
        text += _(", captures {n}").format(n=len(dest))
        mine = sum(1 for t in dest if (t & 1) == side)
        if mine:
            text += _(", recovers {n}").format(n=mine)
    return text
