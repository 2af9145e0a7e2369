"""A game's one entry: everything it offers the program, in one typed value.

The registry (``games/__init__.py``) lists entries; the menu, setup screen, play scene,
AI, layout loader, selftest and benchmarks read a game only through its entry, never by
importing a module named after it. An entry is pure: the table (which draws with pygame)
is reached through a function the entry calls only when a window needs it, so the rules,
the AI and the headless tools never load pygame.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.i18n import Catalog, catalog
from neurodrez_desktop.core.protocol import GameSpec, Rules
from neurodrez_desktop.core.rulings import Ruling, read_rulings

if TYPE_CHECKING:  # the table's and the parts' types; never imported at run time from here
    from neurodrez_desktop.core.presenter import Presenter
    from neurodrez_desktop.core.search_policy import SearchPolicy
    from neurodrez_desktop.core.test_profile import TestProfile
    from neurodrez_desktop.ui.table import GameTable

T = TypeVar("T")


@dataclass(frozen=True)
class Later(Generic[T]):
    """A part of a game named by its module and attribute, imported on first use: the menu
    lists every game from its entry, and the first screen must not wait for a game's
    search, presenter or rules to be imported (PokerDrez's pull in python-chess). A name
    travels to the computer's worker processes as it is (it pickles as two strings).

    The attribute is the part itself, or a class made with no arguments."""

    module: str
    name: str

    def load(self) -> T:
        made = getattr(importlib.import_module(self.module), self.name)
        return made() if isinstance(made, type) else made  # type: ignore[no-any-return]


class _Part(Generic[T]):
    """A field of ``GameEntry`` that takes the part or a ``Later`` naming it: read, it is
    the part, loaded the first time and kept on the entry (so a test's or a new game's
    entry may still give the object itself)."""

    def __init__(self, default: T | Later[T] | None = None, *, required: bool = True) -> None:
        self.default = default
        self.required = required
        self.kept = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.kept = f"_{name}"

    @overload
    def __get__(self, entry: None, owner: type) -> T | Later[T] | None: ...
    @overload
    def __get__(self, entry: object, owner: type | None = None) -> T: ...

    def __get__(self, entry: object | None, owner: type | None = None
                ) -> T | Later[T] | None:
        if entry is None:  # the dataclass asks for the field's default
            if self.required:
                raise AttributeError(self.kept[1:])  # no default: a required argument
            return self.default
        value = entry.__dict__[self.kept]
        if isinstance(value, Later):
            value = value.load()
            entry.__dict__[self.kept] = value
        return value  # type: ignore[no-any-return]

    def __set__(self, entry: object, value: T | Later[T]) -> None:
        entry.__dict__[self.kept] = value

@dataclass(frozen=True)
class BenchScript:
    """What ``neurodrez bench ui`` plays of the game: options that animate and fill the
    most (the heaviest table), for two seats, or ``players`` (the most the table seats)."""

    options: Mapping[str, Any] = field(default_factory=dict)
    players: int | None = None
    played_before: int = 0
    """Actions of seeded random play made before the timed frames: the table is timed at
    its fullest (a grown grid, full hands, captures), not only at its opening."""


@dataclass(frozen=True)
class GameEntry:
    """One game, as the program knows it.

    What a game must meet to be listed (the conformance suite, ``tests/test_conformance.py``,
    checks every point for every registered game):

    - ``rules`` is a stateless ``Rules`` (``core/protocol.py``): ``apply`` never changes its
      input and refuses an illegal action with ``IllegalActionError`` naming the ruling;
      chance is the ``CHANCE`` player with explicit outcomes; no unordered iteration (the
      same seed and actions give the same game in every process).
    - Hidden information lives only behind ``view_for``; two states that differ only in
      other seats' secrets give the same view; ``sample_from_view`` deals a full state
      with that view.
    - ``state_from_json`` and ``action_from_json`` read back exactly what ``state_to_json``
      and ``action_to_json`` write and refuse anything else — unknown keys, missing keys,
      wrong types, out-of-range values — with ``MalformedStateError`` or
      ``MalformedActionError`` (``ValueError``s), never another exception, so a damaged
      save gets a message.
    - Options are ``GameSpec.options``; a cosmetic option never changes the game.
    - Modules under the game's folder import no other game and no registry; only its table
      modules (``controller``, ``view``, ``art``, ``table``) import pygame, pygame_gui or
      pytmx (``tests/test_architecture.py``).
    - ``folder`` holds the table's Tiled map (``layout_file``: rectangles named ``status``,
      ``board``, ``message``, ``log`` and ``buttons`` on the 1920×1080 canvas, and any the
      game's view reads) and the in-app rules (``rules_file``, Markdown).
    - ``table`` returns the game's ``GameTable`` (``ui/table.py``); its controller picks
      actions from ``legal_actions`` and shows the rules' own ``refusal``/``why_not``
      words, and is made from a ``TableSetup`` (public configuration), never the state.
    - It brings what its players and the tests read of it (``test_conformance.py``'s
      ``test_each_game_meets_its_obligations`` names whatever is missing): at least 10
      tactics positions (its search's ``tactics``, ``core/tactics.py``); its rules text
      (``rules_file``, not empty) and its rulings (``rulings_file``, at least one), each
      also translated into every shipped language (``locale/<language>/``); a table
      map with the named rectangles above; and a ``TestProfile`` (``tests``) saying how
      many coordinates its table draws (at least one: a board's coordinates stay visible)
      and which seeded games end quickly, so the app tests run it with no edit of theirs.
    """

    rules: _Part[Rules[Any, Any]] = _Part()
    """The game's rules (or a ``Later`` naming them); the entry is the same type for every
    game (the registry lists them together), so its state and action types are the rules'
    own to say."""
    # _Part() is no default (it says so to the dataclass); mypy takes it for one
    folder: Path  # type: ignore[misc]
    """The game's folder (``Path(__file__).parent`` in its ``__init__``)."""
    tagline: str  # type: ignore[misc]
    """One line for the main menu."""
    search: _Part[SearchPolicy[Any, Any]] = _Part()
    """How the computer searches the game: its evaluation and the search's hooks, each
    with a default (``core/search_policy.py``; the game's own in ``policy.py``)."""
    table: Callable[[], GameTable] | None = None
    """The table, imported when first needed; None while only the rules have landed."""
    presenter: _Part[Presenter[Any, Any]] = _Part(
        Later("neurodrez_desktop.core.presenter", "Presenter"), required=False)
    """What the table says and shows of the game (side names and colours, log and move
    words, progress, score sheets, the standard record): ``core/presenter.py``."""
    bench: BenchScript = BenchScript()
    setup_note: str = ""
    """A sentence the setup screen shows under the players (how a game with these rules
    tends to go, measured: Neuroriders' early end); empty: nothing."""
    first_help: tuple[tuple[str, str], ...] = ()
    """Callouts shown the first time a person plays the game: (a rectangle of the table's
    map, what to do there), three to six; the app adds the turn, message and log ones."""
    layout_file: str = "table.tmx"
    rules_file: str = "rules_text.md"
    rulings_file: str = "rulings.md"
    """The game's rulings (B7, P4, …), the ids its refusals cite (``core/rulings.py``)."""
    tests: _Part[TestProfile[Any] | None] = _Part(None, required=False)
    """What the tests need of the game and cannot derive (``core/test_profile.py``); None
    only while the game is unfinished (the conformance suite then says so)."""
    listing: GameSpec | None = None
    """The rules' ``spec`` given apart, for an entry whose rules are a ``Later``: the menu
    lists the game (id, title, player counts, options) without importing its rules."""

    @property
    def spec(self) -> GameSpec:
        """The game's id, title, player counts and options: the listing, else the rules'."""
        return self.listing if self.listing is not None else self.rules.spec

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def title(self) -> str:
        return self.spec.title

    @property
    def has_table(self) -> bool:
        return self.table is not None

    @property
    def layout_path(self) -> Path:
        return self.folder / self.layout_file

    @property
    def catalog(self) -> Catalog:
        """The game's words in every language (``games/<id>/locale``, domain ``<id>``):
        what the program shows of the game from its entry (its title, tagline, options,
        callouts) is translated with it."""
        return catalog(self.id, self.folder)

    def said(self, name: str) -> Path:
        """The game's file ``name`` in the language shown: its own copy under
        ``locale/<language>/`` (``locale/es/rules_text.md``), else the English one beside
        the game. A language without a copy reads English rather than nothing."""
        own = self.folder / "locale" / i18n.language() / name
        return own if own.is_file() else self.folder / name

    def rules_text(self) -> str:
        """The in-app rules (Markdown), in the language shown."""
        return self.said(self.rules_file).read_text(encoding="utf-8")

    def rulings(self) -> dict[str, Ruling]:
        """The game's rulings by id, in the language shown (none for a game that ships no
        rulings file); the ids are the same in every language."""
        path = self.said(self.rulings_file)
        return read_rulings(path) if path.is_file() else {}
