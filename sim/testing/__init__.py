"""TODO: docstring for package sim/testing."""
