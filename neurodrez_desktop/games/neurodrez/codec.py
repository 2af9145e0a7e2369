"""NeuroDrez states and actions as JSON, read back with every field checked.

An action is ``{"type": "place", "tile": 7, "cell": 24}``; a payment is ``"free"``,
``"die"`` or a card (``"rook-7"``); ``"?"`` is a card and ``-2`` a tile that a view hides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from neurodrez_desktop.core.cards import UNKNOWN, Card, Deck
from neurodrez_desktop.core.errors import (
    InvalidOptionsError,
    MalformedActionError,
    MalformedStateError,
)
from neurodrez_desktop.core.json_fields import required
from neurodrez_desktop.games.neurodrez.components import Kind
from neurodrez_desktop.games.neurodrez.state import (
    DIE,
    EMPTY,
    FREE,
    UNKNOWN_TILE,
    CallSuddenDeath,
    CentreTile,
    Claim,
    DealTile,
    Decline,
    Dice,
    Draw,
    Enter,
    Leftover,
    Move,
    NeuroDrezAction,
    NeuroDrezConfig,
    NeuroDrezState,
    OrderRoll,
    Pay,
    Phase,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
)

ACTIONS: dict[str, type[NeuroDrezAction]] = {
    "centre": CentreTile, "deal": DealTile, "leftover": Leftover, "draw": Draw,
    "order": OrderRoll, "dice": Dice, "claim": Claim, "decline": Decline,
    "call": CallSuddenDeath, "place": Place, "remove": Remove, "enter": Enter,
    "move": Move, "trade": TradeNeutral, "withdraw": Withdraw}
NAMES = {cls: name for name, cls in ACTIONS.items()}
RANGES = {"tile": range(36), "cell": range(49), "origin": range(49), "target": range(49),
          "colour": range(6), "surface": range(6), "kind": range(6), "value": range(1, 7),
          "number": range(1, 7)}


def card_to_json(card: Card) -> str:
    return "?" if card == UNKNOWN else card.to_json()


def card_from_json(obj: Any) -> Card:
    return UNKNOWN if obj == "?" else Card.from_json(obj)


def _pay_to_json(pay: Pay) -> str:
    return pay if isinstance(pay, str) else pay.to_json()


def _pay_from_json(obj: Any) -> Pay:
    return obj if obj in (FREE, DIE) else Card.from_json(obj)


def action_to_json(action: NeuroDrezAction) -> dict[str, Any]:
    out: dict[str, Any] = {"type": NAMES[type(action)]}
    for f in fields(action):
        value = getattr(action, f.name)
        out[f.name] = (card_to_json(value) if f.name == "card"
                       else _pay_to_json(value) if f.name == "pay" else int(value))
    return out


def action_from_json(obj: Any) -> NeuroDrezAction:
    try:
        if not isinstance(obj, dict) or not isinstance(obj.get("type"), str) or \
                obj["type"] not in ACTIONS:
            raise ValueError("an action is an object with a known 'type'")
        cls = ACTIONS[obj["type"]]
        names = [f.name for f in fields(cls)]
        if set(obj) != {"type", *names}:
            raise ValueError(f"a {obj['type']} action has the fields {names}")
        values = []
        for name in names:
            value = obj[name]
            if name == "card":
                value = Card.from_json(value)
            elif name == "pay":
                value = _pay_from_json(value)
            else:
                allowed = RANGES[name]
                if cls is Withdraw:
                    allowed = range(-1, 49)
                if cls is Enter and name == "colour":
                    allowed = range(4)
                if not isinstance(value, int) or isinstance(value, bool) or value not in allowed:
                    raise ValueError(f"{name} must be a whole number in {allowed}")
                if name == "kind":
                    value = Kind(value)
            values.append(value)
        return cls(*values)
    except ValueError as exc:
        raise MalformedActionError(f"{obj!r} is not a NeuroDrez action: {exc}") from exc


# -- states ---------------------------------------------------------------------------------
def state_to_json(state: NeuroDrezState, options: dict[str, Any]) -> dict[str, Any]:
    return {
        "players": state.config.players, "options": options,
        "phase": state.phase.word, "slot": state.slot,
        "tiles": list(state.tiles), "tokens": list(state.tokens),
        "pieces": list(state.pieces), "arrived": list(state.arrived),
        "hands": [list(h) for h in state.hands],
        "cards": [[card_to_json(c) for c in held] for held in state.cards],
        "deck": [[card_to_json(c), n] for c, n in state.deck.counts],
        "discards": [c.to_json() for c in state.discards],
        "dice": None if state.dice is None else [state.dice.number, state.dice.colour,
                                                 state.dice.surface],
        "king_last": list(state.king_last), "turn": state.turn,
        "first_slot": state.first_slot, "rounds": state.rounds, "sudden": state.sudden,
        "sudden_next": state.sudden_next, "quiet_turns": state.quiet_turns,
        "active": state.active, "order_rolls": list(state.order_rolls),
        "contenders": list(state.contenders), "draw_to": list(state.draw_to),
        "then": None if state.then is None else state.then.word,
        "result": None if state.result is None else list(state.result),
        "end_reason": state.end_reason,
    }


FIELDS = ("players", "options", "phase", "slot", "tiles", "tokens", "pieces", "arrived",
          "hands", "cards", "deck", "discards", "dice", "king_last", "turn", "first_slot",
          "rounds", "sudden", "sudden_next", "quiet_turns", "active", "order_rolls",
          "contenders", "draw_to", "then", "result", "end_reason")


def _ints(obj: dict[str, Any], name: str, low: int, high: int, length: int | None = None
          ) -> tuple[int, ...]:
    values = required(obj, name, list)
    if length is not None and len(values) != length:
        raise MalformedStateError(f"{name} must have {length} entries")
    for v in values:
        if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
            raise MalformedStateError(f"{name} entries must be whole numbers {low}..{high}")
    return tuple(values)


def _phase(word: Any) -> Phase:
    try:
        return Phase.from_word(word)
    except ValueError:
        raise MalformedStateError(f"unknown phase {word!r}") from None


def state_from_json(obj: Any, config_for: Callable[[int, dict[str, Any]], NeuroDrezConfig]
                    ) -> NeuroDrezState:
    try:
        if not isinstance(obj, dict):
            raise MalformedStateError("a state must be an object")
        unknown = sorted(set(obj) - set(FIELDS))
        if unknown:
            raise MalformedStateError(f"unknown fields {unknown}")
        players = required(obj, "players", int)
        try:
            config = config_for(players, required(obj, "options", dict))
        except InvalidOptionsError as exc:
            raise MalformedStateError(f"options: {exc}") from exc
        n = len(config.slots)
        phase = _phase(required(obj, "phase", str))
        slot = required(obj, "slot", int)
        if not 0 <= slot < n:
            raise MalformedStateError("slot out of range")
        hands = required(obj, "hands", list)
        cards = required(obj, "cards", list)
        if len(hands) != n or len(cards) != n:
            raise MalformedStateError(f"hands and cards must have {n} entries")
        hands_t = tuple(_ints({"hand": h}, "hand", UNKNOWN_TILE, 35) for h in hands)
        if any(t == EMPTY for hand in hands_t for t in hand):
            raise MalformedStateError("a hand holds tiles 0..35 (or -2, hidden)")
        cards_t = tuple(tuple(card_from_json(c) for c in required({"held": h}, "held", list))
                        for h in cards)
        deck_counts = []
        for entry in required(obj, "deck", list):
            if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], int)
                    or isinstance(entry[1], bool) or entry[1] < 1):
                raise MalformedStateError("deck entries are [card, count]")
            deck_counts.append((card_from_json(entry[0]), entry[1]))
        for name in ("dice", "then", "result"):  # may be null, never missing
            if name not in obj:
                raise MalformedStateError(f"missing field {name!r}")
        dice = obj.get("dice")
        if dice is not None:
            d = _ints({"dice": dice}, "dice", 0, 6, 3)
            if not (1 <= d[0] <= 6 and d[1] <= 5 and d[2] <= 5):
                raise MalformedStateError("dice are [number 1-6, colour 0-5, surface 0-5]")
            dice = Dice(*d)
        then = obj.get("then")
        if then is not None:
            then = _phase(then)
        result = obj.get("result")
        if result is not None:
            if not isinstance(result, list) or not all(isinstance(v, int | float)
                                                       for v in result):
                raise MalformedStateError("result must be a list of numbers")
            result = tuple(float(v) for v in result)
        king_last = required(obj, "king_last", list)
        if len(king_last) != len(config.sides) or not all(isinstance(v, bool)
                                                          for v in king_last):
            raise MalformedStateError("king_last must be one true/false per side")
        flags = {name: required(obj, name, bool) for name in ("sudden", "sudden_next",
                                                               "active")}
        counters = {name: required(obj, name, int) for name in ("turn", "rounds",
                                                                 "quiet_turns")}
        if any(v < 0 for v in counters.values()):
            raise MalformedStateError("turn, rounds and quiet_turns are never negative")
        first_slot = required(obj, "first_slot", int)
        if not 0 <= first_slot < n:
            raise MalformedStateError("first_slot out of range")
        tiles = _ints(obj, "tiles", EMPTY, 35, 49)
        pieces = _ints(obj, "pieces", EMPTY, 23, 49)
        down = [p for p in pieces if p != EMPTY]
        if len(down) != len(set(down)):
            raise MalformedStateError("a piece stands on two cells")
        if any(p != EMPTY and tiles[c] == EMPTY for c, p in enumerate(pieces)):
            raise MalformedStateError("a piece stands where there is no tile")
        placed = [t for t in tiles if t != EMPTY]
        if len(placed) != len(set(placed)):
            raise MalformedStateError("a tile lies on two cells")
        return NeuroDrezState(
            config, phase, slot,
            tiles, _ints(obj, "tokens", EMPTY, 3, 49),
            pieces, _ints(obj, "arrived", EMPTY, 10**9, 49),
            hands_t, cards_t, Deck(tuple(deck_counts)),
            tuple(Card.from_json(c) for c in required(obj, "discards", list)),
            dice=dice, king_last=tuple(king_last), first_slot=first_slot, **counters,
            order_rolls=_ints(obj, "order_rolls", 1, 6),
            contenders=_ints(obj, "contenders", 0, n - 1),
            draw_to=_ints(obj, "draw_to", 0, n - 1),
            then=then,
            result=result, end_reason=required(obj, "end_reason", str), **flags)
    except MalformedStateError:
        raise
    except (ValueError, TypeError) as exc:
        raise MalformedStateError(f"not a NeuroDrez state: {exc}") from exc
