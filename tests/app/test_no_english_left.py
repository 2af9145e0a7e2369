"""Issue 37, "Done when": a person who sets the language to Español (or Italiano) plays a
whole game of every table without one English word on screen.

For each registered game and each shipped language the real program is started, its
language set as Settings sets it, and a game of people sharing the screen (the most
players and options, Spanish or Italian names) is played to its end through the play
scene: each person's action chosen from the rules' legal actions by a seeded rng, chance
drawn by the table itself, every handoff passed. The setup screen, the handoffs, the table
whenever the kinds of action offered change (a new phase) and every few actions besides, a
refusal, the results and the review at its start and its middle are each read by
``english_left`` (every text drawn, every widget's words, the Moves panel): it must find
no English word. Screenshots of each kind of screen go to ``$NEURODREZ_SHOTS``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest
from english_left import english_lines, screen_texts, watching
from table_play import CENTRE, play_scene, to_scene

from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import playable
from neurodrez_desktop.resources import LICENCE_NAME

NAMES = {"es": ("Lucía", "Íñigo", "Begoña", "Joaquín"),
         "it": ("Giovanna", "Niccolò", "Chiara", "Pietro")}
EVERY = 12
"""Persons' actions between two looks at the table, beside every change of phase."""
HANDOFFS_READ = 3
"""Handoffs read per game (they differ only in the name and side they say)."""
MAX_ACTIONS = 1500


def _most(entry: Any) -> tuple[int, dict[str, Any]]:
    """The most players (up to four) and the option set with the most options (as the
    layout checks choose their fullest tables)."""
    spec = entry.rules.spec
    sets = [{}, *[dict(f) for f in spec.featured_options],
            *[dict(f) for f in entry.tests.fullest_options]]
    return max(spec.min_players, min(4, spec.max_players)), max(sets, key=len)


class Reader:
    """Reads each screen for English left and keeps its picture."""

    def __init__(self, driver: Any, code: str, names: tuple[str, ...], folder: Path | None,
                 prefix: str) -> None:
        self.driver, self.code, self.names = driver, code, names
        self.folder, self.prefix = folder, prefix
        self.read = 0
        self.watch: Any = None

    def look(self, what: str, shot: bool = True, cut_at: str | None = None,
             aside: str | None = None) -> None:
        """Read the screen (``cut_at``: each text read only up to these words; ``aside``:
        words not read)."""
        app = self.driver.app
        texts = screen_texts(app, self.watch)
        if cut_at is not None:
            texts = [text.split(cut_at)[0] for text in texts]
        if aside is not None:
            texts = [text.replace(aside, "") for text in texts]
        self.read += 1
        if self.folder is not None and shot:
            self.folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.display.canvas,
                              str(self.folder / f"{self.prefix}-{self.read:03d}-{what}.png"))
        assert len(texts) > 5, f"{self.prefix}, {what}: the screen said nothing? {texts}"
        left = english_lines(texts, self.code, self.names)
        assert not left, (f"{self.prefix}, {what} (top scene {app.scenes.top.name}): English "
                          "on screen:\n  " + "\n  ".join(left[:15]))


def _settle(driver: Any, play: Any, reader: Reader, handoffs: list[int]) -> None:
    """Frames until a person at the screen is to act or the game is over, each handoff
    read (the first few) and clicked away."""
    for _ in range(2000):
        driver.frames(1)
        driver.settle()
        scene = driver.scene
        if scene.name == "handoff":
            handoffs.append(scene.seat)
            if len(handoffs) <= HANDOFFS_READ:
                reader.look("handoff")
            driver.click(CENTRE)
            continue
        if scene.name != "play" or play.session.is_over:
            return
        if play.flow.seat_at_keys() is not None:
            return
    raise AssertionError("no person's turn came")


def _refusal(driver: Any, play: Any, rng: Any) -> bool:
    """Clicks on the board at seeded random places until the table refuses one (a click
    may also make a legal move: the game goes on from it)."""
    board = play.layout.get("board") or play.layout["actions"]
    for _ in range(12):
        if play.flow.seat_at_keys() is None:
            return False
        driver.click((rng.randrange(board.left, board.right),
                      rng.randrange(board.top, board.bottom)))
        driver.settle()
        if play.refused:
            return True
    return False


def _read_tips(driver: Any, reader: Reader, buttons: list[Any], where: str) -> None:
    """The pointer rests on each button until its tooltip shows; each tip is read."""
    for button in buttons:
        at = driver.app.display.to_window(button.rect.center)
        pygame.mouse.set_pos(at)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        driver.frames(4, dt=0.5)
        reader.look(f"tip-{where}", shot=False)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    driver.frames(2)


CASES = [pytest.param(entry, code, id=f"{entry.id}-{code}")
         for entry in playable() for code in i18n.SHIPPED]


@pytest.mark.parametrize(("entry", "code"), CASES)
def test_a_whole_game_shows_no_english(entry: Any, code: str, make_driver: Any) -> None:
    folder = Path(os.environ["NEURODREZ_SHOTS"]) if os.environ.get("NEURODREZ_SHOTS") else None
    driver = make_driver()
    driver.app.set_language(code)  # as Settings → Language does
    players, options = _most(entry)
    names = NAMES[code][:players]
    reader = Reader(driver, code, names, folder, f"{entry.id}-{code}")
    rules = entry.rules
    with watching() as watch:
        reader.watch = watch
        driver.app.nav.setup(entry.id)
        driver.frames(2)
        assert driver.scene.name == "setup"
        reader.look("setup")

        play = driver.app.nav.start_new_game(rules, [Seat(name) for name in names], options,
                                             37)
        handoffs: list[int] = []
        rng = make_rng(f"no-english:{entry.id}:{code}")
        kinds_seen: frozenset[str] = frozenset()
        phases: set[frozenset[str]] = set()  # each kind of phase is pictured once
        since, refused, tries = EVERY, False, 0
        session = play.session
        _settle(driver, play, reader, handoffs)
        while not session.is_over:
            assert len(session.record.actions) < MAX_ACTIONS, "the game did not end"
            legal = rules.legal_actions(session.state)
            kinds = frozenset(type(action).__name__ for action in legal)
            if kinds != kinds_seen or since >= EVERY:  # a new phase, or a while since
                reader.look("table", shot=kinds not in phases or reader.read % 8 == 0)
                phases.add(kinds)
                kinds_seen, since = kinds, 0
            if not refused and tries < 6 and len(session.record.actions) > 20 + 15 * tries:
                tries += 1  # a few turns apart: a table may refuse no click in one phase
                refused = _refusal(driver, play, rng)
                if refused:
                    reader.look("refusal")
                _settle(driver, play, reader, handoffs)
                continue
            play.offer(rng.choice(legal))
            since += 1
            _settle(driver, play, reader, handoffs)
        assert handoffs or not session.hides_information, "no handoff in a hidden game"
        assert refused, "no click was refused"

        results = to_scene(driver, "results")
        assert results.name == "results"
        driver.frames(1)
        reader.look("results")
        driver.press(results.review_button)
        driver.frames(2)
        review = driver.scene
        assert review.name == "review"
        reader.look("review-end")  # it opens at the end
        driver.key(pygame.K_HOME)
        reader.look("review-start")
        for _ in range(review.review.last // 2):
            driver.key(pygame.K_RIGHT)
        driver.frames(1)
        reader.look("review-middle")
    assert play_scene(driver) is play


def test_the_detector_finds_an_untranslated_label(driver: Any) -> None:
    """The check itself: on a Spanish table, a notice, a button and a log line left in
    English are each found (and the Spanish around them is not)."""
    from english_left import english_words

    from neurodrez_desktop.app.session import LogEntry
    from neurodrez_desktop.core.notice import Notice

    assert english_words(["Deshacer", "Pasa la pantalla a Lucía", "Quattro Colonne"],
                         "es", ["Lucía"]) == []
    assert english_words(["Play again", "Lucía"], "es") == ["again", "play"]
    assert english_words(["Ritira"], "es") == []  # Italian on a Spanish screen: no English
    driver.app.set_language("es")
    play = driver.app.nav.start_new_game(playable()[0].rules, [Seat("Lucía"), Seat("Íñigo")],
                                         {}, 3)
    driver.frames(2)
    with watching() as watch:
        assert english_lines(screen_texts(driver.app, watch), "es") == []
        play.notice = Notice("Nothing to take back")  # said without the catalog
        found = english_lines(screen_texts(driver.app, watch), "es")
        assert found == ["back, nothing, take in 'Nothing to take back'"], found
        play.notice = None
        play.buttons.undo.set_text("Undo")
        found = english_lines(screen_texts(driver.app, watch), "es")
        assert found == ["undo in 'Undo'"], found
        play.buttons.undo.set_text("Deshacer")
        play.log_panel.entries = lambda: [LogEntry(0, 0, "Lucía draws a card")]
        found = english_lines(screen_texts(driver.app, watch), "es")
        assert any("draws" in line for line in found), found


@pytest.mark.parametrize("code", i18n.SHIPPED)
def test_the_way_to_every_table_shows_no_english(code: str, make_driver: Any) -> None:
    """The screens around the games, as a person reaches them: Settings → Language (the
    list's own name for it), the menu, About, Load, then each game's first-game callouts,
    its buttons' tooltips, a save's toast, its game menu, keys list and rules."""
    from test_setup_memory import _choose

    folder = Path(os.environ["NEURODREZ_SHOTS"]) if os.environ.get("NEURODREZ_SHOTS") else None
    driver = make_driver()
    names = NAMES[code][:2]
    reader = Reader(driver, code, names, folder, f"screens-{code}")
    menu = driver.scene
    driver.press(next(b for b, (kind, _) in menu.buttons.items() if kind == "settings"))
    _choose(driver, driver.scene.language, i18n.LANGUAGES[code])
    assert i18n.language() == code
    with watching() as watch:
        reader.watch = watch
        reader.look("settings")
        driver.press(driver.scene.back)
        assert driver.scene.name == "menu"
        driver.frames(8)  # the cards' table pictures, painted one a frame
        reader.look("menu")
        for overlay in ("about", "load"):
            driver.app.nav.open(overlay)
            driver.frames(2)
            # the licence, its name too, is shown as it is published (about.py): not read
            reader.look(overlay, cut_at=i18n._("The licence"), aside=LICENCE_NAME)
            driver.app.pop()
        driver.app.settings = driver.app.settings.with_(first_help=True)
        for entry in playable():
            spec = entry.rules.spec
            seats = [Seat(name) for name in (names * 2)[:max(2, spec.min_players)]]
            play = driver.app.nav.start_new_game(entry.rules, seats, {}, 5)
            driver.frames(2)
            assert driver.scene.name == "first-help", driver.scene.name
            reader.look(f"first-help-{entry.id}")
            driver.app.pop()
            _read_tips(driver, reader, [b for b in play.container.elements if b.visible],
                       entry.id)
            driver.press(play.buttons.save)  # the toast that says where it went
            reader.look(f"saved-{entry.id}")
            driver.app.nav.game_menu(play)
            driver.frames(2)
            reader.look(f"game-menu-{entry.id}")
            driver.app.pop()
            driver.app.nav.open("keys")
            driver.frames(2)
            reader.look(f"keys-{entry.id}")
            driver.app.pop()
            driver.app.nav.rules(entry.id)
            driver.frames(2)
            reader.look(f"rules-{entry.id}")
            driver.app.pop()


@pytest.mark.parametrize("code", i18n.SHIPPED)
def test_a_neurodrez_cards_name_is_whole(code: str, driver: Any) -> None:
    """A NeuroDrez card's name at its foot fits the card at the smallest size: a word cut
    with "…" is no word in any language (the Spanish hand showed "Como…" for Comodín)."""
    from neurodrez_desktop.games.neurodrez.view import CARD_W
    from neurodrez_desktop.ui import theme
    from neurodrez_desktop.ui.card_art import CARD_NAMES

    i18n.set_language(code)
    for message in CARD_NAMES.values():
        name = i18n._(message)
        assert theme.fit_line(name, 16, CARD_W - 6, smallest=12)[0] == name, name


class FirstLegal:
    """A computer that plays its first legal action at once (the words are under test,
    not the play)."""

    name = "first-legal"

    def choose(self, rules: Any, view: Any, seat: int, rng: Any, budget: Any) -> Any:
        return rules.legal_actions(view)[0]


@pytest.fixture
def quick_computers(monkeypatch: pytest.MonkeyPatch) -> None:
    from neurodrez_desktop.ai.runner import AgentRunner

    monkeypatch.setattr("neurodrez_desktop.app.computer.agent_for_level",
                        lambda level: FirstLegal())
    monkeypatch.setattr(AgentRunner, "_pool_failed", True)  # think in a thread, quickly
    monkeypatch.setattr(AgentRunner, "_pool", None)


TURNS_AGAINST_COMPUTERS = 6


@pytest.mark.parametrize(("entry", "code"), CASES)
def test_a_game_against_the_computer_shows_no_english(entry: Any, code: str, make_driver: Any,
                                                     quick_computers: None) -> None:
    """One person against computers named by the setup (in the language), with "Confirm
    moves" on: the move waiting for Confirm, a hint, the computers' thinking and their
    moves in the message box and the log, for a few turns."""
    from neurodrez_desktop.app.scenes.setup import automatic_name

    folder = Path(os.environ["NEURODREZ_SHOTS"]) if os.environ.get("NEURODREZ_SHOTS") else None
    driver = make_driver()
    driver.app.set_language(code)
    driver.app.update_settings(confirm_moves=True)
    players, options = _most(entry)
    names = [NAMES[code][0]]
    for seat in range(1, players):
        names.append(automatic_name(seat, "computer:easy", names))
    seats = [Seat(names[0])] + [Seat(name, "computer:easy") for name in names[1:]]
    reader = Reader(driver, code, (names[0],), folder, f"computer-{entry.id}-{code}")
    play = driver.app.nav.start_new_game(entry.rules, seats, options, 11)
    rng = make_rng(f"no-english-computer:{entry.id}:{code}")
    with watching() as watch:
        reader.watch = watch
        for turn in range(TURNS_AGAINST_COMPUTERS):
            _settle(driver, play, reader, [])
            if play.session.is_over:
                break
            if turn == 1:
                driver.press(play.hint_button)
                for _ in range(600):
                    if play.hint_action is not None:
                        break
                    driver.frames(1)
                reader.look("hint")
            play.offer(rng.choice(entry.rules.legal_actions(play.session.state)))
            driver.frames(1)
            reader.look("confirm", shot=turn < 2)
            play.confirm_pending()
            driver.frames(1)
            reader.look("computers", shot=turn < 2)
