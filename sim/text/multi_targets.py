""""Up to N target <objects>" (CR 115.1, 601.2c: each target chosen once, 115.3; "up to":
any number of them from zero to N, 601.2c): N target slots of one spec, every one optional
and choosing among the phrase's slots, acted on together through the ``targets:k:n``
reference (``sim.model.programs.targets``). The reading of the plural phrase (through
its singular, the grammar's ``target_words``) and its rendering back.
"""

from __future__ import annotations

import re

import attrs

from sim.model.programs import TargetSpec, targets
from sim.text.grammar import parse
from sim.text.wording import Alt, Piece, alt, number

#: the plural nouns of a multi-target phrase and their singulars
_SINGULAR = re.compile(r"\b(creature|artifact|enchantment|land|planeswalker|permanent|card)s\b")
#: a singular noun of a target phrase ("creature", "card"; not "creature" of "creature card")
_NOUN = re.compile(r"\b(creature|artifact|enchantment|land|planeswalker|permanent|card)\b"
                   r"(?! card)")


def up_to(slots: list[TargetSpec], words: str, n: int) -> str:
    """Add the ``n`` optional slots of "up to ``n`` target ``words``" (plural words) to
    ``slots``; the ``targets:k:n`` reference, or "" when the words are not a target the
    grammar reads."""
    who = parse("subject_only", "target " + _SINGULAR.sub(r"\1", words))
    spec: TargetSpec | None = getattr(who, "spec", None) if getattr(who, "kind", "") == \
        "target" else None
    if spec is None:
        return ""
    first = len(slots)
    slots += [attrs.evolve(spec, optional=True, among=first)] * n
    return targets(first, n)


def up_to_phrase(single: Piece, n: int) -> Piece:
    """"up to N target <plural>" from the rendering of "target <spec>" (``single``, every
    wording made plural), also as "each of up to N target <plural>" writes it."""
    phrase = ("up to ", number(n), " ", _plural(single))
    return alt(phrase, ("each of ", phrase))


def _plural(piece: Piece) -> Piece:
    """Each wording of ``piece`` with its nouns plural ("creature card" -> "creature
    cards", "artifact or creature" -> "artifacts or creatures")."""
    if isinstance(piece, str):
        return _NOUN.sub(r"\1s", piece)
    if isinstance(piece, Alt):
        return alt(*(_plural(option) for option in piece.options))
    return tuple(_plural(p) for p in piece)
