"""Computer seats in the program: only views reach them, no handoff between a person and
a computer, their moves animate and can be undone with the person's, hints highlight."""

from __future__ import annotations

import time
from typing import Any

import pytest

from neurodrez_desktop.ai.runner import AgentRunner
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import LIGHT, Place

BERD = get_rules("berd")


class SpyAgent:
    """Records what it is handed; plays the first legal action."""

    name = "spy"

    def __init__(self) -> None:
        self.seen: list[tuple[Any, int]] = []

    def choose(self, rules, view, seat, rng, budget):
        self.seen.append((view, seat))
        return rules.legal_actions(view)[0]


@pytest.fixture
def spy(monkeypatch) -> SpyAgent:
    agent = SpyAgent()
    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level", lambda level: agent)
    monkeypatch.setattr(AgentRunner, "_pool_failed", True)  # think in a thread we can see
    monkeypatch.setattr(AgentRunner, "_pool", None)
    return agent


def _wait(driver, condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        driver.frames(1)


def test_the_agent_is_handed_only_its_seats_view(driver, spy):
    driver.app.nav.start_new_game(BERD, [Seat("Maria"), Seat("Robo", "computer:normal")],
                   {"points": "hidden"}, 3)
    driver.frames(2)
    play = driver.scene
    assert play.name == "play", "no handoff: one person against a computer"
    driver.play_action(Place(0, 4))
    _wait(driver, lambda: len(play.session.record.actions) >= 2)
    view, seat = spy.seen[0]
    assert seat == 1
    assert view == BERD.view_for(play.session.states[1], 1)
    assert view != play.session.states[1], "the full state holds Maria's values"
    light = [t for stack in view.board for t in stack if (t & 1) == LIGHT]
    assert light == [-2], "Maria's token reaches the computer as an unknown"
    assert "handoff" not in driver.app.visited


def test_computers_play_a_whole_game_on_their_own(driver):
    driver.app.update_settings(animation_speed="off")
    driver.app.nav.start_new_game(BERD, [Seat("A", "computer:easy"), Seat("B", "computer:easy")],
                   {"size": 3}, 4)
    driver.frames(1)
    driver.scene.computers.watch_speed = "fast"
    _wait(driver, lambda: driver.scene.name == "results", 60)
    session = driver.app.scenes.scenes[-2].session
    assert session.is_over
    assert session.record.replay(BERD) == session.state


def test_undo_takes_back_the_computers_reply_with_the_persons_move(driver, spy):
    driver.app.nav.start_new_game(BERD, [Seat("Maria"), Seat("Robo", "computer:normal")], {}, 3)
    driver.frames(2)
    play = driver.scene
    driver.play_action(Place(1, 0))
    _wait(driver, lambda: len(play.session.record.actions) == 2)
    driver.settle()
    driver.press(play.undo_button)
    assert len(play.session.record.actions) == 0
    assert play.session.state == play.session.states[0]


def test_hint_shows_the_normal_agents_choice(driver):
    driver.app.nav.start_new_game(BERD, [Seat("Maria"), Seat("Tom")], {"size": 3}, 3)
    driver.app.update_settings(ai_normal_s=0.2)
    driver.frames(2)
    play = driver.scene
    driver.press(play.hint_button)
    _wait(driver, lambda: play.hint_action is not None)
    assert play.hint_action in BERD.legal_actions(play.session.state)
    assert play.message.startswith("Hint: ")
    marks = play.controller.hint_marks(play.session.state, 0, play.hint_action)
    assert marks.placeable_files == frozenset({play.hint_action.file})
    driver.screenshot("hint")


def test_the_watch_speed_control_is_only_for_all_computer_games(driver):
    driver.app.nav.start_new_game(BERD, [Seat("Maria"), Seat("Tom")], {"points": "hidden"}, 3)
    driver.frames(2)
    assert driver.scene.name == "handoff"
    driver.click((960, 540))  # the play scene is uncovered: its widgets are shown again
    driver.settle()
    assert not driver.scene.speed_button.visible
