"""The window and the logical canvas it shows, scaled and letterboxed.

Scenes draw on a fixed 1920×1080 canvas; the window may be any size. Mouse positions go
the other way through ``to_logical``. When the window is exactly the canvas size the
canvas is the window surface itself, so nothing is scaled.
"""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from typing import Any, cast

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.core.surface_cache import SurfaceCache
from pygame_gui.core.utility import FontResource

from neurodrez_desktop.app.sound import ALSA_NOISE, filtered_stderr
from neurodrez_desktop.ui.theme import BACKGROUND, LOGICAL_SIZE, own_font_file

HEADLESS_DRIVERS = ("offscreen", "dummy")
"""SDL video drivers that draw to no screen: SDL 2 falls back to ``offscreen`` by itself
when it finds no desktop, and the program would then run unseen for ever."""
HEADLESS_ALLOWED = "NEURODREZ_HEADLESS"
"""Set (to anything) to let the program itself run on a headless driver."""
SMALLEST_WINDOW = (1280, 720)
"""The window opened is never smaller than this, unless the desktop is."""
DESKTOP_SHARE = 0.9
"""How much of the desktop the window opened takes at most: room is left for the
window's title bar and the desktop's own panels."""


def opening_size(chosen: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's size at start-up: the size the player chose where it fits on the
    desktop, else most of the desktop, so the layout's small words are not shrunk to
    7–9 px in a 1280×720 window on a large screen. A headless driver's desktop is
    make-believe: there the chosen size, else ``SMALLEST_WINDOW``."""
    sizes = pygame.display.get_desktop_sizes()
    if pygame.display.get_driver() in HEADLESS_DRIVERS or not sizes:
        return chosen or SMALLEST_WINDOW
    desktop = sizes[0]  # the first display, where SDL opens a window
    if chosen is not None and chosen[0] <= desktop[0] and chosen[1] <= desktop[1]:
        return chosen
    return fitted_size(desktop)


def fitted_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest window in the layout's shape within ``DESKTOP_SHARE`` of ``desktop``,
    raised to ``SMALLEST_WINDOW`` where that still fits on the desktop."""
    dw, dh = desktop
    lw, lh = LOGICAL_SIZE
    if dw <= 0 or dh <= 0:
        return SMALLEST_WINDOW
    scale = DESKTOP_SHARE * min(dw / lw, dh / lh)
    size = (int(lw * scale), int(lh * scale))
    least_w, least_h = SMALLEST_WINDOW
    if dw >= least_w and dh >= least_h and (size[0] < least_w or size[1] < least_h):
        return SMALLEST_WINDOW
    return size


def display_problem() -> str | None:
    """Why the program cannot show a window here (None: it can), found before it starts.

    Tests, the selftest and the benchmarks build ``App`` themselves on the dummy driver
    and never ask this."""
    with filtered_stderr(ALSA_NOISE + ("error: XDG_RUNTIME_DIR",)):  # Wayland's probe
        try:
            pygame.display.init()
        except pygame.error as exc:
            return str(exc)[:200] or "SDL could not start its video"
    driver = pygame.display.get_driver()
    if driver not in HEADLESS_DRIVERS or os.environ.get(HEADLESS_ALLOWED):
        return None
    if os.environ.get("SDL_VIDEODRIVER"):
        return f"SDL_VIDEODRIVER={driver} draws on no screen"
    if sys.platform.startswith("linux"):
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            return "DISPLAY and WAYLAND_DISPLAY are not set"
        return "no desktop answered on DISPLAY or WAYLAND_DISPLAY"
    return f"SDL chose its {driver} driver"


class Display:
    def __init__(self, size: tuple[int, int], fullscreen: bool = False) -> None:
        self.fullscreen = fullscreen
        self.windowed_size = size
        self.window = self._open(size)
        self._offscreen: pygame.Surface | None = None
        """The logical canvas scaled into a window of another size (8 MB): made only then."""
        self.canvas = self.window
        """Where a frame is drawn, in logical coordinates: the window itself when it is
        the logical size (nothing to copy), else a surface scaled into the window."""
        self._layout()

    def _open(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _layout(self) -> None:
        ww, wh = self.window.get_size()
        lw, lh = LOGICAL_SIZE
        self.scale = min(ww / lw, wh / lh) or 1.0
        self.view = pygame.Rect(0, 0, round(lw * self.scale), round(lh * self.scale))
        self.view.center = (ww // 2, wh // 2)
        self.direct = self.view.size == LOGICAL_SIZE and self.view.topleft == (0, 0)
        if self.direct:
            self._offscreen = None
        elif self._offscreen is None:
            self._offscreen = pygame.Surface(LOGICAL_SIZE).convert()
        self.canvas = self.window if self._offscreen is None else self._offscreen

    def resized(self, size: tuple[int, int]) -> None:
        if not self.fullscreen:
            self.windowed_size = size
        self.window = pygame.display.get_surface() or self._open(size)
        self._layout()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.window = self._open(self.windowed_size)
        self._layout()

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        return (int((pos[0] - self.view.x) / self.scale), int((pos[1] - self.view.y) / self.scale))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        return (round(pos[0] * self.scale + self.view.x), round(pos[1] * self.scale + self.view.y))

    def present(self) -> None:
        if not self.direct:
            self.window.fill(BACKGROUND)
            pygame.transform.smoothscale(self.canvas, self.view.size,
                                         self.window.subsurface(self.view))
        pygame.display.flip()


def font_on_disk(location: object) -> object:
    """A font that pygame_gui carries, named as its file when it is one on disk (in a
    checkout, an installed package and the packaged program alike): its Noto Sans as the
    program's own cut of it (``theme.own_font_file``: half its memory a font opened), the
    text set as the program's own; any other location as it is."""
    if not isinstance(location, PackageResource):
        return location
    own = own_font_file(location.resource) if location.package == "pygame_gui.data" else None
    if own is not None:
        return own
    try:
        path = files(location.package).joinpath(location.resource)
    except (ModuleNotFoundError, OSError):
        return location
    return str(path) if path.is_file() else location


class OnePageShapeCache(SurfaceCache):
    """pygame_gui's cache of widgets' shapes (a button's rounded box in each state, shared
    by the buttons of one size and colour), held to its first 1024×1024 page: it grew a
    page of 4 MB at a time, up to three, as screens with buttons of new sizes came (a
    game's results: 8 MB more at the peak, under its table). A shape that finds no room is
    drawn for its widget alone, as a large one always is; when the page is full the
    shapes used once and no longer are let go."""

    def __init__(self) -> None:
        super().__init__()  # type: ignore[no-untyped-call]  # pygame_gui leaves it bare

    def _expand_lt_cache(self) -> None:
        self.low_on_space = True


class ScaledUIManager(pygame_gui.UIManager):
    """A UIManager working in logical coordinates inside a scaled, letterboxed window."""

    def __init__(self, display: Display, theme_path: str | None) -> None:
        super().__init__(LOGICAL_SIZE, theme_path)
        self.display = display

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        """The theme, its fonts read from their files: pygame_gui reads a font it carries
        whole into memory for every size and style it loads (its Noto Sans, 0.6 MB a
        time: some 9 MB for the program's sizes), where a font opened by its path is read
        as glyphs are needed (1 MB for all of them). So the fonts' files are made known
        before the theme loads a font, and the two pygame_gui loads on its own first
        (its default and symbol fonts, size 14) are opened again by path."""
        theme = super().create_new_theme(None)
        theme._shape_cache = OnePageShapeCache()
        fonts = theme.font_dict
        for name, styles in fonts.known_font_paths.items():
            fonts.known_font_paths[name] = [(cast(Any, font_on_disk(where)), forced)
                                            for where, forced in styles]
        for font_id, loaded in list(fonts.loaded_fonts.items()):
            where = font_on_disk(loaded.location)
            if isinstance(where, str) and where != loaded.location:
                again = FontResource(font_id, loaded.size, loaded.style,
                                     (where, loaded.force_style))
                if again.load() is None:
                    fonts.loaded_fonts[font_id] = again
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme

    def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:
        return self.display.to_logical(position)
