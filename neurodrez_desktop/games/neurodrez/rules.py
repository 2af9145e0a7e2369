"""NeuroDrez (rulebook ``neurodrez.txt``, rulings N1–N26): the rules API, each part handed
to the module of its concept.

The deal and setup are ``deal``; a turn's steps are ``turn`` (its claim ``conquest``, its
piece choices ``piece_choices``); sudden death and the end are ``ending``; views and
sampled worlds ``hidden``; log words ``words``; refusals ``refusals``. Where pieces go is
``movement``, where tiles go and who dominates ``terrain``, the seating ``setup``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.cards import Card, Deck, piece_card_deck
from neurodrez_desktop.core.dice import COLOUR_DIE, D6, SURFACE_DIE, roll_together
from neurodrez_desktop.core.protocol import (
    CHANCE,
    TERMINAL,
    Outcome,
    Refusal,
    Rules,
    is_among,
)
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neurodrez import codec, hidden
from neurodrez_desktop.games.neurodrez.catalog import _
from neurodrez_desktop.games.neurodrez.components import COLOUR_NAMES, SURFACE_NAMES
from neurodrez_desktop.games.neurodrez.conquest import call_sudden_death, claim, claim_actions
from neurodrez_desktop.games.neurodrez.deal import (
    ORDER_OUTCOMES,
    centre_outcomes,
    deal_outcomes,
    deal_tile,
    lay_centre,
    lay_leftover,
    leftover_outcomes,
    may_deal,
    roll_for_start,
)
from neurodrez_desktop.games.neurodrez.end_words import end_words
from neurodrez_desktop.games.neurodrez.piece_choices import piece_actions
from neurodrez_desktop.games.neurodrez.refusals import action_refusal, why_not
from neurodrez_desktop.games.neurodrez.setup import (
    SPEC,
    config_from_options,
    options_from_config,
)
from neurodrez_desktop.games.neurodrez.state import (
    CENTRE_DRAW,
    CLAIM,
    DEAL_CARDS,
    DEAL_TILES,
    DRAW,
    EMPTY,
    END,
    LEFTOVERS,
    ORDER,
    PIECE,
    ROLL,
    SELECTIONS,
    STUCK,
    TILE,
    CallSuddenDeath,
    CentreTile,
    Claim,
    DealTile,
    Decline,
    Dice,
    Draw,
    Enter,
    Leftover,
    Move,
    NeuroDrezState,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
)
from neurodrez_desktop.games.neurodrez.turn import (
    draw_card,
    move_piece,
    place,
    remove,
    stuck_actions,
    tile_actions,
    tile_step,
    trade_neutral,
    with_trade,
    withdraw,
)

DICE_OUTCOMES = [(Dice(number, COLOUR_NAMES.index(colour), SURFACE_NAMES.index(surface)), p)
                 for (number, colour, surface), p in roll_together(D6, COLOUR_DIE, SURFACE_DIE)]
"""N13: the number, colour and surface dice rolled together (the number slowest)."""
DICE_SET = frozenset(dice for dice, _chance in DICE_OUTCOMES)


def legal_of(state: NeuroDrezState) -> list[Any]:
    """The legal actions in ``state``, worked out once per state (the search, the hints and
    the refusals all ask): the list itself, not to be changed."""
    cached = state._cache.get("legal")
    if cached is None:
        cached = state._cache["legal"] = _legal(state)
    return cached


def _legal(state: NeuroDrezState) -> list[Any]:
    phase = state.phase
    if phase == CLAIM:
        return claim_actions(state)
    if phase == TILE:
        return tile_actions(state)
    if phase == PIECE:
        return with_trade(state, piece_actions(state))
    if phase == STUCK:
        return stuck_actions(state)
    return []


class NeuroDrezRules(Rules[NeuroDrezState, Any]):
    spec = SPEC

    def hides_information(self, options: Mapping[str, Any] | None = None) -> bool:
        return True

    def initial_state(self, players: int = 2, options: Mapping[str, Any] | None = None
                      ) -> NeuroDrezState:
        self.spec.check_players(players)
        config = config_from_options(players, self.resolve_options(options))
        n = len(config.slots)
        empty = (EMPTY,) * 49
        return NeuroDrezState(config, CENTRE_DRAW, 0, empty, empty, empty, empty,
                              ((),) * n, ((),) * n, piece_card_deck(1), (),
                              king_last=(False,) * len(config.sides))

    # -- who acts, and what they may do ------------------------------------------------------
    def current_player(self, state: NeuroDrezState) -> int:
        phase = state.phase
        if phase in (CLAIM, TILE, PIECE, STUCK):
            return state.config.slots[state.slot].seat
        return TERMINAL if phase == END else CHANCE

    def legal_actions(self, state: NeuroDrezState) -> list[Any]:
        return list(legal_of(state))

    def chance_owner(self, state: NeuroDrezState) -> int | None:
        """The roll (N13) is the mover's: it opens their tile and piece steps."""
        return state.config.slots[state.slot].seat if state.phase == ROLL else None

    def chance_outcomes(self, state: NeuroDrezState) -> list[tuple[Any, float]]:
        phase = state.phase
        if phase == ROLL:
            return DICE_OUTCOMES
        if phase == CENTRE_DRAW:
            return centre_outcomes(state)
        if phase == DEAL_TILES:
            return deal_outcomes(state)
        if phase == LEFTOVERS:
            return leftover_outcomes(state)
        if phase in (DEAL_CARDS, DRAW):
            deck = state.deck if state.deck.size else Deck.of(state.discards)  # N10
            return [(Draw(card), p) for card, p in deck.draw_outcomes()]
        if phase == ORDER:
            return ORDER_OUTCOMES
        return []

    def refusal(self, state: NeuroDrezState, action: Any) -> Refusal | None:
        player = self.current_player(state)
        if player == TERMINAL:
            return Refusal("N21", _("The game is over."))
        if player == CHANCE:
            if self._chance_ok(state, action):
                return None
            return Refusal("N13", _("Tiles, cards and dice are dealt and rolled by chance."))
        if is_among(action, legal_of(state)):
            return None
        return action_refusal(state, action)

    def why_not(self, state: NeuroDrezState, selection: Any) -> Refusal | None:
        """Why nothing the mover may do matches ``selection`` (a ``Pick…`` value of
        ``state``, or a whole action), in words that say what would make it possible."""
        player = self.current_player(state)
        if player == TERMINAL:
            return Refusal("N21", _("The game is over."))
        if player == CHANCE:
            return Refusal("N13", _("Tiles, cards and dice are dealt and rolled by chance: "
                                    "wait for them."))
        if not isinstance(selection, SELECTIONS):
            return self.refusal(state, selection)
        return why_not(state, selection, self.legal_actions(state))

    def _chance_ok(self, state: NeuroDrezState, action: Any) -> bool:
        """Whether ``action`` is one of the chance outcomes due (checked directly for the
        dice, the draws and the deal, which come often)."""
        phase = state.phase
        if phase == ROLL:
            return action in DICE_SET
        if phase in (DEAL_CARDS, DRAW):
            return type(action) is Draw and action.card in (
                state.deck if state.deck.size else state.discards)
        if phase == DEAL_TILES:
            return may_deal(state, action)
        return any(a == action for a, _chance in self.chance_outcomes(state))

    # -- doing it ----------------------------------------------------------------------------
    def _apply(self, state: NeuroDrezState, action: Any) -> NeuroDrezState:
        kind = type(action)
        if kind is Dice:
            return tile_step(state.evolve(dice=action))
        if kind is Draw:
            return draw_card(state, action.card)
        if kind is Place:
            return place(state, action)
        if kind is Move or kind is Enter:
            return move_piece(state, action)
        if kind is Remove:
            return remove(state, action.cell)
        if kind is Claim:
            return claim(state, action.cell)
        if kind is Decline:
            return state.evolve(phase=ROLL)
        if kind is CallSuddenDeath:
            return call_sudden_death(state)
        if kind is TradeNeutral:
            return trade_neutral(state)
        if kind is Withdraw:
            return withdraw(state, action.cell)
        if kind is CentreTile:
            return lay_centre(state, action.tile)
        if kind is DealTile:
            return deal_tile(state, action.tile)
        if kind is Leftover:
            return lay_leftover(state, action.cell)
        return roll_for_start(state, action.value)

    # -- the end -----------------------------------------------------------------------------
    def outcome(self, state: NeuroDrezState) -> Outcome | None:
        if state.phase != END or state.result is None:
            return None
        scores = state.result
        players = len(scores)
        winners = tuple(s for s in range(players) if scores[s] == max(scores) and scores[s] > 0)
        return Outcome(scores, winners, end_words(state), state.config.collaborative)

    # -- hidden information ------------------------------------------------------------------
    def view_for(self, state: NeuroDrezState, seat: int) -> NeuroDrezState:
        return hidden.view_for(state, seat)

    def sample_from_view(self, view: NeuroDrezState, seat: int, rng: Rng) -> NeuroDrezState:
        return hidden.sample_from_view(view, rng)

    def reveals(self, state: NeuroDrezState, action: Any) -> bool:
        """Laying a tile shows it; paying with a card or being stuck shows cards."""
        return (isinstance(action, Place | Withdraw | TradeNeutral)
                or (isinstance(action, Enter | Move) and isinstance(action.pay, Card)))

    def reveals_own(self, state: NeuroDrezState, action: Any) -> bool:
        """Each of them shows the mover's own tile or cards; the cards drawn after a trade
        or a withdrawal are chance actions of their own (DRAW), so the mover learns nothing
        here: a tile laid on the wrong cell may be taken back within the turn."""
        return self.reveals(state, action)

    # -- files ------------------------------------------------------------------------------
    def state_to_json(self, state: NeuroDrezState) -> dict[str, Any]:
        return codec.state_to_json(state, options_from_config(state.config))

    def state_from_json(self, obj: Any) -> NeuroDrezState:
        return codec.state_from_json(
            obj, lambda players, options: config_from_options(
                players, self.resolve_options(options)))

    def action_to_json(self, action: Any) -> Any:
        return codec.action_to_json(action)

    def action_from_json(self, obj: Any) -> Any:
        return codec.action_from_json(obj)
