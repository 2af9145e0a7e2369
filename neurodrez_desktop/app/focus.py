"""Keyboard focus over a screen's controls: Tab and Shift+Tab go through them in order, the
arrows to the nearest one that way, Enter or Space presses the one in focus.

The ring appears with the first key that moves it (a mouse player never sees it) and is
drawn around the control in focus. Each kind of control is worked as its own mouse
gesture would work it, through the same pygame_gui events, so a scene needs no code of
its own for the keyboard:

- a button: Enter or Space presses it (the ``Widget`` intent a click gives);
- a drop-down: Enter or Space opens it, Up/Down (Home/End) go through its values, Enter
  or Space takes the one marked, Esc closes it unchanged, Tab closes it and moves on;
- a check box: Enter or Space ticks or clears it;
- a slider: Left/Right move it a step (Up/Down still move the focus);
- a text box: Tab or an arrow onto it starts typing in it (its text selected, so typing
  replaces it and Left or Right keeps it); Esc, Tab, Enter, Up or Down leave it (what
  was typed stays), Esc and Enter staying on it, so a second Esc goes back.

``App.dispatch`` gives those leaving keys to the ring even while a box is being typed in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UITextEntryLine,
)
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from neurodrez_desktop.ui import intents, theme

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
SLIDER_STEPS = 20
"""Left/Right move a slider by a twentieth of its range (5 of a volume's 100)."""


def _expanded(menu: UIDropDownMenu) -> bool:
    return menu.current_state is menu.menu_states.get("expanded")


def _label(item: str | tuple[str, str]) -> str:
    """A drop-down value's words: pygame_gui keeps a value as its text or (text, id)."""
    return item[0] if isinstance(item, tuple) else item


class FocusRing:
    def __init__(self, buttons: Callable[[], list[Any]], arrows: bool = True) -> None:
        self.buttons = buttons
        """The controls in Tab order, asked afresh each time (a screen may rebuild some)."""
        self.arrows = arrows
        """False where the arrows are the screen's own (a page to scroll): Tab only."""
        self.focused: Any = None
        self.shown = False
        self.marked: int | None = None
        """In an open drop-down: the value the arrows have marked (Enter takes it)."""

    def _usable(self) -> list[Any]:
        return [b for b in self.buttons() if b.alive() and b.visible and b.is_enabled]

    # -- keys -----------------------------------------------------------------------------
    def handle(self, intent: Any, press: Callable[[Any], None]) -> bool:
        """Move or press on a key; True when the key was the ring's."""
        usable = self._usable()
        menu = self._open_menu(usable)
        if menu is not None:
            return self._in_menu(menu, intent)
        typing = next((c for c in usable if isinstance(c, UITextEntryLine) and c.is_focused),
                      None)
        if typing is not None and self._leave_text(typing, intent):
            return True
        if isinstance(intent, intents.Key):
            if intent.key == pygame.K_TAB:
                back = bool(intent.mod & pygame.KMOD_SHIFT)
                self._step(-1 if back else 1)
                return True
            if intent.key in ARROWS and self.arrows:
                if (self.shown and isinstance(self.focused, UIHorizontalSlider)
                        and self.focused in usable and intent.key in (pygame.K_LEFT,
                                                                      pygame.K_RIGHT)):
                    self._slide(self.focused, 1 if intent.key == pygame.K_RIGHT else -1)
                else:
                    self._toward(*ARROWS[intent.key])
                return True
        if isinstance(intent, intents.Confirm) and self.shown and self.focused in usable:
            self._press(self.focused, press)
            return True
        return False

    def _leave_text(self, box: UITextEntryLine, intent: Any) -> bool:
        """Esc, Tab, Enter, Up, Down while typing in ``box``: out of it, its text kept. Tab
        and the arrows go on to the next control; Esc and Enter stay on the box."""
        leaving = isinstance(intent, intents.Back | intents.Confirm) or (
            isinstance(intent, intents.Key)
            and intent.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN))
        if not leaving:
            return False
        box.ui_manager.set_focus_set(None)
        self.focused, self.shown = box, True
        return isinstance(intent, intents.Back | intents.Confirm)  # the others move on

    def _press(self, control: Any, press: Callable[[Any], None]) -> None:
        if isinstance(control, UIDropDownMenu):
            self._open(control)
        elif isinstance(control, UICheckBox):
            control.set_state(not control.get_state())  # posts the checked event a click does
        elif isinstance(control, UITextEntryLine):
            self._focus_widget(control)
        elif isinstance(control, UIHorizontalSlider):
            pass  # Left and Right move it
        else:
            press(intents.Widget(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                                                    ui_element=control)))

    # -- moving ---------------------------------------------------------------------------
    def _step(self, step: int) -> None:
        usable = self._usable()
        if not usable:
            return
        if not self.shown or self.focused not in usable:
            self._move_to(usable[0 if step > 0 else -1])
        else:
            self._move_to(usable[(usable.index(self.focused) + step) % len(usable)])

    def _toward(self, dx: int, dy: int) -> None:
        """The nearest control that way: one straight that way (their spans across
        overlap: a wide button over two narrow ones), else one whose centre is within about
        27° each side; at the end of a row or column the focus stays. Of two as near, the
        one lined up with this one's left or top edge."""
        usable = self._usable()
        if not self.shown or self.focused not in usable:
            self._step(1)
            return
        others = [button for button in usable if button is not self.focused]
        best = toward(self.focused.rect, [button.rect for button in others], dx, dy)
        if best is not None:
            self._move_to(others[best])

    def _move_to(self, control: Any) -> None:
        """Focus ``control``: a text box takes the keys at once (typing goes into it); any
        other control takes them from whatever the mouse last focused."""
        self.focused, self.shown = control, True
        if isinstance(control, UITextEntryLine):
            self._focus_widget(control)
        else:
            control.ui_manager.set_focus_set(None)

    @staticmethod
    def _focus_widget(box: UITextEntryLine) -> None:
        """Typing goes into ``box``, its text selected (as Ctrl+A would): a letter typed
        replaces it, an arrow keeps it and moves in it."""
        box.ui_manager.set_focus_set(box)
        box.select_range = [0, len(box.get_text())]
        box.edit_position = len(box.get_text())
        box.cursor_has_moved_recently = True

    # -- a slider -------------------------------------------------------------------------
    @staticmethod
    def _slide(slider: UIHorizontalSlider, direction: int) -> None:
        lo, hi = slider.value_range
        step = (hi - lo) / SLIDER_STEPS
        if slider.use_integers_for_value:
            step = max(1, round(step))
        now = slider.get_current_value()
        value = min(max(now + direction * step, min(lo, hi)), max(lo, hi))
        if value == now:
            return
        slider.set_current_value(value)
        pygame.event.post(pygame.event.Event(  # what a drag of it posts
            pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
            {"value": slider.get_current_value(), "ui_element": slider,
             "ui_object_id": slider.most_specific_combined_id}))

    # -- a drop-down ----------------------------------------------------------------------
    def _open_menu(self, usable: list[Any]) -> UIDropDownMenu | None:
        """The drop-down open now (by a key or by the mouse), if any."""
        return next((c for c in usable if isinstance(c, UIDropDownMenu) and _expanded(c)),
                    None)

    def _open(self, menu: UIDropDownMenu) -> None:
        labels = [_label(o) for o in menu.options_list]
        chosen = _label(menu.selected_option)
        self.marked = labels.index(chosen) if chosen in labels else 0
        state = menu.current_state
        assert state is not None  # a drop-down is closed or open once made
        state.should_transition = True  # as its arrow button would
        menu.update(0.0)
        self._show_mark(menu)

    def _in_menu(self, menu: UIDropDownMenu, intent: Any) -> bool:
        """Keys while a drop-down is open: every key is the menu's."""
        count = len(menu.options_list)
        if self.marked is None or self.focused is not menu:  # opened by the mouse
            self.focused, self.shown = menu, True
            labels = [_label(o) for o in menu.options_list]
            chosen = _label(menu.selected_option)
            self.marked = labels.index(chosen) if chosen in labels else 0
        if isinstance(intent, intents.Key):
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5,
                     pygame.K_PAGEDOWN: 5, pygame.K_HOME: -count, pygame.K_END: count}
            if intent.key in moves:
                self.marked = min(max(self.marked + moves[intent.key], 0), count - 1)
                self._show_mark(menu)
            elif intent.key == pygame.K_TAB:
                self._close(menu)
                self._step(-1 if intent.mod & pygame.KMOD_SHIFT else 1)
            return True
        if isinstance(intent, intents.Back):
            self._close(menu)
            return True
        if isinstance(intent, intents.Confirm):
            self._take(menu)
            return True
        return False  # a click, a widget's event: the menu's own

    def _listing(self, menu: UIDropDownMenu) -> Any:
        return getattr(menu.current_state, "options_selection_list", None)

    def _show_mark(self, menu: UIDropDownMenu) -> None:
        """The marked value shown selected in the open list, scrolled into view."""
        listing = self._listing(menu)
        if listing is None or self.marked is None:
            return
        for k, item in enumerate(listing.item_list):
            item["selected"] = k == self.marked
            button = item["button_element"]
            if button is not None:
                button.select() if k == self.marked else button.unselect()
        bar = listing.scroll_bar
        if bar is not None:
            count = len(listing.item_list)
            top = bar.start_percentage * count
            shown = bar.visible_percentage * count
            if self.marked < top or self.marked + 1 > top + shown:
                first = self.marked if self.marked < top else self.marked + 1 - shown
                bar.set_scroll_from_start_percentage(min(max(first / count, 0.0),
                                                         1.0 - bar.visible_percentage))
                listing.update(0.0)
                self._show_mark_buttons(listing)

    def _show_mark_buttons(self, listing: Any) -> None:
        for k, item in enumerate(listing.item_list):
            button = item["button_element"]
            if button is not None:
                button.select() if k == self.marked else button.unselect()

    def _take(self, menu: UIDropDownMenu) -> None:
        """Choose the marked value as a click on it would (the drop-down's changed event)."""
        listing = self._listing(menu)
        if listing is None or self.marked is None:
            self._close(menu)
            return
        for k, item in enumerate(listing.item_list):
            item["selected"] = k == self.marked
        if _label(listing.item_list[self.marked]["text"]) == _label(menu.selected_option):
            self._close(menu)  # the same value: nothing changes
            return
        state = menu.current_state
        assert isinstance(state, UIExpandedDropDownState)  # only an open list is taken from
        # as a click on the item does; pygame_gui leaves this method unannotated
        state._on_new_item_selected()
        self.marked = None
        menu.update(0.0)

    def _close(self, menu: UIDropDownMenu) -> None:
        self.marked = None
        state = menu.current_state
        if state is not None and _expanded(menu):
            state.should_transition = True
            menu.update(0.0)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        """The ring just outside the control (drawn under the widgets): 4 px above and
        below, where a setup row's help line may come close, 6 px at the sides."""
        if self.shown and self.focused is not None and self.focused in self._usable():
            draw_ring(canvas, self.focused.rect)


def toward(here: pygame.Rect, rects: list[pygame.Rect], dx: int, dy: int,
           wide: bool = False) -> int | None:
    """The index of the nearest of ``rects`` that way from ``here``: one straight that way
    (their spans across overlap: a wide button over two narrow ones), else one whose
    centre is within about 27° each side; of two as near, the one lined up with this one's
    left or top edge. None if there is none (at the end of a row or column the focus
    stays), unless ``wide``: then the nearest anywhere on that side (the board cursor,
    from a board's edge to the panel beside it)."""
    best, best_cost = None, float("inf")
    side, side_cost = None, float("inf")
    for k, there in enumerate(rects):
        offset = pygame.Vector2(there.center) - pygame.Vector2(here.center)
        along = offset.x * dx + offset.y * dy
        across = abs(offset.x * dy) + abs(offset.y * dx)
        if dx:
            overlap = here.top < there.bottom and there.top < here.bottom
            edge = abs(there.top - here.top)
        else:
            overlap = here.left < there.right and there.left < here.right
            edge = abs(there.left - here.left)
        if overlap:
            across = 0
        if along <= 0:
            continue
        cost = along + 2 * across + 0.1 * edge
        if across > along * 0.5 + 1:
            if cost < side_cost:
                side, side_cost = k, cost
        elif cost < best_cost:
            best, best_cost = k, cost
    return best if best is not None or not wide else side


def draw_ring(canvas: pygame.Surface, rect: pygame.Rect,
              colour: tuple[int, int, int] = theme.ACCENT, halo: bool = False) -> None:
    """The focus ring just outside ``rect``: 4 px above and below, where a setup row's help
    line may come close, 6 px at the sides; with ``halo``, a dark line each side of it, so
    that it shows on light squares and dark panels alike (the board cursor's)."""
    ring = rect.inflate(12, 8)
    if halo:
        pygame.draw.rect(canvas, (12, 14, 20), ring.inflate(6, 6), 3, border_radius=10)
        pygame.draw.rect(canvas, (12, 14, 20), ring.inflate(-6, -6), 2, border_radius=6)
    pygame.draw.rect(canvas, colour, ring, 3 if not halo else 4, border_radius=8)
