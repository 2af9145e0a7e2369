"""Quattro Colonne input: dice onto column headers for the secret order, then moves.

The order (Q4): the seat to act puts its dice 4, 3, 2, 1 on its four column headers — by
dragging a die onto a header, by clicking a die and then a header, by clicking an empty
header (the highest die not yet placed goes there), or by pressing 1–4 (the next die on
column c, d, e or f). A placed die is picked up again by clicking or dragging it; dropping
it on another header swaps the two. "Confirm order" (or Enter) plays the ``GiveOrder`` of
the legal list that matches; "Clear" (or Backspace, one die at a time) takes dice back.

The steps (Q5): click one of your pieces in your lit column, then a lit square (or drag it
there); clicking another of your pieces switches to it; "Pass" is always offered, and P
passes. The keys' board cursor (``app/table_cursor.py``) reaches every header, die, square
and chip. A click the rules forbid shows their own words (``rules.why_not``), never the
table's.
"""

from __future__ import annotations

import pygame

from neurodrez_desktop.core.notice import Notice, not_offered
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.games.quattro_colonne import prompts
from neurodrez_desktop.games.quattro_colonne.catalog import _
from neurodrez_desktop.games.quattro_colonne.state import (
    CONTEST,
    FILES,
    MOVE,
    ORDER,
    OTHER,
    PASS,
    STEP_VALUES,
    GiveOrder,
    Move,
    Pass,
    PickPiece,
    PickTarget,
    QCAction,
    QCSelection,
    QCState,
    kind_of,
    order_text,
    side_name,
    square_name,
    the_kind,
)
from neurodrez_desktop.games.quattro_colonne.view import Marks, QuattroColonneView
from neurodrez_desktop.ui.chips import Chip
from neurodrez_desktop.ui.table import (
    BOARD,
    HAND,
    GameController,
    Reaction,
    TableSetup,
    Target,
    chip_targets,
)

CONFIRM, CLEAR = "confirm", "clear"
UNDONE = object()
DRAG_SLOP = 8
"""A release this close to where the button went down is the end of a click, not a drop."""
NUMBER_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3,
               pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3}


class QuattroColonneController(GameController[QCState, QCAction, Marks]):
    view: QuattroColonneView

    def __init__(self, rules: Rules[QCState, QCAction], view: QuattroColonneView) -> None:
        super().__init__(rules, view)
        self.undone_at: QCState | object | None = None
        """After an undo: the position it led back to (``UNDONE`` until first seen), where
        a forced pass is left for the player to make again."""
        self.placed: list[int] = [0, 0, 0, 0]
        """The die on each of the four columns' headers (0: none) of the order being made."""
        self.history: list[int] = []  # the columns in the order dice were put on them
        self.composing: tuple[int, int] | None = None  # (round, seat) of the order being made
        self.held: int | None = None
        self.held_from: int | None = None  # the column a held die was picked up from
        self.reset()

    def undone(self) -> None:
        self.reset()
        self.undone_at = UNDONE

    def auto_action(self, state: QCState, seat: int) -> QCAction | None:
        """Q5: with no legal move in the active column the player must pass, so the
        program passes for them (the log says so) — except in a position an undo led
        back to, where taking the pass back would otherwise replay it at once."""
        if state.phase != MOVE:
            self.undone_at = None  # a Cancel while ordering: no position to hold a pass at
            return None
        if self.undone_at is not None:
            if self.undone_at is UNDONE or self.undone_at == state:
                self.undone_at = state
                return None
            self.undone_at = None
        return PASS if self.rules.legal_actions(state) == [PASS] else None

    def _passes_for_them(self, state: QCState) -> bool:
        """Whether ``auto_action`` will pass for the seat in ``state`` (asked without
        changing what it remembers of an undo): then no word may ask for a press."""
        if state.phase != MOVE or self.undone_at is UNDONE or self.undone_at == state:
            return False
        return self.rules.legal_actions(state) == [PASS]

    def reset(self) -> None:
        """Forget the selection and any die in the hand — but not the dice on the headers:
        a move offered for "Confirm moves" resets the table, and a Cancel must find the
        order as it was made (``_fresh`` forgets it at another round or seat)."""
        self._drop_held()
        self.press: tuple[int, int] | None = None  # where a drag began
        self.pointer: tuple[int, int] | None = None
        self.dragging = False
        self.selected: int | None = None
        self.letting_go = False  # the chosen piece was pressed again: a click lets it go

    # -- the order being made ---------------------------------------------------------------
    def _fresh(self, state: QCState, seat: int) -> None:
        """Forget dice placed for another round or seat (after a handoff or undo)."""
        key = (state.round, seat)
        if state.phase != ORDER:
            self.composing = None
            return
        if self.composing != key:
            self.placed, self.history = [0, 0, 0, 0], []
            self.held = self.held_from = None
            self.dragging, self.press = False, None
            self.composing = key

    def _unplaced(self) -> list[int]:
        return [v for v in STEP_VALUES if v not in self.placed and v != self.held]

    def _put(self, column: int) -> None:
        """The held die onto ``column``; a die already there goes where the held one came
        from (a swap), or back to the tray."""
        value = self.held
        if value is None:
            return
        there = self.placed[column]
        self.placed[column] = value
        if column in self.history:
            self.history.remove(column)
        self.history.append(column)
        if there and self.held_from is not None and self.held_from != column:
            self.placed[self.held_from] = there
            self.history.append(self.held_from)
        self.held = self.held_from = None

    def _pick_up(self, column: int) -> None:
        self.held, self.held_from = self.placed[column], column
        self.placed[column] = 0
        if column in self.history:
            self.history.remove(column)

    def _drop_held(self) -> None:
        """A held die let go nowhere in particular: back on its header, or in the tray."""
        if self.held is not None and self.held_from is not None:
            self.placed[self.held_from] = self.held
            self.history.append(self.held_from)
        self.held = self.held_from = None

    def _on_headers(self) -> tuple[int, int, int, int]:
        """The die on each header (0: none), as the view draws them."""
        return (self.placed[0], self.placed[1], self.placed[2], self.placed[3])

    def _order(self) -> tuple[int, int, int, int] | None:
        if 0 in self.placed:
            return None
        return self._on_headers()

    def _confirm(self, state: QCState) -> Reaction[QCAction]:
        order = self._order()
        if order is None:
            left = ", ".join(str(v) for v in STEP_VALUES if v not in self.placed)
            return Reaction.say(prompts.place_every_die(left))
        for action in self.rules.legal_actions(state):
            if isinstance(action, GiveOrder) and action.values == order:
                return Reaction(action)
        return self._refused(state, GiveOrder(order))

    def _click_order(self, state: QCState, seat: int, pos: tuple[int, int]
                     ) -> Reaction[QCAction]:
        self._fresh(state, seat)
        chip = self.view.chip_at(pos, self._chips(state, seat))
        if chip == CONFIRM:
            return self._confirm(state)
        if chip == CLEAR:
            self._clear()
            return Reaction.say(prompts.dice_cleared())
        column = self.view.slot_at(seat, pos)
        if column is not None:
            self.press, self.pointer, self.dragging = pos, pos, False
            if self.held is not None:
                self._put(column)
            elif self.placed[column]:
                self._pick_up(column)
                self.dragging = True
            else:
                left = self._unplaced()
                if left:
                    self.held = left[0]
                    self._put(column)
            return Reaction()
        value = self.view.tray_die_at(pos)
        if value is not None and value not in self.placed:
            if self.held != value:
                self._drop_held()
            self.held, self.held_from = value, None
            self.press, self.pointer, self.dragging = pos, pos, True
            return Reaction()
        if self.view.slot_at(OTHER[seat], pos) is not None:
            where = self.view.headers_where(seat)
            return Reaction.say(prompts.not_your_row(side_name(OTHER[seat]), where))
        if self.held is not None and (self.view.tray.collidepoint(pos)
                                      or self.view.board.collidepoint(pos)):
            self._drop_held()
            return Reaction()
        square = self.view.square_at(pos)
        if square is not None:  # a piece clicked before the orders are in
            return self._explained(state, PickPiece(square))
        return Reaction()

    def _clear(self) -> None:
        self.placed, self.history = [0, 0, 0, 0], []
        self.held = self.held_from = None
        self.dragging = False

    def _release_order(self, state: QCState, seat: int, pos: tuple[int, int]
                       ) -> Reaction[QCAction]:
        self._fresh(state, seat)
        press, self.press = self.press, None
        dragging, self.dragging = self.dragging, False
        if not dragging or press is None or self.held is None:
            return Reaction()
        if abs(pos[0] - press[0]) <= DRAG_SLOP and abs(pos[1] - press[1]) <= DRAG_SLOP:
            return Reaction()  # a click: the die stays picked, for a header to be clicked
        column = self.view.slot_at(seat, pos)
        if column is not None:
            self._put(column)
        elif self.view.tray.collidepoint(pos):
            self.held = self.held_from = None  # back in the tray
        else:
            self._drop_held()
        return Reaction()

    def _key_order(self, state: QCState, seat: int, key: int) -> Reaction[QCAction]:
        self._fresh(state, seat)
        if key == pygame.K_RETURN:
            return self._confirm(state)
        if key == pygame.K_BACKSPACE:
            if self.held is not None:
                self._drop_held()
            elif self.history:
                self.placed[self.history.pop()] = 0
            return Reaction.say(self._order_so_far())
        column = NUMBER_KEYS.get(key)
        if column is None:
            return Reaction()
        if self.placed[column]:
            return Reaction.say(prompts.column_taken(FILES[column], self.placed[column]))
        if self.held is None:
            left = self._unplaced()
            if not left:
                return Reaction()
            self.held = left[0]
        self._put(column)
        return Reaction.say(self._order_so_far())

    def _order_so_far(self) -> Notice:
        """What the keys have placed, for the message box (which a key press updates)."""
        placed = ", ".join(_("{value} on {column}").format(value=v, column=FILES[c])
                           for c, v in enumerate(self.placed) if v)
        left = ", ".join(str(v) for v in self._unplaced())
        return prompts.order_so_far(placed, left)

    # -- the steps ---------------------------------------------------------------------------
    def _moves(self, state: QCState) -> list[Move]:
        return [a for a in self.rules.legal_actions(state) if isinstance(a, Move)]

    def _click_square(self, state: QCState, square: int) -> Reaction[QCAction]:
        moves = self._moves(state)
        origins = {m.origin for m in moves}
        if self.selected is not None:
            for move in moves:
                if move.origin == self.selected and move.target == square:
                    self.selected = None
                    return Reaction(move)
            if square == self.selected:  # a click lets it go; a drag from it moves it
                self.letting_go = True
                return Reaction()
            if square in origins:
                self.selected = square  # another of your pieces: it is chosen instead
                return Reaction()
            code = state.board[square]
            if code and code >> 3 == state.to_act:
                self.selected = None
                return self._explained(state, PickPiece(square))
            return self._explained(state, PickTarget(self.selected, square))
        if square in origins:
            self.selected = square
            return Reaction()
        return self._explained(state, PickPiece(square))

    def _explained(self, state: QCState, selection: QCSelection) -> Reaction[QCAction]:
        refusal = self.rules.why_not(state, selection)
        if refusal is None:
            return Reaction()
        return Reaction.refuse(refusal)

    def _refused(self, state: QCState, action: QCAction) -> Reaction[QCAction]:
        refusal = self.rules.refusal(state, action)
        if refusal is None:
            return Reaction.refuse(not_offered())
        return Reaction.refuse(refusal)

    def _pass(self, state: QCState) -> Reaction[QCAction]:
        if PASS in self.rules.legal_actions(state):
            self.selected = None
            return Reaction(PASS)
        return self._refused(state, PASS)

    # -- input -------------------------------------------------------------------------------
    def click(self, state: QCState, seat: int, pos: tuple[int, int]) -> Reaction[QCAction]:
        if state.phase == ORDER:
            return self._click_order(state, seat, pos)
        if state.phase != MOVE:
            return Reaction()
        if self.view.chip_at(pos, self._chips(state, seat)) == PASS:
            return self._pass(state)
        square = self.view.square_at(pos)
        if square is None:
            return Reaction()
        self.press = pos
        return self._click_square(state, square)

    def release(self, state: QCState, seat: int, pos: tuple[int, int]) -> Reaction[QCAction]:
        if state.phase == ORDER:
            return self._release_order(state, seat, pos)
        press, self.press = self.press, None
        letting_go, self.letting_go = self.letting_go, False
        if state.phase != MOVE or press is None or self.selected is None:
            return Reaction()
        start, end = self.view.square_at(press), self.view.square_at(pos)
        if end == start and letting_go:  # a click on the chosen piece: it is let go
            self.selected = None
            return Reaction.say(prompts.selection_cleared())
        if end is None or end == start or start != self.selected:
            return Reaction()
        for move in self._moves(state):  # a piece dragged onto a lit square
            if move.origin == self.selected and move.target == end:
                self.selected = None
                return Reaction(move)
        return self._explained(state, PickTarget(self.selected, end))

    def hover(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.view.hover(pos)

    def key(self, state: QCState, seat: int, key: int, unicode: str) -> Reaction[QCAction]:
        if state.phase == ORDER:
            return self._key_order(state, seat, key)
        if state.phase != MOVE:
            return Reaction()
        if key == pygame.K_p:
            return self._pass(state)
        if key == pygame.K_RETURN and self.rules.legal_actions(state) == [PASS]:
            return self._pass(state)  # the only move left (after an undo led back here)
        return Reaction()

    # -- the board cursor (keys) ---------------------------------------------------------------
    def targets(self, state: QCState, seat: int) -> list[Target]:
        """Giving the order: the seat's four column headers, the dice in the tray and the
        chips — three areas, so Tab stops at each (the headers are the board's edge, the
        tray is what the dice are picked from). The steps: the 32 squares (the pieces that
        can move, then where the chosen one can go, lit) and the chips."""
        view = self.view
        chips = self._chips(state, seat)
        found = chip_targets(chips, view.chip_rects(chips))
        if state.phase == ORDER:
            slots = [Target(view.slot_rect(seat, column), ("slot", column), BOARD,
                            lit=not self.placed[column]) for column in range(4)]
            dice = [Target(view.tray_die_rect(value), ("die", value), HAND)
                    for value in STEP_VALUES if value not in self.placed]
            return slots + dice + found
        if state.phase != MOVE:
            return found
        moves = self._moves(state)
        lit = ({m.origin for m in moves} if self.selected is None
               else {m.target for m in moves if m.origin == self.selected})
        squares = [Target(view.square_rect(square), ("square", square), lit=square in lit)
                   for square in range(32)]
        return squares + found

    def digits_taken(self, state: QCState, seat: int) -> bool:
        return state.phase == ORDER  # 1-4 put the next die on column c, d, e or f

    def table_keys(self) -> tuple[tuple[str, str], ...]:
        return ((_("1 to 4"), _("Put the next die on column c, d, e or f (giving the order)")),
                (_("Backspace"), _("Take back the last die placed")),
                (_("Enter"), _("Confirm the order (with no cursor shown)")),
                ("P", _("Pass (during the steps)")))

    # -- marks and words ---------------------------------------------------------------------
    def _chips(self, state: QCState, seat: int) -> tuple[Chip, ...]:
        if state.phase == ORDER:
            self._fresh(state, seat)
            left = 4 - sum(1 for v in self.placed if v)
            label = (_("Confirm order") if not left
                     else _("Confirm order ({left} to place)").format(left=left))
            return (Chip(label, CONFIRM, selected=not left), Chip(_("Clear"), CLEAR))
        if state.phase == MOVE:
            legal = self.rules.legal_actions(state)
            if legal == [PASS]:
                column = FILES[state.step_column(state.to_act)]
                return (Chip(_("Pass (no move in column {column})").format(column=column), PASS,
                             selected=True),)
            return (Chip(_("Pass"), PASS),)
        return ()

    def marks(self, state: QCState, seat: int, show_legal: bool) -> Marks:
        chips = self._chips(state, seat)
        if state.phase == ORDER:
            drag = self.pointer if self.dragging and self.held is not None else None
            return Marks(order=self._on_headers(), held=self.held, drag=drag, chips=chips)
        if state.phase != MOVE:
            return Marks(chips=chips)
        moves = self._moves(state)
        if self.selected is not None and not any(m.origin == self.selected for m in moves):
            self.selected = None
        if not show_legal:
            return Marks(selected=self.selected, chips=chips)
        targets = frozenset(m.target for m in moves if m.origin == self.selected)
        movable = frozenset(m.origin for m in moves) if self.selected is None else frozenset()
        return Marks(selected=self.selected, targets=targets, movable=movable, chips=chips)

    def hint_marks(self, state: QCState, seat: int, action: QCAction) -> Marks:
        chips = self._chips(state, seat)
        if isinstance(action, GiveOrder):
            return Marks(order=self._on_headers(), held=self.held, ghost=action.values,
                         chips=chips, hinted=CONFIRM if self._order() == action.values
                         else None)
        if isinstance(action, Move):
            return Marks(selected=action.origin, targets=frozenset({action.target}),
                         chips=chips)
        return Marks(chips=chips, hinted=action)

    def no_marks(self) -> Marks:
        return Marks()

    def hint(self, state: QCState, seat: int) -> Notice | None:
        if state.phase == ORDER:
            return self._order_hint(state, seat)
        if state.phase == CONTEST:
            return prompts.contest()
        if state.phase != MOVE:
            return None
        column = FILES[state.step_column(seat)]
        legal = self.rules.legal_actions(state)
        head = prompts.step_head(state.step + 1, state.value, self._why_now(state, seat))
        if legal == [PASS] and self._passes_for_them(state):
            return prompts.passed_for_you(head, column)
        if legal == [PASS]:  # an undo led back here: the pass is left to the player
            return prompts.must_pass(head, column)
        if self.selected is not None:
            code = state.board[self.selected]
            name = _("{piece} on {square}").format(piece=the_kind(kind_of(code)),
                                                   square=square_name(self.selected))
            return prompts.move_chosen(head, name, column)
        return prompts.move_one(head, column)

    def _why_now(self, state: QCState, seat: int) -> str:
        """Whose move it is in this step and why (Q5)."""
        first = state.step_first
        roll = next((r for r in reversed(state.rolls)
                     if r.round == state.round and r.value == state.value), None)
        won = None
        if roll is not None:
            mine, theirs = (roll.white, roll.black) if first == 0 else (roll.black, roll.white)
            won = f"{mine}–{theirs}"
        return prompts.why_now(side_name(OTHER[seat]), won, state.acted, first == seat)

    def _order_hint(self, state: QCState, seat: int) -> Notice:
        self._fresh(state, seat)
        where = self.view.headers_where(seat)
        order = self._order()
        other = side_name(OTHER[seat])
        waiting = prompts.waiting_for(other, state.orders[OTHER[seat]] is not None)
        if order is not None:
            return prompts.order_ready(order_text(order))
        if self.held is not None and self.dragging:
            return prompts.drop_die(self.held, where)
        if self.held is not None:
            return prompts.put_die(self.held, where)
        return prompts.give_order(state.round, waiting, where)

    # -- clicks that make an action (tests, selftest) ----------------------------------------
    def clicks_for(self, state: QCState, seat: int, action: QCAction
                   ) -> list[tuple[int, int]]:
        if isinstance(action, GiveOrder):
            self._fresh(state, seat)
            clicks = []
            if any(self.placed) or self.held is not None:
                clicks.append(self.chip_position(state, seat, CLEAR))
            for value in STEP_VALUES:  # an empty header takes the highest die not placed
                clicks.append(self.view.slot_rect(seat, action.values.index(value)).center)
            return clicks + [self.chip_position(state, seat, CONFIRM)]
        if isinstance(action, Move):
            clicks = []
            if self.selected != action.origin:
                clicks.append(self.view.square_rect(action.origin).center)
            return clicks + [self.view.square_rect(action.target).center]
        if isinstance(action, Pass):
            return [self.chip_position(state, seat, PASS)]
        return []

    def chip_position(self, state: QCState, seat: int, value: str | QCAction
                      ) -> tuple[int, int]:
        """The centre of the chip for ``value`` (CONFIRM, CLEAR or PASS) now shown."""
        chips = self._chips(state, seat)
        for chip, rect in zip(chips, self.view.chip_rects(chips), strict=True):
            if chip.value == value:
                return rect.center
        raise ValueError(f"no chip for {value!r} now")


def create(rules: Rules[QCState, QCAction], setup: TableSetup,
           layout: dict[str, pygame.Rect]) -> QuattroColonneController:
    """The play scene's entry point for Quattro Colonne."""
    return QuattroColonneController(rules, QuattroColonneView(layout))
