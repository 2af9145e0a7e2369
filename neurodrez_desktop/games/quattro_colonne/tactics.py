"""Quattro Colonne's tactics positions (``core/tactics.py``): decisions with a clear right
answer, written from the rulings Q1–Q12, not from what a computer player plays.

Two kinds of decision: the secret order (Q4; the first player commits first, so the
position holds no order yet and the opponent's is unknown) and a step's move once both
orders are revealed (Q5). Each position is read from JSON through the rules (the codec
checks that the pieces add up, Q2/Q7, and that the phase fits the orders); each side's
reserve is what its pieces on the board and its losses leave of 2 knights, 1 queen and 1
king.

The checks say in the rules' terms what makes an answer good — "captures the King and so
wins (Q10, Q11)", "no Black piece in a column Black still activates this round can land
there (Q5)", "gives value 4 to the column of the piece that must move first" — so every
answer that does it is accepted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.quattro_colonne.moves import targets
from neurodrez_desktop.games.quattro_colonne.rules import QuattroColonneRules
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    END,
    FILES,
    MOVE,
    OTHER,
    START_RESERVE,
    STEP_VALUES,
    WHITE,
    GiveOrder,
    Move,
    Order,
    QCAction,
    QCState,
    parse_square,
)

_RULES = QuattroColonneRules()
"""The checks apply moves themselves (the rules object is stateless)."""

_KINDS = "NQK"  # the reserve's kinds, in START_RESERVE order


def order(columns: str) -> Order:
    """The order giving 4, 3, 2, 1 to the columns named in turn: ``order("dcef")`` is
    d 4, c 3, e 2, f 1, written as the values of c, d, e, f: (3, 4, 2, 1)."""
    values = [0, 0, 0, 0]
    for value, column in zip(STEP_VALUES, columns, strict=True):
        values[FILES.index(column)] = value
    return (values[0], values[1], values[2], values[3])


def _position(pieces: dict[str, str], captured: tuple[str, str], *,
              orders: tuple[Order | None, Order | None] = (None, None), step: int = 0,
              to_act: int = WHITE, first: int = WHITE, round_: int = 2
              ) -> Callable[[Rules[QCState, QCAction]], QCState]:
    """A build function. ``pieces`` maps squares to "WN" and the like; ``captured`` is
    each side's captures as kind letters ("PP"). Without orders the position is the first
    player's secret order (Q4); with both, a step's move (Q5): ``to_act`` is the first
    player of the step, or the other one after the first has acted."""
    reserve = []
    for side, letter in ((WHITE, "W"), (BLACK, "B")):
        lost = captured[OTHER[side]]
        reserve.append([start - sum(1 for p in pieces.values() if p == letter + kind)
                        - lost.count(kind) for start, kind in zip(START_RESERVE, _KINDS,
                                                                  strict=True)])
    in_order = orders == (None, None)
    obj = {
        "game": "quattro_colonne",
        "phase": "order" if in_order else "move",
        "board": pieces,
        "reserve": reserve,
        "captured": [list(captured[0]), list(captured[1])],
        "first": first,
        "round": round_,
        "orders": [None if o is None else list(o) for o in orders],
        "step": step,
        "to_act": first if in_order else to_act,
        "acted": 0 if in_order or to_act == first else 1,
        "step_first": first,
        "rolls": [],
        "end_reason": "",
    }

    def build(rules: Rules[QCState, QCAction]) -> QCState:
        return rules.state_from_json(obj)

    return build


# -- the checks ---------------------------------------------------------------------------


def wins_now(state: QCState, action: QCAction) -> bool:
    """The action ends the game (a King captured, or the round over with a side bare, Q10)
    and the mover alone wins on captures (Q11)."""
    after = _RULES.apply(state, action)
    if after.phase != END:
        return False
    outcome = _RULES.outcome(after)
    return outcome is not None and tuple(outcome.winners) == (state.to_act,)


def _columns_still_active(state: QCState, side: int) -> list[int]:
    """The columns ``side`` will still activate this round, in the steps' order (Q5)."""
    own = state.orders[side]
    if own is None or state.phase not in (MOVE, CONTEST):
        return []
    out = []
    for step in range(state.step, 4):
        if step == state.step and state.phase == MOVE and state.to_act != side:
            continue  # this step's turn of ``side`` is over
        out.append(own.index(STEP_VALUES[step]))
    return out


def _attacked_later(state: QCState, square: int, by: int) -> bool:
    """Whether a piece of ``by`` standing in a column ``by`` still activates this round
    can move to ``square`` (the pieces where they stand now)."""
    columns = set(_columns_still_active(state, by))
    return any(code and code >> 3 == by and origin % 4 in columns
               and square in targets(state.board, origin)
               for origin, code in enumerate(state.board))


def free_capture(state: QCState, action: QCAction) -> bool:
    """A capture whose capturer no opposing piece can take back this round: none stands
    in a column the opponent still activates and reaches the square (Q5, Q6)."""
    if not isinstance(action, Move) or not state.board[action.target]:
        return False
    if wins_now(state, action):
        return True
    after = _RULES.apply(state, action)
    return not _attacked_later(after, action.target, OTHER[state.to_act])


def moves_out_of_reach(square: str) -> Callable[[QCState, QCAction], bool]:
    """The piece on ``square`` moves to a square no opposing piece in a column the
    opponent still activates this round can move to (or the move wins)."""
    origin = parse_square(square)

    def good(state: QCState, action: QCAction) -> bool:
        if wins_now(state, action):
            return True
        if not isinstance(action, Move) or action.origin != origin:
            return False
        after = _RULES.apply(state, action)
        return not _attacked_later(after, action.target, OTHER[state.to_act])

    return good


def takes_on(square: str) -> Callable[[QCState, QCAction], bool]:
    """Any capture on ``square``."""
    where = parse_square(square)

    def good(state: QCState, action: QCAction) -> bool:
        return isinstance(action, Move) and action.target == where

    return good


def either(*checks: Callable[[QCState, QCAction], bool]
           ) -> Callable[[QCState, QCAction], bool]:
    def good(state: QCState, action: QCAction) -> bool:
        return any(check(state, action) for check in checks)

    return good


def four_on(*columns: str) -> Callable[[QCState, QCAction], bool]:
    """An order giving the value 4 to one of ``columns``: that column plays in the first
    step, and the first player acts first in it (Q5) — a contest there can only come from
    the opponent giving the same column 4, and they have nothing there to move."""
    wanted = {FILES.index(c) for c in columns}

    def good(state: QCState, action: QCAction) -> bool:
        return isinstance(action, GiveOrder) and action.values.index(4) in wanted

    return good


# -- the positions ------------------------------------------------------------------------


def _tactics() -> Iterable[Tactic]:
    # Round 3, step 2 (value 3): White plays column d first. White has captured two, Black
    # three; the King makes it three each, and the side that took a King wins (Q11).
    yield Tactic(
        "take the King to win the tie", "win in one",
        "The knight on d5 reaches e7: capturing the King ends the game (Q10); it makes the "
        "captures three each, and with equal captures whoever captured a King wins (Q11). "
        "Taking the pawn on c7 leaves Black a step to run.",
        _position({"d5": "WN", "e7": "BK", "c7": "BP"}, ("PP", "PNP"),
                  orders=(order("cdef"), order("fecd")), step=1, round_=3),
        wins_now)
    yield Tactic(
        "take the last piece", "win in one",
        "The last step of the round, Black has played: d5 takes e6, Black's last piece. "
        "The round ends with Black bare, so the game ends (Q10), 3 captures to 1 (Q11).",
        _position({"d5": "WP", "d2": "WN", "e6": "BP"}, ("PP", "P"),
                  orders=(order("cefd"), order("cdef")), step=3, to_act=WHITE,
                  first=BLACK),
        wins_now)
    yield Tactic(
        "take the free knight", "take free material",
        "White plays column c first (Q5). The knight on c3 can take Black's knight on d5, "
        "and no Black piece reaches d5 afterwards; left alone it would take c3 when Black "
        "plays column d. Nc3xe4 is taken back by f5 in this very step.",
        _position({"c2": "WP", "c3": "WN", "f2": "WP", "d5": "BN", "e4": "BP",
                   "f5": "BP", "c7": "BP"}, ("P", "PN"),
                  orders=(order("cdef"), order("fedc"))),
        free_capture)
    yield Tactic(
        "save the queen", "save attacked material",
        "The round's last step: White plays column e, then Black column d (Q5). Black's "
        "knight on d6 attacks the queen on e4: it must go where neither the knight nor the "
        "d7 pawn can land — not c4, f5 or e8 (the knight), c6 or e6 (the pawn).",
        _position({"e4": "WQ", "e2": "WP", "c2": "WP", "d6": "BN", "d7": "BP",
                   "f7": "BP", "c8": "BP"}, ("PN", "PN"),
                  orders=(order("cdfe"), order("cefd")), step=3),
        moves_out_of_reach("e4"))
    yield Tactic(
        "king out of the knight's reach", "stop a win in one",
        "The round's last step: White plays column d, then Black column e. Black's knight "
        "on e3 attacks White's King on d1: with captures one each, taking it would win "
        "Black the game (Q10, Q11). The King steps where the knight cannot land (not c2).",
        _position({"d1": "WK", "f2": "WP", "c3": "WP", "e3": "BN", "d7": "BP",
                   "f7": "BP"}, ("P", "P"),
                  orders=(order("cefd"), order("cdfe")), step=3),
        moves_out_of_reach("d1"))
    yield Tactic(
        "take the queen that attacks the King", "stop a win in one",
        "Black's queen on d6 looks down the d file at White's King on d2, and Black plays "
        "column d later this round; equal captures, so the King would win Black the game "
        "(Q11). White plays column c now and cannot move the King, but the knight on c4 "
        "can take the queen (Q6).",
        _position({"d2": "WK", "c4": "WN", "c2": "WP", "f2": "WP", "d6": "BQ",
                   "e8": "BP", "f7": "BP"}, ("PP", "PP"),
                  orders=(order("cdef"), order("efdc"))),
        takes_on("d6"))
    yield Tactic(
        "take the pawn, not the knight", "take free material",
        "Black plays column e after White, in the third step; only White's column c is "
        "still to come. e5 can take d4 or f4, but c3 takes back on d4 (Q6); f4 is free.",
        _position({"d4": "WN", "f4": "WP", "c3": "WP", "e5": "BP", "d7": "BP",
                   "f8": "BN"}, ("P", "P"),
                  orders=(order("fdec"), order("dcef")), step=2, to_act=BLACK),
        free_capture)
    # Orders: the first player commits first, knowing nothing of the other's order (Q4).
    yield Tactic(
        "order the knight first for the King", "win in one",
        "White holds the marker. The knight on d5 attacks the King on e7, which can run "
        "when Black plays column e. Give column d the 4: in the first step White acts "
        "first (Q5) and takes the King, winning three captures each with the King (Q11).",
        _position({"d5": "WN", "e7": "BK", "c7": "BP"}, ("PP", "PNP"),
                  round_=3),
        four_on("d"))
    yield Tactic(
        "order the queen out of danger", "save attacked material",
        "White holds the marker. Black's knight on d6 attacks the queen on e4, and Black "
        "may play column d first. Give the 4 to column e: in the first step White acts "
        "first (Q5) and the queen moves away before the knight can take it.",
        _position({"e4": "WQ", "c2": "WP", "e2": "WP", "d6": "BN", "f7": "BP",
                   "d7": "BP"}, ("PN", "PN")),
        four_on("e"))
    yield Tactic(
        "order the capture before the knight runs", "take free material",
        "Black holds the marker and orders first. Black's pawn on e5 attacks White's knight "
        "on d4, which escapes when White plays column d. Give column e the 4: Black acts "
        "first in the first step (Q5) and takes it; nothing of White's reaches d4.",
        _position({"d4": "WN", "c2": "WP", "f2": "WP", "e5": "BP", "c7": "BP",
                   "f7": "BP"}, ("PN", "P"), first=BLACK),
        four_on("e"))
    yield Tactic(
        "order the King's escape", "stop a win in one",
        "White holds the marker. Black's knight on e3 attacks the King on d1; with equal "
        "captures taking it wins Black the game (Q11). Give column f the 4: f2 takes the "
        "knight first (Q5, Q6). Stepping the King away is not enough: the knight can jump "
        "after it and take it in a later step, when column d has played.",
        _position({"d1": "WK", "f2": "WP", "c2": "WP", "e3": "BN", "d7": "BP",
                   "f7": "BP"}, ("P", "P")),
        four_on("f"))


def tactics() -> list[Tactic]:
    """Quattro Colonne's tactics positions (``SearchPolicy.tactics``)."""
    return list(_tactics())
