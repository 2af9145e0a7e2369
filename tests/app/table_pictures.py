"""Shared by the tests that hold a table's kept pictures (its layers) against a table drawing
from scratch: a table opened outside the app, one picture of it as bytes, a method counted,
and the seeded play (a random legal action or a chance outcome) those tests walk through."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from neurodrez_desktop.core.rng import Rng, make_rng, sample_outcome
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import open_table

NAMES = ("Ada", "Bo", "Cy", "Di")


def open_test_table(entry: Any, players: int, seed: str,
                    options: Mapping[str, Any] | None = None,
                    names: Sequence[str] = NAMES) -> Any:
    """``entry``'s controller for ``players`` (the first of ``names``), opened as the play
    scene opens it, with pygame's display and fonts started; ``options``: the game's
    defaults unless given."""
    pygame.display.init()
    pygame.font.init()
    chosen = entry.rules.resolve_options({}) if options is None else options
    return open_table(entry, players, chosen, tuple(names[:players]), make_rng(seed),
                      table_layout(entry))


def table_picture(controller: Any, state: Any, seat: int | None, marks: Any = None,
                  names: Sequence[str] = NAMES[:2]) -> bytes:
    """The table's view drawn on a canvas of the theme's background, as the play scene
    draws it (with whatever layers it keeps), in RGB bytes to compare with another.
    ``marks``: none unless given; ``names``: the players', one a seat."""
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    canvas.fill(theme.BACKGROUND)
    shown = controller.no_marks() if marks is None else marks
    controller.view.draw(canvas, state, seat, shown, list(names))
    return pygame.image.tobytes(canvas, "RGB")


def counting(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str,
             note: Callable[[tuple[Any, ...], dict[str, Any]], Any] = lambda *_: 1
             ) -> list[Any]:
    """``owner.name`` still called through, each call noted (``note`` of its arguments;
    1 unless given) in the list returned: how often a picture was painted."""
    calls: list[Any] = []
    original = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(note(args, kwargs))
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


def next_action(rules: Any, state: Any, rng: Rng) -> Any:
    """The seeded game's next action: a random legal one for a player to act, a drawn
    outcome at chance."""
    if rules.current_player(state) >= 0:
        return rng.choice(rules.legal_actions(state))
    return sample_outcome(rules.chance_outcomes(state), rng)


@dataclass(frozen=True)
class Step:
    """One action played and animated: the action, the state after it, the seat whose
    views the animation was given and that seat's view of the state after."""

    action: Any
    state: Any
    seat: int
    shown: Any


def animated_step(view: Any, rules: Any, state: Any, rng: Rng, speed: float = 1.0,
                  after_seat: bool = False) -> Step:
    """The next action (``next_action``) applied, and ``view`` told to animate it as the
    table does, between a seat's views of the states before and after: the seat that
    acted (chance: the first), or, ``after_seat``, the seat to act after it."""
    action = next_action(rules, state, rng)
    after = rules.apply(state, action)
    seat = max(rules.current_player(after if after_seat else state), 0)
    view.animate(rules.view_for(state, seat), action, rules.view_for(after, seat), speed)
    return Step(action, after, seat, rules.view_for(after, seat))


def animated_game(view: Any, rules: Any, players: int, seed: str, limit: int | None = None,
                  after_seat: bool = False) -> Iterator[Step]:
    """A seeded game from its start with the game's default options, each action given
    to ``view`` to animate (``animated_step``), to its end or ``limit`` actions."""
    state = rules.initial_state(players, rules.resolve_options({}))
    rng = make_rng(seed)
    for _ in range(limit) if limit is not None else itertools.count():
        if rules.outcome(state) is not None:
            return
        step = animated_step(view, rules, state, rng, after_seat=after_seat)
        yield step
        state = step.state
