"""Berd played through the real program: clicks, refusals, menus, undo, autosave, marks,
and a resized window. Everything goes through posted pygame events and ``App.step``."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from neurodrez_desktop.app.saves import SaveStore
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules, load_game
from neurodrez_desktop.games.berd.state import (
    DARK,
    LIGHT,
    PASS,
    Move,
    PickCrossing,
    PickLanding,
    PickPlacing,
    PickStack,
    Place,
    parse_square,
)
from neurodrez_desktop.games.berd.view import Marks
from neurodrez_desktop.ui import theme

BERD = get_rules("berd")
# size 3, automatic arrangement, no points: the game starts in the move phase with
# Light a1 (2 tokens, a Berd), b1 (2, a Berd), c1 (1) and Dark c3 (2), b3 (2), a3 (1).
AUTO3 = {"size": 3, "arrangement": "automatic"}
MANUAL3 = {"size": 3, "arrangement": "manual"}


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


# -- the setup screen ---------------------------------------------------------------------------


def test_menu_new_game_setup_start_by_clicks(driver, table):
    assert driver.scene.name == "menu"
    driver.screenshot("menu")
    driver.press(table.menu_button("new", "berd"))
    assert driver.scene.name == "setup"
    setup = driver.scene
    # a name typed into the first entry, the colour-protection box ticked, a seed typed
    driver.press(setup.name_entries[0])
    for _ in range(len("Player 1")):
        driver.key(pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ada"))
    driver.press(setup.option_widgets["colour_protection"])
    driver.press(setup.seed_entry)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="4242"))
    driver.frames(2)
    driver.screenshot("setup")
    driver.press(setup.start_button)

    assert driver.scene.name == "play"
    session = driver.scene.session
    expected_options = {"size": 4, "tokens": "standard", "arrangement": "manual",
                        "colour_protection": True, "points": "none"}
    assert dict(session.record.options) == expected_options
    assert session.record.players == (Seat("Ada", "human"), Seat("Player 2", "human"))
    assert session.record.seed == 4242
    assert session.record.actions == ()
    assert session.state == BERD.initial_state(2, expected_options)
    driver.screenshot("play-start")


def test_board_size_is_chosen_in_the_setup_dropdown_by_clicks(driver, table):
    driver.press(table.menu_button("new", "berd"))
    setup = driver.scene
    size_menu = setup.option_widgets["size"]
    driver.press(size_menu)
    driver.frames(2)
    assert isinstance(size_menu.current_state, UIExpandedDropDownState), (
        "clicking the Board drop-down did not open it")
    items = size_menu.current_state.options_selection_list.item_list
    three = next(item["button_element"] for item in items if item["text"] == "3×3")
    driver.press(three)
    driver.frames(4)  # the list's choice reaches the drop-down a few frames later
    assert setup.read_options()["size"] == 3
    driver.press(setup.start_button)
    assert driver.scene.name == "play"
    assert driver.scene.session.record.options["size"] == 3


# -- a whole game -------------------------------------------------------------------------------


def test_whole_berd_game_through_clicks(driver, table):
    driver.app.update_settings(animation_speed="off")
    driver.app.nav.start_new_game(BERD, [Seat("Player 1"), Seat("Player 2")], MANUAL3, seed=11)
    driver.frames(1)
    play = table.play
    session = play.session
    rng = make_rng(2024)
    chosen = []
    handoffs = 0
    for _ in range(400):
        driver.settle()
        if driver.scene.name == "handoff":
            handoffs += 1
            driver.click((960, 540))
            continue
        if driver.scene.name == "results":
            break
        assert driver.scene is play
        if session.current_player == TERMINAL:
            driver.frames(1)
            continue
        assert session.current_player != CHANCE  # no chance in this variant
        action = rng.choice(BERD.legal_actions(session.state))
        driver.play_action(action)
        chosen.append(action)
        if len(chosen) == 10:  # all tokens placed: the move phase begins
            driver.screenshot("whole-game-placed")
    else:
        pytest.fail("the game did not end within 400 steps")

    results = driver.scene
    assert results.name == "results"
    assert handoffs == 0  # nothing is hidden without hidden points: no handoff
    assert session.is_over
    assert len(chosen) > 10  # placements and moves were both played
    assert session.record.actions == tuple(chosen)
    expected = BERD.outcome(session.state)
    assert expected is not None
    assert results.outcome == expected
    assert session.record.replay(BERD) == session.state
    assert SaveStore().unfinished() == []  # a finished game is no longer resumable
    driver.screenshot("whole-game-results")


# -- refusals -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("before", "clicks", "rule"), [
    pytest.param([], ["c1", "b2"], "B6:", id="diagonal"),
    pytest.param([Move(sq("c1"), sq("c2")), Move(sq("a3"), sq("a2"))], ["c2", "c1"], "B6:",
                 id="backward"),
    pytest.param([Move(sq("b1"), sq("b2")), Move(sq("a3"), sq("a2"))], ["b2", "b3"], "B8:",
                 id="opponents-berd"),
    pytest.param([], ["a3"], "B5:", id="opponents-stack"),
])
def test_illegal_click_is_refused_with_the_ruling(driver, table, before, clicks, rule):
    play = table.start(AUTO3)
    for action in before:
        table.act(action)
    session = play.session
    state = session.state
    actions = session.record.actions
    view = play.controller.view
    for name in clicks[:-1]:
        driver.click(view.square_rect(sq(name)).center)
    assert session.record.actions == actions
    driver.click(view.square_rect(sq(clicks[-1])).center)

    assert session.record.actions == actions
    assert session.state == state
    assert play.refused is True
    assert play.message is not None and play.message.startswith(rule), play.message
    driver.screenshot(f"refused-{rule[:-1]}")


def test_the_table_shows_the_rules_own_reasons_for_a_placing_square_and_a_strip(driver, table):
    """B4 and B9 refusals are the rules' words (``why_not``), saying what would do."""
    play = table.start(MANUAL3)
    view = play.controller.view
    state = play.session.state
    driver.click(view.square_rect(sq("b2")).center)  # not Light's baseline
    assert play.refused is True and play.session.state == state
    expected = BERD.why_not(state, PickPlacing(sq("b2"), 0))
    assert play.message == f"B4: {expected.message}"
    assert play.message.startswith("B4: Tokens go on your own baseline, row 1: click one of")
    driver.screenshot("refused-B4-baseline")

    play = table.start(AUTO3)
    view = play.controller.view
    driver.click(view.square_rect(sq("c1")).center)
    driver.click(view.exits[DARK].center)  # the strip where Dark crosses
    assert play.refused is True and play.session.record.actions == ()
    assert play.message == ("B9: That is where Dark crosses: Light crosses off the board "
                            "beyond Dark's baseline (row 3)."), play.message
    assert play.controller.selected == sq("c1")
    driver.click(view.exits[LIGHT].center)  # Light's strip, but c1 is far from row 3
    assert play.message == ("B9: Only a stack on Dark's baseline (row 3) may cross off the "
                            "board; c1 is 2 rows short of it."), play.message
    driver.screenshot("refused-B9-strip")


@pytest.mark.parametrize("options", [
    {"size": 3, "tokens": 6, "colour_protection": True, "arrangement": "automatic"},
    {"size": 6, "tokens": 12, "points": "visible", "colour_protection": True},
], ids=["3x3-crowded", "6x6-points"])
def test_every_reason_the_rules_give_a_click_fits_the_message_panel(driver, table, options):
    """Nothing is cut off: the rules' answers to every kind of click, over random positions,
    fit the lines of the play scene's message panel (drawn at 28 px inside a 15/10 margin)."""
    play = table.start(options)
    area = play.layout["message"].inflate(-30, -20)
    fitting = area.h // theme.font(28).get_linesize()
    n = options["size"]
    squares = [(f, r) for r in range(n) for f in range(n)]
    states: list = []
    rng = make_rng(3)
    for _ in range(4):
        random_playout(BERD, 2, options, rng, on_step=lambda state, _a: states.append(state))
    shown = set()
    for state in states[::3]:
        selections = [PickStack(s) for s in squares]
        selections += [PickPlacing(s, v) for s in squares for v in (None, 0, 11)]
        for f, r in squares:
            selections += [PickLanding((f, r), (f + df, r + dr))
                           for df in (-1, 0, 1) for dr in (-1, 0, 1)]
            selections += [PickCrossing((f, r), side) for side in (LIGHT, DARK)]
        for selection in selections:
            refusal = BERD.why_not(state, selection)
            if refusal is not None:
                shown.add(f"{refusal.rule}: {refusal.message}")
    assert {text.split(":")[0] for text in shown} >= {"B4", "B5", "B6", "B8", "B9"}
    for text in sorted(shown):
        lines = theme.wrap(text, 28, area.w)
        assert len(lines) <= fitting, f"cut off after {fitting} lines: {lines}"


def test_a_new_selection_replaces_an_old_message_with_the_hint(driver, table):
    play = table.start(AUTO3)
    view = play.controller.view
    driver.click(view.square_rect(sq("c1")).center)
    driver.click(view.square_rect(sq("b2")).center)  # diagonal: refused
    assert play.refused is True
    driver.click(view.square_rect(sq("c1")).center)  # clear the selection
    assert play.message == "Selection cleared."
    driver.click(view.square_rect(sq("b1")).center)  # a new selection
    assert play.controller.selected == sq("b1")
    driver.screenshot("b1-selected")
    assert (play.message, play.refused) == (None, False), (
        f"b1 is selected but the message panel still says {play.message!r}")


# -- the in-game menu and undo ------------------------------------------------------------------


def test_escape_opens_and_closes_the_game_menu_and_ctrl_z_undoes(driver, table):
    """Only the player who made a move may take it back (test_undo_only_the_mover.py):
    Ada, against a computer, takes hers back while the computer thinks."""
    play = table.start(MANUAL3, kinds=("human", "computer:normal"))
    session = play.session
    states = list(session.states)
    table.act(Place(0, 0))
    assert session.record.actions == (Place(0, 0),)
    assert session.current_player == DARK  # the computer thinks (for seconds)

    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "game-menu"
    driver.screenshot("game-menu")
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is play
    assert session.record.actions == (Place(0, 0),)

    driver.key(pygame.K_z)  # z alone is not undo
    assert session.record.actions == (Place(0, 0),)

    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert session.record.actions == ()
    assert session.state == states[0]
    assert play.message == "Move taken back."
    assert load_game(play.kept_in).actions == ()

    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # nothing left: refused, nothing changes
    assert session.record.actions == ()
    assert play.refused is True


# -- autosave and resume ------------------------------------------------------------------------


def test_autosave_after_every_action_and_resume_after_restart(driver, table, make_driver,
                                                               table_for):
    assert not any(kind == "resume" for kind, _ in driver.scene.buttons.values())
    play = table.start(MANUAL3, seed=5)
    session = play.session
    store = SaveStore()
    kept = play.kept_in
    assert [e.path for e in store.unfinished()] == [kept]
    assert load_game(kept).actions == ()
    rng = make_rng(9)
    for _ in range(13):
        table.act(rng.choice(BERD.legal_actions(session.state)))
        assert play.kept_in == kept
        saved = load_game(kept)
        assert saved.actions == session.record.actions
        assert saved.seed == 5
    state, record = session.state, session.record

    again = make_driver()  # the program is started again in the same home folder
    table2 = table_for(again)
    resume = table2.menu_button("resume")
    assert resume.text == "Resume"
    again.screenshot("menu-with-resume")
    again.press(resume)
    again.settle()
    assert again.scene.name == "play"
    resumed = table2.play.session
    assert resumed.record.actions == record.actions
    assert resumed.record.players == record.players
    assert dict(resumed.record.options) == dict(record.options)
    assert resumed.state == state
    assert again.scene.kept_in == kept  # the game goes on in its own file
    table2.act(rng.choice(BERD.legal_actions(resumed.state)))
    assert load_game(kept).actions == resumed.record.actions
    assert [e.path for e in store.unfinished()] == [kept]


# -- legal-move marks ---------------------------------------------------------------------------


def test_marks_for_a_selected_stack_are_exactly_its_legal_targets(driver, table, monkeypatch):
    driver.app.update_settings(show_legal_moves=True)
    play = table.start(AUTO3, seed=3)
    session = play.session
    view = play.controller.view
    drawn: list[Marks] = []
    original_draw = view.draw

    def spy(canvas, state, viewer, marks, names):
        drawn.append(marks)
        return original_draw(canvas, state, viewer, marks, names)

    monkeypatch.setattr(view, "draw", spy)
    rng = make_rng(4)
    checked = exits = 0
    for _ in range(12):
        if session.current_player < 0:
            break
        seat = session.current_player
        state = session.state
        legal = BERD.legal_actions(state)
        own = [(i % 3, i // 3) for i, stack in enumerate(state.board)
               if stack and stack[-1] & 1 == seat]
        if legal == [PASS]:  # a click anywhere on the board would pass
            own = []
        for square in own:
            moves = [a for a in legal if isinstance(a, Move) and a.origin == square]
            driver.click(view.square_rect(square).center)
            marks = drawn[-1]
            if not moves:
                assert play.controller.selected is None
                assert marks == Marks()
                continue
            assert play.controller.selected == square
            assert marks.selected == square
            assert marks.targets == frozenset(m.target for m in moves if m.target is not None)
            assert marks.exit == any(m.target is None for m in moves)
            assert play.controller.marks(state, seat, True) == marks
            checked += 1
            exits += marks.exit
            if checked == 1 or marks.exit and exits == 1:
                driver.screenshot("marks-exit" if marks.exit else "marks")
            driver.click(view.square_rect(square).center)  # clear the selection
            assert play.controller.selected is None
            assert drawn[-1] == Marks()
        table.act(rng.choice(legal))
    assert checked >= 30  # stacks that could move, each compared with the rules' list
    assert exits >= 1  # the crossing strip was among the marks at least once

    # with the setting off the selection shows, the targets do not
    driver.app.update_settings(show_legal_moves=False)
    if session.current_player >= 0:
        square = next(m.origin for m in BERD.legal_actions(session.state)
                      if isinstance(m, Move))
        driver.click(view.square_rect(square).center)
        assert drawn[-1] == Marks(selected=square)


# -- a resized window ---------------------------------------------------------------------------


def test_clicks_still_land_on_squares_after_a_window_resize(driver, table, tmp_path):
    play = table.start(AUTO3, kinds=("human", "computer:normal"))  # Undo is Ada's while it thinks
    session = play.session
    view = play.controller.view
    # what the OS does when the player drags the window smaller, then tells the program
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    driver.frames(1)
    display = driver.app.display
    assert display.window.get_size() == (1280, 720)
    assert display.scale == pytest.approx(1280 / 1920)
    assert (driver.app.settings.window_width, driver.app.settings.window_height) == (1280, 720)

    for name in ("a1", "b1", "c1"):
        driver.click(view.square_rect(sq(name)).center)
        assert play.controller.selected == sq(name)
        driver.click(view.square_rect(sq(name)).center)
        assert play.controller.selected is None
    driver.click(view.square_rect(sq("b1")).center)
    driver.frames(1)
    pygame.image.save(display.window, str(tmp_path / "resized-window-selected-b1.png"))
    driver.click(view.square_rect(sq("b1")).center)
    assert play.controller.selected is None

    table.act(Move(sq("c1"), sq("c2")))
    assert session.record.actions == (Move(sq("c1"), sq("c2")),)
    driver.press(play.undo_button)  # a widget through the scaled UI manager
    assert session.record.actions == ()


# -- how the board reads (contrast, protection, landing) -------------------------------------
def _contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """The WCAG contrast ratio of two colours."""
    def lum(c: tuple[int, ...]) -> float:
        ch = [v / 255 for v in c[:3]]
        ch = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in ch]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
    high, low = sorted((lum(a), lum(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _berd_table(driver, table, options, board):
    """The table of a game with ``options`` and ``board`` (square name -> tokens)."""
    from dataclasses import replace

    from neurodrez_desktop.games.berd.state import make_token

    play = table.start({**options, "size": 4, "arrangement": "manual"})
    state = BERD.initial_state(2, {**options, "size": 4, "arrangement": "manual"})
    cells = [()] * 16
    for name, tokens in board.items():
        f, r = sq(name)
        cells[r * 4 + f] = tuple(make_token(side, k) for k, side in enumerate(tokens))
    from neurodrez_desktop.games.berd.state import Phase
    return play, replace(state, board=tuple(cells), phase=Phase.MOVE,
                         reserve=((), ()))


def test_b13_tokens_stand_out_on_every_square(driver, table):
    """A cream token on the pale Light square had a contrast of 1.3:1: now every token's
    face stands 2.2:1 from every square it can be on, and its face or its rim 3:1."""
    from neurodrez_desktop.games.berd import view

    squares = [*view.SQUARE_COLOURS, *view.PLAIN_SQUARES]
    for owner in (LIGHT, DARK):
        for square in squares:
            face = _contrast(view.TOKEN_FILL[owner], square)
            assert face >= 2.2, (owner, square)
            assert max(face, _contrast(view.TOKEN_RIM[owner], square)) >= 3.0, (owner, square)
    # and drawn so: a light token's face on Light's square, as the screen shows it
    play, state = _berd_table(driver, table, {"colour_protection": True}, {"a1": (LIGHT,)})
    canvas = pygame.Surface((1920, 1080))
    play.controller.view.draw(canvas, state, LIGHT, play.controller.no_marks(), ["A", "B"])
    rect = play.controller.view.square_rect(sq("a1"))
    face = canvas.get_at((rect.centerx, rect.bottom - int(rect.h * 0.1) - 4))
    ground = canvas.get_at((rect.centerx, rect.y + rect.h // 3))
    assert _contrast(tuple(face), tuple(ground)) >= 2.2


def test_b13_a_tower_colour_protection_keeps_safe_is_marked(driver, table):
    board = {"a1": (LIGHT,), "b1": (LIGHT,), "c1": (LIGHT, LIGHT), "b2": (DARK,),
             "a2": (LIGHT, DARK)}
    for protection, marked in ((True, {"a1", "a2"}), (False, set())):
        play, state = _berd_table(driver, table, {"colour_protection": protection}, board)
        view = play.controller.view
        view.draw(pygame.Surface((1920, 1080)), state, LIGHT, play.controller.no_marks(),
                  ["A", "B"])
        shields = {w[2].center for w in view.drawn if w[1] == "protected"}
        found = {name for name in board
                 if any(view.square_rect(sq(name)).collidepoint(c) for c in shields)}
        # a1: Light on Light's colour; a2: Dark on top, on Dark's; c1 is a Berd; b1 and
        # b2 stand on the other player's colour
        assert found == marked


def test_the_landing_dot_shows_on_a_stack_of_ones_own(driver, table):
    play, state = _berd_table(driver, table, {}, {"a1": (LIGHT,), "a2": (DARK, LIGHT, LIGHT)})
    view = play.controller.view
    marks = Marks(selected=sq("a1"), targets=frozenset({sq("a2"), sq("b1")}))
    canvas = pygame.Surface((1920, 1080))
    view.draw(canvas, state, LIGHT, marks, ["A", "B"])
    for name in ("a2", "b1"):  # on a tall stack of its own (a Berd), and on an empty square
        centre = view.square_rect(sq(name)).center
        assert tuple(canvas.get_at(centre))[:3] == theme.HIGHLIGHT[:3], name
