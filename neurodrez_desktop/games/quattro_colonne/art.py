"""Quattro Colonne's own pictures, drawn with shapes: the pieces, the step dice and the folded
screen that hides an order.

They live apart from the view because both the view (board, headers, a dragged die) and the
side panels (tray, steps, contested dice, reserves) draw them, and neither should reach into
the other for a picture. Each function takes the canvas and the rect it fills; a side (0
White, 1 Black) picks the colours.

The table's side panels (the two seats, the round box, the tray with the dice being ordered
or the round's steps, the contested dice and the actions box) are drawn here too, from what
they are given: the canvas, their rect, the state already seen by the viewer, the
controller's marks and any animation value; none reads the view.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

import pygame

from neurodrez_desktop.games.quattro_colonne.catalog import _, ngettext
from neurodrez_desktop.games.quattro_colonne.end_reasons import said
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    CONTEST,
    DRAW_FIRST,
    END,
    FILES,
    HIDDEN_ORDER,
    MAX_ROUNDS,
    MOVE,
    ORDER,
    OTHER,
    RESERVE_KINDS,
    STEP_VALUES,
    WHITE,
    Kind,
    QCState,
    Roll,
    side_name,
)
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.chips import draw_chips
from neurodrez_desktop.ui.dice import draw_pips
from neurodrez_desktop.ui.figures import paint_figure

PIECE_FILL = ((246, 240, 226), (38, 38, 46))
PIECE_EDGE = ((40, 36, 30), (210, 210, 220))
DIE_FILL = ((246, 240, 226), (48, 48, 58))
DIE_INK = ((30, 30, 36), (236, 236, 244))
SCREEN_FILL = (92, 62, 44)
SCREEN_WING = (72, 48, 34)
SCREEN_EDGE = (196, 150, 96)
KIND_FIGURE = {1: "pawn", 2: "knight", 3: "queen", 4: "king"}


def piece(canvas: pygame.Surface, centre: tuple[int, int], code: int, radius: int) -> None:
    """The piece ``code`` (side << 3 | kind) as its European figure, ``radius`` in size."""
    size = 2 * radius + 2
    side, kind = code >> 3, code & 7
    if radius < 30:  # in a panel (on the board a square holds it)
        draw.note("item", "piece", pygame.Rect(centre[0] - radius, centre[1] - radius,
                                                2 * radius, 2 * radius), canvas=canvas)
    picture = draw.sprite(("qc-piece", code, radius), (size, size),
                          lambda surface: paint_figure(surface, KIND_FIGURE[kind],
                                                       "christian", PIECE_FILL[side],
                                                       PIECE_EDGE[side]))
    canvas.blit(picture, picture.get_rect(center=centre))


def die(canvas: pygame.Surface, rect: pygame.Rect, value: int, side: int,
        dim: bool = False, lit: bool = False, alpha: int = 255, kept: bool = True) -> None:
    """``side``'s die showing ``value`` in ``rect``: dimmed once used, ringed while lit.
    Painted once per look and size (``draw.sprite``: a die tumbling or lying in a header
    is one blit a frame); ``kept`` False for a die of a passing size (one unfolding in a
    reveal), so its sizes do not crowd out the pictures kept."""
    def paint(surface: pygame.Surface) -> None:
        fill: tuple[int, ...] = DIE_FILL[side]
        ink: tuple[int, ...] = DIE_INK[side]
        if dim:
            fill = tuple(int(c * 0.55 + 40 * 0.45) for c in fill)
            ink = tuple(int(c * 0.55 + 60 * 0.45) for c in ink)
        local = surface.get_rect()
        pygame.draw.rect(surface, (*fill, alpha), local, border_radius=max(4, rect.w // 6))
        pygame.draw.rect(surface, (*PIECE_EDGE[side], alpha), local, 2,
                         border_radius=max(4, rect.w // 6))
        draw_pips(surface, local, value, (*ink, alpha))

    if kept:
        surface = draw.sprite(("qc-die", rect.size, value, side, dim, alpha), rect.size, paint)
    else:
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        paint(surface)
    canvas.blit(surface, rect)
    draw.note("item", f"die {value}", rect, canvas=canvas)
    if lit:
        pygame.draw.rect(canvas, theme.ACCENT, rect.inflate(10, 10), 4,
                         border_radius=max(6, rect.w // 5))


def screen(canvas: pygame.Surface, rect: pygame.Rect, width_scale: float = 1.0) -> None:
    """A folded card standing on the table: a front panel between two angled wings."""
    w = max(2, int(rect.w * width_scale))
    rect = pygame.Rect(0, 0, w, rect.h).move_to(center=rect.center)
    wing = screen_wing(rect)
    front = rect.inflate(-2 * wing, 0)
    left = [(rect.left, rect.top + 10), (front.left, rect.top),
            (front.left, rect.bottom), (rect.left, rect.bottom - 10)]
    right = [(rect.right, rect.top + 10), (front.right, rect.top),
             (front.right, rect.bottom), (rect.right, rect.bottom - 10)]
    for poly in (left, right):
        pygame.draw.polygon(canvas, SCREEN_WING, poly)
        pygame.draw.polygon(canvas, SCREEN_EDGE, poly, 2)
    pygame.draw.rect(canvas, SCREEN_FILL, front)
    for x in range(front.left + 14, front.right, 22):  # the card's weave
        pygame.draw.line(canvas, SCREEN_WING, (x, front.top + 4), (x - 10, front.bottom - 4))
    pygame.draw.rect(canvas, SCREEN_EDGE, front, 2)


def screen_wing(rect: pygame.Rect) -> int:
    """How wide each of a screen's angled wings is (its front is the rest)."""
    return max(1, min(rect.w // 6, 48))


def closed_screen(canvas: pygame.Surface, span: pygame.Rect, words: str,
                  width_scale: float = 1.0) -> None:
    """The screen over a header's ``span``, with ``words`` on it while it is near full width
    (a screen folding away during the reveal carries none)."""
    screen(canvas, span, width_scale)
    if width_scale > 0.8:
        box = pygame.Rect(0, 0, min(span.w - 110, theme.font(26, True).size(words)[0] + 24),
                          40).move_to(center=span.center)
        pygame.draw.rect(canvas, (40, 26, 18), box, border_radius=8)
        draw.note("area", "words on the screen", box, canvas=canvas)
        draw.fitted_label(canvas, words, box.center, box.w - 16, 26, theme.TEXT, "center",
                          bold=True)


def orders_told(state: QCState, viewer: int | None) -> bool:
    """Whether the viewer is shown an order not its own before the reveal: only where every
    secret is told (a finished game's review), so no word may call it hidden."""
    return state.phase == ORDER and any(
        order not in (None, HIDDEN_ORDER) and side != viewer
        for side, order in enumerate(state.orders))


# -- the side panels -----------------------------------------------------------------
if TYPE_CHECKING:
    from neurodrez_desktop.games.quattro_colonne.view import Marks


def draw_seat(canvas: pygame.Surface, rect: pygame.Rect, state: QCState, side: int,
              names: list[str]) -> None:
    """``side``'s seat: its player, the first-player marker, its reserve and captures."""
    acting = state.phase in (ORDER, MOVE) and state.to_act == side
    draw.panel(canvas, rect, edge=theme.ACCENT if acting else theme.PANEL_EDGE)
    draw.seat_badge(canvas, (rect.x + 30, rect.y + 30), 18, side,
                    draw.side_letter(side_name(side)), (PIECE_FILL[side],))
    name = names[side] if side < len(names) else side_name(side)
    draw.seat_heading(canvas, pygame.Rect(rect.x + 58, rect.y + 4, rect.w - 74, 64), name,
                      side_name(side), _("TO ACT") if acting else None, 30, 22)
    y = rect.y + 72
    if state.first == side:
        token = pygame.Rect(rect.x + 16, y, 44, 44)
        pygame.draw.circle(canvas, (200, 150, 40), token.center, 22)
        pygame.draw.circle(canvas, (90, 60, 10), token.center, 22, 2)
        picture = draw.sprite(("qc-marker",), (36, 36), lambda s: paint_figure(
            s, "rook", "christian", (250, 226, 150), (70, 48, 8)))
        canvas.blit(picture, picture.get_rect(center=token.center))
        _marker_words(canvas, token, rect.right - 12)
    elif state.first >= 0:
        draw.fitted_label(canvas, _("second player"), (rect.x + 26, y + 22), rect.w - 42, 22,
                          theme.TEXT_DIM, "midleft")
    y += 60
    room = rect.right - 12 - 62 - 2 * 96 - 12 - (rect.x + 16)  # the three kinds after it
    heading = draw.fitted_label(canvas, _("Reserve"), (rect.x + 16, y + 20), room, 22,
                                theme.TEXT_DIM, "midleft")
    x = max(rect.x + 110, heading.right + 12)
    for index, kind in enumerate(RESERVE_KINDS):
        left = state.reserve[side][index]
        piece(canvas, (x + 18, y + 20), kind + 8 * side, 19)
        draw.label(canvas, f"×{left}", (x + 40, y + 20), 24,
                   theme.TEXT if left else theme.TEXT_DIM, "midleft", bold=bool(left))
        x += 96
    y += 54
    captured = state.captured[side]
    kinds = [kind for kind in Kind if kind in captured]
    last = rect.right - 12 - 62  # the last kind's piece and count end at the panel's edge
    # a longer heading in another language is set smaller, so that the kinds keep 64 apart
    room = (last - 64 * (len(kinds) - 1) if kinds else rect.right) - 12 - (rect.x + 16)
    heading = draw.fitted_label(canvas, _("Captured: {n}").format(n=len(captured)),
                                (rect.x + 16, y + 20), room, 22, theme.TEXT, "midleft",
                                bold=True)
    x = max(rect.x + 150, heading.right + 12)
    pitch = min(72, (last - x) // (len(kinds) - 1)) if len(kinds) > 1 else 72
    other = OTHER[side]
    for kind in kinds:
        piece(canvas, (x + 18, y + 20), kind + 8 * other, 19)
        draw.label(canvas, f"×{captured.count(kind)}", (x + 40, y + 20), 24, theme.TEXT,
                   "midleft")
        x += pitch
    if not captured:
        draw.fitted_label(canvas, _("nothing yet"), (x, y + 20), rect.right - 12 - x, 22,
                          theme.TEXT_DIM, "midleft")
    y += 54
    on_board = len(state.pieces_of(side))
    draw.fitted_label(canvas, ngettext("On the board: {n} piece", "On the board: {n} pieces",
                                       on_board).format(n=on_board),
                      (rect.x + 16, y + 16), rect.w - 32, 22, theme.TEXT_DIM, "midleft")

def _marker_words(canvas: pygame.Surface, token: pygame.Rect, right: int) -> None:
    """"First player" beside the marker ``token``, and "holds the marker" after it on the
    same line; where a language's words do not fit side by side, under it, the two lines
    centred on the token (the row is tall enough for both)."""
    x = token.right + 10
    title, held = _("First player"), _("holds the marker")
    shown, size = theme.fit_line(title, 26, right - x, True)
    after = x + theme.font(size, True).size(shown)[0] + 12
    beside = theme.font(theme.SMALLEST).size(held)[0] <= right - after
    draw.fitted_label(canvas, title, (x, token.centery - (0 if beside else 10)), right - x, 26,
                      theme.ACCENT, "midleft", bold=True)
    if beside:
        draw.fitted_label(canvas, held, (after, token.centery), right - after, 20,
                          theme.TEXT_DIM, "midleft")
    else:
        draw.fitted_label(canvas, held, (x, token.centery + 18), right - x, 20,
                          theme.TEXT_DIM, "midleft")


def draw_round(canvas: pygame.Surface, rect: pygame.Rect, state: QCState) -> None:
    """The round's number and what is happening in it."""
    draw.panel(canvas, rect)
    words = _round_words(state)
    if draw.one_line(words, rect.w - 32, 24):
        draw.fitted_label(canvas, _round_title(state), (rect.x + 16, rect.y + 10), rect.w - 32,
                          32, theme.ACCENT, bold=True)
        draw.fitted_label(canvas, words, (rect.x + 16, rect.y + 56), rect.w - 32, 24,
                          theme.TEXT)
        return
    # two lines of a long language: the title a size smaller, higher, to make their room
    draw.fitted_label(canvas, _round_title(state), (rect.x + 16, rect.y + 6), rect.w - 32, 28,
                      theme.ACCENT, bold=True)
    draw.fitted_block(canvas, words, pygame.Rect(rect.x + 16, rect.y + 46, rect.w - 32,
                                                 rect.h - 48), 24)


def _round_title(state: QCState) -> str:
    return _("Round {round} of {most}").format(round=state.round, most=MAX_ROUNDS)


def _round_words(state: QCState) -> str:
    """What is happening in the round (its phase, or the step being played)."""
    if state.phase == DRAW_FIRST:
        words = _("Drawing the first player…")
    elif state.phase == ORDER:
        words = _("Secret orders: {first} first, then {second}").format(
            first=side_name(state.first), second=side_name(OTHER[state.first]))
    elif state.phase == END:
        words = _("The game is over")
    else:
        words = _("Step {step} of 4: value {value}").format(step=state.step + 1,
                                                             value=state.value)
        if state.phase == CONTEST:
            words += _(" — contested")
    return words


def draw_tray(canvas: pygame.Surface, rect: pygame.Rect, state: QCState, viewer: int | None,
              marks: Marks, tray_die_rect: Callable[[int], pygame.Rect],
              where: str = "below") -> None:
    """The tray: the viewer's dice behind its screen while it gives its order (each die at
    ``tray_die_rect(value)``; its headers ``where`` the board), the other's screen, the
    round's steps, or the game's end."""
    draw.panel(canvas, rect)
    if state.phase == ORDER and marks.order is not None and viewer == state.to_act:
        _draw_open_tray(canvas, rect, state, marks, tray_die_rect, where)
        return
    if state.phase == ORDER:
        draw.fitted_label(canvas, _("Secret orders (Q4)"), (rect.x + 16, rect.y + 12),
                          rect.w - 32, 26, theme.TEXT, bold=True)
        inner = rect.inflate(-40, -120).move(0, 30)
        screen(canvas, inner)
        acting = side_name(state.to_act)
        if viewer == state.to_act or orders_told(state, viewer):
            # a review of a finished game (or a moment the viewer's own marks are not
            # drawn): nothing is kept from this viewer, so no word says it is
            other = OTHER[state.to_act]
            words = (_("after {side}'s").format(side=side_name(other))
                     if state.orders[other] is not None
                     else _("then {side}").format(side=side_name(other)))
            lines = (_("{side} gives their order").format(side=acting), words)
        else:
            lines = (_("{side} is ordering").format(side=acting), _("behind the screen"))
        draw.fitted_label(canvas, lines[0], (inner.centerx, inner.centery - 18), inner.w - 20,
                          26, theme.TEXT, "center", bold=True)
        draw.fitted_label(canvas, lines[1], (inner.centerx, inner.centery + 18), inner.w - 20,
                          24, theme.TEXT, "center")
        return
    if state.phase == END:
        draw.fitted_label(canvas, _("The end"), (rect.x + 16, rect.y + 12), rect.w - 32, 26,
                          bold=True)
        draw.paragraph(canvas, said(state.end_reason) or _("The game is over."),
                       pygame.Rect(rect.x + 16, rect.y + 56, rect.w - 32, rect.h - 70), 26)
        return
    _draw_steps(canvas, rect, state)

def _draw_open_tray(canvas: pygame.Surface, rect: pygame.Rect, state: QCState, marks: Marks,
                    tray_die_rect: Callable[[int], pygame.Rect], where: str) -> None:
    side = state.to_act
    title = _("Your dice, behind the screen")
    hint = _("One die on each of your headers {where}").format(where=_(where))
    if draw.one_line(hint, rect.w - 32, 20):
        draw.fitted_label(canvas, title, (rect.x + 16, rect.y + 12), rect.w - 32, 26,
                          theme.TEXT, bold=True)
        draw.fitted_label(canvas, hint, (rect.x + 16, rect.y + 48), rect.w - 32, 20,
                          theme.TEXT_DIM)
        top = rect.y + 90
    else:  # two lines of a long language: the title higher, the screen lower
        draw.fitted_label(canvas, title, (rect.x + 16, rect.y + 8), rect.w - 32, 26,
                          theme.TEXT, bold=True)
        draw.fitted_block(canvas, hint, pygame.Rect(rect.x + 16, rect.y + 44, rect.w - 32, 48),
                          20, theme.TEXT_DIM)
        top = rect.y + 96
    card = pygame.Rect(rect.x + 20, top, rect.w - 40, rect.y + 280 - top)
    screen(canvas, card)
    placed = marks.order or (0, 0, 0, 0)
    for value in STEP_VALUES:
        slot = tray_die_rect(value)
        if value in placed or (marks.held == value and marks.drag is not None):
            pygame.draw.rect(canvas, (40, 26, 18), slot, border_radius=10)
            pygame.draw.rect(canvas, SCREEN_EDGE, slot, 2, border_radius=10)
            if value in placed:
                draw.note("area", f"place of die {value}", slot, canvas=canvas)
                column = FILES[placed.index(value)]
                draw.line_or_lines(canvas, _("on {column}").format(column=column),
                                   slot.center, slot.inflate(-8, -8), 22, SCREEN_EDGE,
                                   "center")
            continue
        die(canvas, slot, value, side)
        if marks.held == value:
            pygame.draw.rect(canvas, theme.SELECTED, slot.inflate(12, 12), 4,
                             border_radius=14)
    front = card.inflate(-2 * screen_wing(card), 0)  # the words stay on the card's front
    draw.line_or_lines(canvas, _("4 moves first, 1 last"), (rect.centerx, rect.y + 240),
                       pygame.Rect(front.x + 6, rect.y + 226, front.w - 12, 50), 20,
                       SCREEN_EDGE, "center")
    left = [v for v in STEP_VALUES if v not in placed]
    words = (_("All four placed: Confirm order") if not left
             else _("Keys 1–4: next die on c, d, e, f"))
    draw.fitted_label(canvas, words, (rect.centerx, rect.bottom - 30), rect.w - 32, 22,
                      theme.TEXT, "center")

def _draw_steps(canvas: pygame.Surface, rect: pygame.Rect, state: QCState) -> None:
    """The round's four steps: each side's column for each value, the step lit."""
    draw.fitted_label(canvas, _("This round's steps"), (rect.x + 16, rect.y + 12), rect.w - 32,
                      26, theme.TEXT, bold=True)
    orders = state.orders
    status_w = max(theme.font(18, True).size(w)[0] for w in (_("now"), _("done")))
    for step, value in enumerate(STEP_VALUES):
        y = rect.y + 56 + step * 66
        row = pygame.Rect(rect.x + 12, y, rect.w - 24, 58)
        now = step == state.step
        if now:
            draw.panel(canvas, row, (70, 58, 30), theme.ACCENT, 8)
        face = pygame.Rect(row.x + 8, row.y + 7, 44, 44)
        die(canvas, face, value, WHITE, dim=step < state.step)
        known = all(o not in (None, HIDDEN_ORDER) for o in orders)
        colour = theme.TEXT if step >= state.step else theme.TEXT_DIM
        if known:
            white_order, black_order = orders
            assert white_order is not None and black_order is not None  # known: both open
            white, black = white_order.index(value), black_order.index(value)
            words = (_("Both on {column}: contested").format(column=FILES[white])
                     if white == black
                     else f"{side_name(WHITE)} {FILES[white]} · {side_name(BLACK)} {FILES[black]}")
            room = row.right - max(60, 20 + status_w) - (face.right + 12)
            draw.line_or_lines(canvas, words, (face.right + 12, row.centery),
                               pygame.Rect(face.right + 12, row.y + 4, room, row.h - 8), 22,
                               colour, "midleft", bold=now)
        status = _("now") if now else _("done") if step < state.step else ""
        if status:
            draw.label(canvas, status, (row.right - 8, row.centery), 18,
                       theme.ACCENT if now else colour, "midright", bold=now)

Part = Literal["all", "still", "tumbling"]
"""What of the contest panel is drawn: all of it; all but the pair tumbling (kept as a
layer while the dice roll); only that pair (drawn over it each frame)."""


def draw_contest(canvas: pygame.Surface, rect: pygame.Rect, state: QCState,
                 rolling: float, part: Part = "all") -> None:
    """This round's contested dice, each side's running total and what the marker will
    do at the round's end (Q9). While ``rolling`` (seconds left) the last pair tumbles and
    the totals leave it out. The tumbling pair lies clear of all else the panel shows, so
    it may be drawn last, over the rest kept (``part``)."""
    if part != "tumbling":
        draw.panel(canvas, rect)
        draw.fitted_label(canvas, _("Contested dice · round {round}").format(
            round=state.round), (rect.x + 16, rect.y + 12), rect.w - 32, 26, theme.TEXT,
            bold=True)
    rolls = [r for r in state.rolls if r.round == state.round]
    white, black = state.round_totals()
    if rolling > 0 and rolls:
        white -= rolls[-1].white
        black -= rolls[-1].black
    totals = _("Totals: {white_name} {white} · {black_name} {black}").format(
        white_name=side_name(WHITE), white=white, black_name=side_name(BLACK), black=black)
    one = draw.one_line(totals, rect.w - 32, 24, bold=True)
    totals_h = theme.font(24, True).get_linesize() if one else \
        2 * theme.font(theme.SMALLEST, True).get_linesize()
    bottom = rect.bottom - 63 - totals_h  # the foot: the totals and the marker's words
    y = rect.y + 54
    _draw_contests(canvas, rect, rolls, y, bottom, rolling, part)
    if part == "tumbling":
        return
    if not rolls:
        draw.paragraph(canvas, _("No contest yet this round: the dice are rolled when both "
                                 "give a step's value to the same column (Q5)."),
                       pygame.Rect(rect.x + 16, y, rect.w - 32, min(110, bottom - 6 - y)), 22,
                       theme.TEXT_DIM)
    pygame.draw.line(canvas, theme.PANEL_EDGE, (rect.x + 12, bottom), (rect.right - 12,
                     bottom), 1)
    draw.line_or_lines(canvas, totals, (rect.x + 16, bottom + 8),
                       pygame.Rect(rect.x + 16, bottom + 6, rect.w - 32, totals_h), 24,
                       bold=True)
    if state.phase == END or state.first < 0:
        return
    if white == black:
        words = _("Equal: the marker passes to {side} after this round (Q9)").format(
            side=side_name(OTHER[state.first]))
    else:
        low = side_name(WHITE if white < black else BLACK)
        words = _("Lower total: {side} takes the marker after this round (Q9)").format(
            side=low)
    draw.paragraph(canvas, words, pygame.Rect(rect.x + 16, bottom + 9 + totals_h, rect.w - 32,
                                              50), 20, theme.TEXT_DIM)


def _draw_contests(canvas: pygame.Surface, rect: pygame.Rect, rolls: list[Roll], y: int,
                   bottom: int, rolling: float, part: Part = "all") -> None:
    """The round's contests from ``y`` down to ``bottom`` (four fit): the step's value and
    column, each side's die with its letter, and who goes first. Where the value's words
    are too wide for the room left of the letters (a long language), the letters head the
    dice's columns once, in a row above, and the columns stand where the words end."""
    if not rolls:
        return
    places = [_("{value} on {column}").format(value=roll.value, column=FILES[roll.column])
              for roll in rolls]
    letters = [draw.side_letter(side_name(side)) for side in (WHITE, BLACK)]
    letter_w = max(theme.font(20, True).size(letter)[0] for letter in letters)
    x0 = rect.x + 110  # the first die's left
    room = x0 - 8 - letter_w - (rect.x + 16)  # the value's words, left of the letter
    beside = all(draw.one_line(place, room, 22) for place in places)
    if not beside:
        y += theme.font(20, True).get_linesize() - 6
    pitch = min(50, (bottom - 6 - y) // 4)
    size = min(40, pitch - 6)
    gap = 72 if beside else size + 16  # from one die's left to the next's
    if not beside:
        room = max(theme.font(theme.SMALLEST).size(place)[0] for place in places)
        x0 = rect.x + 16 + room + 16
        for side, letter in enumerate(letters):
            if part != "tumbling":
                draw.label(canvas, letter, (x0 + side * gap + size // 2, y - 4), 20,
                           theme.TEXT_DIM, "midbottom", bold=True)
    for k, roll in enumerate(rolls):
        tumbling = rolling > 0 and k == len(rolls) - 1
        if part == "tumbling" and not tumbling:
            y += pitch
            continue
        faces = (roll.white, roll.black)
        if tumbling:
            spin = int(rolling * 19)
            faces = (1 + spin % 6, 1 + (spin * 5 + 2) % 6)
        mid = y + size // 2 + 2
        if part != "tumbling":
            draw.fitted_label(canvas, places[k], (rect.x + 16, mid), room, 22,
                              theme.TEXT_DIM, "midleft")
        x = x0
        for side in (WHITE, BLACK):
            shake = int(5 * math.sin(rolling * 45 + side)) if tumbling else 0
            face = pygame.Rect(x, y + 2 - abs(shake), size, size).move(shake, 0)
            if beside and part != "tumbling":
                draw.label(canvas, letters[side], (x - 4, mid), 20, theme.TEXT_DIM,
                           "midright", bold=True)
            if not (tumbling and part == "still"):
                die(canvas, face, faces[side], side)
            x += gap
        if not tumbling:
            winner = side_name(0 if roll.white > roll.black else 1)
            start = x + 4 if beside else x - gap + size + 12
            draw.fitted_label(canvas, _("{side} first").format(side=winner), (start, mid),
                              rect.right - 12 - start, 22, theme.TEXT, "midleft")
        y += pitch


def draw_actions(canvas: pygame.Surface, box: pygame.Rect, marks: Marks,
                 rects: list[pygame.Rect]) -> None:
    """The actions box: the chips of ``marks`` at ``rects``, the hinted one marked."""
    draw.panel(canvas, box)
    draw.fitted_label(canvas, _("Actions"), (box.x + 16, box.y + 10), box.w - 32, 26,
                      theme.TEXT, bold=True)
    if not marks.chips:
        draw.fitted_label(canvas, _("Nothing to click here now"), (box.x + 16, box.y + 56),
                          box.w - 32, 22, theme.TEXT_DIM)
    draw_chips(canvas, marks.chips, rects, marks.hinted)

