"""NeuroDrez Desktop: five small-press tabletop games on one computer."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
