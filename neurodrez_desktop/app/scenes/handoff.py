"""The handoff screen: covers the whole table while the screen changes hands.

It draws only the next player's name, side and colour, so its pixels are the same
whatever the hidden information is (a test checks that). A click anywhere, Enter or Space
goes on; Tab and the arrows move the focus ring between Continue and the take-back button
(``app/focus.py``); Esc opens the game menu.

Its buttons are made once for the table it covers (``HandoffButtons``) and hidden between
turns, not made again at every handoff: a pygame_gui button costs over half a millisecond
to make, the player's Confirm and the handoff's first frame a twentieth of that to show.
The table lets them go as it closes (``release``), a new language makes them again.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import pygame
from pygame_gui.elements import UIButton

from neurodrez_desktop.app.focus import FocusRing
from neurodrez_desktop.app.scene import Host, Scene, hide_contents_quietly, hide_quietly, set_words
from neurodrez_desktop.core.i18n import _, generation
from neurodrez_desktop.ui import draw, intents, theme

MARGIN = 80
"""Room kept at each side of the screen: the words never reach its edges."""


class HandoffButtons:
    """Continue and the take-back button, made once for the screen a handoff covers (its
    table) and kept hidden in ``container`` between turns. One take-back button, its
    words changed for another mover: each such button holds some 3.5 MB of pictures
    (a picture per state), one per mover would hold that much more all game long."""

    def __init__(self, scene: HandoffScene) -> None:
        self.continue_button = scene.button((760, 800, 400, 70), _("Continue"),
                                            _("Click, Enter or Space"), "#primary")
        self.container = scene.widgets()
        self.scene: HandoffScene | None = scene
        """The handoff showing them, which makes the take-back button when first needed;
        None between turns, so the kept buttons hold no handoff (and through its callbacks
        the table): the weak key in ``_kept`` then frees them with the table."""
        self.language = generation()
        self.take_back: UIButton | None = None

    def usable(self) -> bool:
        """Still in the program's widgets (a new language drops them) and its language."""
        return self.container.alive() and self.language == generation()

    def show(self, take_back: str | None) -> UIButton | None:
        """The buttons shown, the take-back button with the words ``take_back`` (None:
        hidden); that button, made the first time it is needed. Each button shown or
        hidden alone: a container shows all it holds, and a shown button hidden again
        posts events every widget then reads."""
        self.container.show(show_contents=False)
        self.continue_button.show()
        button = self.take_back
        if take_back is None:
            if button is not None:
                hide_quietly(button)
            return None
        if button is None:  # wide enough for "Take back <a name of twenty letters>'s move"
            assert self.scene is not None, "shown by a handoff"
            button = self.take_back = self.scene.button((460, 890, 1000, 64), take_back)
        elif button.text != take_back:
            set_words(button, take_back)  # its other states drawn when shown
        button.show()
        return button

    def hide(self) -> None:
        """Every button hidden, and the container."""
        hide_contents_quietly(self.container)


_kept: weakref.WeakKeyDictionary[Scene, HandoffButtons] = weakref.WeakKeyDictionary()
"""The handoff buttons of each screen a handoff covers (a table), while it is open."""


def release(scene: Scene) -> None:
    """The handoff buttons kept for ``scene`` gone (its table closes)."""
    kept = _kept.pop(scene, None)
    if kept is not None:
        kept.container.kill()


class HandoffScene(Scene):
    name = "handoff"
    opaque = True  # nothing of the table shows through
    background = (16, 18, 24)

    def __init__(self, app: Host, seat: int, player: str, side: str,
                 done: Callable[[int], None], take_back: tuple[str, Callable[[], None]] | None
                 = None, colours: tuple[tuple[int, int, int], ...] = ()) -> None:
        super().__init__(app)
        self.seat, self.player, self.side, self.done = seat, player, side, done
        self.colours = colours
        self.take_back = take_back
        self.take_back_button: UIButton | None = None
        self.continue_button: UIButton | None = None
        self.kept: HandoffButtons | None = None  # the table's handoff buttons, while shown

    def enter(self) -> None:
        scenes = self.app.scenes.scenes
        below = scenes[-2] if len(scenes) > 1 else self
        kept = _kept.get(below)
        if kept is None or not kept.usable():
            release(below)
            self.container = None  # the kept buttons are made in a container of their own
            kept = _kept[below] = HandoffButtons(self)
        self.container, self.kept = kept.container, kept
        kept.scene = self
        self.continue_button = kept.continue_button
        self.take_back_button = kept.show(None if self.take_back is None else self.take_back[0])
        self.focus = FocusRing(lambda: [b for b in (self.continue_button,
                                                    self.take_back_button) if b is not None])

    def leave(self) -> None:
        """The buttons hidden for the next handoff, not dropped (``release`` drops them)."""
        if self.kept is not None:
            self.kept.hide()
            self.kept.scene = None
        self.container = self.kept = None

    def uncover(self) -> None:
        """Shown again with only this mover's take-back button (a container shows all)."""
        if self.kept is not None and self.kept.usable():
            self.kept.show(None if self.take_back is None else self.take_back[0])

    def handle(self, intent: Any) -> None:
        if (isinstance(intent, intents.Widget) and self.take_back is not None
                and intent.element is self.take_back_button):
            self.app.pop()
            self.take_back[1]()
        elif isinstance(intent, intents.Click | intents.Confirm) or (
                isinstance(intent, intents.Widget) and intent.element is self.continue_button):
            self.app.pop()
            self.done(self.seat)
        elif isinstance(intent, intents.Back):
            play = self.app.scenes.scenes[-2]
            self.app.pop()
            self.app.nav.game_menu(play)

    def draw(self, canvas: pygame.Surface) -> None:
        w, h = theme.LOGICAL_SIZE  # on its own background, filled by the app
        draw.seat_badge(canvas, (w // 2, h // 2 - 170), 70, self.seat, draw.side_letter(self.side),
                       self.colours)
        # A long name shrinks the title, then wraps it: never cut at the screen's edges.
        draw.fitted_block(canvas, _("Pass the screen to {name}").format(name=self.player),
                          pygame.Rect(MARGIN, h // 2 - 100, w - 2 * MARGIN, 116), 72,
                          theme.TEXT, bold=True, smallest=40, centred=True)
        draw.label(canvas, _("playing {side}").format(side=self.side), (w // 2, h // 2 + 45), 40,
                   theme.TEXT_DIM, "center")
        draw.fitted_block(canvas, _("Click or press Space when only {name} is looking.").format(
                              name=self.player),
                          pygame.Rect(MARGIN, h // 2 + 100, w - 2 * MARGIN, 90), 36,
                          theme.ACCENT, smallest=24, centred=True)
        draw.label(canvas, _("Esc: game menu"), (w // 2, h - 80), 26, theme.TEXT_DIM, "center")
