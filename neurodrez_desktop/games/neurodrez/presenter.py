"""How NeuroDrez reads at the table: each seat's colours, the seating the options give,
the log lines (``words``), the round and why a game was scored as it was (DESIGN.md,
"Beside the rules"). The rules hold what the game is; this holds what it says."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from neurodrez_desktop.core.formats import format_decimal
from neurodrez_desktop.core.presenter import RGB, Presenter
from neurodrez_desktop.games.neurodrez import ending, words
from neurodrez_desktop.games.neurodrez.catalog import _, ngettext
from neurodrez_desktop.games.neurodrez.components import COLOUR_RGB
from neurodrez_desktop.games.neurodrez.names import colour_title, surface_name
from neurodrez_desktop.games.neurodrez.setup import SPEC, config_from_options
from neurodrez_desktop.games.neurodrez.state import (
    CENTRE_DRAW,
    DEAL_CARDS,
    DEAL_TILES,
    END,
    LEFTOVERS,
    ORDER,
    DealTile,
    NeuroDrezState,
)
from neurodrez_desktop.games.neurodrez.terrain import own_tiles


class NeuroDrezPresenter(Presenter[NeuroDrezState, Any]):
    """Seats named by their colours (N7), a solo player by the colour acting (N25)."""

    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        """The seat's colours ("Red & Green"); with four, the team too; solo: all four."""
        if players == 1:
            return _("Solo")
        colours = config_from_options(players, SPEC.resolve(options)).slots[seat].colours
        names = words.colours_words(colours)
        if players == 4:
            return _("{colours}, team {team}").format(colours=names, team="AB"[seat % 2])
        return names

    def side_colours(self, seat: int, players: int,
                     options: Mapping[str, Any] | None = None) -> tuple[RGB, ...]:
        """The seat's piece colours (solo: all four)."""
        config = config_from_options(players, SPEC.resolve(options))
        colours = [c for slot in config.slots if slot.seat == seat for c in slot.colours]
        return tuple(COLOUR_RGB[c] for c in colours)

    def seating(self, players: int, options: Mapping[str, Any] | None = None) -> str:
        config = config_from_options(players, SPEC.resolve(options))
        if players == 1:
            return _("Solo (N25): you play all four colours in turn, each a side of its own, "
                     "and win when each dominates a surface of its own.")
        if players == 4:
            text = _("Two teams of two (N7): partners sit alternately (A1, B1, A2, B2) and "
                     "win together.")
        elif players == 3:
            rest = next(c for c in range(4) if all(c not in side for side in config.sides))
            text = _("Each player owns one colour; {colour} rests (N7).").format(
                colour=colour_title(rest))
        else:
            text = _("Each player owns two colours (N7).")
        if config.collaborative:
            text += " " + _("Collaborative (N24): everyone wins together when each side "
                            "dominates a surface of its own.")
        return text

    def acting_side(self, state: NeuroDrezState) -> str | None:
        if state.config.players != 1:
            return None
        side = state.config.slots[state.slot].side
        return _("{side}, solo").format(side=words.side_words(state, side))

    def action_label(self, state: NeuroDrezState, action: Any, seat: int | None = None) -> str:
        return words.action_label(state, action, seat)

    def in_log(self, state: NeuroDrezState, action: Any) -> bool:
        return not isinstance(action, DealTile)  # thirty face-down deals say nothing

    def progress(self, state: NeuroDrezState) -> str:
        if state.phase in (CENTRE_DRAW, DEAL_TILES, LEFTOVERS, DEAL_CARDS, ORDER):
            return _("Setup")
        tiles = ngettext("{n} tile", "{n} tiles", state.on_terrain).format(n=state.on_terrain)
        fields = {"round": state.rounds + 1, "rounds": state.config.max_rounds, "tiles": tiles}
        if state.sudden:
            return _("sudden death · Round {round} of {rounds} · {tiles}").format(**fields)
        return _("Round {round} of {rounds} · {tiles}").format(**fields)

    def score_sheet(self, state: NeuroDrezState) -> list[tuple[int, str]] | None:
        """Why each seat scored what it did: a surface dominated (N21, N22), or in a
        stalled game its side's own tiles against the most (N26). Collaborative and solo
        games are won or lost together: nothing to add up."""
        if state.phase != END or state.result is None or state.config.collaborative:
            return None
        sides = ending.seat_sides(state)
        owned = ending.owners(state)
        won = [sides[seat] for seat, score in enumerate(state.result) if score == 1.0]
        if won and any(owned[s] == won[0] for s in range(6)):  # a domination
            first = won[0]
            lines = []
            for seat, side in enumerate(sides):
                names = ", ".join(surface_name(s) for s in range(6) if owned[s] == side)
                if side == first:
                    line = _("dominates {surfaces} = 1").format(surfaces=names)
                elif names:
                    line = _("dominates {surfaces} too, after {side} = 0").format(
                        surfaces=names, side=words.side_words(state, first))
                else:
                    line = _("dominates no surface = 0")
                lines.append((seat, line))
            return lines
        counts = [own_tiles(state.tiles, state.tokens, colours)
                  for colours in state.config.sides]
        best = max(counts)
        top = [side for side, n in enumerate(counts) if n == best]
        lines = []
        for seat, side in enumerate(sides):
            held = ngettext("{n} tile of its own", "{n} tiles of its own",
                            counts[side]).format(n=counts[side])
            if side not in top:
                line = _("{held}, fewer than {best} = 0").format(held=held, best=best)
            elif len(top) == 1:
                line = _("{held}, the most = 1").format(held=held)
            else:
                line = _("{held}, the most, shared by {n}: 1 ÷ {n} = {share}").format(
                    held=held, n=len(top), share=format_decimal(float(f"{1 / len(top):.3g}")))
            lines.append((seat, line))
        return lines
