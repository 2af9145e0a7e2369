"""NeuroDrez input: clicks make a selection, and the selection picks a legal action.

Conquest: click a highlighted tile under your piece, or "No conquest". Tile: click a tile
in your hand, then a highlighted cell (sudden death: click a highlighted tile to remove).
Piece: click one of your pieces, or one in your reserve, then a highlighted tile; click the
number die or a card first to choose what pays (else the die pays, then a card, a Joker
last; a King is free). Stuck: click the piece to take back. Legality always comes from
``rules.legal_actions``; a click the rules forbid shows ``rules.refusal``.
"""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.games.neurodrez.art import preview_style
from neurodrez_desktop.games.neurodrez.components import (
    COLOUR_NAMES,
    SURFACE_NAMES,
    Kind,
    cell_name,
)
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
    NeuroDrezState,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
)
from neurodrez_desktop.games.neurodrez.terrain import current_colour
from neurodrez_desktop.games.neurodrez.view import Marks, NeuroDrezView, Selection
from neurodrez_desktop.ui.chips import Chip
from neurodrez_desktop.ui.table import GameController, Reaction, TableSetup


def pay_rank(pay: Any) -> tuple[int, Any]:
    """The payment used when the player chose none: free, the die, a card, a Joker last."""
    if pay == FREE:
        return (0, 0)
    if pay == DIE:
        return (1, 0)
    return (3 if pay.kind is CardType.JOKER else 2, pay.sort_key)


def target_of(action: Enter | Move) -> int:
    return action.cell if isinstance(action, Enter) else action.target


def origin_of(action: Enter | Move) -> Selection:
    if isinstance(action, Enter):
        return ("reserve", (action.colour, action.kind))
    return ("cell", action.origin)


class NeuroDrezController(GameController):
    view: NeuroDrezView

    def __init__(self, rules: Any, view: NeuroDrezView) -> None:
        super().__init__(rules, view)
        self.selected: Selection | None = None
        self.pay: Any = None

    def reset(self) -> None:
        self.selected = None
        self.pay = None

    # -- what is legal (always from the rules' list) ----------------------------------------
    def _legal(self, state: NeuroDrezState) -> list[Any]:
        return self.rules.legal_actions(state)

    def _piece_actions(self, state: NeuroDrezState) -> list[Enter | Move]:
        pay = self.pay
        return [a for a in self._legal(state) if isinstance(a, Enter | Move)
                and (pay is None or a.pay == pay)]

    def _chips(self, state: NeuroDrezState) -> tuple[Chip, ...]:
        chips = []
        for action in self._legal(state):
            if isinstance(action, Decline):
                chips.append(Chip("No conquest this turn", action))
            elif isinstance(action, CallSuddenDeath):
                chips.append(Chip("Call sudden death (N23)", action))
            elif isinstance(action, TradeNeutral):
                chips.append(Chip("Trade the Neutral card", action))
            elif isinstance(action, Withdraw) and action.cell == EMPTY:
                chips.append(Chip("Show cards and draw two (stuck)", action))
        return tuple(chips)

    # -- clicks ----------------------------------------------------------------------------
    def click(self, state: NeuroDrezState, seat: int, pos: tuple[int, int]) -> Reaction:
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

    def _checked(self, state: NeuroDrezState, action: Any) -> Reaction:
        if action in self._legal(state):
            self.reset()
            return Reaction(action)
        refusal = self.rules.refusal(state, action)
        if refusal is None:
            return Reaction(message="That is not possible now.", refused=True)
        return Reaction(message=f"{refusal.rule}: {refusal.message}", refused=True)

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
                         cell: int | None) -> Reaction:
        if state.sudden:
            return self._checked(state, Remove(cell)) if cell is not None else Reaction()
        tile = self._hand_tile_at(state, seat, pos)
        if tile is not None:
            self.selected = None if self.selected == ("tile", tile) else ("tile", tile)
            return Reaction()
        if cell is None:
            return Reaction()
        if self.selected is None or self.selected[0] != "tile":
            return Reaction(message="N14: first click the tile in your hand you want to lay.",
                            refused=True)
        return self._checked(state, Place(self.selected[1], cell))

    def _click_piece_step(self, state: NeuroDrezState, seat: int, pos: tuple[int, int],
                          cell: int | None) -> Reaction:
        chosen = self._pay_at(state, seat, pos)
        if chosen is not None:
            return self._choose_pay(state, chosen)
        reserve = self._reserve_at(state, seat, pos)
        if reserve is not None:
            return self._select(state, ("reserve", reserve))
        if cell is None:
            return Reaction()
        actions = self._piece_actions(state)
        if self.selected is not None:
            fitting = [a for a in actions if origin_of(a) == self.selected
                       and target_of(a) == cell]
            if fitting:
                action = min(fitting, key=lambda a: pay_rank(a.pay))
                self.reset()
                return Reaction(action)
            if self.selected == ("cell", cell):
                self.selected = None
                return Reaction()
        if state.pieces[cell] != EMPTY and any(origin_of(a) == ("cell", cell) for a in actions):
            return self._select(state, ("cell", cell))
        if self.selected is None:
            return Reaction(message=self._whose(state, cell), refused=True)
        return self._refuse(state, cell)

    @staticmethod
    def _whose(state: NeuroDrezState, cell: int) -> str:
        """Why a click on the board picked no piece: whose piece it was, if any."""
        piece = state.pieces[cell]
        slot = state.config.slots[state.slot]
        if piece != EMPTY and piece // 6 not in slot.colours:
            what = f"{COLOUR_NAMES[piece // 6]} {Kind(piece % 6).noun}"
            if state.config.solo:  # N25: one player, each colour on its own turn
                return (f"N15: the {what} moves on {COLOUR_NAMES[piece // 6]}'s turn; now "
                        f"{COLOUR_NAMES[slot.colours[0]]} moves.")
            if piece // 6 in state.config.sides[slot.side]:
                return (f"N15: the {what} is your partner's: each player enters and moves "
                        "only pieces of their own colour.")
            return f"N15: the {what} is not yours: you enter and move only your own pieces."
        return ("N15: click one of your pieces (or one in your reserve) first, then where it "
                "goes.")

    def _refuse(self, state: NeuroDrezState, cell: int) -> Reaction:
        """Why the selected piece cannot go to ``cell``, in the rules' words."""
        pay = self.pay if self.pay is not None else DIE
        if self.selected[0] == "reserve":
            colour, kind = self.selected[1]
            action: Any = Enter(colour, kind, cell, pay)
        else:
            action = Move(self.selected[1], cell, pay)
        return self._checked(state, action)

    def _select(self, state: NeuroDrezState, selection: Selection) -> Reaction:
        if not any(origin_of(a) == selection for a in self._piece_actions(state)):
            what = "That piece" if selection[0] == "cell" else \
                f"The {COLOUR_NAMES[selection[1][0]]} {Kind(selection[1][1]).noun}"
            paid = "" if self.pay is None else " with the chosen payment"
            return Reaction(message=f"N15: {what} cannot enter or move now{paid} (it needs "
                                    "the number die or a card of its kind, or is a King that "
                                    "moved last turn, N18).", refused=True)
        self.selected = None if self.selected == selection else selection
        return Reaction()

    def _pay_at(self, state: NeuroDrezState, seat: int, pos: tuple[int, int]) -> Any:
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
                    ) -> tuple[int, int] | None:
        slot = self.view.hand_slot(state, seat)
        if slot is None:
            return None
        for row, colour in enumerate(state.config.slots[slot].colours):
            for kind in range(6):
                if self.view.reserve_rect(row, kind).collidepoint(pos):
                    return (colour, kind)
        return None

    def _choose_pay(self, state: NeuroDrezState, pay: Any) -> Reaction:
        if self.pay == pay:
            self.pay = None
            return Reaction(message="Payment cleared: the program picks one for you.")
        if isinstance(pay, Card) and pay.kind is CardType.NEUTRAL:
            return Reaction(message="N10: a Neutral card pays for nothing; trade it with the "
                                    "chip under Actions.", refused=True)
        if not any(a.pay == pay for a in self._legal(state) if isinstance(a, Enter | Move)):
            return Reaction(message="N15: that pays for no piece that can enter or move now.",
                            refused=True)
        self.pay = pay
        if self.selected is not None and not any(
                origin_of(a) == self.selected for a in self._piece_actions(state)):
            self.selected = None
        return Reaction()

    # -- marks and words ---------------------------------------------------------------------
    def marks(self, state: NeuroDrezState, seat: int, show_legal: bool) -> Marks:
        chips = self._chips(state)
        legal = self._legal(state)
        if not show_legal:
            return Marks(selected=self.selected, pay=self.pay, chips=chips)
        if state.phase == CLAIM:
            return Marks(targets=frozenset(a.cell for a in legal if isinstance(a, Claim)),
                         chips=chips)
        if state.phase == TILE:
            if state.sudden:
                return Marks(targets=frozenset(a.cell for a in legal if isinstance(a, Remove)),
                             chips=chips)
            tile = self.selected[1] if self.selected and self.selected[0] == "tile" else None
            return Marks(selected=self.selected, chips=chips,
                         playable_tiles=frozenset(a.tile for a in legal
                                                  if isinstance(a, Place)),
                         targets=frozenset(a.cell for a in legal if isinstance(a, Place)
                                           and a.tile == tile))
        if state.phase == STUCK:
            return Marks(targets=frozenset(a.cell for a in legal
                                           if isinstance(a, Withdraw) and a.cell != EMPTY),
                         chips=chips)
        if state.phase != PIECE:
            return Marks(chips=chips)
        actions = self._piece_actions(state)
        if self.selected is not None and not any(origin_of(a) == self.selected
                                                 for a in actions):
            self.selected = None
        targets = [a for a in actions if origin_of(a) == self.selected]
        return Marks(selected=self.selected, pay=self.pay, chips=chips,
                     targets=frozenset(target_of(a) for a in targets),
                     movable=frozenset(a.origin for a in actions if isinstance(a, Move))
                     if self.selected is None else frozenset(),
                     reserve=frozenset(origin_of(a)[1] for a in actions
                                       if isinstance(a, Enter)),
                     reasons={target_of(a): self._reason(state, a) for a in targets})

    def _reason(self, state: NeuroDrezState, action: Enter | Move) -> str:
        """Why a cell is a target: the colour die, the surface die, or natural movement."""
        cell = target_of(action)
        tile = state.tiles[cell]
        dice = state.dice
        words = []
        if dice is not None and current_colour(state.tiles, state.tokens, cell) == dice.colour:
            words.append(f"{COLOUR_NAMES[dice.colour]} (colour die)")
        if dice is not None and tile % 6 == dice.surface:
            words.append(f"{SURFACE_NAMES[dice.surface]} (surface die)")
        if not words:
            words.append("its own movement (N17)")
        if state.pieces[cell] != EMPTY:
            words.append("captures")
        return f"{cell_name(cell)}: " + ", ".join(words)

    def hint_marks(self, state: NeuroDrezState, seat: int, action: Any) -> Marks:
        chips = self._chips(state)
        if isinstance(action, Enter | Move):
            return Marks(selected=origin_of(action), chips=chips,
                         pay=None if action.pay == FREE else action.pay,
                         targets=frozenset({target_of(action)}))
        if isinstance(action, Place):
            return Marks(selected=("tile", action.tile), chips=chips,
                         targets=frozenset({action.cell}))
        if isinstance(action, Claim | Remove | Withdraw) and action.cell != EMPTY:
            return Marks(targets=frozenset({action.cell}), chips=chips)
        return Marks(chips=chips, hinted=action)

    def no_marks(self) -> Marks:
        return Marks()

    def hint(self, state: NeuroDrezState, seat: int) -> str:
        if state.phase == CLAIM:
            if state.config.players == 4:  # N7: partners share a side
                return ("Conquest (N12): click a highlighted tile under a piece of your team "
                        "(yours or your partner's): it takes that piece's colour. Or choose No "
                        "conquest.")
            return ("Conquest (N12): click a highlighted tile under your piece to make it your "
                    "colour, or choose No conquest.")
        if state.phase == TILE:
            if state.sudden:
                return ("Sudden death (N22): click a highlighted tile to remove it — an edge "
                        "tile with no piece whose removal keeps the terrain in one piece.")
            if self.selected and self.selected[0] == "tile":
                return "Click a highlighted empty cell next to the terrain to lay the tile."
            return "Lay a tile (N14): click one of the tiles in your hand, then a cell."
        if state.phase == STUCK:
            return ("Stuck (N20): no piece can enter or move. Click one of your pieces to take "
                    "it back (your cards are then shown and redrawn).")
        if state.phase != PIECE:
            return ""
        if self.selected is not None:
            return ("Click a highlighted tile (hover one to see why it is allowed); click the "
                    "die or a card first to choose what pays.")
        return ("Enter or move a piece (N15): click one of your pieces, or one in your reserve "
                "(the outlined ones can go), then a highlighted tile.")

    # -- clicks that make an action (tests, selftest) ----------------------------------------
    def clicks_for(self, state: NeuroDrezState, seat: int, action: Any
                   ) -> list[tuple[int, int]]:
        saved = (self.selected, self.pay)
        try:
            return self._simulate(state, seat, action)
        finally:
            self.selected, self.pay = saved

    def _chip_pos(self, state: NeuroDrezState, action: Any) -> list[tuple[int, int]]:
        chips = self._chips(state)
        for chip, rect in zip(chips, self.view.chip_rects(chips), strict=True):
            if chip.value == action:
                return [rect.center]
        return []

    def _simulate(self, state: NeuroDrezState, seat: int, action: Any
                  ) -> list[tuple[int, int]]:
        view = self.view
        if isinstance(action, Decline | CallSuddenDeath | TradeNeutral) or (
                isinstance(action, Withdraw) and action.cell == EMPTY):
            return self._chip_pos(state, action)
        if isinstance(action, Claim | Remove | Withdraw):
            return [view.cell_rect(action.cell).center]
        if isinstance(action, Place):
            slot = view.hand_slot(state, seat)
            index = state.hands[slot].index(action.tile)
            clicks = [] if self.selected == ("tile", action.tile) else \
                [view.hand_tile_rect(index).center]
            return clicks + [view.cell_rect(action.cell).center]
        clicks = []
        same = [a for a in self._legal(state) if isinstance(a, Enter | Move)
                and origin_of(a) == origin_of(action) and target_of(a) == target_of(action)]
        default = min(same, key=lambda a: pay_rank(a.pay)).pay if same else None
        wanted = None if action.pay == default else action.pay
        if wanted != self.pay:
            clicks.append(self._pay_pos(state, seat, self.pay if wanted is None else wanted))
            self.pay = wanted
        if self.selected != origin_of(action):
            if isinstance(action, Enter):
                slot = view.hand_slot(state, seat)
                row = state.config.slots[slot].colours.index(action.colour)
                clicks.append(view.reserve_rect(row, action.kind).center)
            else:
                clicks.append(view.cell_rect(action.origin).center)
        clicks.append(view.cell_rect(target_of(action)).center)
        return clicks

    def _pay_pos(self, state: NeuroDrezState, seat: int, pay: Any) -> tuple[int, int]:
        if pay == DIE:
            return self.view.die_rect.center
        slot = self.view.hand_slot(state, seat)
        return self.view.card_rect(state.cards[slot].index(pay)).center


def create(rules: Any, setup: TableSetup, layout: dict[str, pygame.Rect]) -> NeuroDrezController:
    """The play scene's entry point for NeuroDrez (found by game id)."""
    return NeuroDrezController(rules, NeuroDrezView(layout))


def preview_option(canvas: pygame.Surface, rect: pygame.Rect, name: str, value: Any) -> None:
    """The setup screen's picture of an option's value: a figure style's king and knight."""
    if name.startswith("style_"):
        colour = PIECE_COLOUR_NAMES.index(name.removeprefix("style_"))
        preview_style(canvas, rect, colour, value)
