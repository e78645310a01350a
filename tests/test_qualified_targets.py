"""A target of several permanent types whose quality names its creatures only (CR 115.1;
``sim.text.qualified_target_rules``): "destroy target artifact, enchantment, or creature with
flying" may choose any artifact or enchantment, but only a creature with flying; "... or creature
with power 4 or greater" only a creature with that power (208.1)."""

from __future__ import annotations

from played import plays
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import Step
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.render import round_trips

CRASH = card("Crash", types=["Instant"], cost="{0}",
             text="Destroy target artifact, enchantment, or creature with flying.")


def _targets(state: object) -> set[str]:
    return {str(a)[len("target "):] for a in state.legal_actions()  # type: ignore[attr-defined]
            if str(a).startswith("target ")}


@plays("Destroy target artifact, enchantment, or creature with flying.")
def test_only_the_creatures_need_flying() -> None:
    """CR 115.1, 701.8: the Relic (an artifact without flying) and the flying Bird may be chosen,
    the ground Bear may not; the Relic chosen is destroyed."""
    state = two_turns(perm("c1", "A", CRASH, Zone.HAND),
                      perm("r1", "B", card("Relic", types=["Artifact"])),
                      perm("f1", "B", card("Bird", power=1, toughness=1, keywords=["flying"])),
                      perm("g1", "B", card("Bear", power=2, toughness=2)))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast c1")
    assert _targets(state) == {"r1", "f1"}
    play(state, "target r1")
    finish_one(state)
    assert state.permanents["r1"].zone is Zone.GRAVEYARD


@plays("Exile target artifact, enchantment, or creature with power 4 or greater.")
def test_only_the_creatures_need_the_power() -> None:
    """CR 115.1, 208.1: the Relic (an enchantment) and the 4/4 may be chosen, the 3/3 may not."""
    spell = card("Exorcism", types=["Sorcery"], cost="{0}",
                 text="Exile target artifact, enchantment, or creature with power 4 or greater.")
    state = two_turns(perm("c1", "A", spell, Zone.HAND),
                      perm("r1", "B", card("Relic", types=["Enchantment"])),
                      perm("o1", "B", card("Ox", power=4, toughness=4)),
                      perm("g1", "B", card("Bear", power=3, toughness=3)))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast c1")
    assert _targets(state) == {"r1", "o1"}
    play(state, "target o1")
    finish_one(state)
    assert state.permanents["o1"].zone is Zone.EXILE


def test_the_qualified_targets_render_back() -> None:
    """CR 115.1: each list is written back as Oracle orders it (the creature last)."""
    for text in ("Destroy target artifact, battle, enchantment, or creature with flying.",
                 "Destroy target artifact, enchantment, or tapped creature."):
        reading = read_card(text, "Testling", ("Instant",))
        assert reading.status == "full", reading.unsupported
        assert all(round_trips(said, model, "Testling") for said, model in reading.clauses)
