"""Berd's table read as players read it: the setup's "Place the rest for me" only for the
person placing, the final board after the game, and a stack's contents beside the keyboard
cursor. Everything goes through posted pygame events and ``App.step``."""

from __future__ import annotations

from neurodrez_desktop.games.berd.state import DARK, LIGHT, SETUP, Place
from neurodrez_desktop.ui import draw

MANUAL4 = {"size": 4, "arrangement": "manual"}


def test_place_the_rest_only_on_the_panel_of_the_person_placing(driver, table):
    """The computer's panel never offers "Place the rest for me" (a click there would do
    nothing); Ada's does at her placement."""
    play = table.start(MANUAL4, names=("Ada", "Computer"), kinds=("human", "computer"))
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
