"""A game's one entry: everything it offers the program, in one typed value.

The registry (``games/__init__.py``) lists entries; the menu, setup screen, play scene,
AI, layout loader, selftest and benchmarks read a game only through its entry, never by
importing a module named after it. An entry is pure: the table (which draws with pygame)
is reached through a function the entry calls only when a window needs it, so the rules,
the AI and the headless tools never load pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.core.protocol import Outcome, Rules
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.core.rulings import Ruling, read_rulings
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.core.test_profile import TestProfile

if TYPE_CHECKING:  # the table's types; never imported at run time from here
    from neurodrez_desktop.ui.table import GameTable

Evaluation = Callable[[Any], tuple[float, ...]]
"""A position's worth to each seat, in [0, 1] (the search's cut-off)."""


@dataclass(frozen=True)
class AiHooks:
    """What a game tells the computer players beyond its rules: an evaluation, and
    optional guidance for the search."""

    evaluate: Evaluation
    """Each seat's prospects in [0, 1], where a playout stops before the end (the rules'
    outcome is used at the end)."""
    first_to_try: Callable[[Any, list[Any], Rng], Any] | None = None
    """Which new action the search expands first (captures before quiet moves), so a reply
    that refutes a move is found before the move looks good; None: a random one."""
    worth_trying: Callable[[Any, list[Any]], list[Any]] | None = None
    """The legal actions the search should consider (only a move that wins at once if
    there is one, never one that hands another seat the game); None: all of them."""
    deliberate: Callable[[Any], bool] | None = None
    """Where a playout plays the evaluation's favourite instead of a random action (few
    actions that decide games); None: random everywhere."""
    rollout_depth: int | None = None
    """How many actions a playout plays past a new node; None: the search's default."""
    decision: Callable[[Any], Hashable] | None = None
    """What the search decides of an action: actions with the same decision differ only in
    how they are paid (PokerDrez: the chess move, whichever card pays it). The search
    weighs decisions, and ``cheapest`` pays for the one chosen, so a move is not split
    into a branch per card (which kept the opponent's best reply from being revisited).
    None: every action is a decision of its own."""
    cheapest: Callable[[Any, list[Any]], Any] | None = None
    """Which of the legal actions of one decision to play (``cheapest(state, actions)``):
    the cheapest payment (the die before a card, a plain card before a Joker). None: the
    first."""
    obvious: Callable[[Any, list[Any]], Any] | None = None
    """A choice the game's heuristic settles without a search (``obvious(state, legal)``:
    which card goes back to the common row), or None to search it. Keeps easy choices
    quick, so the budget goes where it matters."""
    open_chance: Callable[[Any], bool] | None = None
    """Chance the search branches on, outcome by outcome (``open_chance(state)``): an event
    every seat sees with few outcomes (PokerDrez's die, P9), so what to do after a six is
    searched apart from what to do after a one. None: chance is sampled, never a branch
    (a card drawn into a hand must stay unseen by the others' replies)."""
    blind: Callable[[Any], bool] | None = None
    """Where the seat to act chooses without seeing the choice just made (``blind(state)``:
    Quattro Colonne's second order, given before the first is revealed, Q4). The search
    then weighs that seat's options alike whatever the hidden choice was, and takes the
    hidden choice's worth as the mean over them, not as its best reply: otherwise the
    opponent in the tree answers an order it cannot see, and every order looks as bad as
    its counter. None: every choice is seen by the next seat to act."""
    end_rewards: Callable[[Outcome], tuple[float, ...]] | None = None
    """Each seat's reward at the end of a game (``end_rewards(outcome)``), where the
    evaluation is a share of what the scores count (Berd: the points each side has and is
    on its way to): the end scored on the same scale, so a loss the search has proven
    (lose by 100) is not worth less than one beyond its reach (lose by 200, still valued
    at the evaluation's third). None: 1 for a win, 0 for a loss, a half each on a draw."""
    minimax: float | None = None
    """How much an option's value in the search owes to its minimax backup, the rest to its
    mean reward (``ismcts.MINIMAX``, 0.4, when None). Higher where the evaluation already
    sees a piece left hanging (PokerDrez's threat term), so the backup is to be trusted
    over a mean that the opponent's weaker replies, tried for exploration, keep high."""
    search_rate: int = 1000
    """Iterations a second of this game's search on the reference machine, idle (the
    slower positions of whole games: ``neurodrez bench rate`` measures it): a level's
    ``Budget.work`` seconds become ``work * search_rate`` iterations, the same on every
    machine, so the level is the same opponent on each."""
    tactics: Callable[[], Sequence[Tactic]] | None = None
    """The game's tactics positions (``core/tactics.py``), for ``bench tactics`` and the AI's
    tests; a function, so they are built only when asked for."""


@dataclass(frozen=True)
class BenchScript:
    """What ``neurodrez bench ui`` plays of the game: options that animate the most (the
    heaviest table), for two seats, or ``players`` if the game needs more."""

    options: Mapping[str, Any] = field(default_factory=dict)
    players: int | None = None


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
      (``rules_file``, not empty) and its rulings (``rulings_file``, at least one); a table
      map with the named rectangles above; and a ``TestProfile`` (``tests``) saying how
      many coordinates its table draws (at least one: a board's coordinates stay visible)
      and which seeded games end quickly, so the app tests run it with no edit of theirs.
    """

    rules: Rules
    folder: Path
    """The game's folder (``Path(__file__).parent`` in its ``__init__``)."""
    tagline: str
    """One line for the main menu."""
    ai: AiHooks
    table: Callable[[], GameTable] | None = None
    """The table, imported when first needed; None while only the rules have landed."""
    presenter: Presenter[Any, Any] = field(default_factory=Presenter)
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
    tests: TestProfile | None = None
    """What the tests need of the game and cannot derive (``core/test_profile.py``); None
    only while the game is unfinished (the conformance suite then says so)."""

    @property
    def id(self) -> str:
        return self.rules.spec.id

    @property
    def title(self) -> str:
        return self.rules.spec.title

    @property
    def has_table(self) -> bool:
        return self.table is not None

    @property
    def layout_path(self) -> Path:
        return self.folder / self.layout_file

    def rules_text(self) -> str:
        """The in-app rules (Markdown)."""
        return (self.folder / self.rules_file).read_text(encoding="utf-8")

    def rulings(self) -> dict[str, Ruling]:
        """The game's rulings by id (none for a game that ships no rulings file)."""
        path = self.folder / self.rulings_file
        return read_rulings(path) if path.is_file() else {}
