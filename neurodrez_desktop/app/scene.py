"""Scenes and the scene stack (menu → setup → play → results; overlays on top).

A scene is entered, handles intents, updates its animations, draws itself and is left.
Only the top scene gets intents; an overlay (``opaque = False``) is drawn over the scene
below it. Each scene keeps its pygame_gui widgets in one container, hidden while covered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from neurodrez_desktop.ui.theme import LOGICAL_SIZE

if TYPE_CHECKING:
    from neurodrez_desktop.app.main import App


class Scene:
    opaque = True
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.container: pygame_gui.core.UIContainer | None = None
        self.back: Any = None  # the scene's Back button, if it has one

    def wants_back(self, intent: Any) -> bool:
        """Esc, or the scene's Back button."""
        from neurodrez_desktop.app import intents

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
        if self.container is not None:
            self.container.kill()
            self.container = None

    def cover(self) -> None:
        if self.container is not None:
            self.container.hide()

    def uncover(self) -> None:
        if self.container is not None:
            self.container.show()

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
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]
