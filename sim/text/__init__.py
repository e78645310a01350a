"""TODO: docstring for package sim/text."""
