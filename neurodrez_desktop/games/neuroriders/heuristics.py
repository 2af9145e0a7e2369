"""A fast evaluation of a Neuroriders position for each seat, and the search's guidance.

The search sees states dealt from the seat's view (``sample_from_view``), so every agenda
is known in them. A seat's prospects are its score sheet so far (R14) less what the next
crystallization would cost the colours it wants: the rooms that would flip now are worked
out as the rules flip them (R12 step 1, black rooms' chain included), and each rider in
one is charged the rooms its rescue would cross (step 3), more so the fewer turns are left
before the lineup runs out.

What the others' play reveals: their agendas are dealt uniformly in the search's states,
but a seat plays for its agenda, so the sections that grew are more likely someone's
first colour. Each state is weighed by how well the agendas dealt in it fit the sections
as they stand (``plausibility``): the evaluation leans towards an even share in states
whose agendas fit badly — the search's averages then weigh the likelier deals more. The
searching seat's own agenda is the same in every state, so its factor is the same
throughout a search and changes no comparison.

Of the many places a room may be laid, the search looks only at those whose walks earn the
mover's agenda most (``PLACES_WORTH_TRYING``); Action cards (a VP each, R14) only where a
Move takes a wanted rider out of a crystallization that comes at the end of this turn.

Endings (R11, R13): a placement that pushes a section to 20 is judged by the rules' verdict
on the game it ends, not by its walk (``worth_trying`` keeps only those that win when there
are any, and drops those that lose); once the game is ending (the R11 adjustments) no
crystallization is charged; and the last adjustment is played without a search where one
wins against every agenda the others might hold (``last_adjustment``, the ``obvious`` hook).
"""

from __future__ import annotations

import math

from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neuroriders.board import starting_room_cells
from neurodrez_desktop.games.neuroriders.crystal import flip_waves, flipped, nearest_rooms
from neurodrez_desktop.games.neuroriders.rooms import MULTI, WALL, room_set
from neurodrez_desktop.games.neuroriders.scoring import score_sheet, section_values, tie_break_key
from neurodrez_desktop.games.neuroriders.state import (
    AGENDA_IDS,
    DOORS,
    HIDDEN,
    SECTION_LIMIT,
    Adjust,
    AdjustPass,
    Cell,
    MoveRider,
    NoPlacement,
    NRState,
    Phase,
    Place,
)

SHARPNESS = 0.18
"""How sharply a VP lead turns into winning chances."""
PLACES_WORTH_TRYING = 10
"""How many placements, those earning the mover's agenda most at once, the search looks at.
30 was measured too (20 games each): Normal with 30 against Normal with 10 scored 0.50;
with 30 the search at 1 s beat itself at 0.33 s 0.70 (0.55 with 10), but Hard against
Normal scored 0.55, Normal against Easy and against Random 0.90 each (1.00 against Random
with 10). No goal was met by it, so the narrower search stays."""
URGENCY = (1.0, 0.8, 0.65, 0.55, 0.5)
"""How much of the crystallization's cost is counted, by lineup rooms left to take."""
RESCUE_RISK = 1.0
"""The share of the counted cost charged to a rider's colour."""
INFERENCE = 0.04
"""How strongly an agenda's fit with the sections makes it likelier (per VP of fit)."""
WEIGHTS = room_set().agenda_values
AGENDAS = room_set().agendas
SUMMONS = {room.id: tuple(sorted(room.summons)) for room in room_set().rooms}
OPPOSITE = (2, 3, 0, 1)
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))


def agenda_weights(state: NRState, seat: int) -> tuple[float, float, float, float]:
    """What one Memory of each colour is worth to ``seat`` (R14): +2, +1, −1 or 0; all
    zero when the agenda is hidden."""
    agenda_id = state.agendas[seat]
    if agenda_id in (0, HIDDEN):
        return (0.0, 0.0, 0.0, 0.0)
    return _WEIGHTS_OF[agenda_id]


def _weights(agenda_id: int) -> tuple[float, float, float, float]:
    a = AGENDAS[agenda_id - 1]
    out = [0.0, 0.0, 0.0, 0.0]
    out[a.first], out[a.second], out[a.third] = WEIGHTS
    return (out[0], out[1], out[2], out[3])


_WEIGHTS_OF = {a.id: _weights(a.id) for a in AGENDAS}


# -- crystallization ------------------------------------------------------------------------


def crystallizing(state: NRState) -> frozenset[Cell]:
    """The rooms that would be face down if the crystallization ran now (R12 step 1):
    those already down, the Starting Room and its neighbours the first time (later, the
    face-up rooms beside it or beside a crystallized one), then the black rooms' chain."""
    cached = state.__dict__.get("_nr_crystallizing")
    if cached is not None and cached[0] is state.tiles:
        return cached[1]
    down = {t.cell for t in state.tiles if not t.face_up}
    for wave in flip_waves(state):  # the rules' own flips, chain included
        down.update(wave)
    result = frozenset(down)
    state.__dict__["_nr_crystallizing"] = (state.tiles, result)
    return result


def _rescue_cost(state: NRState, origin: Cell, down: frozenset[Cell]) -> int:
    """R12 step 3: the crystallized rooms a rider at ``origin`` crosses to the nearest
    room not in ``down``, the one it starts in included (across empty cells when no chain
    of rooms leads to one: no rider is left behind). A rider on the Starting Room pays one
    when the room can be moved beside a face-up room (step 2)."""
    if origin == state.start_cell and _start_can_move(state, down):
        return 1
    return nearest_rooms(state, origin, down)[0]


def _start_can_move(state: NRState, down: frozenset[Cell]) -> bool:
    """Whether, with the rooms of ``down`` face down, the Starting Room has a cell to go
    to (R12 step 2)."""
    cached = state.__dict__.get("_nr_start_moves")
    if cached is not None and cached[0] is state.tiles and cached[1] is down:
        return cached[2]
    after = state.evolve(tiles=flipped(state.tiles, set(down)))
    movable = bool(starting_room_cells(after, first_only=True))
    state.__dict__["_nr_start_moves"] = (state.tiles, down, movable)
    return movable


def risk(state: NRState) -> tuple[float, float, float, float]:
    """Each colour's Crystallization to come, as counted now: the rescue cost of a rider
    standing in a room that would crystallize, times how soon that happens. None in the
    R11 adjustments: the game ends with them, before any crystallization (R13)."""
    phase = state.phase
    if phase in (Phase.ADJUST, Phase.END):  # the game ends before any crystallization
        return (0.0, 0.0, 0.0, 0.0)
    if phase in (Phase.START_ROOM, Phase.RESCUE):  # the rooms have flipped already
        down = frozenset(t.cell for t in state.tiles if not t.face_up)
        urgency = 1.0
    else:
        down = crystallizing(state)
        left = len(state.lineup) if phase != Phase.REVEAL else len(URGENCY) - 1
        urgency = URGENCY[min(left, len(URGENCY) - 1)]
    out = [0.0, 0.0, 0.0, 0.0]
    for colour, cell in enumerate(state.riders):
        if cell in down:
            out[colour] = RESCUE_RISK * urgency * _rescue_cost(state, cell, down)
    return (out[0], out[1], out[2], out[3])


# -- what the others' play reveals ---------------------------------------------------------


def agenda_fit(values: tuple[float, ...], agenda_id: int) -> float:
    """What an agenda would score from the sections as they stand (R14, cards aside)."""
    w = _WEIGHTS_OF[agenda_id]
    return w[0] * values[0] + w[1] * values[1] + w[2] * values[2] + w[3] * values[3]


def plausibility(state: NRState) -> float:
    """How likely the agendas dealt in ``state`` are, next to the likeliest deal, in (0, 1]:
    each seat's agenda counts by ``exp(INFERENCE × fit)`` against the best-fitting one it
    could hold instead (those the others hold aside)."""
    values = tuple(m - c for m, c in zip(state.memories, state.crystals, strict=True))
    agendas = state.agendas
    if any(a in (0, HIDDEN) for a in agendas):
        return 1.0
    held = set(agendas)
    free = [a.id for a in AGENDAS if a.id not in held]
    best_free = max((agenda_fit(values, a) for a in free), default=-math.inf)
    log_p = 0.0
    for a in agendas:
        mine = agenda_fit(values, a)
        log_p += INFERENCE * (mine - max(mine, best_free))
    return math.exp(log_p)


# -- the evaluation ------------------------------------------------------------------------


def projected_scores(state: NRState) -> list[float]:
    """Each seat's score sheet (R14) with the coming crystallization's cost counted."""
    danger = risk(state)
    values = [m - c - d for m, c, d in zip(state.memories, state.crystals, danger,
                                           strict=True)]
    scores = []
    for seat in range(state.players):
        w = agenda_weights(state, seat)
        unplayed = bin(state.cards[seat]).count("1")
        scores.append(w[0] * values[0] + w[1] * values[1] + w[2] * values[2]
                      + w[3] * values[3] + unplayed)
    return scores


def evaluate(state: NRState) -> tuple[float, ...]:
    """Each seat's winning chances from its projected score, summing to 1, drawn towards
    an even share as far as the state's agendas are implausible (``plausibility``)."""
    scores = projected_scores(state)
    top = max(scores)
    exps = [math.exp(SHARPNESS * (s - top)) for s in scores]
    total = sum(exps)
    even = 1 / state.players
    weight = plausibility(state)
    return tuple(even + weight * (e / total - even) for e in exps)


# -- guidance for the search ---------------------------------------------------------------


def _door_value(a: object, b: object, rider: int, w: tuple[float, ...]) -> float:
    """R9: what a step between connected doors ``a`` and ``b`` is worth to weights ``w``."""
    if a == MULTI:
        a = b
    if b == MULTI:
        b = a
    if a != b or a is WALL or a == MULTI:
        return 0.0
    return w[a] * (2 if a == rider else 1)  # type: ignore[index]


def place_gain(state: NRState, action: Place, seat: int) -> float:
    """What laying a room this way earns ``seat``'s agenda at once (R8, R9; walks with a
    tie are counted by their better path), worked out without laying it."""
    summons = SUMMONS.get(action.room, ())
    if not summons:
        return 0.0
    return _gain(state, action.room, action.cell, action.turns, agenda_weights(state, seat))


def _gain(state: NRState, room: int, cell: Cell, turns: int,
          w: tuple[float, ...]) -> float:
    mine = DOORS[room][turns]
    r, c = cell
    entries = []  # (neighbour, its door, the new room's door) for each connected edge
    for edge in range(4):
        door = mine[edge]
        if door is WALL:
            continue
        dr, dc = STEPS[edge]
        other = (r + dr, c + dc)
        theirs = state.doors(other)
        if theirs is None or theirs[OPPOSITE[edge]] is WALL:
            continue
        entries.append((other, theirs[OPPOSITE[edge]], door))
    gain = 0.0
    for colour in SUMMONS[room]:
        at = state.riders[colour]
        best = None
        for other, theirs, door in entries:
            if other == at:  # one step: the shortest (R8)
                best = _door_value(theirs, door, colour, w)
                break
        else:
            mine_at = state.doors(at)
            if mine_at is None:
                continue
            ar, ac = at
            for other, theirs, door in entries:
                d = (other[0] - ar, other[1] - ac)
                if d not in _EDGE_OF:
                    continue
                edge = _EDGE_OF[d]
                step = mine_at[edge]
                facing = state.doors(other)
                if step is WALL or facing is None or facing[OPPOSITE[edge]] is WALL:
                    continue
                value = (_door_value(step, facing[OPPOSITE[edge]], colour, w)
                         + _door_value(theirs, door, colour, w))
                best = value if best is None else max(best, value)
        gain += best or 0.0
    return gain


_EDGE_OF = {step: edge for edge, step in enumerate(STEPS)}
_RANKED: dict[tuple, list] = {}  # type: ignore[type-arg]
_RANKED_MAX = 20_000


def worth_trying(state: NRState, legal: list) -> list:  # type: ignore[type-arg]
    """Laying a room: the few placements that earn the mover's agenda most; an Action
    card only to move a rider it wants out of a crystallization due after this turn.

    A placement whose walk pushes a section to 20 ends the game (R11, R13), so what it
    is worth is the score sheet's verdict, not the walk's Memories (the section goes back
    to 10: for a third colour at 18 that is 8 points *won*). Such placements are judged
    by the rules in the state given (``_ending_verdict``): where one wins outright only
    the winning ones are kept (a decisive move), one that ends the game lost is dropped,
    and any still open (another seat's R11 adjustment, an unknown agenda in a view) is
    kept whatever its walk's Memories."""
    if state.phase != Phase.PLACE:
        return legal
    seat = state.to_act
    wins, losses, open_ends = _endings(state, legal, seat)
    if wins:
        return wins
    if len(legal) <= PLACES_WORTH_TRYING:
        kept = legal
    else:
        kept = _ranked(state, legal, seat)
        kept = kept + [a for a in open_ends if a not in kept]
    if losses:
        rest = [a for a in kept if a not in losses]
        if not rest and len(kept) < len(legal):
            rest = [a for a in legal if a not in losses]
        kept = rest or kept
    return kept


def _ranked(state: NRState, legal: list, seat: int) -> list:  # type: ignore[type-arg]
    """The placements that earn ``seat``'s agenda most, and the rescuing Move cards."""
    w = agenda_weights(state, seat)
    key = (state.tiles, state.riders, state.hand(seat), w, state.card_played,
           state.cards[seat], len(state.lineup))
    kept = _RANKED.get(key)
    if kept is None:
        places = [a for a in legal if isinstance(a, Place)]
        gains = [_gain(state, a.room, a.cell, a.turns, w) if SUMMONS.get(a.room) else 0.0
                 for a in places]
        ranked = sorted(range(len(places)), key=lambda i: -gains[i])
        kept = [places[i] for i in sorted(ranked[:PLACES_WORTH_TRYING])]
        kept += _rescuing_moves(state, legal, w)
        if not kept:
            kept = [a for a in legal if isinstance(a, NoPlacement)] or legal
        if len(_RANKED) >= _RANKED_MAX:
            _RANKED.clear()
        _RANKED[key] = kept
    return kept


NEAR_TWENTY = SECTION_LIMIT - 6
"""A section that one placement can push to 20: a room summons at most two riders, each
walks at most two steps (R8), and a step earns at most 2 of a colour, its own rider's,
or 1 for the other rider (R9): 2 × 2 + 2 × 1 = 6."""
_UNIT = ((1.0, 0.0, 0.0, 0.0), (0.0, 1.0, 0.0, 0.0), (0.0, 0.0, 1.0, 0.0),
         (0.0, 0.0, 0.0, 1.0))
_ENDINGS: dict[tuple, tuple] = {}  # type: ignore[type-arg]


def _endings(state: NRState, legal: list, seat: int) -> tuple[list, list, list]:  # type: ignore[type-arg]
    """The placements whose walks can push a section to 20 (R11), split by the verdict
    of the game they end: (won by ``seat`` alone, lost, not settled yet)."""
    near = [c for c in range(4) if state.memories[c] >= NEAR_TWENTY]
    if not near:
        return [], [], []
    key = (state.tiles, state.riders, state.hand(seat), state.memories, state.crystals,
           state.agendas, state.cards, state.card_played, state.took_turn, state.first,
           seat)
    cached = _ENDINGS.get(key)
    if cached is not None:
        return cached
    wins, losses, open_ends = [], [], []
    memories = state.memories
    for a in legal:
        if not isinstance(a, Place) or not SUMMONS.get(a.room):
            continue
        if not any(memories[c] + _gain(state, a.room, a.cell, a.turns, _UNIT[c])
                   >= SECTION_LIMIT for c in near):
            continue
        verdict = _ending_verdict(_rules()._apply(state, a), seat)
        if verdict is None:
            open_ends.append(a)
        elif verdict:
            wins.append(a)
        else:
            losses.append(a)
    if len(_ENDINGS) >= _RANKED_MAX:
        _ENDINGS.clear()
    result = (wins, losses, open_ends)
    _ENDINGS[key] = result
    return result


def _ending_verdict(state: NRState, seat: int, depth: int = 2) -> bool | None:
    """Whether ``seat`` wins the game alone (True), does not win it (False), or neither
    is settled yet (None), with the seat's own tied-path choices its best (R8) and, in a
    two-seat game, the other seat's R11 adjustment its worst. Only in a state whose
    agendas are all known: a view's hidden agenda leaves every ending open (R6)."""
    if any(a in (0, HIDDEN) for a in state.agendas):
        return None
    phase = state.phase
    if phase == Phase.END:
        outcome = _rules().outcome(state)
        return outcome is not None and outcome.winners == (seat,)
    if depth <= 0:
        return None
    rules = _rules()
    if phase == Phase.PATH and state.to_act == seat:
        verdicts = [_ending_verdict(rules._apply(state, a), seat, depth - 1)
                    for a in rules.legal_actions(state)]
        if True in verdicts:
            return True
        return False if all(v is False for v in verdicts) else None
    if phase == Phase.ADJUST and state.players == 2 and state.to_act != seat:
        verdicts = [_ending_verdict(rules._apply(state, a), seat, depth - 1)
                    for a in rules.legal_actions(state)]
        if False in verdicts:
            return False
        return True if all(verdicts) else None
    return None


def last_adjustment(state: NRState, legal: list):  # type: ignore[no-untyped-def]
    """``obvious``: the last R11 adjustment settles the game (it ends straight after, R11,
    R13). Where one of the adjuster's choices makes it the sole winner (R14, R15) against
    every agenda each other seat might hold, that choice is played; otherwise None (the
    search decides). Only the adjuster's own agenda is read, never the others' (R6): the
    answer is the same in the adjuster's view as in every state dealt from it, so the
    search's root and its sampled states agree."""
    if state.phase != Phase.ADJUST or len(state.adjusters) != 1:
        return None
    seat = state.to_act
    mine = state.agendas[seat]
    if mine in (0, HIDDEN):
        return None
    best, best_margin = None, None
    for action in legal:
        if isinstance(action, Adjust):
            memories = list(state.memories)
            memories[action.colour] += action.delta
        elif isinstance(action, AdjustPass):
            memories = list(state.memories)
        else:
            return None
        margin = _worst_margin(state, memories, seat, mine)
        if margin is not None and (best_margin is None or margin > best_margin):
            best, best_margin = action, margin
    return best


def _worst_margin(state: NRState, memories: list[int], seat: int, mine: int
                  ) -> tuple[int, ...] | None:
    """At the end with ``memories``: how far ``seat``'s R15 key (agenda ``mine``) stays
    ahead of the best key any other seat could have with any agenda other than ``mine``
    (their cards are public), or None when some other seat could tie or beat it."""
    values = section_values(memories, state.crystals)
    data = room_set()
    players = state.players

    def key(s: int, agenda: int) -> tuple[int, ...]:
        unplayed = bin(state.cards[s]).count("1")
        sheet = score_sheet(data.agendas[agenda - 1], values, unplayed, data.agenda_values)
        return tie_break_key(sheet, 3 - unplayed, (s - state.first - 1) % players + 1)

    own = key(seat, mine)
    worst = None
    for other in range(players):
        if other == seat:
            continue
        for agenda in AGENDA_IDS:
            if agenda == mine:
                continue
            theirs = key(other, agenda)
            if theirs >= own:
                return None
            gap = tuple(a - b for a, b in zip(own, theirs, strict=True))
            worst = gap if worst is None or gap < worst else worst
    return worst


_RULES_CACHE: list = []  # type: ignore[type-arg]


def _rules():  # type: ignore[no-untyped-def]
    """The game's rules (imported late: ``rules`` does not import this module, but the
    game's package imports both)."""
    if not _RULES_CACHE:
        from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules
        _RULES_CACHE.append(NeuroridersRules())
    return _RULES_CACHE[0]


def _rescuing_moves(state: NRState, legal: list, w: tuple[float, ...]) -> list:  # type: ignore[type-arg]
    """Move cards (R10) that take a rider of a colour the mover wants out of the rooms
    that crystallize at the end of this turn (the lineup is empty)."""
    if state.lineup or state.card_played:
        return []
    down = crystallizing(state)
    return [a for a in legal if isinstance(a, MoveRider) and w[a.colour] > 0
            and state.riders[a.colour] in down and a.cell not in down]


def first_to_try(state: NRState, untried: list, rng: Rng):  # type: ignore[no-untyped-def]
    """The placement that earns the mover most, before the rest."""
    if state.phase == Phase.PLACE:
        places = [a for a in untried if isinstance(a, Place)]
        if places:
            return max(places, key=lambda a: place_gain(state, a, state.to_act))
    return rng.choice(untried)
