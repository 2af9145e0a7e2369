"""Quattro Colonne's table in the real program: the secret order made with the dice (clicks,
a drag, keys), the handoff only before orders, the screens kept closed until both orders
are in, refusals in the rules' words, a computer seat, and screenshots of the table.

Everything goes through posted pygame events and ``App.step``; the view and the
controller are watched so that no state showing the opponent's order reaches them before
the reveal.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pygame
from table_play import drag, to_scene, to_turn

from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.quattro_colonne.controller import CONFIRM
from neurodrez_desktop.games.quattro_colonne.state import (
    HIDDEN_ORDER,
    MOVE,
    ORDER,
    PASS,
    STEP_VALUES,
    GiveOrder,
    Move,
    parse_square,
)

RULES = get_rules("quattro_colonne")
SHOTS = Path("/tmp/qc_shots")  # a copy of the screenshots, to look at


# -- helpers ---------------------------------------------------------------------------------
class Watch:
    """Every state the table is given, with the seat it is given for: none may show the
    other seat's order during the order phase (Q4)."""

    def __init__(self, play: Any) -> None:
        self.seen = 0
        self.hidden_seen = 0
        controller, view = play.controller, play.controller.view
        draw, marks, hint, click = view.draw, controller.marks, controller.hint, controller.click

        def watched_draw(canvas, state, viewer, *rest):
            self.check(state, viewer)
            return draw(canvas, state, viewer, *rest)

        def watched(method):
            def call(state, seat, *rest):
                self.check(state, seat)
                return method(state, seat, *rest)
            return call

        view.draw = watched_draw
        controller.marks, controller.hint, controller.click = (watched(marks), watched(hint),
                                                                watched(click))

    def check(self, state: Any, viewer: int | None) -> None:
        if state.phase != ORDER:
            return
        self.seen += 1
        others = (0, 1) if viewer not in (0, 1) else (1 - viewer,)
        for side in others:
            assert state.orders[side] in (None, HIDDEN_ORDER), (
                f"seat {viewer} was shown {['White', 'Black'][side]}'s order before the reveal")
            self.hidden_seen += state.orders[side] == HIDDEN_ORDER


def start(driver, seed: int = 5, kinds: tuple[str, str] = ("human", "human")):
    driver.app.nav.start_new_game(RULES, [Seat("Ada", kinds[0]), Seat("Bo", kinds[1])], {},
                                  seed)
    driver.frames(1)
    driver.settle()
    return next(s for s in driver.app.scenes.scenes if s.name == "play")


def keys_order(driver, values) -> None:
    """Keys 1–4 put the next die (highest first) on column c–f; Enter confirms."""
    for value in STEP_VALUES:
        column = values.index(value)
        driver.key(pygame.K_1 + column, unicode=str(column + 1))
    driver.key(pygame.K_RETURN, unicode="\r")


def drag_order(driver, play, seat: int, values) -> None:
    view = play.controller.view
    for value in STEP_VALUES:
        drag(driver, view.tray_die_rect(value).center,
             view.slot_rect(seat, values.index(value)).center)
    driver.click(play.controller.chip_position(play.shown_state(), seat, CONFIRM))


def tray_click_order(driver, play, seat: int, values) -> None:
    """Click a die in the tray, then a header; the 1 goes first, so nothing falls in place."""
    view = play.controller.view
    for value in reversed(STEP_VALUES):
        driver.click(view.tray_die_rect(value).center)
        driver.click(view.slot_rect(seat, values.index(value)).center)
    driver.click(play.controller.chip_position(play.shown_state(), seat, CONFIRM))


def choose(rng, state) -> Any:
    """A quick policy: captures first, then mostly a move, sometimes a pass."""
    legal = RULES.legal_actions(state)
    captures = [a for a in legal if isinstance(a, Move) and state.board[a.target]]
    if captures:
        return rng.choice(captures)
    moves = [a for a in legal if isinstance(a, Move)]
    if moves and rng.random() < 0.9:
        return rng.choice(moves)
    return rng.choice(legal)


def copy_shots(driver) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name in driver.shot_names:
        shutil.copy(driver.shots / name, SHOTS / name)


# -- (a) a whole hot-seat game ---------------------------------------------------------------
def test_whole_hot_seat_game_from_the_menu_with_handoffs_only_before_orders(driver, table):
    driver.press(table.menu_button("new", "quattro_colonne"))
    setup = driver.scene
    assert setup.name == "setup"
    driver.press(setup.seed_entry)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="77"))
    driver.frames(2)
    driver.press(setup.start_button)
    assert driver.scene.name in ("play", "handoff")
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    session = play.session
    assert [s.kind for s in session.record.players] == ["human", "human"]
    watch = Watch(play)
    rng = make_rng(9)
    handoffs: list = []
    ways = {"keys": 0, "drag": 0, "tray": 0, "clicks": 0}
    for _ in range(700):
        before = len(handoffs)
        to_turn(driver, play, lambda seat: handoffs.append((seat, session.state.phase)))
        if driver.scene.name == "results" or session.is_over:
            break
        state = session.state
        seat = session.current_player
        if state.phase == ORDER:
            # a handoff to this seat came after the last action: the other player had the
            # screen (their order, or the public steps)
            assert handoffs[before:] and handoffs[-1] == (seat, ORDER), handoffs[before:]
            action = rng.choice(RULES.legal_actions(state))
            way = ("keys", "drag", "tray", "clicks")[(state.round + seat) % 4]
            count = len(session.record.actions)
            if way == "keys":
                keys_order(driver, action.values)
            elif way == "drag":
                drag_order(driver, play, seat, action.values)
            elif way == "tray":
                tray_click_order(driver, play, seat, action.values)
            else:
                driver.play_action(action)
            assert session.record.actions[count:count + 1] == (action,), (way, play.message)
            ways[way] += 1
        else:
            assert state.phase == MOVE
            assert handoffs[before:] == [], "a handoff between the steps' moves"
            driver.play_action(choose(rng, state))
    assert all(phase == ORDER for _, phase in handoffs), handoffs
    assert session.is_over and RULES.outcome(session.state) is not None
    to_scene(driver, "results", 30)
    assert all(ways.values()), ways
    rounds = session.state.round
    orders = [a for a in session.record.actions if isinstance(a, GiveOrder)]
    assert len(orders) == 2 * rounds
    assert len(handoffs) == 2 * rounds  # one before every order, none elsewhere
    assert watch.seen > 0 and watch.hidden_seen > 0
    driver.screenshot("qc-results")
    copy_shots(driver)


# -- (b) a drag; (c) keys --------------------------------------------------------------------
def test_a_die_dragged_onto_a_header_and_a_placed_die_dragged_to_swap(driver):
    play = start(driver)
    to_turn(driver, play)
    seat = play.session.current_player
    controller, view = play.controller, play.controller.view
    drag(driver, view.tray_die_rect(4).center, view.slot_rect(seat, 2).center,
         shot="qc-dragging-a-die")
    assert controller.placed == [0, 0, 4, 0] and controller.held is None
    # a click (down and up at one point) on a die picks it; it is not dropped there
    driver.click(view.tray_die_rect(3).center)
    assert controller.held == 3 and controller.placed == [0, 0, 4, 0]
    driver.click(view.slot_rect(seat, 0).center)
    assert controller.placed == [3, 0, 4, 0]
    # the 4 dragged from e onto c: the 3 goes to e
    drag(driver, view.slot_rect(seat, 2).center, view.slot_rect(seat, 0).center)
    assert controller.placed == [4, 0, 3, 0]
    # a die dragged back into the tray leaves the header
    drag(driver, view.slot_rect(seat, 2).center, view.tray_die_rect(1).center)
    assert controller.placed == [4, 0, 0, 0]
    assert len(play.session.record.actions) == 1  # only the first player's draw
    driver.click(view.square_rect(parse_square("d2")).center)  # the board, before orders
    assert play.refused and play.message.startswith("Q4: First the orders")
    copy_shots(driver)


def test_keys_1_to_4_and_enter_give_the_order(driver):
    play = start(driver)
    to_turn(driver, play)
    session = play.session
    count = len(session.record.actions)
    driver.key(pygame.K_RETURN, unicode="\r")  # nothing placed: not confirmed
    assert len(session.record.actions) == count and "still to place" in play.message
    driver.key(pygame.K_3, unicode="3")  # the 4 on e
    driver.key(pygame.K_3, unicode="3")  # e is taken: says so, places nothing
    assert "Column e already holds the 4" in play.message
    driver.key(pygame.K_1, unicode="1")  # the 3 on c
    driver.key(pygame.K_BACKSPACE)  # taken back
    assert play.controller.placed == [0, 0, 4, 0]
    for key in (pygame.K_1, pygame.K_4, pygame.K_2):  # 3 on c, 2 on f, 1 on d
        driver.key(key)
    assert play.controller.placed == [3, 1, 4, 2]
    driver.key(pygame.K_RETURN, unicode="\r")
    assert session.record.actions[count] == GiveOrder((3, 1, 4, 2))


def test_keys_move_a_piece_and_pass(driver):
    play = start(driver)
    session = play.session
    for values in ((4, 3, 2, 1), (1, 2, 3, 4)):  # no column shares a value: no contest
        to_turn(driver, play)
        driver.play_action(GiveOrder(values))
    to_turn(driver, play)
    seat = session.current_player
    column = session.state.active_column(seat)
    pawn = parse_square("cdef"[column] + ("1" if seat == 0 else "8"))
    count = len(session.record.actions)
    driver.key(pygame.K_UP)  # the board cursor comes up on the movable pawn
    assert play.cursor.key == ("square", pawn)
    driver.key(pygame.K_RETURN, unicode="\r")  # picks it
    assert play.controller.selected == pawn
    driver.key(pygame.K_UP if seat == 0 else pygame.K_DOWN)
    driver.key(pygame.K_RETURN, unicode="\r")
    step = -4 if seat == 0 else 4
    assert session.record.actions[count] == Move(pawn, pawn + step)
    to_turn(driver, play)
    driver.key(pygame.K_p, unicode="p")
    assert session.record.actions[count + 1] == PASS


# -- (d) a refusal in the rules' words --------------------------------------------------------
def test_a_click_on_a_piece_outside_the_active_column_is_refused_with_q5(driver):
    play = start(driver)
    session = play.session
    for values in ((4, 3, 2, 1), (1, 2, 3, 4)):  # no column shares a value: no contest
        to_turn(driver, play)
        driver.play_action(GiveOrder(values))
    to_turn(driver, play)
    state = session.state
    assert state.phase == MOVE
    seat = session.current_player
    column = state.active_column(seat)
    home = "1" if seat == 0 else "8"
    other = "cdef"[(column + 1) % 4] + home
    view = play.controller.view
    driver.click(view.square_rect(parse_square(other)).center)
    assert play.refused and play.message.startswith("Q5: Your Pawn on " + other)
    driver.click(view.square_rect(parse_square("d5")).center)  # an empty square
    assert play.refused and play.message.startswith("Q5: The square d5 is empty")
    # a piece of the active column picked, then another square it cannot reach
    own = "cdef"[column] + home
    driver.click(view.square_rect(parse_square(own)).center)
    assert play.controller.selected == parse_square(own) and not play.refused
    far = "cdef"[column] + ("6" if seat == 0 else "3")
    driver.click(view.square_rect(parse_square(far)).center)
    assert play.refused and play.message.startswith("Q6: The Pawn on " + own)
    assert session.state is state  # nothing was played


# -- (e) a computer seat ---------------------------------------------------------------------
def test_against_an_easy_computer_its_order_stays_hidden_until_the_reveal(driver):
    play = start(driver, seed=8, kinds=("human", "computer:easy"))
    watch = Watch(play)
    session = play.session
    rng = make_rng(4)
    revealed = set()  # the rounds whose steps showed the computer's order
    for _ in range(160):
        to_turn(driver, play)
        assert driver.scene.name != "handoff"
        if session.is_over or session.state.round > 5:
            break
        assert play.viewer == 0 == session.current_player
        state = play.shown_state()
        if state.phase == ORDER:
            if state.orders[1] is not None:
                assert state.orders[1] == HIDDEN_ORDER  # given, behind the screen
            driver.play_action(rng.choice(RULES.legal_actions(state)))
        else:
            assert state.orders[1] not in (None, HIDDEN_ORDER)  # revealed for the steps
            revealed.add(state.round)
            driver.play_action(choose(rng, session.state))
    assert len(revealed) >= 4, revealed
    assert watch.hidden_seen > 0, "the computer never gave its order first"
    assert play.viewer == 0


# -- (f) screenshots -------------------------------------------------------------------------
def _play_until(driver, play, rng, done, limit: int = 300) -> None:
    for _ in range(limit):
        to_turn(driver, play)
        if done(play.session.state) or play.session.is_over:
            return
        state = play.session.state
        action = (rng.choice(RULES.legal_actions(state)) if state.phase == ORDER
                  else choose(rng, state))
        driver.play_action(action)
        if done(play.session.state):
            return
    raise AssertionError("the position never came")


def test_screenshots_of_the_order_reveal_contest_and_promotion(driver):
    play = start(driver, seed=5)
    session = play.session
    view = play.controller.view
    to_turn(driver, play)
    seat = session.current_player
    driver.click(view.tray_die_rect(4).center)  # the 4 held, then put on d
    driver.click(view.slot_rect(seat, 1).center)
    driver.click(view.tray_die_rect(3).center)
    driver.screenshot("qc-order-phase")
    driver.click(play.controller.chip_position(play.shown_state(), seat, "clear"))
    driver.play_action(GiveOrder((4, 3, 2, 1)))
    to_turn(driver, play)
    assert session.state.orders[seat] is not None and session.current_player == 1 - seat
    driver.screenshot("qc-second-order-first-hidden")
    driver.app.update_settings(animation_speed="slow")
    driver.play_action(GiveOrder((4, 2, 3, 1)))  # c contested for the 4
    driver.frames(18)
    assert view.busy and view.anim.reveal is not None
    driver.screenshot("qc-reveal-opening")
    driver.settle()
    driver.app.update_settings(animation_speed="off")
    to_turn(driver, play)
    state = session.state
    assert state.phase == MOVE and state.rolls and state.rolls[-1].column == 0
    driver.screenshot("qc-contested-step")
    rng = make_rng(21)
    _play_until(driver, play, rng, lambda s: any(
        len(s.captured[side]) and s.phase == MOVE for side in (0, 1)) and view.news is not None
        and "becomes" in view.news)
    assert "becomes a" in view.news
    driver.screenshot("qc-promotion-announced")
    copy_shots(driver)


def test_the_table_in_a_1280x720_window(driver):
    play = start(driver, seed=5)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    driver.frames(2)
    display = driver.app.display
    assert display.window.get_size() == (1280, 720)
    to_turn(driver, play)
    seat = play.session.current_player
    view = play.controller.view
    driver.click(view.slot_rect(seat, 3).center)  # a click in the scaled window still hits
    assert play.controller.placed == [0, 0, 0, 4]
    driver.frames(1)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(display.window, str(SHOTS / "qc-window-1280x720.png"))


# -- a forced pass is made for the player (Q5) ---------------------------------------------------
def test_q5_a_forced_pass_is_made_for_the_player_but_not_replayed_after_an_undo(driver):
    """With no legal move in the active column the program passes for the player; an undo
    that takes such a pass back leaves it for the player to make (else Undo would seem to
    do nothing), and the next position passes by itself again."""
    from neurodrez_desktop.games.quattro_colonne.state import (
        BLACK,
        WHITE,
        QCState,
        piece,
    )
    from neurodrez_desktop.games.quattro_colonne.state import PAWN as P

    play = start(driver)
    controller = play.controller
    board = [0] * 32
    board[parse_square("c2")] = piece(WHITE, P)
    board[parse_square("c3")] = piece(BLACK, P)  # blocks White's only pawn in column c
    board[parse_square("d7")] = piece(BLACK, P)
    forced = QCState(MOVE, tuple(board), ((2, 1, 1), (2, 1, 1)), ((), ()), first=WHITE,
                     orders=((4, 3, 2, 1), (3, 4, 2, 1)), to_act=WHITE)
    assert RULES.legal_actions(forced) == [PASS]
    assert controller.auto_action(forced, WHITE) == PASS
    free = QCState(MOVE, tuple(board), ((2, 1, 1), (2, 1, 1)), ((), ()), first=WHITE,
                   orders=((4, 3, 2, 1), (3, 4, 2, 1)), to_act=BLACK, acted=1)
    assert RULES.legal_actions(free) != [PASS]
    assert controller.auto_action(free, BLACK) is None  # a choice: the player makes it
    controller.undone()
    assert controller.auto_action(forced, WHITE) is None
    assert controller.auto_action(forced, WHITE) is None  # still the position undo reached
    later = QCState(MOVE, tuple(board), ((2, 1, 1), (2, 1, 1)), ((), ()), first=WHITE,
                    round=2, orders=((4, 3, 2, 1), (3, 4, 2, 1)), to_act=WHITE)
    assert controller.auto_action(later, WHITE) == PASS


def test_forced_passes_in_a_played_game_need_no_click(driver):
    """Through the program: a forced pass is in the record though nobody pressed Pass."""
    play = start(driver)
    session = play.session
    rng = make_rng(3)
    presses = 0
    for _ in range(400):
        to_turn(driver, play)
        if session.is_over or any(a == PASS for a in session.record.actions):
            break
        seat = session.current_player
        legal = RULES.legal_actions(RULES.view_for(session.state, seat))
        assert legal != [PASS], "a forced pass waited for a click"
        moves = [a for a in legal if a != PASS]
        action = rng.choice(moves) if moves else PASS
        presses += action == PASS
        driver.play_action(action)
    assert presses == 0 and PASS in session.record.actions


def _to_the_first_step(driver, play) -> tuple[int, int]:
    """Both orders given (no contest): the seat to act and its pawn in its active column."""
    for values in ((4, 3, 2, 1), (1, 2, 3, 4)):
        to_turn(driver, play)
        driver.play_action(GiveOrder(values))
    to_turn(driver, play)
    seat = play.session.current_player
    column = play.session.state.active_column(seat)
    return seat, parse_square("cdef"[column] + ("1" if seat == 0 else "8"))


def test_a_chosen_piece_dragged_to_a_lit_square_moves_and_a_click_lets_it_go(driver):
    play = start(driver)
    session = play.session
    seat, pawn = _to_the_first_step(driver, play)
    view = play.controller.view
    driver.click(view.square_rect(pawn).center)
    assert play.controller.selected == pawn
    driver.click(view.square_rect(pawn).center)  # a second click on it lets it go
    assert play.controller.selected is None and play.message == "Selection cleared."
    driver.click(view.square_rect(pawn).center)
    count = len(session.record.actions)
    target = pawn + (-8 if seat == 0 else 8)  # two squares from the home rank
    drag(driver, view.square_rect(pawn).center, view.square_rect(target).center)
    assert session.record.actions[count] == Move(pawn, target)


def test_hot_seat_only_the_mover_may_take_back_a_public_move(driver):
    """In the steps both players watch (no handoff), yet only the one who moved may take
    the move back (the program's policy since cc9cb45): the other, now at the screen, is
    told whose move it is and nothing changes."""
    play = start(driver)
    session = play.session
    seat, pawn = _to_the_first_step(driver, play)
    driver.play_action(Move(pawn, pawn + (-4 if seat == 0 else 4)))
    to_turn(driver, play)
    assert play.viewer == 1 - seat and driver.scene.name == "play"
    assert not play.undo_button.is_enabled
    count = len(session.record.actions)
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(session.record.actions) == count and play.refused
    mover = session.seats[seat].name
    assert play.message == f"Only {mover} can take back {mover}'s move."
    assert session.current_player == 1 - seat


def test_keys_say_what_is_placed_so_far(driver):
    play = start(driver)
    to_turn(driver, play)
    driver.key(pygame.K_RETURN, unicode="\r")  # nothing placed: refused, in words
    assert "still to" in play.message
    driver.key(pygame.K_2, unicode="2")
    assert play.message.startswith("Placed: 4 on d; still to place: 3, 2, 1")
    for key in (pygame.K_1, pygame.K_3, pygame.K_4):
        driver.key(key)
    assert "Press Enter" in play.message
