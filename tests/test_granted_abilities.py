"""Quoted abilities an Aura or Equipment grants (CR 303.4, 301.5, 613.1f, 113.6;
``sim.model.granted_abilities``, read by ``sim.text.granted_text``): 'enchanted creature has
"{T}: This creature deals 1 damage to any target."' — the creature has the activated or
triggered ability while the Aura or Equipment is attached to it, "this creature" meaning it."""

from __future__ import annotations

from typing import Any

from played import plays
from test_attachments import BEARS, OGRE, aura, cast, equip_action, equipment, game

import mtgsim
from sim.model.objects import Zone
from sim.text import FULL, read_card

WHIP = 'Enchanted creature has "{T}: This creature deals 1 damage to any target."'


def _activate(pid: str, ability: str, targets: list[str] | None = None,
              step: str = "beginning_of_combat") -> dict[str, Any]:
    return {"step": step, "player": "A", "activate": pid, "ability": ability,
            "targets": targets or []}


@plays("Enchant creature you control", WHIP)
def test_the_enchanted_creature_has_the_quoted_ability_and_is_its_source() -> None:
    """CR 613.1f, 113.6: once the Aura is attached, the Bears have "{T}: This creature deals 1
    damage to any target." and activate it (tapping the Bears, 602.2): 1 damage to B, dealt by
    the Bears ("this creature", 201.5)."""
    whip = aura("whip", "creature you control", WHIP)
    state = game([BEARS], [cast("whip", "bears"),
                           _activate("bears", "{t}: ~ deals 1 damage to any target.",
                                     ["B"])], hand=[whip], attacks={})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 19
    assert state.permanents["bears"].tapped


def test_without_the_aura_the_creature_has_no_such_ability() -> None:
    """CR 613.1f: the Bears' own card has no activated ability; only the attached Aura's
    static ability gives it one (the printed card kept aside, ``Permanent.printed``)."""
    whip = aura("whip", "creature you control", WHIP)
    state = game([BEARS], [cast("whip", "bears")], hand=[whip])
    assert state.permanents["bears"].card.activated == ()
    mtgsim.play(state)
    bears = state.permanents["bears"]
    assert len(bears.card.activated) == 1 and bears.printed is not None
    assert bears.printed.activated == ()


@plays('Enchanted creature gets +2/+2 and has "{1}{G}: Regenerate this creature."')
def test_a_bonus_and_a_granted_ability_together() -> None:
    """CR 613.4c, 613.1f: the Bears get +2/+2 (4/4) and have the regeneration ability; blocked
    by the 3/3 Ogre they survive and kill it (4 damage), and A can regenerate them."""
    text = 'Enchanted creature gets +2/+2 and has "{1}{G}: Regenerate this creature."'
    state = game([BEARS, OGRE], [cast("troll", "bears")], hand=[aura("troll", "creature", text)],
                 blocks={"ogre": "bears"})
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD
    assert state.permanents["ogre"].zone is Zone.GRAVEYARD
    assert [a.text for a in state.permanents["bears"].card.activated] == [
        "{1}{g}: regenerate ~."]


@plays('Equipped creature has "Whenever this creature deals combat damage to a player, draw '
       'a card."')
def test_an_equipment_grants_a_triggered_ability_while_attached() -> None:
    """CR 301.5, 613.1f, 603.2: equipped, the Bears have the trigger; their combat damage to B
    makes A draw a card (the controller of the creature controls the ability, 113.8)."""
    text = 'Equipped creature has "Whenever this creature deals combat damage to a player, ' \
        'draw a card."'
    sword = equipment(text=f"{text}\nEquip {{0}}")
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"library": ["Forest", "Forest"]}, "B": {}},
                         "permanents": [BEARS, sword],
                         "combat": {"attacks": {"bears": "B"}, "blocks": {},
                                    "actions": [equip_action("bears")]}})
    mtgsim.play(state)
    hand = [p for p in state.permanents.values() if p.owner == "A" and p.zone is Zone.HAND]
    assert len(hand) == 1


def test_the_ability_is_lost_as_the_aura_leaves() -> None:
    """CR 613.1f, 611.3a: the Aura destroyed (put into the graveyard), the Bears no longer
    have the ability: their card is the printed one again."""
    whip = aura("whip", "creature you control", WHIP)
    state = game([BEARS], [cast("whip", "bears")], hand=[whip])
    mtgsim.play(state)
    assert len(state.permanents["bears"].card.activated) == 1
    state.move("whip", Zone.GRAVEYARD)
    assert state.permanents["bears"].card.activated == ()
    assert state.permanents["bears"].printed is None


@plays("Enchant land",
       'Enchanted land has "{T}: Target creature gets +2/+1 until end of turn."')
def test_an_enchanted_land_has_the_ability() -> None:
    """CR 303.4, 613.1f: the enchanted Forest has "{T}: Target creature gets +2/+1 until end
    of turn."; activated on the attacking Bears they deal 4 to B."""
    text = 'Enchanted land has "{T}: Target creature gets +2/+1 until end of turn."'
    forest = {"id": "forest", "controller": "A", "card": "Forest"}
    state = game([BEARS, forest], [cast("lore", "forest"),
                                   _activate("forest", "{t}: target creature gets +2/+1 until "
                                             "end of turn.", ["bears"])],
                 hand=[aura("lore", "land", text)])
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 16


def test_a_quotation_naming_the_equipment_is_not_run() -> None:
    """CR 201.5, 113.2c: "this Equipment" in the quotation is the Equipment, not the creature
    that has the ability: not read as the creature's self-reference, the clause isn't run."""
    text = 'Equipped creature has "{T}, Sacrifice this Equipment: Draw a card."\nEquip {1}'
    reading = read_card(text, "Sword", ("Artifact",))
    assert reading.status != FULL


def test_a_quoted_ability_the_engine_does_not_run_is_not_claimed() -> None:
    """CR 613.1f: the clause runs only if the quoted ability itself runs in full."""
    text = 'Enchant creature\nEnchanted creature has "{T}: Exile target card from a ' \
        'graveyard in a way no one reads."'
    reading = read_card(text, "Aura", ("Enchantment",))
    assert reading.status != FULL


@plays('Enchanted creature gets +2/+0 and has "When this creature dies, draw a card."')
def test_a_granted_dies_trigger_looks_back() -> None:
    """CR 603.10a, 613.1f: the Bears die with the Aura still attached, so they had the
    ability as they left: it triggers, and A (the Bears' controller) draws a card."""
    text = 'Enchanted creature gets +2/+0 and has "When this creature dies, draw a card."'
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [aura("scar", "creature", text)],
                                           "library": ["Forest", "Forest"]}, "B": {}},
                         "permanents": [BEARS, {**OGRE, "power": 5, "toughness": 5}],
                         "combat": {"attacks": {"bears": "B"}, "blocks": {"ogre": "bears"},
                                    "actions": [cast("scar", "bears")]}})
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    hand = [p for p in state.permanents.values() if p.owner == "A" and p.zone is Zone.HAND]
    assert len(hand) == 1


def test_a_moved_equipment_takes_its_ability_along() -> None:
    """CR 301.5, 613.1f, 701.3a: equipped to the Bears, then to the Elf: the Elf has the
    granted ability and the Bears no longer do (their card is the printed one again)."""
    text = 'Equipped creature has "{T}: This creature deals 1 damage to any target."'
    elf = {"id": "elf", "controller": "A", "name": "Elf", "power": 1, "toughness": 1}
    sword = equipment(text=f"{text}\nEquip {{0}}")
    state = game([BEARS, elf, sword], [equip_action("bears"), equip_action("elf")], attacks={})
    mtgsim.play(state)
    assert state.permanents["sword"].attached_to == "elf"
    assert state.permanents["bears"].card.activated == () and \
        state.permanents["bears"].printed is None
    assert len(state.permanents["elf"].card.activated) == 1
