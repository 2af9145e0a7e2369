"""Drawing Neuroriders: the growing room grid under a camera that pans and zooms, the
placement preview, the panels, and the animations (rooms laid, riders walking, the
crystallization spreading wave by wave, the Starting Room moving, rescues).

The camera is the view's own: drag the grid or press the arrow keys to pan, the wheel or
+/− to zoom, C to re-centre on every room; an arrow at the grid's edge says how many rooms
lie beyond it, so no room is ever lost off-screen. The state drawn is already the viewer's
``view_for``; nothing else is consulted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from neurodrez_desktop.core.seat_words import with_names
from neurodrez_desktop.games.neuroriders import art, hints
from neurodrez_desktop.games.neuroriders.aftermath import Aftermath, fresh_waves
from neurodrez_desktop.games.neuroriders.catalog import _, ngettext
from neurodrez_desktop.games.neuroriders.crystal import rescues
from neurodrez_desktop.games.neuroriders.heuristics import agenda_weights
from neurodrez_desktop.games.neuroriders.movement import Gain, RiderMove, shortest_paths
from neurodrez_desktop.games.neuroriders.rooms import colour_letter, room_set
from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules, score_sheets, tie_key
from neurodrez_desktop.games.neuroriders.scoring import ScoreSheet
from neurodrez_desktop.games.neuroriders.state import (
    HIDDEN,
    Card,
    Cell,
    ChoosePath,
    DealAgenda,
    DealRoom,
    DrawFirst,
    MoveRider,
    MoveStartingRoom,
    NRAction,
    NRState,
    Phase,
    Place,
    RelocateTo,
    Reveal,
    RotateRoom,
    Take,
    Tile,
    cell_name,
)
from neurodrez_desktop.games.neuroriders.verdict import verdict
from neurodrez_desktop.games.neuroriders.words import (
    action_label,
    foresight_text,
    rescue_cost,
    summons_text,
)
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.chips import Chip, chip_at, draw_chips, flow
from neurodrez_desktop.ui.table import GameView
from neurodrez_desktop.ui.tween import Tween

ZOOMS = (96, 110, 126, 150, 180)
"""A room's sizes on the logical canvas: the smallest still holds every letter of its
doors, its summons and four riders at ``art.CUE`` (10.7 px in a 1280×720 window), apart;
a grid larger than the window pans (the arrows at its edges count the rooms beyond)."""
DEFAULT_ZOOM = 2
RIDER = 14
"""The smallest rider: its letter at ``art.CUE``."""
STEP_SECONDS = 0.28
FLIP_SECONDS = 0.45
DROP_SECONDS = 0.22
NEWS_BAND = 88
"""The band along the grid's top edge where the latest announcement (or what confirming
sets off) is written: the rooms are drawn below it, so the words never hide a room. It
holds three lines at the 18 floor (``theme.SMALLEST``), two at 22."""
HELP_BAND = 30
"""The band above the column numbers where the keys' help is written, clear of rooms."""
ROW_RULER, COLUMN_RULER = 40, 26
"""The grid window's left band, with the row numbers, and its bottom band, with the column
numbers: the cells are named "(row, column)" in the log and the messages, so their
coordinates stay in view wherever the camera goes."""
RULER = (26, 30, 40)
BOARD_FILL = (18, 22, 30)
"""The grid's ground, under its lines and rooms."""
GRID_LINE = (40, 46, 58)
LEGAL = (120, 220, 140)
FITS = (90, 200, 110, 70)
TARGET = (255, 214, 90)
FLIP_EDGE = (170, 220, 255)
"""The ring round a room the coming crystallization flips (and the strip that says so)."""


@dataclass
class Marks:
    """What the controller wants shown on the viewer's turn."""

    chosen_room: int | None = None
    turns: int = 0
    hover_cell: Cell | None = None
    staged: tuple[int, Cell, int] | None = None
    """A room put down but not yet confirmed: (room, cell, turns)."""
    staged_legal: bool = True
    legal_cells: frozenset[Cell] = frozenset()
    """Cells where the chosen room fits in some rotation."""
    fitting_cells: frozenset[Cell] = frozenset()
    """Cells where it fits turned as it is now."""
    previews: tuple[RiderMove, ...] = ()
    targets: frozenset[Cell] = frozenset()
    picked_cell: Cell | None = None
    lineup_lit: tuple[int, ...] = ()
    card: Card | None = None
    cards_playable: bool = False
    chips: tuple[Chip, ...] = ()
    hinted: NRAction | None = None
    cursor: Cell | None = None
    foresight: Aftermath | None = None
    """What confirming the staged choice sets off (``aftermath.Aftermath``, from the rules'
    result on the viewer's view): flips marked on the grid, the end said over it."""


@dataclass
class Segment:
    """One piece of an animation: a rider walking, or a room moving, over time."""

    start: float
    end: float
    colour: int | None = None
    """The rider animated (None: a room)."""
    path: tuple[Cell, ...] = ()


@dataclass
class Timeline:
    """One action's animation as a plan over one clock: who walks, which rooms slide or
    turn face down, and when."""

    end: float = 0.0
    walks: list[Segment] = field(default_factory=list)
    rooms: list[tuple[Segment, Tile]] = field(default_factory=list)
    """Rooms sliding from ``path[0]`` to ``path[-1]`` (the Starting Room, a relocation)."""
    flips: dict[Cell, float] = field(default_factory=dict)
    """Cell → when it turns face down."""
    drop: tuple[Cell, float] | None = None
    time: Tween | None = None
    """The plan's clock, run in the view's animations (none: nothing to play)."""

    @property
    def clock(self) -> float:
        """Seconds into the plan, up to its end."""
        return self.end if self.time is None else min(self.end, self.time.elapsed)



OWNER_H = 50
"""Under the Action cards' title, whose they are when not the viewer's."""


class NeuroridersView(GameView[NRState, NRAction, Marks]):
    def __init__(self, layout: dict[str, pygame.Rect]) -> None:
        super().__init__(layout)
        self.board = layout["board"]
        self.names: list[str] = []
        """The players' names as the table last drew them (announcements name players)."""
        self.zoom = DEFAULT_ZOOM
        self.centre: tuple[float, float] = (0.0, 0.0)
        self.fitted = False
        self.steered = False
        """The player moved the camera: it no longer follows the grid by itself."""
        self.timeline = Timeline()
        self.drawn_chips: tuple[Chip, ...] = ()
        self.last_state: NRState | None = None
        self.last_laid: Cell | None = None
        self._sheet: tuple[NRState, list[ScoreSheet], tuple[int, ...],
                           list[tuple[int, ...]]] | None = None
        self._layers = {name: draw.Layer() for name in ("grid", "memory", "lineup", "hand",
                                                         "cards", "seats", "sheet")}
        """The grid with its rooms, riders and marks, and the side panels: painted once per
        change of what they show (a frame while nothing moves costs a blit each)."""

    # -- the camera ---------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return ZOOMS[self.zoom]

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        s = self.size
        x = self.board.centerx + (cell[1] - self.centre[1] - 0.5) * s
        y = self.board.centery + (cell[0] - self.centre[0] - 0.5) * s
        return pygame.Rect(round(x), round(y), s, s)

    def _point(self, cell: tuple[float, float]) -> tuple[float, float]:
        s = self.size
        return (self.board.centerx + (cell[1] - self.centre[1]) * s,
                self.board.centery + (cell[0] - self.centre[0]) * s)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The cell shown at ``pos``: none over the rulers, the news band or the keys' help,
        where no room is drawn (a click there lays nothing out of sight)."""
        if not self.window.collidepoint(pos):
            return None
        return self._cell_under(pos)

    def _cell_under(self, pos: tuple[int, int]) -> Cell:
        """The cell the camera puts under ``pos``, shown or not."""
        s = self.size
        col = (pos[0] - self.board.centerx) / s + self.centre[1] + 0.5
        row = (pos[1] - self.board.centery) / s + self.centre[0] + 0.5
        return (int(row // 1), int(col // 1))

    def pan(self, rows: float, cols: float) -> None:
        self.centre = (self.centre[0] + rows, self.centre[1] + cols)
        self.steered = True

    def pan_pixels(self, dx: float, dy: float) -> None:
        self.pan(-dy / self.size, -dx / self.size)

    def zoom_by(self, steps: int, around: tuple[int, int] | None = None) -> None:
        """Zoom in (steps > 0) or out, keeping the point under ``around`` in place."""
        new = max(0, min(len(ZOOMS) - 1, self.zoom + steps))
        if new == self.zoom:
            return
        self.steered = True
        if around is not None and self.board.collidepoint(around):
            before = self._grid_point(around)
            self.zoom = new
            after = self._grid_point(around)
            self.pan(before[0] - after[0], before[1] - after[1])
        else:
            self.zoom = new

    def _grid_point(self, pos: tuple[int, int]) -> tuple[float, float]:
        s = self.size
        return ((pos[1] - self.board.centery) / s + self.centre[0],
                (pos[0] - self.board.centerx) / s + self.centre[1])

    @property
    def row_ruler(self) -> int:
        """The row numbers' band: ``ROW_RULER``, wider where the language's "row" or
        "col" (written in it) is wider."""
        widest = max(theme.text_width(words, 18) for words in (_("row"), _("col")))
        return max(ROW_RULER, widest + 8)

    @property
    def window(self) -> pygame.Rect:
        """The grid window's part the rooms show in: right of and above its rulers, below
        the news band and above the band of the keys' help (a grid larger than the window,
        which pans, would run under those words)."""
        b = self.board
        return pygame.Rect(b.x + self.row_ruler, b.y + NEWS_BAND, b.w - self.row_ruler,
                           b.h - NEWS_BAND - COLUMN_RULER - HELP_BAND)

    @property
    def usable(self) -> pygame.Rect:
        """The grid's window a little inside its edges: where the camera fits the rooms."""
        return self.window.inflate(-14, -8).move(1, 0)

    def _ring(self, state: NRState) -> tuple[int, int, int, int]:
        """The rooms' rows and columns with one empty ring around them, where the next
        room may go: (top, bottom, left, right)."""
        rows = [t.cell[0] for t in state.tiles]
        cols = [t.cell[1] for t in state.tiles]
        return min(rows) - 1, max(rows) + 1, min(cols) - 1, max(cols) + 1

    def recentre(self, state: NRState | None = None) -> None:
        """Every room and the ring around it in view, zoomed to fit (not past the
        default)."""
        state = state or self.last_state
        if state is None:
            return
        top, bottom, left, right = self._ring(state)
        area = self.usable
        fit = min(area.w / (right - left + 1), area.h / (bottom - top + 1))
        self.zoom = max([k for k, z in enumerate(ZOOMS) if z <= min(fit, ZOOMS[DEFAULT_ZOOM])]
                        or [0])
        s = self.size
        # the ring's middle at the usable area's centre
        self.centre = ((top + bottom) / 2 - (area.centery - self.board.centery) / s,
                       (left + right) / 2 - (area.centerx - self.board.centerx) / s)
        self.steered = False

    def follow(self, state: NRState) -> None:
        """Keep every room, and the ring where the next may go, in view as the grid grows
        and moves — until the player pans or zooms; from then on the camera stays where
        they put it (C hands it back)."""
        if not self.fitted or not self.steered and not self._ring_in_view(state):
            self.recentre(state)
            self.fitted = True

    def _ring_in_view(self, state: NRState) -> bool:
        top, bottom, left, right = self._ring(state)
        box = self.cell_rect((top, left)).union(self.cell_rect((bottom, right)))
        return self.usable.inflate(4, 4).contains(box)

    def offscreen(self, state: NRState) -> dict[str, int]:
        """How many rooms lie beyond each edge of the window the rooms show in."""
        out = {"N": 0, "E": 0, "S": 0, "W": 0}
        window = self.window
        for tile in state.tiles:
            rect = self.cell_rect(tile.cell)
            if rect.bottom <= window.top:
                out["N"] += 1
            elif rect.top >= window.bottom:
                out["S"] += 1
            elif rect.right <= window.left:
                out["W"] += 1
            elif rect.left >= window.right:
                out["E"] += 1
        return out

    # -- hit-tests for the panels ----------------------------------------------------------------
    def lineup_rects(self, count: int = 4) -> list[pygame.Rect]:
        box = self.layout["lineup"]
        size = min(84, (box.w - 48) // 4)  # 80 or more: no door's letter meets a summons'
        return [pygame.Rect(box.x + 12 + k * (size + 8), box.y + 44, size, size)
                for k in range(count)]

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        box = self.layout["hand"]
        size = 92 if count <= 2 else 80
        return [pygame.Rect(box.x + 16 + k * (size + art.ROOM_GAP), box.y + 44, size, size)
                for k in range(count)]

    def card_rects(self, owner_line: bool = False) -> list[pygame.Rect]:
        """The three Action cards; lower with ``owner_line`` (another's cards: their
        owner's name, two lines for a long one, under the title)."""
        box = self.layout["cards"]
        top = 42 + (OWNER_H if owner_line else 0)
        rects, y = [], box.y + top
        for h in art.card_heights(box.w - 40, box.h - top - 6):  # by what each says
            rects.append(pygame.Rect(box.x + 10, y, box.w - 20, h - 6))
            y += h
        return rects

    def lineup_at(self, pos: tuple[int, int], state: NRState) -> int | None:
        for rect, room_id in zip(self.lineup_rects(len(state.lineup)), state.lineup,
                                 strict=True):
            if rect.collidepoint(pos):
                return room_id
        return None

    def hand_at(self, pos: tuple[int, int], rooms: tuple[int, ...]) -> int | None:
        for rect, room_id in zip(self.hand_rects(len(rooms)), rooms, strict=True):
            if rect.collidepoint(pos):
                return room_id
        return None

    def card_at(self, pos: tuple[int, int]) -> Card | None:
        for card, rect in zip(Card, self.card_rects(), strict=True):
            if rect.collidepoint(pos):
                return card
        return None

    def chip_rects(self, chips: tuple[Chip, ...]) -> list[pygame.Rect]:
        return flow(chips, self.layout["actions"], 10)

    def chip_fits(self, words: str) -> bool:
        """Whether a chip saying ``words`` holds them on one line across the chips' area
        at the smallest size (a chip is never wider than the area, less its margins)."""
        return draw.one_line(words, self.layout["actions"].w - 44, theme.SMALLEST)

    def chip_at(self, pos: tuple[int, int], chips: tuple[Chip, ...] | None = None) -> Any:
        chips = self.drawn_chips if chips is None else chips
        return chip_at(chips, self.chip_rects(chips), pos)

    # -- animation ---------------------------------------------------------------------------
    @property
    def news(self) -> str | None:
        """The latest announcement, kept after its banner goes (the round's opening)."""
        return self.banner.words

    def forget_news(self) -> None:
        """After Take back: no banner, animation or last-laid mark of the move taken back."""
        self.banner.forget()
        self.animations.stop(self.timeline.time)
        self.timeline = Timeline()
        self.last_laid = None

    def _announce(self, words: str, ending: bool = False) -> None:
        self.banner.announce(with_names(words, self.names),  # the rules' words number
                             ending)  # the seats

    def animate(self, before: NRState, action: NRAction, after: NRState,
                speed: float) -> str | None:
        self.animations.stop(self.timeline.time)
        self.timeline = Timeline()
        pace = 0.0 if speed <= 0 else 1.0 / speed
        t = self.timeline
        clock = 0.0
        sound: str | None = None
        if isinstance(action, Place):
            self.last_laid = action.cell
            t.drop = (action.cell, DROP_SECONDS * pace)
            clock = DROP_SECONDS * pace
            laid = before.laying(Tile(action.cell, action.room, action.turns))
            for colour in sorted(room_set().room(action.room).summons):
                paths = shortest_paths(laid, before.riders[colour], action.cell)
                if len(paths) == 1 and after.riders[colour] == action.cell:
                    clock = self._walk(colour, paths[0], clock, pace)
            self._announce(hints.room_laid(before.to_act, action.room, summons_text(
                before, action.room, action.cell, action.turns)))
            sound = "move"
        elif isinstance(action, ChoosePath):
            assert before.placed is not None
            path = (before.riders[action.colour], action.via, before.placed)
            clock = self._walk(action.colour, path, clock, pace)
            self._announce(action_label(before, action))
            sound = "move"
        elif isinstance(action, MoveRider):
            clock = self._walk(action.colour, (before.riders[action.colour], action.cell),
                               clock, pace)
            sound = "card"
        elif isinstance(action, RelocateTo):
            assert before.relocating is not None
            tile = after.cells[action.cell]
            t.rooms.append((Segment(0.0, STEP_SECONDS * 2 * pace, None,
                                    (before.relocating, action.cell)), tile))
            clock = STEP_SECONDS * 2 * pace
            sound = "move"
        elif isinstance(action, MoveStartingRoom):
            tile = after.cells[action.cell]
            t.rooms.append((Segment(0.0, STEP_SECONDS * 2 * pace, None,
                                    (before.start_cell, action.cell)), tile))
            clock = STEP_SECONDS * 2 * pace
            self._announce(action_label(before, action))
            sound = "move"
        elif isinstance(action, (RotateRoom, Take)):
            sound = "card"
        elif isinstance(action, (Reveal, DealRoom, DealAgenda, DrawFirst)):
            sound = "card"
            if isinstance(action, DrawFirst):
                self._announce(action_label(before, action))
            elif before.phase == Phase.REVEAL and after.phase == Phase.TAKE:
                self._announce(self.round_words(after))
        clock = self._crystallization(before, after, clock, pace)
        clock = self._rescues(before, action, after, clock, pace)
        t.end = clock
        if clock > 0:
            t.time = self.animations.countdown(clock)
        self.last_state = after
        if after.phase == Phase.END and before.phase != Phase.END:
            self._announce(hints.game_ends(after.end_reason), ending=True)
            return "end"
        return sound

    def round_words(self, state: NRState) -> str:
        """R12a, as a new round opens: "Round 2: a new lineup of four. Player 2 holds the
        marker: Player 2 opens round 2" (and, with two players, that they so play twice),
        which the table says with the player's name."""
        return hints.round_opens(state.round_number, state.first, state.opens_twice)

    def _walk(self, colour: int, path: tuple[Cell, ...], clock: float, pace: float) -> float:
        end = clock + STEP_SECONDS * pace * (len(path) - 1)
        self.timeline.walks.append(Segment(clock, end, colour, path))
        return end

    def _crystallization(self, before: NRState, after: NRState, clock: float,
                         pace: float) -> float:
        """Rooms that went face down in this action flip wave by wave (R12 step 1)."""
        if after.crystallizations == before.crystallizations:
            return clock
        waves = fresh_waves(before, after)
        if not waves:
            return clock
        for k, wave in enumerate(waves):
            for cell in wave:
                self.timeline.flips[cell] = clock + k * FLIP_SECONDS * pace
        chain = len(waves) - 1
        fresh = sum(len(wave) for wave in waves)
        self._announce(hints.crystallized(after.crystallizations, fresh, chain))
        return clock + len(waves) * FLIP_SECONDS * pace

    def _rescues(self, before: NRState, action: NRAction, after: NRState, clock: float,
                 pace: float) -> float:
        """Riders that moved without a walk in this action (rescued, R12 step 3) slide to
        their new room; the cost shows in the announcement."""
        walked = {s.colour for s in self.timeline.walks}
        moved_to = action.cell if isinstance(action, MoveStartingRoom) else None
        costs = []
        for colour in range(4):
            a, b = before.riders[colour], after.riders[colour]
            if a == b or colour in walked:
                continue
            if isinstance(action, RelocateTo) and a == before.relocating:
                continue  # it rode with its room
            if moved_to is not None and a == before.start_cell:
                a = moved_to
                if a == b:
                    continue
            route = next((r.path for r in rescues(after, a) if r.cell == b), (a, b))
            clock = self._walk(colour, route, clock, pace)  # the way the cost was counted
            cost = after.crystals[colour] - before.crystals[colour]
            if cost:
                costs.append(rescue_cost(colour, cost))
        if costs:
            self._announce(hints.rescued(costs))
        return clock

    # -- drawing ------------------------------------------------------------------------------
    def draw_table(self, canvas: pygame.Surface,
                   state: NRState, viewer: int | None, marks: Marks, names: list[str]) -> None:
        self.last_state = state
        self.names = names
        self.follow(state)
        self.drawn_chips = marks.chips
        key = self._grid_key(state, marks)
        if key is not None:
            self._layers["grid"].show(canvas, draw.columns(self.board), key,
                                      lambda c: self._draw_grid(c, state, marks))
        else:  # something moves: the rooms that lie still are kept, the rest drawn over
            lively = self._lively_cells()
            floor = self._floor_key(state, marks, lively)
            self._layers["grid"].show(canvas, draw.columns(self.board), floor,
                                      lambda c: self._draw_floor(c, state, marks, lively))
            self._draw_over(canvas, state, marks, lively)
        self._draw_side(canvas, state, viewer, marks, names)
        draw_chips(canvas, marks.chips, self.chip_rects(marks.chips),
                   marks.hinted)
        self._draw_announcement(canvas)
        if not self.banner.showing:
            self._draw_foresight(canvas, marks.foresight)

    def _grid_key(self, state: NRState, marks: Marks) -> object:
        """Everything the grid's picture shows (the rooms and the riders, not the whole
        view, which differs for each seat and with every action off the grid; the camera,
        the marks on it; ``Layer`` adds the language of its rulers and help); None while
        something on it moves (a rider walking, a room sliding, dropping in or turning face
        down): painted every frame."""
        t = self.timeline
        if t.clock < t.end:
            return None
        return (state.tiles, state.riders, self.zoom, self.centre, self.last_laid, self.busy,
                marks.legal_cells, marks.fitting_cells, marks.targets,
                marks.picked_cell, marks.staged, marks.staged_legal, marks.hover_cell,
                marks.chosen_room, marks.turns, marks.previews, marks.foresight, marks.cursor)

    def _lively_cells(self) -> frozenset[Cell]:
        """The cells whose rooms change while the animation plays: dropping in, sliding
        to, turning face down (till their flash is over). The rest lie still under it."""
        t = self.timeline
        lively = self._sliding_cells()
        lively.update(cell for cell, at in t.flips.items()
                      if t.clock < at + FLIP_SECONDS / 2)
        if t.drop is not None and t.clock < t.drop[1]:
            lively.add(t.drop[0])
        return frozenset(lively)

    def _sliding_cells(self) -> set[Cell]:
        """The cells rooms slide to, while they slide (each drawn where it is on the way)."""
        t = self.timeline
        return {seg.path[-1] for seg, _ in t.rooms if t.clock < seg.end}

    def _floor_key(self, state: NRState, marks: Marks, lively: frozenset[Cell]) -> object:
        """Everything the grid's floor shows while something moves (``_draw_floor``):
        the grid, the legal cells and the rooms that lie still. ``lively`` shrinks as
        rooms settle, so the floor is painted again a few times an animation, not in each
        of its frames."""
        return ("floor", state.tiles, self.zoom, self.centre, marks.legal_cells,
                marks.fitting_cells, lively)

    def _draw_grid(self, canvas: pygame.Surface, state: NRState, marks: Marks) -> None:
        self._draw_floor(canvas, state, marks, frozenset())
        self._draw_over(canvas, state, marks, frozenset())

    def _draw_floor(self, canvas: pygame.Surface, state: NRState, marks: Marks,
                    lively: frozenset[Cell]) -> None:
        """The grid under everything that may move: its lines, the legal cells, the rooms
        but those in ``lively`` (each room keeps to its own cell, so one drawn later over
        the floor looks as if drawn in turn), and the rulers (outside the window that all
        else on the grid is clipped to)."""
        board = self.board
        pygame.draw.rect(canvas, BOARD_FILL, board)
        draw.note("area", "board", board)
        clip = canvas.get_clip()
        canvas.set_clip(self.window)  # the rooms stop at the rulers
        s = self.size
        # faint grid lines, so empty cells read as places
        first = self._cell_under(board.topleft)
        rows = board.h // s + 2
        cols = board.w // s + 2
        for r in range(first[0], first[0] + rows + 1):
            y = self.cell_rect((r, 0)).y
            pygame.draw.line(canvas, GRID_LINE, (board.x, y), (board.right, y))
        for c in range(first[1], first[1] + cols + 1):
            x = self.cell_rect((0, c)).x
            pygame.draw.line(canvas, GRID_LINE, (x, board.y), (x, board.bottom))
        for cell in sorted(marks.legal_cells):
            rect = self.cell_rect(cell).inflate(-4, -4)
            if cell in marks.fitting_cells:
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                layer.fill(FITS)
                canvas.blit(layer, rect)
            pygame.draw.rect(canvas, LEGAL, rect, 2, border_radius=6)
        self._draw_rooms(canvas, state, lambda cell: cell not in lively)
        canvas.set_clip(board)  # the rulers lie outside the window: nothing over them moves
        self._draw_rulers(canvas)
        canvas.set_clip(clip)

    def _draw_over(self, canvas: pygame.Surface, state: NRState, marks: Marks,
                   lively: frozenset[Cell]) -> None:
        """What lies over the floor: the rooms in ``lively``, the marks, the riders, the
        window's edge and the keys' help."""
        board = self.board
        clip = canvas.get_clip()
        canvas.set_clip(self.window)  # the rooms stop at the rulers
        s = self.size
        if lively:
            self._draw_rooms(canvas, state, lively.__contains__)
        t = self.timeline
        for seg, tile in t.rooms:
            if t.clock < seg.end:
                k = max(0.0, (t.clock - seg.start) / max(1e-6, seg.end - seg.start))
                a, b = self._point(seg.path[0]), self._point(seg.path[-1])
                centre = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
                art.room(canvas, pygame.Rect(0, 0, s - 2, s - 2).move_to(center=centre),
                         tile.room, tile.turns, tile.face_up)
        if self.last_laid in state.cells and not self.busy:
            pygame.draw.rect(canvas, (196, 120, 230), self.cell_rect(self.last_laid), 3,
                             border_radius=6)
        for cell in sorted(marks.targets):
            pygame.draw.rect(canvas, TARGET, self.cell_rect(cell).inflate(-6, -6), 3,
                             border_radius=8)
        if marks.picked_cell is not None:
            pygame.draw.rect(canvas, theme.SELECTED, self.cell_rect(marks.picked_cell), 5,
                             border_radius=8)
        self._draw_ghost(canvas, state, marks)
        self._draw_flips_to_come(canvas, marks.foresight)
        self._draw_previews(canvas, marks.previews)
        self._draw_riders(canvas, state)
        if marks.cursor is not None:
            pygame.draw.rect(canvas, theme.HIGHLIGHT, self.cell_rect(marks.cursor), 3)
        self._draw_edges(canvas, state)
        canvas.set_clip(clip)
        pygame.draw.rect(canvas, theme.PANEL_EDGE, board, 2)
        draw.label(canvas, _("drag or Shift+arrows: pan · wheel or +/−: zoom · C: centre"),
                   (board.right - 10, board.bottom - COLUMN_RULER - 6), 18, theme.TEXT_DIM,
                   "bottomright")

    def _draw_rooms(self, canvas: pygame.Surface, state: NRState,
                    which: Callable[[Cell], bool]) -> None:
        """The laid rooms whose cells ``which`` picks, as they are at the animation's clock
        (dropping in, face up till their flip); a sliding room is drawn where it slides."""
        board, s, t = self.board, self.size, self.timeline
        moving = self._sliding_cells()
        for tile in state.tiles:
            if tile.cell in moving or not which(tile.cell):
                continue
            rect = self.cell_rect(tile.cell)
            if not rect.colliderect(board):
                continue
            drop = t.drop if t.drop is not None and tile.cell == t.drop[0] \
                and t.clock < t.drop[1] else None
            if drop is not None:
                k = 0.6 + 0.4 * (t.clock / drop[1])
                rect = rect.inflate(-(1 - k) * s, -(1 - k) * s)
            face_up = tile.face_up
            flip_at = t.flips.get(tile.cell)
            if flip_at is not None and t.clock < flip_at:
                face_up = True
            art.room(canvas, rect.inflate(-2, -2), tile.room, tile.turns, face_up,
                     ground=BOARD_FILL if drop is None else None)  # in its own cell, on
            # the board's fill alone (the lines run between cells): a kept picture
            if flip_at is not None and flip_at <= t.clock < flip_at + FLIP_SECONDS / 2:
                pygame.draw.rect(canvas, (230, 246, 255), rect, 4, border_radius=6)

    def _draw_rulers(self, canvas: pygame.Surface) -> None:
        """Row numbers down the window's left edge and column numbers along its bottom, over
        whatever room lies there, for every row and column in view."""
        board = self.board
        rows = pygame.Rect(board.x, board.y, self.row_ruler, board.h - COLUMN_RULER)
        columns = pygame.Rect(board.x, board.bottom - COLUMN_RULER, board.w, COLUMN_RULER)
        for band in (rows, columns):
            pygame.draw.rect(canvas, RULER, band)
        pygame.draw.line(canvas, theme.PANEL_EDGE, rows.topright, rows.bottomright)
        pygame.draw.line(canvas, theme.PANEL_EDGE, columns.topleft, columns.topright)
        draw.label(canvas, _("row"), (rows.centerx, rows.y + 2), 18, theme.TEXT_DIM, "midtop")
        draw.label(canvas, _("col"), (rows.centerx, columns.centery), 18, theme.TEXT_DIM,
                   "center")
        s = self.size
        first = self._cell_under(board.topleft)
        top = self.window.top + 10  # a row's number beside its shown rooms, not the news
        size = 18 if s >= 56 else 14
        for r in range(first[0], first[0] + board.h // s + 2):
            y = self.cell_rect((r, 0)).centery
            if top <= y <= rows.bottom - 10:
                draw.label(canvas, str(r), (rows.centerx, y), size, theme.TEXT, "center",
                           kind="coordinate")
        for c in range(first[1], first[1] + board.w // s + 2):
            x = self.cell_rect((0, c)).centerx
            if rows.right + 14 <= x <= columns.right - 14:
                draw.label(canvas, str(c), (x, columns.centery), size, theme.TEXT, "center",
                           kind="coordinate")

    def _draw_ghost(self, canvas: pygame.Surface, state: NRState, marks: Marks) -> None:
        if marks.staged is not None:
            room_id, cell, turns = marks.staged
            rect = self.cell_rect(cell)
            art.room(canvas, rect.inflate(-2, -2), room_id, turns, True, alpha=225)
            edge = theme.SELECTED if marks.staged_legal else theme.REFUSED
            pygame.draw.rect(canvas, edge, rect, 4, border_radius=6)
            return
        hovered = marks.hover_cell
        if marks.chosen_room is None or hovered is None or hovered in state.cells:
            return
        rect = self.cell_rect(hovered)
        art.room(canvas, rect.inflate(-2, -2), marks.chosen_room, marks.turns, True, alpha=140)
        fits = hovered in marks.fitting_cells
        pygame.draw.rect(canvas, LEGAL if fits else theme.REFUSED, rect, 2, border_radius=6)

    def _draw_previews(self, canvas: pygame.Surface, previews: tuple[RiderMove, ...]) -> None:
        """Each summoned rider's path and what each step earns, before confirming."""
        for k, move in enumerate(previews):
            colour = art.COLOURS[move.colour]
            shift = (k - (len(previews) - 1) / 2) * max(4, self.size // 14)
            points = [(x + shift, y + shift) for x, y in (self._point(c) for c in move.path)]
            pygame.draw.lines(canvas, (10, 10, 14), False, points, 9)
            pygame.draw.lines(canvas, colour, False, points, 5)
        self._draw_gains(canvas, previews)

    # -- what confirming sets off (the gains of riders sharing doors, the crystal to come) --
    def _draw_gains(self, canvas: pygame.Surface, previews: tuple[RiderMove, ...]) -> None:
        """One label per step walked: the gains of every rider through those doors added up
        ("+3 O" for orange's +2 and white's +1 through one orange door; R9), nudged down
        clear of a label already drawn."""
        steps: dict[frozenset[Cell], list[Gain | None]] = {}
        for move in previews:
            for a, b, gain in zip(move.path, move.path[1:], move.gains, strict=False):
                steps.setdefault(frozenset((a, b)), []).append(gain)
        taken: list[pygame.Rect] = []
        for step, gains in steps.items():
            p, q = (self._point(c) for c in sorted(step))
            mid = (int((p[0] + q[0]) / 2), int((p[1] + q[1]) / 2))
            earned = [g for g in gains if g is not None]
            if earned:
                words = f"+{sum(g.amount for g in earned)} {colour_letter(earned[0].section)}"
                tone = art.COLOURS[earned[0].section]
            else:
                words, tone = "0", theme.TEXT_DIM
            surf = theme.text(words, 20, tone, True)
            box = surf.get_rect(center=mid)
            while any(box.inflate(8, 4).colliderect(t) for t in taken):
                box.y += 4
            taken.append(box.inflate(8, 4))
            pygame.draw.rect(canvas, (12, 12, 16), box.inflate(8, 4), border_radius=6)
            canvas.blit(surf, box)
            draw.note("preview", words, box)

    def _draw_flips_to_come(self, canvas: pygame.Surface, foresight: Aftermath | None) -> None:
        """The rooms the crystallization after this turn flips (R12), frosted and ringed."""
        if not foresight or not foresight.waves:
            return
        for cell in sorted(foresight.flips):
            rect = self.cell_rect(cell).inflate(-4, -4)
            frost = pygame.Surface(rect.size, pygame.SRCALPHA)
            frost.fill((200, 230, 255, 90))
            canvas.blit(frost, rect)
            pygame.draw.rect(canvas, FLIP_EDGE, rect, 3, border_radius=6)
            x, y, r = rect.right - 12, rect.y + 12, max(5, self.size // 12)
            pygame.draw.polygon(canvas, FLIP_EDGE, ((x, y - r), (x + r, y), (x, y + r),
                                                    (x - r, y)))  # a crystal, not colour alone
            draw.note("flip", cell_name(cell), rect)

    def _draw_foresight(self, canvas: pygame.Surface, foresight: Aftermath | None) -> None:
        """Over the grid, what confirming sets off: the crystallization, a section reaching
        20, the end of the game (the words the message box says too)."""
        if not foresight:
            return
        words = with_names(foresight_text(foresight), self.names)
        edge = theme.REFUSED if foresight.ends else FLIP_EDGE
        self._draw_news(canvas, words, (40, 34, 48), edge)

    def _draw_news(self, canvas: pygame.Surface, words: str, fill: tuple[int, int, int],
                   edge: tuple[int, int, int]) -> None:
        """``words`` in the news band above the rooms, set smaller (to the 18 floor) to
        be read whole there, as the table's banner draws them."""
        box = pygame.Rect(self.window.x + 8, self.board.y + 4, self.window.w - 16,
                          NEWS_BAND - 8)
        self.banner.draw(canvas, box, fill, edge, size=24, bold=False, centred=False,
                         words=words)

    def _rider_positions(self, state: NRState) -> list[tuple[float, float]]:
        t = self.timeline
        out = [self._point(cell) for cell in state.riders]
        for seg in t.walks:
            if seg.colour is None or t.clock >= seg.end:
                continue
            if t.clock <= seg.start:
                out[seg.colour] = self._point(seg.path[0])
                continue
            k = (t.clock - seg.start) / max(1e-6, seg.end - seg.start) * (len(seg.path) - 1)
            i = min(int(k), len(seg.path) - 2)
            a, b = self._point(seg.path[i]), self._point(seg.path[i + 1])
            f = k - i
            out[seg.colour] = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
        for seg, _tile in t.rooms:  # riders ride with a moving room
            if t.clock < seg.end:
                k = max(0.0, (t.clock - seg.start) / max(1e-6, seg.end - seg.start))
                a, b = self._point(seg.path[0]), self._point(seg.path[-1])
                for colour, cell in enumerate(state.riders):
                    if cell == seg.path[-1]:
                        out[colour] = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
        return out

    def _draw_riders(self, canvas: pygame.Surface, state: NRState) -> None:
        s = self.size
        offsets = ((-0.31, -0.31), (0.31, -0.31), (-0.31, 0.31), (0.31, 0.31))  # corners:
        # clear of the door letters (``art.CUE``) beside them
        for colour, (x, y) in enumerate(self._rider_positions(state)):
            dx, dy = offsets[colour]
            centre = (x + dx * s, y + dy * s)
            size = max(RIDER, s * 0.11)
            pygame.draw.circle(canvas, (10, 10, 14), (int(centre[0] + 2), int(centre[1] + 3)),
                               int(size * 1.15))
            art.rider(canvas, centre, size, colour, outline=(16, 14, 20))

    def _draw_edges(self, canvas: pygame.Surface, state: NRState) -> None:
        """Rooms beyond the window's edges: an arrow and a count on that side (C brings
        them all back)."""
        board = self.board
        for side, beyond in self.offscreen(state).items():
            if not beyond:
                continue
            words = ngettext("{n} room this way (C)", "{n} rooms this way (C)", beyond).format(
                n=beyond)
            pos = {"N": (board.centerx, self.window.y + 30),  # under the news band
                   "S": (board.centerx, board.bottom - COLUMN_RULER - 40),
                   "W": (board.x + self.row_ruler + 110, board.centery),
                   "E": (board.right - 110, board.centery)
                   }[side]
            surf = theme.text(words, 20, theme.HIGHLIGHT, True)
            back = surf.get_rect(center=pos).inflate(40, 8)
            back.clamp_ip(self.window.inflate(-24, -24))  # longer words: still in the window
            rect = surf.get_rect(center=back.center)
            pygame.draw.rect(canvas, (20, 24, 32), back, border_radius=8)
            canvas.blit(surf, rect)
            tip = {"N": (back.centerx, back.y - 10), "S": (back.centerx, back.bottom + 10),
                   "W": (back.x - 10, back.centery), "E": (back.right + 10, back.centery)}
            art.triangle(canvas, tip[side], 9, side, theme.HIGHLIGHT)

    def _draw_announcement(self, canvas: pygame.Surface) -> None:
        if self.banner.showing and self.banner.words:
            self._draw_news(canvas, self.banner.words, (30, 36, 48), theme.ACCENT)

    # -- the side panels -----------------------------------------------------------------------
    def _draw_side(self, canvas: pygame.Surface, state: NRState, viewer: int | None,
                   marks: Marks, names: list[str]) -> None:
        layers, layout = self._layers, self.layout
        if state.phase == Phase.END:
            for name in ("lineup", "hand", "cards"):  # the score sheet lies over them
                layers[name].forget()
                layers[name].area = None
            box = self._sheet_box
            layers["memory"].show(canvas, draw.columns(layout["memory"]),
                                  ("end", state),
                                  lambda c: art.memory_board(c, layout["memory"], state, None))
            layers["sheet"].show(canvas, draw.columns(box), (state, tuple(names)),
                                 lambda c: self._draw_end(c, box, state, names))
        else:
            layers["sheet"].forget()
            layers["sheet"].area = None
            weights = (lambda: agenda_weights(state, viewer)) if viewer is not None else None
            # what the board shows: the tracks, and the viewer's agenda's worth of each
            agenda = state.agendas[viewer] if viewer is not None else None
            layers["memory"].show(
                canvas, draw.columns(layout["memory"]),
                (state.memories, state.crystals, viewer, agenda),
                lambda c: art.memory_board(c, layout["memory"], state,
                                           weights() if weights is not None else None))
            layers["lineup"].show(canvas, draw.columns(layout["lineup"]),
                                  (state.lineup, state.pile_size(), marks.lineup_lit),
                                  lambda c: self._draw_lineup(c, state, marks))
            layers["hand"].show(canvas, draw.columns(layout["hand"]),
                                (self._hand_key(state, viewer), marks.chosen_room,
                                 marks.turns),
                                lambda c: self._draw_hand(c, state, viewer, marks))
            acting = state.to_act if state.phase not in (Phase.SETUP, Phase.REVEAL) else None
            seat = viewer if viewer is not None else acting
            layers["cards"].show(
                canvas, draw.columns(layout["cards"]),
                (seat, viewer is None, None if seat is None else state.cards[seat], marks.card,
                 marks.cards_playable, tuple(names)),
                lambda c: art.cards_panel(c, layout["cards"], state, seat,
                                          self.card_rects(owner_line=viewer is None),
                                          marks.card, marks.cards_playable, names,
                                          viewer is not None))
        layers["seats"].show(canvas, draw.columns(layout["seats"]),
                             (self._seats_key(state), tuple(names), viewer),
                             lambda c: art.seats_panel(c, layout["seats"], state, names, viewer))

    @staticmethod
    def _hand_key(state: NRState, viewer: int | None) -> object:
        """What the hand panel shows of the state (``art.hand_panel``): the viewer's rooms,
        the dealt one, the agenda and, once the agenda is known, what it is worth (the
        sections and the cards left); not the whole state, which every action changes."""
        if viewer is None:
            return None
        agenda = state.agendas[viewer]
        worth = (None if agenda in (0, HIDDEN)
                 else (state.memories, state.crystals, state.cards[viewer]))
        return (viewer, state.hand(viewer), state.dealt[viewer], agenda, worth)

    @staticmethod
    def _seats_key(state: NRState) -> object:
        """What the players' panel shows of the state (``art.seats_panel``): the seat
        acting, the marker, the hands and the cards left."""
        acting = state.to_act if state.phase not in (Phase.SETUP, Phase.REVEAL,
                                                     Phase.END) else None
        return (state.players, acting, state.first, state.held, state.dealt, state.cards)

    def _draw_lineup(self, canvas: pygame.Surface, state: NRState, marks: Marks) -> None:
        art.lineup_panel(canvas, self.layout["lineup"], state,
                         self.lineup_rects(len(state.lineup)), marks.lineup_lit)

    def _draw_hand(self, canvas: pygame.Surface, state: NRState, viewer: int | None,
                   marks: Marks) -> None:
        rooms = state.hand(viewer) if viewer is not None else ()
        art.hand_panel(canvas, self.layout["hand"], state, viewer, self.hand_rects(len(rooms)),
                       marks.chosen_room, marks.turns)

    @property
    def _sheet_box(self) -> pygame.Rect:
        """Where the score sheet lies at the end: over the lineup, the hand and the cards."""
        return self.layout["lineup"].unionall([self.layout["hand"], self.layout["cards"]])

    def _draw_end(self, canvas: pygame.Surface, box: pygame.Rect, state: NRState,
                  names: list[str]) -> None:
        """The score sheet under the Memory board as it ended, where the lineup, the hand
        and the cards were (no scene draws there: the review's message box and the log
        stay clear of it); the players' panel stays as in play (R14, R15). Painted once
        (a layer), as the Memory board is."""
        if self._sheet is None or self._sheet[0] is not state:  # worked out once
            outcome = NeuroridersRules().outcome(state)
            sheets = score_sheets(state)
            self._sheet = (state, sheets, outcome.winners if outcome is not None else (),
                           [tie_key(state, s, sheets[s]) for s in range(state.players)])
        _, sheets, winners, keys = self._sheet
        said = verdict(state, sheets, keys, winners, names) if winners else ""
        art.score_sheet(canvas, box, sheets, names, winners, said)

__all__ = ["Marks", "NeuroridersView"]
