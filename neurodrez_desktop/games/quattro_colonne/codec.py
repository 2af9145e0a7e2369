"""Quattro Colonne states and actions as JSON, read back with every field checked.

Pieces are written ``"WP"`` (White pawn), ``"BN"`` (Black knight) …; squares by name
(``"d5"``); an order as its four columns' values (``[4, 3, 2, 1]`` for c4 d3 e2 f1), or
``"hidden"`` for one given behind the screen that this view does not show.
"""

from __future__ import annotations

from typing import Any

from neurodrez_desktop.core.errors import MalformedActionError, MalformedStateError
from neurodrez_desktop.core.json_fields import required
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    DRAW_FIRST,
    END,
    HIDDEN_ORDER,
    KING,
    MAX_ROUNDS,
    MOVE,
    ORDER,
    ORDERS,
    PASS,
    RESERVE_KINDS,
    START_RESERVE,
    STEP_VALUES,
    WHITE,
    Contest,
    FirstPlayer,
    GiveOrder,
    Kind,
    Move,
    Order,
    Pass,
    Phase,
    QCAction,
    QCState,
    Roll,
    Side,
    parse_square,
    piece,
    square_name,
)

SIDE_LETTERS = "WB"
KIND_LETTERS = {Kind.PAWN: "P", Kind.KNIGHT: "N", Kind.QUEEN: "Q", Kind.KING: "K"}
KIND_BY_LETTER = {letter: kind for kind, letter in KIND_LETTERS.items()}
PHASE_BY_NAME = {phase.name.lower(): phase for phase in Phase}
STATE_KEYS = {"game", "phase", "board", "reserve", "captured", "first", "round", "orders",
              "step", "to_act", "acted", "step_first", "rolls", "end_reason"}


# -- actions ---------------------------------------------------------------------------


def action_to_json(action: QCAction) -> Any:
    if isinstance(action, Move):
        return {"move": square_name(action.origin), "to": square_name(action.target)}
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, GiveOrder):
        return {"order": list(action.values)}
    if isinstance(action, Contest):
        return {"contest": [action.white, action.black]}
    if isinstance(action, FirstPlayer):
        return {"first": SIDE_LETTERS[action.side]}
    raise MalformedActionError(f"{action!r} is not a Quattro Colonne action")


def action_from_json(obj: Any) -> QCAction:
    try:
        if obj == "pass":
            return PASS
        if isinstance(obj, dict):
            keys = set(obj)
            if keys == {"move", "to"}:
                return Move(parse_square(obj["move"]), parse_square(obj["to"]))
            if keys == {"order"}:
                return GiveOrder(_order(obj["order"]))
            if keys == {"contest"}:
                dice = obj["contest"]
                if (not isinstance(dice, list) or len(dice) != 2
                        or not all(_is_die(d) for d in dice) or dice[0] == dice[1]):
                    raise ValueError("contest must be two different die faces 1–6")
                return Contest(dice[0], dice[1])
            if keys == {"first"} and obj["first"] in ("W", "B"):
                return FirstPlayer(Side(SIDE_LETTERS.index(obj["first"])))
    except ValueError as exc:
        raise MalformedActionError(f"bad Quattro Colonne action {obj!r}: {exc}") from exc
    raise MalformedActionError(
        f"{obj!r} is not a Quattro Colonne action (expected {{'move': 'd2', 'to': 'd4'}}, "
        "'pass', {'order': [4, 3, 2, 1]}, {'contest': [5, 2]} or {'first': 'W'})")


def _is_die(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6


def _order(raw: Any) -> Order:
    if not isinstance(raw, list) or tuple(raw) not in ORDERS or any(
            isinstance(v, bool) for v in raw):
        raise ValueError("an order gives columns c, d, e, f the values 4, 3, 2, 1 once each")
    return (raw[0], raw[1], raw[2], raw[3])


# -- states ----------------------------------------------------------------------------


def state_to_json(state: QCState) -> dict[str, Any]:
    board = {square_name(sq): SIDE_LETTERS[code >> 3] + KIND_LETTERS[Kind(code & 7)]
             for sq, code in enumerate(state.board) if code}
    return {
        "game": "quattro_colonne",
        "phase": Phase(state.phase).name.lower(),
        "board": board,
        "reserve": [list(part) for part in state.reserve],
        "captured": [[KIND_LETTERS[Kind(k)] for k in part] for part in state.captured],
        "first": None if state.first < 0 else state.first,
        "round": state.round,
        "orders": [None if o is None else "hidden" if o == HIDDEN_ORDER else list(o)
                   for o in state.orders],
        "step": state.step,
        "to_act": state.to_act,
        "acted": state.acted,
        "step_first": state.step_first,
        "rolls": [[r.round, r.value, r.column, r.white, r.black] for r in state.rolls],
        "end_reason": state.end_reason,
    }


def state_from_json(obj: Any) -> QCState:
    """Read a state; MalformedStateError names the first field that is wrong."""
    if not isinstance(obj, dict) or obj.get("game") != "quattro_colonne":
        raise MalformedStateError(
            "not a Quattro Colonne state (expected an object with game 'quattro_colonne')")
    unknown = sorted(str(k) for k in set(obj) - STATE_KEYS)
    if unknown:
        raise MalformedStateError(f"unknown field {unknown[0]!r}")
    phase = PHASE_BY_NAME.get(required(obj, "phase", str))
    if phase is None:
        raise MalformedStateError(f"phase must be one of {', '.join(PHASE_BY_NAME)}")
    board = _board(required(obj, "board", dict))
    reserve = _reserve(required(obj, "reserve", list))
    captured = _captured(required(obj, "captured", list))
    first = obj.get("first", "missing")
    if first == "missing":
        raise MalformedStateError("missing field 'first'")
    if first is None:
        first = -1
    elif first not in (0, 1) or isinstance(first, bool):
        raise MalformedStateError("first must be 0 (White), 1 (Black) or null")
    round_ = required(obj, "round", int)
    if not 1 <= round_ <= MAX_ROUNDS:
        raise MalformedStateError(f"round must be 1–{MAX_ROUNDS}")
    orders = _orders(required(obj, "orders", list))
    step = required(obj, "step", int)
    to_act = required(obj, "to_act", int)
    acted = required(obj, "acted", int)
    step_first = required(obj, "step_first", int)
    if not 0 <= step <= 3 or to_act not in (0, 1) or acted not in (0, 1) or step_first not in (
            0, 1):
        raise MalformedStateError("step must be 0–3; to_act, acted and step_first 0 or 1")
    rolls = _rolls(required(obj, "rolls", list), round_)
    reason = required(obj, "end_reason", str)
    state = QCState(phase, board, reserve, captured, first, round_, orders, step, to_act,
                    acted, step_first, rolls, reason)
    _check(state)
    return state


def _board(raw: dict[str, Any]) -> tuple[int, ...]:
    board = [0] * 32
    for name, code in raw.items():
        try:
            square = parse_square(name)
        except ValueError as exc:
            raise MalformedStateError(f"board: {exc}") from exc
        if (not isinstance(code, str) or len(code) != 2 or code[0] not in SIDE_LETTERS
                or code[1] not in KIND_BY_LETTER):
            raise MalformedStateError(f"board {name}: {code!r} is not a piece like 'WP'")
        board[square] = piece(SIDE_LETTERS.index(code[0]), KIND_BY_LETTER[code[1]])
    return tuple(board)


def _reserve(raw: list[Any]) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    if len(raw) != 2:
        raise MalformedStateError("reserve must hold two lists (White's, Black's)")
    out = []
    for part in raw:
        if (not isinstance(part, list) or len(part) != 3
                or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= most
                           for n, most in zip(part, START_RESERVE, strict=False))):
            raise MalformedStateError(
                "reserve: each side's knights (0–2), queens (0–1) and kings (0–1)")
        out.append((part[0], part[1], part[2]))
    return (out[0], out[1])


def _captured(raw: list[Any]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if len(raw) != 2:
        raise MalformedStateError("captured must hold two lists (White's, Black's)")
    out = []
    for part in raw:
        if not isinstance(part, list) or not all(
                isinstance(k, str) and k in KIND_BY_LETTER for k in part):
            raise MalformedStateError("captured: lists of kinds like 'P', 'N', 'Q', 'K'")
        out.append(tuple(int(KIND_BY_LETTER[k]) for k in part))
    return (out[0], out[1])


def _orders(raw: list[Any]) -> tuple[Order | None, Order | None]:
    if len(raw) != 2:
        raise MalformedStateError("orders must hold two entries (White's, Black's)")
    out: list[Order | None] = []
    for part in raw:
        if part is None:
            out.append(None)
        elif part == "hidden":
            out.append(HIDDEN_ORDER)
        else:
            try:
                out.append(_order(part))
            except ValueError as exc:
                raise MalformedStateError(f"orders: {exc}") from exc
    return (out[0], out[1])


def _rolls(raw: list[Any], round_: int) -> tuple[Roll, ...]:
    out = []
    for item in raw:
        if (not isinstance(item, list) or len(item) != 5
                or not all(isinstance(n, int) and not isinstance(n, bool) for n in item)):
            raise MalformedStateError("rolls: [round, value, column, white, black] each")
        r, value, column, white, black = item
        if (not 1 <= r <= round_ or value not in STEP_VALUES or not 0 <= column <= 3
                or not (_is_die(white) and _is_die(black)) or white == black):
            raise MalformedStateError(f"rolls: {item!r} is not a contested roll")
        out.append(Roll(r, value, column, white, black))
    return tuple(out)


def _check(state: QCState) -> None:
    """The pieces add up (Q2, Q7) and the phase fits the orders (Q4, Q5)."""
    for side in (WHITE, BLACK):
        other = 1 - side
        on_board = [code & 7 for code in state.board if code and code >> 3 == side]
        lost = state.captured[other]
        for index, kind in enumerate(RESERVE_KINDS):
            total = on_board.count(kind) + state.reserve[side][index] + lost.count(kind)
            if total != START_RESERVE[index]:
                raise MalformedStateError(
                    f"{SIDE_LETTERS[side]} has {total} {kind.name.lower()}s in all; "
                    f"expected {START_RESERVE[index]}")
        if on_board.count(Kind.PAWN) + lost.count(Kind.PAWN) > 4:
            raise MalformedStateError(f"{SIDE_LETTERS[side]} has more than 4 pawns")
    phase = state.phase
    orders = state.orders
    if phase == DRAW_FIRST:
        if state.first != -1 or state.captured != ((), ()) or orders != (None, None):
            raise MalformedStateError("before the first player is drawn nothing has happened")
        return
    if state.first == -1:
        raise MalformedStateError("first must be 0 or 1 once the game has begun")
    if phase == ORDER:
        if orders[state.to_act] is not None or state.step or state.acted:
            raise MalformedStateError("the player giving an order has not given one yet")
        return
    if HIDDEN_ORDER in orders and phase != END:
        raise MalformedStateError("orders are revealed once both are given")
    if phase in (MOVE, CONTEST):
        if orders[0] is None or orders[1] is None:
            raise MalformedStateError("moves need both orders")
        value = STEP_VALUES[state.step]
        contested = orders[0].index(value) == orders[1].index(value)
        if phase == CONTEST and not contested:
            raise MalformedStateError("a contest needs both orders' value in one column")
    if phase == END and not state.end_reason:
        raise MalformedStateError("an ended game says why it ended")
    if KING in state.captured[0] + state.captured[1] and phase != END:
        raise MalformedStateError("the game ends when a King is captured")
