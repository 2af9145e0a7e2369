"""NeuroDrez input: clicks make a selection (the rules' ``Pick…`` values), and the selection
picks a legal action.

Conquest: click a highlighted tile under your piece, or "No conquest". Tile: click a tile
in your hand, then a highlighted cell (sudden death: click a highlighted tile to remove).
Piece: click one of your pieces, or one in your reserve, then a highlighted tile; click the
number die or a card first to choose what pays (else the die pays, then a card, a Joker
last; a King is free). Stuck: click the piece to take back.

Legality always comes from ``rules.legal_actions`` (the actions a selection ``matches``).
When nothing legal matches a click, the table shows the rules' own words: ``why_not`` for
a selection, ``refusal`` for a whole action. The table words no rule itself; its hints
(what the player may do now) are its own.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypeVar

import pygame

from neurodrez_desktop.core.cards import CardType
from neurodrez_desktop.core.i18n import generation
from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.core.protocol import Refusal, Rules
from neurodrez_desktop.games.neurodrez import prompts
from neurodrez_desktop.games.neurodrez.art import preview_style
from neurodrez_desktop.games.neurodrez.catalog import _
from neurodrez_desktop.games.neurodrez.components import CELLS, Kind, cell_name
from neurodrez_desktop.games.neurodrez.setup import PIECE_COLOUR_NAMES
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    DIE,
    EMPTY,
    FREE,
    PIECE,
    STUCK,
    TILE,
    CallSuddenDeath,
    Claim,
    Decline,
    Enter,
    Move,
    NeuroDrezAction,
    NeuroDrezSelection,
    NeuroDrezState,
    Pay,
    PickHandTile,
    PickPayment,
    PickPiece,
    PickReserve,
    PickTarget,
    PickTileCell,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
    matches,
    target_of,
)
from neurodrez_desktop.games.neurodrez.view import Marks, NeuroDrezView, Selection
from neurodrez_desktop.games.neurodrez.words import action_label
from neurodrez_desktop.ui.chips import Chip
from neurodrez_desktop.ui.held import Held
from neurodrez_desktop.ui.table import (
    HAND,
    GameController,
    Reaction,
    TableSetup,
    Target,
    chip_targets,
)

Picked = TypeVar("Picked", bound=Selection)
"""A pick of a piece, a reserve piece or a hand tile (``_paid`` keeps which it is)."""


def pay_rank(pay: Pay) -> tuple[int, Any]:
    """The payment used when the player chose none: free, the die, a card, a Joker last."""
    if pay == FREE:
        return (0, 0)
    if pay == DIE:
        return (1, 0)
    return (3 if pay.kind is CardType.JOKER else 2, pay.sort_key)


def origin_of(action: Enter | Move) -> PickPiece | PickReserve:
    """The piece an entry or a move is made with, as the player picks it."""
    if isinstance(action, Enter):
        return PickReserve(action.colour, Kind(action.kind))
    return PickPiece(action.origin)


class NeuroDrezController(GameController[NeuroDrezState, NeuroDrezAction, Marks]):
    view: NeuroDrezView

    def __init__(self, rules: Rules[NeuroDrezState, NeuroDrezAction], view: NeuroDrezView) -> None:
        super().__init__(rules, view)
        self.selected: Selection | None = None  # kept without a payment; see ``pay``
        self.pay: Pay | None = None
        self._reasons: tuple[NeuroDrezState, Selection | None, Pay | None, int, int,
                             dict[int, str]] | None = None
        """(state, selected, pay, seat, the language's generation, the words)."""
        self.held = Held()
        """What the press of the button now held chose (a piece, a reserve piece, a hand
        tile): let go on a cell, it is dropped there (drag and drop, or click, click)."""

    def reset(self) -> None:
        self.selected = None
        self.pay = None
        self.held.press(None)

    # -- drag and drop ----------------------------------------------------------------------
    def click(self, state: NeuroDrezState, seat: int, pos: tuple[int, int]
              ) -> Reaction[NeuroDrezAction]:
        """A press of the button: what it chose is remembered, so that letting go on a
        cell drops it there (``release``)."""
        before = self.selected
        reaction = self._click(state, seat, pos)
        chose = reaction.action is None and self.selected is not None \
            and self.selected != before
        self.held.press(self.selected if chose else None)
        return reaction

    def release(self, state: NeuroDrezState, seat: int, pos: tuple[int, int]
                ) -> Reaction[NeuroDrezAction]:
        """The button let go: a piece, a reserve piece or a hand tile chosen by this press
        and dragged to another cell is played there as a click on that cell would be (the
        rules' words if it cannot go)."""
        pressed = self.held.release()
        cell = self.view.cell_at(pos)
        if pressed is None or pressed != self.selected or cell is None or (
                isinstance(pressed, PickPiece) and pressed.cell == cell):
            return Reaction()
        return self._click(state, seat, pos)

    # -- what is legal (always from the rules' list) ----------------------------------------
    def _legal(self, state: NeuroDrezState) -> list[NeuroDrezAction]:
        return self.rules.legal_actions(state)

    def _paid(self, pick: Picked) -> Picked:
        """The picked piece with the chosen payment (the rules' selection)."""
        if self.pay is not None and isinstance(pick, PickPiece | PickReserve):
            return replace(pick, pay=self.pay)
        return pick

    def _matching(self, state: NeuroDrezState, selection: NeuroDrezSelection
                  ) -> list[NeuroDrezAction]:
        return [a for a in self._legal(state) if matches(selection, a)]

    def _piece_actions(self, state: NeuroDrezState) -> list[Enter | Move]:
        pay = self.pay
        return [a for a in self._legal(state) if isinstance(a, Enter | Move)
                and (pay is None or a.pay == pay)]

    def _chips(self, state: NeuroDrezState) -> tuple[Chip, ...]:
        chips = []
        for action in self._legal(state):
            if isinstance(action, Decline):
                chips.append(Chip(_("No conquest this turn"), action))
            elif isinstance(action, CallSuddenDeath):
                chips.append(Chip(_("Call sudden death"), action))
            elif isinstance(action, TradeNeutral):
                chips.append(Chip(_("Trade the Neutral card"), action))
            elif isinstance(action, Withdraw) and action.cell == EMPTY:
                chips.append(Chip(_("Show cards and draw two (stuck)"), action))
        return tuple(chips)

    # -- clicks ----------------------------------------------------------------------------
    def _click(self, state: NeuroDrezState, seat: int, pos: tuple[int, int]
               ) -> Reaction[NeuroDrezAction]:
        value = self.view.chip_at(pos, self._chips(state))
        if value is not None:
            return self._checked(state, value)
        cell = self.view.cell_at(pos)
        if state.phase == CLAIM:
            if cell is None:
                return Reaction()
            return self._checked(state, Claim(cell))
        if state.phase == TILE:
            return self._click_tile_step(state, seat, pos, cell)
        if state.phase == PIECE:
            return self._click_piece_step(state, seat, pos, cell)
        if state.phase == STUCK and cell is not None:
            return self._checked(state, Withdraw(cell))
        return Reaction()

    def _checked(self, state: NeuroDrezState, action: NeuroDrezAction) -> Reaction[NeuroDrezAction]:
        """A whole action: played if legal, else the rules' refusal."""
        if action in self._legal(state):
            self.reset()
            return Reaction(action)
        return self._refused(self.rules.refusal(state, action))

    def _why_not(self, state: NeuroDrezState, selection: NeuroDrezSelection
                 ) -> Reaction[NeuroDrezAction] | None:
        """The rules' refusal of a selection, shown; None when something legal matches."""
        refusal = self.rules.why_not(state, selection)
        return None if refusal is None else self._refused(refusal)

    @staticmethod
    def _refused(refusal: Refusal | None) -> Reaction[NeuroDrezAction]:
        if refusal is None:  # the rules found it legal after all: nothing to say
            return Reaction()
        return Reaction.refuse(refusal)

    def _hand_tile_at(self, state: NeuroDrezState, seat: int, pos: tuple[int, int]
                      ) -> int | None:
        slot = self.view.hand_slot(state, seat)
        if slot is None:
            return None
        for i, tile in enumerate(state.hands[slot]):
            if self.view.hand_tile_rect(i).collidepoint(pos):
                return tile
        return None

    def _click_tile_step(self, state: NeuroDrezState, seat: int, pos: tuple[int, int],
                         cell: int | None) -> Reaction[NeuroDrezAction]:
        tile = None if state.sudden else self._hand_tile_at(state, seat, pos)
        if tile is not None:
            pick = PickHandTile(tile)
            if self.selected == pick:
                self.selected = None
                return Reaction()
            refused = self._why_not(state, pick)
            if refused is not None:
                return refused
            self.selected = pick
            return Reaction()
        if cell is None:
            return Reaction()
        chosen = self.selected.tile if isinstance(self.selected, PickHandTile) \
            and not state.sudden else None
        on_cell = PickTileCell(cell, chosen)
        refused = self._why_not(state, on_cell)
        if refused is not None:
            return refused
        fitting = self._matching(state, on_cell)
        if chosen is None and not state.sudden:  # a cell some tile may go on: which tile?
            return Reaction.say(prompts.choose_tile_for(cell_name(cell)))
        self.reset()
        return Reaction(fitting[0])

    def _click_piece_step(self, state: NeuroDrezState, seat: int, pos: tuple[int, int],
                          cell: int | None) -> Reaction[NeuroDrezAction]:
        chosen = self._pay_at(state, seat, pos)
        if chosen is not None:
            return self._choose_pay(state, chosen)
        reserve = self._reserve_at(state, seat, pos)
        if reserve is not None:
            return self._select(state, PickReserve(*reserve))
        if cell is None:
            return Reaction()
        if isinstance(self.selected, PickPiece | PickReserve):
            target = PickTarget(self._paid(self.selected), cell)
            fitting = [a for a in self._matching(state, target) if isinstance(a, Enter | Move)]
            if fitting:
                action = min(fitting, key=lambda a: pay_rank(a.pay))
                self.reset()
                return Reaction(action)
            if self.selected == PickPiece(cell):
                self.selected = None
                return Reaction()
        here = PickPiece(cell)
        if state.pieces[cell] != EMPTY and self._matching(state, self._paid(here)):
            return self._select(state, here)
        if not isinstance(self.selected, PickPiece | PickReserve):  # no piece picked
            return self._why_not(state, self._paid(here)) or Reaction()
        return self._why_not(state, PickTarget(self._paid(self.selected), cell)) or Reaction()

    def _select(self, state: NeuroDrezState, pick: PickPiece | PickReserve
                ) -> Reaction[NeuroDrezAction]:
        refused = self._why_not(state, self._paid(pick))
        if refused is not None:
            return refused
        self.selected = None if self.selected == pick else pick
        return Reaction()

    def _pay_at(self, state: NeuroDrezState, seat: int, pos: tuple[int, int]) -> Pay | None:
        if self.view.die_rect.collidepoint(pos) and state.dice is not None:
            return DIE
        slot = self.view.hand_slot(state, seat)
        if slot is None:
            return None
        for i, card in enumerate(state.cards[slot]):
            if self.view.card_rect(i).collidepoint(pos):
                return card
        return None

    def _reserve_at(self, state: NeuroDrezState, seat: int, pos: tuple[int, int]
                    ) -> tuple[int, Kind] | None:
        slot = self.view.hand_slot(state, seat)
        if slot is None:
            return None
        for row, colour in enumerate(state.config.slots[slot].colours):
            for kind in Kind:
                if self.view.reserve_rect(row, kind).collidepoint(pos):
                    return (colour, kind)
        return None

    def _choose_pay(self, state: NeuroDrezState, pay: Pay) -> Reaction[NeuroDrezAction]:
        if self.pay == pay:
            self.pay = None
            return Reaction.say(prompts.payment_cleared())
        refused = self._why_not(state, PickPayment(pay))
        if refused is not None:
            return refused
        self.pay = pay
        if self.selected is not None and not self._matching(state, self._paid(self.selected)):
            self.selected = None
        return Reaction()

    # -- marks and words ---------------------------------------------------------------------
    def marks(self, state: NeuroDrezState, seat: int, show_legal: bool) -> Marks:
        marks = self._marks(state, seat, show_legal)
        drag = self.held.dragged(self.selected)
        return marks if drag is None else replace(marks, drag=drag)  # under the pointer

    def hover(self, pos: tuple[int, int]) -> None:
        self.held.hover(pos)  # what is held follows
        self.view.hover(pos)

    def _marks(self, state: NeuroDrezState, seat: int, show_legal: bool) -> Marks:
        chips = self._chips(state)
        legal = self._legal(state)
        if not show_legal:
            return Marks(selected=self.selected, pay=self.pay, chips=chips)
        if state.phase == CLAIM:
            return Marks(targets=frozenset(a.cell for a in legal if isinstance(a, Claim)),
                         chips=chips, reasons=self._words(state, seat))
        if state.phase == TILE:
            if state.sudden:
                return Marks(targets=frozenset(a.cell for a in legal if isinstance(a, Remove)),
                             chips=chips, reasons=self._words(state, seat))
            tile = self.selected.tile if isinstance(self.selected, PickHandTile) else None
            return Marks(selected=self.selected, chips=chips,
                         playable_tiles=frozenset(a.tile for a in legal
                                                  if isinstance(a, Place)),
                         targets=frozenset(a.cell for a in legal if isinstance(a, Place)
                                           and a.tile == tile),
                         reasons=self._words(state, seat))
        if state.phase == STUCK:
            return Marks(targets=frozenset(a.cell for a in legal
                                           if isinstance(a, Withdraw) and a.cell != EMPTY),
                         chips=chips)
        if state.phase != PIECE:
            return Marks(chips=chips)
        actions = self._piece_actions(state)
        if self.selected is not None and not self._matching(state, self._paid(self.selected)):
            self.selected = None
        targets = [] if self.selected is None else \
            [a for a in actions if matches(self._paid(self.selected), a)]
        return Marks(selected=self.selected, pay=self.pay, chips=chips,
                     targets=frozenset(target_of(a) for a in targets),
                     movable=frozenset(a.origin for a in actions if isinstance(a, Move))
                     if self.selected is None else frozenset(),
                     reserve=frozenset((a.colour, a.kind) for a in actions
                                       if isinstance(a, Enter)),
                     reasons=self._words(state, seat))

    def _words(self, state: NeuroDrezState, seat: int) -> dict[int, str]:
        """Per cell, the rules' words for a click there now (shown on hover): what the
        action does (its log label), or why nothing can be done there (``why_not``,
        ``refusal``). Worked out once per state, selection and language, not every frame."""
        memo = self._reasons
        now = (self.selected, self.pay, seat, generation())
        if memo is not None and memo[0] is state and memo[1:5] == now:
            return memo[5]
        words = self._work_out_words(state, seat)
        self._reasons = (state, *now, words)
        return words

    def _work_out_words(self, state: NeuroDrezState, seat: int) -> dict[int, str]:
        rules = self.rules
        words: dict[int, str] = {}

        def explain(cell: int, selection: Claim | NeuroDrezSelection) -> None:
            fitting: list[NeuroDrezAction]
            if isinstance(selection, Claim):  # a whole action
                fitting = [selection] if selection in self._legal(state) else []
            else:
                fitting = self._matching(state, selection)
            if fitting:
                action = min(fitting, key=lambda a: pay_rank(getattr(a, "pay", FREE)))
                words[cell] = action_label(state, action, seat)  # its log line
            else:
                refusal = rules.why_not(state, selection)
                if refusal is not None:
                    words[cell] = refusal.message  # a tip: the words (a click shows the link)

        tiles, pieces = state.tiles, state.pieces
        if state.phase == CLAIM:
            for cell in CELLS:
                if pieces[cell] != EMPTY:
                    explain(cell, Claim(cell))
        elif state.phase == TILE:
            chosen = self.selected.tile if isinstance(self.selected, PickHandTile) else None
            if state.sudden or chosen is not None:
                for cell in CELLS:
                    explain(cell, PickTileCell(cell, chosen))
        elif state.phase == PIECE:
            if not isinstance(self.selected, PickPiece | PickReserve):  # no piece picked
                for cell in CELLS:
                    if pieces[cell] != EMPTY:
                        refusal = rules.why_not(state, self._paid(PickPiece(cell)))
                        if refusal is not None:
                            words[cell] = refusal.message
            else:
                pick = self._paid(self.selected)
                for cell in CELLS:
                    if tiles[cell] != EMPTY:
                        explain(cell, PickTarget(pick, cell))
        return words

    def hint_marks(self, state: NeuroDrezState, seat: int, action: NeuroDrezAction) -> Marks:
        chips = self._chips(state)
        if isinstance(action, Enter | Move):
            return Marks(selected=origin_of(action), chips=chips,
                         pay=None if action.pay == FREE else action.pay,
                         targets=frozenset({target_of(action)}))
        if isinstance(action, Place):
            return Marks(selected=PickHandTile(action.tile), chips=chips,
                         targets=frozenset({action.cell}))
        if isinstance(action, Claim | Remove | Withdraw) and action.cell != EMPTY:
            return Marks(targets=frozenset({action.cell}), chips=chips)
        return Marks(chips=chips, hinted=action)

    def no_marks(self) -> Marks:
        return Marks()

    def hint(self, state: NeuroDrezState, seat: int) -> Notice | None:
        if state.phase == CLAIM:
            return prompts.conquest(partners=state.config.players == 4)  # N7
        if state.phase == TILE:
            if state.sudden:
                return prompts.sudden_death()
            if isinstance(self.selected, PickHandTile):
                return prompts.lay_chosen_tile()
            return prompts.lay_tile()
        if state.phase == STUCK:
            return prompts.stuck()
        if state.phase != PIECE:
            return None
        if self.selected is not None:
            return prompts.move_chosen_piece()
        return prompts.move_piece()

    # -- the board cursor (keys) ---------------------------------------------------------------
    def targets(self, state: NeuroDrezState, seat: int) -> list[Target]:
        """The 49 cells; the seat's hand tiles (laying a tile), its cards, reserve and the
        number die (moving a piece); the chips."""
        view = self.view
        marks = self.marks(state, seat, True)
        lit = marks.targets if marks.targets or marks.selected is not None else marks.movable
        found = [Target(view.cell_rect(cell), ("cell", cell), lit=cell in lit)
                 for cell in CELLS]
        slot = view.hand_slot(state, seat)
        if slot is not None and state.phase == TILE and not state.sudden:
            found += [Target(view.hand_tile_rect(i), ("tile", i, tile), HAND,
                             lit=tile in marks.playable_tiles)
                      for i, tile in enumerate(state.hands[slot])]
        if slot is not None and state.phase == PIECE:
            if state.dice is not None:
                found.append(Target(pygame.Rect(view.die_rect), ("die",), HAND))
            found += [Target(view.card_rect(i), ("card", i), HAND)
                      for i in range(len(state.cards[slot]))]
            found += [Target(view.reserve_rect(row, kind), ("reserve", colour, kind), HAND,
                             lit=(colour, kind) in marks.reserve)
                      for row, colour in enumerate(state.config.slots[slot].colours)
                      for kind in Kind]
        chips = self._chips(state)
        return found + chip_targets(chips, view.chip_rects(chips))

    # -- clicks that make an action (tests, selftest) ----------------------------------------
    def clicks_for(self, state: NeuroDrezState, seat: int, action: NeuroDrezAction
                   ) -> list[tuple[int, int]]:
        saved = (self.selected, self.pay)
        try:
            return self._simulate(state, seat, action)
        finally:
            self.selected, self.pay = saved

    def _chip_pos(self, state: NeuroDrezState, action: NeuroDrezAction) -> list[tuple[int, int]]:
        chips = self._chips(state)
        for chip, rect in zip(chips, self.view.chip_rects(chips), strict=True):
            if chip.value == action:
                return [rect.center]
        return []

    def _simulate(self, state: NeuroDrezState, seat: int, action: NeuroDrezAction
                  ) -> list[tuple[int, int]]:
        view = self.view
        if isinstance(action, Decline | CallSuddenDeath | TradeNeutral) or (
                isinstance(action, Withdraw) and action.cell == EMPTY):
            return self._chip_pos(state, action)
        if isinstance(action, Claim | Remove | Withdraw):
            return [view.cell_rect(action.cell).center]
        if isinstance(action, Place):
            index = state.hands[self._slot(state, seat)].index(action.tile)
            clicks = [] if self.selected == PickHandTile(action.tile) else \
                [view.hand_tile_rect(index).center]
            return clicks + [view.cell_rect(action.cell).center]
        assert isinstance(action, Enter | Move)  # the seat's other actions are answered above
        clicks = []
        same = [a for a in self._legal(state) if isinstance(a, Enter | Move)
                and origin_of(a) == origin_of(action) and target_of(a) == target_of(action)]
        default = min(same, key=lambda a: pay_rank(a.pay)).pay if same else None
        wanted = None if action.pay == default else action.pay
        if wanted != self.pay:
            spot = self.pay if wanted is None else wanted
            assert spot is not None  # wanted differs from the chosen pay: one of them is set
            clicks.append(self._pay_pos(state, seat, spot))
            self.pay = wanted
        if self.selected != origin_of(action):
            if isinstance(action, Enter):
                row = state.config.slots[self._slot(state, seat)].colours.index(action.colour)
                clicks.append(view.reserve_rect(row, action.kind).center)
            else:
                clicks.append(view.cell_rect(action.origin).center)
        clicks.append(view.cell_rect(target_of(action)).center)
        return clicks

    def _pay_pos(self, state: NeuroDrezState, seat: int, pay: Pay) -> tuple[int, int]:
        if pay == DIE:
            return self.view.die_rect.center
        return self.view.card_rect(state.cards[self._slot(state, seat)].index(pay)).center

    def _slot(self, state: NeuroDrezState, seat: int) -> int:
        """The hand of ``seat``, making a move: a seat to act has one in its view."""
        slot = self.view.hand_slot(state, seat)
        assert slot is not None
        return slot


def create(rules: Rules[NeuroDrezState, NeuroDrezAction], setup: TableSetup,
           layout: dict[str, pygame.Rect]) -> NeuroDrezController:
    """The play scene's entry point for NeuroDrez (found by game id)."""
    return NeuroDrezController(rules, NeuroDrezView(layout))


def preview_option(canvas: pygame.Surface, rect: pygame.Rect, name: str, value: Any) -> None:
    """The setup screen's picture of an option's value: a figure style's king and knight."""
    if name.startswith("style_"):
        colour = PIECE_COLOUR_NAMES.index(name.removeprefix("style_"))
        preview_style(canvas, rect, colour, value)
