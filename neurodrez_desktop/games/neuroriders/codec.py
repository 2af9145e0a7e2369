"""Neuroriders states and actions as JSON, read back with every field checked.

A cell is ``[row, column]``; a colour by name (``"orange"``); a placed room
``[row, column, room, turns, face_up]``. A dealt room or agenda a view does not show is
``"hidden"``. Reading checks what the rules rely on — every room exactly once somewhere,
riders on rooms, each phase's pending choice present — so a damaged save is refused with
a message instead of failing later.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from neurodrez_desktop.core.errors import MalformedActionError, MalformedStateError
from neurodrez_desktop.core.json_fields import required
from neurodrez_desktop.games.neuroriders.rooms import COLOUR_NAMES, Colour
from neurodrez_desktop.games.neuroriders.state import (
    AGENDA_IDS,
    ALL_CARDS,
    HIDDEN,
    ROOM_IDS,
    START_ROOM,
    Adjust,
    AdjustPass,
    Cell,
    ChoosePath,
    DealAgenda,
    DealRoom,
    DrawFirst,
    MoveRider,
    MoveStartingRoom,
    NoPlacement,
    NRAction,
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

GAME = "neuroriders"
CELL_LIMIT = 1000
"""No game reaches this far from the start; a save that does is damaged."""
PHASE_BY_NAME = {phase.name.lower(): phase for phase in Phase}
STATE_KEYS = {"game", "players", "phase", "tiles", "riders", "memories", "crystals", "pile",
              "lineup", "dealt", "held", "agendas", "cards", "first", "to_act", "took_turn",
              "card_played", "relocating", "placed", "pending", "reached", "adjusters",
              "crystallizations", "end_reason", "first_option"}


# -- actions ---------------------------------------------------------------------------

CellAction = RotateRoom | Relocate | MoveStartingRoom
"""An action named by one cell alone."""
IdAction = DealRoom | DealAgenda | Reveal | Take | DrawFirst
"""An action named by one number alone (a room, an agenda, a seat)."""
_CELL_ACTIONS: dict[str, type[CellAction]] = {
    "rotate": RotateRoom, "relocate": Relocate, "starting_room": MoveStartingRoom}
_ID_ACTIONS: dict[str, type[IdAction]] = {
    "deal_room": DealRoom, "deal_agenda": DealAgenda, "reveal": Reveal, "take": Take,
    "first": DrawFirst}


def action_to_json(action: NRAction) -> Any:
    if isinstance(action, NoPlacement):
        return "no_placement"
    if isinstance(action, AdjustPass):
        return "adjust_pass"
    if isinstance(action, Place):
        return {"place": action.room, "at": list(action.cell), "turns": action.turns}
    if isinstance(action, RelocateTo):
        return {"relocate_to": list(action.cell), "turns": action.turns}
    if isinstance(action, MoveRider):
        return {"move_rider": COLOUR_NAMES[action.colour], "to": list(action.cell)}
    if isinstance(action, ChoosePath):
        return {"path": COLOUR_NAMES[action.colour], "via": list(action.via)}
    if isinstance(action, RescueTo):
        return {"rescue": COLOUR_NAMES[action.colour], "to": list(action.cell)}
    if isinstance(action, Adjust):
        return {"adjust": COLOUR_NAMES[action.colour], "by": action.delta}
    for key, kind in _CELL_ACTIONS.items():
        if isinstance(action, kind):
            return {key: list(action.cell)}
    for key, numbered in _ID_ACTIONS.items():
        if isinstance(action, numbered):
            return {key: next(iter(_fields(action)))}
    raise MalformedActionError(f"{action!r} is not a Neuroriders action")


def _fields(action: IdAction) -> list[int]:
    return [getattr(action, name) for name in action.__slots__]


def action_from_json(obj: Any) -> NRAction:
    try:
        return _action(obj)
    except MalformedStateError as exc:
        raise MalformedActionError(f"not a Neuroriders action: {exc}") from None


def _action(obj: Any) -> NRAction:
    if obj == "no_placement":
        return NoPlacement()
    if obj == "adjust_pass":
        return AdjustPass()
    if not isinstance(obj, dict):
        raise MalformedActionError(f"not a Neuroriders action: {obj!r}"[:200])
    keys = set(obj)
    if keys == {"place", "at", "turns"}:
        return Place(_int(obj["place"], 0, 28, "place"), _cell(obj["at"]),
                     _int(obj["turns"], 0, 3, "turns"))
    if keys == {"relocate_to", "turns"}:
        return RelocateTo(_cell(obj["relocate_to"]), _int(obj["turns"], 0, 3, "turns"))
    if keys == {"move_rider", "to"}:
        return MoveRider(_colour(obj["move_rider"]), _cell(obj["to"]))
    if keys == {"path", "via"}:
        return ChoosePath(_colour(obj["path"]), _cell(obj["via"]))
    if keys == {"rescue", "to"}:
        return RescueTo(_colour(obj["rescue"]), _cell(obj["to"]))
    if keys == {"adjust", "by"}:
        by = obj["by"]
        if not isinstance(by, int) or isinstance(by, bool) or by not in (1, -1):
            raise MalformedActionError("adjust is by 1 or -1")
        return Adjust(_colour(obj["adjust"]), by)
    if len(keys) == 1:
        (key,) = keys
        if key in _CELL_ACTIONS:
            return _CELL_ACTIONS[key](_cell(obj[key]))
        if key in _ID_ACTIONS:
            return _ID_ACTIONS[key](_int(obj[key], 0, 28, key))
    raise MalformedActionError(f"not a Neuroriders action: {obj!r}"[:200])


# -- states ----------------------------------------------------------------------------


def state_to_json(state: NRState) -> dict[str, Any]:
    return {
        "game": GAME, "players": state.players, "phase": state.phase.name.lower(),
        "tiles": [[t.cell[0], t.cell[1], t.room, t.turns, t.face_up] for t in state.tiles],
        "riders": [list(c) for c in state.riders],
        "memories": list(state.memories), "crystals": list(state.crystals),
        "pile": list(state.pile), "lineup": list(state.lineup),
        "dealt": [_secret_out(d) for d in state.dealt],
        "held": [list(h) for h in state.held],
        "agendas": [_secret_out(a) for a in state.agendas],
        "cards": list(state.cards), "first": state.first, "to_act": state.to_act,
        "took_turn": state.took_turn, "card_played": state.card_played,
        "relocating": None if state.relocating is None else list(state.relocating),
        "placed": None if state.placed is None else list(state.placed),
        "pending": [COLOUR_NAMES[c] for c in state.pending], "reached": state.reached,
        "adjusters": list(state.adjusters), "crystallizations": state.crystallizations,
        "end_reason": state.end_reason, "first_option": state.first_option,
    }


def _secret_out(value: int | None) -> Any:
    return "hidden" if value == HIDDEN else value


def state_from_json(obj: Any) -> NRState:
    if not isinstance(obj, dict):
        raise MalformedStateError("a Neuroriders state must be an object")
    if obj.get("game") != GAME:
        raise MalformedStateError("not a Neuroriders state")
    extra = set(obj) - STATE_KEYS
    if extra:
        raise MalformedStateError(f"unknown field {sorted(extra)[0]!r}")
    players = _int(required(obj, "players", int), 2, 4, "players")
    phase_name = required(obj, "phase", str)
    if phase_name not in PHASE_BY_NAME:
        raise MalformedStateError(f"unknown phase {phase_name!r}"[:80])
    phase = PHASE_BY_NAME[phase_name]
    tiles = _tiles(required(obj, "tiles", list))
    cells = {t.cell: t for t in tiles}
    riders = _list_of(required(obj, "riders", list), 4, "riders", _cell)
    for colour, cell in enumerate(riders):
        if cell not in cells:
            raise MalformedStateError(f"the {COLOUR_NAMES[colour]} rider is on no room")
    memories = _ints(required(obj, "memories", list), 4, 0, 19, "memories")
    crystals = _ints(required(obj, "crystals", list), 4, 0, 999, "crystals")
    pile = _room_ids(_plain_list(obj, "pile"), "pile")
    lineup = _room_ids(_plain_list(obj, "lineup"), "lineup")
    if len(lineup) > 4:
        raise MalformedStateError("the lineup holds at most 4 rooms")
    dealt = _list_of(required(obj, "dealt", list), players, "dealt",
                     lambda v: None if v is None else _secret_in(v, 28, "dealt"))
    held = _list_of(required(obj, "held", list), players, "held", _held)
    agendas = _list_of(required(obj, "agendas", list), players, "agendas",
                       lambda v: _secret_in(v, 12, "agendas", zero=True))
    _check_rooms(tiles, pile, lineup, dealt, held)
    known = [a for a in agendas if a not in (0, HIDDEN)]
    if len(set(known)) != len(known) or any(a not in AGENDA_IDS for a in known):
        raise MalformedStateError("agendas must be different cards 1–12")
    cards = _ints(required(obj, "cards", list), players, 0, ALL_CARDS, "cards")
    first = _int(required(obj, "first", int), -1, players - 1, "first")
    to_act = _int(required(obj, "to_act", int), 0, players - 1, "to_act")
    took = _int(required(obj, "took_turn", int), 0, (1 << players) - 1, "took_turn")
    card_played = required(obj, "card_played", bool)
    relocating = _optional_cell(obj, "relocating")
    placed = _optional_cell(obj, "placed")
    pending = tuple(_colour(v) for v in _plain_list(obj, "pending"))
    reached = _int(required(obj, "reached", int), -1, 3, "reached")
    adjusters = tuple(_int(v, 0, players - 1, "adjusters")
                      for v in _plain_list(obj, "adjusters"))
    crystallizations = _int(required(obj, "crystallizations", int), 0, 99,
                            "crystallizations")
    end_reason = required(obj, "end_reason", str)[:500]
    first_option = _int(required(obj, "first_option", int), -1, players - 1, "first_option")
    state = NRState(players, phase, tiles, riders, memories, crystals, pile, lineup, dealt,
                    held, agendas, cards, first, to_act, took, card_played, relocating,
                    placed, pending, reached, adjusters, crystallizations, end_reason,
                    first_option)
    _check_phase(state)
    return state


def _check_phase(state: NRState) -> None:
    """What each phase's next choice needs, so that a loaded state can be played on."""
    phase = state.phase
    if phase not in (Phase.SETUP, Phase.END) and state.first < 0:
        raise MalformedStateError("the first-player marker has no holder")
    if phase == Phase.SETUP and len(state.tiles) > 1:
        raise MalformedStateError("rooms on the grid before the game has begun")
    if phase == Phase.TAKE and not state.lineup:
        raise MalformedStateError("a turn begins with rooms in the lineup")
    if phase == Phase.RELOCATE:
        tile = state.cells.get(state.relocating) if state.relocating else None
        if tile is None or not tile.face_up or tile.room == START_ROOM:
            raise MalformedStateError("the room being relocated is not a face-up room")
    if phase == Phase.PATH and (not state.pending or state.placed not in state.cells):
        raise MalformedStateError("a path is chosen for a summoned rider and a room")
    if phase == Phase.ADJUST and (not state.adjusters or state.reached < 0
                                  or state.adjusters[0] != state.to_act):
        raise MalformedStateError("the adjustments follow a section reaching 20")
    # Whether a rescue waits and the phase has any action at all are the rules' to say:
    # NeuroridersRules.state_from_json asks them, so the codec imports no rules.


def _check_rooms(tiles: tuple[Tile, ...], pile: tuple[int, ...], lineup: tuple[int, ...],
                 dealt: tuple[int | None, ...], held: tuple[tuple[int, ...], ...]) -> None:
    """Every room is exactly once on the grid, in the pile, the lineup or a hand (a
    view's pile also lists the rooms hidden from it)."""
    placed = [t.room for t in tiles]
    if placed.count(START_ROOM) != 1:
        raise MalformedStateError("the Starting Room must be on the grid once")
    rooms = [r for r in placed if r != START_ROOM] + list(pile) + list(lineup)
    rooms += [d for d in dealt if d not in (None, HIDDEN)]
    for h in held:
        rooms += list(h)
    if sorted(rooms) != list(ROOM_IDS):
        raise MalformedStateError("every room 1–28 must be in exactly one place")


def _tiles(raw: list[Any]) -> tuple[Tile, ...]:
    tiles = []
    for item in raw:
        if type(item) is not list or len(item) != 5:
            raise MalformedStateError("a tile is [row, column, room, turns, face_up]")
        row, col, room, turns, face_up = item
        # type() is: a bool is not a whole number here
        if not (type(row) is int and type(col) is int and type(room) is int
                and type(turns) is int and type(face_up) is bool
                and -CELL_LIMIT <= row <= CELL_LIMIT and -CELL_LIMIT <= col <= CELL_LIMIT
                and 0 <= room <= 28 and 0 <= turns <= 3):
            raise MalformedStateError("a tile is [row, column, room 0-28, turns 0-3, "
                                      "face_up], within the grid's reach")
        tiles.append(Tile((row, col), room, turns, face_up))
    if len(tiles) > 29 or len({t.cell for t in tiles}) != len(tiles):
        raise MalformedStateError("two rooms on one cell")
    if any(a.cell >= b.cell for a, b in zip(tiles, tiles[1:], strict=False)):
        raise MalformedStateError("tiles must be listed by cell")
    return tuple(tiles)


def _held(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > len(ROOM_IDS):
        raise MalformedStateError("a hand is a list of rooms")
    return _room_ids(value, "held")


def _secret_in(value: Any, top: int, name: str, zero: bool = False) -> int:
    if value == "hidden":
        return HIDDEN
    return _int(value, 0 if zero else 1, top, name)


def _plain_list(obj: dict[str, Any], name: str) -> list[Any]:
    value: list[Any] = required(obj, name, list)
    if len(value) > 40:
        raise MalformedStateError(f"{name} is too long")
    return value


def _room_ids(value: list[Any], name: str) -> tuple[int, ...]:
    """Room ids 1–28 (one pass)."""
    if all(type(v) is int and 1 <= v <= 28 for v in value):
        return tuple(value)
    raise MalformedStateError(f"{name} must list rooms by number, 1 to 28")


def _ints(value: list[Any], length: int, low: int, high: int, name: str) -> Any:
    """``length`` whole numbers from ``low`` to ``high`` (one pass; a bool is no number)."""
    if len(value) == length and all(type(v) is int and low <= v <= high for v in value):
        return tuple(value)
    raise MalformedStateError(f"{name} must be {length} whole numbers from {low} to {high}")


def _list_of(value: list[Any], length: int, name: str, read: Callable[[Any], Any]) -> Any:
    if len(value) != length:
        raise MalformedStateError(f"{name} must have {length} entries")
    return tuple(read(v) for v in value)


def _optional_cell(obj: dict[str, Any], name: str) -> Cell | None:
    if name not in obj:
        raise MalformedStateError(f"missing field {name!r}")
    return None if obj[name] is None else _cell(obj[name])


def _cell(value: Any) -> Cell:
    if type(value) is list and len(value) == 2:
        row, col = value
        if (type(row) is int and type(col) is int and -CELL_LIMIT <= row <= CELL_LIMIT
                and -CELL_LIMIT <= col <= CELL_LIMIT):
            return (row, col)
    raise MalformedStateError(f"a cell is [row, column], each within ±{CELL_LIMIT}")


def _colour(value: Any) -> Colour:
    if value not in COLOUR_NAMES:
        raise MalformedStateError(f"{value!r} is not a colour"[:80])
    return Colour(COLOUR_NAMES.index(value))


def _int(value: Any, low: int, high: int, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise MalformedStateError(f"{name} must be a whole number from {low} to {high}")
    return value
