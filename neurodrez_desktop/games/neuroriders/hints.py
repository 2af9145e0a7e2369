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
from neurodrez_desktop.core.plurals import count, plural
from neurodrez_desktop.games.neuroriders.rooms import COLOUR_NAMES
from neurodrez_desktop.games.neuroriders.rules import rescue_choices
from neurodrez_desktop.games.neuroriders.state import (
    CARD_NAMES,
    Card,
    Cell,
    NoPlacement,
    NRState,
    Phase,
    RescueTo,
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
        keys = f"1–{len(state.lineup)}"
        opening = _opening(state)
        rule = "R12a" if opening else "R7"
        if len(state.lineup) == 1:
            return Notice(f"{opening}Take the last room of the lineup (click it or press 1): "
                          "the mind crystallizes after your turn.", rule)
        return Notice(f"{opening}Take a room from the lineup (click it or press {keys}); you "
                      "then hold two and lay one.", rule)
    if phase == Phase.PLACE:
        return _place_hint(state, legal, chosen)
    if phase == Phase.RELOCATE:
        if chosen.staged is not None:
            return Notice("Relocate: check the room's new place, rotate it if you like, then "
                          "Confirm relocation (Enter).")
        return Notice("Relocate: click a lit cell for the room (its riders go with it); one "
                      "of its doors must meet a face-up room's door.", "R10")
    if phase == Phase.PATH:
        colour = COLOUR_NAMES[state.pending[0]]
        return Notice(f"The {colour} rider has two shortest paths to the new room: choose "
                      "one — click its chip or the room it passes through.", "R8")
    if phase == Phase.ADJUST:
        section = COLOUR_NAMES[state.reached]
        return Notice(f"{section.capitalize()} reached 20 (back to 10): the game ends. Not "
                      "having played since the lineup was revealed, you may raise or lower "
                      "one other section by 1, or pass.", "R11")
    if phase == Phase.START_ROOM:
        if chosen.picked is not None:
            return Notice(f"The Starting Room goes to {cell_name(chosen.picked)}: Confirm "
                          "(Enter) — or click another lit cell.")
        return Notice("Crystallization: as first player, move the Starting Room (face down) "
                      "to a lit cell beside a face-up room; its riders go with it.", "R12")
    if phase == Phase.RESCUE:
        colour = next((COLOUR_NAMES[a.colour] for a in legal if isinstance(a, RescueTo)),
                      "a")
        found = rescue_choices(state)
        costs = "" if found is None else f" Cost in {colour} Crystallization: " + ", ".join(
            f"{cell_name(route.cell)} +{route.cost}" for route in found[1]) + "."
        return Notice(f"Rescue the {colour} rider: click one of the equally near lit rooms, "
                      "then Confirm." + costs, "R12")
    return None


def _opening(state: NRState) -> str:
    """R12a, at a round's first turn after the first: the marker's holder opens it."""
    if not state.round_opening or state.crystallizations == 0:
        return ""
    twice = (f" (twice in a row: you ended round {state.round_number - 1})"
             if state.opens_twice else "")
    return f"First player: you open round {state.round_number}{twice}. "


def _place_hint(state: NRState, legal: list[Any], chosen: Selection) -> Notice:
    if chosen.card is not None:
        what = {Card.MOVE: "click a lit room next to a rider (choose the rider with the "
                           "chips when several could go)",
                Card.ROTATE: "click a lit room to turn it half round",
                Card.RELOCATE: "click a lit room to move it (with its riders)"}[chosen.card]
        return Notice(f"{CARD_NAMES[chosen.card]}: {what}. Put the card back to lay a room "
                      "instead.")
    if any(isinstance(a, NoPlacement) for a in legal):
        return Notice("No room in your hand connects anywhere: press 'Lay no room' (or play "
                      "an Action card that changes the grid).")
    if chosen.staged is not None:
        room_id, cell, _ = chosen.staged
        if not chosen.staged_fits:
            return Notice("Turned this way no door of the room meets a face-up room's door: "
                          "rotate it (R) or click another lit cell.")
        return Notice(f"Room {room_id} at {cell_name(cell)}: the paths show where the "
                      "summoned riders go and what they earn. Confirm room (Enter), Rotate "
                      "(R), or click another lit cell.")
    card = "" if state.card_played else " You may first play one Action card (right)."
    last = " After this turn the mind crystallizes." if not state.lineup else ""
    return Notice("Lay a room: click a lit cell (R or right-click rotates; click a hand room "
                  f"to choose it).{card}{last}")


# -- what a click that only changes the selection is told ----------------------------------
def room_taken() -> Notice:
    """A second room of the lineup clicked (R7: one room a turn)."""
    return Notice("You have taken your room this turn: lay one from your hand.", "R7",
                  refused=True)


def choose_rider() -> Notice:
    return Notice("Several riders can step there: choose which one with the chips below "
                  "first.")


def card_put_back() -> Notice:
    return Notice("Card put back: lay a room, or choose a card.")


def picked_up() -> Notice:
    return Notice("Picked up again: click a lit cell to put it down.")


def pick_cell_first() -> Notice:
    return Notice("Click one of the lit cells first.", refused=True)


def put_room_first() -> Notice:
    return Notice("Put the room down on a lit cell first, then confirm.", refused=True)


# -- what the table announces (its banner, with the players' names filled in) ----------------
def room_laid(seat: int, room: int, summons: str) -> str:
    return f"Player {seat + 1} lays room {room}: {summons}"


def round_opens(round_number: int, first: int, twice: bool) -> str:
    """R12a, as a new round opens: who holds the marker and opens it (with two players,
    that they so play twice)."""
    holder = f"Player {first + 1}"
    words = (f"Round {round_number}: a new lineup of four. {holder} holds the marker: "
             f"{holder} opens round {round_number}")
    if twice:
        words += ", and so plays twice in a row"
    return words + " (R12a)"


def crystallized(number: int, fresh: int, chain: int) -> str:
    """R12 step 1: rooms turned face down, and the waves black rooms carry it on in."""
    words = f"Crystallization {number}: {count(fresh, 'room', 'rooms')} " \
        f"{plural(fresh, 'turns', 'turn')} face down"
    if chain:
        words += f"; black rooms carry it on in {count(chain, 'more wave', 'more waves')}"
    return words + " (R12)"


def rescued(costs: list[str]) -> str:
    """R12 step 3: riders rescued, and what each rescue cost ("white +2")."""
    return "Riders rescued from the crystal; Crystallization " + ", ".join(costs) + " (R12)"


def game_ends(reason: str) -> str:
    return f"The game ends: {reason}"
