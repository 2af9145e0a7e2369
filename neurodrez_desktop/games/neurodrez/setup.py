"""NeuroDrez options and the seating they give (N7, N9, N19, N24, N25).

Player count and mode decide the sides: two players own two colours each, three one each,
four play in two teams (A1, B1, A2, B2), one player runs all four colours as four sides
(solo). ``colours`` lists the piece colours in seat order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from neurodrez_desktop.core.errors import InvalidOptionsError
from neurodrez_desktop.core.protocol import GameSpec, Option
from neurodrez_desktop.games.neurodrez.catalog import N_
from neurodrez_desktop.games.neurodrez.components import BLUE, GREEN, RED, STYLES, YELLOW
from neurodrez_desktop.games.neurodrez.modes import COLLABORATIVE, COMPETITIVE

if TYPE_CHECKING:
    from neurodrez_desktop.games.neurodrez.state import NeuroDrezConfig

LETTERS = {"R": RED, "G": GREEN, "B": BLUE, "Y": YELLOW}
PIECE_COLOUR_NAMES = ("red", "green", "blue", "yellow")  # the style_<name> options
COLOUR_ORDERS = ("RGBY", "RBGY", "RYGB", "GBYR", "RBYG")  # with three, any colour may rest
ORDER_LABELS = (N_("Red · Green · Blue · Yellow"), N_("Red · Blue · Green · Yellow"),
                N_("Red · Yellow · Green · Blue"), N_("Green · Blue · Yellow · Red"),
                N_("Red · Blue · Yellow · Green"))
"""Each of ``COLOUR_ORDERS`` as the setup screen lists it (a whole message each, for the
catalogs)."""
FIGURES_LABELS = (N_("Red figures"), N_("Green figures"), N_("Blue figures"),
                  N_("Yellow figures"))
"""The style option of each of ``PIECE_COLOUR_NAMES``."""
HAND_SIZES = {1: 7, 2: 15, 3: 10, 4: 7}  # N9, N25 (solo: dealt as for four)


SPEC = GameSpec(
    id="neurodrez",
    title=N_("NeuroDrez"),
    description=N_("Chess pieces conquer a growing terrain of 36 coloured tiles: three dice "
                   "and two cards say which piece moves and where; dominate a surface to "
                   "win."),
    min_players=1,
    max_players=4,
    default_players=2,
    hidden_information=True,
    options=(
        Option("mode", N_("Mode"), (COMPETITIVE, COLLABORATIVE), COMPETITIVE,
               N_("Collaborative: all sides win or lose together (N24). One player: solo "
                  "(N25)."),
               labels=(N_("Competitive"), N_("Collaborative"))),
        Option("colours", N_("Colours"), COLOUR_ORDERS, "RGBY",
               N_("In seat order; with two players the first two are the first player's."),
               labels=ORDER_LABELS),
        Option("early_sudden_death", N_("Early sudden death"), (False, True), False,
               N_("N23: with 18 tiles down, the player to move may start sudden death.")),
        *(Option(f"style_{name}", label, STYLES, "christian",
                 N_("N4: which side of the double-sided pieces is shown."),
                 labels=(N_("Christian"), N_("Muslim")), cosmetic=True)
          for name, label in zip(PIECE_COLOUR_NAMES, FIGURES_LABELS, strict=True)),
    ),
    featured_options=({"mode": COLLABORATIVE}, {"early_sudden_death": True}),
)


def config_from_options(players: int, options: Mapping[str, Any]) -> NeuroDrezConfig:
    # the state when a game is set up, not when the menu lists the game by its SPEC
    from neurodrez_desktop.games.neurodrez.state import NeuroDrezConfig, Slot

    order = tuple(LETTERS[letter] for letter in options["colours"])
    mode = options["mode"]
    sides: tuple[tuple[int, ...], ...]
    if players == 1:  # N25: four colours, four sides, one seat
        slots = tuple(Slot(0, side, (order[side],)) for side in range(4))
        sides = tuple((colour,) for colour in order)
    elif players == 2:
        sides = (order[:2], order[2:])
        slots = (Slot(0, 0, sides[0]), Slot(1, 1, sides[1]))
    elif players == 3:
        sides = tuple((colour,) for colour in order[:3])
        slots = tuple(Slot(seat, seat, (order[seat],)) for seat in range(3))
    elif players == 4:  # N7: partners alternate, A1 B1 A2 B2
        sides = ((order[0], order[2]), (order[1], order[3]))
        slots = tuple(Slot(seat, seat % 2, (order[seat],)) for seat in range(4))
    else:
        raise InvalidOptionsError(f"NeuroDrez is played by 1–4 players, not {players}")
    styles = tuple(options[f"style_{name}"] for name in PIECE_COLOUR_NAMES)
    return NeuroDrezConfig(players, mode, slots, sides, styles,
                           options["early_sudden_death"], HAND_SIZES[players])


def options_from_config(config: NeuroDrezConfig) -> dict[str, Any]:
    letters = {colour: letter for letter, colour in LETTERS.items()}
    if config.players == 1:
        order = [s[0] for s in config.sides]
    elif config.players == 2:
        order = [*config.sides[0], *config.sides[1]]
    else:
        order = [slot.colours[0] for slot in config.slots]
    order += [c for c in (RED, GREEN, BLUE, YELLOW) if c not in order]
    options = {"mode": config.mode, "colours": "".join(letters[c] for c in order),
               "early_sudden_death": config.early_sudden_death}
    for name, style in zip(PIECE_COLOUR_NAMES, config.styles, strict=True):
        options[f"style_{name}"] = style
    return options
