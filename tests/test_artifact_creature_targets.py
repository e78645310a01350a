"""Targets of both types, "target artifact creature" (issue 29, damage family; CR 205.2a, 115.1:
``TargetSpec.card_type``, read by ``sim.text.subject_rules.target_spec``, written back by
``sim.text.render_targets``)."""

from __future__ import annotations

from played import plays
from test_stack import blocks, card, finish, game, perm, play, to

from sim import CardDef, Step
from sim.model.objects import Zone

ACOLYTE = ("{T}: Prevent the next 1 damage that would be dealt to target artifact creature this "
           "turn.")
DESTROY = "Destroy target artifact creature."


def golem() -> CardDef:
    return card("Golem", types=["Artifact", "Creature"], cost="{3}", power=3, toughness=3)


@plays(DESTROY)
def test_only_an_artifact_creature_may_be_targeted() -> None:
    """CR 205.2a, 115.1: the Hill Giant (a creature, no artifact) is no legal target; the
    artifact creature is, and is destroyed."""
    spell = card("Shatter Beast", types=["Instant"], cost="{R}", text=DESTROY)
    assert not spell.unsupported, spell.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", golem()),
                 perm("p1", "B", spell, Zone.HAND), mana={"B": "{R}"})
    to(state, "priority", player="B")
    play(state, "cast p1")
    assert state.decision is not None
    assert "a2" in state.decision.options and "a1" not in state.decision.options
    finish(play(state, "target a2"))
    assert state.outcome().died == ("a2",)


@plays(ACOLYTE)
def test_a_shield_on_a_target_artifact_creature() -> None:
    """CR 615.7, 205.2a: the Acolyte's shield on the blocking artifact Golem prevents 1 of the
    Hill Giant's 3 combat damage: the Golem is dealt 2."""
    acolyte = card("Abuna Acolyte", types=["Creature"], cost="{1}{W}", text=ACOLYTE, power=1,
                   toughness=1)
    assert not acolyte.unsupported, acolyte.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", golem()),
                 perm("b2", "B", acolyte))
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    finish(play(state, "activate b2 0", "target b1"))
    assert state.permanents["b1"].damage == 2
