"""Evasion and block restrictions printed on creatures (CR 509.1b, 702.28c), read from Oracle
text and played: B declares blocks in a game and the engine accepts or refuses them."""

from __future__ import annotations

import pytest
from played import plays
from test_protection import attacked, can_block, creature

from sim.legality.legal_declarations import legal_blocks
from sim.model.abilities import (
    BLOCKS_SHADOW,
    CANT_BLOCK_POWER_AT_LEAST,
    NOT_BY_POWER_AT_LEAST,
    NOT_BY_POWER_AT_MOST,
    NOT_BY_QUALITY,
    NOT_BY_SUBTYPE,
    ONLY_BY_KEYWORD,
)
from sim.model.card import CardDef
from sim.text import param_text, parse_param


def one(power: int, text: str = "", **fields: object) -> CardDef:
    return creature(f"P{power}", text, power=power, toughness=4, **fields)


@plays("Glissa's Retriever can't be blocked by creatures with power 2 or less.")
def test_cant_be_blocked_by_power_n_or_less() -> None:
    """CR 509.1b: an evasion ability is a restriction on blocks; creatures with power 2 or less
    can't block the Retriever, so of the 2-, 3- and 1-power creatures only the 3-power one may block
    it, and the legal declarations are no block or that one."""
    retriever = card_with("Glissa's Retriever", "Glissa's Retriever can't be blocked by "
                          "creatures with power 2 or less.")
    state = attacked(retriever, one(2), one(3), one(1))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [False, True, False]
    assert legal_blocks(state).count() == 2  # no block, or the 3-power creature


@plays("This creature can't be blocked by creatures with power 3 or greater.")
def test_cant_be_blocked_by_power_n_or_greater() -> None:
    """CR 509.1b: 'can't be blocked by creatures with power 3 or greater' leaves the 2-power
    creature free to block and forbids the 3- and 5-power ones (3 is 'or greater')."""
    sneak = card_with("Sneak", "This creature can't be blocked by creatures with power 3 or "
                      "greater.")
    state = attacked(sneak, one(2), one(3), one(5))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [True, False, False]


@plays("Goblin Mutant can't block creatures with power 3 or greater.")
def test_cant_block_creatures_with_power_n_or_greater() -> None:
    """CR 509.1b: a restriction on the blocker itself: the Mutant can't block a 3-power attacker and
    can block a 2-power one."""
    mutant = creature("Goblin Mutant", "Goblin Mutant can't block creatures with power 3 or "
                      "greater.", power=5, toughness=3)
    assert not can_block(attacked(one(3), mutant), "b1")
    assert can_block(attacked(one(2), mutant), "b1")


@plays("Dauthi Horror can't be blocked by white creatures.")
def test_cant_be_blocked_by_creatures_of_a_color() -> None:
    """CR 509.1b and 105.2: 'can't be blocked by white creatures' forbids a white creature and a
    white-and-blue one (a multicolored creature is each of its colors), not a black one."""
    horror = card_with("Dauthi Horror", "Dauthi Horror can't be blocked by white creatures.")
    state = attacked(horror, creature("W", colors=["W"]), creature("WU", colors=["W", "U"]),
                     creature("B", colors=["B"]))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [False, False, True]


@plays("This creature can't be blocked by artifact creatures.")
def test_cant_be_blocked_by_artifact_creatures() -> None:
    """CR 509.1b and 205.2a: an artifact creature (of both card types) can't block; a plain creature
    can."""
    wolf = card_with("Wolf", "This creature can't be blocked by artifact creatures.")
    state = attacked(wolf, creature("Golem", types=["artifact", "creature"], colors=[]),
                     creature("Bear"))
    assert [can_block(state, b) for b in ("b1", "b2")] == [False, True]


@plays("Treetop Scout can't be blocked except by creatures with flying.")
def test_cant_be_blocked_except_by_creatures_with_flying() -> None:
    """CR 509.1b: only a creature with flying may block; reach is not flying, so the Spider can't,
    nor can the Bear."""
    scout = card_with("Treetop Scout", "Treetop Scout can't be blocked except by creatures "
                      "with flying.")
    state = attacked(scout, creature("Bird", "Flying"), creature("Spider", "Reach"),
                     creature("Bear"))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [True, False, False]


@plays("This creature can't be blocked by creatures with flying.")
def test_cant_be_blocked_by_creatures_with_flying() -> None:
    """CR 509.1b: the creature with flying can't block, the one without can."""
    goat = card_with("Goat", "This creature can't be blocked by creatures with flying.")
    state = attacked(goat, creature("Bird", "Flying"), creature("Bear"))
    assert [can_block(state, b) for b in ("b1", "b2")] == [False, True]


@plays("Heartwood Dryad can block creatures with shadow as though they didn't have shadow.")
def test_can_block_creatures_with_shadow() -> None:
    """CR 702.28b: it blocks a creature with shadow as though the attacker didn't have it; a
    creature with shadow is still blocked only by creatures with shadow otherwise, so the Bear can't
    block."""
    dryad = creature("Heartwood Dryad", "Heartwood Dryad can block creatures with shadow as "
                     "though they didn't have shadow.", power=2, toughness=4)
    state = attacked(creature("Dauthi", "Shadow", colors=["B"]), dryad, creature("Bear"))
    assert [can_block(state, b) for b in ("b1", "b2")] == [True, False]


@plays("Changeling")
def test_cant_be_blocked_by_walls_and_a_changeling_is_a_wall() -> None:
    """CR 702.73a and 509.1b: changeling gives a creature every creature type, so a Shapeshifter
    with changeling is a Wall and can't block the Ghost ('can't be blocked by Walls'), like the Wall
    itself; the Bear can."""
    ghost = card_with("Ghost", "This creature can't be blocked by Walls.")
    state = attacked(ghost, creature("Shifter", "Changeling", subtypes=["Shapeshifter"]),
                     creature("Wall", "Defender", subtypes=["Wall"]), creature("Bear"))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [False, False, True]


def card_with(name: str, text: str) -> CardDef:
    return creature(name, text, power=3, toughness=3, colors=["B"])


@pytest.mark.parametrize(("text", "kind"), [
    ("can't be blocked by creatures with power 2 or less", NOT_BY_POWER_AT_MOST),
    ("can't be blocked by creatures with power 3 or greater", NOT_BY_POWER_AT_LEAST),
    ("can't block creatures with power 3 or greater", CANT_BLOCK_POWER_AT_LEAST),
    ("can't be blocked by white creatures", NOT_BY_QUALITY),
    ("can't be blocked by artifact creatures", NOT_BY_QUALITY),
    ("can't be blocked except by creatures with flying", ONLY_BY_KEYWORD),
    ("can't be blocked except by creatures with flying or reach", ONLY_BY_KEYWORD),
    ("can block creatures with shadow as though they didn't have shadow", BLOCKS_SHADOW),
    ("can't be blocked by elves", NOT_BY_SUBTYPE),
])
def test_restrictions_read_and_written_back(text: str, kind: str) -> None:
    param = parse_param(text)
    assert param is not None and param[0] == kind
    assert parse_param(param_text(param)) == param


def test_elves_name_the_elf_type() -> None:
    assert parse_param("can't be blocked by elves") == (NOT_BY_SUBTYPE, "Elf")


@plays("This creature can't be blocked except by creatures with flying or reach.")
def test_except_by_creatures_with_flying_or_reach() -> None:
    """CR 509.1b: 'except by creatures with flying or reach': the flyer and the creature with reach
    may block, the Bear can't."""
    owl = card_with("Owl", "This creature can't be blocked except by creatures with flying or "
                    "reach.")
    state = attacked(owl, creature("Bird", "Flying"), creature("Spider", "Reach"),
                     creature("Bear"))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [True, True, False]
