"""Every registered game against the rules API (DESIGN.md, "Tests and checks").

Seeded random playouts for every game, every player count and the main option sets
(defaults, each option's other choices one at a time, and each game's featured
combinations). A failure prints the game, options, seed and the actions so far, which
replay it exactly. New games are picked up from the registry with no edit here.
"""

from __future__ import annotations

import contextlib
import json
import os
from typing import Any

import pytest

from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.errors import IllegalActionError, InvalidOptionsError
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.record import GameRecord, Seat, record_from_json, record_to_json
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import GAMES, entry_for, get_rules

DEFAULT_SEEDS = int(os.environ.get("CONFORMANCE_SEEDS", "200"))
"""Games per player count with default options (CI runs 200)."""
VARIANT_SEEDS = max(1, DEFAULT_SEEDS // 5)
"""Games per player count for each other option set."""
VARIANT_FLOOR = 1
"""At least this many games of a long game for each other option set (4 with defaults):
PokerDrez's bet limits, say, change little unless betting is on, which has its own set."""
MAX_ACTIONS = 20_000
ILLEGAL_PROBES = 40
ACTIONS_CHECKED = 40
"""At most about this many of a state's actions get the JSON and label checks (an even
spread: with hundreds of tile placements on offer, checking all is slow and adds little)."""
SHORT_GAME = 150
ACTION_BUDGET = 5_000
"""About how many actions the default option set plays per player count (a fifth of it for
each other option set): a game of 300 actions gets 16 seeds, one of 35 all 142."""
"""Games up to this many actions get every seed and every check at every state; longer
games (PokerDrez runs to ~450 actions) get fewer seeds and the costly checks (views,
samples, JSON, illegal probes) at every k-th state, so CI stays within its time."""


def option_sets(rules: Rules) -> list[dict[str, Any]]:
    """Defaults, each option's other choices one at a time, then featured combinations."""
    sets: list[dict[str, Any]] = [{}]
    for opt in rules.spec.options:
        if opt.cosmetic:  # the rules never read it: one more choice plays the same game
            continue
        sets += [{opt.name: c} for c in opt.choices if c != opt.default]
    for featured in rules.spec.featured_options:
        if dict(featured) not in sets:
            sets.append(dict(featured))
    return sets


def _valid(rules: Rules, players: int, options: dict[str, Any]) -> bool:
    try:
        rules.initial_state(players, options)
    except InvalidOptionsError:
        return False
    return True


def typical_length(rules: Rules, players: int) -> int:
    """Mean actions of a few random games with default options."""
    from neurodrez_desktop.core.playout import random_playout

    lengths = [random_playout(rules, players, {}, make_rng(f"length:{k}")).length
               for k in range(3)]
    return max(1, sum(lengths) // len(lengths))


def cases() -> list[Any]:
    out = []
    for game_id in sorted(GAMES):
        rules = GAMES[game_id]
        for players in rules.spec.player_counts:
            typical = typical_length(rules, players)
            every = max(1, round(typical / SHORT_GAME))
            for k, options in enumerate(option_sets(rules)):
                if not _valid(rules, players, options):
                    continue
                base = DEFAULT_SEEDS if k == 0 else VARIANT_SEEDS
                floor = 4 if k == 0 else VARIANT_FLOOR
                budget = max(floor, ACTION_BUDGET * base // DEFAULT_SEEDS // typical)
                seeds = min(max(min(base, floor), base // (every * every)), budget)
                label = ",".join(f"{n}={v}" for n, v in options.items()) or "defaults"
                out.append(pytest.param(game_id, players, options, seeds, every,
                                        id=f"{game_id}-{players}p-{label}"))
    return out


def _json_roundtrip(obj: Any) -> Any:
    return json.loads(json.dumps(obj))


class Checker:
    """Plays one seeded game, checking the rules API at every state."""

    def __init__(self, rules: Rules, players: int, options: dict[str, Any], seed: int,
                 every: int = 1):
        self.rules, self.players, self.options, self.seed = rules, players, options, seed
        self.every = every  # the costly checks at every k-th state (and at the end)
        self.rng = make_rng(seed)
        self.actions: list[Any] = []
        self.seen: dict[Any, None] = {}  # actions met in this game, for illegal probes
        self.hidden = rules.hides_information(options)
        self.hid_something = False

    def run(self) -> Any:
        rules = self.rules
        state = rules.initial_state(self.players, self.options)
        while True:
            self.check_state(state)
            player = rules.current_player(state)
            if player == TERMINAL:
                assert self.hid_something or not self.hidden or not self.actions, \
                    "a game with hidden information hid nothing from anyone"
                return state
            assert len(self.actions) < MAX_ACTIONS, "the game does not end"
            if player == CHANCE:
                action = sample_outcome(rules.chance_outcomes(state), self.rng)
            else:
                action = self.rng.choice(rules.legal_actions(state))
            before = rules.state_to_json(state)
            nxt = rules.apply(state, action)
            assert rules.state_to_json(state) == before, "apply changed its input"
            self.actions.append(action)
            state = nxt

    def check_state(self, state: Any) -> None:
        rules = self.rules
        player = rules.current_player(state)
        outcome = rules.outcome(state)
        legal = rules.legal_actions(state)
        chances = rules.chance_outcomes(state)
        assert (player == TERMINAL) == (outcome is not None), "terminal ⇔ an outcome"
        if player == TERMINAL:
            assert not legal and not chances
            assert len(outcome.scores) == self.players
            assert all(0 <= w < self.players for w in outcome.winners)
            assert outcome.winners or not any(outcome.scores), "no winner: everyone lost"
        elif player == CHANCE:
            assert not legal, "no legal player actions at a chance node"
            assert chances, "a chance node has outcomes"
            assert abs(sum(p for _, p in chances) - 1) < 1e-9
            assert all(p > 0 for _, p in chances)
        else:
            assert 0 <= player < self.players
            assert legal, "a seat to move always has a legal action"
            assert len(set(legal)) == len(legal), "legal actions are distinct"
            for action in legal:
                assert rules.refusal(state, action) is None, f"refusal disagrees on {action}"
        candidates = legal or [a for a, _ in chances]
        for action in candidates:
            self.seen.setdefault(action, None)
        if len(self.actions) % self.every and player != TERMINAL:
            return  # a long game: the costly checks below at every k-th state
        assert rules.state_from_json(_json_roundtrip(rules.state_to_json(state))) == state
        step = max(1, len(candidates) // ACTIONS_CHECKED)  # a tile step offers hundreds
        presenter = entry_for(rules.spec.id).presenter
        for action in candidates[self.rng.randrange(step)::step]:
            assert rules.action_from_json(_json_roundtrip(rules.action_to_json(action))) == action
            assert isinstance(presenter.action_label(state, action, None), str)
        progress = presenter.progress(state)
        assert progress is None or (isinstance(progress, str) and progress)
        self.probe_illegal(state, set(candidates))
        self.check_views(state, player)

    def probe_illegal(self, state: Any, allowed: set[Any]) -> None:
        rules = self.rules
        probes = [a for a in self.seen if a not in allowed]
        before = rules.state_to_json(state)
        if len(probes) > ILLEGAL_PROBES:
            probes = self.rng.sample(probes, ILLEGAL_PROBES)
        for action in probes:
            try:
                rules.apply(state, action)
            except IllegalActionError as exc:
                assert str(exc), "an illegal action says which rule forbids it"
            else:
                raise AssertionError(f"illegal {action} was accepted")
        assert rules.state_to_json(state) == before, "a refused action changed the state"

    def check_views(self, state: Any, player: int) -> None:
        rules = self.rules
        for seat in range(self.players):
            view = rules.view_for(state, seat)
            assert type(view) is type(state)
            assert rules.state_from_json(_json_roundtrip(rules.state_to_json(view))) == view
            if not self.hidden:
                assert view == state, "without hidden information a view is the state"
                continue
            self.hid_something |= view != state
            assert rules.view_for(view, seat) == view, "a view of a view is the same view"
            assert rules.view_for(state, seat) == view, "view_for is deterministic"
            for k in range(2):
                sample = rules.sample_from_view(view, seat, make_rng(f"{self.seed}:{seat}:{k}"))
                # The sample differs from the real state only in what the seat cannot see:
                assert rules.view_for(sample, seat) == view, "a sample keeps the seat's view"
                if player == seat:
                    assert rules.legal_actions(sample) == rules.legal_actions(state), \
                        "a seat knows its own legal actions"
                if player == TERMINAL:
                    assert sample == state, "nothing is hidden at the end"

    def failure(self, exc: BaseException) -> str:
        actions = [self.rules.action_to_json(a) for a in self.actions]
        return (f"{self.rules.spec.id}, {self.players} players, options {self.options}, "
                f"seed {self.seed}, after {len(actions)} actions: {exc!r}\n"
                f"actions: {json.dumps(actions)}")


def check_replay(rules: Rules, players: int, options: dict[str, Any], seed: int,
                 actions: list[Any], final: Any) -> None:
    seats = tuple(Seat(f"Player {i + 1}") for i in range(players))
    record = GameRecord(rules.spec.id, seats, rules.resolve_options(options), seed,
                        tuple(actions))
    assert record.replay(rules) == final, "replaying the record gives the same state"
    again = record_from_json(_json_roundtrip(record_to_json(record, rules)), get_rules)
    assert again == record
    assert again.replay(rules) == final


@pytest.mark.parametrize(("game_id", "players", "options", "seeds", "every"), cases())
def test_seeded_playouts(game_id: str, players: int, options: dict[str, Any], seeds: int,
                         every: int):
    rules = GAMES[game_id]
    for seed in range(seeds):
        checker = Checker(rules, players, options, seed, every)
        try:
            final = checker.run()
            check_replay(rules, players, options, seed, checker.actions, final)
        except Exception as exc:  # report the seed and actions that reproduce it
            pytest.fail(checker.failure(exc))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_spec_is_well_formed(game_id: str):
    rules = GAMES[game_id]
    spec = rules.spec
    assert spec.id == game_id and spec.title and spec.description
    assert 1 <= spec.min_players <= spec.max_players <= 4
    names = [opt.name for opt in spec.options]
    assert len(names) == len(set(names))
    for featured in spec.featured_options:
        spec.resolve(featured)  # every featured combination names real choices


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_bad_options_and_player_counts_are_refused(game_id: str):
    rules = GAMES[game_id]
    with pytest.raises(InvalidOptionsError):
        rules.initial_state(rules.spec.max_players + 1)
    with pytest.raises(InvalidOptionsError):
        rules.initial_state(rules.spec.min_players, {"no such option": 1})
    for opt in rules.spec.options:
        with pytest.raises(InvalidOptionsError, match=opt.name):
            rules.initial_state(rules.spec.min_players, {opt.name: object()})


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_malformed_json_raises_value_errors(game_id: str):
    rules = GAMES[game_id]
    state_json = rules.state_to_json(rules.initial_state(rules.spec.min_players))
    bad_states = [None, [], "x", {}, {**state_json, "board": "nonsense"}]
    bad_states += [{k: v for k, v in state_json.items() if k != key} for key in state_json]
    for bad in bad_states:
        with pytest.raises(ValueError):
            rules.state_from_json(bad)
    for bad in [None, 3, "nonsense", [], {"no": "such action"}]:
        with pytest.raises(ValueError):
            rules.action_from_json(bad)


JUNK = [None, True, -1, 10**9, "x", "", [], {}, [[]], [None], {"a1": None}, 1.5]


def _mutations(obj: Any):
    """Copies of ``obj`` with one value anywhere inside replaced by junk."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            for junk in JUNK:
                yield {**obj, key: junk}
            for inner in _mutations(value):
                yield {**obj, key: inner}
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            for junk in JUNK:
                yield [*obj[:i], junk, *obj[i + 1:]]
            for inner in _mutations(value):
                yield [*obj[:i], inner, *obj[i + 1:]]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_junk_anywhere_in_json_gives_only_value_errors(game_id: str):
    """A damaged state or action is refused with a ValueError, never a deeper crash."""
    rules = GAMES[game_id]
    playout_state = rules.initial_state(rules.spec.min_players)
    rng = make_rng(3)
    for _ in range(30):  # a state from the middle of a game holds more kinds of data
        if rules.current_player(playout_state) == TERMINAL:
            break
        if rules.current_player(playout_state) == CHANCE:
            action = sample_outcome(rules.chance_outcomes(playout_state), rng)
        else:
            action = rng.choice(rules.legal_actions(playout_state))
        playout_state = rules.apply(playout_state, action)
    samples = [rules.state_to_json(playout_state)]
    samples += [rules.action_to_json(a) for a in rules.legal_actions(playout_state)[:5]]
    for sample in samples:
        reader = rules.state_from_json if sample is samples[0] else rules.action_from_json
        for bad in _mutations(_json_roundtrip(sample)):
            with contextlib.suppress(ValueError):
                reader(bad)


def test_every_game_is_in_the_registry_by_its_id():
    assert GAMES, "no games registered"
    for game_id, rules in GAMES.items():
        assert get_rules(game_id) is rules
    with pytest.raises(ValueError, match="no game"):
        get_rules("no-such-game")


PRESENTER_NAMES = sorted(name for name in vars(Presenter) if not name.startswith("_"))
"""What a game says and shows (``core/presenter.py``): its presenter's, never its rules'."""


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_rules_hold_no_words_or_looks(game_id: str):
    """The rules answer what the game is; side names, log and move words, progress, score
    sheets and exports live on the game's presenter, where the table looks for them (one
    left on the rules would never be shown)."""
    rules = get_rules(game_id)
    misplaced = [name for name in PRESENTER_NAMES if hasattr(rules, name)]
    assert not misplaced, (
        f"{game_id}: {type(rules).__name__} defines {', '.join(misplaced)}; move "
        f"{'it' if len(misplaced) == 1 else 'them'} to the game's presenter "
        f"(games/{game_id}/presenter.py, on its entry)")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_cosmetic_options_play_the_same_game(game_id: str):
    """An option marked cosmetic (left out of the playouts above) changes no rule: a game
    played with the default replays action for action with every other choice."""
    from neurodrez_desktop.core.playout import random_playout

    rules = GAMES[game_id]
    players = rules.spec.default_players or rules.spec.min_players
    played = random_playout(rules, players, {}, make_rng(f"cosmetic:{game_id}"))
    for opt in (o for o in rules.spec.options if o.cosmetic):
        for choice in (c for c in opt.choices if c != opt.default):
            state = rules.initial_state(players, {opt.name: choice})
            for action in played.actions:
                assert rules.refusal(state, action) is None, f"{opt.name}={choice}: {action}"
                state = rules.apply(state, action)
            assert rules.outcome(state) == rules.outcome(played.state)


TABLE_RECTANGLES = ("status", "board", "message", "log", "buttons")
"""The rectangles every table's map names (``GameEntry``'s docstring)."""
LEAST_TACTICS = 10


def missing_obligations(entry: Any) -> list[str]:
    """What ``entry`` lacks of a game's obligations (``GameEntry``'s docstring), in words
    naming the game; empty when it has everything."""
    import pickle
    import xml.etree.ElementTree as ElementTree

    name = entry.id
    missing = []
    count = len(entry.search.tactics())
    if count < LEAST_TACTICS:
        missing.append(f"{name}: {count} tactics positions, at least {LEAST_TACTICS} needed")
    rules_text = entry.folder / entry.rules_file
    if not rules_text.is_file() or not rules_text.read_text(encoding="utf-8").strip():
        missing.append(f"{name}: no rules text ({entry.rules_file} in {entry.folder})")
    if not entry.rulings():
        missing.append(f"{name}: no rulings ({entry.rulings_file} in {entry.folder})")
    for code in (code for code in i18n.SHIPPED if code != i18n.ENGLISH):
        absent = [file for file in (entry.rules_file, entry.rulings_file)
                  if not (entry.folder / "locale" / code / file).is_file()]
        if absent:
            missing.append(f"{name}: no {' or '.join(absent)} in {code} "
                           f"(locale/{code}/ in {entry.folder})")
    if entry.has_table:
        if not entry.layout_path.is_file():
            missing.append(f"{name}: no table map ({entry.layout_file} in {entry.folder})")
        else:
            named = {obj.get("name") for obj in
                     ElementTree.parse(entry.layout_path).getroot().iter("object")}
            absent = [rect for rect in TABLE_RECTANGLES if rect not in named]
            if absent:
                missing.append(f"{name}: the table map names no {', '.join(absent)} "
                               f"rectangle")
    profile = entry.tests
    if profile is None:
        missing.append(f"{name}: no test profile (GameEntry.tests)")
        return missing
    state = entry.rules.initial_state(entry.rules.spec.min_players)
    drawn = profile.coordinates(state)
    if not drawn or drawn.start < 1:
        missing.append(f"{name}: its table draws no coordinates (TestProfile.coordinates "
                       f"says {drawn})")
    if not profile.finishes:
        missing.append(f"{name}: no quick finish (TestProfile.finishes)")
    try:
        pickle.dumps(entry)
    except (pickle.PicklingError, AttributeError, TypeError) as exc:
        missing.append(f"{name}: its entry does not pickle, so the computer's worker "
                       f"processes cannot receive it ({exc})")
    return missing


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_game_meets_its_obligations(game_id: str):
    """Each registered game brings what a game must (``GameEntry``'s docstring): its
    tactics, rules text, rulings, table map and test profile."""
    from neurodrez_desktop.games import entry_for

    missing = missing_obligations(entry_for(game_id))
    assert not missing, "; ".join(missing)
