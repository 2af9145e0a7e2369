"""A sixth game is one folder: Nim (``tests/app/nim_game/``), which exists only in the
tests, is registered through the public registry and then played everywhere a game is —
the menu, setup, the play scene, save and load, the results, the computer players, the
conformance suite, the selftest and ``bench ui`` — with no edit anywhere else.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import nim_game
import pygame
import pytest
from load_screen import click_row, find_row, open_load

from neurodrez_desktop import games
from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.levels import agent_for_level, budget_for_level
from neurodrez_desktop.app import bench_ui
from neurodrez_desktop.app.main import App
from neurodrez_desktop.app.scenes import menu as menu_scene
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.ui import theme

NIM_FOLDER = Path(nim_game.__file__).parent
TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture
def nim() -> Iterator[games.GameEntry]:
    games.register(nim_game.ENTRY)
    yield nim_game.ENTRY
    games.unregister(nim_game.ENTRY.id)


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


def test_nim_is_played_through_menu_setup_play_save_load_and_results(nim, make_driver):
    driver = make_driver()
    assert any(entry.id == "nim" for entry in driver.scene.games)
    for _ in range(len(driver.scene.games)):  # every card's picture drawn
        driver.frames(1)
    assert driver.scene.pictures.get("nim") is not None, "Nim's card has no picture"
    driver.screenshot("menu-with-nim")

    driver.press(_menu_button(driver, "rules", "nim"))
    assert driver.scene.name == "rules" and "last stone" in driver.scene.html_text
    driver.key(pygame.K_ESCAPE)

    driver.press(_menu_button(driver, "new", "nim"))
    assert driver.scene.name == "setup" and driver.scene.entry is nim
    driver.scene.seed_entry.set_text("5")
    driver.screenshot("nim-setup")
    driver.press(driver.scene.start_button)
    assert driver.scene.name == "play", driver.scene.name
    rng = make_rng("nim-gui")
    _play_until(driver, 2, rng)
    play = driver.scene
    driver.screenshot("nim-play")

    # a refused click says what would make it possible, in the rules' words
    empty = next((h for h, size in enumerate(play.session.state.heaps) if size == 0), None)
    if empty is None:
        assert play.rules.why_not(play.session.state, nim_game.rules.Picked(0, 99)) is not None

    driver.press(play.save_button)
    assert play.message.startswith("Saved as"), play.message
    saved = play.session.record
    driver.key(pygame.K_ESCAPE)
    driver.press(next(b for b, k in driver.scene.actions.items() if k == "menu"))
    load = open_load(driver, "saved")
    index = find_row(driver, load, lambda row: row.title == nim_game.ENTRY.title)
    click_row(driver, load, index)
    driver.press(load.load)
    assert driver.scene.name == "play"
    assert driver.scene.session.record.actions == saved.actions

    _play_until(driver, 100, rng)
    driver.settle()
    driver.frames(2)
    assert driver.scene.name == "results", driver.scene.name
    assert driver.scene.outcome.winners
    driver.screenshot("nim-results")
    driver.press(driver.scene.again)
    assert driver.scene.name == "play" and driver.scene.session.record.game_id == "nim"


def test_a_game_whose_table_map_is_missing_says_so_and_stays_on_setup(make_driver):
    """The mistake a new game's author makes first: the setup screen names the missing
    file instead of failing, and no screen is left half-changed."""
    broken = replace(nim_game.ENTRY, layout_file="no_such_table.tmx")
    games.register(broken)
    try:
        driver = make_driver()
        driver.press(_menu_button(driver, "new", "nim"))
        driver.press(driver.scene.start_button)
        assert driver.scene.name == "setup"
        assert "no_such_table.tmx" in driver.scene.error
        assert [s.name for s in driver.app.scenes.scenes] == ["menu", "setup"]
    finally:
        games.unregister("nim")


def test_the_computer_plays_nim_at_every_level(nim, make_driver):
    rules = nim.rules
    state = rules.initial_state(2, {"heaps": "1-3-5-7"})
    state = rules.apply(state, rules.chance_outcomes(state)[0][0])
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
    assert 1 in play.session.movers, "the computer seat never moved"


def _conformance() -> ModuleType:
    spec = importlib.util.spec_from_file_location("conformance_suite",
                                                  TESTS / "test_conformance.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_nim_passes_the_conformance_suite(nim):
    suite = _conformance()
    cases = [case.values for case in suite.cases() if case.values[0] == "nim"]
    assert {players for _, players, *_ in cases} == {2, 3}
    assert any(options for _, _, options, *_ in cases), "no option set beyond the defaults"
    for game_id, players, options, seeds, every in cases:
        suite.test_seeded_playouts(game_id, players, options, min(seeds, 20), every)
    for check in (suite.test_spec_is_well_formed,
                  suite.test_bad_options_and_player_counts_are_refused,
                  suite.test_malformed_json_raises_value_errors,
                  suite.test_junk_anywhere_in_json_gives_only_value_errors,
                  suite.test_cosmetic_options_play_the_same_game):
        check("nim")
    assert random_playout(nim.rules, 3, {}, make_rng(1)).length > 1


def test_the_conformance_suite_catches_a_broken_sixth_game(nim):
    """The suite is not blind to the new game: Nim with a state reader that ignores an
    unknown key (the suite's junk "board") fails it."""
    class Lenient(type(nim.rules)):
        def state_from_json(self, obj):
            if isinstance(obj, dict):
                obj = {k: v for k, v in obj.items() if k != "board"}
            return super().state_from_json(obj)

    games.unregister("nim")
    games.register(replace(nim, rules=Lenient()))
    suite = _conformance()
    suite.test_junk_anywhere_in_json_gives_only_value_errors("nim")  # still only ValueErrors
    with pytest.raises(pytest.fail.Exception, match="DID NOT RAISE"):
        suite.test_malformed_json_raises_value_errors("nim")


def test_the_selftest_and_bench_ui_play_nim(nim, tmp_path, capsys, monkeypatch):
    from neurodrez_desktop.app import selftest

    monkeypatch.setenv("NEURODREZ_HOME", str(tmp_path / "home"))
    played = selftest._selftest(tmp_path / "shots", 1, only={"nim"})  # the others: test_selftest
    assert played == ["nim"]
    assert any("nim-play" in p.name for p in (tmp_path / "shots").glob("*.png"))
    theme.clear_caches()
    bench_ui.run_child(1.0, "nim")
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["game"] == "nim" and result["frames"] > 10
    assert result["options"] == {"heaps": "1-3-5-7"}
    pygame.quit()
    theme.clear_caches()


def test_nim_touches_nothing_outside_its_folder():
    """Its files are all in its folder, and the package names no such game."""
    assert {p.name for p in NIM_FOLDER.iterdir() if p.is_file()} >= {
        "__init__.py", "rules.py", "controller.py", "rules_text.md", "table.tmx"}
    package = Path(games.__file__).resolve().parents[1]
    assert not [p for p in package.rglob("*") if "nim" in p.stem.lower().split("_")]


# -- a menu for any number of games ----------------------------------------------------------
def _many_games(count: int) -> list[games.GameEntry]:
    """``count`` copies of Nim under other ids and long titles (the worst case)."""
    base = type(nim_game.ENTRY.rules)
    made = []
    for k in range(count):
        spec = replace(base.spec, id=f"nim{k}",
                       title=f"Nim {k + 1}: A Rather Long Title For The Card" if k % 2 else
                       f"Nim {k + 1}")
        rules = type(f"Nim{k}", (base,), {"spec": spec})()
        made.append(replace(nim_game.ENTRY, rules=rules))
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
@pytest.mark.parametrize("total", [5, 12])
def test_the_menu_fits_five_to_twelve_games(size, total, tmp_path):
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
        buttons = [b for b, (kind, _) in menu.buttons.items() if kind in ("new", "rules")]
        assert len(buttons) == 2 * count
        for button in buttons:
            assert any(card.contains(button.rect) for card in cards), button.text
            assert button.visible
        for command in (b for b, (kind, _) in menu.buttons.items()
                        if kind not in ("new", "rules")):
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


def test_a_cards_picture_shows_a_position_past_the_deal(nim):
    """The picture deals chance (Nim's coin toss) and plays a few moves before it is taken."""
    from neurodrez_desktop.app.table_picture import opening_view

    view = opening_view(nim, 2)
    assert nim.rules.current_player(view) != CHANCE
    assert sum(view.heaps) < sum(nim.rules.initial_state(2).heaps), "no move was played"
