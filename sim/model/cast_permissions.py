"""A card's own restrictions and permissions on when it may be cast (CR 601.3, 307.1, 117.1a,
702.8a), as parameters of the card (``CardDef.params``): "cast this spell only during combat"
(``CAST_ONLY``: the words after "only"), "you may cast ~ as though it had flash [if
<condition>]" (``FLASH_IF``: where the condition is written, then its words). The words are
read by ``sim.text.cast_timing_text``, checked by ``sim.rules.cast_timing`` as a player would
begin to cast the spell."""

from __future__ import annotations

#: "cast this spell only <restrictions>" (CR 601.3): the value is the words after "only", its
#: parts ("during the declare attackers step and only if you've been attacked this step")
#: each a restriction ``sim.rules.cast_timing`` knows
CAST_ONLY = "cast only"

#: "you may cast ~ as though it had flash" under a condition or none (CR 702.8a, 601.3): the
#: value is "<where>|<condition words>", ``where`` one of ``FLASH_WHERE``
FLASH_IF = "flash if"

#: where a ``FLASH_IF`` condition is written: none; after ("... as though it had flash if
#: <condition>"); before ("if <condition>, you may cast ..."); "as long as <condition>, ..."
NO_CONDITION, AFTER, BEFORE, AS_LONG_AS = "", "after", "before", "as long as"
FLASH_WHERE = (NO_CONDITION, AFTER, BEFORE, AS_LONG_AS)

#: the words of the permission, the card's name as ~
FLASH_WORDS = "you may cast ~ as though it had flash"


def flash_text(value: str) -> str:
    """A ``FLASH_IF`` value as the clause it was read from (lower case)."""
    where, _, condition = value.partition("|")
    if where == AFTER:
        return f"{FLASH_WORDS} {condition}"
    if where == BEFORE:
        return f"{condition}, {FLASH_WORDS}"
    if where == AS_LONG_AS:
        return f"as long as {condition}, {FLASH_WORDS}"
    return FLASH_WORDS


def flash_condition(value: str) -> str:
    """The condition of a ``FLASH_IF`` value as "if <words>" ("" none)."""
    where, _, condition = value.partition("|")
    if where == AS_LONG_AS:
        return f"if {condition}"
    return condition
