"""The NeuroDrez table in the real program: whole games made by clicking.

Every action is made through ``controller.clicks_for`` and real clicks
(``driver.play_action``); handoff screens are passed by clicking, and the seat at the
screen never sees another seat's tiles or cards.
"""

from __future__ import annotations

import pygame
from table_play import play_scene

from neurodrez_desktop.core.cards import UNKNOWN
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    DIE,
    EMPTY,
    PIECE,
    TILE,
    UNKNOWN_TILE,
    Enter,
    Kind,
    Move,
    PickPayment,
    PickPiece,
    PickReserve,
    PickTarget,
    PickTileCell,
    Place,
    Remove,
)
from neurodrez_desktop.ui import theme

RULES = get_rules("neurodrez")
PRESENTER = entry_for("neurodrez").presenter
CENTRE = (960, 540)


def _start(driver, players: int, options=None, seed: int = 5):
    driver.app.nav.start_new_game(RULES, [Seat(f"P{k + 1}") for k in range(players)],
                                  options or {}, seed)
    driver.frames(1)
    driver.settle()
    return play_scene(driver)


def _to_play(driver) -> None:
    """Settle, and click away a handoff screen if one is due."""
    for _ in range(80):
        driver.frames(1)
        driver.settle()
        scene = driver.scene
        if scene.name == "handoff":
            seat = scene.seat
            driver.click(CENTRE)
            driver.settle()
            assert driver.scene.viewer == seat
        elif scene.name != "play" or scene.session.is_over or (
                scene.viewer == scene.session.current_player):
            return


def _on_to(driver, play, phase: int, seed: int, limit: int = 400) -> None:
    """Play random legal actions by clicks until the seat at the screen is at ``phase``."""
    rng = make_rng(seed)
    session = play.session
    for _ in range(limit):
        _to_play(driver)
        if session.state.phase == phase:
            return
        driver.play_action(rng.choice(RULES.legal_actions(session.state)))
    raise AssertionError(f"no {phase} step came in {limit} actions")


def _play_by_clicks(driver, play, limit: int, seed: int, check=None) -> list:
    rng = make_rng(seed)
    session = play.session
    chosen = []
    for _ in range(limit):
        _to_play(driver)
        if session.is_over or driver.scene.name != "play":
            break
        seat = session.current_player
        assert play.viewer == seat
        if check is not None:
            check(play, seat)
        action = rng.choice(RULES.legal_actions(session.state))
        before = len(session.record.actions)
        driver.play_action(action)
        assert session.record.actions[before] == action
        chosen.append(action)
    return chosen


def _hides_the_others(play, seat) -> None:
    shown = play.shown_state()
    for k, slot in enumerate(shown.config.slots):
        if slot.seat != seat:
            assert set(shown.hands[k]) <= {UNKNOWN_TILE}
            assert set(shown.cards[k]) <= {UNKNOWN}
        else:
            assert UNKNOWN_TILE not in shown.hands[k] and UNKNOWN not in shown.cards[k]


def test_a_whole_two_player_game_by_clicks(driver, table):
    play = _start(driver, 2)
    _to_play(driver)
    driver.screenshot("neurodrez-start")
    checked = []

    def check(play, seat):
        if len(checked) % 25 == 0:
            _hides_the_others(play, seat)
        checked.append(seat)

    chosen = _play_by_clicks(driver, play, 2000, seed=3, check=check)
    driver.settle()
    assert play.session.is_over, f"the game did not end in {len(chosen)} actions"
    assert driver.scene.name == "results"
    kinds = {type(a) for a in chosen}
    assert {Place, Enter, Move} <= kinds
    players = [a for a, m in zip(play.session.record.actions, play.session.movers,
                                 strict=True) if m != CHANCE]
    assert players == chosen
    driver.screenshot("neurodrez-results")


def test_a_solo_game_by_clicks_with_every_hand_in_view(driver, table):
    play = _start(driver, 1, seed=8)
    _to_play(driver)
    assert play.viewer == 0
    chosen = _play_by_clicks(driver, play, 2000, seed=4)
    driver.settle()
    assert play.session.is_over and driver.scene.name == "results"
    assert len({a for a in chosen if isinstance(a, Enter)}) > 4
    outcome = RULES.outcome(play.session.state)
    assert outcome.together and len(outcome.scores) == 1
    driver.screenshot("neurodrez-solo-results")


def said(refusal) -> str:
    assert refusal is not None
    return f"{refusal.rule}: {refusal.message}"


def test_a_refused_click_names_the_ruling(driver, table):
    play = _start(driver, 2)
    session = play.session
    _on_to(driver, play, TILE, seed=1)
    view = play.controller.view
    centre_cell = 24
    driver.click(view.cell_rect(centre_cell).center)  # no tile chosen yet, on a laid tile
    assert play.refused and play.message.startswith("N14")
    assert play.message == said(RULES.why_not(play.shown_state(), PickTileCell(centre_cell)))
    first = next(a for a in RULES.legal_actions(session.state) if isinstance(a, Place))
    driver.click(view.cell_rect(first.cell).center)  # a free cell, but which tile?
    assert not play.refused and "tile in your hand" in play.message
    driver.click(view.hand_tile_rect(session.state.hands[session.state.slot].index(
        first.tile)).center)
    driver.click(view.cell_rect(centre_cell).center)  # a cell that already has a tile
    assert play.refused and play.message.startswith("N14: The cell d4 has a tile already")
    assert play.message == said(RULES.why_not(play.shown_state(),
                                              PickTileCell(centre_cell, first.tile)))
    driver.play_action(first)
    _to_play(driver)
    if session.state.phase == PIECE:
        driver.screenshot("neurodrez-piece-step")


def test_side_names_follow_the_colours_chosen(driver, table):
    play = _start(driver, 2, {"colours": "RBGY"})
    assert play.session.side_name(0) == "Red & Blue"
    assert play.session.side_name(1) == "Green & Yellow"
    assert PRESENTER.side_name(2, 4, {"colours": "RBGY"}) == "Green, team A"


def test_the_start_of_sudden_death_is_announced(driver, table):
    play = _start(driver, 2)
    _to_play(driver)
    view = play.controller.view
    state = play.session.state
    before, after = state.evolve(sudden=False), state.evolve(sudden=True)
    assert not view.banner.showing
    view.animate(before, RULES.legal_actions(state)[0], after, 1.0)
    assert view.banner.showing
    driver.frames(2)
    driver.screenshot("neurodrez-sudden-death")
    driver.frames(200)
    assert not view.banner.showing, "the announcement goes away by itself"
    view.animate(before, RULES.legal_actions(state)[0], after, 1.0)
    driver.frames(40)  # the action's own animation ends (input waits for it) ...
    assert not view.busy and view.banner.showing  # ... the announcement does not
    driver.click((80, 1050))  # any click, even on nothing: the player has seen it
    assert not view.banner.showing
    view.animate(before, RULES.legal_actions(state)[0], after, 0.0)
    assert not view.banner.showing, "with animations off nothing covers the board"


def test_the_click_that_dismisses_the_sudden_death_banner_does_nothing_else(driver, table):
    """The banner lies over the board: the click that sends it away is spent on it, so the
    tile (or piece) under it is not also taken; the next click acts."""
    play = _start(driver, 2)
    _to_play(driver)
    session, view = play.session, play.controller.view
    seat = session.current_player
    shown = RULES.view_for(session.state, seat)
    action = RULES.legal_actions(session.state)[0]
    clicks = play.controller.clicks_for(shown, seat, action)
    marks = play.controller.marks(shown, seat, True)
    state = session.state
    view.animate(state.evolve(sudden=False), action, state.evolve(sudden=True), 1.0)
    driver.frames(40)
    assert view.banner.showing
    before = len(session.record.actions)
    driver.click(clicks[0])
    assert not view.banner.showing
    assert len(session.record.actions) == before
    assert play.controller.marks(shown, seat, True) == marks  # nothing chosen either
    driver.play_action(action)  # now the same clicks make the action
    assert session.record.actions[before] == action


def test_a_click_on_a_partners_or_an_opponents_piece_says_whose_it_is(driver, table):
    play = _start(driver, 4, seed=2)
    session = play.session
    rng = make_rng(6)
    checked = set()
    for _ in range(600):
        _on_to(driver, play, PIECE, rng.randrange(1000))
        state = session.state
        slot = state.config.slots[state.slot]
        for cell, piece in enumerate(state.pieces):
            if piece < 0 or piece // 6 in slot.colours:
                continue
            partner = piece // 6 in state.config.sides[slot.side]
            if partner in checked:
                continue
            play.controller.reset()
            driver.click(play.controller.view.cell_rect(cell).center)
            assert play.refused
            assert ("your partner's" in play.message) == partner, play.message
            assert play.message.startswith("N15")
            assert play.message == said(RULES.why_not(play.shown_state(), PickPiece(cell)))
            checked.add(partner)
        if checked == {True, False}:
            return
        driver.play_action(rng.choice(RULES.legal_actions(session.state)))
    raise AssertionError(f"only checked {checked}")


def test_the_teams_conquest_hint_names_the_partners_piece(driver, table):
    play = _start(driver, 4, seed=2)
    state = play.session.state.evolve(phase=CLAIM)
    assert "partner" in str(play.controller.hint(state, 0))
    two = _start(driver, 2)
    assert "partner" not in str(two.controller.hint(two.session.state.evolve(phase=CLAIM), 0))


def test_seating_and_badges_follow_the_options(driver, table):
    assert "two colours" in PRESENTER.seating(2)
    assert "Yellow rests" in PRESENTER.seating(3, {"colours": "RGBY"})
    assert "Red rests" in PRESENTER.seating(3, {"colours": "GBYR"})
    assert "teams" in PRESENTER.seating(4).lower()
    assert "Solo" in PRESENTER.seating(1)
    assert "Collaborative" in PRESENTER.seating(2, {"mode": "collaborative"})
    red, green, blue = (205, 64, 64), (64, 160, 84), (66, 108, 214)
    assert PRESENTER.side_colours(0, 2, {"colours": "RBGY"}) == (red, blue)
    assert PRESENTER.side_colours(1, 4) == (green,)
    assert len(PRESENTER.side_colours(0, 1)) == 4
    play = _start(driver, 1)
    _to_play(driver)
    colour = play.session.state.config.slots[play.session.state.slot].colours[0]
    assert PRESENTER.acting_side(play.session.state).lower().startswith(
        ("red", "green", "blue", "yellow")[colour])
    assert PRESENTER.acting_side(_start(driver, 2).session.state) is None


def test_collaborative_games_say_their_goal_on_the_table(driver, table):
    play = _start(driver, 2, {"mode": "collaborative"})
    _to_play(driver)
    state = play.session.state
    view = play.controller.view
    assert "Together (N24)" in view.banner_words(state)
    assert "loses" in view.banner_words(state.evolve(sudden=True))
    assert "of 60" in PRESENTER.progress(state)
    competitive = _start(driver, 2).session.state
    assert "Together" not in view.banner_words(competitive)
    assert "of 100" in PRESENTER.progress(competitive)
    driver.screenshot("neurodrez-collaborative")


def test_laid_and_removed_tiles_and_taken_pieces_are_animated(driver, table):
    play = _start(driver, 2)
    session = play.session
    _on_to(driver, play, TILE, seed=2)
    view = play.controller.view
    before = session.state
    place = next(a for a in RULES.legal_actions(before) if isinstance(a, Place))
    after = RULES.apply(before, place)
    view.animate(before, place, after, 1.0)
    assert view.ghost is not None and view.ghost.grow and view.busy
    driver.frames(3)
    driver.screenshot("neurodrez-tile-laid")
    driver.frames(60)
    assert view.ghost is None, "the tile settles"
    view.animate(after, Remove(place.cell), before, 1.0)  # the same tile taken away again
    assert view.ghost is not None and not view.ghost.grow
    driver.frames(60)
    assert view.ghost is None
    pieces = list(after.pieces)
    pieces[0], pieces[1] = 0, 6 * 2  # a red king on a7 takes a blue king on b7
    start = after.evolve(pieces=tuple(pieces))
    view.animate(start, Move(0, 1, "die"), start, 1.0)
    assert view.slide is not None and view.ghost is not None and view.ghost.delay > 0
    driver.frames(60)
    assert view.ghost is None and view.slide is None
    view.animate(start, Move(0, 1, "die"), start, 0.0)  # animations off: nothing waits
    assert view.ghost is None and not view.busy


def _to_a_move(driver, play, seed: int) -> Move:
    """On, by clicks, to a piece step of the seat at the screen with a piece to move."""
    rng = make_rng(seed)
    for _ in range(60):
        _on_to(driver, play, PIECE, rng.randrange(1000))
        moves = [a for a in RULES.legal_actions(play.shown_state()) if isinstance(a, Move)]
        if moves:
            return moves[0]
        driver.play_action(rng.choice(RULES.legal_actions(play.session.state)))
    raise AssertionError("no piece to move came")


def _hover(driver, pos) -> None:
    import pygame

    where = driver.app.display.to_window(pos)
    pygame.mouse.set_pos(where)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frames(2)


def test_a_picked_piece_shows_the_rules_words_for_every_tile(driver, table):
    play = _start(driver, 2)
    move = _to_a_move(driver, play, seed=4)
    controller = play.controller
    controller.reset()
    driver.click(controller.view.cell_rect(move.origin).center)
    assert controller.selected == PickPiece(move.origin) and not play.refused
    shown, seat = play.shown_state(), play.session.current_player
    marks = controller.marks(shown, seat, True)
    labels = {PRESENTER.action_label(shown, a, seat) for a in RULES.legal_actions(shown)
              if isinstance(a, Move) and a.origin == move.origin}
    refused = [c for c in range(49) if shown.tiles[c] != EMPTY and c not in marks.targets]
    assert marks.targets and refused
    for cell in marks.targets:
        assert marks.reasons[cell] in labels  # what the move does, in the log's words
    for cell in refused:  # a tip has the words; the message box adds the ruling's link
        assert marks.reasons[cell] == RULES.why_not(shown, PickTarget(PickPiece(
            move.origin), cell)).message
    cell = refused[0]
    _hover(driver, controller.view.cell_rect(cell).center)
    driver.screenshot("neurodrez-why-not-tip")
    driver.click(controller.view.cell_rect(cell).center)
    assert play.refused and play.message == said(RULES.why_not(shown, PickTarget(PickPiece(
        move.origin), cell)))
    assert play.shown_words == marks.reasons[cell]
    driver.screenshot("neurodrez-why-not-message")


def test_a_payment_that_pays_for_nothing_is_refused_in_the_rules_words(driver, table):
    play = _start(driver, 2)
    _to_a_move(driver, play, seed=4)
    controller = play.controller
    controller.reset()
    shown = play.shown_state()
    driver.click(controller.view.die_rect.center)
    refusal = RULES.why_not(shown, PickPayment(DIE))
    if refusal is None:  # the die pays for something: it is chosen
        assert controller.pay == DIE and not play.refused
    else:
        assert play.refused and play.message == said(refusal) and controller.pay is None
    slot = shown.config.slots[shown.slot]
    resting = next(kind for kind in Kind if slot.colours[0] * 6 + kind not in shown.pieces)
    controller.reset()
    driver.click(controller.view.reserve_rect(0, resting).center)
    words = RULES.why_not(shown, PickReserve(slot.colours[0], resting))
    assert (controller.selected == PickReserve(slot.colours[0], resting)) == (words is None)
    if words is not None:
        assert play.refused and play.message == said(words)


def test_the_rules_words_fit_the_message_box(driver, table):
    """Refusals are shown whole: at the play scene's size (28 px, in the message box less
    its margins) the longest of a game's refusals fits."""
    play = _start(driver, 2)
    box = play.layout["message"].inflate(-30, -20)
    lines = box.h // theme.font(28).get_linesize()
    seen: list = []
    for players in (1, 2, 3, 4):
        random_playout(RULES, players, {}, make_rng(players), on_step=lambda s, a: seen.append(s))
    words = set()
    for state in [s for s in seen if RULES.current_player(s) >= 0][::4]:
        shown = RULES.view_for(state, RULES.current_player(state))
        pays = [None, DIE, *set(shown.cards[shown.slot])]
        picks = [PickPiece(cell, pay) for cell in range(49) for pay in pays]
        picks += [PickReserve(colour, kind, pay) for colour in range(4) for kind in Kind
                  for pay in pays]
        picks += [PickPayment(pay) for pay in pays if pay is not None]
        picks += [PickTileCell(cell, t) for cell in range(49)
                  for t in (None, *shown.hands[shown.slot][:1])]
        own = [p for p in picks[:49 * len(pays)] if shown.pieces[p.cell] != EMPTY]
        picks += [PickTarget(p, cell) for p in own[::3] for cell in range(49)]
        for pick in picks:
            refusal = RULES.why_not(shown, pick)
            if refusal is not None:
                words.add(said(refusal))
    assert len(words) > 100
    longest = max(words, key=lambda w: len(theme.wrap(w, 28, box.w)))
    assert len(theme.wrap(longest, 28, box.w)) <= lines, longest


def test_the_roller_sees_their_own_roll_after_the_handoff(driver, table):
    """Hot seat: the dice of a turn (N13) tumble on the screen of the player whose turn
    they open, handed over first (they played on the last player's screen 13 times in 18)."""
    from neurodrez_desktop.games.neurodrez.state import Dice

    play = _start(driver, 2)
    rolls: list[tuple[int | None, int]] = []
    played = play.play

    def watching(action):
        state = play.session.state
        if isinstance(action, Dice):
            rolls.append((play.viewer, state.config.slots[state.slot].seat))
        played(action)

    play.play = watching
    _play_by_clicks(driver, play, 60, seed=3)
    assert len(rolls) >= 6 and len({seat for _, seat in rolls}) == 2
    assert all(viewer == seat for viewer, seat in rolls), rolls


def test_n25_solo_shows_every_colours_tiles_and_cards(driver, table):
    """Solo: the hands are open (N25), so beside the mover's hand the other three colours'
    tiles and cards are shown too; in a game of two people, never the other's."""
    for players, expected in ((1, 3), (2, 0)):
        play = _start(driver, players)
        _to_play(driver)
        view = play.controller.view
        shown = play.shown_state()
        view.draw(pygame.Surface((1920, 1080)), shown, play.viewer, play.controller.no_marks(),
                  [s.name for s in play.session.seats])
        others = [k for k in range(len(shown.config.slots)) if k != view.hand_slot(
            shown, play.viewer)]
        tiles = sum(1 for w in view.drawn if w[1] == "tile in another hand")
        assert tiles == (sum(len(shown.hands[k]) for k in others) if expected else 0)
        assert tiles > 0 or not expected  # solo: there were tiles to show
        for k in others[:expected]:
            words = ", ".join(str(card) for card in shown.cards[k])
            assert any(w[1] == words for w in view.drawn), words
        if expected:  # another colour's hand changes: the panel shows it at once
            k = others[0]
            changed = shown.evolve(cards=tuple(c if j != k else c[:1]
                                               for j, c in enumerate(shown.cards)))
            view.draw(pygame.Surface((1920, 1080)), changed, play.viewer,
                      play.controller.no_marks(), [s.name for s in play.session.seats])
            assert any(w[1] == str(changed.cards[k][0]) for w in view.drawn)
        driver.app.nav.menu()
        driver.frames(1)


def test_a_piece_shows_its_tile_and_whether_it_is_safe_or_still_conquering(driver, table):
    """Every piece on the board has its tile's surface shown beside it (the piece covers
    the printed symbol) and a mark: safe on a friendly tile (N16) or open to capture."""
    from neurodrez_desktop.games.neurodrez.movement import board_of

    play = _start(driver, 1)
    _to_play(driver)
    _play_by_clicks(driver, play, 40, seed=4)
    _to_play(driver)
    view = play.controller.view
    shown = play.shown_state()
    view.draw(pygame.Surface((1920, 1080)), shown, play.viewer, play.controller.no_marks(),
              ["Solo"])
    standing = board_of(shown)
    cells = [c for c in range(49) if shown.pieces[c] != EMPTY]
    assert cells
    safe = sum(standing.safe(c) for c in cells)
    drawn = [w[1] for w in view.drawn]
    assert drawn.count("surface under a piece") == len(cells)
    assert drawn.count("safe piece") == safe
    assert drawn.count("capturable piece") == len(cells) - safe



def test_cards_paid_and_drawn_are_animated(driver, table):
    """A card paid for a piece rises from the hand and fades (shown and discarded, N15);
    the card drawn in its place slides into the hand on the screen."""
    from neurodrez_desktop.core.cards import Card
    from neurodrez_desktop.games.neurodrez.state import Draw, Enter, Move

    play = _start(driver, 2)  # the draw comes while the mover's hand is on the screen
    _to_play(driver)
    view, session = play.controller.view, play.session
    rng = make_rng(6)
    for _ in range(200):
        _to_play(driver)
        legal = RULES.legal_actions(session.state)
        paid = [a for a in legal if isinstance(a, Enter | Move) and isinstance(a.pay, Card)]
        if paid:
            break
        driver.play_action(rng.choice(legal))
    assert paid, "no card-paid move came"
    before = session.state
    after = RULES.apply(before, paid[0])
    view.flights.clear()
    view.animate(before, paid[0], after, 1.0)
    assert len(view.flights) == 1 and view.flights[0].fades
    assert view.flights[0].card == paid[0].pay
    start = view.flights[0].tween.start
    assert start == view.card_rect(before.cards[before.slot].index(paid[0].pay)).center
    while RULES.current_player(after) != CHANCE or not isinstance(
            RULES.chance_outcomes(after)[0][0], Draw):
        after = RULES.apply(after, RULES.legal_actions(after)[0]) if RULES.current_player(
            after) >= 0 else RULES.apply(after, RULES.chance_outcomes(after)[0][0])
    draw_action = RULES.chance_outcomes(after)[0][0]
    drawn = RULES.apply(after, draw_action)
    view.flights.clear()
    assert view.animate(after, draw_action, drawn, 1.0) == "card"
    assert len(view.flights) == 1 and not view.flights[0].fades
    driver.frames(3)
    driver.screenshot("neurodrez-card-drawn")
    view.update(1.0)
    assert not view.flights  # gone once arrived


def test_pieces_and_tiles_are_dragged_and_dropped_as_well_as_clicked(driver, table):
    """A tile from the hand, a piece from the reserve or one on the terrain: pressed,
    dragged and let go on a cell, it is laid, entered or moved there as two clicks would."""
    from table_play import drag

    from neurodrez_desktop.games.neurodrez.state import Enter, Move, Place

    play = _start(driver, 2)
    session = play.session
    rng = make_rng(8)
    dragged: set[type] = set()
    for _ in range(300):
        _to_play(driver)
        if session.is_over or len(dragged) == 2:
            break
        seat = session.current_player
        shown = RULES.view_for(session.state, seat)
        legal = RULES.legal_actions(session.state)
        two = [(a, c) for a in legal if isinstance(a, Place | Enter | Move)
               and type(a) not in dragged
               and len(c := play.controller.clicks_for(shown, seat, a)) == 2]
        if not two:
            driver.play_action(rng.choice(legal))
            continue
        action, (start, end) = two[0]
        before = len(session.record.actions)
        drag(driver, start, end, shot=f"neurodrez-drag-{type(action).__name__}")
        marks = play.controller.marks(shown, seat, True)
        assert marks.drag is None  # let go: nothing is held any more
        assert session.record.actions[before] == action, play.message
        dragged.add(Place if isinstance(action, Place) else Enter if isinstance(
            action, Enter) else Move)
    assert Place in dragged and len(dragged) == 2, dragged


def test_while_a_computer_thinks_the_hand_shown_names_its_owner(driver):
    """Two people and a computer: while the computer (Blue) thinks, the hand panel under
    its "Blue · Cy" heading shows the hand of the person who last had the screen — and
    says whose it is, never reading as the computer's."""
    from test_layout_overlap import frame_widgets

    seats = [Seat("Ann"), Seat("Cy", "computer:easy"), Seat("Bob")]
    driver.app.nav.start_new_game(RULES, seats, {}, 5)
    play = play_scene(driver)
    play.computers.step = lambda dt, seat: None  # the computer thinks for ever
    for _ in range(400):
        driver.frames(1)
        driver.settle()
        if driver.scene.name == "handoff":
            driver.click(CENTRE)
            continue
        player = play.session.current_player
        if player == 1 and play.viewer == 0:
            break
        if player == 0 and play.viewer == 0:
            driver.play_action(RULES.legal_actions(play.session.state)[0])
    else:
        raise AssertionError("the computer's turn after Ann never came")
    texts = [name for kind, name, _, _ in frame_widgets(play, driver.app.display.canvas)
             if kind == "text"]
    driver.screenshot("computer-thinks-ann-looks")
    heading = next(t for t in texts if "tiles" in t and ":" in t)
    assert heading.startswith("Ann's hand · "), heading
