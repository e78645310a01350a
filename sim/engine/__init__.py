"""TODO: docstring for package sim/engine."""
