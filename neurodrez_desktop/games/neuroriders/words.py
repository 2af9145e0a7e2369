"""What Neuroriders' log, status line and results say, in the rulebook's words.

Labels are worked out from the state *before* the action, as the viewing seat may know it:
a dealt room or agenda is named only to its owner (R6).
"""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.plurals import count, plural
from neurodrez_desktop.games.neuroriders.aftermath import SETS_OFF, Aftermath, Rescue, foresee
from neurodrez_desktop.games.neuroriders.movement import RiderMove, summoned_moves, walk
from neurodrez_desktop.games.neuroriders.rooms import COLOUR_NAMES, room_set
from neurodrez_desktop.games.neuroriders.state import (
    CARD_NAMES,
    HIDDEN,
    Adjust,
    AdjustPass,
    Card,
    ChoosePath,
    DealAgenda,
    DealRoom,
    DrawFirst,
    MoveRider,
    MoveStartingRoom,
    NoPlacement,
    NRAction,
    NRState,
    Phase,
    Place,
    Relocate,
    RelocateTo,
    RescueTo,
    Reveal,
    RotateRoom,
    Take,
    Tile,
    cell_name,
    turns_name,
)
from neurodrez_desktop.games.neuroriders.verdict import seat_name

EARLY_END_NOTE = (
    "With two players about one game in six ends at the first crystallization, after "
    "only 4 turns, when every room laid touches the Starting Room (31 of 200 greedy "
    "two-player games). The table warns before the room that would do it.")
"""The setup screen's word on R12/R13's early end. Measured on 200 two-player games
between the greedy computer players with the seeds ``neurodrez simulate --game neuroriders
--games 200 --agents greedy,greedy --seed 1`` uses (game g: seed 100003 + g, chance from
it, each seat's agent on its own view): 31 ended at the first crystallization with every
room face down (15.5%); 180 of 1000 games with ``--seed 3`` (18%), with the rules as
of the R12 (3) ruling on stranded riders."""


def colour(c: int) -> str:
    return COLOUR_NAMES[c]


def room_name(room: int) -> str:
    return "the Starting Room" if room == 0 else f"room {room}"


def agenda_text(agenda_id: int) -> str:
    """"orange ×2, green ×1, pink −1" (R14)."""
    a = room_set().agendas[agenda_id - 1]
    return f"{colour(a.first)} ×2, {colour(a.second)} ×1, {colour(a.third)} −1"


def progress(state: NRState) -> str:
    phase = state.phase
    if phase == Phase.SETUP:
        return "Setup"
    if phase == Phase.END:
        n = state.crystallizations
        if state.reached < 0:  # R12, R13: it ended in the crystallization after round n
            return f"Round {n}, the end in crystallization {n}"
        return f"Round {n + 1}, the end"  # R11: during the round after n crystallizations
    if phase in (Phase.START_ROOM, Phase.RESCUE, Phase.REVEAL):
        return f"Round {state.crystallizations}, crystallization"
    return f"Round {state.crystallizations + 1}, {len(state.lineup)} in the lineup"


def describe_move(move: RiderMove) -> str:
    """"orange walks 2 steps: +2 white, nothing" (R9)."""
    parts = [("nothing" if g is None else f"+{g.amount} {colour(g.section)}")
             for g in move.gains]
    steps = count(len(move.path) - 1, "step", "steps")
    return f"{colour(move.colour)} walks {steps}: " + ", ".join(parts)


def summons_text(state: NRState, room: int, cell: tuple[int, int], turns: int) -> str:
    """What laying ``room`` there makes the riders do, as far as it is decided (R8)."""
    summons = tuple(sorted(room_set().room(room).summons))
    if not summons:
        return "it summons no one"
    near = any(abs(state.riders[c][0] - cell[0]) + abs(state.riders[c][1] - cell[1]) <= 2
               for c in summons)
    laid = _laid(state, Tile(cell, room, turns)) if near else state  # else none can come
    parts = []
    for c, moves in zip(summons, summoned_moves(laid, cell, summons), strict=True):
        if not moves:
            parts.append(f"{colour(c)} is out of range and stays")
        elif len(moves) == 1:
            parts.append(describe_move(moves[0]))
        else:
            parts.append(f"{colour(c)} has two shortest paths: a choice follows")
    return "; ".join(parts)


def _laid(state: NRState, tile: Tile) -> NRState:
    return state.laying(tile)


def action_label(state: NRState, action: NRAction, seat: int | None = None) -> str:
    """The action's own words, then, a line each, what it set off (``aftermath_lines``):
    worked out from the rules' result of the action in ``state``."""
    label = _own_label(state, action, seat)
    if isinstance(action, SETS_OFF):
        after = foresee(state, action)
        if isinstance(action, RescueTo):
            cost = next((r.cost for r in after.rescues if r.colour == action.colour), 0)
            label += f": +{cost} Crystallization"
        lines = aftermath_lines(after, action.colour if isinstance(action, RescueTo)
                                else None)
        label = "\n".join([label, *lines])
    return label


def _own_label(state: NRState, action: NRAction, seat: int | None = None) -> str:
    who = seat_name(state.to_act)
    if isinstance(action, Take):
        return f"{who} takes {room_name(action.room)} from the lineup"
    if isinstance(action, Place):
        dealt = " (the room dealt to them)" if state.dealt[state.to_act] in (action.room,
                                                                              HIDDEN) else ""
        return (f"{who} lays {room_name(action.room)}{dealt} at {cell_name(action.cell)}, "
                f"{turns_name(action.turns)}: "
                + summons_text(state, action.room, action.cell, action.turns))
    if isinstance(action, NoPlacement):
        return f"{who} cannot connect any room in hand and lays none"
    if isinstance(action, MoveRider):
        return (f"{who} plays {CARD_NAMES[Card.MOVE]}: the {colour(action.colour)} rider "
                f"steps to {cell_name(action.cell)} (no Memories)")
    if isinstance(action, RotateRoom):
        room = state.cells[action.cell].room
        return f"{who} plays {CARD_NAMES[Card.ROTATE]} on {room_name(room)} at " \
               f"{cell_name(action.cell)}"
    if isinstance(action, Relocate):
        room = state.cells[action.cell].room
        return f"{who} plays {CARD_NAMES[Card.RELOCATE]} on {room_name(room)} at " \
               f"{cell_name(action.cell)}"
    if isinstance(action, RelocateTo):
        assert state.relocating is not None
        room = state.cells[state.relocating].room
        return f"{room_name(room).capitalize()} is relocated to {cell_name(action.cell)}, " \
               f"{turns_name(action.turns)}"
    if isinstance(action, ChoosePath):
        assert state.placed is not None
        move = walk(state, action.colour, (state.riders[action.colour], action.via,
                                           state.placed))
        return f"{who} sends {colour(action.colour)} through {cell_name(action.via)}: " \
               + describe_move(move)
    if isinstance(action, Adjust):
        verb = "raises" if action.delta > 0 else "lowers"
        value = state.memories[action.colour] + action.delta
        return f"{who} {verb} {colour(action.colour)} to {value}"
    if isinstance(action, AdjustPass):
        return f"{who} leaves the sections as they are"
    if isinstance(action, MoveStartingRoom):
        return f"{who} moves the Starting Room to {cell_name(action.cell)}"
    if isinstance(action, RescueTo):
        return f"{who} sends the rescued {colour(action.colour)} rider to " \
               f"{cell_name(action.cell)}"
    return _chance_label(state, action, seat)


def _chance_label(state: NRState, action: NRAction, seat: int | None) -> str:
    if isinstance(action, DealRoom):
        to = state.dealt.index(None)
        if seat == to:
            return f"{seat_name(to)} is dealt {room_name(action.room)} face down"
        return f"{seat_name(to)} is dealt a room face down"
    if isinstance(action, DealAgenda):
        to = state.agendas.index(0)
        if seat == to:
            return f"{seat_name(to)} is dealt the Hidden Agenda {agenda_text(action.agenda)}"
        return f"{seat_name(to)} is dealt a Hidden Agenda"
    if isinstance(action, DrawFirst):
        return f"{seat_name(action.seat)} receives the first-player marker (drawn)"
    assert isinstance(action, Reveal)
    return f"{room_name(action.room).capitalize()} joins the lineup"


def aftermath_lines(after: Aftermath, chosen: int | None = None, end: bool = True
                    ) -> list[str]:
    """What an action set off, a line each (R11, R12, R13): "White reaches 20: set to 10,
    the game ends", "Crystallization 1: 5 rooms flip", "Black rooms carry it on: 2 more
    flip", "White rider rescued to (1, 2): +2 Crystallization" (``rescue_lines``), "The
    game ends: …".
    ``chosen``: the rider whose rescue the action itself names (not repeated); ``end``
    False: no line for an end the crystallization brings (the preview says it its way)."""
    lines = []
    if after.reached >= 0:
        line = f"{colour(after.reached).capitalize()} reaches 20: set to 10, the game ends"
        if after.adjusters:
            who = " then ".join(seat_name(s) for s in after.adjusters)
            line += f" (first {who} may raise or lower another section by 1)"
        lines.append(line)
    for k, wave in enumerate(after.waves):
        flip = plural(len(wave), "flips", "flip")
        lines.append(f"Crystallization {after.crystallization}: "
                     f"{count(len(wave), 'room', 'rooms')} {flip}" if k == 0
                     else f"Black rooms carry it on: {len(wave)} more {flip}")
    lines += rescue_lines([r for r in after.rescues if r.colour != chosen])
    if end and after.ends and after.reached < 0:
        lines.append(f"The game ends: {after.end_reason}")
    return lines


def rescue_lines(rescued: Sequence[Rescue]) -> list[str]:
    """A line per room riders were rescued to (R12 step 3): "White rider rescued to (1, 2):
    +2 Crystallization", or for several "Riders rescued to (1, 3): Crystallization orange
    +1, green +2" (as the table's banner says it), so a crystallization that strands every
    rider reads in a few lines of a narrow Moves list, not eight."""
    rooms: dict[tuple[int, int], list[Rescue]] = {}
    for r in rescued:  # in the order the rules rescued them
        rooms.setdefault(r.cell, []).append(r)
    lines = []
    for cell, group in rooms.items():
        if len(group) == 1:
            lines.append(f"{colour(group[0].colour).capitalize()} rider rescued to "
                         f"{cell_name(cell)}: +{group[0].cost} Crystallization")
        else:
            costs = ", ".join(f"{colour(r.colour)} +{r.cost}" for r in group)
            lines.append(f"Riders rescued to {cell_name(cell)}: Crystallization {costs}")
    return lines


def foresight_text(after: Aftermath) -> str:
    """What confirming the staged room (or Starting Room, or rescue) will set off, said
    before it is confirmed: "Confirming: Crystallization 1: 5 rooms flip (marked); this
    ends the game (every room on the grid has crystallized)."."""
    parts = aftermath_lines(after, end=False)
    if after.waves:
        parts[after.reached >= 0] += " (marked)"
    if after.ends and after.reached < 0:
        parts.append(f"this ends the game ({after.end_reason})")
    elif after.choice == Phase.START_ROOM:
        parts.append("then the first player moves the Starting Room")
    elif after.choice == Phase.RESCUE:
        parts.append("then the first player chooses where a rider is rescued to")
    return "Confirming: " + "; ".join(parts) + "." if parts else ""
