"""Cochon's options and their ranges."""

from deboule.rules.core.ranges import Range

RANGES = {"players": Range(2, 4), "target": Range(5, 100)}
