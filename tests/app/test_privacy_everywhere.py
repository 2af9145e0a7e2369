"""Hot-seat privacy from every screen a pending handoff leads to, and while a computer plays.

DESIGN.md: nothing private to a seat is drawn unless that seat is at the screen. While a
handoff is pending nobody has the screen, so everything drawn — the handoff, the game menu,
every entry of that menu and every overlay a key opens, the table under the first-game
callouts — may come only from what every seat may see. While a computer plays between two
people, the table shows at most what the person who last had the screen may see.

The method is the one of ``test_privacy.py``: draw a frame, put in the session a state
with the same public face but other secrets (``sample_from_view`` of the seat that may
see the frame), draw the same frame again, and compare the pixels. Every registered game
with hidden information is tried, with the options that hide it (found from its spec).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from table_play import play_scene

from neurodrez_desktop.core.protocol import ONLOOKER
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import GAMES, get_rules

KEYS = ((pygame.K_F1, 0, ""), (pygame.K_SLASH, pygame.KMOD_SHIFT, "?"),
        (pygame.K_f, pygame.KMOD_CTRL, "f"), (pygame.K_z, pygame.KMOD_CTRL, "z"),
        (pygame.K_h, 0, "h"), (pygame.K_TAB, 0, ""), (pygame.K_m, 0, "m"))
"""Keys a player might press at a handoff or in the game menu, hoping for a peek."""


def hiding_options(rules: Any) -> dict[str, Any]:
    """Options under which the game hides something: its defaults, else the first single
    choice that makes it hide (Berd's hidden points)."""
    if rules.hides_information({}):
        return {}
    for option in rules.spec.options:
        for choice in option.choices:
            if rules.hides_information({option.name: choice}):
                return {option.name: choice}
    raise AssertionError(f"{rules.spec.id} hides nothing under any single option")


HIDDEN_GAMES = [gid for gid in GAMES if get_rules(gid).spec.hidden_information]


def _canvas(driver: Any) -> bytes:
    """The frame drawn now, without time passing (a fading toast, a picture still being
    made would differ between two frames whatever the secrets)."""
    driver.app.draw()
    return pygame.image.tobytes(driver.app.display.canvas, "RGB")


def _other_secrets(rules: Any, state: Any, seat: int) -> Iterator[Any]:
    """States that ``seat`` cannot tell from ``state`` but others can: the same view for
    ``seat`` (or for the onlooker), other secrets for everyone else."""
    base = rules.view_for(state, seat)
    for k in range(40):
        other = rules.sample_from_view(base, seat, make_rng(f"privacy {k}"))
        if other != state:
            yield other


class Secrets:
    """Swap the session's current state for one with other secrets and compare frames."""

    def __init__(self, driver: Any, play: Any, sees: int, leaks_for: int) -> None:
        self.driver, self.play = driver, play
        session = play.session
        rules = session.rules
        self.real = session.state
        # a state every seat but ``leaks_for`` could be shown alike, and which ``leaks_for``
        # would tell apart: so a frame drawn from their view shows the difference
        self.other = next((s for s in _other_secrets(rules, self.real, sees)
                           if rules.view_for(s, leaks_for) != rules.view_for(self.real,
                                                                             leaks_for)),
                          None)
        assert self.other is not None, "no other secrets to compare with"
        assert rules.view_for(self.other, sees) == rules.view_for(self.real, sees)

    def frames_differ(self, freeze: Any = None) -> bool:
        """Whether the frame drawn now changes when only the secrets do."""
        states = self.play.session.states
        self.driver.frames(2)
        if freeze:
            freeze()
        first = _canvas(self.driver)
        states[-1] = self.other
        try:
            if freeze:
                freeze()
            second = _canvas(self.driver)
        finally:
            states[-1] = self.real
        return first != second


def _start(driver: Any, game_id: str, seats: list[Seat], seed: int = 5) -> Any:
    rules = get_rules(game_id)
    driver.app.nav.start_new_game(rules, seats, hiding_options(rules), seed)
    driver.frames(1)
    return play_scene(driver)


def _act(driver: Any, play: Any) -> None:
    """The person at the screen makes a move (clicked where the table takes it)."""
    session = play.session
    action = session.rules.legal_actions(session.state)[0]
    try:
        driver.play_action(action)
    except RuntimeError:  # a move the clicks could not find: played as the table would
        play.offer(action)
    driver.settle()


def _pending_handoff(driver: Any, play: Any) -> int:
    """Play until, after a person's move, the screen is to pass to another person; the
    mover (whose secrets the table showed last)."""
    mover = None
    for _ in range(400):
        driver.frames(1)
        driver.settle()
        session = play.session
        if driver.scene.name == "handoff":
            if mover is not None and driver.scene.seat != mover:
                return mover
            driver.click((960, 540))
            continue
        player = session.current_player
        if driver.scene is play and player >= 0 and play.viewer == player:
            mover = player
            _act(driver, play)
    raise AssertionError("no handoff between two people came")


def _back_to_handoff(driver: Any) -> None:
    for _ in range(6):
        if driver.scene.name == "handoff":
            return
        if driver.scene.name == "menu":
            raise AssertionError("the game was left")
        driver.key(pygame.K_ESCAPE)
        driver.frames(2)
    raise AssertionError(f"the handoff did not come back (top: {driver.scene.name})")


@pytest.mark.parametrize("game_id", HIDDEN_GAMES)
def test_nothing_reached_from_a_pending_handoff_shows_a_secret(driver, game_id):
    names = [Seat("Ann"), Seat("Bob")]
    play = _start(driver, game_id, names)
    mover = _pending_handoff(driver, play)
    secrets = Secrets(driver, play, sees=driver.scene.seat, leaks_for=mover)
    leaks: list[str] = []

    def check(where: str) -> None:
        # the log's lines come from the record's actions, which the swap leaves alone:
        # the log the table would draw must be the onlooker's
        under = next((s for s in driver.app.scenes.scenes if s.name == "play"), None)
        if under is not None and under.log_entries() != under.session.log(None):
            leaks.append(f"{where} (log)")
        if secrets.frames_differ():
            leaks.append(where)
            driver.screenshot(f"{game_id}-leak-" + "".join(c if c.isalnum() else "-"
                                                           for c in where))

    check("handoff")
    for key, mod, uni in KEYS:
        if key == pygame.K_m:
            continue  # mutes: nothing drawn (pressed in the menu below)
        driver.key(key, mod, uni)
        check(f"handoff+{pygame.key.name(key)}")
        _back_to_handoff(driver)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "game-menu"
    entries = [(button, choice) for button, choice in driver.scene.actions.items()
               if choice != "menu"]  # Quit to main menu leaves the table (shown last)
    for label, choice in [(b.text, c) for b, c in entries]:
        _back_to_handoff(driver)
        driver.key(pygame.K_ESCAPE)
        menu = driver.scene
        assert menu.name == "game-menu"
        check(f"menu-{choice}")
        for key, mod, uni in KEYS:
            driver.key(key, mod, uni)
            check(f"menu+{pygame.key.name(key)}")
            if driver.scene is not menu:
                _back_to_handoff(driver)
                driver.key(pygame.K_ESCAPE)
                menu = driver.scene
        button = next(b for b, c in menu.actions.items() if c == choice)
        driver.press(button)
        driver.screenshot(f"{game_id}-from-handoff-{choice}")
        check(f"{label} ({choice})")
        for key, mod, uni in KEYS:  # and the keys on the screen it opened
            if driver.scene.name in ("handoff", "game-menu"):
                break
            driver.key(key, mod, uni)
            check(f"{choice}+{pygame.key.name(key)}")
    _back_to_handoff(driver)
    driver.key(pygame.K_ESCAPE)
    quit_button = next(b for b, c in driver.scene.actions.items() if c == "menu")
    driver.press(quit_button)
    check("main menu")
    assert not leaks, f"{game_id}: a secret shows from a pending handoff at {leaks}"


SEAT_ORDERS = sorted(set(itertools.permutations(("human", "human", "computer:easy"))))
CROWDED_GAMES = [gid for gid in HIDDEN_GAMES if get_rules(gid).spec.max_players >= 3]


@pytest.mark.parametrize("kinds", SEAT_ORDERS, ids="-".join)
@pytest.mark.parametrize("game_id", CROWDED_GAMES)
def test_a_computer_turn_between_two_people_shows_no_one_elses_secret(driver, game_id,
                                                                      kinds):
    """While a computer thinks, the table shows what the person who last had the screen
    may see, or less: never the computer's secrets, never the other person's."""
    names = ("Ann", "Cy", "Bob")
    seats = [Seat(names[k], kind) for k, kind in enumerate(kinds)]
    play = _start(driver, game_id, seats)
    play.computers.step = lambda dt, seat: None  # the computer thinks for ever
    session = play.session
    checked = sensitive = 0
    for _ in range(600):
        driver.frames(1)
        driver.settle()
        if driver.scene.name == "handoff":
            driver.click((960, 540))
            continue
        if driver.scene is not play or session.is_over:
            break
        player = session.current_player
        if player < 0:
            continue
        if session.is_human(player):
            if play.viewer == player:
                _act(driver, play)
            continue
        last = play.viewer
        if last is not None:
            for other in (s for s in range(3) if s != last):
                if get_rules(game_id).view_for(session.state, other) == get_rules(
                        game_id).view_for(session.state, last):
                    continue
                secrets = Secrets(driver, play, sees=last, leaks_for=other)
                differ = secrets.frames_differ(freeze=lambda: setattr(play,
                                                                      "thinking_time", 0.0))
                if differ:
                    driver.screenshot(f"{game_id}-computer-leak")
                assert not differ, (f"{game_id} {kinds}: while {names[player]} (computer) "
                                    f"plays, the table shows {names[other]}'s secrets")
                checked += 1
                play.viewer = other  # and the check can fail: the table drawn for them
                sensitive += secrets.frames_differ(freeze=lambda: setattr(
                    play, "thinking_time", 0.0))
                play.viewer = last
        play.play(session.rules.legal_actions(session.state)[0])  # the computer's move
        if checked >= 4:
            break
    assert checked, "no computer turn after a person came"
    assert sensitive, "the table drawn for another seat showed none of its secrets"


def test_the_check_sees_a_table_drawn_for_the_last_seat(driver):
    """The comparison can fail: the table drawn for the mover under a pending handoff
    (as the play scene did before the screen was put in transit) differs with their
    secrets."""
    game_id = HIDDEN_GAMES[0]
    play = _start(driver, game_id, [Seat("Ann"), Seat("Bob")])
    mover = _pending_handoff(driver, play)
    secrets = Secrets(driver, play, sees=driver.scene.seat, leaks_for=mover)
    driver.key(pygame.K_ESCAPE)
    help_button = next(b for b, c in driver.scene.actions.items() if c == "help")
    driver.press(help_button)
    assert driver.scene.name == "first-help"
    assert not secrets.frames_differ()
    play.viewer = mover  # the old behaviour: the table kept the last seat's view
    assert play.viewer != ONLOOKER
    assert secrets.frames_differ()
