"""A card returned to the battlefield under its owner's | your control with counters on it (CR
400.7, 614.1c; ``sim.text.return_counter_rules``): "return it to the battlefield tapped under
its owner's control with a +1/+1 counter on it" (the words of control before the counters)."""

from __future__ import annotations

from played import plays
from test_pump import board, creature
from test_pump_groups import KILL, _cast_at

from sim.model.objects import PLUS
from sim.text.effect_text import read_effect
from sim.text.render import round_trips

FEIGN = {"id": "feign", "name": "Feign", "types": ["Instant"], "cost": "{0}",
         "text": "Until end of turn, target creature gains \"When this creature dies, return it "
                 "to the battlefield tapped under its owner's control with a +1/+1 counter on "
                 "it.\""}


def test_both_orders_render_back() -> None:
    """CR 614.1c: the counters may be named before or after whose control it enters under."""
    for clause in ("return it to the battlefield tapped under its owner's control with a +1/+1 "
                   "counter on it",
                   "return that card to the battlefield under your control with a +1/+1 "
                   "counter on it"):
        program = read_effect(clause, "Probe")
        assert not program.unsupported, program.unsupported
        assert round_trips(clause, program)


@plays("Until end of turn, target creature gains \"When this creature dies, return it to the "
       "battlefield tapped under its owner's control with a +1/+1 counter on it.\"")
def test_the_granted_ability_returns_it_with_a_counter() -> None:
    """CR 613.1f, 603.10a, 400.7, 614.1c: the bear has the quoted ability; destroyed, it
    returns to the battlefield tapped under its owner's (B's) control, a new object that
    enters with a +1/+1 counter: 3/3."""
    state = board(creature("bear", "B", 2, 2), hand=(FEIGN, KILL))
    _cast_at(state, "feign", "bear")
    _cast_at(state, "kill", "bear")
    [returned] = [p for p in state.battlefield() if p.card.name == "Probe"]
    assert returned.tapped and returned.controller == "B"
    assert returned.counters.get(PLUS) == 1
    assert (state.power(returned.id), state.toughness(returned.id)) == (3, 3)
