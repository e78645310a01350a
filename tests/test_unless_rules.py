"""The grammar's "<instruction> unless <player> <cost>" (sim.text.unless_rules; CR 118.12a):
what it reads into the model and what it leaves unread."""

from __future__ import annotations

import pytest

from sim.model import cost_parts as cp
from sim.model.player_verbs import SACRIFICE_UNLESS_DISCARD
from sim.model.programs import COUNTER_SPELL, SACRIFICE_UNLESS
from sim.model.unless_verbs import DAMAGE, LIFE, SPARED, THEY, UNLESS
from sim.text.effect_text import read_effect


def test_the_earlier_forms_keep_their_instructions() -> None:
    """CR 118.12a, 701.6a: "sacrifice ~ unless you pay {1}{u}", "... unless you discard a
    card", "counter target spell unless its controller pays {3}" are read as before."""
    assert [o.verb for o in read_effect("sacrifice ~ unless you pay {1}{u}", "P").ops] == \
        [SACRIFICE_UNLESS]
    assert [o.verb for o in read_effect("sacrifice ~ unless you discard a card", "P").ops] == \
        [SACRIFICE_UNLESS_DISCARD]
    [op] = read_effect("counter target spell unless its controller pays {3}", "P").ops
    assert op.verb == COUNTER_SPELL and op.amount == 3


def test_costs_are_read_into_the_unless_op() -> None:
    """CR 118.12a, 119.4, 120.3, 701.21a: life, damage and objects; the spared instruction
    follows, marked SPARED."""
    life = read_effect("target player discards their hand unless they pay 7 life", "P").ops
    assert [(o.verb, o.if_paid) for o in life] == [(UNLESS, ""), ("discard hand", SPARED)]
    assert life[0].card == THEY and life[0].rule == LIFE and life[0].amount == 7
    hurt = read_effect("destroy target land unless its controller has ~ deal 2 damage to them",
                       "P").ops
    assert hurt[0].rule == DAMAGE and hurt[0].who == "controller:target:0"
    part = read_effect("sacrifice ~ unless you sacrifice two lands", "P").ops[0].cost
    assert part is not None and part.verb == cp.SACRIFICE and part.count == 2


@pytest.mark.parametrize("text", [
    "sacrifice ~ unless you pay {1}{e}",  # energy beside mana
    "each opponent sacrifices a permanent unless any player pays {1}",  # whose offer first?
    "sacrifice ~ unless you sacrifice a nonland permanent",  # a kind the model can't name
    "sacrifice ~ unless you discard another card",
    "sacrifice ~ unless you pay {x}{u}"])
def test_what_is_left_unread(text: str) -> None:
    """CR 118.12a: forms the engine would not run exactly stay unsupported."""
    program = read_effect(text, "P")
    assert program.unsupported and not program.ops
