"""Draw the program's icon (``assets/icons/neurodrez.png``) from the project's own art: a
red knight of the Christian set on a pale blue tile.

Run once after changing the art: ``python build/make_icon.py``. The icon is committed, so
a build needs no display and no drawing step.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from neurodrez_desktop.games.neurodrez.art import INK, pale  # noqa: E402
from neurodrez_desktop.games.neurodrez.components import COLOUR_RGB  # noqa: E402
from neurodrez_desktop.ui.figures import paint_figure  # noqa: E402

SIZE = 256
OUT = Path(__file__).resolve().parent.parent / "assets" / "icons" / "neurodrez.png"


def main() -> None:
    pygame.init()
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    tile = icon.get_rect().inflate(-8, -8)
    pygame.draw.rect(icon, pale(COLOUR_RGB[2]), tile, border_radius=40)
    pygame.draw.rect(icon, INK, tile, 8, border_radius=40)
    paint_figure(icon, "knight", "christian", COLOUR_RGB[0], INK, tile.inflate(-24, -24))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(icon, str(OUT))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
