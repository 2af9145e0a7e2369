"""What the play scene needs from a game's controller and view.

A game's ``controller.py`` defines ``create(rules, setup, layout) -> GameController``:
``setup`` (a ``TableSetup``) is the game's public configuration, never the session or a
full state; every state a controller or view is given afterwards is a seat's view.
The controller turns clicks into a selection and picks the matching action from
``legal_actions``; when a click names an action the rules forbid, it asks the rules
(``refusal``) why, and shows that. It never decides legality itself.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame

from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.notice import Notice, refusing
from neurodrez_desktop.core.protocol import Refusal, Rules
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.ui import draw
from neurodrez_desktop.ui.animation import Animations
from neurodrez_desktop.ui.banner import Banner
from neurodrez_desktop.ui.chips import Chip
from neurodrez_desktop.ui.intents import Intent

S = TypeVar("S")
"""A game's state: every state a table is handed is a seat's view of one."""
A = TypeVar("A")
"""A game's action."""
M = TypeVar("M")
"""A game's marks: the selection and highlights its controller hands its view to draw."""


@dataclass(frozen=True)
class TableSetup:
    """What a table may know of a game before it is shown a view: its public
    configuration. No seed (it would tell every future roll) and no state."""

    players: int
    options: Mapping[str, Any]
    """The resolved options (every option present)."""
    names: tuple[str, ...]
    rng: Rng
    """For the table's own choices made for a player ("place the rest for me"); derived
    from the game's seed one way, so it tells nothing of the game's chance."""


@dataclass(frozen=True)
class Reaction(Generic[A]):
    """The result of a click: an action to play, or a notice (a refusal, a prompt)."""

    action: A | None = None
    notice: Notice | None = None

    @classmethod
    def say(cls, words: Notice | str | None, rule: str | None = None) -> Reaction[Any]:
        """Words for the player (the next step of a half-made move, say): a notice from
        the game's prompts, or words; none: an empty reaction (nothing happened)."""
        if isinstance(words, Notice):
            return cls(notice=words) if words.words else cls()
        return cls(notice=Notice(words, rule)) if words else cls()

    @classmethod
    def refuse(cls, why: Refusal | Notice | str, rule: str | None = None) -> Reaction[Any]:
        """A refusal: the rules' own (``refusal``/``why_not``), or the table's words."""
        if isinstance(why, Refusal):
            return cls(notice=why.notice())
        if isinstance(why, Notice):
            return cls(notice=Notice(why.words, why.rule, refused=True))
        return cls(notice=refusing(why, rule))

    @property
    def refused(self) -> bool:
        return self.notice is not None and self.notice.refused


BOARD, HAND, CHIP, BUTTON = "board", "hand", "chip", "button"
"""Kinds of ``Target``: the board's squares, cells or stacks; what a player picks from
beside it (cards, tiles, dice, a reserve, the line-up); an action chip (the digits press
them in order); one of the play screen's own buttons."""


@dataclass(frozen=True)
class Target:
    """A place a click could use now, for the keyboard's board cursor (``app/table_cursor``):
    the cursor goes from one to the next with the arrows, and Enter clicks its centre."""

    rect: pygame.Rect
    key: Hashable
    """What it is (``("square", 12)``, ``("chip", action)``): the cursor stays on it while
    the table moves under it (a pan, a zoom, chips flowed again)."""
    kind: str = BOARD
    lit: bool = False
    """A legal choice now (the table marks it): where the cursor first comes up."""
    confirms: bool = False
    """Enter here is the table's own Enter (``key(K_RETURN)``), not a click: a room staged
    on this cell is confirmed, as the message says, instead of being put down again."""
    area: pygame.Rect | None = None
    """The window it is seen through, on a board that pans: the ring is drawn only there
    (``GameController.show`` brings the target into it before Enter clicks it)."""


def chip_targets(chips: Sequence[Chip], rects: Sequence[pygame.Rect]) -> list[Target]:
    """The chips as the cursor's targets, in their order (the digit keys press them)."""
    return [Target(rect, ("chip", chip.value), CHIP, lit=chip.selected)
            for chip, rect in zip(chips, rects, strict=True)]


class GameView(ABC, Generic[S, A, M]):
    """Draws one game's board and seat panels; knows where things are on the canvas.

    Generic in the game's state ``S`` (a seat's view), action ``A`` and marks ``M``."""

    def __init__(self, layout: dict[str, pygame.Rect]) -> None:
        self.layout = layout
        self.drawn: list[draw.Widget] = []
        """What the last frame drew (``draw.record``): the layout tests read it."""
        self.banner = Banner()
        """The table's announcements (a table that covers the board with them makes it
        ``Banner(covering=True)``); ``update`` counts its time down."""
        self.animations = Animations()
        """What the table's animations run: ``animate`` starts them in it, ``update`` moves
        them on, ``busy`` is true while one that input waits for runs."""

    def chip_area(self, chips: tuple[Chip, ...]) -> pygame.Rect:
        """The area the action chips are flowed in (the map's ``actions`` rectangle; a game
        may put some elsewhere, as PokerDrez puts a raise to answer over the board)."""
        return self.layout["actions"]

    @property
    def busy(self) -> bool:
        """True while an animation plays (input waits)."""
        return self.animations.busy

    def update(self, dt: float) -> None:
        """Time passes (once a frame): the animations move on, the banner counts down."""
        self.animations.update(dt)
        self.banner.update(dt)

    def acknowledge(self) -> bool:
        """A click anywhere on the table, whoever's turn it is: the announcement the player
        has now seen goes. True when the click was spent on it (a banner over the board):
        it goes no further (the tile under the banner stays where it is)."""
        return self.banner.acknowledge()

    def draw(self, canvas: pygame.Surface, state: S, viewer: int | None, marks: M,
             names: list[str]) -> None:
        """Draw ``state`` (already a view for ``viewer``) with the controller's marks,
        recording each widget drawn in ``self.drawn``. A table draws in ``draw_table``
        (or overrides this, recording nothing)."""
        before = draw.record(canvas, self.drawn)
        try:
            self.draw_table(canvas, state, viewer, marks, names)
        finally:
            draw.resume(before)

    def draw_table(self, canvas: pygame.Surface, state: S, viewer: int | None, marks: M,
                   names: list[str]) -> None:
        """The table's own drawing of a frame (see ``draw``)."""
        raise NotImplementedError(f"{type(self).__name__} draws no table")

    @abstractmethod
    def animate(self, before: S, action: A, after: S, speed: float) -> str | None:
        """Start the animation of ``action``; returns the sound to play (or None)."""

    def hover(self, pos: tuple[int, int]) -> None:  # noqa: B027 - optional for a game
        """The pointer moved (for tooltips such as a stack's contents)."""


class GameController(ABC, Generic[S, A, M]):
    """Turns a seat's input on its view (``S``) into the game's actions (``A``), asking
    the rules, and hands its view the marks (``M``) to draw."""

    def __init__(self, rules: Rules[S, A], view: GameView[S, A, M]) -> None:
        self.rules = rules
        self.view = view

    @abstractmethod
    def click(self, state: S, seat: int, pos: tuple[int, int]) -> Reaction[A]:
        """A click by ``seat`` (the seat to move) on ``state`` (its view)."""

    @abstractmethod
    def marks(self, state: S, seat: int, show_legal: bool) -> M:
        """Selection and legal-target highlights for the view (from ``legal_actions``)."""

    @abstractmethod
    def hint_marks(self, state: S, seat: int, action: A) -> M:
        """Marks that show ``action`` (a hint) the way a person would make it."""

    @abstractmethod
    def no_marks(self) -> M:
        """Marks that show nothing (while it is not this screen's seat to act)."""

    @abstractmethod
    def hint(self, state: S, seat: int) -> Notice | None:
        """What the seat to move may do now, in a sentence (citing the ruling it rests
        on, if any); None when there is nothing to say."""

    @abstractmethod
    def clicks_for(self, state: S, seat: int, action: A) -> list[tuple[int, int]]:
        """Logical positions whose clicks, in order, make ``action`` (tests, selftest)."""

    def key(self, state: S, seat: int, key: int, unicode: str) -> Reaction[A]:
        """A key pressed by ``seat`` (the seat to move) on ``state`` (its view); Enter and
        Space come as ``pygame.K_RETURN``. Nothing happens by default."""
        return Reaction()

    def release(self, state: S, seat: int, pos: tuple[int, int]) -> Reaction[A]:
        """The left button let go at ``pos`` (a drag ends there). Nothing by default."""
        return Reaction()

    def hover(self, pos: tuple[int, int]) -> None:
        """The pointer moved (a dragged piece follows it): the view's tooltips by default."""
        self.view.hover(pos)

    def gesture(self, intent: Intent) -> bool:
        """Input that changes only how the table is looked at (panning or zooming a
        board), taken whoever's turn it is and during animations; True when it was used
        so (the intent then goes no further). Nothing by default."""
        return False

    def auto_action(self, state: S, seat: int) -> A | None:
        """An action the seat asked the program to make for it (e.g. "place the rest
        automatically"), chosen from the legal list; None when there is none."""
        return None

    def targets(self, state: S, seat: int) -> list[Target]:
        """Every place a click by ``seat`` could use now on ``state`` (its view), given the
        selection: the board's squares, what the seat picks from, the chips. Geometry
        only, from the view; legality stays the rules' (Enter makes the same click)."""
        return []

    def show(self, target: Target) -> None:  # noqa: B027 - optional for a game
        """Bring ``target`` into the board's window (a board that pans), before the cursor
        rests on it or clicks it. Nothing by default: a fixed board shows everything."""

    def digits_taken(self, state: S, seat: int) -> bool:
        """True while the table gives the number keys a meaning of its own (dice to
        columns, a line-up to take from): they then do not press the chips."""
        return False

    def table_keys(self) -> tuple[tuple[str, str], ...]:
        """The game's own keys, as (keys, what they do), for the keys overlay."""
        return ()

    def reset(self) -> None:  # noqa: B027 - optional for a game
        """Forget any selection (after undo, a handoff …)."""

    def undone(self) -> None:
        """An undo happened: forget the selection and any standing request."""
        self.reset()


Layout = dict[str, pygame.Rect]
"""A table's named rectangles on the logical canvas (from its Tiled map)."""


@dataclass(frozen=True)
class GameTable:
    """A game's table as its entry offers it: how to make its controller (and view), and
    optionally a picture of an option's value for the setup screen (a figure style)."""

    create: Callable[[Rules[Any, Any], TableSetup, Layout], GameController[Any, Any, Any]]
    """``create(rules, setup, layout)``."""
    preview_option: Callable[[pygame.Surface, pygame.Rect, str, Any], None] | None = None
    """``preview_option(canvas, rect, name, value)`` beside the option's menu."""


def open_table(entry: GameEntry, players: int, options: Mapping[str, Any],
               names: tuple[str, ...], rng: Rng, layout: Layout
               ) -> GameController[Any, Any, Any]:
    """The controller (and view) of ``entry``'s table, told only the game's public
    configuration: the play scene and the menu's table pictures open tables this way."""
    if entry.table is None:
        raise ValueError(f"{entry.title} has no table yet")
    rules = entry.rules
    setup = TableSetup(players, rules.resolve_options(options), names, rng)
    return entry.table().create(rules, setup, layout)
