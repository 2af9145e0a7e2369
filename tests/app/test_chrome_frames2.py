"""The frames around a move and a handoff do no work they need not: covering the table
and changing its buttons post no pygame_gui events for buttons the pointer is not on,
and a frame asks ``view_for`` of one state and seat once. Counted, never timed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from pygame_gui import UI_BUTTON_ON_UNHOVERED
from table_play import point_at

from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.rng import chance_action
from neurodrez_desktop.games import get_rules


@pytest.fixture
def unhovered(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """The buttons each "unhovered" event pygame_gui posts names, in order."""
    told: list[Any] = []
    post = pygame.event.post

    def counting(event: pygame.event.Event) -> bool:
        if event.type == UI_BUTTON_ON_UNHOVERED:
            told.append(event.ui_element)
        return post(event)

    monkeypatch.setattr(pygame.event, "post", counting)
    yield told


def test_a_handoff_tells_no_table_button_the_pointer_is_not_on(driver: Any, table: Any,
                                                                unhovered: list[Any]) -> None:
    """A move handing the screen over covers the table without an "unhovered" event for
    any of its buttons (the pointer was on none); the handoff taken, the table's buttons
    for the turn are shown without any either; a button under the pointer is still told."""
    berd = get_rules("berd")
    play = table.start({"points": "hidden", "arrangement": "automatic"})
    table.until("handoff")
    driver.key(pygame.K_SPACE)
    point_at(driver, (5, 5))
    ours = play.container.elements
    assert sum(button.visible for button in ours) >= 5
    assert not any(getattr(button, "hovered", False) for button in ours)
    unhovered.clear()
    play.play(berd.legal_actions(play.session.state)[0])
    table.until("handoff")
    assert [button for button in unhovered if button in ours] == []
    driver.key(pygame.K_SPACE)  # the table shown again, its watch buttons hidden anew
    assert driver.scene is play and play.confirm_button.visible is False
    assert [button for button in unhovered if button in ours] == []
    point_at(driver, play.save_button.rect.center)
    assert play.save_button.hovered
    play.play(berd.legal_actions(play.session.state)[0])
    table.until("handoff")
    assert set(button for button in unhovered if button in ours) == {play.save_button}


def test_the_table_buttons_change_without_events_for_buttons_not_pointed_at(
        driver: Any, table: Any, unhovered: list[Any]) -> None:
    """Confirm and Cancel taking Hint's place and leaving it again ("Confirm moves") post
    no "unhovered" event: the pointer is on none of them."""
    berd = get_rules("berd")
    driver.app.update_settings(confirm_moves=True)
    play = table.start({"points": "visible", "arrangement": "automatic"})
    point_at(driver, (5, 5))
    unhovered.clear()
    play.offer(berd.legal_actions(play.session.state)[0])
    assert play.confirm_button.visible and not play.hint_button.visible
    play.cancel_pending()
    assert play.hint_button.visible and not play.confirm_button.visible
    assert unhovered == []


def test_new_words_draw_only_the_state_shown_the_others_when_shown(driver: Any) -> None:
    """The take-back button's new words (another mover's) draw the picture it shows, not
    pygame_gui's other four one a frame after; hovered, it shows the new words as a
    button made with them does, and so does the pressed picture."""
    from pygame_gui.elements import UIButton

    from neurodrez_desktop.app.scene import set_words

    ui = driver.app.ui
    rect = pygame.Rect(460, 890, 1000, 64)
    button = UIButton(rect, "Take back Ada's move", ui)
    fresh = UIButton(rect.move(0, -100), "Take back Bo's move", ui)
    for _ in range(8):
        ui.update(1 / 60)
    shape = button.drawable_shape
    assert shape is not None
    drawn: list[str] = []
    redraw = shape.redraw_state

    def counting(state_id: str, *args: Any, **kwargs: Any) -> None:
        drawn.append(state_id)
        redraw(state_id, *args, **kwargs)

    shape.redraw_state = counting  # type: ignore[method-assign,assignment]
    set_words(button, "Take back Bo's move")
    for _ in range(8):
        ui.update(1 / 60)
    assert drawn == ["normal"]

    def picture(which: UIButton, state: str) -> bytes:
        drawing: Any = which.drawable_shape
        drawing.set_active_state(state)
        return pygame.image.tobytes(drawing.get_fresh_surface(), "RGBA")

    for state in ("normal", "hovered", "active"):
        assert picture(button, state) == picture(fresh, state), state
    assert drawn == ["normal", "hovered", "active"]


def test_a_move_frame_asks_for_each_view_once(driver: Any, table: Any,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A move's frame asks ``view_for`` once, for the position after it: the position
    before it is the view the table drew, and the animation's end is the view then drawn
    (one object, so what a table keeps with a view serves both)."""
    play = table.start({"points": "visible", "arrangement": "automatic"})
    rules = play.rules
    asked: list[tuple[int, int]] = []
    real = rules.view_for

    def counting(state: Any, seat: int) -> Any:
        asked.append((id(state), seat))
        return real(state, seat)

    monkeypatch.setattr(rules, "view_for", counting)
    driver.frames(1)  # the table drawn for the seat at the screen
    asked.clear()
    before, seat = play.session.state, play.viewer
    play.play(rules.legal_actions(before)[0])
    driver.frames(1)
    assert (id(before), seat) not in asked and (id(play.session.state), seat) in asked
    assert len(asked) == len(set(asked))  # the after's view, drawn, not asked again


class CountingCanvas(pygame.Surface):
    """A canvas that counts how often all of it is filled."""

    filled = 0

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        if rect is None:
            CountingCanvas.filled += 1
        return super().fill(color, rect, special_flags)


def test_a_handoff_frame_fills_the_canvas_once_in_its_colour(driver: Any, table: Any) -> None:
    """The handoff screen's frames fill the canvas once, in the handoff's own colour (the
    app's fill, not a second one of the screen's); the table's frames once too."""
    from neurodrez_desktop.ui.theme import BACKGROUND

    table.start({"points": "hidden", "arrangement": "automatic"})
    table.until("handoff")
    canvas = CountingCanvas(driver.app.display.canvas.get_size())
    driver.app.display.canvas = canvas
    CountingCanvas.filled = 0
    driver.frames(3)
    assert CountingCanvas.filled == 3
    assert canvas.get_at((5, 5))[:3] == driver.scene.background != BACKGROUND
    driver.key(pygame.K_SPACE)
    assert driver.scene.name == "play" and driver.scene.background == BACKGROUND
    CountingCanvas.filled = 0
    driver.frames(2)
    assert CountingCanvas.filled == 2


def test_a_handoff_finds_the_next_readers_log_already_said(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each person's log is said as each action is played, from the first read on, so
    the frame a handoff gives the screen to another reader says none: a turn's worth of
    words (the whole game so far at a seat's first turn) fell on the Confirm's frame.
    Each reader's words are its own."""
    import random

    from neurodrez_desktop.app.bench_ui import bench_seats
    from neurodrez_desktop.app.session import GameSession
    from neurodrez_desktop.games import entry_for

    entry = entry_for("neuroriders")
    session = GameSession.new(entry.rules, bench_seats(entry), dict(entry.bench.options),
                              seed=4)
    presenter = session.presenter
    said: list[Any] = []
    label = presenter.action_label

    def counting(state: Any, action: Any, seat: Any) -> Any:
        said.append(seat)
        return label(state, action, seat)

    monkeypatch.setattr(presenter, "action_label", counting)
    session.log(0)  # the first to read: seat 1 has not read yet
    rng = random.Random(4)
    for _ in range(30):  # a turn and more of the first mover's (and chance's) actions
        state = session.state
        if session.rules.current_player(state) == CHANCE:  # as the program draws it
            session.apply(chance_action(session.record.seed, len(session.record.actions),
                                        session.rules.chance_outcomes(state)))
        else:
            session.apply(rng.choice(session.rules.legal_actions(state)))
        session.log(0)  # the seat at the screen reads each
    said.clear()
    log = session.log(1)
    assert said == [] and log
    fresh = GameSession.new(entry.rules, bench_seats(entry), dict(entry.bench.options), seed=4)
    for action in session.record.actions:
        fresh.apply(action)
    assert [e.text for e in fresh.log(1)] == [e.text for e in log]
    assert [e.text for e in fresh.log(0)] == [e.text for e in session.log(0)]


def test_the_first_handoff_of_a_game_says_no_log(driver: Any,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The log of a table opened is said for each person as it opens, so the frame the
    first handoff gives the screen to its first reader says none of it (a game resumed
    after its opening: some seventy actions in Neuroriders, once for each reader)."""
    from neurodrez_desktop.app.bench_ui import bench_record, bench_seats
    from neurodrez_desktop.games import entry_for

    entry = entry_for("neuroriders")
    said: list[Any] = []
    label = entry.presenter.action_label

    def counting(state: Any, action: Any, seat: Any) -> Any:
        said.append(seat)
        return label(state, action, seat)

    monkeypatch.setattr(entry.presenter, "action_label", counting)
    driver.app.nav.open_record(bench_record(entry, bench_seats(entry), 1))  # as resumed
    for _ in range(200):
        driver.frames(1)
        if driver.scene.name == "handoff":
            break
    assert driver.scene.name == "handoff"
    said.clear()
    driver.key(pygame.K_SPACE)
    assert driver.scene.name == "play" and driver.scene.log_entries() and said == []
