"""NeuroDrez Desktop: five small-press tabletop games on one computer."""

__version__ = "0.1.0"
