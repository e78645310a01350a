"""Which creatures a static ability affects, and when it is on (CR 604.2, 611.3, 613).

``sim.abilities`` reads a lord's or an anthem's subject ("other Elves you control", "attacking
creatures you control", "creatures your opponents control", "creatures you control with
flying") into a ``Filter`` on top of the base set it names (``Static.affects``), and a
condition ("as long as it's your turn", "as long as you control another Vampire", "as long as
you have 10 or more life") into a condition kind with what it counts. ``sim.state`` evaluates
both every time it computes characteristics, so a lord's bonus follows its creatures in and
out of combat and a condition switches its ability on and off as the game changes (611.3a:
a static ability's effect applies at all times it holds, not locked in).

What a filter or a condition reads never depends on the characteristics being computed:
printed card types, subtypes and colors, tapped status, combat, life, counters, whose turn it
is. The one exception, ``Filter.with_kw`` ("creatures you control with flying get +1/+1"), is
allowed only on power/toughness bonuses, which apply in layer 7c after abilities are settled in
layer 6 (613.1f, 613.4c), so it never loops.

Subtypes are checked by ``CardDef.has_subtype`` (a changeling has every creature type,
702.73a) and colors by ``CardDef.color_set`` (devoid: none, 702.114a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from sim.protection import singular

if TYPE_CHECKING:
    from sim.abilities import Static
    from sim.state import GameState, Permanent

# --- what a static ability affects, beyond sim.abilities' base sets ---------------------------
OPPONENTS_CREATURES = "creatures your opponents control"
EQUIPPED = "equipped creature"

# --- conditions (611.3a) ------------------------------------------------------------------------
YOUR_TURN = "your turn"
SELF_ATTACKING = "attacking"
CONTROLS = "controls"  # ``Static.what`` (with its ``controller``), at least ``count`` of them
LIFE = "life"  # its controller has ``count`` or more life
SELF_COUNTER = "has a +1/+1 counter"

# --- characteristic-defining power and toughness (604.3, 208.2) --------------------------------
CDA_POWER = "power"
CDA_BOTH = "power and toughness"

YOU, OPPONENT = "you", "opponent"


@attrs.frozen(slots=True)
class Filter:
    """Qualities an affected or counted permanent must have. ``controller`` is for counting
    ("you control", "an opponent controls"); ``card_type`` is a card type as printed
    ("Creature", "Artifact", "Land"); ``subtype`` a subtype ("Elf", "Forest")."""

    other: bool = False
    subtype: str = ""
    card_type: str = ""
    color: str = ""
    attacking: bool = False
    blocking: bool = False
    tapped: bool | None = None
    with_kw: int = 0
    controller: str = ""


ANY = Filter()

#: Creature types (CR 205.3m) that lords and conditions name; a word not here is not read as
#: a creature type, so "tokens you control" is never taken for a subtype.
_TYPE_NAMES = """
Advisor Aetherborn Alien Ally Angel Antelope Ape Archer Archon Armadillo Army Artificer
Assassin Assembly-Worker Astartes Atog Aurochs Avatar Azra Badger Balloon Barbarian Bard
Basilisk Bat Bear Beast Beaver Beeble Beholder Berserker Bird Blinkmoth Boar Bringer Brushwagg
Camarid Camel Capybara Caribou Carrier Cat Centaur Child Chimera Citizen Cleric Clown
Cockatrice Construct Coward Coyote Crab Crocodile Ctan Custodes Cyberman Cyclops Dalek Dauthi
Demigod Demon Deserter Detective Devil Dinosaur Djinn Doctor Dog Dragon Drake Dreadnought Drone
Druid Dryad Dwarf Efreet Egg Elder Eldrazi Elemental Elephant Elf Elk Employee Eye Faerie
Ferret Fish Flagbearer Fox Fractal Frog Fungus Gamer Gargoyle Germ Giant Gith Glimmer Gnoll
Gnome Goat Goblin God Golem Gorgon Graveborn Gremlin Griffin Guest Hag Halfling Hamster Harpy
Hellion Hippo Hound Hippogriff Homarid Homunculus Horror Horse Human Hydra Hyena Illusion Imp
Incarnation Inkling Inquisitor Insect Jackal Jellyfish Juggernaut Kavu Kirin Kithkin Knight
Kobold Kor Kraken Lamia Lammasu Leech Leviathan Lhurgoyf Licid Lizard Manticore Masticore
Mercenary Merfolk Metathran Minion Minotaur Mite Mole Monger Mongoose Monk Monkey Moonfolk
Mount Mouse Mutant Myr Mystic Naga Nautilus Necron Nephilim Nightmare Nightstalker Ninja Noble
Noggle Nomad Nymph Octopus Ogre Ooze Orb Orc Orgg Otter Ouphe Ox Oyster Pangolin Peasant
Pegasus Pentavite Performer Pest Phelddagrif Phoenix Phyrexian Pilot Pincher Pirate Plant
Porcupine Possum Praetor Primarch Prism Processor Rabbit Raccoon Ranger Rat Rebel Reflection
Rhino Rigger Robot Rogue Sable Salamander Samurai Sand Saproling Satyr Scarecrow Scientist
Scion Scorpion Scout Sculpture Serf Serpent Servo Shade Shaman Shapeshifter Shark Sheep Siren
Skeleton Skunk Slith Sliver Sloth Slug Snail Snake Soldier Soltari Spawn Specter Spellshaper
Sphinx Spider Spike Spirit Splinter Sponge Squid Squirrel Starfish Surrakar Survivor Synth
Tentacle Tetravite Thalakos Thopter Thrull Tiefling Toy Treefolk Trilobite
Triskelavite Troll Turtle Tyranid Unicorn Vampire Varmint Vedalken Volver Wall Walrus Warlock
Warrior Weasel Weird Werewolf Whale Wizard Wolf Wolverine Wombat Worm Wraith Wurm Yeti Zombie
Zubera
"""
CREATURE_TYPES = frozenset(_TYPE_NAMES.split()) | {"Time Lord"}  # noqa: SIM905

LAND_SUBTYPES = frozenset(("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert"))
CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
              "land": "Land", "planeswalker": "Planeswalker"}


def creature_type(word: str) -> str:
    """The creature type a word names, singular or plural ("Elves" -> "Elf", "Goblins" ->
    "Goblin", "Merfolk"), or "" if it names none (plurals: ``sim.protection.singular``)."""
    for candidate in (singular(word), word.strip().title()):
        if candidate in CREATURE_TYPES:
            return candidate
    return ""


def thing(words: str) -> Filter | None:
    """A kind of permanent as a condition or a count names it: "elf", "elves", "artifact",
    "creatures", "forest", "elf creatures", "white creature"; None if not understood."""
    from sim.abilities import COLORS
    parts = words.split()
    color = ""
    if len(parts) > 1 and parts[0] in COLORS:
        color, parts = COLORS[parts[0]], parts[1:]
    if not parts or len(parts) > 2:
        return None
    last = parts[-1]
    card_type = CARD_TYPES.get(last) or CARD_TYPES.get(last[:-1] if last.endswith("s") else "")
    if card_type and len(parts) == 2:
        subtype = creature_type(parts[0])
        return Filter(subtype=subtype, card_type=card_type, color=color) if subtype else None
    if card_type:
        return Filter(card_type=card_type, color=color)
    if len(parts) == 1:
        land = last.title() if last.title() in LAND_SUBTYPES else (
            last[:-1].title() if last.endswith("s") and last[:-1].title() in LAND_SUBTYPES
            else "")
        if land == "Plain":
            land = ""
        if land:
            return Filter(subtype=land, color=color)
        subtype = creature_type(last)
        if subtype:
            return Filter(subtype=subtype, color=color)
    return None


def matches(state: GameState, f: Filter, source: Permanent, perm: Permanent) -> bool:
    """Whether ``perm`` has the qualities ``f`` names, seen from ``source`` ("other": not the
    source itself, 611.3; "you control": the source's controller)."""
    if f.other and perm.id == source.id:
        return False
    card = perm.card
    if f.subtype and not card.has_subtype(f.subtype):
        return False
    if f.card_type and f.card_type not in card.types:
        return False
    if f.color and f.color not in card.color_set:  # devoid: none (702.114a)
        return False
    if f.tapped is not None and perm.tapped != f.tapped:
        return False
    if f.controller == YOU and perm.controller != source.controller or \
            f.controller == OPPONENT and perm.controller == source.controller:
        return False
    if f.attacking or f.blocking:
        combat = state.combat
        if combat is None or f.attacking and perm.id not in combat.attackers or \
                f.blocking and perm.id not in combat.blocks:
            return False
    return not f.with_kw or state.keywords(perm.id) & f.with_kw != 0


def count(state: GameState, f: Filter, source: Permanent) -> int:
    """How many permanents on the battlefield have the qualities ``f`` names."""
    return sum(1 for perm in state.battlefield() if matches(state, f, source, perm))


def condition_holds(state: GameState, source: Permanent, static: Static) -> bool:
    """Whether the condition of ``source``'s ``static`` holds now (611.3a)."""
    kind = static.condition
    if kind == YOUR_TURN:
        return state.active == source.controller
    if kind == SELF_ATTACKING:
        return state.combat is not None and source.id in state.combat.attackers
    if kind == CONTROLS:
        assert static.what is not None
        return count(state, static.what, source) >= static.count
    if kind == LIFE:
        return state.players[source.controller].life >= static.count
    if kind == SELF_COUNTER:
        from sim.state import PLUS
        return source.counters.get(PLUS, 0) > 0
    return True


def defined_pt(state: GameState, perm: Permanent, power: int, toughness: int
               ) -> tuple[int, int]:
    """Power and toughness after the card's characteristic-defining abilities (604.3, 613.4a):
    "~'s power and toughness are each equal to the number of creatures you control"."""
    for static in perm.card.statics:
        if static.cda and static.what is not None:
            n = count(state, static.what, perm)
            power = n
            if static.cda == CDA_BOTH:
                toughness = n
    return power, toughness


__all__ = ["Filter", "ANY", "CREATURE_TYPES", "creature_type", "thing", "matches", "count",
           "condition_holds", "defined_pt", "OPPONENTS_CREATURES", "EQUIPPED", "YOUR_TURN",
           "SELF_ATTACKING", "CONTROLS", "LIFE", "SELF_COUNTER", "CDA_POWER",
           "CDA_BOTH", "YOU", "OPPONENT"]
