"""Drawing NeuroDrez: the 7×7 board of tiles and pieces, the turn's steps and dice, the
hand of the seat at the screen, each side's pieces and surfaces, and the action chips.

The state drawn is already ``view_for(state, viewer)``: other seats' tiles and cards are
unknowns here and are drawn face down.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from neurodrez_desktop.core.cards import UNKNOWN, Card
from neurodrez_desktop.games.neurodrez import prompts
from neurodrez_desktop.games.neurodrez.art import (
    INK,
    pale,
    piece_sprite,
    small_tile_sprite,
    surface_symbol,
    tile_sprite,
)
from neurodrez_desktop.games.neurodrez.catalog import N_, _
from neurodrez_desktop.games.neurodrez.components import COLOUR_RGB, NUMBER_KIND, Kind
from neurodrez_desktop.games.neurodrez.end_words import end_words
from neurodrez_desktop.games.neurodrez.movement import board_of
from neurodrez_desktop.games.neurodrez.names import (
    card_name,
    colour_letter,
    colour_name,
    kind_title,
    surface_name,
)
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    EMPTY,
    END,
    PIECE,
    ROLL,
    STUCK,
    TILE,
    UNKNOWN_TILE,
    Claim,
    Dice,
    Draw,
    Enter,
    Move,
    NeuroDrezAction,
    NeuroDrezState,
    Pay,
    PickHandTile,
    PickPiece,
    PickReserve,
    Place,
    Remove,
)
from neurodrez_desktop.games.neurodrez.terrain import surface_tally
from neurodrez_desktop.games.neurodrez.words import colours_words, hand_heading
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.animation import left, timer
from neurodrez_desktop.ui.banner import Banner
from neurodrez_desktop.ui.card_art import draw_card
from neurodrez_desktop.ui.chips import Chip, chip_at, draw_chips, flow
from neurodrez_desktop.ui.table import GameView
from neurodrez_desktop.ui.tween import Slide, Tween

HAND_TILE, HAND_GAP = 54, 8
CARD_W, CARD_H = 84, 100
"""A card holds its name whole at the smallest size in every language ("Comodín")."""
RESERVE = 40
BADGE = 12
"""The radius of a colour's badge beside a hand's row: room for its letter at the theme's
smallest size. The badges have a column of their own, left of the tiles and the cards."""
PIECE_SCALE = 0.62  # a piece on the board, as a share of a cell
SAFE_GREEN, CONQUERING = (90, 190, 110), (245, 150, 40)
"""A piece safe on a friendly tile (N16), and one still conquering, open to capture."""
MOVE_SECONDS = 0.3
ROLL_SECONDS = 0.6
TIP_WIDTH = 560  # a cell's tooltip wraps at this width
STEPS = ((N_("Conquest"), CLAIM), (N_("Roll"), ROLL), (N_("Tile"), TILE), (N_("Piece"), PIECE))
Selection = PickPiece | PickReserve | PickHandTile
"""What the player has picked, as the rules name it (stored without a payment)."""


def open_hands(state: NeuroDrezState) -> bool:
    """Whether the state drawn holds every hand of several people: a finished game's
    review, the end (a view hides the others' tiles and cards as unknowns, so a state
    with none holds them all). Then the hand panel shows each hand under its owner's
    name, as the review's "every hand is shown" promises. Solo's hands, all its one
    player's, keep their own drawing."""
    slots = state.config.slots
    return (len({slot.seat for slot in slots}) > 1
            and all(UNKNOWN_TILE not in hand for hand in state.hands)
            and all(UNKNOWN not in held for held in state.cards))


@dataclass
class Ghost:
    """A picture fading on a cell after the state has moved on: a removed tile or a
    captured piece shrinking away, or a laid tile settling into place."""

    picture: pygame.Surface
    cell: int
    time: Tween
    """Its countdown in the view's animations (its delay: a capture waits for the
    capturing piece to arrive)."""
    grow: bool = False  # a laid tile comes in; otherwise the picture goes

    @property
    def delay(self) -> float:
        """Seconds before it starts to fade."""
        return max(0.0, self.time.delay - self.time.elapsed)

    def draw(self, canvas: pygame.Surface, centre: tuple[int, int]) -> None:
        if self.delay > 0:
            return
        t = self.time.progress
        scale, alpha = (1.3 - 0.3 * t, 120 + 135 * t) if self.grow else (1 - 0.6 * t,
                                                                           255 * (1 - t))
        picture = pygame.transform.smoothscale_by(self.picture, max(0.05, scale))
        picture.set_alpha(int(alpha))
        canvas.blit(picture, picture.get_rect(center=centre))


@dataclass
class CardFlight:
    """A card on its way, drawn over the table while the state has moved on: one drawn
    into the hand shown slides in from the panel's edge; one paid (shown to all, N15)
    rises from the hand and fades, to the discards."""

    card: Card
    tween: Tween
    fades: bool

    def draw(self, canvas: pygame.Surface) -> None:
        rect = pygame.Rect(0, 0, CARD_W, CARD_H)
        rect.center = (int(self.tween.position[0]), int(self.tween.position[1]))
        picture = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_card(picture, picture.get_rect(), self.card)
        if self.fades:
            picture.set_alpha(int(255 * (1 - self.tween.progress)))
        canvas.blit(picture, rect)


@dataclass
class Marks:
    selected: Selection | None = None
    pay: Pay | None = None  # "die" or a Card the player chose to pay with
    targets: frozenset[int] = frozenset()
    movable: frozenset[int] = frozenset()
    playable_tiles: frozenset[int] = frozenset()
    reserve: frozenset[tuple[int, int]] = frozenset()  # pieces that may enter
    chips: tuple[Chip, ...] = ()
    hinted: NeuroDrezAction | None = None
    reasons: dict[int, str] = field(default_factory=dict)
    """Cell -> the rules' words for it: what clicking it does, or why it cannot."""
    drag: tuple[int, int] | None = None
    """Where the selected piece or tile is held under the pointer (a drag)."""


class NeuroDrezView(GameView[NeuroDrezState, NeuroDrezAction, Marks]):
    def __init__(self, layout: dict[str, pygame.Rect]) -> None:
        super().__init__(layout)
        board = layout["board"]
        self.cell = board.w // 7
        self.board = pygame.Rect(board.x, board.y, self.cell * 7, self.cell * 7)
        self.slide: Slide | None = None
        self.pop: tuple[int, float] | None = None  # a cell whose tile just came or went
        self.ghost: Ghost | None = None
        self.flights: list[CardFlight] = []  # cards drawn or paid, on their way
        self.drawn_viewer: int | None = None  # the seat the last frame was drawn for
        self._tumble: Tween | None = None  # the dice's tumble, a countdown
        self.banner = Banner(covering=True)  # "Sudden death!" over the board
        self.drawn_chips: tuple[Chip, ...] = ()
        self.hovered: int | None = None
        self._layers = {name: draw.Layer() for name in ("board", "turn", "hand", "sides",
                                                         "banner", "actions")}
        """The board with its tiles, pieces and marks, and the panels: painted once per
        change of what they show (a slide or a fading tile reuses them every frame)."""

    # -- geometry -----------------------------------------------------------------------------
    def cell_rect(self, cell: int) -> pygame.Rect:
        row, col = divmod(cell, 7)
        return pygame.Rect(self.board.x + col * self.cell, self.board.y + row * self.cell,
                           self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        if not self.board.collidepoint(pos):
            return None
        return (pos[1] - self.board.y) // self.cell * 7 + (pos[0] - self.board.x) // self.cell

    def hand_tile_rect(self, index: int) -> pygame.Rect:
        box = self.layout["hand"]
        row, col = divmod(index, 8)
        return pygame.Rect(box.x + 16 + col * (HAND_TILE + HAND_GAP),
                           box.y + 48 + row * (HAND_TILE + HAND_GAP), HAND_TILE, HAND_TILE)

    def card_rect(self, index: int) -> pygame.Rect:
        box = self.layout["hand"]
        return pygame.Rect(box.x + 16 + index * (CARD_W + 10), box.bottom - CARD_H - 16,
                           CARD_W, CARD_H)

    def reserve_rect(self, row: int, kind: int) -> pygame.Rect:
        box = self.layout["hand"]
        x = box.x + 16 + 2 * (CARD_W + 10) + 14
        y = box.bottom - CARD_H - 16 + row * (RESERVE + 10)
        return pygame.Rect(x + kind * (RESERVE + 6), y, RESERVE, RESERVE)

    @property
    def die_rect(self) -> pygame.Rect:
        box = self.layout["turn"]
        return pygame.Rect(box.x + 16, box.y + 122, 84, 84)

    def chip_rects(self, chips: tuple[Chip, ...]) -> list[pygame.Rect]:
        return flow(chips, self.layout["actions"])

    def chip_at(self, pos: tuple[int, int], chips: tuple[Chip, ...]) -> Any:
        return chip_at(chips, self.chip_rects(chips), pos)

    def hand_slot(self, state: NeuroDrezState, viewer: int | None) -> int | None:
        """The slot whose hand the screen shows: the mover's if it is the viewer's (solo:
        every slot is), else the viewer's first."""
        slots = state.config.slots
        if viewer is None:
            return None
        if slots[state.slot].seat == viewer:
            return state.slot
        return next((k for k, slot in enumerate(slots) if slot.seat == viewer), None)

    def panel_slot(self, state: NeuroDrezState, viewer: int | None) -> int | None:
        """The slot whose hand the hand panel shows first: ``hand_slot``'s, except where
        the state drawn holds every hand (a finished game's review, the end): then the
        mover's, the colour the turn panel above names, the others listed under it
        (``open_hands``), so no hand sits under another colour's heading."""
        return state.slot if open_hands(state) else self.hand_slot(state, viewer)

    # -- animation ----------------------------------------------------------------------------
    @property
    def rolling(self) -> float:
        """Seconds left of the dice's tumble (0: they lie still)."""
        tumble = self._tumble
        return left(tumble) if tumble is not None and self.animations.running(tumble) else 0.0

    def _pop(self, cell: int, seconds: float) -> None:
        """Frame ``cell`` (its tile just came or went) for ``seconds``; input does not
        wait for it."""
        pop = (cell, seconds)
        self.pop = pop

        def over() -> None:
            if self.pop is pop:
                self.pop = None
        self.animations.countdown(seconds, then=over, waits=False)

    def _pop_for(self, cell: int, seconds: float, speed: float) -> None:
        """A pop of ``seconds`` at normal speed; none with animations off."""
        if speed > 0:
            self._pop(cell, seconds / speed)
        else:
            self.pop = None

    def _fade(self, ghost: Ghost) -> None:
        self.ghost = ghost

        def over() -> None:
            if self.ghost is ghost:
                self.ghost = None
        self.animations.animate(ghost.time, then=over)

    def _slide(self, slide: Slide) -> None:
        self.slide = slide

        def over() -> None:
            if self.slide is slide:
                self.slide = None
        self.animations.animate(slide.tween, then=over)

    def _fly(self, flight: CardFlight) -> None:
        self.flights.append(flight)

        def over() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
        self.animations.animate(flight.tween, then=over, waits=False)

    def hover(self, pos: tuple[int, int]) -> None:
        self.hovered = self.cell_at(pos)

    def animate(self, before: NeuroDrezState, action: NeuroDrezAction, after: NeuroDrezState,
                speed: float) -> str | None:
        if after.sudden and not before.sudden and not after.end_reason and speed > 0:
            headline, detail = prompts.sudden_death_news()
            self.banner.announce(headline, detail=detail)  # a click ends it
        if speed > 0:
            self._fly_cards(before, action, after, speed)
        if isinstance(action, Dice):
            self._tumble = self.animations.countdown(ROLL_SECONDS / speed) if speed > 0 \
                else None
            return "dice"
        if isinstance(action, Draw):
            return "card" if self.flights else None
        if isinstance(action, Claim):  # the conquest token goes down
            self._pop_for(action.cell, 0.6, speed)
            return "move"
        if isinstance(action, Place | Remove):
            self._pop_for(action.cell, 0.5, speed)
            if speed > 0:  # a laid tile settles in; a removed one shrinks away
                cell = action.cell
                tile = after.tiles[cell] if isinstance(action, Place) else before.tiles[cell]
                token = after.tokens[cell] if isinstance(action, Place) else before.tokens[cell]
                self._fade(Ghost(tile_sprite(tile, token, self.cell - 6), cell,
                                 timer(0.45 / speed), grow=isinstance(action, Place)))
            return "move"
        if isinstance(action, Move | Enter):
            target = action.target if isinstance(action, Move) else action.cell
            sound = "capture" if before.pieces[target] != EMPTY else "move"
            if before.pieces[target] != EMPTY and speed > 0:  # the taken piece shrinks away
                taken = before.pieces[target]
                picture = piece_sprite(taken // 6, taken % 6, before.config.styles[taken // 6],
                                       int(self.cell * PIECE_SCALE))
                self._fade(Ghost(picture, target, timer(
                    0.4 / speed, MOVE_SECONDS / speed if isinstance(action, Move) else 0)))
            if isinstance(action, Move) and speed > 0:
                self._slide(Slide(before, action.origin, before.pieces[action.origin],
                                  Tween(self.cell_rect(action.origin).center,
                                        self.cell_rect(target).center, MOVE_SECONDS / speed)))
            else:
                self._pop_for(target, 0.4, speed)
            return sound
        return None

    def _fly_cards(self, before: NeuroDrezState, action: NeuroDrezAction, after: NeuroDrezState,
                   speed: float) -> None:
        """A card paid for an entry or a move rises from the hand and fades (it is shown
        and discarded, N15); a card drawn into the hand on the screen slides in."""
        shown = self.hand_slot(after, self.drawn_viewer)
        pay = getattr(action, "pay", None)
        if isinstance(action, Move | Enter) and isinstance(pay, Card):
            slot = before.slot
            cards = before.cards[slot]
            start = (self.card_rect(cards.index(pay)).center
                     if shown == slot and pay in cards else self.layout["hand"].center)
            self._fly(CardFlight(pay, Tween(start, (start[0], start[1] - 160), 0.5 / speed),
                                 fades=True))
        elif isinstance(action, Draw) and shown is not None:  # into the hand on the screen
            new = list(after.cards[shown])
            for old in before.cards[shown]:
                if old in new:
                    new.remove(old)
            card = new[0] if len(new) == 1 else None  # another hand's card: not flown
            if card is not None and card != UNKNOWN:
                end = self.card_rect(after.cards[shown].index(card)).center
                start = (self.layout["hand"].right + CARD_W, end[1])
                self._fly(CardFlight(card, Tween(start, end, 0.4 / speed), fades=False))

    # -- drawing ------------------------------------------------------------------------------
    def draw_table(self, canvas: pygame.Surface,
                   state: NeuroDrezState, viewer: int | None,
                   marks: Marks, names: list[str]) -> None:
        self.drawn_chips = marks.chips
        self.drawn_viewer = viewer
        slide = self.slide
        shown = slide.before if slide is not None else state
        hide = slide.origin if slide else None
        if marks.drag is not None and hide is None and isinstance(marks.selected, PickPiece):
            hide = marks.selected.cell  # in the hand, under the pointer
        layers = self._layers
        picked = marks.selected.cell if isinstance(marks.selected, PickPiece) else None
        key: object = (shown.config.styles, shown.tiles, shown.tokens, shown.pieces, hide,
                       marks.movable, picked, marks.targets,
                       self.pop[0] if self.pop else None)
        layers["board"].show(canvas, self._board_area, key,
                             lambda c: self._draw_board(c, shown, marks, hide))
        if self.ghost is not None:
            self.ghost.draw(canvas, self.cell_rect(self.ghost.cell).center)
        if slide is not None:
            x, y = slide.tween.position
            self._piece(canvas, state, slide.piece, (int(x), int(y)))
        slot = state.config.slots[state.slot]
        # while the dice tumble, their faces are drawn over the rest of the panel, kept
        tumbling = self.rolling > 0 and state.dice is not None
        key = (state.config, state.slot, names[slot.seat], state.phase, state.dice,
               marks.pay == "die", tumbling)
        layers["turn"].show(canvas, draw.columns(self.layout["turn"]), key,
                            lambda c: self._draw_turn(c, state, marks, names,
                                                      faces=not tumbling))
        if tumbling:
            assert state.dice is not None
            self._draw_faces(canvas, self._shown_dice(state.dice))
        held = self.panel_slot(state, viewer)
        key = (viewer, held, state.slot, tuple(names), state.config, state.pieces,
               marks.selected, marks.pay,
               marks.playable_tiles, marks.reserve,
               None if held is None else (state.hands, state.cards))  # solo: every hand
        layers["hand"].show(canvas, draw.columns(self.layout["hand"]), key,
                            lambda c: self._draw_hand(c, state, viewer, marks, names))
        layers["sides"].show(canvas, draw.columns(self.layout["sides"]),
                             (state.config, state.tiles, state.tokens, state.pieces,
                              state.sudden),
                             lambda c: self._draw_sides(c, state, names))
        layers["banner"].show(canvas, draw.columns(self.layout["banner"]),
                              (self.banner_words(state), state.sudden),
                              lambda c: self._draw_banner(c, state))
        if self.banner.showing and slide is None:
            box = pygame.Rect(0, 0, self.board.w - 40, 110).move_to(center=self.board.center)
            self.banner.draw(canvas, box, (70, 36, 36), size=40)
        box = self.layout["actions"]
        rects = self.chip_rects(marks.chips)
        inside = all(box.contains(rect) for rect in rects)
        layers["actions"].show(canvas, draw.columns(box),
                               (marks.chips, marks.hinted) if inside else None,
                               lambda c: self._draw_actions(c, marks, rects))
        for flight in self.flights:  # over the panels: a card on its way
            flight.draw(canvas)
        if marks.drag is not None:
            self._draw_held(canvas, shown, marks.selected, marks.drag)
        if self.hovered is not None and self.hovered in marks.reasons and slide is None:
            self._draw_tip(canvas, self.cell_rect(self.hovered), marks.reasons[self.hovered])

    def _draw_held(self, canvas: pygame.Surface, state: NeuroDrezState, held: Selection | None,
                   pos: tuple[int, int]) -> None:
        """What a drag holds, under the pointer: a piece, a reserve piece or a tile."""
        if isinstance(held, PickPiece) and state.pieces[held.cell] != EMPTY:
            self._piece(canvas, state, state.pieces[held.cell], pos)
        elif isinstance(held, PickReserve):
            self._piece(canvas, state, held.colour * 6 + held.kind, pos)
        elif isinstance(held, PickHandTile):
            picture = tile_sprite(held.tile, EMPTY, self.cell - 6)
            canvas.blit(picture, picture.get_rect(center=pos))

    def _draw_actions(self, canvas: pygame.Surface, marks: Marks,
                      rects: list[pygame.Rect]) -> None:
        box = self.layout["actions"]
        draw.panel(canvas, box)
        title = _("Actions")
        draw.label(canvas, title, (box.x + 16, box.y + 10), 26, bold=True)
        if not marks.chips:
            x = box.x + max(130, 16 + theme.font(26, True).size(title)[0] + 16)
            draw.fitted_label(canvas, _("(nothing to click here now)"), (x, box.y + 14),
                              box.right - 16 - x, 22, theme.TEXT_DIM)
        draw_chips(canvas, marks.chips, rects, marks.hinted)

    @property
    def _board_area(self) -> pygame.Rect:
        """The board and its frame, with the rank numbers on its left and the file letters
        below."""
        return draw.columns(pygame.Rect(self.board.x - 36, self.board.y - 4,
                                        self.board.w + 40, self.board.h + 42))

    def _piece(self, canvas: pygame.Surface, state: NeuroDrezState, piece: int,
               centre: tuple[int, int], size: int | None = None) -> None:
        size = size or int(self.cell * PIECE_SCALE)
        colour = piece // 6
        picture = piece_sprite(colour, piece % 6, state.config.styles[colour], size)
        canvas.blit(picture, picture.get_rect(center=centre))

    def _draw_board(self, canvas: pygame.Surface, state: NeuroDrezState, marks: Marks,
                    hide: int | None) -> None:
        pygame.draw.rect(canvas, (30, 34, 42), self.board.inflate(8, 8), border_radius=8)
        draw.note("area", "board", self.board.inflate(8, 8))
        for k in range(7):  # the names the log uses: files a-g, ranks 1-7 from the bottom
            draw.label(canvas, "abcdefg"[k], (int(self.board.x + (k + 0.5) * self.cell),
                                              self.board.bottom + 6), 22, theme.TEXT_DIM,
                       "midtop", kind="coordinate")
            draw.label(canvas, str(7 - k), (self.board.x - 10, int(self.board.y + (k + 0.5)
                                            * self.cell)), 22, theme.TEXT_DIM, "midright",
                       kind="coordinate")
        for cell in range(49):
            rect = self.cell_rect(cell)
            tile = state.tiles[cell]
            if tile == EMPTY:
                pygame.draw.rect(canvas, (38, 44, 54), rect.inflate(-4, -4), 1,
                                 border_radius=6)
            else:
                canvas.blit(tile_sprite(tile, state.tokens[cell], self.cell - 6),
                            rect.inflate(-6, -6))
        for cell in marks.movable:
            pygame.draw.rect(canvas, theme.HIGHLIGHT, self.cell_rect(cell).inflate(-4, -4), 4,
                             border_radius=8)
        if isinstance(marks.selected, PickPiece):
            pygame.draw.rect(canvas, theme.SELECTED, self.cell_rect(marks.selected.cell), 6,
                             border_radius=8)
        standing = board_of(state)
        for cell in range(49):
            piece = state.pieces[cell]
            if piece != EMPTY and cell != hide:
                rect = self.cell_rect(cell)
                self._piece(canvas, state, piece, rect.center)
                self._standing_marks(canvas, state, cell, rect, standing.safe(cell))
        for cell in marks.targets:
            rect = self.cell_rect(cell)
            if state.pieces[cell] != EMPTY or state.tiles[cell] != EMPTY:
                pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(-8, -8), 5,
                                 border_radius=10)
            else:
                pygame.draw.circle(canvas, theme.HIGHLIGHT, rect.center, self.cell // 7)
        if self.pop is not None:
            pygame.draw.rect(canvas, theme.ACCENT, self.cell_rect(self.pop[0]).inflate(4, 4), 4,
                             border_radius=10)

    def _standing_marks(self, canvas: pygame.Surface, state: NeuroDrezState, cell: int,
                        rect: pygame.Rect, safe: bool) -> None:
        """Over a piece: its tile's surface symbol again, top right (the piece covers the
        printed one), and at the bottom right whether it is safe on a friendly tile (a
        green shield, N16) or still conquering and open to capture (an orange ring)."""
        badge = pygame.Rect(0, 0, self.cell // 4, self.cell // 4)
        badge.topright = (rect.right - 5, rect.y + 5)
        pygame.draw.rect(canvas, (250, 250, 250), badge, border_radius=5)
        pygame.draw.rect(canvas, INK, badge, 1, border_radius=5)
        surface_symbol(canvas, state.tiles[cell] % 6, badge.inflate(-4, -4), INK)
        draw.note("item", "surface under a piece", badge)
        mark = pygame.Rect(0, 0, self.cell // 4, self.cell // 4)
        mark.bottomright = (rect.right - 5, rect.bottom - 5)
        if safe:
            x, y, w, h = mark
            outline = [(x, y), (x + w, y), (x + w, y + h // 2), (x + w // 2, y + h),
                       (x, y + h // 2)]
            pygame.draw.polygon(canvas, SAFE_GREEN, outline)
            pygame.draw.polygon(canvas, INK, outline, 2)
            draw.note("item", "safe piece", mark)
        else:
            pygame.draw.circle(canvas, CONQUERING, rect.center, self.cell // 2 - 6, 3)
            pygame.draw.circle(canvas, CONQUERING, mark.center, mark.w // 2)
            pygame.draw.circle(canvas, INK, mark.center, mark.w // 2, 2)
            draw.note("item", "capturable piece", mark)

    def _draw_tip(self, canvas: pygame.Surface, rect: pygame.Rect, words: str) -> None:
        """A cell's words above it (below it on the top row), over everything else and
        wrapped, so that a long refusal is never cut off."""
        size = 20
        _, lines = theme.fitted_lines(words, size, size, TIP_WIDTH, 10**6)  # wrapped once
        height = theme.font(size).get_linesize()
        width = theme.lines_width(lines, size)
        tip = pygame.Rect(0, 0, width + 16, height * len(lines) + 10)
        tip.midbottom = (rect.centerx, rect.y - 4)
        top = self.layout["board"].y
        if tip.y < top:
            tip.midtop = (rect.centerx, rect.bottom + 4)
        tip.clamp_ip(pygame.Rect(0, top, canvas.get_width(), canvas.get_height() - top))
        draw.panel(canvas, tip, (20, 24, 30), theme.ACCENT, 6)
        for k, line in enumerate(lines):
            canvas.blit(theme.text(line, size, theme.TEXT), (tip.x + 8, tip.y + 5 + k * height))

    def _draw_turn(self, canvas: pygame.Surface, state: NeuroDrezState, marks: Marks,
                   names: list[str], faces: bool = True) -> None:
        """The turn panel: whose turn, its steps, the dice; without the dice's ``faces``
        (and their words) while they tumble, drawn over it each frame then."""
        box = self.layout["turn"]
        draw.panel(canvas, box)
        slot = state.config.slots[state.slot]
        who = colours_words(slot.colours)
        draw.fitted_block(canvas, f"{who} · {names[slot.seat]}",
                          pygame.Rect(box.x + 16, box.y + 4, box.w - 32, 50), 28, bold=True)
        x = box.x + 16
        current = state.phase if state.phase != STUCK else PIECE
        order = [phase for _word, phase in STEPS]
        width = (box.w - 32 - 6 * (len(STEPS) - 1)) // len(STEPS)
        size = min(theme.fitting_size(f"{n} {_(word)}", width - 10, 22, 14, bold=True)
                   for n, (word, _phase) in enumerate(STEPS, 1))  # one size for the four
        for n, (word, phase) in enumerate(STEPS, 1):
            done = current in order and order.index(phase) < order.index(current)
            now = phase == current
            chip = pygame.Rect(x, box.y + 56, width, 54)
            draw.panel(canvas, chip, (80, 70, 30) if now else (36, 42, 52),
                       theme.ACCENT if now else theme.PANEL_EDGE, 10)
            text, ink = f"{n} {_(word)}", theme.TEXT if now or done else theme.TEXT_DIM
            if theme.font(size, True).size(text)[0] <= width - 10:
                draw.label(canvas, text, chip.center, size, ink, "center", bold=now)
            else:  # a long step's name even at the smallest size: on two lines
                draw.fitted_block(canvas, text, chip.inflate(-8, -2), size, ink, bold=now,
                                  centred=True)
            if done:  # a tick in the corner: this step is behind us
                a, b, c = (chip.right - 22, chip.y + 12), (chip.right - 16, chip.y + 18), \
                    (chip.right - 6, chip.y + 6)
                pygame.draw.lines(canvas, theme.HIGHLIGHT, False, [a, b, c], 3)
            x += width + 6
        dice = state.dice
        number, colour, surface = self._dice_rects()
        note = _("the dice are rolled after the conquest step")
        two_lines = dice is None and theme.font(theme.SMALLEST).size(note)[0] > box.w - 32
        if two_lines:  # the note of a long language under lower, unrolled dice
            number, colour, surface = (r.inflate(0, -30).move(0, -15)
                                       for r in (number, colour, surface))
        for rect in (number, colour, surface):
            pygame.draw.rect(canvas, (244, 240, 230) if dice else (110, 114, 124), rect,
                             border_radius=12)
            draw.note("area", "die", rect)
            pygame.draw.rect(canvas, INK, rect, 2, border_radius=12)
        chosen = marks.pay == "die"
        if chosen:
            pygame.draw.rect(canvas, theme.SELECTED, number, 5, border_radius=12)
        if two_lines:
            draw.fitted_block(canvas, note, pygame.Rect(box.x + 16, number.bottom + 2,
                                                        box.w - 32, box.bottom - number.bottom - 6),
                              18, theme.TEXT_DIM)
            return
        if dice is None:
            draw.fitted_label(canvas, note, (box.x + 16, box.bottom - 10), box.w - 32, 18,
                              theme.TEXT_DIM, "bottomleft")
            return
        if faces:
            self._draw_faces(canvas, self._shown_dice(dice))

    def _shown_dice(self, dice: Dice) -> Dice:
        """The dice as shown now: tumbling, faces flick by until they land."""
        if self.rolling > 0:
            k = int(self.rolling * 17)
            return Dice(1 + k % 6, (k * 5) % 6, (k * 7) % 6)
        return dice

    def _dice_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Where the number, colour and surface dice lie, side by side."""
        return self.die_rect, self.die_rect.move(150, 0), self.die_rect.move(300, 0)

    def _draw_faces(self, canvas: pygame.Surface, dice: Dice) -> None:
        """What the three rolled dice show, and their words under them (the last of the
        turn panel drawn: nothing lies over them)."""
        box = self.layout["turn"]
        number, colour, surface = self._dice_rects()
        kind = NUMBER_KIND[dice.number]
        face = _("any") if kind is None else kind_title(kind)
        if theme.font(theme.SMALLEST).size(face)[0] <= number.w - 6:
            draw.label(canvas, str(dice.number), (number.centerx, number.y + 28), 40, INK,
                       "center", bold=True)
            draw.fitted_label(canvas, face, (number.centerx, number.bottom - 16),
                              number.w - 6, 20, INK, "center")  # set smaller, never past it
        else:  # a long name: a smaller number over it, the name on two lines
            draw.label(canvas, str(dice.number), (number.centerx, number.y + 20), 32, INK,
                       "center", bold=True)
            draw.fitted_block(canvas, face, pygame.Rect(number.x + 3, number.y + 33,
                                                        number.w - 6, number.h - 34),
                              20, INK, centred=True)
        pygame.draw.circle(canvas, COLOUR_RGB[dice.colour], colour.center, 28)
        pygame.draw.circle(canvas, INK, colour.center, 28, 2)
        surface_symbol(canvas, dice.surface, surface.inflate(-28, -28))
        for rect, words in ((number, _("number die")), (colour, colour_name(dice.colour)),
                            (surface, surface_name(dice.surface))):
            room = 148  # the dice stand 150 apart
            wide = min(theme.font(20).size(words)[0], room)  # "dado numérico": kept in the
            x = max(rect.centerx, box.x + 2 + wide // 2)  # panel, right of the die's middle
            draw.fitted_label(canvas, words, (x, rect.bottom + 4), room, 20, theme.TEXT,
                              "midtop")

    def _draw_hand(self, canvas: pygame.Surface, state: NeuroDrezState, viewer: int | None,
                   marks: Marks, names: list[str]) -> None:
        box = self.layout["hand"]
        draw.panel(canvas, box)
        slot = self.panel_slot(state, viewer)
        if slot is None:
            draw.label(canvas, _("Hands are hidden"), (box.x + 16, box.y + 10), 26, bold=True)
            return
        if open_hands(state):
            self._draw_open_hands(canvas, state, names)
            return
        colours = state.config.slots[slot].colours
        who = colours_words(colours)
        hand = state.hands[slot]
        draw.fitted_label(canvas, hand_heading(who, len(hand), slot != state.slot,
                                               names[state.config.slots[slot].seat]),
                          (box.x + 16, box.y + 10), box.w - 32, 26, bold=True, smallest=12)
        selected_tile = marks.selected.tile if isinstance(marks.selected, PickHandTile) \
            else None
        for i, tile in enumerate(hand):
            rect = self.hand_tile_rect(i)
            draw.note("item", "tile in hand", rect)
            if tile == UNKNOWN_TILE:
                pygame.draw.rect(canvas, (52, 62, 110), rect, border_radius=8)
                continue
            canvas.blit(tile_sprite(tile, EMPTY, HAND_TILE), rect)
            if tile == selected_tile:
                pygame.draw.rect(canvas, theme.SELECTED, rect.inflate(6, 6), 4, border_radius=10)
            elif tile in marks.playable_tiles:
                pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(6, 6), 3,
                                 border_radius=10)
        for i, card in enumerate(state.cards[slot]):
            rect = self.card_rect(i)
            draw_card(canvas, rect, card, selected=marks.pay == card)
            draw.note("item", f"card {card}", rect)
        if len(hand) <= 8 and all(s.seat == viewer for s in state.config.slots):
            self._draw_other_hands(canvas, state, slot)
        draw.label(canvas, _("Reserve"), (self.reserve_rect(0, 0).x, self.reserve_rect(0, 0).y
                                       - 28), 20, theme.TEXT_DIM)
        for row, colour in enumerate(colours):
            on = {state.pieces[c] % 6 for c in range(49)
                  if state.pieces[c] != EMPTY and state.pieces[c] // 6 == colour}
            for kind in Kind:
                rect = self.reserve_rect(row, kind)
                draw.note("item", "reserve piece", rect)
                if kind in on:
                    pygame.draw.circle(canvas, (60, 64, 72), rect.center, RESERVE // 2 - 2, 2)
                    continue
                self._piece(canvas, state, colour * 6 + kind, rect.center, RESERVE)
                if marks.selected == PickReserve(colour, kind):
                    pygame.draw.circle(canvas, theme.SELECTED, rect.center, RESERVE // 2 + 3, 4)
                elif (colour, kind) in marks.reserve:
                    pygame.draw.circle(canvas, theme.HIGHLIGHT, rect.center, RESERVE // 2 + 3, 3)

    def _draw_other_hands(self, canvas: pygame.Surface, state: NeuroDrezState,
                          shown: int) -> None:
        """Solo (N25: the hands are open, all four are the player's): the other colours'
        tiles and cards, a small row each, between the mover's tiles and its cards."""
        top = self.hand_tile_rect(0).bottom + 8
        bottom = self.card_rect(0).y - 30  # above "Reserve"
        others = [k for k in range(len(state.config.slots)) if k != shown]
        if not others:
            return
        row = min(30, (bottom - top) // len(others))
        for n, k in enumerate(others):
            self._hand_row(canvas, state, k, top + n * row, row - 6)

    def _hand_row(self, canvas: pygame.Surface, state: NeuroDrezState, k: int, y: int,
                  size: int, cards_below: bool = False, height: int = 0) -> None:
        """Slot ``k``'s colours (a dot with its letter each), tiles at ``size`` (smaller
        if a long hand needs it, so its cards still fit after them) and cards, from
        ``y`` (``cards_below``: the cards on a line under the tiles). With a ``height``
        to fill, a long hand takes two or three rows rather than small tiles."""
        box = self.layout["hand"]
        slot = state.config.slots[k]
        x0 = box.x + 16 + (2 * BADGE + 4) * len(slot.colours)
        cards = ", ".join(card_name(card) for card in state.cards[k])
        room = box.right - 16 - x0 - (
            theme.font(18).size(cards)[0] + 16 if cards and not cards_below else 0)
        tiles = max(1, len(state.hands[k]))
        per_row, fitted = tiles, min(size, room // tiles - 4)
        if height:  # one row never taller than the room it was given
            fitted = min(fitted, height)
        for rows in (2, 3):
            across = -(-tiles // rows)
            larger = min(size, room // across - 4, (height - 4 * rows) // rows)
            if height and larger > fitted:
                per_row, fitted = across, larger
        size = fitted
        for n, colour in enumerate(slot.colours):
            centre = (box.x + 16 + BADGE + n * (2 * BADGE + 4), y + max(size, 2 * BADGE) // 2)
            draw.seat_badge(canvas, centre, BADGE, slot.seat, colour_letter(colour),
                            (COLOUR_RGB[colour],))
        for i, tile in enumerate(state.hands[k]):
            row, col = divmod(i, per_row)
            rect = pygame.Rect(x0 + col * (size + 4), y + row * (size + 4), size, size)
            canvas.blit(small_tile_sprite(tile, size), rect)
            draw.note("item", "tile in another hand", rect)
        x = x0 + min(len(state.hands[k]), per_row) * (size + 4)  # no tiles: from x0
        under = y + -(-len(state.hands[k]) // per_row) * (size + 4)
        if cards and cards_below:  # beside the badges' column, under the tiles
            draw.fitted_label(canvas, cards, (x0, under), box.right - 16 - x0, 18,
                              theme.TEXT_DIM)
        elif cards:
            x += 8 if state.hands[k] else 0
            draw.fitted_label(canvas, cards, (x, y + size // 2), box.right - 16 - x, 18,
                              theme.TEXT_DIM, "midleft")

    def _draw_open_hands(self, canvas: pygame.Surface, state: NeuroDrezState,
                         names: list[str]) -> None:
        """Every hand, where the state drawn holds them all (``open_hands``): a row each
        over the whole panel, the mover's first (the colour the turn panel above names),
        each under a line saying whose it is, its cards after its tiles or under them.
        Nothing is played from here (a review, the end), so the mover's reserve and large
        cards give their room to the hands."""
        box = self.layout["hand"]
        slots = state.config.slots
        order = [state.slot] + [k for k in range(len(slots)) if k != state.slot]
        top, bottom = box.y + 10, box.bottom - 10
        block = (bottom - top) // len(order)
        width = box.w - 32
        roomy = block - 2 * theme.font(22, True).get_linesize() >= 70  # 22 on two lines
        smallest = 22 if roomy else theme.SMALLEST
        two_lines = 2 * theme.font(smallest, True).get_linesize()
        for n, k in enumerate(order):
            y = top + n * block
            slot = slots[k]
            who = colours_words(slot.colours)
            words = hand_heading(who, len(state.hands[k]), True, names[slot.seat])
            # on one line at 22 (smaller where the hands are many), else on two: never cut
            size, lines = theme.fitted_block(words, 22, smallest, width, two_lines, True)
            high = len(lines) * theme.font(size, True).get_linesize()
            draw.fitted_block(canvas, words, pygame.Rect(box.x + 16, y, width, high), 22,
                              theme.TEXT, bold=True, smallest=smallest)
            left = block - high - 6  # for the tiles, and the cards under them if it can
            below = left >= 64
            self._hand_row(canvas, state, k, y + high, 34, below, left - 26 if below else left)

    def _draw_sides(self, canvas: pygame.Surface, state: NeuroDrezState,
                    names: list[str]) -> None:
        box = self.layout["sides"]
        draw.panel(canvas, box)
        config = state.config
        title, width = _("Sides: pieces down, and tiles held per surface"), box.w - 32
        extra = 0  # a title too long for one line even at the smallest size takes two
        if theme.font(theme.SMALLEST, True).size(title)[0] > width:
            extra = theme.font(theme.SMALLEST, True).get_linesize()
            draw.fitted_block(canvas, title, pygame.Rect(box.x + 16, box.y + 6, width,
                                                         30 + extra), 22, bold=True)
        else:
            draw.fitted_label(canvas, title, (box.x + 16, box.y + 10), width, 22, bold=True)
        y = box.y + 46 + extra
        row_h = min(74, (box.h - 60 - extra) // max(1, len(config.sides)))
        downs = [_("{pieces}/{limit} down").format(
            pieces=sum(1 for p in state.pieces if p != EMPTY and p // 6 in colours),
            limit=config.limit) for colours in config.sides]
        teams = [_("Team {team}").format(team="AB"[side]) if config.players == 4 else ""
                 for side in range(len(config.sides))]
        small, bold = theme.font(theme.SMALLEST), theme.font(theme.SMALLEST, True)
        left = max(164, *(small.size(words)[0] + 4 for words in downs),  # the words' column,
                   *(32 + 28 * len(colours) + bold.size(team)[0]  # wider in a long language
                     for colours, team in zip(config.sides, teams, strict=True) if team))
        step = min(54, (box.w - 32 - left) // 6)  # the surfaces' cells narrower to make room
        for side, colours in enumerate(config.sides):
            down, held = surface_tally(state.tiles, state.tokens, colours)
            x = box.x + 16
            for colour in colours:
                pygame.draw.circle(canvas, COLOUR_RGB[colour], (x + 12, y + 14), 12)
                draw.note("item", "side colour", pygame.Rect(x, y + 2, 24, 24))
                x += 28
            if teams[side]:  # N7: the two teams
                draw.fitted_label(canvas, teams[side], (x + 4, y + 2),
                                  box.x + 10 + left - (x + 4), 20, bold=True)
            draw.fitted_label(canvas, downs[side], (box.x + 16, y + 32), left - 4, 20)
            for s in range(6):
                cellbox = pygame.Rect(box.x + 16 + left + s * step, y, step - 4, row_h - 8)
                need = down[s] if state.sudden else 6
                full = held[s] == need and need > 0
                pygame.draw.rect(canvas, pale(COLOUR_RGB[colours[0]], 0.3) if full
                                 else (44, 50, 62), cellbox, border_radius=6)
                draw.note("area", "surface held", cellbox)
                surface_symbol(canvas, s, pygame.Rect(cellbox.x + 4, cellbox.y + 4, 20, 20),
                               theme.TEXT if not full else INK)
                draw.label(canvas, f"{held[s]}/{need}", (cellbox.right - 4, cellbox.bottom - 2),
                           18, INK if full else theme.TEXT, "bottomright")
            y += row_h

    @staticmethod
    def banner_words(state: NeuroDrezState) -> str:
        """The line under the board: the end, sudden death, or how far the game is."""
        if state.phase == END:
            return end_words(state)
        return prompts.progress_line(state.sudden, state.sudden_next,
                                     state.config.collaborative, state.on_terrain)

    def _draw_banner(self, canvas: pygame.Surface, state: NeuroDrezState) -> None:
        box = self.layout["banner"]
        words = self.banner_words(state)
        draw.panel(canvas, box, (70, 36, 36) if state.sudden else (36, 44, 56), theme.ACCENT)
        draw.fitted_block(canvas, words, box.inflate(-24, -6), 22, theme.TEXT,  # a long end
                          bold=state.sudden, centred=True)  # reason: on two lines
