"""Neuroriders' results reason reads as a sentence of its own: it starts with a capital,
and a total is never torn from its unit ("11 VP" never wraps as "11" / "VP")."""

from __future__ import annotations

import pytest
from test_results import finished, open_results

from neurodrez_desktop.ui import theme


@pytest.mark.parametrize("seed", [1, 3], ids=["crystallized", "lineup"])
def test_the_results_reason_starts_with_a_capital_and_keeps_vp_with_its_number(
        sized_driver, seed):
    session = finished("neuroriders", 2, {}, seed)
    results = open_results(sized_driver, session)
    reason = results.outcome.reason
    assert reason[0].isupper(), reason
    assert session.state.end_reason in reason  # the rules' own words, whole
    best = max(round(score) for score in results.outcome.scores)
    assert f"{best}\u00a0VP" in reason, reason
    for width in range(160, 900, 7):  # wherever the screen wraps it, "VP" is not alone
        for line in theme.wrap(reason, 28, width):
            assert not line.startswith("VP"), (width, line)
    sized_driver.screenshot(f"results-{seed}")


def test_riders_rescued_to_one_room_are_said_on_one_line():
    """R12 step 3 strands several riders: one line says where they went and each one's
    cost, as the table's banner does, instead of a line each (a narrow Moves list reads
    the whole crystallization)."""
    from neurodrez_desktop.games.neuroriders.aftermath import Aftermath, Rescue
    from neurodrez_desktop.games.neuroriders.words import aftermath_lines

    after = Aftermath(crystallization=3, waves=(((0, 1), (0, 2)),),
                      rescues=(Rescue(0, (1, 3), 1), Rescue(1, (1, 3), 2),
                               Rescue(2, (1, 3), 1), Rescue(3, (-2, 0), 4)))
    assert aftermath_lines(after, end=False) == [
        "Crystallization 3: 2 rooms flip",
        "Riders rescued to (1, 3): Crystallization orange +1, green +2, white +1",
        "Pink rider rescued to (-2, 0): +4 Crystallization"]
    assert aftermath_lines(after, chosen=3, end=False)[1:] == [
        "Riders rescued to (1, 3): Crystallization orange +1, green +2, white +1"]
