"""The values of a card's casting permissions (CR 702.8a; ``sim.model.cast_permissions``):
where a ``FLASH_IF`` condition is written and the condition checked."""

from __future__ import annotations

from sim.model.cast_permissions import AFTER, AS_LONG_AS, BEFORE, flash_condition, flash_text


def test_flash_text_and_condition() -> None:
    """CR 702.8a: each layout renders its words; the condition is always "if <words>"."""
    assert flash_text("|") == "you may cast ~ as though it had flash"
    assert flash_condition("|") == ""
    assert flash_text(f"{AFTER}|if x") == "you may cast ~ as though it had flash if x"
    assert flash_text(f"{BEFORE}|if x") == "if x, you may cast ~ as though it had flash"
    assert flash_text(f"{AS_LONG_AS}|x") == "as long as x, you may cast ~ as though it had flash"
    assert flash_condition(f"{AS_LONG_AS}|x") == flash_condition(f"{BEFORE}|if x") == "if x"
