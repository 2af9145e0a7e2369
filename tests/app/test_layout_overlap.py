"""Nothing on a table is cut off or covered: in seeded random games of every table, player
count and featured option set (names of 20 wide letters), each state is drawn through the
real play scene for the seat to act, with what it drew recorded (``draw.record``: the
game's view in ``view.drawn``, the scene's own message and Moves panel beside it), and:

- every widget lies inside the canvas, and inside the panel that holds it;
- no two widgets side by side overlap (hand cards and tiles, chips, panel texts, seat
  panels, dice, the board and its coordinates, the scene's status bar, message box, Moves
  log and buttons);
- no text needs more room than its box had (nothing cut with "…", no lines left out);
- the board's coordinates (files and ranks) are all drawn, and nothing covers them;
- no text is rendered under 11 px on the screen of a 1280×720 window (``theme.
  READABLE_PX`` at ``theme.SMALLEST_WINDOW_SCALE``): every font is made by ``theme``,
  and each is watched while the frames are drawn (``readable_fonts``); nor is any
  recorded item (a card, tile, die, badge or piece) smaller across than that.

The fullest state of each table (the most chips, cards, tiles, dice and pieces) is saved
as ``worst_<game>.png`` (in ``$NEURODREZ_SHOTS``, else the test's own folder) for a person
to look at.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, playable
from neurodrez_desktop.ui import draw, theme

CANVAS = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
NAME = "WWWWWWWWWWWWWWWWWWWW"  # 20 of the widest letter
GAMES = 2
MAX_ACTIONS = 300
CHECKS_PER_GAME = 14
WORST: dict[str, int] = {}
"""The fullest state drawn of each table so far (its items, chips counted four each)."""


def _option_sets(entry: Any) -> list[dict[str, Any]]:
    """Defaults, the featured sets, and those the game's test profile says fill its table
    most (``TestProfile.fullest_options``)."""
    rules = entry.rules
    return [{}, *[dict(f) for f in rules.spec.featured_options],
            *[dict(f) for f in entry.tests.fullest_options]]


CASES = [pytest.param(entry, players, options,
                      id=f"{entry.id}-{players}p-" + (",".join(f"{k}={v}" for k, v in
                                                               options.items()) or "defaults"))
         for entry in playable()
         for players in sorted({entry.rules.spec.min_players, entry.rules.spec.max_players,
                                max(entry.rules.spec.min_players,
                                    min(2, entry.rules.spec.max_players))})
         for options in _option_sets(entry)]


# -- the checks ---------------------------------------------------------------------------
def _describe(widget: draw.Widget) -> str:
    kind, name, rect, _ = widget
    return f"{kind} {name[:60]!r} at {tuple(rect)}"


def _parents(widgets: list[draw.Widget]) -> list[int | None]:
    """Each widget's holder: the smallest area (larger than it) containing its centre."""
    areas = [(k, w[2]) for k, w in enumerate(widgets) if w[0] == "area"]
    parents: list[int | None] = []
    for k, (_, _, rect, _) in enumerate(widgets):
        best, best_size = None, None
        size = rect.w * rect.h
        for index, area in areas:
            if index == k or not area.collidepoint(rect.center):
                continue
            area_size = area.w * area.h
            if area_size <= size or area == rect and index > k:
                continue
            if best_size is None or area_size < best_size:
                best, best_size = index, area_size
        parents.append(best)
    return parents


def _shown(widget: draw.Widget) -> pygame.Rect:
    """Where a widget shows: a text cut short shows only within its box."""
    rect, box = widget[2], widget[3]
    return rect.clip(box) if box is not None and box.colliderect(rect) else rect


def layout_problems(widgets: list[draw.Widget]) -> list[str]:
    """Everything wrong with one frame's widgets (an empty list: all is well)."""
    problems = []
    widgets = [(kind, name, _shown((kind, name, rect, box)), box if box is None else rect)
               for kind, name, rect, box in widgets]  # (…, where it shows, what it needed)
    parents = _parents(widgets)
    for k, widget in enumerate(widgets):
        kind, name, rect, box = widget
        if not CANVAS.contains(rect):
            problems.append(f"{_describe(widget)} runs off the canvas")
        parent = parents[k]
        if parent is not None and not widgets[parent][2].contains(rect):
            problems.append(f"{_describe(widget)} runs out of {_describe(widgets[parent])}")
        if box is not None and (box.w > rect.w or box.h > rect.h):
            problems.append(f"{_describe(widget)} is cut off: it needs {box.size}, its box "
                            f"gave {rect.size}")
        least = min(rect.w, rect.h) * theme.SMALLEST_WINDOW_SCALE
        if kind == "item" and least < theme.READABLE_PX:  # a card, tile, die, badge, piece
            problems.append(f"{_describe(widget)} is {least:.1f} px across in a 1280x720 "
                            f"window, under {theme.READABLE_PX}")
    groups: dict[int | None, list[int]] = {}
    for k, parent in enumerate(parents):
        groups.setdefault(parent, []).append(k)
    for members in groups.values():
        rects = [widgets[k][2] for k in members]
        for i, k in enumerate(members):
            for j in rects[i].collidelistall(rects[i + 1:]):
                other = members[i + 1 + j]
                if rects[i] == widgets[other][2] and widgets[k][0] != widgets[other][0]:
                    continue  # one thing recorded twice (an area and its own picture)
                problems.append(f"{_describe(widgets[k])} overlaps {_describe(widgets[other])}")
    ancestors = [_ancestors(k, parents) for k in range(len(widgets))]
    for k, widget in enumerate(widgets):
        if widget[0] != "coordinate":
            continue
        for other, (_, _, rect, _) in enumerate(widgets):
            if other != k and other not in ancestors[k] and rect.colliderect(widget[2]) \
                    and k not in ancestors[other] and parents[other] != parents[k]:
                problems.append(f"{_describe(widgets[other])} covers {_describe(widget)}")
    return problems


def _ancestors(k: int, parents: list[int | None]) -> set[int]:
    out = set()
    parent = parents[k]
    while parent is not None and parent not in out:
        out.add(parent)
        parent = parents[parent]
    return out


def scene_widgets(play: Any) -> list[draw.Widget]:
    """The play scene's own rectangles (from the table's layout and its buttons)."""
    layout = play.layout
    out: list[draw.Widget] = [("area", "status bar", pygame.Rect(layout["status"]), None),
                              ("area", "buttons", pygame.Rect(layout["buttons"]), None)]
    for name, what in (("log", "Moves log"), ("message", "message box")):
        if not any(w[0] == "area" and w[2] == layout[name] for w in play.drawn_here):
            out.append(("area", what, pygame.Rect(layout[name]), None))
    for button in (play.undo_button, play.save_button, play.rules_button, play.menu_button,
                   play.hint_button, play.pause_button, play.step_button, play.speed_button):
        if button.visible:
            out.append(("item", f"{button.text} button", pygame.Rect(button.rect), None))
    return out


def frame_widgets(play: Any, canvas: pygame.Surface) -> list[draw.Widget]:
    """Draw the table once through the play scene, and all it drew: the scene's own
    panels and words, the view's widgets (``view.drawn``) and the scene's buttons."""
    with draw.recorded(canvas) as here:
        play.draw(canvas)
    play.drawn_here = here
    status = play.layout["status"]  # the scene's own status words: see the test below
    here = [w for w in here if not status.collidepoint(w[2].center)]
    return here + list(play.controller.view.drawn) + scene_widgets(play)


# -- the sizes of the words ---------------------------------------------------------------
TOO_SMALL: set[tuple[str, int]] = set()
"""Texts rendered too small to read at 1280×720 (their words and font size), this case."""


class _WatchedFont(pygame.font.Font):
    """A font that notes each text it renders too small to read in the smallest window."""

    def __init__(self, path: str | None, px: int) -> None:
        super().__init__(path, px)
        self.px = px

    def render(self, text, *args, **kwargs):  # noqa: ANN001, ANN201
        if str(text).strip() and self.px * theme.SMALLEST_WINDOW_SCALE < theme.READABLE_PX:
            TOO_SMALL.add((str(text)[:40], self.px))
        return super().render(text, *args, **kwargs)


@pytest.fixture
def readable_fonts() -> Any:
    """Every font ``theme`` makes during the test is watched (``TOO_SMALL``); the caches
    of rendered words and pictures are emptied first, so each text is rendered anew.
    Put back by hand, not by ``monkeypatch``: that is undone after the program's
    ``pygame.quit``, which would hand the next test the fonts it had killed."""
    from functools import lru_cache

    original = theme._font
    theme.clear_caches()
    theme._font = lru_cache(maxsize=64)(
        lambda size, bold: _WatchedFont(theme._font_file(bold), size))
    draw._SPRITES.clear()
    TOO_SMALL.clear()
    try:
        yield TOO_SMALL
    finally:
        theme._font = original
        theme.clear_caches()  # no watched font or word outlives the test
        draw._SPRITES.clear()


# -- the games ----------------------------------------------------------------------------
def _check_state(play: Any, driver: Any, where: str, game_id: str) -> list[draw.Widget]:
    canvas = driver.app.display.canvas
    canvas.fill(theme.BACKGROUND)
    widgets = frame_widgets(play, canvas)
    problems = layout_problems(widgets)
    if problems and os.environ.get("NEURODREZ_SHOTS"):  # the frame, to look at
        folder = Path(os.environ["NEURODREZ_SHOTS"])
        folder.mkdir(parents=True, exist_ok=True)
        pygame.image.save(canvas, str(folder / f"failed_{game_id}.png"))
    assert not problems, f"{where}:\n  " + "\n  ".join(problems[:12])
    coordinates = [w for w in widgets if w[0] == "coordinate"]
    shown = play.rules.view_for(play.session.state, play.viewer)
    expected = entry_for(game_id).tests.coordinates(shown)  # the game's test profile
    assert len(coordinates) in expected, (
        f"{where}: {len(coordinates)} coordinates drawn, not "
        + (f"{expected.start}" if len(expected) == 1 else
           f"{expected.start} to {expected.stop - 1}"))
    return widgets


def _shoot(driver: Any, game_id: str, tmp_path: Path) -> None:
    driver.frames(1)  # the buttons too
    folder = Path(os.environ.get("NEURODREZ_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.display.canvas, str(folder / f"worst_{game_id}.png"))


@pytest.mark.parametrize(("entry", "players", "options"), CASES)
def test_no_widget_overlaps_or_is_cut_off(entry, players, options, make_driver, tmp_path,
                                          readable_fonts):
    try:
        entry.rules.initial_state(players, options)
    except ValueError:
        pytest.skip("not a valid combination")
    _check_games(entry, players, options, make_driver(), tmp_path, readable_fonts)


LANGUAGE_CASES = [pytest.param(entry, code, id=f"{entry.id}-{code}")
                  for entry in playable() for code in (*i18n.SHIPPED, i18n.PSEUDO)]
"""The shipped languages and the test language (``i18n.PSEUDO``: every message 40% longer,
accented, "ÀÉÎÕÜ ñç" filler), so a label that cannot grow, a missing glyph or a string that
never went through a catalog shows here before a translation meets it."""


@pytest.mark.parametrize(("entry", "code"), LANGUAGE_CASES)
def test_no_widget_overlaps_or_is_cut_off_in_every_language(entry, code, make_driver,
                                                              tmp_path, readable_fonts):
    """The fullest tables in Spanish, Italian and the test language: a label that cannot
    grow, a missing glyph or a word cut shows."""
    spec = entry.rules.spec
    players = max(spec.min_players, min(4, spec.max_players))
    options = max(_option_sets(entry), key=lambda o: len(o))  # the most options set
    driver = make_driver()
    i18n.set_language(code)
    _check_games(entry, players, options, driver, tmp_path, readable_fonts)


def _check_games(entry: Any, players: int, options: dict[str, Any], driver: Any,
                 tmp_path: Path, readable_fonts: Any) -> None:
    rules = entry.rules
    checked = 0
    for game in range(GAMES):
        names = [Seat(NAME if k == 0 else NAME[:-1] + str(k)) for k in range(players)]
        driver.app.nav.start_new_game(rules, names, options, 40 + game)
        driver.frames(1)
        play = next(s for s in driver.app.scenes.scenes if s.name == "play")
        session = play.session
        rng = make_rng(f"layout:{entry.id}:{game}")
        decisions, most_chips, fullest_hand = 0, -1, -1
        offered: set[str] = set()  # the first words of the chips offered so far
        fullness = entry.tests.fullness
        while not session.is_over and len(session.record.actions) < MAX_ACTIONS:
            player = session.current_player
            if player == CHANCE:
                session.apply(session.chance_outcome())
                continue
            shown = rules.view_for(session.state, player)
            offers = getattr(play.controller.marks(shown, player, True), "chips", ())
            chips, full = len(offers), fullness(shown, player)
            kinds = {chip.label.split(" ")[0] for chip in offers}  # a raise to answer…
            if chips > most_chips or full > fullest_hand or not kinds <= offered or (
                    decisions % max(1, MAX_ACTIONS // 2 // CHECKS_PER_GAME) == 0):
                most_chips, fullest_hand = max(most_chips, chips), max(fullest_hand, full)
                offered |= kinds
                play.viewer, play.notice, play.hint_action = player, None, None
                play.controller.reset()
                where = f"{entry.id} game {game} action {len(session.record.actions)}"
                widgets = _check_state(play, driver, where, entry.id)
                checked += 1
                fullest = sum(w[0] == "item" for w in widgets) + 4 * chips  # cards, dice…
                if fullest > WORST.get(entry.id, 0):
                    WORST[entry.id] = fullest
                    _shoot(driver, entry.id, tmp_path)
            decisions += 1
            session.apply(rng.choice(rules.legal_actions(session.state)))
    assert checked
    assert not readable_fonts, (
        f"under {theme.READABLE_PX} px at 1280x720: "
        + "; ".join(f"{words!r} at size {px}" for words, px in sorted(readable_fonts)[:12]))


def test_the_checks_find_an_overlap_a_cut_and_a_covered_coordinate():
    """The checker itself: each fault it exists for is reported."""
    panel = pygame.Rect(0, 0, 200, 100)
    widgets: list[draw.Widget] = [
        ("area", "panel", panel, None),
        ("item", "card", pygame.Rect(10, 10, 50, 70), None),
        ("item", "another card", pygame.Rect(50, 10, 50, 70), None),  # on the first
        ("text", "a long name", pygame.Rect(110, 10, 120, 20), pygame.Rect(110, 10, 80, 20)),
        ("coordinate", "a", pygame.Rect(300, 300, 10, 10), None),
        ("item", "a die", pygame.Rect(305, 295, 30, 30), None),  # on the coordinate
        ("item", "off the table", pygame.Rect(1900, 1070, 40, 40), None),
        ("item", "a speck", pygame.Rect(600, 600, 12, 12), None),  # 8 px at 1280x720
    ]
    problems = "\n".join(layout_problems(widgets))
    assert "'a speck' at (600, 600, 12, 12) is 8.0 px across" in problems
    assert "'card' at (10, 10, 50, 70) overlaps item 'another card'" in problems
    assert "'a long name'" in problems and "cut off" in problems
    assert "covers coordinate 'a'" in problems or "overlaps coordinate 'a'" in problems \
        or "coordinate 'a' at (300, 300, 10, 10) overlaps" in problems
    assert "runs off the canvas" in problems
    assert not layout_problems(widgets[:2])


FINISHES = [pytest.param(entry, finish, id=f"{entry.id}-{finish.label or 'defaults'}")
            for entry in playable() for finish in entry.tests.finishes]
"""Each table with each set of seats and options its test profile plays to the end (in
chips where the game bets: the sitting's line)."""


@pytest.mark.parametrize(("entry", "finish"), FINISHES)
def test_status_bar_words_stay_apart(make_driver, entry, finish):
    """The play scene's status bar, with names of twenty wide letters."""
    driver = make_driver()
    seats = [Seat(NAME if k == 0 else NAME[:-1] + str(k)) for k in range(finish.players)]
    driver.app.nav.start_new_game(entry.rules, seats, dict(finish.options), 3)
    driver.frames(1)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    while play.session.current_player == CHANCE:
        play.session.apply(play.session.chance_outcome())
    play.viewer = play.session.current_player
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as here:
        play.draw(canvas)
    status = play.layout["status"]
    words = [w for w in here if status.collidepoint(w[2].center)]
    assert words
    problems = layout_problems([("area", "status bar", pygame.Rect(status), None), *words])
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", sorted(e.id for e in playable()))
def test_game_over_keeps_clear_of_the_sittings_long_names(make_driver, game_id):
    """A finished game's status bar: "Game over" and the sitting's totals (now counting the
    game just ended), with up to three players and names of twenty wide letters. NeuroDrez
    with three drew "Game over" in the middle, under the totals."""
    from tests.app.test_results import finished

    rules = entry_for(game_id).rules
    session = finished(game_id, min(3, rules.spec.max_players), {}, 5)
    names = [Seat(NAME if k == 0 else NAME[:-1] + str(k)) for k in range(len(session.seats))]
    driver = make_driver()
    driver.app.nav.start_new_game(rules, names, {}, 5)
    driver.frames(1)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    play.session.states[-1] = session.state  # the game over, with these names
    assert play.sitting_words(), "the sitting counts the game just ended"
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as here:
        play.status_bar.paint(canvas, play.layout["status"], session.current_player, None,
                              0)
    status = play.layout["status"]
    words = [w for w in here if w[0] == "text" and status.collidepoint(w[2].center)]
    assert any(w[1] == "Game over" for w in words)
    problems = layout_problems([("area", "status bar", pygame.Rect(status), None), *words])
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", sorted(e.id for e in playable()))
def test_a_finished_games_review_has_no_text_too_small_to_read(game_id, driver,
                                                                readable_fonts):
    """The review of a finished game (long names, every secret told), at its start, its
    middle and its end: nothing rendered under 11 px at 1280×720."""
    from tests.app.test_results import finished, open_results

    review = entry_for(game_id).tests.review  # the game the review tests step through
    results = open_results(driver, finished(game_id, review.players, dict(review.options),
                                            review.seed))
    driver.press(results.review_button)
    driver.frames(2)
    scene = driver.scene
    assert scene.name == "review"
    for key in (pygame.K_HOME, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_END):
        driver.key(key)
        driver.frames(1)
    for _ in range(scene.review.last // 2):
        driver.key(pygame.K_LEFT)
    driver.frames(1)
    assert not readable_fonts, (
        f"under {theme.READABLE_PX} px at 1280x720: "
        + "; ".join(f"{words!r} at size {px}" for words, px in sorted(readable_fonts)[:12]))
