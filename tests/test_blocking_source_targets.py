""""target creature blocking ~" (CR 509.1g, 115.1; ``TargetSpec.blocking_source``,
``sim.rules.targeting.qualifies``): only a creature blocking the ability's source may be
chosen."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, legal, perm, play, to, zone

from sim import Step
from sim.model.objects import Zone

KNIGHT = "{B}{B}: Destroy target creature blocking Knight of Dusk."


@plays(KNIGHT)
def test_only_a_creature_blocking_the_source_is_a_target() -> None:
    """CR 509.1g, 115.1, 701.8: the Knight and the Bears attack; B's Bears block the Knight,
    B's Giant the Bears. The Knight's ability may target only the Bears blocking it (not the
    Giant, blocking another attacker), and destroys them (the Knight has power 0 here: combat
    damage would not)."""
    knight = card("Knight of Dusk", types=["Creature"], cost="{1}{B}{B}", power=0,
                  toughness=2, text=KNIGHT)
    assert not knight.unsupported
    state = game(perm("a1", "A", knight), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("b2", "B", "Hill Giant"),
                 mana={"A": "{B}{B}", "B": "{0}"})
    to(state, "declare_attackers").apply("attack a1=B a2=B")
    to(state, "declare_blockers").apply("block b1=a1 b2=a2")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    play(state, "activate a1 0")
    assert legal(state) == ["target b1"]
    play(state, "target b1")
    state = finish(state)
    assert zone(state, "b1") is Zone.GRAVEYARD
