"""Plain words, with the rule one click away: every refusal and prompt of the five games
says in words what is wrong and what would make it possible; the ruling it cites is only
the message's lead id (``"B7: words"``), which the table shows as a "Rule B7" link.

Seeded random games of every table are driven without a window; at many of their states
the rules are asked to refuse actions legal in other states, and the table is clicked at
random places and at the clicks of those other actions. Each refusal's words, and each
prompt, must start with a capital letter, never with a ruling id, hold no "(X12)" code,
cite (as their lead) only a ruling the game ships, and fit the game's message box whole.
Then a refused click through real pygame events shows the words and the link, and the link
opens the rules reader at that ruling.
"""

from __future__ import annotations

import contextlib
import re
from typing import Any

import pygame
import pytest

from neurodrez_desktop.app.scenes.play import make_controller
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE, Refusal
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.core.rulings import RULING_ID, find_ruling, untagged
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.layout import table_layout

ENTRIES = {entry.id: entry for entry in playable()}
GAMES = 2
MAX_ACTIONS = 240
EVERY = 3
"""States between two looks (every third state of a game is asked about)."""
FOREIGN = 12
"""Actions legal elsewhere that each looked-at state is asked to refuse."""
CLICKS = 10
BARE_CODE = re.compile(r"\(\s*[A-Z]\d{1,2}[a-z]?\b[^)]*\)")
"""A ruling id inside parentheses: "(B11a)", "(P5: you have no …)"."""
LINK_ROOM = 130
"""What the "Rule B11" link takes from the message box's width (play.py's drawing)."""


def word_problem(text: str, rulings: dict[str, Any], lead_allowed: bool) -> str | None:
    """What is wrong with a message a player reads, or None when it reads well.

    ``lead_allowed``: ``text`` is the table's form, whose lead "B7: " becomes the link.
    """
    rule, words = untagged(text) if lead_allowed else (None, text)
    if rule is not None and find_ruling(rulings, rule) is None:
        return f"cites {rule}, which the game does not ship"
    if not words.strip():
        return "no words"
    if RULING_ID.match(words):
        return "begins with a ruling id"
    if not words[0].isupper():
        return "does not begin with a capital letter"
    if BARE_CODE.search(words):
        return f"holds a code in parentheses: {BARE_CODE.search(words).group(0)!r}"
    if RULING_ID.search(words) and "Rule " not in words:
        return f"names {RULING_ID.search(words).group(0)} inside the sentence"
    return None


def refusal_problem(refusal: Refusal, rulings: dict[str, Any]) -> str | None:
    if find_ruling(rulings, refusal.rule) is None:
        return f"its rule {refusal.rule!r} is not a ruling the game ships"
    return word_problem(refusal.message, rulings, lead_allowed=False)


def fits(text: str, box: pygame.Rect) -> bool:
    """The words, set as the play scene sets them (28 down to 16 px, beside the link),
    fit the message box whole."""
    _, words = untagged(text)
    inner = box.inflate(-30, -20)
    inner.w -= LINK_ROOM
    size, lines = theme.fitted_lines(words, 28, 16, inner.w, inner.h)
    return len(lines) * theme.font(size).get_linesize() <= inner.h


def _option_sets(rules: Any) -> list[dict[str, Any]]:
    """The defaults and the option sets the game features (variants with words of their
    own: Berd's colour protection and points, PokerDrez's betting …)."""
    return [{}, *[dict(f) for f in rules.spec.featured_options]]


CASES = [pytest.param(entry_id, players, options,
                      id=f"{entry_id}-{players}p-" + (",".join(f"{k}={v}" for k, v in
                                                               options.items()) or "defaults"))
         for entry_id, entry in sorted(ENTRIES.items())
         for players in sorted({entry.rules.spec.min_players, entry.rules.spec.max_players})
         for options in _option_sets(entry.rules)]


@pytest.mark.parametrize(("entry_id", "players", "options"), CASES)
def test_every_refusal_and_prompt_reads_in_plain_words(entry_id, players, options):
    pygame.init()
    entry = ENTRIES[entry_id]
    rules = entry.rules
    try:
        rules.initial_state(players, options)
    except ValueError:
        pytest.skip("not a valid combination")  # e.g. a solo option with four seats
    rulings = entry.rulings()
    layout = table_layout(entry)
    box = layout["message"]
    problems: dict[str, str] = {}
    seen = 0
    pool: list[Any] = []  # actions legal somewhere in these games

    def look(text: str | None, where: str, lead_allowed: bool = True) -> None:
        nonlocal seen
        if not text:
            return
        seen += 1
        problem = word_problem(text, rulings, lead_allowed)
        if problem is None and not fits(text, box):
            problem = f"does not fit the {box.w}x{box.h} message box"
        if problem is not None:
            problems.setdefault(text, f"{where}: {problem}")

    for game in range(GAMES):
        session = GameSession.new(rules, [Seat(f"P{k + 1}") for k in range(players)],
                                  options,
                                  seed=100 + game)
        controller = make_controller(entry, session, layout)
        rng = make_rng(f"refusal words:{entry_id}:{players}:{game}")
        canvas = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
        while not session.is_over and len(session.record.actions) < MAX_ACTIONS:
            player = session.current_player
            state = session.state
            if player == CHANCE:
                session.apply(session.chance_outcome())
                continue
            legal = rules.legal_actions(state)
            at = f"{entry_id} game {game} action {len(session.record.actions)}"
            if len(session.record.actions) % EVERY == 0:
                view = rules.view_for(state, player)
                foreign = [a for a in rng.sample(pool, min(FOREIGN, len(pool)))
                           if a not in legal]
                for action in foreign:
                    refusal = rules.refusal(state, action)
                    assert refusal is not None, f"{at}: {action} is refused with no reason"
                    problem = refusal_problem(refusal, rulings)
                    if problem is not None:
                        problems.setdefault(refusal.message, f"{at}, {action}: {problem}")
                    look(str(refusal.notice()), f"{at}, {action}")
                controller.reset()
                look(str(controller.hint(view, player) or ""), f"{at} prompt")
                clicks = [(rng.randrange(canvas.w), rng.randrange(canvas.h))
                          for _ in range(CLICKS)]
                for action in foreign[:3]:
                    with contextlib.suppress(KeyError, ValueError, IndexError, AssertionError,
                                             AttributeError, TypeError):
                        clicks += controller.clicks_for(view, player, action)  # if it has any
                for pos in clicks:
                    reaction = controller.click(view, player, pos)
                    if reaction.action is not None:
                        controller.reset()
                    elif reaction.notice is not None:
                        look(str(reaction.notice), f"{at} click {pos}")
                    look(str(controller.hint(view, player) or ""), f"{at} prompt after {pos}")
                controller.reset()
            pool.extend(rng.sample(legal, min(4, len(legal))))
            del pool[:-400]
            session.apply(rng.choice(legal))
            controller.reset()
    assert seen > 50, f"only {seen} messages were looked at"
    listed = "\n".join(f"  {text!r}\n    {why}" for text, why in list(problems.items())[:40])
    assert not problems, f"{len(problems)} messages read badly:\n{listed}"


def test_the_check_catches_a_code_a_player_cannot_read():
    rulings = ENTRIES["berd"].rulings()
    assert word_problem("B7: Three sideways moves in a row already: move forward.",
                        rulings, True) is None
    for bad in ("B7: three sideways moves in a row already", "B7 Side moves: move forward",
                "Move forward (B7).", "The game is over (B11a).", "A pass is allowed (B10)"):
        assert word_problem(bad, rulings, False) is not None, bad
    assert word_problem("B99: Move forward.", rulings, True) is not None
    assert refusal_problem(Refusal("B7", "B7: move forward"), rulings) is not None
    assert refusal_problem(Refusal("end", "The game is over."), rulings) is not None


def test_a_refused_click_shows_plain_words_and_the_rule_link(driver):
    from neurodrez_desktop.games import get_rules

    driver.app.nav.start_new_game(get_rules("berd"), [Seat("Ada"), Seat("Bo")],
                                  {"size": 3, "arrangement": "manual"}, 1)
    driver.frames(1)
    play = driver.scene
    driver.click(play.controller.view.square_rect((1, 1)).center)  # not Light's baseline
    driver.frames(1)
    assert play.refused
    rule, words = untagged(play.message)
    assert rule == "B4"
    assert word_problem(play.message, ENTRIES["berd"].rulings(), True) is None
    assert play._rule_link is not None and play._rule_link[1] == "B4"
    assert play.shown_words == words  # the box shows the words alone, the id is the link
    link = play._rule_link[0]
    assert play.layout["message"].contains(link)
    driver.screenshot("refusal-in-plain-words")
    driver.click(link.center)
    assert driver.scene.name == "rules" and driver.scene.cited.id == "B4"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is play and play.session.record.actions == ()


def _at_the_table(driver) -> Any:
    """The play scene once a person at the screen is to act (handoffs clicked away)."""
    for _ in range(80):
        driver.frames(1)
        driver.settle()
        scene = driver.scene
        if scene.name == "handoff":
            driver.click((960, 540))
            continue
        assert scene.name == "play"
        if scene.session.current_player >= 0 and scene.viewer == scene.session.current_player:
            return scene
    raise AssertionError("no person came to act")


@pytest.mark.parametrize("entry_id", sorted(ENTRIES))
def test_in_every_game_a_refused_click_shows_words_and_a_link_to_its_ruling(driver, entry_id):
    """Real clicks on random places of the table until one is refused: the box shows the
    words alone, its corner the "Rule X" link of the ruling the refusal cites, and a click
    on the link opens the rules reader at that ruling; Esc comes back to the same game."""
    entry = ENTRIES[entry_id]
    players = entry.rules.spec.min_players
    driver.app.nav.start_new_game(entry.rules, [Seat(f"P{k + 1}") for k in range(players)],
                                  {}, 5)
    rng = make_rng(f"refused click:{entry_id}")
    area = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
    play = None
    for _ in range(300):
        play = _at_the_table(driver)
        if play.session.is_over:
            break
        pos = (rng.randrange(area.w), rng.randrange(area.h))
        if play.layout["buttons"].collidepoint(pos) or play.layout["message"].collidepoint(pos):
            continue  # Undo, Save, Rules, Menu and the link itself are not the table's
        driver.click(pos)
        driver.frames(1)
        if play.refused and play._rule_link is not None:
            break
    assert play is not None and play.refused and play._rule_link is not None, (
        f"{entry_id}: no click was refused with a ruling")
    rule, words = untagged(play.message)
    assert rule == play._rule_link[1]
    assert word_problem(play.message, entry.rulings(), True) is None, play.message
    assert play.shown_words == words
    link = play._rule_link[0]
    assert play.layout["message"].contains(link)
    driver.screenshot(f"{entry_id}-refused-in-plain-words")
    actions = play.session.record.actions
    driver.click(link.center)
    assert driver.scene.name == "rules"
    assert driver.scene.cited is not None and driver.scene.cited.id == find_ruling(
        entry.rulings(), rule).id
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is play and play.session.record.actions == actions


def test_a_prompt_that_cites_a_ruling_shows_its_link_too(driver):
    """Not only refusals: the prompt of what to do now (Neuroriders' "take a room") leads
    with its ruling, shown as the link beside plain words, and the link opens it."""
    rules = ENTRIES["neuroriders"].rules
    driver.app.nav.start_new_game(rules, [Seat("Ada"), Seat("Bo")], {}, 3)
    play = _at_the_table(driver)
    driver.frames(1)
    assert play.message is None and not play.refused  # the controller's prompt is shown
    text = play.message_text(play.shown_state(), play.session.current_player)
    rule, words = untagged(text)
    assert rule == "R7" and words.startswith("Take a room")  # the status bar names Ada
    assert play._rule_link is not None and play._rule_link[1] == "R7"
    assert play.shown_words == words and "(R7)" not in words
    driver.click(play._rule_link[0].center)
    assert driver.scene.name == "rules" and driver.scene.cited.id == "R7"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is play
