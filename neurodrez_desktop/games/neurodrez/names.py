"""NeuroDrez's components named in the player's language: colours, surfaces, pieces,
tiles, cards and die faces.

Each name is a whole message ("red rook", "the red rook", "red earth") rather than words
glued together, because Spanish and Italian put the colour after the noun and make it
agree with it ("torre roja", "re rosso"): only a message per piece and per tile can be
translated right. The rules' own tables (``components``) keep the English keys that saves
and tests read; these are for the screen. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.cards import Card, CardType
from neurodrez_desktop.games.neurodrez.catalog import N_, _
from neurodrez_desktop.games.neurodrez.components import NUMBER_KIND

COLOURS = (N_("red"), N_("green"), N_("blue"), N_("yellow"), N_("purple"), N_("orange"))
"""The six colours (N1), by number: red … orange."""
COLOUR_LETTERS = (N_("R"), N_("G"), N_("B"), N_("Y"), N_("P"), N_("O"))
"""Each colour's letter on its tiles and badges, so colour is never the only cue (N2): the
initial of its name in the player's language, none shared by two colours (Spanish "Z" for
azul, as amarillo takes "A"; Italian "Vi" for viola beside verde's "V")."""
SURFACES = (N_("earth"), N_("water"), N_("air"), N_("fire"), N_("flora"), N_("fauna"))
"""The six surfaces (N2), by number: earth … fauna."""
KIND_TITLES = (N_("King"), N_("Queen"), N_("Rook"), N_("Bishop"), N_("Knight"), N_("Pawn"))
"""The kinds as a card or a die face names them."""
A_KIND = (N_("a king"), N_("a queen"), N_("a rook"), N_("a bishop"), N_("a knight"),
          N_("a pawn"))
PIECES = (
    (N_("red king"), N_("red queen"), N_("red rook"),
     N_("red bishop"), N_("red knight"), N_("red pawn")),
    (N_("green king"), N_("green queen"), N_("green rook"),
     N_("green bishop"), N_("green knight"), N_("green pawn")),
    (N_("blue king"), N_("blue queen"), N_("blue rook"),
     N_("blue bishop"), N_("blue knight"), N_("blue pawn")),
    (N_("yellow king"), N_("yellow queen"), N_("yellow rook"),
     N_("yellow bishop"), N_("yellow knight"), N_("yellow pawn")),
)
"""Each piece, by colour and kind: "red rook"."""
THE_PIECES = (
    (N_("the red king"), N_("the red queen"), N_("the red rook"),
     N_("the red bishop"), N_("the red knight"), N_("the red pawn")),
    (N_("the green king"), N_("the green queen"), N_("the green rook"),
     N_("the green bishop"), N_("the green knight"), N_("the green pawn")),
    (N_("the blue king"), N_("the blue queen"), N_("the blue rook"),
     N_("the blue bishop"), N_("the blue knight"), N_("the blue pawn")),
    (N_("the yellow king"), N_("the yellow queen"), N_("the yellow rook"),
     N_("the yellow bishop"), N_("the yellow knight"), N_("the yellow pawn")),
)
"""Each piece with its article, as a sentence names it: "the red rook"."""
TILES = (
    (N_("red earth"), N_("red water"), N_("red air"),
     N_("red fire"), N_("red flora"), N_("red fauna")),
    (N_("green earth"), N_("green water"), N_("green air"),
     N_("green fire"), N_("green flora"), N_("green fauna")),
    (N_("blue earth"), N_("blue water"), N_("blue air"),
     N_("blue fire"), N_("blue flora"), N_("blue fauna")),
    (N_("yellow earth"), N_("yellow water"), N_("yellow air"),
     N_("yellow fire"), N_("yellow flora"), N_("yellow fauna")),
    (N_("purple earth"), N_("purple water"), N_("purple air"),
     N_("purple fire"), N_("purple flora"), N_("purple fauna")),
    (N_("orange earth"), N_("orange water"), N_("orange air"),
     N_("orange fire"), N_("orange flora"), N_("orange fauna")),
)
"""Each tile, by colour and surface: "red earth"."""
CARD_TYPES = {CardType.JOKER: N_("Joker"), CardType.QUEEN: N_("Queen"),
              CardType.ROOK: N_("Rook"), CardType.BISHOP: N_("Bishop"),
              CardType.KNIGHT: N_("Knight"), CardType.PAWN: N_("Pawn")}


def upper_first(text: str) -> str:
    """``text`` with its first letter capital, the rest as it is (a sentence that opens
    with a name: "The red rook …", "Red earth is laid …")."""
    return text[:1].upper() + text[1:]


def colour_name(colour: int) -> str:
    """A colour, as a sentence says it: "red"."""
    return _(COLOURS[colour])


def colour_letter(colour: int) -> str:
    """A colour's letter in the player's language: "G" for green, "V" for verde."""
    return _(COLOUR_LETTERS[colour])


def colour_title(colour: int) -> str:
    """A colour naming a player or a side: "Red"."""
    return upper_first(colour_name(colour))


def surface_name(surface: int) -> str:
    return _(SURFACES[surface])


def kind_title(kind: int) -> str:
    return _(KIND_TITLES[kind])


def a_kind(kind: int) -> str:
    """"a rook", "una torre"."""
    return _(A_KIND[kind])


def piece_name(piece: int) -> str:
    """A piece (``colour * 6 + kind``): "red rook"."""
    return _(PIECES[piece // 6][piece % 6])


def the_piece(piece: int) -> str:
    """A piece with its article: "the red rook"."""
    return _(THE_PIECES[piece // 6][piece % 6])


def tile_words(tile: int) -> str:
    """A tile (``colour * 6 + surface``): "red earth"."""
    return _(TILES[tile // 6][tile % 6])


def card_name(card: Card) -> str:
    """A card as its face reads: "Rook 7", "Neutral"."""
    if card.kind is CardType.NEUTRAL:
        return _("Neutral")
    return _("{card} {number}").format(card=_(CARD_TYPES[card.kind]), number=card.number)


def cards_named(cards: Sequence[Card]) -> str:
    """Cards held or shown: "Pawn 1 and Rook 7", or "no card"."""
    if not cards:
        return _("no card")
    return _(" and ").join(card_name(c) for c in cards)


def number_words(number: int) -> str:
    """What a face of the number die lets move (N5): "Knight", or "any piece" (the 6)."""
    kind = NUMBER_KIND[number]
    return _("any piece") if kind is None else kind_title(kind)
