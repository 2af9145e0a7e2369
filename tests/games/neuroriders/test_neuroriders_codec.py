"""Neuroriders states and actions as JSON: round trips of every state of seeded random
games (views included), damaged files refused with ``MalformedStateError`` /
``MalformedActionError`` and never another exception, and a small seeded fuzz."""

from __future__ import annotations

import copy
import json

import pytest
from nr_positions import G, O, play, position, rules, start, tile

from neurodrez_desktop.core.errors import MalformedActionError, MalformedStateError
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import ONLOOKER
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games.neuroriders.state import (
    Adjust,
    NoPlacement,
    Phase,
    Take,
)


def through_json(obj):
    return json.loads(json.dumps(obj))


def game_states(seeds=range(5)):
    """Every state (and the action taken there) of a few seeded random games."""
    out = []
    for seed in seeds:
        game = random_playout(rules, 2 + seed % 3, None, make_rng(seed),
                              on_step=lambda s, a: out.append((s, a)))
        out.append((game.state, None))
    return out


STATES = game_states()


def test_states_and_views_of_random_games_round_trip():
    phases = set()
    for state, _ in STATES:
        phases.add(state.phase)
        for shown in (state, *(rules.view_for(state, s) for s in range(state.players)),
                      rules.view_for(state, ONLOOKER)):
            again = rules.state_from_json(through_json(rules.state_to_json(shown)))
            assert again == shown
            assert rules.legal_actions(again) == rules.legal_actions(shown) or (
                shown is not state)  # a view's hand may be unknown
    assert {Phase.SETUP, Phase.TAKE, Phase.PLACE, Phase.REVEAL, Phase.END} <= phases


def test_actions_of_random_games_round_trip():
    kinds = set()
    for _state, action in STATES:
        if action is None:
            continue
        kinds.add(type(action).__name__)
        assert rules.action_from_json(through_json(rules.action_to_json(action))) == action
    assert {"DealRoom", "DealAgenda", "Reveal", "Take", "Place"} <= kinds


def test_a_loaded_state_plays_on_the_same():
    state, action = next((s, a) for s, a in STATES if s.phase == Phase.PLACE)
    loaded = rules.state_from_json(through_json(rules.state_to_json(state)))
    assert rules.apply(loaded, action) == rules.apply(state, action)


def test_a_hand_grown_by_turns_without_a_room_still_saves():
    # A seat that could connect nothing four turns running holds its dealt room and
    # four from the lineup: a legal position (NoPlacement keeps the hand), which must
    # save and load.
    state = position([start(face_up=False), tile((0, 1), 23, N=None),
                      tile((0, 2), 2, face_up=False), tile((-1, 1), 3, face_up=False)],
                     riders=[(0, 1)] * 4, dealt=[5, 6], held=[(7, 8, 11), ()],
                     lineup=(9, 10), cards=(0, 0), phase=Phase.TAKE)
    state = play(state, Take(9))
    assert len(state.hand(0)) == 5 and rules.legal_actions(state) == [NoPlacement()]
    state = play(state, NoPlacement())
    again = rules.state_from_json(through_json(rules.state_to_json(state)))
    assert again == state and again.hand(0) == (5, 7, 8, 11, 9)


# -- damaged states -------------------------------------------------------------------------


def a_state_json(phase=Phase.PLACE):
    """The last state of that phase in the three-player game (many rooms laid)."""
    state = [s for s, _ in STATES if s.phase == phase and s.players == 3][-1]
    return rules.state_to_json(state)


DAMAGE = {
    "missing players": lambda d: d.pop("players"),
    "missing tiles": lambda d: d.pop("tiles"),
    "missing relocating": lambda d: d.pop("relocating"),
    "not a dict": lambda d: [d],
    "another game": lambda d: d.update(game="berd"),
    "unknown field": lambda d: d.update(extra=1),
    "players as text": lambda d: d.update(players="3"),
    "players as bool": lambda d: d.update(players=True),
    "five players": lambda d: d.update(players=5),
    "unknown phase": lambda d: d.update(phase="lunch"),
    "phase as a number": lambda d: d.update(phase=2),
    "memories of 20": lambda d: d["memories"].__setitem__(0, 20),
    "negative memories": lambda d: d["memories"].__setitem__(1, -1),
    "three memories": lambda d: d["memories"].pop(),
    "memories as floats": lambda d: d.update(memories=[1.0, 0, 0, 0]),
    "a room listed twice": lambda d: d["pile"].append(d["pile"][0]),
    "a room missing": lambda d: d["pile"].pop(),
    "room 29": lambda d: d["pile"].append(29),
    "two starting rooms": lambda d: d["tiles"].append([50, 50, 0, 0, True]),
    "a tile as a dict": lambda d: d["tiles"].__setitem__(0, {"room": 0}),
    "a tile turned 4 times": lambda d: d["tiles"][0].__setitem__(3, 4),
    "a tile face up as 1": lambda d: d["tiles"][0].__setitem__(4, 1),
    "two tiles on a cell": lambda d: d["tiles"].append(list(d["tiles"][0])),
    "tiles out of order": lambda d: d["tiles"].reverse(),
    "a rider off the grid": lambda d: d["riders"].__setitem__(2, [99, 99]),
    "a rider on a cell of three": lambda d: d["riders"].__setitem__(0, [0, 0, 0]),
    "three riders": lambda d: d["riders"].pop(),
    "a cell far away": lambda d: d["riders"].__setitem__(0, [10**9, 0]),
    "an agenda twice": lambda d: d.update(agendas=[1, 1, 2]),
    "agenda 13": lambda d: d.update(agendas=[1, 2, 13]),
    "two dealt for three": lambda d: d["dealt"].pop(),
    "a hand as text": lambda d: d["held"].__setitem__(0, "1,2"),
    "cards 8": lambda d: d["cards"].__setitem__(0, 8),
    "first off the table": lambda d: d.update(first=3),
    "to_act off the table": lambda d: d.update(to_act=-1),
    "card_played as 0": lambda d: d.update(card_played=0),
    "pending colour unknown": lambda d: d.update(pending=["black"]),
    "reached 4": lambda d: d.update(reached=4),
    "end reason as a number": lambda d: d.update(end_reason=3),
    "a lineup of five": lambda d: d.update(lineup=d["lineup"] + d["pile"][:5]),
    "crystals negative": lambda d: d["crystals"].__setitem__(0, -1),
}


@pytest.mark.parametrize("name", sorted(DAMAGE))
def test_damaged_state_json_is_refused(name):
    data = copy.deepcopy(a_state_json())
    result = DAMAGE[name](data)
    if isinstance(result, list):
        data = result
    with pytest.raises(MalformedStateError):
        rules.state_from_json(data)


@pytest.mark.parametrize("phase", ["relocate", "path", "adjust", "rescue"])
def test_a_phase_without_its_pending_choice_is_refused(phase):
    data = a_state_json()
    data["phase"] = phase
    with pytest.raises(MalformedStateError):
        rules.state_from_json(data)


def test_a_turn_without_a_lineup_is_refused():
    data = a_state_json(Phase.TAKE)
    data["pile"] = sorted(data["pile"] + data["lineup"])
    data["lineup"] = []
    with pytest.raises(MalformedStateError, match="lineup"):
        rules.state_from_json(data)


# -- actions --------------------------------------------------------------------------------


@pytest.mark.parametrize("action", [
    Adjust(O, 1), Adjust(G, -1), NoPlacement(), Take(28),
])
def test_actions_round_trip(action):
    assert rules.action_from_json(through_json(rules.action_to_json(action))) == action


@pytest.mark.parametrize("obj", [
    None, 3, "pass", [], {}, {"take": "1"}, {"take": 29}, {"take": True},
    {"place": 1, "at": [0, 1]}, {"place": 1, "at": [0, 1], "turns": 4},
    {"place": 1, "at": [0], "turns": 0}, {"place": 1, "at": "0,1", "turns": 0},
    {"move_rider": "black", "to": [0, 1]}, {"move_rider": 0, "to": [0, 1]},
    {"adjust": "green", "by": 2}, {"adjust": "green", "by": True},
    {"adjust": "green", "by": 1.0}, {"adjust": "green", "by": -1.0},
    {"path": "pink", "via": None}, {"rescue": "white", "to": [1, 2, 3]},
    {"rotate": [0, 1], "extra": 1}, {"relocate_to": [0, 1], "turns": "0"},
    {"starting_room": [10**6, 0]},
])
def test_damaged_action_json_is_refused(obj):
    with pytest.raises(MalformedActionError):
        rules.action_from_json(obj)


# -- fuzz -----------------------------------------------------------------------------------

JUNK = [None, True, False, 0, 1, -1, 2, 3, 4, 19, 20, 28, 29, 999, 10**9, 1.5, "x",
        "hidden", "orange", "place", [], [0], [0, 0], [0, 0, 0, 0, True], {}, {"a": 1}]


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for key in sorted(obj):
            yield from _paths(obj[key], (*prefix, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            yield from _paths(value, (*prefix, index))


def _mutate(obj, rng):
    data = copy.deepcopy(obj)
    paths = [p for p in _paths(data) if p]
    path = rng.choice(paths)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    how = rng.randrange(4)
    if how == 0 and isinstance(parent, dict):
        del parent[last]
    elif how == 1 and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))  # an entry listed twice
    elif how == 2 and isinstance(parent[last], int) and not isinstance(parent[last], bool):
        parent[last] += rng.choice((-1, 1))
    else:
        parent[last] = copy.deepcopy(rng.choice(JUNK))
    return data


def test_fuzzed_states_and_actions_raise_only_malformed_errors():
    rng = make_rng("neuroriders codec fuzz")
    sources = [rules.state_to_json(s) for s, _ in STATES[::7]]
    sources += [rules.state_to_json(rules.view_for(s, 0)) for s, _ in STATES[3::11]]
    loaded = refused = 0
    for _ in range(400):
        data = _mutate(rng.choice(sources), rng)
        try:
            state = rules.state_from_json(data)
        except MalformedStateError:
            refused += 1
            continue
        loaded += 1
        # What loads is a state the rules can work with.
        rules.legal_actions(state)
        rules.state_from_json(through_json(rules.state_to_json(state)))
    assert refused > 100
    actions = [rules.action_to_json(a) for s, a in STATES if a is not None][::5]
    for _ in range(300):
        data = _mutate({"a": rng.choice(actions)}, rng).get("a")
        try:
            action = rules.action_from_json(data)
        except MalformedActionError:
            continue
        assert rules.action_from_json(rules.action_to_json(action)) == action
