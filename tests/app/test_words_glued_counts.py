"""Counts on the results screen and Quattro Colonne's seat go through core/plurals: "Ada
wins", "sitting, 1 game", "On the board: 1 piece" (and their plurals)."""

from __future__ import annotations

import dataclasses

import pygame
from test_results import finished, open_results

from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.quattro_colonne import art
from neurodrez_desktop.ui import draw


def test_the_results_title_and_sitting_head_count_in_words(driver):
    session = finished("neuroriders", 3, {}, 4)
    results = open_results(driver, session)
    assert results.sitting_unit != "games won"
    assert results.column_heads()[1] == "sitting, 1 game"
    results.sitting = dataclasses.replace(results.sitting, games=2)
    assert results.column_heads()[1] == "sitting, 2 games"
    driver.screenshot("neuroriders-result-one-game")


def test_two_winners_win_together(driver):
    session = finished("neuroriders", 3, {}, 4)
    results = open_results(driver, session)
    results.outcome = dataclasses.replace(results.outcome, winners=(0, 1), headline="",
                                          together=False, scores=(1.0, 1.0, 0.0))
    names = [seat.name for seat in results.session.seats]
    assert results.title() == f"{names[0]} and {names[1]} win"
    results.outcome = dataclasses.replace(results.outcome, winners=(2,),
                                          scores=(0.0, 0.0, 1.0))
    assert results.title() == f"{names[2]} wins"


def test_a_quattro_colonne_seat_counts_its_pieces_on_the_board(driver):
    rules = get_rules("quattro_colonne")
    state = rules.initial_state(2)
    canvas = driver.app.display.canvas
    rect = pygame.Rect(40, 40, 520, 300)
    for n, words in ((1, "On the board: 1 piece"), (2, "On the board: 2 pieces")):
        board = tuple((8 * 0 + 1) if k < n else 0 for k in range(len(state.board)))
        shown = dataclasses.replace(state, board=board)
        assert len(shown.pieces_of(0)) == n
        with draw.recorded(canvas) as drawn:
            art.draw_seat(canvas, rect, shown, 0, ["Ada", "Bo"])
        said = [name for kind, name, _, _ in drawn if kind == "text"]
        assert words in said, said
