"""How PokerDrez reads at the table: White and Black, a move list in SAN with what paid
for each move, chess move numbers, chips with betting and the game as PGN (DESIGN.md,
"Beside the rules"). The rules decide what a move does; this module only words it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from neurodrez_desktop.core.plurals import count
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.games.pokerdrez.payments import wild_words
from neurodrez_desktop.games.pokerdrez.pgn import export_pgn
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules
from neurodrez_desktop.games.pokerdrez.state import (
    DEAL,
    SACRIFICE,
    SIDE_NAMES,
    Draw,
    Face,
    Play,
    PokerDrezAction,
    PokerDrezState,
    Redeal,
    Roll,
    Take,
    roll_pays,
)

_RULES = PokerDrezRules()
"""The score sheet explains the rules' own outcome (P17), never a second reckoning."""


class PokerDrezPresenter(Presenter[PokerDrezState, PokerDrezAction]):
    """Chess words over the card layer: SAN, a payment in brackets, PGN (P15)."""

    export_suffix = "pgn"

    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        return SIDE_NAMES[seat]

    def score_unit(self, options: Mapping[str, Any]) -> str:
        """P17: with betting the scores are the chips won and lost."""
        return "chips" if options.get("betting") else "points"

    def progress(self, state: PokerDrezState) -> str:
        """Chess move numbers (a move is White's and Black's turn); setup before them."""
        if state.phase == DEAL:
            return "Deal"
        if state.phase == SACRIFICE:
            return "Pawn sacrifice"
        return f"Move {state.board.fullmove_number}"

    def in_log(self, state: PokerDrezState, action: PokerDrezAction) -> bool:
        return not isinstance(action, Roll)  # the roll's result says who rolled what

    def move_words(self, state: PokerDrezState, action: PokerDrezAction) -> str | None:
        """The move in SAN with what paid for it (P15: the PGN's comment)."""
        if not isinstance(action, Play):
            return None
        move = action.move
        san = state.board.san(move) if move in state.legal_moves() else action.uci
        wild = wild_words(action.pay.card, state.board, state.board.turn)
        return f"{san} ({action.pay}{'' if wild is None else f', {wild}'})"

    def action_label(self, state: PokerDrezState, action: PokerDrezAction,
                     seat: int | None = None) -> str:
        """A card drawn into a hand is named only to its owner."""
        who = SIDE_NAMES[state.actor]
        if isinstance(action, Play):
            return f"{who} {self.move_words(state, action)}"
        if isinstance(action, Draw):
            target = state.draw_to[0] if state.draw_to else "c"
            if target == "c":
                return f"{action.card} is turned face up in the common row"
            owner = int(target)
            if seat == owner:
                return f"{SIDE_NAMES[owner]} draws {action.card}"
            return f"{SIDE_NAMES[owner]} draws a card"
        if isinstance(action, Take):
            return f"{who} takes one of {SIDE_NAMES[1 - state.actor]}'s cards"
        if isinstance(action, Redeal):  # P10: the cards are shown to both players
            shown = " and ".join(str(c) for c in state.hands[state.actor])
            return (f"{who} can pay for no move: shows {shown or 'no card'}, discards them "
                    "and draws two")
        if isinstance(action, Face):
            return f"{who} rolls {action.value}: it pays {roll_pays(action.value)}"
        return f"{who} {action}"

    def score_sheet(self, state: PokerDrezState) -> list[tuple[int, str]] | None:
        """P17, with betting: who took the stake and why; without it a game is only won,
        lost or drawn."""
        outcome = _RULES.outcome(state)
        if outcome is None or not state.config.betting:
            return None
        stake = f"the stake of {count(state.stake, 'chip', 'chips')}"
        result = state.result
        assert result is not None, "an ended game has its chess result"
        lines = []
        for seat in (0, 1):
            chips = f"{outcome.scores[seat]:+.0f}"
            if result[0] != result[1]:
                line = f"{'wins' if seat in outcome.winners else 'loses'} {stake} = {chips}"
            elif state.last_raiser is None:
                line = f"a draw: {stake} returns = {chips}"
            elif seat == state.last_raiser:
                line = f"a draw after this side's last raise: loses {stake} = {chips}"
            else:
                line = f"a draw after the other side's last raise: wins {stake} = {chips}"
            lines.append((seat, line))
        return lines

    def export(self, states: Sequence[PokerDrezState], actions: Sequence[PokerDrezAction],
               names: Sequence[str], played_on: date | None = None) -> str:
        """P15: standard PGN, each move's payment in a comment."""
        return export_pgn(states, actions, names, played_on=played_on)
