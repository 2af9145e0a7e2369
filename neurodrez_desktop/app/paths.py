"""The user's folders for saves and settings (platformdirs), overridable for tests.

``NEURODREZ_HOME`` puts both under one folder: the tests, the selftest and the benchmark
use it so they never touch a player's real saves.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "neurodrez-desktop"


def data_dir() -> Path:
    home = os.environ.get("NEURODREZ_HOME")
    return Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, False))


def config_dir() -> Path:
    home = os.environ.get("NEURODREZ_HOME")
    return Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, False))


def exports_dir() -> Path:
    """Where exported games (PGN) go: a folder players find, under their documents."""
    home = os.environ.get("NEURODREZ_HOME")
    if home:
        return Path(home) / "exports"
    return Path(platformdirs.user_documents_dir()) / "NeuroDrez exports"
