"""TODO: docstring for package sim/model."""
