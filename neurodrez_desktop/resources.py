"""Where the program's files are: works from a checkout, an install and a PyInstaller bundle.

Assets live in ``assets/`` beside the package in a checkout; a frozen build puts them in
its bundle folder (``sys._MEIPASS``); an installed wheel carries them inside the package
(``neurodrez_desktop/assets``) when built with them.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def assets_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "assets"] if bundle else []
    candidates += [_PACKAGE.parent / "assets", _PACKAGE / "assets"]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("the program's assets folder is missing; reinstall the program")


def asset_path(*parts: str) -> Path:
    """The path of an asset, e.g. ``asset_path("icons", "neurodrez.png")``."""
    path = assets_root().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"missing asset {'/'.join(parts)}")
    return path


LICENCE_NAME = "GNU General Public License, version 3 or later"


def licence_text() -> str:
    """The program's licence (``LICENSE``): beside the assets in a bundle, at the top of a
    checkout; a short statement where neither is (an install without the file)."""
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "LICENSE"] if bundle else []
    candidates += [_PACKAGE.parent / "LICENSE"]
    for candidate in candidates:
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8")
    return (f"NeuroDrez Desktop is free software under the {LICENCE_NAME}: you may share "
            "and change it under its terms. See https://www.gnu.org/licenses/gpl-3.0.html")
