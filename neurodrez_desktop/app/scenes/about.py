"""The About box: the program's version, its licence (in full) and what it is made with."""

from __future__ import annotations

import html

from neurodrez_desktop import __version__
from neurodrez_desktop.app.reader import ReaderScene, markdown_to_html
from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.games import playable
from neurodrez_desktop.resources import LICENCE_NAME, licence_text

ABOUT = N_("""# NeuroDrez Desktop {version}

A family of small-press tabletop games on one computer, for people sharing one screen
or playing against the computer. In this version: {games}.

## Licence
This program is free software under the **{licence}**: you may share and change it
under its terms, and it comes with no warranty. The full text follows below.

## Made with
pygame-ce, pygame_gui (with its Noto Sans fonts, SIL Open Font License), pytmx,
python-chess, platformdirs and Babel. The pieces, tiles, cards and dice are the project's
own drawings; the sounds are synthesised by the program.
""")
"""The About page's words (Markdown), said in the player's language; the licence itself
follows in its own words, as it is published."""


def about_html() -> str:
    """The About page: the text above, then the licence verbatim (paragraphs kept)."""
    paragraphs = [" ".join(line.strip() for line in block.splitlines())
                  for block in licence_text().split("\n\n") if block.strip()]
    licence = "<br><br>".join(html.escape(p, quote=False) for p in paragraphs)
    games = ", ".join(entry.catalog.gettext(entry.title) for entry in playable())
    about = _(ABOUT).format(version=__version__, games=games, licence=LICENCE_NAME)
    return (markdown_to_html(about) + "<br><font pixel_size=34><b>" + _("The licence")
            + "</b></font><br>" + licence)


class AboutScene(ReaderScene):
    name = "about"

    def page(self) -> tuple[str, str]:
        return _("About NeuroDrez Desktop"), about_html()
