"""Fixtures for every folder of tests."""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator

import pygame
import pytest

from neurodrez_desktop import games
from neurodrez_desktop.core import i18n
from neurodrez_desktop.ui import theme

os.environ["LANGUAGE"] = "en"
"""The tests read the program's English words, whatever the machine's locale (a new
settings file takes the system's language)."""

EXTRA_GAMES = "NEURODREZ_TEST_GAMES"
"""Modules of games that live in the tests (``tests.tictactoe``), comma-separated: each
one's ``ENTRY`` is registered before the tests are collected, so every test that runs
over the registry runs it too (``NEURODREZ_TEST_GAMES=tests.tictactoe pytest tests/app``)
— the proof that a new game needs no test edited outside its folder."""


def pytest_configure(config: pytest.Config) -> None:
    for name in filter(None, os.environ.get(EXTRA_GAMES, "").split(",")):
        entry = importlib.import_module(name.strip()).ENTRY
        if entry.id not in {known.id for known in games.entries()}:
            games.register(entry)


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """A test that changes the language leaves the next one in English."""
    yield
    i18n.set_language(i18n.ENGLISH)


@pytest.fixture
def fonts() -> Iterator[None]:
    """pygame started (fonts) for drawing with no window; stopped afterwards, with the
    theme's fonts and words forgotten (they die with ``pygame.quit``), before as well as
    after: a test that quit pygame on its own leaves none behind."""
    theme.clear_caches()
    pygame.init()
    yield
    pygame.quit()
    theme.clear_caches()
