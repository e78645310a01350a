"""Boards shared by the Monte Carlo tests (``test_montecarlo``, ``test_records``, the command's)."""

from __future__ import annotations

from pathlib import Path

OPEN = """
description = "A's bears and giant may attack; B's bears may block: every choice open"
[players.A]
[players.B]
[[permanents]]
id = "a1"
controller = "A"
card = "Grizzly Bears"
[[permanents]]
id = "a2"
controller = "A"
card = "Hill Giant"
[[permanents]]
id = "b1"
controller = "B"
card = "Grizzly Bears"
"""
RANDOM = {"A": "random", "B": "random"}


def alternative(folder: Path, name: str, attacks: str) -> Path:
    """``OPEN`` with A's attack fixed by the file (``attacks``: TOML inline-table entries)."""
    path = folder / f"{name}.toml"
    path.write_text(OPEN + f"[combat]\nattacks = {{ {attacks} }}\n")
    return path
