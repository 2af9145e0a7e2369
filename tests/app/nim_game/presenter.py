"""How Nim reads at the table: a take names its player ("Player 2 takes 3 from heap 1"),
which the session then says with the players' own names."""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.core.presenter import Presenter

from .rules import NimState, Take


class NimPresenter(Presenter[NimState, Any]):
    """Only the log lines differ from the defaults."""

    def action_label(self, state: NimState, action: Any, seat: int | None = None) -> str:
        if isinstance(action, Take):
            return f"Player {state.to_move + 1} {action}"
        return str(action)
