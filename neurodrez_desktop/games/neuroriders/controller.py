"""Neuroriders input: take a room, perhaps play an Action card, lay a room with a preview
and a confirm step; the choices inside an effect (a tied path, an adjustment, where the
Starting Room goes, where a rescued rider goes) as chips or cell clicks.

Laying a room (JCloisterZone's habit): the hand's first room that fits is chosen; a ghost
follows the pointer in the chosen rotation (R, right-click or Shift+wheel turn it), cells
where it fits are lit; a click puts it down *staged* — turned to the first rotation that
fits there — with each summoned rider's path and Memories drawn; another click moves it,
Rotate turns it, Confirm (Enter) lays it, Cancel (Backspace) picks it up. Choices whose
consequences follow at once with chance (the Starting Room, a rescue) are staged and
confirmed the same way, since undo stops at a reveal.

The grid pans by dragging (whoever's turn it is) or with the arrow keys, zooms with the
wheel or +/−, and C re-centres. Every refusal shows the rules' own words.
"""

from __future__ import annotations

import pygame

from neurodrez_desktop.core.notice import Notice, not_offered
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.games.neuroriders import hints
from neurodrez_desktop.games.neuroriders.aftermath import NOTHING, Aftermath, foresee
from neurodrez_desktop.games.neuroriders.catalog import _
from neurodrez_desktop.games.neuroriders.movement import RiderMove, summoned_moves, walk
from neurodrez_desktop.games.neuroriders.rooms import Colour, colour_name, room_set
from neurodrez_desktop.games.neuroriders.state import (
    HIDDEN,
    Adjust,
    AdjustPass,
    Card,
    Cell,
    ChoosePath,
    MoveRider,
    MoveStartingRoom,
    NoPlacement,
    NRAction,
    NRSelection,
    NRState,
    Phase,
    PickCard,
    PickCell,
    PickRoom,
    Place,
    Relocate,
    RelocateTo,
    RescueTo,
    RotateRoom,
    Take,
    Tile,
    card_name,
    cell_name,
)
from neurodrez_desktop.games.neuroriders.view import Marks, NeuroridersView
from neurodrez_desktop.games.neuroriders.words import describe_move, foresight_text
from neurodrez_desktop.ui import intents
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

CONFIRM, ROTATE, CANCEL, NO_ROOM, CANCEL_CARD = "confirm", "rotate", "cancel", "none", "uncard"
DRAG_SLOP = 8
PAN_KEYS = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0),
            pygame.K_DOWN: (1, 0)}
ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
STAGED_PHASES = (Phase.PLACE, Phase.RELOCATE, Phase.START_ROOM, Phase.RESCUE)
ChipValue = str | tuple[str, Colour] | NRAction
"""What a chip of this table stands for: one of the words above (CONFIRM …), a rider
for the Move card (``("rider", colour)``), or the action it makes."""


class NeuroridersController(GameController[NRState, NRAction, Marks]):
    view: NeuroridersView

    def __init__(self, rules: Rules[NRState, NRAction], view: NeuroridersView) -> None:
        super().__init__(rules, view)
        self.press: tuple[int, int] | None = None
        self.panning = False
        self.pointer: tuple[int, int] | None = None
        self._legal_of: tuple[NRState, list[NRAction]] | None = None
        self._foreseen_of: tuple[NRState, dict[NRAction, Aftermath]] | None = None
        self.reset()

    def reset(self) -> None:
        self.chosen: int | None = None
        self.turns = 0
        self.staged: tuple[int, Cell, int] | None = None
        self.picked: Cell | None = None
        self.card: Card | None = None
        self.card_rider: Colour | None = None
        self.clicked: Cell | None = None
        self.context: tuple[object, ...] | None = None

    # -- what the rules allow now ------------------------------------------------------------
    def _legal(self, state: NRState) -> list[NRAction]:
        """The legal list, asked once per state shown (a frame asks it several times)."""
        cached = self._legal_of
        if cached is not None and cached[0] is state:
            return cached[1]
        legal = self.rules.legal_actions(state)
        self._legal_of = (state, legal)
        return legal

    def _fresh(self, state: NRState, seat: int) -> None:
        """Forget a selection made in another phase or turn (after a handoff or undo)."""
        key = (state.phase, seat, state.crystallizations, len(state.lineup), state.placed,
               state.card_played, state.relocating, state.tiles if state.phase in (
                   Phase.START_ROOM, Phase.RESCUE) else None)
        if key != self.context:
            self.reset()
            self.context = key
        if state.phase == Phase.PLACE and self.card is None:
            hand = state.hand(seat)
            if self.chosen not in hand:
                fitting = [r for r in hand if r != HIDDEN and self._spots(state, r)]
                self.chosen = fitting[0] if fitting else None
                self.turns = 0
        elif state.phase == Phase.RELOCATE and state.relocating is not None:
            self.chosen = state.cells[state.relocating].room

    def _spots(self, state: NRState, room_id: int | None) -> list[tuple[Cell, int]]:
        """Where the chosen room may go now: (cell, turns) from the legal list."""
        if room_id is None:
            return []
        out = []
        for a in self._legal(state):
            if isinstance(a, Place) and a.room == room_id or isinstance(a, RelocateTo):
                out.append((a.cell, a.turns))
        return out

    def _foresee(self, state: NRState, action: NRAction | None) -> Aftermath:
        """What ``action`` sets off, by the rules on the seat's view (``aftermath``), asked
        once per state shown and action (a frame asks it several times)."""
        if action is None:
            return NOTHING
        cached = self._foreseen_of
        if cached is None or cached[0] is not state:
            cached = self._foreseen_of = (state, {})
        if action not in cached[1]:
            cached[1][action] = foresee(state, action)
        return cached[1][action]

    def _foreseen(self, state: NRState) -> Aftermath:
        """What confirming the staged room, Starting Room or rescue would set off."""
        action: NRAction | None
        if state.phase in (Phase.START_ROOM, Phase.RESCUE):
            action = None if self.picked is None else self._cell_choice(state, self.picked)
        elif state.phase == Phase.PLACE and self.card is None:
            action = self._staged_action(state)
            if action not in self._legal(state):
                action = None
        else:
            action = None
        return self._foresee(state, action)

    def _staged_action(self, state: NRState) -> Place | RelocateTo | None:
        if self.staged is None:
            return None
        room_id, cell, turns = self.staged
        if state.phase == Phase.RELOCATE:
            return RelocateTo(cell, turns)
        return Place(room_id, cell, turns)

    def _cell_choice(self, state: NRState, cell: Cell) -> MoveStartingRoom | RescueTo | None:
        """The START_ROOM or RESCUE action at ``cell``, if legal."""
        for a in self._legal(state):
            if isinstance(a, (MoveStartingRoom, RescueTo)) and a.cell == cell:
                return a
        return None

    # -- view-only gestures: pan and zoom, whoever's turn it is ------------------------------
    def gesture(self, intent: intents.Intent) -> bool:
        view = self.view
        if isinstance(intent, intents.Click):
            self.press, self.panning = (intent.pos, False) \
                if view.board.collidepoint(intent.pos) else (None, False)
            return False
        if isinstance(intent, intents.Release):
            panned = self.panning
            self.press, self.panning = None, False
            return panned
        if isinstance(intent, intents.Hover):
            if self.press is not None:
                dx = intent.pos[0] - (self.pointer or self.press)[0]
                dy = intent.pos[1] - (self.pointer or self.press)[1]
                far = (abs(intent.pos[0] - self.press[0]) > DRAG_SLOP
                       or abs(intent.pos[1] - self.press[1]) > DRAG_SLOP)
                if far or self.panning:
                    self.panning = True
                    self.clicked = None
                    view.pan_pixels(dx, dy)
            self.pointer = intent.pos
            return False
        if isinstance(intent, intents.Scroll):
            if not view.board.collidepoint(intent.pos):
                return False
            if pygame.key.get_mods() & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL):
                self._rotate(1 if intent.lines < 0 else -1)
            else:
                view.zoom_by(1 if intent.lines > 0 else -1, intent.pos)
            return True
        if isinstance(intent, intents.RightClick):
            self._rotate(1)
            return True
        if isinstance(intent, intents.Key):
            if intent.key in PAN_KEYS:
                dr, dc = PAN_KEYS[intent.key]
                view.pan(dr * 1.0, dc * 1.0)
                return True
            if intent.key in ZOOM_IN_KEYS or intent.unicode == "+":
                view.zoom_by(1)
                return True
            if intent.key in ZOOM_OUT_KEYS or intent.unicode == "-":
                view.zoom_by(-1)
                return True
            if intent.key in (pygame.K_c, pygame.K_HOME):
                view.recentre()
                return True
        return False

    def _rotate(self, step: int) -> None:
        if self.staged is not None:
            room_id, cell, turns = self.staged
            self.staged = (room_id, cell, (turns + step) % 4)
        elif self.chosen is not None:
            self.turns = (self.turns + step) % 4

    # -- clicks -------------------------------------------------------------------------------
    def click(self, state: NRState, seat: int, pos: tuple[int, int]) -> Reaction[NRAction]:
        self._fresh(state, seat)
        chip = self.view.chip_at(pos, self._chips(state, seat))
        if chip is not None:
            return self._chip(state, seat, chip)
        phase = state.phase
        if phase == Phase.TAKE:
            room_id = self.view.lineup_at(pos, state)
            if room_id is not None:
                return Reaction(Take(room_id))
            if self.view.hand_at(pos, state.hand(seat)) is not None:
                return self._explained(state, PickRoom(-2))
        if phase == Phase.PLACE:
            card = self.view.card_at(pos)
            if card is not None:
                return self._pick_card(state, card)
            room_id = self.view.hand_at(pos, state.hand(seat))
            if room_id is not None:
                refused = self._explained(state, PickRoom(room_id))
                if refused.refused:
                    return refused
                self.card = None
                if self.chosen == room_id:
                    self.turns = (self.turns + 1) % 4
                else:
                    self.chosen, self.turns, self.staged = room_id, 0, None
                return Reaction()
            if self.view.lineup_at(pos, state) is not None:
                return Reaction.refuse(hints.room_taken())
        cell = self.view.cell_at(pos)
        if cell is not None:
            self.clicked = cell  # acted on when the button comes up (a drag pans instead)
        return Reaction()

    def release(self, state: NRState, seat: int, pos: tuple[int, int]) -> Reaction[NRAction]:
        cell, self.clicked = self.clicked, None
        if cell is None or self.view.cell_at(pos) != cell:
            return Reaction()
        self._fresh(state, seat)
        return self._click_cell(state, seat, cell)

    def _click_cell(self, state: NRState, seat: int, cell: Cell) -> Reaction[NRAction]:
        phase = state.phase
        if phase == Phase.PLACE and self.card is not None:
            return self._card_cell(state, cell)
        if phase in (Phase.PLACE, Phase.RELOCATE):
            if self.chosen is None:
                return self._explained(state, PickCell(cell))
            spots = self._spots(state, self.chosen)
            turns = [t for c, t in spots if c == cell]
            if not turns:
                room_id = self.chosen
                action = (RelocateTo(cell, self.turns) if phase == Phase.RELOCATE
                          else Place(room_id, cell, self.turns))
                return self._refused(state, action)
            start = self.staged[2] if self.staged is not None else self.turns
            best = min(turns, key=lambda t: (t - start) % 4)
            self.staged = (self.chosen, cell, best)
            self.turns = best
            return Reaction()
        if phase == Phase.PATH:
            for a in self._legal(state):
                if isinstance(a, ChoosePath) and a.via == cell:
                    return Reaction(a)
            return self._explained(state, PickCell(cell))
        if phase in (Phase.START_ROOM, Phase.RESCUE):
            if self._cell_choice(state, cell) is None:
                return self._explained(state, PickCell(cell))
            self.picked = cell
            return Reaction()
        return self._explained(state, PickCell(cell))

    def _card_cell(self, state: NRState, cell: Cell) -> Reaction[NRAction]:
        legal = self._legal(state)
        if self.card == Card.MOVE:
            moves = [a for a in legal if isinstance(a, MoveRider) and a.cell == cell
                     and (self.card_rider is None or a.colour == self.card_rider)]
            if len(moves) == 1:
                return Reaction(moves[0])
            if moves:
                return Reaction.say(hints.choose_rider())
            if self.card_rider is None:
                riders = [c for c in Colour if state.riders[c] == cell]
                if riders:
                    self.card_rider = riders[0]
                    return Reaction()
            colour = self.card_rider if self.card_rider is not None else Colour(0)
            return self._refused(state, MoveRider(colour, cell))
        kind = RotateRoom if self.card == Card.ROTATE else Relocate
        action = kind(cell)
        if action in legal:
            self.card = None
            return Reaction(action)
        return self._refused(state, action)

    def _pick_card(self, state: NRState, card: Card) -> Reaction[NRAction]:
        refused = self._explained(state, PickCard(card))
        if refused.refused:
            return refused
        if self.card == card:
            self.card = None
            return Reaction.say(hints.card_put_back())
        self.card, self.card_rider, self.staged = card, None, None
        return Reaction()

    def _chip(self, state: NRState, seat: int, value: ChipValue) -> Reaction[NRAction]:
        if value == CONFIRM:
            return self._confirm(state)
        if value == ROTATE:
            self._rotate(1)
            return Reaction()
        if value == CANCEL:
            self.staged, self.picked = None, None
            return Reaction.say(hints.picked_up())
        if value == CANCEL_CARD:
            self.card, self.card_rider = None, None
            return Reaction()
        if isinstance(value, tuple) and value[0] == "rider":
            self.card_rider = value[1]
            return Reaction()
        if value == NO_ROOM:
            return Reaction(NoPlacement())
        assert not isinstance(value, str | tuple)  # every word chip is answered above
        return Reaction(value)  # a choice chip is the action itself

    def _confirm(self, state: NRState) -> Reaction[NRAction]:
        if state.phase in (Phase.START_ROOM, Phase.RESCUE):
            if self.picked is None:
                return Reaction.refuse(hints.pick_cell_first())
            choice = self._cell_choice(state, self.picked)
            self.picked = None
            return Reaction(choice) if choice is not None else Reaction()
        action = self._staged_action(state)
        if action is None:
            return Reaction.refuse(hints.put_room_first())
        if action in self._legal(state):
            self.staged = None
            return Reaction(action)
        return self._refused(state, action)

    def key(self, state: NRState, seat: int, key: int, unicode: str) -> Reaction[NRAction]:
        self._fresh(state, seat)
        if key == pygame.K_r:
            self._rotate(-1 if pygame.key.get_mods() & pygame.KMOD_SHIFT else 1)
            return Reaction()
        if key == pygame.K_RETURN:
            if state.phase in STAGED_PHASES and (self.staged or self.picked):
                return self._confirm(state)
            chips = [c for c in self._chips(state, seat) if c.selected]
            if len(chips) == 1:
                return self._chip(state, seat, chips[0].value)
            return Reaction()
        if key == pygame.K_BACKSPACE:
            if self.staged or self.picked:
                return self._chip(state, seat, CANCEL)
            if self.card is not None:
                return self._chip(state, seat, CANCEL_CARD)
            return Reaction()
        if state.phase == Phase.TAKE and unicode in ("1", "2", "3", "4"):
            k = int(unicode) - 1
            if k < len(state.lineup):
                return Reaction(Take(state.lineup[k]))
        return Reaction()

    def undone(self) -> None:
        """A move taken back: its banner and animation go with it (the table shows the
        state it went back to, not news of a move no longer made)."""
        super().undone()
        self.view.forget_news()

    def _explained(self, state: NRState, selection: NRSelection) -> Reaction[NRAction]:
        refusal = self.rules.why_not(state, selection)
        if refusal is None:
            return Reaction()
        return Reaction.refuse(refusal)

    def _refused(self, state: NRState, action: NRAction) -> Reaction[NRAction]:
        refusal = self.rules.refusal(state, action)
        if refusal is None:
            return Reaction.refuse(not_offered())
        return Reaction.refuse(refusal)

    # -- marks and words ---------------------------------------------------------------------
    def _chips(self, state: NRState, seat: int) -> tuple[Chip, ...]:
        phase = state.phase
        legal = self._legal(state)
        if phase in (Phase.PLACE, Phase.RELOCATE):
            if phase == Phase.PLACE and self.card is not None:
                chips = [Chip(_("Put back {card}").format(card=card_name(self.card)),
                              CANCEL_CARD)]
                if self.card == Card.MOVE:
                    movable = sorted({a.colour for a in legal if isinstance(a, MoveRider)})
                    chips += [Chip(_("Move {colour}").format(colour=colour_name(c)), ("rider", c),
                                   selected=c == self.card_rider) for c in movable]
                return tuple(chips)
            chips = []
            if self.staged is not None:
                word = _("Confirm room") if phase == Phase.PLACE else _("Confirm relocation")
                chips += [Chip(word, CONFIRM, selected=True), Chip(_("Rotate (R)"), ROTATE),
                          Chip(_("Cancel"), CANCEL)]
            elif self.chosen is not None:
                chips.append(Chip(_("Rotate (R)"), ROTATE))
            if any(isinstance(a, NoPlacement) for a in legal):
                chips.append(Chip(_("Lay no room (none connects)"), NO_ROOM, selected=True))
            return tuple(chips)
        if phase == Phase.PATH:
            return tuple(Chip(self._path_words(state, a), a) for a in legal
                         if isinstance(a, ChoosePath))
        if phase == Phase.ADJUST:
            chips = []
            for a in legal:
                if isinstance(a, Adjust):
                    value = state.memories[a.colour] + a.delta
                    sign = "+1" if a.delta > 0 else "−1"
                    chips.append(Chip(_("{sign} {colour} (to {value})").format(
                        sign=sign, colour=colour_name(a.colour), value=value), a))
                elif isinstance(a, AdjustPass):
                    chips.append(Chip(_("Pass"), a))
            return tuple(chips)
        if phase in (Phase.START_ROOM, Phase.RESCUE) and self.picked is not None:
            return (Chip(_("Confirm"), CONFIRM, selected=True), Chip(_("Cancel"), CANCEL))
        return ()

    def _path_words(self, state: NRState, action: ChoosePath) -> str:
        assert state.placed is not None
        move = walk(state, action.colour, (state.riders[action.colour], action.via,
                                           state.placed))
        after = self._foresee(state, action)
        end = _("; this ends the game") if after.ends else (
            _("; crystallization follows") if after.crystallization else "")
        words = _("via {cell}: {move}").format(cell=cell_name(action.via),
                                               move=describe_move(move)) + end
        if self.view.chip_fits(words):
            return words
        # the way alone where a longer language's words would run past the chips' area:
        # the board shows each way's gains on its steps
        return _("via {cell}").format(cell=cell_name(action.via)) + end

    def _previews(self, state: NRState, seat: int, hover: Cell | None
                  ) -> tuple[RiderMove, ...]:
        """The walks the staged (or hovered) room would set off (R8, R9)."""
        if state.phase == Phase.PATH and state.placed is not None:
            colour = state.pending[0]
            return tuple(walk(state, colour, (state.riders[colour], a.via, state.placed))
                         for a in self._legal(state) if isinstance(a, ChoosePath))
        if state.phase != Phase.PLACE or self.card is not None:
            return ()
        if self.staged is not None:
            room_id, cell, turns = self.staged
        elif self.chosen is not None and hover is not None:
            room_id, cell, turns = self.chosen, hover, self.turns
            if (cell, turns) not in self._spots(state, room_id):
                return ()
        else:
            return ()
        if (cell, turns) not in self._spots(state, room_id):
            return ()
        summons = tuple(sorted(room_set().room(room_id).summons))
        laid = state.laying(Tile(cell, room_id, turns))
        out: list[RiderMove] = []
        for moves in summoned_moves(laid, cell, summons):
            out.extend(moves)
        return tuple(out)

    def marks(self, state: NRState, seat: int, show_legal: bool) -> Marks:
        self._fresh(state, seat)
        chips = self._chips(state, seat)
        hover = self.view.cell_at(self.pointer) if self.pointer is not None else None
        phase = state.phase
        marks = Marks(chips=chips, hover_cell=hover, turns=self.turns, card=self.card)
        if phase == Phase.TAKE:
            marks.lineup_lit = state.lineup if show_legal else ()
            return marks
        if phase in (Phase.PLACE, Phase.RELOCATE):
            marks.cards_playable = phase == Phase.PLACE and not state.card_played
            if self.card is not None:
                marks.targets = frozenset(self._card_targets(state)) if show_legal \
                    else frozenset()
                if self.card_rider is not None:
                    marks.picked_cell = state.riders[self.card_rider]
                return marks
            spots = self._spots(state, self.chosen)
            marks.chosen_room = self.chosen
            marks.staged = self.staged
            if self.staged is not None:
                marks.staged_legal = (self.staged[1], self.staged[2]) in spots
            if show_legal:
                marks.legal_cells = frozenset(c for c, _ in spots)
                marks.fitting_cells = frozenset(c for c, t in spots if t == self.turns)
            marks.previews = self._previews(state, seat, hover)
            marks.foresight = self._foreseen(state)
            if phase == Phase.RELOCATE:
                marks.picked_cell = state.relocating
            return marks
        if phase == Phase.PATH:
            marks.previews = self._previews(state, seat, hover)
            marks.targets = frozenset(a.via for a in self._legal(state)
                                      if isinstance(a, ChoosePath))
            return marks
        if phase in (Phase.START_ROOM, Phase.RESCUE):
            marks.targets = frozenset(a.cell for a in self._legal(state)
                                      if isinstance(a, (MoveStartingRoom, RescueTo)))
            marks.picked_cell = self.picked
            marks.foresight = self._foreseen(state)
            if phase == Phase.RESCUE:
                colour = next(a.colour for a in self._legal(state) if isinstance(a, RescueTo))
                marks.cursor = state.riders[colour]
        return marks

    def _card_targets(self, state: NRState) -> list[Cell]:
        legal = self._legal(state)
        if self.card == Card.MOVE:
            return [a.cell for a in legal if isinstance(a, MoveRider)
                    and (self.card_rider is None or a.colour == self.card_rider)]
        kind = RotateRoom if self.card == Card.ROTATE else Relocate
        return [a.cell for a in legal if isinstance(a, kind)]

    def hint_marks(self, state: NRState, seat: int, action: NRAction) -> Marks:
        marks = self.marks(state, seat, True)
        if isinstance(action, Place):
            marks.staged = (action.room, action.cell, action.turns)
            marks.staged_legal = True
        elif isinstance(action, RelocateTo) and self.chosen is not None:
            marks.staged = (self.chosen, action.cell, action.turns)
        elif isinstance(action, (MoveRider, RotateRoom, Relocate, MoveStartingRoom,
                                 RescueTo)):
            marks.targets = frozenset({action.cell})
        elif isinstance(action, Take):
            marks.lineup_lit = (action.room,)
        marks.hinted = action
        return marks

    def no_marks(self) -> Marks:
        return Marks()

    def hint(self, state: NRState, seat: int) -> Notice | None:
        self._fresh(state, seat)
        staged_fits = self.staged is not None and (self.staged[1], self.staged[2]) in \
            self._spots(state, self.staged[0])
        words = hints.hint(state, seat, self._legal(state),
                           hints.Selection(self.card, self.staged, staged_fits, self.picked))
        foresight = foresight_text(self._foreseen(state))
        if not foresight:
            return words
        return (words or Notice("")).then(f"\n{foresight}")

    # -- the board cursor (keys) ---------------------------------------------------------------
    def targets(self, state: NRState, seat: int) -> list[Target]:
        """Every cell of the rooms and the ring around them (seen through the grid's window:
        ``show`` pans to the one the cursor is on), the line-up while taking, the hand and
        the Action cards while laying, and the chips. Enter on the cell where a room (or
        the Starting Room, a rescued rider) is staged confirms it, as the message says."""
        self._fresh(state, seat)
        view, phase, legal = self.view, state.phase, self._legal(state)
        lit: set[Cell] = set()
        found: list[Target] = []
        if phase == Phase.TAKE:
            found += [Target(pygame.Rect(rect), ("lineup", room), HAND, lit=True)
                      for rect, room in zip(view.lineup_rects(len(state.lineup)),
                                            state.lineup, strict=True)]
        elif phase == Phase.PLACE:
            hand = state.hand(seat)
            found += [Target(pygame.Rect(rect), ("hand", k, room), HAND,
                             lit=room != HIDDEN and bool(self._spots(state, room)))
                      for k, (rect, room) in enumerate(zip(view.hand_rects(len(hand)), hand,
                                                           strict=True))]
            found += [Target(pygame.Rect(rect), ("card", card), HAND)
                      for card, rect in zip(Card, view.card_rects(), strict=True)]
            lit = set(self._card_targets(state)) if self.card is not None else {
                c for c, _ in self._spots(state, self.chosen)}
        elif phase == Phase.RELOCATE:
            lit = {c for c, _ in self._spots(state, self.chosen)}
        elif phase == Phase.PATH:
            lit = {a.via for a in legal if isinstance(a, ChoosePath)}
        elif phase in (Phase.START_ROOM, Phase.RESCUE):
            lit = {a.cell for a in legal if isinstance(a, MoveStartingRoom | RescueTo)}
        staged = self.staged[1] if self.staged is not None and self.card is None else None
        if phase in (Phase.START_ROOM, Phase.RESCUE):
            staged = self.picked
        rows = [t.cell[0] for t in state.tiles]
        cols = [t.cell[1] for t in state.tiles]
        cells = [Target(view.cell_rect((r, c)), ("cell", (r, c)), BOARD, lit=(r, c) in lit,
                        confirms=(r, c) == staged, area=pygame.Rect(view.board))
                 for r in range(min(rows) - 1, max(rows) + 2)
                 for c in range(min(cols) - 1, max(cols) + 2)] if state.tiles else []
        chips = self._chips(state, seat)
        return cells + found + chip_targets(chips, view.chip_rects(chips))

    def show(self, target: Target) -> None:
        """A cell the cursor goes to is panned into the grid's window (as little as it
        takes: the camera then stays where the player steered it, until C)."""
        key = target.key
        if target.area is None or not isinstance(key, tuple) or key[0] != "cell":
            return
        view = self.view
        rect, inside = view.cell_rect(key[1]), view.usable
        if inside.contains(rect):
            return
        dx = min(0, rect.left - inside.left) + max(0, rect.right - inside.right)
        dy = min(0, rect.top - inside.top) + max(0, rect.bottom - inside.bottom)
        view.pan(dy / view.size, dx / view.size)

    def digits_taken(self, state: NRState, seat: int) -> bool:
        return state.phase == Phase.TAKE  # 1-4 take a room of the line-up

    def table_keys(self) -> tuple[tuple[str, str], ...]:
        return ((_("1 to 4"), _("Take that room of the line-up (while taking a room)")),
                (_("R, Shift+R"), _("Turn the room to lay (right-click and Shift+wheel too)")),
                (_("Enter"), _("Confirm the room put down (the cursor on it, or no cursor)")),
                (_("Backspace"), _("Pick the room up again, or put the Action card back")),
                (_("Shift+arrows"), _("Pan the grid (the plain arrows too while others play)")),
                (_("+ and -"), _("Zoom in and out (the wheel too)")),
                (_("C or Home"), _("Every room in view again")))

    # -- clicks that make an action (tests, selftest) ----------------------------------------
    def clicks_for(self, state: NRState, seat: int, action: NRAction
                   ) -> list[tuple[int, int]]:
        self._fresh(state, seat)
        view = self.view
        if isinstance(action, Take):
            rects = view.lineup_rects(len(state.lineup))
            return [rects[state.lineup.index(action.room)].center]
        if isinstance(action, (Place, RelocateTo)):
            clicks: list[tuple[int, int]] = []
            if self.card is not None:
                clicks.append(self._chip_pos(state, seat, CANCEL_CARD))
                self.card = None
            room_id = action.room if isinstance(action, Place) else self.chosen
            if isinstance(action, Place) and self.chosen != action.room:
                hand = state.hand(seat)
                clicks.append(view.hand_rects(len(hand))[hand.index(action.room)].center)
            start = self.turns if (self.chosen == room_id and not (
                isinstance(action, Place) and self.chosen != action.room)) else 0
            if self.staged is not None:
                start = self.staged[2]
            turns = [t for c, t in self._spots(state, room_id) if c == action.cell]
            staged_turns = min(turns, key=lambda t: (t - start) % 4) if turns else start
            self._show(action.cell)
            clicks.append(view.cell_rect(action.cell).center)
            staged_chips = self._chips_when_staged(state, seat)
            rotate = self._pos_in(staged_chips, ROTATE)
            clicks += [rotate] * ((action.turns - staged_turns) % 4)
            return clicks + [self._pos_in(staged_chips, CONFIRM)]
        if isinstance(action, NoPlacement):
            return [self._chip_pos(state, seat, NO_ROOM)]
        if isinstance(action, (MoveRider, RotateRoom, Relocate)):
            card = {MoveRider: Card.MOVE, RotateRoom: Card.ROTATE,
                    Relocate: Card.RELOCATE}[type(action)]
            clicks = []
            if self.card != card:
                clicks.append(view.card_rects()[card].center)
            if isinstance(action, MoveRider):
                chips = self._chips_for_card(state, seat, card)
                clicks.append(self._pos_in(chips, ("rider", action.colour)))
            self._show(action.cell)
            return clicks + [view.cell_rect(action.cell).center]
        if isinstance(action, (MoveStartingRoom, RescueTo)):
            self._show(action.cell)
            chips = (Chip(_("Confirm"), CONFIRM, selected=True), Chip(_("Cancel"), CANCEL))
            return [view.cell_rect(action.cell).center, self._pos_in(chips, CONFIRM)]
        return [self._chip_pos(state, seat, action)]

    def _show(self, cell: Cell) -> None:
        """Bring ``cell`` into the window (a scripted click must land on it)."""
        view = self.view
        inside = view.board.inflate(-40, -140)
        if inside.contains(view.cell_rect(cell)):
            return
        view.recentre()
        if not inside.contains(view.cell_rect(cell)):
            view.centre = (float(cell[0]), float(cell[1]))
            view.steered = True

    def _chips_when_staged(self, state: NRState, seat: int) -> tuple[Chip, ...]:
        saved = self.staged, self.chosen
        if self.staged is None:
            self.staged = (self.chosen or 0, (0, 0), 0)
        try:
            return self._chips(state, seat)
        finally:
            self.staged, self.chosen = saved

    def _chips_for_card(self, state: NRState, seat: int, card: Card) -> tuple[Chip, ...]:
        saved = self.card, self.card_rider
        self.card, self.card_rider = card, None
        try:
            return self._chips(state, seat)
        finally:
            self.card, self.card_rider = saved

    def _pos_in(self, chips: tuple[Chip, ...], value: ChipValue) -> tuple[int, int]:
        for chip, rect in zip(chips, self.view.chip_rects(chips), strict=True):
            if chip.value == value:
                return rect.center
        raise ValueError(f"no chip for {value!r}")

    def _chip_pos(self, state: NRState, seat: int, value: ChipValue) -> tuple[int, int]:
        return self._pos_in(self._chips(state, seat), value)


def create(rules: Rules[NRState, NRAction], setup: TableSetup,
           layout: dict[str, pygame.Rect]) -> NeuroridersController:
    """The play scene's entry point for Neuroriders."""
    return NeuroridersController(rules, NeuroridersView(layout))
