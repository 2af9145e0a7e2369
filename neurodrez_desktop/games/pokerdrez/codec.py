"""PokerDrez states and actions as JSON, read back with every field checked.

Cards are written ``"rook-7"`` / ``"neutral"``, and ``"?"`` for a card the view hides;
the board is FEN; repetition keys are python-chess transposition keys as lists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, cast

import chess

from neurodrez_desktop.core.cards import Card, Deck
from neurodrez_desktop.core.errors import (
    InvalidOptionsError,
    MalformedActionError,
    MalformedStateError,
)
from neurodrez_desktop.core.json_fields import required
from neurodrez_desktop.games.pokerdrez.state import (
    UNKNOWN,
    Bet,
    Draw,
    Exchange,
    Face,
    Pay,
    Phase,
    Play,
    PokerDrezAction,
    PokerDrezConfig,
    PokerDrezState,
    Redeal,
    Replenish,
    Roll,
    Sacrifice,
    Take,
)

EXCHANGES = ("deck", "common", "opponent", "common-deck")
PHASES = {phase.word: phase for phase in Phase}
"""A phase is saved as its word ("turn"), read back into the enum."""
# python-chess declares the key only Hashable; it is a tuple of the board's bitboards
KEY_LENGTH = len(cast(tuple[int, ...], chess.Board()._transposition_key()))


def card_to_json(card: Card) -> str:
    return "?" if card == UNKNOWN else card.to_json()


def card_from_json(obj: Any) -> Card:
    return UNKNOWN if obj == "?" else Card.from_json(obj)


def _pay_to_json(pay: Pay) -> str:
    return pay.source if pay.card is None else f"{pay.source}:{pay.card.to_json()}"


def _pay_from_json(obj: Any) -> Pay:
    if obj in ("die", "free"):
        return Pay(obj)
    if isinstance(obj, str) and obj.partition(":")[0] in ("own", "common"):
        source, _, card = obj.partition(":")
        return Pay(source, Card.from_json(card))
    raise ValueError(f"{obj!r} is not a payment like 'own:rook-7', 'common:joker-2' or 'die'")


def action_to_json(action: PokerDrezAction) -> str | dict[str, Any]:
    if isinstance(action, Play):
        return {"move": action.uci, "pay": _pay_to_json(action.pay)}
    if isinstance(action, Draw):
        return {"draw": card_to_json(action.card)}
    if isinstance(action, Exchange):
        return {"exchange": action.what,
                "card": None if action.card is None else action.card.to_json()}
    if isinstance(action, Replenish):
        return {"replenish": action.card.to_json()}
    if isinstance(action, Bet):
        return {"bet": action.amount}
    if isinstance(action, Take):
        return {"take": action.index}
    if isinstance(action, Face):
        return {"roll": action.value}
    if isinstance(action, Sacrifice):
        return {"sacrifice": None if action.square is None else chess.square_name(action.square)}
    if isinstance(action, Roll):
        return "roll"
    if isinstance(action, Redeal):
        return "redeal"
    raise MalformedActionError(f"{action!r} is not a PokerDrez action")


def action_from_json(obj: Any) -> PokerDrezAction:
    try:
        if obj == "roll":
            return Roll()
        if obj == "redeal":
            return Redeal()
        if isinstance(obj, dict):
            keys = set(obj)
            if keys == {"move", "pay"}:
                if not isinstance(obj["move"], str):
                    raise ValueError("the move must be UCI text like 'e2e4'")
                return Play.from_uci(obj["move"], _pay_from_json(obj["pay"]))
            if keys == {"draw"}:
                return Draw(card_from_json(obj["draw"]))
            if keys == {"exchange", "card"}:
                if obj["exchange"] not in EXCHANGES:
                    raise ValueError(f"exchange must be one of {', '.join(EXCHANGES)}")
                card = None if obj["card"] is None else Card.from_json(obj["card"])
                return Exchange(obj["exchange"], card)
            if keys == {"replenish"}:
                return Replenish(Card.from_json(obj["replenish"]))
            if keys == {"bet"}:
                return Bet(_int(obj["bet"], -1, 10**6))
            if keys == {"take"}:
                return Take(_int(obj["take"], 0, 1))
            if keys == {"roll"}:
                return Face(_int(obj["roll"], 1, 6))
            if keys == {"sacrifice"}:
                square = obj["sacrifice"]
                return Sacrifice(None if square is None else chess.parse_square(square))
    except (ValueError, TypeError) as exc:
        raise MalformedActionError(f"bad PokerDrez action {obj!r}: {exc}") from exc
    raise MalformedActionError(f"{obj!r} is not a PokerDrez action")


def _int(value: Any, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{value!r} is not a whole number from {low} to {high}")
    return value


def _cards(cards: Iterable[Card]) -> list[str]:
    return [card_to_json(c) for c in cards]


def state_to_json(state: PokerDrezState, options: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": "pokerdrez", "options": options, "phase": Phase(state.phase).word,
        "fen": state.board.fen(), "hands": [_cards(h) for h in state.hands],
        "common": _cards(state.common),
        "deck": [[card_to_json(c), n] for c, n in state.deck.counts],
        "bottom": _cards(state.bottom), "discards": _cards(state.discards),
        "known": [_cards(k) for k in state.known], "actor": state.actor,
        "draws_left": state.draws_left, "draw_to": list(state.draw_to), "then": state.then,
        "die_holder": state.die_holder, "roll": state.roll, "rolled": state.rolled,
        "classic": state.classic, "sacrificed": list(state.sacrificed),
        "stake": state.stake, "last_raiser": state.last_raiser,
        "raised_this_turn": state.raised_this_turn, "pending_raise": state.pending_raise,
        "repetition": [list(cast(tuple[object, ...], key))  # as KEY_LENGTH says
                       for key in state.repetition],
        "end_reason": state.end_reason,
        "result": None if state.result is None else list(state.result),
    }


FIELDS = frozenset({
    "game", "options", "phase", "fen", "hands", "common", "deck", "bottom", "discards",
    "known", "actor", "draws_left", "draw_to", "then", "die_holder", "roll", "rolled",
    "classic", "sacrificed", "stake", "last_raiser", "raised_this_turn", "pending_raise",
    "repetition", "end_reason", "result"})


def state_from_json(obj: Any, make_config: Callable[[Any], PokerDrezConfig]
                    ) -> PokerDrezState:
    if not isinstance(obj, dict) or obj.get("game") != "pokerdrez":
        raise MalformedStateError("not a PokerDrez state (expected game 'pokerdrez')")
    unknown = set(obj) - FIELDS
    if unknown:
        raise MalformedStateError(f"unknown PokerDrez state fields: {', '.join(sorted(unknown))}")
    missing = FIELDS - set(obj)
    if missing:
        raise MalformedStateError(f"missing field {sorted(missing)[0]!r}")
    try:
        config = make_config(required(obj, "options", dict))
        phase = PHASES.get(required(obj, "phase", str))
        if phase is None:
            raise ValueError(f"phase must be one of {', '.join(PHASES)}")
        board = chess.Board(required(obj, "fen", str))
        deck_counts = []
        for item in required(obj, "deck", list):
            if not (isinstance(item, list) and len(item) == 2):
                raise ValueError("deck entries are [card, count] pairs")
            deck_counts.append((card_from_json(item[0]), _int(item[1], 1, 200)))
        repetition = []
        for key in required(obj, "repetition", list):
            if not isinstance(key, list) or len(key) != KEY_LENGTH:
                raise ValueError(f"repetition keys are lists of {KEY_LENGTH} values")
            repetition.append(tuple(key))
        if not repetition:
            raise ValueError("repetition needs the current position")
        result = obj.get("result")
        if result is not None and not (isinstance(result, list) and len(result) == 2):
            raise ValueError("result is null or two numbers")
        draw_to = required(obj, "draw_to", list)
        if any(t not in ("0", "1", "c") for t in draw_to):
            raise ValueError("draw_to holds '0', '1' or 'c'")
        roll = obj.get("roll")
        last_raiser = obj.get("last_raiser")
        sacrificed = required(obj, "sacrificed", list)
        if len(sacrificed) < 2:
            raise ValueError("sacrificed holds a flag for each seat (White's, Black's)")
        return PokerDrezState(
            config=config, phase=phase, board=board,
            hands=_pair(obj, "hands"), common=_card_list(required(obj, "common", list)),
            deck=Deck(tuple(deck_counts)), bottom=_card_list(required(obj, "bottom", list)),
            discards=_card_list(required(obj, "discards", list)), known=_pair(obj, "known"),
            actor=_int(required(obj, "actor", int), 0, 1),
            draws_left=_int(required(obj, "draws_left", int), 0, 9), draw_to=tuple(draw_to),
            then=required(obj, "then", str),
            die_holder=_int(required(obj, "die_holder", int), 0, 1),
            roll=None if roll is None else _int(roll, 1, 6),
            rolled=required(obj, "rolled", bool), classic=required(obj, "classic", bool),
            sacrificed=(bool(sacrificed[0]), bool(sacrificed[1])),
            stake=_int(required(obj, "stake", int), 0, 10**6),
            last_raiser=None if last_raiser is None else _int(last_raiser, 0, 1),
            raised_this_turn=required(obj, "raised_this_turn", bool),
            pending_raise=_int(required(obj, "pending_raise", int), 0, 10**6),
            repetition=tuple(repetition), end_reason=required(obj, "end_reason", str),
            result=None if result is None else (float(result[0]), float(result[1])))
    except MalformedStateError:
        raise
    except (InvalidOptionsError, ValueError, TypeError) as exc:
        raise MalformedStateError(f"bad PokerDrez state: {exc}") from exc


def _card_list(raw: Any) -> tuple[Card, ...]:
    if not isinstance(raw, list):
        raise ValueError("a list of cards is expected")
    return tuple(card_from_json(c) for c in raw)


def _pair(obj: dict[str, Any], name: str) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    raw = required(obj, name, list)
    if len(raw) != 2:
        raise ValueError(f"{name} must hold two lists (White's, Black's)")
    return (_card_list(raw[0]), _card_list(raw[1]))
