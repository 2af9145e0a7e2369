"""Drive the real program with real pygame events: for the selftest, tests and benchmarks.

Clicks are posted as MOUSEBUTTONDOWN/UP events at window coordinates and go through
``App.step`` like a person's, so the same event → intent → controller path is exercised.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from neurodrez_desktop.app.main import App
from neurodrez_desktop.ui import draw

FRAME = 1 / 60


class Driver:
    def __init__(self, app: App, shots: Path | None = None) -> None:
        self.app = app
        self.shots = shots
        self.shot_names: list[str] = []

    def frames(self, n: int = 1, dt: float = FRAME) -> None:
        for _ in range(n):
            self.app.step(dt)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """A click at a logical position, as the window would deliver it."""
        where = self.app.display.to_window(pos)
        pygame.mouse.set_pos(where)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=button))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=button))
        self.frames(2)

    def press(self, element: Any) -> None:
        """Click a pygame_gui widget in its middle."""
        self.click(element.rect.center)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod,
                                             unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, scancode=0))
        self.frames(2)

    def settle(self, limit: int = 600) -> None:
        """Step until the top scene has no animation running and chance has been drawn,
        and a table shows each of its panels as it now is (``draw.settled``)."""
        for _ in range(limit):
            top = self.app.scenes.top
            session = getattr(top, "session", None) if top is not None else None
            waiting = top is not None and (top.busy or (
                session is not None and top.name == "play"
                and (session.current_player == -1 or not draw.settled())))
            if not waiting:
                return
            self.frames(1)
        raise RuntimeError("the program did not settle (an animation or chance never ended)")

    @property
    def scene(self) -> Any:
        return self.app.scenes.top

    def screenshot(self, name: str) -> Path | None:
        if self.shots is None:
            return None
        self.shots.mkdir(parents=True, exist_ok=True)
        path = self.shots / f"{len(self.shot_names) + 1:02d}-{name}.png"
        pygame.image.save(self.app.display.canvas, str(path))
        self.shot_names.append(path.name)
        return path

    def play_action(self, action: Any) -> None:
        """Make ``action`` by clicking where the game's controller says it is made."""
        play = self.scene
        session = play.session
        seat = session.current_player
        before = len(session.record.actions)
        view = play.rules.view_for(session.state, seat)
        for pos in play.controller.clicks_for(view, seat, action):
            self.click(pos)
            view = play.rules.view_for(session.state, seat)
            if len(session.record.actions) > before:
                break
        actions = session.record.actions
        if len(actions) <= before or actions[before] != action:
            raise RuntimeError(f"clicking for {action} did not play it "
                               f"(message: {play.message})")
