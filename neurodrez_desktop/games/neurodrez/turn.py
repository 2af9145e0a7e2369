"""A NeuroDrez turn, step by step (N10, N12–N15, N20): the conquest claim, the roll, the
tile step (lay one, or remove one in sudden death), the piece step (enter or move one, or
be stuck), the card draws that follow, and the hand-over to the next turn.

Each function takes the state after a legal action and returns the next one, skipping
steps with nothing to do (no tile to lay or remove, no claim to make).
"""

from __future__ import annotations

from neurodrez_desktop.core.cards import NEUTRAL, Card, Deck
from neurodrez_desktop.games.neurodrez.components import KING
from neurodrez_desktop.games.neurodrez.conquest import claimable
from neurodrez_desktop.games.neurodrez.ending import (
    begin_sudden_death,
    close_turn,
    may_call,
    out_of_rounds,
    winner,
)
from neurodrez_desktop.games.neurodrez.piece_choices import piece_actions
from neurodrez_desktop.games.neurodrez.state import (
    CLAIM,
    DRAW,
    EMPTY,
    END,
    ORDER,
    PIECE,
    ROLL,
    STUCK,
    TILE,
    Enter,
    Move,
    NeuroDrezAction,
    NeuroDrezState,
    Phase,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
    replaced,
)
from neurodrez_desktop.games.neurodrez.terrain import frontier, removable

PLACES = tuple(tuple(Place(tile, cell) for cell in range(49)) for tile in range(36))
"""Every tile-laying action made once: the tile step offers up to 15 × 20 of them."""
TRADE = TradeNeutral()


# -- what the player may do --------------------------------------------------------------------
def tile_actions(state: NeuroDrezState) -> list[NeuroDrezAction]:
    """N14: a tile of the hand on any empty cell next to the terrain; N22: in sudden
    death, a removable tile."""
    if state.sudden:
        return [Remove(c) for c in removable(state.tiles, state.pieces)]
    cells = frontier(state.tiles)
    return [PLACES[t][c] for t in sorted(set(state.hands[state.slot])) for c in cells]


def stuck_actions(state: NeuroDrezState) -> list[NeuroDrezAction]:
    """N20: take back one of the slot's pieces (or none, if it has none down)."""
    colours = state.current.colours
    own = [c for c in range(49) if state.pieces[c] != EMPTY
           and state.pieces[c] // 6 in colours]
    return with_trade(state, [Withdraw(c) for c in own] or [Withdraw(EMPTY)])


def with_trade(state: NeuroDrezState, actions: list[NeuroDrezAction]) -> list[NeuroDrezAction]:
    """The step's actions, and trading a Neutral if the mover holds one (N10): in the
    piece step, and when stuck (a new card may unstick the player)."""
    if NEUTRAL in state.cards[state.slot]:
        actions.append(TRADE)
    return actions


# -- the steps -----------------------------------------------------------------------------------
def start_turn(state: NeuroDrezState, slot: int, new_round: bool) -> NeuroDrezState:
    state = state.evolve(slot=slot, turn=state.turn + 1, dice=None, active=False,
                         rounds=state.rounds + new_round)
    state = begin_sudden_death(state)
    if state.phase == END:
        return state
    if claimable(state) or may_call(state):
        return state.evolve(phase=CLAIM)
    return state.evolve(phase=ROLL)


def tile_step(state: NeuroDrezState) -> NeuroDrezState:
    """After the roll (N13): the tile step, skipped when there is no tile to lay or (N22)
    none removable."""
    state = state.evolve(phase=TILE)
    actions = tile_actions(state)
    if actions:
        state._cache["legal"] = actions  # kept for legal_actions
        return state
    return piece_step(state)


def place(state: NeuroDrezState, action: Place) -> NeuroDrezState:
    hand = list(state.hands[state.slot])
    hand.remove(action.tile)
    after = state.evolve(tiles=replaced(state.tiles, action.cell, action.tile),
                         hands=replaced(state.hands, state.slot, tuple(hand)))
    return winner(after) or piece_step(after)


def remove(state: NeuroDrezState, cell: int) -> NeuroDrezState:
    """N22: a conquest token goes with its tile."""
    after = state.evolve(tiles=replaced(state.tiles, cell, EMPTY),
                         tokens=replaced(state.tokens, cell, EMPTY), active=True)
    return winner(after) or piece_step(after)


def piece_step(state: NeuroDrezState) -> NeuroDrezState:
    state = state.evolve(phase=PIECE)
    pieces = piece_actions(state)
    if not pieces:
        return state.evolve(phase=STUCK)  # N20 (a Neutral may still be traded there)
    state._cache["legal"] = with_trade(state, pieces)  # kept for legal_actions
    return state


def move_piece(state: NeuroDrezState, action: Enter | Move) -> NeuroDrezState:
    """N15: a piece enters or moves, capturing what stood there; a card that paid is shown,
    discarded and replaced."""
    if isinstance(action, Enter):
        piece, origin, target = action.colour * 6 + action.kind, EMPTY, action.cell
    else:
        piece, origin, target = state.pieces[action.origin], action.origin, action.target
    pieces = list(state.pieces)
    arrived = list(state.arrived)
    if origin != EMPTY:
        pieces[origin] = EMPTY
        arrived[origin] = EMPTY
    pieces[target] = piece  # a piece there was captured: back to its reserve (N18)
    arrived[target] = state.turn
    side = state.current.side
    after = state.evolve(pieces=tuple(pieces), arrived=tuple(arrived),
                         king_last=replaced(state.king_last, side, piece % 6 == KING))
    if isinstance(action.pay, Card):  # shown, discarded and replaced (N15)
        return discard_and_draw(after, (action.pay,), draws=1, then=None)
    return end_turn(after)


def trade_neutral(state: NeuroDrezState) -> NeuroDrezState:
    """N10: a Neutral discarded, a card drawn, and the piece step again."""
    return discard_and_draw(state, (NEUTRAL,), draws=1, then=PIECE)


def withdraw(state: NeuroDrezState, cell: int) -> NeuroDrezState:
    """N20: stuck: a piece back to the reserve, both cards shown, discarded, redrawn."""
    if cell != EMPTY:
        state = state.evolve(pieces=replaced(state.pieces, cell, EMPTY),
                             arrived=replaced(state.arrived, cell, EMPTY))
    return discard_and_draw(state, state.cards[state.slot], draws=2, then=None)


# -- cards (N10) ---------------------------------------------------------------------------------
def discard_and_draw(state: NeuroDrezState, cards: tuple[Card, ...], draws: int,
                     then: Phase | None) -> NeuroDrezState:
    held = list(state.cards[state.slot])
    for card in cards:
        held.remove(card)
    return state.evolve(cards=replaced(state.cards, state.slot, tuple(held)),
                        discards=state.discards + tuple(cards), phase=DRAW,
                        draw_to=(state.slot,) * draws, then=then)


def draw_card(state: NeuroDrezState, card: Card) -> NeuroDrezState:
    """A card drawn (the deal's or a replacement); when the last one due is in, the game
    goes on: to the start roll after the deal, the piece step after a trade, or the next
    turn."""
    deck, discards = state.deck, state.discards
    if not deck.size:  # N10: the discards become the deck
        deck, discards = Deck.of(discards), ()
    slot, rest = state.draw_to[0], state.draw_to[1:]
    cards = replaced(state.cards, slot, tuple(sorted(state.cards[slot] + (card,))))
    after = state.evolve(deck=deck.without(card), discards=discards, cards=cards,
                         draw_to=rest)
    if rest:
        return after
    then = state.then
    if then == ORDER:
        if state.config.solo:  # one player: no roll for the start
            return start_turn(after.evolve(then=None), 0, new_round=False)
        return after.evolve(phase=ORDER, then=None,
                            contenders=tuple(range(len(state.config.slots))))
    if then == PIECE:  # after a Neutral traded: the piece step again (maybe stuck)
        return piece_step(after.evolve(then=None))
    return end_turn(after.evolve(then=None))


# -- the next turn ---------------------------------------------------------------------------------
def end_turn(state: NeuroDrezState) -> NeuroDrezState:
    state = close_turn(state)
    if state.phase == END:
        return state
    config = state.config
    following = (state.slot + 1) % len(config.slots)
    new_round = following == state.first_slot
    if new_round and state.rounds + 1 >= config.max_rounds:
        return out_of_rounds(state)
    return start_turn(state, following, new_round)
