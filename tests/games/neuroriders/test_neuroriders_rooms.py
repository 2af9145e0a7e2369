"""Neuroriders' shipped rooms and agendas (R1–R3, R5, R14) and the scoring (R14, R15)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from neurodrez_desktop.games.neuroriders.rooms import (
    DATA_FILE,
    MULTI,
    WALL,
    Colour,
    Edge,
    RoomDataError,
    parse,
    room_set,
)
from neurodrez_desktop.games.neuroriders.scoring import (
    score_sheet,
    section_values,
    tie_break_key,
)

ORIGINAL = Path(__file__).parents[3].parent / "shared" / "rules" / "neuroriders_rooms.json"


def test_r2_the_game_ships_the_projects_room_data_unchanged():
    assert DATA_FILE.parent.name == "neuroriders"
    if ORIGINAL.exists():  # beside the rulings in a checkout of the whole project
        assert json.loads(DATA_FILE.read_text()) == json.loads(ORIGINAL.read_text())
    data = room_set()
    assert len(data.rooms) == 28 and len(data.agendas) == 12


def test_r1_r2_the_set_is_balanced_as_the_rulings_say():
    data = room_set()
    doors = Counter(d for room in data.rooms for d in room.doors if d is not WALL)
    assert doors == {Colour.ORANGE: 21, Colour.GREEN: 21, Colour.WHITE: 21, Colour.PINK: 21}
    summoned = Counter(c for room in data.rooms for c in room.summons)
    assert summoned == {c: 10 for c in Colour}
    assert sum(room.black for room in data.rooms) == 4
    for place in ("first", "second", "third"):
        assert Counter(getattr(a, place) for a in data.agendas) == {c: 3 for c in Colour}


def test_r3_the_starting_room_has_a_multicoloured_door_on_every_edge():
    start = room_set().room(0)
    assert start.doors == (MULTI,) * 4 and start.summons == () and not start.black


def test_r7_a_quarter_turn_moves_each_door_clockwise():
    room = room_set().room(1)  # N pink, E green, S orange, W white
    assert room.doors == (Colour.PINK, Colour.GREEN, Colour.ORANGE, Colour.WHITE)
    turned = room.rotated(1)
    assert turned[Edge.E] == room.doors[Edge.N] and turned[Edge.S] == room.doors[Edge.E]
    assert turned[Edge.N] == room.doors[Edge.W]
    assert room.rotated(2) == (Colour.ORANGE, Colour.WHITE, Colour.PINK, Colour.GREEN)
    assert room.rotated(4) == room.doors and room.rotated(-1) == room.rotated(3)


@pytest.mark.parametrize("damage", [
    lambda d: d.update(colours=["orange", "green", "white", "blue"]),
    lambda d: d["rooms"][3]["doors"].update(N="purple"),
    lambda d: d["rooms"][3]["doors"].pop("E"),
    lambda d: d["rooms"][5].update(id=99),
    lambda d: d["agendas"][0].update(third="orange"),
    lambda d: d["starting_room"]["doors"].update(S="green"),
    lambda d: d.pop("agenda_values"),
])
def test_damaged_room_data_is_refused_with_a_reason(damage):
    data = json.loads(DATA_FILE.read_text())
    damage(data)
    with pytest.raises(RoomDataError):
        parse(data)


def test_r14_the_rulebooks_example_scores_37():
    """Orange first (16), green second (12), pink third (8), one Action card unplayed."""
    agenda = next(a for a in room_set().agendas
                  if (a.first, a.second, a.third) == (Colour.ORANGE, Colour.GREEN, Colour.PINK))
    values = section_values((19, 12, 5, 11), (3, 0, 5, 3))  # orange 16, green 12, pink 8
    assert values == (16, 12, 0, 8)
    sheet = score_sheet(agenda, values, unplayed_cards=1, weights=room_set().agenda_values)
    assert (sheet.first, sheet.second, sheet.third, sheet.unplayed) == (32, 12, -8, 1)
    assert sheet.total == 37
    assert sheet.lines()[-1] == "total: 37"


def test_r14_a_section_may_be_negative_and_a_negative_third_colour_scores_for_you():
    agenda = room_set().agendas[0]
    values = section_values((0, 0, 0, 0), (2, 2, 2, 2))
    sheet = score_sheet(agenda, values, unplayed_cards=0)
    assert values == (-2, -2, -2, -2) and sheet.total == -4 - 2 + 2


def test_r15_ties_go_by_first_colour_then_fewer_cards_then_less_lost_then_marker():
    agenda = room_set().agendas[0]
    assert agenda.first == Colour.ORANGE and Colour.WHITE not in (agenda.second, agenda.third)
    a = score_sheet(agenda, (10, 0, 0, 0), 0)  # 20 VP, all from the first colour
    b = score_sheet(agenda, (0, 0, 0, 0), 20)  # 20 VP from unplayed cards (never in play)
    assert a.total == b.total == 20
    assert tie_break_key(a, 3, 0) > tie_break_key(b, 0, 0)  # more from the first colour
    same = score_sheet(agenda, (0,) * 4, 2)
    assert tie_break_key(same, 1, 0) > tie_break_key(same, 2, 0)  # fewer cards used
    assert tie_break_key(same, 1, 2) > tie_break_key(same, 1, 1)  # further from the marker
    assert tie_break_key(same, 1, 1) == tie_break_key(same, 1, 1)  # still tied: shared
