"""The ops of an "unless" in a program (sim.text.unless_text; CR 118.12a, 603.5): the choice
before the instruction it spares, "you may <instruction> unless ..." with the payment first,
and the programs it refuses."""

from __future__ import annotations

from sim.model.may_verbs import MAY
from sim.model.programs import DRAW
from sim.model.unless_verbs import SPARED, UNLESS
from sim.text import read_card
from sim.text.effect_text import read_effect


def test_you_may_after_the_payment() -> None:
    """CR 118.12a, 603.5: "you may draw a card unless that player pays {1}" is not optional
    as a whole: the payer chooses first, then the draw is the controller's "you may"."""
    reading = read_card("Whenever an opponent casts a spell, you may draw a card unless that "
                        "player pays {1}.", "Probe", ("Enchantment",))
    assert reading.status == "full", reading.unsupported
    [(_, model)] = reading.clauses
    program = model.program
    assert not program.optional
    assert [(o.verb, o.if_paid) for o in program.ops] == [(UNLESS, ""), (DRAW, MAY)]


def test_two_costs_make_two_choices() -> None:
    """CR 118.12a: "... unless they discard a card or sacrifice a creature": the second choice
    is asked only of those who didn't pay the first (SPARED)."""
    ops = read_effect("each opponent loses 3 life unless they discard a card or sacrifice a "
                      "creature", "P").ops
    assert [(o.verb, o.if_paid) for o in ops] == [(UNLESS, ""), (UNLESS, SPARED),
                                                  ("lose life", SPARED)]


def test_a_cast_triggers_spell_and_its_caster_are_not_both_read() -> None:
    """CR 118.12a: "counter it unless that player pays {1}": the trigger carries the spell or
    its caster, not both: not run."""
    reading = read_card("Whenever a player casts a spell, counter it unless that player pays "
                        "{1}.", "Probe", ("Enchantment",))
    assert reading.status != "full"
