"""Neuroriders says what a placement will do before it is confirmed: every rider's gain
on a shared step, a section reaching 20 (R11), the crystallization's flips and the end it
brings (R12, R13); the log writes the flips and the rescues; Take back leaves no banner of
the move taken back; the setup screen says how often the first crystallization ends it.

Everything on the table goes through posted pygame events and ``App.step``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
from table_play import to_turn

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders.movement import summoned_moves
from neurodrez_desktop.games.neuroriders.rooms import COLOUR_LETTERS, COLOUR_NAMES, room_set
from neurodrez_desktop.games.neuroriders.state import (
    Phase,
    Place,
    RescueTo,
    Take,
    Tile,
    cell_name,
    neighbours,
)
from neurodrez_desktop.ui import draw

RULES = get_rules("neuroriders")
SHOTS = Path("/tmp/nr_shots")


def start(driver, seed: int, kinds=("human", "human")):
    names = ["Ada", "Bo", "Cy", "Di"][:len(kinds)]
    driver.app.nav.start_new_game(RULES, [Seat(n, k) for n, k in zip(names, kinds,
                                                                      strict=True)], {}, seed)
    driver.frames(1)
    driver.settle()
    return next(s for s in driver.app.scenes.scenes if s.name == "play")


def shot(driver, name: str) -> None:
    path = driver.screenshot(name)
    SHOTS.mkdir(parents=True, exist_ok=True)
    if path is not None:
        shutil.copy(path, SHOTS / f"preview-{name}.png")


def place_turn(driver, play):
    """Play on until the seat at the screen is to lay a room (taking the first room)."""
    for _ in range(40):
        to_turn(driver, play)
        state = play.session.state
        if state.phase == Phase.PLACE:
            return state
        driver.play_action(RULES.legal_actions(state)[0])
    raise AssertionError("no placement came")


def stage(driver, play, action: Place) -> tuple[int, int]:
    """Put ``action``'s room down with clicks, not yet confirmed; returns Confirm's place."""
    seat = play.session.current_player
    clicks = play.controller.clicks_for(RULES.view_for(play.session.state, seat), seat, action)
    for pos in clicks[:-1]:
        driver.click(pos)
    driver.frames(2)
    assert play.controller.staged == (action.room, action.cell, action.turns)
    return clicks[-1]


def drawn(play, kind: str) -> list[tuple[str, pygame.Rect]]:
    return [(name, rect) for k, name, rect, _ in play.controller.view.drawn if k == kind]


def shown(play) -> str:
    return play.shown_words or ""


# -- riders walking the same doors ----------------------------------------------------------


def _shared_step(state):
    """A first placement where two summoned riders walk through the same doors."""
    for action in RULES.legal_actions(state):
        if not isinstance(action, Place):
            continue
        summons = tuple(sorted(room_set().room(action.room).summons))
        laid = state.laying(Tile(action.cell, action.room, action.turns))
        moves = [m[0] for m in summoned_moves(laid, action.cell, summons) if len(m) == 1]
        steps: dict = {}
        for move in moves:
            for a, b, gain in zip(move.path, move.path[1:], move.gains, strict=False):
                steps.setdefault(frozenset((a, b)), []).append(gain)
        for gains in steps.values():
            if len(gains) > 1 and None not in gains:
                return action, gains
    return None


def test_two_riders_on_the_same_doors_show_every_gain(driver):
    for seed in range(1, 30):
        play = start(driver, seed)
        state = place_turn(driver, play)
        found = _shared_step(RULES.view_for(state, play.session.current_player))
        if found:
            break
    assert found, "a first placement summoning two riders through one door"
    action, gains = found
    stage(driver, play, action)
    labels = [name for name, _ in drawn(play, "preview")]
    total = sum(g.amount for g in gains)
    assert f"+{total} {COLOUR_LETTERS[gains[0].section]}" in labels, labels
    boxes = [rect for _, rect in drawn(play, "preview")]
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    shot(driver, "shared-doors")


# -- a section reaching 20 (R11) ------------------------------------------------------------


def test_a_room_that_takes_a_section_to_20_says_so_before_and_in_the_log(driver):
    play = start(driver, seed=21)
    state = place_turn(driver, play)
    session = play.session
    session.states[-1] = state = state.evolve(memories=(19, 19, 19, 19))
    seat = session.current_player
    action = next(a for a in RULES.legal_actions(state) if isinstance(a, Place)
                  and RULES.apply(state, a).reached >= 0)
    colour = RULES.apply(state, action).reached
    words = f"{COLOUR_NAMES[colour].capitalize()} reaches 20: set to 10, the game ends"
    confirm = stage(driver, play, action)
    driver.frames(2)
    assert words in shown(play), shown(play)
    assert any("the game ends" in name for name, _ in drawn(play, "text")), \
        "the grid says the game ends"
    shot(driver, "reaches-20")
    count = len(session.record.actions)
    driver.click(confirm)
    driver.frames(2)
    assert session.record.actions[count] == action
    assert words in session.log(seat)[-1].text


# -- the last lineup room: the crystallization to come ---------------------------------------


def _crystallizing_turn(driver, play):
    """Two seats each lay rooms beside the Starting Room; stops where the fourth room of
    the lineup is to be laid, with every room so far beside the Starting Room."""
    session = play.session
    for _ in range(40):
        to_turn(driver, play)
        state = session.state
        if state.phase == Phase.TAKE and len(state.lineup) == 1:
            assert "crystallizes" in shown(play), shown(play)
        if state.phase == Phase.PLACE and not state.lineup:
            return state
        legal = RULES.legal_actions(state)
        if state.phase == Phase.PLACE:
            start = state.start_cell
            action = next(a for a in legal if isinstance(a, Place)
                          and a.cell in neighbours(start))
        else:
            action = legal[0]
        driver.play_action(action)
    raise AssertionError("the lineup was not emptied")


def test_the_last_room_of_the_lineup_previews_the_flips_and_the_end(driver):
    play = start(driver, seed=5)
    state = _crystallizing_turn(driver, play)
    session = play.session
    seat = session.current_player
    view = RULES.view_for(state, seat)
    action = next(a for a in RULES.legal_actions(view) if isinstance(a, Place)
                  and a.cell in neighbours(state.start_cell))
    after = RULES.apply(state, action)
    flips = {t.cell for t in after.tiles if not t.face_up}
    assert after.phase == Phase.END, "every room beside the Starting Room: all flip"
    confirm = stage(driver, play, action)
    words = shown(play)
    assert f"Crystallization 1: {len(flips)} rooms flip" in words, words
    assert "this ends the game" in words, words
    marked = {name for name, _ in drawn(play, "flip")}
    assert marked == {cell_name(c) for c in flips}
    shot(driver, "last-room-ends-the-game")
    count = len(session.record.actions)
    driver.click(confirm)
    driver.frames(2)
    assert session.record.actions[count] == action
    text = session.log(None)[-1].text
    assert f"Crystallization 1: {len(flips)} rooms flip" in text
    assert "The game ends" in text


# -- the log: every flip wave and every rescue -------------------------------------------------


def test_the_log_writes_every_crystallization_and_every_rescue():
    waves = rescues = 0
    for seed in range(40):
        rules = RULES
        session = GameSession.new(rules, [Seat("A"), Seat("B")], seed=seed)
        rng = make_rng(seed)
        while not session.is_over:
            if session.current_player == CHANCE:
                session.apply(session.chance_outcome())
            else:
                session.apply(rng.choice(rules.legal_actions(session.state)))
        log = {e.index: e.text for e in session.log(None)}
        for i, action in enumerate(session.record.actions):
            before, after = session.states[i], session.states[i + 1]
            if after.crystallizations > before.crystallizations:
                fresh = sum(1 for t in after.tiles if not t.face_up) - sum(
                    1 for t in before.tiles if not t.face_up)
                assert f"Crystallization {after.crystallizations}: " in log[i], log[i]
                counted = [int(w.split()[0]) for w in log[i].split("\n")
                           if w.startswith(f"Crystallization {after.crystallizations}: ")
                           or w.startswith("Black rooms carry it on: ")
                           for w in [w.split(": ", 1)[1]]]
                assert sum(counted) == fresh, log[i]
                waves += 1
            for colour in range(4):
                cost = after.crystals[colour] - before.crystals[colour]
                if cost <= 0:
                    continue
                if isinstance(action, RescueTo) and action.colour == colour:
                    assert f"+{cost} Crystallization" in log[i], log[i]
                    continue
                cell = cell_name(after.riders[colour])
                alone = (f"{COLOUR_NAMES[colour].capitalize()} rider rescued to {cell}: "
                         f"+{cost} Crystallization")
                head = f"Riders rescued to {cell}: Crystallization "  # several to one room
                together = [line[len(head):].split(", ") for line in log[i].split("\n")
                            if line.startswith(head)]
                assert alone in log[i] or any(f"{COLOUR_NAMES[colour]} +{cost}" in costs
                                              for costs in together), log[i]
                rescues += 1
        if waves >= 5 and rescues >= 3:
            break
    assert waves >= 5 and rescues >= 3


# -- Take back -------------------------------------------------------------------------------


def test_take_back_leaves_no_banner_of_the_move_taken_back(driver):
    play = start(driver, seed=21)
    state = place_turn(driver, play)
    view = play.controller.view
    action = next(a for a in RULES.legal_actions(state) if isinstance(a, Place))
    driver.play_action(action)
    driver.frames(1)
    assert view.banner.showing and "lays room" in view.banner.words
    handoff = driver.scene
    assert handoff.name == "handoff" and handoff.take_back_button is not None
    driver.press(handoff.take_back_button)
    driver.frames(2)
    to_turn(driver, play)
    assert play.session.state.phase == Phase.PLACE
    assert not view.banner.showing or "lays room" not in view.banner.words
    assert not any("lays room" in name for name, _ in drawn(play, "text"))
    shot(driver, "taken-back")


# -- the setup screen: how often the first crystallization ends the game ----------------------


def test_the_setup_screen_says_how_often_the_first_crystallization_ends_the_game(driver):
    driver.app.nav.setup("neuroriders", fresh=True)
    driver.frames(2)
    with draw.recorded(driver.app.display.canvas) as widgets:
        driver.frames(1)
    text = " ".join(name for kind, name, _, _ in widgets if kind == "text")
    assert "first crystallization" in text, text
    assert "greedy two-player games" in text
    shot(driver, "setup")


def test_taking_a_room_is_not_foreseen_as_an_end():
    state = RULES.initial_state(2, {})
    rng = make_rng(1)
    while RULES.current_player(state) == CHANCE:
        outcomes = RULES.chance_outcomes(state)
        state = RULES.apply(state, outcomes[rng.randrange(len(outcomes))][0])
    from neurodrez_desktop.games.neuroriders.aftermath import foresee

    assert not foresee(state, Take(state.lineup[0]))
