"""Sudden death and the end of a NeuroDrez game (N21–N26).

Kept apart from the turn's steps because every step asks it the same question — has a
side now won? — and the end of a turn asks the rest: did the sides win together (N24),
has sudden death stalled for a round (N24, N26), were all the rounds played?
"""

from __future__ import annotations

from neurodrez_desktop.core.plurals import count, plural
from neurodrez_desktop.games.neurodrez.movement import board_of
from neurodrez_desktop.games.neurodrez.state import END, NeuroDrezState
from neurodrez_desktop.games.neurodrez.terrain import own_tiles, surface_owners
from neurodrez_desktop.games.neurodrez.words import domination_words, side_name

EARLY_SUDDEN_DEATH_TILES = 18
ALL_TILES = 36


# -- sudden death (N22, N23) -------------------------------------------------------------------
def may_call(state: NeuroDrezState) -> bool:
    """N23: with the option, 18 tiles down and tiles still in hand, sudden death may be
    called at the start of a turn (once)."""
    return (state.config.early_sudden_death and not state.sudden and not state.sudden_next
            and state.on_terrain >= EARLY_SUDDEN_DEATH_TILES
            and any(state.hands))


def begin_sudden_death(state: NeuroDrezState) -> NeuroDrezState:
    """At the start of a turn: sudden death begins if it was called (N23) or the 36th tile
    is down (N22); tiles still in hands are set aside. Fewer tiles of a surface may now
    all be one side's: that side wins at once."""
    if state.sudden_next or (not state.sudden and state.on_terrain >= ALL_TILES):
        hands = ((),) * len(state.hands)
        state = state.evolve(sudden=True, sudden_next=False, hands=hands)
        won = winner(state)
        if won is not None:
            return won
    return state


# -- domination (N21, N22) ---------------------------------------------------------------------
def owners(state: NeuroDrezState) -> list[int]:
    """Per surface, the side dominating it (N21, N22) or NOBODY."""
    return surface_owners(state.tiles, state.tokens, board_of(state).side_of, state.sudden)


def winner(state: NeuroDrezState) -> NeuroDrezState | None:
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
    owned = owners(state)
    for side in order:
        surfaces = [s for s in range(6) if owned[s] == side]
        if surfaces:
            scores = tuple(1.0 if slot_side == side else 0.0
                           for slot_side in seat_sides(state))
            return ended(state, scores, domination_words(state, side, surfaces))
    return None


def all_dominate(state: NeuroDrezState) -> bool:
    """N24: the sides hold distinct surfaces, each dominating its own."""
    owned = owners(state)
    options = [[s for s in range(6) if owned[s] == side]
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


# -- the end of a turn (N24, N26) --------------------------------------------------------------
def close_turn(state: NeuroDrezState) -> NeuroDrezState:
    """The checks at the end of a turn: a collaborative win (N24), and in sudden death the
    count of quiet turns, a whole round of which stalls the game (N24, N26). Returns the
    ended state, or the state with the count brought up to date."""
    config = state.config
    if config.collaborative and all_dominate(state):
        return ended(state, (1.0,) * config.players,
                     "Every side dominates a surface of its own: all win")
    if state.sudden:
        quiet = 0 if state.active else state.quiet_turns + 1
        if quiet >= len(config.slots):
            return stalled(state, "a whole round of sudden death passed with no tile "
                           "removed" + ("" if config.collaborative
                                        else " and no conquest claimed"))
        state = state.evolve(quiet_turns=quiet)
    return state


def out_of_rounds(state: NeuroDrezState) -> NeuroDrezState:
    """The last round has been played (N24: 60, N26: 100): the game stalls."""
    n = state.config.max_rounds
    return stalled(state.evolve(rounds=state.rounds + 1),
                   f"{count(n, 'round', 'rounds')} {plural(n, 'was', 'were')} played")


def stalled(state: NeuroDrezState, why: str) -> NeuroDrezState:
    config = state.config
    if config.collaborative:  # N24, N25: everyone loses together
        return ended(state, (0.0,) * config.players, f"All lose: {why}")
    counts = [own_tiles(state.tiles, state.tokens, colours) for colours in config.sides]
    best = max(counts)
    top = [side for side, n in enumerate(counts) if n == best]
    scores = tuple(1.0 / len(top) if side in top else 0.0 for side in seat_sides(state))
    names = " and ".join(side_name(state, s) for s in top)
    colours = sum(len(config.sides[s]) for s in top)  # one side of two colours is plural
    result = f"{names} {plural(colours, 'holds', 'hold')} the most tiles ({best})"
    return ended(state, scores, f"The game stalls: {why}. {result}")


def seat_sides(state: NeuroDrezState) -> list[int]:
    """Each seat's side (solo: the one seat plays them all)."""
    sides = [-1] * state.config.players
    for slot in state.config.slots:
        sides[slot.seat] = slot.side
    return sides


def ended(state: NeuroDrezState, scores: tuple[float, ...], reason: str) -> NeuroDrezState:
    return state.evolve(phase=END, result=scores, end_reason=reason)
