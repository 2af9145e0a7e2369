"""Neuroriders' tactics positions (``core/tactics.py``): decisions whose right answer the
rules (rulebook ``neuroriders.txt``, rulings R1–R15) settle.

Each position is read through the game's codec (``state_from_json``), which checks that
every room is in exactly one place and that the phase's pending choice is there; the rooms
not named on the grid, in the lineup or in a hand are the face-down pile. All are two-seat
games in their first round or two, with the Memories a few placements could have earned.

Three kinds of check, both worked out by the rules themselves, never by the computer player:

* ``_secures_win``: the game ends within the seat's own turn (a section reaching 20, R11;
  every room crystallized, R13; the last adjustment, R11) and the seat is the sole winner
  (R14, R15) whatever Hidden Agenda the other seat holds (R6: the seat cannot see it), for
  some line of the seat's own choices and every choice left to the other seat.
* ``_turn_gain``: what the action is worth to the seat's own score sheet (R14: the agenda's
  weights times the Memories earned, less any Crystallization paid, less 1 per Action card
  played) by the end of its turn, with the seat's best continuation and the other seat's
  worst choice for it. Used where the positions differ only in what the turn earns, so the
  larger gain is simply more points (free material).
* ``not_losing``: the turn costs the seat nothing (a blunder avoided).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.neuroriders.rooms import COLOUR_NAMES, room_set
from neurodrez_desktop.games.neuroriders.scoring import score_sheet, section_values
from neurodrez_desktop.games.neuroriders.state import (
    AGENDA_IDS,
    ROOM_IDS,
    NRAction,
    NRState,
    Phase,
    Place,
)

Cell = tuple[int, int]
TileSpec = tuple[Cell, int, int] | tuple[Cell, int, int, bool]
"""A laid room: ``(cell, room, turns[, face_up])``, face up unless said."""
GameRules = Rules[NRState, NRAction]
"""The rules API as Neuroriders fills it (the checks play the turn out through it)."""
ORANGE, GREEN, WHITE, PINK = "orange", "green", "white", "pink"


# -- building a position ---------------------------------------------------------------------


def position(rules: GameRules, *, tiles: Sequence[TileSpec],
             riders: dict[str, Cell], agendas: tuple[int, int], phase: str = "place",
             memories: Sequence[int] = (0, 0, 0, 0), crystals: Sequence[int] = (0, 0, 0, 0),
             lineup: Sequence[int] = (), dealt: Sequence[int | None] = (None, None),
             held: Sequence[Sequence[int]] = ((), ()), cards: Sequence[int] = (7, 7),
             first: int = 0, to_act: int = 0, took_turn: int = 0, crystallizations: int = 0,
             placed: Cell | None = None, pending: Sequence[str] = (), reached: int = -1,
             adjusters: Sequence[int] = (), end_reason: str = "") -> NRState:
    """A two-seat state read through the codec (so checked as a save would be); every
    room not named is in the pile. A tile is ``(cell, room, turns[, face_up])``."""
    laid = sorted((list(t[0]), t[1], t[2], t[3] if len(t) > 3 else True) for t in tiles)
    named = {t[1] for t in laid} | set(lineup) | {d for d in dealt if d} | {
        r for h in held for r in h}
    obj = {
        "game": "neuroriders", "players": 2, "phase": phase,
        "tiles": [[c[0], c[1], room, turns, up] for c, room, turns, up in laid],
        "riders": [list(riders[name]) for name in COLOUR_NAMES],
        "memories": list(memories), "crystals": list(crystals),
        "pile": [r for r in ROOM_IDS if r not in named], "lineup": list(lineup),
        "dealt": list(dealt), "held": [list(h) for h in held], "agendas": list(agendas),
        "cards": list(cards), "first": first, "to_act": to_act, "took_turn": took_turn,
        "card_played": False, "relocating": None,
        "placed": None if placed is None else list(placed), "pending": list(pending),
        "reached": reached, "adjusters": list(adjusters),
        "crystallizations": crystallizations, "end_reason": end_reason, "first_option": -1,
    }
    return rules.state_from_json(obj)


# -- judging an answer by the rules ----------------------------------------------------------


def _total(state: NRState, seat: int, agenda: int) -> tuple[int, ...]:
    """R14 and R15: ``seat``'s tie-break key were its agenda ``agenda``."""
    data = room_set()
    sheet = score_sheet(data.agendas[agenda - 1], section_values(state.memories,
                                                                 state.crystals),
                        bin(state.cards[seat]).count("1"), data.agenda_values)
    used = 3 - bin(state.cards[seat]).count("1")
    from_marker = (seat - state.first - 1) % state.players + 1
    return (sheet.total, sheet.first, -used, -max(0, -sheet.third), from_marker)


def _sole_winner_whatever_they_hold(state: NRState, seat: int) -> bool:
    """At the end: ``seat`` wins alone for every agenda the other seat might hold (R6)."""
    mine = state.agendas[seat]
    other = 1 - seat
    key = _total(state, seat, mine)
    return all(key > _total(state, other, a) for a in AGENDA_IDS if a != mine)


def _secures_win(rules: GameRules, state: NRState, seat: int) -> bool:
    """The game ends before the turn passes on and ``seat`` wins it alone, for some line
    of its own choices and every choice left to the other seat."""
    player = rules.current_player(state)
    if player == TERMINAL:
        return _sole_winner_whatever_they_hold(state, seat)
    if player == CHANCE or state.phase == Phase.TAKE and state.to_act != seat:
        return False  # the game goes on: nothing is settled this turn
    nexts = (rules.apply(state, a) for a in rules.legal_actions(state))
    if player == seat:
        return any(_secures_win(rules, s, seat) for s in nexts)
    return all(_secures_win(rules, s, seat) for s in nexts)


def wins_now(rules: GameRules) -> Callable[[NRState, NRAction], bool]:
    def good(state: NRState, action: NRAction) -> bool:
        seat = state.to_act
        return _secures_win(rules, rules.apply(state, action), seat)
    return good


def _score(state: NRState, seat: int) -> int:
    return _total(state, seat, state.agendas[seat])[0]


def _turn_gain(rules: GameRules, state: NRState, seat: int, base: int) -> int:
    """The seat's score once its turn is over (its best line, the other seat's worst for
    it), less ``base``."""
    player = rules.current_player(state)
    if player in (CHANCE, TERMINAL) or state.phase == Phase.TAKE:
        return _score(state, seat) - base
    values = [_turn_gain(rules, rules.apply(state, a), seat, base)
              for a in rules.legal_actions(state)]
    return max(values) if player == seat else min(values)


def gains(rules: GameRules, state: NRState) -> dict[NRAction, int]:
    """Each legal action's ``_turn_gain``."""
    seat = state.to_act
    base = _score(state, seat)
    return {a: _turn_gain(rules, rules.apply(state, a), seat, base)
            for a in rules.legal_actions(state)}


def best_turn(rules: GameRules) -> Callable[[NRState, NRAction], bool]:
    """Good: the action's ``_turn_gain`` is the largest on offer (an Action card spent for
    the same Memories is a point less, R14)."""
    def good(state: NRState, action: NRAction) -> bool:
        table = gains(rules, state)
        return table[action] == max(table.values())
    return good


# -- the positions -----------------------------------------------------------------------------

ROUND_ONE: list[TileSpec] = [((0, 0), 0, 0), ((0, 1), 2, 0)]
"""Round 1 after Player 1's first turn: room 2 laid east of the Starting Room with its
orange west door towards it; its summoned orange rider walked through it (+2 orange, R9)."""
RIDERS_ONE = {ORANGE: (0, 1), GREEN: (0, 0), WHITE: (0, 0), PINK: (0, 0)}


def _pink_doors(rules: GameRules, take: bool = False) -> NRState:
    """Player 2 (agenda 10: pink ×2, orange ×1, white −1) holds room 6 (summons white and
    pink) and room 14; as a take, room 6 is still in the lineup."""
    if take:
        return position(rules, phase="take", tiles=ROUND_ONE, riders=RIDERS_ONE,
                        agendas=(1, 10), memories=(2, 0, 0, 0), lineup=(6, 21, 24),
                        dealt=(None, 14), held=((11,), ()), to_act=1, took_turn=1,
                        cards=(7, 1))
    return position(rules, tiles=ROUND_ONE, riders=RIDERS_ONE, agendas=(1, 10),
                    memories=(2, 0, 0, 0), lineup=(21, 24), dealt=(None, 6),
                    held=((11,), (14,)), to_act=1, took_turn=1, cards=(7, 1))


PATH_BOARD: list[TileSpec] = [((0, 0), 0, 0), ((0, 1), 2, 1), ((1, 0), 5, 0), ((1, 1), 8, 3)]
"""Round 1, third turn: room 2 east of the start (its south door pink, its west green),
room 5 south of it (north and east doors white), and room 8 just laid at (1, 1) with its
north door pink (meeting room 2's) and its west door white (meeting room 5's)."""


def _two_paths(rules: GameRules, agenda: int) -> NRState:
    """Room 8 summons the pink rider from the start: two 2-step paths tie (R8)."""
    return position(rules, phase="path", tiles=PATH_BOARD,
                    riders={ORANGE: (0, 1), GREEN: (1, 0), WHITE: (1, 0), PINK: (0, 0)},
                    agendas=(agenda, 5 if agenda != 5 else 4), memories=(0, 1, 3, 0),
                    lineup=(21,), dealt=(None, 14), held=((24,), ()), to_act=0,
                    took_turn=3, placed=(1, 1), pending=(PINK,))


ROUND_TWO: list[TileSpec] = [((-1, 0), 3, 0, False), ((0, 0), 0, 0, False), ((0, 1), 1, 0, False),
             ((0, 2), 5, 0), ((0, 3), 7, 0), ((1, 0), 2, 2, False)]
"""Round 2: the first crystallization turned the Starting Room and its three neighbours
face down (R12); the start could not move (rooms (-1, 0) and (1, 0) lean on it alone), the
riders were rescued to room 5 at (0, 2), and this round's first room, 7, went east of it."""


def _adjusting(rules: GameRules, memories: Sequence[int], crystals: Sequence[int],
               agendas: tuple[int, int], reached: int) -> NRState:
    """Player 1's first turn of round 2 pushed ``reached`` to 20 (set to 10, R11): Player 2
    has not played since the lineup was revealed, so it may nudge another section."""
    return position(rules, phase="adjust", tiles=ROUND_TWO,
                    riders={ORANGE: (0, 3), GREEN: (0, 3), WHITE: (0, 2), PINK: (0, 2)},
                    agendas=agendas, memories=memories, crystals=crystals,
                    lineup=(9, 10, 12), held=((11,), (13,)), to_act=1, took_turn=1,
                    crystallizations=1, reached=reached, adjusters=(1,), cards=(3, 5),
                    end_reason="the section reached 20 and went back to 10")


def _third_at_18(rules: GameRules, take: bool = False) -> NRState:
    """Player 2 (agenda 7: white ×2, green ×1, pink −1) in round 2; pink stands at 18 and
    the pink rider is in room 5, whose south door is pink; room 8 (summons pink) laid
    south of it with a pink north door walks it through (+2 pink)."""
    phase, lineup, held = (("take", (8, 9, 10), ((11,), (14,))) if take
                           else ("place", (9, 10), ((11,), (8, 14))))
    return position(rules, phase=phase, lineup=lineup, held=held, tiles=ROUND_TWO,
                    riders={ORANGE: (0, 3), GREEN: (0, 2), WHITE: (0, 2), PINK: (0, 2)},
                    agendas=(1, 7), memories=(8, 11, 15, 18), crystals=(1, 1, 1, 6),
                    dealt=(None, None), first=0, to_act=1, took_turn=1, crystallizations=1,
                    cards=(1, 3))


def _first_turn(rules: GameRules) -> NRState:
    """The game's first placement: every rider on the Starting Room, whose multicoloured
    doors match any door laid against them (R3). Player 1 (agenda 4: green ×2, orange ×1,
    pink −1) holds room 3 (summons green and pink) and room 9 (summons green)."""
    return position(rules, tiles=[((0, 0), 0, 0)], riders=dict.fromkeys(COLOUR_NAMES, (0, 0)),
                    agendas=(4, 9), lineup=(15, 16, 20), dealt=(3, 19), held=((9,), ()))


def at_least(rules: GameRules, points: int) -> Callable[[NRState, NRAction], bool]:
    """Good: a placement, no Action card first, whose ``_turn_gain`` is at least
    ``points`` (a card spent before the same walk is a point thrown away, R14)."""
    def good(state: NRState, action: NRAction) -> bool:
        return isinstance(action, Place) and gains(rules, state)[action] >= points
    return good


def not_losing(rules: GameRules) -> Callable[[NRState, NRAction], bool]:
    """Good: the turn costs the seat nothing (``_turn_gain`` at least 0)."""
    def good(state: NRState, action: NRAction) -> bool:
        return gains(rules, state)[action] >= 0
    return good


def tactics() -> list[Tactic]:
    from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules

    rules = NeuroridersRules()
    best = best_turn(rules)
    wins = wins_now(rules)
    pink_walks = at_least(rules, 6)
    return [
        Tactic(
            "pink through pink doors", "take free material",
            "Player 2's first colour is pink (agenda 10). Room 6 summons white and pink; "
            "laid with a pink door against a pink door the riders reach, both walk through "
            "pink doors (+1, and +2 for the pink rider: R8, R9), +3 pink: 6 points, or 8 at "
            "(0, 2), where they also pass room 2's orange doors (+2 orange, the second "
            "colour). Those 2 orange Memories are not free: the section is Player 1's too "
            "(R14), whose first room walked orange through orange doors, and an orange-first "
            "agenda gains 4 from them. So any placement walking both riders through pink "
            "doors is good; one that earns less, or the same walk after an Action card (a "
            "point, R14), is not.",
            lambda r: _pink_doors(r), pink_walks),
        Tactic(
            "take a pink-doored room", "claim what is free",
            "The same position a step earlier: rooms 6 and 21 of the lineup each summon the "
            "pink rider and have a pink door to lay against room 2's, so either earns Player "
            "2 the 8 points of 'pink through pink doors' this turn (R7–R9); with room 24 the "
            "best is 3.",
            lambda r: _pink_doors(r, take=True), best),
        Tactic(
            "pink's path: through pink doors", "take free material",
            "Room 8 summons the pink rider from the start and two 2-step paths tie, so the "
            "mover chooses (R8). Through (0, 1) it passes green doors then pink ones (+1 "
            "green, +2 pink); through (1, 0) white then white (+2 white). Player 1's agenda "
            "10 wants pink ×2 and white −1: the pink path (R9, R14).",
            lambda r: _two_paths(r, 10), best),
        Tactic(
            "pink's path: through white doors", "take free material",
            "The same tie as 'pink's path: through pink doors', but Player 1 holds agenda 7 "
            "(white ×2, green ×1, pink −1): through (1, 0) the walk earns +2 white, through "
            "(0, 1) +1 green and +2 pink, which this agenda scores against itself (R9, R14).",
            lambda r: _two_paths(r, 7), best),
        Tactic(
            "nudge your first colour", "win in one",
            "Orange reached 20 and went back to 10; Player 2 has not played this lineup, so "
            "it may nudge one other section by 1 and then the game ends (R11). Raising white, "
            "its first colour, is +2 points and wins against every agenda Player 1 might "
            "hold. Any other nudge helps an agenda such as orange-green-pink as much as it "
            "helps Player 2, and the tie goes to the marker's holder (R14, R15).",
            lambda r: _adjusting(r, (10, 8, 13, 6), (0, 3, 3, 2), (1, 7), 0), wins),
        Tactic(
            "first colour reset: lower your third", "win in one",
            "White, Player 2's first colour, reached 20 and went back to 10, so it cannot be "
            "nudged (R11). Lowering pink, the third colour, is +1 point and never helps an "
            "agenda that wants pink; raising green would let a green-first agenda draw "
            "level, and ties go to the marker's holder (R14, R15). Only lowering pink wins "
            "whatever Player 1 holds.",
            lambda r: _adjusting(r, (7, 7, 10, 8), (1, 1, 3, 2), (2, 7), 2), wins),
        Tactic(
            "push your third colour over 20", "win in one",
            "Pink is Player 2's third colour (agenda 7) and stands at 18. Laying room 8 south "
            "of room 5 with its pink door north walks the pink rider through pink doors (+2): "
            "pink reaches 20, goes back to 10, and the game ends at once, Player 1 having "
            "played this lineup already (R11, R13). Player 2 then wins against any agenda; "
            "a card played first costs a point but still wins; every other placement lets the "
            "game go on.",
            lambda r: _third_at_18(r), wins),
        Tactic(
            "take the room that ends it", "win in one",
            "The position of 'push your third colour over 20' at the take: room 8 (its "
            "pink rider through room 5's pink door) and room 10 (green and white riders "
            "through pink doors, +1 each) push pink, Player 2's third colour, to 20 and so "
            "back to 10 with the game over and won (R7, R9, R11); room 9 cannot.",
            lambda r: _third_at_18(r, take=True), wins),
        Tactic(
            "keep your first colour short of 20", "save attacked material",
            "The 'push your third colour over 20' position, but Player 2 holds agenda 11 "
            "(pink ×2, white ×1, green −1): room 8's walk would push pink, its first colour, "
            "to 20 and so back to 10 (R11), 16 points thrown away and the game over (lost "
            "against agenda 1, for one). Anything else keeps the 18 pink Memories.",
            lambda r: _third_at_18(r).evolve(agendas=(1, 11)), not_losing(rules)),
        Tactic(
            "the first room: green against the start", "take free material",
            "The Starting Room's doors match any door (R3), so the first room's summoned "
            "riders earn its door that faces the start. Room 3 summons green and pink: its "
            "green door towards the start earns +2 (green rider) and +1 (pink rider) green, "
            "Player 1's first colour: 6 points, on any of the four sides. Room 9 earns at "
            "most 4; room 3's pink door would score pink, the third colour (R9, R14).",
            _first_turn, best),
    ]
