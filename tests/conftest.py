"""Fixtures for every folder of tests."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from neurodrez_desktop.ui import theme


@pytest.fixture
def fonts() -> Iterator[None]:
    """pygame started (fonts) for drawing with no window; stopped afterwards, with the
    theme's fonts and words forgotten (they die with ``pygame.quit``)."""
    pygame.init()
    yield
    pygame.quit()
    theme.clear_caches()
