"""The main loop: the one place that reads pygame events and turns them into intents.

``App.step`` is one frame (events → intents → the top scene, update, draw); ``App.run``
repeats it at 60 fps. Tests and the selftest drive ``step`` directly with posted events.
"""

from __future__ import annotations

import sys
from functools import cached_property
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from neurodrez_desktop.app.display import (
    Display,
    ScaledUIManager,
    display_problem,
    opening_size,
)
from neurodrez_desktop.app.navigation import Navigation
from neurodrez_desktop.app.saves import SaveStore
from neurodrez_desktop.app.scene import Scene, SceneStack
from neurodrez_desktop.app.settings import Settings, SettingsStore
from neurodrez_desktop.app.sound import Sounds, filtered_stderr
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.resources import asset_path
from neurodrez_desktop.ui import draw, intents, theme
from neurodrez_desktop.ui.theme import BACKGROUND

if TYPE_CHECKING:
    from neurodrez_desktop.app.practice_store import PracticeStore

FPS = 60
TOAST_S = 1.6
UI_EVENTS = {
    pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
    pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED,
    pygame_gui.UI_TEXT_ENTRY_FINISHED, pygame_gui.UI_TEXT_ENTRY_CHANGED,
    pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
    pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
    pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
}


LEAVING_TEXT = (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER,
                pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN)


def leaves_text_box(key: int) -> bool:
    """Keys a one-line text box has no use for: while one is typed in they still go on as
    intents (Esc, Tab, Enter, Up, Down leave it, its text kept; F3 finds the next match,
    PageUp and PageDown scroll the page searched)."""
    return key in LEAVING_TEXT or pygame.K_F1 <= key <= pygame.K_F12


class App:
    def __init__(self, size: tuple[int, int] | None = None) -> None:
        from neurodrez_desktop.app.heap import share_arenas

        share_arenas()  # before SDL's and the computer's threads take heaps of their own
        with filtered_stderr():  # no "ALSA lib" lines when there is no sound card
            pygame.init()
        theme.clear_caches()  # fonts from an earlier pygame.init are dead
        draw.clear_sprites()
        pygame.display.set_caption("NeuroDrez Desktop")
        pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "neurodrez.png"))))
        self.settings_store = SettingsStore()
        self.settings: Settings = self.settings_store.load()
        i18n.set_language(self.settings.spoken_language)
        if size is None:
            size = opening_size(self.chosen_size())
        self.display = Display(size, self.settings.fullscreen)
        self.ui = ScaledUIManager(self.display, str(asset_path("themes", "default.json")))
        fonts: list[dict[str, str | int | float]] = [
            {"name": "noto_sans", "point_size": size, "style": "bold"}
            for size in (18, 24, 26, 28, 30, 34, 44)]
        self.ui.preload_fonts(fonts + [{"name": "noto_sans", "point_size": 28,
                                        "style": "italic"}])
        self.saves = SaveStore()
        self.sounds = Sounds(self.settings.volume, self.settings.muted, later=True)
        self.scenes = SceneStack()
        self.nav = Navigation(self)
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.notice: str | None = self.settings_store.problem
        self.visited: list[str] = []  # names of scenes as they were entered (for tests)
        self.held: set[int] = set()
        """Toggle keys down now: their repeats are ignored until they are let go."""
        self.toast: tuple[str, float] | None = None
        """A short confirmation over any scene (text, seconds left)."""

    @cached_property
    def practice(self) -> PracticeStore:
        """The player's practice ratings, made when Practice first asks: the start of the
        program neither imports the store nor reads its file."""
        from neurodrez_desktop.app.practice_store import PracticeStore, practice_path

        return PracticeStore(practice_path())

    def chosen_size(self) -> tuple[int, int] | None:
        """The window size the player chose (a window dragged to it, kept in the
        settings), or None: the settings' own default size is no one's choice."""
        size = (self.settings.window_width, self.settings.window_height)
        default = Settings()
        return None if size == (default.window_width, default.window_height) else size

    # -- the loop -------------------------------------------------------------------------
    def start(self) -> None:
        self.nav.menu()

    def run(self) -> None:
        self.start()
        try:
            while self.running:
                self.step(self.clock.tick(FPS) / 1000)
        finally:  # however the loop ends, no computer worker is left behind
            self.saves.flush()  # and the game kept last is on disk
            runner = sys.modules.get("neurodrez_desktop.ai.runner")
            if runner is not None:  # not imported: no computer played, no worker started
                runner.AgentRunner.shutdown()
            pygame.quit()

    def step(self, dt: float) -> None:
        if self.frames == 1:  # the first frame, shown, played no sound: they are made now
            self.sounds.load()
        for event in pygame.event.get():
            self.dispatch(event)
        self.saves.tell_failures()  # a game the keeper could not write, said on its table
        if self.toast is not None:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        self.ui.update(dt)
        top = self.scenes.top
        if top is not None:
            top.update(dt)
            if self.scenes.top is not top:  # a scene came or went: its widgets too, at once
                self.ui.update(0.0)
        self.draw()

    def draw(self) -> None:
        canvas = self.display.canvas
        shown = self.scenes.visible()
        canvas.fill(shown[0].background if shown else BACKGROUND)
        for scene in shown:
            scene.draw(canvas)
        top = self.scenes.top
        if top is not None and top.focus is not None:  # the ring, around its button
            top.focus.draw(canvas)
        self.ui.draw_ui(canvas)
        if self.toast is not None:
            self._draw_toast(canvas, self.toast[0])
        self.display.present()
        self.frames += 1

    def _draw_toast(self, canvas: pygame.Surface, text: str) -> None:
        words = theme.text(text, 30, theme.TEXT, True)
        box = words.get_rect(midtop=(canvas.get_width() // 2, 24)).inflate(48, 24)
        draw.panel(canvas, box)
        canvas.blit(words, words.get_rect(center=box.center))

    def quit(self) -> None:
        self.running = False
        self.saves.flush()

    # -- events → intents -----------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.display.resized(event.size)
            if not self.display.fullscreen:  # remembered within sane bounds
                self.update_settings(window_width=min(max(event.w, 320), 10000),
                                     window_height=min(max(event.h, 240), 10000))
            return
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:  # its key-ups go to another window
            self.held.clear()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            if self._first_press(event.key):
                self.display.toggle_fullscreen()
                self.update_settings(fullscreen=self.display.fullscreen)
            return
        if event.type in UI_EVENTS:  # widgets listen to each other's events too
            self.ui.process_events(event)
            self.send(intents.Widget(event))
            return
        if event.type == pygame.KEYDOWN and self._typing() and leaves_text_box(event.key):
            self.send(self.translate(event))  # the focus ring or the scene: out of the box
            return
        if self.ui.process_events(event):
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and self._typing():
            return  # keys belong to the text box being typed in
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            if self._first_press(event.key):
                self.toggle_mute()
            return
        intent = self.translate(event)
        if intent is not None:
            self.send(intent)

    def _first_press(self, key: int) -> bool:
        """A toggle key (F11, M) went down now, not a repeat of one still held: held down,
        or repeated by the key repeat a pygame_gui text box turns on, it switches once."""
        if key in self.held:
            return False
        self.held.add(key)
        return True

    def toggle_mute(self) -> None:
        """M anywhere but in a text box, and the Settings screen's Mute box."""
        self.update_settings(muted=not self.settings.muted)
        self.toast = (_("Sound off (M turns it on)") if self.settings.muted
                      else _("Sound on"), TOAST_S)

    def _typing(self) -> bool:
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine)
                   # pygame_gui leaves get_focus_set unannotated; called on our subclass,
                   # it escapes the config's untyped_calls_exclude of pygame_gui
                   for e in self.ui.get_focus_set() or ())  # type: ignore[no-untyped-call]

    def translate(self, event: pygame.event.Event) -> Any:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            pos = self.display.to_logical(event.pos)
            return intents.Click(pos) if event.button == 1 else intents.RightClick(pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return intents.Release(self.display.to_logical(event.pos))
        if event.type == pygame.MOUSEMOTION:
            return intents.Hover(self.display.to_logical(event.pos))
        if event.type == pygame.MOUSEWHEEL:
            return intents.Scroll(self.display.to_logical(pygame.mouse.get_pos()), event.y)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return intents.Back()
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                return intents.Undo()
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return intents.Confirm(getattr(event, "mod", 0))
            return intents.Key(event.key, event.unicode, getattr(event, "mod", 0))
        return None

    def send(self, intent: Any) -> None:
        top = self.scenes.top
        if top is None:
            return
        if top.focus is not None and top.focus.handle(intent, top.handle):
            return  # Tab, an arrow, or Enter on the button in focus
        top.handle(intent)

    # -- scenes ---------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)
        self.visited.append(scene.name)

    def pop(self) -> None:
        self.scenes.pop()

    def replace(self, scene: Scene) -> None:
        self.scenes.replace(scene)
        self.visited.append(scene.name)

    def reset(self, scene: Scene) -> None:
        self.scenes.reset(scene)
        self.visited.append(scene.name)

    def set_language(self, code: str) -> None:
        """Every word in ``code`` from now on, kept in the settings; the scenes' widgets
        are made again at once (no restart)."""
        i18n.set_language(code)
        self.update_settings(language=code)
        self.scenes.relanguage()

    def update_settings(self, **changes: Any) -> None:
        self.settings = self.settings.with_(**changes)
        self.sounds.set_volume(self.settings.volume)
        if self.sounds.muted != self.settings.muted:
            self.sounds.set_muted(self.settings.muted)
        try:
            self.settings_store.save(self.settings)
        except OSError as exc:
            self.notice = _("Settings could not be saved: {error}").format(error=exc)


def run_app() -> int:
    """The program for a person: refused, in one line and status 1, where no window can be
    seen (SDL 2 would otherwise pick its offscreen driver and run unseen for ever)."""
    problem = display_problem()
    if problem is None:
        try:
            app = App()
        except pygame.error as exc:  # a display that refuses the window
            problem = f"the window could not be opened: {exc}"
    if problem is not None:
        pygame.quit()
        print(f"neurodrez: no display found ({problem}): run it on a desktop, "
              "or use --selftest headless", file=sys.stderr)
        return 1
    app.run()
    return 0
