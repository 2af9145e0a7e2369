"""Glicko-2 ratings, one rating period at a time: the practice rating of a player, with
the puzzles as opponents.

Written here, after Mark E. Glickman's "Example of the Glicko-2 system" (Boston
University, 2012 revision, the one whose volatility step is the Illinois algorithm), and
its steps are numbered as the paper's below. The maintained ``glicko2`` package was looked
at and does not fit: it installs a top-level ``tests`` package into site-packages and its
volatility step uses the rating where the paper has the deviation. The whole system is a
page of arithmetic, so it is kept small and checked against the paper's own example
(``tests/core/test_glicko2.py``).

Pure Python, no pygame: the practice store rates with it and tests run it headless.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Step 2: the factor between the Glicko scale and the Glicko-2 scale (400 / ln 10)."""
CENTRE = 1500.0
CONVERGENCE = 0.000001
"""Step 5: the Illinois iteration stops when its interval is this narrow (the paper's ε)."""


@dataclass(frozen=True)
class Rating:
    """A player's (or a puzzle's) rating, rating deviation and volatility, on the Glicko
    scale; the defaults are the paper's for a player not yet rated."""

    rating: float = 1500.0
    rd: float = 350.0
    vol: float = 0.06


def _g(phi: float) -> float:
    """Step 3's g(φ): an opponent whose rating is uncertain says less about the player."""
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    """Step 3's E(μ, μj, φj): the player's expected score against opponent j."""
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5: σ' as the root of f (the paper's 5.1–5.5), found by the Illinois
    algorithm (regula falsi that halves the stale end's value, so it always closes in)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex)
                / (2.0 * (phi * phi + v + ex) ** 2)) - (x - a) / (tau * tau)

    big_a = a                                                    # 5.2: the first end
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)                                # 5.3
    while abs(big_b - big_a) > CONVERGENCE:                      # 5.4
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)                                 # 5.5


def rate(player: Rating, results: Sequence[tuple[Rating, float]], tau: float = 0.5) -> Rating:
    """The player's rating after one rating period: ``results`` holds each opponent met
    and the score against it (1 a win, 0 a loss, 0.5 a draw). An empty period only widens
    the deviation (step 6 alone: a player not seen is less certainly known). ``tau``
    constrains how fast the volatility moves (the paper suggests 0.3 to 1.2)."""
    mu = (player.rating - CENTRE) / SCALE                       # step 2
    phi = player.rd / SCALE
    if not results:
        return Rating(player.rating, math.sqrt(phi * phi + player.vol * player.vol) * SCALE,
                      player.vol)
    opponents = [((opp.rating - CENTRE) / SCALE, opp.rd / SCALE, score)
                 for opp, score in results]
    information = 0.0                                            # step 3: 1 / v
    improvement = 0.0                                            # step 4: Δ / v
    for mu_j, phi_j, score in opponents:
        g, e = _g(phi_j), _expected(mu, mu_j, phi_j)
        information += g * g * e * (1.0 - e)
        improvement += g * (score - e)
    v = 1.0 / information
    delta = v * improvement
    sigma = _new_volatility(player.vol, phi, v, delta, tau)      # step 5
    phi_star = math.sqrt(phi * phi + sigma * sigma)              # step 6
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)   # step 7
    mu_new = mu + phi_new * phi_new * improvement
    return Rating(SCALE * mu_new + CENTRE, SCALE * phi_new, sigma)     # step 8
