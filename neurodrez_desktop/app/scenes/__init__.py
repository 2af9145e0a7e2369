"""The program's scenes: menu, setup, play, handoff, results, rules, settings, load."""
