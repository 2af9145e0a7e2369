"""Drawing and widgets shared by every game's screens (pygame only lives here, in app/,
and in the games' controller.py and view.py)."""
