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
from typing import TYPE_CHECKING

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
        dim: bool = False, lit: bool = False, alpha: int = 255) -> None:
    """``side``'s die showing ``value`` in ``rect``: dimmed once used, ringed while lit."""
    fill: tuple[int, ...] = DIE_FILL[side]
    ink: tuple[int, ...] = DIE_INK[side]
    if dim:
        fill = tuple(int(c * 0.55 + 40 * 0.45) for c in fill)
        ink = tuple(int(c * 0.55 + 60 * 0.45) for c in ink)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = surface.get_rect()
    pygame.draw.rect(surface, (*fill, alpha), local, border_radius=max(4, rect.w // 6))
    pygame.draw.rect(surface, (*PIECE_EDGE[side], alpha), local, 2,
                     border_radius=max(4, rect.w // 6))
    draw_pips(surface, local, value, (*ink, alpha))
    canvas.blit(surface, rect)
    draw.note("item", f"die {value}", rect, canvas=canvas)
    if lit:
        pygame.draw.rect(canvas, theme.ACCENT, rect.inflate(10, 10), 4,
                         border_radius=max(6, rect.w // 5))


def screen(canvas: pygame.Surface, rect: pygame.Rect, width_scale: float = 1.0) -> None:
    """A folded card standing on the table: a front panel between two angled wings."""
    w = max(2, int(rect.w * width_scale))
    rect = pygame.Rect(0, 0, w, rect.h).move_to(center=rect.center)
    wing = max(1, min(rect.w // 6, 48))
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


def closed_screen(canvas: pygame.Surface, span: pygame.Rect, words: str,
                  width_scale: float = 1.0) -> None:
    """The screen over a header's ``span``, with ``words`` on it while it is near full width
    (a screen folding away during the reveal carries none)."""
    screen(canvas, span, width_scale)
    if width_scale > 0.8:
        box = pygame.Rect(0, 0, min(span.w - 110, theme.font(26, True).size(words)[0] + 24),
                          40).move_to(center=span.center)
        pygame.draw.rect(canvas, (40, 26, 18), box, border_radius=8)
        draw.label(canvas, words, box.center, 26, theme.TEXT, "center", bold=True)


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
    draw.seat_badge(canvas, (rect.x + 30, rect.y + 30), 18, side, side_name(side)[0],
                    (PIECE_FILL[side],))
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
        words = draw.label(canvas, _("First player"), (token.right + 10, token.centery), 26,
                           theme.ACCENT, "midleft", bold=True)
        fitted_line(canvas, _("holds the marker"), (words.right + 12, token.centery),
                    rect.right - 12 - (words.right + 12), 20, theme.TEXT_DIM, "midleft")
    else:
        draw.label(canvas, _("second player") if state.first >= 0 else "",
                   (rect.x + 26, y + 22), 22, theme.TEXT_DIM, "midleft")
    y += 60
    heading = draw.label(canvas, _("Reserve"), (rect.x + 16, y + 20), 22, theme.TEXT_DIM,
                         "midleft")
    x = max(rect.x + 110, heading.right + 12)
    for index, kind in enumerate(RESERVE_KINDS):
        left = state.reserve[side][index]
        piece(canvas, (x + 18, y + 20), kind + 8 * side, 19)
        draw.label(canvas, f"×{left}", (x + 40, y + 20), 24,
                   theme.TEXT if left else theme.TEXT_DIM, "midleft", bold=bool(left))
        x += 96
    y += 54
    captured = state.captured[side]
    heading = draw.label(canvas, _("Captured: {n}").format(n=len(captured)),
                         (rect.x + 16, y + 20), 22, theme.TEXT, "midleft", bold=True)
    x = max(rect.x + 150, heading.right + 12)  # a longer word in another language
    other = OTHER[side]
    for kind in Kind:
        taken = captured.count(kind)
        if not taken:
            continue
        piece(canvas, (x + 18, y + 20), kind + 8 * other, 19)
        draw.label(canvas, f"×{taken}", (x + 40, y + 20), 24, theme.TEXT, "midleft")
        x += 72
    if not captured:
        fitted_line(canvas, _("nothing yet"), (x, y + 20), rect.right - 12 - x, 22,
                    theme.TEXT_DIM, "midleft")
    y += 54
    on_board = len(state.pieces_of(side))
    fitted_line(canvas, ngettext("On the board: {n} piece", "On the board: {n} pieces",
                                 on_board).format(n=on_board),
                (rect.x + 16, y + 16), rect.w - 32, 22, theme.TEXT_DIM, "midleft")

def draw_round(canvas: pygame.Surface, rect: pygame.Rect, state: QCState) -> None:
    """The round's number and what is happening in it."""
    draw.panel(canvas, rect)
    fitted_line(canvas, _("Round {round} of {most}").format(round=state.round, most=MAX_ROUNDS),
                (rect.x + 16, rect.y + 10), rect.w - 32, 32, theme.ACCENT, bold=True)
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
    fitted_line(canvas, words, (rect.x + 16, rect.y + 56), rect.w - 32, 24, theme.TEXT)

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
        fitted_line(canvas, _("Secret orders (Q4)"), (rect.x + 16, rect.y + 12), rect.w - 32, 26,
                    theme.TEXT, bold=True)
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
        fitted_line(canvas, lines[0], (inner.centerx, inner.centery - 18), inner.w - 20, 26,
                    theme.TEXT, "center", bold=True)
        fitted_line(canvas, lines[1], (inner.centerx, inner.centery + 18), inner.w - 20, 24,
                    theme.TEXT, "center")
        return
    if state.phase == END:
        draw.label(canvas, _("The end"), (rect.x + 16, rect.y + 12), 26, bold=True)
        draw.paragraph(canvas, said(state.end_reason) or _("The game is over."),
                       pygame.Rect(rect.x + 16, rect.y + 56, rect.w - 32, rect.h - 70), 26)
        return
    _draw_steps(canvas, rect, state)

def _draw_open_tray(canvas: pygame.Surface, rect: pygame.Rect, state: QCState, marks: Marks,
                    tray_die_rect: Callable[[int], pygame.Rect], where: str) -> None:
    side = state.to_act
    fitted_line(canvas, _("Your dice, behind the screen"), (rect.x + 16, rect.y + 12),
                rect.w - 32, 26, theme.TEXT, bold=True)
    fitted_line(canvas, _("One die on each of your headers {where}").format(where=_(where)),
            (rect.x + 16, rect.y + 48), rect.w - 32, 20, theme.TEXT_DIM)
    screen(canvas, pygame.Rect(rect.x + 20, rect.y + 90, rect.w - 40, 190))
    placed = marks.order or (0, 0, 0, 0)
    for value in STEP_VALUES:
        slot = tray_die_rect(value)
        if value in placed or (marks.held == value and marks.drag is not None):
            pygame.draw.rect(canvas, (40, 26, 18), slot, border_radius=10)
            pygame.draw.rect(canvas, SCREEN_EDGE, slot, 2, border_radius=10)
            if value in placed:
                column = FILES[placed.index(value)]
                draw.label(canvas, _("on {column}").format(column=column), slot.center, 22,
                           SCREEN_EDGE, "center")
            continue
        die(canvas, slot, value, side)
        if marks.held == value:
            pygame.draw.rect(canvas, theme.SELECTED, slot.inflate(12, 12), 4,
                             border_radius=14)
    moves_first = _("4 moves first, 1 last")
    fitted_line(canvas, moves_first, (rect.centerx, rect.y + 240), rect.w - 60, 20, SCREEN_EDGE,
                "center")
    left = [v for v in STEP_VALUES if v not in placed]
    words = (_("All four placed: Confirm order") if not left
             else _("Keys 1–4: next die on c, d, e, f"))
    fitted_line(canvas, words, (rect.centerx, rect.bottom - 30), rect.w - 32, 22, theme.TEXT,
                "center")

def _draw_steps(canvas: pygame.Surface, rect: pygame.Rect, state: QCState) -> None:
    """The round's four steps: each side's column for each value, the step lit."""
    fitted_line(canvas, _("This round's steps"), (rect.x + 16, rect.y + 12), rect.w - 32, 26,
                theme.TEXT, bold=True)
    orders = state.orders
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
            fitted_line(canvas, words, (face.right + 12, row.centery),
                        row.right - 60 - (face.right + 12), 22, colour, "midleft", bold=now)
        status = _("now") if now else _("done") if step < state.step else ""
        if status:
            draw.label(canvas, status, (row.right - 8, row.centery), 18,
                       theme.ACCENT if now else colour, "midright", bold=now)

def draw_contest(canvas: pygame.Surface, rect: pygame.Rect, state: QCState,
                 rolling: float) -> None:
    """This round's contested dice, each side's running total and what the marker will
    do at the round's end (Q9). While ``rolling`` (seconds left) the last pair tumbles and
    the totals leave it out."""
    draw.panel(canvas, rect)
    fitted_line(canvas, _("Contested dice · round {round}").format(round=state.round),
                (rect.x + 16, rect.y + 12), rect.w - 32, 26, theme.TEXT, bold=True)
    rolls = [r for r in state.rolls if r.round == state.round]
    y = rect.y + 54
    pitch = min(50, (rect.h - 54 - 100) // 4)  # room for four contests, one per step
    size = min(40, pitch - 6)
    for k, roll in enumerate(rolls):
        tumbling = rolling > 0 and k == len(rolls) - 1
        faces = (roll.white, roll.black)
        if tumbling:
            spin = int(rolling * 19)
            faces = (1 + spin % 6, 1 + (spin * 5 + 2) % 6)
        mid = y + size // 2 + 2
        draw.label(canvas, _("{value} on {column}").format(value=roll.value,
                                                           column=FILES[roll.column]),
                   (rect.x + 16, mid),
                   22, theme.TEXT_DIM, "midleft")
        x = rect.x + 110
        for side in (WHITE, BLACK):
            shake = int(5 * math.sin(rolling * 45 + side)) if tumbling else 0
            face = pygame.Rect(x, y + 2 - abs(shake), size, size).move(shake, 0)
            draw.label(canvas, side_name(side)[0], (x - 4, mid), 20, theme.TEXT_DIM,
                       "midright", bold=True)
            die(canvas, face, faces[side], side)
            x += 72
        if not tumbling:
            winner = side_name(0 if roll.white > roll.black else 1)
            words = _("{side} first").format(side=winner)
            room = rect.right - 12 - (x + 4)  # set smaller rather than past the panel
            draw.label(canvas, words, (x + 4, mid),
                       theme.fitting_size(words, room, 22, theme.SMALLEST), theme.TEXT,
                       "midleft")
        y += pitch
    if not rolls:
        draw.paragraph(canvas, _("No contest yet this round: the dice are rolled when both "
                                 "give a step's value to the same column (Q5)."),
                       pygame.Rect(rect.x + 16, y, rect.w - 32, 110), 22, theme.TEXT_DIM)
    white, black = state.round_totals()
    if rolling > 0 and rolls:
        white -= rolls[-1].white
        black -= rolls[-1].black
    bottom = rect.bottom - 96
    pygame.draw.line(canvas, theme.PANEL_EDGE, (rect.x + 12, bottom), (rect.right - 12,
                     bottom), 1)
    fitted_line(canvas, _("Totals: {white_name} {white} · {black_name} {black}").format(
                    white_name=side_name(WHITE), white=white, black_name=side_name(BLACK),
                    black=black), (rect.x + 16, bottom + 8), rect.w - 32, 24, theme.TEXT,
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
    draw.paragraph(canvas, words, pygame.Rect(rect.x + 16, bottom + 42, rect.w - 32, 50),
                   20, theme.TEXT_DIM)

def draw_actions(canvas: pygame.Surface, box: pygame.Rect, marks: Marks,
                 rects: list[pygame.Rect]) -> None:
    """The actions box: the chips of ``marks`` at ``rects``, the hinted one marked."""
    draw.panel(canvas, box)
    fitted_line(canvas, _("Actions"), (box.x + 16, box.y + 10), box.w - 32, 26, theme.TEXT,
                bold=True)
    if not marks.chips:
        fitted_line(canvas, _("Nothing to click here now"), (box.x + 16, box.y + 56),
                    box.w - 32, 22, theme.TEXT_DIM)
    draw_chips(canvas, marks.chips, rects, marks.hinted)


def fitted_line(canvas: pygame.Surface, words: str, pos: tuple[int, int], width: int,
                size: int, colour: tuple[int, int, int], anchor: str = "topleft",
                bold: bool = False) -> None:
    """A line set smaller (down to the smallest readable size) rather than run past
    ``width``; words longer still (another language's) go smaller again within the line's
    band, never cut."""
    fitting = theme.fitting_size(words, width, size, theme.SMALLEST, bold)
    if theme.font(fitting, bold).size(words)[0] <= width:
        draw.label(canvas, words, pos, fitting, colour, anchor, bold)
        return
    band = pygame.Rect(0, 0, width, theme.font(size, bold).get_linesize())
    setattr(band, anchor, pos)
    draw.fitted_block(canvas, words, band, size, colour, bold, smallest=12)

