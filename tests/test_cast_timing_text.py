"""Reading a card's own casting restrictions and permissions (CR 601.3, 702.8a;
``sim.text.cast_timing_text``): every restriction of "cast this spell only ..." must be one
the engine checks, every condition of "... as though it had flash if ..." one it reads; the
clause renders back to its words. Played in ``tests/test_cast_timing.py``."""

from __future__ import annotations

import pytest

from sim.model.cast_permissions import CAST_ONLY, FLASH_IF
from sim.text.cast_timing_text import read_cast_timing
from sim.text.static_text import param_text


@pytest.mark.parametrize("key", [
    "cast ~ only during the declare attackers step and only if you've been attacked this step",
    "cast ~ only during combat after blockers are declared",
    "cast ~ only if you've cast another spell this turn",
    "cast ~ only if a creature died this turn",
    "cast ~ only if you control two or more vampires",
    "cast ~ only during an opponent's turn, before attackers are declared"])
def test_cast_only_reads_and_renders(key: str) -> None:
    """CR 601.3: read into a ``CAST_ONLY`` parameter that renders back."""
    parsed = read_cast_timing(key)
    assert parsed is not None
    [param] = parsed.params
    assert param[0] == CAST_ONLY and param_text(param) == key


@pytest.mark.parametrize("key", [
    "you may cast ~ as though it had flash",
    "if you control a creature with power 4 or greater, you may cast ~ as though it had flash",
    "as long as you control a green or blue permanent, you may cast ~ as though it had flash",
    "you may cast ~ as though it had flash if there are two or more instant and/or sorcery "
    "cards in your graveyard"])
def test_flash_reads_and_renders(key: str) -> None:
    """CR 702.8a: read into a ``FLASH_IF`` parameter that renders back."""
    parsed = read_cast_timing(key)
    assert parsed is not None
    [param] = parsed.params
    assert param[0] == FLASH_IF and param_text(param) == key


@pytest.mark.parametrize("key", [
    "cast ~ only before combat or during combat before blockers are declared",
    "cast ~ only if you control an attacking legendary creature",
    "cast ~ only as a sorcery",
    "you may cast ~ as though it had flash if x is N or less",
    "you may cast ~ as though it had flash if ~ is tapped"])
def test_what_the_engine_does_not_check_is_not_read(key: str) -> None:
    """CR 601.3: an unknown restriction or condition (or one about ~, a card in a hand) is not
    read."""
    assert read_cast_timing(key) is None
