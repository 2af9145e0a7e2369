"""The play screen in Spanish and Italian (issue 37): its buttons, status bar, message box
and log say the program's words in the language chosen in Settings, and a change of
language in the middle of a game says them again at once, the game untouched."""

from __future__ import annotations

import pygame
from table_play import hot_seat, play_scene, to_turn, window_shot
from test_setup_memory import _choose

from neurodrez_desktop.app.session import GameSession, move_number, turn_words
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.seat_words import seat_name, with_names
from neurodrez_desktop.games import get_rules


def _buttons(play) -> dict[str, str]:
    return {name: getattr(play, f"{name}_button").text
            for name in ("undo", "save", "rules", "menu", "hint")}


def test_the_table_speaks_the_language_chosen_in_settings(sized_driver):
    driver = sized_driver
    menu = driver.scene
    driver.press(next(b for b, (kind, _) in menu.buttons.items() if kind == "settings"))
    _choose(driver, driver.scene.language, "Español")
    assert i18n.language() == "es"
    driver.press(driver.scene.back)
    play = hot_seat(driver, get_rules("berd"))
    to_turn(driver, play)
    assert _buttons(play) == {"undo": "Deshacer", "save": "Guardar", "rules": "Reglas",
                              "menu": "Menú", "hint": "Pista"}
    assert play.status_bar.shown_words.startswith("Juega Ada ("), play.status_bar.shown_words
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # nothing played yet: undo refuses, in Spanish
    driver.frames(2)
    assert play.refused and play.shown_words.startswith("Nada que deshacer"), play.shown_words
    window_shot(driver, f"play-es-{driver.app.display.window.get_width()}")

    actions = len(play.session.record.actions)
    driver.app.set_language("it")  # as Settings does, over the table
    driver.frames(2)
    play = play_scene(driver)
    assert len(play.session.record.actions) == actions  # the game untouched
    assert _buttons(play) == {"undo": "Ritira", "save": "Salva", "rules": "Regole",
                              "menu": "Menu", "hint": "Suggerimento"}
    assert play.status_bar.shown_words.startswith("Tocca a Ada ("), play.status_bar.shown_words
    assert not (play.shown_words or "").startswith("Nada")  # no Spanish left in the box
    window_shot(driver, f"play-it-{driver.app.display.window.get_width()}")


def test_every_word_of_the_table_goes_through_a_catalog(driver):
    """In the test language every word the program's part of the table says is accented
    and longer: a word said without ``_`` would come through plain."""
    play = hot_seat(driver, get_rules("berd"))
    to_turn(driver, play)
    i18n.set_language(i18n.PSEUDO)  # a test's language, never kept in the settings
    driver.app.scenes.relanguage()
    driver.frames(2)
    play = play_scene(driver)
    english = {"Undo", "Save", "Rules", "Menu", "Hint", "Pause", "Step", "Speed: normal",
               "Normal", "Confirm", "Cancel", "Play hint"}  # "Normal": Speed's shorter words
    said = {i18n.pseudo(word) for word in english}
    for element in play.container.elements:
        assert element.text in said, element.text
    assert play.status_bar.shown_words.startswith("Ada (") and (
        ") tõ mõvé " in play.status_bar.shown_words), play.status_bar.shown_words
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    driver.frames(2)
    assert play.shown_words == i18n.pseudo("Nothing to take back: undo stops at dice, draws, "
                                           "reveals and the start of the game.")


def test_the_log_reads_again_in_the_new_language_and_keeps_its_turns():
    """The log's words are worked out once each, in the language of the moment: after a
    change they are said again; its turns ("Jugada 3") are numbered as in English."""
    rules = get_rules("berd")
    session = GameSession.new(rules, [Seat("Ada"), Seat("Bo")], seed=3)
    for _ in range(12):
        if session.is_over:
            break
        actions = rules.legal_actions(session.state)
        session.apply(actions[0] if actions else session.chance_outcome())
    english = session.log(None)
    i18n.set_language("es")
    spanish = session.log(None)
    assert [e.index for e in spanish] == [e.index for e in english]
    assert [move_number(e.turn) for e in spanish] == [move_number(e.turn) for e in english]
    assert all(s.text != e.text for s, e in zip(spanish, english, strict=True))  # said again
    assert all(s.turn != e.turn for s, e in zip(spanish, english, strict=True))


def test_seats_and_turns_are_read_in_any_language():
    i18n.set_language("es")
    assert seat_name(1) == "Jugador 2"
    assert with_names("Jugador 2 pone la sala 21; Player 1 pasa", ["Ana", "Bo"]) == (
        "Bo pone la sala 21; Ana pasa")
    assert turn_words("muerte súbita · Ronda 11 de 10 · 5 losetas") == "Ronda 11"
    assert move_number("Ronda 3") is None and move_number("Jugada 31") == 31
    i18n.set_language("it")
    assert move_number("Turno 3") is None and move_number("Mossa 31") == 31
    assert with_names("Giocatore 1 passa", ["Ana", "Bo"]) == "Ana passa"
