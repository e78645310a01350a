"""The transformer rules of the Oracle grammar (``oracle.lark``) for kinds of creatures named
by two creature types (issue 29, tribes): "Wolves and Werewolves you control get +1/+1",
"target Wolf or Werewolf you control" (CR 205.3m, 611.3, 115.1). Either type is enough: the
kind is one ``Filter.subtype`` (or ``TargetSpec.subtype``) of two names joined by "/"
("Wolf/Werewolf"), which ``sim.model.card.CardDef.has_subtype`` tests as "either one" (the
convention trigger kinds use: ``sim.text.trigger_rules.subtype_noun``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import ALL_CREATURES, Filter
from sim.model.qualities import plural
from sim.text.static_rules import Refused, Subject
from sim.text.vocabulary import creature_type


def either_types(first: str, second: str, many: bool) -> str:
    """Two creature types as one subtype value ("wolves", "werewolves" -> "Wolf/Werewolf"),
    each written in the plural (``many``) or the singular as the phrase needs; refused
    otherwise (not creature types, the same type twice, or the wrong number)."""
    kinds = [creature_type(w) for w in (first, second)]
    if not all(kinds) or kinds[0] == kinds[1]:
        raise Refused(f"{first} {second}")
    for word, kind in zip((first, second), kinds, strict=True):
        if word != (plural(kind) if many else kind).lower():
            raise Refused(word)  # a singular where creatures are named, or a plural
    return "/".join(kinds)


class TribeRules(Transformer[Token, Any]):
    """Kinds of creatures named by two creature types; each method is named after a rule of
    ``oracle.lark``."""

    def either_creatures(self, c: list[Any]) -> tuple[str, str]:
        """"Wolves and Werewolves [creatures]" as a static ability's subject (CR 611.3,
        205.3m): the creatures that have either type."""
        words = [str(t) for t in c]
        return "noun", either_types(words[0], words[1], True)

    def either_words(self, c: list[Any]) -> str:
        """"wolf or werewolf", "knight or a soldier": a condition's kind of either subtype,
        as words (``sim.text.vocabulary.either_thing`` reads them)."""
        return " ".join(str(t) for t in c)

    def each_either(self, c: list[Any]) -> Subject:
        """"each [other] creature [you control] that's a Wolf or a Werewolf" as a static
        ability's subject (CR 611.3, 205.3m): each creature of either type."""
        if c[0] != "each" or ("noun", "creature") not in c:
            raise Refused("each creature that's")
        controller = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "controller"),
                          ALL_CREATURES)
        kind = either_types(str(c[-2]), str(c[-1]), False)
        return Subject(controller, Filter(other="other" in c, subtype=kind))

    def either_plural(self, c: list[Any]) -> str:
        """"wolves and werewolves": a count's permanents of either type, as words
        (``sim.text.cda_rules.counted_thing`` reads them)."""
        return " ".join(str(t) for t in c)
