"""The rooms and agendas of Neuroriders, read from the data the game ships (R1–R3, R5).

The printed rulebook does not list what is on the 28 Memory Room tiles and the 12 Hidden
Agenda cards; the project's set is ``rooms.json`` in this folder, read once and checked
here, never retyped. A room is a small immutable value: its four edges (a door of a colour,
or a wall) in the order N, E, S, W, the colours it summons, and whether it is black.
Rotating a room turns its edges clockwise, a quarter turn at a time (R7).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from pathlib import Path
from typing import Any

from neurodrez_desktop.games.neuroriders.catalog import N_, _

DATA_FILE = Path(__file__).with_name("rooms.json")


class Colour(IntEnum):
    """R1: the four colours; each has a Neurorider, a Memory section and a counter."""

    ORANGE = 0
    GREEN = 1
    WHITE = 2
    PINK = 3


COLOUR_NAMES = (N_("orange"), N_("green"), N_("white"), N_("pink"))
"""The colours as the room data and saves name them (English, always); a player reads
them in their language through ``colour_name``."""
COLOUR_LETTERS = (N_("O"), N_("G"), N_("W"), N_("P"))
"""Colour is never the only cue: each door also carries its colour's letter (the letter
of the colour's name in the player's language: ``colour_letter``)."""


def colour_name(colour: int) -> str:
    """``colour`` as a player reads it ("orange", "naranja", "arancione")."""
    return _(COLOUR_NAMES[colour])


def colour_letter(colour: int) -> str:
    """The letter a door of ``colour`` carries, in the player's language: one character,
    whatever the catalog says round it (the test language lengthens every message), so a
    door's badge never holds a word that would run into the facing door's."""
    return _(COLOUR_LETTERS[colour]).strip()[:1] or COLOUR_LETTERS[colour]
MULTI = -1
"""R3: a Starting Room door, which matches whatever door it meets."""
WALL = None


class Edge(IntEnum):
    """A room's edges, clockwise from the top."""

    N = 0
    E = 1
    S = 2
    W = 3


EDGE_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
"""Each edge's neighbour as (row, column) steps; rows grow southward."""
Door = int | None
"""A door's colour (a ``Colour``, or ``MULTI``), or ``WALL``."""


@dataclass(frozen=True, slots=True)
class Room:
    """One Memory Room tile as printed (R2); id 0 is the Starting Room (R3)."""

    id: int
    doors: tuple[Door, Door, Door, Door]
    summons: tuple[Colour, ...] = ()
    black: bool = False

    def rotated(self, quarter_turns: int) -> tuple[Door, Door, Door, Door]:
        """The edges after ``quarter_turns`` clockwise quarter turns: the door that was on
        N faces E after one."""
        k = quarter_turns % 4
        d = self.doors
        return (d[(0 - k) % 4], d[(1 - k) % 4], d[(2 - k) % 4], d[(3 - k) % 4])


@dataclass(frozen=True, slots=True)
class Agenda:
    """A Hidden Agenda card (R14): its first, second and third colours."""

    id: int
    first: Colour
    second: Colour
    third: Colour


@dataclass(frozen=True)
class RoomSet:
    starting_room: Room
    rooms: tuple[Room, ...]
    agendas: tuple[Agenda, ...]
    agenda_values: tuple[int, int, int]
    """What each of an agenda's three colours' values counts (R14: +2, +1, −1)."""

    def room(self, room_id: int) -> Room:
        if room_id == 0:
            return self.starting_room
        return self.rooms[room_id - 1]


class RoomDataError(ValueError):
    """The shipped room data is not what the rulings describe."""


@cache
def room_set() -> RoomSet:
    """The game's rooms and agendas, read from ``rooms.json`` once."""
    return parse(json.loads(DATA_FILE.read_text(encoding="utf-8")))


def parse(obj: Any) -> RoomSet:
    """The room set in ``obj`` (the JSON's shape); RoomDataError says what is wrong."""
    if not isinstance(obj, dict):
        raise RoomDataError("the room data must be an object")
    if obj.get("colours") != list(COLOUR_NAMES):
        raise RoomDataError(f"colours must be {list(COLOUR_NAMES)}")
    start = _room(0, obj.get("starting_room"), multi=True)
    raw_rooms = obj.get("rooms")
    if not isinstance(raw_rooms, list):
        raise RoomDataError("rooms must be a list")
    rooms = []
    for k, raw in enumerate(raw_rooms, start=1):
        if not isinstance(raw, dict) or raw.get("id") != k:
            raise RoomDataError(f"room {k}: rooms are listed by id from 1")
        rooms.append(_room(k, raw, multi=False))
    agendas = []
    for k, raw in enumerate(obj.get("agendas") or [], start=1):
        if not isinstance(raw, dict) or raw.get("id") != k:
            raise RoomDataError(f"agenda {k}: agendas are listed by id from 1")
        colours = [_colour(raw.get(place), f"agenda {k} {place}")
                   for place in ("first", "second", "third")]
        if len(set(colours)) != 3:
            raise RoomDataError(f"agenda {k}: three different colours")
        agendas.append(Agenda(k, *colours))
    values = obj.get("agenda_values")
    if not isinstance(values, dict) or set(values) != {"first", "second", "third"}:
        raise RoomDataError("agenda_values must give first, second and third")
    return RoomSet(start, tuple(rooms), tuple(agendas),
                   (values["first"], values["second"], values["third"]))


def _colour(name: Any, where: str) -> Colour:
    if name not in COLOUR_NAMES:
        raise RoomDataError(f"{where}: {name!r} is not one of {', '.join(COLOUR_NAMES)}")
    return Colour(COLOUR_NAMES.index(name))


def _room(room_id: int, raw: Any, multi: bool) -> Room:
    where = "the starting room" if multi else f"room {room_id}"
    if not isinstance(raw, dict) or not isinstance(raw.get("doors"), dict):
        raise RoomDataError(f"{where}: doors must be an object of N, E, S, W")
    doors: list[Door] = []
    for edge in Edge:
        value = raw["doors"].get(edge.name, "missing")
        if multi:
            if value != "multi":
                raise RoomDataError(f"{where}: every door is multicoloured (R3)")
            doors.append(MULTI)
        elif value is None or value == "wall":
            doors.append(WALL)
        else:
            doors.append(_colour(value, f"{where} {edge.name}"))
    summons = tuple(_colour(c, f"{where} summons") for c in raw.get("summons", []))
    return Room(room_id, (doors[0], doors[1], doors[2], doors[3]), summons,
                bool(raw.get("black", False)))
