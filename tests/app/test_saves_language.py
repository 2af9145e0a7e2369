"""A game kept in one language reads in another (issue 37: saves stay language-free).

Each registered game is played a few moves in Spanish through the real program and left
(it is kept as unfinished); in Italian, the Load screen's row says where the game stands
in Italian, and the game opened again logs its moves in Italian. The file keeps actions;
the words are said again from them.
"""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest
from load_screen import click_row, open_load
from table_play import play_scene, to_scene, to_turn

from neurodrez_desktop.app.review import Review
from neurodrez_desktop.app.saves import SAVED, UNFINISHED, SaveStore, _row
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.record import Seat, record_to_json
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import GameEntry, playable

MOVES = 3


def _log(session: GameSession) -> list[str]:
    return [line.text for line in session.log(None)]


def _drawn_row(driver: Any, load: Any) -> bytes:
    """The pixels of the first row's second line (where its progress is drawn), as shown."""
    rect = load.scroller.row_rect(0)
    line = pygame.Rect(rect.x, rect.centery, rect.w * 2 // 3, rect.bottom - rect.centery)
    return pygame.image.tobytes(driver.app.display.canvas.subsurface(line), "RGB")


def _play_a_little(driver: Any, entry: GameEntry) -> Any:
    """A new game of two people, ``MOVES`` of their actions played through the table."""
    from table_play import hot_seat

    players = max(2, entry.rules.spec.min_players)
    play = hot_seat(driver, entry.rules, seed=3,
                    names=("Ada", "Bo", "Cy", "Di")[:players])
    rng = make_rng(f"saves-language:{entry.id}")
    for _ in range(MOVES):
        to_turn(driver, play)
        if play.session.is_over:
            break
        driver.play_action(rng.choice(entry.rules.legal_actions(play.session.state)))
        driver.settle()
    to_turn(driver, play)
    return play


@pytest.mark.parametrize("entry", playable(), ids=lambda entry: entry.id)
def test_a_game_kept_in_spanish_reads_in_italian(make_driver, entry):
    driver = make_driver()
    driver.app.set_language("es")
    play = _play_a_little(driver, entry)
    session = play.session
    assert len(session.record.actions) >= MOVES, "the game was played"
    spanish_progress, spanish_log = session.progress, _log(session)
    i18n.set_language("it")
    italian_progress, italian_log = session.progress, _log(session)
    i18n.set_language("es")
    assert spanish_progress != italian_progress, "the two languages say it differently"

    driver.app.nav.menu()  # leave: the game stays among the unfinished
    driver.frames(1)
    load = open_load(driver, UNFINISHED)
    for _ in range(5):
        driver.frames(1)
    assert load.rows[load.entries[0]].progress == spanish_progress
    spanish_rows = _drawn_row(driver, load)

    driver.app.set_language("it")  # with the Load screen open
    for _ in range(5):
        driver.frames(1)
    load = driver.scene
    assert load.name == "load"
    row = load.rows[load.entries[0]]
    assert row.progress == italian_progress, (row.progress, spanish_progress)
    assert _drawn_row(driver, load) != spanish_rows, "the row is drawn as it was in Spanish"

    click_row(driver, load, 0, double=True)  # open it
    to_turn(driver, play_scene(driver))
    reopened = play_scene(driver).session
    assert reopened is not session
    logged = _log(reopened)[:len(italian_log)]
    assert logged == italian_log and logged != spanish_log


def _finished(entry: GameEntry) -> GameSession:
    """The game's first quick finish (its test profile), played to its end."""
    finish = entry.tests.finishes[0]
    rules = entry.rules
    session = GameSession.new(rules, [Seat(f"P{k + 1}") for k in range(finish.players)],
                              dict(finish.options), finish.seed)
    rng = make_rng(finish.seed)
    while session.current_player != TERMINAL:
        session.apply(session.chance_outcome() if session.current_player == CHANCE
                      else rng.choice(rules.legal_actions(session.state)))
    return session


def _told(session: GameSession) -> list[str]:
    """The lines the review reads of a finished game (its secrets told)."""
    return [entry.text for entry in Review(session.rules, session.record).entries]


def _joined(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())


@pytest.mark.parametrize("entry", playable(), ids=lambda entry: entry.id)
def test_a_finished_game_saved_in_spanish_reviews_and_ends_in_italian(driver, entry):
    """Its review's lines and its result's words are said from the actions again."""
    session = _finished(entry)
    i18n.set_language("es")
    driver.app.saves.save(session)
    spanish_reason, spanish_log = session.rules.outcome(session.state).reason, _told(session)
    driver.app.set_language("it")
    italian_reason, italian_log = session.rules.outcome(session.state).reason, _told(session)
    assert spanish_log != italian_log

    load = open_load(driver, SAVED)
    driver.frames(2)
    assert load.rows[load.entries[0]].progress == session.progress
    load.scroller.select(0)
    driver.key(pygame.K_r)  # the review, read only
    review = driver.scene
    assert review.name == "review"
    shown = _joined([line.text for line in review.lines])
    assert all(_joined([line]) in shown for line in italian_log)
    assert not any(_joined([line]) in shown for line in set(spanish_log) - set(italian_log))
    driver.key(pygame.K_ESCAPE)

    load = driver.scene
    assert load.name == "load"
    click_row(driver, load, 0, double=True)
    results = to_scene(driver, "results")
    assert results.outcome.reason == italian_reason
    assert spanish_reason == italian_reason or results.outcome.reason != spanish_reason


def test_a_row_in_another_language_is_said_again_and_a_bad_meta_never_raises(tmp_path):
    """The rows of files kept in Spanish, in an earlier version's English and with only a
    turn number, read in Italian; a meta of the wrong shape reads too."""
    entry = playable()[0]
    rules = entry.rules
    session = GameSession.new(rules, [Seat("Ada"), Seat("Bo")][:max(2, rules.spec.min_players)],
                              {}, 3)
    rng = make_rng("saves-language")
    while len(session.record.actions) < 40 and not session.is_over:
        session.apply(session.chance_outcome() if session.current_player == CHANCE
                      else rng.choice(rules.legal_actions(session.state)))
    i18n.set_language("es")
    spanish = record_to_json(session.record, rules) | {"meta": session.meta()}
    i18n.set_language("en")
    english = record_to_json(session.record, rules) | {"meta": {"progress": session.progress}}
    i18n.set_language("it")
    italian = session.progress
    turn_only = record_to_json(session.record, rules) | {"meta": {"turn": 4}}
    for obj in (spanish, english, turn_only):
        assert _row(json.loads(json.dumps(obj))).progress == italian
    for meta in ({"progress": 7, "language": ["es"]}, {"progress": "x", "language": 3}):
        assert _row(record_to_json(session.record, rules) | {"meta": meta}).progress == italian
    assert _row(record_to_json(session.record, rules) | {"meta": []}).progress  # refused
    broken = record_to_json(session.record, rules) | {"actions": ["no action"], "meta": {}}
    assert _row(broken).progress  # the game does not replay: something is still said
    store = SaveStore(tmp_path)
    path = store.save(session)  # a save written now is read back
    assert SaveStore(tmp_path).load(path).actions == session.record.actions


def test_the_names_the_setup_gave_are_said_again_and_the_players_own_kept(tmp_path):
    """A game kept in Spanish with the setup's names ("Jugador 2", "Ordenador (Fácil)")
    reads in Italian under the Italian ones, in its Load row and opened; a name a player
    gave ("Ana") is hers in every language."""
    from neurodrez_desktop.app.computer import computer_name
    from neurodrez_desktop.core.seat_words import seat_name

    entry = next(e for e in playable() if e.rules.spec.max_players >= 3)
    rules = entry.rules
    i18n.set_language("es")
    seats = [Seat("Ana"), Seat(seat_name(1)), Seat(computer_name("easy"), "computer:easy")]
    assert seats[1].name == "Jugador 2" and seats[2].name.startswith("Ordenador")
    session = GameSession.new(rules, seats, {}, 3)
    store = SaveStore(tmp_path)
    path = store.save(session)
    i18n.set_language("it")
    expected = ["Ana", "Giocatore 2", "Computer (Facile)"]
    assert [seat.name for seat in SaveStore(tmp_path).load(path).players] == expected
    assert _row(json.loads(path.read_text(encoding="utf-8"))).players == ", ".join(expected)
    assert "Jugador 2" in path.read_text(encoding="utf-8")  # the file is left as it was


def test_a_computer_under_the_setups_name_in_another_language_goes_by_its_side():
    """'Ordenador (Normal)', given in Spanish, is still the setup's name in Italian: the
    status line names the seat by its side, not 'Ordenador (Normal) (Bianco, computer …)'."""
    from neurodrez_desktop.app.computer import thinker_words

    i18n.set_language("it")
    assert thinker_words("Ordenador (Normal)", "Bianco", "computer:normal") == \
        thinker_words("Computer (Normale)", "Bianco", "computer:normal")
    assert thinker_words("Bo", "Bianco", "computer:normal").startswith("Bo (")
