"""PokerDrez at the table, as players read it (the issue "Every table reads right at the
window it opens in"): what pays for a move is said before the move is made and can be
changed; a card that cannot pay for the piece clicked says why; the raise stepper keeps
its places; a move chess forbids cites the ruling it is about.

Games start from a chosen position with chosen cards (``_open``) and are played by posting
real events (``driver.click``, ``driver.key``, ``drag``).
"""

from __future__ import annotations

import chess
import pygame
import pytest
from table_play import play_scene, to_turn

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rulings import untagged
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.pokerdrez.state import REPLENISH, Bet, Card, Draw, Play
from neurodrez_desktop.ui import theme
from tests.app.test_layout_overlap import frame_widgets, layout_problems

RULES = get_rules("pokerdrez")
COMMON = ("queen-1", "queen-2", "bishop-1", "bishop-2", "bishop-3")


@pytest.fixture(params=[(1920, 1080), (1280, 720)], ids=["1920x1080", "1280x720"])
def window(request, make_driver):
    """The program in a window of either size, as ``driver`` opens it (animations off, no
    first-game callouts); its shots are of the window itself."""
    return make_driver(size=request.param)


def _shot(driver, name: str) -> None:
    """The window as the player sees it, at its own size."""
    driver.screenshot(name)
    size = "x".join(map(str, driver.app.display.window.get_size()))
    pygame.image.save(driver.app.display.window, str(driver.shots / f"{name}-{size}.png"))


def _open(driver, fen: str, white: tuple[str, str], common=COMMON,
          black=("pawn-8", "pawn-9"), **options):
    """A game from ``fen`` with White's cards, Black's and the common row chosen, opened
    in the real program at White's turn."""
    options = {"pawn_sacrifice": False, "start_fen": fen, **options}
    session = GameSession.new(RULES, [Seat("Ada"), Seat("Bo")], options, 1)
    for card in (*white, *black, *common):
        session.apply(Draw(Card.from_json(card)))
    driver.app.nav.open_record(session.record)
    play = play_scene(driver)
    to_turn(driver, play)
    return play


def _card_pos(play, where: str, name: str) -> tuple[int, int]:
    state = play.shown_state()
    for rect, place, card in play.controller.view.card_spots(state, play.viewer):
        if place == where and card == Card.from_json(name):
            return rect.center
    raise AssertionError(f"no {where} {name} on the table")


def _square(play, square: int) -> tuple[int, int]:
    return play.controller.view.square_rect(square).center


def _chosen(play):
    """The card (or die) the table shows as paying now."""
    return play.controller.marks(play.shown_state(), play.viewer, True).pay


def _said(play) -> str:
    """The words in the message box (a refusal, or the prompt), without the rule link."""
    return untagged(play.message_text(play.shown_state(), play.viewer) or "")[1]


def _last_play(play) -> Play:
    return next(a for a in reversed(play.session.record.actions) if isinstance(a, Play))


OPEN_ROOKS = "4k3/pppp4/8/8/8/8/1PPP4/R3K2R w - - 0 1"
"""White has no queen and no bishop left: the common Queens and Bishops are wild (P5)."""


def test_p4_what_pays_is_said_before_the_move_and_can_be_changed(window):
    driver = window
    """Two own Rooks against a common wild Queen: choosing the rook says it will be paid
    with the player's own Rook (the cheapest: no put-back, no wild card spent); C and a
    click on another outlined card change it before the move is made; the move is paid
    as said."""
    play = _open(driver, OPEN_ROOKS, ("rook-7", "rook-8"))
    own7, own8 = ("own", Card.from_json("rook-7")), ("own", Card.from_json("rook-8"))
    queen = ("common", Card.from_json("queen-1"))
    driver.click(_square(play, chess.A1))
    assert play.controller.selected == chess.A1
    assert _chosen(play) == own7
    assert _said(play).startswith("Paid with: your Rook 7 — press C or click another "
                                  "outlined card to change. Move the rook on a1")
    _shot(driver, "pokerdrez-paid-with")
    driver.key(pygame.K_c)
    assert _chosen(play) == own8 and _said(play).startswith("Paid with: your Rook 8")
    driver.key(pygame.K_c)
    assert _chosen(play) == queen
    assert _said(play).startswith("Paid with: common Queen 1 (wild: no queens left)")
    driver.click(_card_pos(play, "own", "rook-7"))  # an outlined card: it pays instead
    assert play.controller.selected == chess.A1 and _chosen(play) == own7
    driver.click(_square(play, chess.A5))
    played = _last_play(play)
    assert played.uci == "a1a5" and played.pay.card == Card.from_json("rook-7")
    assert play.session.state.phase != REPLENISH  # no card to put back


def test_p7_the_line_says_what_pays_for_castling_when_the_card_named_cannot(window):
    """Any card pays for a king move, but only a Rook card, a Joker or the die for
    castling: the line says so before the king castles, and the castling is paid so."""
    driver = window
    play = _open(driver, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1",
                 ("pawn-1", "knight-2"), common=("rook-3", *COMMON[:4]))
    driver.key(pygame.K_c)  # nothing chosen yet: C says what it needs
    assert play.refused and _said(play) == ("Choose a piece first: C then changes the card "
                                            "that pays for its move.")
    driver.click(_square(play, chess.E1))
    assert _chosen(play)[0] == "own"
    assert _said(play).endswith("To castle (a rook move, paid as one), click the square two "
                                "to the side, or the rook: common Rook 3 pays for it.")
    _shot(driver, "pokerdrez-castling-paid-with")
    driver.click(_square(play, chess.G1))
    played = _last_play(play)
    assert played.uci == "e1g1" and played.pay.card == Card.from_json("rook-3")


def test_p4_a_dragged_move_is_paid_with_an_own_plain_card_first(driver):
    """Dragged at once, the move is paid as the line said while the piece was held: an
    own plain card, before a common card, before a wild one (no put-back asked)."""
    from table_play import drag

    play = _open(driver, OPEN_ROOKS, ("rook-7", "pawn-1"))
    drag(driver, _square(play, chess.H1), _square(play, chess.H5), shot="pokerdrez-drag-paid")
    played = _last_play(play)
    assert played.uci == "h1h5" and played.pay.source == "own"
    assert played.pay.card == Card.from_json("rook-7")


def test_a_card_that_cannot_pay_for_the_piece_clicked_says_why(window):
    driver = window
    """A card chosen, then a piece it cannot pay for (or the opponent's piece, or an empty
    square): the table says why, and what would do; the card stays chosen."""
    play = _open(driver, chess.STARTING_FEN, ("pawn-1", "rook-7"))
    pawn = ("own", Card.from_json("pawn-1"))
    driver.click(_card_pos(play, "own", "pawn-1"))
    assert _chosen(play) == pawn
    driver.click(_square(play, chess.G1))
    assert play.refused and _said(play) == (
        "Pawn 1 pays for a Pawn move or a King move, not for Knight g1: choose a Knight "
        "card or a Joker instead, or a piece Pawn 1 pays for.")
    driver.click(_square(play, chess.G8))
    assert play.refused and _said(play) == "The Knight on g8 is Black's; you play White."
    driver.click(_square(play, chess.E4))
    assert play.refused and _said(play) == "There is no piece on e4: click one of your pieces."
    assert _chosen(play) == pawn
    _shot(driver, "pokerdrez-card-cannot-pay")
    driver.click(_card_pos(play, "own", "pawn-1"))  # unchosen
    driver.click(_square(play, chess.E2))  # a pawn chosen; then a card that cannot pay it
    driver.click(_card_pos(play, "common", "queen-1"))
    assert play.refused and _said(play).startswith("Queen 1 pays for a Queen move or a King "
                                                   "move, not for Pawn e2")
    assert play.controller.selected == chess.E2  # nothing dropped unsaid


def test_p16_the_raise_stepper_keeps_its_places(window):
    driver = window
    """"+" clicked from 6 to 13 (past the widening "Raise to 10") stays where it was, and
    no raise is made by a click meant for it."""
    play = _open(driver, chess.STARTING_FEN, ("pawn-1", "rook-7"), betting=True)
    state, controller = play.shown_state(), play.controller
    plus = controller._chip_pos(state, 0, ("raise", 1))
    minus = controller._chip_pos(state, 0, ("raise", -1))
    before = len(play.session.record.actions)
    assert controller._raise_amount(state) == 6
    for amount in range(7, 14):
        driver.click(plus)
        assert controller.raise_to == amount
        assert controller._chip_pos(state, 0, ("raise", 1)) == plus
        assert controller._chip_pos(state, 0, ("raise", -1)) == minus
    assert len(play.session.record.actions) == before
    _shot(driver, "pokerdrez-raise-13")
    driver.click(controller._chip_pos(state, 0, Bet(13)))
    assert play.session.record.actions[-1] == Bet(13)


def test_a_move_into_check_links_to_the_check_ruling(window):
    driver = window
    """Refused moves cite what they are about: check (P12), not paying (P4); a pawn is
    told what fits its own square."""
    play = _open(driver, "3r4/8/4K3/8/8/8/4P3/3k4 w - - 0 1", ("pawn-1", "rook-7"))
    driver.click(_square(play, chess.E6))
    driver.click(_square(play, chess.D6))
    assert play.refused and play.message == (
        "P12: King e6–d6 is not a legal chess move: the king would be in check on d6.")
    driver.frames(1)
    assert play._rule_link is not None and play._rule_link[1] == "P12"
    _shot(driver, "pokerdrez-into-check")
    driver.click(_square(play, chess.E2))
    driver.click(_square(play, chess.E5))
    assert play.message == ("P4: Pawn e2–e5 is not a legal chess move: a pawn moves one "
                            "square forward, or two from its starting square.")


def test_check_is_read_whole_on_the_kings_square(window):
    """The king in check: its square says CHECK in capitals at least 17 px tall on the
    1920×1080 canvas (11 px in a 1280×720 window, ``theme.READABLE_PX``), and no piece
    figure covers those letters (the label was 8 px, under the king: "CH✝CK")."""
    driver = window
    play = _open(driver, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", ("pawn-1", "rook-7"))
    assert play.shown_state().board.is_check()
    driver.frames(1)
    view = play.controller.view
    widgets = frame_widgets(play, driver.app.display.canvas)
    (label,) = [w for w in widgets if w[0] == "text" and w[1] == "CHECK"]
    king = view.square_rect(chess.E1)
    assert king.contains(label[2]), label  # on the king's own square
    assert label[2].h * theme.SMALLEST_WINDOW_SCALE >= theme.READABLE_PX, label
    (figure,) = [w for w in widgets if w[0] == "item" and w[1] == "king in check"]
    assert king.contains(figure[2]) and not figure[2].colliderect(label[2]), (label, figure)
    board = [w for w in widgets if view.board.contains(w[2])]
    assert not layout_problems(board), layout_problems(board)
    _shot(driver, "pokerdrez-check")
