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
