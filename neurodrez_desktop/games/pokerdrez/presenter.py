"""How PokerDrez reads at the table: White and Black, a move list in SAN with what paid
for each move, chess move numbers, chips with betting and the game as PGN (DESIGN.md,
"Beside the rules"). The rules decide what a move does; this module only words it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

import chess

from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.games.pokerdrez import words
from neurodrez_desktop.games.pokerdrez.catalog import N_, _, ngettext
from neurodrez_desktop.games.pokerdrez.payments import wild_words
from neurodrez_desktop.games.pokerdrez.pgn import export_pgn
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules
from neurodrez_desktop.games.pokerdrez.state import (
    DEAL,
    SACRIFICE,
    Bet,
    Draw,
    Exchange,
    Face,
    Play,
    PokerDrezAction,
    PokerDrezState,
    Redeal,
    Replenish,
    Roll,
    Sacrifice,
    Take,
)

EXCHANGES = {"deck": N_("exchanges a Neutral for the top card of the deck"),
             "opponent": N_("exchanges a Neutral for one of the opponent's cards"),
             "common-deck": N_("exchanges the common Neutral for the top card")}
"""The log's words for a Neutral exchange (P8) that names no card."""

_RULES = PokerDrezRules()
"""The score sheet explains the rules' own outcome (P17), never a second reckoning."""


class PokerDrezPresenter(Presenter[PokerDrezState, PokerDrezAction]):
    """Chess words over the card layer: SAN, a payment in brackets, PGN (P15)."""

    export_suffix = "pgn"

    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        return words.side(seat)

    def score_unit(self, options: Mapping[str, Any]) -> str:
        """P17: with betting the scores are the chips won and lost."""
        return _("chips") if options.get("betting") else _("points")

    def progress(self, state: PokerDrezState) -> str:
        """Chess move numbers (a move is White's and Black's turn); setup before them."""
        if state.phase == DEAL:
            return _("Deal")
        if state.phase == SACRIFICE:
            return _("Pawn sacrifice")
        return _("Move {number}").format(number=state.board.fullmove_number)

    def in_log(self, state: PokerDrezState, action: PokerDrezAction) -> bool:
        return not isinstance(action, Roll)  # the roll's result says who rolled what

    def move_words(self, state: PokerDrezState, action: PokerDrezAction) -> str | None:
        """The move in SAN with what paid for it (P15: the PGN's comment)."""
        if not isinstance(action, Play):
            return None
        move = action.move
        san = state.board.san(move) if move in state.legal_moves() else action.uci
        wild = wild_words(action.pay.card, state.board, state.board.turn)
        return f"{words.san(san)} ({words.pay(action.pay)}{'' if wild is None else f', {wild}'})"

    def action_label(self, state: PokerDrezState, action: PokerDrezAction,
                     seat: int | None = None) -> str:
        """A card drawn into a hand is named only to its owner."""
        who = words.side(state.actor)
        if isinstance(action, Play):
            return _("{side} {move}").format(side=who, move=self.move_words(state, action))
        if isinstance(action, Draw):
            target = state.draw_to[0] if state.draw_to else "c"
            if target == "c":
                return _("{card} is turned face up in the common row").format(
                    card=words.card(action.card))
            owner = int(target)
            if seat == owner:
                return _("{side} draws {card}").format(side=words.side(owner),
                                                       card=words.card(action.card))
            return _("{side} draws a card").format(side=words.side(owner))
        if isinstance(action, Take):
            return _("{side} takes one of {other}'s cards").format(
                side=who, other=words.side(1 - state.actor))
        if isinstance(action, Redeal):  # P10: the cards are shown to both players
            hand = state.hands[state.actor]
            if not hand:
                return _("{side} can pay for no move: shows no card, discards them and draws "
                         "two").format(side=who)
            shown = (" " + _("and") + " ").join(words.card(c) for c in hand)
            return _("{side} can pay for no move: shows {cards}, discards them and draws "
                     "two").format(side=who, cards=shown)
        if isinstance(action, Face):
            return _("{side} rolls {value}: it pays {pays}").format(
                side=who, value=action.value, pays=words.roll_pays(action.value))
        return _("{side} {action}").format(side=who, action=self._deed(action))

    def score_sheet(self, state: PokerDrezState) -> list[tuple[int, str]] | None:
        """P17, with betting: who took the stake and why; without it a game is only won,
        lost or drawn."""
        outcome = _RULES.outcome(state)
        if outcome is None or not state.config.betting:
            return None
        stake = ngettext("the stake of {n} chip", "the stake of {n} chips",
                         state.stake).format(n=state.stake)
        result = state.result
        assert result is not None, "an ended game has its chess result"
        lines = []
        for seat in (0, 1):
            chips = f"{outcome.scores[seat]:+.0f}"
            if result[0] != result[1]:
                said = (_("wins {stake} = {chips}") if seat in outcome.winners
                        else _("loses {stake} = {chips}"))
            elif state.last_raiser is None:
                said = _("a draw: {stake} returns = {chips}")
            elif seat == state.last_raiser:
                said = _("a draw after this side's last raise: loses {stake} = {chips}")
            else:
                said = _("a draw after the other side's last raise: wins {stake} = {chips}")
            lines.append((seat, said.format(stake=stake, chips=chips)))
        return lines

    @staticmethod
    def _deed(action: PokerDrezAction) -> str:
        """What an action other than a move, a draw, a take, a redeal or a roll does, as
        the log says it after the side's name."""
        if isinstance(action, Sacrifice):
            if action.square is None:
                return _("keeps all pawns")
            return _("sacrifices the pawn on {square}").format(
                square=chess.square_name(action.square))
        if isinstance(action, Bet):
            if action.amount < 0:
                return _("folds")
            if action.amount == 0:
                return _("accepts the raise")
            return _("raises the stake to {amount}").format(amount=action.amount)
        if isinstance(action, Exchange):
            if action.what == "common":
                assert action.card is not None, "a common card is named"
                return _("exchanges a Neutral for the common {card}").format(
                    card=words.card(action.card))
            return _(EXCHANGES[action.what])
        if isinstance(action, Roll):
            return _("rolls the die")
        if isinstance(action, Replenish):
            return _("puts {card} into the common row").format(card=words.card(action.card))
        return str(action)

    def export(self, states: Sequence[PokerDrezState], actions: Sequence[PokerDrezAction],
               names: Sequence[str], played_on: date | None = None) -> str:
        """P15: standard PGN, each move's payment in a comment."""
        return export_pgn(states, actions, names, played_on=played_on)
