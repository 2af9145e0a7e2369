"""PokerDrez in Spanish and Italian (issue 37): the table, its refusals, its log and its
score unit speak the rulebook's words in the language chosen (Peón, Torre, Comodín;
Pedone, Torre, Jolly), nothing drawn is cut off at 1280×720, and a game's record stays
free of sentences, so the same game reads in either language.

The table tests drive the real program (``make_driver``), posting real clicks.
"""

from __future__ import annotations

import chess
import pygame
import pytest

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.pokerdrez import ENTRY
from neurodrez_desktop.games.pokerdrez.state import Bet, Card, Draw, Face, Play
from tests.app.table_play import play_scene, to_turn
from tests.app.test_layout_overlap import frame_widgets, layout_problems

RULES = get_rules("pokerdrez")
COMMON = ("queen-1", "queen-2", "bishop-1", "bishop-2", "bishop-3")
CHECKED = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"
"""White's king in check from the rook on a1."""


def _open(driver, fen: str, white=("pawn-1", "rook-7"), **options):
    """A game from ``fen`` with chosen cards, opened in the real program at White's turn."""
    options = {"pawn_sacrifice": False, "start_fen": fen, **options}
    session = GameSession.new(RULES, [Seat("Ada"), Seat("Bo")], options, 1)
    for card in (*white, "pawn-8", "pawn-9", *COMMON):
        session.apply(Draw(Card.from_json(card)))
    driver.app.nav.open_record(session.record)
    play = play_scene(driver)
    to_turn(driver, play)
    return play


def _texts(play, driver) -> tuple[set[str], list]:
    driver.frames(1)
    widgets = frame_widgets(play, driver.app.display.canvas)
    return {w[1] for w in widgets if w[0] == "text"}, widgets


def _shot(driver, name: str) -> None:
    driver.frames(1)
    driver.shots.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.display.window, str(driver.shots / f"{name}.png"))


@pytest.mark.parametrize(("code", "words"), [
    ("es", {"JAQUE", "Acciones", "Cartas comunes (paga cualquiera)",
            "Mazo: 47 cartas", "2 cartas tuyas", "Dado: Negro", "LE TOCA"}),
    ("it", {"SCACCO", "Azioni", "Carte comuni (paga chiunque)",
            "Mazzo: 47 carte", "2 carte tue", "Dado: Nero", "DI TURNO"}),
])
def test_the_table_speaks_the_language_chosen_and_nothing_is_cut_off(
        make_driver, code, words):  # noqa: F811 - the fixture imported above
    driver = make_driver(size=(1280, 720))
    driver.app.set_language(code)  # as Settings → Language does
    play = _open(driver, CHECKED, betting=True)
    texts, widgets = _texts(play, driver)
    assert words <= texts, "; ".join(sorted(texts))
    chips = {chip.label for chip in play.controller._chips(play.shown_state(), 0)}
    assert {"es": "Subir a 6", "it": "Rilancia a 6"}[code] in chips, chips
    assert not layout_problems(widgets), layout_problems(widgets)
    _shot(driver, f"pokerdrez-{code}-check-1280x720")


@pytest.mark.parametrize("code", ["es", "it"])
def test_the_raise_to_answer_fits_in_each_language(make_driver, code):  # noqa: F811
    driver = make_driver(size=(1280, 720))
    driver.app.set_language(code)
    play = _open(driver, chess.STARTING_FEN, betting=True, max_bet=100)
    play.session.apply(Bet(40))  # White raises: Black's to answer (a handoff first)
    to_turn(driver, play)
    texts, widgets = _texts(play, driver)
    said = {"es": "Blanco sube la apuesta a 40 fichas",
            "it": "Bianco rilancia la posta a 40 fiche"}
    assert said[code] in texts, sorted(texts)
    assert not layout_problems(widgets), layout_problems(widgets)
    _shot(driver, f"pokerdrez-{code}-raise-1280x720")


def test_a_refusal_is_said_in_spanish_with_the_rulebook_s_pieces(make_driver):  # noqa: F811
    driver = make_driver(size=(1280, 720))
    driver.app.set_language("es")
    play = _open(driver, "3r4/8/4K3/8/8/8/4P3/3k4 w - - 0 1")
    view = play.controller.view
    driver.click(view.square_rect(chess.E6).center)
    driver.click(view.square_rect(chess.D6).center)
    assert play.refused and play.message == (
        "P12: Rey e6–d6 no es una jugada de ajedrez legal: el rey estaría en jaque en d6.")
    driver.click(view.square_rect(chess.E2).center)
    driver.click(view.square_rect(chess.E5).center)
    assert play.message == ("P4: Peón e2–e5 no es una jugada de ajedrez legal: el peón avanza "
                            "una casilla, o dos desde su casilla inicial.")
    _shot(driver, "pokerdrez-es-refusal-1280x720")


def test_the_log_reads_in_the_language_of_the_moment():
    """The same state and actions, read in Italian, then in Spanish: records keep actions,
    the presenter words them when asked."""
    presenter = ENTRY.presenter
    session = GameSession.new(RULES, [Seat("Ada"), Seat("Bo")],
                              {"pawn_sacrifice": False, "betting": True}, 1)
    for card in ("joker-1", "rook-7", "pawn-8", "pawn-9", *COMMON):
        session.apply(Draw(Card.from_json(card)))
    state = session.state
    move = next(a for a in RULES.legal_actions(state)
                if isinstance(a, Play) and a.pay.card == Card.from_json("joker-1")
                and a.uci == "g1f3")
    i18n.set_language("it")
    assert presenter.action_label(state, move) == "Bianco Cf3 (carta propria Jolly 1)"
    assert presenter.progress(state) == "Mossa 1"
    assert presenter.score_unit({"betting": True}) == "fiche"
    assert presenter.action_label(state, Face(4)).endswith("paga una mossa di Torre")
    i18n.set_language("es")
    assert presenter.action_label(state, move) == "Blanco Cf3 (carta propia Comodín 1)"
    assert presenter.side_name(1, 2) == "Negro"


def test_a_start_position_refused_in_italian_says_what_chess_finds_wrong():
    from neurodrez_desktop.core.errors import InvalidOptionsError

    i18n.set_language("it")
    with pytest.raises(InvalidOptionsError) as refused:
        RULES.initial_state(2, {"start_fen": "4k3/8/8/8/8/8/8/8 w - - 0 1"})
    assert str(refused.value) == ("Posizione iniziale: '4k3/8/8/8/8/8/8/8 w - - 0 1' non è "
                                  "una posizione di scacchi legale (manca il re bianco)")


def test_p16_a_fold_is_kept_in_english_and_said_in_the_reader_s_language():
    """Saves stay language-free: the end reason a state keeps is English whatever the
    language played in; the outcome and the table say it in the reader's."""
    from neurodrez_desktop.games.pokerdrez import end_reasons
    from neurodrez_desktop.games.pokerdrez.codec import state_to_json

    i18n.set_language("es")
    session = GameSession.new(RULES, [Seat("Ada"), Seat("Bo")],
                              {"pawn_sacrifice": False, "betting": True}, 1)
    for card in ("joker-1", "rook-7", "pawn-8", "pawn-9", *COMMON):
        session.apply(Draw(Card.from_json(card)))
    raise_ = next(a for a in RULES.legal_actions(session.state) if isinstance(a, Bet))
    session.apply(raise_)
    session.apply(Bet(-1))  # Black folds
    state = session.state
    assert state.end_reason == "Black folds"
    assert state_to_json(state, {})["end_reason"] == "Black folds"
    assert RULES.outcome(state).reason == "Negro se retira"
    i18n.set_language("it")
    assert RULES.outcome(state).reason == "Nero abbandona"
    for reason in end_reasons.REASONS:  # every kept form is said in Italian
        kept = end_reasons.of_side(reason, 0)
        assert end_reasons.said(kept) != kept, kept
    assert end_reasons.said("Someone else's words") == "Someone else's words"
