"""How Neuroriders reads at the table: the log lines and round (``words``), victory
points and each seat's R14 sum at the end (DESIGN.md, "Beside the rules"). The seats keep
the default names ("Player 1"), which the rules' own words use too."""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.i18n import generation
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.games.neuroriders import words
from neurodrez_desktop.games.neuroriders.catalog import _, ngettext
from neurodrez_desktop.games.neuroriders.rooms import colour_name, room_set
from neurodrez_desktop.games.neuroriders.rules import score_sheets
from neurodrez_desktop.games.neuroriders.scoring import section_values
from neurodrez_desktop.games.neuroriders.state import (
    DealAgenda,
    DealRoom,
    NRAction,
    NRState,
    Phase,
)

KEPT_LABELS = 256
"""Labels kept, the newest: a round's actions and more. Each action's log words are said
for every reader at the screen as it is played, each reader's apart (``GameSession.log``):
the words all readers share are said once, not once a reader."""
_SAID: dict[tuple[int, NRAction, int], tuple[weakref.ref[NRState], str]] = {}
"""Those labels, by the state's identity (its weak reference checks it is still that
state), the action and the language. Kept here, not on the presenter: the presenter goes
to the computer players' processes, and weak references do not pickle."""


class NeuroridersPresenter(Presenter[NRState, NRAction]):
    """Words from ``words``; scores in victory points (R14)."""

    def progress(self, state: NRState) -> str:
        return words.progress(state)

    def action_label(self, state: NRState, action: NRAction, seat: int | None = None) -> str:
        """Only a deal reads differently for the seat dealt to (``words``); every other
        action's words, the same for every reader, are kept by the state they were said
        of (held weakly: a closed table's states go) and the language."""
        if isinstance(action, DealRoom | DealAgenda):
            return words.action_label(state, action, seat)
        key = (id(state), action, generation())
        kept = _SAID.get(key)
        if kept is not None and kept[0]() is state:
            return kept[1]
        label = words.action_label(state, action, seat)
        if len(_SAID) >= KEPT_LABELS:
            del _SAID[next(iter(_SAID))]  # the oldest
        _SAID[key] = (weakref.ref(state), label)
        return label

    def score_unit(self, options: Mapping[str, Any]) -> str:
        return _("VP")

    def score_sheet(self, state: NRState) -> list[tuple[int, str]] | None:
        """R14 on one line per seat: each agenda colour's section value times its weight,
        plus the unplayed Action cards ("pink (-5)×2 + orange 2×1 + white 0×(-1) + 2 unplayed
        cards = -6")."""
        if state.phase != Phase.END:
            return None
        values = section_values(state.memories, state.crystals)
        weights = room_set().agenda_values

        def term(colour: int, weight: int) -> str:
            value = f"({values[colour]})" if values[colour] < 0 else str(values[colour])
            times = f"({weight})" if weight < 0 else str(weight)
            return _("{colour} {value}×{weight}").format(colour=colour_name(colour), value=value,
                                                         weight=times)

        lines = []
        for seat, sheet in enumerate(score_sheets(state)):
            agenda = sheet.agenda
            terms = " + ".join(term(c, w) for c, w in
                               zip((agenda.first, agenda.second, agenda.third), weights,
                                   strict=True))
            n = sheet.unplayed
            lines.append((seat, ngettext("{terms} + {n} unplayed card = {total}",
                                         "{terms} + {n} unplayed cards = {total}", n).format(
                terms=terms, n=n, total=sheet.total)))
        return lines
