"""TODO: docstring for package sim/variants."""
