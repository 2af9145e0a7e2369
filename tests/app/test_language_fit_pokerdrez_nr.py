"""PokerDrez's and Neuroriders' words in longer languages, where the layout check of the
fullest tables (``test_layout_overlap``, every table in every language and the test
language) does not look: the cards' faces, sentences joined in code, and tied paths'
chips."""

from __future__ import annotations

from typing import Any

import pytest

from neurodrez_desktop.core import i18n
from neurodrez_desktop.games import entry_for
from tests.app.test_layout_overlap import (
    _option_sets,
    layout_problems,
)


@pytest.mark.parametrize("code", i18n.SHIPPED)
def test_the_cards_faces_speak_the_language_and_fit(code: str, driver: Any) -> None:
    """A PokerDrez card's letter is the initial of its name in the language shown, six
    different letters, and its name at the card's foot fits the card at the smallest size
    (the Spanish cards said Q, B, N and J, and "Comodín" was cut with "…")."""
    from neurodrez_desktop.core.cards import CardType
    from neurodrez_desktop.games.pokerdrez.view import CARD_W
    from neurodrez_desktop.ui import theme
    from neurodrez_desktop.ui.card_art import CARD_NAMES

    i18n.set_language(code)
    lettered = [kind for kind in CardType if kind is not CardType.NEUTRAL]
    letters = [kind.letter for kind in lettered]
    assert len(set(letters)) == len(letters)
    for kind, letter in zip(lettered, letters, strict=True):
        name = i18n._(CARD_NAMES[kind])
        assert name.startswith(letter), (kind, letter, name)
        assert theme.fit_line(name, 16, CARD_W - 6, smallest=12)[0] == name, name


def test_a_rounds_opening_and_the_turns_prompt_are_two_sentences_apart() -> None:
    """The message box's "First player: you open round 2." and "Take a room…" are two
    whole messages with a space between them in every language: the space was part of the
    first message, so the test language glued its filler onto the next word
    ("…ÀÉÎÕÜñTàké")."""
    from neurodrez_desktop.core.protocol import CHANCE
    from neurodrez_desktop.games.neuroriders.catalog import _
    from neurodrez_desktop.games.neuroriders.hints import Selection, hint
    from neurodrez_desktop.games.neuroriders.state import Phase, Place

    rules = entry_for("neuroriders").rules
    state = rules.initial_state(2, {"first": 1})
    while not (state.phase == Phase.TAKE and state.round_opening
               and state.crystallizations > 0):
        if rules.current_player(state) == CHANCE:
            state = rules.apply(state, rules.chance_outcomes(state)[0][0])
            continue
        legal = rules.legal_actions(state)
        state = rules.apply(state, next((a for a in legal if isinstance(a, Place)), legal[0]))
    seat = rules.current_player(state)
    for code in (i18n.PSEUDO, *i18n.SHIPPED):
        i18n.set_language(code)
        prompt = str(hint(state, seat, rules.legal_actions(state), Selection()))
        take = _("Take a room from the lineup (click it or press {keys}); you then hold two "
                 "and lay one.").format(keys=f"1–{len(state.lineup)}")
        assert prompt.endswith(" " + take) and not prompt.startswith(take), (code, prompt)


@pytest.mark.parametrize("game_id", ["pokerdrez", "neuroriders"])
def test_no_message_ends_in_a_space_for_the_next_to_follow(game_id: str) -> None:
    """A message never carries the space before the words that follow it ("…look through):
    " + a card's name): a translation may drop it, and the test language, which lengthens a
    message at its end, glued its filler onto the next word ("ÀÉÎÕÜñBîshõp")."""
    from importlib import import_module

    from babel.messages.pofile import read_po

    catalog = import_module(f"neurodrez_desktop.games.{game_id}.catalog").CATALOG
    with catalog.po_path("es").open("rb") as file:
        ids = [m.id for m in read_po(file) if m.id]
    ending = [i for i in ids for one in ([i] if isinstance(i, str) else i)
              if one.rstrip(" ") != one]
    assert not ending, ending


def test_a_tied_paths_chips_keep_their_words_inside_the_strip(
        make_driver: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Neuroriders' chips for tied paths (R8) say each way and what it earns; where a
    longer language's words would run past the chips' strip, the chip names the way alone
    (the board shows each step's gains). PATH choices of seeded games, in the test
    language, among them one whose whole words are wider than the strip: the words stay
    in the strip (they ran 70 px past it)."""
    import pygame

    from neurodrez_desktop.core.playout import random_playout
    from neurodrez_desktop.core.record import Seat
    from neurodrez_desktop.core.rng import make_rng
    from neurodrez_desktop.games.neuroriders.controller import create
    from neurodrez_desktop.games.neuroriders.state import Phase
    from neurodrez_desktop.games.neuroriders.view import NeuroridersView

    entry = entry_for("neuroriders")
    rules = entry.rules
    options = max(_option_sets(entry), key=lambda o: len(o))
    driver = make_driver()
    driver.app.nav.start_new_game(rules, [Seat(f"P{k}") for k in range(4)], options, 1)
    driver.frames(1)
    play = next(s for s in driver.app.scenes.scenes if s.name == "play")
    i18n.set_language(i18n.PSEUDO)

    def labels(full: Any, whole: bool) -> list[str]:
        controller = create(rules, None, play.layout)  # type: ignore[arg-type]
        state = rules.view_for(full, full.to_act)
        with monkeypatch.context() as patch:
            if whole:  # the words the chip would say were there room
                patch.setattr(NeuroridersView, "chip_fits", lambda _view, _words: True)
            return [chip.label for chip in controller.marks(state, full.to_act, True).chips]

    strip = create(rules, None, play.layout).view  # type: ignore[arg-type]
    paths: list[Any] = []
    for k in range(300):
        random_playout(rules, 4, options, make_rng(f"paths:{k}"),
                       on_step=lambda state, _action: paths.append(state)
                       if state.phase == Phase.PATH else None)
        if any(not strip.chip_fits(words) for full in paths for words in labels(full, True)):
            break
    else:
        raise AssertionError("no tied path's words wider than the strip")
    canvas = pygame.Surface((1920, 1080))
    for full in paths:
        controller = create(rules, None, play.layout)  # type: ignore[arg-type]
        seat = full.to_act
        state = rules.view_for(full, seat)
        box = controller.view.layout["actions"]
        controller.view.draw(canvas, state, seat, controller.marks(state, seat, True),
                             ["Ann", "Bo", "Cy", "Di"])
        chips = [w for w in controller.view.drawn if box.collidepoint(w[2].center)]
        assert any(w[0] == "text" for w in chips)
        problems = layout_problems([("area", "actions", pygame.Rect(box), None), *chips])
        assert not problems, problems  # each chip's words inside the chip
