"""Glicko-2 against Glickman's own worked example ("Example of the Glicko-2 system")."""

from __future__ import annotations

import math

import pytest

from neurodrez_desktop.core.glicko2 import SCALE, Rating, rate

PAPER_PLAYER = Rating(1500.0, 200.0, 0.06)
PAPER_PERIOD = [(Rating(1400.0, 30.0), 1.0), (Rating(1550.0, 100.0), 0.0),
                (Rating(1700.0, 300.0), 0.0)]


def test_the_papers_example() -> None:
    """The paper's player after its three games: μ' = -0.2069, φ' = 0.8722 and
    σ' = 0.05999 on the Glicko-2 scale, which it turns into r' = 1464.06 and RD' = 151.52
    (from the rounded μ' and φ': the exact figures are within 0.01 of them)."""
    after = rate(PAPER_PLAYER, PAPER_PERIOD)
    assert round((after.rating - 1500.0) / SCALE, 4) == -0.2069
    assert round(after.rd / SCALE, 4) == 0.8722
    assert after.vol == pytest.approx(0.05999, abs=0.00001)  # the paper cuts to 5 places
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)


def test_an_empty_period_only_widens_the_deviation() -> None:
    """Step 6 alone: φ' = sqrt(φ² + σ²); the rating and the volatility stay."""
    after = rate(PAPER_PLAYER, [])
    assert after.rating == PAPER_PLAYER.rating
    assert after.vol == PAPER_PLAYER.vol
    assert after.rd == pytest.approx(((200.0 / SCALE) ** 2 + 0.06**2) ** 0.5 * SCALE)
    assert after.rd > PAPER_PLAYER.rd


def test_a_win_raises_and_a_loss_lowers_the_rating() -> None:
    puzzle = Rating(1500.0, 80.0)
    assert rate(Rating(), [(puzzle, 1.0)]).rating > 1500.0
    assert rate(Rating(), [(puzzle, 0.0)]).rating < 1500.0
    assert rate(Rating(), [(puzzle, 1.0)]).rd < Rating().rd


def test_a_new_player_is_the_papers() -> None:
    assert Rating() == Rating(1500.0, 350.0, 0.06)


def _bisected_period(player: Rating, results: list[tuple[Rating, float]], tau: float
                     ) -> Rating:
    """The paper's steps 2-8 written out plainly, with σ' found by bisection on f (its
    equation 5.1) instead of the Illinois algorithm: an oracle for a period in which the
    volatility moves (in the paper's example it barely does)."""
    mu, phi = (player.rating - 1500) / SCALE, player.rd / SCALE
    gs = [1 / math.sqrt(1 + 3 * (o.rd / SCALE) ** 2 / math.pi**2) for o, _ in results]
    es = [1 / (1 + math.exp(-g * (mu - (o.rating - 1500) / SCALE)))
          for g, (o, _) in zip(gs, results, strict=True)]
    v = 1 / sum(g * g * e * (1 - e) for g, e in zip(gs, es, strict=True))
    total = sum(g * (s - e) for g, e, (_, s) in zip(gs, es, results, strict=True))
    delta = v * total
    a = math.log(player.vol**2)

    def f(x: float) -> float:
        return (math.exp(x) * (delta**2 - phi**2 - v - math.exp(x))
                / (2 * (phi**2 + v + math.exp(x)) ** 2) - (x - a) / tau**2)

    low, high = a - 20.0, a + 20.0  # f falls from positive to negative across its root
    for _ in range(200):
        mid = (low + high) / 2
        low, high = (mid, high) if f(mid) > 0 else (low, mid)
    sigma = math.exp(low / 2)
    phi_new = 1 / math.sqrt(1 / (phi**2 + sigma**2) + 1 / v)
    return Rating(1500 + SCALE * (mu + phi_new**2 * total), SCALE * phi_new, sigma)


@pytest.mark.parametrize("tau", [0.3, 0.5])
def test_a_surprising_period_moves_the_volatility_as_the_paper_says(tau: float) -> None:
    """A settled player who beats ten far stronger ones: Δ² > φ² + v (the other branch
    of step 5.2), and the volatility rises. (With τ this small f has one root, so the
    bisection finds the paper's; at τ = 1.2 this period gives f three.)"""
    player = Rating(1600.0, 30.0, 0.06)
    results = [(Rating(1800.0, 30.0), 1.0)] * 10
    after, oracle = rate(player, results, tau), _bisected_period(player, results, tau)
    assert after.vol > 0.0601
    assert after.vol == pytest.approx(oracle.vol, abs=1e-7)
    assert after.rd == pytest.approx(oracle.rd, abs=1e-4)
    assert after.rating == pytest.approx(oracle.rating, abs=1e-4)


def test_the_papers_example_matches_the_oracle() -> None:
    """The k-search branch of step 5.2 (Δ² ≤ φ² + v), checked beyond the paper's digits."""
    after, oracle = rate(PAPER_PLAYER, PAPER_PERIOD), _bisected_period(PAPER_PLAYER,
                                                                       PAPER_PERIOD, 0.5)
    assert after.vol == pytest.approx(oracle.vol, abs=1e-9)
    assert after.rd == pytest.approx(oracle.rd, abs=1e-4)
