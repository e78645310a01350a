""""They" after counters put on a group (CR 608.2c: the instructions in order; 115.10: a
group, not targets; ``sim.text.they_group``): "put a +1/+1 counter on each legendary creature
you control. They gain vigilance until end of turn"."""

from __future__ import annotations

from played import plays
from test_group_qualities import GREEN, HERO, cast_probe, plus, resolved
from test_stack import perm

from sim.model.keywords import Kw
from sim.text.effect_text import read_effect

LEGENDS = ("Put a +1/+1 counter on each legendary creature you control. They gain vigilance "
           "until end of turn.")
YOURS = "Put a +1/+1 counter on each creature you control. They gain trample until end of turn."


@plays(LEGENDS)
def test_the_legendary_creatures_get_a_counter_and_vigilance() -> None:
    """CR 608.2c, 205.4a, 122.1 and 611.2a: A's legendary Hero gets the counter and vigilance
    until end of turn; A's Bear and B's legendary Hero get neither."""
    state = resolved(cast_probe(LEGENDS, perm("h1", "A", HERO), perm("g1", "A", GREEN),
                              perm("h2", "B", HERO)))
    assert plus(state, "h1", "g1", "h2") == [1, 0, 0]
    assert [state.has(p, Kw.VIGILANCE) for p in ("h1", "g1", "h2")] == [True, False, False]


@plays(YOURS)
def test_each_creature_you_control_gets_a_counter_and_trample() -> None:
    """CR 608.2c and 611.2a: both of A's creatures get the counter and trample; B's none."""
    state = resolved(cast_probe(YOURS, perm("h1", "A", HERO), perm("g1", "A", GREEN),
                              perm("g2", "B", GREEN)))
    assert plus(state, "h1", "g1", "g2") == [1, 1, 0]
    assert [state.has(p, Kw.TRAMPLE) for p in ("h1", "g1", "g2")] == [True, True, False]


def test_they_not_read_when_the_counters_could_change_the_group() -> None:
    """CR 608.2c: "they" are the permanents that got counters; a group of the creatures with a
    counter (or modified, 700.9) found again would take in others, so it is not read; nor
    "they" after a target."""
    group = ("Put a +1/+1 counter on each creature you control with a +1/+1 counter on it. "
             "They gain trample until end of turn.")
    assert read_effect(group).unsupported
    assert read_effect("Put a +1/+1 counter on each modified creature you control. They gain "
                       "trample until end of turn.").unsupported
    assert read_effect("Put a +1/+1 counter on target creature. They gain trample until end "
                       "of turn.").unsupported
    assert not read_effect(YOURS).unsupported
