"""Berd's table in Spanish and Italian, through the real program at 1280×720: the seat
panels, the crossing strips, the prompt, a refusal and the log say the game's own words in
the chosen language (set as Settings sets it), none of them left in English; and the end
reason kept in English in the state (saves are language-free) is said in the reader's.

Screenshots go to ``tmp_path/shots`` for a person to look at.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd import end_reasons
from neurodrez_desktop.games.berd.state import SETUP, Place, parse_square

RULES = get_rules("berd")
SIZE = (1280, 720)
MANUAL = {"size": 4, "arrangement": "manual", "points": "visible", "colour_protection": True}

WORDS = {
    "es": {"panel": ("Por colocar: ", "Colócame el resto", "Movimientos laterales seguidos"),
           "strip": "Claro sale del tablero por aquí", "heading": "Oscuro · baja",
           "prompt": "Coloca una ficha", "log": "Claro coloca en", "refusal": "línea de base",
           "end": "Solo Oscuro controla pilas en el tablero; Oscuro las recoge todas"},
    "it": {"panel": ("Da disporre: ", "Disponi il resto per me", "Mosse laterali di fila"),
           "strip": "Chiaro esce dalla scacchiera da qui", "heading": "Scuro · scende",
           "prompt": "Disponi una pedina", "log": "Chiaro dispone in",
           "refusal": "linea di base",
           "end": "Solo Scuro controlla pile sulla scacchiera; Scuro le raccoglie tutte"},
}
ENGLISH = ("To place", "Place the rest for me", "Sideways moves in a row", "crosses off the "
           "board here", "moves up", "moves down", "Collected", "TO MOVE")


@pytest.fixture
def driver(make_driver: Callable[..., Driver]) -> Driver:
    """The program at 1280×720 (the app tests' driver: a private home, no animations, no
    first-game callouts)."""
    return make_driver(size=SIZE)


def _texts(play) -> str:
    """Every text the table drew in its last frame, one per line."""
    return "\n".join(name for kind, name, _, _ in play.controller.view.drawn if kind == "text")


@pytest.mark.parametrize("language", ["es", "it"])
def test_the_berd_table_speaks_the_chosen_language(driver, language):
    words = WORDS[language]
    driver.app.set_language(language)
    driver.app.nav.start_new_game(RULES, [Seat("Ada", "human"), Seat("Bo", "human")],
                                  MANUAL, 5)
    driver.frames(2)
    driver.settle()
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    assert play.session.state.phase == SETUP
    driver.frames(1)
    drawn = _texts(play)
    for text in (*words["panel"], words["strip"], words["heading"]):
        assert text in drawn, (text, drawn)
    for english in ENGLISH:
        assert english not in drawn, (english, drawn)
    prompt = play.message_text(play.session.state, 0)
    assert prompt is not None and words["prompt"] in prompt, prompt
    driver.screenshot(f"berd-setup-{language}")
    # a click off the baseline: the rules' refusal, in the language
    view = play.controller.view
    driver.click(view.square_rect(parse_square("b3")).center)
    assert play.refused and words["refusal"] in play.message, play.message
    # a placement by the table's own clicks: the log line in the language
    state = play.session.state
    place = next(a for a in RULES.legal_actions(state) if isinstance(a, Place))
    for click in play.controller.clicks_for(state, 0, place):
        driver.click(click)
    driver.frames(2)
    driver.settle()
    log = "\n".join(entry.text for entry in play.session.log(0))
    assert words["log"] in log, log
    driver.screenshot(f"berd-placed-{language}")


def test_the_kept_english_end_reason_is_said_in_the_readers_language():
    kept = end_reasons.alone(1)
    assert kept == "Only Dark controls stacks on the board; Dark collects them all"
    i18n.set_language("es")
    assert end_reasons.said(kept) == WORDS["es"]["end"]
    assert end_reasons.said(end_reasons.NO_STACKS) == "No quedan pilas en el tablero"
    i18n.set_language("it")
    assert end_reasons.said(kept) == WORDS["it"]["end"]
    assert end_reasons.said(end_reasons.plies_played(200)) == "Sono state giocate 200 semimosse"
