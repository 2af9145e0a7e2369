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

from collections.abc import Callable, Sequence
from itertools import product

from neurodrez_desktop.games.neuroriders.movement import (
    MAX_STEPS,
    RiderMove,
    add_memories,
    summoned_moves,
)
from neurodrez_desktop.games.neuroriders.rooms import MULTI, WALL, Door, room_set
from neurodrez_desktop.games.neuroriders.state import (
    DOORS,
    SECTION_LIMIT,
    SECTION_RESET,
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


def _door_value(a: Door, b: Door, rider: int, w: Weights) -> float:
    """R9: what a step between connected doors ``a`` and ``b`` is worth to weights ``w``."""
    if a == MULTI:
        a = b
    if b == MULTI:
        b = a
    if a != b or a is WALL or a == MULTI:
        return 0.0
    return w[a] * (2 if a == rider else 1)


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
        their_doors = state.doors(other)
        if their_doors is None or their_doors[OPPOSITE[edge]] is WALL:
            continue
        entries.append((other, their_doors[OPPOSITE[edge]], door))
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
    options: list[Sequence[RiderMove | None]] = [moves or [None] for moves in
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
        self.rooms = tuple(sorted({a.room for a in places}))
        self.reach = tuple(
            MAX_STEPS * max(0.0, *(w[k] * (2 if k == colour else 1) for k in range(4)))
            for colour in range(4))
        """At most what one summoned rider's walk can earn (R8, R9): two steps, each
        through the doors worth most to ``w`` (its own colour's counting double)."""
        self.reset_bonus = max([0.0] + [-w[c] * (state.memories[c] - SECTION_RESET)
                                        for c in self.near])
        """At most what a reset can be worth (R11): a section ``w`` scores against
        itself going back to 10."""

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

    def _bound(self, room: int, cell: Cell, riders: Sequence[Cell]) -> float:
        """At most what laying ``room`` at ``cell`` could earn with the riders on
        ``riders``, whatever the doors: each summoned rider within reach walks two steps
        of the best door (``reach``), plus the most a reset could be worth (R11)."""
        r, c = cell
        total = self.reset_bonus
        for colour in SUMMONS[room]:
            at = riders[colour]
            if abs(at[0] - r) + abs(at[1] - c) <= MAX_STEPS:
                total += self.reach[colour]
        return total

    def _best_of(self, state: NRState, candidates: list[tuple[float, int, Place]],
                 floor: float) -> float:
        """The best of ``floor`` and the values in ``state`` of the ``candidates`` (bound,
        tie order, placement), the most promising first, until no bound can beat it."""
        candidates.sort(key=lambda x: (-x[0], x[1]))
        best = floor
        for bound, _, action in candidates:
            if bound <= best:
                break
            best = max(best, place_value(state, action, self.w, self.near)[0])
        return best

    def after_move(self, action: MoveRider, make: Callable[[], NRState],
                   floor: float) -> float:
        """The best placement's value once ``action`` has moved its rider (``make()``,
        the rules' result, made only when needed), or ``floor`` if none beats it: only
        placements summoning that rider within reach of where it stood or now stands
        change."""
        colour = action.colour
        changed = {i for i in self._near((self.state.riders[colour], action.cell))
                   if colour in SUMMONS[self.places[i].room]}
        outside = self._best_outside(changed)
        floor = floor if outside is None else max(floor, outside)
        riders = list(self.state.riders)
        riders[colour] = action.cell
        candidates = []
        for i in sorted(changed):
            place = self.places[i]
            bound = self._bound(place.room, place.cell, riders)
            if bound > floor:
                candidates.append((bound, i, place))
        if not candidates:
            return floor
        return self._best_of(make(), candidates, floor)

    def after_rotation(self, action: RotateRoom, make: Callable[[], NRState],
                       legal: Callable[[NRState], list], floor: float) -> float:  # type: ignore[type-arg]
        """The best placement's value once the room at ``action.cell`` is turned
        (``make()``, the rules' result, made only when a placement near it could beat
        ``floor``; ``legal``, the rules' actions there), or ``floor`` if none beats it:
        placements within reach of that room are those the rules then offer there."""
        changed = self._near((action.cell,))
        outside = self._best_outside(changed)
        floor = floor if outside is None else max(floor, outside)
        r, c = action.cell
        riders = self.state.riders
        hand_bound = 0.0
        for room in self.rooms:  # within reach of a cell within reach of the room
            bound = self.reset_bonus + sum(
                self.reach[colour] for colour in SUMMONS[room]
                if abs(riders[colour][0] - r) + abs(riders[colour][1] - c) <= 2 * MAX_STEPS)
            hand_bound = max(hand_bound, bound)
        if hand_bound <= floor:
            return floor
        turned = make()
        candidates = []
        for i, a in enumerate(legal(turned)):
            if isinstance(a, Place) and abs(a.cell[0] - r) + abs(a.cell[1] - c) <= MAX_STEPS:
                bound = self._bound(a.room, a.cell, riders)
                if bound > floor:
                    candidates.append((bound, i, a))
        return self._best_of(turned, candidates, floor)


def summonable(state: NRState, seat: int) -> frozenset[int]:
    """The riders a room in ``seat``'s hand summons (R8): the only ones whose walks an
    Action card can change this turn."""
    out: set[int] = set()
    for room in state.hand(seat):
        out.update(SUMMONS.get(room, ()))
    return frozenset(out)


def within_a_step(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) <= 1
