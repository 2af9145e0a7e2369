"""The setup screen remembers each game's last seats and options (also after a restart),
"Defaults" puts the game's own back, a damaged memory file gives defaults and is kept,
computer seats are named by level, and options offer only values that start a game
together (Berd's token count follows the board size)."""

from __future__ import annotations

import json

import pygame
import pytest

from neurodrez_desktop.app.last_setup import FILE_NAME, LastSetupStore
from neurodrez_desktop.app.paths import config_dir
from neurodrez_desktop.app.scenes.setup import offered_choices
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.text import NAME_LIMIT
from neurodrez_desktop.games import GAMES, get_rules
from tests.app.conftest import Table

BERD = get_rules("berd")


def _setup(driver, table, game_id: str = "berd"):
    driver.press(table.menu_button("new", game_id))
    assert driver.scene.name == "setup"
    return driver.scene


def _type(driver, entry, text: str) -> None:
    entry.set_text("")
    driver.press(entry)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    driver.frames(2)


def _labels(menu) -> list[str]:
    return [item[0] if isinstance(item, tuple) else item for item in menu.options_list]


def _selected(menu) -> str:
    chosen = menu.selected_option
    return chosen[0] if isinstance(chosen, tuple) else chosen


def _choose(driver, menu, label: str) -> None:
    """Open a drop-down with a click and click one of its items."""
    assert label in _labels(menu), f"{label!r} is not offered: {_labels(menu)}"
    driver.press(menu)
    driver.frames(2)
    listing = menu.current_state.options_selection_list
    for item in listing.item_list:
        if item["text"] == label:
            for _ in range(30):  # scroll it into view
                button = item["button_element"]
                if button is not None and listing.rect.contains(button.rect):
                    break
                listing.scroll_bar.set_scroll_from_start_percentage(
                    listing.item_list.index(item) / len(listing.item_list))
                driver.frames(2)
            driver.press(item["button_element"])
            driver.frames(4)  # the list's choice reaches the drop-down a few frames later
            break
    assert _selected(menu) == label


def _option(setup, name: str):
    return setup.option_widgets[name]


def _back_to_menu(driver) -> None:
    driver.app.nav.menu()
    driver.frames(2)


# -- remembering --------------------------------------------------------------------------
def test_setup_opens_with_the_last_game_started_of_that_game_also_after_a_restart(
        driver, table, make_driver):
    setup = _setup(driver, table)
    _type(driver, setup.name_entries[0], "Ada")
    _choose(driver, setup.kind_menus[1], "Computer — Hard")
    _choose(driver, _option(setup, "size"), "5×5")
    _choose(driver, _option(setup, "tokens"), "9")
    _choose(driver, _option(setup, "points"), "Points")
    driver.press(_option(setup, "colour_protection"))
    driver.press(setup.start_button)
    assert driver.scene.name == "play"
    record = driver.scene.session.record
    assert [p.name for p in record.players] == ["Ada", "Computer (Hard)"]
    assert record.options["tokens"] == 9

    def check(setup) -> None:
        assert [e.get_text() for e in setup.name_entries] == ["Ada", "Computer (Hard)"]
        assert [_selected(m) for m in setup.kind_menus] == ["Human", "Computer — Hard"]
        assert _selected(_option(setup, "size")) == "5×5"
        assert _selected(_option(setup, "tokens")) == "9"
        assert _selected(_option(setup, "points")) == "Points"
        assert _option(setup, "colour_protection").get_state() is True
        assert _selected(_option(setup, "arrangement")) == "Place tokens by hand"

    _back_to_menu(driver)
    check(_setup(driver, table))
    # another game's setup is its own
    driver.app.pop()
    driver.frames(1)
    other = _setup(driver, table, "neuroriders")
    assert [e.get_text() for e in other.name_entries] == ["Player 1", "Player 2", "Player 3"]

    again = make_driver()  # the program restarted in the same home
    check(_setup(again, Table(again)))


def test_the_player_count_is_remembered_and_defaults_puts_everything_back(driver, table):
    setup = _setup(driver, table, "neuroriders")
    _choose(driver, setup.count_menu, "4")
    setup = driver.scene
    _type(driver, setup.name_entries[3], "Dot")
    _choose(driver, _option(setup, "first"), "Player 1 (the first seat)")
    driver.press(setup.start_button)
    assert driver.scene.name == "play"
    _back_to_menu(driver)
    setup = _setup(driver, table, "neuroriders")
    assert len(setup.name_entries) == 4 and _selected(setup.count_menu) == "4"
    assert setup.name_entries[3].get_text() == "Dot"
    assert _selected(_option(setup, "first")) == "Player 1 (the first seat)"

    driver.press(setup.defaults_button)
    setup = driver.scene
    assert setup.name == "setup" and _selected(setup.count_menu) == "3"
    assert [e.get_text() for e in setup.name_entries] == ["Player 1", "Player 2", "Player 3"]
    assert [_selected(m) for m in setup.kind_menus] == ["Human"] * 3
    assert _selected(_option(setup, "first")) == "Drawn at random"


DAMAGED = [
    b"{not json",
    b"[1, 2, 3]",
    b'{"games": []}',
    b"\xff\xfe\x00garbage",
    b"[" * 100000,
]


@pytest.mark.parametrize("content", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_memory_gives_defaults_is_left_as_it_was_and_kept_aside(
        driver, table, content):
    path = config_dir() / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    setup = _setup(driver, table)
    assert [e.get_text() for e in setup.name_entries] == ["Player 1", "Player 2"]
    assert _selected(_option(setup, "size")) == "4×4"
    assert setup.note and "could not be read" in setup.note  # said, not hidden
    driver.frames(2)
    assert path.read_bytes() == content, "reading must never change the file"
    driver.press(setup.start_button)
    assert driver.scene.name == "play"
    kept = [p for p in path.parent.iterdir() if "damaged" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert json.loads(path.read_text())["games"]["berd"]["players"][0]["name"] == "Player 1"


def test_odd_entries_fall_back_to_defaults_for_that_part_only(driver, table):
    path = config_dir() / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    games = {
        "berd": {"players": [{"name": "x" * 100000, "kind": "computer:normal"},
                             {"name": "Bo\n\x00\u202e", "kind": "wizard"}],
                 "options": {"size": 3, "tokens": "lots", "gone": 1, "points": "hidden"}},
        "neuroriders": {"players": [{"name": "A"}] * 9, "options": {"first": 1}},
        "pokerdrez": {"players": "nobody", "options": {"start_fen": "8/8/8 nonsense",
                                                       "two_decks": True}},
        "neurodrez": {"players": [5, None], "options": ["mode"]},
    }
    path.write_text(json.dumps({"schema_version": 1, "games": games}))
    setup = _setup(driver, table)
    names = [e.get_text() for e in setup.name_entries]
    assert len(names[0]) <= NAME_LIMIT and names[0].startswith("xxx")
    assert names[1].startswith("Bo\\n\\x00") and len(names[1]) <= NAME_LIMIT
    assert [_selected(m) for m in setup.kind_menus] == ["Computer — Normal", "Human"]
    assert _selected(_option(setup, "size")) == "3×3"  # kept: valid
    assert _selected(_option(setup, "tokens")) == "standard"  # unusable: its default
    assert _selected(_option(setup, "points")) == "Hidden points"
    driver.frames(2)
    driver.app.pop()

    setup = _setup(driver, table, "neuroriders")  # nine seats: the default three
    assert len(setup.name_entries) == 3
    assert _selected(_option(setup, "first")) == "Player 1 (the first seat)"
    driver.app.pop()
    setup = _setup(driver, table, "pokerdrez")  # a bad position: every option default
    assert _option(setup, "two_decks").get_state() is False
    assert _option(setup, "start_fen").get_text() == ""
    driver.app.pop()
    setup = _setup(driver, table, "neurodrez")
    assert [e.get_text() for e in setup.name_entries] == ["Player 1", "Player 2"]
    driver.frames(2)


def test_the_store_reads_back_what_it_wrote_for_every_game(tmp_path):
    store = LastSetupStore(tmp_path)
    for game_id, rules in GAMES.items():
        spec = rules.spec
        assert store.load(rules).seats is None and store.load(rules).options is None
        seats = [Seat(f"S{i}", "computer:easy") for i in range(spec.max_players)]
        options = spec.defaults()
        store.remember(game_id, seats, options)
        back = store.load(rules)
        assert back.seats == seats and back.options == rules.resolve_options(options)
    assert store.problem is None


# -- computer seats named by level ----------------------------------------------------------
def test_a_computer_seat_is_named_by_its_level_unless_renamed(driver, table):
    setup = _setup(driver, table, "neuroriders")
    _choose(driver, setup.count_menu, "4")
    setup = driver.scene
    _choose(driver, setup.kind_menus[0], "Computer — Normal")
    assert setup.name_entries[0].get_text() == "Computer (Normal)"
    _choose(driver, setup.kind_menus[1], "Computer — Normal")
    assert setup.name_entries[1].get_text() == "Computer (Normal) 2"
    _choose(driver, setup.kind_menus[0], "Computer — Hard")  # another level's name follows
    assert setup.name_entries[0].get_text() == "Computer (Hard)"
    _choose(driver, setup.kind_menus[0], "Human")  # back to a person: "Player 1" again
    assert setup.name_entries[0].get_text() == "Player 1"
    _type(driver, setup.name_entries[2], "Robo")
    _choose(driver, setup.kind_menus[2], "Computer — Easy")
    assert setup.name_entries[2].get_text() == "Robo"  # renamed: kept
    _choose(driver, setup.kind_menus[2], "Human")
    assert setup.name_entries[2].get_text() == "Robo"
    assert len("Computer (Normal) 2") <= NAME_LIMIT
    driver.press(setup.start_button)
    assert [p.name for p in driver.scene.session.record.players] == [
        "Player 1", "Computer (Normal) 2", "Robo", "Player 4"]


# -- options valid together ---------------------------------------------------------------
def test_berd_offers_only_token_counts_its_board_allows(driver, table):
    setup = _setup(driver, table)
    expected = {"3×3": ["standard", *map(str, range(1, 7))],
                "4×4": ["standard", *map(str, range(1, 9))],
                "5×5": ["standard", *map(str, range(1, 11))],
                "6×6": ["standard", *map(str, range(1, 13))]}
    assert _labels(_option(setup, "tokens")) == expected["4×4"]
    for size, offered in expected.items():
        _choose(driver, _option(setup, "size"), size)
        assert _labels(_option(setup, "tokens")) == offered, size
    _choose(driver, _option(setup, "tokens"), "12")
    assert _labels(_option(setup, "size")) == ["3×3", "4×4", "5×5", "6×6"]  # size stays free
    _choose(driver, _option(setup, "size"), "3×3")  # 12 cannot be played on 3×3
    assert _selected(_option(setup, "tokens")) == "standard"
    assert setup.note and "Tokens each" in setup.note and "B2" in setup.note
    driver.frames(1)
    driver.screenshot("berd-tokens-moved")
    _choose(driver, _option(setup, "tokens"), "6")
    driver.press(setup.start_button)
    assert driver.scene.name == "play"
    assert driver.scene.session.record.options["tokens"] == 6


def test_berd_every_offered_combination_starts_a_game():
    started = 0
    for size in BERD.spec.option("size").choices:
        offered, options, notes = offered_choices(BERD, 2, {"size": size, "tokens": 12})
        assert options["tokens"] == (12 if size == 6 else "standard")
        assert bool(notes) == (size != 6)
        assert offered["tokens"] == ("standard", *range(1, 2 * size + 1))
        for tokens in offered["tokens"]:
            for points in offered["points"]:
                BERD.initial_state(2, {**options, "tokens": tokens, "points": points})
                started += 1
    assert started == 3 * (7 + 9 + 11 + 13)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_offers_values_that_start_with_the_defaults(game_id):
    rules = GAMES[game_id]
    spec = rules.spec
    for players in spec.player_counts:
        offered, options, notes = offered_choices(rules, players, {})
        assert options == rules.resolve_options({}) and notes == []
        for name, values in offered.items():
            for value in values:
                rules.initial_state(players, {**options, name: value})


def test_each_option_has_a_line_of_help_drawn_without_overlap(driver, table):
    """The game with the most options: every row's help line sits between its widget and
    the next row, and nothing reaches the buttons."""
    most = max(GAMES, key=lambda g: len([o for o in GAMES[g].spec.options
                                        if len(o.choices) > 1 or o.free_text]))
    setup = _setup(driver, table, most)
    for opt in setup.shown_options:
        assert opt.help, f"{opt.name} has no help line"
    rows = sorted(setup.option_rows.values())
    assert all(b - a >= 56 + 26 for a, b in zip(rows, rows[1:], strict=False))
    assert setup.seed_y + 62 + 30 <= setup.start_button.rect.top
    driver.frames(2)
    shot = driver.screenshot(f"setup-{most}")
    print("screenshot:", shot)
