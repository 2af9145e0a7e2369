"""Why a NeuroDrez game ended (N21–N26), in the reader's language.

The state keeps its end reason as an English sentence (``ending``), and a save keeps the
state, so what is kept stays language-free. What the table and the results say is worked
out again here from the ended state itself — the side whose seats scored, the surfaces it
dominates, the tiles each side holds, the rounds played — as whole messages of the game's
catalog: in English, word for word the kept sentence (a test holds the two together).
Pure: no pygame.
"""

from __future__ import annotations

from neurodrez_desktop.games.neurodrez.catalog import _, ngettext
from neurodrez_desktop.games.neurodrez.ending import owners, seat_sides
from neurodrez_desktop.games.neurodrez.names import surface_name
from neurodrez_desktop.games.neurodrez.state import NeuroDrezState
from neurodrez_desktop.games.neurodrez.terrain import own_tiles
from neurodrez_desktop.games.neurodrez.words import side_words


def end_words(state: NeuroDrezState) -> str:
    """Why the ended ``state`` ended, as the player reads it."""
    if state.result is None:  # not ended: nothing to say but what is kept
        return state.end_reason
    config = state.config
    scores = state.result
    if config.collaborative:
        if all(score == 1.0 for score in scores):
            return _("Every side dominates a surface of its own: all win")
        return _("All lose: {why}").format(why=_stall_words(state))
    sides = seat_sides(state)
    owned = owners(state)
    won = sorted({sides[seat] for seat, score in enumerate(scores) if score == 1.0})
    if len(won) == 1 and any(owned[s] == won[0] for s in range(6)):  # N21, N22
        side = won[0]
        return _domination(state, side, [s for s in range(6) if owned[s] == side])
    counts = [own_tiles(state.tiles, state.tokens, colours) for colours in config.sides]
    best = max(counts)
    top = [side for side, n in enumerate(counts) if n == best]
    names = _(" and ").join(side_words(state, s) for s in top)
    colours = sum(len(config.sides[s]) for s in top)  # one side of two colours is plural
    return ngettext("The game stalls: {why}. {sides} holds the most tiles ({best})",
                    "The game stalls: {why}. {sides} hold the most tiles ({best})",
                    colours).format(why=_stall_words(state), sides=names, best=best)


def _domination(state: NeuroDrezState, side: int, surfaces: list[int]) -> str:
    """N21/N22: "Red dominates fauna", "Green & Yellow dominate air, fire in sudden
    death"."""
    colours = len(state.config.sides[side])
    fields = {"side": side_words(state, side),
              "surfaces": ", ".join(surface_name(s) for s in surfaces)}
    if state.sudden:  # N22
        return ngettext("{side} dominates {surfaces} in sudden death",
                        "{side} dominate {surfaces} in sudden death", colours).format(**fields)
    return ngettext("{side} dominates {surfaces}", "{side} dominate {surfaces}",
                    colours).format(**fields)


def _stall_words(state: NeuroDrezState) -> str:
    """Why a game stalled: every round was played (N24: 60, N26: 100), or a whole round of
    sudden death went by without a removal (N24, N26)."""
    rounds = state.config.max_rounds
    if state.rounds >= rounds:
        return ngettext("{n} round was played", "{n} rounds were played", rounds).format(
            n=rounds)
    if state.config.collaborative:
        return _("a whole round of sudden death passed with no tile removed")
    return _("a whole round of sudden death passed with no tile removed and no conquest "
             "claimed")
