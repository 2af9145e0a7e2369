"""Berd: the abstract stacking race (rules in ``rules.py``, rulings B1–B15)."""
