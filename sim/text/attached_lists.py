"""An Aura's or Equipment's list of changes to what it is attached to (issue 29, attach):
"enchanted creature has defender and loses flying", "enchanted creature loses all abilities
and can't attack or block", "enchanted creature is a Spirit and can't attack or block",
"enchanted creature gets +3/+1 and is black", "enchanted creature is legendary, gets +1/+1,
and has flying, vigilance, and lifelink", "equipped creature gets +1/+1 and is an artifact
in addition to its other types", "enchanted creature gets +1/+1, has menace, and is a Symbiote
in addition to its other types", "enchanted creature has base power and toughness 0/2, has
defender, and loses all other abilities" (CR 303.4, 301.5, 613.1d-f, 613.4b-c, 205.1a-b,
105.3).

The phrases are cut where a verb begins ("gets", "has", "loses", "is", "can't"), each read
into one ``Becoming`` (``sim.model.become_verbs``) and joined (``animate_rules.joined``: each
characteristic changed once): the static rule ``ATTACHED_CHANGE`` (``sim.model.attached_changes``)
makes them one continuous effect while attached, applied in each layer it reaches (613.6). A
restriction ("can't attack or block", "can't be blocked") is a quality the effect states, kept
by losing all abilities (``sim.model.ability_loss``). Read only when no other reader takes the
clause (the grammar's ``attached_changes``, ``sim.text.granted_text``): an attached object's
grants alone stay a static ability's grants."""

from __future__ import annotations

import re

import attrs

from sim.model.abilities import ENCHANTED, ENCHANTED_PERMANENT, EQUIPPED, Filter, Parsed, Static
from sim.model.attached_changes import ATTACHED_CHANGE, CHANGE, encoded
from sim.model.become_verbs import IN_ADDITION, STILL_SENTENCE, Becoming
from sim.model.keywords import Kw
from sim.model.qualities import COLOR_LETTERS
from sim.model.ring_verbs import LEGENDARY
from sim.text.animate_rules import joined
from sim.text.granted_text import read_granted
from sim.text.keyword_names import ABILITIES, KEYWORDS
from sim.text.static_rules import Refused
from sim.text.static_text import MORE_READERS, read_static
from sim.text.vocabulary import CREATURE_TYPES

#: the subjects (CR 303.4, 301.5)
_HOSTS = {"enchanted creature": ENCHANTED, "equipped creature": EQUIPPED}
_CLAUSE = re.compile(r"^(enchanted creature|equipped creature) (.+)$")
#: where a phrase begins: its verb, after the subject, a comma or "and"
_VERB = re.compile(r"(?:, and |, | and )(?=(?:gets|has|loses|is|can't) )")
_PT = re.compile(r"^gets ([+-]\d+)/([+-]\d+)$")
_BASE = re.compile(r"^has base power and toughness (\d+)/(\d+)$")
_COLOR = re.compile(r"^is (white|blue|black|red|green)$")
#: "is a Spirit", "is a black Zombie", "is a Spider Hero | an artifact in addition to its
#: other types"
_IS_A = re.compile(r"^is an? ((?:white |blue |black |red |green )?[a-z ]+?)"
                   r"(?: (in addition to its other (?:creature )?types))?$")


def _flags(names: str) -> Kw:
    """The keywords or abilities a list names ("flying, vigilance, and lifelink"), each a flag
    (a parameterised ability is refused)."""
    out = Kw.NONE
    for name in re.split(r", and |, | and ", names):
        flag = KEYWORDS.get(name) or ABILITIES.get(name)
        if flag is None or out & flag:
            raise Refused(name)
        out |= flag
    return out


def _retyped(words: str, still: str) -> Becoming:
    """"is a [color] <creature types>" (205.1a: replacing its creature types; with "in addition
    to its other types", 205.1b, beside them) or "is an artifact in addition to its other
    types" (a card type added)."""
    first, _, rest = words.partition(" ")
    colors = (COLOR_LETTERS[first],) if first in COLOR_LETTERS else None
    names = (rest if colors else words).split()
    if names == ["artifact"] and still and "creature" not in still and colors is None:
        return Becoming(types=("Artifact",), still=still, order=("retype",))
    types = tuple(w.title() for w in names)
    if not types or any(t not in CREATURE_TYPES for t in types) or colors and still:
        raise Refused(words)  # ("a black Zombie in addition to its other colors": not here)
    return Becoming(colors=colors, subtypes=types, still=still, order=("retype",))


def _phrase(text: str) -> Becoming:
    """One change: "gets +N/+N" (7c), "has base power and toughness N/N" (7b), "has
    <abilities>", "loses all [other] abilities" | "loses <abilities>" (6), "is <color>" (5),
    "is a <type>" (4), "can't <...>" (a restriction)."""
    if found := _PT.match(text):
        return Becoming(pump=(int(found[1]), int(found[2])), order=("pump",))
    if found := _BASE.match(text):
        return Becoming(int(found[1]), int(found[2]), order=("pt",))
    if text in ("loses all abilities", "loses all other abilities"):
        return Becoming(strip=True, order=("strip",))
    if text.startswith("loses "):
        return Becoming(remove=_flags(text[6:]), order=("lose",))
    if text.startswith("has "):
        return Becoming(add=_flags(text[4:]), order=("has",))
    if text.startswith("can't "):
        return Becoming(add=_flags(text), order=("rule",))
    if text == "is legendary":  # a supertype (CR 205.4a), as a Ring-bearer's (ring_verbs)
        return Becoming(types=(LEGENDARY,), order=("legendary",))
    if found := _COLOR.match(text):
        return Becoming(colors=(COLOR_LETTERS[found[1]],), order=("color",))
    if found := _IS_A.match(text):
        return _retyped(found[1], found[2] or "")  # (the words kept, for writing back)
    raise Refused(text)


#: "enchanted land is a 4/2 red Beast creature with trample. it's still a land", "enchanted
#: artifact is a [Golem] creature with base power and toughness 5/5 in addition to its other
#: types" (CR 303.4, 205.1b: its card types kept, the creature type added)
_ANIMATED = re.compile(r"^enchanted (land|artifact) is an? (?:(\d+)/(\d+) )?((?:white |blue |"
                       r"black |red |green )?(?:[a-z]+ )*?)creature(?: with ([a-z ,]+?))?"
                       r"(?: with base power and toughness (\d+)/(\d+))?"
                       r"(\. it's still a land| in addition to its other types)$")


def _animated(key: str) -> Parsed | None:
    """An Aura's "enchanted land | artifact is a ... creature" (see ``_ANIMATED``): a land's
    with its power and toughness written first ("a 4/2 ... creature") and "It's still a land."
    after, an artifact's with "base power and toughness" and "in addition to its other types"
    (the words as printed; CR 613.1d-f, 613.4b)."""
    found = _ANIMATED.match(key)
    if found is None:
        return None
    kind, p, t, words, names, base_p, base_t, still = found.groups()
    land = kind == "land"
    if land != (p is not None and base_p is None and still.startswith(".")) or \
            not land and (base_p is None or names or still.startswith(".")):
        return None
    power, toughness = (int(p), int(t)) if land else (int(base_p), int(base_t))
    try:
        add = _flags(names) if names else Kw.NONE
        colors: tuple[str, ...] | None = None
        subtypes: tuple[str, ...] = ()
        first, _, rest = words.strip().partition(" ")
        if first in COLOR_LETTERS:  # its colors replaced (105.3, 613.1e)
            colors, words = (COLOR_LETTERS[first],), rest
        if words.strip():
            subtypes = _retyped(words.strip(), IN_ADDITION).subtypes
    except Refused:
        return None
    change = Becoming(power, toughness, colors, ("Creature",), subtypes, add,
                      still=STILL_SENTENCE if land else IN_ADDITION,
                      order=("animate" if land else "retype",))
    return Parsed(statics=(Static(key, affects=ENCHANTED_PERMANENT, rule=ATTACHED_CHANGE,
                                  only=Filter(card_type=kind.title()),
                                  params=frozenset({(CHANGE, encoded(change))})),))


#: an Aura's grant to the land or artifact it enchants
_PERMANENT_HAS = re.compile(r"^enchanted (land|artifact) has ([a-z ,]+)$")


def read_attached_list(key: str) -> Parsed | None:
    """The static ability ``key`` (normalized, the card's name as ``~``) as one attached
    object's changes (see the module docstring), or None."""
    if key.startswith(("enchanted land is", "enchanted artifact is")):
        return _animated(key)
    if found := _PERMANENT_HAS.match(key):  # "enchanted land has shroud" (303.4, 613.1f)
        try:
            flags = _flags(found[2])
        except Refused:
            return None
        return Parsed(statics=(Static(key, affects=ENCHANTED_PERMANENT, add=flags,
                                      only=Filter(card_type=found[1].title())),))
    found = _CLAUSE.match(key)
    if found is None or '"' in key or read_granted(key, key, read_static) is not None:
        return None
    phrases = _VERB.split(found[2])
    if len(phrases) < 2:
        return None
    try:
        changes = [_phrase(p) for p in phrases]
    except Refused:
        return None
    strips = [i for i, c in enumerate(changes) if c.strip]
    if strips and (strips[-1] == len(changes) - 1) != ("other abilities" in key):
        return None  # "loses all other abilities" last: but what this effect gives (613.1f)
    rest = [c for c in changes if not c.strip]
    try:
        change = rest[0]
        for more in rest[1:]:
            change = joined(change, more)
    except Refused:
        return None
    if strips:
        change = attrs.evolve(change, strip=True, order=tuple(k for c in changes
                                                               for k in c.order))
    return Parsed(statics=(Static(key, affects=_HOSTS[found[1]], rule=ATTACHED_CHANGE,
                                  params=frozenset({(CHANGE, encoded(change))})),))


MORE_READERS.append(read_attached_list)
