"""Neuroriders (rulebook ``neuroriders.txt``, rulings R1–R15), pure Python.

A turn is several small actions: take a room from the lineup, perhaps play one Action
card (Relocate in two steps: which room, then where), lay a room; then each summoned
rider walks to it (a chosen path only when two tie, R8). After the turn that empties the
lineup the crystallization runs (R12): the flips are worked out at once, the first player
then moves the Starting Room and picks among tied rescues, and four chance reveals make
the next lineup. Secrets — agendas and dealt rooms — live only behind ``view_for``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from neurodrez_desktop.core.errors import InvalidOptionsError, MalformedStateError
from neurodrez_desktop.core.protocol import (
    CHANCE,
    TERMINAL,
    Outcome,
    Refusal,
    Rules,
)
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neuroriders import board, codec, end_reasons, refusals
from neurodrez_desktop.games.neuroriders.crystal import Rescue, flip_waves, flipped, rescues
from neurodrez_desktop.games.neuroriders.movement import add_memories, shortest_paths, walk
from neurodrez_desktop.games.neuroriders.rooms import Colour, room_set
from neurodrez_desktop.games.neuroriders.scoring import (
    ScoreSheet,
    score_sheet,
    section_values,
    tie_break_key,
)
from neurodrez_desktop.games.neuroriders.spec import SPEC
from neurodrez_desktop.games.neuroriders.state import (
    AGENDA_IDS,
    ALL_CARDS,
    HIDDEN,
    LINEUP_SIZE,
    ROOM_IDS,
    SECTION_LIMIT,
    START_ROOM,
    Adjust,
    AdjustPass,
    Card,
    Cell,
    ChoosePath,
    DealAgenda,
    DealRoom,
    DrawFirst,
    MoveRider,
    MoveStartingRoom,
    NoPlacement,
    NRAction,
    NRSelection,
    NRState,
    Phase,
    Place,
    Relocate,
    RelocateTo,
    RescueTo,
    Reveal,
    RotateRoom,
    Take,
    Tile,
)
from neurodrez_desktop.games.neuroriders.verdict import end_verdict

T = TypeVar("T")

COLOURS = tuple(Colour)
DEAL_ROOMS = {r: DealRoom(r) for r in ROOM_IDS}
REVEALS = {r: Reveal(r) for r in ROOM_IDS}


class NeuroridersRules(Rules[NRState, NRAction]):
    spec = SPEC

    # -- start --------------------------------------------------------------------------
    def initial_state(self, players: int = 3, options: Mapping[str, Any] | None = None
                      ) -> NRState:
        self.spec.check_players(players)
        chosen = self.spec.resolve(options)["first"]
        if chosen != "random" and chosen > players:
            raise InvalidOptionsError(
                f"Neuroriders: the first player must be one of the {players} players, "
                f"not Player {chosen}")
        start = (0, 0)
        return NRState(players, Phase.SETUP, (Tile(start, START_ROOM),), (start,) * 4,
                       pile=ROOM_IDS, dealt=(None,) * players, held=((),) * players,
                       agendas=(0,) * players, cards=(ALL_CARDS,) * players,
                       first_option=-1 if chosen == "random" else chosen - 1)

    # -- whose turn, what may be done -----------------------------------------------------
    def current_player(self, state: NRState) -> int:
        if state.phase in (Phase.SETUP, Phase.REVEAL):
            return CHANCE
        if state.phase == Phase.END:
            return TERMINAL
        return state.to_act

    def chance_outcomes(self, state: NRState) -> list[tuple[NRAction, float]]:
        if state.phase not in (Phase.SETUP, Phase.REVEAL):
            return []
        if state.phase == Phase.SETUP:
            if None in state.dealt:
                return _uniform([DEAL_ROOMS[r] for r in state.pile])
            if 0 in state.agendas:
                dealt = set(state.agendas)
                return _uniform([DealAgenda(a) for a in AGENDA_IDS if a not in dealt])
            if len(state.lineup) == LINEUP_SIZE:
                return _uniform([DrawFirst(s) for s in range(state.players)])
        return _uniform([REVEALS[r] for r in state.pile])

    def legal_actions(self, state: NRState) -> list[NRAction]:
        phase = state.phase
        if phase == Phase.TAKE:
            return [Take(r) for r in state.lineup]
        if phase == Phase.PLACE:
            return _place_actions(state)
        if phase == Phase.RELOCATE:
            assert state.relocating is not None
            return [RelocateTo(c, t) for c, t in board.relocations(state, state.relocating)]
        if phase == Phase.PATH:
            colour = state.pending[0]
            assert state.placed is not None
            return [ChoosePath(colour, p[1]) for p in
                    shortest_paths(state, state.riders[colour], state.placed)]
        if phase == Phase.ADJUST:
            return _adjustments(state)
        if phase == Phase.START_ROOM:
            return [MoveStartingRoom(c) for c in board.starting_room_cells(state)]
        if phase == Phase.RESCUE:
            found = rescue_choices(state)
            assert found is not None
            colour, routes = found
            return [RescueTo(colour, r.cell) for r in routes]
        return []

    def refusal(self, state: NRState, action: NRAction) -> Refusal | None:
        return refusals.action_refusal(self, state, action)

    def why_not(self, state: NRState, selection: NRSelection) -> Refusal | None:
        """Why nothing the seat to act may do matches a room, cell or card picked (words
        in ``refusals.py``); None when some legal action does."""
        return refusals.selection_refusal(self, state, selection)

    # -- doing it -----------------------------------------------------------------------
    def _apply(self, state: NRState, action: NRAction) -> NRState:
        if isinstance(action, Place):
            return _apply_place(state, action)
        if isinstance(action, Take):
            seat = state.to_act
            return state.evolve(phase=Phase.PLACE,
                           lineup=tuple(r for r in state.lineup if r != action.room),
                           held=_set(state.held, seat, state.held[seat] + (action.room,)),
                           card_played=False)
        if isinstance(action, (MoveRider, RotateRoom, Relocate)):
            return _apply_card(state, action)
        if isinstance(action, RelocateTo):
            return _apply_relocation(state, action)
        if isinstance(action, ChoosePath):
            colour = action.colour
            assert state.placed is not None
            path = (state.riders[colour], action.via, state.placed)
            walked = _walk(state, colour, path)
            if walked.reached >= 0:  # R11: the rest of the turn's Memories are lost
                return _reached_twenty(walked)
            return _summon(walked, state.pending[1:])
        if isinstance(action, NoPlacement):
            return _end_turn(state)
        if isinstance(action, (Adjust, AdjustPass)):
            return _apply_adjustment(state, action)
        if isinstance(action, MoveStartingRoom):
            return _move_starting_room(state, action)
        if isinstance(action, RescueTo):
            return _rescue(state, action.colour, action.cell)
        return _apply_chance(state, action)

    # -- the end ------------------------------------------------------------------------
    def outcome(self, state: NRState) -> Outcome | None:
        if state.phase != Phase.END:
            return None
        sheets = score_sheets(state)
        keys = [tie_key(state, seat, sheets[seat]) for seat in range(state.players)]
        best = max(keys)
        winners = tuple(s for s in range(state.players) if keys[s] == best)
        return Outcome(tuple(float(s.total) for s in sheets), winners,
                       end_verdict(state, sheets, keys, winners))

    # -- secrets (R6) -------------------------------------------------------------------
    def view_for(self, state: NRState, seat: int) -> NRState:
        if state.phase == Phase.END:
            return state  # the score sheet reveals every agenda
        hidden_rooms = [d for s, d in enumerate(state.dealt)
                        if s != seat and d is not None and d != HIDDEN]
        agendas = tuple(a if (s == seat or a in (0, HIDDEN)) else HIDDEN
                        for s, a in enumerate(state.agendas))
        if not hidden_rooms and agendas == state.agendas:
            return state
        dealt = tuple(d if (s == seat or d is None) else HIDDEN
                      for s, d in enumerate(state.dealt))
        return state.evolve(dealt=dealt, agendas=agendas,
                       pile=tuple(sorted(state.pile + tuple(hidden_rooms))))

    def sample_from_view(self, view: NRState, seat: int, rng: Rng) -> NRState:
        """Deal each hidden room from the rooms the viewer has not seen placed or taken,
        and each hidden agenda from those the viewer does not hold, uniformly."""
        if HIDDEN not in view.dealt and HIDDEN not in view.agendas:
            return view
        pile = list(view.pile)
        dealt = list(view.dealt)
        for s, d in enumerate(dealt):
            if d == HIDDEN:
                dealt[s] = pile.pop(rng.randrange(len(pile)))
        free = [a for a in AGENDA_IDS if a not in view.agendas]
        agendas = list(view.agendas)
        for s, a in enumerate(agendas):
            if a == HIDDEN:
                agendas[s] = free.pop(rng.randrange(len(free)))
        return view.evolve(pile=tuple(pile), dealt=tuple(dealt), agendas=tuple(agendas))

    # -- files ------------------------------------------------------------------------
    def state_to_json(self, state: NRState) -> dict[str, Any]:
        return codec.state_to_json(state)

    def state_from_json(self, obj: Any) -> NRState:
        """The codec reads the fields; the rules then check that a loaded state can be
        played on (a rescue waits in phase RESCUE; the phase offers some action)."""
        state = codec.state_from_json(obj)
        phase = state.phase
        if phase == Phase.RESCUE and _next_rescue(state) is None:
            raise MalformedStateError("a rescue needs a rider in a crystallized room")
        if (phase in (Phase.RELOCATE, Phase.PATH, Phase.ADJUST, Phase.START_ROOM,
                      Phase.RESCUE) and not self.legal_actions(state)):
            raise MalformedStateError(f"nothing can be done in the {phase.name.lower()} "
                                      "phase of this position")
        return state

    def action_to_json(self, action: NRAction) -> Any:
        return codec.action_to_json(action)

    def action_from_json(self, obj: Any) -> NRAction:
        return codec.action_from_json(obj)


# -- scoring -----------------------------------------------------------------------------


def score_sheets(state: NRState) -> list[ScoreSheet]:
    """R14: each seat's score from its agenda (which must be known in ``state``)."""
    sheets = [seat_sheet(state, s) for s in range(state.players)]
    if None in sheets:
        raise ValueError("an agenda is hidden in this state")
    return sheets  # type: ignore[return-value]


def seat_sheet(state: NRState, seat: int) -> ScoreSheet | None:
    """R14: what ``seat``'s agenda is worth as the sections stand; None when its agenda is
    hidden here (or not dealt yet)."""
    agenda = state.agendas[seat]
    if agenda in (0, HIDDEN):
        return None
    data = room_set()
    return score_sheet(data.agendas[agenda - 1],
                       section_values(state.memories, state.crystals),
                       bin(state.cards[seat]).count("1"), data.agenda_values)


def seats_from_marker(state: NRState, seat: int) -> int:
    """R15: how many passes to the left the marker is from ``seat`` when the game ends —
    its holder 0 (it has it), the player to its left 1, and so on; the most passes away is
    the furthest from receiving it. A game ending because no lineup of 4 can be formed
    (R12 step 4) ends before the marker is passed: ``first`` is still the round's."""
    return (seat - state.first) % state.players


def tie_key(state: NRState, seat: int, sheet: ScoreSheet) -> tuple[int, ...]:
    used = 3 - bin(state.cards[seat]).count("1")
    return tie_break_key(sheet, used, seats_from_marker(state, seat))


# -- the turn ----------------------------------------------------------------------------


SUMMONS = tuple(tuple(sorted(room_set().room(r).summons)) for r in range(len(ROOM_IDS) + 1))
"""Each room's summoned riders in board order (R8)."""


def _place_actions(state: NRState) -> list[NRAction]:
    seat = state.to_act
    out: list[NRAction] = []
    opened = board.openings(state)
    cells = sorted(opened)
    for room in state.hand(seat):
        if room == HIDDEN:
            continue  # another seat's dealt room, in a view: nothing to lay for them
        for cell in cells:
            out.extend(_places_at(room, cell, opened[cell]))
    if not out:
        out.append(NoPlacement())
    if not state.card_played:
        cards = state.cards[seat]
        if cards & MOVE_BIT:
            for colour in COLOURS:
                out.extend(MoveRider(colour, c)
                           for c in board.rider_steps(state, state.riders[colour]))
        if cards & (ROTATE_BIT | RELOCATE_BIT):
            rotatable = board.rotatable(state)
            if cards & ROTATE_BIT:
                out.extend(RotateRoom(c) for c in rotatable)
            if cards & RELOCATE_BIT:
                out.extend(Relocate(c) for c in rotatable if board.can_relocate(state, c))
    return out


_PLACES: dict[tuple[int, tuple[int, int], int], tuple[Place, ...]] = {}
MOVE_BIT, ROTATE_BIT, RELOCATE_BIT = Card.MOVE.bit, Card.ROTATE.bit, Card.RELOCATE.bit


def _places_at(room: int, cell: tuple[int, int], edges: int) -> tuple[Place, ...]:
    """The ``Place`` values laying ``room`` at ``cell`` in each rotation that puts a door
    on one of ``edges`` (bits; R7), made once: a search lists thousands."""
    key = (room, cell, edges)
    actions = _PLACES.get(key)
    if actions is None:
        masks = board.DOOR_MASKS[room]
        actions = _PLACES[key] = tuple(Place(room, cell, turns) for turns in range(4)
                                       if masks[turns] & edges)
    return actions


def _apply_place(state: NRState, action: Place) -> NRState:
    seat = state.to_act
    if state.dealt[seat] == action.room:
        dealt, held = _set(state.dealt, seat, None), state.held
    else:
        rest = list(state.held[seat])
        rest.remove(action.room)
        dealt, held = state.dealt, _set(state.held, seat, tuple(rest))
    laid = state.laying(Tile(action.cell, action.room, action.turns)).evolve(
        dealt=dealt, held=held, placed=action.cell)
    return _summon(laid, SUMMONS[action.room])


def _summon(state: NRState, pending: tuple[Colour, ...]) -> NRState:
    """R8: the summoned riders walk in board order; a tie stops for the mover's choice."""
    assert state.placed is not None
    while pending:
        colour = pending[0]
        paths = shortest_paths(state, state.riders[colour], state.placed)
        if len(paths) > 1:
            return state.evolve(phase=Phase.PATH, pending=pending)
        if paths:
            state = _walk(state, colour, paths[0])
            if state.reached >= 0:
                return _reached_twenty(state)
        pending = pending[1:]
    return _end_turn(state)


def _walk(state: NRState, colour: Colour, path: tuple[Cell, ...]) -> NRState:
    move = walk(state, colour, path)
    memories, reached = add_memories(state.memories, move.gains)
    return state.evolve(memories=memories, reached=reached,
                   riders=_set(state.riders, colour, path[-1]))


def _end_turn(state: NRState) -> NRState:
    took = state.took_turn | (1 << state.to_act)
    if not state.lineup:
        return _crystallize(state.evolve(took_turn=took, placed=None, pending=(),
                                         card_played=False, phase=Phase.TAKE))
    return state.evolve(took_turn=took, placed=None, pending=(), card_played=False,
                        phase=Phase.TAKE, to_act=(state.to_act + 1) % state.players)


def _reached_twenty(state: NRState) -> NRState:
    """R11: the section was set to 10 and the game ends, once the seats yet to play this
    lineup have each adjusted another section (or passed), in turn order."""
    took = state.took_turn | (1 << state.to_act)
    n = state.players
    order = [(state.to_act + k) % n for k in range(1, n)]
    adjusters = tuple(s for s in order if not took & (1 << s))
    reason = end_reasons.reached(state.reached, SECTION_LIMIT)
    done = state.evolve(took_turn=took, pending=(), placed=None, end_reason=reason)
    if not adjusters:
        return done.evolve(phase=Phase.END)
    return done.evolve(phase=Phase.ADJUST, adjusters=adjusters, to_act=adjusters[0])


def _adjustments(state: NRState) -> list[NRAction]:
    out: list[NRAction] = []
    for colour in COLOURS:
        if colour == state.reached:
            continue
        value = state.memories[colour]
        if value + 1 < SECTION_LIMIT:
            out.append(Adjust(colour, 1))
        if value > 0:
            out.append(Adjust(colour, -1))
    out.append(AdjustPass())
    return out


def _apply_adjustment(state: NRState, action: Adjust | AdjustPass) -> NRState:
    memories: tuple[int, ...] = state.memories
    if isinstance(action, Adjust):
        memories = _set(memories, action.colour, memories[action.colour] + action.delta)
    rest = state.adjusters[1:]
    if not rest:
        return state.evolve(memories=memories, adjusters=(), phase=Phase.END)
    return state.evolve(memories=memories, adjusters=rest, to_act=rest[0])


# -- Action cards (R10) --------------------------------------------------------------------


def _apply_card(state: NRState, action: MoveRider | RotateRoom | Relocate) -> NRState:
    seat = state.to_act
    card = (Card.MOVE if isinstance(action, MoveRider)
            else Card.ROTATE if isinstance(action, RotateRoom) else Card.RELOCATE)
    played = state.evolve(cards=_set(state.cards, seat, state.cards[seat] & ~card.bit),
                     card_played=True)
    if isinstance(action, MoveRider):
        return played.evolve(riders=_set(state.riders, action.colour, action.cell))
    if isinstance(action, RotateRoom):
        tile = state.cells[action.cell]
        turned = Tile(tile.cell, tile.room, (tile.turns + 2) % 4, tile.face_up)
        return played.evolve(tiles=board.with_tile(state.tiles, turned))
    return played.evolve(phase=Phase.RELOCATE, relocating=action.cell)


def _apply_relocation(state: NRState, action: RelocateTo) -> NRState:
    origin = state.relocating
    assert origin is not None
    tile = state.cells[origin]
    tiles = board.with_tile(state.tiles, Tile(action.cell, tile.room, action.turns),
                            remove=origin)
    riders = tuple(action.cell if r == origin else r for r in state.riders)
    return state.evolve(tiles=tiles, riders=riders, phase=Phase.PLACE, relocating=None)


# -- crystallization (R12, R13) -------------------------------------------------------------


def _crystallize(state: NRState) -> NRState:
    down = {cell for wave in flip_waves(state) for cell in wave}
    tiles = flipped(state.tiles, down)
    state = state.evolve(tiles=tiles, crystallizations=state.crystallizations + 1,
                    to_act=state.first)
    if not any(t.face_up for t in tiles):
        return state.evolve(phase=Phase.END,
                       end_reason=end_reasons.CRYSTALLIZED)
    if board.starting_room_cells(state, first_only=True):
        return state.evolve(phase=Phase.START_ROOM)
    return _rescues(state)


def _move_starting_room(state: NRState, action: MoveStartingRoom) -> NRState:
    origin = state.start_cell
    start = state.cells[origin]
    tiles = board.with_tile(state.tiles, Tile(action.cell, START_ROOM, start.turns, False),
                            remove=origin)
    riders = tuple(action.cell if r == origin else r for r in state.riders)
    return _rescues(state.evolve(tiles=tiles, riders=riders))


def _next_rescue(state: NRState) -> Colour | None:
    """The first rider (board order) in a crystallized room: it is rescued next."""
    found = rescue_choices(state)
    return None if found is None else found[0]


def rescue_choices(state: NRState) -> tuple[Colour, list[Rescue]] | None:
    """R12 step 3: the rider rescued next (the first in board order standing in a
    crystallized room) and its rescues, one per nearest face-up room, each with its path
    and cost (in phase RESCUE: the first player's choices, as ``legal_actions`` offers
    them); None when no rider waits. Every such rider is rescued, across empty cells when
    no chain of rooms links it to a face-up room; only the end (no face-up room left)
    leaves one where it is."""
    cells = state.cells
    for colour in COLOURS:
        cell = state.riders[colour]
        if not cells[cell].face_up:
            routes = rescues(state, cell)
            if routes:
                return colour, routes
    return None


def _rescues(state: NRState) -> NRState:
    """R12 step 3, rider by rider; a tie waits for the first player's choice."""
    while (found := rescue_choices(state)) is not None:
        colour, routes = found
        if len(routes) > 1:
            return state.evolve(phase=Phase.RESCUE, to_act=state.first)
        state = _rescue_move(state, colour, routes[0])
    return _new_lineup(state)


def _rescue(state: NRState, colour: Colour, cell: tuple[int, int]) -> NRState:
    route = next(r for r in rescues(state, state.riders[colour]) if r.cell == cell)
    return _rescues(_rescue_move(state, colour, route))


def _rescue_move(state: NRState, colour: Colour, route: Rescue) -> NRState:
    return state.evolve(riders=_set(state.riders, colour, route.cell),
                        crystals=_set(state.crystals, colour,
                                      state.crystals[colour] + route.cost))


def _new_lineup(state: NRState) -> NRState:
    """R12 step 4 and R13: four new rooms, or the end when there are not four left."""
    if state.pile_size() < LINEUP_SIZE:
        left = state.pile_size()
        return state.evolve(phase=Phase.END, end_reason=end_reasons.pile_short(left))
    return state.evolve(phase=Phase.REVEAL, lineup=())


# -- chance --------------------------------------------------------------------------------


def _apply_chance(state: NRState, action: NRAction) -> NRState:
    if isinstance(action, DealRoom):
        seat = state.dealt.index(None)
        return state.evolve(dealt=_set(state.dealt, seat, action.room),
                       pile=tuple(r for r in state.pile if r != action.room))
    if isinstance(action, DealAgenda):
        seat = state.agendas.index(0)
        return state.evolve(agendas=_set(state.agendas, seat, action.agenda))
    if isinstance(action, DrawFirst):
        return _begin_round(state, action.seat)
    assert isinstance(action, Reveal)
    revealed = state.evolve(lineup=state.lineup + (action.room,),
                       pile=tuple(r for r in state.pile if r != action.room))
    if len(revealed.lineup) < LINEUP_SIZE:
        return revealed
    if state.phase == Phase.SETUP:
        if state.first_option < 0:
            return revealed  # the marker is drawn next (R5)
        return _begin_round(revealed, state.first_option)
    return _begin_round(revealed, (state.first + 1) % state.players)


def _begin_round(state: NRState, first: int) -> NRState:
    """A lineup is out and ``first`` holds the marker: they take the round's first turn
    (R12a; with two players the new holder so plays twice in a row)."""
    return state.evolve(phase=Phase.TAKE, first=first, to_act=first, took_turn=0,
                   card_played=False)


def _uniform(actions: list[NRAction]) -> list[tuple[NRAction, float]]:
    p = 1 / len(actions)
    return [(a, p) for a in actions]


def _set(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return values[:index] + (value,) + values[index + 1:]


__all__ = ["NeuroridersRules", "rescue_choices", "score_sheets", "seats_from_marker"]
