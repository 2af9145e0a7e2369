"""PokerDrez: chess where every move is paid with a card (rulebook ``pokerdrez.txt``,
rulings P1–P17). Chess legality, check, castling, en passant, promotion and the automatic
draws all come from python-chess; this module adds the card layer.

A turn is several actions: optional Neutral exchanges, a die roll and a raise (betting),
then a paid move; the draw that follows is a chance action, and paying with a common card
ends with choosing the card that goes back into the common row.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import chess

from neurodrez_desktop.core.cards import Card, Deck, piece_card_deck
from neurodrez_desktop.core.dice import D6
from neurodrez_desktop.core.errors import InvalidOptionsError
from neurodrez_desktop.core.protocol import (
    CHANCE,
    TERMINAL,
    Outcome,
    Refusal,
    Rules,
    is_among,
    seat_scores_to_winners,
)
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.pokerdrez import codec, end_reasons
from neurodrez_desktop.games.pokerdrez.catalog import N_, _
from neurodrez_desktop.games.pokerdrez.payments import FREE, exchanges, paid_moves
from neurodrez_desktop.games.pokerdrez.refusals import action_refusal, why_not
from neurodrez_desktop.games.pokerdrez.spec import SPEC
from neurodrez_desktop.games.pokerdrez.state import (
    BLACK_SEAT,
    DEAL,
    DRAW,
    END,
    NEUTRAL,
    REPLENISH,
    RESPOND,
    ROLL,
    SACRIFICE,
    TAKE,
    TURN,
    UNKNOWN,
    WHITE_SEAT,
    Bet,
    Draw,
    Exchange,
    Face,
    Play,
    PokerDrezAction,
    PokerDrezConfig,
    PokerDrezState,
    Redeal,
    Replenish,
    Roll,
    Sacrifice,
    Take,
    color_of,
    seat_of,
)


def config_from_options(options: Mapping[str, Any]) -> PokerDrezConfig:
    fen = options.get("start_fen", "standard")
    if fen == "standard":
        fen = chess.STARTING_FEN
    try:
        board = chess.Board(fen)
    except ValueError as exc:
        reason = str(exc) if len(str(exc)) < 120 else str(exc)[:117] + "…"
        raise InvalidOptionsError(_("Start position: not a FEN the program can read "
                                    "({reason})").format(reason=reason)) from exc
    if not board.is_valid():
        shown = fen if len(fen) < 100 else fen[:97] + "…"
        raise InvalidOptionsError(_("Start position: {fen} is not a legal chess position "
                                    "({problem})").format(fen=repr(shown),
                                                          problem=_fen_problem(board)))
    if options["min_bet"] > options["max_bet"]:
        raise InvalidOptionsError(_("P16: the minimum bet is above the maximum"))
    return PokerDrezConfig(2 if options["two_decks"] else 1, options["pawn_sacrifice"],
                           options["classic"], options["betting"], options["min_bet"],
                           options["max_bet"], board.fen())


FEN_PROBLEMS = {
    "NO_WHITE_KING": N_("no white king"), "NO_BLACK_KING": N_("no black king"),
    "TOO_MANY_KINGS": N_("too many kings"),
    "TOO_MANY_WHITE_PAWNS": N_("too many white pawns"),
    "TOO_MANY_BLACK_PAWNS": N_("too many black pawns"),
    "PAWNS_ON_BACKRANK": N_("pawns on backrank"),
    "TOO_MANY_WHITE_PIECES": N_("too many white pieces"),
    "TOO_MANY_BLACK_PIECES": N_("too many black pieces"),
    "BAD_CASTLING_RIGHTS": N_("bad castling rights"),
    "INVALID_EP_SQUARE": N_("invalid ep square"), "OPPOSITE_CHECK": N_("opposite check"),
    "EMPTY": N_("empty"), "TOO_MANY_CHECKERS": N_("too many checkers"),
    "IMPOSSIBLE_CHECK": N_("impossible check")}
"""python-chess's findings about a position, in the words the setup screen says them."""


def _fen_problem(board: chess.Board) -> str:
    """The first thing python-chess finds wrong with a position, in words."""
    status = board.status()
    for flag in chess.Status:
        if flag and flag in status:
            name = flag.name or "invalid"
            known = FEN_PROBLEMS.get(name)
            return _(known) if known else name.lower().replace("_", " ")
    return _("invalid")


def options_from_config(config: PokerDrezConfig) -> dict[str, Any]:
    return {"two_decks": config.decks == 2, "pawn_sacrifice": config.pawn_sacrifice,
            "betting": config.betting, "min_bet": config.min_bet, "max_bet": config.max_bet,
            "classic": config.classic,
            "start_fen": "standard" if config.start_fen == chess.STARTING_FEN
            else config.start_fen}


class PokerDrezRules(Rules[PokerDrezState, PokerDrezAction]):
    spec = SPEC

    def hides_information(self, options: Mapping[str, Any] | None = None) -> bool:
        return not self.resolve_options(options)["classic"]  # classic: no cards at all

    # -- start ----------------------------------------------------------------------------
    def initial_state(self, players: int = 2, options: Mapping[str, Any] | None = None
                      ) -> PokerDrezState:
        self.spec.check_players(players)
        config = config_from_options(self.resolve_options(options))
        board = chess.Board(config.start_fen)
        deck = piece_card_deck(config.decks)
        stake = config.min_bet if config.betting else 0
        base = PokerDrezState(config, DEAL, board, ((), ()), (), deck, stake=stake,
                              repetition=(board._transposition_key(),))
        if config.classic:  # plain chess: no cards, no die, no sacrifice
            return self._enter_turn(base.evolve(deck=Deck(), classic=True), turn_start=True)
        return base.evolve(draw_to=("0", "0", "1", "1", "c", "c", "c", "c", "c"),
                       draws_left=9, then="deal")

    # -- whose turn, what may be done -----------------------------------------------------
    def current_player(self, state: PokerDrezState) -> int:
        phase = state.phase
        if phase in (TURN, RESPOND, SACRIFICE, REPLENISH):
            return state.actor
        return TERMINAL if phase == END else CHANCE

    def legal_actions(self, state: PokerDrezState) -> list[PokerDrezAction]:
        cached = state._cache.get("legal")
        if cached is None:
            cached = state._cache["legal"] = self._legal(state)
        return list(cached)

    def _legal(self, state: PokerDrezState) -> list[PokerDrezAction]:
        phase = state.phase
        if phase == TURN:
            return self._turn_actions(state, with_bets=True)
        if phase == SACRIFICE:
            return [Sacrifice(None), *(Sacrifice(sq) for sq in _sacrificable(state))]
        if phase == REPLENISH:
            return [Replenish(c) for c in sorted(set(state.hands[state.actor]))]
        if phase == RESPOND:
            bets: list[PokerDrezAction] = [Bet(0), Bet(-1)]
            return bets + [Bet(a) for a in range(state.pending_raise + 1,
                                                  state.config.max_bet + 1)]
        return []

    def _turn_actions(self, state: PokerDrezState, with_bets: bool) -> list[PokerDrezAction]:
        out: list[PokerDrezAction] = []
        seat = state.actor
        if state.classic:
            out += [Play(m, FREE) for m in state.legal_moves()]
        else:
            paid = paid_moves(state, seat)
            out += paid
            out += exchanges(state, seat)
            may_roll = state.die_holder == seat and not state.rolled
            if may_roll:
                out.append(Roll())
            if (not paid and not may_roll and state.legal_moves()
                    and not state.board.is_check()):
                out.append(Redeal())  # P10: beside a Neutral's exchanges, never only after
        if with_bets and out and state.config.betting and not state.raised_this_turn:
            out += [Bet(a) for a in range(state.stake + 1, state.config.max_bet + 1)]
        return out

    def chance_outcomes(self, state: PokerDrezState) -> list[tuple[PokerDrezAction, float]]:
        if state.phase in (DEAL, DRAW):
            if state.deck.size:
                return [(Draw(c), p) for c, p in state.deck.draw_outcomes()]
            return [(Draw(state.bottom[0]), 1.0)]
        if state.phase == TAKE:
            victim = state.hands[1 - state.actor]
            return [(Take(i), 1 / len(victim)) for i in range(len(victim))]
        if state.phase == ROLL:
            return [(Face(face), p) for face, p in D6.outcomes()]  # 1 to 6, in order
        return []

    def refusal(self, state: PokerDrezState, action: PokerDrezAction) -> Refusal | None:
        player = self.current_player(state)
        if player == TERMINAL:
            return Refusal("P12", _("The game is over."))
        if player == CHANCE:
            if any(a == action for a, _p in self.chance_outcomes(state)):
                return None
            return Refusal("P2", _("Cards, takes and rolls are decided by chance: wait for "
                                   "them."))
        legal = state._cache.get("legal")
        if is_among(action, self.legal_actions(state) if legal is None else legal):
            return None
        return action_refusal(state, action)

    def why_not(self, state: PokerDrezState, selection: Any) -> Refusal | None:
        """Why no legal move matches a card, piece or square chosen (``PickPayment``,
        ``PickPiece``, ``PickTarget``), saying what would make it possible; None when one
        does."""
        return why_not(state, selection, self.legal_actions(state))

    # -- doing it ---------------------------------------------------------------------------
    def _apply(self, state: PokerDrezState, action: PokerDrezAction) -> PokerDrezState:
        if isinstance(action, Draw):
            return self._draw(state, action.card)
        if isinstance(action, Play):
            return self._play(state, action)
        if isinstance(action, Face):
            return self._enter_turn(state.evolve(phase=TURN, roll=action.value, rolled=True))
        if isinstance(action, Roll):
            return state.evolve(phase=ROLL)
        if isinstance(action, Exchange):
            return self._exchange(state, action)
        if isinstance(action, Take):
            return self._take(state, action.index)
        if isinstance(action, Replenish):
            hand = _without(state.hands[state.actor], action.card)
            return self._end_turn(state.evolve(
                hands=_set(state.hands, state.actor, hand),
                common=state.common + (action.card,),
                known=_set(state.known, state.actor,
                           _without_if(state.known[state.actor], action.card))))
        if isinstance(action, Redeal):
            seat = state.actor
            shown = state.hands[seat]
            drawn = min(2, state.deck_size)
            after = state.evolve(hands=_set(state.hands, seat, ()),
                            known=_set(state.known, seat, ()),
                            discards=state.discards + shown)
            if not drawn:
                return self._end_turn(after, pass_without_move=True)
            return after.evolve(phase=DRAW, draws_left=drawn, draw_to=(str(seat),) * drawn,
                           then="redeal")
        if isinstance(action, Sacrifice):
            return self._sacrifice(state, action)
        return self._bet(state, action)

    def _draw(self, state: PokerDrezState, card: Card) -> PokerDrezState:
        if state.deck.size:
            deck, bottom = state.deck.without(card), state.bottom
        else:
            deck, bottom = state.deck, state.bottom[1:]
        target, rest = state.draw_to[0], state.draw_to[1:]
        if target == "c":
            common, hands = state.common + (card,), state.hands
        else:
            seat = int(target)
            common, hands = state.common, _set(state.hands, seat,
                                               tuple(sorted(state.hands[seat] + (card,))))
        left = state.draws_left - 1
        after = state.evolve(deck=deck, bottom=bottom, common=common, hands=hands,
                        draws_left=left, draw_to=rest)
        if left > 0:
            return after
        then = state.then
        if then == "deal":
            if state.config.pawn_sacrifice:
                return after.evolve(phase=SACRIFICE, actor=WHITE_SEAT, then="")
            return self._enter_turn(after.evolve(then=""), turn_start=True)
        if then == "move-common":
            return after.evolve(phase=REPLENISH, then="")
        if then == "redeal":
            return self._end_turn(after.evolve(then=""), pass_without_move=True)
        if then == "exchange":
            return self._enter_turn(after.evolve(phase=TURN, then=""))
        return self._end_turn(after.evolve(then=""))

    def _play(self, state: PokerDrezState, play: Play) -> PokerDrezState:
        seat = state.actor
        move = play.move
        board = state.board.copy(stack=False)
        zeroing = board.is_zeroing(move)
        board.push(move)
        key = board._transposition_key()
        repetition = (key,) if zeroing else state.repetition + (key,)
        after = state.evolve(board=board, repetition=repetition)
        pay = play.pay
        if pay.source == "die":
            return self._end_turn(after.evolve(roll=None))
        if pay.source == "free":
            return self._end_turn(after)
        card = pay.card
        assert card is not None, "an own or a common card pays (P4)"
        if pay.source == "own":
            after = after.evolve(hands=_set(state.hands, seat, _without(state.hands[seat],
                                                                           card)),
                            known=_set(state.known, seat,
                                       _without_if(state.known[seat], card)))
        else:
            after = after.evolve(common=_without(state.common, card))
        after = after.evolve(discards=state.discards + (card,))
        if not state.deck_size:  # P11 comes next turn; nothing to draw now
            return self._end_turn(after)
        return after.evolve(phase=DRAW, draws_left=1, draw_to=(str(seat),),
                       then="move-common" if pay.source == "common" else "move")

    def _exchange(self, state: PokerDrezState, exchange: Exchange) -> PokerDrezState:
        seat = state.actor
        hand = state.hands[seat]
        known = state.known
        if exchange.what == "common-deck":
            common = _without(state.common, NEUTRAL)
            return state.evolve(common=common, bottom=state.bottom + (NEUTRAL,), phase=DRAW,
                           draws_left=1, draw_to=("c",), then="exchange")
        hand = _without(hand, NEUTRAL)
        known = _set(known, seat, _without_if(known[seat], NEUTRAL))
        if exchange.what == "deck":
            return state.evolve(hands=_set(state.hands, seat, hand), known=known,
                           bottom=state.bottom + (NEUTRAL,), phase=DRAW, draws_left=1,
                           draw_to=(str(seat),), then="exchange")
        if exchange.what == "common":
            card = exchange.card
            index = state.common.index(card)
            common = state.common[:index] + (NEUTRAL,) + state.common[index + 1:]
            return self._enter_turn(state.evolve(
                hands=_set(state.hands, seat, tuple(sorted(hand + (card,)))),
                common=common, known=_set(known, seat, known[seat] + (card,))))
        return state.evolve(phase=TAKE)  # the Neutral stays in hand until the take

    def _take(self, state: PokerDrezState, index: int) -> PokerDrezState:
        seat, victim = state.actor, 1 - state.actor
        taken = state.hands[victim][index]
        victim_hand = tuple(sorted(_without(state.hands[victim], taken) + (NEUTRAL,)))
        mine = tuple(sorted(_without(state.hands[seat], NEUTRAL) + (taken,)))
        known = list(state.known)
        known[seat] = _without_if(known[seat], NEUTRAL) + (taken,)  # the victim saw it go
        known[victim] = _without_if(known[victim], taken) + (NEUTRAL,)
        hands: list[tuple[Card, ...]] = [(), ()]
        hands[seat], hands[victim] = mine, victim_hand
        return self._enter_turn(state.evolve(hands=(hands[0], hands[1]),
                                        known=(known[0], known[1]), phase=TURN))

    def _sacrifice(self, state: PokerDrezState, sacrifice: Sacrifice) -> PokerDrezState:
        seat = state.actor
        board = state.board
        if sacrifice.square is not None:
            board = board.copy(stack=False)
            board.remove_piece_at(sacrifice.square)
        done = _set(state.sacrificed, seat, True)
        after = state.evolve(board=board, sacrificed=done,
                        repetition=(board._transposition_key(),))
        if seat == WHITE_SEAT:
            return after.evolve(actor=BLACK_SEAT)
        return self._enter_turn(after, turn_start=True)

    def _bet(self, state: PokerDrezState, bet: Bet) -> PokerDrezState:
        seat = state.actor
        if state.phase == TURN:  # P16: a raise, before moving
            return state.evolve(phase=RESPOND, actor=1 - seat, pending_raise=bet.amount,
                           raised_this_turn=True)
        raiser = 1 - seat
        if bet.amount < 0:  # fold: lose at the stake before the raise
            return _ended(state, (1.0, 0.0) if raiser == WHITE_SEAT else (0.0, 1.0),
                          end_reasons.of_side(end_reasons.FOLDS, seat))
        if bet.amount == 0:  # accepted
            return self._enter_turn(state.evolve(stake=state.pending_raise,
                                            last_raiser=raiser, pending_raise=0))
        # A re-raise accepts the raise it answers, then raises again: the first raiser
        # must now answer, and a fold would lose at the accepted stake.
        return state.evolve(actor=raiser, stake=state.pending_raise, last_raiser=raiser,
                            pending_raise=bet.amount)

    # -- turns and the end ------------------------------------------------------------------
    def _end_turn(self, state: PokerDrezState, pass_without_move: bool = False
                  ) -> PokerDrezState:
        seat = state.actor
        board = state.board
        repetition = state.repetition
        if pass_without_move:  # P10: the turn passes without a chess move
            board = board.copy(stack=False)
            if board.turn == chess.BLACK:
                board.fullmove_number += 1
            board.turn = not board.turn
            board.ep_square = None
            repetition = repetition + (board._transposition_key(),)
        holder = 1 - seat if state.rolled else state.die_holder  # P9
        return self._enter_turn(state.evolve(board=board, die_holder=holder, roll=None,
                                             rolled=False, raised_this_turn=False, phase=TURN,
                                             repetition=repetition),
                                turn_start=True)

    def _enter_turn(self, state: PokerDrezState, turn_start: bool = False) -> PokerDrezState:
        """Whose turn, P11's classic phase, and every way the game can end here."""
        seat = seat_of(state.board.turn)
        state = state.evolve(phase=TURN, actor=seat)
        if turn_start and not state.classic and state.deck_size == 0:
            state = state.evolve(classic=True, roll=None)  # P11
        board = state.board
        if state.repetition.count(state.repetition[-1]) >= 5:
            return _ended(state, (0.5, 0.5), end_reasons.FIVEFOLD)
        if board.halfmove_clock >= 150 and not board.is_checkmate():
            return _ended(state, (0.5, 0.5), end_reasons.SEVENTY_FIVE)
        if board.is_insufficient_material():
            return _ended(state, (0.5, 0.5), end_reasons.INSUFFICIENT)
        if not state.legal_moves():
            if board.is_check():
                return _ended(state, _win_for(1 - seat),
                              end_reasons.of_side(end_reasons.CHECKMATED, seat))
            return _ended(state, (0.5, 0.5), end_reasons.STALEMATE)
        actions = self._turn_actions(state, with_bets=True)
        if board.is_check() and not any(not isinstance(a, Bet) for a in actions):
            return _ended(state, _win_for(1 - seat),
                          end_reasons.of_side(end_reasons.NO_WAY_OUT, seat))
        state._cache["legal"] = actions
        return state

    def outcome(self, state: PokerDrezState) -> Outcome | None:
        if state.phase != END:
            return None
        result = state.result
        assert result is not None, "an ended game has its chess result"
        headline = ""
        scores: tuple[float, ...]
        if not state.config.betting:
            scores = result
        else:  # P17: chips won or lost
            stake = state.stake
            if result[0] != result[1]:
                winner = 0 if result[0] > result[1] else 1
                scores = tuple(float(stake if s == winner else -stake) for s in (0, 1))
            elif state.last_raiser is None:
                scores = (0.0, 0.0)
            else:
                scores = tuple(float(-stake if s == state.last_raiser else stake)
                               for s in (0, 1))
                # the game was drawn: "Ada wins" beside "Stalemate: a draw" would mislead
                headline = _("Draw — {winner} takes the stake (P17)").format(
                    winner=f"{{{1 - state.last_raiser}}}")  # the app puts the name there
        return Outcome(scores, seat_scores_to_winners(scores), end_reasons.said(state.end_reason),
                       headline=headline)

    # -- hidden information -------------------------------------------------------------------
    def view_for(self, state: PokerDrezState, seat: int) -> PokerDrezState:
        if state.phase == END:
            return state
        hands = tuple(hand if s == seat else _masked(hand, state.known[s])
                      for s, hand in enumerate(state.hands))
        deck = Deck(((UNKNOWN, state.deck.size),)) if state.deck.size else Deck()
        return state.evolve(hands=(hands[0], hands[1]), deck=deck)

    def sample_from_view(self, view: PokerDrezState, seat: int, rng: Rng) -> PokerDrezState:
        """Deal the unseen cards (others' unknown own cards, the deck) at random."""
        unknown_slots = sum(1 for hand in view.hands for c in hand if c == UNKNOWN)
        if not unknown_slots and UNKNOWN not in view.deck:
            return view
        pool = list(piece_card_deck(view.config.decks).cards())
        seen = [c for hand in view.hands for c in hand if c != UNKNOWN]
        seen += [*view.common, *view.discards, *view.bottom]
        for card in seen:
            pool.remove(card)
        rng.shuffle(pool)
        hands = []
        for hand in view.hands:
            filled = [c if c != UNKNOWN else pool.pop() for c in hand]
            hands.append(tuple(sorted(filled)))
        return view.evolve(hands=(hands[0], hands[1]), deck=Deck.of(pool))

    def reveals(self, state: PokerDrezState, action: PokerDrezAction) -> bool:
        """Paying shows a card; a redeal shows both; a take shows the taken card."""
        return isinstance(action, Play | Redeal | Exchange) and not (
            isinstance(action, Play) and action.pay.source in ("die", "free"))

    def reveals_own(self, state: PokerDrezState, action: PokerDrezAction) -> bool:
        """Each shows only the mover's own cards (a common card taken was public already);
        what the mover learns comes by chance actions of their own (a draw, the take of
        one of the opponent's cards), which undo never crosses."""
        return self.reveals(state, action)

    # -- files ----------------------------------------------------------------------------
    def state_to_json(self, state: PokerDrezState) -> dict[str, Any]:
        return codec.state_to_json(state, options_from_config(state.config))

    def state_from_json(self, obj: Any) -> PokerDrezState:
        return codec.state_from_json(obj, lambda o: config_from_options(self.resolve_options(o)))

    def action_to_json(self, action: PokerDrezAction) -> Any:
        return codec.action_to_json(action)

    def action_from_json(self, obj: Any) -> PokerDrezAction:
        return codec.action_from_json(obj)


def _sacrificable(state: PokerDrezState) -> list[int]:
    """P3: own pawns whose removal leaves a legal position."""
    board = state.board
    out = []
    for square in board.pieces(chess.PAWN, color_of(state.actor)):
        trial = board.copy(stack=False)
        trial.remove_piece_at(square)
        if trial.is_valid():
            out.append(square)
    return out


# -- small helpers -----------------------------------------------------------------------------


def _ended(state: PokerDrezState, result: tuple[float, float], reason: str) -> PokerDrezState:
    return state.evolve(phase=END, result=result, end_reason=reason)


def _win_for(seat: int) -> tuple[float, float]:
    return (1.0, 0.0) if seat == WHITE_SEAT else (0.0, 1.0)


def _set(pair: tuple[Any, Any], index: int, value: Any) -> tuple[Any, Any]:
    return (value, pair[1]) if index == 0 else (pair[0], value)


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    out = list(cards)
    out.remove(card)
    return tuple(out)


def _without_if(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    return _without(cards, card) if card in cards else cards


def _masked(hand: tuple[Card, ...], known: tuple[Card, ...]) -> tuple[Card, ...]:
    """A hand as the other seat sees it: what it knows, then unknowns."""
    shown = []
    rest = list(known)
    for card in hand:
        if card in rest:
            rest.remove(card)
            shown.append(card)
    return tuple(sorted(shown)) + (UNKNOWN,) * (len(hand) - len(shown))
