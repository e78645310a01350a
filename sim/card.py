"""Card definitions: the printed characteristics of a card, frozen and shared by every copy.

A ``CardDef`` never changes during a game; everything that does (counters, damage,
continuous effects) lives on the ``Permanent``. ``build_card`` turns the fields of a
card-data file or an inline scenario permanent into a ``CardDef``, with one error per
bad field, so both formats accept exactly the same words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

import attr  # attr.ib, not attrs.field: mypyc special-cases only the former
import attrs

from sim.abilities import (
    AFFLICT,
    ANNIHILATOR,
    BUSHIDO,
    RAMPAGE,
    WARD,
    Param,
    Parsed,
    Static,
    parse_text,
)
from sim.effect_text import Program
from sim.errors import UnknownNameError
from sim.keywords import Kw
from sim.oracle import (
    Activated,
    Triggered,
    read_keyword,
    read_spell,
    read_text,
    unknown_keyword,
)
from sim.protection import NONCREATURE_SUBTYPES, singular

CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")
COLOR_NAMES = {"w": "W", "white": "W", "u": "U", "blue": "U", "b": "B", "black": "B",
               "r": "R", "red": "R", "g": "G", "green": "G"}

#: keywords that are triggered abilities (702.39 provoke, 702.25 flanking, 702.83 exalted,
#: 702.108 prowess, 702.91 battle cry, 702.121 melee, 702.105 dethrone, 702.149 training,
#: 702.93 undying, 702.79 persist)
TRIGGERING_KEYWORDS = Kw.PROVOKE | Kw.FLANKING | Kw.EXALTED | Kw.PROWESS | Kw.BATTLE_CRY | \
    Kw.MELEE | Kw.DETHRONE | Kw.TRAINING | Kw.UNDYING | Kw.PERSIST
#: parameterised keywords that are triggered abilities (rampage, bushido, afflict,
#: annihilator, ward)
TRIGGERING_PARAMS = frozenset([RAMPAGE, BUSHIDO, AFFLICT, ANNIHILATOR, WARD])

#: The integers a card or scenario may give: TOML's range (64-bit), for JSON and dicts too.
MIN_INT, MAX_INT = -2**63, 2**63 - 1

#: Fields ``build_card`` reads; callers reject any other key with their own message.
CHARACTERISTIC_FIELDS = ("name", "types", "subtypes", "supertypes", "colors", "cost", "power",
                         "toughness", "loyalty", "defense", "keywords", "abilities", "text")


#: the basic land types and the color of mana each one's intrinsic ability makes (CR 305.6)
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_ADD_MANA = re.compile(r"\{T\}: Add ((?:\{[WUBRGC]\})+(?:,? (?:or )?\{[WUBRGC]\})*)",
                       re.IGNORECASE)
_MANA_SYMBOL = re.compile(r"\{([WUBRGC])\}")


# the defaults of CardDef's precomputed fields (module functions, not ``@field.default``
# methods: mypyc does not apply those decorators in an attrs class body)
def _card_bits(self: CardDef) -> int:
    return int(self.keywords)


def _card_is_creature(self: CardDef) -> bool:
    return "Creature" in self.types


def _card_is_planeswalker(self: CardDef) -> bool:
    return "Planeswalker" in self.types


def _card_is_battle(self: CardDef) -> bool:
    return "Battle" in self.types


def _card_may_trigger(self: CardDef) -> bool:
    return bool(self.triggered or self.keywords & TRIGGERING_KEYWORDS or any(
        kind in TRIGGERING_PARAMS for kind, _ in self.params))


def _card_produces(self: CardDef) -> str:
    colors = "".join(c for land, c in BASIC_LAND_TYPES.items() if land in self.subtypes) \
        if "Land" in self.types else ""
    for clause in _ADD_MANA.findall(self.text):
        colors += "".join(_MANA_SYMBOL.findall(clause.upper()))
    return "".join(c for c in "WUBRGC" if c in colors)


def _card_mana_made(self: CardDef) -> int:
    return self.mana or (1 if self.produces else 0)


def _card_inert(self: CardDef) -> bool:
    return not (self.may_trigger or self.activated or self.spell is not None
                or self.keywords & Kw.FLASH)


def _card_color_set(self: CardDef) -> frozenset[str]:
    return frozenset() if self.keywords & Kw.DEVOID else frozenset(self.colors)


def _card_changeling(self: CardDef) -> bool:
    return bool(self.keywords & Kw.CHANGELING)


@attrs.frozen(slots=True)
class CardDef:
    """Printed characteristics (CR 109.3).

    ``keywords`` holds keywords and the parameterless abilities the engine knows; ``params``
    the abilities that name a quality ("protection from red"); ``statics`` the abilities that
    affect other objects or the rules of combat; ``mana`` what its mana ability makes
    (``sim.abilities``). ``defense`` is a battle's printed defense (CR 310.4a)."""

    name: str
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    cost: str = ""
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: Kw = Kw.NONE
    text: str = ""
    params: frozenset[Param] = frozenset()
    statics: tuple[Static, ...] = ()
    mana: int = 0
    defense: int | None = None
    #: clauses of ``text`` the engine does not run (``sim.oracle``), verbatim
    unsupported: tuple[str, ...] = ()
    #: clauses of ``text`` the engine runs, verbatim (``sim.oracle``; ``cards.coverage``)
    supported: tuple[str, ...] = ()
    #: activated and triggered abilities read from ``text`` (``sim.oracle``), not yet run
    activated: tuple[Activated, ...] = ()
    triggered: tuple[Triggered, ...] = ()
    #: what an instant or sorcery does when it resolves (``sim.effect_text``)
    spell: Program | None = None
    #: ``keywords`` as a plain int, for the hot path (IntFlag's operators run in Python)
    bits: int = attr.ib(init=False, eq=False, repr=False,
                        default=attrs.Factory(_card_bits, takes_self=True))
    #: card types, precomputed: read on every state-based action check
    is_creature: bool = attr.ib(init=False, eq=False, repr=False,
                                default=attrs.Factory(_card_is_creature, takes_self=True))
    is_planeswalker: bool = attr.ib(init=False, eq=False, repr=False,
                                    default=attrs.Factory(_card_is_planeswalker, takes_self=True))
    is_battle: bool = attr.ib(init=False, eq=False, repr=False,
                              default=attrs.Factory(_card_is_battle, takes_self=True))
    #: whether it has a triggered ability (or a keyword that triggers): ``sim.triggers``
    #: skips boards where nothing may trigger
    may_trigger: bool = attr.ib(init=False, eq=False, repr=False,
                                default=attrs.Factory(_card_may_trigger, takes_self=True))
    #: the colors of mana its mana ability makes ("G"; "RG": red or green, one kind per
    #: activation; "C": colorless): from a "{T}: Add ..." clause of its text, and a basic
    #: land type's intrinsic ability (CR 305.6: Plains W, Island U, Swamp B, Mountain R,
    #: Forest G)
    produces: str = attr.ib(init=False, eq=False, repr=False,
                            default=attrs.Factory(_card_produces, takes_self=True))
    #: how much mana its mana ability makes per activation: ``mana``, else 1 when it makes
    #: any (a basic land type's ability; "{T}: Add {R} or {G}")
    mana_made: int = attr.ib(init=False, eq=False, repr=False,
                             default=attrs.Factory(_card_mana_made, takes_self=True))
    #: nothing it has is ever used with priority or triggers, in any zone: no triggered or
    #: activated ability, no triggering keyword, not an instant, sorcery or flash card (a
    #: board of such cards is quiet: ``sim.engine``)
    inert: bool = attr.ib(init=False, eq=False, repr=False,
                          default=attrs.Factory(_card_inert, takes_self=True))
    #: its colors as the rules see them: none with devoid (CR 702.114a), else ``colors``
    color_set: frozenset[str] = attr.ib(init=False, eq=False, repr=False,
                                        default=attrs.Factory(_card_color_set, takes_self=True))
    #: changeling: it is every creature type, in every zone (CR 702.73a)
    changeling: bool = attr.ib(init=False, eq=False, repr=False,
                               default=attrs.Factory(_card_changeling, takes_self=True))

    def has_subtype(self, name: str) -> bool:
        """Whether it has the subtype ``name`` (singular, any case: "Elf", "wall"). Changeling
        (CR 702.73a) makes it every creature type, in every zone, so it has any subtype that
        is not one of the artifact, enchantment, land or spell types (205.3g-k)."""
        title = name.strip().title()
        if title in self.subtypes:
            return True
        return self.changeling and title not in NONCREATURE_SUBTYPES

    def has_subtype_plural(self, plural: str) -> bool:
        """``has_subtype`` for a creature type named in the plural, as abilities name them
        ("Goblins", "Elves", "Wolves": "protection from Goblins", "bands with other
        Dinosaurs")."""
        return self.has_subtype(singular(plural))


Fail = Callable[[str, str], Exception]


def build_card(fields: Mapping[str, Any], fail: Fail, base: CardDef | None = None) -> CardDef:
    """A ``CardDef`` from ``fields`` laid over ``base``; ``fail(field, message)`` makes the error.

    Creatures need power and toughness; planeswalkers need loyalty; battles need defense
    (CR 208, 306.5b, 310.4).
    """
    values: dict[str, Any] = {} if base is None else attrs.asdict(
        base, recurse=False, filter=lambda a, _: a.init)
    if "name" in fields:
        values["name"] = _string(fields["name"], "name", fail)
    if "name" not in values:
        raise fail("name", "missing; give a card name or a name for the inline card")
    if "types" in fields:
        types = _strings(fields["types"], "types", fail)
        values["types"] = tuple(_card_type(t, fail) for t in types)
    for key in ("subtypes", "supertypes"):
        if key in fields:
            words = _strings(fields[key], key, fail)
            values[key] = tuple(s.strip().title() for s in words)
    if "colors" in fields:
        colors = _strings(fields["colors"], "colors", fail)
        values["colors"] = tuple(_color(c, fail) for c in colors)
    for key in ("cost", "text"):
        if key in fields:
            values[key] = _string(fields[key], key, fail)
    for key in ("power", "toughness", "loyalty", "defense"):
        if key in fields:
            values[key] = _integer(fields[key], key, fail)
    if "keywords" in fields or "abilities" in fields:
        parsed = Parsed() if base is None else Parsed(base.keywords, base.params, base.statics,
                                                       base.mana)
        for i, word in enumerate(_strings(fields.get("keywords", []), "keywords", fail)):
            problem = number_problem(word)
            if problem:
                raise fail(f"keywords[{i}]", problem)
            keyword = read_keyword(word)
            if keyword is None:
                raise fail(f"keywords[{i}]", str(unknown_keyword(word)))
            parsed |= keyword
        for i, word in enumerate(_strings(fields.get("abilities", []), "abilities", fail)):
            problem = number_problem(word)
            if problem:
                raise fail(f"abilities[{i}]", problem)
            try:
                parsed |= parse_text(word, values["name"])
            except UnknownNameError as err:
                raise fail(f"abilities[{i}]", str(err)) from None
        values.update(keywords=parsed.flags, params=parsed.params, statics=parsed.statics,
                      mana=parsed.mana)
        if "text" in fields:  # the abilities listed are its static part; its text, the rest
            reading = read_text(values["text"], values["name"])
            values.update(activated=reading.activated, triggered=reading.triggered,
                          supported=reading.supported)
    elif "text" in fields:
        # Oracle text is the card's abilities when no keywords or abilities are listed: what
        # the engine runs, and the clauses it does not (sim.oracle)
        problem = number_problem(values["text"])
        if problem:
            raise fail("text", problem)
        reading = read_text(values["text"], values["name"])
        values.update(keywords=reading.parsed.flags, params=reading.parsed.params,
                      statics=reading.parsed.statics, mana=reading.parsed.mana,
                      unsupported=reading.unsupported, activated=reading.activated,
                      triggered=reading.triggered, supported=reading.supported)
    values.setdefault("types", ("Creature",))
    if ("Instant" in values["types"] or "Sorcery" in values["types"]) and "text" in fields:
        # a spell's text is what it does as it resolves (CR 608.2), beside its keywords
        spell = read_spell(values["text"], values["name"])
        values.update(spell=spell.program, activated=(), triggered=(),
                      keywords=spell.keywords.flags, params=spell.keywords.params, statics=(),
                      unsupported=spell.unsupported, supported=spell.supported)
    card = CardDef(**values)
    if card.is_creature and (card.power is None or card.toughness is None):
        raise fail("power" if card.power is None else "toughness",
                   "a creature needs an integer power and toughness")
    if card.is_planeswalker and card.loyalty is None:
        raise fail("loyalty", "a planeswalker needs an integer loyalty")
    if card.is_battle and card.defense is None:
        raise fail("defense", "a battle needs an integer defense (CR 310.4)")
    return card


_DIGITS = re.compile(r"\d+")


def number_problem(phrase: str) -> str:
    """Why a number in an ability phrase ("rampage 2", "pays {2}", "+1/+1") is too large for
    the engine, or "": every number must fit the integers a scenario may give."""
    for m in _DIGITS.finditer(phrase):
        if len(m[0]) > len(str(MAX_INT)) or int(m[0]) > MAX_INT:
            digits = m[0] if len(m[0]) <= 24 else f"{m[0][:20]}... ({len(m[0])} digits)"
            return f"the number {digits} is too large; numbers go up to {MAX_INT}"
    return ""


def shown(value: object, limit: int = 60) -> str:
    """``value`` as an error message quotes it: its repr (control characters escaped, so the
    message stays on one line), cut to about ``limit`` characters. Never fails: an integer
    too long to print or data nested too deeply is described instead."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        digits = int(value.bit_length() * 0.30103) + 1  # log10(2): about right, never slow
        return f"{'a negative' if value < 0 else 'an'} integer of about {digits} digits"
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # a huge integer inside, or nesting too deep
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _string(value: object, field: str, fail: Fail) -> str:
    if not isinstance(value, str) or not value.strip():
        raise fail(field, f"expected a non-empty string, got {shown(value)}")
    return value.strip()


def _strings(value: object, field: str, fail: Fail) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail(field, f"expected a list of strings, got {shown(value)}")
    return list(value)


def _integer(value: object, field: str, fail: Fail) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(field, f"expected an integer, got {shown(value)}")
    if not MIN_INT <= value <= MAX_INT:
        raise fail(field, f"expected an integer from {MIN_INT} to {MAX_INT}, got {shown(value)}")
    return value


def _card_type(value: str, fail: Fail) -> str:
    key = value.strip().lower()
    if key not in CARD_TYPES:
        raise fail("types", f"unknown card type {shown(value)}; accepted: "
                   f"{', '.join(CARD_TYPES)}")
    return key.title()


def _color(value: str, fail: Fail) -> str:
    color = COLOR_NAMES.get(value.strip().lower())
    if color is None:
        raise fail("colors", f"unknown color {shown(value)}; accepted: white, blue, black, red, "
                   "green (or W, U, B, R, G)")
    return color
