"""The two figure sets: every figure is drawn, and each one can be told from the others by
its shape alone (so colour is never the only cue, and the two sides really differ)."""

import itertools

import pygame
import pytest

from neurodrez_desktop.ui.figures import KINDS, STYLES, paint_figure

SIZE = 48


@pytest.fixture(scope="module")
def silhouettes():
    pygame.init()
    shapes = {}
    for style, kind in itertools.product(STYLES, KINDS):
        canvas = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
        paint_figure(canvas, kind, style, (205, 64, 64), (24, 24, 30))
        shapes[style, kind] = pygame.mask.from_surface(canvas, 127)
    return shapes


def test_every_figure_fills_a_good_part_of_its_box(silhouettes):
    for key, mask in silhouettes.items():
        covered = mask.count() / (SIZE * SIZE)
        assert 0.15 < covered < 0.75, (key, covered)
        (bounds,) = mask.get_bounding_rects()  # one piece, not scattered bits
        assert bounds.height > SIZE * 0.5, key


def test_no_two_figures_share_a_silhouette(silhouettes):
    """Two figures differ in at least 3% of their box (the sets' kinds and the two sides
    of one kind alike): a king and a queen differ only in the crown, 4-5%."""
    for (a, mask_a), (b, mask_b) in itertools.combinations(silhouettes.items(), 2):
        differing = mask_a.count() + mask_b.count() - 2 * mask_a.overlap_area(mask_b, (0, 0))
        assert differing > SIZE * SIZE * 0.03, (a, b, differing)


def test_an_unknown_style_or_kind_is_refused():
    canvas = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    with pytest.raises(ValueError, match="the styles christian, muslim"):
        paint_figure(canvas, "king", "gothic", (0, 0, 0), (0, 0, 0))
    with pytest.raises(ValueError, match="the kinds are king, queen"):
        paint_figure(canvas, "archbishop", "christian", (0, 0, 0), (0, 0, 0))


def test_neurodrez_offers_exactly_the_styles_drawn():
    """The game's option (pure rules data) and the art name the same two sides."""
    from neurodrez_desktop.games.neurodrez.components import STYLES as OFFERED

    assert OFFERED == STYLES
