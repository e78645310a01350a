""""It | that creature doesn't untap during its controller's next untap step" first in a
triggered ability's effect (CR 502.3, 603.2; ``sim.text.damage_rules.frozen_ops``): it acts on
the object the trigger is about — ~ itself ("whenever ~ attacks, it ..."), or the creature the
event names ("whenever ~ blocks a creature, that creature ...")."""

from __future__ import annotations

from played import plays
from test_named_counters import two_turns, until_turn
from test_stack import card, perm, to

BLOCKER = ("Whenever Probe blocks a creature, that creature doesn't untap during its "
           "controller's next untap step.")
ATTACKER = "Whenever Probe attacks, it doesn't untap during its controller's next untap step."


@plays("Whenever Probe blocks a creature, that creature doesn't untap during its controller's "
       "next untap step.")
def test_the_blocked_creature_stays_tapped() -> None:
    """CR 502.3, 603.2: B's Probe blocks A's attacking Bears (tapped by attacking): the Bears
    don't untap in A's next untap step (turn 3); A's other tapped creature, the Giant, does."""
    probe = card("Probe", types=["Creature"], cost="{W}", power=0, toughness=4, text=BLOCKER)
    assert not probe.unsupported, probe.unsupported
    state = two_turns(perm("p1", "B", probe), perm("a1", "A", "Grizzly Bears"),
                      perm("a2", "A", "Hill Giant", tapped=True), limit=4)
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block p1=a1")
    until_turn(state, 3)  # turn 3's untap step done
    assert state.turn == 3 and state.active == "A"
    assert state.permanents["a1"].tapped and not state.permanents["a2"].tapped


@plays("Whenever Probe attacks, it doesn't untap during its controller's next untap step.")
def test_the_attacker_itself_stays_tapped() -> None:
    """CR 502.3: Probe attacks (tapped); in A's next untap step (turn 3) it stays tapped."""
    probe = card("Probe", types=["Creature"], cost="{W}", power=2, toughness=2, text=ATTACKER)
    assert not probe.unsupported, probe.unsupported
    state = two_turns(perm("p1", "A", probe), limit=4)
    to(state, "declare_attackers").apply("attack p1=B")
    until_turn(state, 3)  # turn 3's untap step done
    assert state.turn == 3 and state.active == "A"
    assert state.permanents["p1"].tapped
