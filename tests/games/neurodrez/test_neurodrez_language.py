"""NeuroDrez's table in Spanish and Italian, through the real program at 1280×720: the
panels, the steps, the chips, the prompt, a refusal and the log say the game's own words
in the chosen language (set as Settings sets it), none of them left in English; and the
pieces and tiles are named with their colours agreeing ("torre roja", "re rosso").

Screenshots go to ``tmp_path/shots`` (and ``/tmp/nd_language``) for a person to look at.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.neurodrez.end_words import end_words
from neurodrez_desktop.games.neurodrez.ending import out_of_rounds
from neurodrez_desktop.games.neurodrez.names import piece_name, the_piece, tile_words
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    EMPTY,
    PIECE,
    TILE,
    Kind,
    PickTileCell,
    Place,
)
from tests.app.table_play import to_turn

RULES = get_rules("neurodrez")
PRESENTER = entry_for("neurodrez").presenter
SIZE = (1280, 720)
SHOTS = Path("/tmp/nd_language")

WORDS = {
    "es": {"panels": ("Acciones", "Reserva", "Bandos: piezas en juego y losetas por superficie",
                      "1 Conquista", "2 Tirada", "3 Loseta", "4 Pieza", "dado numérico"),
           "hand": "losetas en mano", "prompt": "Coloca una loseta: pulsa una de las losetas",
           "refusal": "N14: La casilla d4 ya tiene loseta", "laid": "Rojo y Verde colocan ",
           "rolled": "Rojo y Verde sacan", "piece": "Entra o mueve una pieza"},
    "it": {"panels": ("Azioni", "Riserva", "Fazioni: pezzi in gioco e tessere per superficie",
                      "1 Conquista", "2 Lancio", "3 Tessera", "4 Pezzo", "dado numerico"),
           "hand": "tessere in mano", "prompt": "Posa una tessera: clicca una delle tessere",
           "refusal": "N14: La casella d4 ha già una tessera", "laid": "Rosso e Verde posano ",
           "rolled": "Rosso e Verde tirano", "piece": "Fai entrare o muovi un pezzo"},
}
ENGLISH = ("Actions", "Reserve", "Sides:", "Conquest", "Roll", "tiles in hand", "number die",
           "nothing to click", "tiles down", "Round ", " rolls ", " roll ", " lay ", " draw ",
           "earth", "water", "fire", "red", "blue", "green", "yellow")


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
    assert state.phase == TILE  # the first turn: no piece yet to claim with
    driver.frames(1)
    shown = _texts(play)
    for title in words["panels"]:
        assert title in shown, (title, shown)
    assert any(words["hand"] in text for text in shown), shown
    seen = " | ".join(shown)
    assert not [w for w in ENGLISH if w in seen], seen
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(driver.app.display.window, str(SHOTS / f"tile-{language}.png"))

    player = play.session.current_player
    prompt = play.message_text(RULES.view_for(state, player), player)
    assert words["prompt"] in prompt, prompt
    centre = 24  # d4, laid at the start: no tile goes there
    driver.click(play.controller.view.cell_rect(centre).center)
    driver.frames(1)
    assert play.refused and play.message.startswith(words["refusal"]), play.message
    assert play.message.endswith(RULES.why_not(state, PickTileCell(centre)).message)
    pygame.image.save(driver.app.display.window, str(SHOTS / f"refusal-{language}.png"))

    driver.play_action(next(a for a in RULES.legal_actions(state) if isinstance(a, Place)))
    to_turn(driver, play)
    assert play.session.state.phase == PIECE
    log = [entry.text for entry in play.log_entries()]
    assert any(line.startswith(words["rolled"]) for line in log), log
    assert log[-1].startswith(words["laid"]), log
    assert not [line for line in log if any(w in line for w in ENGLISH)], log
    state = play.session.state
    prompt = play.message_text(RULES.view_for(state, player), player)
    assert words["piece"] in prompt, prompt
    driver.frames(1)
    driver.screenshot(f"neurodrez-{language}")
    pygame.image.save(driver.app.display.window, str(SHOTS / f"piece-{language}.png"))


@pytest.mark.parametrize(("language", "rook", "the_king", "tile"), [
    ("en", "red rook", "the blue king", "yellow water"),
    ("es", "torre roja", "el rey azul", "agua amarilla"),
    ("it", "torre rossa", "il re blu", "acqua gialla"),
])
def test_a_piece_and_a_tile_are_named_with_their_colour_agreeing(language, rook, the_king,
                                                                 tile):
    """A colour after its noun agrees with it: one message per piece and tile, not two
    words glued (which would say "rojo torre")."""
    i18n.set_language(language)
    assert piece_name(0 * 6 + Kind.ROOK) == rook
    assert the_piece(2 * 6 + Kind.KING) == the_king
    assert tile_words(3 * 6 + 1) == tile


def test_the_progress_and_the_seating_count_in_the_catalogs_plural():
    state = RULES.initial_state(3)
    i18n.set_language("it")

    def laid(n: int):
        return state.evolve(phase=CLAIM, tiles=tuple(range(n)) + (EMPTY,) * (49 - n))

    assert PRESENTER.progress(laid(1)) == "Round 1 di 100 · 1 tessera"
    assert PRESENTER.progress(laid(7)) == "Round 1 di 100 · 7 tessere"
    assert PRESENTER.seating(3) == "Ogni giocatore ha un colore; Giallo riposa (N7)."


def _ended(players: int, options: dict, seed: int):
    rng = make_rng(seed)
    state = RULES.initial_state(players, options)
    while RULES.current_player(state) != TERMINAL:
        if RULES.current_player(state) == CHANCE:
            outcomes = RULES.chance_outcomes(state)
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            legal = RULES.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state = RULES.apply(state, action)
    return state


GAMES = [(2, {}, 3), (3, {"early_sudden_death": True}, 4), (4, {}, 1), (1, {}, 2),
         (2, {"mode": "collaborative"}, 5), (2, {}, 71), (3, {}, 84)]


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_the_end_is_said_again_from_the_ended_state_word_for_word(players, options, seed):
    """The state keeps its end reason in English (saves stay language-free); the table
    works the words out again from the ended state, so in English they are the kept
    sentence itself, and in Spanish they are Spanish."""
    ended = _ended(players, options, seed)
    assert end_words(ended) == ended.end_reason
    assert RULES.outcome(ended).reason == ended.end_reason
    i18n.set_language("es")
    said = RULES.outcome(ended).reason
    assert said == end_words(ended) != ended.end_reason
    assert not [w for w in ("dominate", "sudden death", "All lose", "all win", "stalls",
                            "the most tiles") if w in said], said


def test_a_game_out_of_rounds_says_how_many_were_played():
    """N26: a competitive game stalls after 100 rounds (worked out from the rounds the
    ended state counts), the sides holding the most tiles named."""
    playing = _ended(3, {}, 84)
    assert playing.end_reason.startswith("The game stalls:")  # a stall, not a domination
    last = playing.evolve(phase=TILE, result=None, end_reason="",
                          rounds=playing.config.max_rounds - 1)
    stalled = out_of_rounds(last)
    assert stalled.end_reason.startswith("The game stalls: 100 rounds were played. ")
    assert end_words(stalled) == stalled.end_reason
    i18n.set_language("it")
    assert end_words(stalled).startswith("La partita si blocca: si sono giocati 100 round. ")


def test_a_change_of_language_mid_game_repaints_the_table_at_once(driver):
    """The table's panels are painted once and shown again while nothing changes; a new
    language (Settings, over the table) paints them again, the game untouched."""
    driver.app.nav.start_new_game(RULES, [Seat("Ada", "human"), Seat("Bo", "human")], {}, 5)
    driver.frames(1)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    to_turn(driver, play)
    driver.frames(1)
    english = _texts(play)
    assert "Reserve" in english and "3 Tile" in english and "Actions" in english
    actions = len(play.session.record.actions)
    driver.app.set_language("it")
    driver.frames(2)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    assert len(play.session.record.actions) == actions
    italian = _texts(play)
    assert "Riserva" in italian and "3 Tessera" in italian and "Azioni" in italian, italian
    assert not {"Reserve", "3 Tile", "Actions"} & set(italian)


@pytest.mark.parametrize("code", [i18n.ENGLISH, *i18n.SHIPPED])
def test_n2_each_colour_has_its_own_letter_in_every_language(code):
    """A tile's letter is the colour's initial in the player's language ("V" for verde,
    not "G" for green), never shared by two colours, so colour is never the only cue."""
    from neurodrez_desktop.games.neurodrez.names import COLOURS, colour_letter, colour_name

    i18n.set_language(code)
    letters = [colour_letter(c) for c in range(len(COLOURS))]
    assert len(set(letters)) == len(letters), letters
    assert all(1 <= len(letter) <= 2 and letter[0].isupper() for letter in letters), letters
    for colour in (0, 1, 3):  # red, green, yellow: the initial of the name said
        assert letters[colour][0] == colour_name(colour)[0].upper(), (colour, letters)


def test_n2_a_tile_is_painted_again_in_the_language_shown(fonts):
    from neurodrez_desktop.games.neurodrez.art import tile_sprite

    english = pygame.image.tobytes(tile_sprite(6, -1, 120), "RGBA")  # a green tile
    i18n.set_language("es")
    assert pygame.image.tobytes(tile_sprite(6, -1, 120), "RGBA") != english
