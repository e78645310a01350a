"""TODO: docstring for package sim/rules."""
