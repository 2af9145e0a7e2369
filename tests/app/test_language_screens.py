"""The program's own screens in Spanish, reached as a player reaches them (Settings →
Language → Español, then the menu's buttons): the menu, a game's setup (the seats' names
the screen gives following their kind in Spanish), the results, the game menu, the
keys list, the Load screen and the handoff say their words through the program's
catalog; a game's title and the player counts on its card too."""

from __future__ import annotations

from test_language import _settings
from test_results import finished, open_results
from test_setup_memory import _choose, _selected

from neurodrez_desktop.app.computer import is_automatic_name
from neurodrez_desktop.app.scenes import menu as menu_scene
from neurodrez_desktop.app.scenes.handoff import HandoffScene
from neurodrez_desktop.core import i18n
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.ui import draw


def _in_spanish(driver):
    """Settings → Language → Español, then Back: the menu, made again in Spanish."""
    settings = _settings(driver)
    _choose(driver, settings.language, "Español")
    assert i18n.language() == "es"
    driver.press(driver.scene.back)
    assert driver.scene.name == "menu"
    return driver.scene


def _texts(scene) -> set[str]:
    return {button.text for button in scene.buttons}


def test_the_menu_and_a_setup_speak_spanish(driver):
    menu = _in_spanish(driver)
    assert {"Cargar partida", "Ajustes", "Acerca de", "Salir", "Nueva partida",
            "Reglas"} <= _texts(menu)
    berd = entry_for("berd")
    card = next(c for e, c in zip(menu.games, menu_scene.card_rects(len(menu.games)),
                                  strict=True) if e.id == "berd")
    assert "2 jugadores" in [text for text, *_ in menu_scene.card_lines(berd, card)]
    driver.screenshot("menu-es")

    driver.press(next(b for b, (kind, game) in menu.buttons.items()
                      if kind == "new" and game == "berd"))
    setup = driver.scene
    assert setup.name == "setup"
    assert (setup.start_button.text, setup.back_button.text) == ("Empezar", "Volver")
    assert [entry.get_text() for entry in setup.name_entries] == ["Jugador 1", "Jugador 2"]
    assert _selected(setup.kind_menus[1]) == "Persona"
    _choose(driver, setup.kind_menus[1], "Ordenador — Normal")
    assert setup.name_entries[1].get_text() == "Ordenador (Normal)"  # the name follows
    _choose(driver, setup.kind_menus[1], "Persona")
    assert setup.name_entries[1].get_text() == "Jugador 2"  # and comes back
    driver.screenshot("setup-es")


def test_results_game_menu_keys_and_load_speak_spanish(driver):
    _in_spanish(driver)
    session = finished("berd", 2, {}, 3)
    results = open_results(driver, session)
    assert (results.again.text, results.menu.text) == ("Jugar otra vez", "Menú principal")
    assert results.title().startswith(("Gana ", "Ganan ", "Empate"))
    driver.screenshot("results-es")

    driver.press(results.again)  # a new game of the same players: its table
    driver.settle()
    driver.app.nav.game_menu(next(s for s in driver.app.scenes.scenes if s.name == "play"))
    game_menu = driver.scene
    assert {"Guardar partida", "Teclas", "Salir al menú principal"} <= {
        button.text for button in game_menu.actions}
    driver.press(next(b for b, key in game_menu.actions.items() if key == "keys"))
    keys = driver.scene
    assert keys.name == "keys"
    headings = [heading for column in keys.columns for heading, _lines in column]
    assert "En todas las mesas" in headings
    assert keys.columns[0][0][1][0][0] == "Flechas"  # the cursor keys, first
    driver.screenshot("keys-es")

    driver.app.nav.menu()
    driver.frames(2)
    driver.press(next(b for b, (kind, _game) in driver.scene.buttons.items()
                      if kind == "load"))
    load = driver.scene
    assert load.name == "load"
    assert load.back.text == "Volver" and load.load.text == "Continuar"
    assert load.tab_buttons["unfinished"].text.startswith("En curso (")


def test_the_handoff_speaks_spanish(driver):
    _in_spanish(driver)
    handoff = HandoffScene(driver.app, 1, "Bruno", "Negras", lambda seat: None)
    driver.app.push(handoff)
    driver.frames(2)
    assert handoff.continue_button is not None
    assert handoff.continue_button.text == "Continuar"
    drawn = [message for kind, message, *_ in _drawn(driver) if kind == "text"]
    assert "Pasa la pantalla a Bruno" in drawn
    assert "juega con Negras" in drawn


def _drawn(driver):
    """What the top scene draws, as the layout checks read it (``draw.recorded``)."""
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as widgets:
        driver.scene.draw(canvas)
    return widgets


def test_a_name_the_setup_gave_in_another_language_still_follows_the_kind():
    """A setup remembered from an Italian evening opens in Spanish with "Giocatore 2":
    still the screen's name, so switching the seat to a computer renames it."""
    i18n.set_language("es")
    assert is_automatic_name("Giocatore 2") and is_automatic_name("Computer (Difficile) 2")
    assert is_automatic_name("Player 2") and is_automatic_name("Ordenador (Normal)")
    assert not is_automatic_name("Giovanna")
