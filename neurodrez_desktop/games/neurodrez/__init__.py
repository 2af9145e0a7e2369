"""NeuroDrez, the flagship: chess pieces conquering a terrain of 36 coloured tiles."""
