"""Throw one déboule at the cochondé on the Déboulé table and read where it rests (docs/api.md)."""

import math

from deboule.physics import Throw, World

world = World.deboule(seed=3)
aim = world.throw("cochonde", Throw.towards(world, "cochonde", (0.40, 0.0))).pieces["cochonde"]
table = world.throw("red-1", Throw.towards(world, "red-1", aim.position[:2])).pieces
red, cochonde = table["red-1"], table["cochonde"]
print(f"red-1 rests at ({red.position[0]:.3f}, {red.position[1]:.3f}) on the {red.resting_on}, "
      f"{red.top_face} on top, {math.dist(red.position[:2], cochonde.position[:2]):.3f} m "
      f"from the cochondé, which shows {cochonde.top_face.pips}")
