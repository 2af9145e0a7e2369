"""What the message box tells the seat to act: what it may do now and how, in the
rulebook's words, as a ``Notice`` citing the ruling to look up (shown as the box's link);
and what the table answers a click that only changes the selection.

Pure words: the controller hands over its selection (a card being played, a room staged,
a cell picked) and the legal list; nothing here draws or decides legality. Every sentence
the table says is here (DESIGN.md, "Words"), so the controller only picks one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.core.seat_words import seat_name
from neurodrez_desktop.games.neuroriders import end_reasons
from neurodrez_desktop.games.neuroriders.catalog import _, ngettext
from neurodrez_desktop.games.neuroriders.rooms import colour_name
from neurodrez_desktop.games.neuroriders.rules import rescue_choices
from neurodrez_desktop.games.neuroriders.state import (
    Card,
    Cell,
    NoPlacement,
    NRState,
    Phase,
    RescueTo,
    card_name,
    cell_name,
)


@dataclass(frozen=True)
class Selection:
    """What the seat has chosen so far on the table."""

    card: Card | None = None
    staged: tuple[int, Cell, int] | None = None
    """A room put down, not yet confirmed: (room, cell, turns)."""
    staged_fits: bool = True
    picked: Cell | None = None


def hint(state: NRState, seat: int, legal: list[Any], chosen: Selection) -> Notice | None:
    phase = state.phase
    if phase == Phase.TAKE:
        opening = _opening(state)
        rule = "R12a" if opening else "R7"
        if len(state.lineup) == 1:
            take = _("Take the last room of the lineup (click it or press 1): the mind "
                     "crystallizes after your turn.")
        else:
            take = _("Take a room from the lineup (click it or press {keys}); you then hold "
                     "two and lay one.").format(keys=f"1–{len(state.lineup)}")
        # two sentences, each whole in the catalog: the space between them is not a word
        return Notice(f"{opening} {take}" if opening else take, rule)
    if phase == Phase.PLACE:
        return _place_hint(state, legal, chosen)
    if phase == Phase.RELOCATE:
        if chosen.staged is not None:
            return Notice(_("Relocate: check the room's new place, rotate it if you like, "
                            "then Confirm relocation (Enter)."))
        return Notice(_("Relocate: click a lit cell for the room (its riders go with it); one "
                        "of its doors must meet a face-up room's door."), "R10")
    if phase == Phase.PATH:
        return Notice(_("The {colour} rider has two shortest paths to the new room: choose "
                        "one — click its chip or the room it passes through.").format(
            colour=colour_name(state.pending[0])), "R8")
    if phase == Phase.ADJUST:
        words = _("{section} reached 20 (back to 10): the game ends. Not having played "
                  "since the lineup was revealed, you may raise or lower one other section "
                  "by 1, or pass.").format(section=colour_name(state.reached))
        return Notice(words[:1].upper() + words[1:], "R11")
    if phase == Phase.START_ROOM:
        if chosen.picked is not None:
            return Notice(_("The Starting Room goes to {cell}: Confirm (Enter) — or click "
                            "another lit cell.").format(cell=cell_name(chosen.picked)))
        return Notice(_("Crystallization: as first player, move the Starting Room (face "
                        "down) to a lit cell beside a face-up room; its riders go with it."),
                      "R12")
    if phase == Phase.RESCUE:
        rider = next((a.colour for a in legal if isinstance(a, RescueTo)), None)
        found = rescue_choices(state)
        colour = "" if rider is None else colour_name(rider)
        words = (_("Rescue the {colour} rider: click one of the equally near lit rooms, then "
                   "Confirm.").format(colour=colour) if rider is not None
                 else _("Rescue a rider: click one of the equally near lit rooms, then "
                        "Confirm."))
        if found is not None:
            words += _(" Cost in {colour} Crystallization: {costs}.").format(
                colour=colour, costs=", ".join(f"{cell_name(route.cell)} +{route.cost}"
                                               for route in found[1]))
        return Notice(words, "R12")
    return None


def _opening(state: NRState) -> str:
    """R12a, at a round's first turn after the first: the marker's holder opens it."""
    if not state.round_opening or state.crystallizations == 0:
        return ""
    if state.opens_twice:
        return _("First player: you open round {number} (twice in a row: you ended round "
                 "{last}).").format(number=state.round_number, last=state.round_number - 1)
    return _("First player: you open round {number}.").format(number=state.round_number)


def _place_hint(state: NRState, legal: list[Any], chosen: Selection) -> Notice:
    if chosen.card is not None:
        what = {Card.MOVE: _("click a lit room next to a rider (choose the rider with the "
                             "chips when several could go)"),
                Card.ROTATE: _("click a lit room to turn it half round"),
                Card.RELOCATE: _("click a lit room to move it (with its riders)")}[chosen.card]
        return Notice(_("{card}: {what}. Put the card back to lay a room instead.").format(
            card=card_name(chosen.card), what=what))
    if any(isinstance(a, NoPlacement) for a in legal):
        return Notice(_("No room in your hand connects anywhere: press '{button}' (or play "
                        "an Action card that changes the grid).").format(
            button=_("Lay no room")))
    if chosen.staged is not None:
        room_id, cell, _turns = chosen.staged
        if not chosen.staged_fits:
            return Notice(_("Turned this way no door of the room meets a face-up room's "
                            "door: rotate it (R) or click another lit cell."))
        return Notice(_("Room {room} at {cell}: the paths show where the summoned riders go "
                        "and what they earn. Confirm room (Enter), Rotate (R), or click "
                        "another lit cell.").format(room=room_id, cell=cell_name(cell)))
    words = _("Lay a room: click a lit cell (R or right-click rotates; click a hand room to "
              "choose it).")
    if not state.card_played:
        words += _(" You may first play one Action card (right).")
    if not state.lineup:
        words += _(" After this turn the mind crystallizes.")
    return Notice(words)


# -- what a click that only changes the selection is told ----------------------------------
def room_taken() -> Notice:
    """A second room of the lineup clicked (R7: one room a turn)."""
    return Notice(_("You have taken your room this turn: lay one from your hand."), "R7",
                  refused=True)


def choose_rider() -> Notice:
    return Notice(_("Several riders can step there: choose which one with the chips below "
                    "first."))


def card_put_back() -> Notice:
    return Notice(_("Card put back: lay a room, or choose a card."))


def picked_up() -> Notice:
    return Notice(_("Picked up again: click a lit cell to put it down."))


def pick_cell_first() -> Notice:
    return Notice(_("Click one of the lit cells first."), refused=True)


def put_room_first() -> Notice:
    return Notice(_("Put the room down on a lit cell first, then confirm."), refused=True)


# -- what the table announces (its banner, with the players' names filled in) ----------------
def room_laid(seat: int, room: int, summons: str) -> str:
    return _("{who} lays room {room}: {summons}").format(who=seat_name(seat), room=room,
                                                          summons=summons)


def round_opens(round_number: int, first: int, twice: bool) -> str:
    """R12a, as a new round opens: who holds the marker and opens it (with two players,
    that they so play twice)."""
    words = _("Round {number}: a new lineup of four. {holder} holds the marker: {holder} "
              "opens round {number}").format(number=round_number, holder=seat_name(first))
    if twice:
        words += _(", and so plays twice in a row")
    return words + " (R12a)"


def crystallized(number: int, fresh: int, chain: int) -> str:
    """R12 step 1: rooms turned face down, and the waves black rooms carry it on in."""
    words = ngettext("Crystallization {number}: {n} room turns face down",
                     "Crystallization {number}: {n} rooms turn face down", fresh).format(
        number=number, n=fresh)
    if chain:
        words += ngettext("; black rooms carry it on in {n} more wave",
                          "; black rooms carry it on in {n} more waves", chain).format(n=chain)
    return words + " (R12)"


def rescued(costs: list[str]) -> str:
    """R12 step 3: riders rescued, and what each rescue cost ("white +2")."""
    return _("Riders rescued from the crystal; Crystallization {costs}").format(
        costs=", ".join(costs)) + " (R12)"


def game_ends(reason: str) -> str:
    return _("The game ends: {reason}").format(reason=end_reasons.said(reason))
