"""TODO: docstring for package sim/io."""
