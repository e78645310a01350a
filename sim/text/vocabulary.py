"""The words the Oracle grammar (``sim.text.oracle.lark``) leaves open, and the tables its
transformer reads them with: number words, colors, land types, creature types (CR 205.3m),
and ``thing``, the kind of permanent a condition or a count names.
"""

from __future__ import annotations

import re

from sim.model.abilities import Filter
from sim.model.qualities import COLOR_LETTERS, singular

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10}


COLORS = COLOR_LETTERS  # color words and their letters (CR 105.1)


LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest", "desert")


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
#: every creature type (CR 205.3m), as ``sim.model.granted_abilities.EVERY_CREATURE_TYPE``'s value
EVERY_TYPE_VALUE = "|".join(sorted(CREATURE_TYPES))


LAND_SUBTYPES = frozenset(("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert",
                           "Gate"))  # CR 205.3i

#: the subtypes of other card types a target may name alone, and their card type ("target
#: Equipment", "target Aura", "target Island": CR 205.3g-i, 115.1)
NONCREATURE_SUBTYPES = {"equipment": ("Equipment", "artifact"), "vehicle": ("Vehicle", "artifact"),
                        "aura": ("Aura", "enchantment"),
                        **{land.lower(): (land, "land") for land in LAND_SUBTYPES}}

#: the planeswalker types printed on cards (CR 205.3j): "as long as you control an Ajani
#: planeswalker" names one (``thing``: only before "planeswalker")
_PLANESWALKER_NAMES = """
Ajani Aminatou Angrath Arlinn Ashiok Bahamut Basri Bolas Calix Chandra Dack Dakkon
Daretti Davriel Dihada Domri Dovin Ellywick Elminster Elspeth Estrid Freyalise Garruk
Gideon Grist Guff Huatli Jace Jared Jaya Jeska Kaito Karn Kasmina Kaya Kiora Koth Liliana
Lolth Lukka Minsc Mordenkainen Nahiri Narset Niko Nissa Nixilis Oko Quintorius Ral Rowan
Saheeli Samut Sarkhan Serra Sivitri Sorin Szat Tamiyo Tasha Teferi Teyo Tezzeret Tibalt
Tyvar Ugin Urza Venser Vivien Vraska Vronos Will Windgrace Wrenn Xenagos Yanggu Yanling
Zariel
"""
PLANESWALKER_TYPES = frozenset(_PLANESWALKER_NAMES.split())  # noqa: SIM905


CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
              "land": "Land", "planeswalker": "Planeswalker"}


def creature_type(word: str) -> str:
    """The creature type a word names, singular or plural ("Elves" -> "Elf", "Goblins" ->
    "Goblin", "Merfolk"), or "" if it names none (plurals: ``sim.model.qualities.singular``)."""
    for candidate in (singular(word), word.strip().title()):
        if candidate in CREATURE_TYPES:
            return candidate
    return ""


def thing(words: str) -> Filter | None:
    """A kind of permanent as a condition or a count names it: "elf", "elves", "artifact",
    "creatures", "forest", "elf creatures", "white creature", either of two subtypes ("wolf or
    werewolf", "knight or a soldier": ``either_thing``); None if not understood."""
    if " or " in words:
        return either_thing(words)
    parts = words.split()
    color = ""
    if len(parts) > 1 and parts[0] in COLORS:
        color, parts = COLORS[parts[0]], parts[1:]
    if not parts or len(parts) > 2:
        return None
    last = parts[-1]
    card_type = CARD_TYPES.get(last) or CARD_TYPES.get(last[:-1] if last.endswith("s") else "")
    if card_type and len(parts) == 2:
        subtype = creature_type(parts[0]) if card_type != "Planeswalker" else (
            parts[0].title() if parts[0].title() in PLANESWALKER_TYPES else "")  # 205.3j
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


def either_thing(words: str) -> Filter | None:
    """A permanent of either of two subtypes, each named alone in the singular ("wolf or
    werewolf", "giant or a wizard", "merfolk or an island"): one ``Filter.subtype`` of both
    joined by "/" (``sim.model.card.CardDef.has_subtype``: either; issue 29, tribes, CR
    205.3); None if not understood."""
    first, _, second = words.partition(" or ")
    second = second.removeprefix("a ").removeprefix("an ")
    kinds = [thing(first), thing(second)]
    if any(k is None or k.color or k.card_type or k.subtype.lower() != w or "/" in k.subtype
           for k, w in zip(kinds, (first, second), strict=True)):
        return None
    names = [k.subtype for k in kinds if k is not None]
    return Filter(subtype="/".join(names)) if names[0] != names[1] else None


#: a token's quoted ability defining its power and toughness (CR 604.3: "this creature's power
#: and toughness are each equal to ...", "... power is equal to ... and its toughness is equal
#: to ...")
_DEFINES_PT = re.compile(r"(?:this (?:creature|token)|~)'s power (?:and toughness are each "
                         r"equal to |is equal to .+ and its toughness is equal to )",
                         re.IGNORECASE)


def defines_pt(text: str) -> bool:
    """Whether a line of a token's quoted ``text`` begins by defining its power and toughness
    (a token written without them: 'a green Elemental creature token with "..."')."""
    return any(_DEFINES_PT.match(line) for line in text.split("\n"))
