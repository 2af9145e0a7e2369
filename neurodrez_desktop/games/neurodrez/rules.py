"""NeuroDrez (rulebook ``neurodrez.txt``, rulings N1–N26): the turn, the end, and hidden
information. Where pieces go is ``movement``; where tiles go and who dominates is
``terrain``; the seating is ``setup``.

A turn is: a conquest claim (N12, only offered when there is one to make or sudden death
to call), the roll (chance), the tile step (lay one, or remove one in sudden death), the
piece step (enter or move one, or be stuck), and the card draws that follow (chance).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.cards import NEUTRAL, UNKNOWN, Card, CardType, Deck, pokerdrez_deck
from neurodrez_desktop.core.dice import tied_high
from neurodrez_desktop.core.protocol import (
    CHANCE,
    TERMINAL,
    Outcome,
    Refusal,
    Rules,
    is_among,
)
from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neurodrez import codec
from neurodrez_desktop.games.neurodrez.components import (
    CENTRE,
    COLOUR_NAMES,
    COLOUR_RGB,
    KIND_NAMES,
    KING,
    NUMBER_KIND,
    SURFACE_NAMES,
    TILES,
    cell_name,
    tile_colour,
    tile_name,
    tile_surface,
)
from neurodrez_desktop.games.neurodrez.movement import Board
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
    DIE,
    DRAW,
    EMPTY,
    END,
    FREE,
    LEFTOVERS,
    ORDER,
    PIECE,
    ROLL,
    STUCK,
    TILE,
    UNKNOWN_TILE,
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
    OrderRoll,
    Place,
    Remove,
    TradeNeutral,
    Withdraw,
    pay_words,
)
from neurodrez_desktop.games.neurodrez.terrain import (
    frontier,
    own_tiles,
    removable,
    surface_owners,
)

CARD_KIND = {CardType.QUEEN: 1, CardType.ROOK: 2, CardType.BISHOP: 3, CardType.KNIGHT: 4,
             CardType.PAWN: 5}
ALL_DICE = tuple(Dice(n, c, s) for n in range(1, 7) for c in range(6) for s in range(6))
DICE_OUTCOMES = [(d, 1 / len(ALL_DICE)) for d in ALL_DICE]
DICE_SET = frozenset(ALL_DICE)
PLACES = tuple(tuple(Place(tile, cell) for cell in range(49)) for tile in TILES)
"""Every tile-laying action made once: the tile step offers up to 15 × 20 of them."""
EARLY_SUDDEN_DEATH_TILES = 18
ANY_BUT_KING = (1, 2, 3, 4, 5)  # what the 6 and a Joker pay for (a King is free anyway)
CELL_RANGE = range(49)
TRADE = TradeNeutral()
FULL_DECK = pokerdrez_deck(1)
ALL_TILES = 36


class NeuroDrezRules(Rules[NeuroDrezState, Any]):
    spec = SPEC

    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        """The seat's colours ("Red & Green"); with four, the team too; solo: all four."""
        if players == 1:
            return "Solo"
        colours = config_from_options(players, self.resolve_options(options)).slots[seat].colours
        names = " & ".join(COLOUR_NAMES[c].title() for c in colours)
        return f"{names}, team {'AB'[seat % 2]}" if players == 4 else names

    def side_colours(self, seat: int, players: int,
                     options: Mapping[str, Any] | None = None
                     ) -> tuple[tuple[int, int, int], ...]:
        """The seat's piece colours (solo: all four)."""
        config = config_from_options(players, self.resolve_options(options))
        colours = [c for slot in config.slots if slot.seat == seat for c in slot.colours]
        return tuple(COLOUR_RGB[c] for c in colours)

    def seating(self, players: int, options: Mapping[str, Any] | None = None) -> str:
        config = config_from_options(players, self.resolve_options(options))
        if players == 1:
            return ("Solo (N25): you play all four colours in turn, each a side of its own, "
                    "and win when each dominates a surface of its own.")
        if players == 4:
            words = ("Two teams of two (N7): partners sit alternately (A1, B1, A2, B2) and "
                     "win together.")
        elif players == 3:
            rest = next(c for c in range(4) if all(c not in side for side in config.sides))
            words = f"Each player owns one colour; {COLOUR_NAMES[rest].title()} rests (N7)."
        else:
            words = "Each player owns two colours (N7)."
        if config.collaborative:
            words += (" Collaborative (N24): everyone wins together when each side dominates "
                      "a surface of its own.")
        return words

    def acting_side(self, state: NeuroDrezState) -> str | None:
        if state.config.players != 1:
            return None
        return f"{_side_name(state, state.config.slots[state.slot].side)}, solo"

    def hides_information(self, options: Mapping[str, Any] | None = None) -> bool:
        return True

    def initial_state(self, players: int = 2, options: Mapping[str, Any] | None = None
                      ) -> NeuroDrezState:
        self.spec.check_players(players)
        config = config_from_options(players, self.resolve_options(options))
        n = len(config.slots)
        empty = (EMPTY,) * 49
        return NeuroDrezState(config, CENTRE_DRAW, 0, empty, empty, empty, empty,
                              ((),) * n, ((),) * n, pokerdrez_deck(1), (),
                              king_last=(False,) * len(config.sides))

    # -- who acts, and what they may do ------------------------------------------------------
    def current_player(self, state: NeuroDrezState) -> int:
        phase = state.phase
        if phase in (CLAIM, TILE, PIECE, STUCK):
            return state.config.slots[state.slot].seat
        return TERMINAL if phase == END else CHANCE

    def legal_actions(self, state: NeuroDrezState) -> list[Any]:
        cached = state._cache.get("legal")
        if cached is None:
            cached = state._cache["legal"] = self._legal(state)
        return list(cached)

    def _legal(self, state: NeuroDrezState) -> list[Any]:
        phase = state.phase
        if phase == CLAIM:
            out: list[Any] = [Claim(c) for c in _claimable(state)]
            out.append(Decline())
            if _may_call(state):
                out.append(CallSuddenDeath())
            return out
        if phase == TILE:
            if state.sudden:
                return [Remove(c) for c in removable(state.tiles, state.pieces)]
            cells = frontier(state.tiles)
            return [PLACES[t][c] for t in sorted(set(state.hands[state.slot])) for c in cells]
        if phase == PIECE:
            return _with_trade(state, _piece_actions(state))
        if phase == STUCK:
            colours = state.current.colours
            own = [c for c in range(49) if state.pieces[c] != EMPTY
                   and state.pieces[c] // 6 in colours]
            return _with_trade(state, [Withdraw(c) for c in own] or [Withdraw(EMPTY)])
        return []

    def chance_outcomes(self, state: NeuroDrezState) -> list[tuple[Any, float]]:
        phase = state.phase
        if phase == ROLL:
            return DICE_OUTCOMES
        if phase == CENTRE_DRAW:
            down = [t for t in state.tiles if t != EMPTY]
            colours = {tile_colour(t) for t in down}
            surfaces = {tile_surface(t) for t in down}
            fits = [t for t in TILES if tile_colour(t) not in colours
                    and tile_surface(t) not in surfaces]
            return [(CentreTile(t), 1 / len(fits)) for t in fits]
        if phase == DEAL_TILES:
            pool = _undealt(state)
            return [(DealTile(t), 1 / len(pool)) for t in pool]
        if phase == LEFTOVERS:
            cells = frontier(state.tiles)
            return [(Leftover(c), 1 / len(cells)) for c in cells]
        if phase in (DEAL_CARDS, DRAW):
            deck = state.deck if state.deck.size else Deck.of(state.discards)  # N10
            return [(Draw(card), p) for card, p in deck.draw_outcomes()]
        if phase == ORDER:
            return [(OrderRoll(v), 1 / 6) for v in range(1, 7)]
        return []

    def refusal(self, state: NeuroDrezState, action: Any) -> Refusal | None:
        player = self.current_player(state)
        if player == TERMINAL:
            return Refusal("N21", "the game is over")
        if player == CHANCE:
            if _chance_ok(self, state, action):
                return None
            return Refusal("N13", "tiles, cards and dice are dealt and rolled by chance")
        legal = state._cache.get("legal")
        if is_among(action, self.legal_actions(state) if legal is None else legal):
            return None
        return Refusal(*_why_not(state, action))

    # -- doing it ----------------------------------------------------------------------------
    def _apply(self, state: NeuroDrezState, action: Any) -> NeuroDrezState:
        kind = type(action)
        if kind is Dice:
            return self._tile_step(state.evolve(dice=action))
        if kind is Draw:
            return self._draw(state, action.card)
        if kind is Place:
            return self._place(state, action)
        if kind is Move or kind is Enter:
            return self._piece(state, action)
        if kind is Remove:
            return self._remove(state, action.cell)
        if kind is Claim:
            return self._claim(state, action.cell)
        if kind is Decline:
            return state.evolve(phase=ROLL)
        if kind is CallSuddenDeath:
            after = state.evolve(sudden_next=True)
            return after if _claimable(after) else after.evolve(phase=ROLL)
        if kind is TradeNeutral:
            return _discard_and_draw(state, (NEUTRAL,), draws=1, then=PIECE)
        if kind is Withdraw:
            return self._withdraw(state, action.cell)
        if kind is CentreTile:
            return self._centre(state, action.tile)
        if kind is DealTile:
            return self._deal(state, action.tile)
        if kind is Leftover:
            return self._leftover(state, action.cell)
        return self._order(state, action.value)

    # setup (N8–N11)
    def _centre(self, state: NeuroDrezState, tile: int) -> NeuroDrezState:
        placed = sum(1 for t in state.tiles if t != EMPTY)
        tiles = _set(state.tiles, CENTRE[placed], tile)
        if placed + 1 < len(CENTRE):
            return state.evolve(tiles=tiles)
        return state.evolve(tiles=tiles, phase=DEAL_TILES, slot=0)

    def _deal(self, state: NeuroDrezState, tile: int) -> NeuroDrezState:
        slot = state.slot
        hands = _set(state.hands, slot, tuple(sorted(state.hands[slot] + (tile,))))
        n = len(hands)
        dealt = sum(len(h) for h in hands)
        if dealt < n * state.config.hand_size:
            return state.evolve(hands=hands, slot=(slot + 1) % n)
        after = state.evolve(hands=hands, slot=0)
        if _undealt(after):
            return after.evolve(phase=LEFTOVERS)
        return _deal_cards(after)

    def _leftover(self, state: NeuroDrezState, cell: int) -> NeuroDrezState:
        tile = _undealt(state)[0]
        after = state.evolve(tiles=_set(state.tiles, cell, tile))
        return after if _undealt(after) else _deal_cards(after)

    def _order(self, state: NeuroDrezState, value: int) -> NeuroDrezState:
        rolls = state.order_rolls + (value,)
        if len(rolls) < len(state.contenders):
            return state.evolve(order_rolls=rolls)
        best = tied_high(dict(zip(state.contenders, rolls, strict=True)))
        if len(best) > 1:  # N11: the tied roll again
            return state.evolve(contenders=tuple(best), order_rolls=())
        return self._start_turn(state.evolve(first_slot=best[0], order_rolls=(),
                                             contenders=()), best[0], new_round=False)

    def _draw(self, state: NeuroDrezState, card: Card) -> NeuroDrezState:
        deck, discards = state.deck, state.discards
        if not deck.size:  # N10: the discards become the deck
            deck, discards = Deck.of(discards), ()
        slot, rest = state.draw_to[0], state.draw_to[1:]
        cards = _set(state.cards, slot, tuple(sorted(state.cards[slot] + (card,))))
        after = state.evolve(deck=deck.without(card), discards=discards, cards=cards,
                             draw_to=rest)
        if rest:
            return after
        then = state.then
        if then == ORDER:
            if state.config.solo:  # one player: no roll for the start
                return self._start_turn(after.evolve(then=EMPTY), 0, new_round=False)
            return after.evolve(phase=ORDER, then=EMPTY,
                                contenders=tuple(range(len(state.config.slots))))
        if then == PIECE:  # after a Neutral traded: the piece step again (maybe stuck)
            return _piece_step(after.evolve(then=EMPTY))
        return self._end_turn(after.evolve(then=EMPTY))

    # a turn
    def _start_turn(self, state: NeuroDrezState, slot: int, new_round: bool
                    ) -> NeuroDrezState:
        state = state.evolve(slot=slot, turn=state.turn + 1, dice=None, active=False,
                             rounds=state.rounds + new_round)
        if state.sudden_next or (not state.sudden and state.on_terrain >= ALL_TILES):
            hands = ((),) * len(state.hands)  # N23: tiles still in hands are set aside
            state = state.evolve(sudden=True, sudden_next=False, hands=hands)
            won = _won(state)  # N22: fewer tiles of a surface may now all be one side's
            if won is not None:
                return won
        if _claimable(state) or _may_call(state):
            return state.evolve(phase=CLAIM)
        return state.evolve(phase=ROLL)

    def _claim(self, state: NeuroDrezState, cell: int) -> NeuroDrezState:
        colour = state.pieces[cell] // 6
        after = state.evolve(tokens=_set(state.tokens, cell, colour), phase=ROLL,
                             active=state.active or not state.config.collaborative)
        return _won(after) or after

    def _tile_step(self, state: NeuroDrezState) -> NeuroDrezState:
        state = state.evolve(phase=TILE)
        if self.legal_actions(state):
            return state
        return _piece_step(state)  # no tile to lay, or (N22) none removable: skipped

    def _place(self, state: NeuroDrezState, place: Place) -> NeuroDrezState:
        hand = list(state.hands[state.slot])
        hand.remove(place.tile)
        after = state.evolve(tiles=_set(state.tiles, place.cell, place.tile),
                             hands=_set(state.hands, state.slot, tuple(hand)))
        return _won(after) or _piece_step(after)

    def _remove(self, state: NeuroDrezState, cell: int) -> NeuroDrezState:
        after = state.evolve(tiles=_set(state.tiles, cell, EMPTY),
                             tokens=_set(state.tokens, cell, EMPTY), active=True)
        return _won(after) or _piece_step(after)

    def _piece(self, state: NeuroDrezState, action: Enter | Move) -> NeuroDrezState:
        if type(action) is Enter:
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
                             king_last=_set(state.king_last, side, piece % 6 == KING))
        if isinstance(action.pay, Card):  # shown, discarded and replaced (N15)
            return _discard_and_draw(after, (action.pay,), draws=1, then=EMPTY)
        return self._end_turn(after)

    def _withdraw(self, state: NeuroDrezState, cell: int) -> NeuroDrezState:
        """N20: stuck: a piece back to the reserve, both cards shown, discarded, redrawn."""
        if cell != EMPTY:
            state = state.evolve(pieces=_set(state.pieces, cell, EMPTY),
                                 arrived=_set(state.arrived, cell, EMPTY))
        return _discard_and_draw(state, state.cards[state.slot], draws=2, then=EMPTY)

    def _end_turn(self, state: NeuroDrezState) -> NeuroDrezState:
        config = state.config
        if config.collaborative and _all_dominate(state):
            return _ended(state, (1.0,) * config.players,
                          "Every side dominates a surface of its own: all win (N24)")
        if state.sudden:
            quiet = 0 if state.active else state.quiet_turns + 1
            if quiet >= len(config.slots):
                return _stalled(state, "a whole round of sudden death passed with no tile "
                                "removed" + ("" if config.collaborative
                                             else " and no conquest claimed"))
            state = state.evolve(quiet_turns=quiet)
        following = (state.slot + 1) % len(config.slots)
        new_round = following == state.first_slot
        if new_round and state.rounds + 1 >= config.max_rounds:
            return _stalled(state.evolve(rounds=state.rounds + 1),
                            f"{config.max_rounds} rounds were played")
        return self._start_turn(state, following, new_round)

    # -- the end -----------------------------------------------------------------------------
    def outcome(self, state: NeuroDrezState) -> Outcome | None:
        if state.phase != END or state.result is None:
            return None
        scores = state.result
        players = len(scores)
        winners = tuple(s for s in range(players) if scores[s] == max(scores) and scores[s] > 0)
        return Outcome(scores, winners, state.end_reason, state.config.collaborative)

    # -- hidden information ------------------------------------------------------------------
    def view_for(self, state: NeuroDrezState, seat: int) -> NeuroDrezState:
        if state.phase == END:
            return state
        slots = state.config.slots
        hands = tuple(hand if slots[k].seat == seat else (UNKNOWN_TILE,) * len(hand)
                      for k, hand in enumerate(state.hands))
        cards = tuple(held if slots[k].seat == seat else (UNKNOWN,) * len(held)
                      for k, held in enumerate(state.cards))
        deck = Deck(((UNKNOWN, state.deck.size),)) if state.deck.size else Deck()
        return state.evolve(hands=hands, cards=cards, deck=deck)

    def sample_from_view(self, view: NeuroDrezState, seat: int, rng: Rng) -> NeuroDrezState:
        """Deal the unseen tiles and cards (others' hands, the deck) at random.

        The search deals one such world per iteration, so it is kept lean: the cards seen
        are counted off the full deck's tally, and only as many tiles and cards as are
        hidden in hands are drawn; the rest is the deck, a tally needing no order."""
        seen_tiles = set(view.tiles)
        for hand in view.hands:
            seen_tiles.update(hand)
        tiles = [t for t in TILES if t not in seen_tiles]
        hidden = sum(hand.count(UNKNOWN_TILE) for hand in view.hands)
        tiles = rng.sample(tiles, hidden)
        hands = tuple(tuple(sorted(tiles.pop() if t == UNKNOWN_TILE else t for t in hand))
                      for hand in view.hands)
        left = dict(FULL_DECK.counts)  # in the deck's order
        for card in view.discards:
            left[card] -= 1
        unknown = 0
        for hand in view.cards:
            for card in hand:
                if card == UNKNOWN:
                    unknown += 1
                else:
                    left[card] -= 1
        unseen = [card for card, n in left.items() for _ in range(n)]
        dealt = rng.sample(unseen, unknown)  # to the hands; the rest is the deck
        for card in dealt:
            left[card] -= 1
        held = tuple(tuple(sorted(dealt.pop() if c == UNKNOWN else c for c in hand))
                     for hand in view.cards)
        deck = Deck(tuple((card, n) for card, n in left.items() if n))
        return view.evolve(hands=hands, cards=held, deck=deck)

    def reveals(self, state: NeuroDrezState, action: Any) -> bool:
        """Laying a tile shows it; paying with a card or being stuck shows cards."""
        return (isinstance(action, Place | Withdraw | TradeNeutral)
                or (isinstance(action, Enter | Move) and isinstance(action.pay, Card)))

    # -- words and files ---------------------------------------------------------------------
    def action_label(self, state: NeuroDrezState, action: Any, seat: int | None = None) -> str:
        config = state.config
        who = _slot_name(state, state.slot)
        if isinstance(action, Draw):
            owner = state.draw_to[0] if state.draw_to else state.slot
            name = _slot_name(state, owner)
            if seat is not None and config.slots[owner].seat == seat:
                return f"{name} draws {action.card}"
            return f"{name} draws a card"
        if isinstance(action, DealTile):
            return f"a tile is dealt to {who}"
        if isinstance(action, CentreTile | Leftover | OrderRoll):
            if isinstance(action, Leftover):
                return f"{tile_name(_undealt(state)[0]).capitalize()} is laid on " \
                       f"{cell_name(action.cell)} (left over)"
            if isinstance(action, OrderRoll):
                return f"{_slot_name(state, state.contenders[len(state.order_rolls)])} " \
                       f"rolls {action.value} for the start"
            return str(action).capitalize()
        if isinstance(action, Dice):
            return (f"{who} rolls {action.number} ({_number_words(action.number)}), "
                    f"{COLOUR_NAMES[action.colour]}, {SURFACE_NAMES[action.surface]}")
        if isinstance(action, Move | Enter):
            if isinstance(action, Move):
                target = action.target
                words = f"{who}: {_piece_words(state.pieces[action.origin])} " \
                        f"{cell_name(action.origin)}–{cell_name(target)}"
            else:
                target = action.cell
                words = f"{who}: enters the {_piece_words(action.colour * 6 + action.kind)}" \
                        f" on {cell_name(target)}"
            if state.pieces[target] != EMPTY:
                words += f", captures the {_piece_words(state.pieces[target])}"
            return f"{words} ({pay_words(action.pay)})"
        if isinstance(action, Withdraw):
            shown = " and ".join(str(c) for c in state.cards[state.slot]) or "no card"
            taken = "" if action.cell == EMPTY else \
                f"takes back the {_piece_words(state.pieces[action.cell])}, "
            return f"{who} is stuck (N20): {taken}shows {shown} and draws two"
        if isinstance(action, Claim):
            return f"{who} conquers {tile_name(state.tiles[action.cell])} on " \
                   f"{cell_name(action.cell)} (N12)"
        if isinstance(action, Remove):
            return f"{who} removes {tile_name(state.tiles[action.cell])} from " \
                   f"{cell_name(action.cell)} (N22)"
        if isinstance(action, CallSuddenDeath):
            return (f"{who} calls sudden death (N23): it begins with the next turn, and the "
                    "tiles still in hand are set aside")
        return f"{who} {action}"

    def in_log(self, state: NeuroDrezState, action: Any) -> bool:
        return not isinstance(action, DealTile)  # thirty face-down deals say nothing

    def progress(self, state: NeuroDrezState) -> str:
        if state.phase in (CENTRE_DRAW, DEAL_TILES, LEFTOVERS, DEAL_CARDS, ORDER):
            return "Setup"
        phase = "sudden death · " if state.sudden else ""
        return (f"{phase}Round {state.rounds + 1} of {state.config.max_rounds} · "
                f"{state.on_terrain} tiles")

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


# -- helpers ----------------------------------------------------------------------------------
def _chance_ok(rules: NeuroDrezRules, state: NeuroDrezState, action: Any) -> bool:
    """Whether ``action`` is one of the chance outcomes due (checked directly for the
    dice and the draws, which come often)."""
    phase = state.phase
    if phase == ROLL:
        return action in DICE_SET
    if phase in (DEAL_CARDS, DRAW):
        return type(action) is Draw and action.card in (
            state.deck if state.deck.size else state.discards)
    if phase == DEAL_TILES:  # thirty deals a game: an undealt tile, without the list
        tile = action.tile if type(action) is DealTile else EMPTY
        return (0 <= tile < len(TILES) and tile not in state.tiles
                and all(tile not in hand for hand in state.hands))
    return any(a == action for a, _ in rules.chance_outcomes(state))


def _set(values: tuple, index: int, value: Any) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def _undealt(state: NeuroDrezState) -> list[int]:
    """Tiles neither on the terrain nor in a hand (before play: the deal's pool)."""
    held = {t for hand in state.hands for t in hand}
    down = set(state.tiles)
    return [t for t in TILES if t not in down and t not in held]


def _deal_cards(state: NeuroDrezState) -> NeuroDrezState:
    n = len(state.config.slots)
    return state.evolve(phase=DEAL_CARDS, draw_to=tuple(k % n for k in range(2 * n)),
                        then=ORDER)


def _discard_and_draw(state: NeuroDrezState, cards: tuple[Card, ...], draws: int,
                      then: int) -> NeuroDrezState:
    held = list(state.cards[state.slot])
    for card in cards:
        held.remove(card)
    return state.evolve(cards=_set(state.cards, state.slot, tuple(held)),
                        discards=state.discards + tuple(cards), phase=DRAW,
                        draw_to=(state.slot,) * draws, then=then)


def _board(state: NeuroDrezState) -> Board:
    board = state._cache.get("board")
    if board is None:
        board = state._cache["board"] = Board(state.tiles, state.tokens, state.pieces,
                                              state.config.sides)
    return board


def _claimable(state: NeuroDrezState) -> list[int]:
    """N12: tiles under a piece of the mover's side that arrived before this turn and
    stands on a tile not friendly to it."""
    side = state.current.side
    board = _board(state)
    own = state.config.sides[side]
    return [c for c in range(49) if state.pieces[c] != EMPTY
            and board.side_of[state.pieces[c] // 6] == side and state.arrived[c] < state.turn
            and board.colour_at(c) not in own]


def _may_call(state: NeuroDrezState) -> bool:
    return (state.config.early_sudden_death and not state.sudden and not state.sudden_next
            and state.on_terrain >= EARLY_SUDDEN_DEATH_TILES
            and any(state.hands))


def _pays(state: NeuroDrezState) -> list[tuple[Any, int | None]]:
    """What may pay this turn and for which kind (None: any): the number die, each card."""
    pays: list[tuple[Any, int | None]] = []
    if state.dice is not None:
        pays.append((DIE, NUMBER_KIND[state.dice.number]))
    for card in sorted(set(state.cards[state.slot])):
        if card.kind is CardType.JOKER:
            pays.append((card, None))
        elif card.kind in CARD_KIND:
            pays.append((card, CARD_KIND[card.kind]))
    return pays


def _piece_actions(state: NeuroDrezState) -> list[Any]:
    """N15, N18, N19: every entry and move the mover may make, with every way to pay."""
    board = _board(state)
    config = state.config
    slot = state.current
    side = slot.side
    pieces = state.pieces
    dice = state.dice
    ways: list[list[Any]] = [[], [], [], [], [], []]  # per kind: what may pay for it
    if not state.king_last[side]:
        ways[KING].append(FREE)  # N15, N18
    for pay, pays_for in _pays(state):
        for kind in ANY_BUT_KING if pays_for is None else (pays_for,):
            ways[kind].append(pay)
    named = [c for c in board.named_by_dice(dice.colour, dice.surface)
             if board.can_land(c, side)] if dice is not None else []
    side_colours = config.sides[side]
    on_terrain = [c for c in CELL_RANGE if pieces[c] != EMPTY
                  and pieces[c] // 6 in side_colours]
    out: list[Any] = []
    for cell in on_terrain:
        piece = pieces[cell]
        if piece // 6 not in slot.colours:
            continue  # a partner's piece (teams): it moves on the partner's turn
        paying = ways[piece % 6]
        if not paying:
            continue
        targets = set(board.natural(cell))
        targets.update(named)
        targets.discard(cell)
        for target in sorted(targets):
            for pay in paying:
                out.append(Move(cell, target, pay))
    if named and len(on_terrain) < config.limit:
        kings_down = any(pieces[c] % 6 == KING for c in on_terrain)
        for colour in slot.colours:
            down = {pieces[c] % 6 for c in on_terrain if pieces[c] // 6 == colour}
            for kind in range(6):
                if kind in down or (kind == KING and kings_down):
                    continue  # on the terrain already; one King per side (N18)
                for pay in ways[kind]:
                    out += [Enter(colour, kind, c, pay) for c in named]
    return out


def _with_trade(state: NeuroDrezState, actions: list[Any]) -> list[Any]:
    """The step's actions, and trading a Neutral if the mover holds one (N10): in the
    piece step, and when stuck (a new card may unstick the player)."""
    if NEUTRAL in state.cards[state.slot]:
        actions.append(TRADE)
    return actions


def _piece_step(state: NeuroDrezState) -> NeuroDrezState:
    state = state.evolve(phase=PIECE)
    pieces = _piece_actions(state)
    if not pieces:
        return state.evolve(phase=STUCK)  # N20 (a Neutral may still be traded there)
    state._cache["legal"] = _with_trade(state, pieces)  # kept for legal_actions
    return state


def _owners(state: NeuroDrezState) -> list[int]:
    """Per surface, the side dominating it (N21, N22) or NOBODY."""
    return surface_owners(state.tiles, state.tokens, _board(state).side_of, state.sudden)


def _won(state: NeuroDrezState) -> NeuroDrezState | None:
    """N21/N22 after a step: a side dominating a surface wins (the mover's side first)."""
    config = state.config
    if config.collaborative:
        return None
    n = len(config.slots)
    order: list[int] = []
    for k in range(n):  # the mover's side first, then the others in turn order
        side = config.slots[(state.slot + k) % n].side
        if side not in order:
            order.append(side)
    owners = _owners(state)
    for side in order:
        surfaces = [s for s in range(6) if owners[s] == side]
        if surfaces:
            names = ", ".join(SURFACE_NAMES[s] for s in surfaces)
            rule = "N22" if state.sudden else "N21"
            scores = tuple(1.0 if slot_side == side else 0.0
                           for slot_side in _seat_sides(state))
            return _ended(state, scores, f"{_side_name(state, side)} dominates {names} "
                                         f"({rule})")
    return None


def _all_dominate(state: NeuroDrezState) -> bool:
    """N24: the sides hold distinct surfaces, each dominating its own."""
    owners = _owners(state)
    options = [[s for s in range(6) if owners[s] == side]
               for side in range(len(state.config.sides))]
    if not all(options):
        return False
    return any(len(set(choice)) == len(choice)
               for choice in _choices(options))


def _choices(options: list[list[int]]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for surfaces in options:
        out = [(*prefix, s) for prefix in out for s in surfaces if s not in prefix]
    return out


def _stalled(state: NeuroDrezState, why: str) -> NeuroDrezState:
    config = state.config
    if config.collaborative:  # N24, N25: everyone loses together
        return _ended(state, (0.0,) * config.players, f"All lose: {why} (N24)")
    counts = [own_tiles(state.tiles, state.tokens, colours) for colours in config.sides]
    best = max(counts)
    top = [side for side, n in enumerate(counts) if n == best]
    scores = tuple(1.0 / len(top) if side in top else 0.0 for side in _seat_sides(state))
    names = " and ".join(_side_name(state, s) for s in top)
    result = f"{names} {'hold' if len(top) > 1 else 'holds'} the most tiles ({best})"
    return _ended(state, scores, f"The game stalls: {why}. {result} (N26)")


def _seat_sides(state: NeuroDrezState) -> list[int]:
    """Each seat's side (solo: the one seat plays them all)."""
    sides = [-1] * state.config.players
    for slot in state.config.slots:
        sides[slot.seat] = slot.side
    return sides


def _ended(state: NeuroDrezState, scores: tuple[float, ...], reason: str) -> NeuroDrezState:
    return state.evolve(phase=END, result=scores, end_reason=reason)


def _side_name(state: NeuroDrezState, side: int) -> str:
    return " & ".join(COLOUR_NAMES[c].title() for c in state.config.sides[side])


def _slot_name(state: NeuroDrezState, slot: int) -> str:
    return " & ".join(COLOUR_NAMES[c].title() for c in state.config.slots[slot].colours)


def _piece_words(piece: int) -> str:
    return f"{COLOUR_NAMES[piece // 6]} {KIND_NAMES[piece % 6].lower()}"


def _number_words(number: int) -> str:
    kind = NUMBER_KIND[number]
    return "any piece" if kind is None else KIND_NAMES[kind]


def _why_not(state: NeuroDrezState, action: Any) -> tuple[str, str]:
    """The ruling an illegal action breaks, in words (for the table's refusals)."""
    phase = state.phase
    if isinstance(action, Claim | Decline | CallSuddenDeath):
        if phase != CLAIM:
            return "N12", "a conquest is claimed at the start of the turn, before the roll"
        if isinstance(action, CallSuddenDeath):
            if not state.config.early_sudden_death:
                return "N23", "early sudden death is not an option in this game"
            if state.sudden or state.sudden_next:
                return "N23", "sudden death has already begun or been called"
            return "N23", "sudden death may be called once 18 tiles are on the terrain"
        return "N12", ("only a tile under your piece that stood there since before this "
                       "turn, and is not already your colour, can be conquered")
    if isinstance(action, Place | Remove):
        if phase != TILE:
            return "N14", "tiles are laid (or removed) after the roll, before the piece"
        if isinstance(action, Remove):
            if not state.sudden:
                return "N22", "tiles are removed only in sudden death"
            if state.tiles[action.cell] == EMPTY:
                return "N22", "there is no tile there"
            if state.pieces[action.cell] != EMPTY:
                return "N22", "a tile with a piece on it cannot be removed"
            return "N22", ("only a tile on the terrain's edge whose removal keeps the "
                           "terrain in one piece can be removed")
        if state.sudden:
            return "N22", "in sudden death a tile is removed instead"
        if action.tile not in state.hands[state.slot]:
            return "N14", "that tile is not in your hand"
        return "N14", "a tile goes on an empty cell next to the terrain"
    if isinstance(action, Enter | Move):
        if phase != PIECE:
            return "N15", "a piece is entered or moved after the tile step"
        return "N15", ("that piece cannot go there: it needs the number die or a card of "
                       "its kind (a King is free), and a tile of the rolled colour or "
                       "surface, or its own movement (N17); a piece on a tile of its own "
                       "colours is safe (N16)")
    if isinstance(action, Withdraw):
        if phase == STUCK:
            return "N20", "take back one of your own pieces on the terrain"
        return "N20", "only a player who can neither enter nor move a piece is stuck"
    if isinstance(action, TradeNeutral):
        return "N10", "only a Neutral card in your hand can be traded, on your piece step"
    return "N13", f"{action} is not possible now"
