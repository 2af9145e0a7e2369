"""What an action sets off beyond itself, read off the rules' own result: a section that
reaches 20 (R11), the crystallization's flips wave by wave and the rescues that needed no
choice (R12), and whether the game ends.

The table previews a staged room with it (the action applied to the seat's view, so it
shows only what that seat may know) and the log writes the same lines under the action
that set them off. Nothing here re-derives movement, Memories or crystallization: it
compares the state before with the state ``rules.apply`` returns.
"""

from __future__ import annotations

from dataclasses import dataclass

from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.games.neuroriders.crystal import flip_waves
from neurodrez_desktop.games.neuroriders.state import (
    HIDDEN,
    Cell,
    ChoosePath,
    MoveStartingRoom,
    NoPlacement,
    NRAction,
    NRState,
    Phase,
    Place,
    RescueTo,
    Tile,
)

SETS_OFF = (Place, ChoosePath, NoPlacement, MoveStartingRoom, RescueTo)
"""The actions that can end a turn (and so crystallize), reach 20 or rescue riders."""


@dataclass(frozen=True)
class Rescue:
    """A rider moved off the crystal (R12 step 3): where to, and what it cost."""

    colour: int
    cell: Cell
    cost: int


@dataclass(frozen=True)
class Aftermath:
    reached: int = -1
    """The section that reached 20 and was set to 10 (R11), else −1."""
    crystallization: int = 0
    """Which crystallization ran (1 for the first), 0 when none did."""
    waves: tuple[tuple[Cell, ...], ...] = ()
    """The cells that turned face down, wave by wave (the first, then black rooms')."""
    rescues: tuple[Rescue, ...] = ()
    ends: bool = False
    """The game ends: at once, or once the seats still to play have adjusted (R11)."""
    end_reason: str = ""
    adjusters: tuple[int, ...] = ()
    choice: Phase | None = None
    """A choice the action stops at before all is settled (a tied path, where the
    Starting Room goes, a tied rescue), else None."""

    @property
    def flips(self) -> frozenset[Cell]:
        return frozenset(c for wave in self.waves for c in wave)

    def __bool__(self) -> bool:
        return bool(self.reached >= 0 or self.crystallization or self.rescues or self.ends)


NOTHING = Aftermath()


def between(before: NRState, after: NRState) -> Aftermath:
    """What ``after`` (the rules' result of ``action`` in ``before``) shows beyond the action
    itself (a rescue chosen with ``RescueTo`` is listed too, with its cost)."""
    reached = after.reached if after.reached >= 0 and before.reached < 0 else -1
    crystallization = after.crystallizations if (
        after.crystallizations > before.crystallizations) else 0
    waves: tuple[tuple[Cell, ...], ...] = ()
    if crystallization:
        waves = fresh_waves(before, after)
    rescues = tuple(Rescue(c, after.riders[c], after.crystals[c] - before.crystals[c])
                    for c in range(4) if after.crystals[c] > before.crystals[c])
    ends = after.phase == Phase.END or (reached >= 0 and after.phase == Phase.ADJUST)
    choice = after.phase if after.phase in (Phase.PATH, Phase.START_ROOM,
                                            Phase.RESCUE) else None
    return Aftermath(reached, crystallization, waves, rescues, ends,
                     after.end_reason if ends else "",
                     after.adjusters if after.phase == Phase.ADJUST else (), choice)


def foresee(state: NRState, action: NRAction) -> Aftermath:
    """What ``action`` would set off, worked out by the rules on ``state`` (a seat's view
    for a preview: only what that seat may know goes in)."""
    if not isinstance(action, SETS_OFF):
        return NOTHING
    from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules  # rules use
    # the words, which use this module: imported when first asked, not at load
    mover = state.to_act
    if isinstance(action, Place) and state.dealt[mover] == HIDDEN and (
            action.room not in state.held[mover]):  # another seat's log:
        # the room laid is its dealt one, which laying it shows everyone (R6)
        state = state.evolve(dealt=state.dealt[:mover] + (action.room,)
                             + state.dealt[mover + 1:],
                             pile=tuple(r for r in state.pile if r != action.room))
    try:
        return between(state, NeuroridersRules().apply(state, action))
    except IllegalActionError:  # words never fail: an action not playable here sets
        return NOTHING  # nothing off


def fresh_waves(before: NRState, after: NRState) -> tuple[tuple[Cell, ...], ...]:
    """The flips in the order the rules spread them (``crystal.flip_waves`` on the grid
    as it stood just before: ``after``'s rooms with the fresh flips face up again)."""
    was_down = {t.cell for t in before.tiles if not t.face_up}
    fresh = {t.cell for t in after.tiles if not t.face_up and t.cell not in was_down}
    if not fresh:
        return ()
    grid = after.evolve(tiles=tuple(Tile(t.cell, t.room, t.turns, True) if t.cell in fresh
                                    else t for t in after.tiles))
    waves = [tuple(c for c in wave if c in fresh) for wave in flip_waves(grid)]
    placed = {c for wave in waves for c in wave}
    if placed != fresh:  # the rules spread it some other way: one wave says it all
        return (tuple(sorted(fresh)),)
    return tuple(w for w in waves if w)
