"""Quattro Colonne's table in Spanish and Italian, through the real program at 1280×720:
the seat, round and tray panels, the column headers, the chips, the prompt, a refusal and
the log say the game's own words in the chosen language (Italian in the rulebook's own:
Pedone, pedina primo giocatore, turno), none of them left in English; pieces take the
article their language gives them; the end reason kept in English in the state (saves are
language-free) is said in the reader's.

Screenshots go to ``tmp_path/shots`` for a person to look at.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.quattro_colonne import end_reasons
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    KNIGHT,
    MOVE,
    ORDER,
    QUEEN,
    WHITE,
    GiveOrder,
    Move,
    a_kind,
    the_kind,
)
from tests.app.table_play import to_turn

RULES = get_rules("quattro_colonne")
SIZE = (1280, 720)
ORDER_GIVEN = (4, 3, 2, 1)

WORDS = {
    "es": {"order": ("Ronda 1 de 40", "Reserva", "Capturadas: 0", "Tus dados, tras la pantalla",
                     "Columnas de Blanco", "Acciones"),
           "chips": ("Confirmar orden (faltan 4)", "Quitar"),
           "prompt": "Ronda 1: ", "steps": ("Los pasos de esta ronda", "ahora"),
           "refusal": "está vacía", "log": "Blanco Peón c1-c2", "marker": "ficha de primer jugador",
           "end": "Blanco capturó el Rey de Negro (Q10)"},
    "it": {"order": ("Turno 1 di 40", "Riserva", "Catturate: 0", "I tuoi dadi, dietro lo screen",
                     "Colonne di Bianco", "Azioni"),
           "chips": ("Conferma ordine (mancano 4)", "Togli"),
           "prompt": "Turno 1: ", "steps": ("I passi di questo turno", "ora"),
           "refusal": "è vuota", "log": "Bianco Pedone c1-c2",
           "marker": "pedina primo giocatore",
           "end": "Bianco ha catturato il Re di Nero (Q10)"},
}
ENGLISH = ("Round", "Reserve", "Captured", "Your dice", "columns", "Actions", "Confirm order",
           "Clear", "First player", "second player", "On the board", "steps", "White",
           "Black")


@pytest.fixture
def driver(make_driver: Callable[..., Driver]) -> Driver:
    """The program at 1280×720 (the app tests' driver: a private home, no animations, no
    first-game callouts)."""
    return make_driver(size=SIZE)


def _texts(play) -> str:
    """Every text the table drew in its last frame, one per line."""
    return "\n".join(name for kind, name, _, _ in play.controller.view.drawn if kind == "text")


def _act(driver: Driver, play, action) -> None:
    """``action`` played by the table's own clicks."""
    state, seat = play.shown_state(), play.session.current_player
    for click in play.controller.clicks_for(state, seat, action):
        driver.click(click)
    to_turn(driver, play)


@pytest.mark.parametrize("language", ["es", "it"])
def test_the_quattro_colonne_table_speaks_the_chosen_language(driver, language):
    words = WORDS[language]
    driver.app.set_language(language)
    driver.app.nav.start_new_game(RULES, [Seat("Ada", "human"), Seat("Bo", "human")], {}, 5)
    driver.frames(1)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    to_turn(driver, play)
    assert play.session.state.phase == ORDER
    driver.frames(1)
    drawn = _texts(play)
    for text in (*words["order"], *words["chips"]):
        assert text in drawn, (text, drawn)
    seat = play.session.current_player
    prompt = play.message_text(play.shown_state(), seat)
    assert prompt is not None and prompt.startswith(words["prompt"]), prompt
    driver.screenshot(f"qc-order-{language}")
    for _ in range(2):  # both orders, through the dice and the chips
        _act(driver, play, GiveOrder(ORDER_GIVEN))
    assert play.session.state.phase == MOVE
    driver.frames(1)
    drawn = _texts(play)
    for text in words["steps"]:
        assert text in drawn, (text, drawn)
    for english in ENGLISH:
        assert english not in drawn, (english, drawn)
    log = "\n".join(entry.text for entry in play.session.log(0))
    assert words["marker"] in log, log  # who drew the first-player marker (Q3)
    # an empty square clicked: the rules' refusal, in the language
    view = play.controller.view
    driver.click(view.square_rect(20).center)  # c3: nothing there yet
    assert play.refused and words["refusal"] in play.message, play.message
    driver.screenshot(f"qc-steps-{language}")
    assert play.session.current_player == WHITE  # seed 5: White won the contest
    _act(driver, play, Move(28, 24))  # c1-c2 (White's home rank is 1: square 28 is c1)
    log = "\n".join(entry.text for entry in play.session.log(0))
    assert words["log"] in log, log


def test_pieces_take_their_own_articles_and_the_kept_end_reason_is_said_anew():
    kept = end_reasons.king_captured(WHITE)
    assert kept == "White captured Black's King (Q10)"  # the state's words stay English
    i18n.set_language("es")
    assert (the_kind(KNIGHT), the_kind(QUEEN), a_kind(QUEEN)) == ("el Caballo", "la Reina",
                                                                 "una Reina")
    assert end_reasons.said(kept) == WORDS["es"]["end"]
    i18n.set_language("it")
    assert (the_kind(KNIGHT), the_kind(QUEEN), a_kind(QUEEN)) == ("il Cavallo", "la Regina",
                                                                 "una Regina")
    assert end_reasons.said(kept) == WORDS["it"]["end"]
    assert end_reasons.said(end_reasons.no_piece([BLACK], 7)) == (
        "Nero non ha pezzi sulla scacchiera dopo il turno 7 (Q10)")
