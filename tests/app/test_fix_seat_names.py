"""Every table reads right at the window it opens in (1280×720): the seat panels of Berd
and Quattro Colonne name their players with the one whose turn it is never in smaller
type than the one waiting (the turn's badge has a line of its own, beside the side), a
20-letter name on its own line at a readable size with the side under it; Berd's stack
contents, shown on hover, never cover a player's name, and the height of a stack in its
square's corner is large and contrasting enough to read.

Everything is driven through the real program with posted events; what a frame drew is
recorded (``draw.recorded``) and the sizes its words were set at are watched."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from table_play import hot_seat, point_at, to_turn, window_shot

from neurodrez_desktop.games import get_rules
from neurodrez_desktop.ui import draw, theme

SMALL = (1280, 720)
NAMES = ("Alexandrinakatharina", "Maximilianaugustinus")  # the play-tester's 20 letters
READABLE_NAME = 26
"""The smallest a seat's name may be set on the 1920×1080 canvas: 17 px in a 1280×720
window, as the other games' panels set a name of twenty letters."""
SIDES = {"berd": ("Light", "Dark"), "quattro_colonne": ("White", "Black"),
         "pokerdrez": ("White", "Black")}


def _forget_layers(play: Any) -> None:
    """Repaint the table's cached pictures next frame, so their words are set anew."""
    for layer in play.controller.view._layers.values():
        layer.forget()


def _frame(driver: Any, play: Any, monkeypatch: pytest.MonkeyPatch
           ) -> tuple[list[draw.Widget], list[tuple[str, int]]]:
    """One frame of the table drawn afresh: what it drew, and each text it rendered with
    the font size it was set at."""
    rendered: list[tuple[str, int]] = []
    original = theme.text

    def watched(message: str, size: int = 32, *rest: Any, **kw: Any) -> pygame.Surface:
        rendered.append((message, size))
        return original(message, size, *rest, **kw)

    _forget_layers(play)
    canvas = driver.app.display.canvas
    canvas.fill(theme.BACKGROUND)
    monkeypatch.setattr(theme, "text", watched)
    try:
        with draw.recorded(canvas) as drawn:
            play.draw(canvas)
        drawn = drawn + list(play.controller.view.drawn)
    finally:
        monkeypatch.setattr(theme, "text", original)
    return drawn, rendered


def _name_size(rendered: list[tuple[str, int]], name: str, other: str) -> int:
    """The size the longest piece of ``name`` (a whole line of it, or a wrapped part) was
    set at: the piece is ``name``'s alone, not also the other player's."""
    pieces = [(len(text.strip(" ·-…")), size) for text, size in rendered
              if text.strip(" ·-…") and text.strip(" ·-…") in name
              and text.strip(" ·-…") not in other]
    assert pieces, f"{name!r} was not drawn"
    return max(pieces)[1]


@pytest.mark.parametrize("game_id", ["berd", "quattro_colonne", "pokerdrez"])
def test_the_acting_seats_name_is_as_large_as_the_waiting_seats(game_id, sized_driver,
                                                                 monkeypatch):
    driver = sized_driver
    play = hot_seat(driver, get_rules(game_id), names=NAMES)
    to_turn(driver, play)
    acting = play.session.current_player
    assert acting in (0, 1)
    window_shot(driver, f"{game_id}_long_names_{driver.app.display.window.get_width()}")
    drawn, rendered = _frame(driver, play, monkeypatch)
    sizes = [_name_size(rendered, NAMES[seat], NAMES[1 - seat]) for seat in (0, 1)]
    assert sizes[acting] >= sizes[1 - acting], \
        f"{NAMES[acting]!r} (to act) is set at {sizes[acting]}, smaller than " \
        f"{NAMES[1 - acting]!r} (waiting) at {sizes[1 - acting]}"
    assert min(sizes) >= READABLE_NAME, f"names set at {sizes}, under {READABLE_NAME}"
    for seat in (0, 1):  # the name on a line of its own, the side on the next
        lines = [text for text, _ in rendered if NAMES[seat] in text]
        assert lines and all(SIDES[game_id][seat] not in text for text in lines), lines
        named = [w for w in drawn if w[0] == "text" and w[1] == NAMES[seat]]
        side = [w for w in drawn if w[0] == "text" and (
            w[1] == SIDES[game_id][seat] or w[1].startswith(f"{SIDES[game_id][seat]} ·"))]
        assert named and side, f"seat {seat}: name {named}, side {side}"
        assert side[0][2].top >= named[0][2].bottom, (named, side)


def _contrast(canvas: pygame.Surface, rect: pygame.Rect) -> float:
    """The WCAG contrast ratio of the lightest and darkest pixels inside ``rect``: the
    letters and what they stand on."""
    def luminance(colour: pygame.Color) -> float:
        def channel(c: int) -> float:
            c = c / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) \
            + 0.0722 * channel(colour.b)

    values = [luminance(canvas.get_at((x, y)))
              for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
    return (max(values) + 0.05) / (min(values) + 0.05)


def _berd_stacks(driver: Any) -> tuple[Any, list[tuple[int, int]]]:
    """A Berd game of two long names arranged automatically, at its first turn: its play
    scene and the squares holding two tokens or more."""
    play = hot_seat(driver, get_rules("berd"), names=NAMES,
                    options={"arrangement": "automatic"})
    to_turn(driver, play)
    view, state = play.controller.view, play.session.state
    stacked = [(f, r) for f in range(view.n) for r in range(view.n)
               if len(state.stack((f, r))) > 1]
    assert stacked, "no stack of two tokens to look into"
    return play, stacked


def test_berd_stack_contents_cover_no_players_name(make_driver, monkeypatch):
    """Hovering each stack opens its contents beside the board; neither seat's name, side
    nor TO MOVE is under them (the play-tester's "b2: Berd" hid a name)."""
    driver = make_driver(size=SMALL)
    play, stacked = _berd_stacks(driver)
    covering = []
    for square in stacked:
        point_at(driver, play.controller.view.square_rect(square).center, frames=2)
        drawn, _ = _frame(driver, play, monkeypatch)
        boxes = [w[2] for w in drawn if w[0] == "area" and w[1] == "stack contents"]
        assert boxes, f"hovering {square} shows no stack contents"
        heads = [w for w in drawn if w[0] == "text" and (
            w[1] in NAMES or w[1].startswith(("Light ·", "Dark ·", "TO MOVE")))]
        assert len(heads) == 5, heads  # two names, two sides, one TO MOVE
        covered = [w[1] for w in heads if w[2].colliderect(boxes[0])]
        if covered:
            covering.append(f"the contents of {square} cover {covered}")
        window_shot(driver, f"berd_hover_{square[0]}{square[1]}")
    assert not covering, covering


def test_berd_stack_heights_are_large_and_contrasting(make_driver, monkeypatch):
    """The number of tokens in a stack, in its square's corner: at least 17 px tall on the
    1920×1080 canvas, with a contrast of 4.5 to what it stands on."""
    driver = make_driver(size=SMALL)
    play, stacked = _berd_stacks(driver)
    drawn, _ = _frame(driver, play, monkeypatch)
    state, view = play.session.state, play.controller.view
    for square in stacked:
        square_rect = view.square_rect(square)
        height = str(len(state.stack(square)))
        counts = [w[2] for w in drawn if w[0] == "text" and w[1] == height
                  and square_rect.contains(w[2])]
        assert counts, f"no height {height} drawn in {square}"
        assert counts[0].h >= 17, f"the height {height} of {square} is {counts[0].h} px tall"
        ratio = _contrast(driver.app.display.canvas, counts[0])
        assert ratio >= 4.5, f"the height {height} of {square} has contrast {ratio:.1f}"
