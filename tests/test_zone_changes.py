"""Spells that take permanents off the battlefield (CR 400.7, 406.2, 701.8) and targets that
name permanent types other than creatures (115.1, 205.2a): exile, return to the owner's hand,
destroy an artifact, an enchantment, a land, a nonland permanent."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.board import power_and_toughness
from sim.model.errors import IllegalActionError
from sim.model.events import Bounced, Exiled
from sim.model.objects import Effect, Zone
from sim.text import FULL, read_card

BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
WALL = {"id": "wall", "controller": "B", "name": "Wall", "power": 0, "toughness": 4}
SWORD = {"id": "sword", "controller": "A", "name": "Sword", "types": ["Artifact"],
         "subtypes": ["Equipment"], "attached_to": "bears",
         "text": "Equipped creature gets +2/+0.\nEquip {2}"}
FOREST = {"id": "forest", "controller": "B", "card": "Forest"}


def spell(text: str, pid: str = "spell") -> dict[str, Any]:
    """An instant costing {0} in B's hand."""
    return {"id": pid, "name": "Spell", "types": ["Instant"], "cost": "{0}", "text": text}


def game(permanents: list[dict[str, Any]], text: str, targets: list[str],
         blocks: dict[str, str] | None = None, step: str = "declare_blockers"
         ) -> mtgsim.GameState:
    """A's Bears attack B; B casts ``text`` at ``targets`` in ``step``."""
    return mtgsim.load({
        "active_player": "A",
        "players": {"A": {}, "B": {"hand": [spell(text)]}},
        "permanents": permanents,
        "combat": {"attacks": {"bears": "B"}, "blocks": blocks or {},
                   "actions": [{"step": step, "player": "B", "cast": "spell",
                                "targets": targets}]}})


@pytest.mark.parametrize("text", [
    "Exile target creature.", "Return target creature to its owner's hand.",
    "Destroy target artifact.", "Destroy target artifact or enchantment.",
    "Destroy target nonland permanent.", "Destroy target land.",
    "Exile target artifact, enchantment, or land an opponent controls.",
    "Return target permanent to its owner's hand.",
    "Exile target nonland permanent you don't control."])
def test_the_spells_are_read_whole(text: str) -> None:
    """CR 115.1: each target's types and controller are read and rendered back."""
    assert read_card(text, "Spell", ("Instant",)).status == FULL


@plays("Exile target creature.")
def test_exile_removes_the_attacker() -> None:
    """CR 406.2: the attacking Bears are exiled in the declare blockers step; they deal no
    combat damage and are not "dead" (700.4)."""
    state = game([BEARS], "Exile target creature.", ["bears"])
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 20
    assert state.permanents["bears"].zone is Zone.EXILE
    assert "bears" in outcome.exiled and "bears" not in outcome.died
    assert any(isinstance(e, Exiled) and e.permanent == "bears" for e in state.events)


@plays("Return target creature to its owner's hand.")
def test_returning_the_attacker_to_its_owners_hand() -> None:
    """CR 400.7 and 506.4: the Bears return to A's hand, a new object removed from combat,
    and deal no damage; their owner holds them."""
    state = game([BEARS], "Return target creature to its owner's hand.", ["bears"])
    assert mtgsim.play(state).life["B"] == 20
    bears = state.permanents["bears"]
    assert bears.zone is Zone.HAND and bears.owner == bears.controller == "A"
    assert any(isinstance(e, Bounced) and e.permanent == "bears" for e in state.events)


def test_a_bounced_creature_cast_again_is_a_new_object() -> None:
    """CR 400.7 and 611.2c: a creature that left the battlefield and came back is a new
    object: the +3/+3 given to the old one this turn doesn't apply to it."""
    state = game([BEARS], "Return target creature to its owner's hand.", ["bears"])
    mtgsim.play(state)
    state.effects.append(Effect(frozenset({"bears"}), power=3, toughness=3))
    state.move("bears", Zone.BATTLEFIELD)
    assert power_and_toughness(state, "bears") == (2, 2)


@plays("Destroy target artifact.")
def test_destroying_an_equipment_takes_its_bonus_away() -> None:
    """CR 701.8a: the Sword is destroyed before damage; 611.3b: its bonus stops applying, so
    the Bears deal 2, not 4."""
    state = game([BEARS, SWORD], "Destroy target artifact.", ["sword"])
    assert mtgsim.play(state).life["B"] == 18
    assert state.permanents["sword"].zone is Zone.GRAVEYARD


@plays("Destroy target artifact or enchantment.")
def test_destroying_an_aura() -> None:
    """CR 701.8a and 115.1: an enchantment is a legal target of "artifact or enchantment"; the
    Aura's +2/+2 ends with it; a creature is not a legal target."""
    aura = {"id": "aura", "controller": "A", "name": "Might", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "bears",
            "text": "Enchant creature\nEnchanted creature gets +2/+2."}
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, aura], "Destroy target artifact or enchantment.", ["bears"]))
    state = game([BEARS, aura], "Destroy target artifact or enchantment.", ["aura"])
    assert mtgsim.play(state).life["B"] == 18


@plays("Destroy target land.")
def test_destroying_a_land() -> None:
    """CR 701.8a and 115.1: a land is destroyed; a creature can't be chosen."""
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, FOREST], "Destroy target land.", ["bears"]))
    state = game([BEARS, FOREST], "Destroy target land.", ["forest"])
    mtgsim.play(state)
    assert state.permanents["forest"].zone is Zone.GRAVEYARD


@plays("Destroy target nonland permanent.")
def test_a_nonland_permanent() -> None:
    """CR 115.1 and 205.4b: "nonland permanent" excludes the Forest and takes the Bears."""
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, FOREST], "Destroy target nonland permanent.", ["forest"]))
    state = game([BEARS, FOREST], "Destroy target nonland permanent.", ["bears"])
    assert "bears" in mtgsim.play(state).died


@plays("Exile target artifact, enchantment, or land an opponent controls.")
def test_a_list_of_types_and_a_controller() -> None:
    """CR 115.1: B may exile A's Sword (an artifact an opponent controls) but not B's own
    Forest."""
    text = "Exile target artifact, enchantment, or land an opponent controls."
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, SWORD, FOREST], text, ["forest"]))
    state = game([BEARS, SWORD, FOREST], text, ["sword"])
    assert mtgsim.play(state).life["B"] == 18
    assert state.permanents["sword"].zone is Zone.EXILE


@plays("Return target permanent to its owner's hand.", "Exile target nonland permanent "
       "you don't control.")
def test_a_returned_token_ceases_to_exist() -> None:
    """CR 111.7 and 704.5d: a token returned to a hand ceases to exist; "you don't control"
    excludes B's own Wall (115.1)."""
    token = {**BEARS, "token": True}
    state = game([token], "Return target permanent to its owner's hand.", ["bears"])
    assert mtgsim.play(state).life["B"] == 20
    assert "bears" not in state.permanents
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, WALL], "Exile target nonland permanent you don't control.",
                         ["wall"]))
    state = game([BEARS, WALL], "Exile target nonland permanent you don't control.", ["bears"])
    assert mtgsim.play(state).life["B"] == 20


LAVA = "Spell deals 4 damage to target creature. If that creature would die this turn, exile " \
    "it instead."


@plays("Spell deals 4 damage to target creature. If that creature would die this turn, exile "
       "it instead.")
def test_a_creature_dealt_lethal_damage_is_exiled_instead_of_dying() -> None:
    """CR 614.1a: the second sentence makes the damaged creature's dying this turn an exile;
    the state-based action that sees its lethal damage (704.5g) comes after the spell has
    resolved, so the Bears are exiled, not put into the graveyard, and don't die (700.4)."""
    state = game([BEARS], LAVA, ["bears"])
    outcome = mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.EXILE
    assert "bears" in outcome.exiled and "bears" not in outcome.died
    assert outcome.life["B"] == 20


def test_the_exile_replacement_lasts_the_turn_and_only_for_that_creature() -> None:
    """CR 614.1a, 611.2a: a 4-toughness Wall dealt 4 damage is exiled too; the replacement
    is on the target only, and the clause is read only after damage to a target creature
    (after "destroy", the creature would already be gone: not claimed)."""
    state = game([BEARS, WALL], LAVA, ["wall"], blocks={"wall": "bears"})
    mtgsim.play(state)
    assert state.permanents["wall"].zone is Zone.EXILE
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD
    destroy = "Destroy target creature. If that creature would die this turn, exile it instead."
    assert read_card(destroy, "Spell", ("Instant",)).status != FULL


@plays("Destroy target creature with power 4 or greater.")
def test_a_target_with_a_power_bound() -> None:
    """CR 115.1: "creature with power 4 or greater" can choose only a creature whose power is
    4 or more now — the Ogre pumped to 4/4 by its Aura (613.4c), not the 2/2 Bears; B
    destroys the attacking Ogre and takes no damage."""
    ogre = {"id": "ogre", "controller": "A", "name": "Ogre", "power": 3, "toughness": 3}
    might = {"id": "might", "controller": "A", "name": "Might", "types": ["Enchantment"],
             "subtypes": ["Aura"], "attached_to": "ogre",
             "text": "Enchant creature\nEnchanted creature gets +1/+1."}
    text = "Destroy target creature with power 4 or greater."
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS], text, ["bears"]))
    state = mtgsim.load({
        "active_player": "A", "players": {"A": {}, "B": {"hand": [spell(text)]}},
        "permanents": [ogre, might],
        "combat": {"attacks": {"ogre": "B"}, "blocks": {},
                   "actions": [{"step": "declare_blockers", "player": "B", "cast": "spell",
                                "targets": ["ogre"]}]}})
    outcome = mtgsim.play(state)
    assert state.permanents["ogre"].zone is Zone.GRAVEYARD and outcome.life["B"] == 20
    for text in ("Exile target creature with power 2 or less.",
                 "Destroy target creature an opponent controls with power 3 or less."):
        assert read_card(text, "Spell", ("Instant",)).status == FULL


def test_a_target_whose_power_left_the_bound_is_illegal_on_resolution() -> None:
    """CR 608.2b: the Bears' power is checked again as the spell resolves: pumped by A in
    response to +3/+3, they are no longer a creature with power 2 or less and aren't
    exiled."""
    grow = {"id": "grow", "name": "Grow", "types": ["Instant"], "cost": "{0}",
            "text": "Target creature gets +3/+3 until end of turn."}
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": [grow]},
                    "B": {"hand": [spell("Exile target creature with power 2 or less.")]}},
        "permanents": [BEARS],
        "combat": {"attacks": {"bears": "B"}, "blocks": {},
                   "actions": [{"step": "declare_blockers", "player": "B", "cast": "spell",
                                "targets": ["bears"]},
                               {"step": "declare_blockers", "player": "A", "cast": "grow",
                                "targets": ["bears"]}]}})
    outcome = mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD and outcome.life["B"] == 15


@plays("Spell deals 3 damage to any target and you gain 3 life.",
       "When this creature enters, it deals 1 damage to any target and you gain 1 life.")
def test_damage_and_you_gain_life() -> None:
    """CR 608.2c: the damage, then the life gain, in the order written: the attacking Bears
    die (704.5g) and B, at 20, gains 3."""
    text = "Spell deals 3 damage to any target and you gain 3 life."
    state = game([BEARS], text, ["bears"])
    outcome = mtgsim.play(state)
    assert "bears" in outcome.died and outcome.life["B"] == 23
    assert read_card("When this creature enters, it deals 1 damage to any target and you "
                     "gain 1 life.", "Elemental", ("Creature",)).status == FULL


@plays("Destroy target creature. Its controller loses 2 life.",
       "Exile target creature. Its controller gains 3 life.")
def test_its_controller_is_the_targets_controller_as_it_was() -> None:
    """CR 608.2h: "its controller" is the controller of the creature the first sentence
    destroyed — gone by then, so its last known information says who: A, whose Bears
    they were, loses 2 (the caster B doesn't); exiling B's own Wall gives B 3 life."""
    state = game([BEARS], "Destroy target creature. Its controller loses 2 life.", ["bears"])
    outcome = mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert outcome.life == {"A": 18, "B": 20}
    state = game([BEARS, WALL], "Exile target creature. Its controller gains 3 life.",
                 ["wall"], blocks={"wall": "bears"})
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 20, "B": 23}
