"""The main menu's tooltips cover no other card's title and stay on screen: the tip of a
card's New game button used to fall over the title of the card below it."""

from __future__ import annotations

import pygame

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.app.scenes.menu import card_rects, title_rect
from neurodrez_desktop.ui import theme

SCREEN = pygame.Rect((0, 0), theme.LOGICAL_SIZE)


def hover(driver: Driver, pos: tuple[int, int], seconds: float = 1.5) -> None:
    """Rest the pointer on ``pos`` (logical) as long as a tooltip takes to come."""
    where = driver.app.display.to_window(pos)
    pygame.mouse.set_pos(where)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(1, 0),
                                         buttons=(0, 0, 0)))
    driver.frames(round(seconds * 60))


def test_no_tip_covers_another_cards_title(sized_driver):
    driver = sized_driver
    menu = driver.scene
    cards = card_rects(len(menu.games), menu.first_row)
    titles = {entry.id: title_rect(entry, card)
              for entry, card in zip(menu.games, cards, strict=True) if card is not None}
    assert all(rect.h > 0 for rect in titles.values())
    size = "x".join(map(str, driver.app.display.window.get_size()))
    shot = 0
    for button, (what, game_id) in list(menu.buttons.items()):
        hover(driver, button.rect.center)
        tip = button.tool_tip
        assert tip is not None, f"no tip came over {button.text!r}"
        assert SCREEN.contains(tip.rect), f"{button.text!r}'s tip leaves the screen"
        covered = [g for g, rect in titles.items() if g != game_id and tip.rect.colliderect(rect)]
        if what == "new" and shot < 2:
            shot += 1
            driver.shots.mkdir(parents=True, exist_ok=True)
            pygame.image.save(driver.app.display.window,
                              str(driver.shots / f"menu-tip-{game_id}-{size}.png"))
        assert not covered, f"{button.text!r} ({game_id}): its tip covers the titles of " \
                            f"{covered}"
        hover(driver, (30, 1060), 0.1)  # away: the tip goes
