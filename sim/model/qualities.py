"""The qualities protection (CR 702.16) and hexproof (702.11d) name, as parameter values
read from text and written back (``quality_value``, ``quality_text``), and the plural forms of
creature types. ``sim.model.protection`` tests a card against a quality; one test serves the
four things protection stops (702.16a, "DEBT"):

* Damage from sources with the quality is prevented (702.16e; ``sim.rules.replacement``);
* it can't be Enchanted by Auras with the quality (702.16c; ``sim.rules.sba`` puts such an Aura
  into its owner's graveyard);
* it can't be Blocked by creatures with the quality (702.16f; ``sim.legality.constraints``);
* it can't be Targeted by spells with the quality or abilities from sources with it
  (702.16b; ``sim.rules.resolution``), like hexproof from that quality (702.11d) for opponents.

A quality is the value of a ``PROTECTION`` or ``HEXPROOF_FROM`` parameter
(``sim.model.abilities``), one of:

* a color letter ``W U B R G`` ("protection from red");
* ``all colors`` ("protection from all colors" or "from each color": a source of any color),
  ``multicolored``, ``monocolored``, ``colorless``;
* ``everything`` (702.16j: every object);
* a card type in the plural, lower case: ``creatures``, ``artifacts``, ``enchantments``,
  ``instants``, ``sorceries``, ``planeswalkers``, ``lands``, ``battles``;
* a creature type in the plural, title case: ``Goblins``, ``Elves`` (a changeling has every
  creature type, 702.73a);
* several of these joined by ``,``: "protection from red and from white" is ``R,W``, two
  protection abilities (702.16g), so a source with either quality is stopped.

A source's colors are its ``CardDef.color_set``: none with devoid (702.114a). This module
reads no card and no state: the Oracle compiler reads qualities with it and ``sim.model.card``
its creature-type words.
"""

from __future__ import annotations

COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


COLOR_NAMES_BY_LETTER = {letter: name for name, letter in COLOR_LETTERS.items()}


#: the card types a protection or hexproof ability names, in the plural
CARD_TYPE_PLURALS = {"creatures": "Creature", "artifacts": "Artifact",
                     "enchantments": "Enchantment", "instants": "Instant",
                     "sorceries": "Sorcery", "planeswalkers": "Planeswalker", "lands": "Land",
                     "battles": "Battle"}


#: the qualities about colors, and everything
COLOR_QUALITIES = ("all colors", "multicolored", "monocolored", "colorless", "everything")


#: words after "from" that are not creature types ("protection from tokens" is not read)
NOT_CREATURE_TYPES = frozenset(["tokens", "legends", "players", "opponents", "spells",
                                "abilities", "permanents", "sources", "its", "them", "you",
                                "damage", "nonartifacts", "attackers", "blockers", "colors"])


#: Subtypes that are not creature types (CR 205.3g-k, 205.3q): a changeling does not have
#: these (702.73a gives every creature type only). Planeswalker types are not listed.
NONCREATURE_SUBTYPES = frozenset([
    # artifact types (205.3g)
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food",
    "Fortification", "Gold", "Incubator", "Junk", "Lander", "Map", "Powerstone", "Spacecraft",
    "Treasure", "Vehicle",
    # enchantment types (205.3h)
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune",
    "Saga", "Shard", "Shrine",
    # land types (205.3i)
    "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain",
    "Plains", "Power-Plant", "Sphere", "Swamp", "Tower", "Town",
    # spell types (205.3k) and battle types (205.3q)
    "Adventure", "Arcane", "Lesson", "Omen", "Trap", "Siege",
])


#: creature types whose plural is not the singular plus "s" or "es"
IRREGULAR_PLURALS = {"wolf": "wolves", "cyclops": "cyclopes", "elf": "elves",
                     "dwarf": "dwarves", "werewolf": "werewolves", "mouse": "mice",
                     "fungus": "fungi", "octopus": "octopuses", "sphinx": "sphinxes",
                     "thief": "thieves", "harpy": "harpies", "fox": "foxes",
                     "ox": "oxen", "homunculus": "homunculi", "djinn": "djinn",
                     "kor": "kor", "pegasus": "pegasi", "sheep": "sheep", "moonfolk": "moonfolk",
                     "merfolk": "merfolk", "kithkin": "kithkin", "ally": "allies",
                     "mercenary": "mercenaries", "fish": "fish", "samurai": "samurai",
                     "jellyfish": "jellyfish", "lammasu": "lammasu"}
IRREGULAR_PLURALS |= {"treefolk": "treefolk"}  # "Treefolk you control" (Dauntless Dourbark)
IRREGULAR_PLURALS |= {"equipment": "equipment"}  # "the number of Equipment you control" (205.3g)


def singular(plural: str) -> str:
    """The creature type a plural names, title case: "elves" -> "Elf", "sphinxes" ->
    "Sphinx", "goblins" -> "Goblin", "merfolk" -> "Merfolk"."""
    word = plural.strip().lower()
    if word in _SINGULARS:
        return _SINGULARS[word].title()
    if word.endswith(("xes", "ches", "shes", "sses")):
        return word[:-2].title()
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1].title()
    return word.title()


def plural(subtype: str) -> str:
    """The plural of a creature type as abilities print it, title case: "Elf" -> "Elves"."""
    word = subtype.strip().lower()
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word].title()
    if word.endswith(("x", "ch", "sh", "ss")):
        return (word + "es").title()
    return (word + "s").title()


_SINGULARS = {plural: word for word, plural in IRREGULAR_PLURALS.items()}


def quality_value(words: str) -> str | None:
    """One quality as printed after "from", lower case ("red", "all colors", "each color",
    "everything", "creatures", "goblins") as a parameter value, or None if it is not one.
    A creature type must be a plural (or a word that is its own plural: "merfolk")."""
    words = words.strip()
    if words in COLOR_LETTERS:
        return COLOR_LETTERS[words]
    if words == "each color":
        return "all colors"
    if words in COLOR_QUALITIES or words in CARD_TYPE_PLURALS:
        return words
    if words in NOT_CREATURE_TYPES or not words.replace("-", "").isalpha() or len(words) < 3:
        return None
    if words in _SINGULARS or words.endswith("s") and not words.endswith("ss"):
        return plural(singular(words))
    return None


def qualities_value(items: list[str]) -> str | None:
    """Several qualities ("red", "white") as one value ("R,W"), or None if one is not."""
    values = [quality_value(item) for item in items]
    if not values or any(v is None for v in values):
        return None
    return ",".join(v for v in values if v is not None)


def quality_text(value: str) -> str:
    """A parameter value as the words after "from", the inverse of ``qualities_value``:
    several as "red and from white", "white, from blue, and from black" (so "protection
    from " + it reads as printed)."""
    words = [COLOR_NAMES_BY_LETTER.get(v, v) for v in value.split(",")]
    if len(words) <= 2:
        return " and from ".join(words)
    return ", from ".join(words[:-1]) + ", and from " + words[-1]


def is_color(value: str) -> bool:
    """Whether a quality is only about colors (a color, all colors, multicolored, ...)."""
    return all(v in COLOR_NAMES_BY_LETTER or v in COLOR_QUALITIES[:4] for v in value.split(","))
