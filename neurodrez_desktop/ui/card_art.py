"""The PokerDrez cards (P1), drawn by the project's own code: type letter and name, number
and its colour band, or the back. PokerDrez and NeuroDrez share the deck, and so this."""

from __future__ import annotations

import pygame

from neurodrez_desktop.core.cards import UNKNOWN, Card, CardType
from neurodrez_desktop.core.i18n import N_, _, generation
from neurodrez_desktop.ui import draw, theme

CARD_RGB = {"grey": (150, 150, 150), "red": (210, 60, 60), "magenta": (210, 60, 190),
            "purple": (130, 70, 190), "blue": (60, 110, 220), "yellow": (230, 200, 50),
            "cyan": (60, 200, 210), "orange": (240, 140, 40), "green": (60, 170, 80)}
CARD_NAMES = {CardType.JOKER: N_("Joker"), CardType.QUEEN: N_("Queen"),
              CardType.ROOK: N_("Rook"), CardType.BISHOP: N_("Bishop"),
              CardType.KNIGHT: N_("Knight"), CardType.PAWN: N_("Pawn"),
              CardType.NEUTRAL: N_("Neutral")}
"""The name printed at a card's foot, in the rulebooks' words (said in the player's
language when the card is painted)."""


def draw_card(canvas: pygame.Surface, rect: pygame.Rect, card: Card, selected: bool = False,
              small: bool = False) -> None:
    """A card at ``rect`` (painted once per look, then blitted)."""
    picture = draw.sprite(("card", card, rect.size, selected, small, generation()), rect.size,
                          lambda surface: paint_card(surface, card, selected, small))
    canvas.blit(picture, rect)


def paint_card(canvas: pygame.Surface, card: Card, selected: bool, small: bool) -> None:
    """A card face (type letter and name, number, colour band) or its back, on a surface
    of the card's size."""
    rect = canvas.get_rect()
    if card == UNKNOWN:  # face down
        pygame.draw.rect(canvas, (52, 62, 110), rect, border_radius=8)
        pygame.draw.rect(canvas, (150, 160, 210), rect.inflate(-10, -10), 2,
                         border_radius=6)
        surf = theme.text("?", rect.h // 2, (220, 224, 240), True)
        canvas.blit(surf, surf.get_rect(center=rect.center))
    else:
        pygame.draw.rect(canvas, (244, 240, 230), rect, border_radius=8)
        ink = (30, 30, 36)
        if card.kind is CardType.NEUTRAL:
            centre = (rect.centerx, rect.centery - (0 if small else 6))
            r = rect.w // 5
            pygame.draw.circle(canvas, (90, 90, 96), centre, r, 3)
            pygame.draw.line(canvas, (90, 90, 96), (centre[0] - r, centre[1] + r),
                             (centre[0] + r, centre[1] - r), 3)
        else:
            band = CARD_RGB.get(card.colour or "", (150, 150, 150))
            pygame.draw.rect(canvas, band, (rect.x, rect.y, rect.w, rect.h // 5),
                             border_top_left_radius=8, border_top_right_radius=8)
            number = theme.text(str(card.number), rect.h // 6, ink, True)
            canvas.blit(number, (rect.x + 5, rect.y + rect.h // 5 + 2))
            letter = theme.text(card.kind.letter, rect.h // 3, ink, True)
            canvas.blit(letter, letter.get_rect(center=(rect.centerx + 6, rect.centery + 4)))
        if not small:
            name, size = theme.fit_line(_(CARD_NAMES[card.kind]), 16, rect.w - 6,
                                        smallest=12)  # a longer language's name smaller
            surf = theme.text(name, size, ink)
            canvas.blit(surf, surf.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))
    edge = theme.SELECTED if selected else (20, 20, 24)
    pygame.draw.rect(canvas, edge, rect, 5 if selected else 2, border_radius=8)
