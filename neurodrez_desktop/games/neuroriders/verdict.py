"""How the end of a Neuroriders game reads: its reason, who won and which of R15's
tie-breaks decided.

The rules say it in the outcome's reason and the results screen names the winners, so
this module imports no other words (``words.py`` describes moves, which needs to foresee
what they set off, and so the rules): the rules may use it without going round a circle.
"""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.games.neuroriders.scoring import ScoreSheet
from neurodrez_desktop.games.neuroriders.state import NRState


def seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


def vp(total: int) -> str:
    """"11 VP" with a no-break space: a total never wraps apart from its unit."""
    return f"{total}\u00a0VP"


def end_verdict(state: NRState, sheets: Sequence[ScoreSheet], keys: Sequence[tuple[int, ...]],
                winners: Sequence[int]) -> str:
    """The end's reason, then who won and — when totals tie — which tie-break decided
    (R15). The rules know no names, so the winners go unnamed here (the results screen
    and the table's score sheet name them), never "Player 2". The rules' reason is said
    mid-sentence elsewhere ("The game ends: …" in the log), so it stays as it is and the
    sentence opens with those words, a capital first."""
    return f"The game ended: {state.end_reason}; {verdict(state, sheets, keys, winners)}"


TIE_BREAKS = ("more VP from the first agenda colour", "fewer Action cards used",
              "fewer VP lost to the third colour",
              "further from receiving the first-player marker")
"""R15's tie-breaks in order, as the player who wins by one is described."""


def verdict(state: NRState, sheets: Sequence[ScoreSheet], keys: Sequence[tuple[int, ...]],
            winners: Sequence[int], names: Sequence[str] | None = None) -> str:
    """Who won and how: "Ada wins the tie on 7 VP: fewer Action cards used"; without
    ``names``, "the tie on 7 VP goes to the player with fewer Action cards used"."""
    best = sheets[winners[0]].total
    tied = [s for s in range(state.players) if sheets[s].total == best]
    who = None if names is None else " and ".join(
        names[s] if s < len(names) else seat_name(s) for s in winners)
    if len(winners) > 1:
        if who is None:
            return f"a shared win on {vp(best)} (tied through every tie-break)"
        return f"{who} share the win with {vp(best)} (tied through every tie-break)"
    if len(tied) == 1:
        return f"the best total, {vp(best)}" if who is None else f"{who} wins with {vp(best)}"
    w = winners[0]
    depth = max(next(i for i in range(1, 5) if keys[s][i] != keys[w][i])
                for s in tied if s != w)
    reason = TIE_BREAKS[depth - 1]
    if who is None:
        player = "the player " + ("" if reason.startswith("further") else "with ")
        return f"the tie on {vp(best)} goes to {player}{reason}"
    return f"{who} wins the tie on {vp(best)}: {reason}"
