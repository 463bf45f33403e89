"""The games' own parts outside their pure rules: each game's match, screens, lesson,
sim and online seat (deboule/registry.py lists them)."""
