"""Scenes and the scene stack (menu → setup → play → results; overlays on top).

A scene is entered, handles intents, updates its animations, draws itself and is left.
Only the top scene gets intents; an overlay (``opaque = False``) is drawn over the scene
below it. Each scene keeps its pygame_gui widgets in one container, hidden while covered
(or let go, by a scene that makes them again when uncovered).

A scene knows the app only as a ``Host`` and reaches other scenes only through the host's
``nav`` (``app/navigation.py``): scene modules import no other scene, nor the app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton

from neurodrez_desktop.ui.theme import BACKGROUND, LOGICAL_SIZE

if TYPE_CHECKING:  # types only: none of these imports a scene
    from neurodrez_desktop.app.display import Display, ScaledUIManager
    from neurodrez_desktop.app.saves import SaveStore
    from neurodrez_desktop.app.session import GameSession
    from neurodrez_desktop.app.settings import Settings
    from neurodrez_desktop.app.sitting import Sitting
    from neurodrez_desktop.app.sound import Sounds
    from neurodrez_desktop.core.presenter import Presenter
    from neurodrez_desktop.core.protocol import Rules
    from neurodrez_desktop.core.record import GameRecord, Seat


class Navigator(Protocol):
    """The ways between screens (``app/navigation.py`` is the one implementation)."""

    def open(self, name: str) -> None: ...
    def menu(self) -> None: ...
    def setup(self, game_id: str, seats: list[Seat] | None = None,
              options: dict[str, Any] | None = None, *, fresh: bool = False) -> None: ...
    def rebuild_setup(self, game_id: str, seats: list[Seat],
                      options: dict[str, Any]) -> None: ...
    def rules(self, game_id: str, ruling: str | None = None) -> None: ...
    def practice(self, game_id: str, puzzles: Any = None, seed: int | None = None) -> None: ...
    def game_menu(self, play: Scene) -> None: ...
    def first_help(self, play: Any) -> None: ...
    def handoff(self, seat: int, name: str, side: str, done: Any, take_back: Any,
                colours: tuple[tuple[int, int, int], ...]) -> None: ...
    def handoffs_done(self, table: Scene) -> None: ...
    def results(self, session: GameSession) -> None: ...
    def review(self, record: GameRecord, at: int | None = None) -> None: ...
    def start_new_game(self, rules: Rules[Any, Any], seats: list[Seat], options: dict[str, Any],
                       seed: int | None = None, sitting: Sitting | None = None) -> Any: ...
    def open_record(self, record: GameRecord, unfinished: Any = None) -> Any: ...
    def resume(self) -> None: ...
    def save(self, session: GameSession) -> tuple[str, bool]: ...
    def export_label(self, presenter: Presenter[Any, Any]) -> str | None: ...
    def export(self, session: GameSession) -> tuple[str, bool]: ...


class Host(Protocol):
    """What a scene may use of the app (``app/main.py``'s ``App``)."""

    ui: ScaledUIManager
    display: Display
    settings: Settings
    saves: SaveStore
    sounds: Sounds
    scenes: SceneStack
    notice: str | None

    @property
    def nav(self) -> Navigator:
        """Read only, so the app may hold its own ``Navigation`` in it."""

    def push(self, scene: Scene) -> None: ...
    def pop(self) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def reset(self, scene: Scene) -> None: ...
    def quit(self) -> None: ...
    def update_settings(self, **changes: Any) -> None: ...
    def set_language(self, code: str) -> None: ...
    def toggle_mute(self) -> None: ...


def hide_quietly(element: Any) -> None:
    """``element`` hidden; a button the pointer is not on without the two "unhovered"
    events pygame_gui posts for it all the same (its shape back to normal as pygame_gui
    leaves it). Each such event is read by every widget on the next frame: a handoff
    posted twenty-two, ten as it covered the table's five buttons shown and twelve as
    the table, shown again, hid its six others. A button under the pointer is still told
    it is left."""
    if not isinstance(element, UIButton) or element.hovered or not element.visible:
        element.hide()
        return
    UIElement.hide(element)  # the element's own hide: the button's adds the events
    UIElement.on_unhovered(element)  # its tooltip gone, as the button's own would
    if element.drawable_shape is not None:
        element.drawable_shape.set_active_state(element._get_appropriate_state_name())


def hide_contents_quietly(container: pygame_gui.core.UIContainer) -> None:
    """``container`` hidden with its contents, each as ``hide_quietly`` does."""
    if container.visible:
        for element in container.elements:
            hide_quietly(element)
        container.hide(hide_contents=False)


def set_words(button: UIButton, text: str) -> None:
    """``button`` saying ``text``, the picture of the state it shows drawn now and the
    others when first shown. pygame_gui draws all five states anew, one a frame over the
    next frames (0.13 ms each for the handoff's take-back button, whose words change at
    every handoff of a two-player game: one of them fell on the Confirm's frame), though
    most are never seen before the words change again; it draws a state not yet drawn
    as it shows it."""
    button.set_text(text)
    shape = button.drawable_shape
    if shape is None:
        return
    waiting = shape.states_to_redraw_queue
    shown = shape.active_state.state_id
    if shown in waiting:
        waiting.remove(shown)
        shape.redraw_state(shown)
    for state_id in waiting:
        shape.states[state_id].generated = False
    waiting.clear()


def focus_spot(control: Any) -> tuple[Any, ...]:
    """Which control it is, told again among those made anew: its kind, place and words."""
    rect = control.relative_rect
    return type(control), rect.x, rect.y, rect.w, rect.h, getattr(control, "text", None)


class Scene:
    opaque = True
    name = "scene"
    background: tuple[int, int, int] = BACKGROUND
    """The colour the app fills the canvas with under this scene, when it is the lowest
    drawn: a screen of another colour says so here rather than filling the canvas again
    (a whole-canvas fill costs a fifth of a yardstick frame)."""
    rebuilt_when_uncovered = False
    """True for a scene whose widgets ``enter`` makes from its own state alone (the main
    menu): covered, it lets them go, and makes them again when it shows once more, as in
    a new language. A pygame_gui button keeps a picture of itself in each of its six
    states: the menu's eleven held some 10 MB all the while a game covered it. Only for a
    scene that only opaque screens cover (the menu's are all whole screens): under an
    overlay it would show without its buttons."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.container: pygame_gui.core.UIContainer | None = None
        self.back: Any = None  # the scene's Back button, if it has one
        self.focus: Any = None
        """A ``focus.FocusRing`` over the scene's buttons, for screens played by keys."""
        self._focus_left: tuple[Any, ...] | None = None
        """The control the key ring was on when covered (``rebuilt_when_uncovered``)."""

    def wants_back(self, intent: Any) -> bool:
        """Esc, or the scene's Back button."""
        from neurodrez_desktop.ui import intents

        return isinstance(intent, intents.Back) or (
            self.back is not None and isinstance(intent, intents.Widget)
            and intent.element is self.back)

    # -- widgets --------------------------------------------------------------------------
    def widgets(self) -> pygame_gui.core.UIContainer:
        """This scene's widget container (made on first use)."""
        if self.container is None:
            self.container = pygame_gui.core.UIContainer(
                pygame.Rect((0, 0), LOGICAL_SIZE), self.app.ui)
        return self.container

    def button(self, rect: tuple[int, int, int, int], label: str, tip: str | None = None,
               object_id: str | None = None) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(pygame.Rect(rect), label, self.app.ui,
                                            container=self.widgets(), tool_tip_text=tip,
                                            object_id=object_id)

    # -- life cycle -----------------------------------------------------------------------
    def enter(self) -> None:
        """Build widgets; called once when pushed."""

    def leave(self) -> None:
        self.drop_widgets()

    def drop_widgets(self) -> None:
        """The scene's widgets gone (leaving, or made again in a new language)."""
        if self.container is not None:
            self.container.kill()
            self.container = None

    def cover(self) -> None:
        """Another screen comes over this one: its widgets hidden, or gone where it makes
        them again when uncovered (``rebuilt_when_uncovered``)."""
        if self.rebuilt_when_uncovered:
            ring = self.focus
            if ring is not None and ring.shown and ring.focused is not None:
                self._focus_left = focus_spot(ring.focused)  # (a fresh ring keeps the last)
            self.drop_widgets()
        elif self.container is not None:
            hide_contents_quietly(self.container)

    def relanguage(self) -> None:
        """The language changed (Settings): the widgets are made again in it. Words drawn
        each frame follow by themselves."""
        self.drop_widgets()
        self.enter()

    def uncover(self) -> None:
        if not self.rebuilt_when_uncovered:
            if self.container is not None:
                self.container.show()
            return
        if self.container is None:  # made again, as in a new language
            self.enter()
        ring, spot = self.focus, self._focus_left
        self._focus_left = None
        if ring is not None and spot is not None:  # the key ring where it was left
            ring.focused = next((control for control in ring.buttons()
                                 if focus_spot(control) == spot), None)
            ring.shown = ring.focused is not None

    def handle(self, intent: Any) -> None:
        """React to one intent."""

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw on the logical canvas (widgets are drawn by the app afterwards)."""

    @property
    def busy(self) -> bool:
        """True while an animation plays; input waits for it."""
        return False


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].cover()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].uncover()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Every screen goes (a game ends, another starts) and ``scene`` comes. The screens
        that went are collected at once: a scene and its widgets refer to each other, so
        only the cycle collector frees them, and it came seldom enough that a few finished
        games' tables, buttons and logs were held together (100 MB more at the peak)."""
        left = bool(self.scenes)
        while self.scenes:
            self.scenes.pop().leave()
        if left:
            import gc

            gc.collect()
        self.push(scene)

    def relanguage(self) -> None:
        """Every scene in the new language at once, those under the top kept covered."""
        for scene in self.scenes:
            scene.relanguage()
        for scene in self.scenes[:-1]:
            scene.cover()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]
