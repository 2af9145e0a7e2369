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
from table_play import drag, to_turn

from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders.state import (
    HIDDEN,
    MoveRider,
    Phase,
    Place,
    Relocate,
    RotateRoom,
)

RULES = get_rules("neuroriders")
SHOTS = Path("/tmp/nr_shots")  # a copy of the screenshots, to look at


def start(driver, seed: int = 5, kinds=("human", "human", "human"), names=None):
    names = names or ["Ada", "Bo", "Cy"][:len(kinds)]
    seats = [Seat(n, k) for n, k in zip(names, kinds, strict=True)]
    driver.app.nav.start_new_game(RULES, seats, {}, seed)
    driver.frames(1)
    driver.settle()
    return next(s for s in driver.app.scenes.scenes if s.name == "play")


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
        to_turn(driver, play, handoffs.append)
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
    assert kinds & {"MoveRider", "RotateRoom", "Relocate"}, "an Action card was played"
    assert session.state.crystallizations >= 1
    assert "MoveStartingRoom" in kinds  # the crystallization's choice, made by clicks
    assert watch.checked > 100
    assert len(set(handoffs)) == 3


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
    words = str(controller.hint(RULES.view_for(session.state, seat), seat))
    assert "Confirm room (Enter)" in words and "the paths show" in words
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


def test_grid_pans_and_zooms_whoever_is_to_move_and_c_brings_every_room_back(driver):
    # one person against two computers: the grid can be looked at while they think
    play = start(driver, seed=8, kinds=("human", "computer:random", "computer:random"))
    session = play.session
    to_turn(driver, play)
    view = play.controller.view
    count = len(session.record.actions)
    centre = view.centre
    board = view.board
    drag(driver, board.center, (board.centerx + 300, board.centery + 100))
    assert view.centre != centre, "a drag on the grid pans it"
    assert len(session.record.actions) == count, "a drag is not a click on a cell"
    assert view.steered
    zoom = view.zoom
    where = driver.app.display.to_window
    pygame.mouse.set_pos(where(board.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    driver.frames(2)
    assert view.zoom == zoom - 1
    driver.key(pygame.K_PLUS, unicode="+")
    assert view.zoom == zoom
    for _ in range(30):  # far away: every room off the window (the plain arrows move
        driver.key(pygame.K_RIGHT, pygame.KMOD_SHIFT)  # the board cursor on one's turn)
    state = RULES.view_for(session.state, play.viewer)
    assert sum(view.offscreen(state).values()) == len(state.tiles)
    driver.screenshot("panned-away")
    driver.key(pygame.K_c, unicode="c")
    assert not any(view.offscreen(state).values())
    assert not view.steered
    # the computers' turns: panning still works (it is only how the table is looked at)
    driver.play_action(RULES.legal_actions(session.state)[0])
    state = session.state
    while state.phase == Phase.PLACE and session.current_player == 0:
        driver.play_action(next(a for a in RULES.legal_actions(state)
                                if isinstance(a, Place)))
        state = session.state
    if session.current_player > 0:
        before = view.centre
        driver.key(pygame.K_UP)
        assert view.centre != before
    copy_shots(driver)


def test_refusals_say_the_rules_words(driver):
    play = start(driver, seed=21)
    state = _first_place_turn(driver, play)
    view = play.controller.view
    occupied = state.tiles[0].cell
    driver.click(view.cell_rect(occupied).center)
    driver.frames(2)
    assert play.refused and play.message.startswith("R7:")
    assert "already holds" in play.message and "empty cell" in play.message
    far = (state.tiles[0].cell[0] + 2, state.tiles[0].cell[1] + 3)  # in the window
    view.recentre()
    view.zoom_by(-3)
    driver.click(view.cell_rect(far).center)
    driver.frames(2)
    assert play.refused and "beside no face-up room" in play.message
    driver.screenshot("refused")
    driver.click(view.lineup_rects(len(state.lineup))[0].center)
    driver.frames(2)
    assert play.refused and "taken your room" in play.message
    copy_shots(driver)


def test_action_card_rotate_then_lay_and_a_second_card_is_refused(driver):
    play = start(driver, seed=21)
    session = play.session
    state = _first_place_turn(driver, play)
    rotations = [a for a in RULES.legal_actions(state) if isinstance(a, RotateRoom)]
    if not rotations:  # the first turn: only the Starting Room is down; lay one first
        driver.play_action(next(a for a in RULES.legal_actions(state) if isinstance(a, Place)))
        state = _first_place_turn(driver, play)
        rotations = [a for a in RULES.legal_actions(state) if isinstance(a, RotateRoom)]
    view, controller = play.controller.view, play.controller
    driver.click(view.card_rects()[1].center)  # Rotate 180°
    driver.frames(1)
    marks = controller.marks(RULES.view_for(session.state, session.current_player),
                             session.current_player, True)
    assert marks.targets == {a.cell for a in rotations}
    driver.screenshot("rotate-card")
    count = len(session.record.actions)
    driver.play_action(rotations[0])
    assert session.record.actions[count] == rotations[0]
    driver.click(view.card_rects()[0].center)  # Move: one card per turn
    driver.frames(1)
    assert play.refused and "One Action card per turn" in play.message
    copy_shots(driver)


def test_four_players_long_names_three_rooms_in_hand_nothing_cut_off(driver):
    names = ["Maximiliana Montgomery-Featherstonehaugh", "Bo", "Christophorus Eleutherios",
             "Dee"]
    play = start(driver, seed=4, kinds=("human",) * 4, names=names)
    state = _first_place_turn(driver, play)
    seat = play.session.current_player
    # a hand of three (a turn that could lay no room, R7's ruling) and every chip shown
    hand = state.hand(seat)
    extra = state.pile[0]
    crowded = state.evolve(held=tuple(h + (extra,) if s == seat else h
                                      for s, h in enumerate(state.held)),
                           pile=state.pile[1:])
    controller, view = play.controller, play.controller.view
    marks = controller.marks(crowded, seat, True)
    canvas = driver.app.display.canvas
    view.draw(canvas, crowded, seat, marks, names)
    rects = view.hand_rects(len(hand) + 1)
    box = view.layout["hand"]
    assert all(box.contains(r) for r in rects), "every room in hand inside its panel"
    for rect in view.card_rects():
        assert view.layout["cards"].contains(rect)
    seats = view.layout["seats"]
    row_h = min(56, (seats.h - 40) // 4)
    assert seats.y + 38 + 4 * row_h <= seats.bottom
    driver.screenshot("four-players-crowded")  # the canvas as just drawn
    copy_shots(driver)


def test_crystallization_is_animated_wave_by_wave_then_the_starting_room_moves(make_driver):
    driver = make_driver(fast=False)
    play = start(driver, seed=31, kinds=("human", "human"))
    session = play.session
    view = play.controller.view
    flips_seen = frames_busy = 0
    for _ in range(60):
        to_turn(driver, play)
        state = session.state
        if state.phase == Phase.START_ROOM:
            break
        legal = RULES.legal_actions(state)
        action = next((a for a in legal if isinstance(a, Place)), legal[0])
        last = state.phase == Phase.PLACE and not state.lineup
        driver.play_action(action)
        if last:
            for k in range(12):  # the flips play while input waits
                driver.frames(1, dt=0.1)
                if view.timeline.flips and view.busy:
                    frames_busy += 1
                    if k in (3, 7):
                        driver.screenshot(f"crystal-{k}")
            flips_seen += bool(view.timeline.flips)
    assert flips_seen >= 1 and frames_busy >= 3
    to_turn(driver, play)
    state = session.state
    assert state.phase == Phase.START_ROOM
    marks = play.controller.marks(RULES.view_for(state, session.current_player),
                                  session.current_player, True)
    assert marks.targets and all(c not in state.cells for c in marks.targets)
    words = str(play.controller.hint(RULES.view_for(state, session.current_player),
                                     session.current_player))
    assert "move the Starting Room" in words and words.startswith("R12: ")
    driver.screenshot("starting-room-choice")
    copy_shots(driver)


def _phase_samples(wanted: set[Phase], players: int = 3, games: int = 400) -> dict:
    """A state of each wanted phase, found in seeded random games (rules only)."""
    from neurodrez_desktop.core.playout import random_playout

    found: dict = {}

    def note(state, action):
        if state.phase in wanted and state.phase not in found:
            found[state.phase] = state

    for k in range(games):
        random_playout(RULES, players, {}, make_rng(f"phases:{k}"), on_step=note)
        if wanted <= set(found):
            break
    return found


def test_every_choice_phase_shows_all_its_chips_inside_the_actions_panel(driver):
    """PATH, ADJUST (up to seven chips), RELOCATE, START_ROOM and RESCUE: every offered
    choice has a visible chip or lit cell, no chip leaves the panel, none overlap."""
    from neurodrez_desktop.games.neuroriders.controller import create

    wanted = {Phase.PATH, Phase.ADJUST, Phase.RELOCATE, Phase.START_ROOM, Phase.RESCUE}
    samples = _phase_samples(wanted)
    assert {Phase.PATH, Phase.RELOCATE, Phase.START_ROOM} <= set(samples)
    # random play seldom reaches 20 (R11): the adjustment with most choices, built
    base = samples[Phase.PATH]
    samples[Phase.ADJUST] = base.evolve(phase=Phase.ADJUST, reached=0,
                                        memories=(10, 7, 1, 18), adjusters=(1, 2), to_act=1,
                                        pending=(), placed=None)
    assert len(RULES.legal_actions(samples[Phase.ADJUST])) == 7
    play = start(driver, seed=2)
    names = ["Ada", "Bo", "Cy"]
    canvas = driver.app.display.canvas
    for phase, full in sorted(samples.items()):
        controller = create(RULES, None, play.layout)  # type: ignore[arg-type]
        seat = full.to_act
        state = RULES.view_for(full, seat)
        marks = controller.marks(state, seat, True)
        legal = RULES.legal_actions(state)
        view = controller.view
        rects = view.chip_rects(marks.chips)
        box = view.layout["actions"]
        assert all(box.contains(r) for r in rects), f"{phase.name}: a chip leaves the panel"
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        chip_values = {c.value for c in marks.chips}
        for action in legal:
            shown = action in chip_values or getattr(action, "cell", None) in (
                marks.targets | marks.legal_cells) or phase == Phase.RELOCATE
            assert shown, f"{phase.name}: {action} has no chip and no lit cell"
        canvas.fill((0, 0, 0))
        view.draw(canvas, state, seat, marks, names)
        driver.screenshot(f"phase-{phase.name.lower()}")
    copy_shots(driver)
