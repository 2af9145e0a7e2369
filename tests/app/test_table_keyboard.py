"""Every table played from the keyboard (``app/table_cursor.py``): the arrows move a board
cursor over the places a click could use, Enter or Space clicks there, the digits press the
chips, F1 or "?" lists the keys. Everything goes through posted key events and ``App.step``;
the whole Berd game posts no mouse event at all."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from neurodrez_desktop.app.table_cursor import CURSOR
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import Move, Pass, Place
from neurodrez_desktop.games.neurodrez.state import Place as TilePlace
from neurodrez_desktop.games.neuroriders.state import Phase, Take
from neurodrez_desktop.games.neuroriders.state import Place as RoomPlace
from neurodrez_desktop.games.pokerdrez.state import Sacrifice
from neurodrez_desktop.games.quattro_colonne.state import MOVE, ORDER, PASS, GiveOrder
from neurodrez_desktop.ui.table import BOARD, CHIP

SHOTS = Path("/tmp/shots")
ARROW = {(1, 0): pygame.K_RIGHT, (-1, 0): pygame.K_LEFT, (0, 1): pygame.K_DOWN,
         (0, -1): pygame.K_UP}


# -- driving by keys ------------------------------------------------------------------------
def start(driver: Any, game: str, options: dict[str, Any] | None = None, seed: int = 3,
          kinds: tuple[str, ...] = ("human", "human")) -> Any:
    names = ("Ada", "Bo", "Cy", "Di")
    driver.app.nav.start_new_game(get_rules(game), [Seat(n, k) for n, k in zip(
        names, kinds, strict=False)], options or {}, seed)
    driver.frames(2)
    return next(s for s in driver.app.scenes.scenes if s.name == "play")


def to_turn(driver: Any, play: Any) -> None:
    """Settle until a person at the screen is to act; a handoff is passed with Enter."""
    for _ in range(600):
        driver.frames(1)
        driver.settle()
        if driver.scene.name == "handoff":
            driver.key(pygame.K_RETURN)
            continue
        if driver.scene is not play or play.session.is_over:
            return
        if play.seat_at_keys() is not None:
            return
    raise AssertionError("no turn came")


def targets(play: Any) -> list[Any]:
    return play.cursor.targets()


def on(play: Any) -> Any:
    """The target the cursor is on (it is shown)."""
    assert play.cursor.shown
    return next(t for t in targets(play) if t.key == play.cursor.key)


def go_to(driver: Any, play: Any, key: Any) -> None:
    """Tab to the area of ``key``, then arrows until the cursor is on it (the arrows stay
    in their area)."""
    if not play.cursor.shown:
        driver.key(pygame.K_DOWN)
    for _ in range(120):
        here = on(play)
        if here.key == key:
            return
        there = next(t for t in targets(play) if t.key == key)
        if there.kind != here.kind:
            driver.key(pygame.K_TAB)
            continue
        dx = there.rect.centerx - here.rect.centerx
        dy = there.rect.centery - here.rect.centery
        first = (1 if dx > 0 else -1, 0) if abs(dx) >= abs(dy) else (0, 1 if dy > 0 else -1)
        second = (0, (1 if dy > 0 else -1)) if first[1] == 0 else ((1 if dx > 0 else -1), 0)
        for way in (first, second) if dx and dy else (first,):
            driver.key(ARROW[way])
            if play.cursor.key != here.key:
                break
        else:
            driver.key(pygame.K_TAB)
    raise AssertionError(f"the cursor never reached {key}; it is on {play.cursor.key}")


def press(driver: Any, play: Any, key: Any) -> None:
    go_to(driver, play, key)
    driver.key(pygame.K_RETURN, unicode="\r")


def chip_number(play: Any, value: Any) -> int:
    chips = [t for t in targets(play) if t.kind == CHIP]
    return next(k for k, t in enumerate(chips) if t.key == ("chip", value))


def press_chip(driver: Any, play: Any, value: Any) -> None:
    """The chip's digit (its number among the chips, from 1)."""
    k = chip_number(play, value)
    driver.key(pygame.K_1 + k, unicode=str(k + 1))


def first_lit(play: Any, kind: str = BOARD) -> Any:
    return next(t for t in targets(play) if t.lit and t.kind == kind)


def cursor_pixels(driver: Any) -> int:
    """How many pixels of the canvas have the cursor's colour."""
    canvas = driver.app.display.canvas
    return pygame.transform.threshold(None, canvas, CURSOR, (0, 0, 0, 0), set_behavior=0)


def save_shot(driver: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    driver.frames(1)
    pygame.image.save(driver.app.display.canvas, str(SHOTS / f"keyboard_{name}.png"))


def grew_by(play: Any, count: int, expected: Any) -> None:
    actions = play.session.record.actions
    assert len(actions) > count, f"nothing was played (message: {play.message})"
    assert actions[count] == expected


# -- Berd: a whole game, keys only ------------------------------------------------------------
def test_a_whole_berd_game_is_played_with_the_keyboard_alone(driver, monkeypatch):
    monkeypatch.setattr(type(driver), "click", lambda *a, **k: pytest.fail("a mouse click"))
    posted = pygame.event.post

    def keys_only(event: Any) -> Any:
        assert event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                  pygame.MOUSEMOTION, pygame.MOUSEWHEEL), "a mouse event"
        return posted(event)

    monkeypatch.setattr(pygame.event, "post", keys_only)
    play = start(driver, "berd", {"size": 3, "arrangement": "automatic"})
    rules, session = play.rules, play.session
    for turn in range(300):
        to_turn(driver, play)
        if session.is_over:
            break
        seat, state = session.current_player, session.state
        legal = rules.legal_actions(state)
        count = len(session.record.actions)
        if legal == [Pass()] or legal == [legal[0]] and isinstance(legal[0], Pass):
            driver.key(pygame.K_DOWN)
            driver.key(pygame.K_RETURN, unicode="\r")  # any square passes (B10)
            grew_by(play, count, legal[0])
            continue
        moves = [a for a in legal if isinstance(a, Move)]
        forward = 1 if seat == 0 else -1
        move = min(moves, key=lambda m: (m.target is not None,  # off the far side first
                                         m.target is None or m.target[1] != m.origin[1]
                                         + forward, m.origin, m.target or (0, 0)))
        press(driver, play, ("square", move.origin))
        assert play.controller.selected == move.origin, play.message
        if turn == 2:
            save_shot(driver, "berd")
        press(driver, play, ("exit", seat) if move.target is None
              else ("square", move.target))
        grew_by(play, count, move)
    assert session.is_over
    for _ in range(30):
        driver.frames(1)
    assert driver.scene.name == "results"


def test_berd_setup_by_keys_a_square_and_the_place_the_rest_chip(driver):
    play = start(driver, "berd", {"size": 3, "arrangement": "manual"})
    to_turn(driver, play)
    session = play.session
    seat = session.current_player
    count = len(session.record.actions)
    driver.key(pygame.K_UP)  # the cursor comes up on a square of the baseline
    square = on(play)
    assert square.lit and square.key[1][1] == session.state.config.baseline(seat)
    wanted = next(a for a in play.rules.legal_actions(session.state)
                  if a.file == square.key[1][0])
    driver.key(pygame.K_SPACE, unicode=" ")  # Space clicks as Enter does
    grew_by(play, count, wanted)
    to_turn(driver, play)
    seat = session.current_player
    count = len(session.record.actions)
    assert chip_number(play, "auto") == 0
    driver.key(pygame.K_1, unicode="1")  # "Place the rest for me"
    placed = session.record.actions[count]
    assert isinstance(placed, Place) and session.movers[count] == seat
    assert seat in play.controller.auto_seats


# -- the other four tables: a board action and a chip action each ---------------------------
def test_pokerdrez_by_keys_a_pawn_sacrificed_and_keep_all_pawns(driver):
    play = start(driver, "pokerdrez")
    to_turn(driver, play)
    session = play.session
    count = len(session.record.actions)
    driver.key(pygame.K_UP)
    pawn = first_lit(play)
    assert on(play).key == pawn.key  # a pawn that may go (P3) is where it starts
    save_shot(driver, "pokerdrez")
    driver.key(pygame.K_RETURN, unicode="\r")
    grew_by(play, count, Sacrifice(pawn.key[1]))
    to_turn(driver, play)
    count = len(session.record.actions)
    assert Sacrifice(None) in play.rules.legal_actions(session.state)
    press_chip(driver, play, Sacrifice(None))
    grew_by(play, count, Sacrifice(None))


def test_neurodrez_by_keys_a_tile_laid_and_a_chip(driver):
    play = start(driver, "neurodrez")
    to_turn(driver, play)
    session = play.session
    count = len(session.record.actions)
    tile = first_lit(play, "hand")
    press(driver, play, tile.key)
    assert play.controller.selected is not None, play.message
    cell = first_lit(play)
    press(driver, play, cell.key)
    grew_by(play, count, TilePlace(tile.key[2], cell.key[1]))
    for _ in range(400):  # on until the table offers a chip (an action of its own)
        to_turn(driver, play)
        chips = [t for t in targets(play) if t.kind == CHIP]
        if chips:
            break
        driver.play_action(play.rules.legal_actions(session.state)[0])
    else:
        raise AssertionError("no chip was ever offered")
    driver.key(pygame.K_DOWN)
    save_shot(driver, "neurodrez")
    count = len(session.record.actions)
    value = chips[0].key[1]
    press_chip(driver, play, value)
    grew_by(play, count, value)


def test_neuroriders_by_keys_take_lay_and_confirm(driver):
    play = start(driver, "neuroriders")
    session = play.session
    for way in ("chip", "board"):
        for _ in range(200):  # on to this person's Take
            to_turn(driver, play)
            if session.state.phase == Phase.TAKE:
                break
            driver.play_action(play.rules.legal_actions(session.state)[0])
        state = session.state
        count = len(session.record.actions)
        driver.key(pygame.K_1, unicode="1")  # the line-up's first room: the game's own 1-4
        grew_by(play, count, Take(state.lineup[0]))
        to_turn(driver, play)
        assert session.state.phase == Phase.PLACE
        count = len(session.record.actions)
        cell = first_lit(play)
        press(driver, play, cell.key)  # put down (staged), not laid yet
        staged = play.controller.staged
        assert staged is not None and staged[1] == cell.key[1], play.message
        assert len(session.record.actions) == count
        assert on(play).confirms
        if way == "chip":
            save_shot(driver, "neuroriders")
            press_chip(driver, play, "confirm")  # "Confirm room", number 1
        else:
            driver.key(pygame.K_RETURN, unicode="\r")  # Enter on the staged room lays it
        grew_by(play, count, RoomPlace(*staged))


def test_neuroriders_cursor_pans_the_grid_to_the_cell_it_goes_to(driver):
    play = start(driver, "neuroriders")
    to_turn(driver, play)
    view = play.controller.view
    for _ in range(8):  # Shift+arrows pan the grid: its cells go off the window's left
        driver.key(pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert not play.cursor.shown
    cells = [t for t in targets(play) if t.kind == BOARD]
    far = min(cells, key=lambda t: t.rect.centerx)
    assert not view.usable.contains(far.rect)
    go_to(driver, play, far.key)
    assert view.usable.contains(on(play).rect), "the cell the cursor is on is in view"
    assert play.cursor.drawn is not None


def test_quattro_colonne_by_keys_a_step_and_the_pass_chip(driver):
    play = start(driver, "quattro_colonne")
    session = play.session
    to_turn(driver, play)
    assert session.state.phase == ORDER
    chips_before = play.controller.placed[:]
    driver.key(pygame.K_1, unicode="1")  # 1-4 are the order's, not the chips'
    assert play.controller.placed != chips_before and session.state.phase == ORDER
    driver.key(pygame.K_DOWN)
    save_shot(driver, "quattro_colonne_order")
    driver.key(pygame.K_BACKSPACE)
    for values in ((4, 3, 2, 1), (1, 2, 3, 4)):  # no column shares a value: no contest
        to_turn(driver, play)
        driver.play_action(GiveOrder(values))
    to_turn(driver, play)
    assert session.state.phase == MOVE
    count = len(session.record.actions)
    move = next(a for a in play.rules.legal_actions(session.state) if a != PASS)
    press(driver, play, ("square", move.origin))
    assert play.controller.selected == move.origin, play.message
    save_shot(driver, "quattro_colonne")
    press(driver, play, ("square", move.target))
    grew_by(play, count, move)
    to_turn(driver, play)
    count = len(session.record.actions)
    press_chip(driver, play, PASS)
    grew_by(play, count, PASS)


def test_the_arrows_stay_in_their_area_and_tab_changes_it(driver):
    """Quattro Colonne's order: from the actions (chips), no arrow wanders onto the dice
    or the screen's Save; Tab goes on to the next area. Before, Right from the Clear chip
    went to a die and on to Save."""
    play = start(driver, "quattro_colonne")
    to_turn(driver, play)
    driver.key(pygame.K_1, unicode="1")  # a die placed: the order's chips are offered
    driver.key(pygame.K_DOWN)
    for _ in range(6):
        if on(play).kind == CHIP:
            break
        driver.key(pygame.K_TAB)
    assert on(play).kind == CHIP
    for arrow in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP) * 4:
        driver.key(arrow)
        assert on(play).kind == CHIP, f"an arrow took the cursor to {on(play).key}"
    kinds = [t.kind for t in targets(play)]
    driver.key(pygame.K_TAB)
    after = on(play).kind
    assert after != CHIP and after == kinds[(kinds.index(CHIP) + kinds.count(CHIP)) % len(
        kinds)]


# -- what is shown ---------------------------------------------------------------------------
def test_the_ring_shows_only_once_a_key_is_used_and_goes_at_a_click(driver):
    play = start(driver, "berd", {"size": 3, "arrangement": "automatic"})
    to_turn(driver, play)
    driver.frames(2)
    assert play.cursor.drawn is None and cursor_pixels(driver) == 0
    driver.key(pygame.K_RIGHT)
    driver.frames(1)
    assert play.cursor.drawn is not None and cursor_pixels(driver) > 100
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 1075), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 1075), button=1))
    driver.frames(2)
    assert play.cursor.drawn is None and cursor_pixels(driver) == 0


def test_keys_overlay_opens_with_f1_and_question_mark_and_closes(driver):
    play = start(driver, "neuroriders")
    to_turn(driver, play)
    driver.key(pygame.K_F1)
    assert driver.scene.name == "keys"
    overlay = driver.scene
    for k, column in enumerate(overlay.columns):  # nothing cut off at the chosen size
        rect = overlay._column_rect(k)
        assert overlay._layout(column, rect, overlay.size, None) <= rect.bottom
    words = [line for column in overlay.columns for _, lines in column for line in lines]
    for key in ("Ctrl+Z", "Esc", "Page Up, Page Down", "End", "M", "F11", "P or Space",
                "N or Right", "Arrows", "1 to 9", "R, Shift+R"):
        assert any(keys == key for keys, _ in words), key
    save_shot(driver, "keys")
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is play
    driver.key(pygame.K_SLASH, pygame.KMOD_SHIFT, unicode="?")
    assert driver.scene.name == "keys"
    driver.key(pygame.K_SLASH, pygame.KMOD_SHIFT, unicode="?")
    assert driver.scene is play
    driver.key(pygame.K_F1)
    driver.key(pygame.K_F1)
    assert driver.scene is play
    driver.key(pygame.K_ESCAPE)  # the game menu's Keys entry
    menu = driver.scene
    assert menu.name == "game-menu"
    keys = next(b for b, what in menu.actions.items() if what == "keys")
    driver.press(keys)
    assert driver.scene.name == "keys"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is menu


def test_a_move_waiting_for_confirm_is_played_by_enter_with_the_cursor_shown(driver):
    driver.app.update_settings(confirm_moves=True)
    play = start(driver, "berd", {"size": 3, "arrangement": "automatic"})
    to_turn(driver, play)
    session = play.session
    count = len(session.record.actions)
    move = next(a for a in play.rules.legal_actions(session.state)
                if isinstance(a, Move) and a.target is not None)
    press(driver, play, ("square", move.origin))
    press(driver, play, ("square", move.target))
    assert play.pending is not None and len(session.record.actions) == count
    driver.key(pygame.K_RETURN, unicode="\r")  # Enter plays the move waiting
    grew_by(play, count, move)
