"""Why Berd refuses a move, a placement or a partly made choice (rulings B1, B4–B11, B13).

Each refusal names its ruling and says what would make the move possible: where the
picked stack may go instead, what blocks each of its steps, which squares take a token.
``BerdRules.refusal`` (a whole action) and ``BerdRules.why_not`` (a selection) answer from
here, so the table never words a rule itself. The words are built only when refusing:
``apply`` asks about every action, and a legal one costs no text.
"""

from __future__ import annotations

from neurodrez_desktop.core.protocol import Refusal
from neurodrez_desktop.core.stacks import top
from neurodrez_desktop.games.berd.catalog import _, ngettext
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
    side_name,
    square_name,
    token_value,
    value_index,
)


def game_over() -> Refusal:
    """B11: nothing more to do."""
    return Refusal("B11", _("The game is over."))


def still_arranging(state: BerdState) -> Refusal:
    """B4: a move asked for before every token is on the board."""
    if state.phase == SETUP:
        row = state.config.baseline(state.to_move) + 1
        return Refusal("B4", _("Moves begin once every token is placed: place yours on your "
                               "baseline, row {row}.").format(row=row))
    return Refusal("B4", _("Moves begin once every token is dealt its value and placed."))


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
            return Refusal("B9", ngettext(
                "Only a stack on {side}'s baseline (row {row}) may cross off the board; "
                "{square} is {n} row short of it.",
                "Only a stack on {side}'s baseline (row {row}) may cross off the board; "
                "{square} is {n} rows short of it.", rows).format(
                    side=side_name(OTHER_SIDE[side]), row=far + 1,
                    square=square_name(move.origin), n=rows))
        return None
    tf, tr = move.target
    sideways = tr == r and abs(tf - f) == 1
    if not (sideways or (tf == f and tr == r + forward_of(side))):
        return Refusal("B6", _("A stack steps one square forward, left or right.") + " "
                             + _landings(state, move.origin))
    if not (0 <= tf < n and 0 <= tr < n):
        return Refusal("B6", _("That square is off the board.") + " "
                             + _landings(state, move.origin))
    rule = _step_block(state, move.target, sideways)
    if rule is None:
        return None
    holder = side_name(owner_of(top(state.stack(move.target)))) if rule != "B7" else ""
    where = square_name(move.target)
    if rule == "B7":
        why = _("Three sideways moves in a row already: the next must go forward.")
    elif rule == "B8":
        why = _("{side}'s Berd on {square} cannot be landed on.").format(
            side=holder, square=where)
    else:
        why = _("{side}'s tower on {square} stands on its own colour: it is protected."
                ).format(side=holder, square=where)
    return Refusal(rule, f"{why} {_landings(state, move.origin)}")


def _origin_refusal(state: BerdState, origin: Square) -> Refusal | None:
    """B1, B5: no square there, nothing on it, or not a stack of the side to move."""
    n = state.config.size
    f, r = origin
    if not (0 <= f < n and 0 <= r < n):
        return Refusal("B1", _("There is no such square on a {n}×{n} board.").format(n=n))
    stack = state.stack(origin)
    if stack and owner_of(top(stack)) == state.to_move:
        return None
    where = square_name(origin)
    mine = side_name(state.to_move)
    if not stack:
        return Refusal("B5", _("Nothing to move on {square}: pick one of your stacks, one "
                               "whose top token is {side}'s.").format(square=where, side=mine))
    return Refusal("B5", _("The stack on {square} is {owner}'s, whose token is on top: move "
                           "one whose top token is yours ({side}).").format(
                               square=where, owner=side_name(owner_of(top(stack))), side=mine))


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
    where = square_name(origin)
    crosses = len(names) < len(moves)
    if crosses and names:
        return _("From {square} it may cross off the board or go to {squares}.").format(
            square=where, squares=_either(names))
    if crosses:
        return _("From {square} it may cross off the board.").format(square=where)
    if names:
        return _("From {square} it may go to {squares}.").format(
            square=where, squares=_either(names))
    return _("The stack on {square} has no legal move now: move another one.").format(
        square=where)


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
    opponent = side_name(OTHER_SIDE[side])
    parts = []
    for rule, squares in blocked.items():
        n = len(squares)
        on = _either(squares, _("and"))
        if rule == "B7":
            text = _("no 4th sideways move in a row")
        elif rule == "B8":
            text = ngettext("{side}'s Berd on {squares}", "{side}'s Berds on {squares}",
                            n).format(side=opponent, squares=on)
        else:
            text = ngettext("{side}'s protected tower on {squares}",
                            "{side}'s protected towers on {squares}", n).format(
                                side=opponent, squares=on)
        parts.append(text)
    then = (_("Move another stack.") if legal_moves(state)
            else _("No stack can move: pass."))
    return Refusal(lead, _("Stack {square} cannot move: {reasons}.").format(
        square=square_name(origin), reasons="; ".join(parts)) + " " + then)


def pass_refusal(state: BerdState) -> Refusal | None:
    """B10: a pass while some move is legal."""
    moves = legal_moves(state)
    if not moves:
        return None
    origins = list(dict.fromkeys(square_name(m.origin) for m in moves))
    return Refusal("B10", _("You may pass only when you have no legal move: you can move "
                            "the stack on {squares}.").format(squares=_either(origins)))


# -- placing (B4) ------------------------------------------------------------------------


def place_refusal(state: BerdState, place: Place) -> Refusal | None:
    if state.phase != SETUP:
        if state.phase == MOVE:
            return Refusal("B4", _("Every token is placed and setup is over: move a stack."))
        return Refusal("B4", _("The tokens are being dealt their values; they are placed "
                               "automatically."))
    config = state.config
    if not 0 <= place.file < config.size:
        return Refusal("B4", _("Tokens go on a square of your own baseline, on a file from a "
                               "to {last}.").format(last=FILES[config.size - 1]))
    side = state.to_move
    reserve = state.reserve[side]
    alike = _("Without points all tokens are alike: place the next one ({left} left).").format(
        left=len(reserve))
    if make_token(side, place.value_index) not in reserve:
        values = sorted(v for v in map(token_value, reserve) if v is not None)
        if not (config.has_points and values):
            return Refusal("B4", alike)
        return Refusal("B4", _("You have no such token left: place one of those left, worth "
                               "{values}.").format(values=_either([str(v) for v in values])))
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
        return game_over()
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
    if selection.strip in (LIGHT, DARK):
        whose = _("That is where {side} crosses").format(side=side_name(selection.strip))
    else:
        whose = _("That is no crossing")
    return Refusal("B9", _("{whose}: {side} crosses off the board beyond {other}'s baseline "
                           "(row {row}).").format(whose=whose, side=side_name(side),
                                                  other=side_name(other),
                                                  row=state.config.baseline(other) + 1))


def _placing_refusal(state: BerdState, selection: PickPlacing) -> Refusal | None:
    if state.phase != SETUP:
        return place_refusal(state, Place(0, 0))
    config = state.config
    n = config.size
    f, r = selection.square
    if not (0 <= f < n and 0 <= r < n):
        return Refusal("B1", _("There is no such square on a {n}×{n} board.").format(n=n))
    row = config.baseline(state.to_move)
    if r != row:
        return Refusal("B4", _("Tokens go on your own baseline, row {row}: click one of its "
                               "squares, {first} to {last}.").format(
                                   row=row + 1, first=square_name((0, row)),
                                   last=square_name((n - 1, row))))
    if selection.value_index is None:
        return None  # some token is left (else it would not be this side's turn)
    return place_refusal(state, Place(f, selection.value_index))


def _either(words: list[str], joiner: str | None = None) -> str:
    """"b3", "b3 or a2", "b3, a2 or c2" (``joiner``: "or" in the player's language, unless
    another word is given)."""
    if len(words) <= 1:
        return "".join(words)
    word = joiner or _("or")
    return f"{', '.join(words[:-1])} {word} {words[-1]}"
