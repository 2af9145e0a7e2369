"""PokerDrez input: a card (or the die), a piece and a target square make a paid move.

Clicking one of your cards, a common card or the rolled die chooses what pays (P4, P9);
clicking one of your pieces selects it; clicking a highlighted square plays the move.
Once a piece is chosen the table says what will pay for its move ("Paid with: your Rook
7"), before the move is made: the card chosen, else the cheapest (``preference``); C or a
click on another outlined card changes it. Every other action (roll,
redeal, Neutral exchanges, the card put back into the common row, bets, declining the pawn
sacrifice, the promotion piece) is a chip in the actions area. Legality always comes from
``rules.legal_actions``; a click the rules forbid shows their own words: ``rules.why_not``
for a card, piece or square chosen (``PickPayment``, ``PickPiece``, ``PickTarget``),
``rules.refusal`` for an action.
"""

from __future__ import annotations

from collections.abc import Callable

import chess
import pygame

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.core.notice import Notice, not_offered
from neurodrez_desktop.core.protocol import Rules
from neurodrez_desktop.games.pokerdrez import prompts, words
from neurodrez_desktop.games.pokerdrez.catalog import _
from neurodrez_desktop.games.pokerdrez.payments import exhausted_types, wild_words
from neurodrez_desktop.games.pokerdrez.state import (
    NEUTRAL,
    REPLENISH,
    RESPOND,
    SACRIFICE,
    TURN,
    Bet,
    Exchange,
    Pay,
    PickPayment,
    PickPiece,
    PickTarget,
    Play,
    PokerDrezAction,
    PokerDrezSelection,
    PokerDrezState,
    Redeal,
    Replenish,
    Roll,
    Sacrifice,
    color_of,
)
from neurodrez_desktop.games.pokerdrez.view import Marks, PokerDrezView
from neurodrez_desktop.ui import intents
from neurodrez_desktop.ui.chips import Chip
from neurodrez_desktop.ui.held import Held
from neurodrez_desktop.ui.table import (
    HAND,
    GameController,
    Reaction,
    TableSetup,
    Target,
    chip_targets,
)

PaySpot = tuple[str, Card | None]
"""Where the chosen payment lies on the table: ("own"|"common", card) or ("die", None)."""
PROMOTIONS = (chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT)
SOURCE_RANK = {"die": 0, "free": 0, "own": 1, "common": 2}
ChipValue = PokerDrezAction | tuple[str, int]
"""What a chip stands for: the action it makes, or a choice kept until the move is made
(``("promote", piece type)``, ``("raise", ±1)`` a step of the raise)."""


def preference(play: Play, exhausted: frozenset[CardType] = frozenset()
               ) -> tuple[int, int, tuple[int, int]]:
    """Which payment the table offers when the player chose none, cheapest first: the die
    (an unused roll is lost at the end of the turn, P9); then one of your own plain cards
    (nothing to put back); then a common one (a card of yours then goes back to the row,
    P6); a wild card last, whoever holds it: a Joker, or a card of a type in ``exhausted``
    (P5), since it could pay for any later move."""
    card = play.pay.card
    wild = card is not None and (card.kind is CardType.JOKER or card.kind in exhausted)
    return (int(wild), SOURCE_RANK[play.pay.source], card.sort_key if card else (0, 0))


def routes(board: chess.Board, plays: list[Play]) -> list[tuple[int, int, Play]]:
    """(first square clicked, second square clicked, play) for every play.

    A move is its from and to squares; castling may also be made by choosing the king,
    then its rook (P7 counts castling as a rook move). Rook then king stays a change of
    selection: a click meant to pick the king never spends a card.
    """
    found = []
    for play in plays:
        move = play.move
        found.append((move.from_square, move.to_square, play))
        if board.is_castling(move):
            kingside = chess.square_file(move.to_square) > chess.square_file(move.from_square)
            rook = chess.square(7 if kingside else 0, chess.square_rank(move.from_square))
            found.append((move.from_square, rook, play))
    return found


def selection_of(pay: Pay) -> PaySpot:
    """The card (or the die) a payment is made with, as the player chooses it."""
    return ("die", None) if pay.source == "die" else (pay.source, pay.card)


def pay_of(selection: PaySpot) -> Pay:
    where, card = selection
    return Pay("die") if where == "die" else Pay(where, card)


def exchange_label(exchange: Exchange) -> str:
    if exchange.what == "deck":
        return _("Trade Neutral for top card")
    if exchange.what == "common":
        assert exchange.card is not None, "a common card is named"
        return _("Trade Neutral for {card}").format(card=words.card(exchange.card))
    if exchange.what == "opponent":
        return _("Trade Neutral for a card of theirs")
    return _("Trade common Neutral for top card")


class PokerDrezController(GameController[PokerDrezState, PokerDrezAction, Marks]):
    view: PokerDrezView

    def __init__(self, rules: Rules[PokerDrezState, PokerDrezAction], view: PokerDrezView) -> None:
        super().__init__(rules, view)
        self.pay: PaySpot | None = None
        self.selected: int | None = None
        self.promotion = chess.QUEEN
        self.raise_to: int | None = None
        self.held = Held()
        """The square of a piece chosen by this press of the button: let go on another
        square, the piece is dropped there (drag and drop, as well as click, click)."""
        self.again = False  # the press was on the piece already chosen

    def reset(self) -> None:
        self.view.discards_open = False
        self.pay = None
        self.selected = None
        self.promotion = chess.QUEEN
        self.raise_to = None
        self.held.press(None)
        self.again = False

    # -- looking ------------------------------------------------------------------------------
    def gesture(self, intent: intents.Intent) -> bool:
        """F turns the board round, whoever's turn it is (it changes only the looking)."""
        if (isinstance(intent, intents.Key) and intent.key == pygame.K_f
                and not intent.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            self.view.turned = not self.view.turned
            self.held.press(None)
            return True
        return False

    def table_keys(self) -> tuple[tuple[str, str], ...]:
        return (("F", _("Turn the board round (Black or White at the bottom)")),
                ("C", _("Change the card that pays for the chosen piece's move")))

    # -- drag and drop --------------------------------------------------------------------------
    def release(self, state: PokerDrezState, seat: int, pos: tuple[int, int]
                ) -> Reaction[PokerDrezAction]:
        """The button let go: a piece pressed and dragged to another square is played
        there as a click on that square would (the rules' words if it cannot go)."""
        pressed = self.held.release()
        again, self.again = self.again, False
        square = self.view.square_at(pos)
        if again and square == pressed == self.selected:  # a click on the chosen piece
            self.selected = None
            return Reaction()
        if (pressed is None or pressed != self.selected or square is None or square == pressed
                or state.phase != TURN):
            return Reaction()
        return self._click_turn(state, seat, pos)

    def hover(self, pos: tuple[int, int]) -> None:
        self.held.hover(pos)  # the piece follows the pointer
        self.view.hover(pos)

    # -- what is legal (always from the rules' list) ----------------------------------------
    def _plays(self, state: PokerDrezState, pay: PaySpot | None = None) -> list[Play]:
        legal = [a for a in self.rules.legal_actions(state) if isinstance(a, Play)]
        if pay is None:
            return legal
        wanted = pay_of(pay)
        return [p for p in legal if p.pay == wanted]

    def _valid_pay(self, state: PokerDrezState, seat: int) -> PaySpot | None:
        """The chosen payment, if it still exists (the card is still there, the die rolled)."""
        if self.pay is None or state.phase != TURN or state.classic:
            return None
        where, card = self.pay
        ok = ((where == "own" and card in state.hands[seat])
              or (where == "common" and card in state.common)
              or (where == "die" and state.roll is not None))
        if not ok:
            self.pay = None
        return self.pay

    def _raises(self, state: PokerDrezState) -> list[int]:
        return sorted(a.amount for a in self.rules.legal_actions(state)
                      if isinstance(a, Bet) and a.amount > 0)

    def _raise_amount(self, state: PokerDrezState) -> int | None:
        raises = self._raises(state)
        if not raises:
            return None
        if self.raise_to not in raises:
            self.raise_to = raises[0]
        return self.raise_to

    def _chips(self, state: PokerDrezState, seat: int) -> tuple[Chip, ...]:
        legal = self.rules.legal_actions(state)
        chips: list[Chip] = []
        if state.phase == SACRIFICE:
            chips.append(Chip(_("Keep all pawns"), Sacrifice(None)))
        elif state.phase == REPLENISH:
            chips += [Chip(_("Put back {card}").format(card=words.card(a.card)), a)
                      for a in legal if isinstance(a, Replenish)]
        elif state.phase == RESPOND:
            chips += [Chip(_("Accept"), Bet(0)), Chip(_("Fold"), Bet(-1))]
        elif state.phase == TURN:
            for action in legal:
                if isinstance(action, Roll):
                    chips.append(Chip(_("Roll the die"), action))
                elif isinstance(action, Redeal):
                    chips.append(Chip(_("Redeal (no payable move)"), action))
                elif isinstance(action, Exchange):
                    chips.append(Chip(exchange_label(action), action))
        amount = self._raise_amount(state)
        if amount is not None and state.phase in (TURN, RESPOND):
            said = _("Re-raise to {amount}") if state.phase == RESPOND else _("Raise to {amount}")
            if len(self._raises(state)) > 1:
                chips.append(Chip("-", ("raise", -1)))
            chips.append(Chip(said.format(amount=amount), Bet(amount)))
            if len(self._raises(state)) > 1:
                chips.append(Chip("+", ("raise", 1)))
        if state.phase == TURN and self.selected is not None and any(
                p.move.promotion for p in self._plays(state, self._valid_pay(state, seat))
                if p.move.from_square == self.selected):
            chips += [Chip(_("Promote to {piece}").format(piece=words.piece(p)), ("promote", p),
                           selected=p == self.promotion) for p in PROMOTIONS]
        return tuple(chips)

    # -- clicks --------------------------------------------------------------------------------
    def click(self, state: PokerDrezState, seat: int, pos: tuple[int, int]
              ) -> Reaction[PokerDrezAction]:
        view = self.view
        if view.discards_open or (state.discards and view.discard_rect.collidepoint(pos)):
            view.discards_open = not view.discards_open  # looking, not playing
            return Reaction()
        value = self.view.chip_at(pos, self._chips(state, seat))
        if value is not None:
            return self._chip(state, value)
        if state.phase == SACRIFICE:
            square = self.view.square_at(pos)
            if square is None:
                return Reaction()
            return self._checked(state, Sacrifice(square))
        if state.phase == REPLENISH:
            card = self.view.card_at(pos, state, seat)
            if card is not None and card[0] == "own":
                return self._checked(state, Replenish(card[1]))
            return Reaction()
        if state.phase == RESPOND:
            square = self.view.square_at(pos)
            if square is not None:
                return self._explained(state, PickPiece(square))
            card = self.view.card_at(pos, state, seat)
            if card is not None:
                return self._explained(state, PickPayment(pay_of(card)))
            return Reaction()
        if state.phase == TURN:
            return self._click_turn(state, seat, pos)
        return Reaction()

    def _chip(self, state: PokerDrezState, value: ChipValue) -> Reaction[PokerDrezAction]:
        if isinstance(value, tuple):
            kind, arg = value
            if kind == "promote":
                self.promotion = arg
            else:
                raises = self._raises(state)
                amount = self._raise_amount(state)
                if amount is not None:
                    index = min(len(raises) - 1, max(0, raises.index(amount) + arg))
                    self.raise_to = raises[index]
            return Reaction()
        return self._checked(state, value)

    def _checked(self, state: PokerDrezState, action: PokerDrezAction) -> Reaction[PokerDrezAction]:
        if action in self.rules.legal_actions(state):
            self.reset()
            return Reaction(action)
        return self._refused(state, action)

    def _refused(self, state: PokerDrezState, action: PokerDrezAction) -> Reaction[PokerDrezAction]:
        refusal = self.rules.refusal(state, action)
        if refusal is None:  # legal but not offered here: should not happen
            return Reaction.refuse(not_offered())
        return Reaction.refuse(refusal)

    def _explained(self, state: PokerDrezState, selection: PokerDrezSelection,
                   hint: str = "") -> Reaction[PokerDrezAction]:
        """The rules' reason why nothing matches ``selection`` (with a hint of the table's
        own, if any)."""
        refusal = self.rules.why_not(state, selection)
        if refusal is None:  # something matches after all: nothing to refuse
            return Reaction()
        return Reaction(notice=refusal.notice().then(hint))

    def _click_turn(self, state: PokerDrezState, seat: int, pos: tuple[int, int]
                    ) -> Reaction[PokerDrezAction]:
        pay = self._valid_pay(state, seat)
        if not state.classic and self.view.die_rect.collidepoint(pos):
            return self._choose_pay(state, ("die", None))
        card = self.view.card_at(pos, state, seat)
        if card is not None and not state.classic:
            return self._choose_pay(state, card)
        square = self.view.square_at(pos)
        if square is None:
            return Reaction()
        chosen = None if pay is None else pay_of(pay)
        paths = routes(state.board, self._plays(state, pay))
        piece = state.board.piece_at(square)
        mine = piece is not None and piece.color == color_of(seat)
        if self.selected is not None:
            moves = [p for origin, target, p in paths
                     if origin == self.selected and target == square]
            if moves:
                fitting = [p for p in moves if p.move.promotion in (None, self.promotion)]
                action = self._as_offered(state, seat, fitting or moves)
                self.reset()
                return Reaction(action)
            if square == self.selected:  # pressed again: dragged on, or let go (unchosen)
                self.held.press(square)
                self.again = True
                return Reaction()
            self.held.press(None)
            if any(origin == square for origin, _, _ in paths):
                self._select(square)  # another of your pieces: it is chosen instead
                self.held.press(square)
                return Reaction()
            if mine and not self._names_castling(state.board, square):
                self.selected = None
                return self._explained(state, PickPiece(square, chosen))
            return self._explained(state, PickTarget(self.selected, square, pay=chosen))
        if any(origin == square for origin, _, _ in paths):
            self._select(square)
            self.held.press(square)  # a drag may follow
            return Reaction()
        # not a piece of yours, or one the chosen card cannot move: the rules say why
        return self._explained(state, PickPiece(square, chosen))

    def _names_castling(self, board: chess.Board, square: int) -> bool:
        """The king chosen, then one of its rooks: the player means to castle (P7)."""
        assert self.selected is not None  # asked only once a piece is chosen
        king, rook = board.piece_at(self.selected), board.piece_at(square)
        return (king is not None and rook is not None and king.piece_type == chess.KING
                and rook.piece_type == chess.ROOK and king.color == rook.color
                and chess.square_rank(square) == chess.square_rank(self.selected))

    def _choose_pay(self, state: PokerDrezState, choice: PaySpot) -> Reaction[PokerDrezAction]:
        if self.pay == choice:
            self.pay = None
            return Reaction.say(prompts.payment_cleared())
        hint = ""
        if choice[1] == NEUTRAL and any(isinstance(a, Exchange)
                                        for a in self.rules.legal_actions(state)):
            hint = prompts.trade_neutral()
        if self.selected is not None and choice not in self._ways(state):
            # a piece is chosen that this card cannot pay for: say so, and keep both
            return self._explained(state, PickPiece(self.selected, pay_of(choice)), hint)
        if not self._plays(state, choice):
            return self._explained(state, PickPayment(pay_of(choice)), hint)
        self.pay = choice
        self._keep_selection(state)
        return Reaction()

    def _keep_selection(self, state: PokerDrezState) -> None:
        """Drop the selected piece when the chosen payment cannot move it."""
        pay = self.pay if self.pay is not None and state.phase == TURN else None
        if self.selected is not None and not any(
                origin == self.selected
                for origin, _, _ in routes(state.board, self._plays(state, pay))):
            self.selected = None

    def _select(self, square: int) -> None:
        self.selected = square
        self.promotion = chess.QUEEN

    # -- what pays for the chosen piece --------------------------------------------------------
    def _cheapest(self, state: PokerDrezState
                  ) -> Callable[[Play], tuple[int, int, tuple[int, int]]]:
        """``preference`` for the side to move (its exhausted types are wild, P5)."""
        exhausted = exhausted_types(state.board, state.board.turn)
        return lambda play: preference(play, exhausted)

    def _ways(self, state: PokerDrezState) -> list[PaySpot]:
        """Every card (or the die) that pays for a move of the selected piece, cheapest
        first; none in the classic phase (moves are free, P11)."""
        if self.selected is None or state.phase != TURN or state.classic:
            return []
        plays = [p for origin, _, p in routes(state.board, self._plays(state))
                 if origin == self.selected]
        ways: list[PaySpot] = []
        for play in sorted(plays, key=self._cheapest(state)):
            if selection_of(play.pay) not in ways:
                ways.append(selection_of(play.pay))
        return ways

    def _offer(self, state: PokerDrezState, seat: int) -> PaySpot | None:
        """What pays for the selected piece's move if it is made now: the card (or the
        die) the player chose, else the cheapest way (None: nothing chosen, or free)."""
        pay = self._valid_pay(state, seat)
        if pay is not None or self.selected is None:
            return pay
        ways = self._ways(state)
        return ways[0] if ways else None

    def _as_offered(self, state: PokerDrezState, seat: int, moves: list[Play]) -> Play:
        """The move, paid as the table said it would be; castling, which only a Rook card,
        a Joker or the die pays (P7), may need the cheapest of its own ways."""
        offer = self._offer(state, seat)
        said = [p for p in moves if selection_of(p.pay) == offer]
        return min(said or moves, key=self._cheapest(state))

    def _change_pay(self, state: PokerDrezState, seat: int) -> Reaction[PokerDrezAction]:
        """C: the next way to pay for the selected piece's move, in ``preference`` order."""
        if state.phase != TURN:
            return Reaction()
        if state.classic:
            return Reaction.refuse(prompts.no_card_pays_free_moves())
        if self.selected is None:
            return Reaction.refuse(prompts.choose_piece_first())
        ways = self._ways(state)
        offer = self._offer(state, seat)
        if len(ways) < 2:
            return Reaction.say(self._paid_words(state, seat) or None)
        self.pay = ways[(ways.index(offer) + 1) % len(ways)] if offer in ways else ways[0]
        return Reaction.say(self._paid_words(state, seat))

    def _paid_words(self, state: PokerDrezState, seat: int) -> str:
        """"Paid with: your Rook 7 — press C …": what the move will be paid with."""
        offer = self._offer(state, seat)
        if offer is None:
            return ""
        what = self._pay_name(state, seat, offer)
        return prompts.paid_with(what, only_way=len(self._ways(state)) < 2)

    def _pay_name(self, state: PokerDrezState, seat: int, spot: PaySpot) -> str:
        """"your Rook 7", "common Queen 1 (wild: no queens left)", "the die (rolled 4)"."""
        where, card = spot
        wild = None if where == "die" else wild_words(card, state.board, color_of(seat))
        return prompts.pay_name(where, card, state.roll, wild)

    def _castling_words(self, state: PokerDrezState, seat: int) -> str:
        """How to castle with the chosen king, and what pays for it when that is not the
        card the line names (only a Rook card, a Joker or the die pays, P7)."""
        pay = self._valid_pay(state, seat)
        castles = [p for origin, _, p in routes(state.board, self._plays(state, pay))
                   if origin == self.selected and state.board.is_castling(p.move)]
        if not castles:
            return ""
        paid = selection_of(min(castles, key=self._cheapest(state)).pay)
        named = pay is None and paid != self._offer(state, seat)
        return prompts.castling(self._pay_name(state, seat, paid) if named else None)

    def key(self, state: PokerDrezState, seat: int, key: int, unicode: str
            ) -> Reaction[PokerDrezAction]:
        if key == pygame.K_c:
            return self._change_pay(state, seat)
        return super().key(state, seat, key, unicode)

    # -- marks and words ------------------------------------------------------------------------
    def marks(self, state: PokerDrezState, seat: int, show_legal: bool) -> Marks:
        chips = self._chips(state, seat)
        if state.phase == SACRIFICE and show_legal:
            squares = frozenset(a.square for a in self.rules.legal_actions(state)
                                if isinstance(a, Sacrifice) and a.square is not None)
            return Marks(movable=squares, chips=chips)
        if state.phase != TURN:
            return Marks(chips=chips)
        pay = self._valid_pay(state, seat)
        self._keep_selection(state)
        paths = routes(state.board, self._plays(state, pay))
        payable = frozenset(self._ways(state))  # any of them may pay instead
        pay = self._offer(state, seat)  # what will pay, shown as chosen
        if not show_legal:
            return Marks(pay=pay, selected=self.selected, chips=chips, payable=payable)
        targets = frozenset(target for origin, target, _ in paths if origin == self.selected)
        movable = frozenset(origin for origin, _, _ in paths) if self.selected is None \
            else frozenset()
        drag = self.held.dragged(self.selected)
        return Marks(pay=pay, selected=self.selected, targets=targets, movable=movable,
                     chips=chips, payable=payable, drag=drag)

    def hint_marks(self, state: PokerDrezState, seat: int, action: PokerDrezAction) -> Marks:
        chips = self._chips(state, seat)
        if isinstance(action, Play):
            pay = None if action.pay.source == "free" else selection_of(action.pay)
            return Marks(pay=pay, selected=action.move.from_square,
                         targets=frozenset({action.move.to_square}), chips=chips)
        if isinstance(action, Sacrifice) and action.square is not None:
            return Marks(selected=action.square, chips=chips)
        return Marks(chips=chips, hinted=action)

    def no_marks(self) -> Marks:
        return Marks()

    def hint(self, state: PokerDrezState, seat: int) -> Notice | None:
        words = self._hint(state, seat)
        if state.phase == TURN and state.board.is_check():
            return prompts.in_check(state.classic, words)  # one link: the check's ruling
        return words

    def _hint(self, state: PokerDrezState, seat: int) -> Notice | None:
        if state.phase == SACRIFICE:
            return prompts.sacrifice()
        if state.phase == REPLENISH:
            return prompts.replenish()
        if state.phase == RESPOND:
            return prompts.answer_raise(words.side(1 - seat), state.pending_raise)
        if state.phase != TURN:
            return None
        legal = self.rules.legal_actions(state)
        if state.classic:
            if self.selected is not None:
                return prompts.free_move_target()
            return prompts.free_move()
        if not any(isinstance(a, Play) for a in legal):
            if Roll() in legal:
                return prompts.roll_to_pay()
            return prompts.redeal(may_trade=any(isinstance(a, Exchange) for a in legal))
        pay = self._valid_pay(state, seat)
        wild = None if pay is None else wild_words(pay[1], state.board, color_of(seat))
        if self.selected is not None:
            piece = state.board.piece_at(self.selected)
            name = words.piece_lower(piece.piece_type) if piece else _("piece")
            return prompts.move_chosen(self._paid_words(state, seat), name,
                                       chess.square_name(self.selected),
                                       self._castling_words(state, seat))
        if pay is not None:
            return prompts.pay_chosen(prompts.paying(pay, wild))
        return prompts.pick_piece(may_roll=Roll() in legal)

    # -- the board cursor (keys) ---------------------------------------------------------------
    def targets(self, state: PokerDrezState, seat: int) -> list[Target]:
        """The squares, the seat's cards and the common row, the die, the discard pile
        and the chips; only the chips while a raise is answered (its dialog covers the
        board), only the spread-out discards while they are looked through."""
        view = self.view
        if view.discards_open:
            return [Target(pygame.Rect(view.discard_sheet), ("discards",), HAND, lit=True)]
        chips = self._chips(state, seat)
        found = chip_targets(chips, view.chip_rects(chips))
        if state.phase == RESPOND:
            return found
        marks = self.marks(state, seat, True)
        lit = marks.targets if marks.selected is not None else marks.movable
        squares = [Target(view.square_rect(sq), ("square", sq), lit=sq in lit)
                   for rank in reversed(range(8)) for sq in chess.SQUARES[rank * 8:rank * 8 + 8]]
        cards = []
        if state.phase in (TURN, REPLENISH):
            cards = [Target(pygame.Rect(rect), ("card", where, k, card), HAND,
                            lit=state.phase == REPLENISH and where == "own")
                     for k, (rect, where, card) in enumerate(view.card_spots(state, seat))
                     if state.phase == TURN or where == "own"]  # two Neutrals: by place
            if state.phase == TURN and not state.classic:
                cards.append(Target(pygame.Rect(view.die_rect), ("die",), HAND))
        if state.discards:
            cards.append(Target(pygame.Rect(view.discard_rect), ("discards",), HAND))
        return squares + cards + found

    # -- clicks that make an action (tests, selftest) ----------------------------------------
    def clicks_for(self, state: PokerDrezState, seat: int, action: PokerDrezAction
                   ) -> list[tuple[int, int]]:
        saved = (self.pay, self.selected, self.promotion, self.raise_to, self.held.what,
                 self.again)
        try:
            return self._simulate(state, seat, action)
        finally:
            (self.pay, self.selected, self.promotion, self.raise_to, self.held.what,
             self.again) = saved

    def _simulate(self, state: PokerDrezState, seat: int, action: PokerDrezAction
                  ) -> list[tuple[int, int]]:
        pay = self._valid_pay(state, seat)
        if isinstance(action, Play):
            return self._clicks_for_play(state, seat, action, pay)
        if isinstance(action, Sacrifice) and action.square is not None:
            return [self.view.square_rect(action.square).center]
        clicks: list[tuple[int, int]] = []
        if isinstance(action, Bet) and action.amount > 0:
            raises = self._raises(state)
            if action.amount not in raises:
                return []
            for _ in range(len(raises) + 1):
                current = self._raise_amount(state)
                if current == action.amount:
                    break
                assert current is not None  # raises are offered (the amount is one)
                step = 1 if action.amount > current else -1
                stepper = self._chip_pos(state, seat, ("raise", step))
                assert stepper is not None  # two raises or more: "-" and "+" are shown
                clicks.append(stepper)
                self._chip(state, ("raise", step))
        position = self._chip_pos(state, seat, action)
        return clicks + [position] if position else []

    def _chip_pos(self, state: PokerDrezState, seat: int, value: ChipValue
                  ) -> tuple[int, int] | None:
        chips = self._chips(state, seat)
        for chip, rect in zip(chips, self.view.chip_rects(chips), strict=True):
            if chip.value == value:
                return rect.center
        return None

    def _pay_pos(self, state: PokerDrezState, seat: int, choice: PaySpot) -> tuple[int, int]:
        if choice[0] == "die":
            return self.view.die_rect.center
        for rect, where, card in self.view.card_spots(state, seat):
            if where == choice[0] and card == choice[1]:
                return rect.center
        raise ValueError(f"no {choice} on the table")

    def _clicks_for_play(self, state: PokerDrezState, seat: int, action: Play,
                         pay: PaySpot | None) -> list[tuple[int, int]]:
        clicks = []
        same = [p for p in self._plays(state) if p.move == action.move]
        default = min(same, key=self._cheapest(state)) if same else None
        if action.pay == default.pay if default else False:
            wanted = None
        else:
            wanted = selection_of(action.pay)
        if wanted != pay:
            if wanted is not None and self.selected is not None and (
                    wanted not in self._ways(state)):  # the chosen piece is let go first
                clicks.append(self.view.square_rect(self.selected).center)
                self.selected = None
            spot = pay if wanted is None else wanted
            assert spot is not None  # wanted differs from pay: one of them is a payment
            clicks.append(self._pay_pos(state, seat, spot))
            self.pay = wanted
            self._keep_selection(state)
        if self.selected != action.move.from_square:
            clicks.append(self.view.square_rect(action.move.from_square).center)
            self._select(action.move.from_square)
        promotion = action.move.promotion
        if promotion is not None and promotion != self.promotion:
            position = self._chip_pos(state, seat, ("promote", promotion))
            if position is not None:
                clicks.append(position)
        clicks.append(self.view.square_rect(action.move.to_square).center)
        return clicks


def create(rules: Rules[PokerDrezState, PokerDrezAction], setup: TableSetup,
           layout: dict[str, pygame.Rect]) -> PokerDrezController:
    """The play scene's entry point for PokerDrez (found by game id)."""
    view = PokerDrezView(layout)
    view.follows_viewer = setup.options.get("board_view", "player") == "player"
    return PokerDrezController(rules, view)
