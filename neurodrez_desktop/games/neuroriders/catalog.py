"""This game's words in every language: its own gettext catalog (domain ``neuroriders``, in
``locale/`` beside this module; ``core/i18n.py``). Its modules say their words with
``_`` and ``ngettext`` from here; a text marked ``N_`` at import is translated where
it is shown, with ``CATALOG``."""

from __future__ import annotations

from pathlib import Path

from neurodrez_desktop.core.i18n import N_, catalog

CATALOG = catalog("neuroriders", Path(__file__).parent)
_ = CATALOG.gettext
ngettext = CATALOG.ngettext

__all__ = ["CATALOG", "N_", "_", "ngettext"]
