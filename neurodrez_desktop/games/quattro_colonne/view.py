"""Drawing Quattro Colonne: the 4×8 board, the column headers with their dice, the screens,
the seat panels, the contested dice and the animations.

The seat at the screen sits at the bottom, as PokerDrez turns its board (``orient``):
White's four column headers below the board and Black's above, turned half round when
Black is at the screen (files f to c, rank 8 at the bottom, Black's headers and panel
below); with nobody at the screen, White is at the bottom.
An order the viewer may not see (``HIDDEN_ORDER``) is a closed screen; the viewer's own
order being made comes from the controller's marks, not the state. The state drawn is
already ``view_for(state, viewer)``: nothing else is consulted. Pieces are the European
figures of ``ui.figures`` (the shape tells the kind, so colour is never the only cue);
dice show pips and sit in their side's row, beside the side's lettered badge.

The view keeps the geometry, the hit-tests, the animations, the board, the headers and the
banner; ``art`` draws the pictures (pieces, dice, screens) and the side panels (seats,
round, tray, contest, actions).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from neurodrez_desktop.games.quattro_colonne import art, prompts
from neurodrez_desktop.games.quattro_colonne.art import PIECE_FILL, SCREEN_EDGE
from neurodrez_desktop.games.quattro_colonne.catalog import N_, _
from neurodrez_desktop.games.quattro_colonne.end_reasons import said
from neurodrez_desktop.games.quattro_colonne.moves import promotion
from neurodrez_desktop.games.quattro_colonne.rules import describe_move
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    END,
    FILES,
    HIDDEN_ORDER,
    MOVE,
    ORDER,
    OTHER,
    PAWN,
    STEP_VALUES,
    WHITE,
    Contest,
    FirstPlayer,
    GiveOrder,
    Move,
    QCAction,
    QCState,
    side_name,
)
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.animation import left, timer
from neurodrez_desktop.ui.chips import Chip, chip_at, flow
from neurodrez_desktop.ui.table import GameView
from neurodrez_desktop.ui.tween import Slide, Tween

LIGHT_SQUARE = (222, 206, 170)
DARK_SQUARE = (150, 118, 88)
COLUMN_TINT = ((255, 214, 120, 70), (120, 170, 255, 70))  # White's, Black's active column
LAST_MOVE = (196, 120, 230)
MOVE_SECONDS = 0.3
FLASH_SECONDS = 0.6
REVEAL_SECONDS = 0.7
TITLE_SIZE = 20
TITLE_H = 28
TALL_TITLE_H = 48
"""A header's title band on one line and on two (a long language's words), above its dice."""
ROLL_SECONDS = 0.7


@dataclass
class Marks:
    """What the controller wants shown on the viewer's turn."""

    order: tuple[int, int, int, int] | None = None
    """The dice the viewer has put on its headers (0: none yet), while it gives its order."""
    held: int | None = None
    """A die picked up (clicked, or being dragged), not on a header."""
    drag: tuple[int, int] | None = None
    """Where the dragged die is drawn (it follows the pointer)."""
    ghost: tuple[int, int, int, int] | None = None
    """An order a hint suggests, drawn faintly on the headers."""
    selected: int | None = None
    targets: frozenset[int] = frozenset()
    movable: frozenset[int] = frozenset()
    chips: tuple[Chip, ...] = ()
    hinted: str | QCAction | None = None
    """The chip's value a hint points at (an action, or the order's Confirm)."""


@dataclass
class Flash:
    """A promotion: the piece on ``square`` changes from ``old`` to ``new`` in a flash."""

    square: int
    old: int
    new: int
    tween: Tween


@dataclass
class Playing:
    """What the view's animations are showing now (each one's tween runs in
    ``GameView.animations``; it is dropped here when its tween ends)."""

    slide: Slide | None = None
    flash: Flash | None = None
    reveal: Tween | None = None
    tumble: Tween | None = None
    """The contest dice's tumble, a countdown."""

    @property
    def rolling(self) -> float:
        """Seconds left of the dice's tumble (0: they lie still)."""
        return 0.0 if self.tumble is None else left(self.tumble)


class QuattroColonneView(GameView[QCState, QCAction, Marks]):
    def __init__(self, layout: dict[str, pygame.Rect]) -> None:
        super().__init__(layout)
        board = layout["board"]
        self.cell = min(board.w // 4, board.h // 8)
        self.board = pygame.Rect(board.x, board.y, self.cell * 4, self.cell * 8)
        self.tray = layout["tray"]
        self.actions = layout["actions"]
        self.anim = Playing()
        self.flipped = False  # Black at the bottom (``orient``)
        self.last_move: tuple[int, int] | None = None
        self.last_board: tuple[int, ...] | None = None
        self.drawn_chips: tuple[Chip, ...] = ()
        self._squares_surface: pygame.Surface | None = None
        self._titles: dict[int, tuple[str, bool]] = {WHITE: ("", True), BLACK: ("", True)}
        """Each side's header title and whether it is on one line (as last drawn): its
        dice row lies under it (``_header_span``)."""
        self._layers = {name: draw.Layer() for name in (
            "board", "header_0", "header_1", "seat_0", "seat_1", "round", "tray", "contest",
            "actions", "banner")}
        """The board with its pieces and marks, the headers and the panels: painted once
        per change of what they show (a slide or a flash reuses them every frame)."""

    # -- geometry -----------------------------------------------------------------------------
    def orient(self, viewer: int | None) -> None:
        """Whose side is at the bottom: the viewer's (each player in hot seat, the person
        against the computer), White's with nobody at the screen — as PokerDrez does."""
        self.flipped = viewer == BLACK

    def _turned(self, row: int, col: int) -> tuple[int, int]:
        """A square's (row, column) on the board as drawn, and back again (a half turn
        is its own inverse)."""
        return (7 - row, 3 - col) if self.flipped else (row, col)

    def file_x(self, column: int) -> int:
        """The left edge of ``column``'s file (0: c) on the board as drawn."""
        return self.board.x + self._turned(0, column)[1] * self.cell

    def square_rect(self, square: int) -> pygame.Rect:
        row, col = self._turned(*divmod(square, 4))
        return pygame.Rect(self.board.x + col * self.cell, self.board.y + row * self.cell,
                           self.cell, self.cell)

    def square_at(self, pos: tuple[int, int]) -> int | None:
        if not self.board.collidepoint(pos):
            return None
        row, col = self._turned((pos[1] - self.board.y) // self.cell,
                                (pos[0] - self.board.x) // self.cell)
        return int(row * 4 + col)

    def header(self, side: int) -> pygame.Rect:
        """``side``'s row of column headers: the map's ``header_0`` (below the board) is
        the bottom side's."""
        return self.layout[f"header_{OTHER[side] if self.flipped else side}"]

    def seat_box(self, side: int) -> pygame.Rect:
        """``side``'s panel: the map's ``seat_0`` (bottom left) is the bottom side's, next
        to its own headers."""
        return self.layout[f"seat_{OTHER[side] if self.flipped else side}"]

    def headers_where(self, side: int) -> str:
        """"below" or "above": where ``side``'s headers are, for the words that send a
        player to them."""
        return N_("below") if self.header(side).top >= self.board.bottom else N_("above")

    def slot_rect(self, side: int, column: int) -> pygame.Rect:
        """Where ``side``'s die for ``column`` sits: by its file, in the side's header."""
        span = self._header_span(side)
        size = min(self.cell - 14, span.h - 8)
        centre = (self.file_x(column) + self.cell // 2, span.centery)
        return pygame.Rect(0, 0, size, size).move_to(center=centre)

    def slot_at(self, side: int, pos: tuple[int, int]) -> int | None:
        """The column of ``side``'s header under ``pos`` (the whole width of the file)."""
        header = self.header(side)
        if not (header.top <= pos[1] < header.bottom
                and self.board.left <= pos[0] < self.board.right):
            return None
        return self._turned(0, int((pos[0] - self.board.x) // self.cell))[1]

    def tray_die_rect(self, value: int) -> pygame.Rect:
        """The tray's place for the die showing ``value`` (4 on the left)."""
        size, gap = 72, 18
        row = 4 * size + 3 * gap
        x = self.tray.centerx - row // 2 + (4 - value) * (size + gap)
        return pygame.Rect(x, self.tray.y + 150, size, size)

    def tray_die_at(self, pos: tuple[int, int]) -> int | None:
        for value in STEP_VALUES:
            if self.tray_die_rect(value).inflate(12, 12).collidepoint(pos):
                return value
        return None

    def chip_rects(self, chips: tuple[Chip, ...]) -> list[pygame.Rect]:
        return flow(chips, self.actions, 50)

    def chip_at(self, pos: tuple[int, int], chips: tuple[Chip, ...] | None = None) -> Any:
        chips = self.drawn_chips if chips is None else chips
        return chip_at(chips, self.chip_rects(chips), pos)

    # -- animation ----------------------------------------------------------------------------
    @property
    def news(self) -> str | None:
        """The latest announcement, kept (dimmed) after its banner goes."""
        return self.banner.words

    def _announce(self, words: str, ending: bool = False) -> None:
        self.banner.announce(words, ending)

    def animate(self, before: QCState, action: QCAction, after: QCState,
                speed: float) -> str | None:
        if isinstance(action, Move):
            return self._animate_move(before, action, after, speed)
        if isinstance(action, Contest):
            if speed > 0:
                self.anim.tumble = self.animations.countdown(ROLL_SECONDS / speed)
            else:
                self.anim.tumble = None
            return "dice"
        if isinstance(action, GiveOrder):
            if before.phase == ORDER and after.phase in (CONTEST, MOVE):
                if speed > 0:
                    self._reveal(timer(REVEAL_SECONDS / speed))
                self._announce(prompts.orders_in())
                return "dice"
            return "move"
        if isinstance(action, FirstPlayer):
            self._announce(prompts.first_player_drawn(side_name(action.side)))
            return "dice"
        # a pass: the round may end with it and the marker change hands (Q9)
        self._announce_round(before, after)
        return None

    def _animate_move(self, before: QCState, move: Move, after: QCState,
                      speed: float) -> str:
        side = before.to_act
        code = before.board[move.origin]
        taken = before.board[move.target]
        becomes = promotion(code & 7, bool(taken), move.target, side, before.reserve[side])
        self.last_move = (move.origin, move.target)
        self.last_board = after.board
        words = prompts.moved(side_name(side), describe_move(before, move))
        if after.phase == END and taken & 7 == 4:
            self._announce(prompts.king_taken(words), ending=True)
        elif becomes != code & 7 or taken or (code & 7 == PAWN and move.target // 4 in (0, 7)):
            self._announce(words)
        else:
            self._announce_round(before, after)
        if speed > 0:
            seconds = MOVE_SECONDS / speed
            self._slide(Slide(before, move.origin, code,
                              Tween(self.square_rect(move.origin).center,
                                    self.square_rect(move.target).center, seconds)))
            if becomes != code & 7:
                self._flash(Flash(move.target, code, after.board[move.target],
                                  timer(FLASH_SECONDS / speed, delay=seconds)))
        return "capture" if taken else "move"

    def _slide(self, slide: Slide) -> None:
        self.anim.slide = slide

        def over() -> None:
            if self.anim.slide is slide:
                self.anim.slide = None
        self.animations.animate(slide.tween, then=over)

    def _flash(self, flash: Flash) -> None:
        self.anim.flash = flash

        def over() -> None:
            if self.anim.flash is flash:
                self.anim.flash = None
        self.animations.animate(flash.tween, then=over)

    def _reveal(self, reveal: Tween) -> None:
        self.anim.reveal = reveal

        def over() -> None:
            if self.anim.reveal is reveal:
                self.anim.reveal = None
        self.animations.animate(reveal, then=over)

    def _announce_round(self, before: QCState, after: QCState) -> None:
        """A new round: who holds the marker now, and why (Q9); or the game's end (Q10)."""
        if after.phase == END:
            self._announce(prompts.game_ends(said(after.end_reason)), ending=True)
            return
        if after.phase != ORDER or after.round == before.round:
            return
        white, black = before.round_totals()
        self._announce(prompts.marker_passes(after.round, white, black,
                                             side_name(after.first)))

    # -- drawing ------------------------------------------------------------------------------
    def draw_table(self, canvas: pygame.Surface,
                   state: QCState, viewer: int | None, marks: Marks, names: list[str]) -> None:
        self.drawn_chips = marks.chips
        self.orient(viewer)
        slide = self.anim.slide
        shown = slide.before if slide is not None else state
        self._draw_board(canvas, shown, state, marks, slide)
        layers, anim = self._layers, self.anim
        for side in (WHITE, BLACK):
            title = self._header_title(state, side, viewer, marks)
            self._titles[side] = (title, draw.one_line(title, self._title_room(side),
                                                      TITLE_SIZE))
        for side in (WHITE, BLACK):
            active = state.active_column(side) if state.phase in (MOVE, CONTEST) else None
            composing = (marks.order, marks.held is not None, marks.ghost)
            key: object = (viewer, self.flipped, state.phase, state.orders[side], state.to_act,
                           state.step, active, composing if viewer == side else None)
            reveal = anim.reveal  # while it plays, the dice unveiled are drawn over the rest
            layers[f"header_{side}"].show(
                canvas, draw.columns(self.header(side)),
                (key, self._titles[side], reveal is not None),
                partial(self._draw_header, state=state, side=side, viewer=viewer, marks=marks))
            order = state.orders[side]
            if reveal is not None and order not in (None, HIDDEN_ORDER):
                self._draw_unveiling(canvas, state, side, order, reveal.progress)
            rect = self.seat_box(side)
            area = draw.columns(rect)
            key = (tuple(names), state.phase, state.to_act, state.first, state.reserve[side],
                   state.captured[side], state.board)
            layers[f"seat_{side}"].show(
                canvas, area, key,
                partial(art.draw_seat, rect=rect, state=state, side=side, names=names))
        layers["round"].show(canvas, draw.columns(self.layout["round"]),
                             (state.round, state.phase, state.first, state.step),
                             lambda c: art.draw_round(c, self.layout["round"], state))
        where = self.headers_where(state.to_act)
        key = (viewer, state.phase, state.to_act, state.orders, state.step, state.end_reason,
               marks.order, marks.held, marks.drag is not None, where)
        layers["tray"].show(canvas, draw.columns(self.tray), key, lambda c: art.draw_tray(
            c, self.tray, state, viewer, marks, self.tray_die_rect, where))
        key = (state.round, state.rolls, state.phase, state.first)
        contest = self.layout["contest"]
        if anim.rolling <= 0:
            layers["contest"].show(canvas, draw.columns(contest), key,
                                   lambda c: art.draw_contest(c, contest, state, 0.0))
        else:  # all but the pair tumbling kept (their totals leave them out), they over it
            layers["contest"].show(canvas, draw.columns(contest), ("rolling", key),
                                   lambda c: art.draw_contest(c, contest, state,
                                                              anim.rolling, "still"))
            art.draw_contest(canvas, contest, state, anim.rolling, "tumbling")
        rects = self.chip_rects(marks.chips)
        inside = all(self.actions.contains(rect) for rect in rects)
        layers["actions"].show(canvas, draw.columns(self.actions),
                               (marks.chips, marks.hinted) if inside else None,
                               lambda c: art.draw_actions(c, self.actions, marks, rects))
        layers["banner"].show(canvas, draw.columns(self.layout["banner"]),
                              (self.news, self.banner.showing),
                              lambda c: self._draw_announcement(c))
        if marks.drag is not None and marks.held is not None:
            mover = state.to_act
            rect = pygame.Rect(0, 0, 76, 76).move_to(center=marks.drag)
            pygame.draw.rect(canvas, (8, 10, 14), rect.move(6, 8), border_radius=12)
            art.die(canvas, rect, marks.held, mover)
            pygame.draw.rect(canvas, theme.SELECTED, rect, 3, border_radius=12)

    # -- the board ----------------------------------------------------------------------------
    def _squares(self) -> pygame.Surface:
        """The 32 squares, painted once."""
        if self._squares_surface is None:
            surface = pygame.Surface(self.board.size)
            for square in range(32):  # a half turn keeps each square's colour
                row, col = divmod(square, 4)
                light = (row + col) % 2 == 0  # c8 is light, as on a chessboard
                surface.fill(LIGHT_SQUARE if light else DARK_SQUARE, pygame.Rect(
                    col * self.cell, row * self.cell, self.cell, self.cell))
            self._squares_surface = surface
        return self._squares_surface

    def _active_columns(self, state: QCState) -> list[tuple[int, int]]:
        """(side, column) of each side's active column in a step being played."""
        if state.phase not in (MOVE, CONTEST) or self.anim.reveal is not None:
            return []
        found: list[tuple[int, int]] = []
        for side in (WHITE, BLACK):
            column = state.active_column(side)
            if column is not None:
                found.append((side, column))
        return found

    def _draw_board(self, canvas: pygame.Surface, shown: QCState, state: QCState,
                    marks: Marks, slide: Slide | None) -> None:
        """The board as a layer (its squares, active columns, last move, coordinates,
        marks and pieces), then what moves over it: a sliding piece, a promotion's flash."""
        active = tuple(self._active_columns(state))
        last = (self.last_move if slide is None and self.last_move
                and self.last_board == shown.board else None)
        hide = {slide.origin} if slide is not None else set()
        flash = self.anim.flash
        if flash is not None and slide is None:  # the captured piece shows until then
            hide.add(flash.square)
        key = (shown.board, active, last, frozenset(hide), marks.movable, marks.selected,
               marks.targets, self.flipped)
        self._layers["board"].show(canvas, self._board_area, key, lambda c: self._paint_board(
            c, shown, marks, active, last, hide))
        if slide is not None:
            x, y = slide.tween.position
            self._piece(canvas, (int(x), int(y)), slide.piece)
        elif flash is not None:
            self._draw_flash(canvas, flash)

    @property
    def _board_area(self) -> pygame.Rect:
        """The board and its coordinates on all four sides (their letters' ink)."""
        return draw.columns(self.board.inflate(60, 60))

    def _paint_board(self, canvas: pygame.Surface, shown: QCState, marks: Marks,
                     active: tuple[tuple[int, int], ...], last: tuple[int, int] | None,
                     hide: set[int]) -> None:
        board = self.board
        canvas.blit(self._squares(), board)
        draw.note("area", "board", board)
        for side, column in active:
            tint = pygame.Surface((self.cell, board.h), pygame.SRCALPHA)
            tint.fill(COLUMN_TINT[side])
            canvas.blit(tint, (self.file_x(column), board.y))
        for side, column in active:  # an edge too: colour is not the only cue
            inset = 3 if side == WHITE else 9
            rect = pygame.Rect(self.file_x(column), board.y, self.cell,
                               board.h).inflate(-inset * 2, -inset * 2)
            pygame.draw.rect(canvas, COLUMN_TINT[side][:3], rect, 3, border_radius=6)
        if last:
            for square in last:
                pygame.draw.rect(canvas, LAST_MOVE, self.square_rect(square).inflate(-4, -4),
                                 4)
        pygame.draw.rect(canvas, theme.PANEL_EDGE, board, 3)
        for col in range(4):  # file letters above and below, ranks left and right
            x = self.file_x(col) + self.cell // 2
            draw.label(canvas, FILES[col], (x, board.y - 2), 24, theme.TEXT, "midbottom",
                       bold=True, kind="coordinate")
            draw.label(canvas, FILES[col], (x, board.bottom + 1), 24, theme.TEXT, "midtop",
                       bold=True, kind="coordinate")
        for row in range(8):
            y = board.y + self._turned(row, 0)[0] * self.cell + self.cell // 2
            draw.label(canvas, str(8 - row), (board.x - 10, y), 24, theme.TEXT, "midright",
                       bold=True, kind="coordinate")
            draw.label(canvas, str(8 - row), (board.right + 10, y), 24, theme.TEXT,
                       "midleft", bold=True, kind="coordinate")
        for square in marks.movable:
            pygame.draw.rect(canvas, theme.HIGHLIGHT, self.square_rect(square).inflate(-6, -6),
                             3, border_radius=6)
        if marks.selected is not None:
            pygame.draw.rect(canvas, theme.SELECTED, self.square_rect(marks.selected), 6)
        for square, code in enumerate(shown.board):
            if code and square not in hide:
                self._piece(canvas, self.square_rect(square).center, code)
        for square in marks.targets:
            rect = self.square_rect(square)
            if shown.board[square]:
                pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(-6, -6), 5,
                                 border_radius=10)
            else:
                pygame.draw.circle(canvas, theme.HIGHLIGHT, rect.center, self.cell // 7)

    def _draw_flash(self, canvas: pygame.Surface, flash: Flash) -> None:
        """The promoted piece: the old figure shrinks away in a burst, the new one grows."""
        t = flash.tween.progress
        rect = self.square_rect(flash.square)
        radius = int(self.cell * (0.3 + 0.5 * math.sin(math.pi * t)))
        glow = pygame.Surface((2 * radius + 2, 2 * radius + 2), pygame.SRCALPHA)
        pygame.draw.circle(glow, (255, 240, 160, int(200 * (1 - abs(2 * t - 1)))),
                           (radius + 1, radius + 1), radius)
        canvas.blit(glow, glow.get_rect(center=rect.center))
        base = int(self.cell * 0.38)
        if t < 0.5:
            self._piece(canvas, rect.center, flash.old, max(6, int(base * (1 - t * 1.4))))
        else:
            self._piece(canvas, rect.center, flash.new, max(6, int(base * (0.3 + 1.4 * (t - 0.5)))))

    def _piece(self, canvas: pygame.Surface, centre: tuple[int, int], code: int,
               radius: int | None = None) -> None:
        art.piece(canvas, centre, code, radius or int(self.cell * 0.38))

    # -- headers ------------------------------------------------------------------------------
    def _header_span(self, side: int) -> pygame.Rect:
        """Where ``side``'s dice (or screen) lie in its header: under its title, which
        takes two lines' room where a long language's words need them."""
        header = self.header(side)
        top = TITLE_H if self._titles[side][1] else TALL_TITLE_H
        return pygame.Rect(self.board.x - 4, header.y + top, self.board.w + 8,
                           header.h - top - 2)

    def _title_room(self, side: int) -> int:
        return self.header(side).right - (self.board.x - 4)

    def _header_title(self, state: QCState, side: int, viewer: int | None,
                      marks: Marks) -> str:
        """The words over ``side``'s headers: whose columns, and what is done with them."""
        order = state.orders[side]
        name = side_name(side)
        if self._composing(state, side, viewer, marks):
            return _("{side}'s columns: put your dice here").format(side=name)
        active = state.active_column(side) if state.phase in (MOVE, CONTEST) else None
        if active is not None and self.anim.reveal is None:
            return _("{side}'s columns · now column {column}").format(side=name,
                                                                      column=FILES[active])
        if order not in (None, HIDDEN_ORDER) and state.phase == ORDER:
            return (_("{side}'s order, given first").format(side=name)
                    if art.orders_told(state, viewer)
                    else _("{side}'s order (hidden from {other})").format(
                        side=name, other=side_name(OTHER[side])))
        return _("{side}'s columns").format(side=name)

    @staticmethod
    def _composing(state: QCState, side: int, viewer: int | None, marks: Marks) -> bool:
        """Whether the viewer is putting its dice on ``side``'s headers now."""
        return (state.phase == ORDER and viewer == side and state.to_act == side
                and state.orders[side] is None and marks.order is not None)

    def _draw_header(self, canvas: pygame.Surface, state: QCState, side: int,
                     viewer: int | None, marks: Marks) -> None:
        header = self.header(side)
        draw.note("area", f"header_{side}", header)
        draw.seat_badge(canvas, (header.x + 22, self._header_span(side).centery), 18, side,
                        draw.side_letter(side_name(side)), (PIECE_FILL[side],))
        order = state.orders[side]
        composing = self._composing(state, side, viewer, marks)
        title, one_line = self._titles[side]
        active = state.active_column(side) if state.phase in (MOVE, CONTEST) else None
        colour = theme.ACCENT if active is not None else theme.TEXT_DIM
        if one_line:
            draw.fitted_label(canvas, title, (self.board.x - 4, header.y),
                              self._title_room(side), TITLE_SIZE, colour)
        else:
            draw.fitted_block(canvas, title, pygame.Rect(
                self.board.x - 4, header.y + 2, self._title_room(side), TALL_TITLE_H - 4),
                TITLE_SIZE, colour)
        if self.anim.reveal is not None and order not in (None, HIDDEN_ORDER):
            return  # unveiled over it, frame by frame (``_draw_unveiling``)
        if composing:
            assert marks.order is not None  # composing: the viewer's dice are in the marks
            art.screen(canvas, self._header_span(side))
            for column in range(4):
                slot = self.slot_rect(side, column)
                value = marks.order[column]
                if value:
                    art.die(canvas, slot, value, side)
                else:
                    pygame.draw.rect(canvas, (40, 26, 18), slot, border_radius=10)
                    edge = theme.HIGHLIGHT if marks.held is not None else SCREEN_EDGE
                    pygame.draw.rect(canvas, edge, slot, 3, border_radius=10)
                    ghost = marks.ghost[column] if marks.ghost else 0
                    if ghost:
                        art.die(canvas, slot.inflate(-8, -8), ghost, side, alpha=110)
                    else:
                        draw.label(canvas, FILES[column], slot.center, 28, SCREEN_EDGE,
                                   "center", bold=True)
            return
        if order is None:
            if state.phase == ORDER:
                words = _("Choosing…") if state.to_act == side else _("Gives order next")
                art.closed_screen(canvas, self._header_span(side), words)
            else:
                for column in range(4):
                    pygame.draw.rect(canvas, theme.PANEL_EDGE, self.slot_rect(side, column), 2,
                                     border_radius=10)
            return
        if order == HIDDEN_ORDER:
            art.closed_screen(canvas, self._header_span(side), _("Order given"))
            return
        if state.phase == ORDER:  # the viewer's own order, before the reveal
            art.screen(canvas, self._header_span(side))
        self._order_dice(canvas, state, side, order)

    def _draw_unveiling(self, canvas: pygame.Surface, state: QCState, side: int,
                        order: tuple[int, ...], t: float) -> None:
        """``side``'s order as the reveal's progress ``t`` shows it: the screen folding
        away, then the dice unfolding; over the header's badge and title, kept."""
        if t < 0.5:
            art.closed_screen(canvas, self._header_span(side), "", 1 - 2 * t)
            return
        self._order_dice(canvas, state, side, order, scale=2 * t - 1)

    def _order_dice(self, canvas: pygame.Surface, state: QCState, side: int,
                    order: tuple[int, ...], scale: float = 1.0) -> None:
        playing = state.phase in (MOVE, CONTEST) and self.anim.reveal is None
        for column, value in enumerate(order):
            slot = self.slot_rect(side, column)
            if scale < 1.0:
                slot = pygame.Rect(0, 0, max(2, int(slot.w * scale)), slot.h).move_to(
                    center=slot.center)
            step = STEP_VALUES.index(value)
            used = state.phase == END or (state.phase != ORDER and step < state.step)
            lit = playing and step == state.step
            art.die(canvas, slot, value, side, dim=used and not lit, lit=lit,
                    kept=scale >= 1.0)

    # -- the banner ---------------------------------------------------------------------------
    def _draw_announcement(self, canvas: pygame.Surface) -> None:
        """The latest announcement: lit while fresh, then kept, dimmed, until the next one
        (it never covers the board)."""
        box = self.layout["banner"]
        if self.news is None:
            draw.panel(canvas, box)
            draw.label(canvas, prompts.no_news(), (box.x + 20, box.centery), 22,
                       theme.TEXT_DIM, "midleft")
            return
        if self.banner.showing:
            self.banner.draw(canvas, box, bold=False, centred=False)
        else:
            self.banner.draw(canvas, box, theme.PANEL, theme.PANEL_EDGE, size=24, bold=False,
                             centred=False, colour=theme.TEXT_DIM)
