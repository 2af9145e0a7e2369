"""Berd's table read as players read it: the setup's "Place the rest for me" only for the
person placing, the final board after the game, and a stack's contents beside the keyboard
cursor. Everything goes through posted pygame events and ``App.step``."""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.games.berd.state import DARK, LIGHT, SETUP, Place
from neurodrez_desktop.ui import draw

MANUAL4 = {"size": 4, "arrangement": "manual"}


def test_place_the_rest_only_on_the_panel_of_the_person_placing(driver, table):
    """The computer's panel never offers "Place the rest for me" (a click there would do
    nothing); Ada's does at her placement."""
    play = table.start(MANUAL4, names=("Ada", "Computer"), kinds=("human", "computer:normal"))
    view = play.controller.view
    assert play.session.current_player == LIGHT
    driver.frames(2)
    assert view.auto_button.w > 0, "Ada, placing, is offered the button"
    assert view.panel_rect(LIGHT).contains(view.auto_button)
    driver.screenshot("ada-places")
    table.act(Place(0, 0))
    seen = 0
    for _ in range(3):
        driver.frames(1)
        if play.session.state.phase == SETUP and play.session.current_player == DARK:
            seen += 1
            assert view.auto_button.w == 0, "the computer's panel offers to place for it"
    assert seen, "the computer placed before a frame was drawn"
    driver.screenshot("computer-places")


def _quick_move(state, legal):
    """A crossing if there is one, else a forward step, else the first legal move: a game
    that ends in a few dozen moves."""
    from neurodrez_desktop.games.berd.state import Move

    moves = [a for a in legal if isinstance(a, Move)]
    for wanted in (lambda m: m.target is None,
                   lambda m: m.target[1] != m.origin[1]):
        found = [m for m in moves if wanted(m)]
        if found:
            return found[0]
    return legal[0]


def test_show_the_board_after_the_game_shows_the_last_stacks(driver, table):
    """Every stack is collected at the end (B11), so the final board would be empty:
    "Show the board" shows the last position that still had stacks, and says so."""
    play = table.start({"size": 3, "arrangement": "automatic"})
    for _ in range(300):
        if driver.scene.name == "results":
            break
        state = play.session.state
        table.act(_quick_move(state, play.rules.legal_actions(state)))
        if play.session.is_over:
            table.until("results")
    results = driver.scene
    assert results.name == "results"
    assert not any(play.session.state.board), "every stack was collected at the end"
    driver.press(results.fold_button)
    driver.frames(2)
    assert results.folded
    canvas = driver.app.display.canvas
    canvas.fill((0, 0, 0))
    with draw.recorded(canvas) as drawn:
        play.draw(canvas)
    drawn = [*drawn, *play.controller.view.drawn]  # the table records what it drew
    stacks = [name for kind, name, *_ in drawn if name.startswith("stack on ")]
    assert stacks, "the folded result shows an empty board"
    words = " ".join(name for kind, name, *_ in drawn if kind == "text")
    assert "before they were collected" in words
    driver.frames(1)
    driver.screenshot("final-board")


def _inspector(play, canvas, square_name):
    """What the frame drew of the stack's contents box: the box (the panel holding its
    title "a1: Berd") and every text drawn over it."""
    with draw.recorded(canvas):
        play.draw(canvas)
    drawn = list(play.controller.view.drawn)
    title = next(w for w in drawn if w[0] == "text" and w[1].startswith(f"{square_name}: "))
    box = next(w[2] for w in reversed(drawn)
               if w[0] == "area" and w[2].collidepoint(title[2].topleft))
    texts = [w for w in drawn if w[0] == "text" and w[2].colliderect(box)]
    return box, texts


@pytest.mark.parametrize(("size", "keys"), [
    ({"size": 3}, (pygame.K_UP, pygame.K_RIGHT, pygame.K_RIGHT)),
    ({"size": 5}, (pygame.K_UP, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)),
])
def test_the_stack_contents_beside_the_keyboard_cursor_cover_no_square(driver, table, size,
                                                                       keys):
    """A stack's contents (shown as the cursor rests on it, as under the mouse) cover no
    square of the board (so none next to the cursor) and hold their words whole."""
    play = table.start({**size, "arrangement": "automatic"})
    view = play.controller.view
    canvas = driver.app.display.canvas
    looked = 0
    for key in keys:
        driver.key(key)
        square = view.hovered
        if square is None or len(play.session.state.stack(square)) < 2:
            continue
        looked += 1
        assert play.cursor.drawn == view.square_rect(square)
        name = "abcdef"[square[0]] + str(square[1] + 1)
        box, texts = _inspector(play, canvas, name)
        driver.screenshot(f"contents-{name}")
        n = play.session.state.config.size
        covered = [(f, r) for f in range(n) for r in range(n)
                   if box.colliderect(view.square_rect((f, r)))]
        assert covered == [], f"the contents of {name} cover squares {covered}"
        spilled = [w[1] for w in texts if not box.contains(w[2])]
        assert spilled == [], f"words out of the box: {spilled}"
        assert canvas.get_rect().contains(box)
        over = [name for name in ("log", "message", "buttons", "status")
                if box.colliderect(play.layout[name])]
        assert over == [], f"the screen draws its {over} over the contents of {name}"
    assert looked >= 2, "the cursor rested on too few stacks"
