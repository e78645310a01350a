"""What an Aura or Equipment does to the permanent it is attached to (issue 29, attach):
quoted abilities whose cost begins with a word ('enchanted creature has flying and "Sacrifice a
creature: This creature gets +2/+1 until end of turn."', CR 602.1, 613.1f;
``sim.text.card_reader.oracle_cased``); "enchanted | equipped creatures you control", "creatures
you control that are enchanted [or equipped]" (CR 303.4, 301.5; ``Filter.attached``); lists of
changes ("has defender and loses flying", "is legendary, gets +1/+1, and has ...", "gets +3/+1
and is black"), enchanted lands and artifacts made creatures (CR 613.1d-f, 613.4b-c, 205.1a-b;
``sim.text.attached_lists``)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_attachments import BEARS, OGRE, aura, cast, game

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import FULL, read_card
from sim.text.card_reader import oracle_cased

IDEAL = 'Enchanted creature has flying and "Sacrifice a creature: This creature gets +2/+1 ' \
    'until end of turn."'
ELF = {"id": "elf", "controller": "A", "name": "Elf", "power": 1, "toughness": 1}


def test_a_quoted_cost_is_read_as_oracle_writes_it() -> None:
    """CR 602.1, 118.1: a quotation kept in lower case is read with its sentences and cost
    parts capitalized, so "sacrifice a creature" is a cost."""
    assert oracle_cased("{1}, sacrifice a permanent: ~ gains flying until end of turn.") == \
        "{1}, Sacrifice a permanent: ~ gains flying until end of turn."
    assert oracle_cased("whenever ~ attacks, draw a card. then discard a card.") == \
        "Whenever ~ attacks, draw a card. Then discard a card."
    reading = read_card(f"Enchant creature\n{IDEAL}", "Fallen Ideal", ("Enchantment",))
    assert reading.status == FULL


@plays("Enchant creature", IDEAL)
def test_the_granted_sacrifice_ability_pumps_the_enchanted_creature() -> None:
    """CR 613.1f, 602.2b, 701.21a: the enchanted Bears have the quoted ability; A sacrifices
    the Elf to it as they are blocked by a 2/3 Ogre with reach (flying, 702.9b), the Bears
    become 4/3 ("this creature", 201.5), kill the Ogre and survive its 2 damage (as a 2/2 they
    would die and it would not)."""
    state = game([BEARS, ELF, {**OGRE, "power": 2, "text": "Reach"}],
                 [cast("ideal", "bears"),
                  {"step": "declare_blockers", "player": "A", "activate": "bears",
                   "ability": "sacrifice a creature: ~ gets +2/+1 until end of turn.",
                   "choices": ["elf"]}],
                 hand=[aura("ideal", "creature", IDEAL)], blocks={"ogre": "bears"})
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"elf", "ogre"}
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD


def _attached(pid: str, on: str, kind: str = "Aura", text: str = "") -> dict[str, Any]:
    """An Aura (enchanting ``on``) or Equipment (equipping it) on A's battlefield."""
    types = ["Enchantment"] if kind == "Aura" else ["Artifact"]
    rules = text or ("Enchant creature" if kind == "Aura" else "Equip {1}")
    return {"id": pid, "controller": "A", "name": f"Probe {pid}", "types": types,
            "subtypes": [kind], "attached_to": on, "text": rules}


def _enchantment(text: str, pid: str = "anthem", controller: str = "A") -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": "Probe Anthem",
            "types": ["Enchantment"], "text": text}


def _attack(permanents: list[dict[str, Any]], attacks: dict[str, str]) -> mtgsim.GameState:
    return mtgsim.load({"active_player": "A", "players": {"A": {}, "B": {}},
                        "permanents": permanents,
                        "combat": {"attacks": attacks, "blocks": {}}})


@plays("Enchanted creatures you control get +2/+2.")
def test_enchanted_creatures_you_control_get_the_bonus() -> None:
    """CR 611.3, 303.4, 613.4c: of A's two attacking Bears only the enchanted one is 4/4; B's
    enchanted creature is not A's. B takes 4 + 2."""
    state = _attack([_enchantment("Enchanted creatures you control get +2/+2."),
                     BEARS, {**BEARS, "id": "cub"}, {**OGRE, "id": "ogre"},
                     _attached("aura", "bears"), _attached("aura2", "ogre")],
                    {"bears": "B", "cub": "B"})
    assert (state.power("bears"), state.toughness("bears")) == (4, 4)
    assert state.power("cub") == 2 and state.power("ogre") == 3
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 14


@plays("Creatures you control that are enchanted or equipped have double strike.",
       "Creatures you control that are equipped get +1/+0.")
def test_creatures_that_are_equipped_have_the_grant() -> None:
    """CR 611.3, 301.5, 303.4, 702.4b: the equipped Bears are 3/2 with double strike (6 to
    B), the enchanted Cub has double strike but no bonus (4), the bare Elf neither (1)."""
    state = _attack([_enchantment("Creatures you control that are enchanted or equipped have "
                                  "double strike."),
                     _enchantment("Creatures you control that are equipped get +1/+0.",
                                  "anthem2"),
                     BEARS, {**BEARS, "id": "cub"}, ELF,
                     _attached("sword", "bears", "Equipment"), _attached("aura", "cub")],
                    {"bears": "B", "cub": "B", "elf": "B"})
    assert state.power("bears") == 3 and state.power("cub") == 2
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 20 - 6 - 4 - 1


@plays("Equipped creatures you control have flying and haste.")
def test_equipped_creatures_fly() -> None:
    """CR 611.3, 301.5, 613.1f: the equipped Bears have flying and haste; moving the Equipment
    away (no longer attached) takes them off."""
    state = _attack([_enchantment("Equipped creatures you control have flying and haste."),
                     BEARS, _attached("sword", "bears", "Equipment")], {})
    assert state.has("bears", Kw.FLYING) and state.has("bears", Kw.HASTE)
    state.move("sword", Zone.GRAVEYARD)
    assert not state.has("bears", Kw.FLYING)


def _board(*permanents: dict[str, Any]) -> mtgsim.GameState:
    return mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of turn",
                        "players": {"A": {"library": 5}, "B": {"library": 5}},
                        "permanents": list(permanents)})


def _creature(pid: str, power: int, toughness: int, text: str = "",
              **fields: Any) -> dict[str, Any]:
    return {"id": pid, "controller": "B", "name": pid.title(), "power": power,
            "toughness": toughness, **({"text": text} if text else {}), **fields}


@plays("Enchanted creature has defender and loses flying.")
def test_defender_and_no_flying() -> None:
    """CR 613.1f, 702.3b: the enchanted Bird has defender and no flying while enchanted; its
    Aura gone, it flies again and may attack."""
    state = _board(_creature("bird", 2, 2, "Flying"),
                   _attached("aura", "bird", text="Enchant creature\nEnchanted creature has "
                             "defender and loses flying."))
    assert state.has("bird", Kw.DEFENDER) and not state.has("bird", Kw.FLYING)
    state.move("aura", Zone.GRAVEYARD)
    assert state.has("bird", Kw.FLYING) and not state.has("bird", Kw.DEFENDER)


@plays("Enchanted creature loses all abilities and can't attack or block.",
       "Enchanted creature is a Spirit and can't attack or block.")
def test_a_creature_that_cant_attack_or_block() -> None:
    """CR 613.1f, 508.1c, 509.1b, 205.1a: the first Bird has no flying and can't attack or
    block (a restriction the effect states, kept though it loses all abilities); the second is
    a Spirit only (its Bird type replaced), also barred. B may not declare either as an
    attacker."""
    state = _board(_creature("bird", 2, 2, "Flying", subtypes=["Bird"]),
                   _creature("owl", 1, 1, subtypes=["Bird"]),
                   _attached("aura", "bird", text="Enchant creature\nEnchanted creature loses "
                             "all abilities and can't attack or block."),
                   _attached("aura2", "owl", text="Enchant creature\nEnchanted creature is a "
                             "Spirit and can't attack or block."))
    assert not state.has("bird", Kw.FLYING)
    for pid in ("bird", "owl"):
        assert state.has(pid, Kw.CANT_ATTACK) and state.has(pid, Kw.CANT_BLOCK)
    assert state.permanents["owl"].card.subtypes == ("Spirit",)
    assert state.permanents["bird"].card.subtypes == ("Bird",)
    state.move("aura2", Zone.GRAVEYARD)
    assert state.permanents["owl"].card.subtypes == ("Bird",)
    assert not state.has("owl", Kw.CANT_ATTACK)


@plays("Enchanted creature gets +3/+1 and is black.",
       "Equipped creature gets +1/+1 and is an artifact in addition to its other types.")
def test_a_color_and_a_card_type_from_an_attached_object() -> None:
    """CR 105.3, 613.1e (its colors replaced: black only), 205.1b (an artifact beside its
    creature type), 613.4c: the green Bear is a black 5/3; the Elf an artifact creature Elf
    2/2."""
    state = _board(_creature("bear", 2, 2, colors=["G"], subtypes=["Bear"]),
                   _creature("elf", 1, 1, colors=["G"], subtypes=["Elf"]),
                   _attached("aura", "bear", text="Enchant creature\nEnchanted creature gets "
                             "+3/+1 and is black."),
                   _attached("armor", "elf", "Equipment", "Equipped creature gets +1/+1 and "
                             "is an artifact in addition to its other types.\nEquip {2}"))
    bear, elf = state.permanents["bear"].card, state.permanents["elf"].card
    assert bear.color_set == {"B"} and (state.power("bear"), state.toughness("bear")) == (5, 3)
    assert set(elf.types) == {"Artifact", "Creature"} and elf.subtypes == ("Elf",)
    assert state.power("elf") == 2 and elf.color_set == {"G"}


@plays("Enchanted creature has base power and toughness 0/2, has defender, and loses all other "
       "abilities.",
       "Equipped creature gets +2/+2, has intimidate, and is a black Zombie.")
def test_a_list_of_three_changes() -> None:
    """CR 613.4b (base 0/2), 613.1f (defender kept: "all other abilities"), 613.1d-e (a black
    Zombie: its colors and creature types replaced), 613.4c: the flying Drake is a 0/2 with
    defender only; the Elf a black 3/3 Zombie with intimidate."""
    state = _board(_creature("drake", 3, 3, "Flying", subtypes=["Drake"]),
                   _creature("elf", 1, 1, colors=["G"], subtypes=["Elf"]),
                   _attached("aura", "drake", text="Enchant creature\nEnchanted creature has "
                             "base power and toughness 0/2, has defender, and loses all other "
                             "abilities."),
                   _attached("mantle", "elf", "Equipment", "Equipped creature gets +2/+2, has "
                             "intimidate, and is a black Zombie.\nEquip {4}"))
    assert (state.power("drake"), state.toughness("drake")) == (0, 2)
    assert state.has("drake", Kw.DEFENDER) and not state.has("drake", Kw.FLYING)
    elf = state.permanents["elf"].card
    assert elf.color_set == {"B"} and elf.subtypes == ("Zombie",)
    assert state.has("elf", Kw.INTIMIDATE) and state.power("elf") == 3


@plays("Equipped creature can't be blocked and has shroud.")
def test_an_unblockable_equipped_creature() -> None:
    """CR 509.1b, 702.18a: the equipped Bears can't be blocked: B's Ogre is not a legal
    blocker, so they deal 2."""
    state = _attack([BEARS, OGRE, _attached("cloak", "bears", "Equipment", "Equipped creature "
                                            "can't be blocked and has shroud.\nEquip {2}")],
                    {"bears": "B"})
    assert state.has("bears", Kw.SHROUD) and state.has("bears", Kw.UNBLOCKABLE)
    assert mtgsim.play(state).life["B"] == 18


@plays("Enchant land",
       "Enchanted land is a 4/2 red Beast creature with trample. It's still a land.")
def test_an_enchanted_land_is_a_creature_and_attacks() -> None:
    """CR 303.4, 205.1b (still a land: its card type and Forest subtype kept), 613.1d-f,
    613.4b, 702.19b: the enchanted Forest is a red 4/2 Beast creature land with trample;
    blocked by B's 1/1 Elf it tramples 3 over to B."""
    forest = {"id": "forest", "controller": "A", "card": "Forest"}
    zendikon = _attached("zendikon", "forest", text="Enchant land\nEnchanted land is a 4/2 red "
                         "Beast creature with trample. It's still a land.")
    elf = {**ELF, "id": "elf", "controller": "B"}
    state = mtgsim.load({"active_player": "A", "players": {"A": {}, "B": {}},
                         "permanents": [forest, zendikon, elf],
                         "combat": {"attacks": {"forest": "B"}, "blocks": {"elf": "forest"}}})
    card = state.permanents["forest"].card
    assert set(card.types) == {"Land", "Creature"} and set(card.subtypes) == {"Forest", "Beast"}
    assert card.color_set == {"R"} and (state.power("forest"), state.toughness("forest")) == (4, 2)
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 17 and "elf" in outcome.died


@plays("Enchant artifact",
       "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its "
       "other types.")
def test_an_enchanted_artifact_is_a_five_five_creature() -> None:
    """CR 303.4, 205.1b, 613.1d, 613.4b: the enchanted Relic is a 5/5 artifact creature; the
    Aura gone, it is a noncreature artifact again."""
    relic = {"id": "relic", "controller": "A", "name": "Relic", "types": ["Artifact"],
             "text": "{T}: You gain 1 life."}
    aura = _attached("ensoul", "relic", text="Enchant artifact\nEnchanted artifact is a creature "
                     "with base power and toughness 5/5 in addition to its other types.")
    state = _board(relic, aura)
    card = state.permanents["relic"].card
    assert set(card.types) == {"Artifact", "Creature"}
    assert (state.power("relic"), state.toughness("relic")) == (5, 5)
    state.move("ensoul", Zone.GRAVEYARD)
    assert state.permanents["relic"].card.types == ("Artifact",)


@plays("Enchant land", "Enchanted land has shroud.",
       "Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its other "
       "creature types.")
def test_a_land_with_shroud_and_a_pirate() -> None:
    """CR 303.4, 702.18a, 613.1f: the enchanted Forest has shroud (no ability can target it);
    CR 205.1b, 613.1d: the equipped Human is a Human Pirate 3/2 with menace."""
    forest = {"id": "forest", "controller": "A", "card": "Forest"}
    ward = _attached("ward", "forest", text="Enchant land\nEnchanted land has shroud.")
    human = _creature("human", 1, 2, subtypes=["Human"])
    hook = _attached("hook", "human", "Equipment", "Equipped creature gets +2/+0, has menace, "
                     "and is a Pirate in addition to its other creature types.\nEquip {1}")
    state = _board(forest, ward, human, hook)
    assert state.has("forest", Kw.SHROUD) and not state.has("human", Kw.SHROUD)
    assert set(state.permanents["human"].card.subtypes) == {"Human", "Pirate"}
    assert state.has("human", Kw.MENACE) and state.power("human") == 3
    state.move("ward", Zone.GRAVEYARD)
    assert not state.has("forest", Kw.SHROUD)


@plays("Enchanted creature is legendary, gets +1/+1, and has flying, vigilance, and lifelink.")
def test_a_legendary_enchanted_creature() -> None:
    """CR 205.4a, 613.1d (a supertype added in layer 4), 613.4c, 613.1f: the enchanted Bear is
    a legendary 3/3 with flying, vigilance and lifelink; its creature type kept. The Aura
    gone, it is neither."""
    state = _board(_creature("bear", 2, 2, subtypes=["Bear"]),
                   _attached("wings", "bear", text="Enchant creature\nEnchanted creature is "
                             "legendary, gets +1/+1, and has flying, vigilance, and lifelink."))
    card = state.permanents["bear"].card
    assert "Legendary" in card.supertypes and card.subtypes == ("Bear",)
    assert state.power("bear") == 3 and state.has("bear", Kw.LIFELINK)
    assert state.has("bear", Kw.FLYING) and state.has("bear", Kw.VIGILANCE)
    state.move("wings", Zone.GRAVEYARD)
    assert "Legendary" not in state.permanents["bear"].card.supertypes
