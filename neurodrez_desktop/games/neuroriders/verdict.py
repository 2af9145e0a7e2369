"""How the end of a Neuroriders game reads: its reason, who won and which of R15's
tie-breaks decided.

The rules say it in the outcome's reason and the results screen names the winners, so
this module imports no other words (``words.py`` describes moves, which needs to foresee
what they set off, and so the rules): the rules may use it without going round a circle.
"""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.seat_words import seat_name
from neurodrez_desktop.games.neuroriders import end_reasons
from neurodrez_desktop.games.neuroriders.catalog import N_, _
from neurodrez_desktop.games.neuroriders.scoring import ScoreSheet
from neurodrez_desktop.games.neuroriders.state import NRState


def vp(total: int) -> str:
    """"11 VP" with a no-break space: a total never wraps apart from its unit."""
    return _("{total}\u00a0VP").format(total=total)


def end_verdict(state: NRState, sheets: Sequence[ScoreSheet], keys: Sequence[tuple[int, ...]],
                winners: Sequence[int]) -> str:
    """The end's reason, then who won and — when totals tie — which tie-break decided
    (R15). The rules know no names, so the winners go unnamed here (the results screen
    and the table's score sheet name them), never "Player 2". The rules' reason is said
    mid-sentence elsewhere ("The game ends: …" in the log), so it stays as it is and the
    sentence opens with those words, a capital first."""
    return _("The game ended: {reason}; {verdict}").format(
        reason=end_reasons.said(state.end_reason), verdict=verdict(state, sheets, keys, winners))


TIE_BREAKS = (N_("more VP from the first agenda colour"), N_("fewer Action cards used"),
              N_("fewer VP lost to the third colour"),
              N_("further from receiving the first-player marker"))
"""R15's tie-breaks in order, as the player who wins by one is described."""


def verdict(state: NRState, sheets: Sequence[ScoreSheet], keys: Sequence[tuple[int, ...]],
            winners: Sequence[int], names: Sequence[str] | None = None) -> str:
    """Who won and how: "Ada wins the tie on 7 VP: fewer Action cards used"; without
    ``names``, "the tie on 7 VP goes to the player with fewer Action cards used"."""
    best = sheets[winners[0]].total
    tied = [s for s in range(state.players) if sheets[s].total == best]
    who = None if names is None else (" " + _("and") + " ").join(
        names[s] if s < len(names) else seat_name(s) for s in winners)
    if len(winners) > 1:
        if who is None:
            return _("a shared win on {vp} (tied through every tie-break)").format(vp=vp(best))
        return _("{who} share the win with {vp} (tied through every tie-break)").format(
            who=who, vp=vp(best))
    if len(tied) == 1:
        if who is None:
            return _("the best total, {vp}").format(vp=vp(best))
        return _("{who} wins with {vp}").format(who=who, vp=vp(best))
    w = winners[0]
    depth = max(next(i for i in range(1, 5) if keys[s][i] != keys[w][i])
                for s in tied if s != w)
    reason = _(TIE_BREAKS[depth - 1])
    if who is None:
        goes = (_("the tie on {vp} goes to the player {reason}") if depth == len(TIE_BREAKS)
                else _("the tie on {vp} goes to the player with {reason}"))
        return goes.format(vp=vp(best), reason=reason)
    return _("{who} wins the tie on {vp}: {reason}").format(who=who, vp=vp(best), reason=reason)
