"""Why an action or a pick is refused, in words that say what would make it possible.

``apply`` checks every action here before it is applied, so the checks are direct (a room
laid is checked at its cell, not searched for in the legal list) and the refusal names
the ruling. The table shows the same words when a click is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.games.neuroriders import board
from neurodrez_desktop.games.neuroriders.catalog import N_, _
from neurodrez_desktop.games.neuroriders.rooms import colour_name
from neurodrez_desktop.games.neuroriders.state import (
    AGENDA_IDS,
    LINEUP_SIZE,
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
    PickCard,
    PickRoom,
    Place,
    Relocate,
    RelocateTo,
    RescueTo,
    Reveal,
    RotateRoom,
    Take,
    card_name,
    cell_name,
    neighbours,
)

if TYPE_CHECKING:
    from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules

PHASE_OF: dict[type, tuple[Phase, ...]] = {
    Take: (Phase.TAKE,), Place: (Phase.PLACE,), NoPlacement: (Phase.PLACE,),
    MoveRider: (Phase.PLACE,), RotateRoom: (Phase.PLACE,), Relocate: (Phase.PLACE,),
    RelocateTo: (Phase.RELOCATE,), ChoosePath: (Phase.PATH,), Adjust: (Phase.ADJUST,),
    AdjustPass: (Phase.ADJUST,), MoveStartingRoom: (Phase.START_ROOM,),
    RescueTo: (Phase.RESCUE,),
}
WHAT_NOW = {
    Phase.TAKE: ("R7", N_("take a room from the lineup first")),
    Phase.PLACE: ("R7", N_("lay a room from your hand, perhaps after one Action card")),
    Phase.RELOCATE: ("R10", N_("choose where the relocated room goes")),
    Phase.PATH: ("R8", N_("choose the summoned rider's path")),
    Phase.ADJUST: ("R11", N_("raise or lower a section by 1, or pass")),
    Phase.START_ROOM: ("R12", N_("the first player moves the Starting Room")),
    Phase.RESCUE: ("R12", N_("the first player chooses where the rescued rider goes")),
}
"""What the phase asks for instead, and its ruling (the refusal's link); the words are
said with ``_`` where a refusal is made."""
OVER = ("R13", N_("the game is over"))
CARD_OF = {MoveRider: Card.MOVE, RotateRoom: Card.ROTATE, Relocate: Card.RELOCATE}


def action_refusal(rules: NeuroridersRules, state: NRState, action: NRAction
                   ) -> Refusal | None:
    phase = state.phase
    if phase == Phase.END:
        return Refusal("R13", _("The game is over."))
    if phase in (Phase.SETUP, Phase.REVEAL):
        if _is_chance_outcome(state, action):
            return None
        return Refusal("R5", _("That deal or reveal is not possible here: rooms, agendas and "
                               "the first player are dealt by chance."))
    phases = PHASE_OF.get(type(action))
    if phases is None:
        return Refusal("R7", _("{action} is not a Neuroriders action.").format(
            action=repr(action)))
    if phase not in phases:
        return _not_now(phase)
    check = _CHECKS.get(type(action))
    if check is not None:
        return check(state, action)
    if action in rules.legal_actions(state):
        return None
    return _listed_refusal(rules, state, action)


def _is_chance_outcome(state: NRState, action: NRAction) -> bool:
    """Whether ``action`` is one of ``chance_outcomes(state)``, checked directly (the
    same deals and reveals, in the same order of the setup)."""
    kind = type(action)
    if state.phase == Phase.SETUP:
        if None in state.dealt:
            return kind is DealRoom and action.room in state.pile  # type: ignore[union-attr]
        if 0 in state.agendas:
            return (kind is DealAgenda and action.agenda in AGENDA_IDS  # type: ignore
                    and action.agenda not in state.agendas)  # type: ignore[union-attr]
        if len(state.lineup) == LINEUP_SIZE:
            return kind is DrawFirst and action.seat in range(state.players)  # type: ignore
    return kind is Reveal and action.room in state.pile  # type: ignore[union-attr]


def _take(state: NRState, action: Take) -> Refusal | None:
    if action.room in state.lineup:
        return None
    rooms = ", ".join(str(r) for r in state.lineup)
    take = (_("Room {room} is not in the lineup: take one of rooms {rooms}.")
            if len(state.lineup) > 1 else _("Room {room} is not in the lineup: take room {rooms}."))
    return Refusal("R7", take.format(room=action.room, rooms=rooms))


def _place(state: NRState, action: Place) -> Refusal | None:
    hand = state.hand(state.to_act)
    if action.room not in hand:
        held = ", ".join(str(r) for r in hand) or _("nothing")
        return Refusal("R7", _("Room {room} is not in your hand: you hold {held}.").format(
            room=action.room, held=held))
    if not isinstance(action.turns, int) or not 0 <= action.turns < 4:
        return Refusal("R7", _("A room is laid in one of its four rotations (0–3 turns)."))
    occupant = state.cells.get(action.cell)
    if occupant is not None:
        return Refusal("R7", _("The cell {cell} already holds {room}: lay the room on an "
                               "empty cell.").format(cell=cell_name(action.cell),
                                                     room=_room(occupant.room)))
    if board.can_place(state, action.room, action.cell, action.turns):
        return None
    if not any(state.doors(n) is not None for n in neighbours(action.cell)):
        return Refusal("R7", _("The cell {cell} is beside no face-up room: lay the room next "
                               "to a face-up room's door.").format(cell=cell_name(action.cell)))
    if any(board.can_place(state, action.room, action.cell, t) for t in range(4)):
        return Refusal("R7", _("Turned this way none of its doors meets a door of a face-up "
                               "room: rotate it (R or right-click) until a door meets one."))
    return Refusal("R7", _("In no rotation does one of its doors meet a face-up room's door "
                           "at {cell}: try a cell beside another door.").format(
        cell=cell_name(action.cell)))


def _no_placement(state: NRState, action: NoPlacement) -> Refusal | None:
    for room in state.hand(state.to_act):
        spots = board.placements(state, room)
        if spots:
            return Refusal("R7", _("Room {room} can connect (at {cell}, say): a room must be "
                                   "laid when one can be.").format(
                room=room, cell=cell_name(spots[0][0])))
    return None


def _card(state: NRState, action: MoveRider | RotateRoom | Relocate) -> Refusal | None:
    card = CARD_OF[type(action)]
    if state.card_played:
        return Refusal("R7", _("One Action card per turn: you have played one; now lay a "
                               "room."))
    if not state.cards[state.to_act] & card.bit:
        return Refusal("R10", _("You have played your {card} card already (each is played "
                                "once per game).").format(card=card_name(card)))
    if isinstance(action, MoveRider):
        origin = state.riders[action.colour]
        if action.cell in board.rider_steps(state, origin):
            return None
        return Refusal("R10", _("Move takes the {colour} rider only to a face-up room beside "
                                "{origin}; {cell} is not one.").format(
            colour=colour_name(action.colour), origin=cell_name(origin),
            cell=cell_name(action.cell)))
    tile = state.cells.get(action.cell)
    if tile is None or not tile.face_up:
        return Refusal("R10", _("{card} needs a face-up room; {cell} has none.").format(
            card=card_name(card), cell=cell_name(action.cell)))
    if tile.room == START_ROOM:
        return Refusal("R10", _("{card} cannot move or turn the Starting Room: choose another "
                                "face-up room.").format(card=card_name(card)))
    if isinstance(action, Relocate) and not board.can_relocate(state, action.cell):
        words = _("{room} has nowhere to go: no empty cell where a door connects without "
                  "leaving a room without a neighbour.").format(room=_room(tile.room))
        return Refusal("R10", words[:1].upper() + words[1:])
    return None


def _relocate_to(state: NRState, action: RelocateTo) -> Refusal | None:
    origin = state.relocating
    assert origin is not None
    room = state.cells[origin].room
    if action.cell == origin:
        return _own_cell()
    if not isinstance(action.turns, int) or not 0 <= action.turns < 4:
        return Refusal("R10", _("A room is laid in one of its four rotations (0–3 turns)."))
    if action.cell in state.cells:
        return Refusal("R10", _("The cell {cell} is not empty: choose an empty one.").format(
            cell=cell_name(action.cell)))
    if not board.can_place(state, room, action.cell, action.turns, ignore=origin):
        return Refusal("R10", _("There none of its doors meets a face-up room's door: rotate "
                                "it or choose a cell beside a door."))
    lonely = board.lonely_after_move(state, origin, action.cell)
    if lonely:
        return _left_alone("R10", lonely[0])
    return None


def _left_alone(rule: str, cell: Cell) -> Refusal:
    """A move that would leave the room at ``cell`` without a neighbour (R10, R12)."""
    return Refusal(rule, _("The room at {cell} would be left without a neighbour: choose a "
                           "cell that keeps every room beside another.").format(
        cell=cell_name(cell)))


def _own_cell() -> Refusal:
    """R10: "a new location" is another cell."""
    return Refusal("R10", _("Relocate takes the room to a new cell, not its own: choose "
                            "another cell, an empty one (lit) where one of its doors meets a "
                            "face-up room's door."))


def _relocate_cell(state: NRState, cell: Cell) -> Refusal:
    """Why no rotation of the room being relocated may go to ``cell`` (a click)."""
    origin = state.relocating
    assert origin is not None
    if cell == origin:
        return _own_cell()
    refusals = [_relocate_to(state, RelocateTo(cell, turns)) for turns in range(4)]
    found = [r for r in refusals if r is not None]
    # the refusal of the rotation that came closest: a lonely room over a missing door
    alone = () if cell in state.cells else board.lonely_after_move(state, origin, cell)
    lonely = [r for r in found if alone and r == _left_alone("R10", alone[0])]
    if lonely:
        return lonely[0]
    if cell in state.cells:
        return found[0]
    return Refusal("R10", _("In no rotation does one of its doors meet a face-up room's door "
                            "at {cell}: choose a lit cell beside a door.").format(
        cell=cell_name(cell)))


def _start_room(state: NRState, action: MoveStartingRoom) -> Refusal | None:
    if action.cell in state.cells:
        return Refusal("R12", _("The cell {cell} is not empty: choose an empty one.").format(
            cell=cell_name(action.cell)))
    if not any(state.doors(n) is not None for n in neighbours(action.cell)):
        return Refusal("R12", _("The Starting Room goes beside at least one face-up room."))
    lonely = board.lonely_after_move(state, state.start_cell, action.cell)
    if lonely:
        return _left_alone("R12", lonely[0])
    return None


def _adjust(state: NRState, action: Adjust) -> Refusal | None:
    name = colour_name(action.colour) if action.colour in range(4) else "?"
    if action.colour == state.reached:
        return Refusal("R11", _("The {colour} section reached 20: adjust another one, or "
                                "pass.").format(colour=name))
    if action.delta not in (1, -1):
        return Refusal("R11", _("A section is raised or lowered by exactly 1."))
    value = state.memories[action.colour] + action.delta
    if value >= SECTION_LIMIT:
        return Refusal("R11", _("The {colour} section would reach {limit}: lower it or choose "
                                "another section.").format(colour=name, limit=SECTION_LIMIT))
    if value < 0:
        return Refusal("R11", _("The {colour} section has no Memories to lose: raise it or "
                                "choose another.").format(colour=name))
    return None


_CHECKS: dict[type, Callable[[NRState, Any], Refusal | None]] = {
    # each check takes the action type it is filed under, which a dict's type cannot say
    Take: _take, Place: _place, NoPlacement: _no_placement, MoveRider: _card,
    RotateRoom: _card, Relocate: _card, RelocateTo: _relocate_to,
    MoveStartingRoom: _start_room, Adjust: _adjust}


def _listed_refusal(rules: NeuroridersRules, state: NRState, action: NRAction
                    ) -> Refusal:
    if isinstance(action, ChoosePath):
        return Refusal("R8", _("That is not one of the rider's tied shortest paths: choose "
                               "one of the highlighted ones."))
    if isinstance(action, RescueTo):
        return Refusal("R12", _("A rescued rider goes to a nearest face-up room: choose one "
                                "of the highlighted ones."))
    return _not_now(state.phase)


def _not_now(phase: Phase) -> Refusal:
    """Something asked for in another phase: what this one asks for instead."""
    rule, words = WHAT_NOW.get(phase, OVER)
    return Refusal(rule, _("Not now: {what}.").format(what=_(words)))


def _room(room: int) -> str:
    return _("the Starting Room") if room == START_ROOM else _("room {room}").format(room=room)


def selection_refusal(rules: NeuroridersRules, state: NRState, selection: NRSelection
                      ) -> Refusal | None:
    phase = state.phase
    if isinstance(selection, PickRoom):
        if phase == Phase.TAKE:
            return _take(state, Take(selection.room))
        if phase == Phase.PLACE:
            if selection.room not in state.hand(state.to_act):
                return Refusal("R7", _("Room {room} is not in your hand; the lineup's rooms "
                                       "are taken at the start of a turn.").format(
                    room=selection.room))
            if not board.placements(state, selection.room):
                return Refusal("R7", _("Room {room} connects nowhere in any rotation now: lay "
                                       "the other room.").format(room=selection.room))
            return None
        return _not_now(phase)
    if isinstance(selection, PickCard):
        if phase != Phase.PLACE:
            return Refusal("R7", _("Action cards are played after taking a room and before "
                                   "laying one."))
        if state.card_played:
            return Refusal("R7", _("One Action card per turn: you have played one."))
        if not state.cards[state.to_act] & selection.card.bit:
            return Refusal("R10", _("You have played {card} already (each card once per "
                                    "game).").format(card=card_name(selection.card)))
        return None
    cell = selection.cell
    actions = rules.legal_actions(state)
    if any(getattr(a, "cell", None) == cell or getattr(a, "via", None) == cell
           for a in actions):
        return None
    if phase == Phase.PATH:
        return _listed_refusal(rules, state, ChoosePath(state.pending[0], cell))
    if phase == Phase.RESCUE:
        return _listed_refusal(rules, state, RescueTo(actions[0].colour, cell))  # type: ignore
    if phase == Phase.START_ROOM:
        return _start_room(state, MoveStartingRoom(cell))
    if phase == Phase.RELOCATE:
        return _relocate_cell(state, cell)
    rule, words = WHAT_NOW.get(phase, OVER)
    return Refusal(rule, _("Nothing can be done at {cell} now: {what}.").format(
        cell=cell_name(cell), what=_(words)))
