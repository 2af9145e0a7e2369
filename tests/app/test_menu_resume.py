"""Resume names the game it continues — the game, its players and when it was last played
("Continue Berd: Ann vs Robo (Normal), today 14:02") — not "the last unfinished game" when
several are in progress."""

from __future__ import annotations

import os
import time
from datetime import datetime

import pygame
from test_menu_tips import hover

from neurodrez_desktop.app.saves import SaveStore
from neurodrez_desktop.app.scenes.menu import card_rects, played_when, title_rect
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import Place

MANUAL3 = {"size": 3, "arrangement": "manual"}


def _keep(store: SaveStore, game_id: str, seats: list[Seat], options: dict,
          age_s: float) -> None:
    """An unfinished game on disk, last played ``age_s`` seconds ago."""
    rules = get_rules(game_id)
    session = GameSession.new(rules, seats, options, seed=5)
    if game_id == "berd":
        session.apply(Place(0, 0))
    path = store.keep(session, None)
    store.flush()  # kept off the frame: on disk once flushed
    when = time.time() - age_s
    os.utime(path, (when, when))  # its age orders it (a name taken is numbered afresh)


def test_resume_says_which_game_it_continues(make_driver):
    store = SaveStore()
    _keep(store, "pokerdrez", [Seat("Cy"), Seat("Di")], {}, 3 * 86400)
    _keep(store, "berd", [Seat("Ann"), Seat("Robo", "computer:normal")], MANUAL3, 60)
    _keep(store, "quattro_colonne", [Seat("Ed"), Seat("Computer (Hard)", "computer:hard")],
          {}, 2 * 3600)
    assert len(store.unfinished()) == 3

    driver = make_driver()
    menu = driver.scene
    resume = next(b for b, (what, _) in menu.buttons.items() if what == "resume")
    newest = max(store.unfinished(), key=lambda e: e.modified)
    clock = datetime.fromtimestamp(newest.modified).strftime("%H:%M")
    day = "today" if datetime.fromtimestamp(newest.modified).date() == datetime.now().date() \
        else "yesterday"  # a run just after midnight
    assert resume.tool_tip_text == f"Continue Berd: Ann vs Robo (Normal), {day} {clock}"

    hover(driver, resume.rect.center)
    tip = resume.tool_tip
    assert tip is not None
    titles = [title_rect(entry, card) for entry, card in
              zip(menu.games, card_rects(len(menu.games)), strict=True) if card is not None]
    assert tip.rect.collidelist(titles) < 0, "the Resume tip covers a card's title"
    assert not tip.rect.colliderect(resume.rect)
    driver.screenshot("menu-resume-tip")
    driver.press(resume)  # and it continues that one
    assert driver.scene.name in ("play", "handoff")
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    assert play.session.rules.spec.id == "berd"
    assert [seat.name for seat in play.session.seats] == ["Ann", "Robo"]


def test_when_a_game_was_played_reads_as_a_day():
    now = datetime(2026, 12, 6, 9, 30)
    at = datetime(2026, 12, 6, 8, 5).timestamp()
    assert played_when(at, now) == "today 08:05"
    assert played_when(datetime(2026, 12, 5, 23, 59).timestamp(), now) == "yesterday 23:59"
    assert played_when(datetime(2026, 11, 30, 14, 2).timestamp(), now) == "2026-11-30 14:02"
    assert played_when(0.0, now) == ""


def test_a_computer_named_by_its_level_is_not_named_twice(make_driver):
    store = SaveStore()
    _keep(store, "quattro_colonne", [Seat("Ed"), Seat("Computer (Hard)", "computer:hard")],
          {}, 5)
    menu = make_driver().scene
    resume = next(b for b, (what, _) in menu.buttons.items() if what == "resume")
    assert resume.tool_tip_text.startswith("Continue Quattro Colonne: Ed vs Computer (Hard), ")
    pygame.event.clear()


def test_a_long_resume_tip_still_covers_no_title(make_driver):
    """Four players with long names: the tip wraps, and goes where no card's title is."""
    store = SaveStore()
    _keep(store, "neuroriders", [Seat("Annabelle-Marie"), Seat("Robo", "computer:hard"),
                                 Seat("Computer (Easy)", "computer:easy"),
                                 Seat("Maximiliano Zed")], {}, 5)
    driver = make_driver()
    menu = driver.scene
    resume = next(b for b, (what, _) in menu.buttons.items() if what == "resume")
    assert "Annabelle-Marie vs Robo (Hard) vs Computer (Easy) vs Maximiliano Zed, today " \
        in resume.tool_tip_text
    hover(driver, resume.rect.center)
    tip = resume.tool_tip
    titles = [title_rect(entry, card) for entry, card in
              zip(menu.games, card_rects(len(menu.games)), strict=True) if card is not None]
    assert pygame.Rect(0, 0, 1920, 1080).contains(tip.rect)
    assert tip.rect.collidelist(titles) < 0, "the Resume tip covers a card's title"
    assert not tip.rect.colliderect(resume.rect)
    driver.screenshot("menu-long-resume-tip")
