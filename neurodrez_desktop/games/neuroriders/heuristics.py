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

Of the many places a room may be laid, the search looks at those that earn the mover's
agenda most (``PLACES_WORTH_TRYING``), valued as the rules play them, R11 counted
(``earnings``), and at the best of each other kind of decision whatever those leave out:
the best placement after which the game goes on, the best that ends it, and each Action
card (a VP each, R14) at its best use where it makes the turn earn more than that point,
or rescues a wanted rider from a crystallization due at the end of this turn.

Endings (R11, R13): a placement that pushes a section to 20 sets it to 10, and is judged by
the rules' verdict on the game it ends where every agenda is known (``worth_trying`` keeps
only those that win when there are any, and drops those that lose); once the game is
ending (the R11 adjustments) no crystallization is charged; and the last adjustment is
played without a search where one wins against every agenda the others might hold
(``last_adjustment``, the ``obvious`` hook).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from neurodrez_desktop.core.rng import Rng
from neurodrez_desktop.games.neuroriders.board import starting_room_cells
from neurodrez_desktop.games.neuroriders.crystal import flip_waves, flipped, nearest_rooms
from neurodrez_desktop.games.neuroriders.earnings import (
    SUMMONS,
    Offer,
    near_twenty,
    place_value,
    summonable,
    within_a_step,
)
from neurodrez_desktop.games.neuroriders.earnings import (
    _gain as _gain,  # the walks' fast count (R8, R9), as the tests read it
)
from neurodrez_desktop.games.neuroriders.rooms import room_set
from neurodrez_desktop.games.neuroriders.scoring import score_sheet, section_values, tie_break_key
from neurodrez_desktop.games.neuroriders.state import (
    AGENDA_IDS,
    HIDDEN,
    Adjust,
    AdjustPass,
    Cell,
    MoveRider,
    NoPlacement,
    NRAction,
    NRState,
    Phase,
    Place,
    Relocate,
    RotateRoom,
    Tile,
)

if TYPE_CHECKING:  # imported late at run time (``_rules``)
    from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules

CardUse = MoveRider | RotateRoom | Relocate
"""An Action card played (R10), as the filter keeps it."""

SHARPNESS = 0.18
"""How sharply a VP lead turns into winning chances."""
PLACES_WORTH_TRYING = 10
"""How many placements, those earning the mover's agenda most at once, the search looks at.
30 was measured too (20 games each): Normal with 30 against Normal with 10 scored 0.50;
with 30 the search at 1 s beat itself at 0.33 s 0.70 (0.55 with 10), but Hard against
Normal scored 0.55, Normal against Easy and against Random 0.90 each (1.00 against Random
with 10). No goal was met by it, so the narrower search stays. (Measured when the ten
were ranked by their walks' Memories alone, R11 aside, and nothing else was kept but a
rescuing Move and every placement that might end the game.)"""
URGENCY = (1.0, 0.8, 0.65, 0.55, 0.5)
"""How much of the crystallization's cost is counted, by lineup rooms left to take."""
RESCUE_RISK = 1.0
"""The share of the counted cost charged to a rider's colour."""
INFERENCE = 0.04
"""How strongly an agenda's fit with the sections makes it likelier (per VP of fit)."""
WEIGHTS = room_set().agenda_values
AGENDAS = room_set().agendas


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
    cached: tuple[tuple[Tile, ...], frozenset[Cell]] | None = state.__dict__.get(
        "_nr_crystallizing")  # kept per state, with the tiles it was worked out for
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
    cached: tuple[tuple[Tile, ...], frozenset[Cell], bool] | None = state.__dict__.get(
        "_nr_start_moves")  # kept per state, with what it was worked out for
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


def place_gain(state: NRState, action: Place, seat: int) -> float:
    """What laying a room this way earns ``seat``'s agenda at once (R8, R9; walks with a
    tie are counted by their better path), R11 counted: a section the walks would take to
    20 is set to 10 and the turn's later Memories are lost (``earnings.place_value``)."""
    if not SUMMONS.get(action.room):
        return 0.0
    return place_value(state, action, agenda_weights(state, seat))[0]


@dataclass(frozen=True)
class Candidates:
    """What the filter keeps of one position's actions, worked out once (``_candidates``)."""

    ranked: tuple[Place, ...]
    """Every placement, the most valued first (``earnings.place_value``, R11 counted)."""
    going_on: Place | None
    """The best placement after which the game goes on (no section reaches 20)."""
    endings: tuple[Place, ...]
    """The placements that can take a section to 20 (and so end the game), best first."""
    reaching: tuple[Place, ...]
    """The same in the legal order."""
    cards: tuple[CardUse, ...]
    """Each Action card's best use (R10), and the Moves that rescue a wanted rider."""
    kept: tuple[NRAction, ...]
    """What is kept when no ending is known lost, in the legal order."""
    legal: tuple[NRAction, ...]


_RANKED: dict[tuple[object, ...], Candidates] = {}
_RANKED_MAX = 20_000


def worth_trying(state: NRState, legal: list[NRAction]) -> list[NRAction]:
    """Laying a room, what the search looks at: the placements that earn the mover's
    agenda most at once (``PLACES_WORTH_TRYING`` of them), and whatever those leave out
    of each kind of decision, its best: the best placement after which the game goes on,
    the best one that ends it, and each Action card the seat may play (R10) — the Move
    that lets the best placement earn most, likewise the Rotate, a Relocate of a room
    holding a rider the agenda wants, and any Move that rescues such a rider from a
    crystallization due at the end of this turn.

    Placements are valued as the rules play them (``earnings``): a walk that would take a
    section to 20 sets it to 10 and loses the turn's later Memories (R11), so it is worth
    what really happens (for a first colour at 19, 18 points thrown away; for a third
    colour at 18, 8 points won). The game then ends (R11, R13): where every agenda is known
    (a state the search dealt), such placements are judged by the rules' verdict on the
    game they end (``_ending_verdict``): where one wins outright only the winning ones
    are kept (a decisive move), and one that ends the game lost is dropped. In the seat's
    own view the others' agendas are hidden, so an ending is valued by the mover's agenda
    alone: by what it does to the sections, as above."""
    if state.phase != Phase.PLACE:
        return legal
    seat = state.to_act
    found = _candidates(state, legal, seat)
    wins, losses, _ = _endings(state, found.reaching, seat)
    if wins:
        return wins
    kept = legal if len(legal) <= PLACES_WORTH_TRYING else _kept(found, losses)
    if losses:
        rest = [a for a in kept if a not in losses]
        if not rest and len(kept) < len(legal):
            rest = [a for a in legal if a not in losses]
        kept = rest or kept
    return kept


def _kept(found: Candidates, losses: list[NRAction]) -> list[NRAction]:
    """The candidates, the placements known to end the game lost left out of the count."""
    if not losses:
        return list(found.kept)
    lost = set(losses)
    keep: set[NRAction] = set(
        [a for a in found.ranked if a not in lost][:PLACES_WORTH_TRYING])
    keep.update(found.cards)
    if found.going_on is not None:
        keep.add(found.going_on)
    ending = next((a for a in found.endings if a not in lost), None)
    if ending is not None:
        keep.add(ending)
    return [a for a in found.legal if a in keep]


def _candidates(state: NRState, legal: list[NRAction], seat: int) -> Candidates:
    """The placements ranked, and the best of each kind of decision (cached by what they
    depend on: the grid, the riders, the hand, the agenda, the cards, and the sections
    when one is near 20)."""
    w = agenda_weights(state, seat)
    near = near_twenty(state)
    key = (state.tiles, state.riders, state.hand(seat), w, state.card_played,
           state.cards[seat], len(state.lineup), state.memories if near else None)
    found = _RANKED.get(key)
    if found is not None:
        return found
    places = [a for a in legal if isinstance(a, Place)]
    offer = Offer(state, places, w)
    ranked = tuple(places[i] for i in offer.order)
    going_on: Place | None = None
    best_going_on: float | None = None
    for i in offer.order:
        value = offer.going_on[i]
        if value is not None and (best_going_on is None or value > best_going_on):
            going_on, best_going_on = places[i], value
    endings = tuple(places[i] for i in offer.order if offer.ends[i])
    reaching = tuple(a for a, ends in zip(places, offer.ends, strict=True) if ends)
    cards = tuple(_card_uses(state, legal, offer, seat, w))
    keep: set[NRAction] = set(ranked[:PLACES_WORTH_TRYING])
    keep.update(cards)
    if going_on is not None:
        keep.add(going_on)
    if endings:
        keep.add(endings[0])
    kept = [a for a in legal if a in keep]
    if not kept:
        kept = [a for a in legal if isinstance(a, NoPlacement)] or list(legal)
    found = Candidates(ranked, going_on, endings, reaching, cards, tuple(kept),
                       tuple(legal))
    if len(_RANKED) >= _RANKED_MAX:
        _RANKED.clear()
    _RANKED[key] = found
    return found


CARD_POINT = 1
"""What playing an Action card costs its player (R14: +1 per unplayed card)."""


def _card_uses(state: NRState, legal: list[NRAction], offer: Offer, seat: int,
               w: tuple[float, ...]) -> list[CardUse]:
    """The Action cards worth a look (R10), each at its best use: the Move, and the
    Rotate, after which the best placement earns more than the best one now by more than
    the card's point (the card applied by the rules, the placements it can change valued
    again); a Relocate of the room holding the summoned rider the agenda wants most, or
    a wanted rider about to crystallize (where the room goes is the next choice, too many
    to value at every node); and every Move that rescues a wanted rider from the
    crystallization due at the end of this turn.

    A card that earns the turn no more than its point is left out: measured with every
    card's best use kept whatever it earned, Normal (200 iterations) spent a Rotate
    worth 5 points and a Relocate worth 9 over placements worth 10 (a card's node has a
    second choice of the mover's below it, whose best looks better than it is after a
    few visits)."""
    if state.card_played:
        return []
    moves = [a for a in legal if isinstance(a, MoveRider)]
    rotations = [a for a in legal if isinstance(a, RotateRoom)]
    relocations = [a for a in legal if isinstance(a, Relocate)]
    if not (moves or rotations or relocations):
        return []
    rules = _rules()
    called = summonable(state, seat)
    worth = offer.best() + CARD_POINT
    out: list[CardUse] = []
    if moves:
        best_move: MoveRider | None = None
        best_value = worth
        for move in moves:
            if move.colour in called:
                value = offer.after_move(move, partial(rules._apply, state, move),
                                         best_value)
                if value > best_value:
                    best_move, best_value = move, value
        if best_move is not None:
            out.append(best_move)
        out += [a for a in _rescuing_moves(state, moves, w) if a != best_move]
    if rotations:
        riders = [state.riders[c] for c in sorted(called)]
        best_turn: RotateRoom | None = None
        best_value = worth
        for rotation in rotations:
            if not any(within_a_step(rotation.cell, at) for at in riders):
                continue  # on no summoned rider's walk: changes no walk's Memories
            value = offer.after_rotation(rotation, partial(rules._apply, state, rotation),
                                         rules.legal_actions, best_value)
            if value > best_value:
                best_turn, best_value = rotation, value
        if best_turn is not None:
            out.append(best_turn)
    if relocations:
        relocation = _relocation(state, relocations, w, called)
        if relocation is not None:
            out.append(relocation)
    return out


def _relocation(state: NRState, relocations: list[Relocate], w: tuple[float, ...],
                called: frozenset[int]) -> Relocate | None:
    """The Relocate worth a look: of the rooms holding a rider the agenda wants (its
    colour scores), one the crystallization due at the end of this turn would turn face
    down (R12), else one whose rider a room in hand summons, the most wanted first."""
    down = crystallizing(state) if not state.lineup else frozenset()
    best: Relocate | None = None
    best_key: tuple[bool, float] | None = None
    for action in relocations:
        wants = [w[c] for c in range(4) if state.riders[c] == action.cell and w[c] > 0
                 and (c in called or action.cell in down)]
        if not wants:
            continue
        key = (action.cell in down, max(wants))
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


Verdicts = tuple[list[NRAction], list[NRAction], list[NRAction]]
"""Placements that end the game: (won by the seat alone, lost, not settled yet)."""
_ENDINGS: dict[tuple[object, ...], Verdicts] = {}


def _endings(state: NRState, endings: tuple[Place, ...], seat: int) -> Verdicts:
    """The placements whose walks can take a section to 20 (R11; ``endings``, from
    ``_candidates``, in the legal order), split by the verdict of the game they end:
    (won by ``seat`` alone, lost, not settled yet)."""
    if not endings:
        return [], [], []
    key = (state.tiles, state.riders, state.hand(seat), state.memories, state.crystals,
           state.agendas, state.cards, state.card_played, state.took_turn, state.first,
           seat)
    cached = _ENDINGS.get(key)
    if cached is not None:
        return cached
    wins: list[NRAction] = []
    losses: list[NRAction] = []
    open_ends: list[NRAction] = []
    for a in endings:
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


def last_adjustment(state: NRState, legal: list[NRAction]) -> NRAction | None:
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
    best: NRAction | None = None
    best_margin: tuple[int, ...] | None = None
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
    worst: tuple[int, ...] | None = None
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


_RULES_CACHE: list[NeuroridersRules] = []


def _rules() -> NeuroridersRules:
    """The game's rules (imported late: ``rules`` does not import this module, but the
    game's package imports both)."""
    if not _RULES_CACHE:
        from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules
        _RULES_CACHE.append(NeuroridersRules())
    return _RULES_CACHE[0]


def _rescuing_moves(state: NRState, legal: list[MoveRider], w: tuple[float, ...]
                    ) -> list[MoveRider]:
    """Move cards (R10) that take a rider of a colour the mover wants out of the rooms
    that crystallize at the end of this turn (the lineup is empty)."""
    if state.lineup or state.card_played:
        return []
    down = crystallizing(state)
    return [a for a in legal if isinstance(a, MoveRider) and w[a.colour] > 0
            and state.riders[a.colour] in down and a.cell not in down]


def first_to_try(state: NRState, untried: list[NRAction], rng: Rng) -> NRAction:
    """The placement that earns the mover most, before the rest."""
    if state.phase == Phase.PLACE:
        places = [a for a in untried if isinstance(a, Place)]
        if places:
            return max(places, key=lambda a: place_gain(state, a, state.to_act))
    return rng.choice(untried)
