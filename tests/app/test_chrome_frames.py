"""The table's shared panels cost the same after a move late in a long game as early in it:
the move list measures only the new move's words (counted through the fonts' ``size``,
not timed), an undo and a change of language lay the list out again, and the handoff
screen's buttons are made once for the whole game, still used by keys and clicks."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from neurodrez_desktop.app.bench_ui import bench_seats
from neurodrez_desktop.app.log_panel import LogPanel
from neurodrez_desktop.app.move_list import pair_rows
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core import i18n
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.rng import chance_action
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.ui import theme

LOG_RECT = pygame.Rect(1240, 600, 660, 380)  # the size of the table's Moves panel


class CountingFont(pygame.font.Font):
    """A font that counts its measurings: the work a layout does, as a number."""

    measured = 0

    def size(self, text: str) -> tuple[int, int]:  # type: ignore[override]
        CountingFont.measured += 1
        return super().size(text)


@pytest.fixture
def counted_fonts(fonts: None, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The theme's fonts made as ``CountingFont`` (and its remembered widths forgotten)."""
    made: dict[tuple[int, bool], CountingFont] = {}

    def counting(size: int, bold: bool) -> CountingFont:
        if (size, bold) not in made:
            made[size, bold] = CountingFont(theme._font_file(bold), size)
        return made[size, bold]

    setattr(counting, "cache_clear", made.clear)  # noqa: B010  (as the lru_cache it stands for)
    monkeypatch.setattr(theme, "_font", counting)
    theme.clear_caches()
    yield
    theme.clear_caches()


def long_game(moves: int, game: str = "pokerdrez") -> GameSession:
    """A game of random moves, not over, with at least ``moves`` on its move list (for a
    game without one: entries on its log)."""
    entry = entry_for(game)

    def length(session: GameSession) -> int:
        return len(session.moves() if session.keeps_moves else session.log(None))

    for seed in range(50):
        session = GameSession.new(entry.rules, bench_seats(entry), dict(entry.bench.options),
                                  seed=seed)
        rng = random.Random(seed)
        while session.rules.outcome(session.state) is None and length(session) < moves:
            step(session, rng)
        if length(session) >= moves and session.rules.outcome(session.state) is None:
            return session
    raise AssertionError("no random game lasted that long")


def step(session: GameSession, rng: random.Random) -> None:
    """One action: a random legal move, or chance as the program draws it."""
    state = session.state
    if session.rules.current_player(state) == CHANCE:
        session.apply(chance_action(session.record.seed, len(session.record.actions),
                                    session.rules.chance_outcomes(state)))
    else:
        session.apply(rng.choice(session.rules.legal_actions(state)))


def next_move(session: GameSession, rng: random.Random) -> None:
    """Actions until one more move is on the move list."""
    before = len(session.moves())
    while len(session.moves()) == before:
        step(session, rng)


def painted(panel: LogPanel) -> pygame.Surface:
    canvas = pygame.Surface(LOG_RECT.bottomright)
    panel.paint(canvas)
    return canvas.subsurface(LOG_RECT)


def test_a_move_late_in_a_long_game_measures_only_its_own_words(counted_fonts: None) -> None:
    """The 401st move costs a handful of measurings, as the 5th does: the moves before it
    are neither measured again nor paired again (the old layout measured every move at
    each size on every move: some 1,600 here)."""
    session = long_game(400)
    panel = LogPanel(session, LOG_RECT, lambda: None)
    painted(panel)
    rng = random.Random(7)
    costs = []
    for _ in range(5):
        next_move(session, rng)
        CountingFont.measured = 0
        painted(panel)
        costs.append(CountingFont.measured)
    assert max(costs) <= 20, costs
    assert panel.move_panel.rows == pair_rows(session.moves())


def test_an_entry_late_in_a_long_log_groups_and_wraps_only_itself(fonts: None) -> None:
    """A game without a move list shows its log: the entry after 400 others is grouped
    and wrapped alone (the old panel grouped and looked up every entry's wrap again on
    every move), and the panel reads as the whole log grouped afresh would."""
    session = long_game(400, "quattro_colonne")
    panel = LogPanel(session, LOG_RECT, lambda: None)
    wrapped = panel._wrapped
    calls: list[str] = []

    def counting(text: str, width: int) -> list[str]:
        calls.append(text)
        return wrapped(text, width)

    panel._wrapped = counting  # type: ignore[method-assign]
    painted(panel)
    rng = random.Random(5)
    for _ in range(5):
        before = len(session.log(None))
        while len(session.log(None)) == before:
            step(session, rng)
        calls.clear()
        shown = painted(panel)
        assert 1 <= len(calls) <= 3, len(calls)
    fresh = LogPanel(session, LOG_RECT, lambda: None)
    assert panel.items() == fresh.items()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(painted(fresh), "RGB")


def test_an_undo_and_a_new_language_lay_the_list_out_again(counted_fonts: None) -> None:
    """After an undo the list ends at the move before; an undo and another move in its
    place between two paints (a list as long as before, its last move another) shows the
    other; in Spanish every row reads Spanish (the words measured anew in it)."""
    session = long_game(60)
    panel = LogPanel(session, LOG_RECT, lambda: None)
    rng = random.Random(3)
    for replay in (False, True):
        next_move(session, rng)
        painted(panel)
        played = session.moves()[-1]
        while session.moves() and session.moves()[-1] is played:
            assert session.undo()
        if replay:
            next_move(session, rng)
        painted(panel)
        assert panel.move_panel.rows == pair_rows(session.moves())
        assert all(played not in row.moves for row in panel.move_panel.rows)
    assert panel.move_panel.rows == pair_rows(session.moves())
    assert panel.move_panel.rows[-1].moves[0] is session.moves()[-1] or (
        panel.move_panel.rows[-1].moves[1] is session.moves()[-1])
    english = [m.text for m in session.moves()]
    i18n.set_language("es")
    painted(panel)
    spanish = [e.text for row in panel.move_panel.rows for e in row.moves if e is not None]
    assert spanish == [m.text for m in session.moves()] and spanish != english


def test_the_handoff_buttons_are_made_once_a_table_and_still_work(driver, table) -> None:
    """Each handoff shows the same Continue (made once for the table) and the same
    take-back button, in the last mover's words; a click, Space, the key ring and a click
    on "Take back" work as before; a new language makes them again in it, and closing
    the table lets them go."""
    from neurodrez_desktop.games import get_rules

    berd = get_rules("berd")
    play = table.start({"points": "hidden", "arrangement": "automatic"})
    table.until("handoff")
    first = driver.scene
    kept = first.continue_button
    assert kept is not None and first.take_back_button is None
    assert kept.tool_tip_text == "Click, Enter or Space"
    driver.press(kept)  # a click on Continue
    assert driver.scene is play and play.viewer == 0
    from neurodrez_desktop.app.scenes import handoff as handoff_scene

    # between turns the kept buttons hold no handoff (nor, through it, the table)
    assert handoff_scene._kept[play].scene is None
    table.act(berd.legal_actions(play.session.state)[0])
    table.until("handoff")
    second = driver.scene
    assert second is not first and second.continue_button is kept and kept.visible
    ada = second.take_back_button
    assert ada is not None and ada.visible and "Ada" in ada.text
    driver.key(pygame.K_SPACE)
    assert driver.scene is play and play.viewer == 1
    table.act(berd.legal_actions(play.session.state)[0])
    table.until("handoff")
    third = driver.scene
    bo = third.take_back_button
    assert third.continue_button is kept and bo is ada  # one button, Bo's words
    assert bo is not None and bo.visible and "Bo" in bo.text
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    assert third.focus.focused is bo
    moves = len(play.session.record.actions)
    driver.press(bo)  # the click takes Bo's move back
    driver.settle()
    assert len(play.session.record.actions) < moves
    table.until("handoff")
    assert driver.scene.continue_button is kept
    driver.app.set_language("es")
    driver.frames(1)
    spanish = driver.scene.continue_button
    assert spanish is not kept and spanish.text == "Continuar" and not kept.alive()
    driver.app.nav.menu()
    driver.frames(1)
    assert not spanish.alive() and not bo.alive()


def test_the_message_box_is_painted_once_per_notice(fonts: None, monkeypatch) -> None:
    """Frames showing the same notice blit the box as painted; another notice, or the Play
    hint button beside it, paints it afresh (the same pixels as a box painted anew)."""
    from neurodrez_desktop.app import message_panel
    from neurodrez_desktop.app.message_panel import MessagePanel
    from neurodrez_desktop.core.notice import Notice

    paragraphs: list[str] = []
    paragraph = message_panel.draw.paragraph

    def counting(canvas: pygame.Surface, words: str, *args: object, **kwargs: object) -> object:
        paragraphs.append(words)
        return paragraph(canvas, words, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(message_panel.draw, "paragraph", counting)
    rect = pygame.Rect(40, 900, 900, 160)
    box = MessagePanel(rect, lambda: {})
    canvas = pygame.Surface((1920, 1080))
    for _ in range(3):
        canvas.fill(theme.BACKGROUND)
        box.draw(canvas, Notice("Ada (Light) to move: click a tile"))
    assert paragraphs == ["Ada (Light) to move: click a tile"]
    box.draw(canvas, Notice("Move taken back."))
    box.draw(canvas, Notice("Move taken back."), pygame.Rect(700, 1000, 220, 50))
    assert len(paragraphs) == 3
    fresh = pygame.Surface((1920, 1080))
    fresh.fill(theme.BACKGROUND)
    MessagePanel(rect, lambda: {}).draw(fresh, Notice("Move taken back."),
                                        pygame.Rect(700, 1000, 220, 50))
    canvas.fill(theme.BACKGROUND)
    box.draw(canvas, Notice("Move taken back."), pygame.Rect(700, 1000, 220, 50))
    assert len(paragraphs) == 4  # the fresh box's
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_the_sitting_words_are_said_again_only_when_a_game_ends(driver, table) -> None:
    """The status bar's totals ("Sitting (2 games, points): …", slow to say in a
    language's numbers) are said once a game, not after every move; the game's end says
    them again (it counts at once)."""
    from neurodrez_desktop.games import get_rules

    berd = get_rules("berd")
    play = table.start({"arrangement": "automatic"})
    bar = play.status_bar
    said = bar._sitting_words
    calls: list[str] = []

    def counting() -> str:
        calls.append("said")
        return said()

    bar._sitting_words = counting  # type: ignore[method-assign]
    moves = 0
    while moves < 6:
        if driver.scene.name == "handoff":
            driver.click((960, 540))
            driver.settle()
        table.act(berd.legal_actions(play.session.state)[0])
        driver.frames(2)
        moves += 1
    assert len(play.session.record.actions) >= 6 and calls == []
    rng = random.Random(0)
    while not play.session.is_over:  # to the end (the bar reads the session alone)
        step(play.session, rng)
    bar.sitting_words()
    assert calls == ["said"]


def test_the_rulings_are_read_once_a_language_not_once_a_notice(fonts: None) -> None:
    """A notice citing a ruling links it; the game's rulings file is read and parsed once
    for all the notices in a language (1.3 ms each time), again in another language."""
    from neurodrez_desktop.app.message_panel import MessagePanel
    from neurodrez_desktop.core.notice import Notice

    entry = entry_for("pokerdrez")
    reads: list[str] = []

    def rulings() -> object:
        reads.append(i18n.language())
        return entry.rulings()

    box = MessagePanel(pygame.Rect(40, 900, 900, 160), rulings)  # type: ignore[arg-type]
    canvas = pygame.Surface((1920, 1080))
    for n in range(4):
        box.draw(canvas, Notice(f"Deck empty: classic chess now {n} (P11)"))
        assert box.rule_link is not None and box.rule_link[1] == "P11"
    i18n.set_language("es")
    box.draw(canvas, Notice("Mazo vacío (P11)"))
    assert box.rule_link is not None and reads == ["en", "es"]


def test_the_handoff_hides_its_buttons_without_unhovered_events(driver, table,
                                                                monkeypatch) -> None:
    """Continuing by key hides the handoff's buttons without the "unhovered" events
    pygame_gui posts for each (the pointer was on neither), which every widget would read
    on the next frame; a button the pointer is on is still told it is left."""
    from pygame_gui.elements import UIButton

    from neurodrez_desktop.games import get_rules

    told: list[object] = []
    unhovered = UIButton.on_unhovered

    def counting(button: UIButton) -> None:
        told.append(button)
        unhovered(button)

    monkeypatch.setattr(UIButton, "on_unhovered", counting)
    berd = get_rules("berd")
    play = table.start({"points": "hidden", "arrangement": "automatic"})
    table.until("handoff")
    driver.key(pygame.K_SPACE)
    table.act(berd.legal_actions(play.session.state)[0])
    table.until("handoff")
    handoff = driver.scene
    ours = (handoff.continue_button, handoff.take_back_button)
    assert not any(button.hovered for button in ours if button is not None)
    told.clear()
    driver.key(pygame.K_SPACE)
    assert driver.scene is play and not any(button in told for button in ours)
    assert not any(button.visible for button in ours if button is not None)
    table.act(berd.legal_actions(play.session.state)[0])
    table.until("handoff")
    kept = driver.scene.continue_button
    told.clear()
    driver.press(kept)  # the pointer on Continue: it is told it is left
    assert driver.scene is play and kept in told and not kept.visible
