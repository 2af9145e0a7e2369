"""Berd states and actions as JSON, read back with every field checked.

Tokens are written ``"L3"`` (Light's token worth 30 with points) or ``"D?"`` (a Dark
token whose value this view does not show); squares by name (``"b2"``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from neurodrez_desktop.core.errors import (
    InvalidOptionsError,
    MalformedActionError,
    MalformedStateError,
)
from neurodrez_desktop.core.json_fields import required
from neurodrez_desktop.games.berd.state import (
    DARK,
    DEAL,
    LIGHT,
    MAX_SIDE_MOVES,
    PASS,
    SETUP,
    SIDE_LETTERS,
    BerdAction,
    BerdConfig,
    BerdState,
    Deal,
    Move,
    Pass,
    Phase,
    Place,
    Side,
    make_token,
    parse_square,
    square_name,
    token_to_json,
    unknown_token,
)


def action_to_json(action: BerdAction) -> Any:
    if isinstance(action, Move):
        return {"move": square_name(action.origin),
                "to": "off" if action.target is None else square_name(action.target)}
    if isinstance(action, Place):
        return {"place": "abcdef"[action.file],
                "token": None if action.value_index < 0 else action.value_index + 1}
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Deal):
        return {"deal": action.value_index + 1}
    raise MalformedActionError(f"{action!r} is not a Berd action")


PHASE_BY_NAME = {phase.name.lower(): phase for phase in Phase}
"""A phase's name in a save ("deal", "setup", "move", "end")."""


def action_from_json(obj: Any) -> BerdAction:
    try:
        if obj == "pass":
            return PASS
        if isinstance(obj, dict):
            if set(obj) == {"move", "to"}:
                origin = parse_square(obj["move"])
                target = None if obj["to"] == "off" else parse_square(obj["to"])
                return Move(origin, target)
            if set(obj) == {"place", "token"}:
                if obj["place"] not in tuple("abcdef"):
                    raise ValueError(f"file {obj['place']!r} is not a..f")
                token = obj["token"]
                return Place("abcdef".index(obj["place"]), -1 if token is None else
                             _positive(token, "token") - 1)
            if set(obj) == {"deal"}:
                return Deal(_positive(obj["deal"], "deal") - 1)
    except ValueError as exc:
        raise MalformedActionError(f"bad Berd action {obj!r}: {exc}") from exc
    raise MalformedActionError(
        f"{obj!r} is not a Berd action (expected {{'move': 'b1', 'to': 'b2'}}, "
        "{'place': 'b', 'token': 1}, {'deal': 1} or 'pass')")


def _positive(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 99:
        raise ValueError(f"{what} must be a whole number from 1, not {value!r}")
    return value


def state_to_json(state: BerdState, options: dict[str, Any]) -> dict[str, Any]:
    n = state.config.size
    board = {square_name((i % n, i // n)): [token_to_json(t) for t in stack]
             for i, stack in enumerate(state.board) if stack}
    return {
        "game": "berd",
        "options": options,
        "phase": Phase(state.phase).name.lower(),
        "to_move": state.to_move,
        "board": board,
        "reserve": [[token_to_json(t) for t in part] for part in state.reserve],
        "collected": [[token_to_json(t) for t in part] for part in state.collected],
        "side_moves": list(state.side_moves),
        "passes": state.passes,
        "plies": state.plies,
        "end_reason": state.end_reason,
    }


def state_from_json(obj: Any, make_config: Callable[[Any], BerdConfig]) -> BerdState:
    """Read a state; MalformedStateError names the first field that is wrong."""
    if not isinstance(obj, dict) or obj.get("game") != "berd":
        raise MalformedStateError("not a Berd state (expected an object with game 'berd')")
    try:
        config = make_config(required(obj, "options", dict))
    except InvalidOptionsError as exc:
        raise MalformedStateError(f"options: {exc}") from exc
    phase = PHASE_BY_NAME.get(required(obj, "phase", str))
    if phase is None:
        raise MalformedStateError(f"phase must be one of {', '.join(PHASE_BY_NAME)}")
    to_move = required(obj, "to_move", int)
    if to_move not in (LIGHT, DARK):
        raise MalformedStateError("to_move must be 0 (Light) or 1 (Dark)")
    n = config.size
    board: list[tuple[int, ...]] = [()] * (n * n)
    raw_board = required(obj, "board", dict)
    for name, raw in raw_board.items():
        try:
            f, r = parse_square(name)
        except ValueError as exc:
            raise MalformedStateError(f"board: {exc}") from exc
        if not (0 <= f < n and 0 <= r < n):
            raise MalformedStateError(f"board: {name} is off the {n}×{n} board")
        board[r * n + f] = _tokens(raw, config, f"board {name}")
    reserve = _pair(obj, "reserve", config)
    collected = _pair(obj, "collected", config)
    side_moves = required(obj, "side_moves", list)
    if len(side_moves) != 2 or not all(
            isinstance(x, int) and 0 <= x <= MAX_SIDE_MOVES for x in side_moves):
        raise MalformedStateError("side_moves must be two counts from 0 to 3")
    passes = required(obj, "passes", int)
    plies = required(obj, "plies", int)
    reason = required(obj, "end_reason", str)
    if not 0 <= passes <= 2 or plies < 0:
        raise MalformedStateError("passes must be 0–2 and plies not negative")
    state = BerdState(config, phase, Side(to_move), tuple(board), reserve, collected,
                      (side_moves[0], side_moves[1]), passes, plies, reason)
    _check_tokens(state)
    return state


def _tokens(raw: Any, config: BerdConfig, where: str) -> tuple[int, ...]:
    if not isinstance(raw, list):
        raise MalformedStateError(f"{where}: a list of tokens like 'L1' is expected")
    out = []
    for item in raw:
        if not isinstance(item, str) or len(item) < 2 or item[0] not in SIDE_LETTERS:
            raise MalformedStateError(f"{where}: {item!r} is not a token like 'L1' or 'D?'")
        side = SIDE_LETTERS.index(item[0])
        if item[1:] == "?":
            out.append(unknown_token(side))
            continue
        if not item[1:].isdigit() or not 1 <= int(item[1:]) <= config.tokens:
            raise MalformedStateError(
                f"{where}: token {item!r} does not exist with {config.tokens} tokens each")
        out.append(make_token(side, int(item[1:]) - 1))
    return tuple(out)


def _pair(obj: dict[str, Any], name: str, config: BerdConfig
          ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    raw = required(obj, name, list)
    if len(raw) != 2:
        raise MalformedStateError(f"{name} must hold two lists (Light's, Dark's)")
    return (_tokens(raw[0], config, f"{name}[0]"), _tokens(raw[1], config, f"{name}[1]"))


def _check_tokens(state: BerdState) -> None:
    """Every token exists once; all of them are somewhere (except while being dealt)."""
    every = [t for part in (*state.board, *state.reserve, *state.collected) for t in part]
    for side in (LIGHT, DARK):
        mine = [t for t in every if (t & 1) == side]
        known = [t for t in mine if t >= 0]
        if len(set(known)) != len(known):
            raise MalformedStateError(f"a {SIDE_LETTERS[side]} token appears twice")
        if state.phase == DEAL:
            if len(mine) > state.config.tokens or any(state.board):
                raise MalformedStateError("while dealing, tokens are only in the reserve")
        elif len(mine) != state.config.tokens:
            raise MalformedStateError(
                f"{SIDE_LETTERS[side]} has {len(mine)} tokens; expected {state.config.tokens}")
    if state.phase != SETUP and state.phase != DEAL and any(state.reserve):
        raise MalformedStateError("tokens left in the reserve after setup")
    if state.phase == SETUP and not state.reserve[state.to_move]:
        raise MalformedStateError("the player to place has no tokens left")
