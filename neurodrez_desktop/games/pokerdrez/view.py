"""Drawing PokerDrez: the chessboard, the cards, the die, and the action chips.

Pieces are the European figures of ``ui.figures`` in white and black, the shape telling
the kind, so colour is never the only cue. Cards show their type letter and name,
their number and the number's colour band; a card the viewer may not see is a face-down
"?" (the state drawn is already ``view_for(state, viewer)``: nothing else is consulted).
Chips are the clickable non-move actions, laid out in the ``actions`` area.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from functools import lru_cache, partial
from typing import Any

import chess
import pygame

from neurodrez_desktop.core.cards import Card
from neurodrez_desktop.core.i18n import generation
from neurodrez_desktop.games.pokerdrez import end_reasons, prompts
from neurodrez_desktop.games.pokerdrez.catalog import _, ngettext
from neurodrez_desktop.games.pokerdrez.payments import wild_words
from neurodrez_desktop.games.pokerdrez.state import (
    BLACK_SEAT,
    RESPOND,
    UNKNOWN,
    WHITE_SEAT,
    Bet,
    Face,
    Play,
    PokerDrezAction,
    PokerDrezState,
    Sacrifice,
    color_of,
)
from neurodrez_desktop.games.pokerdrez.words import card as card_name
from neurodrez_desktop.games.pokerdrez.words import roll_pays
from neurodrez_desktop.games.pokerdrez.words import side as side_name
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.animation import left
from neurodrez_desktop.ui.card_art import draw_card
from neurodrez_desktop.ui.chips import Chip, chip_at, draw_chips, flow
from neurodrez_desktop.ui.dice import draw_pips
from neurodrez_desktop.ui.figures import paint_figure
from neurodrez_desktop.ui.table import GameView
from neurodrez_desktop.ui.tween import Slide, Tween

LIGHT_SQUARE = (222, 206, 170)
DARK_SQUARE = (150, 118, 88)
PIECE_FILL = ((246, 240, 226), (38, 38, 46))
PIECE_EDGE = ((40, 36, 30), (210, 210, 220))
LAST_MOVE = (120, 170, 220)
CHECK_BAND, CHECK_SIZE = 26, 24
"""The band across the top of a checked king's square and its "CHECK": capitals 17 px
tall on the canvas, 11 px in a 1280×720 window (``theme.READABLE_PX``); the king stands
smaller under the band, so nothing covers the word."""
CARD_W, CARD_H = 84, 112
"""A card: wide enough for the longest name at its foot at the smallest size
("Comodín")."""
HEAD_H = 60
"""A seat panel's head: the player's name on its line, the side and TO ACT under it."""
MOVE_SECONDS = 0.3
ROLL_SECONDS = 0.6
ANSWER = Bet(0)  # accepting a raise: its chip puts the chips in the raise dialog
PIECE_ORDER = (chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN)


@dataclass
class Marks:
    pay: tuple[str, Card | None] | None = None  # ("own"|"common", card) or ("die", None)
    selected: int | None = None  # a square
    targets: frozenset[int] = frozenset()
    movable: frozenset[int] = frozenset()
    chips: tuple[Chip, ...] = ()
    hinted: PokerDrezAction | None = None  # a chip's action to point at (a hint)
    payable: frozenset[tuple[str, Card | None]] = frozenset()  # what can pay the selection
    drag: tuple[int, int] | None = None  # the selected piece, held under the pointer


@dataclass(frozen=True)
class BoardFacts:
    """What the table shows of one chessboard, worked out once per board (kept by the
    board, so the views of one position share it; not every frame): its FEN, the king in
    check, the pieces, each side's lost pieces."""

    fen: str
    checked_king: int | None
    pieces: tuple[tuple[int, chess.Piece], ...]
    lost: tuple[tuple[int, ...], tuple[int, ...]]
    """Per seat: the kinds of piece its opponent has lost against the start position."""

    @classmethod
    def of(cls, state: PokerDrezState) -> BoardFacts:
        board = state.board
        king = board.king(board.turn) if board.is_check() else None
        start = _start_counts(state.config.start_fen)
        lost = []
        for seat in (0, 1):
            enemy = not color_of(seat)
            missing: list[int] = []
            for piece_type in PIECE_ORDER:
                gone = start[enemy][piece_type] - len(board.pieces(piece_type, enemy))
                missing += [piece_type] * max(0, gone)
            lost.append(tuple(missing))
        return cls(board.fen(), king, tuple(board.piece_map().items()),
                   (lost[0], lost[1]))


@lru_cache(maxsize=4)
def _start_counts(start_fen: str) -> dict[bool, dict[int, int]]:
    """Each colour's pieces of each kind in the start position: one setup's, read once
    (a board set up from its FEN for every state drawn was a third of ``BoardFacts.of``)."""
    start = chess.Board(start_fen)
    return {colour: {kind: len(start.pieces(kind, colour)) for kind in PIECE_ORDER}
            for colour in (chess.WHITE, chess.BLACK)}


class PokerDrezView(GameView[PokerDrezState, PokerDrezAction, Marks]):
    def __init__(self, layout: dict[str, pygame.Rect]) -> None:
        super().__init__(layout)
        board = layout["board"]
        self.cell = min(board.w, board.h) // 8
        self.board = pygame.Rect(board.x, board.y, self.cell * 8, self.cell * 8)
        self.actions = layout.get("actions", pygame.Rect(1240, 502, 660, 286))
        self.flipped = False  # Black at the bottom (``orient``)
        self.follows_viewer = True  # the "board_view" option: the viewer's side at the bottom
        self.turned = False  # the F key: the board turned round from that
        self.slide: Slide | None = None
        self._tumble: Tween | None = None  # the die's tumble, a countdown
        self._squares_surface: pygame.Surface | None = None
        self.discards_open = False  # the discard pile spread out to look through
        self.last_move: tuple[int, int] | None = None
        self.last_key: str | None = None  # the board (FEN) the last move led to
        self.drawn_chips: tuple[Chip, ...] = ()
        self.drawn_state: PokerDrezState | None = None
        self.drawn_viewer: int | None = None
        self._layers = {name: draw.Layer() for name in (
            "squares", "board", "seat_0", "seat_1", "common", "deck",
            "banner", "actions")}
        self._facts: list[tuple[chess.Board, str, BoardFacts]] = []
        """The board with its pieces and marks, and the panels: painted once per change
        of what they show (a piece's slide reuses them every frame it lasts)."""

    # -- geometry -----------------------------------------------------------------------------
    def square_rect(self, square: int) -> pygame.Rect:
        f, r = chess.square_file(square), chess.square_rank(square)
        if self.flipped:  # Black at the bottom: the board turned half round
            f, r = 7 - f, 7 - r
        return pygame.Rect(self.board.x + f * self.cell, self.board.y + (7 - r) * self.cell,
                           self.cell, self.cell)

    def square_at(self, pos: tuple[int, int]) -> int | None:
        if not self.board.collidepoint(pos):
            return None
        f = (pos[0] - self.board.x) // self.cell
        r = 7 - (pos[1] - self.board.y) // self.cell
        return chess.square(7 - f, 7 - r) if self.flipped else chess.square(f, r)

    def seat_box(self, seat: int) -> pygame.Rect:
        """The panel of ``seat``: White's at the bottom (the map's ``seat_0``) on a board
        with White at the bottom, Black's there on a board turned round, as a chess
        site puts the player's own panel next to their own side."""
        return self.layout[f"seat_{1 - seat if self.flipped else seat}"]

    def orient(self, viewer: int | None) -> None:
        """Whose side is at the bottom: the viewer's (each player in hot seat, the person
        against the computer), or White's (``board_view`` "white", or nobody at the
        screen); ``turned`` (the F key) turns that round."""
        bottom_black = self.follows_viewer and viewer == BLACK_SEAT
        self.flipped = bottom_black != self.turned

    def own_card_rect(self, seat: int, index: int) -> pygame.Rect:
        panel = self.seat_box(seat)
        return pygame.Rect(panel.x + 20 + index * (CARD_W + 8), panel.y + HEAD_H + 8, CARD_W,
                           CARD_H)

    def common_card_rect(self, index: int) -> pygame.Rect:
        box = self.layout["common"]
        return pygame.Rect(box.x + 20 + index * (CARD_W + 10), box.y + 56, CARD_W, CARD_H)

    @property
    def discard_rect(self) -> pygame.Rect:
        """The discard pile's line in the deck panel: a click spreads it out."""
        box = self.layout["deck"]
        top = 128 + (ROLL_LINE if self._roll_on_two_lines else 0)
        return pygame.Rect(box.x + 16, box.y + top, box.w - 32, box.h - top - 8)

    @property
    def _roll_room(self) -> pygame.Rect:
        """Where what the die did is said: left of the die, under the deck's card."""
        box = self.layout["deck"]
        return pygame.Rect(box.x + 16, box.y + 92, self.die_rect.x - 12 - (box.x + 16),
                           ROLL_LINE)

    @property
    def _roll_on_two_lines(self) -> bool:
        """Whether the language's longest words for the die ("rolled 4: pays a Rook
        move") need two lines left of the die (the discards then start a line lower, the
        same all game: the list does not jump as the die is rolled)."""
        return _roll_lines(generation(), self._roll_room.w) > 1

    @property
    def discard_sheet(self) -> pygame.Rect:
        """Over the seat panels and the board (the log and status stay in view)."""
        left = self.layout["seat_0"].x
        return pygame.Rect(left, self.board.y, self.board.right - left, 620)

    @property
    def die_rect(self) -> pygame.Rect:
        box = self.layout["deck"]
        return pygame.Rect(box.right - 96, box.y + 48, 72, 72)

    def card_spots(self, state: PokerDrezState, viewer: int | None
                   ) -> list[tuple[pygame.Rect, str, Card]]:
        """Where the viewer's own cards and the common cards lie."""
        spots = []
        if viewer in (0, 1):
            for i, card in enumerate(state.hands[viewer]):
                spots.append((self.own_card_rect(viewer, i), "own", card))
        for i, card in enumerate(state.common):
            spots.append((self.common_card_rect(i), "common", card))
        return spots

    def card_at(self, pos: tuple[int, int], state: PokerDrezState | None = None,
                viewer: int | None = None) -> tuple[str, Card] | None:
        """("own"|"common", card) under ``pos`` (the last drawn table unless given)."""
        if state is None:
            state, viewer = self.drawn_state, self.drawn_viewer
        if state is None:
            return None
        for rect, where, card in self.card_spots(state, viewer):
            if rect.collidepoint(pos) and card != UNKNOWN:
                return (where, card)
        return None

    @property
    def raise_dialog(self) -> pygame.Rect:
        """Over the board's middle: answering a raise (P16) is a question for one player."""
        return pygame.Rect(0, 0, self.board.w - 10, 200).move_to(center=self.board.center)

    def chip_area(self, chips: tuple[Chip, ...]) -> pygame.Rect:
        answering = any(chip.value == ANSWER for chip in chips)
        return self.raise_dialog if answering else self.actions

    def chip_rects(self, chips: tuple[Chip, ...]) -> list[pygame.Rect]:
        """The chips below the area's title (under the question, in the raise dialog), each
        in its slot: a raise chip as wide whatever its amount, so the "-" and "+" beside it
        keep their places while they are clicked (9 to 10 widens no chip)."""
        box = self.chip_area(chips)
        dialog = box == self.raise_dialog
        return flow(tuple(map(_slot, chips)), box, 116 if dialog else 50, centred=dialog)

    def chip_at(self, pos: tuple[int, int], chips: tuple[Chip, ...] | None = None) -> Any:
        """The value (an action, or a choice) of the chip under ``pos``; None if none."""
        chips = self.drawn_chips if chips is None else chips
        return chip_at(chips, self.chip_rects(chips), pos)

    # -- animation ----------------------------------------------------------------------------
    @property
    def rolling(self) -> float:
        """Seconds left of the die's tumble (0: it lies still)."""
        tumble = self._tumble
        return left(tumble) if tumble is not None and self.animations.running(tumble) else 0.0

    def _slid(self, slide: Slide) -> None:
        if self.slide is slide:
            self.slide = None

    def animate(self, before: PokerDrezState, action: PokerDrezAction, after: PokerDrezState,
                speed: float) -> str | None:
        self._announce(before, after)
        return self._start(before, action, after, speed)

    def _announce(self, before: PokerDrezState, after: PokerDrezState) -> None:
        """Check and the start of the classic phase, in big words for a moment (input
        does not wait for them)."""
        if after.end_reason:
            return
        if after.classic and not before.classic:
            self.banner.announce(prompts.deck_empty_news())
        elif after.board.is_check() and after.board.fen() != before.board.fen():
            side = side_name(0 if after.board.turn == chess.WHITE else 1)
            self.banner.announce(prompts.check_news(side, after.classic))

    def _start(self, before: PokerDrezState, action: object, after: PokerDrezState,
               speed: float) -> str | None:
        if isinstance(action, Face):
            self._tumble = self.animations.countdown(ROLL_SECONDS / speed) if speed > 0 \
                else None
            return "dice"
        if isinstance(action, Sacrifice):
            return "capture" if action.square is not None else None
        if not isinstance(action, Play):
            return None
        move = action.move
        sound = "capture" if before.board.is_capture(move) else "move"
        self.last_move = (move.from_square, move.to_square)
        self.last_key = after.board.fen()
        piece = before.board.piece_at(move.from_square)
        if speed <= 0 or piece is None:
            return sound
        slide = Slide(before, move.from_square, piece,
                      Tween(self.square_rect(move.from_square).center,
                            self.square_rect(move.to_square).center, MOVE_SECONDS / speed))
        self.slide = slide
        self.animations.animate(slide.tween, then=lambda: self._slid(slide))
        return sound

    # -- drawing ------------------------------------------------------------------------------
    def draw_table(self, canvas: pygame.Surface,
                   state: PokerDrezState, viewer: int | None,
                   marks: Marks, names: list[str]) -> None:
        self.drawn_state, self.drawn_viewer, self.drawn_chips = state, viewer, marks.chips
        self.orient(viewer)
        slide = self.slide
        shown = slide.before if slide is not None else state
        hide = slide.origin if slide else None
        if marks.drag is not None and hide is None:
            hide = marks.selected  # it is in the hand, under the pointer
        facts = self.facts(shown)
        # the last move, while the board is still the one it led to (not after an undo)
        last = self.last_move if hide is None and self.last_key == facts.fen else None
        self._layers["board"].show(
            canvas, self._board_area,
            (facts.fen, hide, last, marks.movable, marks.selected, marks.targets,
             self.flipped),
            lambda c: self._draw_board(c, facts, marks, hide, last))
        if slide is not None:
            x, y = slide.tween.position
            self._draw_piece(canvas, (int(x), int(y)), slide.piece)
        elif marks.drag is not None and marks.selected is not None:
            held = shown.board.piece_at(marks.selected)
            if held is not None:
                self._draw_piece(canvas, marks.drag, held, int(self.cell * 0.44))
        paying = (marks.pay, marks.payable)
        lost = self.facts(state).lost
        for seat in (0, 1):  # each panel's key: everything of the view it shows
            key: object = (viewer, names[seat], state.actor == seat and not state.end_reason,
                           state.config, lost[seat], state.hands[seat], state.die_holder,
                           state.classic, paying, self.flipped)
            self._layers[f"seat_{seat}"].show(
                canvas, draw.columns(self.seat_box(seat)), key,
                partial(self._draw_seat, state=state, seat=seat, viewer=viewer, marks=marks,
                        names=names))
        if not state.config.classic:  # plain chess from the start: no cards, no die
            self._layers["common"].show(canvas, draw.columns(self.layout["common"]),
                                        (state.classic, state.common, paying),
                                        lambda c: self._draw_common(c, state, marks))
            key = (state.deck_size, state.discards, state.classic, state.roll, state.rolled,
                   state.die_holder, paying, self.rolling > 0)
            self._layers["deck"].show(canvas, draw.columns(self.layout["deck"]), key,
                                      lambda c: self._draw_deck(c, state, marks))
            self._draw_tumble(canvas, state, marks)  # over the panel: it alone changes
        box = self.layout.get("banner")
        if box is not None:
            words = self._banner_words(state)
            self._layers["banner"].show(canvas, draw.columns(box), (words, state.classic),
                                        lambda c: self._draw_banner(c, box, words,
                                                                    state.classic))
        # the actions panel as a layer while its chips keep inside it (a raise to answer
        # is a dialog over the board, drawn every frame)
        inside = (self.chip_area(marks.chips) == self.actions
                  and all(map(self.actions.contains, self.chip_rects(marks.chips))))
        self._layers["actions"].show(
            canvas, draw.columns(self.actions),
            (marks.chips, marks.hinted) if inside else None,
            lambda c: self._draw_chips(c, state, marks))
        if self.banner.showing and slide is None:
            self._draw_announcement(canvas)
        if self.discards_open:
            self._draw_discard_sheet(canvas, state)

    @property
    def _board_area(self) -> pygame.Rect:
        """The board with its rank numbers on the left and file letters below."""
        return draw.columns(pygame.Rect(self.board.x - 40, self.board.y, self.board.w + 40,
                                        self.board.h + 44))

    def _die_face(self) -> tuple[int, int] | None:
        """The face shown and the shake of the die while it tumbles (None: at rest)."""
        if self.rolling <= 0:
            return None
        return 1 + int(self.rolling * 17) % 6, int(6 * math.sin(self.rolling * 40))

    def facts(self, state: PokerDrezState) -> BoardFacts:
        """``BoardFacts.of(state)``, kept for the last few boards (a slide draws the
        board before the move and the panels after it, each frame). Kept by the board
        itself, which a state never changes: the views of one state (the one the play
        screen draws, those a move's animation is given) share their board, so a move
        works the facts out once, not once per view."""
        start = state.config.start_fen
        for board, known_start, facts in self._facts:
            if board is state.board and known_start == start:
                return facts
        facts = BoardFacts.of(state)
        self._facts = [(state.board, start, facts), *self._facts[:3]]
        return facts

    def _draw_board(self, canvas: pygame.Surface, facts: BoardFacts, marks: Marks,
                    hide: int | None, last: tuple[int, int] | None) -> None:
        self._layers["squares"].show(canvas, self._board_area, (self.flipped,),
                                     lambda c: self._draw_squares(c))
        for square in last or ():
            pygame.draw.rect(canvas, LAST_MOVE, self.square_rect(square).inflate(-4, -4), 5)
        if last:  # the edge again, over a last move's mark on the rim
            pygame.draw.rect(canvas, theme.PANEL_EDGE, self.board, 3)
        if facts.checked_king is not None:
            pygame.draw.rect(canvas, theme.REFUSED, self.square_rect(facts.checked_king), 6)
        for square in marks.movable:
            pygame.draw.rect(canvas, theme.HIGHLIGHT, self.square_rect(square).inflate(-6, -6),
                             3, border_radius=6)
        if marks.selected is not None:
            pygame.draw.rect(canvas, theme.SELECTED, self.square_rect(marks.selected), 6)
        if facts.checked_king is not None:  # over the marks: the word stays whole
            band = self._check_band(self.square_rect(facts.checked_king))
            pygame.draw.rect(canvas, theme.REFUSED, band)
            draw.note("area", "check band", band)
            word = _("CHECK")
            draw.label(canvas, word, band.center, _band_size(word, band), (255, 255, 255),
                       "center", bold=True)
        occupied = set()
        for square, piece in facts.pieces:
            occupied.add(square)
            if square == hide:
                continue
            rect = self.square_rect(square)
            if square != facts.checked_king:
                self._draw_piece(canvas, rect.center, piece)
                continue
            top = self._check_band(rect).bottom  # the king under the band, clear of its word
            below = pygame.Rect(rect.x, top, rect.w, rect.bottom - 6 - top)
            figure = self._draw_piece(canvas, below.center, piece, below.h // 2 - 1)
            draw.note("item", "king in check", figure)
        for square in marks.targets:
            rect = self.square_rect(square)
            if square in occupied:
                pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(-6, -6), 5,
                                 border_radius=10)
            else:
                pygame.draw.circle(canvas, theme.HIGHLIGHT, rect.center, self.cell // 7)

    def _draw_squares(self, canvas: pygame.Surface) -> None:
        """The squares, the board's edge and its coordinates: the same all game long."""
        canvas.blit(self._squares(), self.board)
        draw.note("area", "board", self.board)
        pygame.draw.rect(canvas, theme.PANEL_EDGE, self.board, 3)
        files, ranks = ("hgfedcba", "12345678") if self.flipped else ("abcdefgh", "87654321")
        for i in range(8):
            draw.label(canvas, files[i], (self.board.x + i * self.cell + self.cell // 2,
                       self.board.bottom + 4), 24, theme.TEXT_DIM, "midtop", kind="coordinate")
            draw.label(canvas, ranks[i], (self.board.x - 12,
                       self.board.y + i * self.cell + self.cell // 2), 24, theme.TEXT_DIM,
                       "midright", kind="coordinate")

    def _squares(self) -> pygame.Surface:
        """The 64 squares, painted once (filling them every frame cost most of a frame)."""
        if self._squares_surface is None:
            surface = pygame.Surface(self.board.size)
            for square in chess.SQUARES:
                rect = self.square_rect(square).move(-self.board.x, -self.board.y)
                light = (chess.square_file(square) + chess.square_rank(square)) % 2 == 1
                surface.fill(LIGHT_SQUARE if light else DARK_SQUARE, rect)
            self._squares_surface = surface
        return self._squares_surface

    @staticmethod
    def _check_band(square: pygame.Rect) -> pygame.Rect:
        """Where a checked king's square says CHECK: a band along its top edge."""
        return pygame.Rect(square.x, square.y, square.w, CHECK_BAND)

    def _draw_piece(self, canvas: pygame.Surface, centre: tuple[int, int],
                    piece: chess.Piece, radius: int | None = None) -> pygame.Rect:
        """Draw a piece's figure; returns where its painted pixels lie (for ``note``)."""
        radius = radius or int(self.cell * 0.38)
        picture = _piece_sprite(piece.symbol(), radius)
        place = picture.get_rect(center=centre)
        canvas.blit(picture, place)
        return pygame.Rect(_piece_ink(piece.symbol(), radius)).move(place.topleft)

    def _outline(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """A card or the die that can pay for the selected piece's move."""
        pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(10, 10), 4, border_radius=11)

    def draw_card(self, canvas: pygame.Surface, rect: pygame.Rect, card: Card,
                  selected: bool = False, small: bool = False) -> None:
        draw_card(canvas, rect, card, selected, small)
        draw.note("item", f"card {card}", rect)

    def _mark_wild(self, canvas: pygame.Surface, rect: pygame.Rect,
                   side: int | None = None) -> None:
        """A tag across a card's foot: this card pays as a Joker now (P5, its type's
        pieces are all captured), "WILD" on a hand's card and on a common one wild for
        both, "WILD: W" on a common one wild for White alone (``side``). Where the
        language's words for that are wider than the card, the tag says "WILD" and the
        side's badge sits in the card's top corner: a letter, never a cut word."""
        words, badge = _("WILD"), False
        if side is not None:
            words = _("WILD: {side}").format(side=draw.side_letter(side_name(side)))
            if not draw.one_line(words, rect.w, 18, bold=True):
                words, badge = _("WILD"), True
        tag = pygame.Rect(rect.x - 4, rect.bottom - 26, rect.w + 8, 24)
        draw.note("area", "wild card", rect)  # the card holds its tag's words
        pygame.draw.rect(canvas, theme.ACCENT, tag, border_radius=6)
        if badge and side is not None:
            draw.seat_badge(canvas, (rect.right - 14, rect.y + 14), 12, side,
                            draw.side_letter(side_name(side)))
        draw.fitted_label(canvas, words, tag.center, rect.w, 18, (20, 20, 24), "center",
                          bold=True, smallest=theme.SMALLEST)

    def _wild_for(self, state: PokerDrezState, card: Card) -> list[int]:
        """The seats for which ``card`` is wild now (P5)."""
        return [seat for seat in (WHITE_SEAT, BLACK_SEAT)
                if wild_words(card, state.board, color_of(seat)) is not None]

    def _draw_seat(self, canvas: pygame.Surface, state: PokerDrezState, seat: int,
                   viewer: int | None, marks: Marks, names: list[str]) -> None:
        rect = self.seat_box(seat)
        acting = state.actor == seat and not state.end_reason
        draw.panel(canvas, rect, edge=theme.ACCENT if acting else theme.PANEL_EDGE)
        draw.seat_badge(canvas, (rect.x + 30, rect.y + 28), 18, seat,
                        draw.side_letter(side_name(seat)))
        # the name alone on its line, as large for the player to act as for the other
        draw.seat_heading(canvas, pygame.Rect(rect.x + 58, rect.y + 4, rect.w - 74, HEAD_H),
                          names[seat], side_name(seat), _("TO ACT") if acting else None, 30,
                          22)
        self._draw_captured(canvas, state, seat, self._captured_area(state, seat))
        if state.config.classic:
            return
        hand = state.hands[seat]
        for i, card in enumerate(hand):
            chosen = (viewer == seat and marks.pay is not None and marks.pay[0] == "own"
                      and marks.pay[1] == card and hand.index(card) == i)
            self.draw_card(canvas, self.own_card_rect(seat, i), card, chosen)
            if card != UNKNOWN and not state.classic and seat in self._wild_for(state, card):
                self._mark_wild(canvas, self.own_card_rect(seat, i))
            if viewer == seat and ("own", card) in marks.payable:
                self._outline(canvas, self.own_card_rect(seat, i))
        x = self.own_card_rect(seat, max(len(hand), 2)).x + 6
        n = len(hand)
        if viewer == seat:
            words = ngettext("your {n} card", "your {n} cards", n)
        elif UNKNOWN in hand:
            words = ngettext("{n} hidden card", "{n} hidden cards", n)
        else:
            words = ngettext("{n} card", "{n} cards", n)
        room = rect.right - 8 - x  # right of the cards: smaller when a third one came
        draw.fitted_label(canvas, words.format(n=n), (x, rect.y + HEAD_H + 8), room, 22,
                          theme.TEXT_DIM, smallest=theme.SMALLEST)
        if state.die_holder == seat and not state.classic:
            draw.fitted_label(canvas, _("holds the die"), (x, rect.y + HEAD_H + 38), room, 22,
                              theme.ACCENT, smallest=theme.SMALLEST)

    def _captured_area(self, state: PokerDrezState, seat: int) -> pygame.Rect:
        """Right of the cards; the whole panel when there are none (classic chess)."""
        rect = self.seat_box(seat)
        if state.config.classic:
            return pygame.Rect(rect.x + 20, rect.y + HEAD_H + 8, rect.w - 30, rect.h - HEAD_H - 12)
        x = self.own_card_rect(seat, max(len(state.hands[seat]), 2)).x + 6
        top = HEAD_H + 70  # under "your 2 cards" and "holds the die"
        return pygame.Rect(x, rect.y + top, rect.right - x - 10, rect.h - top - 4)

    def _draw_captured(self, canvas: pygame.Surface, state: PokerDrezState, seat: int,
                       area: pygame.Rect) -> None:
        """Pieces the opponent has lost against the start position (captures, sacrifice)."""
        enemy = not color_of(seat)
        missing = self.facts(state).lost[seat]
        lost = (_("{side} lost:") if missing else _("{side} lost: nothing")).format(
            side=side_name(1 - seat))
        # longer words smaller, then on two lines (right of a third card)
        more = 0 if draw.one_line(lost, area.w, 20) else theme.font(theme.SMALLEST).get_linesize()
        draw.line_or_lines(canvas, lost, area.topleft, pygame.Rect(area.x, area.y, area.w,
                                                                   35 + more),
                           20, theme.TEXT_DIM)
        radius, row = 16, 38  # a piece a player can tell at a glance, with its count
        x, y = area.x, area.y + 28 + more  # below the words' descenders ("perdió")
        for piece_type in (chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN):
            count = missing.count(piece_type)
            if not count:
                continue
            words = f"×{count}"
            width = 2 * radius + 4 + theme.font(20, True).size(words)[0] + 10
            if x + width > area.right and x > area.x:
                x, y = area.x, y + row
            centre = (x + radius, y + radius)
            self._draw_piece(canvas, centre, chess.Piece(piece_type, enemy), radius)
            draw.note("item", "lost piece", pygame.Rect(x, y, 2 * radius, 2 * radius))
            draw.label(canvas, words, (x + 2 * radius + 3, centre[1]), 20, theme.TEXT,
                       "midleft", bold=True)
            x += width

    def _draw_common(self, canvas: pygame.Surface, state: PokerDrezState, marks: Marks) -> None:
        box = self.layout["common"]
        draw.panel(canvas, box)
        title = (_("Common cards (no longer needed: P11)") if state.classic
                 else _("Common cards (either player may pay)"))
        # on two lines when a longer language's title needs them, above the cards
        draw.fitted_block(canvas, title, pygame.Rect(box.x + 16, box.y + 4, box.w - 32, 50),
                          22, bold=True, smallest=theme.SMALLEST)
        for i, card in enumerate(state.common):
            chosen = (marks.pay is not None and marks.pay[0] == "common" and marks.pay[1] == card
                      and state.common.index(card) == i)
            self.draw_card(canvas, self.common_card_rect(i), card, chosen)
            wild = [] if state.classic else self._wild_for(state, card)
            if wild:  # wild for both: plain "WILD" (no room for two letters at 18)
                self._mark_wild(canvas, self.common_card_rect(i),
                                wild[0] if len(wild) == 1 else None)
            if ("common", card) in marks.payable:
                self._outline(canvas, self.common_card_rect(i))

    def _draw_deck(self, canvas: pygame.Surface, state: PokerDrezState, marks: Marks) -> None:
        box = self.layout["deck"]
        draw.panel(canvas, box)
        back = pygame.Rect(box.x + 16, box.y + 14, 52, 72)
        self.draw_card(canvas, back, UNKNOWN, small=True)
        deck = ngettext("Deck: {n} card", "Deck: {n} cards",
                        state.deck_size).format(n=state.deck_size)
        row = box.right - 24 - (back.right + 12)  # to the die's right edge
        room, holder_room = row, 0
        if not state.classic:  # the die's holder shares the row, over the die
            widest = max((_("Die: {side}").format(side=side_name(seat)) for seat in (0, 1)),
                         key=lambda words: theme.font(22).size(words)[0])
            room, holder_room = draw.shared_row(row, (deck, 26, True), (widest, 22, False))
        draw.fitted_label(canvas, deck, (back.right + 12, box.y + 16), room, 26, bold=True,
                          smallest=theme.SMALLEST)
        beside_die = self.die_rect.x - 12 - (back.right + 12)
        draw.fitted_label(canvas, _("Discarded: {n}").format(n=len(state.discards)),
                          (back.right + 12, box.y + 52),
                          row if state.classic else beside_die, 24, theme.TEXT_DIM,
                          smallest=theme.SMALLEST)
        shelf = self.discard_rect.move(0, 4)
        words = _discard_words(state.discards, shelf.w, shelf.h, generation())
        draw.paragraph(canvas, words, shelf, 18, theme.TEXT_DIM)
        if state.classic:
            return
        die = self.die_rect
        chosen = marks.pay is not None and marks.pay[0] == "die"
        pygame.draw.rect(canvas, (250, 250, 250) if state.roll else (120, 124, 134), die,
                         border_radius=12)
        pygame.draw.rect(canvas, theme.SELECTED if chosen else (20, 20, 24), die,
                         5 if chosen else 2, border_radius=12)
        if state.roll and self.rolling <= 0:  # tumbling: ``_draw_tumble`` shows its face
            self._pips(canvas, die, state.roll)
        draw.note("item", "the die", die)
        if ("die", None) in marks.payable:
            self._outline(canvas, die)
        holder = side_name(state.die_holder)
        draw.fitted_label(canvas, _("Die: {side}").format(side=holder), (die.right, box.y + 16),
                          holder_room, 22, theme.TEXT, "topright", smallest=theme.SMALLEST)
        if self.rolling > 0:
            words = _("rolling…")
        elif state.roll:
            words = _("rolled {roll}: pays {pays}").format(roll=state.roll,
                                                           pays=roll_pays(state.roll))
        else:
            words = _("rolled, used") if state.rolled else _("not rolled")
        line = self._roll_room
        draw.line_or_lines(canvas, words, line.topright, line.inflate(0, ROLL_LINE).move(
            0, ROLL_LINE // 2) if self._roll_on_two_lines else line, 20, theme.TEXT_DIM,
                           "topright")

    def _draw_tumble(self, canvas: pygame.Surface, state: PokerDrezState, marks: Marks
                     ) -> None:
        """The die tumbling, over the deck's panel as painted for the roll: faces flick by,
        the die shakes, then it lands. Only the die is drawn each frame of it (the panel
        with its discards is the layer's, painted once)."""
        tumble = self._die_face()
        if tumble is None or state.classic:
            return
        face, shake = tumble
        die = self.die_rect.move(shake, -abs(shake))
        pygame.draw.rect(canvas, (250, 250, 250), die, border_radius=12)
        self._pips(canvas, die, face)
        if ("die", None) in marks.payable:  # the outline stays over the shaken die
            self._outline(canvas, self.die_rect)

    def _draw_announcement(self, canvas: pygame.Surface) -> None:
        box = pygame.Rect(0, 0, self.board.w - 24, 100).move_to(center=self.board.center)
        check = prompts.is_check_news(self.banner.words or "")
        self.banner.draw(canvas, box, (70, 36, 36) if check else (70, 58, 30))  # inside
        # the board: its coordinates stay in view

    def _draw_discard_sheet(self, canvas: pygame.Surface, state: PokerDrezState) -> None:
        """Every discarded card in the order played (P1: the numbers help players
        remember what went), newest first; any click closes it."""
        sheet = self.discard_sheet
        pygame.draw.rect(canvas, (8, 10, 14), sheet.move(10, 12), border_radius=12)
        draw.panel(canvas, sheet, (34, 40, 52), theme.ACCENT)
        cards = list(reversed(state.discards))
        title = ngettext("Discard pile: {n} card, newest first",
                         "Discard pile: {n} cards, newest first", len(cards)).format(n=len(cards))
        close = _("Click anywhere to close")
        title_w, close_w = draw.shared_row(sheet.w - 48, (title, 30, True), (close, 22, False))
        draw.fitted_label(canvas, title, (sheet.x + 24, sheet.y + 16), title_w, 30,
                          theme.ACCENT, bold=True, smallest=theme.SMALLEST)
        draw.fitted_label(canvas, close, (sheet.right - 24, sheet.y + 22), close_w, 22,
                          theme.TEXT_DIM, "topright", smallest=theme.SMALLEST)
        w, h = 54, 76
        per_row = (sheet.w - 48) // (w + 6)
        for i, card in enumerate(cards):
            row, col = divmod(i, per_row)
            rect = pygame.Rect(sheet.x + 24 + col * (w + 6), sheet.y + 70 + row * (h + 8), w, h)
            if rect.bottom > sheet.bottom - 10:
                break
            self.draw_card(canvas, rect, card, small=True)

    def _pips(self, canvas: pygame.Surface, die: pygame.Rect, value: int) -> None:
        draw_pips(canvas, die, value, (20, 20, 24), die.w // 11)

    def _banner_words(self, state: PokerDrezState) -> str:
        """The line across the banner: the phase, the stake, the end ("" for none)."""
        parts = []
        if state.classic:
            parts.append(_("Classic chess: every legal move is free") if state.config.classic
                         else _("Deck empty: classic chess, every move free (P11)"))
        if state.config.betting:
            stake = ngettext("Stake {n} chip (max {most})", "Stake {n} chips (max {most})",
                             state.stake).format(n=state.stake, most=state.config.max_bet)
            if state.phase == RESPOND:
                stake += " · " + _("{raiser} raises to {amount}: {side} answers").format(
                    raiser=side_name(1 - state.actor), amount=state.pending_raise,
                    side=side_name(state.actor))
            parts.append(stake)
        if state.end_reason:
            parts.append(end_reasons.said(state.end_reason))
        return " · ".join(parts)

    def _draw_banner(self, canvas: pygame.Surface, box: pygame.Rect, words: str,
                     classic: bool) -> None:
        if not words:
            return
        draw.panel(canvas, box, (70, 58, 30) if classic else (36, 44, 56), theme.ACCENT)
        draw.fitted_block(canvas, words, box.inflate(-24, -6), 22, theme.TEXT, bold=True,
                          centred=True)

    def _draw_chips(self, canvas: pygame.Surface, state: PokerDrezState, marks: Marks) -> None:
        box = self.actions
        draw.panel(canvas, box)
        heading = draw.label(canvas, _("Actions"), (box.x + 16, box.y + 10), 26, bold=True)
        aside = max(box.x + 130, heading.right + 16)
        area = self.chip_area(marks.chips)
        if area != box:  # the raise to answer, as a dialog over the board
            draw.fitted_label(canvas, _("(answer the raise on the board)"),
                              (aside, box.y + 14), box.right - 12 - aside, 22, theme.TEXT_DIM,
                              smallest=theme.SMALLEST)
            pygame.draw.rect(canvas, (8, 10, 14), area.move(10, 12), border_radius=12)
            draw.panel(canvas, area, (40, 46, 60), theme.ACCENT)
            raiser = side_name(1 - state.actor)
            # the question and its choices above the chips (``chip_rects``: from 116 down),
            # each smaller or on two lines when a longer language needs it
            draw.fitted_block(canvas, ngettext("{side} raises the stake to {n} chip",
                                               "{side} raises the stake to {n} chips",
                                               state.pending_raise).format(
                                  side=raiser, n=state.pending_raise),
                              pygame.Rect(area.x + 16, area.y + 24, area.w - 32, 46), 30,
                              theme.ACCENT, bold=True, smallest=theme.SMALLEST, centred=True)
            draw.fitted_block(canvas, _("Now {stake}. Accept, re-raise, or fold and lose "
                                        "{stake} (P16).").format(stake=state.stake),
                              pygame.Rect(area.x + 16, area.y + 64, area.w - 32, 50), 22,
                              smallest=theme.SMALLEST, centred=True)
        elif not marks.chips:
            draw.fitted_label(canvas, _("(nothing to click here now)"), (aside, box.y + 14),
                              box.right - 12 - aside, 22, theme.TEXT_DIM,
                              smallest=theme.SMALLEST)
        draw_chips(canvas, marks.chips, self.chip_rects(marks.chips), marks.hinted)


def _band_size(word: str, band: pygame.Rect) -> int:
    """The size at which a checked king's band says its word with the ink inside the band:
    ``CHECK_SIZE``, smaller for a longer word or one that reaches lower ("JAQUE")."""
    for size in (CHECK_SIZE, *(s for s in reversed(theme.FONT_SIZES) if s < CHECK_SIZE)):
        surf = theme.text(word, size, (255, 255, 255), True)
        ink = surf.get_bounding_rect().move(surf.get_rect(center=band.center).topleft)
        if band.contains(ink):
            return size
    return theme.SMALLEST


@lru_cache(maxsize=8)
def _discard_words(discards: tuple[Card, ...], width: int, height: int, language: int
                   ) -> str:
    """The discard pile's line in a ``width`` × ``height`` shelf: as many cards as fit,
    the rest counted (the list is a click away). Worked out once per pile: the deck's
    panel is painted again for every roll, and naming over a hundred cards and finding
    how many fit cost more than the rest of the panel."""
    if not discards:
        return _("Discards: none yet")
    return draw.as_many_as_fit(_("Discards, newest first (click to look through):")
                               + " ",  # the space is not a word to translate
                               [card_name(c) for c in reversed(discards)],
                               pygame.Rect(0, 0, width, height), 18)


ROLL_LINE = 26
"""A line of the die's words in the deck panel (one at 20, two at the smallest size)."""


@lru_cache(maxsize=8)
def _roll_lines(language: int, width: int) -> int:
    """Lines the longest of the die's words takes in ``width`` at the smallest size."""
    said = [_("rolling…"), _("rolled, used"), _("not rolled")] + [
        _("rolled {roll}: pays {pays}").format(roll=roll, pays=roll_pays(roll))
        for roll in range(1, 7)]
    return 1 if all(draw.one_line(words, width, 20) for words in said) else 2


AMOUNT_SLOT = 3
"""Digits a raise chip has room for: stakes stop at 100, the largest maximum bet (P16)."""


def _slot(chip: Chip) -> Chip:
    """The chip as it is laid out: a raise's amount as wide as the largest one."""
    if not isinstance(chip.value, Bet) or chip.value.amount <= 0:
        return chip
    return replace(chip, label=re.sub(r"\d+", lambda m: "0" * max(AMOUNT_SLOT, len(m[0])),
                                      chip.label))


def _piece_sprite(symbol: str, radius: int) -> pygame.Surface:
    """A piece's figure of ``radius``, painted once (``draw.sprite``)."""
    size = 2 * radius + 2
    return draw.sprite(("pokerdrez-piece", symbol, radius), (size, size),
                       lambda surface: _paint_piece(surface, chess.Piece.from_symbol(symbol),
                                                    radius))


@lru_cache(maxsize=64)
def _piece_ink(symbol: str, radius: int) -> tuple[int, int, int, int]:
    """Where a piece's figure has paint in its sprite: measured once per figure, not for
    each of the thirty-two pieces every time the board is painted."""
    box = _piece_sprite(symbol, radius).get_bounding_rect()
    return box.x, box.y, box.w, box.h


def _paint_piece(canvas: pygame.Surface, piece: chess.Piece, radius: int) -> None:
    """The piece's figure, white or black, outlined in a contrasting ink."""
    side = 0 if piece.color == chess.WHITE else 1
    paint_figure(canvas, chess.piece_name(piece.piece_type), "christian", PIECE_FILL[side],
                 PIECE_EDGE[side])
