"""The rules API every game implements (see DESIGN.md, "The rules API").

A game is a stateless ``Rules`` object plus immutable states, in the manner of OpenSpiel:
chance is an explicit player (``CHANCE``) whose actions come with probabilities, and each
seat sees the game only through ``view_for``. ``apply`` never changes its input.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from neurodrez_desktop.core.errors import IllegalActionError, InvalidOptionsError
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.core.rulings import is_ruling_id

CHANCE = -1
"""``current_player`` at a chance node: a roll, shuffle or draw is next."""
TERMINAL = -2
"""``current_player`` once the game has ended."""
ONLOOKER = -3
"""A seat number for ``view_for`` that owns nothing: every secret is hidden."""

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)


@dataclass(frozen=True)
class Option:
    """One setting on a game's setup screen.

    ``choices`` are the values offered, in the order shown; ``(False, True)`` is a checkbox.
    ``labels`` (optional, same length) are the texts shown for the choices.
    ``free_text`` options take any string (a FEN, say): the first choice is the default
    shown as the entry's placeholder, and the game's rules check the text when it starts.
    """

    name: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    help: str = ""
    labels: tuple[str, ...] = ()
    free_text: bool = False
    cosmetic: bool = False
    """Changes only how things look (a figure style): the rules never read it."""
    needs: str = ""
    """The flag option this one matters only with (PokerDrez's bets: "betting"): the setup
    screen shows it only while that flag is on. Empty: always shown."""

    def __post_init__(self) -> None:
        if self.default not in self.choices:
            raise ValueError(f"option {self.name!r}: default {self.default!r} not among choices")
        if self.labels and len(self.labels) != len(self.choices):
            raise ValueError(f"option {self.name!r}: one label per choice")

    @property
    def is_flag(self) -> bool:
        return tuple(self.choices) == (False, True)

    def label_of(self, value: Any) -> str:
        if self.labels:
            return self.labels[self.choices.index(value)]
        return str(value)


@dataclass(frozen=True)
class GameSpec:
    """What the menu, the setup screen and the test-suite know of a game before it starts."""

    id: str
    title: str
    description: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    hidden_information: bool = False
    """True when some option set gives players information the others must not see."""
    featured_options: tuple[Mapping[str, Any], ...] = ()
    """Option combinations worth testing together (beyond one option at a time)."""
    default_players: int | None = None
    """The player count a new game's setup starts with (None: the fewest)."""

    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        raise InvalidOptionsError(_("{game} has no option {name}").format(
            game=self.title, name=repr(name)))

    def defaults(self) -> dict[str, Any]:
        return {opt.name: opt.default for opt in self.options}

    def resolve(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full option set: defaults filled in; unknown names and choices refused."""
        if options is None:
            options = {}
        if not isinstance(options, Mapping):
            raise InvalidOptionsError(_("{game} options must be a mapping, not {value}").format(
                game=self.title, value=repr(options)))
        resolved = self.defaults()
        for name, value in options.items():
            opt = self.option(name)
            if opt.free_text:
                if not isinstance(value, str):
                    raise InvalidOptionsError(
                        _("{game} option {name} must be text, not {value}").format(
                            game=self.title, name=repr(name), value=repr(value)))
                resolved[name] = value.strip() or opt.default
                continue
            # bool is an int subclass: compare with the type too, so 1 is not True.
            if not any(value == c and type(value) is type(c) for c in opt.choices):
                offered = ", ".join(repr(c) for c in opt.choices)
                raise InvalidOptionsError(
                    _("{game} option {name} cannot be {value}; choose one of {offered}").format(
                        game=self.title, name=repr(name), value=repr(value), offered=offered))
            resolved[name] = value
        return resolved

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidOptionsError(
                _("number of players must be an integer, not {value}").format(
                    value=repr(players)))
        if players not in self.player_counts:
            raise InvalidOptionsError(
                _("{game} is played by {fewest}–{most} players, not {players}").format(
                    game=self.title, fewest=self.min_players, most=self.max_players,
                    players=players))


@dataclass(frozen=True)
class Outcome:
    """The end of a game: a score per seat, the winning seats, and why it ended.

    Several winners mean a shared win (a draw when every seat is listed); no winner at all
    means everyone lost together (a collaborative game that failed).
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str = ""
    together: bool = False
    """The seats played as one team (a collaborative game): all won, or all lost."""
    headline: str = ""
    """The game's own words for the result where "Ada wins" or "A draw" would mislead,
    with ``{0}``, ``{1}`` … for the seats' names (PokerDrez, P17: "Draw — {1} takes the
    stake (P17)": the game was drawn, the chips went to one player). Empty: the usual."""

    @property
    def is_draw(self) -> bool:
        return not self.together and len(self.winners) == len(self.scores) > 1

    @property
    def all_lost(self) -> bool:
        return not self.winners

    def shares(self) -> tuple[float, ...]:
        """Each seat's share of the scores: the computer players' reward at the end of a
        game won on its scores (``SearchPolicy.end_rewards``), where losing by little is
        worth more than losing by much. Nothing scored: an equal share each."""
        total = sum(self.scores)
        if total <= 0:
            return (1.0 / len(self.scores),) * len(self.scores)
        return tuple(score / total for score in self.scores)


@dataclass(frozen=True)
class Refusal:
    """Why an action is illegal: the ruling id and a sentence a player understands.

    ``message`` is plain words that start with a capital letter and say what is wrong and
    what would make it possible; it never names a ruling (the id is ``rule``, shown beside
    it as a link), so a player never has to read a code.
    """

    rule: str
    message: str

    def notice(self) -> Notice:
        """The refusal as the table shows it: the words, and the ruling as a "Rule B7"
        link when ``rule`` is a ruling id (not "end", "chance" or "rules")."""
        return Notice(self.message, self.rule if is_ruling_id(self.rule) else None,
                      refused=True)

    def error(self) -> IllegalActionError:
        return IllegalActionError(f"{self.rule}: {self.message}", rule=self.rule)


def is_among(action: Any, actions: Sequence[Any]) -> bool:
    """``action in actions``, the same object looked for first.

    An action being applied is most often one taken from the legal list itself; plain
    ``in`` would call ``__eq__`` on every action before it in the list.
    """
    for candidate in actions:
        if candidate is action:
            return True
    return action in actions


class Rules(ABC, Generic[S, A]):
    """A game's rules: stateless, every method a pure function of its arguments. What the
    game is, only: how it reads and looks to its players is its presenter's
    (``core/presenter.py``, on the game's entry)."""

    spec: GameSpec

    # -- the game -----------------------------------------------------------------------
    @abstractmethod
    def initial_state(self, players: int, options: Mapping[str, Any] | None = None) -> S:
        """A new game; options left out take their defaults."""

    @abstractmethod
    def current_player(self, state: S) -> int:
        """The seat to act, or ``CHANCE``, or ``TERMINAL``."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[A]:
        """The actions of the seat to act, in a stable order; ``[]`` at chance or the end."""

    def chance_outcomes(self, state: S) -> list[tuple[A, float]]:
        """``(action, probability)`` pairs at a chance node; ``[]`` elsewhere."""
        return []

    def apply(self, state: S, action: A) -> S:
        """A new state after ``action``; ``state`` is unchanged.

        Raises ``IllegalActionError`` naming the rule that forbids the action.
        """
        refusal = self.refusal(state, action)
        if refusal is not None:
            raise refusal.error()
        return self._apply(state, action)

    def refusal(self, state: S, action: A) -> Refusal | None:
        """Why ``action`` is illegal in ``state``, or None when it is legal.

        This generic version compares with the legal lists; games override it with a
        direct check that names the precise ruling (and is faster).
        """
        player = self.current_player(state)
        if player == TERMINAL:
            return Refusal("end", _("The game is over."))
        if player == CHANCE:
            if any(a == action for a, _p in self.chance_outcomes(state)):
                return None
            return Refusal("chance", _("{action} is not a possible outcome here.").format(
                action=action))
        if is_among(action, self.legal_actions(state)):
            return None
        return Refusal("rules", _("{action} is not one of the moves you may make now.").format(
            action=action))

    def why_not(self, state: S, selection: Any) -> Refusal | None:
        """Why nothing the seat to act may do now matches ``selection``, or None when some
        legal action does.

        ``selection`` is a partial choice in the game's own selection values (defined
        beside its actions): a piece or stack picked, a target clicked, a card chosen. The
        answer is the rules' own, in words that say what would make it possible ("needs a
        Knight card or a Joker; you hold Pawn 1 and Rook 7"), so no table words a rule
        itself. This generic version knows no selections and never refuses.
        """
        return None

    @abstractmethod
    def _apply(self, state: S, action: A) -> S:
        """Apply an action already known to be legal."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """None while the game goes on; the outcome once it has ended."""

    def is_terminal(self, state: S) -> bool:
        return self.current_player(state) == TERMINAL

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full options of a game (defaults filled in, bad ones refused).

        Free-text options (a start position, say) are checked by ``initial_state``.
        """
        return self.spec.resolve(options)

    # -- hidden information -------------------------------------------------------------
    def hides_information(self, options: Mapping[str, Any] | None = None) -> bool:
        """Whether a game with these options keeps anything from some seat."""
        return self.spec.hidden_information

    def chance_owner(self, state: S) -> int | None:
        """At a chance node: the seat the event is for, whose turn it opens (NeuroDrez's
        three dice, N13), so that at a shared screen the handoff to that seat comes before
        it and the roller sees the dice tumble; None: nobody's in particular (a deal)."""
        return None

    def turn_is_private(self, state: S) -> bool:
        """Whether the seat to act now sees or decides something the others must not (its
        hand, an order given behind a screen), so that at a shared screen a handoff comes
        first. A game whose secrets are all out in some phases says False there: its
        players then share the screen for those moves without handing it over."""
        return True

    def view_for(self, state: S, seat: int) -> S:
        """The state as ``seat`` may know it (others' secrets replaced by unknowns).

        ``ONLOOKER`` sees what everyone at the table may see.
        """
        return state

    def reveals(self, state: S, action: A) -> bool:
        """Whether ``action`` shows someone hidden information (a card shown, say).

        Undo never crosses such an action (DESIGN.md, undo policy) once anyone else has
        had the turn, unless it shows only the mover's own secret (``reveals_own``). The
        end of a game, which reveals everything, is handled by the app.
        """
        return False

    def reveals_own(self, state: S, action: A) -> bool:
        """Whether what ``action`` reveals is only the mover's own secret (a tile laid from
        the hand, a card paid) and tells the mover nothing new.

        Until anyone else has had the turn, no one has seen it, so the mover may take it
        back within the turn (a wrong cell, a wrong card); an action that shows the mover
        something (another's card, the other's order) says False and stays a barrier.
        """
        return False

    def sample_from_view(self, view: S, seat: int, rng: Rng) -> S:
        """A full state consistent with ``view``; games with secrets override this."""
        return view

    # -- files --------------------------------------------------------------------------
    @abstractmethod
    def state_to_json(self, state: S) -> dict[str, Any]: ...

    @abstractmethod
    def state_from_json(self, obj: Any) -> S: ...

    @abstractmethod
    def action_to_json(self, action: A) -> Any: ...

    @abstractmethod
    def action_from_json(self, obj: Any) -> A: ...


def seat_scores_to_winners(scores: Sequence[float]) -> tuple[int, ...]:
    """The seats with the highest score (all of them on a draw)."""
    best = max(scores)
    return tuple(i for i, s in enumerate(scores) if s == best)

