"""What the table tells its player in the message box: one value for every prompt,
confirmation and refusal, whichever part of the program says it.

A notice keeps its words apart from the ruling it cites, so the table shows the ruling as
a "Rule B7" link beside the words instead of parsing it back out of a sentence, and so the
words can be translated as a whole (DESIGN.md, "Words"). Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.rulings import is_ruling_id, tagged


@dataclass(frozen=True)
class Notice:
    """Words for the message box, the ruling they rest on, and whether they refuse."""

    words: str
    rule: str | None = None
    """The ruling id the words rest on ("B7"), shown as a link; None: no ruling."""
    refused: bool = False
    """A refusal: the box turns red and the refusal sound plays."""

    def __post_init__(self) -> None:
        if self.rule is not None and not is_ruling_id(self.rule):
            raise ValueError(f"{self.rule!r} is not a ruling id")

    def __str__(self) -> str:
        """The words led by their ruling (``"B7: words"``), as a log or a test prints it."""
        return tagged(self.rule, self.words) if self.rule else self.words

    def worded(self, change: Callable[[str], str]) -> Notice:
        """The same notice with its words changed (seat names filled in, say)."""
        return replace(self, words=change(self.words))

    def then(self, more: str) -> Notice:
        """The same notice with ``more`` words after its own."""
        return replace(self, words=self.words + more)


def refusing(words: str, rule: str | None = None) -> Notice:
    """A refusal in the table's own words (no legal action was even named)."""
    return Notice(words, rule, refused=True)


def not_offered() -> Notice:
    """A click naming an action the rules find legal but the table does not offer there:
    every table refuses it in these words (no ruling forbids it)."""
    return refusing(_("That is not possible now."))


def refusal_of(error: IllegalActionError) -> Notice:
    """An action the rules refused when it was applied, as the table shows it: the
    error's words, its ruling (``error.rule``) as the link when it is a ruling id."""
    rule = error.rule if error.rule and is_ruling_id(error.rule) else None
    words = str(error).removeprefix(f"{error.rule}: ") if error.rule else str(error)
    return refusing(words, rule)
