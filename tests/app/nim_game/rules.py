"""Nim, a sixth game that lives only in the tests: heaps of stones, take one or more from
one heap, whoever takes the last stone wins. A coin toss (chance) picks who starts.

Pure Python, the rules API only (``core/protocol.py``); no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from neurodrez_desktop.core.errors import MalformedActionError, MalformedStateError
from neurodrez_desktop.core.protocol import (
    CHANCE,
    TERMINAL,
    GameSpec,
    Option,
    Outcome,
    Refusal,
    Rules,
)

HEAPS = {"3-4-5": (3, 4, 5), "1-3-5-7": (1, 3, 5, 7)}

SPEC = GameSpec(
    id="nim",
    title="Nim",
    description="Take stones from one heap; whoever takes the last stone wins.",
    min_players=2,
    max_players=3,
    options=(Option("heaps", "Heaps", tuple(HEAPS), "3-4-5",
                    help="The stones in each heap at the start."),),
)


@dataclass(frozen=True)
class Toss:
    """Chance: who starts."""

    first: int

    def __str__(self) -> str:
        return f"Player {self.first + 1} starts"


@dataclass(frozen=True)
class Take:
    heap: int
    count: int

    def __str__(self) -> str:
        return f"takes {self.count} from heap {self.heap + 1}"


@dataclass(frozen=True)
class Picked:
    """A selection: a stone clicked, meaning it and every stone after it in its heap."""

    heap: int
    count: int


@dataclass(frozen=True)
class NimState:
    players: int
    heaps: tuple[int, ...]
    to_move: int  # CHANCE before the toss
    last: int | None = None  # who took last


class NimRules(Rules[NimState, Any]):
    spec = SPEC

    def initial_state(self, players: int, options: Mapping[str, Any] | None = None
                      ) -> NimState:
        self.spec.check_players(players)
        resolved = self.resolve_options(options)
        return NimState(players, HEAPS[resolved["heaps"]], CHANCE)

    def current_player(self, state: NimState) -> int:
        if state.to_move != CHANCE and not any(state.heaps):
            return TERMINAL
        return state.to_move

    def chance_outcomes(self, state: NimState) -> list[tuple[Any, float]]:
        if state.to_move != CHANCE:
            return []
        return [(Toss(seat), 1 / state.players) for seat in range(state.players)]

    def legal_actions(self, state: NimState) -> list[Any]:
        if self.current_player(state) < 0:
            return []
        return [Take(h, n) for h, size in enumerate(state.heaps) for n in range(1, size + 1)]

    def refusal(self, state: NimState, action: Any) -> Refusal | None:
        player = self.current_player(state)
        if player == TERMINAL:
            return Refusal("end", "the game is over")
        if player == CHANCE:
            if isinstance(action, Toss) and 0 <= action.first < state.players:
                return None
            return Refusal("toss", "the coin toss decides who starts")
        if not isinstance(action, Take):
            return Refusal("take", f"{action} is not a move of Nim: take stones from a heap")
        return self.why_not(state, Picked(action.heap, action.count))

    def why_not(self, state: NimState, selection: Any) -> Refusal | None:
        if not isinstance(selection, Picked):
            return None
        if not 0 <= selection.heap < len(state.heaps):
            return Refusal("heap", f"there are heaps 1 to {len(state.heaps)} only")
        size = state.heaps[selection.heap]
        if size == 0:
            return Refusal("empty", f"heap {selection.heap + 1} is empty: take from another")
        if not 1 <= selection.count <= size:
            return Refusal("count", f"take 1 to {size} stones from heap {selection.heap + 1}")
        return None

    def _apply(self, state: NimState, action: Any) -> NimState:
        if isinstance(action, Toss):
            return NimState(state.players, state.heaps, action.first)
        heaps = list(state.heaps)
        heaps[action.heap] -= action.count
        return NimState(state.players, tuple(heaps), (state.to_move + 1) % state.players,
                        state.to_move)

    def outcome(self, state: NimState) -> Outcome | None:
        if self.current_player(state) != TERMINAL:
            return None
        scores = tuple(1.0 if seat == state.last else 0.0 for seat in range(state.players))
        return Outcome(scores, (state.last,) if state.last is not None else (),
                       "the last stone was taken")

    # -- files ------------------------------------------------------------------------------
    def state_to_json(self, state: NimState) -> dict[str, Any]:
        return {"players": state.players, "heaps": list(state.heaps),
                "to_move": state.to_move, "last": state.last}

    def state_from_json(self, obj: Any) -> NimState:
        if not isinstance(obj, dict) or set(obj) != {"players", "heaps", "to_move", "last"}:
            raise MalformedStateError("a Nim state has players, heaps, to_move and last")
        players, heaps, to_move, last = (obj["players"], obj["heaps"], obj["to_move"],
                                         obj["last"])
        if (not _is_int(players) or players not in self.spec.player_counts
                or not isinstance(heaps, list) or not heaps
                or not all(_is_int(h) and 0 <= h <= 99 for h in heaps)
                or not _is_int(to_move) or not (to_move == CHANCE or 0 <= to_move < players)
                or not (last is None or (_is_int(last) and 0 <= last < players))):
            raise MalformedStateError("a Nim state's values are out of range")
        return NimState(players, tuple(heaps), to_move, last)

    def action_to_json(self, action: Any) -> Any:
        if isinstance(action, Toss):
            return {"toss": action.first}
        return {"heap": action.heap, "count": action.count}

    def action_from_json(self, obj: Any) -> Any:
        if isinstance(obj, dict) and set(obj) == {"toss"} and _is_int(obj["toss"]):
            return Toss(obj["toss"])
        if (isinstance(obj, dict) and set(obj) == {"heap", "count"}
                and _is_int(obj["heap"]) and _is_int(obj["count"])):
            return Take(obj["heap"], obj["count"])
        raise MalformedActionError(f"not a Nim action: {obj!r}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def evaluate(state: NimState) -> tuple[float, ...]:
    """The mover's chances by the nim-sum (two players): a zero nim-sum loses."""
    players = state.players
    if players != 2 or state.to_move == CHANCE:
        return (1 / players,) * players
    nim_sum = 0
    for heap in state.heaps:
        nim_sum ^= heap
    mover = 0.8 if nim_sum else 0.2
    return (mover, 1 - mover) if state.to_move == 0 else (1 - mover, mover)
