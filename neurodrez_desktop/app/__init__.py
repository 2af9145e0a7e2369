"""The desktop program: main loop, scenes, saves, settings and sound (pygame lives here)."""
