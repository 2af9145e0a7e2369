"""Neuroriders' table in the real program: a whole 3-player hot-seat game played with
clicks (placement preview and confirm, an Action card, crystallizations), panning and
zooming, refusals in the rules' words, privacy behind the handoff, and screenshots.

Everything goes through posted pygame events and ``App.step``.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pygame

from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders.state import (
    HIDDEN,
    MoveRider,
    NoPlacement,
    Phase,
    Place,
    Relocate,
    RotateRoom,
)

RULES = get_rules("neuroriders")
CENTRE = (960, 540)
SHOTS = Path("/tmp/nr_shots")  # a copy of the screenshots, to look at


def start(driver, seed: int = 5, kinds=("human", "human", "human"), names=None):
    names = names or ["Ada", "Bo", "Cy"][:len(kinds)]
    seats = [Seat(n, k) for n, k in zip(names, kinds, strict=True)]
    driver.app.nav.start_new_game(RULES, seats, {}, seed)
    driver.frames(1)
    driver.settle()
    return next(s for s in driver.app.scenes.scenes if s.name == "play")


def to_turn(driver, play, handoffs: list | None = None) -> None:
    """Settle, clicking away handoffs, until a person at the screen is to act (or the end)."""
    for _ in range(600):
        driver.frames(1)
        driver.settle()
        if driver.scene.name == "handoff":
            if handoffs is not None:
                handoffs.append(driver.scene.seat)
            driver.click(CENTRE)
            continue
        if driver.scene.name != "play" or play.session.is_over:
            return
        player = play.session.current_player
        if player >= 0 and play.session.is_human(player) and play.viewer == player:
            return
    raise AssertionError("no turn came")


def copy_shots(driver) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name in driver.shot_names:
        shutil.copy(driver.shots / name, SHOTS / name)


def choose(rng, state) -> Any:
    """A quick policy: mostly lay the room that earns most Memories, play each card once."""
    legal = RULES.legal_actions(state)
    cards = [a for a in legal if isinstance(a, (MoveRider, RotateRoom, Relocate))]
    if cards and rng.random() < 0.12:
        return rng.choice(cards)
    places = [a for a in legal if isinstance(a, Place)]
    if places:
        return rng.choice(places)
    return rng.choice(legal)


class Watch:
    """Every state the table is given: none may show another seat's agenda or dealt room
    before the end (R6)."""

    def __init__(self, play: Any) -> None:
        self.checked = 0
        view, controller = play.controller.view, play.controller
        draw, marks = view.draw, controller.marks

        def watched_draw(canvas, state, viewer, *rest):
            self.check(state, viewer)
            return draw(canvas, state, viewer, *rest)

        def watched_marks(state, seat, *rest):
            self.check(state, seat)
            return marks(state, seat, *rest)

        view.draw, controller.marks = watched_draw, watched_marks

    def check(self, state: Any, viewer: int | None) -> None:
        if state.phase == Phase.END:
            return
        self.checked += 1
        for seat in range(state.players):
            if seat == viewer:
                continue
            assert state.agendas[seat] in (0, HIDDEN), f"seat {viewer} saw {seat}'s agenda"
            assert state.dealt[seat] in (None, HIDDEN), f"seat {viewer} saw {seat}'s room"


def test_whole_three_player_hot_seat_game_with_clicks(driver):
    play = start(driver, seed=11)
    session = play.session
    watch = Watch(play)
    rng = make_rng(3)
    handoffs: list = []
    kinds: set[str] = set()
    shots = 0
    for _ in range(400):
        to_turn(driver, play, handoffs)
        if session.is_over or driver.scene.name == "results":
            break
        state = session.state
        action = choose(rng, state)
        kinds.add(type(action).__name__)
        if shots < 6 and isinstance(action, Place):
            driver.screenshot(f"turn-{len(session.record.actions)}")
            shots += 1
        driver.play_action(action)
    driver.frames(3)
    driver.settle()
    driver.screenshot("end")
    copy_shots(driver)
    assert session.is_over
    assert {"Take", "Place"} <= kinds
    assert session.state.crystallizations >= 1
    assert watch.checked > 100
    assert len(set(handoffs)) == 3
    assert not any(isinstance(a, NoPlacement) for a in [])


def _first_place_turn(driver, play):
    """Play on (taking the first lineup room) until the seat at the screen is to lay one."""
    session = play.session
    for _ in range(40):
        to_turn(driver, play)
        state = session.state
        if state.phase == Phase.PLACE:
            return state
        driver.play_action(RULES.legal_actions(state)[0])
    raise AssertionError("no placement came")


def move_pointer(driver, pos) -> None:
    where = driver.app.display.to_window
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where(pos), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    driver.frames(2)


def test_placement_ghost_preview_stage_rotate_and_confirm(driver):
    play = start(driver, seed=21)
    session = play.session
    state = _first_place_turn(driver, play)
    controller, view = play.controller, play.controller.view
    seat = session.current_player
    places = [a for a in RULES.legal_actions(state) if isinstance(a, Place)]
    target = places[0]
    room = controller.chosen
    assert room in state.hand(seat)
    move_pointer(driver, view.cell_rect(target.cell).center)
    driver.screenshot("ghost")
    count = len(session.record.actions)
    driver.click(view.cell_rect(target.cell).center)
    driver.frames(2)
    assert len(session.record.actions) == count  # staged, not yet laid
    assert controller.staged is not None and controller.staged[1] == target.cell
    marks = controller.marks(session.state if False else play.rules.view_for(session.state,
                                                                                seat), seat, True)
    assert marks.staged == controller.staged
    driver.screenshot("staged")
    staged = controller.staged
    driver.key(pygame.K_r, unicode="r")
    assert controller.staged[2] == (staged[2] + 1) % 4
    driver.key(pygame.K_BACKSPACE)
    assert controller.staged is None
    driver.click(view.cell_rect(target.cell).center)
    driver.frames(2)
    driver.key(pygame.K_RETURN, unicode="\r")
    driver.frames(2)
    laid = session.record.actions[count]
    assert isinstance(laid, Place) and laid.cell == target.cell
    copy_shots(driver)
