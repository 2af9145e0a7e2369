"""Stacks of tokens, listed bottom→top as tuples (Berd; any game that piles pieces).

Tokens are opaque to this module: an ``owner`` function tells whose a token is.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

T = TypeVar("T", bound=Hashable)


def top(stack: tuple[T, ...]) -> T:
    if not stack:
        raise ValueError("an empty square has no top token")
    return stack[-1]


def top_run(stack: tuple[T, ...], owner: Callable[[T], int]) -> int:
    """How many tokens at the top belong to the top token's owner."""
    if not stack:
        return 0
    who = owner(stack[-1])
    n = 0
    for token in reversed(stack):
        if owner(token) != who:
            break
        n += 1
    return n


def split(stack: tuple[T, ...], count: int) -> tuple[tuple[T, ...], tuple[T, ...]]:
    """``(what stays, what is lifted)`` when the top ``count`` tokens are picked up."""
    if not 0 < count <= len(stack):
        raise ValueError(f"cannot lift {count} tokens from a stack of {len(stack)}")
    return stack[:-count], stack[-count:]


def restack_on_top(stack: tuple[T, ...], who: int, owner: Callable[[T], int]) -> tuple[T, ...]:
    """The stack with all of ``who``'s tokens moved to the top.

    Both groups keep their previous relative order (a stable partition).
    """
    under = tuple(t for t in stack if owner(t) != who)
    over = tuple(t for t in stack if owner(t) == who)
    return under + over
