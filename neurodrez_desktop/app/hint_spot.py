"""Where a hint's move is lit on the table, so a click there plays it.

Found once, as the hint comes (the controller's ``clicks_for`` may bring the place into
view): the key of the table's target under the last of the clicks that make the move, its
rectangle looked up afresh on each click (a pan or a zoom keeps it); else a small box.
"""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.ui.table import GameController, Target


def _under(target: Target, pos: tuple[int, int]) -> bool:
    return bool(target.rect.collidepoint(pos)) and (
        target.area is None or bool(target.area.collidepoint(pos)))


class HintSpot:
    """The lit target of the hint ``action`` for ``seat`` in ``view``."""

    def __init__(self, controller: GameController[Any, Any, Any], view: Any, seat: int,
                 action: Any) -> None:
        self.controller = controller
        self.spot: Any = None
        clicks = controller.clicks_for(view, seat, action)
        if not clicks:
            return
        last = clicks[-1]
        found = next((t for t in controller.targets(view, seat) if _under(t, last)), None)
        self.spot = found.key if found is not None else pygame.Rect(last[0] - 24,
                                                                    last[1] - 24, 48, 48)

    def covers(self, pos: tuple[int, int], view: Any, seat: int) -> bool:
        """Whether ``pos`` is on the lit target, wherever the table shows it now."""
        spot = self.spot
        if isinstance(spot, pygame.Rect) or spot is None:
            return spot is not None and spot.collidepoint(pos)
        return any(target.key == spot and _under(target, pos)
                   for target in self.controller.targets(view, seat))
