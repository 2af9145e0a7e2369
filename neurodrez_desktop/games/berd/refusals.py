"""Why Berd refuses a move, a placement or a partly made choice (rulings B1, B4–B11, B13).

Each refusal names its ruling and says what would make the move possible: where the
picked stack may go instead, what blocks each of its steps, which squares take a token.
``BerdRules.refusal`` (a whole action) and ``BerdRules.why_not`` (a selection) answer from
here, so the table never words a rule itself. The words are built only when refusing:
``apply`` asks about every action, and a legal one costs no text.
"""

from __future__ import annotations

from neurodrez_desktop.core.plurals import count, plural
from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.core.stacks import top
from neurodrez_desktop.games.berd.moves import forward_of, geometry, legal_moves
from neurodrez_desktop.games.berd.state import (
    DARK,
    END,
    FILES,
    LIGHT,
    MAX_SIDE_MOVES,
    MOVE,
    OTHER_SIDE,
    SETUP,
    SIDE_NAMES,
    BerdSelection,
    BerdState,
    Move,
    PickCrossing,
    PickLanding,
    PickPlacing,
    PickStack,
    Place,
    Square,
    is_berd,
    make_token,
    owner_of,
    square_name,
    token_value,
    value_index,
)

GAME_OVER = Refusal("B11", "The game is over.")


def still_arranging(state: BerdState) -> Refusal:
    """B4: a move asked for before every token is on the board."""
    if state.phase == SETUP:
        row = state.config.baseline(state.to_move) + 1
        return Refusal("B4", "Moves begin once every token is placed: place yours on your "
                             f"baseline, row {row}.")
    return Refusal("B4", "Moves begin once every token is dealt its value and placed.")


# -- moves -------------------------------------------------------------------------------


def move_refusal(state: BerdState, move: Move) -> Refusal | None:
    """Why ``move`` is illegal in the move phase (B1, B5–B9, B13), or None."""
    refusal = _origin_refusal(state, move.origin)
    if refusal is not None:
        return refusal
    config = state.config
    n = config.size
    side = state.to_move
    f, r = move.origin
    if move.target is None:
        if r + forward_of(side) in range(n):
            far = config.baseline(OTHER_SIDE[side])
            rows = abs(far - r)
            return Refusal("B9", f"Only a stack on {SIDE_NAMES[OTHER_SIDE[side]]}'s baseline "
                                 f"(row {far + 1}) may cross off the board; "
                                 f"{square_name(move.origin)} is "
                                 f"{count(rows, 'row', 'rows')} short of it.")
        return None
    tf, tr = move.target
    sideways = tr == r and abs(tf - f) == 1
    if not (sideways or (tf == f and tr == r + forward_of(side))):
        return Refusal("B6", "A stack steps one square forward, left or right. "
                             + _landings(state, move.origin))
    if not (0 <= tf < n and 0 <= tr < n):
        return Refusal("B6", f"That square is off the board. {_landings(state, move.origin)}")
    rule = _step_block(state, move.target, sideways)
    if rule is None:
        return None
    holder = SIDE_NAMES[owner_of(top(state.stack(move.target)))] if rule != "B7" else ""
    why = {"B7": "Three sideways moves in a row already: the next must go forward.",
           "B8": f"{holder}'s Berd on {square_name(move.target)} cannot be landed on.",
           "B13": f"{holder}'s tower on {square_name(move.target)} stands on its own "
                  "colour: it is protected."}[rule]
    return Refusal(rule, f"{why} {_landings(state, move.origin)}")


def _origin_refusal(state: BerdState, origin: Square) -> Refusal | None:
    """B1, B5: no square there, nothing on it, or not a stack of the side to move."""
    n = state.config.size
    f, r = origin
    if not (0 <= f < n and 0 <= r < n):
        return Refusal("B1", f"There is no such square on a {n}×{n} board.")
    stack = state.stack(origin)
    if stack and owner_of(top(stack)) == state.to_move:
        return None
    where = square_name(origin)
    mine = SIDE_NAMES[state.to_move]
    if not stack:
        return Refusal("B5", f"Nothing to move on {where}: pick one of your stacks, one "
                             f"whose top token is {mine}'s.")
    return Refusal("B5", f"The stack on {where} is {SIDE_NAMES[owner_of(top(stack))]}'s, "
                         f"whose token is on top: move one whose top token is yours ({mine}).")


def _step_block(state: BerdState, target: Square, sideways: bool) -> str | None:
    """The ruling that blocks a step onto ``target`` (on the board), or None: B7 (a fourth
    sideways move), B8 (an opponent's Berd), B13 (a tower on its own colour)."""
    side = state.to_move
    if sideways and state.side_moves[side] >= MAX_SIDE_MOVES:
        return "B7"
    dest = state.stack(target)
    if dest:
        holder = owner_of(top(dest))
        if holder != side:
            if is_berd(dest):
                return "B8"
            config = state.config
            if config.colour_protection and config.square_colour(target) == holder:
                return "B13"
    return None


def _landings(state: BerdState, origin: Square) -> str:
    """Where the stack on ``origin`` may go instead (``_stuck`` says why it may not)."""
    moves = [m for m in legal_moves(state) if m.origin == origin]
    names = [square_name(m.target) for m in moves if m.target is not None]
    ways = (["cross off the board"] if len(names) < len(moves) else []) + (
        [f"go to {_either(names)}"] if names else [])
    if ways:
        return f"From {square_name(origin)} it may {_either(ways)}."
    return f"The stack on {square_name(origin)} has no legal move now: move another one."


def _stuck(state: BerdState, origin: Square) -> Refusal | None:
    """Why a stack of the side to move has no step at all; None if it has one.

    The refusal carries the ruling that blocks its forward step (every square has one, and
    a stack that could cross would not be stuck); the message names what blocks each step,
    squares blocked alike together.
    """
    side = state.to_move
    blocked: dict[str, list[str]] = {}  # ruling -> squares it blocks, forward's first
    for _target, sideways, move in geometry(state.config.size).steps_from(origin, side):
        if move.target is None:
            return None  # B9: crossing is always open
        rule = _step_block(state, move.target, sideways)
        if rule is None:
            return None
        blocked.setdefault(rule, []).append(square_name(move.target))
    lead = next(iter(blocked))
    opponent = SIDE_NAMES[OTHER_SIDE[side]]
    parts = []
    for rule, squares in blocked.items():
        n = len(squares)
        text = {"B7": "no 4th sideways move in a row",
                "B8": f"{opponent}'s {plural(n, 'Berd', 'Berds')} on {_either(squares, 'and')}",
                "B13": f"{opponent}'s {plural(n, 'protected tower', 'protected towers')} on "
                       f"{_either(squares, 'and')}"
                }[rule]
        parts.append(text)
    then = ("Move another stack." if legal_moves(state)
            else "No stack can move: pass.")
    return Refusal(lead, f"Stack {square_name(origin)} cannot move: {'; '.join(parts)}. "
                         + then)


def pass_refusal(state: BerdState) -> Refusal | None:
    """B10: a pass while some move is legal."""
    moves = legal_moves(state)
    if not moves:
        return None
    origins = list(dict.fromkeys(square_name(m.origin) for m in moves))
    return Refusal("B10", "You may pass only when you have no legal move: you can move the "
                          f"stack on {_either(origins)}.")


# -- placing (B4) ------------------------------------------------------------------------


def place_refusal(state: BerdState, place: Place) -> Refusal | None:
    if state.phase != SETUP:
        if state.phase == MOVE:
            return Refusal("B4", "Every token is placed and setup is over: move a stack.")
        return Refusal("B4", "The tokens are being dealt their values; they are placed "
                             "automatically.")
    config = state.config
    if not 0 <= place.file < config.size:
        return Refusal("B4", "Tokens go on a square of your own baseline, on a file from a "
                             f"to {FILES[config.size - 1]}.")
    side = state.to_move
    reserve = state.reserve[side]
    alike = (f"Without points all tokens are alike: place the next one ({len(reserve)} "
             "left).")
    if make_token(side, place.value_index) not in reserve:
        values = sorted(v for v in map(token_value, reserve) if v is not None)
        if not (config.has_points and values):
            return Refusal("B4", alike)
        return Refusal("B4", "You have no such token left: place one of those left, worth "
                             f"{_either([str(v) for v in values], 'or')}.")
    if not config.has_points and place.value_index != min(value_index(t) for t in reserve):
        return Refusal("B4", alike)
    return None


# -- selections --------------------------------------------------------------------------


def selection_refusal(state: BerdState, selection: BerdSelection) -> Refusal | None:
    """Why nothing the side to act may do matches ``selection``; None when something does.

    A stack matches when some move starts from it; a landing square or a crossing strip
    when the picked stack's move there is legal; a square to place on when it is on the
    placer's baseline and (if a token is named) that token may go there.
    """
    if not isinstance(selection, PickStack | PickLanding | PickCrossing | PickPlacing):
        raise TypeError(f"{selection!r} is not a Berd selection")
    if state.phase == END:
        return GAME_OVER
    if isinstance(selection, PickPlacing):
        return _placing_refusal(state, selection)
    if state.phase != MOVE:
        return still_arranging(state)
    origin = selection.square if isinstance(selection, PickStack) else selection.origin
    refusal = _origin_refusal(state, origin) or _stuck(state, origin)
    if refusal is not None or isinstance(selection, PickStack):
        return refusal
    if isinstance(selection, PickCrossing):
        return _strip_refusal(state, selection) or move_refusal(state, Move(origin, None))
    return move_refusal(state, Move(origin, selection.square))


def _strip_refusal(state: BerdState, selection: PickCrossing) -> Refusal | None:
    """B9: each side crosses off the board beyond the opponent's baseline only."""
    side = state.to_move
    if selection.strip == side:
        return None
    other = OTHER_SIDE[side]
    whose = (f"where {SIDE_NAMES[selection.strip]} crosses"
             if selection.strip in (LIGHT, DARK) else "no crossing")
    return Refusal("B9", f"That is {whose}: {SIDE_NAMES[side]} crosses off the board beyond "
                         f"{SIDE_NAMES[other]}'s baseline (row "
                         f"{state.config.baseline(other) + 1}).")


def _placing_refusal(state: BerdState, selection: PickPlacing) -> Refusal | None:
    if state.phase != SETUP:
        return place_refusal(state, Place(0, 0))
    config = state.config
    n = config.size
    f, r = selection.square
    if not (0 <= f < n and 0 <= r < n):
        return Refusal("B1", f"There is no such square on a {n}×{n} board.")
    row = config.baseline(state.to_move)
    if r != row:
        return Refusal("B4", f"Tokens go on your own baseline, row {row + 1}: click one of "
                             f"its squares, {square_name((0, row))} to "
                             f"{square_name((n - 1, row))}.")
    if selection.value_index is None:
        return None  # some token is left (else it would not be this side's turn)
    return place_refusal(state, Place(f, selection.value_index))


def _either(words: list[str], joiner: str = "or") -> str:
    """"b3", "b3 or a2", "b3, a2 or c2"."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {joiner} {words[-1]}"
