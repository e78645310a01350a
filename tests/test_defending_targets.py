""""target <permanent types> defending player controls" (CR 506.2, 115.1;
``sim.text.subject_rules.permanent_spec``, ``sim.rules.targeting``): a target of an attack or
block trigger that only the defending player's permanents of those types may be."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, legal, perm, play, to, zone

from sim import CardDef
from sim.model.objects import Zone

KOGLA = "Whenever Probe attacks, destroy target artifact or enchantment defending player controls."
SCARAB = ("Whenever Probe becomes blocked, you may destroy target artifact or enchantment "
          "defending player controls.")


def _probe(text: str) -> CardDef:
    made = card("Probe", types=["Creature"], cost="{G}", power=3, toughness=3, text=text)
    assert not made.unsupported, made.unsupported
    return made


RELIC = card("Relic", types=["Artifact"], cost="{1}", text="Hexproof from blue.")
CHARM = card("Charm", types=["Enchantment"], cost="{1}", text="Hexproof from blue.")


@plays(KOGLA)
def test_attack_trigger_targets_only_the_defending_players_artifacts_and_enchantments() -> None:
    """CR 506.2, 115.1, 603.3d: as Probe attacks B, its trigger may target B's artifact or B's
    enchantment, not A's own artifact nor B's creature; the chosen one is destroyed (701.8)."""
    state = game(perm("a1", "A", _probe(KOGLA)), perm("a2", "A", RELIC), perm("b1", "B", RELIC),
                 perm("b2", "B", CHARM), perm("b3", "B", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack a1=B")
    assert sorted(legal(state)) == ["target b1", "target b2"]
    play(state, "target b2")
    state = finish(state)
    assert zone(state, "b2") is Zone.GRAVEYARD
    assert zone(state, "a2") is Zone.BATTLEFIELD and zone(state, "b1") is Zone.BATTLEFIELD


@plays(SCARAB)
def test_block_trigger_targets_the_defending_players_artifact() -> None:
    """CR 509.3c, 506.2, 603.5: Probe becomes blocked by B's Bears; its trigger targets B's
    artifact (A's own is not a legal target) and A may destroy it."""
    state = game(perm("a1", "A", _probe(SCARAB)), perm("a2", "A", RELIC), perm("b1", "B", RELIC),
                 perm("b3", "B", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b3=a1")
    assert sorted(a for a in legal(state) if a.startswith("target")) == ["target b1"]
    play(state, "target b1")
    state = finish(play(to(state, "choose_optional"), "yes"))
    assert zone(state, "b1") is Zone.GRAVEYARD and zone(state, "a2") is Zone.BATTLEFIELD
