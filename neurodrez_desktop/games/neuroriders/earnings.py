"""What laying a room earns the mover's agenda at once (R8–R11), and what an Action card
played first makes the turn's best placement earn (R10): the computer player's candidate
filter (``heuristics.worth_trying``) ranks by these at every node of its search.

A walk's Memories are worked out without laying the room (``_gain``) wherever no section
can reach 20 with them: that is most positions, and a few hundred placements are ranked at
every node. Where one can (a section at ``NEAR_TWENTY`` or more and the walks' bound reaching
20), the room is laid and walked by the rules' own functions (``movement.summoned_moves``
and ``add_memories``): a section that would reach 20 is set to 10 and the turn's later
Memories are lost (R11), so pushing a first colour from 19 to 21 counts as the 18 points it
throws away, not as +4.

An Action card's use is judged by the best placement it leaves (the card applied by the
rules): only the placements it can change are worked out again, those within a walk's
reach (two steps, R8) of the rider moved or the room turned.
"""

from __future__ import annotations

from itertools import product

from neurodrez_desktop.games.neuroriders.movement import MAX_STEPS, add_memories, summoned_moves
from neurodrez_desktop.games.neuroriders.rooms import MULTI, WALL, room_set
from neurodrez_desktop.games.neuroriders.state import (
    DOORS,
    SECTION_LIMIT,
    Cell,
    MoveRider,
    NRState,
    Place,
    RotateRoom,
    Tile,
)

SUMMONS = {room.id: tuple(sorted(room.summons)) for room in room_set().rooms}
"""Each room's summoned riders in board order (R8)."""
OPPOSITE = (2, 3, 0, 1)
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
_EDGE_OF = {step: edge for edge, step in enumerate(STEPS)}
NEAR_TWENTY = SECTION_LIMIT - 6
"""A section that one placement can push to 20: a room summons at most two riders, each
walks at most two steps (R8), and a step earns at most 2 of a colour, its own rider's,
or 1 for the other rider (R9): 2 × 2 + 2 × 1 = 6."""

Weights = tuple[float, ...]


# -- a walk's Memories, without laying the room -------------------------------------------


def _door_value(a: object, b: object, rider: int, w: Weights) -> float:
    """R9: what a step between connected doors ``a`` and ``b`` is worth to weights ``w``."""
    if a == MULTI:
        a = b
    if b == MULTI:
        b = a
    if a != b or a is WALL or a == MULTI:
        return 0.0
    return w[a] * (2 if a == rider else 1)  # type: ignore[index]


def _gain(state: NRState, room: int, cell: Cell, turns: int, w: Weights) -> float:
    """What the summoned riders' walks to ``room`` laid at ``cell`` earn weights ``w``
    (R8, R9; tied paths counted by the better), R11 aside: the fast count."""
    mine = DOORS[room][turns]
    r, c = cell
    entries = []  # (neighbour, its door, the new room's door) for each connected edge
    for edge in range(4):
        door = mine[edge]
        if door is WALL:
            continue
        dr, dc = STEPS[edge]
        other = (r + dr, c + dc)
        theirs = state.doors(other)
        if theirs is None or theirs[OPPOSITE[edge]] is WALL:
            continue
        entries.append((other, theirs[OPPOSITE[edge]], door))
    gain = 0.0
    for colour in SUMMONS[room]:
        at = state.riders[colour]
        best = None
        for other, theirs, door in entries:
            if other == at:  # one step: the shortest (R8)
                best = _door_value(theirs, door, colour, w)
                break
        else:
            mine_at = state.doors(at)
            if mine_at is None:
                continue
            ar, ac = at
            for other, theirs, door in entries:
                d = (other[0] - ar, other[1] - ac)
                if d not in _EDGE_OF:
                    continue
                edge = _EDGE_OF[d]
                step = mine_at[edge]
                facing = state.doors(other)
                if step is WALL or facing is None or facing[OPPOSITE[edge]] is WALL:
                    continue
                value = (_door_value(step, facing[OPPOSITE[edge]], colour, w)
                         + _door_value(theirs, door, colour, w))
                best = value if best is None else max(best, value)
        gain += best or 0.0
    return gain


# -- R11: the sections after the walks, laid by the rules -----------------------------------


def near_twenty(state: NRState) -> tuple[int, ...]:
    """The sections one placement could push to 20."""
    return tuple(c for c in range(4) if state.memories[c] >= NEAR_TWENTY)


def might_reach(state: NRState, action: Place, near: tuple[int, ...]) -> bool:
    """Whether the walks' bound takes a section of ``near`` to 20: only then are the
    walks worked out by laying the room. The bound is what the walks earn the ``near``
    sections together (each rider by its path earning them most), which no one of them
    can exceed; the highest of them must not reach 20 with it."""
    memories = state.memories
    bound = _gain(state, action.room, action.cell, action.turns, _together(near))
    return max(memories[c] for c in near) + bound >= SECTION_LIMIT


def _together(near: tuple[int, ...]) -> Weights:
    """Weights counting the sections of ``near`` alike."""
    return _TOGETHER[sum(1 << c for c in near)]


_TOGETHER = tuple(tuple(1.0 if bits >> c & 1 else 0.0 for c in range(4))
                  for bits in range(16))


def walks(state: NRState, action: Place) -> list[tuple[tuple[int, int, int, int], int]]:
    """Each way laying ``action`` can go (one per choice among tied paths, R8): the
    sections after the walks and the section that reached 20 (R11: set to 10, the turn's
    later Memories lost), or −1. Worked out by the rules' own movement."""
    laid = state.laying(Tile(action.cell, action.room, action.turns))
    options = [moves or [None] for moves in
               summoned_moves(laid, action.cell, SUMMONS[action.room])]
    out = []
    for chosen in product(*options):
        steps = tuple(g for move in chosen if move is not None for g in move.gains)
        out.append(add_memories(state.memories, steps))
    return out


def place_value(state: NRState, action: Place, w: Weights,
                near: tuple[int, ...] | None = None) -> tuple[float, float | None, bool]:
    """What laying ``action`` earns weights ``w`` at once, R11 counted, with the mover's
    best choice of tied paths; the best of the choices that leave every section under 20
    (None when every one reaches 20, and so ends the game); and whether some choice
    reaches 20."""
    if near is None:
        near = near_twenty(state)
    if near and might_reach(state, action, near):
        before = state.memories
        best: float | None = None
        going_on: float | None = None
        ends = False
        for memories, reached in walks(state, action):
            value = float(sum(w[c] * (memories[c] - before[c]) for c in range(4)))
            best = value if best is None else max(best, value)
            if reached < 0:
                going_on = value if going_on is None else max(going_on, value)
            else:
                ends = True
        assert best is not None
        return best, going_on, ends
    gain = _gain(state, action.room, action.cell, action.turns, w)
    return gain, gain, False


# -- what a card played first leaves ----------------------------------------------------------


class Offer:
    """The placements on offer in a state, each valued (``place_value``), best first; and
    what the best of them would be after an Action card (R10)."""

    def __init__(self, state: NRState, places: list[Place], w: Weights) -> None:
        self.state = state
        self.places = places
        self.w = w
        self.near = near_twenty(state)
        values = []
        going_on = []
        ends = []
        for action in places:
            value, rest, reaches = place_value(state, action, w, self.near)
            values.append(value)
            going_on.append(rest)
            ends.append(reaches)
        self.values = values
        self.going_on = going_on
        """The best value of each placement's choices after which the game goes on."""
        self.ends = ends
        """Whether some choice of each placement takes a section to 20 (R11)."""
        self.order = sorted(range(len(places)), key=lambda i: -values[i])
        """Indices of ``places``, the most valued first (ties in the legal order)."""
        self.by_cell: dict[Cell, list[int]] = {}
        for i, action in enumerate(places):
            self.by_cell.setdefault(action.cell, []).append(i)

    def best(self) -> float:
        return self.values[self.order[0]] if self.order else 0.0

    def _near(self, cells: tuple[Cell, ...]) -> set[int]:
        """The placements whose room would be laid within a walk's reach of ``cells``."""
        out: set[int] = set()
        for cell in cells:
            r, c = cell
            for dr in range(-MAX_STEPS, MAX_STEPS + 1):
                span = MAX_STEPS - abs(dr)
                for dc in range(-span, span + 1):
                    found = self.by_cell.get((r + dr, c + dc))
                    if found:
                        out.update(found)
        return out

    def _best_outside(self, changed: set[int]) -> float | None:
        for i in self.order:
            if i not in changed:
                return self.values[i]
        return None

    def after_move(self, action: MoveRider, moved: NRState) -> float:
        """The best placement's value once ``action`` has moved its rider (``moved``, the
        rules' result): only placements summoning that rider within reach of where it
        stood or now stands change."""
        colour = action.colour
        changed = {i for i in self._near((self.state.riders[colour], action.cell))
                   if colour in SUMMONS[self.places[i].room]}
        best = self._best_outside(changed)
        for i in sorted(changed):
            value = place_value(moved, self.places[i], self.w, self.near)[0]
            best = value if best is None else max(best, value)
        return 0.0 if best is None else best

    def after_rotation(self, action: RotateRoom, turned: NRState, legal: list) -> float:  # type: ignore[type-arg]
        """The best placement's value once the room at ``action.cell`` is turned
        (``turned``, the rules' result; ``legal``, its actions): placements within reach
        of that room are those the rules offer there now."""
        changed = self._near((action.cell,))
        best = self._best_outside(changed)
        r, c = action.cell
        for a in legal:
            if isinstance(a, Place) and abs(a.cell[0] - r) + abs(a.cell[1] - c) <= MAX_STEPS:
                value = place_value(turned, a, self.w, self.near)[0]
                best = value if best is None else max(best, value)
        return 0.0 if best is None else best


def summonable(state: NRState, seat: int) -> frozenset[int]:
    """The riders a room in ``seat``'s hand summons (R8): the only ones whose walks an
    Action card can change this turn."""
    out: set[int] = set()
    for room in state.hand(seat):
        out.update(SUMMONS.get(room, ()))
    return frozenset(out)


def within_a_step(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) <= 1
