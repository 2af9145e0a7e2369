"""The results screen over the final table: it folds away (its button, F or Esc) so the
whole table can be looked at, and comes back the same ways (Tab moves the focus ring, as
on every screen, and never folds it); Esc never ends the sitting,
only "Main menu" does; under each seat's score the game's own arithmetic (Presenter.score_sheet),
every line inside its box, with names of twenty letters and four seats.

Each game is played to its end with random legal actions (chance drawn as the program
draws it), then opened the way a finished record is: the table notices the end and puts
the results over itself.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest
from table_play import to_scene

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.app.scenes.play import PlayScene
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.core.test_profile import Finish
from neurodrez_desktop.games import entry_for, get_rules, playable
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.theme import BACKGROUND, LOGICAL_SIZE

LONG_NAMES = ("WWWWWWWWWWWWWWWWWWWW", "Maximiliana Ostrowsk", "MMMMMMMMMMMMMMMMMMMM",
              "Bartholomew Jonesson")
GAMES = [pytest.param(entry.id, finish.players, dict(finish.options), finish.seed, finish,
                      id=f"{entry.id}-{finish.label}" if finish.label else entry.id)
         for entry in playable() for finish in entry.tests.finishes]
"""Each table's quick finishes (its test profile): game, players, options, seed, and the
finish itself (whether its end shows a score sheet)."""


def finished(game_id: str, players: int, options: dict[str, Any], seed: int) -> GameSession:
    rules = get_rules(game_id)
    session = GameSession.new(rules, [Seat(LONG_NAMES[k]) for k in range(players)], options,
                              seed)
    rng = make_rng(seed)
    while session.current_player != TERMINAL:
        session.apply(session.chance_outcome() if session.current_player == CHANCE
                      else rng.choice(rules.legal_actions(session.state)))
    return session


def open_results(driver: Driver, session: GameSession) -> Any:
    driver.app.nav.open_record(session.record)
    driver.frames(1)
    to_scene(driver, "results")
    driver.frames(1)
    return driver.scene


def play_scene(driver: Driver) -> PlayScene:
    (play,) = [s for s in driver.app.scenes.scenes if isinstance(s, PlayScene)]
    return play


def table_alone(driver: Driver) -> pygame.Surface:
    """The table as the play scene draws it with nothing over it."""
    canvas = pygame.Surface(LOGICAL_SIZE)
    canvas.fill(BACKGROUND)
    play_scene(driver).draw(canvas)
    return canvas


def picture(surface: pygame.Surface, hole: pygame.Rect) -> bytes:
    """The whole screen but ``hole`` (where the folded result's button is)."""
    copy = surface.copy()
    copy.fill((0, 0, 0), hole)
    return pygame.image.tobytes(copy, "RGB")


def scene_names(driver: Driver) -> list[str]:
    return [s.name for s in driver.app.scenes.scenes]


@pytest.mark.parametrize(("game_id", "players", "options", "seed", "finish"), GAMES)
def test_the_result_folds_away_and_back_and_esc_never_ends_the_sitting(
        driver, game_id, players, options, seed, finish):
    session = finished(game_id, players, options, seed)
    results = open_results(driver, session)
    stack = scene_names(driver)
    assert stack[-2:] == ["play", "results"]
    assert not results.folded
    assert all(b.visible for b in results.dialog_buttons)
    assert not results.unfold_button.visible
    hole = results.unfold_button.rect
    table = picture(table_alone(driver), hole)
    assert picture(driver.app.display.canvas, hole) != table, "the dialog is not drawn"

    driver.press(results.fold_button)  # the button
    assert results.folded and driver.scene is results
    assert not any(b.visible for b in results.dialog_buttons)
    assert results.unfold_button.visible
    area = pygame.Rect(play_scene(driver).layout["buttons"])  # the table's own, hidden
    assert area.contains(results.unfold_button.rect)
    assert picture(driver.app.display.canvas, hole) == table, \
        "something more than the button is drawn over the final table"
    painted = driver.app.display.canvas.copy()
    results.draw(painted)  # the folded result draws nothing at all
    assert pygame.image.tobytes(painted, "RGB") == pygame.image.tobytes(
        driver.app.display.canvas, "RGB")

    actions = session.record.actions
    driver.click((960, 540))  # on the table: nothing happens
    assert driver.scene is results and results.folded, "a click on the table unfolded it"
    assert play_scene(driver).session.record.actions == actions

    driver.key(pygame.K_ESCAPE)  # Esc while folded: the result again
    assert driver.scene is results and not results.folded
    assert all(b.visible for b in results.dialog_buttons)
    driver.key(pygame.K_ESCAPE)  # Esc on the result: folds it, never the menu
    assert driver.scene is results and results.folded
    assert scene_names(driver) == stack
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is results and not results.folded
    driver.key(pygame.K_f)  # F, both ways
    assert results.folded
    driver.key(pygame.K_f)
    assert not results.folded
    driver.key(pygame.K_TAB)  # Tab only moves the focus ring
    assert not results.folded and results.focus.shown
    driver.press(results.fold_button)
    driver.press(results.unfold_button)  # the button left where the table's were
    assert not results.folded and all(b.visible for b in results.dialog_buttons)
    assert scene_names(driver) == stack and "menu" not in scene_names(driver)[1:]

    driver.press(results.menu)  # only "Main menu" ends the sitting
    assert scene_names(driver) == ["menu"]


def _overlaps(a: pygame.Rect, b: pygame.Rect) -> bool:
    return a.colliderect(b)


@pytest.mark.parametrize(("game_id", "players", "options", "seed", "finish"), GAMES)
def test_each_seat_shows_its_score_arithmetic_and_every_text_fits(
        driver, game_id, players, options, seed, finish: Finish):
    session = finished(game_id, players, options, seed)
    rules = session.rules
    outcome = rules.outcome(session.state)
    sheet = entry_for(game_id).presenter.score_sheet(session.state)
    results = open_results(driver, session)
    box = results.box
    assert pygame.Rect((0, 0), LOGICAL_SIZE).contains(box)

    if not finish.score_sheet:  # the profile says: won or lost, nothing to add up
        assert sheet is None
        assert results.sheet_lines == []
    else:
        assert sheet is not None and sorted(seat for seat, _ in sheet) == list(range(players))
        for seat, line in sheet:  # each sum ends in the seat's score
            assert float(line.rsplit("= ", 1)[1].replace("+", "")) == pytest.approx(
                outcome.scores[seat]), line
            drawn = " ".join(line.text for line in results.sheet_lines if line.seat == seat)
            assert drawn == line
            terms = line.split(": ", 1)[-1].split(" = ")[0].split(" + ")
            if len(terms) > 1 and all(term.isdigit() for term in terms):  # a plain sum
                assert sum(int(term) for term in terms) == outcome.scores[seat], line

    buttons = [b.rect for b in results.dialog_buttons]
    rows = sorted(results.rows.values())
    for line in results.sheet_lines:
        width, height = theme.font(line.size).size(line.text)
        assert width <= line.rect.w and box.contains(line.rect), line
        assert height <= line.rect.h + 8
        assert not any(_overlaps(line.rect, b) for b in buttons), line
        top = box.y + results.rows[line.seat]
        following = [box.y + r for r in rows if box.y + r > top]
        assert not following or line.rect.bottom <= following[0], f"{line} runs into a row"
    for a in results.sheet_lines:
        for b in results.sheet_lines:
            assert a is b or not _overlaps(a.rect, b.rect)
    for seat in range(players):
        size, room = results.name_size(seat)
        won = seat in outcome.winners and not outcome.is_draw
        assert theme.font(size, won).size(session.seats[seat].name)[0] <= room
    for line, size, (_x, y) in results.title_lines():
        assert theme.font(size, True).size(line)[0] <= box.w - 40
        assert y >= box.y
    last_row = box.y + rows[-1] + 72
    assert last_row <= min(b.top for b in buttons)
    assert all(box.contains(b) for b in buttons)
    driver.screenshot(f"{game_id}-{players}-result")
    driver.key(pygame.K_f)
    driver.screenshot(f"{game_id}-{players}-folded")


FOUR_SEATS = [pytest.param(entry.id, finish, id=entry.id) for entry in playable()
              for finish in entry.tests.finishes[:1]
              if entry.rules.spec.max_players >= 4 and finish.score_sheet]
"""The tables of four seats whose end shows a score sheet."""


@pytest.mark.parametrize(("game_id", "finish"), FOUR_SEATS)
def test_the_screens_of_four_seats_are_saved(driver, game_id, finish):
    """Four twenty-letter names, folded and not: to look at."""
    results = open_results(driver, finished(game_id, 4, dict(finish.options), 5))
    assert len(results.sheet_lines) >= 4
    assert driver.screenshot(f"{game_id}-4-result") is not None
    driver.key(pygame.K_ESCAPE)
    assert results.folded
    driver.screenshot(f"{game_id}-4-folded")
    driver.key(pygame.K_ESCAPE)
    assert not results.folded
    driver.press(results.menu)
    assert driver.scene.name == "menu"


EXPORTED = [pytest.param(entry.id, entry.tests.finishes[0], id=entry.id)
            for entry in playable() if entry.presenter.export_suffix]
"""The games with a standard record (PokerDrez's PGN)."""


@pytest.mark.parametrize(("game_id", "finish"), EXPORTED)
def test_the_note_after_export_is_written_inside_the_dialog(driver, game_id, finish):
    """A game with a standard record: the message after Export has its own room between
    the last seat and the buttons."""
    results = open_results(driver, finished(game_id, finish.players, dict(finish.options),
                                            finish.seed))
    assert results.export is not None and results.note is None
    driver.press(results.export)
    assert results.note and "Exported" in results.note
    box, note = results.box, results.note_rect
    assert box.contains(note)
    assert note.top >= box.y + max(results.rows.values()) + 72
    assert all(line.rect.bottom <= note.top for line in results.sheet_lines)
    assert not any(note.colliderect(b.rect) for b in results.dialog_buttons)
    size, lines = theme.fitted_lines(results.note, 24, 14, note.w, note.h)
    assert len(lines) * theme.font(size).get_linesize() <= note.h, "the note is cut off"
    driver.screenshot(f"{game_id}-exported")


COUNTING_WINS = [pytest.param(entry.id, finish, id=entry.id) for entry in playable()
                 for finish in entry.tests.finishes[:1]
                 if entry.presenter.sitting_counts_wins(finish.options)]
"""The games whose sitting counts games won, not the sum of scores (Quattro Colonne)."""


@pytest.mark.parametrize(("game_id", "finish"), COUNTING_WINS)
def test_a_sitting_that_counts_wins_shows_games_won_beside_the_games_result(
        driver, game_id, finish):
    """The second game of a sitting ends; "this game" shows what decided it (Quattro
    Colonne's captures, Q9a), the sitting's column the games each has won, never the sum
    of the scores."""
    session = finished(game_id, finish.players, dict(finish.options), finish.seed)
    outcome = session.rules.outcome(session.state)
    unit = entry_for(game_id).presenter.score_unit(session.record.options)
    record = dataclasses.replace(session.record,
                                 meta={"sitting": {"totals": [1, 0], "games": 1}})
    results = open_results(driver, GameSession(session.rules, record))
    assert results.unit == unit
    won = [float(seat in outcome.winners and not outcome.is_draw) for seat in range(2)]
    assert results.sitting.games == 2
    assert results.sitting.totals == (1.0 + won[0], won[1])
    assert results.sitting_unit == "games won"
    assert results.column_heads() == (f"this game ({unit})", "games won of 2")
    results.sitting = dataclasses.replace(results.sitting, games=100)
    this_game, sitting = results.column_heads()  # right-aligned 260 px apart
    assert theme.font(22).size(sitting)[0] <= 260 - 20, "the heads run into each other"
    results.sitting = dataclasses.replace(results.sitting, games=2)
    driver.screenshot(f"{game_id}-sitting-result")
