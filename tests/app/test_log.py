"""The Moves panel: every entry read whole, grouped by the turn the header counts, and a
seat's own secret draws in it only while that seat is at the screen."""

from __future__ import annotations

import pygame
import pytest
from table_play import to_turn

from neurodrez_desktop.app.session import (
    GameSession,
    LogEntry,
    move_number,
    turn_number,
    turn_words,
)
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules, playable
from neurodrez_desktop.ui import intents, theme

GAMES = [entry.id for entry in playable()]
LONG = ("Player 2 lays room 5 at (-4, -6), upright: green is out of range and stays; white "
        "is out of range and stays; pink walks 2 steps: +2 white, nothing; orange stays")


def _random_game(game_id: str, seed: int, count: int):
    """A session of two, played ``count`` random actions; yields the header's words
    before each action, the action's index, and whether it got a log line."""
    rules = get_rules(game_id)
    session = GameSession.new(rules, [Seat("A"), Seat("B")], seed=seed)
    rng = make_rng(seed)
    for _ in range(count):
        if session.is_over:
            return
        header = session.progress
        before = len(session.log(None))
        if session.current_player == CHANCE:
            action = session.chance_outcome()
        else:
            action = rng.choice(rules.legal_actions(session.state))
        session.apply(action)
        yield session, header, len(session.log(None)) > before


@pytest.mark.parametrize("game_id", GAMES)
def test_the_logs_turns_are_the_turns_the_header_shows(game_id):
    groups_seen = set()
    for session, header, logged in _random_game(game_id, 5, 400):
        log = session.log(None)
        if logged:  # the entry is under the turn the header named while it was played
            assert log[-1].turn == turn_words(header), (log[-1], header)
            assert log[-1].turn in header
        groups_seen.add(log[-1].turn if log else None)
        shown, last = turn_number(session.progress), turn_number(log[-1].turn) if log else None
        if shown is not None and last is not None and not session.is_over:
            # the latest group is the header's turn, or the one before it when the
            # header's turn has had nothing written yet (never a later one)
            assert last <= shown <= last + 1, (session.progress, log[-1])
            if any(turn_words(session.progress) == e.turn for e in log):
                assert log[-1].turn == turn_words(session.progress)
    numbered = [t for t in groups_seen if t is not None and turn_number(t) is not None]
    assert len(numbered) >= 3, f"the game got past its setup: {sorted(groups_seen, key=str)}"


def _last(game_id: str, actions: int) -> GameSession:
    """A session of two after ``actions`` random actions (fewer if the game ends)."""
    return list(_random_game(game_id, 5, actions))[-1][0]


SET_UP = [game_id for game_id in GAMES
          if turn_number(GameSession.new(get_rules(game_id), [Seat("A"), Seat("B")], seed=5)
                         .progress) is None]
"""The games whose header opens on a setup or a deal, before the numbered turns."""


@pytest.mark.parametrize("game_id", SET_UP)
def test_the_old_numbering_by_entry_disagreed_with_the_header(game_id):
    """Why the log is numbered by turn: setup placements and deals (Berd's, say) are
    entries, not moves, so entry 41 was the header's Move 31 (the test above fails on such
    numbers)."""
    log = _last(game_id, 60).log(None)
    assert turn_number(log[-1].turn) != len(log)


def test_turn_words():
    assert turn_words("Move 31") == "Move 31"
    assert turn_words("sudden death · Round 11 of 10 · 5 tiles") == "Round 11"
    assert turn_words("Round 2, step 3 (value 5)") == "Round 2"
    assert turn_words("Pawn sacrifice") == "Pawn sacrifice"
    assert turn_number("Round 12") == 12 and turn_number("Setup") is None


# -- the panel in the program ----------------------------------------------------------------


def _watch(driver, game_id: str, actions: int, seed: int = 5):
    """A game of two people at an open table, played ``actions`` random actions by the
    scene's own ``play`` (as clicks would), handoffs clicked away."""
    rules = get_rules(game_id)
    driver.app.nav.start_new_game(rules, [Seat("Ada"), Seat("Bo")], {}, seed)
    driver.frames(1)
    play = _play_scene(driver)
    rng = make_rng(seed)
    while len(play.session.record.actions) < actions and not play.session.is_over:
        to_turn(driver, play)
        if play.session.is_over:
            break
        play.play(rng.choice(rules.legal_actions(play.session.state)))
    to_turn(driver, play)
    return play


def _play_scene(driver):
    return next(s for s in driver.app.scenes.scenes if s.name == "play")


def _spy_lines(play, monkeypatch) -> list[tuple[str | None, LogEntry, pygame.Surface]]:
    drawn: list[tuple[str | None, LogEntry, pygame.Surface]] = []
    original = play.log_panel.line

    def spy(number, entry):
        surface = original(number, entry)
        drawn.append((number, entry, surface))
        return surface

    monkeypatch.setattr(play.log_panel, "line", spy)
    return drawn


OPEN_AND_LONG = [game_id for game_id in GAMES
                 if not get_rules(game_id).hides_information({})
                 and not _last(game_id, 40).is_over]
"""Games played at an open table (no handoffs) that last past 40 actions: enough entries
to fill the panel."""


@pytest.mark.parametrize("game_id", OPEN_AND_LONG[:1])
def test_a_long_entry_wraps_whole_and_the_newest_stays_in_view(driver, monkeypatch,
                                                               game_id):
    play = _watch(driver, game_id, 30)
    real_log = play.session.log

    def long_log(seat):  # every third entry as long as Neuroriders' longest
        return [LogEntry(e.index, e.mover, LONG if k % 3 == 0 else e.text, e.turn)
                for k, e in enumerate(real_log(seat))]

    monkeypatch.setattr(play.session, "log", long_log)
    play.log_panel.forget()
    drawn = _spy_lines(play, monkeypatch)
    driver.frames(1)
    driver.screenshot("log-wrapped")
    area = play.log_panel.area()
    row = play.log_panel.row_height()
    long_ones = [(n, e, s) for n, e, s in drawn if e.text == LONG]
    assert long_ones, "a long entry is in view"
    for number, entry, surface in long_ones:
        width = area.w - play.log_panel.indent(number)
        lines = theme.wrap(entry.text, 24, width)
        assert len(lines) >= 2 and surface.get_height() == row * len(lines)
        assert " ".join(lines) == LONG, "every word is drawn: nothing is cut with …"
        assert all(theme.font(24).size(line)[0] <= width for line in lines)
    assert drawn[-1][1].index == play.session.log(play.viewer)[-1].index, "newest drawn"

    # the wheel scrolls back; the newest entry is out of view, and a move brings it back
    items = play.log_panel.items()
    total = sum(rows for _, rows, _, _ in items)
    assert total > area.h // row, "more rows than the panel holds"
    driver.app.send(intents.Scroll(play.layout["log"].center, 5))
    assert play.log_scroll == 5
    drawn.clear()
    driver.frames(1)
    driver.settle()  # the panel may wait a frame or two for the board's repaint
    assert drawn and drawn[-1][1] != play.session.log(play.viewer)[-1]
    driver.app.send(intents.Key(pygame.K_PAGEDOWN))
    assert play.log_scroll == 0
    driver.app.send(intents.Key(pygame.K_PAGEUP))
    assert play.log_scroll > 0
    to_turn(driver, play)
    play.play(get_rules(game_id).legal_actions(play.session.state)[0])
    assert play.log_scroll == 0
    drawn.clear()
    driver.frames(1)
    driver.settle()  # the move's own frame shows the table as it was
    newest = play.session.log(play.viewer)[-1]
    assert drawn[-1][1] == newest, "after a move the newest entry is drawn, at the bottom"
    items = play.log_panel.items()
    assert items[-1][3] == newest


NUMBERED = [game_id for game_id in OPEN_AND_LONG
            if move_number(turn_words(_last(game_id, 40).progress)) is not None]
"""Games at an open table whose header counts numbered moves ("Move 31") after 40
actions."""


@pytest.mark.parametrize("game_id", NUMBERED)
def test_the_panels_numbers_are_the_headers_numbers(driver, monkeypatch, game_id):
    """Move n in the header (Berd's): the panel's latest number is n (at the end) or n − 1
    (move n not yet made); what comes before the numbered moves (Berd's deals and
    placements) comes under its own heading ("Setup")."""
    play = _watch(driver, game_id, 40)
    drawn = _spy_lines(play, monkeypatch)
    play.log_panel.forget()
    driver.frames(1)
    header = turn_number(play.session.progress)
    numbers = [int(n[:-1]) for n, _, _ in drawn if n]
    assert numbers and numbers == sorted(numbers)
    assert numbers[-1] == (header if play.session.is_over else header - 1)
    headings = [text for kind, _, text, _ in play.log_panel.items() if kind == "turn"]
    unnumbered = [e.turn for e in play.log_entries() if move_number(e.turn) is None]
    assert headings == list(dict.fromkeys(unnumbered))


# -- privacy ------------------------------------------------------------------------------------


def _private(session, seat: int) -> list[tuple[int, str, str]]:
    """(index, seat's words, others' words) of the logged actions whose words for ``seat``
    differ from what the other seat reads: ``seat``'s own secrets."""
    found, presenter = [], session.presenter
    for i, action in enumerate(session.record.actions):
        if not presenter.in_log(session.states[i], action):
            continue
        mine = session.named(presenter.action_label(session.states[i], action, seat))
        theirs = session.named(presenter.action_label(session.states[i], action, 1 - seat))
        if mine != theirs:
            found.append((i, mine, theirs))
    return found


DRAWING = [game_id for game_id in GAMES
           if all(_private(_last(game_id, 60), seat) for seat in (0, 1))]
"""Games in which each seat's log reads words of its own the other seat does not see (the
card or room it drew), within 60 random actions."""


@pytest.mark.parametrize("game_id", DRAWING)
def test_a_seats_own_draws_are_in_its_log_only(driver, monkeypatch, game_id):
    """Two people at one screen: seat 0 reads its own draw's card or room; at seat 1's
    turn (after the handoff) the panel is built afresh for seat 1 and has none of it."""
    rules = get_rules(game_id)
    driver.app.nav.start_new_game(rules, [Seat("Ada"), Seat("Bo")], {}, 7)
    driver.frames(1)
    play = _play_scene(driver)
    assert play.session.hides_information
    drawn = _spy_lines(play, monkeypatch)
    rng = make_rng(7)
    checked = {0: 0, 1: 0}
    for _ in range(120):
        to_turn(driver, play)
        session = play.session
        if session.is_over:
            break
        seat = play.viewer
        assert seat == session.current_player
        drawn.clear()
        driver.frames(1)  # the panel as the program keeps it (its cache, not made afresh)
        panel = [e.text for e in play.log_entries()]
        on_screen = [e.text for _, e, _ in drawn]
        assert set(on_screen) <= set(panel)
        for i, mine, theirs in _private(session, 1 - seat):  # the other's secrets
            entry = next(e for e in play.log_entries() if e.index == i)
            assert entry.text == theirs != mine, (seat, mine)
            assert mine not in panel
            checked[seat] += 1
        for i, mine, _ in _private(session, seat):  # its own, in its words
            assert next(e for e in play.log_entries() if e.index == i).text == mine
        if min(checked.values()) >= 2:
            break
        play.play(rng.choice(rules.legal_actions(session.state)))
    assert min(checked.values()) >= 2, f"secrets of each seat were met: {checked}"
