"""Rulings one step away: each game ships its rulings, every id its code cites is one of
them, the rules reader lists them and opens at one, and its page scrolls by keys."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from neurodrez_desktop.core.rulings import cited, find_ruling
from neurodrez_desktop.games import BUILT_IN, playable

ENTRIES = {entry.id: entry for entry in playable()}
SHARED = Path(__file__).resolve().parents[3] / "shared" / "rules"
"""The project's rulings, beside a developer's checkout; not part of the repository."""


@pytest.mark.parametrize("game_id", sorted(ENTRIES))
def test_every_ruling_the_code_cites_is_in_the_shipped_rulings(game_id):
    entry = ENTRIES[game_id]
    rulings = entry.rulings()
    assert rulings, f"{game_id} ships no rulings"
    letter = next(iter(rulings))[0]
    source = "\n".join(p.read_text(encoding="utf-8") for p in entry.folder.glob("*.py"))
    ids = set(re.findall(rf'"({letter}\d{{1,2}}[a-z]?)\b', source))
    assert ids, f"{game_id}'s code cites no ruling"
    missing = sorted(i for i in ids if find_ruling(rulings, i) is None)
    assert not missing, f"{game_id} cites rulings it does not ship: {missing}"
    for ruling in rulings.values():
        assert len(ruling.text) > 10, ruling


@pytest.mark.parametrize("game_id", sorted(ENTRIES))
def test_each_game_ships_its_own_rulings_and_rules_text_in_its_folder(game_id):
    """What a clean clone (and the packaged program) reads: the rulings and the rules
    text in the game's own folder, headed with the game's title, its ruling ids under
    its own letter and no other game's."""
    entry = ENTRIES[game_id]
    rulings_path, text_path = entry.folder / entry.rulings_file, entry.folder / entry.rules_file
    for path in (rulings_path, text_path):
        assert path.is_file() and path.resolve().parent == entry.folder.resolve(), path
    rulings_md = rulings_path.read_text(encoding="utf-8")
    assert rulings_md.splitlines()[0] == f"# {entry.title} — rulings"
    assert entry.rules_text().splitlines()[0] == f"# {entry.title}"
    letters = {ruling_id[0] for ruling_id in entry.rulings()}
    assert len(letters) == 1, f"{game_id}'s rulings use the letters {sorted(letters)}"
    others = {ruling_id[0] for other_id, other in ENTRIES.items() if other_id != game_id
              for ruling_id in other.rulings()}
    assert letters.isdisjoint(others), f"{game_id} shares its ruling letter"
    shipped = {(e.folder / e.rulings_file).read_text(encoding="utf-8")
               for other_id, e in ENTRIES.items() if other_id != game_id}
    assert rulings_md not in shipped, f"{game_id} ships another game's rulings"


if SHARED.is_dir():  # a developer's checkout beside the project's rules: collected only there

    @pytest.mark.parametrize("game_id", sorted(entry.id for entry in BUILT_IN))
    def test_beside_the_projects_rules_folder_the_shipped_rulings_equal_it(game_id):
        """A developer's check, collected only where ``../shared/rules`` sits beside the
        checkout (a clean clone has no such folder and ships its own copy, checked
        above): the copy in the game's folder is the project's rulings, unedited."""
        folder = next(e for e in BUILT_IN if e.id == game_id).folder
        shipped = (folder / "rulings.md").read_text(encoding="utf-8")
        assert shipped == (SHARED / f"{game_id}.md").read_text(encoding="utf-8")


def test_a_message_names_its_rulings():
    assert cited("B7: a fourth sideways move in a row is not allowed (B7, B11a)") == [
        "B7", "B11a"]
    assert cited("nothing cited here, not even CO2 or 4K") == []


def test_the_rules_reader_lists_the_rulings_and_opens_at_one(driver):
    driver.app.nav.rules("berd", "B11a")
    driver.frames(2)
    scene = driver.scene
    assert scene.name == "rules"
    assert scene.cited is not None and scene.cited.id == "B11"
    assert "B11 End" in scene.cited.words
    assert "Rulings" in scene.html_text and "B7 Side moves." in scene.html_text
    assert scene.box.rect.top >= 300  # below the cited ruling's panel
    driver.screenshot("rules-at-b11")
    bar = scene.box.scroll_bar
    assert bar is not None and bar.start_percentage == 0
    driver.key(pygame.K_PAGEDOWN)
    driver.frames(2)
    assert bar.start_percentage > 0
    driver.key(pygame.K_END)
    driver.frames(2)
    assert bar.start_percentage == pytest.approx(1 - bar.visible_percentage, abs=0.01)
    driver.key(pygame.K_HOME)
    driver.frames(2)
    assert bar.start_percentage == 0
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "menu"


def test_a_refusal_links_to_the_ruling_it_cites(driver, table):
    from neurodrez_desktop.core.record import Seat
    from neurodrez_desktop.games import get_rules

    driver.app.nav.start_new_game(get_rules("berd"), [Seat("Ada"), Seat("Bo")],
                                  {"size": 3, "arrangement": "manual"}, 1)
    driver.frames(1)
    play = driver.scene
    view = play.controller.view
    driver.click(view.square_rect((1, 1)).center)  # not Light's baseline: B4
    assert play.refused and play.message.startswith("B4: ")
    assert play._rule_link is not None and play._rule_link[1] == "B4"
    link = play._rule_link[0]
    assert play.layout["message"].contains(link)
    driver.screenshot("refusal-with-rule-link")
    driver.click(link.center)
    assert driver.scene.name == "rules" and driver.scene.cited.id == "B4"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is play and play.session.record.actions == ()


@pytest.mark.parametrize("game_id", sorted(ENTRIES))
def test_q9a_r12a_every_ruling_of_the_shipped_file_is_read(game_id):
    """Every bold ruling item of the shipped file is one of the rulings read, a ruling
    with a part letter of its own (Quattro Colonne's Q9a, Neuroriders' R12a) included,
    and its id finds it rather than the ruling it follows."""
    entry = ENTRIES[game_id]
    text = (entry.folder / "rulings.md").read_text(encoding="utf-8")
    written = re.findall(r"^- \*\*([A-Z]\d{1,2}[a-z]?)\b", text, re.MULTILINE)
    rulings = entry.rulings()
    assert list(rulings) == written
    for ruling_id in written:
        assert find_ruling(rulings, ruling_id).id == ruling_id
