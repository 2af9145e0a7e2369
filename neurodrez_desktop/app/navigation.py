"""The one place scenes are reached: every way from one screen to another, and what goes
with it (starting a game, saving, exporting, back to the menu).

Scenes never import each other; they ask ``app.nav``. This module alone imports the
scene modules, so there is no import circle between the scenes, ``scene.py`` and
``main.py``. It imports each one when it is first pushed (the menu alone at start): the
first screen waits for no table, review, rules reader or computer opponent.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from neurodrez_desktop.app.scene import Host, Scene
from neurodrez_desktop.app.scenes.menu import MenuScene
from neurodrez_desktop.core.errors import MalformedRecordError
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.core.record import GameRecord, Seat
from neurodrez_desktop.core.text import safe_text
from neurodrez_desktop.games import entry_for, get_rules

if TYPE_CHECKING:  # imported by the methods that push them, when first pushed
    from neurodrez_desktop.app.scenes.play import PlayScene
    from neurodrez_desktop.app.session import GameSession
    from neurodrez_desktop.app.sitting import Sitting
    from neurodrez_desktop.core.presenter import Presenter

OVERLAYS = {"settings": ("settings_scene", "SettingsScene"), "load": ("load", "LoadScene"),
            "about": ("about", "AboutScene"), "keys": ("keys_overlay", "KeysOverlayScene")}
"""Screens that take nothing but the app, reached by name: (its module under
``app/scenes``, its class), imported when first opened (the keys list reads the table's
own keys from the play scene under it)."""


class Navigation:
    """How the app's screens follow one another (see ``scene.Navigator``)."""

    def __init__(self, app: Host) -> None:
        self.app = app

    # -- screens by name ------------------------------------------------------------------
    def open(self, name: str) -> None:
        """Push a screen that needs nothing but the app: settings, load, about, keys."""
        module, scene = OVERLAYS[name]
        opened = getattr(importlib.import_module(f"neurodrez_desktop.app.scenes.{module}"), scene)
        self.app.push(opened(self.app))

    def menu(self) -> None:
        """Back to the main menu: everything above it is closed (the game is autosaved)."""
        self.app.reset(MenuScene(self.app))

    def setup(self, game_id: str, seats: list[Seat] | None = None,
              options: dict[str, Any] | None = None, *, fresh: bool = False) -> None:
        """The setup screen of a game; ``fresh``: over a new main menu (from the results)."""
        from neurodrez_desktop.app.scenes.setup import SetupScene

        if fresh:
            self.menu()
        self.app.push(SetupScene(self.app, entry_for(game_id), seats, options))

    def rebuild_setup(self, game_id: str, seats: list[Seat], options: dict[str, Any]) -> None:
        """The setup screen again, for another number of players."""
        from neurodrez_desktop.app.scenes.setup import SetupScene

        self.app.replace(SetupScene(self.app, entry_for(game_id), seats, options))

    def rules(self, game_id: str, ruling: str | None = None) -> None:
        """A game's rules; ``ruling``: opened at that ruling (a message's link)."""
        from neurodrez_desktop.app.scenes.rules_reader import RulesScene

        self.app.push(RulesScene(self.app, entry_for(game_id), ruling))

    def practice(self, game_id: str, puzzles: Any = None, seed: int | None = None) -> None:
        """A game's Practice screen over the menu: its shipped puzzles unless ``puzzles``
        are given (tests), one at a time near the player's rating; ``seed``: its deals."""
        from neurodrez_desktop.app.scenes.practice import PracticeScene

        self.app.push(PracticeScene(self.app, entry_for(game_id), puzzles, seed))

    def game_menu(self, play: Scene) -> None:
        """The in-game menu over a play scene (Esc)."""
        from neurodrez_desktop.app.scenes.ingame_menu import InGameMenuScene

        self.app.push(InGameMenuScene(self.app, play))

    def handoff(self, seat: int, name: str, side: str, done: Any, take_back: Any,
                colours: tuple[tuple[int, int, int], ...]) -> None:
        from neurodrez_desktop.app.scenes.handoff import HandoffScene

        self.app.push(HandoffScene(self.app, seat, name, side, done, take_back, colours))

    def handoffs_done(self, table: Scene) -> None:
        """``table`` closes: the handoff buttons kept for its turns go with it."""
        from neurodrez_desktop.app.scenes.handoff import release

        release(table)

    def results(self, session: GameSession) -> None:
        from neurodrez_desktop.app.scenes.results import ResultsScene

        self.app.push(ResultsScene(self.app, session))

    def review(self, record: GameRecord, at: int | None = None) -> None:
        """Step through a game (read only), over the screen it was asked from: a finished
        game with every secret shown, an unfinished one as the person at the screen may
        know it (``app/review.py``); ``at``: at the position after that action. If its
        table cannot be built (OSError, ValueError),
        that is raised and the screen stays as it was."""
        from neurodrez_desktop.app.review import Review
        from neurodrez_desktop.app.scenes.review import ReviewScene

        rules = get_rules(record.game_id)
        review = Review(rules, record)
        if at is not None:  # opened at one move (a click on it in the move list)
            review.go_to_action(at)
        self.app.push(ReviewScene(self.app, review, entry_for(record.game_id)))

    # -- games --------------------------------------------------------------------------------
    def start_new_game(self, rules: Rules[Any, Any], seats: list[Seat], options: dict[str, Any],
                       seed: int | None = None, sitting: Sitting | None = None) -> PlayScene:
        """A new game over the main menu. Bad options raise InvalidOptionsError before the
        screen changes; ``sitting``: the totals of these players' earlier games."""
        from neurodrez_desktop.app.session import GameSession

        session = GameSession.new(rules, seats, options, seed, sitting)
        return self._play(session)

    def open_record(self, record: GameRecord, unfinished: Path | None = None) -> PlayScene:
        """Continue a game read and checked from a file: ``unfinished``, the file of an
        unfinished game, which it goes on in; else a named save, which stays as it is (the
        game goes on in a new file of its own)."""
        from neurodrez_desktop.app.session import GameSession

        return self._play(GameSession(get_rules(record.game_id), record), unfinished,
                          new=False)

    def resume(self) -> None:
        """Continue the newest unfinished game; if it cannot be read, say so on a fresh
        menu (the other unfinished games stay in the Load screen)."""
        entry = self.app.saves.latest_unfinished()
        if entry is None:
            self.app.notice = _("There is no unfinished game to resume.")
            self.menu()
            return
        try:
            record = self.app.saves.load(entry.path)
        except MalformedRecordError as exc:
            self.app.notice = _("The last game cannot be resumed: {error}").format(
                error=safe_text(exc))
            self.menu()  # Resume now offers the next one, if any
            return
        try:
            self.open_record(record, entry.path)
        except (OSError, ValueError) as exc:  # the game's table could not be built
            self.app.notice = _("The last game cannot be shown: {error}").format(
                error=safe_text(exc))

    def _play(self, session: GameSession, kept_in: Path | None = None,
              new: bool = True) -> PlayScene:
        """The table over a fresh main menu. The table is built first: if its layout or
        its drawing cannot be made (OSError, ValueError), the screen stays as it was."""
        from neurodrez_desktop.app.scenes.play import PlayScene

        play = PlayScene(self.app, session, entry_for(session.rules.spec.id), kept_in, new)
        self.menu()
        self.app.push(play)
        settings = self.app.settings
        if (settings.first_help and play.entry.id not in settings.help_seen
                and any(seat.is_human for seat in session.seats)):
            self.first_help(play)  # a person's first game of this one: the callouts
        return play

    def first_help(self, play: PlayScene) -> None:
        """The callouts of a table, over it (the first game, or from the game menu)."""
        from neurodrez_desktop.app.scenes.first_help import FirstHelpScene

        self.app.push(FirstHelpScene(self.app, play.entry, play.layout))

    # -- files ----------------------------------------------------------------------------
    def save(self, session: GameSession) -> tuple[str, bool]:
        """Save to a new file; (message, refused) for the screen."""
        return self._write(self.app.saves.save, session,
                           _("The game could not be saved: {error}"),
                           lambda path: _("Saved as {file}.").format(file=path.name))

    @staticmethod
    def export_label(presenter: Presenter[Any, Any]) -> str | None:
        """"Export PGN" for a game with a standard record format, else None."""
        suffix = presenter.export_suffix
        return None if suffix is None else _("Export {format}").format(format=suffix.upper())

    def export(self, session: GameSession) -> tuple[str, bool]:
        """Export the game in its standard record format; (message, refused)."""
        return self._write(self.app.saves.export, session,
                           _("The game could not be exported: {error}"),
                           lambda path: _("Exported as {file}\nin {folder}").format(
                               file=path.name, folder=path.parent))

    @staticmethod
    def _write(write: Callable[[GameSession], Path], session: GameSession, refused: str,
               said: Callable[[Path], str]) -> tuple[str, bool]:
        """Write a file of the game; a disk problem is said (``refused``, its ``{error}``
        the system's words), and the game goes on."""
        try:
            path = write(session)
        except OSError as exc:
            return refused.format(error=exc.strerror or exc), True
        return said(path), False
