""""Whenever ~ or another creature you control dies, if it had a +1/+1 counter on it, <effect>"
(CR 603.4: an intervening "if"; 603.10a: the creature that died as it last existed on the
battlefield; ``sim.text.that_much_damage`` reads the condition after the filtered dies
triggers of ``sim.text.trigger_rules`` as after the base grammar's), played in games."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, perm, play

from sim.model.objects import PLUS, Zone

LIEUTENANT = ("Whenever Lieutenant or another creature you control dies, if it had a +1/+1 "
              "counter on it, create a 2/2 white Knight creature token with vigilance.")


@plays("Whenever ~ or another creature you control dies, if it had a +1/+1 counter on it, "
       "create a 2/2 white Knight creature token with vigilance.")
def test_each_creature_that_had_a_counter_makes_a_knight() -> None:
    """CR 603.4, 603.10a: a wrath destroys Lieutenant and the Elf (each with a +1/+1 counter),
    A's Bears (none) and B's Ogre (a counter, not A's): two Knights for A."""
    lieutenant = card("Lieutenant", power=3, toughness=1, text=LIEUTENANT)
    assert not lieutenant.unsupported, lieutenant.unsupported
    bears = card("Grizzly Bears")
    state = turn(perm("p1", "A", spell("Destroy all creatures.", "Sorcery"), Zone.HAND),
                 perm("lt", "A", lieutenant, counters={PLUS: 1}),
                 perm("elf", "A", bears, counters={PLUS: 1}), perm("bears", "A", bears),
                 perm("ogre", "B", bears, counters={PLUS: 1}))
    play(state, "cast p1")
    while state.stack or state.triggered:  # the triggers ordered as offered, then resolved
        state.apply(state.legal_actions()[0])
    knights = [p for p in state.permanents.values() if p.card.name.lower().startswith("knight")]
    assert len(knights) == 2 and all(k.controller == "A" for k in knights)
