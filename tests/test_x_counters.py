""""~ enters with X +1/+1 counters on it" (CR 107.3m, 614.1c): X is announced as the spell is
cast (601.2b: a ``choose_x`` decision for a permanent spell with {X} in its cost) and the
permanent enters with that many counters; put onto the battlefield without being cast, X is 0."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, legal, perm, play

from sim.model.objects import PLUS, Zone
from sim.rules.tokens import enter_battlefield
from sim.text import read_card

HYDRA = card("Hydra", types=["Creature"], cost="{X}{G}", power=0, toughness=0,
             text="This creature enters with X +1/+1 counters on it.")


@plays("This creature enters with X +1/+1 counters on it.")
def test_a_creature_cast_with_x_enters_with_x_counters() -> None:
    """CR 107.3m, 601.2b, 614.1c: cast for X = 2 with {G}{3} available ({X}{G}), it enters
    with two +1/+1 counters: a 2/2."""
    assert not HYDRA.unsupported
    state = turn(perm("h1", "A", HYDRA, Zone.HAND), mana="{G}{3}")
    play(state, "cast h1")
    assert state.decision is not None and state.decision.kind == "choose_x"
    assert legal(state) == ["x 0", "x 1", "x 2", "x 3"]
    play(state, "x 2")
    while state.stack:
        play(state, "pass")
    hydra = state.permanents["h1"]
    assert hydra.zone is Zone.BATTLEFIELD and hydra.counters.get(PLUS) == 2
    assert (state.power("h1"), state.toughness("h1")) == (2, 2)


def test_put_onto_the_battlefield_x_is_zero() -> None:
    """CR 107.3m: a permanent that enters without being cast has X = 0: no counters."""
    state = turn(perm("h1", "A", HYDRA, Zone.GRAVEYARD), mana="{0}")
    enter_battlefield(state, "h1", "A")
    assert not state.permanents["h1"].counters.get(PLUS)


def test_x_counters_read_and_rendered() -> None:
    """CR 107.3m: the older wording "enters the battlefield with" reads too."""
    for text in ("This creature enters with X +1/+1 counters on it.",
                 "Hydra enters the battlefield with X +1/+1 counters on it."):
        assert read_card(text, "Hydra").status == "full", text
