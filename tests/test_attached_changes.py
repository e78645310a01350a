"""An Aura's or Equipment's static ability changing what it is attached to (issue 29,
loseabil; ``sim.model.attached_changes``, read by ``sim.text.animate_rules``, written back by
``sim.text.render_attached_changes``): one continuous effect while attached, its timestamp the
attachment's (CR 303.4, 301.5, 613.1d-f, 613.4b-c, 613.7e)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_becoming import activate, board, creature

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone

GAIN_FLYING = "{1}: Target creature gains flying until end of turn."


def aura(text: str, on: str, pid: str = "aura", **fields: Any) -> dict[str, Any]:
    return {"id": pid, "controller": "A", "name": "Probe Aura", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": on, "text": f"Enchant creature\n{text}",
            **fields}


@plays("Enchanted creature loses all abilities and is a blue Frog creature with base power and "
       "toughness 1/1.")
def test_an_enchanted_creature_is_a_blue_frog_with_no_abilities() -> None:
    """CR 613.1d-f, 613.4b, 205.1a: enchanted, B's flying artifact Drake with an activated
    ability is a blue 1/1 Frog creature (no longer an artifact: "a Frog creature" replaces its
    card types) with no abilities; the Aura gone, it is itself again."""
    frogify = "Enchanted creature loses all abilities and is a blue Frog creature with base " \
        "power and toughness 1/1."
    drake = creature("drake", "B", 3, 3, "Flying\n{1}: Probe gets +1/+0 until end of turn.",
                     name="Probe", colors=["U"], subtypes=["Drake"],
                     types=["Artifact", "Creature"])
    state = board(drake, aura(frogify, "drake"))
    card = state.permanents["drake"].card
    assert not state.has("drake", Kw.FLYING) and not card.activated
    assert card.subtypes == ("Frog",) and card.types == ("Creature",)
    assert (state.power("drake"), state.toughness("drake")) == (1, 1)
    state.move("aura", Zone.GRAVEYARD)
    card = state.permanents["drake"].card
    assert state.has("drake", Kw.FLYING) and card.activated and card.subtypes == ("Drake",)
    assert "Artifact" in card.types and state.power("drake") == 3


@plays("Enchanted creature loses flying.")
def test_a_later_grant_of_flying_beats_the_auras_loss() -> None:
    """CR 613.7a, 613.7e: the Aura's effect has the timestamp of its attachment: flying
    granted later by a resolved ability applies after it."""
    state = board(creature("wing", "A", 1, 1, GAIN_FLYING), creature("bird", "B", 2, 2, "Flying"),
                  aura("Enchanted creature loses flying.", "bird"))
    assert not state.has("bird", Kw.FLYING)
    activate(state, "wing", "bird")
    assert state.has("bird", Kw.FLYING)


@plays("Enchanted creature gets -3/-0 and loses all abilities.")
def test_an_enchanted_creature_gets_minus_three_and_loses_its_lords_ability() -> None:
    """CR 613.1f, 613.4c, 604.1: the enchanted lord is 0/2 with no abilities: its other
    creatures lose its +1/+1."""
    state = board(creature("lord", "B", 3, 2, "Other creatures you control get +1/+1."),
                  creature("bear", "B", 2, 2),
                  aura("Enchanted creature gets -3/-0 and loses all abilities.", "lord"))
    assert (state.power("lord"), state.toughness("lord")) == (0, 2)
    assert state.power("bear") == 2
    state.move("aura", Zone.GRAVEYARD)
    assert state.power("bear") == 3


@plays("Equipped creature gets +10/+10 and loses flying.")
def test_equipped_creature_gets_ten_and_loses_flying() -> None:
    """CR 301.5, 613.1f, 613.4c: equipped, the Bird is 12/12 without flying."""
    hammer = {"id": "hammer", "controller": "A", "name": "Hammer", "types": ["Artifact"],
              "subtypes": ["Equipment"], "attached_to": "bird",
              "text": "Equipped creature gets +10/+10 and loses flying.\nEquip {3}"}
    state = board(creature("bird", "A", 2, 2, "Flying"), hammer)
    assert not state.has("bird", Kw.FLYING) and state.power("bird") == 12


@plays("Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all "
       "abilities.")
def test_a_treefolk_keeps_its_card_types() -> None:
    """CR 205.1a: "is a Treefolk" replaces its creature types only: the artifact creature stays
    an artifact, a 0/4 Treefolk with no abilities."""
    lignify = "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses " \
        "all abilities."
    state = board(creature("golem", "B", 3, 3, "Trample", subtypes=["Golem"],
                           types=["Artifact", "Creature"]), aura(lignify, "golem"))
    card = state.permanents["golem"].card
    assert card.subtypes == ("Treefolk",) and card.types == ("Artifact", "Creature")
    assert not state.has("golem", Kw.TRAMPLE) and state.toughness("golem") == 4


def test_moving_the_equipment_moves_the_change() -> None:
    """CR 301.5c, 613.7e: equipped to the second Bird (an equip ability resolving, sorcery
    speed), the first has flying again and the second loses it."""
    hammer = {"id": "hammer", "controller": "A", "name": "Hammer", "types": ["Artifact"],
              "subtypes": ["Equipment"], "attached_to": "bird",
              "text": "Equipped creature gets +10/+10 and loses flying.\nEquip {1}"}
    state = board(creature("bird", "A", 2, 2, "Flying"), creature("bird2", "A", 1, 1, "Flying"),
                  hammer)
    activate(state, "hammer", "bird2")
    assert state.permanents["hammer"].attached_to == "bird2"
    assert state.has("bird", Kw.FLYING) and state.power("bird") == 2
    assert not state.has("bird2", Kw.FLYING) and state.power("bird2") == 11


def test_an_aura_cast_from_hand_changes_its_creature() -> None:
    """CR 303.4, 608.3a, 613.1f: A casts the Aura on B's Bird in the precombat main phase; as
    it resolves and becomes attached, the Bird loses flying (still at the end of the turn)."""
    grounded = {"id": "grounded", "name": "Grounded", "types": ["Enchantment"],
                "subtypes": ["Aura"], "cost": "{0}",
                "text": "Enchant creature\nEnchanted creature loses flying."}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [grounded], "library": 5}, "B": {"library": 5}},
        "permanents": [creature("bird", "B", 2, 2, "Flying")],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "grounded",
             "targets": ["bird"]}]}})
    mtgsim.play(state)
    assert state.permanents["grounded"].attached_to == "bird"
    assert not state.has("bird", Kw.FLYING)
