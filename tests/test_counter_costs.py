"""A cost removing a counter from a permanent chosen as it is paid (CR 602.2b, 601.2h, 122.1;
``sim.model.cost_parts``, ``sim.rules.cost_choices``): "Remove a +1/+1 counter from a creature
you control" offers only the creatures with such a counter, and takes it off the one chosen."""

from __future__ import annotations

from played import plays
from test_cost_choices import _activate, creature, load

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.objects import Zone
from sim.text import FULL, read_card

GORGON = ("{2}, Remove a +1/+1 counter from a creature you control: Target creature gets -1/-1 "
          "until end of turn.")


def board(bear: int, elf: int = 0) -> mtgsim.GameState:
    """A's Gorgon (GORGON, no counter) and {2}, A's Bear with ``bear`` +1/+1 counters and
    Elf with ``elf``, B's 1/1 Rat and 1/1 Goblin with a -1/-1 counter."""
    return load(creature("gorgon", "A", 2, 2, GORGON, name="Korozda Gorgon"),
                creature("bear", "A", 2, 2, counters={"+1/+1": bear}),
                creature("elf", "A", 1, 1, counters={"+1/+1": elf}),
                creature("rat", "B", 1, 1), mana="{2}")


@plays("{2}, Remove a +1/+1 counter from a creature you control: Target "
       "creature gets -1/-1 until end of turn.")
def test_the_counter_comes_off_the_creature_chosen() -> None:
    """CR 601.2h, 122.1: the creatures with a +1/+1 counter (the Bear and the Elf, not the
    Gorgon) are offered; the Bear's counter is removed as the cost is paid (a 3/3 again), and
    the -1/-1 kills B's Rat."""
    assert read_card(GORGON, "Korozda Gorgon", ("Creature",)).status == FULL
    state = board(2, 1)
    _activate(state, "gorgon")
    while state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET:
        state.apply(next(a for a in state.legal_actions() if "rat" in str(a)))
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_COST
    assert set(state.decision.options) == {"bear", "elf"}
    state.apply(next(a for a in state.legal_actions() if "bear" in str(a)))
    assert state.permanents["bear"].counters.get("+1/+1") == 1 and state.power("bear") == 3
    assert state.permanents["elf"].counters.get("+1/+1") == 1
    mtgsim.play(state)
    assert state.permanents["rat"].zone is Zone.GRAVEYARD


@plays("{2}, Remove a +1/+1 counter from a creature you control: Target "
       "creature gets -1/-1 until end of turn.")
def test_no_counter_no_activation() -> None:
    """CR 602.2b, 118.3: with no +1/+1 counter on a creature A controls the cost can't be paid:
    the ability is not offered (with the mana for it)."""
    state = board(0)
    assert not any("activate gorgon" in str(a) for a in state.legal_actions())
