"""Review: any game stepped through move by move, through the real program.

A finished game of each registered game (its test profile's ``review``) is opened from
its results ("Review this game"); the buttons, the keys (← → Home End, Space for
autoplay) and a click on the move list move the position, and the board shown is the
state of that moment. An unfinished game is shown only as the person at the screen may
know it (a solo player's views; several people: what everyone may see), so review cannot
be used to peek; and reviewing a file from the Load screen never changes it.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.app.review import SPEEDS, Review
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE, ONLOOKER, TERMINAL
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.core.test_profile import Finish
from neurodrez_desktop.games import GAMES as REGISTERED
from neurodrez_desktop.games import entry_for, get_rules, playable
from neurodrez_desktop.ui import draw
from tests.app.test_results import finished, open_results

GAMES = [pytest.param(entry.id, entry.tests.review, id=entry.id) for entry in playable()]
HIDING = [entry.id for entry in playable() if entry.rules.hides_information({})]
"""The games that keep something from some seat with their default options."""


def finished_for_review(game_id: str) -> GameSession:
    """The game the review tests step through (the game's test profile says which)."""
    review = entry_for(game_id).tests.review
    return finished(game_id, review.players, dict(review.options), review.seed)


def open_review(driver: Driver, session: GameSession) -> Any:
    results = open_results(driver, session)
    driver.press(results.review_button)
    driver.frames(2)
    assert driver.scene.name == "review"
    return driver.scene


def drawn_words(driver, scene, area: pygame.Rect | None = None) -> list[str]:
    """The words drawn now (in ``area`` only, if given)."""
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as here:
        scene.draw(canvas)
    return [w[1] for w in here if w[0] == "text"
            and (area is None or area.colliderect(w[2]))]


def shown_is(scene: Any, session: GameSession, position: int) -> None:
    """The board shows the state of ``position``: after the game's first ``position``
    moves and their events, before the next move."""
    review = scene.review
    assert review.position == position
    moves = review.moves
    index = moves[position].start if position < len(moves) else len(session.states) - 1
    assert review.shown() == session.states[index]


@pytest.mark.parametrize(("game_id", "review"), GAMES)
def test_review_steps_through_a_finished_game(driver: Driver, game_id: str,
                                              review: Finish) -> None:
    session = finished(game_id, review.players, dict(review.options), review.seed)
    before = session.record
    scene = open_review(driver, session)
    last = scene.review.last
    assert last > 5
    shown_is(scene, session, last)  # opened where the game ended
    driver.screenshot(f"review-{game_id}-end")
    driver.press(scene.first_button)
    shown_is(scene, session, 0)
    assert not scene.back_button.is_enabled and scene.next_button.is_enabled
    driver.press(scene.next_button)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    shown_is(scene, session, 3)
    driver.key(pygame.K_LEFT)
    shown_is(scene, session, 2)
    driver.press(scene.back_button)
    shown_is(scene, session, 1)
    driver.key(pygame.K_END)
    shown_is(scene, session, last)
    assert not scene.next_button.is_enabled
    driver.key(pygame.K_HOME)
    shown_is(scene, session, 0)
    # a click on the fourth move's line shows the position after that move
    line = scene.block_rows(4)[0]
    scene.moves.select(line)  # in view, below the start's deal if it is long
    driver.click(scene.moves.row_rect(line).center)
    shown_is(scene, session, 4)
    # the message names the move as the table numbered it, in the header's words
    move, review = scene.review.moves[3], scene.review
    same = [m for m in review.moves if m.turn == move.turn]
    where = (f"{move.turn} of {review.numbered}" if move.number is not None
             else f"{move.turn} · {same.index(move) + 1} of {len(same)}")
    assert f"{where}: {move.entries[0].text}" in scene.message_text()
    assert where in drawn_words(driver, scene, scene.layout["status"])
    driver.screenshot(f"review-{game_id}-4")
    assert session.record == before  # nothing played, nothing taken back
    driver.press(scene.back)  # Close: back to the results
    assert driver.scene.name == "results"


def test_autoplay_plays_on_and_stops_at_the_end(driver: Driver) -> None:
    """Autoplay is the same for every game: the shortest of the review games is played."""
    session = min((finished_for_review(entry.id) for entry in playable()),
                  key=lambda session: len(session.record.actions))
    scene = open_review(driver, session)
    driver.key(pygame.K_SPACE)  # from the end: starts again from the start
    assert scene.playing and scene.review.position == 0
    driver.frames(60, 0.05)  # three seconds at the normal speed (a second a move)
    assert 2 <= scene.review.position <= 4
    driver.press(scene.speed_button)  # normal → fast
    name, _, narrow = SPEEDS[scene.speed]  # the button says it in words, or as "×2"
    assert name == "fast" and ("ast" in scene.speed_button.text
                               or scene.speed_button.text == narrow)
    for _ in range(100):
        driver.frames(20, 0.05)
        if not scene.playing:
            break
    assert scene.review.position == scene.review.last
    assert not scene.playing
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_SPACE)  # paused again
    assert not scene.playing
    position = scene.review.position
    driver.frames(40, 0.05)
    assert scene.review.position == position


@pytest.mark.parametrize("game_id", HIDING)
def test_a_finished_game_tells_its_secrets(game_id: str) -> None:
    """The move list of a finished game says what the table kept from some seat (the card
    drawn, where it said "a card"); the board holds every hand."""
    session = finished_for_review(game_id)
    review = Review(session.rules, session.record)
    public = [entry.text for entry in session.log(None)]
    told = [entry.text for entry in review.entries]
    assert len(told) == len(public)
    assert any(mine != theirs for mine, theirs in zip(told, public, strict=True)), \
        "no secret of the game is told"
    review.go(len(told) // 2)
    assert review.shown() == session.states[review.state_index()]


def unfinished(game_id: str, kinds: tuple[str, ...], seed: int, actions: int
               ) -> GameSession:
    rules = get_rules(game_id)
    session = GameSession.new(rules, [Seat(f"P{k}", kind) for k, kind in enumerate(kinds)],
                              {}, seed)
    rng = make_rng(seed)
    while len(session.record.actions) < actions and session.current_player != TERMINAL:
        session.apply(session.chance_outcome() if session.current_player == CHANCE
                      else rng.choice(rules.legal_actions(session.state)))
    assert not session.is_over
    return session


@pytest.mark.parametrize("game_id", HIDING)
def test_review_of_an_unfinished_game_never_shows_a_secret(game_id: str) -> None:
    """Solo: every position is the person's own view; two people: what all may see. A
    state with the others' secrets in it is never what the review shows."""
    rules = get_rules(game_id)
    for kinds, seat in ((("human", "computer:normal"), 0), (("computer:easy", "human"), 1),
                        (("human", "human"), ONLOOKER)):
        session = unfinished(game_id, kinds, 7, 60)
        review = Review(rules, session.record)
        assert review.seat == seat
        secrets_seen = 0
        for position in range(review.last + 1):
            review.go(position)
            state = session.states[review.state_index()]
            assert review.shown() == rules.view_for(state, seat)
            secrets_seen += review.shown() != state
        assert secrets_seen, "no position had a secret to keep: the test shows nothing"
        assert review.entries == session.log(None if seat == ONLOOKER else seat)


@pytest.mark.parametrize("game_id", HIDING)
def test_review_from_the_load_screen_leaves_the_file_as_it_was(driver: Driver,
                                                                game_id: str) -> None:
    session = unfinished(game_id, ("human", "human"), 3, 40)
    path = driver.app.saves.save(session)
    data = path.read_bytes()
    stamp = path.stat().st_mtime_ns
    driver.app.nav.open("load")
    driver.frames(2)
    load = driver.scene
    load.switch("saved")
    driver.frames(3)
    load.choose(0)
    driver.key(pygame.K_r)
    scene = driver.scene
    assert scene.name == "review"
    assert scene.review.seat == ONLOOKER  # two people: nobody's hand
    assert "everyone at the table" in scene.message_text()
    driver.key(pygame.K_HOME)
    for _ in range(6):
        driver.key(pygame.K_RIGHT)
    driver.screenshot(f"review-unfinished-{game_id}")
    driver.press(scene.back)
    assert driver.scene.name == "load"
    assert path.read_bytes() == data and path.stat().st_mtime_ns == stamp
    assert [e.path for e in driver.app.saves.saved()] == [path]


def test_review_buttons_fit_every_table(driver: Driver) -> None:
    """Every button's words fit it, on the narrowest table too (Neuroriders')."""
    from neurodrez_desktop.ui import theme

    for entry in playable():
        scene = open_review(driver, finished_for_review(entry.id))
        for button in [*scene.step_buttons, scene.play_button, scene.speed_button,
                       scene.save_button, scene.back]:
            small = "#small" in button.object_ids
            size = 22 if small else 30
            assert theme.font(size).size(button.text)[0] + 20 <= button.rect.w, button.text
        driver.app.nav.menu()
        driver.frames(2)


def test_a_damaged_or_illegal_save_is_refused_for_review_and_left_as_it_was(driver):
    """A file that is not a save, and one whose actions the rules refuse: Review says
    why in words, the screen stays the Load screen, and neither file changes."""
    session = unfinished(playable()[0].id, ("human", "human"), 3, 12)  # any game
    good = driver.app.saves.save(session)
    record = good.read_text(encoding="utf-8")
    illegal = good.with_name("zz-illegal.json")
    broken = record.replace('"actions": [', '"actions": [{"bogus": 1}, ', 1)
    assert broken != record
    illegal.write_text(broken, encoding="utf-8")
    garbage = good.with_name("zz-garbage.json")
    garbage.write_bytes(b"\x00\xff not json at all" * 50)
    kept = {path: path.read_bytes() for path in (illegal, garbage)}
    driver.app.nav.open("load")
    driver.frames(2)
    load = driver.scene
    load.switch("saved")
    for _ in range(5):
        driver.frames(2)
    names = [entry.path for entry in load.entries]
    for path in (illegal, garbage):
        load.choose(names.index(path))
        driver.key(pygame.K_r)
        assert driver.scene is load, "a bad file opened a review"
        assert load.error and "cannot be opened" in load.error
        assert path.read_bytes() == kept[path]


@pytest.mark.parametrize("game_id", sorted(REGISTERED))
def test_every_move_row_of_the_review_keeps_its_words_in_its_row(driver, game_id):
    """A move whose entry has lines of its own (Neuroriders' flips and rescues under the
    room that set them off) is not written over the rows above it: each row's words lie
    in their row, at the end of a whole game (with the longest names)."""
    from neurodrez_desktop.ui import draw

    rules = get_rules(game_id)
    session = finished(game_id, max(2, rules.spec.min_players), {}, 5)
    scene = open_review(driver, session)
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as here:
        scene.draw(canvas)
    rows = [w for w in here if w[0] == "text" and w[3] is not None
            and scene.moves.rect.contains(w[3])]
    assert rows, "no move row was drawn"
    for _, words, ink, box in rows:
        assert box.contains(ink), f"{words!r} at {tuple(ink)} runs out of its row {tuple(box)}"
    driver.screenshot(f"review-rows-{game_id}")
