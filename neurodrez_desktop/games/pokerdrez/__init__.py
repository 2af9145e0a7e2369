"""PokerDrez: chess paid with cards (rules in ``rules.py``, rulings P1–P17)."""
