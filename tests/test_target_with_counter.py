""""Target creature with a +1/+1 | -1/-1 counter on it" (CR 115.1, 122.1: a target of that
quality, checked as it is chosen and as the ability resolves, 608.2b;
``sim.text.subject_rules.target_spec``, ``sim.rules.targeting.qualifies``), played in games."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, perm, play
from test_vehicles import finish_priority

from sim.model.objects import PLUS

VETERAN = "{T}: Put a +1/+1 counter on target creature with a +1/+1 counter on it."


@plays("{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1 counter on it.")
def test_only_a_creature_with_the_counter_is_a_target() -> None:
    """CR 115.1, 122.1: the Bears without a counter can't be targeted (the Elf is the one legal
    target); the Elf gets a second counter."""
    veteran = card("Veteran", power=1, toughness=1, cost="{W}",
                   text="{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1 counter "
                        "on it.")
    assert not veteran.unsupported, veteran.unsupported
    state = turn(perm("v1", "A", veteran), perm("bears", "A", card("Grizzly Bears")),
                 perm("elf", "A", card("Grizzly Bears"), counters={PLUS: 1}), mana="{W}")
    play(state, "activate v1 0")
    assert [str(a) for a in state.legal_actions()] == ["target elf"]  # not the Bears
    play(state, "target elf")
    finish_priority(state)
    assert state.permanents["elf"].counters.get(PLUS) == 2
    assert not state.permanents["bears"].counters.get(PLUS)


def test_the_target_renders_back() -> None:
    """CR 115.1: the phrase is read whole, "-1/-1" too."""
    assert not card("Probe", types=["Creature"], power=1, toughness=1,
                    text=VETERAN).unsupported
    assert not card("Probe", types=["Instant"],
                    text="Destroy target creature with a -1/-1 counter on it.").unsupported
