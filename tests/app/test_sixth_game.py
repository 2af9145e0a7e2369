"""A sixth game is one folder: tic-tac-toe (``tests/tictactoe/``), which exists only in the
tests, is registered through the public registry and then played everywhere a game is —
the menu, setup, the play scene, save and load, the results, the computer players, the
conformance suite, the selftest and ``bench ui`` — with no edit anywhere else.

The whole suite runs it too: ``NEURODREZ_TEST_GAMES=tests.tictactoe pytest tests/app
tests/test_conformance.py`` (``tests/conftest.py``); ``test_every_registry_test_runs_the_
sixth_game`` keeps that honest without the long run.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pygame
import pytest
from load_screen import click_row, find_row, open_load

from neurodrez_desktop import games
from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.levels import agent_for_level, budget_for_level
from neurodrez_desktop.app import bench_ui
from neurodrez_desktop.app.main import App
from neurodrez_desktop.app.scenes import menu as menu_scene
from neurodrez_desktop.app.scenes.play import PlayScene
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.ui import theme
from tests import tictactoe
from tests.tictactoe.rules import Mark

SIXTH = tictactoe.ENTRY
FOLDER = Path(tictactoe.__file__).parent
TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent


@contextlib.contextmanager
def _registered(entry: games.GameEntry) -> Iterator[games.GameEntry]:
    """``entry`` in the registry for the block, in place of any game of its id (the whole
    suite may run with the sixth game registered already); the registry as it was after."""
    before = next((e for e in games.entries() if e.id == entry.id), None)
    games.unregister(entry.id)
    games.register(entry)
    try:
        yield entry
    finally:
        games.unregister(entry.id)
        if before is not None:
            games.register(before)


@pytest.fixture
def sixth() -> Iterator[games.GameEntry]:
    with _registered(SIXTH) as entry:
        yield entry


def _menu_button(driver, what: str, game_id: str):
    menu = driver.scene
    assert menu.name == "menu"
    found = [b for b, (kind, gid) in menu.buttons.items() if kind == what and gid == game_id]
    assert len(found) == 1, f"the menu has {len(found)} {what!r} buttons for {game_id}"
    return found[0]


def _play_until(driver, count: int, rng) -> None:
    """Play ``count`` random actions by clicking, or until the game ends."""
    for _ in range(count):
        driver.settle()
        play = driver.scene
        if play.name != "play" or play.session.current_player < 0:
            return
        driver.play_action(rng.choice(play.rules.legal_actions(play.session.state)))


def test_the_sixth_game_is_played_through_menu_setup_play_save_load_and_results(
        sixth, make_driver):
    driver = make_driver()
    assert any(entry.id == sixth.id for entry in driver.scene.games)
    for _ in range(len(driver.scene.games)):  # every card's picture drawn
        driver.frames(1)
    assert driver.scene.pictures.get(sixth.id) is not None, "the card has no picture"
    driver.screenshot("menu-with-sixth")

    driver.press(_menu_button(driver, "rules", sixth.id))
    assert driver.scene.name == "rules" and "three in a row" in driver.scene.html_text.lower()
    driver.key(pygame.K_ESCAPE)

    driver.press(_menu_button(driver, "new", sixth.id))
    assert driver.scene.name == "setup" and driver.scene.entry is sixth
    driver.scene.seed_entry.set_text("5")
    driver.screenshot("sixth-setup")
    driver.press(driver.scene.start_button)
    assert driver.scene.name == "play", driver.scene.name
    rng = make_rng("sixth-gui")
    _play_until(driver, 2, rng)
    play = driver.scene
    driver.screenshot("sixth-play")

    # a click on a marked cell is refused in the rules' words, and plays nothing
    state = play.session.state
    taken = next(cell for cell, mark in enumerate(state.board) if mark)
    actions = play.session.record.actions
    driver.click(play.controller.view.cell_rect(taken).center)
    assert play.session.record.actions == actions, "a refused click played a move"
    assert play.refused
    assert sixth.rules.why_not(state, taken).message in play.message
    driver.screenshot("sixth-refused")

    driver.press(play.save_button)
    assert play.message.startswith("Saved as"), play.message
    saved = play.session.record
    driver.key(pygame.K_ESCAPE)
    driver.press(next(b for b, k in driver.scene.actions.items() if k == "menu"))
    load = open_load(driver, "saved")
    index = find_row(driver, load, lambda row: row.title == sixth.title)
    click_row(driver, load, index)
    driver.press(load.load)
    assert driver.scene.name == "play"
    assert driver.scene.session.record.actions == saved.actions

    _play_until(driver, 100, rng)
    driver.settle()
    driver.frames(2)
    assert driver.scene.name == "results", driver.scene.name
    driver.screenshot("sixth-results")
    driver.press(driver.scene.again)
    assert driver.scene.name == "play" and driver.scene.session.record.game_id == sixth.id


def test_a_game_whose_table_map_is_missing_says_so_and_stays_on_setup(make_driver):
    """The mistake a new game's author makes first: the setup screen names the missing
    file instead of failing, and no screen is left half-changed."""
    with _registered(replace(SIXTH, layout_file="no_such_table.tmx")):
        driver = make_driver()
        driver.press(_menu_button(driver, "new", SIXTH.id))
        driver.press(driver.scene.start_button)
        assert driver.scene.name == "setup"
        assert "no_such_table.tmx" in driver.scene.error
        assert [s.name for s in driver.app.scenes.scenes] == ["menu", "setup"]


def test_the_computer_plays_the_sixth_game_at_every_level(sixth, make_driver):
    rules = sixth.rules
    state = rules.initial_state(2)
    for level in ("random", "easy", "normal", "hard"):
        agent = agent_for_level(level)
        budget = budget_for_level(level)
        if level in ("normal", "hard"):
            budget = Budget(seconds=None, iterations=300)
        action = agent.choose(rules, rules.view_for(state, 0), 0, make_rng(level), budget)
        assert action in rules.legal_actions(state), level
    # and a computer seat takes its turns in the program
    driver = make_driver()
    play = driver.app.nav.start_new_game(rules, [Seat("Ada"), Seat("Robo", "computer:easy")],
                                         {}, 3)
    end = time.monotonic() + 20  # the computer thinks in the background
    while 1 not in play.session.movers and time.monotonic() < end:
        driver.frames(1)
        if play.session.current_player == 0 and driver.scene is play and not play.busy:
            driver.play_action(rules.legal_actions(play.session.state)[0])
    assert 1 in play.session.movers, f"the computer seat never moved: {play.message}"


def _conformance() -> ModuleType:
    spec = importlib.util.spec_from_file_location("conformance_suite",
                                                  TESTS / "test_conformance.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sixth_game_passes_the_conformance_suite(sixth):
    suite = _conformance()
    cases = [case.values for case in suite.cases() if case.values[0] == sixth.id]
    assert {players for _, players, *_ in cases} == set(sixth.rules.spec.player_counts)
    assert any(options for _, _, options, *_ in cases), "no option set beyond the defaults"
    for game_id, players, options, seeds, every in cases:
        suite.test_seeded_playouts(game_id, players, options, min(seeds, 20), every)
    for check in (suite.test_spec_is_well_formed,
                  suite.test_bad_options_and_player_counts_are_refused,
                  suite.test_malformed_json_raises_value_errors,
                  suite.test_junk_anywhere_in_json_gives_only_value_errors,
                  suite.test_cosmetic_options_play_the_same_game,
                  suite.test_each_game_meets_its_obligations):
        check(sixth.id)
    assert random_playout(sixth.rules, 2, {}, make_rng(1)).length > 1


def test_the_conformance_suite_catches_a_broken_sixth_game(sixth):
    """The suite is not blind to the new game: one whose state reader takes a damaged
    board for an empty one fails it."""
    class Lenient(type(sixth.rules)):
        def state_from_json(self, obj):  # a bad or missing board read as an empty one
            board = obj.get("board") if isinstance(obj, dict) else None
            if isinstance(obj, dict) and not (isinstance(board, str) and len(board) == 9):
                obj = {**obj, "board": "........."}
            return super().state_from_json(obj)

    suite = _conformance()
    with _registered(replace(sixth, rules=Lenient())):
        suite.test_junk_anywhere_in_json_gives_only_value_errors(sixth.id)  # ValueErrors
        with pytest.raises(pytest.fail.Exception, match="DID NOT RAISE"):
            suite.test_malformed_json_raises_value_errors(sixth.id)


class _FewTactics(type(SIXTH.search)):
    def tactics(self):
        return super().tactics()[:3]


def _no_coordinates(state):
    return range(0, 1)


@pytest.mark.parametrize(("broken", "said"), [
    (replace(SIXTH, search=_FewTactics()), "3 tactics positions, at least 10 needed"),
    (replace(SIXTH, rules_file="no_rules.md"), "no rules text (no_rules.md"),
    (replace(SIXTH, rulings_file="no_rulings.md"), "no rulings (no_rulings.md"),
    (replace(SIXTH, tests=None), "no test profile"),
    (replace(SIXTH, tests=replace(SIXTH.tests, coordinates=_no_coordinates)),
     "its table draws no coordinates"),
    (replace(SIXTH, tests=replace(SIXTH.tests, fullness=lambda state, seat: 0)),
     "its entry does not pickle"),
], ids=["tactics", "rules text", "rulings", "profile", "coordinates", "pickle"])
def test_the_conformance_suite_names_a_missing_obligation(broken, said):
    """A sixth game lacking one obligation of ``GameEntry``'s docstring fails the suite's
    check, and the message says what is missing, naming the game."""
    suite = _conformance()
    with _registered(broken), pytest.raises(AssertionError,
                                            match=re.escape(f"{broken.id}: {said}")):
        suite.test_each_game_meets_its_obligations(broken.id)


def test_a_table_map_without_a_named_rectangle_is_named(tmp_path):
    folder = tmp_path / "sixth"
    folder.mkdir()
    for name in (SIXTH.rules_file, SIXTH.rulings_file):
        (folder / name).write_text((FOLDER / name).read_text(encoding="utf-8"),
                                   encoding="utf-8")
    shutil.copytree(FOLDER / "locale", folder / "locale")
    layout = (FOLDER / SIXTH.layout_file).read_text(encoding="utf-8")
    (folder / SIXTH.layout_file).write_text(layout.replace('name="log"', 'name="logbook"'),
                                            encoding="utf-8")
    suite = _conformance()
    assert suite.missing_obligations(replace(SIXTH, folder=folder)) == [
        f"{SIXTH.id}: the table map names no log rectangle"]


def test_the_selftest_and_bench_ui_play_the_sixth_game(sixth, tmp_path, capsys,
                                                       monkeypatch):
    from neurodrez_desktop.app import selftest

    monkeypatch.setenv("NEURODREZ_HOME", str(tmp_path / "home"))
    played = selftest._selftest(tmp_path / "shots", 1, only={sixth.id})  # the others:
    assert played == [sixth.id]                                          # test_selftest
    assert any(f"{sixth.id}-play" in p.name for p in (tmp_path / "shots").glob("*.png"))
    theme.clear_caches()
    moves: list[object] = []
    original = PlayScene.play

    def counted(scene, action):
        moves.append(action)
        return original(scene, action)

    monkeypatch.setattr(PlayScene, "play", counted)
    scripted: list[int] = []  # the moves played by the script, before the computers play
    watch = bench_ui._frames_while_ai_thinks

    def after_the_script(*args):
        scripted.append(len(moves))
        return watch(*args)

    monkeypatch.setattr(bench_ui, "_frames_while_ai_thinks", after_the_script)
    bench_ui.run_child(1.0, sixth.id)
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["game"] == sixth.id and result["frames"] >= 1
    assert scripted and scripted[0] >= 1, "bench ui played no move"  # counted, not timed
    assert result["options"] == dict(sixth.bench.options)
    pygame.quit()
    theme.clear_caches()


def test_the_sixth_game_touches_nothing_outside_its_folder():
    """Its files are all in its folder, and the package names no such game."""
    assert {p.name for p in FOLDER.iterdir() if p.is_file()} >= {
        "__init__.py", "rules.py", "controller.py", "rules_text.md", "rulings.md",
        "table.tmx", "tactics.py", "profile.py"}
    package = Path(games.__file__).resolve().parents[1]
    words = (SIXTH.id, SIXTH.title.lower())
    assert not [p for p in package.rglob("*.py")
                if any(w in p.read_text(encoding="utf-8").lower() for w in words)]


def _collected(paths: list[str], extra: str | None) -> list[str]:
    """The ids pytest collects from ``paths``, with ``extra`` games registered (or none)."""
    env = {k: v for k, v in os.environ.items() if k != "NEURODREZ_TEST_GAMES"}
    if extra:
        env["NEURODREZ_TEST_GAMES"] = extra
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CONFORMANCE_SEEDS="5")
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                           "-p", "no:cacheprovider", *paths], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return [line for line in done.stdout.splitlines() if "::" in line]


def test_every_registry_test_runs_the_sixth_game():
    """Every test file of ``tests/app`` and the conformance suite with a test that runs
    once per built-in game (a case naming each) runs tic-tac-toe too once it is registered:
    no file keeps a list of the five. (A file, not each test: a test may select the games
    with a capability every built-in game has and tic-tac-toe lacks, a setup before the
    first turn, say.) The copy of tic-tac-toe listed as hiding information
    (``tests/tictactoe/hidden.py``, same id prefix) stands in for it in the files whose
    every test selects games that hide some."""
    paths = ["tests/app", "tests/test_conformance.py"]
    before = _collected(paths, None)
    after = _collected(paths, "tests.tictactoe,tests.tictactoe.hidden")
    built_in = [entry.id for entry in games.entries() if entry.id != SIXTH.id]

    def per_test(ids: list[str]) -> dict[str, set[str]]:
        """Tests (file::name) → the games named in their cases."""
        found: dict[str, set[str]] = {}
        for test_id in ids:
            function, _, case = test_id.partition("[")
            named = {game for game in [*built_in, SIXTH.id] if game in case}
            found.setdefault(function, set()).update(named)
        return found

    over_registry = {name.split("::")[0] for name, named in per_test(before).items()
                     if set(built_in) <= named}
    assert len(over_registry) >= 8, sorted(over_registry)
    with_sixth = {name.split("::")[0] for name, named in per_test(after).items()
                  if SIXTH.id in named}
    missing = sorted(over_registry - with_sixth)
    assert not missing, f"these files run every built-in game but not a new one: {missing}"


# -- a menu for any number of games ----------------------------------------------------------
def _many_games(count: int) -> list[games.GameEntry]:
    """``count`` copies of the sixth game under other ids and long titles (the worst
    case)."""
    base = type(SIXTH.rules)
    made = []
    for k in range(count):
        spec = replace(base.spec, id=f"sixth{k}",
                       title=f"Game {k + 1}: A Rather Long Title For The Card" if k % 2 else
                       f"Game {k + 1}")
        rules = type(f"Sixth{k}", (base,), {"spec": spec})()
        made.append(replace(SIXTH, rules=rules))
    return made


@contextlib.contextmanager
def _menu_with(extra: int, size: tuple[int, int]) -> Iterator[App]:
    """The program's main menu with ``extra`` more games registered."""
    added = _many_games(extra)
    for entry in added:
        games.register(entry)
    try:
        app = App(size)
        app.start()
        yield app
    finally:
        for entry in added:
            games.unregister(entry.id)
        pygame.quit()
        theme.clear_caches()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("total", [None, 12], ids=["registered", "12"])
def test_the_menu_fits_every_registered_game_up_to_twelve(size, total, tmp_path):
    total = total or len(games.playable())  # the games as registered, then twelve
    with _menu_with(total - len(games.playable()), size) as app:
        menu = app.scenes.top
        count = len(menu.games)
        assert count == total
        for _ in range(count + 1):
            app.step(1 / 60)
        cards = [c for c in menu_scene.card_rects(count) if c is not None]
        assert len(cards) == count, "a game's card is not on the first screen"
        canvas = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
        for k, card in enumerate(cards):
            assert canvas.contains(card)
            assert not any(card.colliderect(other) for other in cards[k + 1:])
        buttons = [b for b, (kind, _) in menu.buttons.items()
                   if kind in ("new", "practice", "rules")]
        assert len(buttons) == 3 * count
        for button in buttons:
            assert any(card.contains(button.rect) for card in cards), button.text
            assert button.visible
        for command in (b for b, (kind, _) in menu.buttons.items()
                        if kind not in ("new", "practice", "rules")):
            assert canvas.contains(command.rect)
            assert not any(command.rect.colliderect(card) for card in cards)
        for entry, card in zip(menu.games, cards, strict=True):  # all of a card's words fit
            frame = menu_scene.picture_rect(card)
            width = card.right - menu_scene.PAD - (frame.right + menu_scene.PAD + 4)
            spec = entry.rules.spec
            lines = menu_scene.card_text(entry.title, menu_scene.players_text(
                spec.min_players, spec.max_players), entry.tagline, width, frame.h)
            assert " ".join(t for t, *_ in lines).split() == (
                f"{entry.title} {menu_scene.players_text(spec.min_players, spec.max_players)}"
                f" {entry.tagline}").split(), "a word of the card is missing"
            assert all(theme.font(size, bold).size(t)[0] <= width for t, size, _, bold in lines)
            height = sum(theme.font(size, bold).get_linesize() for _, size, _, bold in lines)
            assert height <= frame.h, f"{entry.title}: the card's words run past its picture"
            assert min(size for _, size, _, _ in lines) * size[1] / 1080 >= 10, \
                "text too small to read at this window size"
        assert all(menu.pictures.get(e.id) is not None for e in menu.games)
        shot = tmp_path / f"menu-{count}-games-{size[0]}x{size[1]}.png"
        pygame.image.save(app.display.window, str(shot))


def test_the_menu_scrolls_past_twelve_games():
    with _menu_with(15 - len(games.playable()), (1920, 1080)) as app:  # fifteen in all
        menu = app.scenes.top
        shown = sum(1 for c in menu_scene.card_rects(len(menu.games)) if c is not None)
        assert shown < len(menu.games) and menu.hidden_rows >= 1
        before = {gid for b, (kind, gid) in menu.buttons.items() if kind == "new"}
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                             unicode="", scancode=0))
        app.step(1 / 60)
        after = {gid for b, (kind, gid) in menu.buttons.items() if kind == "new"}
        assert after != before and menu.games[-1].id in after


@pytest.mark.parametrize("entry", games.playable(), ids=lambda entry: entry.id)
def test_a_cards_picture_shows_a_position_past_the_deal(entry):
    """The picture deals chance (a game's coin toss, deal or roll) and plays a few moves
    before it is taken."""
    from neurodrez_desktop.app.table_picture import opening_view

    rules = entry.rules
    players = max(2, rules.spec.min_players)
    view = opening_view(entry, players)
    assert rules.current_player(view) != CHANCE
    start = rules.initial_state(players)
    assert rules.state_to_json(view) != rules.state_to_json(start), "no move was played"


def test_a_mark_reads_as_the_table_writes_it():
    """The sixth game's own words: cells as its coordinates name them."""
    assert str(Mark(0)) == "marks a1" and str(Mark(8)) == "marks c3"


def test_a_language_without_the_rules_is_named(tmp_path):
    """The rules and rulings are an obligation in every shipped language too."""
    folder = tmp_path / "sixth"
    shutil.copytree(FOLDER, folder)
    (folder / "locale" / "it" / SIXTH.rulings_file).unlink()
    suite = _conformance()
    assert suite.missing_obligations(replace(SIXTH, folder=folder)) == [
        f"{SIXTH.id}: no {SIXTH.rulings_file} in it (locale/it/ in {folder})"]
