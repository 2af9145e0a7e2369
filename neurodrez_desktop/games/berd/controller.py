"""Berd input: clicks become a selection, and the selection picks a legal action.

Setup: (with points, pick a token in your panel, then) click a square of your baseline.
Moving: click one of your stacks, then a highlighted square or the crossing strip.
Each click is a selection (``PickStack``, ``PickLanding``, ``PickCrossing``,
``PickPlacing``); when no legal action matches it, the table shows the rules' own reason
(``rules.why_not``), never words of its own about a rule.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.core.protocol import Refusal, Rules
from neurodrez_desktop.core.rng import Rng, make_rng
from neurodrez_desktop.games.berd import prompts
from neurodrez_desktop.games.berd.rules import config_from_options
from neurodrez_desktop.games.berd.state import (
    LIGHT,
    MOVE,
    PASS,
    SETUP,
    BerdAction,
    BerdSelection,
    BerdState,
    Move,
    Pass,
    PickCrossing,
    PickLanding,
    PickPlacing,
    PickStack,
    Place,
    Side,
    Square,
    square_name,
)
from neurodrez_desktop.games.berd.view import BerdView, Marks
from neurodrez_desktop.ui.table import (
    CHIP,
    HAND,
    GameController,
    Reaction,
    TableSetup,
    Target,
)


class BerdController(GameController[BerdState, BerdAction, Marks]):
    view: BerdView

    def __init__(self, rules: Rules[BerdState, BerdAction], view: BerdView,
                 rng: Rng | None = None) -> None:
        super().__init__(rules, view)
        self.rng = rng or make_rng(0)  # picks tokens for you where values are hidden
        self.selected: Square | None = None
        self.chosen_value: int | None = None
        self.auto_seats: set[int] = set()  # seats that asked to place the rest automatically

    def reset(self) -> None:
        self.selected = None
        self.chosen_value = None

    def undone(self) -> None:
        self.reset()
        self.auto_seats.clear()

    # -- what is legal (always from the rules' list) ----------------------------------------
    def _moves_from(self, state: BerdState, square: Square) -> list[Move]:
        return [a for a in self.rules.legal_actions(state)
                if isinstance(a, Move) and a.origin == square]

    def _placements(self, state: BerdState) -> list[Place]:
        return [a for a in self.rules.legal_actions(state) if isinstance(a, Place)]

    def _value_for_placing(self, state: BerdState) -> int | None:
        """The token a click on the baseline places: the one picked in the panel, else one
        the program picks — at random with hidden points, so the order of placements tells
        the opponent nothing (and it stays picked until placed)."""
        values = sorted({p.value_index for p in self._placements(state)})
        if not values:
            return None
        if self.chosen_value not in values:
            self.chosen_value = self.rng.choice(values) if state.config.hidden else values[0]
        return self.chosen_value

    # -- clicks --------------------------------------------------------------------------------
    def click(self, state: BerdState, seat: int, pos: tuple[int, int]) -> Reaction[BerdAction]:
        if state.phase == SETUP:
            return self._click_setup(state, seat, pos)
        if state.phase == MOVE:
            return self._click_move(state, seat, pos)
        return Reaction()

    def _click_setup(self, state: BerdState, seat: int, pos: tuple[int, int]
                     ) -> Reaction[BerdAction]:
        if self.view.auto_button.collidepoint(pos):
            self.auto_seats.add(seat)
            return Reaction(self.auto_action(state, seat))
        value = self.view.reserve_value_at(seat, pos)
        if value is not None and state.config.has_points:
            self.chosen_value = value
            return Reaction.say(prompts.token_picked())
        square = self.view.square_at(pos)
        if square is None:
            return Reaction()
        value = self._value_for_placing(state)
        refusal = self.rules.why_not(state, PickPlacing(square, value))
        if refusal is not None:
            return _refused(refusal)
        for action in self._placements(state):
            if action.file == square[0] and value in (None, action.value_index):
                self.chosen_value = None
                return Reaction(action)
        return Reaction()

    def _click_move(self, state: BerdState, seat: int, pos: tuple[int, int]
                    ) -> Reaction[BerdAction]:
        legal = self.rules.legal_actions(state)
        if legal == [PASS]:
            if self.view.board.collidepoint(pos) or self.view.exit_at(pos) is not None:
                return Reaction(PASS)
            return Reaction()
        square = self.view.square_at(pos)
        exit_side = self.view.exit_at(pos)
        if self.selected is not None:
            selection: BerdSelection
            if square is not None:
                selection = PickLanding(self.selected, square)
            elif exit_side is not None:
                selection = PickCrossing(self.selected, exit_side)
            else:
                return Reaction()
            refusal = self.rules.why_not(state, selection)
            if refusal is None:  # a move wins over re-selecting a stack it lands on
                action = Move(self.selected, square)
                self.selected = None
                return Reaction(action if action in legal else None)
            if square == self.selected:
                self.selected = None
                return Reaction.say(prompts.selection_cleared())
            if square is not None and self.rules.why_not(state, PickStack(square)) is None:
                self.selected = square
                return Reaction()
            return _refused(refusal)
        if square is None:
            return Reaction()
        refusal = self.rules.why_not(state, PickStack(square))
        if refusal is not None:
            return _refused(refusal)
        self.selected = square
        return Reaction()

    def auto_action(self, state: BerdState, seat: int) -> Place | None:
        """B4 "place the rest automatically": the legal placement on the file holding
        fewest of your tokens (leftmost first), lowest value first."""
        if seat not in self.auto_seats or state.phase != SETUP or state.to_move != seat:
            return None
        placements = self._placements(state)
        if not placements:
            return None
        row = state.config.baseline(seat) * state.config.size
        files = range(state.config.size) if seat == LIGHT else reversed(
            range(state.config.size))
        order = sorted(files, key=lambda f: len(state.board[row + f]))
        value = self._value_for_placing(state)
        assert value is not None  # there are placements, so a token is picked for them
        self.chosen_value = None
        for f in order:
            action = Place(f, value)
            if action in placements:
                return action
        return placements[0]

    # -- marks and words ------------------------------------------------------------------------
    def marks(self, state: BerdState, seat: int, show_legal: bool) -> Marks:
        if state.phase == SETUP:
            files = frozenset(p.file for p in self._placements(state)) if show_legal else None
            return Marks(placeable_files=files or frozenset(),
                         placing_rank=state.config.baseline(seat),
                         chosen_value=self._value_for_placing(state)
                         if state.config.has_points else None, placing=True)
        if state.phase != MOVE or self.selected is None:
            return Marks()
        moves = self._moves_from(state, self.selected)
        if not moves:
            self.selected = None
            return Marks()
        if not show_legal:
            return Marks(selected=self.selected)
        return Marks(selected=self.selected,
                     targets=frozenset(m.target for m in moves if m.target is not None),
                     exit=any(m.target is None for m in moves))

    def hint_marks(self, state: BerdState, seat: int, action: BerdAction) -> Marks:
        if isinstance(action, Move):
            targets = frozenset() if action.target is None else frozenset({action.target})
            return Marks(selected=action.origin, targets=targets, exit=action.target is None)
        if isinstance(action, Place):
            return Marks(placeable_files=frozenset({action.file}),
                         placing_rank=state.config.baseline(seat),
                         chosen_value=action.value_index, placing=True)
        return Marks()

    def no_marks(self) -> Marks:
        return Marks()

    def hint(self, state: BerdState, seat: int) -> Notice | None:
        if state.phase == SETUP:
            return prompts.place_token(len(state.reserve[seat]), state.config.has_points)
        if state.phase != MOVE:
            return None
        if self.rules.legal_actions(state) == [PASS]:
            return prompts.must_pass()
        if self.selected is None:
            return prompts.pick_stack()
        return prompts.move_from(square_name(self.selected))

    # -- the board cursor (keys) ---------------------------------------------------------------
    def targets(self, state: BerdState, seat: int) -> list[Target]:
        """Every square; the mover's crossing strip once a stack is chosen; in the setup,
        the tokens to place (with points) and "Place the rest for me"."""
        view, n = self.view, state.config.size
        lit: set[Hashable] = set()
        found: list[Target] = []
        if state.phase == SETUP:
            rank = state.config.baseline(seat)
            lit = {("square", (p.file, rank)) for p in self._placements(state)}
            if state.config.has_points:
                found += [Target(pygame.Rect(spot.rect), ("token", k, spot.value_index),
                                 HAND, lit=True)
                          for k, spot in enumerate(view.reserve_spots[seat])]
        elif state.phase == MOVE:
            legal = self.rules.legal_actions(state)
            moves = [a for a in legal if isinstance(a, Move)]
            if legal == [PASS]:
                lit = {("square", (f, r)) for f in range(n) for r in range(n)}
            elif self.selected is None:
                lit = {("square", m.origin) for m in moves}
            else:
                lit = {("square", m.target) for m in moves if m.origin == self.selected}
                crossing = any(m.origin == self.selected and m.target is None for m in moves)
                found.append(Target(pygame.Rect(view.exits[Side(seat)]), ("exit", seat),
                                    lit=crossing))
        squares = [Target(view.square_rect((f, r)), ("square", (f, r)))
                   for r in reversed(range(n)) for f in range(n)]
        found = [Target(t.rect, t.key, lit=t.key in lit) for t in squares] + found
        if state.phase == SETUP and view.auto_button.w > 0:
            found.append(Target(pygame.Rect(view.auto_button), ("chip", "auto"), CHIP))
        return found

    def clicks_for(self, state: BerdState, seat: int, action: BerdAction
                   ) -> list[tuple[int, int]]:
        if isinstance(action, Place):
            square = self.view.square_rect((action.file, state.config.baseline(seat))).center
            if state.config.has_points:
                spot = self.view.reserve_spot(seat, action.value_index)
                if spot is not None:
                    return [spot.center, square]
            return [square]
        if isinstance(action, Move):
            origin = self.view.square_rect(action.origin).center
            if action.target is None:
                return [origin, self.view.exits[Side(seat)].center]
            return [origin, self.view.square_rect(action.target).center]
        if isinstance(action, Pass):
            return [self.view.board.center]
        return []


def _refused(refusal: Refusal) -> Reaction[BerdAction]:
    """The rules' own reason, as the table shows it (its ruling the link: ``Refusal.notice``)."""
    return Reaction.refuse(refusal)


def create(rules: Rules[BerdState, BerdAction], setup: TableSetup,
           layout: dict[str, pygame.Rect]) -> BerdController:
    """Berd's table: its size from the options (public), its own choices from the table's
    rng."""
    config = config_from_options(setup.options)
    return BerdController(rules, BerdView(layout, config.size), setup.rng)
