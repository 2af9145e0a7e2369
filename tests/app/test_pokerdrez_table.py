"""The PokerDrez table in the real program: random legal actions made by clicking.

Every action is made through ``controller.clicks_for`` and real clicks
(``driver.play_action``), handoff screens are passed by clicking, and the seat at the screen
never sees the other seat's own cards. A click the rules forbid shows the rules' own words.
"""

from __future__ import annotations

import chess
import pygame

from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.pokerdrez.state import RESPOND, UNKNOWN, Bet, Play

RULES = get_rules("pokerdrez")
PRESENTER = entry_for("pokerdrez").presenter
CENTRE = (960, 540)
COMMON_ROW = ("queen-1", "queen-2", "bishop-1", "bishop-2", "bishop-3")


def _start(driver, table, options, seed=3):
    driver.app.nav.start_new_game(RULES, [Seat("Ada"), Seat("Bo")], options, seed)
    driver.frames(1)
    driver.settle()
    return table.play


def _to_play(driver, table) -> None:
    """Settle, and click away a handoff screen if one is due."""
    for _ in range(60):
        driver.frames(1)
        driver.settle()
        if driver.scene.name == "handoff":
            seat = driver.scene.seat
            driver.click(CENTRE)
            driver.settle()
            assert table.play.viewer == seat
        else:
            play = table.play
            if driver.scene.name != "play" or play.session.is_over or (
                    play.viewer == play.session.current_player):
                return


def _play_random(driver, table, play, count: int, seed: int, prefer=None,
                 shot_when=None) -> list:
    rng = make_rng(seed)
    session = play.session
    chosen = []
    for _ in range(count):
        _to_play(driver, table)
        if session.is_over or driver.scene.name != "play":
            break
        assert play.viewer == session.current_player
        if shot_when is not None and shot_when(session.state):
            driver.screenshot("pokerdrez-chips")
            shot_when = None
        legal = RULES.legal_actions(session.state)
        pool = [a for a in legal if prefer is not None and prefer(a)] or legal
        action = rng.choice(pool)
        before = len(session.record.actions)
        driver.play_action(action)
        assert session.record.actions[before] == action
        chosen.append(action)
    return chosen


def _made_by_players(session) -> list:
    return [a for a, m in zip(session.record.actions, session.movers, strict=True)
            if m != CHANCE]


def test_forty_random_actions_by_clicking(driver, table):
    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    assert play.viewer == 0
    driver.screenshot("pokerdrez-start")
    chosen = _play_random(driver, table, play, 60, seed=11,
                          prefer=lambda a: not isinstance(a, Play) or a.pay.source != "die")
    assert len(chosen) >= 40
    assert _made_by_players(play.session) == chosen
    _to_play(driver, table)
    driver.screenshot("pokerdrez-after-random")


def test_sacrifice_betting_and_chips_by_clicking(driver, table):
    play = _start(driver, table, {"pawn_sacrifice": True, "betting": True}, seed=5)
    chosen = _play_random(driver, table, play, 40, seed=4,
                          prefer=lambda a: not isinstance(a, Bet) or a.amount >= 0,
                          shot_when=lambda s: s.phase == RESPOND)
    assert len(chosen) >= 20 or play.session.is_over
    assert _made_by_players(play.session) == chosen
    assert any(not isinstance(a, Play) for a in chosen)
    assert any(isinstance(a, Bet) for a in chosen)
    driver.screenshot("pokerdrez-betting")


def test_a_refused_move_names_the_ruling(driver, table):
    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    view = play.controller.view
    driver.click(view.square_rect(chess.E2).center)
    driver.click(view.square_rect(chess.E5).center)
    assert play.refused and play.message == (  # the rules' words, in chess terms
        "P4: Pawn e2–e5 is not a legal chess move: a pawn moves one square forward, or two "
        "from its starting square.")
    assert len(play.session.record.actions) == 9  # only the deal


def _dealt(fen: str, white: tuple[str, ...], common: tuple[str, ...], **options):
    """A game of PokerDrez from ``fen`` with White's cards and the common row chosen."""
    from neurodrez_desktop.games.pokerdrez.state import Card, Draw

    state = RULES.initial_state(2, {"pawn_sacrifice": False, "start_fen": fen, **options})
    for card in (*white, "rook-1", "rook-2", *common):
        state = RULES.apply(state, Draw(Card.from_json(card)))
    return state


def test_p7_castling_refused_for_want_of_a_rook_card_says_so(driver, table):
    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    controller = play.controller
    square = controller.view.square_rect
    state = _dealt("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1",
                   ("knight-1", "pawn-1"), ("queen-1", "queen-2", "bishop-1", "bishop-2",
                                            "bishop-3"))
    words = ("P7: Castling is a rook move: it needs a Rook card or a Joker (you hold Knight 1, "
             "Pawn 1; common: Queen 1, Queen 2, Bishop 1, Bishop 2, Bishop 3).")
    for target in (chess.G1, chess.H1):  # two squares along, or the king's own rook
        controller.reset()
        assert controller.click(state, 0, square(chess.E1).center).action is None
        assert controller.selected == chess.E1  # any card pays a king move
        reaction = controller.click(state, 0, square(target).center)
        assert reaction.refused and reaction.action is None and str(reaction.notice) == words


def test_choosing_another_own_piece_switches_the_selection(driver, table):
    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    controller = play.controller
    square = controller.view.square_rect
    state = _dealt(chess.STARTING_FEN, ("knight-1", "pawn-1"),
                   ("queen-1", "queen-2", "bishop-1", "bishop-2", "bishop-3"))
    controller.reset()
    controller.click(state, 0, square(chess.G1).center)
    controller.click(state, 0, square(chess.B1).center)
    assert controller.selected == chess.B1
    controller.click(state, 0, square(chess.E2).center)
    assert controller.selected == chess.E2
    reaction = controller.click(state, 0, square(chess.A1).center)  # a piece that cannot move
    assert controller.selected is None and reaction.refused
    assert str(reaction.notice) == ("P4: The Rook on a1 has no legal move: it is blocked in. "
                                "Choose another piece.")
    reaction = controller.click(state, 0, square(chess.C1).center)  # nothing selected now
    assert str(reaction.notice) == ("P4: The Bishop on c1 has no legal move: it is blocked in. "
                                "Choose another piece.")


def test_black_at_the_screen_sees_no_white_card(driver, table):
    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    assert play.viewer == 0
    assert UNKNOWN not in play.shown_state().hands[0]
    assert set(play.shown_state().hands[1]) == {UNKNOWN}
    session = play.session
    for _ in range(10):  # White's turn, however many actions it takes
        driver.play_action(RULES.legal_actions(session.state)[0])
        _to_play(driver, table)
        if session.current_player == 1:
            break
    assert play.viewer == 1 and session.current_player == 1
    shown = play.shown_state()
    assert shown.hands[0] and all(card == UNKNOWN for card in shown.hands[0])
    assert UNKNOWN not in shown.hands[1]
    driver.screenshot("pokerdrez-black-at-screen")


# -- the setup screen: a start position typed as FEN ---------------------------------------------
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


def _type_fen(driver, setup, text: str) -> None:
    driver.press(setup.option_widgets["start_fen"])
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    driver.frames(2)


def test_start_fen_typed_on_the_setup_screen_starts_there(driver, table):
    driver.press(table.menu_button("new", "pokerdrez"))
    setup = driver.scene
    _type_fen(driver, setup, KIWIPETE)
    driver.press(setup.option_widgets["classic"])
    driver.screenshot("pokerdrez-setup-fen")
    driver.press(setup.start_button)
    assert driver.scene.name == "play"
    state = driver.scene.session.state
    assert state.board.fen() == KIWIPETE
    assert driver.scene.session.record.options["start_fen"] == KIWIPETE


def test_a_bad_start_fen_is_refused_on_the_setup_screen(driver, table):
    driver.press(table.menu_button("new", "pokerdrez"))
    setup = driver.scene
    _type_fen(driver, setup, "8/8/8/8/8/8/8/8 w - - 0 1")  # no kings
    driver.press(setup.start_button)
    assert driver.scene is setup, "a position without kings must not start"
    assert setup.error and "Start position" in setup.error
    driver.screenshot("pokerdrez-setup-bad-fen")
    assert setup.option_widgets["start_fen"].get_text().startswith("8/8")  # nothing lost


def test_p7_castling_by_choosing_the_rook(driver, table):
    play = _start(driver, table, {"classic": True,
                                  "start_fen": "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"})
    _to_play(driver, table)
    view = play.controller.view
    square = view.square_rect
    driver.click(square(chess.E1).center)  # the king, then where castling may go
    marks = play.controller.marks(play.shown_state(), 0, True)
    assert {chess.G1, chess.C1, chess.H1, chess.A1} <= marks.targets
    driver.click(square(chess.E1).center)  # unselect
    before = len(play.session.record.actions)
    driver.click(square(chess.H1).center)  # the rook, then the king: only a new selection
    driver.click(square(chess.E1).center)
    assert len(play.session.record.actions) == before
    assert play.controller.selected == chess.E1
    driver.click(square(chess.H1).center)  # the king, then the rook: castles
    assert play.session.record.actions[-1].move == chess.Move.from_uci("e1g1")
    _to_play(driver, table)
    driver.click(square(chess.E8).center)  # the king, then the rook
    driver.click(square(chess.A8).center)
    assert play.session.record.actions[-1].move == chess.Move.from_uci("e8c8")
    board = play.session.state.board
    assert board.piece_at(chess.F1).piece_type == chess.ROOK
    assert board.piece_at(chess.D8).piece_type == chess.ROOK


# -- P15: Export PGN from the game menu ----------------------------------------------------------
def _menu_button(driver, key):
    return next(b for b, k in driver.scene.actions.items() if k == key)


def test_p15_export_pgn_from_the_game_menu(driver, table, app_home):
    import io
    from datetime import date

    import chess.pgn

    play = _start(driver, table, {"pawn_sacrifice": False})
    chosen = _play_random(driver, table, play, 16, seed=8)
    _to_play(driver, table)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "game-menu"
    driver.press(_menu_button(driver, "export"))
    files = sorted((app_home / "exports").glob("*.pgn"))
    assert len(files) == 1 and files[0].name in driver.scene.note
    driver.screenshot("pokerdrez-exported")
    game = chess.pgn.read_game(io.StringIO(files[0].read_text()))
    plays = [a for a in chosen if isinstance(a, Play)]
    assert plays, "the random actions made no move"
    moves = [m for m in game.mainline_moves() if m]
    assert moves == [p.move for p in plays]
    comments = [node.comment for node in game.mainline() if node.move]
    assert all(c.startswith("paid with ") for c in comments)
    assert game.headers["White"] == "Ada" and game.headers["Black"] == "Bo"
    assert game.headers["Date"] == date.today().strftime("%Y.%m.%d")


def test_an_export_that_cannot_be_written_says_why(driver, table, app_home):
    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    app_home.mkdir(parents=True, exist_ok=True)
    (app_home / "exports").write_text("a file where the folder should be")
    driver.key(pygame.K_ESCAPE)
    driver.press(_menu_button(driver, "export"))
    assert driver.scene.note.startswith("The game could not be exported")
    assert (app_home / "exports").read_text() == "a file where the folder should be"
    assert play.session.record.actions  # the game goes on, nothing lost


def test_berd_has_no_export(driver, table):
    driver.app.nav.start_new_game(get_rules("berd"), [Seat("Ada"), Seat("Bo")], {}, 1)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    assert "export" not in driver.scene.actions.values()


# -- a whole game through the GUI, then the sitting goes on (P17) --------------------------------
def _aggressive(state, legal, rng):
    """Captures first (the most valuable victim), often a check: a game that ends soon."""
    plays = [a for a in legal if isinstance(a, Play)]
    board = state.board

    def victim(play):
        piece = board.piece_at(play.move.to_square)
        return piece.piece_type if piece else 1

    captures = [p for p in plays if board.is_capture(p.move)]
    if captures:
        best = max(map(victim, captures))
        return rng.choice([p for p in captures if victim(p) == best])
    checks = [p for p in plays if board.gives_check(p.move)]
    if checks and rng.random() < 0.5:
        return rng.choice(checks)
    return rng.choice([a for a in legal if not (isinstance(a, Bet) and a.amount < 0)])


def test_a_whole_betting_game_by_clicks_and_the_sitting_keeps_the_chips(driver, table,
                                                                        app_home):
    from neurodrez_desktop.app.saves import SaveStore

    play = _start(driver, table, {"betting": True}, seed=1)
    session = play.session
    rng = make_rng(1)
    for _ in range(1500):
        _to_play(driver, table)
        if session.is_over or driver.scene.name != "play":
            break
        driver.play_action(_aggressive(session.state, RULES.legal_actions(session.state), rng))
    driver.settle()
    assert session.is_over, "the game did not end within 1500 actions"
    assert driver.scene.name == "results"
    results = driver.scene
    outcome = RULES.outcome(session.state)
    assert results.sitting.totals == outcome.scores and results.sitting.games == 1
    assert results.unit == "chips" and sum(outcome.scores) == 0
    driver.screenshot("pokerdrez-whole-game-results")

    driver.press(results.swap)  # the same players change sides; the chips go with them
    second = driver.scene
    assert second.name == "play" and second.session is not session
    assert second.session.seats == tuple(reversed(session.seats))
    assert second.session.sitting.totals == tuple(reversed(outcome.scores))
    assert second.session.sitting.games == 1
    words = second.sitting_words()  # shown in the status bar
    for seat, total in zip(second.session.seats, second.session.sitting.totals, strict=True):
        assert f"{seat.name} {'+' if total > 0 else '−'}{abs(total):g}" in words
    _to_play(driver, table)
    driver.screenshot("pokerdrez-second-game-of-the-sitting")
    saved = SaveStore().load(second.kept_in)  # a resumed game keeps the sitting
    assert saved.meta["sitting"] == {"totals": list(reversed(outcome.scores)), "games": 1}


def test_p4_choosing_a_piece_outlines_the_cards_that_can_pay_for_it(driver, table):
    from neurodrez_desktop.games.pokerdrez.controller import selection_of

    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    state = play.session.state
    plays = [a for a in RULES.legal_actions(state) if isinstance(a, Play)]
    knight = next(p.move.from_square for p in plays if p.move.from_square in (chess.B1, chess.G1))
    driver.click(play.controller.view.square_rect(knight).center)
    marks = play.controller.marks(play.shown_state(), 0, True)
    expected = {selection_of(p.pay) for p in plays if p.move.from_square == knight}
    assert marks.selected == knight and marks.payable == expected
    assert all(where in ("own", "common", "die") for where, _ in expected)
    pawn_only = {s for s in expected if s[1] is not None and s[1].kind.value == "pawn"}
    assert not pawn_only, "a Pawn card cannot pay for a knight"
    driver.screenshot("pokerdrez-knight-selected")


def test_p9_the_die_tumbles_before_it_shows_the_roll(driver, table):
    from neurodrez_desktop.games.pokerdrez.state import Face, Roll

    play = _start(driver, table, {"pawn_sacrifice": False})
    session = play.session
    while session.current_player != 1:  # White moves; Black holds the die
        _to_play(driver, table)
        legal = RULES.legal_actions(session.state)
        driver.play_action(next((a for a in legal if isinstance(a, Play)), legal[0]))
        driver.settle()
    _to_play(driver, table)
    driver.app.update_settings(animation_speed="normal")
    driver.play_action(Roll())
    for _ in range(40):  # the chance pause, then the roll
        driver.frames(1)
        if isinstance(session.record.actions[-1], Face):
            break
    view = play.controller.view
    assert view.busy and view.rolling > 0
    driver.frames(3)
    driver.screenshot("pokerdrez-die-tumbling")
    driver.settle()
    assert not view.busy
    driver.frames(1)
    driver.screenshot("pokerdrez-die-landed")


def test_p1_the_discard_pile_can_be_looked_through(driver, table):
    play = _start(driver, table, {"pawn_sacrifice": False})
    _play_random(driver, table, play, 12, seed=2,
                 prefer=lambda a: isinstance(a, Play) and a.pay.source != "die")
    _to_play(driver, table)
    session = play.session
    assert session.state.discards, "no card was discarded"
    view = play.controller.view
    before = len(session.record.actions)
    driver.click(view.discard_rect.center)
    assert view.discards_open
    driver.screenshot("pokerdrez-discard-pile")
    driver.click(view.square_rect(chess.E4).center)  # any click closes it, and only that
    assert not view.discards_open
    assert len(session.record.actions) == before and not play.refused


def test_check_is_announced_and_the_player_in_check_told_why(driver, table):
    play = _start(driver, table, {"classic": True,
                                  "start_fen": "4k3/8/8/8/8/8/3R4/4K3 w - - 0 1"})
    _to_play(driver, table)
    view = play.controller.view
    driver.click(view.square_rect(chess.D2).center)
    driver.click(view.square_rect(chess.E2).center)
    assert view.banner.showing and view.banner.words.startswith("Check!")
    _to_play(driver, table)
    assert play.viewer == 1
    assert str(play.controller.hint(play.shown_state(), 1)).startswith("P12: You are in check")
    driver.screenshot("pokerdrez-check")


def test_p5_a_card_of_a_captured_type_is_marked_wild(driver, table):
    """White has no knights left: its Knight card pays as a Joker (P5), and the card, the
    hint and the log all say so, so the opponent does not take it for a mistake."""
    from neurodrez_desktop.games.pokerdrez.state import Card, Pay

    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    controller, view = play.controller, play.controller.view
    state = _dealt("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1",
                   ("knight-1", "pawn-1"), ("knight-2", "queen-2", "bishop-1", "bishop-2",
                                            "bishop-3"))
    canvas = pygame.Surface((1920, 1080))
    view.draw(canvas, state, 0, controller.no_marks(), ["Ada", "Bo"])
    words = [text for kind, text, *_ in view.drawn if kind == "text"]
    assert words.count("WILD") == 1  # White's Knight 1; its Pawn 1 is plain
    assert "WILD: W" in words  # the common Knight 2, for White only
    controller.reset()
    controller.click(state, 0, view.own_card_rect(0, 0).center)  # Knight 1 chosen to pay
    assert "with own card Knight 1 (wild: no knights left)" in str(controller.hint(state, 0))
    move = Play.from_uci("a2a4", Pay("own", Card.from_json("knight-1")))
    assert PRESENTER.action_label(state, move) == (
        "White a4 (own card Knight 1, wild: no knights left)")
    plain = Play.from_uci("a2a4", Pay("own", Card.from_json("pawn-1")))
    assert PRESENTER.action_label(state, plain) == "White a4 (own card Pawn 1)"
    if driver.shots is not None:  # for a person to look at
        driver.shots.mkdir(parents=True, exist_ok=True)
        view.draw(canvas, state, 0, controller.marks(state, 0, True), ["Ada", "Bo"])
        pygame.image.save(canvas, str(driver.shots / "pokerdrez-wild-card.png"))


def test_two_decks_deck_count_keeps_clear_of_the_die(driver, table):
    """"Deck: 103 cards" (two decks) and "Die: Black" share a row: apart, neither cut."""
    from tests.app.test_layout_overlap import layout_problems

    play = _start(driver, table, {"pawn_sacrifice": False, "two_decks": True})
    view = play.controller.view
    state = _dealt(chess.STARTING_FEN, ("knight-1", "pawn-1"), COMMON_ROW, two_decks=True)
    assert state.deck_size == 103
    view.draw(pygame.Surface((1920, 1080)), state, 0, play.controller.no_marks(),
              ["W" * 20, "W" * 20])
    deck = next(w for w in view.drawn if w[1] == "Deck: 103 cards")
    die = next(w for w in view.drawn if w[1] == "Die: Black")
    assert die[2].left - deck[2].right >= 12  # clearly apart (they were 6 px apart)
    assert not layout_problems(view.drawn)


def test_p17_a_drawn_game_whose_stake_went_to_one_says_draw(driver):
    """Stalemate after Black's raise was accepted: the game is a draw, and the last raiser
    (Black) loses the stake; the title says both, never "Ada wins" beside "a draw"."""
    from neurodrez_desktop.app.session import GameSession
    from neurodrez_desktop.games.pokerdrez.state import Card, Draw, Pay
    from tests.app.test_results import open_results

    options = {"pawn_sacrifice": False, "betting": True,
               "start_fen": "k7/3Q4/1K6/8/8/8/8/8 w - - 0 1"}
    session = GameSession.new(RULES, [Seat("Ada"), Seat("Bo")], options, 1)
    for card in ("queen-1", "pawn-1", "pawn-2", "pawn-3", "rook-1", "rook-2", "rook-3",
                 "rook-4", "rook-5"):
        session.apply(Draw(Card.from_json(card)))
    for action in (Bet(10), Bet(12), Bet(0),
                   Play.from_uci("d7c7", Pay("own", Card.from_json("queen-1"))),
                   Draw(Card.from_json("joker-1"))):
        session.apply(action)
    assert session.is_over
    results = open_results(driver, session)
    assert results.title() == "Draw — Ada takes the stake (P17)"
    assert "draw" in results.outcome.reason.lower()
    driver.screenshot("pokerdrez-stake-draw")


def test_a_piece_is_dragged_and_dropped_as_well_as_clicked(driver, table):
    """Drag and drop, as on a chess site: the pawn follows the pointer and is played where
    it is let go; let go on its own square it stays chosen; a press and release on the
    chosen piece un-chooses it; dropped where it cannot go, the rules say why."""
    from table_play import drag

    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    view, controller = play.controller.view, play.controller
    session = play.session
    before = len(session.record.actions)
    white = session.current_player
    e2, e4 = view.square_rect(chess.E2).center, view.square_rect(chess.E4).center
    drag(driver, e2, e4, shot="pokerdrez-drag")
    played = session.record.actions[before]
    assert isinstance(played, Play) and played.uci == "e2e4"
    assert session.states[before + 1].board.piece_at(chess.E4) is not None
    driver.settle()
    while session.current_player == white:  # a common card paid: one goes back (P6)
        driver.play_action(RULES.legal_actions(session.state)[0])
        driver.settle()
    _to_play(driver, table)
    # Black: pressed and let go on its own square, the knight stays chosen; again: not
    g8 = view.square_rect(chess.G8).center
    driver.click(g8)
    assert controller.selected == chess.G8
    driver.click(g8)
    assert controller.selected is None
    # dragged where it cannot go: refused in the rules' words, nothing played
    count = len(session.record.actions)
    drag(driver, g8, view.square_rect(chess.G5).center)
    assert len(session.record.actions) == count
    assert play.refused and "Knight" in play.message


def _to_black(driver, table, play) -> None:
    """White plays its first legal actions until the turn (and the screen) is Black's."""
    white = play.session.current_player
    while play.session.current_player == white:
        driver.play_action(RULES.legal_actions(play.session.state)[0])
        driver.settle()
    _to_play(driver, table)


def test_each_side_plays_from_the_bottom_and_f_turns_the_board(driver, table):
    """Hot seat: White's screen has White at the bottom, Black's (after the handoff) Black;
    F turns the board round at any time, and clicks follow the squares as drawn. With
    "White at the bottom" the board stays put."""
    play = _start(driver, table, {"pawn_sacrifice": False})
    _to_play(driver, table)
    view = play.controller.view
    white = play.session.current_player
    driver.frames(1)
    assert play.viewer == white and view.square_rect(chess.E2).y > view.square_rect(
        chess.E7).y  # White's pawns at the bottom
    driver.key(pygame.K_f)
    assert view.square_rect(chess.E2).y < view.square_rect(chess.E7).y
    driver.screenshot("pokerdrez-flipped")
    e2 = view.square_rect(chess.E2).center
    assert view.square_at(e2) == chess.E2
    driver.key(pygame.K_f)  # back
    _to_black(driver, table, play)  # White moves; the screen goes to Black
    assert play.viewer != white
    driver.frames(1)
    assert view.square_rect(chess.E7).y > view.square_rect(chess.E2).y  # Black at the bottom
    assert view.seat_box(1).y > view.seat_box(0).y  # and Black's own panel beside it
    files = sorted((w[2].x, w[1]) for w in view.drawn if w[0] == "coordinate"
                   and w[1] in "abcdefgh")
    assert [letter for _, letter in files] == list("hgfedcba")  # the letters turned too
    driver.app.nav.menu()
    driver.frames(1)
    play = _start(driver, table, {"pawn_sacrifice": False, "board_view": "white"}, seed=4)
    _to_play(driver, table)
    _to_black(driver, table, play)
    driver.frames(1)
    view = play.controller.view
    assert play.viewer == 1 - white and view.square_rect(chess.E2).y > view.square_rect(
        chess.E7).y  # fixed: White stays at the bottom for Black too


def test_the_move_list_is_numbered_pairs_apart_from_the_events(driver, table):
    """"1. e4 (…) e5 (…)": the moves in numbered pairs with what paid for each, the draws
    and put-backs under Events; a click on a move opens the review at it (read only), and
    Close comes back to the game as it was."""
    from neurodrez_desktop.app.move_list import pair_rows

    play = _start(driver, table, {"pawn_sacrifice": False})
    _play_random(driver, table, play, 14, seed=2)
    _to_play(driver, table)
    driver.frames(2)
    session = play.session
    moves = session.moves()
    assert len(moves) >= 4 and all("(" in m.text and "draws" not in m.text for m in moves)
    rows = pair_rows(moves)
    assert rows[0].number == "1." and rows[0].moves[0] is not None
    assert rows[0].moves[1] is not None and rows[1].number == "2."
    assert play.log_tab == "moves"
    driver.screenshot("pokerdrez-move-list")
    tab = play.log_panel.tabs["events"]
    driver.click(tab.center)
    assert play.log_tab == "events"
    assert any("draws" in e.text for e in play.log_entries())
    driver.click(play.log_panel.tabs["moves"].center)
    assert play.log_tab == "moves"
    driver.frames(2)
    box, entry = next((box, entry) for box, entry in play.log_panel.move_panel._boxes
                      if entry == rows[0].moves[1])  # Black's first move, in view
    before = session.record
    driver.click(box.center)
    review = driver.scene
    assert review.name == "review"
    assert review.review.current_entry().index == entry.index  # the position after it
    driver.screenshot("pokerdrez-review-from-move-list")
    driver.press(review.back)
    assert driver.scene is play and session.record == before


def test_lost_pieces_are_counted_large_and_the_deck_banner_stays_inside_the_board(driver,
                                                                                 table):
    """Fifteen lost pieces read as five counted icons ("×8" pawns) inside their panel; the
    deck-empty banner (P11) lies inside the board with betting on, its coordinates in view."""
    from tests.app.test_layout_overlap import layout_problems

    play = _start(driver, table, {"pawn_sacrifice": False, "betting": True})
    view = play.controller.view
    state = _dealt(chess.STARTING_FEN, ("knight-1", "pawn-1"), COMMON_ROW, betting=True)
    state = state.evolve(board=chess.Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1"))
    view.banner.announce("Deck empty: classic chess now, moves are free (P11)")
    canvas = pygame.Surface((1920, 1080))
    view.draw(canvas, state, 0, play.controller.no_marks(), ["W" * 20, "W" * 20])
    assert not layout_problems(view.drawn)
    icons = [w for w in view.drawn if w[1] == "lost piece"]
    assert len(icons) == 10 and all(w[2].w >= 30 for w in icons)  # 5 kinds, each side
    assert sum(1 for w in view.drawn if w[1] == "×8") == 2
    banner = next(w for w in view.drawn if w[1].startswith("Deck empty"))
    assert view.board.contains(banner[2])
