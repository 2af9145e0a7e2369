"""The board cursor: every game's table played from the keyboard, one piece for all five.

The table lists the places a click could use now (``GameController.targets``: squares,
cells, stacks, cards, tiles, dice, chips, and the play screen's buttons). The arrows go to
the nearest of them that way within the cursor's area (an arrow from the last chip does
not wander onto Save), Tab to the next area (board, hand, chips, buttons), and
Enter or Space clicks the target's centre through the play scene's own click path, so
legality, refusals and messages are the rules' as for a mouse click. The digits 1-9 press
the table's chips in order (unless the table gives them a meaning of its own).

The cursor appears with the first arrow, Tab or digit and hides at a mouse click: a mouse
player never sees it. It is not in the way of anyone else's keys: while the seat at the
screen is not to act (a computer thinks, only computers play) it takes no key.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame
import pygame_gui

from neurodrez_desktop.app.focus import ARROWS, draw_ring, toward
from neurodrez_desktop.ui import intents, theme
from neurodrez_desktop.ui.table import BUTTON, CHIP, Target

DIGITS = {**{pygame.K_1 + k: k for k in range(9)}, **{pygame.K_KP1 + k: k for k in range(9)}}
"""1-9 on the main keys and the keypad: the chip with that number."""
CURSOR = (96, 200, 255)
"""The cursor's ring: a colour no table uses for its own marks (selection, legal, hint)."""
HALO = (12, 14, 20)


def _ring(canvas: pygame.Surface, rect: pygame.Rect, clip: pygame.Rect | None) -> None:
    """The menus' focus ring (``focus.draw_ring``) in the cursor's colour on a dark halo,
    seen on light squares and dark panels alike (``clip``: only inside that window)."""
    before = canvas.get_clip()
    if clip is not None:
        canvas.set_clip(clip.clip(before))
    draw_ring(canvas, rect.inflate(2, 6), CURSOR, halo=True)  # 7 px all round
    canvas.set_clip(before)


def keys_key(intent: Any) -> bool:
    """F1 or "?": the keys overlay opens (and closes)."""
    return isinstance(intent, intents.Key) and (intent.key == pygame.K_F1
                                                or intent.unicode == "?")


def button_targets(buttons: Sequence[Any]) -> list[Target]:
    """A screen's pygame_gui buttons (visible and enabled) as targets; Enter presses one
    as a click would (the ``Widget`` intent)."""
    return [Target(pygame.Rect(b.rect), b, BUTTON) for b in buttons
            if b.alive() and b.visible and b.is_enabled]


class TableCursor:
    def __init__(self, targets: Callable[[], list[Target]], send: Callable[[Any], None],
                 show: Callable[[Target], None], digits_taken: Callable[[], bool],
                 seat: Callable[[], Hashable] = lambda: None) -> None:
        self.targets = targets
        """The places a click could use now; empty while the seat at the screen is not to
        act (the cursor then takes no key)."""
        self.send = send
        """The scene's own ``handle``: the cursor's click goes the way a mouse click goes."""
        self.show = show
        """Bring a target into its board's window (a board that pans)."""
        self.digits_taken = digits_taken
        self.seat = seat
        """The seat at the keys: at another seat's turn the cursor starts afresh."""
        self.at: Hashable = None
        self.shown = False
        self.key: Hashable = None
        self.centre: tuple[int, int] | None = None
        """Where the cursor last was: when its target goes, the nearest one takes over."""
        self.pressing = False
        self.drawn: pygame.Rect | None = None
        """The ring as last drawn (None: not drawn), for tests."""

    # -- keys -----------------------------------------------------------------------------
    def handle(self, intent: Any) -> bool:
        """True when the intent was the cursor's (the scene then does nothing more)."""
        if self.pressing:
            return False  # the cursor's own click, going the mouse's way
        if isinstance(intent, intents.Click | intents.RightClick):
            self.shown = False  # the mouse again: no ring
            return False
        if not isinstance(intent, intents.Key | intents.Confirm):
            return False
        targets = self.targets()
        if not targets:
            return False
        if isinstance(intent, intents.Confirm):
            if not self.shown:
                return False  # the table's own Enter (confirm a staged room, an order)
            self._press(self._current(targets))
            return True
        if intent.key in ARROWS:
            if intent.mod & pygame.KMOD_SHIFT:
                return False  # Shift+arrows are the table's (panning a grid)
            if not self.shown:
                self._rest_on(self._current(targets) if self.key is not None
                              else self._start(targets))
            else:
                here = self._current(targets)  # within its area: Tab changes areas
                others = [t for t in targets if t.key != here.key and t.kind == here.kind]
                k = toward(here.rect, [t.rect for t in others], *ARROWS[intent.key],
                           wide=True)
                self._rest_on(here if k is None else others[k])
            return True
        if intent.key == pygame.K_TAB:
            self._next_area(targets, -1 if intent.mod & pygame.KMOD_SHIFT else 1)
            return True
        if intent.key in DIGITS and not self.digits_taken():
            chips = [t for t in targets if t.kind == CHIP]
            k = DIGITS[intent.key]
            if k >= len(chips):
                return False
            self._rest_on(chips[k])
            self._press(chips[k])
            return True
        return False

    def _start(self, targets: list[Target]) -> Target:
        """Where the cursor first comes up: a lit place on the board, else any lit one,
        else the first place on the board."""
        preferences: tuple[Callable[[Target], bool], ...] = (
            lambda t: t.lit and t.kind == "board", lambda t: t.lit,
            lambda t: t.kind == "board")
        for wanted in preferences:
            found = next((t for t in targets if wanted(t)), None)
            if found is not None:
                return found
        return targets[0]

    def _current(self, targets: list[Target]) -> Target:
        """The target the cursor is on: the same one (by key) if it is still there, else
        the nearest to where it was, else where it starts."""
        seat = self.seat()
        if seat != self.at:  # another player's turn: from their start, not the last spot
            self.at, self.key, self.centre = seat, None, None
        found = next((t for t in targets if t.key == self.key), None)
        if found is not None:
            return found
        if self.centre is not None:
            x, y = self.centre
            found = min(targets, key=lambda t: (t.rect.centerx - x) ** 2
                        + (t.rect.centery - y) ** 2)
        else:
            found = self._start(targets)
        self.key = found.key
        return found

    def _rest_on(self, target: Target) -> None:
        """The cursor on ``target``, brought into view, the pointer's hover there (the
        table's tooltips and previews follow the cursor as they follow the mouse)."""
        self.shown = True
        self.at, self.key = self.seat(), target.key
        self.show(target)
        target = self._refreshed(target)
        self.centre = target.rect.center
        if target.kind != BUTTON:
            self._sending(intents.Hover(target.rect.center))

    def _refreshed(self, target: Target) -> Target:
        """``target`` as the table lists it now (a pan moves its rect)."""
        return next((t for t in self.targets() if t.key == target.key), target)

    def _next_area(self, targets: list[Target], step: int) -> None:
        """Tab: the first place of the next kind (board, hand, chips, buttons)."""
        kinds: list[str] = []
        for t in targets:
            if t.kind not in kinds:
                kinds.append(t.kind)
        if not self.shown:
            here_kind = kinds[-1] if step > 0 else kinds[0]
        else:
            here_kind = self._current(targets).kind
        kind = kinds[(kinds.index(here_kind) + step) % len(kinds)]
        area = [t for t in targets if t.kind == kind]
        self._rest_on(next((t for t in area if t.lit), area[0]))

    def _press(self, target: Target) -> None:
        """What a click on ``target`` does, the way the mouse's goes (or the table's Enter
        on a target that ``confirms``)."""
        self.show(target)
        target = self._refreshed(target)
        if target.kind == BUTTON:
            self._sending(intents.Widget(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                                                            ui_element=target.key)))
        elif target.confirms:
            self._sending(intents.Confirm())
        else:
            pos = target.rect.center
            self._sending(intents.Click(pos), intents.Release(pos))

    def _sending(self, *sent: Any) -> None:
        self.pressing = True
        try:
            for intent in sent:
                self.send(intent)
        finally:
            self.pressing = False

    # -- drawing --------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        """The ring around the target, and each chip's number (while the digits press
        them); nothing while the cursor is hidden or the seat at the screen is not to act."""
        self.drawn = None
        if not self.shown:
            return
        targets = self.targets()
        if not targets:
            return
        target = self._current(targets)
        _ring(canvas, target.rect, target.area)
        self.drawn = target.rect
        if not self.digits_taken():  # over the ring: a number stays readable
            chips = [t for t in targets if t.kind == CHIP]
            for number, chip in enumerate(chips[:9], 1):
                self._number(canvas, chip.rect, number)

    @staticmethod
    def _number(canvas: pygame.Surface, rect: pygame.Rect, number: int) -> None:
        """A chip's digit in a small badge over its top-left corner."""
        badge = pygame.Rect(0, 0, 24, 24)
        badge.center = (rect.x + 4, rect.y + 4)
        pygame.draw.circle(canvas, HALO, badge.center, 13)
        pygame.draw.circle(canvas, CURSOR, badge.center, 11)
        words = theme.text(str(number), 18, HALO, True)
        canvas.blit(words, words.get_rect(center=badge.center))
