"""Berd's tactics positions (``core/tactics.py``): decisions with a clear right answer,
written from the rulings B1–B15, not from what a computer player plays.

Each position is read from JSON through the rules (``state_from_json`` checks that every
token is somewhere exactly once), so it is a state the game can hold. The checks are
stated in the rules' own terms — "after the move no Dark move can land on the tower", "the
move ends the game and Light has more tokens" — so they accept every answer that does it,
not one chosen square.

Squares are named from Light's side (``a1`` is Light's left corner of Light's baseline,
rank 1); Light moves up the ranks and crosses off rank N, Dark moves down and crosses off
rank 1 (B1, B6, B9).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.berd.rules import BerdRules
from neurodrez_desktop.games.berd.state import (
    DARK,
    LIGHT,
    MOVE,
    OTHER_SIDE,
    BerdAction,
    BerdState,
    Move,
    make_token,
    owner_of,
    parse_square,
)

_RULES = BerdRules()
"""The checks apply moves themselves (the rules object is stateless)."""


def _position(board: dict[str, list[str]], collected: tuple[list[str], list[str]], *,
              size: int = 4, tokens: int = 4, to_move: int = LIGHT,
              side_moves: tuple[int, int] = (0, 0), plies: int = 10,
              colour_protection: bool = False, points: str = "none"
              ) -> Callable[[Rules[BerdState, BerdAction]], BerdState]:
    """A build function: the position read back through the rules' JSON (checked)."""
    obj = {
        "game": "berd",
        "options": {"size": size, "tokens": tokens, "arrangement": "automatic",
                    "colour_protection": colour_protection, "points": points},
        "phase": "move", "to_move": to_move, "board": board,
        "reserve": [[], []], "collected": [collected[0], collected[1]],
        "side_moves": list(side_moves), "passes": 0, "plies": plies, "end_reason": "",
    }

    def build(rules: Rules[BerdState, BerdAction]) -> BerdState:
        return rules.state_from_json(obj)

    return build


def _token(name: str) -> int:
    return make_token(LIGHT if name[0] == "L" else DARK, int(name[1:]) - 1)


def _square_of(state: BerdState, token: int) -> tuple[int, int] | None:
    n = state.config.size
    for index, stack in enumerate(state.board):
        if token in stack:
            return (index % n, index // n)
    return None


def _is_capture(state: BerdState, action: BerdAction) -> bool:
    if not isinstance(action, Move) or action.target is None:
        return False
    dest = state.stack(action.target)
    return bool(dest) and owner_of(dest[-1]) != state.to_move


def _lands_on(state: BerdState, square: tuple[int, int] | None) -> bool:
    """Whether the side to move in ``state`` has a legal move landing on ``square``."""
    if square is None or state.phase != MOVE:
        return False
    return any(isinstance(a, Move) and a.target == square for a in _RULES.legal_actions(state))


def _wins(state: BerdState, side: int) -> bool:
    outcome = _RULES.outcome(state)
    return outcome is not None and tuple(outcome.winners) == (side,)


def free_capture(state: BerdState, action: BerdAction) -> bool:
    """A capture (B8) after which the opponent has no move landing on the captured square
    (a Berd cannot be landed on; B7 and B13 may forbid the step too)."""
    if not isinstance(action, Move) or not _is_capture(state, action):
        return False
    after = _RULES.apply(state, action)
    if _wins(after, state.to_move):
        return True
    return not _lands_on(after, action.target)


def keeps_safe(*names: str) -> Callable[[BerdState, BerdAction], bool]:
    """After the move, no opponent move lands on a stack holding any of these tokens (or
    they are collected, or the game is won)."""
    tokens = [_token(n) for n in names]

    def good(state: BerdState, action: BerdAction) -> bool:
        after = _RULES.apply(state, action)
        if _wins(after, state.to_move):
            return True
        if after.phase != MOVE:
            return False
        return not any(_lands_on(after, _square_of(after, t)) for t in tokens)

    return good


def wins_now(state: BerdState, action: BerdAction) -> bool:
    """B11/B12: the move ends the game and the mover alone has the higher score."""
    return _wins(_RULES.apply(state, action), state.to_move)


def stops_win(state: BerdState, action: BerdAction) -> bool:
    """The move wins at once, or leaves the opponent no move that wins at once."""
    side = state.to_move
    after = _RULES.apply(state, action)
    if _wins(after, side):
        return True
    if after.phase != MOVE:
        return False
    other = OTHER_SIDE[side]
    return not any(_wins(_RULES.apply(after, reply), other)
                   for reply in _RULES.legal_actions(after))


def collects_at_least(count: int) -> Callable[[BerdState, BerdAction], bool]:
    """A crossing (B9) that collects ``count`` or more tokens, or a move that wins."""

    def good(state: BerdState, action: BerdAction) -> bool:
        side = state.to_move
        after = _RULES.apply(state, action)
        if _wins(after, side):
            return True
        gained = len(after.collected[side]) - len(state.collected[side])
        return isinstance(action, Move) and action.target is None and gained >= count

    return good


def captures_on(*squares: str) -> Callable[[BerdState, BerdAction], bool]:
    """A capture landing on one of ``squares`` that is free (``free_capture``)."""
    targets = {parse_square(s) for s in squares}

    def good(state: BerdState, action: BerdAction) -> bool:
        return (isinstance(action, Move) and action.target in targets
                and free_capture(state, action))

    return good


def recovers(*names: str) -> Callable[[BerdState, BerdAction], bool]:
    """After the move, every stack holding these (the mover's) tokens is the mover's and
    the opponent has no move landing on it (a Berd, B8)."""
    tokens = [_token(n) for n in names]

    def good(state: BerdState, action: BerdAction) -> bool:
        side = state.to_move
        after = _RULES.apply(state, action)
        if _wins(after, side):
            return True
        if after.phase != MOVE:
            return False
        for t in tokens:
            square = _square_of(after, t)
            if square is None or after.controller(square) != side or _lands_on(after, square):
                return False
        return True

    return good


def _tactics() -> Iterable[Tactic]:
    yield Tactic(
        "capture the token in front", "take free material",
        "Light's b2 can land on Dark's lone token on b3 (B8 capture); no Dark stack stands "
        "on b4, a3 or c3, so nothing can land on b3 next (B6) — and b3 was about to take b2.",
        _position({"b2": ["L1"], "a1": ["L2"], "d1": ["L3"], "b3": ["D1"],
                   "d4": ["D2", "D3"]}, (["L4"], ["D4"]), tokens=4),
        free_capture)
    yield Tactic(
        "sideways limit protects the capture", "take free material",
        "b2 takes the lone Dark token on c2 sideways. Dark's d2 stands beside c2 but Dark "
        "has made three sideways moves in a row, so a fourth (d2-c2) is illegal (B7): the "
        "capture cannot be answered.",
        _position({"b2": ["L1"], "a1": ["L2"], "c2": ["D1"], "d2": ["D2"], "d4": ["D3"]},
                  (["L3"], []), tokens=3, side_moves=(0, 3), plies=12),
        free_capture)
    yield Tactic(
        "recover the captured token", "take free material",
        "Landing on Dark's tower b3 (Light's token under a Dark one) recovers it: the stack "
        "holds two Light tokens, so it is restacked with them on top, a Berd nobody may land "
        "on (B8). Taking d3 instead is answered by d4-d3, which makes a Dark Berd of it.",
        _position({"b2": ["L1"], "d2": ["L2"], "b3": ["L3", "D1"], "d3": ["D2"],
                   "d4": ["D3"]}, ([], []), tokens=3),
        free_capture)
    yield Tactic(
        "save the tower", "save attacked material",
        "Light's tower on b2 (two captured Dark tokens under a Light one) is an unprotected "
        "tower: Dark's b3 can land on it and recover both (B8). Either step it to a2, where "
        "no Dark stack reaches, or put b1 on top to make a Berd (B3, B8). b2-b3 and b2-c2 "
        "walk into d4's top token and c3.",
        _position({"b2": ["D1", "D2", "L1"], "b1": ["L2"], "b3": ["D3"],
                   "b4": ["D4", "D5"], "c3": ["D6"]},
                  (["L3", "L4"], ["L5", "L6"]), tokens=6),
        keeps_safe("L1"))
    yield Tactic(
        "step onto your colour", "save attacked material",
        "With colour protection a tower on a square of its own colour cannot be captured "
        "(B13). Light's tower stands on a Dark square under c3; every step of it (or c1 "
        "stacked on it, a Berd) makes it safe; a move of a2 leaves it to be taken.",
        _position({"c2": ["D1", "L1"], "c1": ["L2"], "a1": ["L3"], "c3": ["D2"],
                   "d3": ["D3"], "a4": ["D4"]}, (["L4"], []), tokens=4,
                  colour_protection=True),
        keeps_safe("L1"))
    yield Tactic(
        "take the last Dark stack", "win in one",
        "b3 is the only stack Dark controls: capturing it leaves only Light on the board, so "
        "the game ends and Light collects everything (B11a), 5 tokens to Dark's 3.",
        _position({"b2": ["L1"], "d1": ["L2"], "b3": ["D1"]},
                  (["L3", "D2"], ["L4", "D3", "D4"]), tokens=4),
        wins_now)
    yield Tactic(
        "cross to win", "win in one",
        "Light's tower on c4 stands on Dark's baseline: crossing collects its 3 tokens (B9); "
        "Light then controls nothing, so the game ends and Dark collects its own (B11a): "
        "7 to 5 for Light. Taking b4 instead is answered by a4-b4, a Dark Berd, and Dark "
        "collects the board.",
        _position({"c4": ["D1", "D2", "L1"], "b4": ["D3"], "a4": ["D4"],
                   "d4": ["D5", "D6"]}, (["L2", "L3", "L4", "L5"], ["L6"]), tokens=6),
        wins_now)
    yield Tactic(
        "escape where Dark cannot turn", "stop a win in one",
        "b2 is Light's last stack; if Dark lands on it Dark alone controls the board and "
        "collects it (B11a), 6 to 2. b3 threatens it. a2 is under a3, but c2 and b3 itself "
        "are safe: d2 and a3 may not step sideways a fourth time in a row (B7).",
        _position({"b2": ["L1"], "b3": ["D1"], "a3": ["D2"], "d2": ["D3"]},
                  (["L2", "L3"], ["L4", "D4"]), tokens=4, side_moves=(0, 3), plies=14),
        stops_win)
    yield Tactic(
        "collect the tower now", "claim what is free",
        "Light's tower on a4 stands on Dark's baseline: crossing now collects all three of "
        "its tokens (B9). If it waits, the top token of Dark's Berd on b4 lands on it and "
        "recovers Dark's two (B8).",
        _position({"a4": ["D1", "D2", "L1"], "c1": ["L2"], "b4": ["D3", "D4"],
                   "d3": ["D5"]}, (["L3"], ["L4", "L5"]), tokens=5),
        collects_at_least(3))
    yield Tactic(
        "stop the tower crossing", "save attacked material",
        "Dark's tower on b1 holds two captured Light tokens and will cross off Light's "
        "baseline next, collecting them (B9). a1 or c1 landing on it sideways holds three "
        "Light tokens, so it is restacked as a Light Berd: both recovered, and safe (B8).",
        _position({"b1": ["L1", "L2", "D1"], "a1": ["L3"], "c1": ["L4"], "c3": ["L5"],
                   "d4": ["D2", "D5"], "a4": ["D6"]}, (["D3"], ["L6", "D4"]), tokens=6),
        recovers("L1", "L2"))
    yield Tactic(
        "take the bigger token", "take free material",
        "With points (B14) b2 can take Dark's 60 on b3 or Dark's 10 on c2, both free (no "
        "Dark stack can land on either square next). The 60 is worth six of the 10.",
        _position({"b2": ["L1"], "d1": ["L2"], "b3": ["D6"], "c2": ["D1"],
                   "d4": ["D2", "D3"]}, (["L3", "L4", "D4"], ["L5", "L6", "D5"]),
                  tokens=6, points="visible"),
        captures_on("b3"))


def tactics() -> list[Tactic]:
    """Berd's tactics positions (``SearchPolicy.tactics``)."""
    return list(_tactics())
