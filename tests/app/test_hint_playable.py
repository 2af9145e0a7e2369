"""A hint is playable at once, the same way in every game: Enter plays it, a click on the
lit target (the last click that would make it) plays it, and a "Play hint" button beside
the message plays it — each through the same path as any move (the rules' legality, the
log, undo, the autosave)."""

from __future__ import annotations

import time

import pygame
import pytest
from table_play import play_scene, to_turn

from neurodrez_desktop.ai.runner import AgentRunner
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import playable
from neurodrez_desktop.games.quattro_colonne.state import GiveOrder, Move
from neurodrez_desktop.ui import draw

GAMES = [entry.id for entry in playable()]


class LastLegal:
    """A hint that is quick and not the table's first choice (the last legal action)."""

    name = "last"

    def choose(self, rules, view, seat, rng, budget):
        return rules.legal_actions(view)[-1]


@pytest.fixture
def quick(monkeypatch):
    """Hints that come at once, in a thread (no worker processes to wait for)."""
    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level",
                        lambda level: LastLegal())
    monkeypatch.setattr(AgentRunner, "_pool_failed", True)
    monkeypatch.setattr(AgentRunner, "_pool", None)


def _hinted(driver, game_id):
    """A hot-seat game of ``game_id`` at a person's decision, with a hint shown."""
    entry = next(e for e in playable() if e.id == game_id)
    driver.app.nav.start_new_game(entry.rules, [Seat("Ada", "human"), Seat("Bo", "human")],
                                  {}, 3)
    play = play_scene(driver)
    to_turn(driver, play)
    assert driver.scene is play and not play.session.is_over
    driver.press(play.hint_button)
    end = time.monotonic() + 20
    while play.hint_action is None:
        assert time.monotonic() < end, f"no hint came: {play.message}"
        driver.frames(1)
    assert play.rules.legal_actions(play.session.state)[-1] == play.hint_action
    return play


@pytest.mark.parametrize("how", ["enter", "click", "button"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_played_by_enter_a_click_on_its_target_or_its_button(driver, quick,
                                                                       game_id, how):
    play = _hinted(driver, game_id)
    session = play.session
    hint, count = play.hint_action, len(session.record.actions)
    assert play.play_hint_button.visible, "a Play hint button comes with the hint"
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as drawn:
        play.draw(canvas)
    words = [w for w in drawn if w[1] == play.shown_words]
    assert words and not words[0][2].colliderect(play.play_hint_button.rect), \
        "the message's words leave the button room"
    driver.frames(1)  # the whole screen again, the buttons over it
    driver.screenshot(f"{game_id}-hint")
    if how == "enter":
        driver.key(pygame.K_RETURN, unicode="\r")
    elif how == "button":
        driver.press(play.play_hint_button)
    else:
        seat = session.current_player
        target = play.controller.clicks_for(play.view(seat), seat, hint)[-1]
        driver.click(target)
    driver.settle()
    assert len(session.record.actions) > count, f"the hint was not played: {play.message}"
    assert session.record.actions[count] == hint
    assert not play.refused and play.hint_action is None
    assert not play.play_hint_button.visible
    driver.screenshot(f"{game_id}-hint-played")


class LastMove(LastLegal):
    """A hint that moves a piece (the last legal move, never Pass)."""

    def choose(self, rules, view, seat, rng, budget):
        return [a for a in rules.legal_actions(view) if isinstance(a, Move)][-1]


@pytest.mark.parametrize("how", ["enter", "click"])
def test_quattro_colonne_s_step_hint_is_played_on_its_lit_square(driver, quick, monkeypatch,
                                                                  how):
    """The player-tested case: the hinted piece looks picked and its square is lit; a click
    there (or Enter) plays the step, not a refusal."""
    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level",
                        lambda level: LastMove())
    entry = next(e for e in playable() if e.id == "quattro_colonne")
    driver.app.nav.start_new_game(entry.rules, [Seat("Ada", "human"), Seat("Bo", "human")],
                                  {}, 5)
    play = play_scene(driver)
    for values in ((4, 3, 2, 1), (1, 2, 3, 4)):
        to_turn(driver, play)
        driver.play_action(GiveOrder(values))
    to_turn(driver, play)
    session = play.session
    driver.press(play.hint_button)
    end = time.monotonic() + 20
    while play.hint_action is None:
        assert time.monotonic() < end, f"no hint came: {play.message}"
        driver.frames(1)
    hint, count = play.hint_action, len(session.record.actions)
    assert isinstance(hint, Move)
    driver.frames(1)
    driver.screenshot("qc-step-hint")
    if how == "enter":
        driver.key(pygame.K_RETURN, unicode="\r")
    else:
        driver.click(play.controller.view.square_rect(hint.target).center)
    driver.settle()
    assert session.record.actions[count:count + 1] == (hint,), play.message
    assert not play.refused


class Slow:
    """A computer that takes its time, so its turn can be looked at."""

    name = "slow"

    def choose(self, rules, view, seat, rng, budget):
        time.sleep(2.0)
        return rules.legal_actions(view)[0]


def test_hint_is_greyed_while_a_computer_moves(driver, monkeypatch):
    """Hint asks for the person at the screen: during a computer's turn it is greyed (it
    did nothing there), and it is back for the person's own turn."""
    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level",
                        lambda level: Slow())
    monkeypatch.setattr(AgentRunner, "_pool_failed", True)
    monkeypatch.setattr(AgentRunner, "_pool", None)
    entry = next(e for e in playable() if e.id == "berd")
    driver.app.nav.start_new_game(entry.rules, [Seat("Ada", "human"),
                                                Seat("Robo", "computer:normal")], {}, 3)
    play = play_scene(driver)
    to_turn(driver, play)
    assert play.session.current_player == 0 and play.hint_button.is_enabled
    driver.play_action(play.rules.legal_actions(play.session.state)[0])
    driver.frames(2)
    assert play.session.current_player == 1, "the computer's turn"
    assert not play.hint_button.is_enabled
    driver.press(play.hint_button)
    assert play.hint_action is None and play.message != "Thinking about a hint…"
