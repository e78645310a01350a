""""~ enters with X charge counters on it" (CR 614.1c, 122.6, 107.3m): X is announced as the
spell is cast (601.2b) and the permanent enters with that many counters of the kind; put onto
the battlefield without being cast, X is 0 (``sim.rules.counters.x_named_counters``)."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, perm, play

from sim.model.objects import Zone
from sim.rules.tokens import enter_battlefield

CORNUCOPIA = card("Cornucopia", types=["Artifact"], cost="{X}{X}",
                  text="Cornucopia enters the battlefield with X charge counters on it.")


@plays("~ enters the battlefield with X charge counters on it.")
def test_cast_with_x_it_enters_with_x_charge_counters() -> None:
    """CR 107.3m, 601.2b, 614.1c: cast for X = 2 ({X}{X}: four mana), it enters with two
    charge counters."""
    assert not CORNUCOPIA.unsupported
    state = turn(perm("c1", "A", CORNUCOPIA, Zone.HAND), mana="{4}")
    play(state, "cast c1")
    assert state.decision is not None and state.decision.kind == "choose_x"
    play(state, "x 2")
    while state.stack:
        play(state, "pass")
    assert state.permanents["c1"].zone is Zone.BATTLEFIELD
    assert state.permanents["c1"].counters == {"charge": 2}


def test_put_onto_the_battlefield_x_is_zero() -> None:
    """CR 107.3m: entering without being cast, X is 0: no charge counters."""
    state = turn(perm("c1", "A", CORNUCOPIA, Zone.GRAVEYARD), mana="{0}")
    enter_battlefield(state, "c1", "A")
    assert not state.permanents["c1"].counters.get("charge")
