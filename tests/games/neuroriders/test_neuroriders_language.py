"""Neuroriders' table in Spanish and Italian, through the real program at 1280×720: the
panels, the prompt and the log say the game's own words in the chosen language (Settings'
language, set as the program sets it), none of them left in English; and the end's
reason, kept in English in the state (saves are language-free), is read in each language.

Screenshots go to ``tmp_path/shots`` (and ``/tmp/nr_language``) for a person to look at.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders import end_reasons
from neurodrez_desktop.games.neuroriders.state import Phase
from tests.app.table_play import to_turn

RULES = get_rules("neuroriders")
SIZE = (1280, 720)
SHOTS = Path("/tmp/nr_language")

WORDS = {
    "es": {"panels": ("Tablero de Memoria", "Fila", "Tu mano", "Jugadores"),
           "prompt": "Toma una sala de la fila", "taken": "toma la sala"},
    "it": {"panels": ("Plancia della Memoria", "Fila", "La tua mano", "Giocatori"),
           "prompt": "Prendi una stanza dalla fila", "taken": "prende la stanza"},
}
ENGLISH = ("Memory board", "Lineup", "Your hand", "Players", "Take a room", "from the lineup")


@pytest.fixture
def driver(make_driver: Callable[..., Driver]) -> Driver:
    """The program at 1280×720 (the app tests' driver: a private home, no animations, no
    first-game callouts)."""
    return make_driver(size=SIZE)


def _texts(play) -> list[str]:
    return [name for kind, name, _, _ in play.controller.view.drawn if kind == "text"]


@pytest.mark.parametrize("language", ["es", "it"])
def test_the_table_speaks_the_chosen_language(driver, language):
    words = WORDS[language]
    driver.app.set_language(language)
    driver.app.nav.start_new_game(RULES, [Seat("Ada", "human"), Seat("Bo", "human")], {}, 5)
    driver.frames(1)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    to_turn(driver, play)
    state = play.session.state
    assert state.phase == Phase.TAKE
    driver.frames(1)
    shown = _texts(play)
    for title in words["panels"]:
        assert title in shown, (title, shown)
    seen = " | ".join(shown)
    assert not [w for w in ENGLISH if w in seen], seen
    player = play.session.current_player
    prompt = play.message_text(RULES.view_for(state, player), player)
    assert words["prompt"] in prompt, prompt
    driver.key(pygame.K_1, unicode="1")  # take the lineup's first room
    driver.frames(2)
    assert play.session.state.phase == Phase.PLACE
    log = [entry.text for entry in play.log_entries()]
    assert words["taken"] in log[-1], log
    assert not [line for line in log if "from the lineup" in line or "is dealt" in line], log
    driver.frames(1)
    driver.screenshot(f"neuroriders-{language}")
    SHOTS.mkdir(exist_ok=True)  # the window itself, at 1280×720
    pygame.image.save(driver.app.display.window, str(SHOTS / f"table-{language}.png"))


# -- the end reason: kept in English, said in the reader's language --------------------------
def test_a_saved_end_reason_stays_english_and_is_read_in_each_language():
    """A game that ended while the table spoke Spanish keeps its reason in English (saves
    are language-free); the verdict says it in the reader's language."""
    i18n.set_language("es")
    ended = [random_playout(RULES, 2, {}, make_rng(f"nr-lang:{k}")).state for k in range(40)]
    kept = {state.end_reason for state in ended}
    assert end_reasons.CRYSTALLIZED in kept and end_reasons.pile_short(2) in kept, kept
    for state in ended:
        assert RULES.state_to_json(state)["end_reason"] == state.end_reason
        assert state.end_reason in kept and state.end_reason.isascii()
        said = RULES.outcome(state).reason
        assert said.startswith("La partida terminó: ") and state.end_reason not in said, said
    i18n.set_language("it")
    said = RULES.outcome(ended[0]).reason
    assert said.startswith("La partita è finita: ") and ended[0].end_reason not in said, said


@pytest.mark.parametrize(("kept", "es", "it"), [
    (end_reasons.reached(2, 20), "la sección del blanco llegó a 20 y volvió a 10",
     "la sezione di colore bianco ha raggiunto 20 ed è tornata a 10"),
    (end_reasons.CRYSTALLIZED, "todas las salas de la cuadrícula se han cristalizado",
     "tutte le stanze della griglia si sono cristallizzate"),
    (end_reasons.pile_short(0), "no queda ninguna sala: no se puede formar una nueva fila de 4",
     "non resta nessuna stanza: non si può formare una nuova fila di 4"),
    (end_reasons.pile_short(1), "solo queda 1 sala: no se puede formar una nueva fila de 4",
     "resta solo 1 stanza: non si può formare una nuova fila di 4"),
    (end_reasons.pile_short(3), "solo quedan 3 salas: no se puede formar una nueva fila de 4",
     "restano solo 3 stanze: non si può formare una nuova fila di 4"),
], ids=["reached", "crystallized", "none-left", "one-left", "three-left"])
def test_each_kept_end_reason_is_said_in_the_readers_language(kept, es, it):
    assert end_reasons.said(kept) == kept  # English: as kept
    i18n.set_language("es")
    assert end_reasons.said(kept) == es
    i18n.set_language("it")
    assert end_reasons.said(kept) == it
    assert end_reasons.said("a reason of another form") == "a reason of another form"
