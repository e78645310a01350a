"""Keyword counters (CR 122.1b: a permanent with a keyword counter on it has that keyword;
613.1f: layer 6, with the counter's timestamp, 613.7): "put a flying counter on target
creature you control", "~ enters with a deathtouch counter on it", "put a first strike counter
on target creature" (``sim.model.keyword_counters``)."""

from __future__ import annotations

from played import plays
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import Step
from sim.model.characteristic_layers import sources_before
from sim.model.keywords import Kw
from sim.model.objects import Duration, Effect, Zone
from sim.rules.counters import add_counters

BEAR = card("Bear", power=2, toughness=2)


@plays("When ~ enters the battlefield, put a flying counter on target creature you control.")
def test_a_flying_counter_gives_the_target_flying() -> None:
    """CR 122.1b: the target gets a flying counter and has flying while it has it; removed,
    it no longer has flying."""
    mentor = card("Mentor", power=1, toughness=1, cost="{0}",
                  text="When Mentor enters the battlefield, put a flying counter on target "
                       "creature you control.")
    state = two_turns(perm("m1", "A", mentor, Zone.HAND), perm("b1", "A", BEAR))
    assert not state.has("b1", Kw.FLYING)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast m1")
    finish_one(state)
    to(state, "choose_target")
    play(state, "target b1")
    finish_one(state)
    assert state.permanents["b1"].counters == {"flying": 1}
    assert state.has("b1", Kw.FLYING) and not state.has("m1", Kw.FLYING)
    del state.permanents["b1"].counters["flying"]
    assert not state.has("b1", Kw.FLYING)


@plays("~ enters the battlefield with a deathtouch counter on it.")
def test_a_permanent_entering_with_a_deathtouch_counter_has_deathtouch() -> None:
    """CR 614.1c, 122.1b: it enters with the counter, so it has deathtouch."""
    wrecker = card("Wrecker", power=3, toughness=3, cost="{0}",
                   text="Wrecker enters the battlefield with a deathtouch counter on it.")
    state = two_turns(perm("w1", "A", wrecker, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast w1")
    finish_one(state)
    assert state.permanents["w1"].counters == {"deathtouch": 1}
    assert state.has("w1", Kw.DEATHTOUCH)


@plays("Put a first strike counter on target creature.")
def test_a_first_strike_counter_of_two_words() -> None:
    """CR 122.1b: "first strike" names the counter and the keyword it gives."""
    spell = card("Reflexes", types=["Instant"], cost="{0}",
                 text="Put a first strike counter on target creature.")
    state = two_turns(perm("r1", "A", spell, Zone.HAND), perm("b1", "B", BEAR))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast r1", "target b1")
    finish_one(state)
    assert state.permanents["b1"].counters == {"first strike": 1}
    assert state.has("b1", Kw.FIRST_STRIKE)


def test_a_keyword_counter_has_the_timestamp_of_when_it_was_put() -> None:
    """CR 613.1f, 613.7: an effect making the creature lose flying that began after its
    flying counter was put on it removes flying; a flying counter put on another creature
    after such an effect began gives flying despite it (a later timestamp); and a counter of
    that kind put again after all were removed is a new one, later than the effect."""
    state = two_turns(perm("b1", "A", BEAR), perm("b2", "A", BEAR))
    add_counters(state, ["b1"], "flying", 1)
    state.add_effect(Effect(frozenset(("b1", "b2")), Duration.INDEFINITE, remove=Kw.FLYING,
                            before=sources_before(state)))
    add_counters(state, ["b2"], "flying", 1)
    assert not state.has("b1", Kw.FLYING)
    assert state.has("b2", Kw.FLYING)
    del state.permanents["b1"].counters["flying"]
    add_counters(state, ["b1"], "flying", 1)
    assert state.has("b1", Kw.FLYING)
