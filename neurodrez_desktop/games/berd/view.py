"""Drawing Berd: the board, readable stacks, Berd marks, seat panels and animations.

Every token shows its owner's letter (L/D) as well as its colour, and its value when the
viewer may know it ("?" when hidden). Stacks are drawn as piles of discs, bottom first;
hovering a stack lists its tokens at full size, top first, beside the board between the
seat panels' heads (a very tall one: as many as fit there, the rest counted).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial

import pygame

from neurodrez_desktop.games.berd.catalog import _, ngettext
from neurodrez_desktop.games.berd.state import (
    DARK,
    END,
    LIGHT,
    MAX_SIDE_MOVES,
    SETUP,
    SIDE_NAMES,
    BerdAction,
    BerdState,
    Deal,
    Move,
    Place,
    Side,
    Square,
    is_berd,
    side_letter,
    side_name,
    square_name,
    token_value,
)
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.animation import left
from neurodrez_desktop.ui.table import GameView
from neurodrez_desktop.ui.tween import Tween

SQUARE_COLOURS = ((160, 134, 92), (128, 112, 150))  # Light's colour, Dark's colour (B13)
PLAIN_SQUARES = ((108, 118, 136), (98, 108, 126))
"""Mid tones: both players' tokens stand out on every square (a cream token on the old
pale Light square had a contrast of 1.3:1; now at least 2.2:1, and its rim 3:1 more)."""
TOKEN_FILL = theme.SEAT_COLOURS[:2]
TOKEN_INK = theme.SEAT_INKS[:2]
TOKEN_RIM = ((20, 20, 24), (226, 220, 236))
"""A light token's rim is dark and a dark token's light, so each disc's edge shows on any
square."""
LETTER_INK = ((70, 54, 28), (226, 218, 236))
"""The colour letters of Light's and Dark's squares (B13)."""
EXIT_H = 44
FILES_H = 32
"""The row under the board where its file letters stand (nothing on the board covers
them there), between the board and Dark's crossing strip."""
HEADING_H = 86
"""A seat panel's head: its player's name on one line, the side and TO MOVE under it."""
COUNT_SIZE = 26
COUNT_CHIP = (30, 34, 44)
"""How a stack's height is written in its square's top left corner: digits 19 px tall,
light on a dark chip (grey on the grey squares was too faint to read at 1280×720)."""
AUTO_W = 250
"""The width of the "Place the rest for me" button."""
MOVE_SECONDS = 0.35
FLASH_SECONDS = 0.35


@dataclass
class Marks:
    """What the controller wants shown: the selection and where it may go."""

    selected: Square | None = None
    targets: frozenset[Square] = frozenset()
    exit: bool = False
    placeable_files: frozenset[int] = frozenset()
    placing_rank: int = 0
    chosen_value: int | None = None
    selectable_values: tuple[int, ...] = ()
    placing: bool = False
    """A person at the screen is placing (B4): their panel offers "Place the rest for
    me". Only the controller's marks for that person say so, never a computer's turn."""


@dataclass
class Flight:
    """Tokens flying from one place to another while the rules have already moved on."""

    before: BerdState
    hidden: dict[int, int]  # board index -> tokens not drawn there (they are flying)
    tokens: tuple[int, ...]
    tween: Tween
    flash: Square | None = None
    flash_left: float = 0.0
    viewer: int | None = None


@dataclass
class TokenSpot:
    rect: pygame.Rect
    value_index: int


class BerdView(GameView[BerdState, BerdAction, Marks]):
    def __init__(self, layout: dict[str, pygame.Rect], size: int) -> None:
        super().__init__(layout)
        self.n = size
        board = layout["board"]
        self.cell = min(board.w, board.h) // size
        self.board = pygame.Rect(board.x, board.y, self.cell * size, self.cell * size)
        self.exits: dict[Side, pygame.Rect] = {
            LIGHT: pygame.Rect(self.board.x, self.board.y - EXIT_H - 8, self.board.w, EXIT_H),
            DARK: pygame.Rect(self.board.x, self.board.bottom + FILES_H + 2, self.board.w,
                              EXIT_H),
        }
        self.flight: Flight | None = None
        self.flash: tuple[Square, Tween] | None = None
        """A captured square's red frame, thinning as its countdown runs out."""
        self.hovered: Square | None = None
        self.reserve_spots: dict[int, list[TokenSpot]] = {LIGHT: [], DARK: []}
        self.auto_button = pygame.Rect(0, 0, 0, 0)  # "place the rest", in the mover's panel
        self._layers = {name: draw.Layer() for name in ("static", "board", "seat_0",
                                                         "seat_1")}
        """The board's squares, coordinates and exits (painted once a game), the board
        with its stacks and marks, and the seat panels: each painted once per change of
        what it shows (a flight reuses them every frame it lasts)."""
        self.last_state: BerdState | None = None

    # -- geometry -----------------------------------------------------------------------------
    def square_rect(self, square: Square) -> pygame.Rect:
        f, r = square
        return pygame.Rect(self.board.x + f * self.cell,
                           self.board.y + (self.n - 1 - r) * self.cell, self.cell, self.cell)

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        if not self.board.collidepoint(pos):
            return None
        f = (pos[0] - self.board.x) // self.cell
        r = self.n - 1 - (pos[1] - self.board.y) // self.cell
        return (f, r)

    def exit_at(self, pos: tuple[int, int]) -> Side | None:
        for side, rect in self.exits.items():
            if rect.collidepoint(pos):
                return side
        return None

    def reserve_value_at(self, seat: int, pos: tuple[int, int]) -> int | None:
        for spot in self.reserve_spots[seat]:
            if spot.rect.collidepoint(pos):
                return spot.value_index
        return None

    def reserve_spot(self, seat: int, value_index: int) -> pygame.Rect | None:
        for spot in self.reserve_spots[seat]:
            if spot.value_index == value_index:
                return spot.rect
        return None

    def panel_rect(self, seat: int) -> pygame.Rect:
        return self.layout[f"seat_{seat}"]

    def heading_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's panel names its player, side and turn (``draw.seat_heading``):
        what the stack contents opened on hover must leave in sight."""
        rect = self.panel_rect(seat)
        return pygame.Rect(rect.x + 80, rect.y + 6, rect.w - 100, HEADING_H)

    # -- animation ----------------------------------------------------------------------------
    def _landed(self) -> None:
        """The tokens in flight are down: the captured square flashes."""
        if self.flight is not None and self.flight.flash is not None:
            self._flash(self.flight.flash)
        self.flight = None

    def _flash(self, square: Square) -> None:
        self.flash = (square, self.animations.countdown(FLASH_SECONDS, waits=False))

    def animate(self, before: BerdState, action: BerdAction, after: BerdState,
                speed: float) -> str | None:
        sound = "move"
        if isinstance(action, Deal):
            return "dice"
        if isinstance(action, Move):
            stack = before.stack(action.origin)
            count = 1 if is_berd(stack) else len(stack)
            moving = stack[-count:]
            index = action.origin[1] * self.n + action.origin[0]
            start = self._stack_top(action.origin, len(stack) - count)
            flash = None
            if action.target is None:
                end = self.exits[before.to_move].center
                sound = "capture"
            else:
                end = self.square_rect(action.target).center
                dest = before.stack(action.target)
                if dest and (dest[-1] & 1) != before.to_move:
                    sound, flash = "capture", action.target
            hidden = {index: count}
        elif isinstance(action, Place):
            moving = (after.board[self._placed_index(before, action)][-1],)
            spot = self.reserve_spot(before.to_move, action.value_index)
            start = spot.center if spot else self.panel_rect(before.to_move).center
            end = self.square_rect((action.file, before.config.baseline(before.to_move))).center
            hidden, flash = {}, None
        else:
            return None
        if speed <= 0:
            if flash is not None:
                self._flash(flash)
            return sound
        self.flight = Flight(before, hidden, moving,
                             self.animations.tween(start, end, MOVE_SECONDS / speed,
                                                   then=self._landed), flash)
        return sound

    def _placed_index(self, before: BerdState, place: Place) -> int:
        return before.config.baseline(before.to_move) * self.n + place.file

    def _stack_top(self, square: Square, height: int) -> tuple[int, int]:
        rect = self.square_rect(square)
        h = self._disc_h(max(1, height + 1))
        return (rect.centerx, int(rect.bottom - self.cell * 0.1 - h * (height + 0.5)))

    # -- drawing ------------------------------------------------------------------------------
    def hover(self, pos: tuple[int, int]) -> None:
        self.hovered = self.square_at(pos)

    def draw_table(self, canvas: pygame.Surface, state: BerdState, viewer: int | None,
                   marks: Marks, names: list[str]) -> None:
        flight = self.flight
        shown = flight.before if flight is not None else state
        ended = shown.phase == END and bool(shown.last_stacks) and not any(shown.board)
        if ended:  # every stack was collected (B11): the board as it last had stacks
            shown = replace(shown, board=shown.last_stacks)
        self.last_state = shown
        hidden = flight.hidden if flight is not None else {}
        key: object = (shown.board, shown.config, viewer, tuple(sorted(hidden.items())),
               marks.selected, marks.targets, marks.exit, marks.placeable_files,
               marks.placing_rank)
        self._layers["board"].show(canvas, self._static_area, key,
                                   lambda c: self._paint_board(c, shown, viewer, marks, hidden))
        if ended:
            self._draw_final_caption(canvas)
        if self.flash is not None and self.animations.running(self.flash[1]):
            square, timer = self.flash
            width = max(2, int(10 * left(timer) / FLASH_SECONDS))
            pygame.draw.rect(canvas, theme.REFUSED, self.square_rect(square), width)
        for seat in (LIGHT, DARK):  # panels show the game as it now is
            # painting a panel also places its tokens to click and the "place the rest"
            # button: both are kept with its picture (the key holds all they depend on)
            key = (viewer, names[seat], state.to_move, state.end_reason, state.phase,
                   state.config, state.reserve[seat], state.collected[seat],
                   state.side_moves[seat], marks.chosen_value, marks.placing)
            self._layers[f"seat_{seat}"].show(
                canvas, draw.columns(self.panel_rect(seat)), key,
                partial(self._draw_panel, state=state, seat=seat, viewer=viewer, marks=marks,
                        names=names))
        if flight is not None:
            x, y = flight.tween.position
            h = self._disc_h(len(flight.tokens))
            for k, token in enumerate(flight.tokens):
                rect = pygame.Rect(0, 0, int(self.cell * 0.72), h)
                rect.center = (int(x), int(y - k * h))
                self._draw_token(canvas, rect, token, viewer, shown)
        if self.hovered is not None and flight is None and marks.selected is None:
            self._draw_inspector(canvas, shown, self.hovered, viewer)

    def _draw_final_caption(self, canvas: pygame.Surface) -> None:
        """Over Light's crossing strip (no one crosses any more): the board shown after
        the game is the last one with stacks, not the empty one the end left."""
        strip = self.exits[LIGHT]
        draw.panel(canvas, strip, (70, 60, 30), theme.ACCENT, 10)
        draw.fitted_block(canvas, _("Game over: the last stacks, before they were collected"),
                          strip.inflate(-20, -4), 24, theme.TEXT, smallest=14, centred=True)

    def _paint_board(self, canvas: pygame.Surface, shown: BerdState, viewer: int | None,
                     marks: Marks, hidden: dict[int, int]) -> None:
        """Squares, coordinates and exits (painted once a game), the marks and the stacks
        but for the tokens in flight."""
        protection = shown.config.colour_protection
        self._layers["static"].show(canvas, self._static_area,
                                    (self.n, protection),
                                    lambda c: self._paint_static(c, protection))
        self._draw_marks(canvas, marks)
        for i, stack in enumerate(shown.board):
            keep = len(stack) - hidden.get(i, 0)
            if keep > 0:
                self._draw_stack(canvas, (i % self.n, i // self.n), stack[:keep], viewer, shown)
        for square in sorted(marks.targets):  # the landing dot, over a stack landed on too
            centre = self.square_rect(square).center
            pygame.draw.circle(canvas, theme.HIGHLIGHT, centre, 11)
            pygame.draw.circle(canvas, (20, 20, 24), centre, 11, 3)
            draw.note("item", f"landing on {square_name(square)}",
                      pygame.Rect(centre[0] - 11, centre[1] - 11, 22, 22))

    @property
    def _static_area(self) -> pygame.Rect:
        """Board, crossing strips and coordinates: all that never changes in a game."""
        top = self.exits[LIGHT].top
        return draw.columns(pygame.Rect(self.board.x - 48, top, self.board.w + 48,
                                        self.exits[DARK].bottom - top))

    def _paint_static(self, surf: pygame.Surface, protection: bool) -> None:
        draw.note("area", "board", self.board)
        for f in range(self.n):
            for r in range(self.n):
                rect = self.square_rect((f, r))
                colour = (f + r) & 1
                fill = SQUARE_COLOURS[colour] if protection else PLAIN_SQUARES[colour]
                pygame.draw.rect(surf, fill, rect)
                if protection:  # the colour's letter too, so colour is not the only cue
                    draw.label(surf, *self._colour_letter((f, r)), bold=True)
        pygame.draw.rect(surf, theme.PANEL_EDGE, self.board, 3)
        for f in range(self.n):  # in their own row under the board: a tall stack in a
            rect = self.square_rect((f, 0))  # bottom square would cover them in its corner
            draw.label(surf, "abcdefgh"[f], (rect.centerx, self.board.bottom + 1), 24,
                       theme.TEXT_DIM, "midtop", bold=True, kind="coordinate")
        for r in range(self.n):
            rect = self.square_rect((0, r))
            draw.label(surf, str(r + 1), (self.board.x - 16, rect.centery), 26, theme.TEXT_DIM,
                       "midright", kind="coordinate")
        for side, rect in self.exits.items():
            pygame.draw.rect(surf, (50, 58, 72), rect, border_radius=10)
            draw.note("area", f"{SIDE_NAMES[side]}'s crossing strip", rect)
            words = draw.fitted_label(surf, _("{side} crosses off the board here").format(
                side=side_name(side)), rect.center, rect.w - 120, 24, theme.TEXT_DIM, "center")
            for x in (words.x - 30, words.right + 30):
                draw.arrow(surf, (x, rect.centery), up=side == LIGHT, colour=theme.TEXT_DIM)

    def _colour_letter(self, square: Square) -> tuple[str, tuple[int, int], int,
                                                       tuple[int, int, int], str]:
        """A square's colour letter (colour protection) as ``draw.label`` takes it: in its
        bottom-left corner, left of a stack's discs."""
        colour = (square[0] + square[1]) & 1
        ink = LETTER_INK[colour]
        rect = self.square_rect(square)
        letter = side_letter(colour)
        left, _top, width, _h = theme.letters_box(letter, 20, True)
        discs = rect.centerx - int(self.cell * 0.72) // 2  # a wider letter (O) moves left
        x = min(rect.x + 3, discs - 1 - width - left)
        return letter, (x, rect.bottom - 2), 20, ink, "bottomleft"

    def _draw_marks(self, canvas: pygame.Surface, marks: Marks) -> None:
        self._draw_mark_rings(canvas, marks)
        shown = self.last_state
        if shown is not None and shown.config.colour_protection:  # the rings crossed the
            marked = set(marks.targets) | {(f, marks.placing_rank)  # letters: again on top
                                           for f in marks.placeable_files}
            for square in sorted(marked):
                letter, pos, size, ink, anchor = self._colour_letter(square)
                surf = theme.text(letter, size, ink, True)
                canvas.blit(surf, surf.get_rect(**{anchor: pos}))

    def _draw_mark_rings(self, canvas: pygame.Surface, marks: Marks) -> None:
        if marks.selected is not None:
            pygame.draw.rect(canvas, theme.SELECTED, self.square_rect(marks.selected), 6)
        for square in marks.targets:
            rect = self.square_rect(square)
            pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(-8, -8), 5, border_radius=8)
        if marks.exit and marks.selected is not None:
            side = LIGHT if marks.selected[1] == self.n - 1 else DARK
            pygame.draw.rect(canvas, theme.HIGHLIGHT, self.exits[side], 5, border_radius=10)
        if marks.placeable_files:
            for f in marks.placeable_files:
                pygame.draw.rect(canvas, theme.HIGHLIGHT,
                                 self.square_rect((f, marks.placing_rank)).inflate(-8, -8), 5,
                                 border_radius=8)

    def _disc_h(self, count: int) -> int:
        # a tall stack stays below its square's top fifth, where its count stands
        return max(6, min(int(self.cell * 0.2), int(self.cell * 0.68 / max(1, count))))

    def _draw_stack(self, canvas: pygame.Surface, square: Square, stack: tuple[int, ...],
                    viewer: int | None, state: BerdState) -> None:
        rect = self.square_rect(square)
        h = self._disc_h(len(stack))
        w = int(self.cell * 0.72)
        bottom = rect.bottom - int(self.cell * 0.1)
        for k, token in enumerate(stack):
            disc = pygame.Rect(0, 0, w, h)
            disc.midbottom = (rect.centerx, bottom - k * h)
            self._draw_token(canvas, disc, token, viewer, state)
        draw.note("item", f"stack on {square_name(square)}",
                  pygame.Rect(rect.centerx - w // 2, bottom - len(stack) * h, w,
                              len(stack) * h))
        if is_berd(stack):  # the Berd mark: a gold badge with a B
            centre = (rect.right - 22, rect.y + 22)
            pygame.draw.circle(canvas, theme.ACCENT, centre, 17)
            pygame.draw.circle(canvas, (90, 60, 10), centre, 17, 2)
            canvas.blit(theme.text("B", 24, (40, 30, 10), True),
                        theme.text("B", 24, (40, 30, 10), True).get_rect(center=centre))
        elif state.is_protected(square):  # B13: safe on its controller's colour
            self._draw_shield(canvas, rect, stack[-1] & 1)
        if len(stack) > 1:  # the height, light on a dark chip: read on any square's colour
            words = f"{len(stack)}"
            x, y, w, h = theme.letters_box(words, COUNT_SIZE, True)
            chip = pygame.Rect(rect.x + 3, rect.y + 3, w + 10, h + 6)
            pygame.draw.rect(canvas, COUNT_CHIP, chip, border_radius=6)
            draw.label(canvas, words, (chip.x + 5 - x, chip.y + 3 - y), COUNT_SIZE, theme.TEXT,
                       bold=True)

    def _draw_shield(self, canvas: pygame.Surface, square: pygame.Rect, owner: int) -> None:
        """The mark of a tower colour protection keeps safe (B13): a shield in its
        controller's colours in the square's top right, inside the top fifth that a stack
        never reaches (a Berd has its badge there, and is never marked so)."""
        h = max(12, int(self.cell * 0.18))
        half = h * 9 // 20
        x, top = square.right - 8 - half, square.y + 3
        outline = [(x - half, top), (x + half, top), (x + half, top + h * 2 // 5), (x, top + h),
                   (x - half, top + h * 2 // 5)]
        pygame.draw.polygon(canvas, TOKEN_FILL[owner], outline)
        pygame.draw.polygon(canvas, TOKEN_RIM[owner], outline, 2)
        draw.note("item", "protected", pygame.Rect(x - half, top, 2 * half + 1, h + 1))

    def _token_text(self, token: int, viewer: int | None, state: BerdState) -> str:
        letter = side_letter(token & 1)
        if not state.config.has_points:
            return letter
        value = token_value(token)
        return f"{letter}{value}" if value is not None else f"{letter} ?"

    def _draw_token(self, canvas: pygame.Surface, rect: pygame.Rect, token: int,
                    viewer: int | None, state: BerdState) -> None:
        owner = token & 1
        radius = min(rect.h // 2, 12)
        pygame.draw.rect(canvas, TOKEN_FILL[owner], rect, border_radius=radius)
        pygame.draw.rect(canvas, TOKEN_RIM[owner], rect, 2, border_radius=radius)
        if rect.h >= 9:  # the letter (and value) stay readable down to thin discs
            size = min(30, max(10, rect.h - 2))
            label = theme.text(self._token_text(token, viewer, state), size, TOKEN_INK[owner],
                               True)
            canvas.blit(label, label.get_rect(center=rect.center))

    def _draw_panel(self, canvas: pygame.Surface, state: BerdState, seat: int,
                    viewer: int | None, marks: Marks, names: list[str]) -> None:
        rect = self.panel_rect(seat)
        to_move = state.to_move == seat and not state.end_reason
        draw.panel(canvas, rect, edge=theme.ACCENT if to_move else theme.PANEL_EDGE,
                   name=f"seat_{seat}")
        draw.seat_badge(canvas, (rect.x + 40, rect.y + 42), 24, seat, side_letter(seat))
        way = _("moves up") if seat == LIGHT else _("moves down")
        draw.seat_heading(canvas, self.heading_rect(seat), names[seat],
                          f"{side_name(seat)} · {way}",
                          _("TO MOVE") if to_move else None)
        y = rect.y + 100
        spots: list[TokenSpot] = []
        reserve = state.reserve[seat]
        button, button_words = self._auto_button(seat)
        offered = (state.to_move == seat and state.phase == SETUP and viewer == seat
                   and marks.placing)
        if state.phase == SETUP or reserve:
            right = button.x - 16 if offered else rect.right - 20
            draw.fitted_label(canvas, _("To place: {n}").format(n=len(reserve)),
                              (rect.x + 20, y), right - (rect.x + 20), 28)
            y = max(y + 40, button.bottom)  # the tokens under the button
            x = rect.x + 20
            known = sorted({t for t in reserve if t >= 0}, key=lambda t: t >> 1)
            for token in known + [t for t in reserve if t < 0]:  # unknowns one by one
                disc = pygame.Rect(x, y, 88, 34)
                self._draw_token(canvas, disc, token, viewer, state)
                draw.note("item", "token to place", disc)
                if token >> 1 == marks.chosen_value and seat == state.to_move:
                    pygame.draw.rect(canvas, theme.SELECTED, disc.inflate(8, 8), 3,
                                     border_radius=14)
                spots.append(TokenSpot(disc, token >> 1))
                x += 98
                if x + 88 > rect.right - 20:
                    x = rect.x + 20
                    y += 44
            y += 50
        if state.to_move == seat:  # the button is the placing seat's, or no one's
            self.auto_button = button if offered else pygame.Rect(0, 0, 0, 0)
            if offered:
                draw.panel(canvas, button, (58, 68, 88), theme.ACCENT, 8)
                draw.fitted_block(canvas, button_words, button.inflate(-16, -6), 22,
                                  smallest=14, centred=True)
        self.reserve_spots[seat] = spots
        collected = state.collected[seat]
        score_text = self._score_text(state, seat)
        held = ngettext("Collected: {n} token", "Collected: {n} tokens", len(collected)).format(
            n=len(collected))
        draw.fitted_label(canvas, f"{held}{score_text}", (rect.x + 20, y), rect.w - 40, 28)
        y += 40
        x = rect.x + 20
        for token in collected:
            disc = pygame.Rect(x, y, 54, 24)
            self._draw_token(canvas, disc, token, viewer, state)
            draw.note("item", "collected token", disc)
            x += 60
            if x + 54 > rect.right - 20:
                x = rect.x + 20
                y += 30
        side_moves = state.side_moves[seat]
        colour = theme.REFUSED if side_moves >= MAX_SIDE_MOVES else theme.TEXT_DIM
        draw.fitted_label(canvas, _("Sideways moves in a row: {n} of {most}").format(
                              n=side_moves, most=MAX_SIDE_MOVES),
                          (rect.x + 20, rect.bottom - 40), rect.w - 40, 24, colour)

    def _auto_button(self, seat: int) -> tuple[pygame.Rect, str]:
        """Where "Place the rest for me" stands in ``seat``'s panel, right of "To place",
        and its words: a button two lines high where a long language needs them."""
        words = _("Place the rest for me")
        rect = self.panel_rect(seat)
        if draw.one_line(words, AUTO_W - 16, 22):
            return pygame.Rect(rect.right - 20 - AUTO_W, rect.y + 94, AUTO_W, 44), words
        return pygame.Rect(rect.right - 20 - AUTO_W, rect.y + 90, AUTO_W, 48), words

    def _score_text(self, state: BerdState, seat: int) -> str:
        collected = state.collected[seat]
        if not state.config.has_points:
            return ""
        values = [token_value(t) for t in collected]
        known = [v for v in values if v is not None]
        if len(known) < len(values):
            return (" · " + _("{known}+? points").format(known=sum(known)) if sum(known)
                    else " · " + _("? points"))
        total = sum(known)
        return " · " + ngettext("{n} point", "{n} points", total).format(n=total)

    def _inspector_gaps(self) -> list[tuple[int, int]]:
        """The stretches (top, bottom) of the column left of the board where a stack's
        contents may open: from Light's crossing strip down to Dark's, less the seat
        panels' heads, so neither player's name, side or TO MOVE is ever covered."""
        top, bottom = self.exits[LIGHT].top, self.exits[DARK].bottom
        gaps = []
        for head in sorted((self.heading_rect(s).inflate(0, 8) for s in (LIGHT, DARK)),
                           key=lambda r: r.top):
            if head.top > top:
                gaps.append((top, head.top))
            top = max(top, head.bottom)
        if bottom > top:
            gaps.append((top, bottom))
        return gaps

    def inspector_place(self, square: Square, size: tuple[int, int]) -> tuple[int, int]:
        """Where a stack's contents open: left of the board, past the rank numbers and
        as near the square's level as a gap between the seat panels' heads allows, over
        the rest of the panels (the Moves panel on the right is drawn over the table);
        never over a square, so the one under the cursor and those next to it stay in
        sight."""
        box = pygame.Rect((0, self.square_rect(square).y), size)
        box.right = self.board.x - 48
        gaps = self._inspector_gaps()
        fitting = [gap for gap in gaps if gap[1] - gap[0] >= box.h] or \
            [max(gaps, key=lambda gap: gap[1] - gap[0])]
        level = box.top
        box.top = min((max(gap[0], min(level, gap[1] - box.h)) for gap in fitting),
                      key=lambda top: abs(top - level))
        return box.topleft

    def _draw_inspector(self, canvas: pygame.Surface, state: BerdState, square: Square,
                        viewer: int | None) -> None:
        stack = state.stack(square)
        if len(stack) < 2:
            return
        rows = list(reversed(stack))
        room = max(gap[1] - gap[0] for gap in self._inspector_gaps())
        shown = len(rows) if 56 + 36 * len(rows) <= room else max(2, (room - 86) // 36)
        hidden_rows = len(rows) - shown  # a tall stack: its top rows, then a count
        rows = rows[:shown]
        kind = _("Berd") if is_berd(stack) else _("Unprotected tower")
        title = f"{square_name(square)}: {kind}"
        more = _("… and {n} more below").format(n=hidden_rows)
        top_word, bottom_word = _("top"), _("bottom")
        words = max(theme.font(24).size(title)[0],
                    130 + max(theme.font(22).size(w)[0] for w in (top_word, bottom_word)),
                    theme.font(22).size(more)[0] if hidden_rows else 0)
        box = pygame.Rect(0, 0, words + 28, 56 + 36 * len(rows) + (30 if hidden_rows else 0))
        box.topleft = self.inspector_place(square, box.size)
        draw.panel(canvas, box, (30, 34, 44), name="stack contents")
        draw.label(canvas, title, (box.x + 12, box.y + 10), 24, theme.ACCENT)
        y = box.y + 44
        for k, token in enumerate(rows):
            disc = pygame.Rect(box.x + 12, y, 120, 30)
            self._draw_token(canvas, disc, token, viewer, state)
            bottom = k == len(rows) - 1 and not hidden_rows
            draw.label(canvas, top_word if k == 0 else (bottom_word if bottom else ""),
                       (disc.right + 10, y + 4), 22, theme.TEXT_DIM)
            y += 36
        if hidden_rows:
            draw.label(canvas, more, (box.x + 12, y), 22, theme.TEXT_DIM)

