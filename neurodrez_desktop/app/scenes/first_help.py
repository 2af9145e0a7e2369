"""First-game help: numbered callouts over a table the first time a person plays a game —
where the turn is told, the board, the game's own areas (its entry's ``first_help``), the
message that says what to do and why a move is refused, the log and the buttons.

Shown once per game (``Settings.help_seen``) unless turned off (``first_help``); the game
menu shows it again. Any click, Enter or Esc closes it; nothing under it is touched.
"""

from __future__ import annotations

from typing import Any

import pygame

from neurodrez_desktop.app.button_rows import row_font
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.ui import draw, intents, theme

COMMON_BEFORE = (("status", N_("Whose turn it is, and how far the game has come.")),)
COMMON_AFTER = (
    ("message", N_("What you may do now, and why a move is refused, with the rule one "
                   "click away.")),
    ("log", N_("Every move so far, by turn: scroll it with the wheel.")),
    ("buttons", N_("Undo your move, save, read the rules, or open the menu (Esc).")),
)
MAX_CALLOUTS = 6
BOX_W = 420
CANVAS = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
PANEL = pygame.Rect(0, 0, 560, 150).move_to(center=CANVAS.center)
"""The title and the buttons, in the middle (callouts keep clear of it)."""


def callouts(entry: GameEntry, layout: dict[str, pygame.Rect]) -> list[tuple[pygame.Rect, str]]:
    """(the area, what to do there) for each callout the table's map has room for, in
    the player's language (the game's own callouts from its catalog)."""
    game_words = entry.catalog.gettext
    wanted = [*((name, _(words)) for name, words in COMMON_BEFORE),
              *((name, game_words(words)) for name, words in entry.first_help),
              *((name, _(words)) for name, words in COMMON_AFTER)][:MAX_CALLOUTS + 1]
    found = [(layout[name], words) for name, words in wanted if name in layout]
    if len(found) > MAX_CALLOUTS:  # the game's own come first: drop the last common one
        found = found[:MAX_CALLOUTS]
    return found


def box_width(area: pygame.Rect) -> int:
    """A callout's width: inside an area narrower than a box, the area's width less a
    margin (its words wrap to it), so that the box can stand in its own area."""
    return max(300, min(BOX_W, area.w - 24))


def place_boxes(areas: list[pygame.Rect], heights: list[int],
                widths: list[int] | None = None) -> list[pygame.Rect]:
    """Where each callout's words go: inside its area's top-left when they fit there,
    else beside it; never off the canvas and never over an earlier box; and, wherever
    one of those places allows, off every other callout's area (a box on another's area
    reads as that area's)."""
    widths = widths or [BOX_W] * len(areas)
    boxes: list[pygame.Rect] = []
    taken = [PANEL]
    for k, (area, height, w) in enumerate(zip(areas, heights, widths, strict=True)):
        candidates = [pygame.Rect(area.x + 12, area.y + 12, w, height),
                      pygame.Rect(area.x, area.y - height - 10, w, height),
                      pygame.Rect(area.x, area.bottom + 10, w, height),
                      pygame.Rect(area.right - w - 12, area.bottom - height - 12, w, height),
                      pygame.Rect(area.x - w - 10, area.y, w, height)]
        free = [box.clamp(CANVAS) for box in candidates]
        free = [box for box in free
                if not any(box.colliderect(other.inflate(8, 8)) for other in taken)]
        others = [a for j, a in enumerate(areas) if j != k and not a.contains(area)]
        clear = [box for box in free if not any(box.colliderect(a) for a in others)]
        chosen = next(iter(clear or free), None)
        if chosen is None:  # crowded: stack it below the last box
            last = boxes[-1] if boxes else pygame.Rect(20, 20, w, 0)
            chosen = pygame.Rect(last.x, last.bottom + 10, w, height).clamp(CANVAS)
        boxes.append(chosen)
        taken.append(chosen)
    return boxes


class FirstHelpScene(Scene):
    name = "first-help"
    opaque = False

    def __init__(self, app: Any, entry: GameEntry, layout: dict[str, pygame.Rect]) -> None:
        super().__init__(app)
        self.entry = entry
        self.items = callouts(entry, layout)
        widths = [box_width(area) for area, _words in self.items]
        self.lines = [theme.wrap(words, 24, w - 70)
                      for (_area, words), w in zip(self.items, widths, strict=True)]
        heights = [max(60, 20 + len(lines) * theme.font(24).get_linesize())
                   for lines in self.lines]
        self.boxes = place_boxes([area for area, _words in self.items], heights, widths)

    def enter(self) -> None:
        y = PANEL.bottom - 76
        self.done = self.button((PANEL.x + 30, y, 190, 60), _("Got it"),
                                _("Enter, Esc or any click"), "#primary")
        never = _("Don't show again")
        self.never = self.button((PANEL.x + 240, y, 290, 60), never,
                                 _("No callouts for the next games"), row_font((never,), 290))
        seen = self.app.settings.help_seen
        if self.entry.id not in seen:
            self.app.update_settings(help_seen=(*seen, self.entry.id)[-100:])

    def handle(self, intent: Any) -> None:
        if isinstance(intent, intents.Widget) and intent.element is self.never:
            self.app.update_settings(first_help=False)
            self.app.pop()
        elif isinstance(intent, intents.Widget | intents.Click | intents.Confirm
                        | intents.Back):
            self.app.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 150)
        for area, _words in self.items:  # every outline first: none is drawn across words
            pygame.draw.rect(canvas, theme.ACCENT, area, 3, border_radius=10)
        draw.panel(canvas, PANEL, (30, 36, 48), theme.ACCENT)
        draw.fitted_label(canvas, _("{game}: how this table works").format(
                              game=self.entry.catalog.gettext(self.entry.title)),
                          (PANEL.centerx, PANEL.y + 36), PANEL.w - 40, 30, theme.ACCENT,
                          "center", bold=True)
        for number, (lines, box) in enumerate(zip(self.lines, self.boxes, strict=True),
                                              start=1):
            draw.panel(canvas, box, (30, 36, 48), theme.ACCENT)
            badge = (box.x + 26, box.y + 30)
            pygame.draw.circle(canvas, theme.ACCENT, badge, 18)
            draw.label(canvas, str(number), badge, 24, (20, 20, 24), "center", bold=True)
            y = box.y + 10
            for line in lines:
                canvas.blit(theme.text(line, 24), (box.x + 56, y))
                y += theme.font(24).get_linesize()
