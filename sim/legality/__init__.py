"""TODO: docstring for package sim/legality."""
