"""The pump family's model (issue 29): "<subject> gains your choice of <keyword>, <keyword>,
or <keyword> until end of turn" (CR 608.2d: a choice made as the effect resolves; 611.2a).

A ``modify`` instruction carries the choice as one parameter (``KEYWORD_CHOICE``) whose value
names the keywords offered, in their printed order (``Kw`` names joined by "|");
``sim.rules.pump`` asks the controller for one as the instruction resolves and grants it
instead of the parameter."""

from __future__ import annotations

from typing import TypeVar

import attrs

from sim.model.filters import ENCHANTED, ENCHANTED_OR_EQUIPPED, EQUIPPED, Filter
from sim.model.keywords import Kw

#: a ``modify`` parameter: "gains your choice of flying, vigilance, or haste" (CR 608.2d)
KEYWORD_CHOICE = "your choice of"


def choice_value(flags: list[Kw]) -> str:
    """The parameter's value for the keywords offered, in the order written."""
    return "|".join(str(f.name) for f in flags)


def choice_words(value: str) -> tuple[str, ...]:
    """The keywords offered as the words Oracle text writes them ("first strike")."""
    return tuple(name.lower().replace("_", " ") for name in value.split("|"))


def choice_flag(word: str) -> Kw:
    """The keyword chosen (one of ``choice_words``) as its ``Kw`` bit."""
    return Kw[word.upper().replace(" ", "_")]


def choice_text(value: str) -> str:
    """"your choice of deathtouch or lifelink", "... flying, vigilance, or haste"."""
    words = choice_words(value)
    listed = " or ".join(words) if len(words) == 2 else \
        ", ".join(words[:-1]) + ", or " + words[-1]
    return f"{KEYWORD_CHOICE} {listed}"


#: a ``damage`` instruction's ``Op.rule``: written "and deals N damage to <who>" after a
#: modification of ~ ("~ gets +2/+0 until end of turn and deals 1 damage to you")
AND_DEALS = "and deals"


#: an ability parameter granted until end of turn: "~ ... and can attack this turn as though
#: it didn't have defender" (CR 702.3b: defender's restriction ignored; 611.2a); checked by
#: ``sim.legality.problems.attack_problems``
NO_DEFENDER = "can attack as though it didn't have defender"


#: a ``modify`` parameter: a quoted ability granted for a time ('gains "When this creature
#: dies, draw a card."', CR 611.2a, 613.1f); its value the quotation as read ("this creature"
#: as ``~``, 113.6, 201.5), compiled as the instruction resolves (``sim.rules.pump.quoted``)
QUOTED_UNTIL = "quoted ability"

#: a ``modify`` parameter: "~ gets +1/-1 or -1/+1 until end of turn" (CR 608.2d: which one is
#: chosen as it resolves); its value is both ("+1/-1|-1/+1"), the instruction's own
#: ``power``/``toughness`` the first
PT_CHOICE = "+n/-n or -n/+n"


def pt_options(value: str) -> tuple[str, ...]:
    """The bonuses offered ("+1/-1", "-1/+1")."""
    return tuple(value.split("|"))


def pt_of(option: str) -> tuple[int, int]:
    """A bonus as power and toughness ("-1/+1" -> (-1, 1))."""
    p, t = option.split("/")
    return int(p), int(t)


P = TypeVar("P")

#: a static ability's creatures narrowed by a quality (h13; ``sim.text.pump_rules``): the
#: ``Filter`` fields each word sets (CR 205.4d: a supertype; 110.5: tapped; 111.1: a token)
_QUALITIES: dict[str, tuple[str, bool]] = {
    "legendary": ("legendary", True), "untapped": ("tapped", False),
    "tapped": ("tapped", True), "nontoken": ("token", False), "token": ("token", True)}

#: the creatures with an Aura | Equipment | either attached (issue 29, attach; CR 303.4,
#: 301.5): each word's ``Filter.attached``
ATTACHED_WORDS = {"enchanted": ENCHANTED, "equipped": EQUIPPED,
                  "enchanted or equipped": ENCHANTED_OR_EQUIPPED}


def narrowed(f: Filter, quality: str) -> Filter:
    """``f`` narrowed to the creatures with ``quality`` ("legendary", "untapped", "tapped",
    "nontoken", "token", "enchanted", "equipped", "enchanted or equipped", "<Subtype>
    tokens"; "" none)."""
    if not quality:
        return f
    if quality in ATTACHED_WORDS:
        return attrs.evolve(f, attached=ATTACHED_WORDS[quality])
    if quality.endswith(" tokens"):  # "Zombie tokens": of a creature type (111.1, 205.3m)
        return attrs.evolve(f, token=True, subtype=quality[:-len(" tokens")])
    name, value = _QUALITIES[quality]
    if name == "legendary":
        return attrs.evolve(f, legendary=value)
    return attrs.evolve(f, tapped=value) if name == "tapped" else attrs.evolve(f, token=value)


def quality_word(f: Filter) -> str:
    """The quality ``narrowed`` gave ``f`` ("" none): its words are written back from it."""
    if f.legendary:
        return "legendary"
    if f.tapped is not None:
        return "tapped" if f.tapped else "untapped"
    if f.token is not None:
        return "token" if f.token else "nontoken"
    return next((w for w, kind in ATTACHED_WORDS.items() if kind == f.attached), "")


def quality_nouns(f: Filter, many: P, one: P) -> tuple[P | str | tuple[str, P],
                                                     P | str | tuple[str, P]]:
    """A static ability's creatures' nouns (plural, singular; a writer's pieces) with ``f``'s
    quality (``narrowed``): "legendary creatures", "creature tokens" (read only of
    creatures of no subtype)."""
    word = quality_word(f)
    if word == "token":  # "zombie tokens" (a creature type's, 205.3m)
        kind = f.subtype.lower() if f.subtype else "creature"
        return f"{kind} tokens", f"{kind} token"
    return ((f"{word} ", many), (f"{word} ", one)) if word else (many, one)


#: how a static ability that applies while the one before it doesn't begins: "Enchanted
#: creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3." (CR 611.3a: the
#: first one's condition negated; ``sim.text.pump_rules.otherwise_static``)
OTHERWISE = "otherwise, it gets "
