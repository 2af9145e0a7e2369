"""Review steps from move to move, as chess sites do, with each move's events under it.

A PokerDrez game's draws and put-backs, NeuroDrez's rolls and draws, Neuroriders' lineup
refills are listed under the move they belong to in the Moves panel, never arrow stops
of their own; the header counts moves; and a long entry (a Quattro Colonne reveal) wraps
at a readable size instead of shrinking.
"""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.app.review import Review
from neurodrez_desktop.app.session import turn_number
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.games import GAMES as REGISTERED
from neurodrez_desktop.ui import draw, theme
from tests.app.test_results import finished
from tests.app.test_review import drawn_words, open_review


def panel_words(driver, scene) -> list[str]:
    """The words drawn in the Moves panel now."""
    return drawn_words(driver, scene, scene.moves.rect)


def test_pokerdrez_review_steps_by_chess_move_with_draws_and_put_backs_under_it(driver):
    session = finished("pokerdrez", 2, {"pawn_sacrifice": False}, 5)
    moves = session.moves()  # the chess moves, each with what paid for it
    scene = open_review(driver, session)
    review = scene.review
    assert review.last == len(moves) < len(review.entries)
    header = drawn_words(driver, scene, scene.layout["status"])
    numbered = turn_number(moves[-1].turn)  # the last chess move's number, as the table's
    assert f"{moves[-1].turn} of {numbered}" in header, header
    driver.key(pygame.K_HOME)
    assert review.position == 0
    start = review.shown()
    assert session.rules.current_player(start) != CHANCE  # the deal is dealt at the start
    for k in range(1, 6):
        driver.key(pygame.K_RIGHT)
        assert review.position == k
        assert review.current_entry().index == moves[k - 1].index
        # the board shows the move with its draw (and put-back) played, the other seat to
        # act (to exchange a Neutral, say, or to move)
        shown = review.state_index()
        assert moves[k - 1].index < shown <= moves[k].index
        assert CHANCE in session.movers[moves[k - 1].index:shown]  # the hand refilled
        assert session.movers[shown] == moves[k].mover != moves[k - 1].mover
        assert review.shown() == session.states[shown]
    words = panel_words(driver, scene)
    move = review.current_move()
    events = [entry.text for entry in move.entries if entry.index != moves[4].index]
    assert events and any("draws" in text for text in events)
    for text in events:  # listed under the move, whole
        assert any(text.startswith(w) or w in text for w in words), text
    assert scene.message_text().startswith(f"{moves[4].turn} of {numbered}: ")
    driver.screenshot("review-pokerdrez-by-move")
    driver.press(scene.next_button)
    assert review.position == 6
    driver.key(pygame.K_END)
    assert review.position == len(moves)
    driver.press(scene.back_button)
    assert review.current_entry().index == moves[-2].index


@pytest.mark.parametrize("game_id", sorted(REGISTERED))
def test_every_game_steps_by_move_and_keeps_every_event_in_view(game_id: str) -> None:
    """Every line of the log is in the start or in exactly one move, in order; a move is
    one seat's; the review's stops are the moves (fewer than the lines where a game has
    events)."""
    rules = REGISTERED[game_id]
    players = max(2, rules.spec.min_players)
    session = finished(game_id, players, {}, 5)
    review = Review(rules, session.record)
    listed = list(review.opening) + [e for move in review.moves for e in move.entries]
    assert listed == review.entries
    for move in review.moves:
        assert {e.mover for e in move.entries} <= {move.mover, CHANCE}
        assert move.main is None or move.main.index in move.said or not move.said
    assert review.last == len(review.moves)
    if game_id in ("pokerdrez", "neurodrez", "neuroriders"):
        assert review.last < len(review.entries)
    review.end()
    assert review.shown() == session.states[-1]
    review.first()
    first = review.moves[0].start
    assert review.shown() == session.states[first]
    assert all(session.movers[i] == CHANCE for i in range(first))  # only the deal before


def test_neurodrez_roll_opens_the_move_it_is_rolled_for() -> None:
    """N13: the dice are the mover's; they open that seat's move, not end the last one."""
    session = finished("neurodrez", 2, {}, 5)
    review = Review(session.rules, session.record)
    for move in review.moves:
        rolls = [e for e in move.entries if e.mover == CHANCE and "rolls" in e.text]
        assert len(rolls) <= 1
        for roll in rolls:
            assert session.rules.chance_owner(session.states[roll.index]) == move.mover


def _sizes_drawn(monkeypatch, area: pygame.Rect) -> list[tuple[str, int]]:
    """Each text set in ``area`` (the Moves panel) with ``draw.fitted_block``, and the
    size it is set at."""
    drawn: list[tuple[str, int]] = []
    real = draw.fitted_block

    def noting(canvas, message, rect, size=30, colour=theme.TEXT, bold=False, smallest=18,
               centred=False):
        fitted, _ = theme.fitted_block(message, size, smallest, rect.w, rect.h, bold)
        if area.colliderect(rect):
            drawn.append((message, fitted))
        real(canvas, message, rect, size, colour, bold, smallest, centred)

    monkeypatch.setattr(draw, "fitted_block", noting)
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_quattro_colonne_long_entries_wrap_at_a_readable_size(make_driver, monkeypatch,
                                                              size):
    from neurodrez_desktop.app.driver import Driver
    from neurodrez_desktop.app.main import App

    driver = make_driver()
    if size != (1920, 1080):
        app = App(size)
        app.start()
        app.update_settings(animation_speed="off")
        app.settings = app.settings.with_(first_help=False)
        driver = Driver(app, driver.shots.parent / f"shots-{size[0]}")
        driver.frames(1)
    session = finished("quattro_colonne", 2, {}, 5)
    scene = open_review(driver, session)
    review = scene.review
    reveal = next(e for e in review.entries if "Revealed" in e.text)
    review.go_to_action(reveal.index)  # as a click in the play scene's list would
    scene._moved(True)
    drawn = _sizes_drawn(monkeypatch, scene.moves.rect)
    words = panel_words(driver, scene)
    reveal = reveal.text
    assert " ".join(w for w in words if w in reveal) == reveal  # whole, over its lines
    assert drawn, "nothing was set in the Moves panel"
    small = [(text, fitted) for text, fitted in drawn if fitted < 20]
    assert not small, f"set below the readable size: {small[:3]}"
    driver.screenshot(f"review-qc-reveal-{size[0]}")
