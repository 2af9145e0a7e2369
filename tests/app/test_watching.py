"""Watching computers play: no prompt meant for a person, and Pause, Step and Speed.

With no person at the table the message says who is thinking and what was just played,
never "Click …"; Pause holds every move back (a computer's finished thinking waits),
Step plays one computer move and pauses again, Resume goes on. The controls sit in the
table's button row of every game without overlapping.
"""

from __future__ import annotations

import re
import time

import pygame
import pytest

from neurodrez_desktop.ai.runner import AgentRunner
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import entries, get_rules
from neurodrez_desktop.ui import theme

BERD = get_rules("berd")
PROMPT = re.compile(r"\b(click|choose|pick|drag)\b", re.IGNORECASE)
"""Words that tell a person what to do with the mouse."""


class FirstLegal:
    name = "first"

    def choose(self, rules, view, seat, rng, budget):
        return rules.legal_actions(view)[0]


@pytest.fixture
def quick(monkeypatch):
    """Computers that answer at once, in a thread (no worker processes to wait for)."""
    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level",
                        lambda level: FirstLegal())
    monkeypatch.setattr(AgentRunner, "_pool_failed", True)
    monkeypatch.setattr(AgentRunner, "_pool", None)


def _moves(session) -> int:
    return sum(1 for m in session.movers if m != CHANCE)


def _until(driver, condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        driver.frames(1)


def _start(driver, game_id="berd", kinds=("computer:easy", "computer:hard"), options=None,
           seed=4):
    driver.app.nav.start_new_game(get_rules(game_id),
                                  [Seat(n, k) for n, k in zip(("Ada", "Bo"), kinds,
                                                              strict=True)],
                                  options or {}, seed)
    driver.frames(1)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    play.computers.watch_speed = "fast"
    return play


def _spy_text(monkeypatch) -> list[str]:
    """Every string drawn on the canvas from now on (labels, paragraphs, the log)."""
    drawn: list[str] = []
    original = theme.text

    def spy(message, *args, **kwargs):
        drawn.append(message)
        return original(message, *args, **kwargs)

    spy.cache_clear = original.cache_clear  # the driver's teardown clears it
    monkeypatch.setattr(theme, "text", spy)
    return drawn


def test_watching_computers_shows_no_prompt_for_a_person(driver, quick, monkeypatch):
    drawn = _spy_text(monkeypatch)
    play = _start(driver, options={"size": 3})
    said = []
    end = time.monotonic() + 60
    while driver.scene is play:
        assert time.monotonic() < end, "the game did not end"
        driver.frames(1)
        player = play.session.current_player
        if player >= 0 and driver.scene is play:
            said.append(play.message_text(play.shown_state(), player))
    assert driver.scene.name == "results" and play.session.is_over
    assert said and all(text and "is thinking" in text for text in said)
    assert any("Just played: " in text for text in said)
    prompts = sorted({text for text in drawn if PROMPT.search(text)})
    assert prompts == [], prompts
    assert any("Hard computer" in text for text in drawn), "the status names the level"
    driver.screenshot("watching-berd-over")


def test_the_same_check_finds_the_prompt_a_person_is_given(driver, monkeypatch):
    """The check above can fail: with a person to move, Berd's prompt says "Click"."""
    drawn = _spy_text(monkeypatch)
    play = _start(driver, kinds=("human", "human"), options={"size": 3})
    driver.settle()
    driver.frames(1)
    assert play.session.is_human(play.session.current_player)
    assert [text for text in drawn if PROMPT.search(text)]


def test_no_prompt_during_a_computers_turn_against_a_person(driver, monkeypatch):
    """A person against a computer at an open table: while the computer thinks, neither
    the person's prompt nor the computer's legal targets are shown."""
    class Slow(FirstLegal):
        def choose(self, rules, view, seat, rng, budget):
            time.sleep(0.6)
            return super().choose(rules, view, seat, rng, budget)

    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level", lambda level: Slow())
    monkeypatch.setattr(AgentRunner, "_pool_failed", True)
    monkeypatch.setattr(AgentRunner, "_pool", None)
    play = _start(driver, kinds=("human", "computer:normal"), options={"size": 3})
    assert not play.pause_button.visible and not play.step_button.visible
    assert play.hint_button.visible
    for _ in range(30):  # to the moves (the setup's placements are done by then)
        _until(driver, lambda: play.session.is_human(play.session.current_player)
               or play.session.is_over)
        driver.frames(1)  # the person's turn is shown
        if play.session.current_player == 0 and "Click" in (play.message_text(
                play.shown_state(), 0) or ""):
            break
        play.play(BERD.legal_actions(play.session.state)[0])
    play.play(BERD.legal_actions(play.session.state)[0])
    driver.settle()
    _until(driver, lambda: play.computers.thinking, 5)
    assert play.session.current_player == 1
    assert play.viewer == 1, "an open table is drawn for the seat to move"
    drawn = _spy_text(monkeypatch)
    marks = []
    original = play.controller.view.draw
    monkeypatch.setattr(play.controller.view, "draw",
                        lambda canvas, state, viewer, m, names: (
                            marks.append(m), original(canvas, state, viewer, m, names)))
    driver.frames(3)
    words = play.message_text(play.shown_state(), 1)
    assert "Bo (Normal computer) is thinking" in words and not PROMPT.search(words)
    assert not [text for text in drawn if PROMPT.search(text)]
    assert marks and all(m == play.controller.no_marks() for m in marks)


def test_pause_holds_moves_step_plays_one_resume_goes_on(driver, quick):
    play = _start(driver)
    session = play.session
    assert play.pause_button.visible and play.step_button.visible
    assert not play.hint_button.visible, "no one to give a hint to"
    _until(driver, lambda: _moves(session) >= 3)
    driver.press(play.pause_button)
    assert play.computers.paused and play.pause_button.text == "Resume"
    driver.settle()
    length = len(session.record.actions)
    for _ in range(120):  # the thinking may finish; its move waits
        driver.frames(1)
    time.sleep(0.2)
    driver.frames(30)
    assert len(session.record.actions) == length
    assert play.computers.held is not None, "the computer's move was made and held back"
    assert "paused" in play.message_text(play.shown_state(), session.current_player).lower()
    driver.screenshot("watching-paused")

    moves = _moves(session)
    driver.press(play.step_button)
    _until(driver, lambda: _moves(session) > moves)
    for _ in range(120):
        driver.frames(1)
    time.sleep(0.2)
    driver.frames(30)
    assert _moves(session) == moves + 1, "Step plays exactly one move"
    assert play.computers.paused

    driver.key(pygame.K_n)  # N steps too
    _until(driver, lambda: _moves(session) > moves + 1)
    driver.frames(60)
    assert _moves(session) == moves + 2

    driver.press(play.pause_button)  # Resume
    assert not play.computers.paused and play.pause_button.text == "Pause"
    _until(driver, lambda: _moves(session) >= moves + 5 or session.is_over)

    driver.key(pygame.K_SPACE)  # Space pauses, P resumes
    assert play.computers.paused
    driver.key(pygame.K_p)
    assert not play.computers.paused


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    return a.colliderect(b)


@pytest.mark.parametrize("entry", entries(), ids=lambda e: e.id)
def test_the_watch_controls_fit_every_tables_button_row(driver, quick, entry):
    play = _start(driver, entry.id)
    driver.press(play.pause_button)  # the longer label: "Resume"
    driver.frames(2)
    box = play.layout["buttons"]
    shown = [b for b in (play.undo_button, play.save_button, play.rules_button,
                         play.menu_button, play.hint_button, play.speed_button,
                         play.pause_button, play.step_button) if b.visible]
    assert play.pause_button in shown and play.step_button in shown
    assert play.speed_button in shown and play.hint_button not in shown
    for k, button in enumerate(shown):
        assert box.contains(button.rect), (button.text, button.rect, box)
        for other in shown[k + 1:]:
            assert not _overlap(button.rect, other.rect), (button.text, other.text)
    labels = {play.pause_button: ("Pause", "Resume"), play.step_button: ("Step",),
              play.speed_button: ("Speed: slow", "Speed: normal", "Speed: fast")}
    for button, words in labels.items():  # each label it can have fits, with a margin
        size = 22 if "#small" in button.object_ids else 30
        for label in words:
            assert theme.font(size).size(label)[0] <= button.rect.w - 16, (label, button.rect)
    if entry.id in ("berd", "neuroriders"):
        driver.screenshot(f"watch-controls-{entry.id}")
