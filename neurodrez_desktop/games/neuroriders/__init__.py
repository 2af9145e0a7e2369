"""Neuroriders: tile-laying with hidden agendas (rulings R1–R15). In progress: the rooms
and agendas (``rooms.py``) and the scoring (``scoring.py``) have landed; the rules, the
table and the entry have not, so the registry does not list the game yet."""
