"""Neuroriders' display, item by item: the final round's name, the Action cards during
the opening deal, the players' names where seat numbers were, the white rider beside the
white summons, and the score sheet clear of the review's message box.

Screenshots of each screen at 1920×1080 and 1280×720 go to ``/tmp/nr_display/`` for a
person to look at.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules, playable
from neurodrez_desktop.games.neuroriders import art, words
from neurodrez_desktop.games.neuroriders.rooms import COLOUR_LETTERS
from neurodrez_desktop.games.neuroriders.state import Phase
from neurodrez_desktop.games.neuroriders.view import Marks, NeuroridersView
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.layout import table_layout

RULES = get_rules("neuroriders")
ENTRY = next(e for e in playable() if e.id == "neuroriders")
SHOTS = Path("/tmp/nr_display")
SIZES = ((1920, 1080), (1280, 720))
SEAT_NUMBER = re.compile(r"Player \d")


def shoot(driver: Any, name: str) -> None:
    """The window as a person sees it, at 1920×1080 and at 1280×720."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    display = driver.app.display
    for w, h in SIZES:
        pygame.display.set_mode((w, h), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h))
        driver.frames(2)
        assert display.window.get_size() == (w, h)
        pygame.image.save(display.window, str(SHOTS / f"{name}-{w}x{h}.png"))
    pygame.display.set_mode(SIZES[0], pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=SIZES[0], w=1920, h=1080))
    driver.frames(2)


def ends(count: int = 300) -> list[Any]:
    """The final states of seeded random 3-player games."""
    return [random_playout(RULES, 3, {}, make_rng(f"nr-display:{k}")).state
            for k in range(count)]


def texts_drawn(state: Any, viewer: int | None, names: list[str]) -> list[str]:
    view = NeuroridersView(table_layout(ENTRY))
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    view.draw(canvas, state, viewer, Marks(), names)
    return [name for kind, name, _, _ in view.drawn if kind == "text"]


# -- the final round ------------------------------------------------------------------
def test_the_end_names_the_round_it_came_in():
    """An end in the crystallization after round N is "Round N", not N+1; an end on
    reaching 20 (R11) comes during the round after the crystallizations so far."""
    seen = {"crystal": 0, "twenty": 0}
    for state in ends(120):
        n = state.crystallizations
        said = words.progress(state)
        if state.reached < 0:  # R12/R13: the end came in crystallization n
            seen["crystal"] += 1
            assert said.startswith(f"Round {n},") and f"crystallization {n}" in said, said
        else:
            seen["twenty"] += 1
            assert said.startswith(f"Round {n + 1},"), said
    assert seen["crystal"]


# -- the Action cards during the deal ---------------------------------------------------
@pytest.mark.parametrize("viewer", [None, 0])
def test_action_cards_are_not_played_during_the_opening_deal(fonts, viewer):
    state = RULES.initial_state(3, {})
    assert state.phase == Phase.SETUP
    shown = texts_drawn(state, viewer, ["Ada", "Bo", "Cy"])
    assert not [t for t in shown if "played" in t], shown
    assert "Move" in shown


def test_the_deal_on_screen(driver):
    seats = [Seat(n) for n in ("Ada", "Bo", "Cy")]
    driver.app.nav.start_new_game(RULES, seats, {}, 3)
    driver.frames(1)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    assert play.session.state.phase == Phase.SETUP
    shoot(driver, "deal")


# -- names, not seat numbers ---------------------------------------------------------------
def tie_break_end() -> Any:
    """A 3-player end where totals tie and a tie-break decides."""
    for state in ends(400):
        outcome = RULES.outcome(state)
        totals = outcome.scores
        best = max(totals)
        if len(outcome.winners) == 1 and sum(t == best for t in totals) > 1:
            return state
    raise AssertionError("no tie-break in 400 games")


def test_the_end_names_the_players_not_their_seats(fonts):
    state = tie_break_end()
    names = ["Ada", "Bo", "Cy"]
    outcome = RULES.outcome(state)
    assert not SEAT_NUMBER.search(outcome.reason), outcome.reason
    shown = " | ".join(texts_drawn(state, None, names))
    assert not SEAT_NUMBER.search(shown), shown
    winner = names[outcome.winners[0]]
    assert f"{winner} wins the tie" in shown, shown


def test_the_action_cards_panel_names_its_owner(fonts):
    found: list[Any] = []
    random_playout(RULES, 3, {}, make_rng("nr-display:0"), on_step=lambda state, _: (
        found.append(state) if state.phase == Phase.PLACE and state.to_act == 1 else None))
    state = RULES.view_for(found[0], 1)
    shown = texts_drawn(state, 1, ["Ada", "Bo", "Cy"])  # Bo at the screen: Bo's cards
    assert "Your Action cards" in shown, shown
    assert not SEAT_NUMBER.search(" | ".join(shown)), shown
    shown = texts_drawn(state, None, ["Ada", "Bo", "Cy"])  # no one: the acting seat's
    assert "Action cards" in shown and "of Bo" in shown, shown
    assert not SEAT_NUMBER.search(" | ".join(shown)), shown


def test_a_table_no_one_sits_at_keeps_every_word_whole(fonts):
    """Drawn for no one (the acting seat's Action cards, named by a name of twenty wide
    letters), at the smallest font, 4 players: nothing cut off, nothing overlapping, the
    owner's whole name said."""
    from tests.app.test_layout_overlap import NAME, layout_problems

    found: list[Any] = []
    random_playout(RULES, 4, {}, make_rng("nr-display:1"), on_step=lambda state, _: (
        found.append(state) if state.phase == Phase.PLACE else None))
    names = [NAME[:-1] + str(k) for k in range(4)]
    for state in found[:12]:
        view = NeuroridersView(table_layout(ENTRY))
        canvas = pygame.Surface(theme.LOGICAL_SIZE)
        view.draw(canvas, RULES.view_for(state, state.to_act), None, Marks(), names)
        problems = layout_problems(view.drawn)
        assert not problems, "\n".join(problems[:8])
        shown = [name for kind, name, _, _ in view.drawn if kind == "text"]
        assert "of " + names[state.to_act] in shown, shown


# -- the white rider and the white summons ------------------------------------------------
BACK = (18, 22, 30)


def _picture(paint) -> tuple[pygame.mask.Mask, pygame.Surface]:
    """What ``paint`` draws on an empty 120×120 square: its silhouette, and the picture."""
    surface = pygame.Surface((120, 120))
    surface.fill(BACK)
    paint(surface)
    mask = pygame.mask.from_threshold(surface, BACK, (1, 1, 1, 255))
    mask.invert()
    return mask, surface


def _normalised(mask: pygame.mask.Mask) -> pygame.mask.Mask:
    """The silhouette cropped to its bounds and set in a 64×64 square."""
    rect = mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects())
    out = pygame.mask.Mask(rect.size)
    out.draw(mask, (-rect.x, -rect.y))
    return out.scale((64, 64))


def _light_body(surface: pygame.Surface) -> bool:
    """Most of the middle of the figure is light (a light body with a dark letter), not
    dark (a dark disc with a light ring and letter)."""
    light = dark = 0
    for x in range(52, 69):
        for y in range(52, 69):
            total = sum(surface.get_at((x, y))[:3])
            light += total > 600
            dark += total < 200
    return light > dark


@pytest.mark.parametrize("room_size", [86, 124])
def test_the_white_rider_and_the_white_summons_differ_in_shape_and_letter(fonts, room_size):
    white = COLOUR_LETTERS.index("W")
    room = pygame.Rect(0, 0, room_size, room_size).move_to(center=(60, 60))
    rider, rider_px = _picture(
        lambda s: art.rider(s, (60, 60), 14, white))
    summons, summons_px = _picture(lambda s: art._summons(s, room, [white]))
    a, b = _normalised(rider), _normalised(summons)
    overlap = a.overlap_area(b, (0, 0))
    alike = overlap / (a.count() + b.count() - overlap)
    assert alike < 0.85, f"the white rider and summons have the same outline ({alike:.2f})"
    assert _light_body(rider_px) and not _light_body(summons_px)


# -- the review's score sheet ---------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_the_score_sheet_is_clear_of_the_review_message(driver, players):
    from tests.app.test_results import finished
    from tests.app.test_review import open_review

    session = finished("neuroriders", players, {}, 5)
    scene = open_review(driver, session)
    assert scene.review.shown().phase == Phase.END
    view = scene.controller.view
    canvas = driver.app.display.canvas
    with draw.recorded(canvas):
        scene.draw(canvas)
    message = scene.layout["message"]
    sheet = [w for w in view.drawn if w[0] == "text" and " VP" in w[1]]
    assert len([w for w in sheet if ": " in w[1]]) >= players, sheet
    for _, words_, rect, _ in view.drawn:
        assert not rect.colliderect(message) or rect.contains(message), \
            f"{words_!r} at {tuple(rect)} lies under the review's message box"
    shoot(driver, f"review-end-{players}p")
