"""The Practice screen through the real program: a puzzle of every game answered by real
clicks (good, wrong, try again, solution), reached from the menu's card and left with
Esc, laid out whole at both window sizes, and drawn from the solver's view alone.

The puzzles are made here from seeded play (a ``Puzzle`` whose good answer the test
chooses), so the screen is tested before any game ships its puzzle file.
"""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest
from test_layout_overlap import layout_problems

from neurodrez_desktop.app.practice_rating import plotted, rating_points
from neurodrez_desktop.app.scenes.practice import PracticeScene
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.puzzles import Puzzle
from neurodrez_desktop.core.rng import chance_action, derived_rng
from neurodrez_desktop.games import entry_for, playable
from neurodrez_desktop.ui import draw

GAME_IDS = [entry.id for entry in playable()]


def seeded_puzzle(game: str, seed: int = 3, plies: int = 8, good: int = 0) -> Puzzle:
    """A seat's decision reached by seeded random play, its ``good``-th legal action
    declared the good answer."""
    entry = entry_for(game)
    rules = entry.rules
    state = rules.initial_state(players=2, options={})
    for ply in range(400):
        player = rules.current_player(state)
        assert player != TERMINAL
        if player == CHANCE:
            state = rules.apply(state, chance_action(seed, ply, rules.chance_outcomes(state)))
            continue
        legal = rules.legal_actions(state)
        if ply >= plies and len(legal) > 2:
            view = rules.view_for(state, player)
            return Puzzle(f"{game}-{seed}-{ply}", game, 2, rules.resolve_options({}), player,
                          view, (rules.legal_actions(view)[good],), "take free material",
                          1500.0, {"seed": seed})
        state = rules.apply(state, derived_rng(seed, "move", ply).choice(legal))
    raise AssertionError("no decision")


def open_practice(driver: Any, puzzle: Puzzle, seed: int = 1) -> PracticeScene:
    driver.app.nav.practice(puzzle.game, [puzzle], seed)
    driver.frames(2)
    scene = driver.scene
    assert isinstance(scene, PracticeScene)
    return scene


def click_answer(driver: Any, scene: PracticeScene, action: Any) -> None:
    """Make ``action`` with the clicks the table's controller says make it."""
    attempt = scene.attempt
    assert attempt is not None and scene.controller is not None
    for pos in scene.controller.clicks_for(attempt.puzzle.view, attempt.seat, action):
        driver.click(pos)
        if not attempt.asking:
            break
    assert attempt.answer == action, f"the clicks did not answer {action} ({scene.notice})"


def follow_up(driver: Any, scene: PracticeScene, limit: float = 60.0) -> None:
    """Frames until the follow-up (chance, the searched reply) has been played."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        driver.frames(1)
        if scene.attempt is not None and scene.attempt.follow_up_done and not scene.busy:
            return
        time.sleep(0.01)
    raise AssertionError("the reply never came")


def wrong_action(puzzle: Puzzle) -> Any:
    legal = entry_for(puzzle.game).rules.legal_actions(puzzle.view)
    return next(action for action in legal if not puzzle.is_good(action))


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_good_answer_is_confirmed_and_rated(driver, game):
    puzzle = seeded_puzzle(game)
    scene = open_practice(driver, puzzle)
    store = driver.app.practice
    assert store.of(game).attempted == 0
    assert scene.question().endswith(": win material")
    click_answer(driver, scene, puzzle.good[0])
    follow_up(driver, scene)
    record = store.of(game)
    assert (record.attempted, record.solved) == (1, 1)
    assert record.rating.rating > 1500
    assert scene.notice is not None and scene.notice.words.startswith("Well found")
    assert not scene.again_button.visible and scene.next_button.visible
    assert scene._replies() and "The reply:" in scene.notice.words  # the follow-up said
    driver.screenshot(f"{game}-good")


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_wrong_answer_is_refuted_then_tried_again_and_solved(driver, game):
    puzzle = seeded_puzzle(game)
    scene = open_practice(driver, puzzle)
    store = driver.app.practice
    wrong = wrong_action(puzzle)
    click_answer(driver, scene, wrong)
    follow_up(driver, scene)
    attempt = scene.attempt
    assert attempt is not None and not attempt.good
    assert scene.notice is not None and scene.notice.refused
    assert scene.notice.words.startswith("Not this one")
    assert attempt.replies >= 1, "the reply that punishes it is played"
    assert "The reply:" in scene.notice.words
    record = store.of(game)
    assert (record.attempted, record.solved) == (1, 0) and record.rating.rating < 1500
    driver.screenshot(f"{game}-wrong")
    driver.key(pygame.K_t, unicode="t")  # try again: the position as asked
    assert attempt.asking and scene.shown_state() == puzzle.view
    driver.key(pygame.K_s, unicode="s")  # the solution: a good answer played
    follow_up(driver, scene)
    assert attempt.solution and puzzle.is_good(attempt.answer)
    assert scene.notice is not None and scene.notice.words.startswith("Solution")
    driver.screenshot(f"{game}-solution")
    driver.press(scene.again_button)
    assert attempt.asking
    click_answer(driver, scene, puzzle.good[0])  # a later answer is not rated again
    assert scene.notice is not None and scene.notice.words.startswith("Well found")
    record = store.of(game)
    assert (record.attempted, record.solved) == (1, 0), "the attempt was counted once"


def test_solution_before_an_answer_counts_as_not_solved(driver):
    puzzle = seeded_puzzle("berd")
    scene = open_practice(driver, puzzle)
    driver.press(scene.solution_button)
    follow_up(driver, scene)
    assert scene.attempt is not None and scene.attempt.solution
    record = driver.app.practice.of("berd")
    assert (record.attempted, record.solved) == (1, 0)


def test_menu_practice_button_opens_the_screen_and_esc_returns(driver, table):
    button = table.menu_button("practice", "berd")
    driver.press(button)
    scene = driver.scene
    assert scene.name == "practice" and scene.entry.id == "berd"
    assert scene.puzzles, "Berd ships its puzzles"
    puzzle = scene.attempt.puzzle  # one of them, near a new player's rating
    click_answer(driver, scene, puzzle.good[-1])  # every good answer counts
    assert driver.app.practice.of("berd").solved == 1
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "menu"


def test_a_game_without_puzzles_says_so(driver):
    driver.app.nav.practice("berd", [])
    driver.frames(2)
    scene = driver.scene
    assert scene.name == "practice" and scene.attempt is None
    assert scene.message_panel.shown_words == "Berd has no practice puzzles yet."
    assert not scene.next_button.visible
    driver.key(pygame.K_RETURN)
    assert driver.scene.name == "menu"


def test_next_puzzle_by_keyboard(driver):
    puzzles = [seeded_puzzle("berd", 3), seeded_puzzle("berd", 5)]
    driver.app.nav.practice("berd", puzzles, 1)
    driver.frames(2)
    scene = driver.scene
    first = scene.attempt.puzzle
    driver.key(pygame.K_s, unicode="s")
    follow_up(driver, scene)
    driver.key(pygame.K_SPACE, unicode=" ")
    assert scene.attempt.asking and scene.attempt.puzzle != first


@pytest.mark.parametrize("game", ["neurodrez", "neuroriders"])
def test_the_screen_is_laid_out_whole(sized_driver, game):
    driver = sized_driver
    scene = open_practice(driver, seeded_puzzle(game))
    store = driver.app.practice
    for k in range(4):  # some history to plot
        store.attempt(game, seeded_puzzle(game, 10 + k), k % 2 == 0)
    click_answer(driver, scene, wrong_action(scene.attempt.puzzle))
    follow_up(driver, scene)
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as here:
        scene.draw(canvas)
    widgets = here + [("item", f"{b.text} button", pygame.Rect(b.rect), None)
                      for b in scene._buttons() if b.visible]
    assert layout_problems(widgets) == []
    size = "x".join(map(str, driver.app.display.window.get_size()))
    driver.screenshot(f"{game}-{size}")
    from table_play import window_shot

    window_shot(driver, f"{game}-{size}-window")


def test_long_words_give_way_to_fit_the_message_box(make_driver):
    """In the test language (every word longer) Neuroriders' small message box at
    1280×720 still shows its words whole: the reason and the reply's moves give way."""
    from neurodrez_desktop.core import i18n

    driver = make_driver(size=(1280, 720))
    i18n.set_language(i18n.PSEUDO)
    driver.app.scenes.relanguage()
    scene = open_practice(driver, seeded_puzzle("neuroriders"))
    click_answer(driver, scene, wrong_action(scene.attempt.puzzle))
    follow_up(driver, scene)
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as here:
        scene.draw(canvas)
    assert layout_problems(here) == []
    assert scene.notice is not None and i18n.pseudo("The reply is played on the table.") \
        in scene.notice.words


def test_only_the_solvers_view_is_drawn(driver):
    """Two full states dealt from the same view (two seeds) draw the same pixels."""
    puzzle = seeded_puzzle("pokerdrez")
    pictures = []
    for seed in (1, 2):
        scene = open_practice(driver, puzzle, seed)
        assert scene.attempt is not None
        dealt = scene.attempt.state
        driver.frames(3)
        pictures.append((dealt, pygame.image.tobytes(driver.app.display.canvas, "RGB")))
        driver.key(pygame.K_ESCAPE)
    (one, first), (other, second) = pictures
    assert one != other, "the two deals differ in what the solver cannot see"
    assert first == second


def test_three_puzzles_solved_in_a_row_move_the_rating(driver):
    """A new player solves three puzzles by mouse, Enter bringing each next one: the
    rating climbs each time and the plot has a point for each."""
    puzzles = [seeded_puzzle("quattro_colonne", seed) for seed in (3, 4, 5)]
    driver.app.nav.practice("quattro_colonne", puzzles, 7)
    driver.frames(2)
    scene = driver.scene
    ratings = [driver.app.practice.of("quattro_colonne").rating.rating]
    for _ in range(3):
        puzzle = scene.attempt.puzzle
        click_answer(driver, scene, puzzle.good[0])
        follow_up(driver, scene)
        ratings.append(driver.app.practice.of("quattro_colonne").rating.rating)
        driver.key(pygame.K_RETURN)
        assert scene.attempt.asking
    assert ratings == sorted(ratings) and len(set(ratings)) == 4, ratings
    record = driver.app.practice.of("quattro_colonne")
    assert (record.attempted, record.solved, len(record.history)) == (3, 3, 3)
    assert len(plotted(record)) == 4


def test_a_puzzle_answered_by_the_board_cursor(driver):
    """The arrows bring the board cursor up on a lit target, Enter clicks it: the answer
    is made by keys alone, as at the table."""
    puzzle = seeded_puzzle("berd")
    scene = open_practice(driver, puzzle)
    driver.key(pygame.K_RIGHT)
    assert scene.cursor.drawn is not None
    driver.key(pygame.K_RETURN)
    attempt = scene.attempt
    assert attempt is not None and not attempt.asking
    assert driver.app.practice.of("berd").attempted == 1


def test_a_damaged_practice_file_is_said_once(driver):
    from neurodrez_desktop.app.practice_store import practice_path

    path = practice_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    scene = open_practice(driver, seeded_puzzle("berd"))
    assert scene.notice is not None and scene.notice.refused
    assert "could not be read" in scene.notice.words
    driver.frames(2)
    assert "could not be read" in (scene.message_panel.shown_words or "")
    driver.key(pygame.K_ESCAPE)
    again = open_practice(driver, seeded_puzzle("berd"))
    assert again.notice is None, "said once"
    assert any(p.name != path.name for p in path.parent.iterdir()), "kept aside"


def test_a_good_answer_sounds_and_a_wrong_one_refuses(driver, monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(driver.app.sounds, "play", played.append)
    puzzle = seeded_puzzle("berd")
    scene = open_practice(driver, puzzle)
    click_answer(driver, scene, puzzle.good[0])
    assert "end" in played and "refuse" not in played
    played.clear()
    driver.key(pygame.K_RETURN)  # the next puzzle (the same one, the only one)
    click_answer(driver, scene, wrong_action(puzzle))
    assert "refuse" in played


@pytest.mark.parametrize("theme", ["take free material", "win material"])
def test_the_question_is_said_in_the_players_language(driver, theme):
    from neurodrez_desktop.core import i18n

    puzzle = seeded_puzzle("berd")
    scene = open_practice(driver, Puzzle(**{**puzzle.__dict__, "theme": theme}))
    i18n.set_language("es")
    assert scene.question().endswith(": gana material")


def test_undo_takes_a_wrong_answer_back(driver):
    puzzle = seeded_puzzle("quattro_colonne")
    scene = open_practice(driver, puzzle)
    click_answer(driver, scene, wrong_action(puzzle))
    follow_up(driver, scene)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.attempt is not None and scene.attempt.asking
    assert scene.shown_state() == puzzle.view


def test_a_change_of_language_says_the_answer_again(driver):
    puzzle = seeded_puzzle("berd")
    scene = open_practice(driver, puzzle)
    click_answer(driver, scene, puzzle.good[0])
    follow_up(driver, scene)
    driver.app.set_language("es")
    driver.frames(2)
    assert scene.notice is not None and scene.notice.words.startswith("Bien visto")
    assert scene.again_button.alive() and scene.next_button.text == "Siguiente ejercicio"


def test_rating_points_span_the_plot():
    rect = pygame.Rect(0, 0, 100, 50)
    assert rating_points([1500.0, 1600.0, 1550.0], rect) == [(0, 50), (50, 0), (100, 25)]
    assert rating_points([1500.0], rect) == [(0, 25)]


def test_the_plot_starts_from_the_first_rating():
    from neurodrez_desktop.app.practice_store import GamePractice
    from neurodrez_desktop.core.glicko2 import Rating

    one = GamePractice(Rating(1420.0), 1, 0, (("t", 1420.0),), ())
    assert plotted(one) == [1500.0, 1420.0], "one attempt is a line from the start"
    later = GamePractice(Rating(1420.0), 300, 0, tuple(("t", 1400.0 + k) for k in range(200)),
                         ())
    assert plotted(later) == [1400.0 + k for k in range(170, 200)], "the last attempts"


def test_closing_the_keys_overlay_shows_only_the_buttons_of_the_moment(driver):
    """F1 and F1 again while a puzzle is asked: Try again and Next stay hidden (the
    overlay's return showed every widget the screen had made)."""
    scene = open_practice(driver, seeded_puzzle("berd"))
    driver.key(pygame.K_F1)
    driver.key(pygame.K_F1)
    assert driver.scene is scene
    assert not scene.again_button.visible and not scene.next_button.visible
    assert scene.solution_button.visible


def test_a_puzzle_is_not_skipped_unrated(driver):
    """Next comes with the answer (or the solution, a miss): a puzzle left unanswered is
    not passed by for another, nor kept from the rating."""
    puzzle = seeded_puzzle("berd")
    scene = open_practice(driver, puzzle)
    assert not scene.next_button.visible
    driver.key(pygame.K_s)  # the solution: counted, then Next
    assert driver.app.practice.of("berd").attempted == 1
    assert scene.next_button.visible


def test_the_ruling_a_refusal_cites_opens_from_its_link(driver):
    from neurodrez_desktop.core.notice import refusing

    scene = open_practice(driver, seeded_puzzle("berd"))
    scene.notice = refusing("Not there.", "B1")
    driver.frames(2)
    link = scene.message_panel.rule_link
    assert link is not None and link[1] == "B1"
    assert any(t.kind == "link" for t in scene._targets())  # the board cursor reaches it
    driver.click(link[0].center)
    assert driver.scene.name == "rules"


def test_a_reply_that_cannot_be_found_is_said_not_awaited(driver, monkeypatch):
    """The search for the reply fails: the follow-up stops, and the message box no longer
    says the reply is being worked out."""
    puzzle = seeded_puzzle("berd")
    scene = open_practice(driver, puzzle)

    class Failed:
        error = RuntimeError("no reply")
        action = None

    monkeypatch.setattr(scene.runner, "take", lambda: Failed())
    click_answer(driver, scene, wrong_action(puzzle))
    driver.frames(30)
    assert scene.notice is not None and "worked out" not in scene.notice.words


@pytest.mark.parametrize("game", ["berd", "pokerdrez"])
def test_the_answer_and_its_reply_are_reviewed_with_the_arrows(driver, game):
    """Once the follow-up is over, Left steps back through it to the position, Right
    and End come back to the latest; each step draws that position."""
    puzzle = seeded_puzzle(game)
    scene = open_practice(driver, puzzle)
    click_answer(driver, scene, wrong_action(puzzle))
    follow_up(driver, scene)
    canvas = driver.app.display.canvas
    latest = pygame.image.tobytes(canvas, "RGB")
    line = scene.attempt.line()
    assert len(line) >= 3  # the position, the answer, the reply
    driver.key(pygame.K_LEFT)
    assert scene.shown_state() == line[-2]
    driver.key(pygame.K_HOME)
    assert scene.shown_state() == puzzle.view
    assert pygame.image.tobytes(canvas, "RGB") != latest
    assert "Position 1 of" in scene.notice.words
    driver.key(pygame.K_RIGHT)
    assert scene.shown_state() == line[1]
    driver.key(pygame.K_END)
    assert scene.review is None and scene.shown_state() == scene.attempt.shown()
    driver.frames(2)
    assert pygame.image.tobytes(canvas, "RGB") == latest


def test_damaged_shipped_puzzles_are_said_in_words(driver, monkeypatch):
    """The program's own puzzle file, damaged: the screen says whose puzzles and what
    brings them back, and stays usable (Esc)."""
    from neurodrez_desktop.app.scenes import practice
    from neurodrez_desktop.core.puzzles import MalformedPuzzleError

    def damaged(entry):
        raise MalformedPuzzleError("puzzles.json: not JSON")

    monkeypatch.setattr(practice, "puzzles_for", damaged)
    driver.app.nav.practice("berd")
    driver.frames(2)
    scene = driver.scene
    assert scene.name == "practice" and scene.attempt is None
    assert "Berd" in scene.problem and "not JSON" in scene.problem
    assert "installing the program again" in scene.problem
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "menu"
