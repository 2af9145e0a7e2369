"""A row of buttons that says every label whole in every language: the words and widths of
buttons side by side, and the one font they share.

pygame_gui draws a button's words itself and cuts what does not fit, so the row is laid out
from the measured words: equal buttons where every label fits an equal share, else each
button as wide as its words need and the rest shared out; at the theme's font, then
smaller ones, each button's full words before its shorter ones ("Speed: normal", then
"Normal") at each size (``PASSES``). Only past the smallest readable size are widths cut,
in proportion. The table's buttons (``play_buttons``) and the review's are laid out here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from neurodrez_desktop.ui import theme

FONTS = ((30, None), (22, "#small"), (theme.SMALLEST, "#smallest"))
"""The buttons' font sizes, largest first, with the theme's object id of each."""

GAP = 10
"""Pixels between two buttons of a row."""

Choice = tuple[str, ...]
"""Every text a button may show in one form ("Autoplay" and "Pause"), already said."""


def padding(size: int) -> int:
    """A button's room around its words at ``size``: less at the smallest size, where a
    narrow row needs every pixel for the words."""
    return 28 if size > theme.SMALLEST else 20


def font_size(object_id: str | None) -> int:
    """The size of the font an object id names (the theme's own for None)."""
    return next(size for size, known in FONTS if known == object_id)


def need(choice: Choice, size: int) -> int:
    """The width a button showing ``choice`` needs at ``size``."""
    return max(theme.text_width(text, size) for text in choice) + padding(size)


@dataclass(frozen=True)
class Row:
    words: list[Choice]
    """Each button's chosen form."""
    widths: list[int]
    object_id: str | None
    """The font's object id for ``Scene.button`` (None: the theme's own)."""

    def xs(self, x: int) -> list[int]:
        """Each button's left edge, the first at ``x``."""
        lefts = []
        for width in self.widths:
            lefts.append(x)
            x += width + GAP
        return lefts


PASSES = ((30, False), (22, False), (22, True), (theme.SMALLEST, False),
          (theme.SMALLEST, True))
"""The sizes tried, largest first, each with every button's first words, then (where a
button has shorter ones) its shorter words: shorter words at a readable size before full
words at the smallest."""


def button_row(buttons: Sequence[Sequence[Choice]], width: int) -> Row:
    """The row of ``buttons`` (each its forms, longest first) in ``width`` pixels."""
    room = width - GAP * (len(buttons) - 1)
    share = room // len(buttons)
    fonts = dict(FONTS)
    for size, shorter in PASSES:
        object_id = fonts[size]
        if shorter:  # each button's first words that fit its share, equal buttons
            fitting = [next((c for c in forms if need(c, size) <= share), None)
                       for forms in buttons]
            if all(choice is not None for choice in fitting):
                return Row([c for c in fitting if c is not None], [share] * len(buttons),
                           object_id)
        words = [forms[-1] if shorter else forms[0] for forms in buttons]
        needs = [need(choice, size) for choice in words]
        if not shorter and max(needs) <= share:  # equal buttons look best
            return Row(words, [share] * len(buttons), object_id)
        if sum(needs) <= room:  # each as wide as its words, the rest shared out
            spare = (room - sum(needs)) // len(buttons)
            return Row(words, [n + spare for n in needs], object_id)
    size, object_id = FONTS[-1]
    words = [forms[-1] for forms in buttons]
    needs = [need(choice, size) for choice in words]
    return Row(words, [n * room // sum(needs) for n in needs], object_id)


def row_font(labels: tuple[str, ...], width: int) -> str | None:
    """The button font for buttons ``width`` wide each: the theme's own where every label
    fits it, else a smaller one (a longer language's words, never cut while they fit the
    smallest readable size)."""
    for size, object_id in FONTS:
        if all(need((label,), size) <= width for label in labels):
            return object_id
    return FONTS[-1][1]
