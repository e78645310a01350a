"""Mana that can be spent only to cast some spells (CR 106.6): "{T}: Add one mana of any
color. Spend this mana only to cast a creature spell", "... an instant or sorcery spell",
"... multicolored spells", "... a creature spell of the chosen type" (614.12). Such a mana
ability is a ``MANA_SPEND_ONLY`` parameter of its card, not one of its ``mana_adds``: the
payment (``sim.rules.costs``) taps it only for a spell it may pay for; what the payment
leaves of its mana ("{T}: Add {C}{C}{C}" for a two-mana spell) stays in the pool with its
restriction (106.4; ``Player.limited_mana``, ``sim.rules.limited_pool``).

A kind is written as cast triggers write theirs (``sim.text.player_trigger_rules``): the
spell's qualities as Oracle words, alternatives joined by " or " ("instant or sorcery",
"dragon or omen"), each all of its words ("dragon creature"); the form is how the text names
it: "a" / "an" ("a creature spell"), "spells" ("creature spells"), "chosen" ("a creature
spell of the chosen type": also of the type chosen as the permanent entered).
"""

from __future__ import annotations

from functools import lru_cache

from sim.model.card import CardDef
from sim.model.chosen_values import of_chosen
from sim.model.mana import Mana
from sim.model.qualities import COLOR_LETTERS

#: the card types a kind names (CR 205.2a)
TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
         "instant": "Instant", "sorcery": "Sorcery", "planeswalker": "Planeswalker",
         "battle": "Battle", "land": "Land"}

#: the forms a kind is written in (``spend_value``); each with "+" also pays for the
#: activated abilities of such sources ("... or activate an ability of a dinosaur source");
#: with "!" the mana "can't be spent to cast" such a spell (the Powerstone's "... a nonartifact
#: spell", CR 111.10h): it pays for anything else — other spells, activated abilities, any
#: other cost (``free``)
FORMS = ("a", "spells", "chosen")

#: the form's mark for "... or activate an ability" / "activate an ability or cast ...": the
#: activated abilities of any source (602.2)
ANY_ABILITY = "*"

#: the form of mana spent only to activate abilities — of any source (kind ""), or of sources
#: of the kind ("... only to activate abilities of artifacts", CR 602.2) —, never to cast a
#: spell
ABILITIES = "abilities"

#: the verb of "add {r}{r}{r}. spend this mana only to cast artifact or creature spells" (a
#: spell's or an ability's, CR 106.6): the mana the instructions before it added (``Resolving.
#: added``) leaves the unrestricted pool for the restricted (``Player.limited_mana``);
#: ``Op.rule`` the restriction's value (no mana of its own: its alternatives "")
SPEND_ADDED = "spend added mana only"

#: the verb of "(add {r}{r}.) this mana lasts until end of combat" (firebending's, CR 500.4,
#: 106.4, 511.3): the mana the instructions before it added (``Resolving.added``) stays in its
#: controller's pool as steps end until the combat phase ends (``Player.combat_mana``,
#: ``sim.rules.mana_ops.keep_combat_mana``, ``sim.rules.turn``)
KEEP_UNTIL_COMBAT_ENDS = "keep mana until end of combat"

#: the words before the kind: "spend this mana only to cast", or with "!" "this mana can't
#: be spent to cast"
SPEND_WORDS = (". spend this mana only to cast ", ". this mana can't be spent to cast ")

#: one alternative of a mana ability: the mana of each kind it makes (W, U, B, R, G, C)
Counts = tuple[int, int, int, int, int, int]


def spend_value(kind: str, form: str, made: tuple[Mana, ...]) -> str:
    """The ``MANA_SPEND_ONLY`` value of a mana ability adding one of ``made``, spent only on
    spells of ``kind`` named in ``form``."""
    ways = " ".join(",".join(str(n) for n in (m.W, m.U, m.B, m.R, m.G, m.C)) for m in made)
    return f"{kind};{form};{ways}"


@lru_cache(maxsize=256)
def spend_parts(value: str) -> tuple[str, str, tuple[Counts, ...]]:
    """A ``MANA_SPEND_ONLY`` value as (kind, form, each alternative's counts)."""
    kind, form, ways = value.split(";")
    counts: list[Counts] = []
    for way in ways.split():
        w, u, b, r, g, c = (int(n) for n in way.split(","))
        counts.append((w, u, b, r, g, c))
    return kind, form, tuple(counts)


def spend_made(value: str) -> tuple[Mana, ...]:
    """The mana one activation of the ability may add: each alternative, as ``Mana``."""
    return tuple(Mana(*c) for c in spend_parts(value)[2])


def allows(value: str, card: CardDef, chosen: str, ability: bool = False) -> bool:
    """Whether mana of the ability ``value`` may be spent to cast ``card`` (CR 106.6: the
    spell's characteristics as it is cast; "of the chosen type": the creature type
    ``chosen`` as the mana's source entered, 614.12 — none while none was chosen), or, with
    ``ability``, to activate an ability of ``card``'s (602.2: the ability's source); the
    form "!" to cast any spell not of the kind, or to activate any ability; with "*" any
    ability too; the form ``ABILITIES`` no spell, any ability (of a source of the kind)."""
    kind, form, _ = spend_parts(value)
    if form == ABILITIES:  # "spend this mana only to activate abilities [of artifacts]"
        return ability and (not kind or any(all(card_is(card, word) for word in option.split())
                                            for option in kind.split(" or ")))
    if form.endswith("!"):
        return ability or not any(all(card_is(card, word) for word in option.split())
                                  for option in kind.split(" or "))
    if ability:
        if form.endswith(ANY_ABILITY):
            return True
        if not form.endswith("+"):
            return False
        form = form[:-1]
    elif form.endswith(("+", ANY_ABILITY)):
        form = form[:-1]
    if form == "chosen" and not of_chosen(chosen, "type", card):
        return False
    return any(all(card_is(card, word) for word in option.split())
               for option in kind.split(" or "))


def free(value: str) -> bool:
    """Whether mana of the ability ``value`` may be spent on a cost that is neither a spell's
    nor an activated ability's (CR 106.6: only a "can't be spent to cast <kind>" restriction
    allows it: an "unless" payment, ward, an upkeep cost, a special action)."""
    return spend_parts(value)[1].endswith("!")


def card_is(card: CardDef, word: str) -> bool:
    """Whether ``card`` has the quality ``word``: a card type or non-type (CR 205.2a), kindred
    (205.3e), a color (105.2), colorless / multicolored / monocolored (105.2b-c), legendary
    (205.4d), historic (700.6: legendary, an artifact or a Saga), a subtype (205.3; a
    changeling card is every creature type, 702.73a)."""
    if word in TYPES:
        return TYPES[word] in card.types
    if word.startswith("non") and word[3:].lstrip("-") in TYPES:
        return TYPES[word[3:].lstrip("-")] not in card.types
    if word in ("kindred", "tribal"):
        return "Kindred" in card.types or "Tribal" in card.types
    if word in COLOR_LETTERS:
        return COLOR_LETTERS[word] in card.color_set
    if word == "colorless":
        return not card.color_set
    if word == "multicolored":
        return len(card.color_set) >= 2
    if word == "monocolored":
        return len(card.color_set) == 1
    if word == "legendary":
        return "Legendary" in card.supertypes
    if word == "historic":
        return "Legendary" in card.supertypes or "Artifact" in card.types or \
            card.has_subtype("Saga")
    return card.has_subtype(word)
