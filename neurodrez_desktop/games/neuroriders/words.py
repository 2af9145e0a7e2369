"""What Neuroriders' log, status line and results say, in the rulebook's words.

Labels are worked out from the state *before* the action, as the viewing seat may know it:
a dealt room or agenda is named only to its owner (R6).
"""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.seat_words import seat_name
from neurodrez_desktop.games.neuroriders import end_reasons
from neurodrez_desktop.games.neuroriders.aftermath import SETS_OFF, Aftermath, Rescue, foresee
from neurodrez_desktop.games.neuroriders.catalog import _, ngettext
from neurodrez_desktop.games.neuroriders.movement import RiderMove, summoned_moves, walk
from neurodrez_desktop.games.neuroriders.rooms import colour_name, room_set
from neurodrez_desktop.games.neuroriders.state import (
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
    card_name,
    cell_name,
    turns_name,
)


def colour(c: int) -> str:
    return colour_name(c)


def room_name(room: int) -> str:
    return _("the Starting Room") if room == 0 else _("room {room}").format(room=room)


def agenda_text(agenda_id: int) -> str:
    """"orange ×2, green ×1, pink −1" (R14)."""
    a = room_set().agendas[agenda_id - 1]
    return _("{first} ×2, {second} ×1, {third} −1").format(
        first=colour(a.first), second=colour(a.second), third=colour(a.third))


def progress(state: NRState) -> str:
    phase = state.phase
    if phase == Phase.SETUP:
        return _("Setup")
    if phase == Phase.END:
        n = state.crystallizations
        if state.reached < 0:  # R12, R13: it ended in the crystallization after round n
            return _("Round {n}, the end in crystallization {n}").format(n=n)
        # R11: during the round after n crystallizations
        return _("Round {n}, the end").format(n=n + 1)
    if phase in (Phase.START_ROOM, Phase.RESCUE, Phase.REVEAL):
        return _("Round {n}, crystallization").format(n=state.crystallizations)
    return _("Round {n}, {rooms} in the lineup").format(n=state.crystallizations + 1,
                                                         rooms=len(state.lineup))


def describe_move(move: RiderMove) -> str:
    """"orange walks 2 steps: +2 white, nothing" (R9)."""
    parts = [(_("nothing") if g is None
              else _("+{amount} {colour}").format(amount=g.amount, colour=colour(g.section)))
             for g in move.gains]
    steps = len(move.path) - 1
    return ngettext("{colour} walks {n} step: {gains}", "{colour} walks {n} steps: {gains}",
                    steps).format(colour=colour(move.colour), n=steps, gains=", ".join(parts))


def summons_text(state: NRState, room: int, cell: tuple[int, int], turns: int) -> str:
    """What laying ``room`` there makes the riders do, as far as it is decided (R8)."""
    summons = tuple(sorted(room_set().room(room).summons))
    if not summons:
        return _("it summons no one")
    near = any(abs(state.riders[c][0] - cell[0]) + abs(state.riders[c][1] - cell[1]) <= 2
               for c in summons)
    laid = _laid(state, Tile(cell, room, turns)) if near else state  # else none can come
    parts = []
    for c, moves in zip(summons, summoned_moves(laid, cell, summons), strict=True):
        if not moves:
            parts.append(_("{colour} is out of range and stays").format(colour=colour(c)))
        elif len(moves) == 1:
            parts.append(describe_move(moves[0]))
        else:
            parts.append(_("{colour} has two shortest paths: a choice follows").format(
                colour=colour(c)))
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
            label += _(": +{cost} Crystallization").format(cost=cost)
        lines = aftermath_lines(after, action.colour if isinstance(action, RescueTo)
                                else None)
        label = "\n".join([label, *lines])
    return label


def _own_label(state: NRState, action: NRAction, seat: int | None = None) -> str:
    who = seat_name(state.to_act)
    if isinstance(action, Take):
        return _("{who} takes {room} from the lineup").format(who=who,
                                                              room=room_name(action.room))
    if isinstance(action, Place):
        dealt = state.dealt[state.to_act] in (action.room, HIDDEN)
        lays = (_("{who} lays {room} (the room dealt to them) at {cell}, {turns}: {summons}")
                if dealt else _("{who} lays {room} at {cell}, {turns}: {summons}"))
        return lays.format(who=who, room=room_name(action.room), cell=cell_name(action.cell),
                           turns=turns_name(action.turns),
                           summons=summons_text(state, action.room, action.cell,
                                                action.turns))
    if isinstance(action, NoPlacement):
        return _("{who} cannot connect any room in hand and lays none").format(who=who)
    if isinstance(action, MoveRider):
        return _("{who} plays {card}: the {colour} rider steps to {cell} (no Memories)"
                 ).format(who=who, card=card_name(Card.MOVE), colour=colour(action.colour),
                          cell=cell_name(action.cell))
    if isinstance(action, RotateRoom):
        room = state.cells[action.cell].room
        return _("{who} plays {card} on {room} at {cell}").format(
            who=who, card=card_name(Card.ROTATE), room=room_name(room),
            cell=cell_name(action.cell))
    if isinstance(action, Relocate):
        room = state.cells[action.cell].room
        return _("{who} plays {card} on {room} at {cell}").format(
            who=who, card=card_name(Card.RELOCATE), room=room_name(room),
            cell=cell_name(action.cell))
    if isinstance(action, RelocateTo):
        assert state.relocating is not None
        room = state.cells[state.relocating].room
        return _capital(_("{room} is relocated to {cell}, {turns}").format(
            room=room_name(room), cell=cell_name(action.cell), turns=turns_name(action.turns)))
    if isinstance(action, ChoosePath):
        assert state.placed is not None
        move = walk(state, action.colour, (state.riders[action.colour], action.via,
                                           state.placed))
        return _("{who} sends {colour} through {cell}: {move}").format(
            who=who, colour=colour(action.colour), cell=cell_name(action.via),
            move=describe_move(move))
    if isinstance(action, Adjust):
        value = state.memories[action.colour] + action.delta
        moved = (_("{who} raises {colour} to {value}") if action.delta > 0
                 else _("{who} lowers {colour} to {value}"))
        return moved.format(who=who, colour=colour(action.colour), value=value)
    if isinstance(action, AdjustPass):
        return _("{who} leaves the sections as they are").format(who=who)
    if isinstance(action, MoveStartingRoom):
        return _("{who} moves the Starting Room to {cell}").format(
            who=who, cell=cell_name(action.cell))
    if isinstance(action, RescueTo):
        return _("{who} sends the rescued {colour} rider to {cell}").format(
            who=who, colour=colour(action.colour), cell=cell_name(action.cell))
    return _chance_label(state, action, seat)


def _chance_label(state: NRState, action: NRAction, seat: int | None) -> str:
    if isinstance(action, DealRoom):
        to = state.dealt.index(None)
        if seat == to:
            return _("{who} is dealt {room} face down").format(who=seat_name(to),
                                                                room=room_name(action.room))
        return _("{who} is dealt a room face down").format(who=seat_name(to))
    if isinstance(action, DealAgenda):
        to = state.agendas.index(0)
        if seat == to:
            return _("{who} is dealt the Hidden Agenda {agenda}").format(
                who=seat_name(to), agenda=agenda_text(action.agenda))
        return _("{who} is dealt a Hidden Agenda").format(who=seat_name(to))
    if isinstance(action, DrawFirst):
        return _("{who} receives the first-player marker (drawn)").format(
            who=seat_name(action.seat))
    assert isinstance(action, Reveal)
    return _capital(_("{room} joins the lineup").format(room=room_name(action.room)))


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
        line = _capital(_("{colour} reaches 20: set to 10, the game ends").format(
            colour=colour(after.reached)))
        if after.adjusters:
            who = (" " + _("then") + " ").join(seat_name(s) for s in after.adjusters)
            line += _(" (first {who} may raise or lower another section by 1)").format(who=who)
        lines.append(line)
    for k, wave in enumerate(after.waves):
        n = len(wave)
        if k == 0:
            lines.append(ngettext("Crystallization {number}: {n} room flips",
                                  "Crystallization {number}: {n} rooms flip", n).format(
                number=after.crystallization, n=n))
        else:
            lines.append(ngettext("Black rooms carry it on: {n} more flips",
                                  "Black rooms carry it on: {n} more flip", n).format(n=n))
    lines += rescue_lines([r for r in after.rescues if r.colour != chosen])
    if end and after.ends and after.reached < 0:
        lines.append(_("The game ends: {reason}").format(reason=end_reasons.said(after.end_reason)))
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
            lines.append(_capital(_("{colour} rider rescued to {cell}: +{cost} Crystallization"
                                    ).format(colour=colour(group[0].colour),
                                             cell=cell_name(cell), cost=group[0].cost)))
        else:
            costs = ", ".join(rescue_cost(r.colour, r.cost) for r in group)
            lines.append(_("Riders rescued to {cell}: Crystallization {costs}").format(
                cell=cell_name(cell), costs=costs))
    return lines


def foresight_text(after: Aftermath) -> str:
    """What confirming the staged room (or Starting Room, or rescue) will set off, said
    before it is confirmed: "Confirming: Crystallization 1: 5 rooms flip (marked); this
    ends the game (every room on the grid has crystallized)."."""
    parts = aftermath_lines(after, end=False)
    if after.waves:
        parts[after.reached >= 0] += _(" (marked)")
    if after.ends and after.reached < 0:
        parts.append(_("this ends the game ({reason})").format(
            reason=end_reasons.said(after.end_reason)))
    elif after.choice == Phase.START_ROOM:
        parts.append(_("then the first player moves the Starting Room"))
    elif after.choice == Phase.RESCUE:
        parts.append(_("then the first player chooses where a rider is rescued to"))
    return _("Confirming: {what}.").format(what="; ".join(parts)) if parts else ""


def rescue_cost(c: int, cost: int) -> str:
    """"white +2": what one rider's rescue cost in its colour's Crystallization."""
    return _("{colour} +{cost}").format(colour=colour(c), cost=cost)


def _capital(words: str) -> str:
    """``words`` opening a sentence: its first letter a capital, the rest as it is."""
    return words[:1].upper() + words[1:]
