"""Counters put, then a second instruction joined by "and" (CR 122.1, 608.2c: in order;
``sim.text.counter_rules.counters_and_counters`` and ``counter_and_it``, written back by
``sim.text.render_and_joined``): "put a +1/+1 counter on each creature you control and a loyalty
counter on each planeswalker you control", "put a +1/+1 counter on ~ and it gains flying until
end of turn"."""

from __future__ import annotations

from played import plays
from test_group_qualities import GREEN, cast_probe, plus, resolved
from test_library import spell, turn
from test_stack import card, perm, play

from sim import CardDef
from sim.engine.agents import DefaultAgent
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

WALKER = CardDef("Walker", types=("Planeswalker",), loyalty=3)
BOTH = ("Put a +1/+1 counter on each creature you control and a loyalty counter on each "
        "planeswalker you control.")
PET = card("Pet", power=1, toughness=1, cost="{R}",
           text="{1}: Put a +1/+1 counter on Pet and it gains flying until end of turn.")


@plays(BOTH)
def test_counters_on_creatures_and_loyalty_on_planeswalkers() -> None:
    """CR 122.1, 608.2c and 306.5b: A's creature gets a +1/+1 counter and A's planeswalker a
    loyalty counter (3 to 4); B's creature and planeswalker get nothing."""
    state = resolved(cast_probe(BOTH, perm("g1", "A", GREEN), perm("g2", "B", GREEN),
                                perm("w1", "A", WALKER, counters={"loyalty": 3}),
                                perm("w2", "B", WALKER, counters={"loyalty": 3})))
    assert plus(state, "g1", "g2") == [1, 0]
    assert [state.permanents[p].counters["loyalty"] for p in ("w1", "w2")] == [4, 3]


@plays("{1}: Put a +1/+1 counter on Pet and it gains flying until end of turn.")
def test_a_counter_on_itself_and_it_gains_flying() -> None:
    """CR 122.1, 611.2a and 608.2c: the Pet's ability puts a +1/+1 counter on it and gives
    it flying until end of turn."""
    state = turn(perm("c1", "A", PET), mana="{1}")
    activate = next(str(a) for a in state.legal_actions() if str(a).startswith("activate c1"))
    play(state, activate)
    while state.stack:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert plus(state, "c1") == [1]
    assert state.has("c1", Kw.FLYING)


def test_another_target_after_a_target_is_not_read() -> None:
    """CR 115.3: "another target creature" after "target creature" is a different object,
    which the targets of one instruction each don't say: not read."""
    assert read_effect("Put two +1/+1 counters on target creature and two +1/+1 counters on "
                       "another target creature.").unsupported
    assert not read_effect("Put a +1/+1 counter on target creature and it gains flying until "
                           "end of turn.").unsupported


@plays("Put a +1/+1 counter on target creature and untap it.")
def test_a_counter_on_the_target_and_untap_it() -> None:
    """CR 122.1, 701.26b and 608.2c: A's tapped Bear, the target, gets the counter and is
    untapped; the other tapped Bear stays tapped."""
    state = turn(perm("p1", "A", spell("Put a +1/+1 counter on target creature and untap it."),
                      Zone.HAND), perm("g1", "A", GREEN, tapped=True),
                 perm("g2", "A", GREEN, tapped=True))
    play(state, "cast p1", "target g1")
    state = resolved(state)
    assert plus(state, "g1", "g2") == [1, 0]
    assert [state.permanents[p].tapped for p in ("g1", "g2")] == [False, True]
