"""+1/+1 counters put on one object only if it is of a kind (CR 122.1, 608.2c: checked as the
instruction is done, on the object's characteristics then, through the layers, 613):
"at the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's white"
(the Rings of Dominaria), "put a +1/+1 counter on target creature you control if it's
legendary" (``sim.text.object_condition_text.its_kind``, ``sim.rules.object_conditions``)."""

from __future__ import annotations

from played import plays
from test_counter_kinds import main_of_turn
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import Step
from sim.model.objects import PLUS, Zone
from sim.text.effect_text import read_effect

RING = card("Ring", types=["Artifact"], subtypes=["Equipment"], cost="{0}",
            text="At the beginning of your upkeep, put a +1/+1 counter on equipped creature if "
                 "it's white.\nEquip {1}")


@plays("At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's "
       "white.")
def test_the_equipped_creature_gets_a_counter_only_while_white() -> None:
    """CR 608.2c, 105.2, 503.1: in A's upkeep (turn 3) the white creature the Ring is attached
    to gets a +1/+1 counter; a green one equipped gets none (nor in B's upkeep, turn 2)."""
    for color, got in (("W", {PLUS: 1}), ("G", {})):
        bear = card("Bear", power=2, toughness=2, cost=f"{{1}}{{{color}}}", colors=[color])
        state = two_turns(perm("b1", "A", bear), perm("r1", "A", RING, attached_to="b1"),
                          limit=4)
        main_of_turn(state, 2)
        assert state.permanents["b1"].counters.get(PLUS, 0) == 0
        main_of_turn(state, 3)
        assert dict(state.permanents["b1"].counters) == got


ANIMUS = "Put a +1/+1 counter on target creature you control if it's legendary."


@plays("Put a +1/+1 counter on target creature you control if it's legendary.")
def test_only_a_legendary_target_gets_the_counter() -> None:
    """CR 608.2c, 205.4a: the spell may target any creature A controls (601.2c); the counter
    is put on it only if it is legendary as the spell resolves."""
    for supertypes, got in ((["Legendary"], {PLUS: 1}), ([], {})):
        spell = card("Animus", types=["Instant"], cost="{0}", text=ANIMUS)
        hero = card("Hero", power=2, toughness=2, supertypes=supertypes)
        state = two_turns(perm("s1", "A", spell, Zone.HAND), perm("h1", "A", hero))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast s1", "target h1")
        finish_one(state)
        assert dict(state.permanents["h1"].counters) == got


@plays("Put a +1/+1 counter on target creature you control if its power is 4 or greater.")
def test_the_counter_only_on_a_target_with_power_four_or_more() -> None:
    """CR 608.2c, 208.1: the counter is put on the target only if its power is 4 or more as
    the spell resolves (a 4/4 gets it; a 3/3 doesn't)."""
    text = "Put a +1/+1 counter on target creature you control if its power is 4 or greater."
    for power, got in ((4, {PLUS: 1}), (3, {})):
        spell = card("Fury", types=["Instant"], cost="{0}", text=text)
        beast = card("Beast", power=power, toughness=4)
        state = two_turns(perm("s1", "A", spell, Zone.HAND), perm("h1", "A", beast))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast s1", "target h1")
        finish_one(state)
        assert dict(state.permanents["h1"].counters) == got


def test_other_conditions_and_objects_are_not_read() -> None:
    """CR 608.2c: a word that is no kind, or counters on a group, stay unsupported."""
    assert read_effect("Put a +1/+1 counter on target creature if it's tapped.").unsupported
    assert read_effect("Put a +1/+1 counter on each creature you control if it's white."
                       ).unsupported
