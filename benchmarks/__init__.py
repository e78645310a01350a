"""Throughput benchmarks: ``python benchmarks/run.py`` or ``python -m benchmarks.run``."""
