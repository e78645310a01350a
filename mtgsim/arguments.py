"""Argument types shared by the command-line commands (argparse turns a ``ArgumentTypeError``
into exit 2 with the argument's name)."""

from __future__ import annotations

import argparse


def non_negative(text: str) -> int:
    """An integer of 0 or more: a seed (what numpy's generator accepts), a turn limit."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a non-negative integer, got {text!r}")
    return value


__all__ = ["non_negative"]
