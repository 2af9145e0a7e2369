"""Berd: an abstract stacking race for two (rulebook ``berd.txt``, rulings B1–B15).

Pure Python. The per-size move tables are built once (``moves.py``), and legality is
checked directly for one action (``refusal``, worded in ``refusals.py``) rather than by
searching the legal list, so a random playout runs several times faster than
python-chess plies.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from neurodrez_desktop.core.errors import InvalidOptionsError
from neurodrez_desktop.core.protocol import (
    CHANCE,
    TERMINAL,
    Outcome,
    Refusal,
    Rules,
    seat_scores_to_winners,
)
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.core.stacks import restack_on_top, split, top
from neurodrez_desktop.games.berd import codec, end_reasons, refusals
from neurodrez_desktop.games.berd.catalog import _
from neurodrez_desktop.games.berd.moves import legal_moves, lifted
from neurodrez_desktop.games.berd.spec import SPEC
from neurodrez_desktop.games.berd.state import (
    DARK,
    DEAL,
    END,
    LIGHT,
    MAX_PLIES,
    MOVE,
    OTHER_SIDE,
    PASS,
    SETUP,
    STANDARD_TOKENS,
    BerdAction,
    BerdConfig,
    BerdSelection,
    BerdState,
    Deal,
    Move,
    Pass,
    Place,
    Side,
    make_token,
    owner_of,
    token_value,
    unknown_token,
    value_index,
)


def config_from_options(options: Mapping[str, Any]) -> BerdConfig:
    """The resolved options as a config; InvalidOptionsError when tokens exceed 2N (B2)."""
    size = options["size"]
    tokens = options["tokens"]
    if tokens == "standard":
        tokens = STANDARD_TOKENS[size]
    if tokens > 2 * size:
        raise InvalidOptionsError(
            _("B2: at most {most} tokens each on a {n}×{n} board, not {tokens}").format(
                most=2 * size, n=size, tokens=tokens))
    return BerdConfig(size, tokens, options["colour_protection"], options["points"],
                      options["arrangement"] == "manual")


def options_from_config(config: BerdConfig) -> dict[str, Any]:
    return {"size": config.size, "tokens": config.tokens,
            "arrangement": "manual" if config.manual_setup else "automatic",
            "colour_protection": config.colour_protection, "points": config.points}


def _other(side: int) -> Side:
    return OTHER_SIDE[side]


class BerdRules(Rules[BerdState, BerdAction]):
    spec = SPEC

    # -- start --------------------------------------------------------------------------
    def initial_state(self, players: int = 2, options: Mapping[str, Any] | None = None
                      ) -> BerdState:
        self.spec.check_players(players)
        config = config_from_options(self.spec.resolve(options))
        empty_board = ((),) * (config.size * config.size)
        full = (tuple(make_token(LIGHT, i) for i in range(config.tokens)),
                tuple(make_token(DARK, i) for i in range(config.tokens)))
        if config.manual_setup:
            return BerdState(config, SETUP, LIGHT, empty_board, full, ((), ()))
        if config.has_points:  # values are dealt face down by chance, then spread
            return BerdState(config, DEAL, LIGHT, empty_board, ((), ()), ((), ()))
        return _arranged(BerdState(config, SETUP, LIGHT, empty_board, full, ((), ())))

    def hides_information(self, options: Mapping[str, Any] | None = None) -> bool:
        points: str = self.spec.resolve(options)["points"]
        return points == "hidden"

    # -- whose turn, what may be done -----------------------------------------------------
    def current_player(self, state: BerdState) -> int:
        phase = state.phase
        if phase in (MOVE, SETUP):
            return state.to_move
        return CHANCE if phase == DEAL else TERMINAL

    def legal_actions(self, state: BerdState) -> list[BerdAction]:
        if state.phase == MOVE:
            # a fresh list of moves, the caller's own: read as the game's actions (a list
            # is invariant in its item type, so list[Move] is not list[BerdAction])
            return cast(list[BerdAction], legal_moves(state)) or [PASS]
        if state.phase == SETUP:
            return self._placements(state)
        return []

    def _placements(self, state: BerdState) -> list[BerdAction]:
        reserve = state.reserve[state.to_move]
        indices = sorted({value_index(t) for t in reserve})
        if not state.config.has_points:  # identical tokens: one choice per file
            indices = indices[:1]
        return [Place(f, i) for f in range(state.config.size) for i in indices]

    def chance_outcomes(self, state: BerdState) -> list[tuple[BerdAction, float]]:
        if state.phase != DEAL:
            return []
        side = dealt_side(state)
        taken = {value_index(t) for t in state.reserve[side]}
        left = [i for i in range(state.config.tokens) if i not in taken]
        return [(Deal(i), 1 / len(left)) for i in left]

    def refusal(self, state: BerdState, action: BerdAction) -> Refusal | None:
        phase = state.phase
        if phase == END:
            return refusals.game_over()
        if isinstance(action, Move):
            if phase != MOVE:
                return refusals.still_arranging(state)
            return refusals.move_refusal(state, action)
        if isinstance(action, Pass):
            if phase != MOVE:
                return refusals.still_arranging(state)
            return refusals.pass_refusal(state)
        if isinstance(action, Place):
            return refusals.place_refusal(state, action)
        if isinstance(action, Deal):
            if phase != DEAL or not any(a == action for a, _ in self.chance_outcomes(state)):
                return Refusal("B4", _("Token values are dealt only by chance, at setup."))
            return None
        return Refusal("B5", f"{action!r} is not a move, a placement or a pass of Berd.")

    def why_not(self, state: BerdState, selection: BerdSelection) -> Refusal | None:
        """Why nothing the side to act may do matches a stack picked, its landing square or
        crossing strip, or a square picked to place on; None when some legal action does.
        The words say what would make it possible (``refusals.py``)."""
        return refusals.selection_refusal(state, selection)

    # -- doing it -----------------------------------------------------------------------
    def _apply(self, state: BerdState, action: BerdAction) -> BerdState:
        if isinstance(action, Move):
            return self._apply_move(state, action)
        if isinstance(action, Pass):
            return self._after_ply(state, list(state.board), state.collected,
                                   state.side_moves, state.passes + 1)
        if isinstance(action, Place):
            return self._apply_place(state, action)
        return self._apply_deal(state, action)

    def _apply_move(self, state: BerdState, move: Move) -> BerdState:
        n = state.config.size
        side = state.to_move
        board = list(state.board)
        f, r = move.origin
        origin = r * n + f
        stack = board[origin]
        # B5: the top token of a Berd (b), or the whole unprotected tower (a)
        board[origin], moving = split(stack, lifted(stack))
        collected = state.collected
        if move.target is None:  # B9: crossing collects every token of the stack
            collected = _add(collected, side, moving)
            sideways = False
        else:
            tf, tr = move.target
            target = tr * n + tf
            dest = board[target]
            combined = dest + moving
            if dest and owner_of(top(dest)) != side and sum(
                    1 for t in combined if (t & 1) == side) >= 2:
                combined = restack_on_top(combined, side, owner_of)  # B8: recovery
            board[target] = combined
            sideways = tr == r
        counts = list(state.side_moves)
        counts[side] = counts[side] + 1 if sideways else 0  # B7
        return self._after_ply(state, board, collected, (counts[0], counts[1]), 0)

    def _after_ply(self, state: BerdState, board: list[tuple[int, ...]],
                   collected: tuple[tuple[int, ...], tuple[int, ...]],
                   side_moves: tuple[int, int], passes: int) -> BerdState:
        """B11: the end checks after every move (and pass); otherwise the turn passes."""
        plies = state.plies + 1
        present = [False, False]
        for stack in board:  # every square, every ply: ``stack[-1] & 1`` is its controller
            if stack:
                present[stack[-1] & 1] = True
        reason = ""
        last_stacks = tuple(board) if any(board) else state.board  # before any collecting
        if not (present[LIGHT] and present[DARK]):
            if present[LIGHT] or present[DARK]:
                alone = LIGHT if present[LIGHT] else DARK
                everything = tuple(t for stack in board for t in stack)
                collected = _add(collected, alone, everything)
                board = [()] * len(board)
                reason = end_reasons.alone(alone)
            else:
                reason = end_reasons.NO_STACKS
        elif passes >= 2:
            reason = end_reasons.BOTH_PASSED
        elif plies >= MAX_PLIES:
            reason = end_reasons.plies_played(MAX_PLIES)
        if reason and any(board):
            for side in (LIGHT, DARK):
                mine = tuple(t for stack in board if stack and owner_of(top(stack)) == side
                             for t in stack)
                collected = _add(collected, side, mine)
            board = [()] * len(board)
        return BerdState(state.config, END if reason else MOVE,
                         state.to_move if reason else _other(state.to_move), tuple(board),
                         state.reserve, collected, side_moves, passes, plies, reason,
                         last_stacks if reason else ())

    def _apply_place(self, state: BerdState, place: Place) -> BerdState:
        config = state.config
        side = state.to_move
        token = make_token(side, place.value_index)
        board = list(state.board)
        index = config.baseline(side) * config.size + place.file
        board[index] = board[index] + (token,)
        reserve = list(state.reserve)
        mine = list(reserve[side])
        mine.remove(token)
        reserve[side] = tuple(mine)
        other = _other(side)
        if not reserve[LIGHT] and not reserve[DARK]:
            return BerdState(config, MOVE, LIGHT, tuple(board), ((), ()), state.collected)
        nxt = other if reserve[other] else side
        return BerdState(config, SETUP, nxt, tuple(board), (reserve[0], reserve[1]),
                         state.collected)

    def _apply_deal(self, state: BerdState, deal: Deal) -> BerdState:
        side = dealt_side(state)
        reserve = list(state.reserve)
        reserve[side] = reserve[side] + (make_token(side, deal.value_index),)
        dealt = BerdState(state.config, DEAL, LIGHT, state.board, (reserve[0], reserve[1]),
                          state.collected)
        if len(reserve[DARK]) == state.config.tokens:
            return _arranged(dealt)
        return dealt

    # -- the end ------------------------------------------------------------------------
    def outcome(self, state: BerdState) -> Outcome | None:
        if state.phase != END:
            return None
        scores = tuple(float(score(state, side)) for side in (LIGHT, DARK))
        return Outcome(scores, seat_scores_to_winners(scores), end_reasons.said(state.end_reason))

    # -- hidden points (B15) ------------------------------------------------------------
    def view_for(self, state: BerdState, seat: int) -> BerdState:
        if not state.config.hidden or state.phase == END:
            return state  # everything is revealed at the end
        def mask(tokens: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(t if (t & 1) == seat else unknown_token(t & 1) for t in tokens)

        return BerdState(
            state.config, state.phase, state.to_move, tuple(mask(s) for s in state.board),
            (mask(state.reserve[0]), mask(state.reserve[1])),
            (mask(state.collected[0]), mask(state.collected[1])),
            state.side_moves, state.passes, state.plies, state.end_reason)

    def sample_from_view(self, view: BerdState, seat: int, rng: Rng) -> BerdState:
        """Deal the opponent's unknown tokens a random set of distinct values.

        Nothing about the opponent's values is known before the end, so every assignment
        of distinct values to their unknown tokens is equally consistent with the view.
        """
        hide = _other(seat)
        unknown = unknown_token(hide)
        count = sum(1 for part in _token_groups(view) for t in part if t == unknown)
        if not count:
            return view
        values = iter(rng.sample(range(view.config.tokens), count))

        def fill(tokens: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(make_token(hide, next(values)) if t == unknown else t for t in tokens)

        return BerdState(
            view.config, view.phase, view.to_move, tuple(fill(s) for s in view.board),
            (fill(view.reserve[0]), fill(view.reserve[1])),
            (fill(view.collected[0]), fill(view.collected[1])),
            view.side_moves, view.passes, view.plies, view.end_reason)

    # -- files --------------------------------------------------------------------------
    def state_to_json(self, state: BerdState) -> dict[str, Any]:
        return codec.state_to_json(state, options_from_config(state.config))

    def state_from_json(self, obj: Any) -> BerdState:
        return codec.state_from_json(
            obj, lambda options: config_from_options(self.spec.resolve(options)))

    def action_to_json(self, action: BerdAction) -> Any:
        return codec.action_to_json(action)

    def action_from_json(self, obj: Any) -> BerdAction:
        return codec.action_from_json(obj)


def score(state: BerdState, side: int) -> int:
    """B12: tokens collected, or the sum of their values in the points variants."""
    tokens = state.collected[side]
    if not state.config.has_points:
        return len(tokens)
    return sum(token_value(t) or 0 for t in tokens)


def _add(collected: tuple[tuple[int, ...], tuple[int, ...]], side: int,
         tokens: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if side == LIGHT:
        return (collected[0] + tokens, collected[1])
    return (collected[0], collected[1] + tokens)


def dealt_side(state: BerdState) -> int:
    """The side whose token the next deal gives a value (B14): Light's first."""
    return LIGHT if len(state.reserve[LIGHT]) < state.config.tokens else DARK


def _token_groups(state: BerdState) -> list[tuple[int, ...]]:
    return [*state.board, *state.reserve, *state.collected]


def _arranged(state: BerdState) -> BerdState:
    """B4 "place automatically": each side's tokens spread evenly, from its left."""
    config = state.config
    n = config.size
    board = list(state.board)
    for side in (LIGHT, DARK):
        for k, token in enumerate(state.reserve[side]):
            f = k % n if side == LIGHT else n - 1 - k % n
            index = config.baseline(side) * n + f
            board[index] = board[index] + (token,)
    return BerdState(config, MOVE, LIGHT, tuple(board), ((), ()), state.collected)
