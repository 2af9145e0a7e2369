"""Neuroriders' words agree with their numbers (core/plurals.py): "pile: 1 room" (players
saw "pile: 1 rooms"), "1 room turns face down" (they saw "1 rooms turn"), "in 1 more
wave"."""

from __future__ import annotations

import pygame
import pytest
from nr_positions import G, P, play, position, start, tile, turns_with

from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neuroriders.state import Place
from neurodrez_desktop.games.neuroriders.view import Marks, NeuroridersView
from neurodrez_desktop.ui import theme
from neurodrez_desktop.ui.layout import table_layout


def _view() -> NeuroridersView:
    view = NeuroridersView(table_layout(entry_for("neuroriders")))
    view.names = ["Ann", "Bob"]
    return view


def _crystallization(black: int):
    """A later crystallization (R12) in which one room flips, then ``black`` black rooms
    in a chain, a wave each: the states before and after seat 0 lays the last room."""
    chain = [tile((2, 1), 17), tile((2, 2), 18)][:black]
    tiles = [start(face_up=False), tile((1, 0), 2, face_up=False), tile((2, 0), 7),
             tile((3, 0), 6), tile((4, 0), 5, S=P), *chain]
    before = position(tiles, [(3, 0)] * 4, held=[(22,), ()], crystallizations=1)
    action = Place(22, (5, 0), turns_with(22, N=G))
    return before, action, play(before, action)


@pytest.mark.parametrize(("black", "words"), [
    (0, "Crystallization 2: 1 room turns face down (R12)"),
    (1, "Crystallization 2: 2 rooms turn face down; black rooms carry it on in 1 more wave "
        "(R12)"),
    (2, "Crystallization 2: 3 rooms turn face down; black rooms carry it on in 2 more "
        "waves (R12)")])
def test_r12_the_crystallization_counts_its_rooms_and_waves(fonts, black, words):
    before, action, after = _crystallization(black)
    view = _view()
    view.animate(before, action, after, 1.0)
    assert view.news == words


@pytest.mark.parametrize(("left", "words"), [(1, "pile: 1 room"), (2, "pile: 2 rooms")])
def test_the_lineup_counts_the_rooms_left_in_the_pile(fonts, left, words):
    state = position([start()], pile=(30, 31)[:left])
    assert state.pile_size() == left
    view = _view()
    view.draw(pygame.Surface(theme.LOGICAL_SIZE), state, 0, Marks(), view.names)
    said = [name for kind, name, _, _ in view.drawn if kind == "text"]
    assert words in said, said
